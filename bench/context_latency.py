"""Latency of the worker's /context at 10k and 100k conversations, from the owner of the
conversation's partition and from a worker that routes the request to it.

    python bench/context_latency.py [--conversations 10000,100000] [--exchanges 2] [--chars 60] [--requests 2000]

Starts the project's broker (unless KAFKA_BOOTSTRAP_SERVERS is set) and two workers (one
consumer group, RocksDB stores, 12 partitions). Each conversation is a short chat fed through
the pipeline as any chat is (`--exchanges` source messages, each with the agent's reply, of
`--chars` characters per turn, below the trigger): the workers fold it into their tables.
The counts are cumulative: the topics grow from the first count to the next. Once the group
has committed every input record, it sends `--requests` GETs, one at a time on a kept-alive
connection, for conversations drawn at random, to their owner and then to the other worker,
and prints p50 / p99 / max in ms (client side, the HTTP round trip included); the JSON file
adds how long the population took and the workers' resident memory. Every answer must be
200, and the routed answer the owner's bytes. Every process it starts is stopped at the end
(run.py's watchdog covers a killed bench).
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

import run  # noqa: E402
from run import broker, rss_kb, settings_for, start_worker, stop, wait_ready, worker_settings, write_declarations  # noqa: E402

from convcompact.core.records import AgentDelivery, SourceMessage  # noqa: E402
from convcompact.operations import lag_report  # noqa: E402
from convcompact.produce import produce_records  # noqa: E402
from convcompact_agents.routing import SERVED_BY  # noqa: E402
from convcompact_topics.admin import create_topics  # noqa: E402
from convcompact_topics.catalog import partition_for, topic_name  # noqa: E402


def chats(first: int, last: int, exchanges: int, chars: int) -> list[dict]:
    """Conversations first..last-1, each `exchanges` messages with a reply, each turn padded
    to about `chars` characters (below the trigger: nothing compacts, no model runs)."""
    pad = " and then the budget, the venue, the speakers and the agenda" * (chars // 60 + 1)
    out = []
    for i in range(first, last):
        for s in range(1, exchanges + 1):
            at = f"2026-11-29T10:{s:02d}:00Z"
            out.append({"type": SourceMessage.TYPE, "event_id": f"m-{i}-{s}", "source": "telegram", "chat_id": str(i),
                        "sender_id": f"u{i % 97}", "source_seq": s, "sent_at": at, "sensitive": False,
                        "text": (f"message {s} of chat {i}: when do we meet about the launch?" + pad)[:chars]})
            out.append({"type": AgentDelivery.TYPE, "event_id": f"d-{i}-{s}", "source": "telegram", "chat_id": str(i),
                        "agent_id": "stream", "source_seq": s, "delivery_seq": 0, "delivered_at": at.replace(":00Z", ":01Z"),
                        "text": (f"reply {s} to chat {i}: Friday at ten, in the usual room." + pad)[:chars]})
    return out


def wait_folded(s, timeout: float = 1800) -> None:
    """Until the group has committed every record of the input topics."""
    inputs = {topic_name(s, r) for r in ("source", "correction", "delivery")}
    deadline = time.time() + timeout
    while True:
        rows = [r for r in asyncio.run(lag_report(s, with_gauges=False)) if r.topic in inputs]
        left = sum(r.lag for r in rows)
        if rows and not left:
            return
        if time.time() > deadline:
            raise RuntimeError(f"{left} input records not folded after {timeout:.0f} s")
        time.sleep(2)


class Client:
    """One kept-alive HTTP connection to a worker."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def get(self, conversation: str) -> tuple[int, bytes, str]:
        self.conn.request("GET", f"/context/{conversation}?agent=stream")
        r = self.conn.getresponse()
        return r.status, r.read(), r.getheader(SERVED_BY) or ""


def owners(clients: list[Client], partitions: int, timeout: float = 120) -> dict[int, int]:
    """partition -> index of the client whose worker owns it, once every worker answers
    (the group's rebalance is over)."""
    probe = {}
    n = 0
    while len(probe) < partitions:
        probe.setdefault(partition_for(f"telegram:{n}", partitions), f"telegram:{n}")
        n += 1
    deadline = time.time() + timeout
    while True:
        found = {}
        for p, conv in probe.items():
            answers = [c.get(conv) for c in clients]
            if all(status != 503 for status, _, _ in answers) and len({by for _, _, by in answers}) == 1:
                by = answers[0][2]
                found[p] = next(i for i, c in enumerate(clients) if by.endswith(f":{c.port}"))
        if len(found) == partitions and len(set(found.values())) == len(clients):
            return found
        if time.time() > deadline:
            raise RuntimeError(f"the workers did not settle their partitions: {found}")
        time.sleep(1)


