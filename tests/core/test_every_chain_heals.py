"""Every chain heals (issue 20), through the in-process driver: each state the issue found stuck
either heals as the pipeline goes on, or fails the context closed by name (on both surfaces,
the worker's table and the topics) with a remedy the test carries out.

1. late replies (or retractions) under many boundaries: an amendment far over its bound is
   absorbed in consecutive bounded packets, and the context answers again;
2. an orphan group (replies to a message never read) no longer stalls planning;
3. a group that grew past what a packet holds fails the context closed by name, and a new
   epoch with larger bounds heals it;
4. a huge answer is bounded before it is published, rejected by name, and the chat goes on;
7. a provider that keeps failing or lying costs a bounded number of calls (backoff in the table).
"""

from __future__ import annotations

import copy

import orjson
import pytest

from convcompact.core.declarations import load_declarations
from convcompact.core.model_runner import LocalExtractive
from convcompact.core.records import Usage
from convcompact.core.settlement import FAILING_AFTER, backoff_s, later
from convcompact.core.state import chain_key
from convcompact.runtime.driver import LocalDriver
from tests.core.test_planner import text
from tests.helpers import at, correction, delivery, message, write_declarations

CONV = "telegram:7"
CLOCK = "2026-11-30T00:00:00.000Z"


def driver(tmp_path, summarizer=None, **policy) -> LocalDriver:
    pairs = load_declarations(write_declarations(tmp_path, **policy))
    return LocalDriver(pairs, summarizer=summarizer or LocalExtractive(), clock=lambda: CLOCK)


def same(d: LocalDriver) -> tuple[int, dict]:
    worker, topics = d.context(CONV), d.context_from_topics(CONV)
    assert orjson.dumps(worker) == orjson.dumps(topics), (worker, topics)
    return worker


def chat(d: LocalDriver, first: int, last: int, chars: int = 900) -> None:
    for s in range(first, last + 1):
        d.feed("source", message("7", s, f"m{s} " + text(chars, s)))


# ---- 1. an oversized amendment is absorbed in consecutive bounded packets -----------------


@pytest.mark.parametrize("late", ["replies", "retractions"])
def test_late_replies_or_retractions_under_many_boundaries_heal(tmp_path, late):
    d = driver(tmp_path, max_input_chars=8000)
    chat(d, 1, 60)  # the delivery publisher was down: replies come only after many boundaries
    boundaries = d.records("boundaries")
    assert len(boundaries) >= 8
    covered = boundaries[-1]["covered_through"]["source_seq"]
    for s in range(1, covered + 1):
        if late == "replies":
            d.feed("delivery", delivery("7", s, f"the late reply to message {s}: " + text(700, s + 100)))
        else:
            d.feed("correction", correction("7", s, None))
    status, body = same(d)
    assert status == 409 and body["reason"] == "amendment-exceeds-bounds"  # never cut: fails closed meanwhile
    before = len(d.records("boundaries"))
    s = 61
    while same(d)[0] != 200:
        chat(d, s, s)
        s += 1
        assert s < 200, f"the amendment was never absorbed: {[r['reason'] for r in d.records('runs')[-5:]]}"
    packets = d.records("documents", "compactor.context-packet@1")
    carried = [p for p in packets if p["amendment"]]
    assert len(carried) >= (2 if late == "replies" else 1), "absorbed in consecutive bounded packets"
    for p in carried:
        assert p["input"]["char_count"] <= 8000  # each bounded
        seqs = [e["seq"] for e in p["amendment"]["entries"]]
        assert seqs == sorted(seqs)  # oldest covered seq first
    assert len(d.records("boundaries")) > before
    assert not [r for r in d.records("runs") if r["reason"] == "amendment-exceeds-input-bounds"]


def test_a_single_entry_no_packet_can_hold_fails_closed_by_name(tmp_path):
    d = driver(tmp_path, max_input_chars=8000)
    chat(d, 1, 12)
    assert d.records("boundaries")
    d.feed("correction", correction("7", 1, "x" * 9000))  # one edit larger than any packet
    chat(d, 13, 20)
    reasons = {r["reason"] for r in d.records("runs") if r["outcome"] == "failed-closed"}
    assert reasons == {"amendment-exceeds-input-bounds"}
    assert same(d)[1]["reason"] == "amendment-exceeds-bounds"
    # The remedy (README): the edit is edited again, shorter; the chain then heals.
    d.feed("correction", correction("7", 1, "the launch moved to May 5", n=1))
    s = 21
    while same(d)[0] != 200:
        chat(d, s, s)
        s += 1
        assert s < 60


