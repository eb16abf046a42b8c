"""A worker pointed at an OpenAI-compatible endpoint compacts real conversations end to end."""

from __future__ import annotations

import signal
import urllib.request

import pytest

from convcompact.core.hashing import derive_id
from convcompact_topics.catalog import TOPICS
from tests.integration.conftest import provider_pipeline
from tests.integration.pipeline import outcome_report
from tests.integration.test_chain_integrity import boundaries_of, paced
from tests.providers.fake_llm import SERVED_MODEL, Reply, openai_ok

KEY = "sk-live-" + derive_id("k", "must-never-appear")
PROVIDER = {"profile": "openai-test", "model": "m-1"}


@pytest.fixture
def pipeline(kafka_bootstrap, tmp_path, llm, monkeypatch):
    monkeypatch.setenv("CC_PROVIDER_KEY", KEY)
    p = provider_pipeline(kafka_bootstrap, tmp_path, llm, PROVIDER)
    yield p
    p.stop_worker(signal.SIGTERM)


def test_openai_compatible_endpoint_end_to_end(pipeline, llm):
    p = pipeline
    llm.script = [Reply(500, {"error": "warming up"})]  # the first call is retried
    llm.default = openai_ok("The team agreed on the launch budget and the Friday review.", 120, 40)
    p.start_worker()
    paced(p, "201", 1, 24)
    chain = boundaries_of(p, "201")
    assert len(chain) >= 2
    for b in chain:
        # the model the provider reported serving, beside the one the declaration asked for
        assert b["model"]["provider"] == "openai" and b["model"]["model"] == SERVED_MODEL
        assert b["model"]["requested_model"] == "m-1"
        assert b["model"]["usage"] == {"input_tokens": 120, "output_tokens": 40}
        assert b["summary"]["text"] == "The team agreed on the launch budget and the Friday review."
    assert all(r["headers"]["Authorization"] == f"Bearer {KEY}" for r in llm.requests)
    # the first call got a 500 and was retried: the same request again, once per packet
    assert llm.requests[0]["body"] == llm.requests[1]["body"]
    assert len(llm.requests) == len(chain) + 1, (len(llm.requests), len(chain))
    # a provider that refuses: model-failed, then the conversation plans again and settles
    llm.default = Reply(400, {"error": "context too long"})
    paced(p, "201", 25, 12)
    failed = [r for r in p.runs() if r["outcome"] == "model-failed"]
    assert failed and all(r["reason"] == "http-400" for r in failed)
    # an answer that is not one plain-text part: the running worker's settlement refuses it by name
    llm.default = Reply(body={"choices": [{"message": {"role": "assistant", "content": None,
                                                        "tool_calls": [{"type": "function", "function": {"name": "x", "arguments": "{}"}}]}}]})
    paced(p, "201", 37, 12)
    refused = [r for r in p.runs() if r["outcome"] == "rejected"]
    assert refused and {r["reason"] for r in refused} == {"output-contract-tool-call"}, refused
    # a model that invents a booking: the settled run record counts what the chat never said
    invented = "Back to normal. The team booked Zebulon at the Grand Hotel for 4,321 EUR on 2026-12-24 at 23:59."
    llm.default = openai_ok(invented)
    paced(p, "201", 49, 12)
    chain = boundaries_of(p, "201")
    assert chain[-1]["summary"]["text"] == invented and all("grounding" not in b for b in chain)
    first = next(b for b in chain if b["summary"]["text"] == invented)  # later ones have it in their input
    (run,) = [r for r in p.runs() if r["outcome"] == "settled" and r["boundary_id"] == first["boundary_id"]]
    assert run["grounding"]["ungrounded"] == {"numbers": 1, "dates": 1, "times": 1, "names": 4}  # Zebulon, Grand, Hotel, EUR
    settled = [r for r in p.runs() if r["outcome"] == "settled"]
    assert all(r["grounding"]["checked"]["names"] >= 1 for r in settled)  # every boundary got its figure
    assert all(b"Zebulon" not in (s.value or b"") for s in p.read("runs"))  # counts only
    assert p.metric("convcompact_summary_ungrounded_count", kind="names") >= len(settled)
    # a dispatch whose packet is no longer in flight (settled) is never sent to the model again
    calls = len(llm.requests)
    old = p.read("dispatch")[0]
    p.produce_raw("dispatch", old.key, old.value, old.partition)
    p.wait_consumed(("dispatch",))
    assert len(llm.requests) == calls and p.metric("convcompact_model_skipped_total") >= 1
    # the key is in no log line, no record and no metric
    with urllib.request.urlopen(f"http://127.0.0.1:{p.web_ports[-1]}/metrics", timeout=5) as r:
        assert KEY not in r.read().decode()
    assert KEY not in p.log_tail(10**9)
    for spec in TOPICS:
        for s in p.read(spec.role):
            assert KEY.encode() not in (s.value or b"") and KEY.encode() not in (s.key or b"")


