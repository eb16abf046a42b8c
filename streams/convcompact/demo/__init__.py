"""`convcompact demo`: the main job on the embedded default, end to end.

Starts the project's own Kafka broker (unless KAFKA_BOOTSTRAP_SERVERS points at one),
creates the topics, runs `convcompact worker` with the local extractive summarizer, feeds
a generated multi-chat conversation stream, prints boundaries as they settle, then the
context one chat's agent would get and the verification of every chain. With `--serve` the
broker and the worker then stay up for an agent (examples/chat_agent.py) until Ctrl-C.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Optional

import orjson

from .. import kafka_clients
from ..core.records import RunRecord, SourceMessage, own_evaluation
from ..settings import Settings
from . import broker as local_broker
from convcompact_topics.catalog import topic_name

# The demo's broker, worker data and log, under the working directory (a checkout's
# .cache/, git-ignored) unless CONVCOMPACT_CACHE says where.
CACHE = Path(os.environ.get("CONVCOMPACT_CACHE", ".cache"))


def _say(line: str) -> None:
    print(line, flush=True)


class Watcher:
    """Follows the runs and boundaries topics, printing each boundary as it settles."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.outcomes: dict[str, int] = {}
        self.own_evaluations = 0  # one per message; catch-up evaluations (`cause`) come on top
        self.seen_runs: set[str] = set()
        self.boundaries: dict[str, dict[str, Any]] = {}
        self.per_chat: dict[str, int] = {}
        self.consumer = kafka_clients.consumer(
            settings, topic_name(settings, "runs"), topic_name(settings, "boundaries"), group_id=None, auto_offset_reset="earliest",
            max_partition_fetch_bytes=8 * 1024 * 1024,
        )

    async def until(self, expected_triggers: int, deadline: float) -> bool:
        """Until every one of `expected_triggers` source messages has its trigger run record
        and no packet is in flight; False when the deadline (monotonic) passes first."""
        while time.monotonic() < deadline:
            batch = await self.consumer.getmany(timeout_ms=500)
            for msgs in batch.values():
                for m in msgs:
                    self._see(orjson.loads(m.value))
            o = self.outcomes
            triggers = self.own_evaluations
            settled = sum(o.get(k, 0) for k in ("settled", "rejected", "model-failed"))
            if triggers >= expected_triggers and settled >= o.get("dispatched", 0):
                return True
        return False

    def _see(self, rec: dict[str, Any]) -> None:
        if rec["type"] == RunRecord.TYPE:
            if rec["run_id"] not in self.seen_runs:  # a repeat after a crash carries the same run_id
                self.seen_runs.add(rec["run_id"])
                self.outcomes[rec["outcome"]] = self.outcomes.get(rec["outcome"], 0) + 1
                if own_evaluation(rec):
                    self.own_evaluations += 1
        elif rec["boundary_id"] not in self.boundaries:
            self.boundaries[rec["boundary_id"]] = rec
            chat = rec["conversation"]["key"]
            self.per_chat[chat] = self.per_chat.get(chat, 0) + 1
            _say(
                f"  boundary #{self.per_chat[chat]:<2} {chat:<22} covers through seq {rec['covered_through']['source_seq']:<6}"
                f" {rec['sizes']['covered_source_count']:>3} groups frozen, exact tail {rec['sizes']['retained_tail_chars']:>6} chars,"
                f" summary {rec['summary']['chars']:>5} chars, previous {(rec['previous'] or {}).get('boundary_id', 'none')[:16]}"
            )


