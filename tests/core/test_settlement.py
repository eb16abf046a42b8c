"""Settlement: only the in-flight packet's valid result becomes a boundary."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from convcompact.core.state import ChainId, boundary_entry_key, chain_key, index_key, packet_key
from convcompact.core.declarations import load_declarations
from convcompact.runtime.driver import LocalDriver
from convcompact.core.hashing import record_hash
from convcompact.core.model_runner import execute
from convcompact.core.summarize import EXTRACTIVE_MODEL
from tests.core.test_planner import text
from tests.helpers import message, write_declarations

CONV = "telegram:7"


def one_packet_in_flight(tmp_path: Path, messages: int = 5, **driver: Any) -> tuple[LocalDriver, Any]:
    """A driver with one packet dispatched and not yet executed (`messages` of 1500 chars)."""
    d = LocalDriver(load_declarations(write_declarations(tmp_path)), run_model=False, **driver)
    for s in range(1, messages + 1):
        d.feed("source", message("7", s, text(1500, s)))
    (dispatch,) = d.pending_dispatches()
    return d, dispatch


@pytest.fixture
def inflight(tmp_path: Path):
    return one_packet_in_flight(tmp_path)


def after_the_backoff(d: LocalDriver, failures: int = 1) -> None:
    """Move the driver's clock past the backoff `failures` consecutive failures earn."""
    from convcompact.core.model_runner import utcnow
    from convcompact.core.settlement import backoff_s, later

    shifted = later(utcnow(), backoff_s(failures) + 1)
    d.clock = lambda: shifted


def outcome(d: LocalDriver):
    run = d.records("runs")[-1]
    return run["outcome"], run["reason"]


def result_for(dispatch, **changes) -> dict:
    body = execute(dispatch, d_summarizer()).to_json()
    body.update(changes)
    return body


def d_summarizer():
    from convcompact.core.model_runner import LocalExtractive

    return LocalExtractive()


def test_valid_result_settles_a_hash_bound_boundary(inflight):
    d, dispatch = inflight
    first = result_for(dispatch)
    d.feed_result(first, CONV)
    assert outcome(d) == ("settled", None)
    (b,) = d.records("boundaries")
    assert b["boundary_hash"] == record_hash(b, "boundary_hash")
    assert b["sensitive"] is True and b["previous"] is None
    assert b["context_snapshot"] == {"packet_id": dispatch.packet_id, "packet_hash": dispatch.packet_hash}
    assert b["summary"]["chars"] == len(b["summary"]["text"]) <= 1200
    assert b["summary"]["preview"] == b["summary"]["text"][:280]
    assert b["model"]["provider"] == "local-extractive"
    assert b["run"]["run_id"] == dispatch.model_run_id
    # the same result record delivered again changes nothing
    again = d.feed_result(first, CONV)
    assert again.status == "duplicate" and again.outputs == [] and again.outcomes == []
    assert d.records("boundaries") == [b]


@pytest.mark.parametrize(
    "changes, reason",
    [
        ({"packet_id": "pkt_forged"}, "packet-not-in-flight"),
        ({"packet_hash": "0" * 64}, "packet-hash-mismatch"),
        ({"run_id": "mrun_fabricated"}, "fabricated-run"),
        ({"text": "   "}, "empty-summary"),
        ({"text": "x" * 1201}, "summary-too-long"),
        ({"text": "ok\x1b[31m"}, "summary-control-characters"),
        ({"conversation": "telegram:8"}, "wrong-conversation"),
    ],
)
def test_forged_or_invalid_results_are_rejected(inflight, changes, reason):
    d, dispatch = inflight
    d.feed_result(result_for(dispatch, **changes), CONV)
    assert outcome(d) == ("rejected", reason)
    assert d.records("boundaries") == []


def test_model_failure_frees_the_conversation_to_plan_again(inflight):
    d, dispatch = inflight
    d.feed_result(result_for(dispatch, text=None, error="TimeoutError: provider timed out"), CONV)
    assert outcome(d) == ("model-failed", "TimeoutError")
    d.feed("source", message("7", 6, text(200, 6)))
    assert outcome(d) == ("skipped-pending", "backing-off")  # no packet before the backoff ends
    after_the_backoff(d)
    d.feed("source", message("7", 7, text(200, 7)))
    assert d.records("runs")[-1]["outcome"] == "dispatched"


def test_a_second_execution_of_a_settled_packet_is_a_duplicate_execution(inflight):
    d, dispatch = inflight
    first = result_for(dispatch)
    d.feed_result(first, CONV)
    assert outcome(d) == ("settled", None)
    # the model was called again for the same packet (another worker, a restart): another result
    second = first | {"result_id": "res_second_call", "text": "A second summary of the same packet."}
    step = d.feed_result(second, CONV)
    assert outcome(d) == ("rejected", "duplicate-execution")
    assert step.outcomes == [("rejected", "duplicate-execution")]
    run = d.records("runs")[-1]
    assert run["packet_id"] == dispatch.packet_id and run["result_id"] == "res_second_call"
    assert len(d.records("boundaries")) == 1
    # the very same results delivered again stay silent duplicates
    for again in (first, second):
        step = d.feed_result(again, CONV)
        assert step.status == "duplicate" and step.outcomes == [] and step.outputs == []
    assert [r["reason"] for r in d.records("runs")].count("duplicate-execution") == 1


