"""convcompact benchmarks: one run, one broker, one data set; ratios hold on a noisy machine.

    python bench/run.py [--chats 40] [--messages 150] [--seed 42] [--out bench/results]
    python bench/run.py --chats 20 --messages 100 --memory 100000,1000000 --replay-records 100000
    python bench/run.py --records 20000 --workers 1,2 --ingest-only

Starts the project's broker (unless KAFKA_BOOTSTRAP_SERVERS is set), generates a seeded
multi-chat stream (or, with --records N, a backlog of N source messages whose chats all stay
below the trigger: ingest alone, no compaction), and measures:
  ingest      input records/s through the pipeline vs (a) a plain aiokafka consumer and
              (b) a minimal Faust agent that only counts, over the same topics; with
              --workers 1,2 the pipeline once per worker count (the same backlog on topics of
              its own, one consumer group, the workers started together) and their ratio;
              the full run measures it twice: with compaction (the --chats stream) and
              pass-through (--passthrough N source messages below the trigger)
  in-process  CPU per record of the runtime alone (no Kafka, no Faust), on the pass-through
              backlog, the collector tuned as the worker tunes it
  history     per-record cost with 1k vs 100k characters of active history (core, no Kafka)
  changelog   bytes written to the state changelog per byte of input
  latency     trigger-to-boundary p50 / p99 with the local summarizer, on a stream produced at a
              steady pace (--pace 200,1000 records/s) while the worker runs (and, for contrast,
              inside the ingest backlog)
  memory      resident memory of one worker (RocksDB store) with 1k and 10k conversations
              (--memory), and how often its stall guard sought a partition back meanwhile
  replay      input records/s of `convcompact replay` (it follows the settled chain: no
              inference) vs the live ingest of the same records: over a backlog of its own of
              --replay-records records with compaction (0: over the --chats stream's topics)
Prints a table, writes results.json and a plot (ingest.svg; also ingest.png when matplotlib
is installed). --ingest-only measures the ingest alone and writes results-ingest.json.
Every broker and worker it starts is stopped at the end, also on an error, Ctrl-C or SIGTERM,
and by a watchdog process if the bench itself is killed outright.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Iterator

import orjson

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from convcompact import kafka_clients  # noqa: E402
from convcompact.demo.data import generate_stream  # noqa: E402
from convcompact.produce import produce_records  # noqa: E402
from convcompact.core.records import SETTLEMENT_OUTCOMES, SourceMessage, own_evaluation  # noqa: E402
from convcompact.settings import Settings  # noqa: E402
from convcompact_topics.admin import create_topics  # noqa: E402
from convcompact_topics.catalog import topic_name  # noqa: E402
from convcompact_topics.reader import read_all  # noqa: E402


# A watchdog in its own session: it reads "+kind pid" / "-kind pid" lines from the bench; at
# end of input (the bench is gone, even killed by SIGKILL) it stops what is still listed:
# the workers first (they leave the group while the broker still answers), then the broker;
# SIGTERM, then SIGKILL after 20 s. Only a process whose command line is still the one it
# had when it was listed is signalled.
_REAPER = r"""
import os, signal, sys, time
listed = {}
def cmdline(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            return fh.read()
    except OSError:
        return None
for line in sys.stdin:
    sign, kind, pid = line[0], line[1:].split()[0], int(line.split()[1])
    if sign == "+":
        listed[pid] = (kind, cmdline(pid))
    else:
        listed.pop(pid, None)
for kind in ("worker", "broker"):
    left = [pid for pid, (k, cmd) in listed.items() if k == kind and cmd and cmdline(pid) == cmd]
    for sig, grace in ((signal.SIGTERM, 20.0), (signal.SIGKILL, 5.0)):
        for pid in left:
            try:
                os.kill(pid, sig)
            except OSError:
                pass
        deadline = time.time() + grace
        while time.time() < deadline and any(cmdline(pid) == listed[pid][1] for pid in left):
            time.sleep(0.2)
        left = [pid for pid in left if cmdline(pid) == listed[pid][1]]
"""
_reaper: subprocess.Popen | None = None


def _listed(sign: str, kind: str, pid: int) -> None:
    if _reaper is not None and _reaper.poll() is None:
        _reaper.stdin.write(f"{sign}{kind} {pid}\n")  # type: ignore[union-attr]
        _reaper.stdin.flush()  # type: ignore[union-attr]


def _exit_on_signal(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)  # so every `finally` stops what it started


def broker() -> tuple[str, object]:
    if os.environ.get("KAFKA_BOOTSTRAP_SERVERS"):
        return os.environ["KAFKA_BOOTSTRAP_SERVERS"], None
    from convcompact.demo import broker as kb

    b = kb.start_broker(data_dir=Path(tempfile.mkdtemp(prefix="bench-broker-", dir=REPO / ".cache")), fresh=True)
    return b.bootstrap, b


def stop_broker(b: object) -> None:
    """Stop a broker `broker()` started (None: one given by KAFKA_BOOTSTRAP_SERVERS, left
    alone) and remove its data: a fresh one each run, gigabytes at scale."""
    if b is None:
        return
    b.stop()  # type: ignore[attr-defined]
    _listed("-", "broker", b.pid)  # type: ignore[attr-defined]
    shutil.rmtree(b.data_dir, ignore_errors=True)  # type: ignore[attr-defined]


def settings_for(bootstrap: str, declarations: Path, store: str, data: Path, partitions: int) -> Settings:
    name = uuid.uuid4().hex[:8]
    return Settings(bootstrap=bootstrap, topic_prefix=f"b{name}.", app_id=f"bench-{name}", declarations=str(declarations),
                    partitions=partitions, data_dir=str(data / name), web_port=_free_port(), store=store)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_declarations(root: Path, trigger: int, retain: int) -> Path:
    sys.path.insert(0, str(REPO))
    from tests.helpers import write_declarations as w

    return w(root, trigger_input_chars=trigger, retain_input_chars=retain, max_input_chars=trigger * 3,
             max_summary_chars=min(4000, trigger // 8), max_amendment_chars=min(2000, trigger // 10), max_input_events=5000,
             agent={"context_budget_chars": trigger * 2})


def rss_kb(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:  # it has exited
        return 0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> tuple[float, float]:
    """Seconds a process's threads have run on a CPU and waited for one while runnable
    (Linux schedstat; zeros once it has exited): on a shared machine, a worker that waited
    long for a CPU was starved, not idle."""
    ran = waited = 0
    for stat in Path(f"/proc/{pid}/task").glob("*/schedstat"):
        try:
            fields = stat.read_text().split()
        except OSError:  # a thread that ended meanwhile
            continue
        ran, waited = ran + int(fields[0]), waited + int(fields[1])
    return ran / 1e9, waited / 1e9


def children(pid: int) -> list[int]:
    """A process's children (the local summarizer's pool processes of a worker)."""
    out: list[int] = []
    for f in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            out += [int(c) for c in f.read_text().split()]
        except OSError:
            continue
    return out


async def consume_all(s: Settings, topics: list[str], expect: int) -> float:
    c = kafka_clients.consumer(s, *topics, group_id=f"bench-plain-{uuid.uuid4().hex[:6]}", auto_offset_reset="earliest", enable_auto_commit=False)
    await c.start()
    n = 0
    t0 = time.time()  # from joining the group, as the Faust counter measures from its first record after joining
    try:
        while n < expect:
            batch = await c.getmany(timeout_ms=1000)
            for msgs in batch.values():
                n += len(msgs)
        return n / (time.time() - t0)
    finally:
        await c.stop()


def faust_count(bootstrap: str, topics: list[str], expect: int, partitions: int) -> float:
    out = Path(tempfile.mkstemp(suffix=".json")[1])
    env = {**os.environ, "KAFKA_BOOTSTRAP_SERVERS": bootstrap, "BENCH_TOPICS": ",".join(topics), "BENCH_EXPECT": str(expect),
           "BENCH_OUT": str(out), "BENCH_APP": f"bench-count-{uuid.uuid4().hex[:6]}", "BENCH_PARTITIONS": str(partitions)}
    proc = subprocess.Popen([sys.executable, str(REPO / "bench" / "faust_count.py"), "worker", "-l", "warn",
                             "--without-web"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _listed("+", "worker", proc.pid)
    try:
        proc.wait(timeout=600)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        _listed("-", "worker", proc.pid)
    r = json.loads(out.read_text())
    return r["count"] / (r["last"] - r["first"])


def start_worker(s: Settings, log: Path) -> subprocess.Popen:
    env = {**os.environ, **s.to_env()}
    with open(log, "wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "convcompact", "worker", "--loglevel", "warning"], env=env,
                                stdout=out, stderr=subprocess.STDOUT)
    _listed("+", "worker", proc.pid)
    return proc


def stop(*procs: subprocess.Popen) -> None:
    """SIGTERM them all at once, then wait for each (SIGKILL after 30 s)."""
    for proc in procs:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
    for proc in procs:
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        _listed("-", "worker", proc.pid)


def wait_ready(s: Settings, proc: subprocess.Popen, timeout: float = 120) -> None:
    import urllib.request

    deadline = time.time() + timeout
    while time.time() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{s.web_port}/metrics", timeout=2):
                time.sleep(3)  # and the group joined
                return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError("worker not ready")


def produce_paced(s: Settings, records: list[dict], per_s: float, chunk: int = 10) -> None:
    """Produce at a steady rate (a live stream), not as one backlog: one producer, each chunk
    flushed when it is due."""
    from convcompact.publisher import Publisher

    async def go() -> None:
        async with Publisher(s) as publisher:
            t0 = time.monotonic()
            for i in range(0, len(records), chunk):
                for r in records[i : i + chunk]:
                    await publisher.publish(r, wait=False)
                await publisher.flush()
                ahead = t0 + (i + chunk) / per_s - time.monotonic()
                if ahead > 0:
                    await asyncio.sleep(ahead)
    asyncio.run(go())


def worker_settings(s: Settings, workers: int) -> list[Settings]:
    """One member of the consumer group per worker: the same app id and topics, each with its
    own web port and data dir."""
    if workers == 1:
        return [s]
    ports = {s.web_port}
    out = []
    for i in range(workers):
        port = s.web_port if i == 0 else _free_port()
        while i and port in ports:
            port = _free_port()
        ports.add(port)
        out.append(s.with_overrides(web_port=port, data_dir=str(Path(s.data_dir) / f"w{i + 1}")))
    return out


async def wait_evaluated(s: Settings, sources: int, procs: list[subprocess.Popen], logs: list[Path],
                         sample_rss: bool, timeout: float = 900, settle: bool = False) -> int:
    """Follow the runs topic (each record read once) until every source message has its
    trigger evaluation (and, with `settle`, every packet dispatched its settlement, with a
    poll of nothing new after it: a catch-up may dispatch one more); the peak resident
    memory of the workers (kB) when `sample_rss`."""
    cons = kafka_clients.consumer(s, topic_name(s, "runs"), group_id=None, auto_offset_reset="earliest")
    await cons.start()
    evaluated: set[str] = set()
    dispatched: set[str] = set()
    ended: set[str] = set()
    peak, sampled = 0, 0.0
    deadline = time.time() + timeout
    quiet = False
    try:
        while len(evaluated) < sources or (settle and (dispatched - ended or not quiet)):
            if any(p.poll() is not None for p in procs):
                raise RuntimeError(f"a worker exited before evaluating every message; see {', '.join(map(str, logs))}")
            if time.time() > deadline:
                raise RuntimeError(f"{len(evaluated)} of {sources} messages evaluated, {len(dispatched - ended)} packets unsettled "
                                   f"after {timeout:.0f} s; see {', '.join(map(str, logs))}")
            batch = await cons.getmany(timeout_ms=2000)
            quiet = not any(batch.values())
            for msgs in batch.values():
                for m in msgs:
                    r = orjson.loads(m.value)
                    if own_evaluation(r):
                        evaluated.add(r["run_id"])
                    if r["outcome"] == "dispatched":
                        dispatched.add(r["packet_id"])
                    elif r["outcome"] in SETTLEMENT_OUTCOMES:
                        ended.add(r["packet_id"])
            if sample_rss and time.time() - sampled >= 1:
                peak, sampled = max(peak, sum(rss_kb(p.pid) for p in procs)), time.time()
    finally:
        await cons.stop()
    return peak


async def read_timed(s: Settings, role: str) -> list[tuple[int, dict]]:
    """Every record of a topic, with its Kafka timestamp (ms), up to the end it had when the read began."""
    cons = kafka_clients.consumer(s, topic_name(s, role), group_id=None, auto_offset_reset="earliest")
    await cons.start()
    out: list[tuple[int, dict]] = []
    try:
        end = sum((await cons.end_offsets(list(cons.assignment()))).values())
        while len(out) < end:
            batch = await cons.getmany(timeout_ms=1000)
            for msgs in batch.values():
                out.extend((m.timestamp, orjson.loads(m.value)) for m in msgs)
    finally:
        await cons.stop()
    return out


def pipeline_run(s: Settings, records: list[dict], sources: int, log: Path, sample_rss: bool = False,
                 pace: float | None = None, workers: int = 1, settle: bool = False) -> dict:
    """`workers` worker processes (one consumer group, started together) over `records`:
    produced as one backlog before they start (throughput), or at `pace` records/s while they
    run (latency as a live stream sees it). The rate is measured from outside, from the
    first run record the workers wrote to the last source message's own evaluation (what follows is
    the compaction draining; `events_per_s_to_last_run_record` counts it too)."""
    asyncio.run(create_topics(s))
    if pace is None:
        asyncio.run(produce_records(s, records))
    members = worker_settings(s, workers)
    logs = [log] if workers == 1 else [log.with_name(f"{log.stem}-{i + 1}{log.suffix}") for i in range(workers)]
    procs: list[subprocess.Popen] = []
    started = time.time()
    try:
        for m, lg in zip(members, logs):
            procs.append(start_worker(m, lg))
        if pace is not None:
            for m, proc in zip(members, procs):
                wait_ready(m, proc)
            produce_paced(s, records, pace)
        peak = asyncio.run(wait_evaluated(s, sources, procs, logs, sample_rss, settle=settle))
        rss = sum(rss_kb(p.pid) for p in procs)
        # CPU the workers used over their life (startup included) per second of it: near 1.0
        # per worker means each is CPU-bound; far below, they wait: for a CPU (the second
        # figure, other processes had it) or on the broker and I/O (the rest).
        alive = time.time() - started
        each = [cpu_s(p.pid) for p in procs]
        # ... and their children: the local summarizer's processes (the embedded model's CPU).
        models = [sum(cpu_s(c)[0] for c in children(p.pid)) for p in procs]
        cores_busy, cores_waited = sum(c[0] for c in each) / alive, sum(c[1] for c in each) / alive
    finally:
        stop(*procs)
    # Kafka record timestamps (set by the worker's producer) bracket the processing.
    timed = asyncio.run(read_timed(s, "runs"))
    first, last = min(t for t, _ in timed), max(t for t, _ in timed)
    # The ingest ends with the last source message's own evaluation (its run record; not a
    # catch-up a settlement caused, not a settlement): what follows is the compaction
    # draining, and how much of it lands before the workers are stopped is a race (in six
    # runs of one backlog it stretched the span by 0.3 to 0.8 s of 0.6 to 1.5).
    own = [t for t, r in timed if own_evaluation(r)]
    ingested = max(own) if own else last
    dispatched = {r["packet_id"]: t for t, r in timed if r["outcome"] == "dispatched"}
    settled = {r["packet_id"]: t for t, r in timed if r["outcome"] == "settled"}
    lat = sorted((settled[p] - dispatched[p]) / 1000 for p in settled if p in dispatched)
    inputs = sum(len(orjson.dumps(r)) for r in records)
    changelog = asyncio.run(read_all(s, [f"{s.app_id}-state-changelog"]))
    changelog_bytes = sum(len(x.value or b"") + len(x.key or b"") for x in changelog)
    return {
        "records": len(records), "events_per_s": len(records) / max(1e-9, (ingested - first) / 1000),
        "events_per_s_to_last_run_record": len(records) / max(1e-9, (last - first) / 1000),
        "latency_p50_s": statistics.median(lat) if lat else None,
        "latency_p99_s": lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else None,
        "boundaries": len(settled), "changelog_amplification": changelog_bytes / inputs, "rss_mb": max(rss, peak) / 1024,
        "workers": workers, "seconds": (ingested - first) / 1000, "seconds_to_last_run_record": (last - first) / 1000, "worker_cores_busy": cores_busy,
        "worker_cores_waited": cores_waited, "worker_cpu_s_each": [round(c[0], 1) for c in each],
        "summarizer_cpu_s_each": [round(c, 1) for c in models], "dispatched": len(dispatched),
    }


def one_message_chats(n: int) -> Iterator[dict]:
    """`n` conversations of one source message each (a generator: millions stream)."""
    for i in range(n):
        yield {"type": SourceMessage.TYPE, "event_id": f"m-{i}", "source": "telegram", "chat_id": str(1000 + i), "sender_id": "u1",
               "source_seq": 1, "sent_at": "2026-11-29T10:00:00Z", "text": "hello there, a first message", "sensitive": False}


def metric_values(port: int, name: str) -> dict[tuple[tuple[str, str], ...], float]:
    """A metric's samples on a worker's /metrics, by their labels."""
    import urllib.request

    from prometheus_client.parser import text_string_to_metric_families

    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as r:
        text = r.read().decode()
    return {tuple(sorted(s.labels.items())): s.value for fam in text_string_to_metric_families(text) for s in fam.samples
            if s.name == name}


def memory_run(s: Settings, n: int, log: Path) -> dict:
    """One worker (RocksDB store) over `n` one-message conversations: its peak RSS, per
    conversation, and what holds it: RocksDB's memtables, block cache and table readers (the
    worker exports them), the rest being the Python heap and the process itself; and the
    table's size on disk."""
    asyncio.run(create_topics(s))
    asyncio.run(produce_records(s, one_message_chats(n)))
    proc = start_worker(s, log)
    try:
        wait_ready(s, proc)
        peak = asyncio.run(wait_evaluated(s, n, [proc], [log], True, timeout=max(900.0, n / 500)))
        deadline = time.time() + 30  # the export timer (every 10 s) reports the store
        while not (store := metric_values(s.web_port, "convcompact_table_store_memory_bytes")) and time.time() < deadline:
            time.sleep(1)
        keys = metric_values(s.web_port, "convcompact_table_store_keys")
        resumes = sum(metric_values(s.web_port, "convcompact_partition_resumes_total").values())
        rss = max(peak, rss_kb(proc.pid)) * 1024
    finally:
        stop(proc)
    kinds = {dict(k)["kind"]: v for k, v in store.items()}
    rocks = sum(kinds.values())
    disk = sum(f.stat().st_size for f in Path(s.data_dir).rglob("*") if f.is_file())
    return {"rss_mb": rss / 2**20, "rss_bytes_per_conversation": rss / n, "rocksdb_mb": {k: v / 2**20 for k, v in kinds.items()},
            "rest_mb": (rss - rocks) / 2**20, "table_keys": sum(keys.values()), "disk_mb": disk / 2**20,
            "disk_bytes_per_conversation": disk / n, "stall_guard_seeks": resumes}


