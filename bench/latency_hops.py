"""Trigger-to-boundary latency on a live stream, hop by hop (a probe beside bench/run.py).

    python bench/latency_hops.py [--chats 40] [--messages 50] [--pace 200] [--summarizer-processes 1]

Starts a broker and one worker, produces a seeded stream at a steady pace, waits until every
packet settled, and prints p50 / p99 of each hop: the dispatched run record to the dispatch
record, to the model's start, the model, its end to the result record, the result record to
the settled run record, and the total (dispatched run record to settled run record).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run as bench  # noqa: E402

from convcompact.core.records import SourceMessage  # noqa: E402
from convcompact.demo.data import generate_stream  # noqa: E402


def _ms(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() * 1000


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--chats", type=int, default=40)
    ap.add_argument("--messages", type=int, default=50)
    ap.add_argument("--pace", type=float, default=200.0)
    ap.add_argument("--seed", type=int, default=43)
    ap.add_argument("--summarizer-processes", type=int, default=1, help="CONVCOMPACT_LOCAL_SUMMARIZER_PROCESSES (0: a thread)")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-hops-"))
    bootstrap, b = bench.broker()
    try:
        decl = bench.write_declarations(tmp / "decl", trigger=20_000, retain=10_000)
        s = bench.settings_for(bootstrap, decl, "memory://", tmp, 12).with_overrides(local_summarizer_processes=args.summarizer_processes)
        live = generate_stream(seed=args.seed, chats=args.chats, messages_per_chat=args.messages)
        bench.pipeline_run(s, live, sum(r["type"] == SourceMessage.TYPE for r in live), tmp / "worker.log", pace=args.pace, settle=True)

        runs, dispatch, results = (asyncio.run(bench.read_timed(s, role)) for role in ("runs", "dispatch", "results"))
    finally:
        bench.stop_broker(b)
    dispatched = {r["packet_id"]: t for t, r in runs if r["outcome"] == "dispatched"}
    settled = {r["packet_id"]: t for t, r in runs if r["outcome"] == "settled"}
    dispatch_at = {r["packet_id"]: t for t, r in dispatch}
    result_at = {r["packet_id"]: (t, r) for t, r in results}
    rows = []
    for p, done in settled.items():
        if p in dispatched and p in result_at and p in dispatch_at:
            t, r = result_at[p]
            rows.append((done - dispatched[p], dispatch_at[p] - dispatched[p], _ms(r["started_at"]) - dispatch_at[p],
                         _ms(r["finished_at"]) - _ms(r["started_at"]), t - _ms(r["finished_at"]), done - t))
    names = ["total", "run record -> dispatch record", "dispatch record -> model start", "model", "model end -> result record",
             "result record -> settled"]
    print(f"{len(rows)} boundaries, {len(live)} records at {args.pace:.0f}/s, summarizer processes {args.summarizer_processes}")
    for i, name in enumerate(names):
        vals = sorted(row[i] for row in rows)
        if vals:
            print(f"{name:32} p50 {statistics.median(vals):7.0f} ms  p99 {vals[min(len(vals) - 1, int(len(vals) * 0.99))]:7.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