async def _produce_and_watch(settings: Settings, records: list[dict[str, Any]], waves: int, timeout: float) -> Watcher:
    """Produce the stream in `waves` installments, each once the one before has settled: a
    live chat's pace, so every chat compacts at its own messages again and again (a backlog
    produced in one go compacts too, by catch-up after each boundary, but in a burst)."""
    from ..produce import produce_records

    watcher = Watcher(settings)
    await watcher.consumer.start()
    deadline = time.monotonic() + timeout
    try:
        size = -(-len(records) // max(1, waves))
        for i in range(0, len(records), size):
            await produce_records(settings, records[i : i + size])
            expected = sum(1 for r in records[: i + size] if r["type"] == SourceMessage.TYPE)
            if not await watcher.until(expected, deadline):
                break
    finally:
        await watcher.consumer.stop()
    return watcher


def _wait_ready(port: int, proc: subprocess.Popen[bytes], timeout: float = 120.0) -> None:
    import urllib.request

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the worker exited with code {proc.returncode}; see its log")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise SystemExit("the worker did not come up in time")


def _serve(settings: Settings, worker: subprocess.Popen[bytes]) -> None:
    """Keep the broker and the worker up for an agent until Ctrl-C or SIGTERM."""
    _say(f"== serving: broker {settings.bootstrap}, worker http://127.0.0.1:{settings.web_port} (Ctrl-C stops both); try the example agent:")
    _say(f"   KAFKA_BOOTSTRAP_SERVERS={settings.bootstrap} python examples/chat_agent.py --chat telegram:example"
         f" --worker http://127.0.0.1:{settings.web_port}")
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # SIGTERM stops as Ctrl-C does
    try:
        while worker.poll() is None:
            time.sleep(1.0)
        _say(f"== the worker exited with code {worker.returncode}")
    except KeyboardInterrupt:
        pass


def run_demo(settings: Settings, args: argparse.Namespace) -> int:
    from .data import generate_stream
    from ..inspection import load_context, run_verify
    from convcompact_topics.admin import create_topics

    broker = None
    CACHE.mkdir(parents=True, exist_ok=True)
    if args.bootstrap is None and "KAFKA_BOOTSTRAP_SERVERS" not in os.environ:
        _say("== starting the local Kafka broker (KRaft, one node; jars from Maven Central, cached)")
        broker = local_broker.start_broker(data_dir=CACHE / "demo-broker", fresh=True)
        settings = settings.with_overrides(bootstrap=broker.bootstrap)
        _say(f"   broker {broker.bootstrap} (pid {broker.pid})")
    data_dir = CACHE / "demo-data"
    shutil.rmtree(data_dir, ignore_errors=True)
    settings = settings.with_overrides(data_dir=str(data_dir))
    worker: Optional[subprocess.Popen[bytes]] = None
    log_path = CACHE / "demo-worker.log"
    try:
        _say("== creating topics")
        for name, status, retention in asyncio.run(create_topics(settings)):
            _say(f"   {status:8} {name}  retention.ms={retention}")
        _say(f"== starting the worker (local extractive summarizer; log {log_path})")
        env = {**os.environ, **settings.to_env()}
        with open(log_path, "wb") as log:
            worker = subprocess.Popen([sys.executable, "-m", "convcompact", "worker"], env=env, stdout=log, stderr=subprocess.STDOUT)
        _wait_ready(settings.web_port, worker)
        records = generate_stream(seed=args.seed, chats=args.chats, messages_per_chat=args.messages)
        sources = sum(1 for r in records if r["type"] == SourceMessage.TYPE)
        _say(f"== producing {len(records)} records ({sources} messages in {args.chats} chats, seed {args.seed}) in {args.waves} waves")
        t0 = time.monotonic()
        watcher = asyncio.run(_produce_and_watch(settings, records, args.waves, args.timeout))
        outcomes, boundaries = watcher.outcomes, list(watcher.boundaries.values())
        _say(f"== run outcomes after {time.monotonic() - t0:.1f}s: " + ", ".join(f"{k}={v}" for k, v in sorted(outcomes.items())))
        if boundaries:
            chat = max(boundaries, key=lambda b: b["covered_through"]["source_seq"])["conversation"]["key"]
            agent = boundaries[0]["target_agent"]
            status, ctx = asyncio.run(load_context(settings, chat, agent))  # (status, body), as /context answers
            _say(f"== context for {chat} (agent {agent}): what `convcompact context {chat} --agent {agent}` prints")
            if status != 200:
                _say(f"   {status}: {ctx}")
            else:
                head = ctx["messages"][0]["content"]
                _say("\n".join("   " + line for line in head[:900].splitlines()) + ("\n   ..." if len(head) > 900 else ""))
                _say(f"   + {len(ctx['messages']) - 1} exact turns after the boundary; sizes {ctx['manifest']['sizes']}")
        counts, findings = asyncio.run(run_verify(settings))
        _say(f"== verify: {counts}; " + ("every chain holds" if not findings else f"{len(findings)} break(s)"))
        ok = bool(boundaries) and not findings and outcomes.get("settled", 0) == len(boundaries)
        if args.serve:
            _serve(settings, worker)
        return 0 if ok else 1
    finally:
        if worker is not None and worker.poll() is None:
            worker.send_signal(signal.SIGTERM)
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                worker.kill()
        if broker is not None:
            broker.stop()
            _say("== stopped the worker and the broker")
