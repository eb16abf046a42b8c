"""convcompact benchmarks: one run, one broker, one data set; ratios hold on a noisy machine.

    python bench/run.py [--chats 40] [--messages 150] [--seed 42] [--out bench/results]

Starts the project's broker (unless KAFKA_BOOTSTRAP_SERVERS is set), generates a seeded
multi-chat stream, and measures:
  ingest      input records/s through the pipeline vs (a) a plain aiokafka consumer and
              (b) a minimal Faust agent that only counts, over the same topics
  history     per-record cost with 1k vs 100k characters of active history (core, no Kafka)
  changelog   bytes written to the state changelog per byte of input
  latency     trigger-to-boundary p50 / p99 with the local summarizer, on a stream produced at a
              steady pace while the worker runs (and, for contrast, inside the ingest backlog)
  memory      resident memory of one worker (RocksDB store) with 1k and 10k conversations
  replay      input records/s of `convcompact replay` over the same topics after the live run
              (it follows the settled chain: no inference) vs the live ingest
Prints a table, writes results.json and a plot (ingest.svg; also ingest.png when matplotlib
is installed).
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

import orjson
from aiokafka import AIOKafkaConsumer

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from convcompact.demo.data import generate_stream  # noqa: E402
from convcompact.produce import produce_records  # noqa: E402
from convcompact.settings import Settings  # noqa: E402
from convcompact_topics.admin import create_topics  # noqa: E402
from convcompact_topics.catalog import topic_name  # noqa: E402
from convcompact_topics.reader import read_all  # noqa: E402


def broker() -> tuple[str, object]:
    if os.environ.get("KAFKA_BOOTSTRAP_SERVERS"):
        return os.environ["KAFKA_BOOTSTRAP_SERVERS"], None
    from convcompact.demo import broker as kb

    b = kb.start_broker(data_dir=Path(tempfile.mkdtemp(prefix="bench-broker-", dir=REPO / ".cache")), fresh=True)
    return b.bootstrap, b


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
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def consume_all(bootstrap: str, topics: list[str], expect: int) -> float:
    c = AIOKafkaConsumer(*topics, bootstrap_servers=bootstrap, group_id=f"bench-plain-{uuid.uuid4().hex[:6]}",
                         auto_offset_reset="earliest", enable_auto_commit=False)
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
    try:
        proc.wait(timeout=600)
    finally:
        if proc.poll() is None:
            proc.kill()
    r = json.loads(out.read_text())
    return r["count"] / (r["last"] - r["first"])


def start_worker(s: Settings, log: Path) -> subprocess.Popen:
    env = {**os.environ, **s.to_env()}
    return subprocess.Popen([sys.executable, "-m", "convcompact", "worker", "--loglevel", "warning"], env=env,
                            stdout=open(log, "wb"), stderr=subprocess.STDOUT)


def stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()


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


def produce_paced(s: Settings, records: list[dict], per_s: float, chunk: int = 20) -> None:
    """Produce at a steady rate (a live stream), not as one backlog."""
    async def go() -> None:
        t0 = time.monotonic()
        for i in range(0, len(records), chunk):
            await produce_records(s, records[i : i + chunk])
            ahead = t0 + (i + chunk) / per_s - time.monotonic()
            if ahead > 0:
                await asyncio.sleep(ahead)
    asyncio.run(go())


def pipeline_run(s: Settings, records: list[dict], sources: int, log: Path, sample_rss: bool = False,
                 pace: float | None = None) -> dict:
    """A worker over `records`: produced as one backlog before it starts (throughput), or at
    `pace` records/s while it runs (latency as a live stream sees it)."""
    asyncio.run(create_topics(s))
    if pace is None:
        asyncio.run(produce_records(s, records))
    proc = start_worker(s, log)
    if pace is not None:
        wait_ready(s, proc)
        produce_paced(s, records, pace)
    peak = 0
    try:
        deadline = time.time() + 900
        while time.time() < deadline:
            time.sleep(2)
            if sample_rss:
                peak = max(peak, rss_kb(proc.pid))
            runs = asyncio.run(read_all(s, [topic_name(s, "runs")]))
            triggers = {orjson.loads(r.value)["run_id"] for r in runs if orjson.loads(r.value)["trigger_event_id"] and orjson.loads(r.value)["outcome"] in ("skipped-below-trigger", "skipped-pending", "dispatched", "failed-closed") and not orjson.loads(r.value).get("cause")}
            if len(triggers) >= sources:
                break
        rss = rss_kb(proc.pid)
    finally:
        stop(proc)
    # Kafka record timestamps (set by the worker's producer) bracket the processing.
    async def times() -> list[tuple[int, dict]]:
        cons = AIOKafkaConsumer(topic_name(s, "runs"), bootstrap_servers=s.bootstrap, group_id=None, auto_offset_reset="earliest")
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
    timed = asyncio.run(times())
    first, last = min(t for t, _ in timed), max(t for t, _ in timed)
    dispatched = {r["packet_id"]: t for t, r in timed if r["outcome"] == "dispatched"}
    settled = {r["packet_id"]: t for t, r in timed if r["outcome"] == "settled"}
    lat = sorted((settled[p] - dispatched[p]) / 1000 for p in settled if p in dispatched)
    inputs = sum(len(orjson.dumps(r)) for r in records)
    changelog = asyncio.run(read_all(s, [f"{s.app_id}-state-changelog"]))
    changelog_bytes = sum(len(x.value or b"") + len(x.key or b"") for x in changelog)
    return {
        "records": len(records), "events_per_s": len(records) / max(1e-9, (last - first) / 1000),
        "latency_p50_s": statistics.median(lat) if lat else None,
        "latency_p99_s": lat[min(len(lat) - 1, int(len(lat) * 0.99))] if lat else None,
        "boundaries": len(settled), "changelog_amplification": changelog_bytes / inputs, "rss_mb": max(rss, peak) / 1024,
    }


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


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--chats", type=int, default=40)
    ap.add_argument("--messages", type=int, default=150)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--partitions", type=int, default=12)
    ap.add_argument("--memory", default="1000,10000", help="conversation counts for the memory benchmark")
    ap.add_argument("--pace", type=float, default=200.0, help="records/s of the live stream the latency is measured on")
    ap.add_argument("--out", default=str(REPO / "bench" / "results"))
    args = ap.parse_args()
    outdir = Path(args.out)
    outdir.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="bench-"))
    bootstrap, b = broker()
    results: dict = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
                     "seed": args.seed, "chats": args.chats, "messages_per_chat": args.messages}
    try:
        decl = write_declarations(tmp / "decl", trigger=20_000, retain=10_000)
        records = generate_stream(seed=args.seed, chats=args.chats, messages_per_chat=args.messages)
        sources = sum(r["type"] == "source.message@1" for r in records)
        s = settings_for(bootstrap, decl, "memory://", tmp, args.partitions)
        pipe = pipeline_run(s, records, sources, tmp / "worker.log")
        inputs = [topic_name(s, r) for r in ("source", "delivery", "correction")]
        plain = asyncio.run(consume_all(bootstrap, inputs, len(records)))
        counted = faust_count(bootstrap, inputs, len(records), args.partitions)
        results["ingest"] = {"pipeline": pipe["events_per_s"], "plain_aiokafka": plain, "faust_count": counted,
                             "pipeline_vs_faust": pipe["events_per_s"] / counted}
        from convcompact.replay import replay

        with open(tmp / "replay.out", "w") as progress:
            rep = asyncio.run(replay(s.with_overrides(web_port=_free_port()), name="bench", out=progress, poll_s=0.5, timeout_s=900))
        results["replay"] = {"events_per_s": rep.records_per_s, "vs_live": rep.records_per_s / pipe["events_per_s"],
                             "reused_boundaries": rep.adopted_boundaries, "dispatched_packets": rep.dispatched_packets,
                             "seconds_with_startup": rep.seconds}
        results["changelog_amplification"] = pipe["changelog_amplification"]
        results["latency_backlog"] = {"p50_s": pipe["latency_p50_s"], "p99_s": pipe["latency_p99_s"], "boundaries": pipe["boundaries"]}
        # Latency as a live stream sees it: the same kind of data produced at a steady pace.
        live = generate_stream(seed=args.seed + 1, chats=args.chats, messages_per_chat=max(20, args.messages // 3))
        sl = settings_for(bootstrap, decl, "memory://", tmp, args.partitions)
        paced = pipeline_run(sl, live, sum(r["type"] == "source.message@1" for r in live), tmp / "latency.log", pace=args.pace)
        results["latency"] = {"p50_s": paced["latency_p50_s"], "p99_s": paced["latency_p99_s"], "boundaries": paced["boundaries"],
                              "records": len(live), "pace_records_per_s": args.pace}
        h = history_cost(tmp)
        results["history"] = {"1k_events_per_s": h[1_000], "100k_events_per_s": h[100_000], "ratio": h[1_000] / h[100_000]}
        mem = {}
        for n in [int(x) for x in args.memory.split(",") if x]:
            one = [{"type": "source.message@1", "event_id": f"m-{i}", "source": "telegram", "chat_id": str(1000 + i), "sender_id": "u1",
                    "source_seq": 1, "sent_at": "2026-11-29T10:00:00Z", "text": "hello there, a first message", "sensitive": False} for i in range(n)]
            sm = settings_for(bootstrap, decl, "rocksdb://", tmp, args.partitions)
            mem[n] = pipeline_run(sm, one, n, tmp / f"mem-{n}.log", sample_rss=True)["rss_mb"]
        results["memory_rss_mb"] = mem
    finally:
        if b is not None:
            b.stop()  # type: ignore[attr-defined]
        shutil.rmtree(tmp, ignore_errors=True)
    (outdir / "results.json").write_text(json.dumps(results, indent=2))
    rows = [
        ("ingest: pipeline events/s", f"{results['ingest']['pipeline']:.0f}", ""),
        ("ingest: plain aiokafka consumer events/s", f"{results['ingest']['plain_aiokafka']:.0f}", ""),
        ("ingest: minimal Faust counting agent events/s", f"{results['ingest']['faust_count']:.0f}", ""),
        ("ingest: pipeline / Faust counter", f"{results['ingest']['pipeline_vs_faust']:.2f}", ">= 0.50"),
        ("history: events/s 1k / 100k active chars (core)", f"{results['history']['ratio']:.2f}x", "<= 1.2x"),
        ("changelog bytes per input byte", f"{results['changelog_amplification']:.2f}", "<= 4"),
        (f"trigger-to-boundary p50 / p99 (s), live at {args.pace:.0f} rec/s", f"{results['latency']['p50_s']:.2f} / {results['latency']['p99_s']:.2f}", ""),
        ("trigger-to-boundary p50 / p99 (s), in the backlog", f"{results['latency_backlog']['p50_s']:.2f} / {results['latency_backlog']['p99_s']:.2f}", ""),
        ("replay events/s (boundaries reused, no inference)", f"{results['replay']['events_per_s']:.0f}", ""),
        ("replay / live ingest", f"{results['replay']['vs_live']:.2f}", ""),
    ] + [(f"worker RSS with {n} conversations (RocksDB)", f"{v:.0f} MB", "< 1500 MB at 100k") for n, v in results["memory_rss_mb"].items()]
    width = max(len(r[0]) for r in rows)
    print(f"seed {args.seed}, {args.chats} chats x {args.messages} messages ({len(records)} records), {os.cpu_count()} CPUs")
    for name, value, target in rows:
        print(f"{name.ljust(width)}  {value:>14}  {target}")
    bars = [("plain aiokafka", results["ingest"]["plain_aiokafka"]), ("Faust counter", results["ingest"]["faust_count"]),
            ("pipeline", results["ingest"]["pipeline"]), ("replay", results["replay"]["events_per_s"])]
    (outdir / "ingest.svg").write_text(svg_bars(bars, "input records/s (log scale), one run, same broker and data"))
    print(f"wrote {outdir / 'results.json'} and {outdir / 'ingest.svg'}")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(6, 3))
        names = ["plain aiokafka", "Faust counter", "pipeline"]
        vals = [v for _, v in bars[:3]]
        ax.barh(names, vals)
        ax.set_xlabel("records/s")
        fig.tight_layout()
        fig.savefig(outdir / "ingest.png")
    except ImportError:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
