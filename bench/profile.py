"""Where a worker's time goes on the ingest backlog: one worker under cProfile.

    python bench/profile.py [--records 20000] [--partitions 12] [--top 30] [--sampler py-spy]
    python bench/profile.py --chats 20 --messages 100 [--sampler py-spy]

Starts the project's broker (unless KAFKA_BOOTSTRAP_SERVERS is set), produces the same
backlog as `bench/run.py --records N` (source messages that all stay below the trigger),
runs one `convcompact worker` under cProfile until every message has its run record, stops
it with SIGTERM and prints: the records/s it reached (slower than unprofiled), the share of
its wall time the process spent on a CPU, and the functions with the most time inside them
(own time) and below them (cumulative).

`--sampler py-spy` samples the worker with py-spy instead (if installed: `pip install
py-spy`): no tracing overhead, so the shares are those of the unprofiled worker, and the
rate is the real one. It prints the same two tables, by function.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import pstats
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from run import below_trigger_backlog, broker, cpu_s, settings_for, stop_broker, wait_ready, write_declarations  # noqa: E402

from convcompact.core.records import SourceMessage  # noqa: E402
from convcompact.demo.data import generate_stream  # noqa: E402
from convcompact.produce import produce_records  # noqa: E402
from convcompact_topics.admin import create_topics  # noqa: E402
from convcompact_topics.catalog import topic_name  # noqa: E402


def handled(port: int, topic: str) -> int:
    """Records of `topic` the worker has handled (its /metrics), redeliveries aside."""
    import urllib.request

    from prometheus_client.parser import text_string_to_metric_families

    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            text = r.read().decode()
    except OSError:
        return 0
    return int(sum(s.value for fam in text_string_to_metric_families(text) if fam.name == "convcompact_records"
                   for s in fam.samples if s.name.endswith("_total") and s.labels["topic"] == topic
                   and s.labels["status"] != "redelivered"))


def _child_of(pid: int) -> int:
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/children") as f:
            kids = f.read().split()
        if kids:
            return int(kids[0])
    raise RuntimeError(f"process {pid} has no child")


def print_samples(path: str, top: int) -> None:
    """py-spy's raw samples, by function: the share of samples in it (own) and under it."""
    import collections
    import re

    own: collections.Counter[str] = collections.Counter()
    below: collections.Counter[str] = collections.Counter()
    total = 0
    for line in open(path):
        stack, _, n = line.rstrip("\n").rpartition(" ")
        frames = [re.sub(r":\d+\)$", ")", f) for f in stack.split(";")]
        total += int(n)
        own[frames[-1]] += int(n)
        for f in set(frames):
            below[f] += int(n)
    for title, counts in (("own", own), ("cumulative", below)):
        print(f"--- {title} share of {total} samples")
        for f, n in counts.most_common(top):
            print(f"{100 * n / total:5.1f}%  {f}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--records", type=int, default=20_000)
    ap.add_argument("--partitions", type=int, default=12)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--chats", type=int, default=0, help="profile the multi-chat stream with compaction instead (bench/run.py --chats)")
    ap.add_argument("--messages", type=int, default=100, help="messages per chat of --chats")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--out", default=str(REPO / "bench" / "results" / "worker.prof"))
    ap.add_argument("--plain", action="store_true", help="no cProfile: the rate and CPU share alone (and the worker's log kept)")
    ap.add_argument("--sampler", choices=("cprofile", "py-spy"), default="cprofile")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-profile-"))
    bootstrap, b = broker()
    worker = None
    try:
        trigger = 20_000
        decl = write_declarations(tmp / "decl", trigger=trigger, retain=10_000)
        if args.chats:
            records = generate_stream(seed=args.seed, chats=args.chats, messages_per_chat=args.messages)
        else:
            records = below_trigger_backlog(args.seed, args.records, trigger)
        sources = sum(r["type"] == SourceMessage.TYPE for r in records)
        s = settings_for(bootstrap, decl, "memory://", tmp, args.partitions)
        asyncio.run(create_topics(s))
        asyncio.run(produce_records(s, records))
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        spy = args.sampler == "py-spy" and not args.plain
        profiler = (["py-spy", "record", "-r", "250", "-f", "raw", "-o", args.out + ".spy", "--"] if spy
                    else [] if args.plain else None)
        with open(tmp / "worker.log", "wb") as log:
            worker = subprocess.Popen(
                [*(profiler or []), sys.executable, *(["-m", "cProfile", "-o", args.out] if profiler is None else []), "-m", "convcompact",
                 "worker", "--loglevel", "warning"],
                env={**os.environ, **s.to_env()}, stdout=log, stderr=subprocess.STDOUT,
            )
        wait_ready(s, worker)
        t0 = time.monotonic()
        source = topic_name(s, "source")
        while True:
            seen = handled(s.web_port, source)
            if seen >= sources:
                break
            if time.monotonic() - t0 > 900:
                raise SystemExit(f"only {seen} of {sources} source messages handled after 900 s")
            time.sleep(0.5)
        elapsed = time.monotonic() - t0
        # Under py-spy the worker is its child: measured and stopped itself (py-spy writes
        # its samples once the worker exits).
        pid = _child_of(worker.pid) if spy else worker.pid
        ran, waited = cpu_s(pid)
        os.kill(pid, signal.SIGTERM)
        worker.wait(timeout=120)
        worker = None
        print(f"{'worker' if args.plain else 'profiled worker'}: {len(records) / elapsed:.0f} records/s over {elapsed:.1f} s "
              f"({len(records)} records, {sources} source messages, {args.partitions} partitions); on a CPU {ran:.1f} s "
              f"({100 * ran / elapsed:.0f}% of it), waiting for a CPU {waited:.1f} s")
        print(f"worker log: {tmp / 'worker.log'}")
        if args.plain:
            return 0
        if spy:
            print_samples(args.out + ".spy", args.top)
            return 0
        stats = pstats.Stats(args.out)
        stats.sort_stats("tottime").print_stats(args.top)
        stats.sort_stats("cumulative").print_stats(args.top)
        return 0
    finally:
        if worker is not None and worker.poll() is None:
            worker.kill()
        stop_broker(b)


if __name__ == "__main__":
    sys.exit(main())
