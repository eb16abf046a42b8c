"""`convcompact replay`: rebuild state from the input topics into a fresh generation.

A generation is a Faust app id, `<base>-<name>`: its own consumer group and tables. The
replay is a stop-the-world rebuild (the current generation's workers must be stopped, so
two generations never settle the same chat):

1. index the results topic into a guide (the results the earlier generation published), and
   count what the documents topic holds;
2. record on the control topic where the new generation starts: its dispatch and results
   topics at their end offsets (the old packets are settled or spent); the input records the
   current generation already evaluated (its committed offsets) folded, not planned again;
   the compacted topics' end offsets, up to which it indexes the settled chain before it first
   plans (so it plans on that chain: no inference, no fork);
3. run a worker of the new generation, which reads the input topics from the beginning,
   and show progress per partition with an ETA until it has read every input record that
   existed when the replay began (and drained what it dispatched meanwhile);
4. switch over: name the new generation current, so every worker started from then on
   (and `lag`) uses it. The worker then stops, or keeps serving with `--serve`.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Optional, TextIO

from aiokafka import TopicPartition

from . import kafka_clients
from .core.errors import ConvcompactError
from .private_api import refresh_metadata
from .core.model_runner import utcnow
from .core.records import INPUT_ROLES as INPUTS, Generation
from .core.replay_guide import GuideBuilder, GuideCounts
from .core.evidence import EVIDENCE_ROLES
from .generations import load_generations, publish_generation, resolve
from .operations import changelog_gauges
from .settings import Settings
from convcompact_topics.admin import create_topics
from convcompact_topics.catalog import BY_ROLE
from convcompact_topics.reader import scan

FLOORED = ("dispatch", "results")


@dataclass
class Progress:
    """Per partition: input records read by the new generation vs those to read."""

    start: dict[TopicPartition, int]
    end: dict[TopicPartition, int]
    committed: dict[TopicPartition, int] = field(default_factory=dict)

    def per_partition(self) -> dict[int, tuple[int, int]]:
        out: dict[int, tuple[int, int]] = {}
        for tp, end in self.end.items():
            begin = self.start[tp]
            done = min(max(self.committed.get(tp, begin), begin), end) - begin
            d, t = out.get(tp.partition, (0, 0))
            out[tp.partition] = (d + done, t + end - begin)
        return out

    def totals(self) -> tuple[int, int]:
        parts = self.per_partition().values()
        return sum(d for d, _ in parts), sum(t for _, t in parts)

    def caught_up(self) -> bool:
        return all(self.committed.get(tp, self.start[tp]) >= end for tp, end in self.end.items() if end > self.start[tp])


def _bar(done: int, total: int, width: int = 24) -> str:
    frac = 1.0 if total == 0 else done / total
    filled = int(frac * width)
    return "[" + "#" * filled + "-" * (width - filled) + f"] {frac * 100:5.1f}%"


def _eta(seconds: Optional[float]) -> str:
    if seconds is None:
        return "ETA --"
    m, s = divmod(int(seconds + 0.5), 60)
    return f"ETA {m}m{s:02d}s" if m else f"ETA {s}s"


class Display:
    """A progress bar per partition in a terminal (redrawn in place), plain lines otherwise."""

    def __init__(self, out: TextIO, every_s: float) -> None:
        self.out, self.tty, self.every_s = out, out.isatty(), every_s
        self.drawn = 0
        self.last_line = 0.0

    def show(self, progress: Progress, rate: Optional[float], final: bool = False) -> None:
        done, total = progress.totals()
        eta = (total - done) / rate if rate else None
        head = f"replay {done}/{total} input records {_bar(done, total)} {rate or 0:,.0f} rec/s {_eta(eta if not final else 0)}"
        parts = progress.per_partition()
        if self.tty:
            lines = [head] + [f"  partition {p:>3} {_bar(d, t)} {d}/{t}" for p, (d, t) in sorted(parts.items())]
            if self.drawn:
                self.out.write(f"\x1b[{self.drawn}F")
            self.out.write("".join(line + "\x1b[K\n" for line in lines))
            self.drawn = len(lines)
        elif final or time.monotonic() - self.last_line >= self.every_s:
            per = " ".join(f"{p}:{(100 * d // t) if t else 100}%" for p, (d, t) in sorted(parts.items()))
            self.out.write(f"{head} | partitions {per}\n")
            self.last_line = time.monotonic()
        self.out.flush()


async def _offsets(settings: Settings, roles: tuple[str, ...]) -> tuple[dict[TopicPartition, int], dict[TopicPartition, int]]:
    consumer = kafka_clients.consumer(settings, group_id=None, enable_auto_commit=False)
    await consumer.start()
    try:
        tps = []
        for role in roles:
            topic = settings.topic(BY_ROLE[role].name)
            parts = consumer.partitions_for_topic(topic)
            if parts is None:
                await refresh_metadata(consumer)
                parts = consumer.partitions_for_topic(topic) or set()
            tps.extend(TopicPartition(topic, p) for p in sorted(parts))
        return await consumer.beginning_offsets(tps), await consumer.end_offsets(tps)
    finally:
        await consumer.stop()


async def _group(settings: Settings, group: str) -> tuple[int, dict[TopicPartition, int]]:
    """(active members, committed offsets) of a consumer group."""
    admin = kafka_clients.admin(settings)
    await admin.start()
    try:
        members = 0
        for response in await admin.describe_consumer_groups([group]):
            for g in response.groups:
                members += len(g[5])  # (error, group, state, protocol type, protocol, members, ...)
        committed = await admin.list_consumer_group_offsets(group)
        return members, {tp: meta.offset for tp, meta in committed.items() if meta is not None and meta.offset >= 0}
    finally:
        await admin.close()


async def _commit(settings: Settings, group: str, offsets: dict[TopicPartition, int]) -> None:
    """Commit offsets for a group nobody has joined yet (where its workers will start)."""
    consumer = kafka_clients.consumer(settings, group_id=group, enable_auto_commit=False)
    await consumer.start()
    try:
        consumer.assign(list(offsets))
        await consumer.commit(dict(offsets))
    finally:
        await consumer.stop()


async def build_guide(settings: Settings, path: Path) -> GuideCounts:
    """Index the results topic (and count the documents topic) into a RocksDB folder the new
    generation's workers read (see convcompact.core.replay_guide)."""
    from rocksdict import Options, Rdict

    if path.exists():
        shutil.rmtree(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    db = Rdict(str(path), options=Options(raw_mode=True))
    try:
        builder = GuideBuilder(db)  # type: ignore[arg-type]
        async for stored in scan(settings, [settings.topic(BY_ROLE[r].name) for r in ("documents", "results")]):
            builder.add(stored.value)
        return builder.counts
    finally:
        db.close()


def _by_topic(offsets: dict[TopicPartition, int]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for tp, offset in offsets.items():
        out.setdefault(tp.topic, {})[str(tp.partition)] = offset
    return out


@dataclass
class ReplayReport:
    generation: str
    previous: str
    guide: dict[str, int]
    input_records: int
    seconds: float  # from starting the new generation's worker until caught up
    reading_seconds: float  # from its first committed input record until caught up
    adopted_boundaries: int  # settled boundaries the new generation reuses (none is recomputed)
    dispatched_packets: int

    @property
    def records_per_s(self) -> float:
        """Input records per second while reading (the worker's start-up excluded)."""
        return self.input_records / self.reading_seconds if self.reading_seconds > 0 else 0.0


async def replay(
    settings: Settings, *, name: Optional[str] = None, serve: bool = False, force: bool = False,
    out: TextIO = sys.stderr, every_s: float = 5.0, timeout_s: Optional[float] = None, loglevel: str = "info",
    poll_s: float = 1.0,
) -> ReplayReport:
    base = settings.app_id
    await create_topics(settings)
    current, _ = await resolve(settings)
    members, evaluated = await _group(settings, current.app_id)
    if members and not force:
        raise ConvcompactError(
            f"generation {current.app_id!r} has {members} running worker(s): stop them first (a replay is a "
            "stop-the-world rebuild; two generations must never settle the same chat), or pass --force"
        )
    name = name or "r" + datetime.now(timezone.utc).strftime("%Y%m%d%H%M%S")
    gen_id = f"{base}-{name}"
    if gen_id == current.app_id or gen_id in await load_generations(settings):
        raise ConvcompactError(f"generation {gen_id!r} exists already: choose another --generation name")
    data = Path(settings.data_dir or "data") / gen_id
    t0 = time.monotonic()
    counts = await build_guide(settings, data / "replay-guide")
    out.write(
        f"replay: the documents topic holds {counts.boundaries} boundaries, {counts.packets} packets and "
        f"{counts.frontiers} frontiers; {counts.results} published results indexed ({time.monotonic() - t0:.1f}s)\n"
    )
    _, floors = await _offsets(settings, FLOORED)
    await _commit(settings, gen_id, floors)
    _, evidence_ends = await _offsets(settings, EVIDENCE_ROLES)
    inputs = {settings.topic(BY_ROLE[r].name) for r in INPUTS}
    _, in_flight = await changelog_gauges(current)  # what the current generation has in flight
    generation = Generation(
        base=base, app_id=gen_id, state="replaying", created_at=utcnow(), floors=_by_topic(floors),
        plan_from=_by_topic({tp: o for tp, o in evaluated.items() if tp.topic in inputs}), evidence_until=_by_topic(evidence_ends),
        resume={str(part): {chain: e["offset"] for chain, e in index.items()} for part, index in in_flight.items() if index},
    )
    await publish_generation(settings, gen_id, generation)
    starts, ends = await _offsets(settings, INPUTS)
    progress = Progress(starts, ends)
    child_settings = replace(settings, app_id=gen_id, replay_guide=str(data / "replay-guide"))
    log_path = data / "worker.log"
    log = open(log_path, "ab")
    proc = subprocess.Popen(
        [sys.executable, "-m", "convcompact", "worker", "--loglevel", loglevel],
        env={**os.environ, **child_settings.to_env()}, stdout=log, stderr=subprocess.STDOUT,
    )
    out.write(f"replay: generation {gen_id} (worker pid {proc.pid}, log {log_path}) reading from the beginning\n")
    display = Display(out, every_s)
    started = time.monotonic()
    last: Optional[tuple[float, int]] = None
    rate: Optional[float] = None
    drained = 0
    first_progress: Optional[float] = None
    try:
        while True:
            await asyncio.sleep(poll_s)
            if proc.poll() is not None:
                raise ConvcompactError(f"the replay worker exited with {proc.returncode}; see {log_path}")
            if timeout_s is not None and time.monotonic() - started > timeout_s:
                raise ConvcompactError(f"replay did not catch up within {timeout_s:.0f}s; see {log_path}")
            _, committed = await _group(settings, gen_id)
            progress.committed = committed
            done, _ = progress.totals()
            now = time.monotonic()
            if done and first_progress is None:
                first_progress = now
            if last is not None and now > last[0]:
                step = (done - last[1]) / (now - last[0])
                rate = step if rate is None else 0.7 * rate + 0.3 * step
            last = (now, done)
            display.show(progress, rate)
            if not progress.caught_up():
                drained = 0
                continue
            # Inputs read; wait until what it dispatched meanwhile is read back too.
            _, internal_ends = await _offsets(settings, FLOORED)
            behind = sum(max(0, end - max(committed.get(tp, 0), floors.get(tp, 0))) for tp, end in internal_ends.items())
            drained = drained + 1 if behind == 0 else 0
            if drained >= 2:
                break
        seconds = time.monotonic() - started
        reading = time.monotonic() - (first_progress or started)
        display.show(progress, rate, final=True)
        _, internal_ends = await _offsets(settings, ("dispatch",))
        dispatched = sum(end - floors.get(tp, 0) for tp, end in internal_ends.items())
        adopted = counts.boundaries
        switched = generation.model_copy(update={"state": "current", "switched_at": utcnow()})
        await publish_generation(settings, gen_id, switched)
        await publish_generation(settings, base, switched)  # the pointer every command resolves
        total = progress.totals()[1]
        report = ReplayReport(gen_id, current.app_id, counts.to_json(), total, seconds, reading, adopted, dispatched)
        out.write(
            f"replay: caught up: {total} input records in {seconds:.1f}s, {reading:.1f}s of it reading "
            f"({report.records_per_s:,.0f} records/s); "
            f"{adopted} settled boundaries reused, "
            f"{dispatched} packets dispatched to the model\n"
            f"replay: switched over: {gen_id} is current (was {current.app_id}); workers started from now on use it\n"
        )
        if serve:
            out.write(f"replay: serving as generation {gen_id} (worker pid {proc.pid}); Ctrl-C stops it\n")
            proc.wait()
        return report
    finally:
        if proc.poll() is None and not serve:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        elif proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            proc.wait()
        log.close()


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def replay_command(settings: Settings, args: Any) -> int:
    # SIGTERM (a supervisor, `kill`) stops a replay as Ctrl-C does: through its `finally`,
    # which stops the worker it started. Python's default would exit at once and leave that
    # worker running as an orphan, settling chats on its own.
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        report = asyncio.run(
            replay(settings, name=args.generation, serve=args.serve, force=args.force, every_s=args.progress_every, timeout_s=args.timeout)
        )
    except KeyboardInterrupt:
        sys.stderr.write("replay: stopped; its worker stopped too\n")
        return 0 if args.serve else 130
    if args.json:
        import orjson

        sys.stdout.write(orjson.dumps({**report.__dict__, "records_per_s": report.records_per_s}).decode() + "\n")
    return 0