# ---- 2. an orphan group never blocks planning ---------------------------------------------


def test_an_orphan_group_does_not_stall_compaction(tmp_path):
    d = driver(tmp_path)
    d.feed("delivery", delivery("7", 0, "a reply to a message sent before the import"))
    for s in range(1, 40):
        d.horizon = at(s, 1500)  # the delivery topic is read up to this message's time
        chat(d, s, s)
    assert len(d.records("boundaries")) >= 4
    assert not [r for r in d.records("runs") if r["reason"] == "inputs-behind"]
    turns = [t for p in d.records("documents", "compactor.context-packet@1") for t in p["turns"]]
    assert any(t["source_seq"] == 0 for t in turns), "the orphan was frozen like any group"
    assert d.metrics.orphans._value.get() == 1
    assert same(d)[0] == 200


# ---- 3. no group can wedge the chat ----------------------------------------------------------


def test_a_declaration_under_which_a_kept_group_could_not_fit_a_packet_is_refused(tmp_path):
    from convcompact.core.errors import DeclarationError

    with pytest.raises(DeclarationError, match="max_input_chars"):
        load_declarations(write_declarations(tmp_path, max_input_chars=5000))  # < 3000 + 1200 + 800 + envelopes


def test_a_group_grown_past_what_a_packet_holds_fails_closed_and_a_new_epoch_heals_it(tmp_path):
    d = driver(tmp_path)
    chat(d, 1, 3)
    for k in range(30):  # the agent answers message 3 again and again: its group outgrows a packet
        d.feed("delivery", delivery("7", 3, f"reply {k} " + text(700, k), dseq=k))
    chat(d, 4, 12)
    status, body = same(d)
    assert status == 409 and body["reason"] == "group-exceeds-input-bounds", body
    assert "message #3" in body["detail"]
    # The remedy (README): a new epoch whose bounds hold the group.
    bigger = load_declarations(write_declarations(tmp_path / "v4", version="4", max_input_chars=40000, max_input_events=400))
    d = d.restart(bigger)
    chat(d, 13, 20)
    assert same(d)[0] == 200


# ---- 4. results are bounded before they are published --------------------------------------


class Lying:
    """A model answering 50 times over the bound."""

    provider, model = "liar", "m"

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, dispatch):
        self.calls += 1
        return "blah " * (10 * dispatch.packet.max_summary_chars), Usage()


def test_a_huge_answer_is_bounded_rejected_by_name_and_never_published_whole(tmp_path):
    d = driver(tmp_path, summarizer=Lying())
    chat(d, 1, 10)
    (result,) = d.records("results")
    assert result["text"] is None and result["error"].startswith("summary-too-long")
    run = [r for r in d.records("runs") if r.get("result_id")][-1]
    assert (run["outcome"], run["reason"]) == ("rejected", "output-contract-summary-too-long")
    assert max(len(s.value) for s in d.log.topic("results")) < 2000


