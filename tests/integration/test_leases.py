"""No inference spent twice (issue 10, point 2): a packet goes to the model at most once per
lease, across workers, a rolling restart and a crash between publishing a result and settling
it. The model is the OpenAI-compatible test server, taking 10 s per call; the calls are
counted where they arrive, at the server."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import threading
import time
from collections import Counter
from typing import Any

import pytest

from convcompact import kafka_clients
from convcompact_topics.catalog import partition_for, topic_name
from tests.integration.conftest import provider_pipeline
from tests.integration.pipeline import TRIGGER_OUTCOMES, Pipeline
from tests.integration.test_chain_integrity import chat_stream
from tests.providers.fake_llm import openai_ok

PROVIDER = {"profile": "openai-test", "model": "m-1"}
CALL_S = 10.0  # how long the model takes per call
# No retries: every call that reaches the server is a call the worker chose to make. The
# lease follows from the profile: timeout x attempts plus a margin.
PROFILE = {"timeout_s": 30, "retries": 0, "max_concurrency": 8}
MESSAGES = 10  # per chat: one packet each (the 6,000-char trigger is crossed once)
MORE = 8  # per chat, after the first boundary: one more packet each
REJOIN_CALL_S = 25.0  # longer than a restarted worker takes to join and sweep once


@pytest.fixture
def slow_model(kafka_bootstrap, tmp_path, llm, monkeypatch):
    monkeypatch.setenv("CC_PROVIDER_KEY", "sk-test")
    llm.default = openai_ok("The team agreed on the launch budget and the Friday review.", delay_s=CALL_S)
    p = provider_pipeline(kafka_bootstrap, tmp_path, llm, PROVIDER, **PROFILE)
    yield p
    p.stop_worker(signal.SIGTERM, timeout=60)


def chats_on_every_partition(p: Pipeline, per_partition: int) -> list[str]:
    """Chat ids, `per_partition` on each partition, so both workers hold packets in flight."""
    chosen: dict[int, list[str]] = {}
    n = 600
    while any(len(chosen.get(q, [])) < per_partition for q in range(p.partitions)):
        n += 1
        q = partition_for(f"telegram:{n}", p.partitions)
        if len(chosen.setdefault(q, [])) < per_partition:
            chosen[q].append(str(n))
    return [c for q in sorted(chosen) for c in chosen[q]]


def outcome_summary(p: Pipeline) -> str:
    runs = {r["run_id"]: r for r in p.runs()}
    c = Counter((r["outcome"], r["reason"]) for r in runs.values())
    return ", ".join(f"{o}/{r}: {n}" for (o, r), n in sorted(c.items(), key=str))


def settled_packets(p: Pipeline) -> set[str]:
    return {r["packet_id"] for r in p.runs() if r["outcome"] == "settled"}


def dispatched_packets(p: Pipeline) -> int:
    return len({r["packet_id"] for r in p.runs() if r["outcome"] == "dispatched"})


def second_wave_calling(p: Pipeline, llm: Any, source_messages: int) -> bool:
    """Every message evaluated, and a model call made for every packet dispatched (a chat
    whose replies were still unread at its last message may plan nothing: natural triggers)."""
    triggers = {r["run_id"] for r in p.runs() if r["outcome"] in TRIGGER_OUTCOMES}
    return len(triggers) >= source_messages and len(llm.requests) >= dispatched_packets(p)


def duplicate_executions(p: Pipeline) -> list[dict[str, Any]]:
    return [r for r in p.runs() if r["outcome"] == "rejected" and r["reason"] == "duplicate-execution"]


def assignments(log: str) -> int:
    return log.count("Executing _on_partitions_assigned")


def wait_for_both_workers_assigned(p: Pipeline, first_before: int) -> None:
    """Until the first worker has been assigned again since the second joined (both hold
    partitions) and the second has its first assignment."""
    p.wait_until(
        lambda: assignments(p.logs()[0]) > first_before and assignments(p.logs()[1]) >= 1, 120,
        "both workers in the group",
    )


def calling_worker(p: Pipeline, procs: list[subprocess.Popen[bytes]]) -> subprocess.Popen[bytes]:
    """The worker with the most model calls running (its log names each call it makes)."""
    logs = p.logs()
    counts = [logs[p.procs.index(proc)].count("calling the model") for proc in procs]
    return procs[counts.index(max(counts))]


def report(p: Pipeline, llm: Any) -> str:
    return f"model calls {len(llm.requests)}, packets settled {len(settled_packets(p))}; runs: {outcome_summary(p)}\n{p.log_tail(6000)}"


@pytest.mark.timeout(600)
def test_a_rolling_restart_spends_one_model_call_per_packet(slow_model, llm):
    p = slow_model
    a = p.start_worker()
    first_before = assignments(p.logs()[0])
    b = p.start_worker()
    wait_for_both_workers_assigned(p, first_before)
    chats = chats_on_every_partition(p, 2)
    p.produce([r for c in chats for r in chat_stream(c, 1, MESSAGES)])
    p.wait_until(lambda: len(llm.requests) >= len(chats), 120, f"{len(chats)} model calls in flight")
    stopping = calling_worker(p, [a, b])
    other = b if stopping is a else a
    t0 = time.monotonic()
    stopping.send_signal(signal.SIGTERM)  # a rolling restart: stop one worker ...
    stopping.wait(timeout=90)
    print(f"the stopped worker left after {time.monotonic() - t0:.1f}s (exit {stopping.returncode})")
    assert other.poll() is None
    # A second packet per chat, on the remaining worker, with calls long enough that the
    # restarted worker takes partitions over while they run (its sweeper looks at them).
    p.wait_until(lambda: len(settled_packets(p)) >= len(chats), 120, f"the first {len(chats)} packets settled; {report(p, llm)}")
    llm.default = openai_ok("The review moved to Monday.", delay_s=REJOIN_CALL_S)
    p.produce([r for c in chats for r in chat_stream(c, MESSAGES + 1, MORE)])
    p.wait_until(lambda: second_wave_calling(p, llm, len(chats) * (MESSAGES + MORE)), 120, f"the second packets' model calls; {report(p, llm)}")
    p.start_worker()  # ... and start it again
    p.wait_settled(len(chats) * (MESSAGES + MORE), timeout=240)
    calls, settled = len(llm.requests), len(settled_packets(p))
    honoured = p.logs()[-1].count("leased to")  # the restarted worker saw packets leased to the other
    print(f"rolling restart: {calls} model calls for {settled} packets settled ({dispatched_packets(p)} dispatched); "
          f"the restarted worker honoured {honoured} lease(s) of the other worker")
    assert calls == settled == dispatched_packets(p) > len(chats), report(p, llm)
    assert duplicate_executions(p) == [], report(p, llm)


def kill_when_a_result_is_published(p: Pipeline, proc: subprocess.Popen[bytes], timeout: float) -> threading.Thread:
    """SIGKILL `proc` the moment a result record reaches the results topic: the settlement
    agent waits for company for 50 ms before it settles a batch, so the worker dies with the
    result published and not settled."""
    topic = topic_name(p.settings, "results")

    async def watch() -> None:
        consumer = kafka_clients.consumer(p.settings, topic, auto_offset_reset="earliest", fetch_max_wait_ms=5, enable_auto_commit=False)
        await consumer.start()
        try:
            await asyncio.wait_for(consumer.getone(), timeout)
            proc.send_signal(signal.SIGKILL)
        finally:
            await consumer.stop()

    t = threading.Thread(target=lambda: asyncio.run(watch()), daemon=True)
    t.start()
    return t


def crash_after_publishing(p: Pipeline, llm: Any, chat: str) -> None:
    """A worker makes one model call, publishes its result and is SIGKILLed before settling it."""
    proc = p.start_worker()
    watcher = kill_when_a_result_is_published(p, proc, 120)
    p.produce(chat_stream(chat, 1, MESSAGES))
    watcher.join(130)
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL, f"the worker was not killed at its result: {report(p, llm)}"
    assert len(llm.requests) == 1 and settled_packets(p) == set(), f"killed too late to test this: {report(p, llm)}"


@pytest.mark.timeout(600)
def test_a_crash_between_publishing_and_settling_makes_no_second_call(slow_model, llm):
    p = slow_model
    crash_after_publishing(p, llm, "701")
    p.start_worker()
    p.wait_until(lambda: len(settled_packets(p)) == 1, 180, f"the published result settled; {report(p, llm)}")
    p.wait_settled(MESSAGES, timeout=120)
    print(f"crash after publishing: {len(llm.requests)} model calls for {len(settled_packets(p))} packet settled")
    assert len(llm.requests) == 1, report(p, llm)
    assert duplicate_executions(p) == [], report(p, llm)


def replay(p: Pipeline, name: str) -> subprocess.CompletedProcess[str]:
    import os
    import sys

    env = {**os.environ, **p.settings.to_env()}
    return subprocess.run(
        [sys.executable, "-m", "convcompact", "replay", "--generation", name, "--json", "--timeout", "200", "--progress-every", "1"],
        env=env, capture_output=True, text=True, timeout=300,
    )


@pytest.mark.timeout(600)
def test_a_replay_after_a_crash_between_publishing_and_settling_makes_no_second_call(slow_model, llm):
    p = slow_model
    crash_after_publishing(p, llm, "702")
    # A replay rebuilds the chat from the input topics and plans the same packet again (same
    # content, same id): the result the crashed worker published is published again for the
    # new generation and settles; the model is not called a second time.
    from convcompact.replay import _group

    p.wait_until(lambda: asyncio.run(_group(p.settings, p.settings.app_id))[0] == 0, 60, "the killed worker leaving the group")
    r = replay(p, "r1")
    assert r.returncode == 0, r.stderr[-3000:]
    assert "1 published results" in r.stderr, r.stderr[-2000:]
    p.wait_until(lambda: len(settled_packets(p)) == 1, 120, f"the published result settled; {report(p, llm)}")
    print(f"replay after a crash after publishing: {len(llm.requests)} model calls for {len(settled_packets(p))} packet settled")
    assert len(llm.requests) == 1, report(p, llm)
    assert duplicate_executions(p) == [], report(p, llm)