def test_a_second_execution_of_a_failed_packet_is_a_duplicate_execution(inflight):
    d, dispatch = inflight
    failed = result_for(dispatch, text=None, error="TimeoutError: provider timed out")
    d.feed_result(failed, CONV)
    assert outcome(d) == ("model-failed", "TimeoutError")
    d.feed_result(result_for(dispatch), CONV)
    assert outcome(d) == ("rejected", "duplicate-execution")
    assert d.records("boundaries") == []


def test_a_result_of_a_packet_older_than_the_recent_record_is_not_in_flight(tmp_path):
    from convcompact.core.settlement import RECENT_RESULTS

    d, dispatch = one_packet_in_flight(tmp_path)
    old = result_for(dispatch)
    d.feed_result(old, CONV)
    d.run_model = True
    s = 6
    while len(d.records("boundaries")) <= RECENT_RESULTS:
        d.feed("source", message("7", s, text(1500, s)))
        s += 1
    d.feed_result(old | {"result_id": "res_very_late"}, CONV)
    assert outcome(d) == ("rejected", "packet-not-in-flight")


def test_replayed_old_result_is_rejected(inflight):
    d, dispatch = inflight
    old = result_for(dispatch)
    d.feed_result(old, CONV)
    d.run_model = True
    for s in range(6, 12):
        d.feed("source", message("7", s, text(1500, s)))
    settled = len(d.records("boundaries"))
    assert settled >= 2
    d.feed_result(old | {"result_id": "res_replayed"}, CONV)
    assert outcome(d) == ("rejected", "duplicate-execution")  # its packet already had a result
    assert len(d.records("boundaries")) == settled


def test_bad_result_bytes_are_dead_lettered(inflight):
    d, _ = inflight
    step = d.feed_result(b"{not json", CONV)
    assert step.status == "bad" and "not JSON" in (step.error or "")


def test_settled_step_reports_trigger_to_boundary_latency(tmp_path):
    clock = {"now": "2026-11-30T00:00:00.000Z"}
    d, dispatch = one_packet_in_flight(tmp_path, clock=lambda: clock["now"])
    clock["now"] = "2026-11-30T00:00:07.500Z"
    step = d.feed_result(execute(dispatch, d_summarizer(), lambda: clock["now"]).to_json(), CONV)
    assert step.outcomes == [("settled", None)] and step.trigger_to_boundary_s == 7.5


# ---- the receipt is the provider's ------------------------------------------------------


def test_boundary_records_the_served_model_beside_the_requested_one(inflight):
    d, dispatch = inflight
    d.feed_result(result_for(dispatch, model=f"{EXTRACTIVE_MODEL}-build-7", usage={"input_tokens": 900, "output_tokens": 80}), CONV)
    (b,) = d.records("boundaries")
    assert b["model"]["model"] == f"{EXTRACTIVE_MODEL}-build-7"  # as the provider reported it
    assert b["model"]["requested_model"] == EXTRACTIVE_MODEL  # as the declaration asked
    assert b["model"]["usage"] == {"input_tokens": 900, "output_tokens": 80}


@pytest.mark.parametrize(
    "changes",
    [
        {"started_at": "yesterday"},
        {"finished_at": "2026-13-45T99:00:00Z"},
        {"started_at": "2026-11-30T10:00:05.000Z", "finished_at": "2026-11-30T10:00:01.000Z"},  # reversed
        {"started_at": "2026-11-30T10:00:00"},  # no time zone: not an instant
        {"usage": {"input_tokens": -5, "output_tokens": 10}},
        {"usage": {"input_tokens": 5, "output_tokens": -1}},
    ],
)
def test_a_malformed_receipt_is_rejected(inflight, changes):
    d, dispatch = inflight
    d.feed_result(result_for(dispatch, **changes), CONV)
    assert outcome(d) == ("rejected", "malformed-receipt")
    assert d.records("boundaries") == []


def test_a_provider_reporting_negative_usage_is_not_read_as_zero():
    from convcompact.core.output_contract import openai_answer

    answer = openai_answer({"model": "m-served", "choices": [{"message": {"content": "ok"}}], "usage": {"prompt_tokens": -3, "completion_tokens": 2}})
    assert answer.model == "m-served" and answer.usage.input_tokens == -3  # settlement rejects it
    assert openai_answer({"choices": [{"message": {"content": "ok"}}]}).model is None


def test_a_change_to_the_compactor_prompt_starts_a_new_epoch(tmp_path, monkeypatch):
    from convcompact.core import prompt

    decl = write_declarations(tmp_path)
    (before,) = load_declarations(decl)
    monkeypatch.setattr(prompt, "SYSTEM_INSTRUCTION", prompt.SYSTEM_INSTRUCTION + " Keep every date.")
    (instruction_changed,) = load_declarations(decl)
    monkeypatch.setattr(prompt, "PROMPT_VERSION", "compactor-prompt@999")
    (version_changed,) = load_declarations(decl)
    assert len({before.epoch, instruction_changed.epoch, version_changed.epoch}) == 3
    assert len({before.fingerprint, instruction_changed.fingerprint, version_changed.fingerprint}) == 3