class Filling(Lying):
    """A model answering just within the bound."""

    def __call__(self, dispatch):
        self.calls += 1
        return "fill " * (dispatch.packet.max_summary_chars // 5 - 1), Usage()


def test_an_answer_over_the_topics_limit_is_published_as_too_large(tmp_path):
    d = driver(tmp_path, summarizer=Filling(), max_summary_chars=1200)
    d.log.limits["results"] = 1500  # an existing cluster's smaller limit, scaled down
    chat(d, 1, 10)
    run = [r for r in d.records("runs") if r.get("result_id")][-1]
    assert (run["outcome"], run["reason"]) == ("rejected", "output-contract-result-too-large"), run
    assert d.executor.unpublished == {}  # nothing waits to be published for ever


# ---- 7. spend stays bounded when the provider keeps failing or lying -------------------------


class Failing(Lying):
    def __call__(self, dispatch):
        self.calls += 1
        raise RuntimeError("provider down")


@pytest.mark.parametrize("model", [Failing, Lying])
def test_a_provider_failing_or_lying_costs_a_bounded_number_of_calls_with_a_backoff_in_the_table(tmp_path, model):
    m = model()
    d = driver(tmp_path, summarizer=m)
    chat(d, 1, 80)  # 80 messages over the trigger, faster than the backoff
    assert m.calls == 1
    waiting = [r["reason"] for r in d.records("runs") if r["outcome"] == "skipped-pending"]
    assert waiting and set(waiting) == {"backing-off"}
    # The backoff lives in the table: a restarted worker keeps it.
    d = d.restart()
    chat(d, 81, 85)
    assert m.calls == 1
    # Time passes: one call per backoff, the backoff doubling; from FAILING_AFTER failures on,
    # the wait is an alert (failed-closed `compaction-failing`).
    now = CLOCK
    for failures in range(1, FAILING_AFTER + 2):
        now = later(now, backoff_s(failures) + 1)
        d.clock = lambda now=now: now
        chat(d, 100 + failures, 100 + failures)
        assert m.calls == failures + 1
    assert d.records("runs")[-1]["reason"] != "compaction-failing"  # the call itself was made
    chat(d, 200, 200)
    assert d.records("runs")[-1]["reason"] == "compaction-failing"
    # The provider recovers: the chain heals at the next try.
    d.summarizer = LocalExtractive()
    d.executor.models.summarizer = d.summarizer  # type: ignore[attr-defined]
    d.clock = lambda: later(now, 3601)
    chat(d, 201, 201)
    assert d.records("boundaries") and same(d)[0] == 200


# ---- 8. a worker killed between a settlement's records and its chain write -------------------


@pytest.mark.parametrize("lost", [1, 2])
def test_a_result_settled_before_a_crash_settles_again_when_it_comes_back(tmp_path, lost):
    """The settlement agent published the boundary, its run record and a catch-up dispatch
    (and, `lost` = 2, settled that catch-up packet too); the worker died before the chain's
    writes reached the changelog. The restarted worker indexes the boundaries from their
    topic (the tip moves to the newest) and then gets the same results again, the first
    packet still in flight in the recovered chain. Each settles again or is a silent
    duplicate (same run ids, no second boundary), with no backoff, and the chat goes on:
    once, the fault suite saw the first rejected `previous-not-latest` and the chat stall."""
    pairs = load_declarations(write_declarations(tmp_path))
    d = LocalDriver(pairs, run_model=False, clock=lambda: CLOCK)
    for s in range(1, 41):  # one packet in flight, the rest skipped-pending: a backlog
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
    d._deliver_in_batches(d._take("model-runner"))  # the model answers; its result is on the topic
    table, delivered = copy.deepcopy(d.state), dict(d._delivered)  # the changelog: no live objects
    for i in range(lost):  # settled: boundary, run, catch-up dispatch sent (then that one executed and settled)
        if i:
            d._deliver_in_batches(d._take("model-runner"))
        d._deliver_in_batches(d._take("settlement"))
    assert len(d.records("boundaries")) == lost and d.records("runs")[-1]["cause"] == "catch-up"
    settled = [r for r in d.records("runs") if r["outcome"] == "settled"]
    assert len(settled) == lost

    d.state, d._delivered = table, delivered  # killed: none of those writes, no commits
    r = d.restart()
    r.index_evidence()  # the evidence agent reads the boundaries (and the runs) first
    assert r.chain_index(CONV)["tip"]["boundary_id"] == settled[-1]["boundary_id"]
    r._deliver_in_batches(r._take("settlement"))  # the same results, delivered again

    for first in settled:
        again = [x for x in r.records("runs") if x["run_id"] == first["run_id"]]
        assert {x["outcome"] for x in again} == {"settled"}, again
    assert len(r.records("boundaries")) == lost, "no boundary is sent twice"
    chain = r.state[chain_key("stream-compactor", CONV)]
    assert chain.get("failures", 0) == 0 and chain.get("retry_at") is None
    assert chain["in_flight"] is not None, "the catch-up evaluation ran again from the tip"
    r.drain()
    assert not [x for x in r.records("runs") if x["outcome"] in ("rejected", "model-failed")]
    assert r.state[chain_key("stream-compactor", CONV)]["in_flight"] is None
    assert same(r)[0] == 200 and r.active_chars(CONV) < pairs[0].compactor.trigger_input_chars