def mentions(body: dict, needle: str) -> bool:
    return any(needle in m.get("content", "") for m in body.get("messages", []))


def test_a_slow_chat_does_not_block_the_others(pipeline, llm):
    p = pipeline
    llm.default = openai_ok("Summary.")
    # The slow chat's call outlasts everything below: were chat 302 held up behind it, 302
    # could settle nothing while 301 is unsettled.
    llm.responder = lambda body: Reply(body=openai_ok("Slow summary.").body, delay_s=45) if mentions(body, "m1 ") and mentions(body, "chat-301") else None
    p.start_worker()
    from tests.integration.test_chain_integrity import chat_stream

    slow = [dict(r, text=r["text"] + " chat-301") for r in chat_stream("301", 1, 10)]
    p.produce(slow)
    p.wait_until(lambda: any(r["outcome"] == "dispatched" and r["conversation"] == "telegram:301" for r in p.runs()), 60, "the slow chat's packet")
    paced(p, "302", 1, 18)  # waits for its own packets to settle, not for chat 301's
    assert len(boundaries_of(p, "302")) >= 2
    assert boundaries_of(p, "301") == [], "the slow chat is still running: 302 settled beside it, not after it"
    p.stop_worker(signal.SIGKILL)  # no graceful wait for the slow call


def test_an_execution_lost_with_its_worker_is_run_again(pipeline, llm):
    p = pipeline
    calls = {"n": 0}

    def first_call_hangs(body):
        calls["n"] += 1
        return Reply(body=openai_ok("late").body, delay_s=30) if calls["n"] == 1 else None

    llm.default = openai_ok("Recovered summary.")
    llm.responder = first_call_hangs
    p.start_worker()
    from tests.integration.test_chain_integrity import chat_stream

    p.produce(chat_stream("401", 1, 10))
    p.wait_until(lambda: calls["n"] >= 1, 60, "the first model call")
    p.wait_consumed(("dispatch",))  # Faust has committed the dispatch while the call hangs: no redelivery
    p.stop_worker(signal.SIGKILL)
    p.start_worker()
    p.wait_until(lambda: any(b["summary"]["text"] == "Recovered summary." for b in boundaries_of(p, "401")), 180, "the lost packet settled")
    # The sweeper recovered it (the dispatch was committed, so nothing redelivered it), once
    # the dead process's lease had expired: exactly one more call.
    assert "executing it again" in p.logs()[-1] and calls["n"] == 2, (calls, p.log_tail())


@pytest.mark.parametrize("answer", ["500 to every call", "a summary 50 times over the bound"])
def test_a_provider_failing_or_lying_costs_a_small_bounded_number_of_calls(kafka_bootstrap, tmp_path, llm, monkeypatch, answer):
    """80 messages over the trigger while the provider keeps failing (or lying): each failed or
    rejected packet backs the chat off (30 s, doubling; in the table), so the spend is one
    packet per backoff, each at most retries + 1 requests: 4 requests here, not one packet
    per message (61 packets before)."""
    from tests.integration.test_chain_integrity import chat_stream

    monkeypatch.setenv("CC_PROVIDER_KEY", KEY)
    p = provider_pipeline(kafka_bootstrap, tmp_path, llm, PROVIDER)
    p.settings = p.settings.with_overrides(failure_backoff_s=30.0)  # the shipped backoff
    llm.default = Reply(500, {"error": "down"}) if answer.startswith("500") else openai_ok("blah " * (10 * 1200))
    try:
        p.start_worker()
        records = chat_stream("501", 1, 80)
        first, rest = records[: len(records) // 2], records[len(records) // 2:]
        p.produce(first)  # over the trigger: a packet, whose result fails or is refused
        p.wait_settled(sum(r["type"] == "source.message@1" for r in first), timeout=180)
        p.produce(rest)  # the rest while the chat backs off
        p.wait_settled(sum(r["type"] == "source.message@1" for r in records), timeout=180)
        runs = p.runs()
        waits = [r for r in runs if r["reason"] == "backing-off"]
        print(f"\n{answer}: {len(llm.requests)} requests for 80 messages, {len(waits)} evaluations backing off")
        assert 1 <= len(llm.requests) <= 4, len(llm.requests)
        assert waits, outcome_report(runs)
        expected = ("model-failed", "retries-exhausted") if answer.startswith("500") else ("rejected", "output-contract-summary-too-long")
        assert {(r["outcome"], r["reason"]) for r in runs if r.get("result_id")} == {expected}
    finally:
        p.stop_worker(signal.SIGTERM)
