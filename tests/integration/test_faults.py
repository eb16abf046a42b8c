"""Fault injection on the real broker (issue 6).

A multi-chat stream is produced in chunks while the worker is SIGKILLed at seeded random
points and restarted, and once the broker itself is stopped and started again (log dir kept)
under a running worker. Once everything is quiescent, nothing may be lost, forked or run
twice: `verify` passes, every chain is linear, every input event is covered by a boundary or
in the exact tail, and every admitted message has exactly one trigger run id.

Run alone: `pytest -m faults -s tests/integration/test_faults.py` (the summary line is printed
and written to faults-summary.json in the test's tmp dir, beside the worker logs).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import signal
import threading
import time
from collections import Counter, defaultdict
from typing import Any, Optional

import orjson
import pytest

from convcompact.core.state import watermark_of
from convcompact.demo.data import generate_stream
from convcompact.inspection import run_verify
from convcompact.operations import changelog_topic, lag_report
from convcompact_topics.reader import read_all
from tests.helpers import write_declarations
from tests.integration.pipeline import TRIGGER_OUTCOMES, Pipeline, own_evaluation
from tests.integration.test_pipeline import assert_every_message_accounted, chains_of

pytestmark = [pytest.mark.faults, pytest.mark.timeout(600)]

SEED = 6
CHATS = 8
MESSAGES = 40  # per chat: ~25 kchars of input each, so every chat crosses the 6 k trigger often
KILLS = 10  # one SIGKILL per round; round KILLS is the final, surviving worker
CHUNKS = KILLS + 1  # one produced in each round, while its worker runs
BROKER_ROUND = 5  # the round whose worker sees the broker stop and start again
BROKER_DOWN_S = 12.0  # longer than the worker's 10 s timers, so each of them meets the outage
# Two faults this suite found, now fixed, fail the test: a worker that crashes on the broker
# outage (a KafkaError escaping a Faust timer crashed the app; the timers now log and retry)
# and a consumer-group offset left behind records the worker has finished (Faust commits only
# an unbroken run of acked offsets; the stall guard now seeks back to the committed offset).
# CONVCOMPACT_FAULTS_STRICT=0 only reports them in the summary.
STRICT = os.environ.get("CONVCOMPACT_FAULTS_STRICT", "1") == "1"
KILL_DELAY_S = (0.5, 4.0)  # after readiness, for the kills in startup (and the broker round)
TRICKLE_GROUP = 6  # records a group, while a processing round's kill lands
TRICKLE_GAP_S = 0.25  # between groups: a ~53-record chunk arrives over about 2 s
TRICKLE_KILL_S = (0.2, 1.0)  # after the first group was handled: always inside the trickle
STARTUP_KILL_P = 0.3  # share of kills timed from readiness (rebalance / table recovery)
PROGRESS_WAIT_S = 20.0  # the longest a round waits for its worker to handle a first record

# What the worker logs when it repairs something after a fault (agents/pipeline.py, model_runner.py).
LOG_SIGNS = {
    "gap": re.compile(r"were not delivered to the agent; handling"),
    "resume": re.compile(r"for \d+s while the log ends at -?\d+; seeking back"),
    "recovered": re.compile(r"was in flight with no execution here"),
    "unpublished": re.compile(r"did not publish its result"),
    "traceback": re.compile(r"^Traceback", re.M),
    "crash": re.compile(r"\[\^-App\]: Crashed reason=.*"),
}


def produce_trickle(p: Pipeline, records: list[dict[str, Any]]) -> None:
    """Produce records in small groups, TRICKLE_GAP_S apart (a live chat's arrival)."""
    for i in range(0, len(records), TRICKLE_GROUP):
        p.produce(records[i : i + TRICKLE_GROUP])
        time.sleep(TRICKLE_GAP_S)


def handled(p: Pipeline) -> float:
    """Input/dispatch/result records the newest worker has handled (any status)."""
    return p.metrics().get("convcompact_records_total", 0.0)


def wait_for(cond: Any, timeout: float, step: float = 0.3) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if cond():
            return True
        time.sleep(step)
    return False


def crash_line(p: Pipeline) -> str:
    """The newest worker's `Crashed reason=...` log line ('' while it has not crashed)."""
    found = LOG_SIGNS["crash"].search((p.workdir / f"worker-{len(p.procs) - 1}.log").read_text(errors="replace"))
    return found.group(0) if found else ""


def watermarks(p: Pipeline) -> dict[tuple[str, int], int]:
    """The last offset the agents finished per input partition (the table's `w` keys)."""
    out: dict[tuple[str, int], int] = {}
    for s in asyncio.run(read_all(p.settings, [changelog_topic(p.settings)])):
        key = orjson.loads(s.key) if s.key else None
        if (named := watermark_of(key)) is not None:
            out[named] = orjson.loads(s.value)[0] if s.value else -1
    return out


def unfinished(p: Pipeline) -> list[str]:
    """Input partitions whose records the agents have not all finished, and partitions with
    a packet in flight; empty once the pipeline is quiescent."""
    rows = asyncio.run(lag_report(p.settings))
    done = watermarks(p)
    behind = [f"{r.topic}[{r.partition}] ends at {r.end - 1}, finished {done.get((r.topic, r.partition), -1)}"
              for r in rows if done.get((r.topic, r.partition), -1) < r.end - 1]  # fmt: skip
    return behind + sorted({f"{r.in_flight} packet(s) in flight on partition {r.partition}" for r in rows if r.in_flight})


def committed_lag(p: Pipeline) -> dict[str, int]:
    """The consumer group's lag (end minus committed offset) where it is not zero."""
    return {f"{r.topic}[{r.partition}]": r.lag for r in asyncio.run(lag_report(p.settings)) if r.lag}


def test_sigkilled_workers_and_a_broker_restart_lose_nothing(local_broker, kafka_bootstrap, tmp_path):
    t_start = time.monotonic()
    rng = random.Random(SEED)
    records = generate_stream(seed=SEED, chats=CHATS, messages_per_chat=MESSAGES, mean_chars=350)
    sources = [r for r in records if r["type"] == "source.message@1"]
    size = -(-len(records) // CHUNKS)
    chunks = [records[i : i + size] for i in range(0, len(records), size)]
    assert len(chunks) == CHUNKS

    p = Pipeline(kafka_bootstrap, write_declarations(tmp_path / "decl"), tmp_path)
    stats: dict[str, Any] = Counter()
    kill_log: list[dict[str, Any]] = []
    broker: dict[str, Any] = {}
    produced = 0
    broker_worker = -1  # index of the worker that saw the broker outage
    try:
        for rnd in range(KILLS):
            proc = p.start_worker()
            ready = time.monotonic()
            phase = "startup" if rng.random() < STARTUP_KILL_P and rnd != BROKER_ROUND else "processing"
            trickle: Optional[threading.Thread] = None
            if rnd != BROKER_ROUND and phase == "startup":
                p.produce(chunks[rnd])
            elif rnd != BROKER_ROUND:
                # Mid-stream: a first group, handled; then the rest arrives in small groups
                # while the kill lands, so the worker dies with records still coming in.
                head, rest = chunks[rnd][:TRICKLE_GROUP], chunks[rnd][TRICKLE_GROUP:]
                p.produce(head)
                assert wait_for(lambda: handled(p) > 0, PROGRESS_WAIT_S), f"round {rnd}: the worker handled nothing: {p.log_tail()}"
                trickle = threading.Thread(target=produce_trickle, args=(p, rest), daemon=True)
                trickle.start()
            if rnd != BROKER_ROUND:
                produced += len(chunks[rnd])
            anchor = time.monotonic() if phase == "processing" else ready
            if rnd == BROKER_ROUND:
                # The broker goes away under a worker that is handling records, stays away for
                # BROKER_DOWN_S and comes back (same port, same log dir); then a chunk is
                # produced, and the worker must handle everything produced so far. One that
                # crashed meanwhile is replaced by a fresh worker, as a supervisor would.
                broker_worker = len(p.procs) - 1
                t0 = time.monotonic()
                old_pid = local_broker.pid
                local_broker.stop()
                time.sleep(BROKER_DOWN_S)
                local_broker.restart()  # nothing left to stop: starts it again, log dir kept
                assert local_broker.pid != old_pid and local_broker.bootstrap == kafka_bootstrap
                broker["down_s"] = round(time.monotonic() - t0, 1)
                p.produce(chunks[rnd])
                produced += len(chunks[rnd])
                so_far = {r["event_id"] for r in records[:produced] if r["type"] == "source.message@1"}

                def caught_up() -> bool:
                    return so_far <= {r["trigger_event_id"] for r in p.runs() if r["outcome"] in TRIGGER_OUTCOMES}

                t1 = time.monotonic()
                wait_for(lambda: proc.poll() is not None or bool(crash_line(p)) or caught_up(), 120, 1.0)
                broker["crash"] = crash_line(p) or (f"exited {proc.returncode}" if proc.poll() is not None else "")
                broker["worker_survived"] = not broker["crash"]
                assert broker["worker_survived"] or not STRICT, broker["crash"]
                if not broker["worker_survived"]:
                    p.stop_worker(signal.SIGKILL)  # a crashed Faust worker takes a minute to exit
                    proc = p.start_worker()
                p.wait_until(caught_up, 120, "every message produced so far handled after the broker restart")
                broker["caught_up_after_s"] = round(time.monotonic() - t1, 1)
                anchor = time.monotonic()
            delay = TRICKLE_KILL_S if trickle is not None else KILL_DELAY_S
            time.sleep(max(0.0, anchor + rng.uniform(*delay) - time.monotonic()))
            seen = p.metrics()
            still_arriving = trickle is not None and trickle.is_alive()
            assert proc.poll() is None, f"worker {len(p.procs) - 1} died on its own: {p.log_tail()}"
            p.stop_worker(signal.SIGKILL)
            if trickle is not None:
                trickle.join(60)
            kill_log.append({
                "round": rnd, "phase": phase, "alive_s": round(time.monotonic() - ready, 1),
                "handled": int(seen.get("convcompact_records_total", 0)),
                "boundaries": int(seen.get("convcompact_boundaries_settled_total", 0)),
                "records_still_arriving": still_arriving,
            })  # fmt: skip
        final = p.start_worker()
        p.produce(chunks[KILLS])
        produced += len(chunks[KILLS])
        assert produced == len(records)
        runs = p.wait_settled(len(sources), timeout=240)
        assert wait_for(lambda: not unfinished(p), 90, 2.0), f"not quiescent: {unfinished(p)}"
        runs = p.wait_settled(len(sources), timeout=30)  # re-read once nothing moves any more
        wait_for(lambda: not committed_lag(p), 90, 2.0)  # Faust commits every second; generous on a loaded machine
        stuck_commits = committed_lag(p)
        assert not stuck_commits or not STRICT, f"committed offsets behind finished records: {stuck_commits}"
        assert final.poll() is None, "the final worker died: " + p.log_tail()

        # verify: every hash, link, packet, frontier and settled run re-derives
        counts, findings = asyncio.run(run_verify(p.settings))
        assert findings == [], [f.to_json() for f in findings]
        # No duplicated or forked boundary; every chat's chain is recursive (a boundary built on
        # a prior one). How many boundaries a chat gets depends on timing, not only on its data:
        # messages that arrive while a packet is in flight are evaluated as skipped-pending,
        # and the catch-up after it settles freezes up to max_input_chars at once. So a chat
        # whose messages reach a restarted worker as one backlog compacts in as few as two
        # packets (the first at the trigger, the catch-up after it), and three (asserted here
        # before) held only when the kills happened to leave no such backlog.
        chains = chains_of(p)
        assert len(chains) == CHATS
        assert all(len(c) >= 2 for c in chains.values()), {k: len(c) for k, c in chains.items()}
        ids = [b["boundary_id"] for c in chains.values() for b in c]
        assert len(ids) == len(set(ids)) == counts["boundaries"]
        # exactly one distinct trigger run id per admitted message (a record repeated after a
        # crash repeats with its id), and one settled run per boundary
        raw = p.runs()
        per_trigger: dict[str, set[str]] = defaultdict(set)
        for r in raw:
            if own_evaluation(r):
                per_trigger[r["trigger_event_id"]].add(r["run_id"])
        forked = {e: sorted(rids) for e, rids in per_trigger.items() if len(rids) != 1}
        assert not forked, f"messages with several trigger run ids: {forked}"
        assert set(per_trigger) == {r["event_id"] for r in sources}
        settled = {r["boundary_id"] for r in raw if r["outcome"] == "settled"}
        assert settled == set(ids)
        # every input event is covered by a boundary or in the exact tail
        assert_every_message_accounted(p, records, runs)
        assert p.records("dead_letter") == []

        logs = p.logs()
        for name, pattern in LOG_SIGNS.items():
            stats[name] = sum(len(pattern.findall(text)) for text in logs)
        crashed = {i: LOG_SIGNS["crash"].findall(text) for i, text in enumerate(logs) if LOG_SIGNS["crash"].search(text)}
        assert set(crashed) <= {broker_worker}, f"workers crashed outside the broker outage: {crashed}"
        run_ids = Counter(r["run_id"] for r in raw)
        boundary_records = p.records("boundaries")
        summary = {
            "kills": len(kill_log),
            "kills_mid_processing": sum(k["handled"] > 0 and k["records_still_arriving"] for k in kill_log),
            "kills_in_startup": sum(k["phase"] == "startup" for k in kill_log),
            "worker_starts": len(p.procs),
            "broker_restarts": 1,
            "worker_crashes": stats["crash"],
            "stuck_commits": stuck_commits,
            "broker": broker,
            "chats": CHATS,
            "messages": len(sources),
            "input_records": len(records),
            "boundaries": len(ids),
            "run_records": len(raw),
            "repeated_run_records": sum(n - 1 for n in run_ids.values()),
            "repeated_boundary_records": len(boundary_records) - len({b["boundary_id"] for b in boundary_records}),
            # dispatches a crash cut short and the repeated evaluation superseded (see README, catch-up)
            "superseded_dispatches": len({r["packet_id"] for r in raw if r["outcome"] == "dispatched"}
                                         - {r["packet_id"] for r in raw if r["outcome"] in ("settled", "rejected", "model-failed")}),
            "gap_warnings": stats["gap"],
            "resume_warnings": stats["resume"],
            "recovered_packets": stats["recovered"],
            "unpublished_results": stats["unpublished"],
            "tracebacks": stats["traceback"],
            "duration_s": round(time.monotonic() - t_start, 1),
            "rounds": kill_log,
            "workdir": str(tmp_path),
        }
        (tmp_path / "faults-summary.json").write_text(json.dumps(summary, indent=2))
        # a dispatch a crash cut short was never taken in flight, so never sent to the model
        superseded = {r["packet_id"] for r in raw if r["outcome"] == "dispatched"} - {
            r["packet_id"] for r in raw if r["outcome"] in ("settled", "rejected", "model-failed")}
        assert not superseded & {r["packet_id"] for r in p.records("results")}, superseded
        # the schedule did what it says: kills that landed while records were still coming in
        # and being handled, and kills during startup (rebalance, table recovery)
        processing_rounds = sum(k["phase"] == "processing" and k["round"] != BROKER_ROUND for k in kill_log)
        assert summary["kills_mid_processing"] == processing_rounds > 0, kill_log
        assert summary["kills_in_startup"] > 0, kill_log
        print(
            "\nFAULTS: {kills} SIGKILLs survived ({kills_mid_processing} mid-processing, {kills_in_startup} in startup), "
            "{broker_restarts} broker restart ({down_s}s down, worker survived: {survived}), {messages} messages / {input_records} records "
            "in {chats} chats, {boundaries} boundaries, {repeated_run_records} repeated run records, "
            "{repeated_boundary_records} repeated boundary records, {superseded_dispatches} superseded dispatches, "
            "gap warnings {gap_warnings}, resume warnings "
            "{resume_warnings}, recovered packets {recovered_packets}, tracebacks {tracebacks}, "
            "committed lag left {lag_left}, {duration_s}s".format(
                survived=broker.get("worker_survived"), down_s=broker.get("down_s"),
                lag_left=sum(stuck_commits.values()), **summary
            )
        )
    finally:
        p.stop_worker(signal.SIGTERM)
        if not (tmp_path / "faults-summary.json").exists():  # failed: what happened, for the logs
            partial = {"failed": True, "worker_starts": len(p.procs), "broker": broker, "rounds": kill_log, "workdir": str(tmp_path)}
            (tmp_path / "faults-summary.json").write_text(json.dumps(partial, indent=2))