def in_process_cost(decl: Path, records: list[dict], partitions: int, runs: int = 3) -> float:
    """CPU seconds per record of the worker's runtime alone (no Kafka, no Faust): the
    in-process driver folds and plans `records` in the worker's batches, the collector tuned
    as the worker tunes it; the best of `runs` (the machine is shared)."""
    import gc

    from convcompact.core.declarations import load_declarations
    from convcompact.runtime.driver import LocalDriver, _run
    from convcompact.runtime.runtime import BATCH_MAX
    from convcompact.worker import tune_gc

    pairs = load_declarations(decl)
    thresholds = gc.get_threshold()
    tune_gc()
    try:
        best = float("inf")
        for _ in range(runs):
            d = LocalDriver(pairs, partitions=partitions, run_model=False)
            stored = [d.append("source", r) for r in records]
            d.undelivered = []
            t0 = time.process_time()
            for i in range(0, len(stored), BATCH_MAX):
                _run(d.runtime.fold_and_plan(stored[i:i + BATCH_MAX]))
            best = min(best, (time.process_time() - t0) / len(records))
        return best
    finally:
        gc.unfreeze()
        gc.set_threshold(*thresholds)


def history_cost(tmp: Path) -> dict:
    """Per-record cost of the core with 1k vs 100k chars of active history (no compaction)."""
    from convcompact.core.declarations import load_declarations
    from convcompact.runtime.driver import LocalDriver
    from tests.helpers import message

    pairs = load_declarations(write_declarations(tmp / "hist", trigger=10_000_000, retain=1_000_000))
    out = {}
    for size in (1_000, 100_000):
        d = LocalDriver(pairs, run_model=False)
        n_pre = size // 500
        for s in range(1, n_pre + 1):
            d.feed("source", message("9", s, "w" * 500))
        t0 = time.perf_counter()
        for s in range(n_pre + 1, n_pre + 2001):
            d.feed("source", message("9", s, "w" * 10))
        out[size] = 2000 / (time.perf_counter() - t0)
    return out