def measure(clients: list[Client], owner: dict[int, int], count: int, partitions: int, requests: int, seed: int) -> dict:
    rnd = random.Random(seed)
    convs = [f"telegram:{rnd.randrange(count)}" for _ in range(requests + 200)]
    out = {}
    for where in ("owner", "non-owner"):
        lat = []
        for i, conv in enumerate(convs):
            home = owner[partition_for(conv, partitions)]
            client = clients[home] if where == "owner" else clients[1 - home]
            t0 = time.perf_counter()
            status, body, by = client.get(conv)
            took = time.perf_counter() - t0
            if status != 200 or not by.endswith(f":{clients[home].port}"):
                raise RuntimeError(f"{conv} from the {where}: {status} served by {by!r}: {body[:300]!r}")
            if i >= 200:  # the first 200 warm connections and caches up
                lat.append(took * 1000)
        lat.sort()
        out[where] = {"p50_ms": lat[len(lat) // 2], "p99_ms": lat[int(len(lat) * 0.99)], "max_ms": lat[-1], "requests": len(lat)}
    # The routed answer is the owner's, byte for byte.
    for conv in convs[:50]:
        home = owner[partition_for(conv, partitions)]
        assert clients[home].get(conv)[1] == clients[1 - home].get(conv)[1], conv
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--conversations", default="10000,100000", help="conversation counts, ascending (cumulative)")
    ap.add_argument("--exchanges", type=int, default=2, help="messages (each with a reply) per conversation")
    ap.add_argument("--chars", type=int, default=60, help="characters per turn")
    ap.add_argument("--requests", type=int, default=2000, help="timed requests per count and per side")
    ap.add_argument("--partitions", type=int, default=12)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--out", default=str(REPO / "bench" / "results"))
    args = ap.parse_args()
    counts = sorted(int(x) for x in args.conversations.split(",") if x.strip())
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, run._exit_on_signal)
    run._reaper = subprocess.Popen([sys.executable, "-c", run._REAPER], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, start_new_session=True, text=True)
    tmp = Path(tempfile.mkdtemp(prefix="bench-context-"))
    bootstrap, b = broker()
    if b is not None:
        run._listed("+", "broker", b.pid)  # type: ignore[attr-defined]
    procs: list[subprocess.Popen] = []
    results: dict = {"cpus": os.cpu_count(), "partitions": args.partitions, "exchanges": args.exchanges, "chars": args.chars, "counts": {}}
    try:
        # A trigger no chat reaches (the whole history is the tail, within the agent's budget).
        trigger = max(20_000, 4 * args.exchanges * args.chars)
        decl = write_declarations(tmp / "decl", trigger=trigger, retain=trigger // 2)
        s = settings_for(bootstrap, decl, "rocksdb://", tmp, args.partitions)
        asyncio.run(create_topics(s))
        members = worker_settings(s, 2)
        for i, m in enumerate(members):
            procs.append(start_worker(m, tmp / f"worker-{i + 1}.log"))
        for m, proc in zip(members, procs):
            wait_ready(m, proc)
        clients = [Client(m.web_port) for m in members]
        done = 0
        for count in counts:
            t0 = time.time()
            records = chats(done, count, args.exchanges, args.chars)
            asyncio.run(produce_records(s, records))
            wait_folded(s)
            took = time.time() - t0
            print(f"{count} conversations: {len(records)} records folded in {took:.0f} s ({len(records) / took:.0f} records/s)",
                  file=sys.stderr, flush=True)
            done = count
            owner = owners(clients, args.partitions)
            lat = measure(clients, owner, count, args.partitions, args.requests, args.seed)
            rss = [rss_kb(p.pid) / 1024 for p in procs]
            results["counts"][count] = {**lat, "populate_s": took, "records": len(records), "worker_rss_mb": rss}
    finally:
        stop(*procs)
        run.stop_broker(b)
        run._reaper.stdin.close()  # type: ignore[union-attr]
        run._reaper.wait()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "context-latency.json").write_text(json.dumps(results, indent=2))
    print(f"/context latency, ms (client side, one request at a time), 2 workers, {args.partitions} partitions, "
          f"{os.cpu_count()} CPUs, {args.exchanges} exchanges of {args.chars}-character turns per conversation, "
          f"{args.requests} requests per row")
    print(f"{'conversations':>13}  {'from':<9}  {'p50':>6}  {'p99':>6}  {'max':>6}")
    for count, r in results["counts"].items():
        for where in ("owner", "non-owner"):
            x = r[where]
            print(f"{count:>13}  {where:<9}  {x['p50_ms']:6.2f}  {x['p99_ms']:6.2f}  {x['max_ms']:6.1f}")
    print(f"wrote {out / 'context-latency.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