# ---- rejections that need the chain state or the in-flight header altered ----------------

CHAIN = chain_key("stream-compactor", CONV)


def header_key(d: LocalDriver) -> str:
    """The evidence of the packet in flight (its header: what settlement binds)."""
    return packet_key(d.state[CHAIN]["in_flight"]["packet_id"])


def index(d: LocalDriver) -> str:
    pair = d.pairs[0]
    return index_key(ChainId(pair.epoch, pair.target_agent, CONV))


def set_tip(d: LocalDriver, **change) -> None:
    """Move the chain's tip by hand (as another boundary of the chain, read from the topic,
    would move it)."""
    pair = d.pairs[0]
    chain = ChainId(pair.epoch, pair.target_agent, CONV)
    idx = d.state[index(d)]
    entry = d.state[boundary_entry_key(chain, idx["tip"]["boundary_id"])]
    tip = {**idx["tip"], **change}
    d.state[boundary_entry_key(chain, tip["boundary_id"])] = entry
    d.state[index(d)] = {**idx, "tip": tip}


def assert_rejected_and_spent(d: LocalDriver, dispatch, reason: str, next_seq: int) -> None:
    """Rejected by name, no boundary bound, and the attempt spent: the chain frees the
    conversation, so its next message plans again."""
    run = d.records("runs")[-1]
    assert (run["outcome"], run["reason"]) == ("rejected", reason)
    assert run["packet_id"] == dispatch.packet_id and run["boundary_id"] is None
    assert d.state[CHAIN]["in_flight"] is None
    after_the_backoff(d)
    d.feed("source", message("7", next_seq, text(200, next_seq)))
    assert d.records("runs")[-1]["outcome"] != "skipped-pending"  # planned again, not waiting


def two_boundaries_apart(tmp_path: Path) -> tuple[LocalDriver, Any, dict]:
    """A first boundary settled, a second packet in flight that names it as previous."""
    d, first = one_packet_in_flight(tmp_path)
    d.feed_result(result_for(first), CONV)
    assert outcome(d) == ("settled", None)
    s = 6
    while not (pending := d.pending_dispatches()):
        d.feed("source", message("7", s, text(1500, s)))
        s += 1
    (second,) = pending
    assert d.state[header_key(d)]["header"]["previous"]["boundary_id"] == d.state[index(d)]["tip"]["boundary_id"]
    return d, second, {"next_seq": s}


def test_a_result_for_a_header_of_another_epoch_is_stale_epoch(inflight):
    """The in-flight header was planned under another epoch than the registered pair's."""
    d, dispatch = inflight
    key = header_key(d)
    d.state[key] = {**d.state[key], "header": {**d.state[key]["header"], "epoch": "0" * 64}}
    d.feed_result(result_for(dispatch), CONV)
    assert d.records("boundaries") == []
    assert_rejected_and_spent(d, dispatch, "stale-epoch", 6)


def test_a_packet_whose_previous_is_no_longer_the_latest_is_rejected(tmp_path):
    """The chain moved on (another boundary became the latest) while the packet was in
    flight: binding it would fork the chain."""
    d, second, at = two_boundaries_apart(tmp_path)
    (b1,) = d.records("boundaries")
    set_tip(d, boundary_id="bnd_another")
    d.feed_result(result_for(second), CONV)
    assert d.records("boundaries") == [b1]
    assert_rejected_and_spent(d, second, "previous-not-latest", at["next_seq"])


def test_a_packet_that_does_not_cover_past_the_latest_is_rejected(tmp_path):
    """The packet names the latest boundary, but the latest already covers as far as the
    packet does: a boundary would not advance the coverage."""
    d, second, at = two_boundaries_apart(tmp_path)
    (b1,) = d.records("boundaries")
    through = d.state[header_key(d)]["header"]["covered_through"]["source_seq"]
    assert through > d.state[index(d)]["tip"]["covered_through_seq"]
    set_tip(d, covered_through_seq=through)
    d.feed_result(result_for(second), CONV)
    assert d.records("boundaries") == [b1]
    assert_rejected_and_spent(d, second, "coverage-not-advancing", at["next_seq"])


@pytest.mark.parametrize(
    "error, reason",
    [
        ("tool-call: the model called a tool", "output-contract-tool-call"),
        ("multiple-parts: 2 choices", "output-contract-multiple-parts"),
        ("no-text: the message has no text content", "output-contract-no-text"),
    ],
)
def test_an_answer_that_breaks_the_output_contract_is_rejected_by_name(inflight, error, reason):
    d, dispatch = inflight
    d.feed_result(result_for(dispatch, text=None, error=error, error_kind="output-contract"), CONV)
    assert d.records("boundaries") == []
    assert_rejected_and_spent(d, dispatch, reason, 6)