def svg_bars(bars: list[tuple[str, float]], title: str) -> str:
    """A horizontal bar chart as SVG (no plotting library needed), log-scaled so a 100x
    spread stays readable; each bar carries its number."""
    import math

    top = max(v for _, v in bars)
    decades = max(1, math.ceil(math.log10(top)))
    x0, width, row = 130, 460, 34
    scale = lambda v: 0 if v <= 1 else width * math.log10(v) / decades  # noqa: E731
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{x0 + width + 90}" height="{row * len(bars) + 60}" font-family="sans-serif" font-size="12">',
             f'<text x="10" y="18" font-weight="bold">{title}</text>']
    for i, (name, v) in enumerate(bars):
        y = 34 + i * row
        parts.append(f'<text x="10" y="{y + 15}">{name}</text>')
        parts.append(f'<rect x="{x0}" y="{y}" width="{scale(v):.1f}" height="22" fill="#4a78b0"/>')
        parts.append(f'<text x="{x0 + scale(v) + 6:.1f}" y="{y + 15}">{v:,.0f}</text>')
    for d in range(decades + 1):
        x = x0 + width * d / decades
        parts.append(f'<line x1="{x:.1f}" y1="30" x2="{x:.1f}" y2="{34 + row * len(bars)}" stroke="#ccc"/>')
        parts.append(f'<text x="{x - 8:.1f}" y="{row * len(bars) + 50}" fill="#666">1e{d}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def below_trigger_backlog(seed: int, records: int, trigger: int) -> list[dict]:
    """`records` source messages (no replies), 40 per chat at about 200 characters each, so no
    chat reaches the trigger: every message is evaluated and skipped, none is compacted."""
    per_chat = 40
    out = generate_stream(seed=seed, chats=-(-records // per_chat), messages_per_chat=per_chat, reply_ratio=0.0,
                          mean_chars=200)[:records]
    chars: dict[str, int] = {}
    for r in out:
        chars[r["chat_id"]] = chars.get(r["chat_id"], 0) + len(r["text"])
    if max(chars.values(), default=0) > trigger * 3 // 4:  # the turns' own overhead stays far below a quarter
        raise SystemExit(f"a chat of the --records backlog has {max(chars.values())} characters, too near the trigger {trigger}")
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--chats", type=int, default=40)
    ap.add_argument("--messages", type=int, default=150)
    ap.add_argument("--records", type=int, default=0,
                    help="ingest backlog of N source messages below the trigger (no compaction) instead of the "
                         "--chats x --messages stream")
    ap.add_argument("--workers", default="1",
                    help="worker counts for the ingest, e.g. 1,2: the pipeline is measured once per count (its own "
                         "topics, the same backlog, one consumer group, the workers started together)")
    ap.add_argument("--ingest-only", action="store_true", help="measure the ingest alone (writes results-ingest.json)")
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--partitions", type=int, default=12)
    ap.add_argument("--memory", default="1000,10000", help="conversation counts for the memory benchmark")
    ap.add_argument("--pace", default="200,1000", help="records/s of the live streams the latency is measured on")
    ap.add_argument("--passthrough", type=int, default=20000,
                    help="the full run's pass-through check: N source messages below the trigger (0: skip)")
    ap.add_argument("--replay-records", type=int, default=0,
                    help="replay a backlog of its own of about N records with compaction (0: the --chats stream's)")
    ap.add_argument("--out", default=str(REPO / "bench" / "results"))
    ap.add_argument("--failover", type=int, default=0, metavar="N",
                    help="then bench/failover.py over N conversations (its table; failover.json)")
    args = ap.parse_args()
    counts = [int(x) for x in args.workers.split(",") if x.strip()]
    paces = [float(x) for x in args.pace.split(",") if x.strip()]
    if not counts or min(counts) < 1 or max(counts) > args.partitions:
        ap.error(f"--workers takes counts between 1 and --partitions ({args.partitions}), e.g. 1,2")
    outdir = Path(args.out)
    outdir.mkdir(parents=True, exist_ok=True)
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, _exit_on_signal)
    global _reaper
    _reaper = subprocess.Popen([sys.executable, "-c", _REAPER], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True, text=True)
    tmp = Path(tempfile.mkdtemp(prefix="bench-"))
    results: dict = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
                     "seed": args.seed, "chats": args.chats, "messages_per_chat": args.messages, "records": args.records,
                     "partitions": args.partitions}
    trigger = 20_000
    done = False
    bootstrap, b = broker()
    if b is not None:
        _listed("+", "broker", b.pid)  # type: ignore[attr-defined]
    try:
        decl = write_declarations(tmp / "decl", trigger=trigger, retain=10_000)
        if args.records:
            records = below_trigger_backlog(args.seed, args.records, trigger)
            backlog = f"{len(records)} source messages below the trigger ({len({r['chat_id'] for r in records})} chats)"
        else:
            records = generate_stream(seed=args.seed, chats=args.chats, messages_per_chat=args.messages)
            backlog = f"{args.chats} chats x {args.messages} messages ({len(records)} records)"
        sources = sum(r["type"] == SourceMessage.TYPE for r in records)
        runs: dict[int, tuple[Settings, dict]] = {}
        for n in counts:
            sn = settings_for(bootstrap, decl, "memory://", tmp, args.partitions)
            runs[n] = (sn, pipeline_run(sn, records, sources, tmp / f"worker-x{n}.log", workers=n))
            if args.records and runs[n][1]["dispatched"]:
                raise RuntimeError(f"the --records backlog crossed the trigger ({runs[n][1]['dispatched']} packets dispatched)")
            print(f"pipeline, {n} worker(s): {runs[n][1]['events_per_s']:.0f} records/s", file=sys.stderr, flush=True)
        s, pipe = runs[counts[0]]
        inputs = [topic_name(s, r) for r in ("source", "delivery", "correction")]
        plain = asyncio.run(consume_all(s, inputs, len(records)))
        counted = faust_count(bootstrap, inputs, len(records), args.partitions)
        results["ingest"] = {"backlog": backlog, "pipeline": pipe["events_per_s"], "plain_aiokafka": plain, "faust_count": counted,
                             "pipeline_vs_faust": pipe["events_per_s"] / counted,
                             "pipeline_by_workers": {str(n): r["events_per_s"] for n, (_, r) in runs.items()},
                             "seconds_by_workers": {str(n): r["seconds"] for n, (_, r) in runs.items()}, "seconds_to_last_run_record_by_workers": {str(n): r["seconds_to_last_run_record"] for n, (_, r) in runs.items()},
                             "worker_cores_busy_by_workers": {str(n): r["worker_cores_busy"] for n, (_, r) in runs.items()},
                             "worker_cores_waited_by_workers": {str(n): r["worker_cores_waited"] for n, (_, r) in runs.items()},
                             "worker_cpu_s_each_by_workers": {str(n): r["worker_cpu_s_each"] for n, (_, r) in runs.items()},
                             "summarizer_cpu_s_each_by_workers": {str(n): r["summarizer_cpu_s_each"] for n, (_, r) in runs.items()}}
        for n in counts[1:]:
            results["ingest"][f"workers_{n}_vs_{counts[0]}"] = runs[n][1]["events_per_s"] / pipe["events_per_s"]
        if not args.ingest_only and args.passthrough:
            # The pass-through check: a backlog below the trigger (every message evaluated
            # and skipped), pipeline and Faust counter on the same topics.
            below = below_trigger_backlog(args.seed, args.passthrough, trigger)
            sp = settings_for(bootstrap, decl, "memory://", tmp, args.partitions)
            pt = pipeline_run(sp, below, len(below), tmp / "passthrough.log")
            pt_counted = faust_count(bootstrap, [topic_name(sp, r) for r in ("source", "delivery", "correction")], len(below),
                                     args.partitions)
            results["passthrough"] = {"records": len(below), "pipeline": pt["events_per_s"], "faust_count": pt_counted,
                                      "pipeline_vs_faust": pt["events_per_s"] / pt_counted,
                                      "worker_cores_busy": pt["worker_cores_busy"], "worker_cores_waited": pt["worker_cores_waited"]}
            results["in_process_us_per_record"] = in_process_cost(decl, below, args.partitions) * 1e6
            print(f"pass-through: {pt['events_per_s']:.0f} records/s ({pt['events_per_s'] / pt_counted:.2f} of Faust's counter)",
                  file=sys.stderr, flush=True)
        if not args.ingest_only:
            from convcompact.replay import replay

            sr, live_rate, replayed = s, pipe["events_per_s"], len(records)
            if args.replay_records:
                # A backlog of its own with compaction: the live ingest of it first (its
                # boundaries are what the replay reuses), then the replay of the same records.
                chats = 200
                big = generate_stream(seed=args.seed + 2, chats=chats, messages_per_chat=max(20, -(-args.replay_records * 10 // (18 * chats))))
                sr = settings_for(bootstrap, decl, "memory://", tmp, args.partitions)
                big_run = pipeline_run(sr, big, sum(r["type"] == SourceMessage.TYPE for r in big), tmp / "replay-live.log", settle=True)
                live_rate, replayed = big_run["events_per_s"], len(big)
                print(f"replay backlog: {len(big)} records, {big_run['boundaries']} boundaries, live {live_rate:.0f} records/s",
                      file=sys.stderr, flush=True)
            with open(tmp / "replay.out", "w") as progress:
                rep = asyncio.run(replay(sr.with_overrides(web_port=_free_port()), name="bench", out=progress, poll_s=0.5, timeout_s=1800))
            results["replay"] = {"records": replayed, "events_per_s": rep.records_per_s, "live_events_per_s": live_rate,
                                 "vs_live": rep.records_per_s / live_rate, "reused_boundaries": rep.adopted_boundaries,
                                 "dispatched_packets": rep.dispatched_packets, "seconds_with_startup": rep.seconds}
            results["changelog_amplification"] = pipe["changelog_amplification"]
            results["latency_backlog"] = {"p50_s": pipe["latency_p50_s"], "p99_s": pipe["latency_p99_s"], "boundaries": pipe["boundaries"]}
            # Latency as a live stream sees it: the same kind of data produced at a steady pace.
            results["latency_by_pace"] = {}
            for pace in paces:
                live = generate_stream(seed=args.seed + 1, chats=args.chats, messages_per_chat=max(20, args.messages // 3))
                if pace > 500:  # a faster stream, long enough to be one: more chats
                    live = generate_stream(seed=args.seed + 1, chats=max(args.chats, 60), messages_per_chat=max(60, args.messages))
                sl = settings_for(bootstrap, decl, "memory://", tmp, args.partitions)
                paced = pipeline_run(sl, live, sum(r["type"] == SourceMessage.TYPE for r in live), tmp / f"latency-{pace:.0f}.log", pace=pace,
                                      settle=True)
                results["latency_by_pace"][f"{pace:.0f}"] = {"p50_s": paced["latency_p50_s"], "p99_s": paced["latency_p99_s"],
                                                             "boundaries": paced["boundaries"], "records": len(live), "pace_records_per_s": pace}
                print(f"latency at {pace:.0f} records/s: p50 {paced['latency_p50_s']} s, p99 {paced['latency_p99_s']} s", file=sys.stderr, flush=True)
            results["latency"] = results["latency_by_pace"][f"{paces[0]:.0f}"]
            h = history_cost(tmp)
            results["history"] = {"1k_events_per_s": h[1_000], "100k_events_per_s": h[100_000], "ratio": h[1_000] / h[100_000]}
            mem = {}
            for n in [int(x) for x in args.memory.split(",") if x]:
                sm = settings_for(bootstrap, decl, "rocksdb://", tmp, args.partitions)
                mem[n] = memory_run(sm, n, tmp / f"mem-{n}.log")
                print(f"memory, {n} conversations: {mem[n]['rss_mb']:.0f} MB", file=sys.stderr, flush=True)
            results["memory"] = mem
            results["memory_rss_mb"] = {n: m["rss_mb"] for n, m in mem.items()}
        done = True
    finally:
        stop_broker(b)
        _reaper.stdin.close()  # type: ignore[union-attr]
        _reaper.wait()
        if done:
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print(f"bench failed; worker logs kept in {tmp}", file=sys.stderr)
    ing = results["ingest"]
    (outdir / ("results-ingest.json" if args.ingest_only else "results.json")).write_text(json.dumps(results, indent=2))

    def p50_p99(lat: dict) -> str:
        return "no boundary" if lat["p50_s"] is None else f"{lat['p50_s']:.2f} / {lat['p99_s']:.2f}"

    def w(n: int) -> str:
        return f"{n} worker" + ("s" if n > 1 else "")

    rows = ([("ingest: pipeline events/s", f"{ing['pipeline']:.0f}", "")] if counts == [1] else
            [(f"ingest: pipeline events/s, {w(n)}", f"{ing['pipeline_by_workers'][str(n)]:.0f}", "") for n in counts]) + [
        ("ingest: plain aiokafka consumer events/s", f"{ing['plain_aiokafka']:.0f}", ""),
        ("ingest: minimal Faust counting agent events/s", f"{ing['faust_count']:.0f}", ""),
        ("ingest: pipeline / Faust counter" + ("" if counts[0] == 1 else f" ({w(counts[0])})"), f"{ing['pipeline_vs_faust']:.2f}", ">= 0.30 (goal 0.50)"),
        ("ingest: seconds to the last message's own evaluation / to the last run record (the drain)",
         f"{ing['seconds_by_workers'][str(counts[0])]:.2f} / {ing['seconds_to_last_run_record_by_workers'][str(counts[0])]:.2f}", ""),
    ] + [(f"ingest: {w(n)} / {w(counts[0])}", f"{ing[f'workers_{n}_vs_{counts[0]}']:.2f}", "") for n in counts[1:]] + [
        # Where a 2-core machine's CPU went: the worker's own process, and the local
        # summarizer's (the embedded model, a process of the worker's; a real provider's
        # model runs elsewhere). The broker has the rest.
        (f"ingest: CPU s of the worker / of its local summarizer, {w(counts[0])}",
         f"{sum(ing['worker_cpu_s_each_by_workers'][str(counts[0])]):.1f} / {sum(ing['summarizer_cpu_s_each_by_workers'][str(counts[0])]):.1f}", "")]
    if len(counts) > 1:
        rows += [(f"ingest: CPU cores the workers used / waited for, {w(n)}",
                  f"{ing['worker_cores_busy_by_workers'][str(n)]:.2f} / {ing['worker_cores_waited_by_workers'][str(n)]:.2f}", "")
                 for n in counts]
    if not args.ingest_only:
        rows += [
            ("history: events/s 1k / 100k active chars (core)", f"{results['history']['ratio']:.2f}x", "<= 1.2x"),
            ("changelog bytes per input byte", f"{results['changelog_amplification']:.2f}", "<= 4"),
        ] + ([
            (f"ingest: pass-through ({results['passthrough']['records']} messages below the trigger) / Faust counter",
             f"{results['passthrough']['pipeline_vs_faust']:.2f}", ">= 0.30 (goal 0.50)"),
            ("  pipeline / Faust counter events/s", f"{results['passthrough']['pipeline']:.0f} / {results['passthrough']['faust_count']:.0f}", ""),
            ("in-process runtime, CPU per record (no Kafka, no Faust)", f"{results['in_process_us_per_record']:.0f} us", "(goal <= 30 us)"),
        ] if "passthrough" in results else []) + [
            (f"trigger-to-boundary p50 / p99 (s), live at {pace} rec/s", p50_p99(lat), "p99 < 0.5 s at 200, < 1 s at 1000")
            for pace, lat in results["latency_by_pace"].items()
        ] + [
            ("trigger-to-boundary p50 / p99 (s), in the backlog", p50_p99(results["latency_backlog"]), ""),
            (f"replay events/s over {results['replay']['records']} records (boundaries reused, no inference)",
             f"{results['replay']['events_per_s']:.0f}", f"{results['replay']['reused_boundaries']} reused, "
             f"{results['replay']['dispatched_packets']} dispatched"),
            ("replay / live ingest of the same records", f"{results['replay']['vs_live']:.2f}", "(goal >= 5)"),
        ] + [(f"worker RSS with {n} conversations (RocksDB; of it RocksDB / the rest; disk)",
              f"{m['rss_mb']:.0f} MB", f"{sum(m['rocksdb_mb'].values()):.0f} / {m['rest_mb']:.0f} MB; {m['disk_mb']:.0f} MB on disk; "
              f"{m['rss_bytes_per_conversation']:.0f} B/conversation" + (" (goal <= 1500 MB at 5M)" if n >= 5_000_000 else ""))
             for n, m in results["memory"].items()] + [
            ("stall guard seeks during the memory runs", f"{sum(m['stall_guard_seeks'] for m in results['memory'].values()):.0f}",
             "0 (each only a real skip)")]
    width = max(len(r[0]) for r in rows)
    print(f"seed {args.seed}, {backlog}, {args.partitions} partitions, {os.cpu_count()} CPUs")
    for name, value, target in rows:
        print(f"{name.ljust(width)}  {value:>14}  {target}")
    bars = [("plain aiokafka", ing["plain_aiokafka"]), ("Faust counter", ing["faust_count"])]
    bars += [("pipeline", ing["pipeline"])] if counts == [1] else [(f"pipeline x{n}", ing["pipeline_by_workers"][str(n)]) for n in counts]
    if not args.ingest_only:
        bars.append(("replay", results["replay"]["events_per_s"]))
    (outdir / "ingest.svg").write_text(svg_bars(bars, "input records/s (log scale), one run, same broker and data"))
    print(f"wrote {outdir / ('results-ingest.json' if args.ingest_only else 'results.json')} and {outdir / 'ingest.svg'}")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(6, 3))
        ingest_bars = [x for x in bars if x[0] != "replay"]
        ax.barh([n for n, _ in ingest_bars], [v for _, v in ingest_bars])
        ax.set_xlabel("records/s")
        fig.tight_layout()
        fig.savefig(outdir / "ingest.png")
    except ImportError:
        pass
    if args.failover:
        import failover  # bench/failover.py: a broker and workers of its own

        failover.main(["--conversations", str(args.failover), "--partitions", str(args.partitions), "--out", str(outdir)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
