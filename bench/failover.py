"""Failover: how long a worker's conversations go unanswered when it dies or restarts.

    python bench/failover.py [--conversations 100000] [--kills 5] [--restarts 3] [--partitions 12]
    python bench/failover.py --conversations 2000 --kills 2 --restarts 1     # a quick look

Starts the project's broker (unless KAFKA_BOOTSTRAP_SERVERS is set) and, for each setup, writes
N conversations of one message each (RocksDB stores), runs two workers until every message
is evaluated, and asks `/context` of one conversation per partition (README: "The web
port"). Then, in each setup:
  kills      SIGKILL one worker (the two in turn) and ask the survivor for every probe, round
             after round (every ~50 ms), until it serves all of the dead worker's: how long
             the dead worker's conversations went unserved (a 503 or no answer), and the
             survivor's own (the rebalance); the killed worker is started again (same data
             dir) and the group settled before the next kill
  restarts   SIGTERM one worker and start it again once it has exited, as a rolling update
             does, asking the survivor meanwhile: how long the restarted worker's
             conversations and the survivor's own went unserved, until the restarted one
             owns partitions again, and how many rebalances the survivor took part in
             (`convcompact_assignments_total`)
And once:
  restore    one worker with an empty data dir over the first setup's changelog: the seconds
             until it serves every partition, less the same for a changelog of one
             conversation (startup and joining); changelog records per second from that, and
             the time for 100k and 1M conversations at that rate (extrapolated unless measured)
The setups (--setups): table standbys (CONVCOMPACT_STANDBY_REPLICAS) 1 and 0, and standbys 1
with static membership (CONVCOMPACT_GROUP_INSTANCE_ID per worker).
Before each kill and restart the bench waits until both workers are idle (under 0.15 of a
CPU each for two 3 s windows running): a worker that has just ingested or restored replays
the changelog into its standbys for minutes, and a kill then measures that replay
(--no-quiesce: kill as soon as every probe is served). Each setup also counts the stall
guard's seeks in all of its workers' logs, and those where Faust had committed past records
the agent never finished.
Prints a table and writes failover.json (--out, default bench/results). Every broker and
worker it starts is stopped at the end (bench/run.py's watchdog)."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run as bench  # noqa: E402  bench/run.py: broker, settings, workers, the watchdog

from convcompact import kafka_clients  # noqa: E402
from convcompact.core.records import SourceMessage  # noqa: E402
from convcompact.produce import produce_records  # noqa: E402
from convcompact.settings import Settings  # noqa: E402
from convcompact_topics.admin import create_topics  # noqa: E402
from convcompact_topics.catalog import partition_for  # noqa: E402

SERVED_BY = "X-Convcompact-Served-By"  # convcompact_agents.routing.SERVED_BY
ASSIGNMENTS = "convcompact_assignments_total"
POLL_S = 0.05  # between two rounds of questions while a worker is down


def conversations(n: int) -> list[dict]:
    """`n` chats of one short message each (bench/run.py's memory records)."""
    return [{"type": SourceMessage.TYPE, "event_id": f"m-{i}", "source": "telegram", "chat_id": str(1000 + i), "sender_id": "u1",
             "source_seq": 1, "sent_at": "2026-11-29T10:00:00Z", "text": "hello there, a first message", "sensitive": False}
            for i in range(n)]


def probes(records: list[dict], partitions: int) -> list[str]:
    """One conversation per partition (the first written there)."""
    found: dict[int, str] = {}
    for r in records:
        conv = f"telegram:{r['chat_id']}"
        found.setdefault(partition_for(conv, partitions), conv)
        if len(found) == partitions:
            break
    return [found[p] for p in sorted(found)]


def ask(port: int, conv: str, timeout: float = 2.0) -> tuple[int, Optional[int]]:
    """(status, the web port of the worker that decided it) of GET /context; status 0: no answer."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/context/{conv}?agent=stream", timeout=timeout) as r:
            by = r.headers.get(SERVED_BY)
            return r.status, int(by.rsplit(":", 1)[1]) if by else None
    except urllib.error.HTTPError as exc:
        by = exc.headers.get(SERVED_BY)
        return exc.code, int(by.rsplit(":", 1)[1]) if by else None
    except OSError:
        return 0, None


def metric(port: int, name: str) -> float:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            text = r.read().decode()
    except OSError:
        return float("nan")
    return sum(float(line.split()[-1]) for line in text.splitlines() if line.startswith(name + " ") or line.startswith(name + "{"))


@dataclass
class Worker:
    settings: Settings
    log: Path
    proc: Optional[subprocess.Popen] = None
    starts: int = 0

    @property
    def port(self) -> int:
        return self.settings.web_port

    def start(self) -> None:
        self.starts += 1
        self.proc = bench.start_worker(self.settings, self.log.with_name(f"{self.log.stem}-{self.starts}.log"))

    def kill(self, sig: int) -> None:
        assert self.proc is not None
        self.proc.send_signal(sig)
        self.proc.wait(timeout=60)
        bench._listed("-", "worker", self.proc.pid)


def settle(workers: list[Worker], convs: list[str], timeout: float = 600) -> dict[str, int]:
    """Once every worker answers every probe with a 200, each probe from one owner, and every
    worker owns some: probe -> the owner's web port."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for w in workers:
            if w.proc is not None and w.proc.poll() is not None:
                raise RuntimeError(f"a worker exited ({w.proc.returncode}); see {w.log.parent}")
        answers = {c: [ask(w.port, c, timeout=5) for w in workers] for c in convs}
        owners = {c: {by for _, by in a} for c, a in answers.items()}
        if all(s == 200 for a in answers.values() for s, _ in a) and all(len(o) == 1 for o in owners.values()):
            found = {c: next(iter(o)) for c, o in owners.items()}
            if set(found.values()) == {w.port for w in workers}:
                return found  # type: ignore[return-value]
        time.sleep(0.5)
    raise RuntimeError(f"the workers did not settle within {timeout:.0f}s; see {workers[0].log.parent}")


def watch(survivor: Worker, mine: list[str], theirs: list[str], done: Callable[[dict[str, int]], bool],
          timeout: float = 300) -> dict[str, float]:
    """Ask the survivor for every probe, round after round, until `done(statuses)`: per probe
    the seconds it answered something other than 200 (or nothing); the most of the gone
    worker's (`mine`) and of the survivor's own (`theirs`)."""
    t0 = last = time.monotonic()
    unserved = {c: 0.0 for c in mine + theirs}
    while True:
        statuses = {c: ask(survivor.port, c)[0] for c in unserved}
        now = time.monotonic()
        for c, status in statuses.items():
            if status != 200:
                unserved[c] += now - last
        last = now
        if done(statuses):
            return {"mine_s": max(unserved[c] for c in mine), "theirs_s": max((unserved[c] for c in theirs), default=0.0),
                    "watched_s": now - t0}
        if now - t0 > timeout:
            raise RuntimeError(f"not served {timeout:.0f}s after the worker went: {statuses}; see {survivor.log.parent}")
        time.sleep(POLL_S)


STALL_GUARD_LINE = "; seeking back"  # convcompact_agents.pipeline's warning when it seeks a partition back


# What the warning says of the partition (agents/pipeline.py): the offset the agent finished,
# Faust's committed offset and the Kafka client's position.
STALL_GUARD_STATE = re.compile(r"\(finished (-?\d+), committed (None|-?\d+), the client at (None|-?\d+)\)")


def stall_guard_firings(logs: list[Path]) -> dict[str, int]:
    """How often the stall guard sought a partition back, from the workers' logs (a killed
    worker's counter dies with it; its log does not); `committed_past_unfinished`: of those,
    the firings where Faust had committed past records the agent never finished (it acked
    records it did not deliver: a skip, by Faust's own commit)."""
    total = past = 0
    for log in logs:
        if not log.exists():
            continue
        for line in log.read_text(errors="replace").splitlines():
            if STALL_GUARD_LINE not in line:
                continue
            total += 1
            m = STALL_GUARD_STATE.search(line)
            if m and m.group(2) != "None" and int(m.group(2)) > int(m.group(1)) + 1:
                past += 1
    return {"seeks": total, "committed_past_unfinished": past}


def quiet(workers: list[Worker], cores: float = 0.15, window: float = 3.0, timeout: float = 900) -> float:
    """Wait until every worker has used less than `cores` of a CPU over two windows running:
    its standbys caught up with the changelog, its agents idle (a worker that just ingested
    or restored is still replaying the changelog into its standbys for minutes, and a kill
    then measures that replay, not the failover). Returns the seconds waited."""
    t0 = time.monotonic()
    calm = 0
    while calm < 2:
        if time.monotonic() - t0 > timeout:
            raise RuntimeError(f"the workers did not go quiet within {timeout:.0f}s")
        before = [bench.cpu_s(w.proc.pid)[0] for w in workers if w.proc is not None]
        time.sleep(window)
        after = [bench.cpu_s(w.proc.pid)[0] for w in workers if w.proc is not None]
        calm = calm + 1 if all((a - b) / window < cores for a, b in zip(after, before)) else 0
    return time.monotonic() - t0


def quantiles(xs: list[float]) -> dict[str, Optional[float]]:
    if not xs:
        return {"p50_s": None, "p99_s": None, "max_s": None, "n": 0}
    s = sorted(xs)
    return {"p50_s": statistics.median(s), "p99_s": s[min(len(s) - 1, round(0.99 * (len(s) - 1)))], "max_s": s[-1], "n": len(s)}


@dataclass
class Setup:
    name: str
    standbys: int
    static: bool
    result: dict[str, Any] = field(default_factory=dict)


SETUPS = [Setup("standby-1", 1, False), Setup("standby-0", 0, False), Setup("standby-1-static", 1, True)]


def run_setup(setup: Setup, bootstrap: str, decl: Path, tmp: Path, args: argparse.Namespace, records: list[dict]) -> tuple[Settings, list[str]]:
    s = bench.settings_for(bootstrap, decl, "rocksdb://", tmp, args.partitions).with_overrides(
        standby_replicas=setup.standbys, session_timeout_s=args.session_timeout)
    asyncio.run(create_topics(s))
    t0 = time.monotonic()
    asyncio.run(produce_records(s, records))
    produced = time.monotonic() - t0
    members = bench.worker_settings(s, 2)
    if setup.static:
        members = [m.with_overrides(group_instance_id=f"{s.app_id}-worker-{i}") for i, m in enumerate(members)]
    workers = [Worker(m, tmp / f"{setup.name}-w{i + 1}.log") for i, m in enumerate(members)]
    convs = probes(records, args.partitions)
    res: dict[str, Any] = setup.result
    try:
        t0 = time.monotonic()
        for w in workers:
            w.start()
        asyncio.run(bench.wait_evaluated(s, len(records), [w.proc for w in workers], [w.log for w in workers], False,  # type: ignore[misc]
                                         timeout=3600))
        res["ingest_s"], res["produce_s"] = time.monotonic() - t0, produced
        owners = settle(workers, convs)
        print(f"[{setup.name}] {len(records)} conversations in; kills", file=sys.stderr, flush=True)
        kills: list[dict[str, float]] = []
        for k in range(args.kills):
            victim, survivor = workers[k % 2], workers[1 - k % 2]
            mine = [c for c, port in owners.items() if port == victim.port]
            theirs = [c for c in convs if c not in mine]
            calm = quiet(workers) if args.quiesce else 0.0
            victim.kill(signal.SIGKILL)
            kills.append({**watch(survivor, mine, theirs, lambda st: all(st[c] == 200 for c in mine)), "quiet_wait_s": calm})
            print(f"[{setup.name}] kill {k + 1}: {len(mine)} partitions served by the survivor after {kills[-1]['mine_s']:.2f}s "
                  f"(its own unserved for {kills[-1]['theirs_s']:.2f}s)", file=sys.stderr, flush=True)
            victim.start()
            owners = settle(workers, convs)
        res["kills"] = kills
        res["kill"] = quantiles([k["mine_s"] for k in kills])
        res["kill_survivor_unserved"] = quantiles([k["theirs_s"] for k in kills])
        restarts: list[dict[str, float]] = []
        for k in range(args.restarts):
            victim, survivor = workers[k % 2], workers[1 - k % 2]
            mine = [c for c, port in owners.items() if port == victim.port]
            theirs = [c for c in convs if c not in mine]
            calm = quiet(workers) if args.quiesce else 0.0
            before = metric(survivor.port, ASSIGNMENTS)

            def rolling(v: Worker = victim) -> None:  # as a StatefulSet's rolling update: stop, then start
                v.kill(signal.SIGTERM)
                v.start()

            restart = threading.Thread(target=rolling)
            restart.start()

            def back(statuses: dict[str, int], v: Worker = victim) -> bool:
                """Restarted, every probe served, and the restarted worker owns partitions again
                (a dynamic member may come back with others than it had)."""
                return (not restart.is_alive() and all(x == 200 for x in statuses.values())
                        and any(ask(v.port, c) == (200, v.port) for c in convs))

            watched = watch(survivor, mine, theirs, back)
            restart.join()
            owners = settle(workers, convs)
            restarts.append({**watched, "survivor_rebalances": metric(survivor.port, ASSIGNMENTS) - before, "quiet_wait_s": calm})
            print(f"[{setup.name}] restart {k + 1}: {restarts[-1]}", file=sys.stderr, flush=True)
        res["restarts"] = restarts
        res["restart"] = quantiles([r["mine_s"] for r in restarts])
        res["restart_survivor_unserved"] = quantiles([r["theirs_s"] for r in restarts])
        res["restart_survivor_rebalances"] = sum(r["survivor_rebalances"] for r in restarts)
    finally:
        bench.stop(*[w.proc for w in workers if w.proc is not None and w.proc.poll() is None])
        res["stall_guard_firings"] = stall_guard_firings(sorted(tmp.glob(f"{setup.name}-w*.log")))
    return s, convs


async def changelog_records(s: Settings) -> int:
    """Records in the state table's changelog (what a worker with an empty data dir reads)."""
    from aiokafka import TopicPartition

    from convcompact.operations import changelog_topic
    from convcompact.private_api import refresh_metadata

    topic = changelog_topic(s)
    c = kafka_clients.consumer(s, group_id=None, enable_auto_commit=False)
    await c.start()
    try:
        await refresh_metadata(c)  # a consumer that never subscribed does not know the topic yet
        tps = [TopicPartition(topic, p) for p in sorted(c.partitions_for_topic(topic) or ())]
        if not tps:
            raise RuntimeError(f"no changelog topic {topic}")
        ends, starts = await c.end_offsets(tps), await c.beginning_offsets(tps)
        return sum(ends[tp] - starts[tp] for tp in tps)
    finally:
        await c.stop()


def time_to_serve(s: Settings, convs: list[str], log: Path) -> float:
    """Seconds from starting one worker with an empty data dir until it serves every probe."""
    w = Worker(s.with_overrides(data_dir=str(Path(s.data_dir) / f"empty-{time.monotonic_ns()}"), web_port=bench._free_port(),
                                standby_replicas=0), log)
    t0 = time.monotonic()
    w.start()
    try:
        settle([w], convs)
        return time.monotonic() - t0
    finally:
        bench.stop(w.proc)  # type: ignore[arg-type]


def restore(s: Settings, convs: list[str], n: int, bootstrap: str, decl: Path, tmp: Path, args: argparse.Namespace) -> dict[str, Any]:
    records = asyncio.run(changelog_records(s))
    full = time_to_serve(s, convs, tmp / "restore.log")
    # The fixed part (process start, joining, an empty restore) on a changelog of one conversation.
    one = conversations(1)
    b = bench.settings_for(bootstrap, decl, "rocksdb://", tmp, args.partitions).with_overrides(session_timeout_s=args.session_timeout)
    asyncio.run(create_topics(b))
    asyncio.run(produce_records(b, one))
    w = Worker(b, tmp / "baseline-ingest.log")
    w.start()
    try:
        asyncio.run(bench.wait_evaluated(b, 1, [w.proc], [w.log], False))  # type: ignore[list-item]
        settle([w], probes(one, args.partitions))
    finally:
        bench.stop(w.proc)  # type: ignore[arg-type]
    baseline = time_to_serve(b, probes(one, args.partitions), tmp / "baseline.log")
    restoring = max(1e-3, full - baseline)
    rate = records / restoring
    per_conv = records / n

    def at(convs_n: int) -> dict[str, Any]:
        measured = convs_n == n
        return {"conversations": convs_n, "seconds": round(baseline + (full - baseline if measured else convs_n * per_conv / rate), 2),
                "measured": measured}

    firings = stall_guard_firings(sorted(tmp.glob("restore*.log")) + sorted(tmp.glob("baseline*.log")))
    return {"conversations": n, "changelog_records": records, "stall_guard_firings": firings, "changelog_records_per_conversation": per_conv,
            "seconds_to_serve": full, "baseline_seconds": baseline, "restore_seconds": restoring, "records_per_s": rate,
            "at_100k": at(100_000), "at_1m": at(1_000_000)}


def measure(args: argparse.Namespace) -> dict[str, Any]:
    for sig in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, bench._exit_on_signal)
    if bench._reaper is None:
        bench._reaper = subprocess.Popen([sys.executable, "-c", bench._REAPER], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                         stderr=subprocess.DEVNULL, start_new_session=True, text=True)
    tmp = Path(tempfile.mkdtemp(prefix="bench-failover-"))
    out: dict[str, Any] = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
                           "conversations": args.conversations, "partitions": args.partitions, "session_timeout_s": args.session_timeout,
                           "quiesce": args.quiesce,
                           "heartbeat_s": Settings.heartbeat_s, "setups": {}}
    setups = [x for x in SETUPS if x.name in args.setups.split(",")]
    records = conversations(args.conversations)
    bootstrap, b = bench.broker()
    if b is not None:
        bench._listed("+", "broker", b.pid)  # type: ignore[attr-defined]
    done = False
    try:
        decl = bench.write_declarations(tmp / "decl", trigger=20_000, retain=10_000)
        first: Optional[tuple[Settings, list[str]]] = None
        for setup in setups:
            got = run_setup(setup, bootstrap, decl, tmp, args, records)
            first = first or got
            out["setups"][setup.name] = {"standby_replicas": setup.standbys, "static_membership": setup.static, **setup.result}
        if not args.skip_restore and first is not None:
            print("restore from the changelog", file=sys.stderr, flush=True)
            out["restore"] = restore(first[0], first[1], args.conversations, bootstrap, decl, tmp, args)
        done = True
    finally:
        bench.stop_broker(b)
        if args.logs:
            kept = Path(args.logs)
            kept.mkdir(parents=True, exist_ok=True)
            for log in tmp.glob("*.log"):
                shutil.copy(log, kept / log.name)
        if done:
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print(f"failover bench failed; worker logs kept in {tmp}", file=sys.stderr)
    outdir = Path(args.out)
    outdir.mkdir(parents=True, exist_ok=True)
    (outdir / "failover.json").write_text(json.dumps(out, indent=2))
    out["written"] = str(outdir / "failover.json")
    return out


def table(out: dict[str, Any]) -> list[tuple[str, str]]:
    def q(x: dict[str, Any]) -> str:
        return "-" if not x.get("n") else f"{x['p50_s']:.1f} / {x['p99_s']:.1f} / {x['max_s']:.1f} s ({x['n']})"

    rows = []
    for name, r in out["setups"].items():
        label = f"standbys {r['standby_replicas']}" + (", static membership" if r["static_membership"] else "")
        rows.append((f"SIGKILL: its partitions unserved, p50 / p99 / max, {label}", q(r["kill"])))
        rows.append((f"SIGKILL: the survivor's own unserved, p50 / p99 / max, {label}", q(r["kill_survivor_unserved"])))
        if r.get("restarts"):
            rows.append((f"rolling restart: its partitions unserved, p50 / p99 / max, {label}", q(r["restart"])))
            rows.append((f"rolling restart: the survivor's own unserved, p50 / p99 / max, {label}", q(r["restart_survivor_unserved"])))
            rows.append((f"rolling restart: rebalances of the survivor, {label}", f"{r['restart_survivor_rebalances']:.0f} in {len(r['restarts'])}"))
        f = r.get("stall_guard_firings") or {}
        rows.append((f"stall guard: partitions sought back (of them past Faust's commit), {label}", f"{f.get('seeks', '-')} ({f.get('committed_past_unfinished', '-')})"))
    if "restore" in out:
        r = out["restore"]
        rows.append(("restore from the changelog, empty data dir", f"{r['records_per_s']:,.0f} records/s"))
        rows.append(("restore: stall guard seeks (of them past Faust's commit)",
                     f"{r['stall_guard_firings']['seeks']} ({r['stall_guard_firings']['committed_past_unfinished']})"))
        for key in ("at_100k", "at_1m"):
            a = r[key]
            rows.append((f"  time to serve {a['conversations']:,} conversations", f"{a['seconds']:.0f} s" + ("" if a["measured"] else " (extrapolated)")))
    return rows


def print_table(out: dict[str, Any]) -> None:
    rows = table(out)
    width = max(len(n) for n, _ in rows)
    print(f"failover: {out['conversations']:,} conversations, 2 workers, {out['partitions']} partitions, session timeout "
          f"{out['session_timeout_s']:g} s, heartbeat {out['heartbeat_s']:g} s, {out['machine']['cpus']} CPUs")
    for name, value in rows:
        print(f"{name.ljust(width)}  {value}")
    if "restore" in out:
        r = out["restore"]
        print(f"(restore: {r['changelog_records']:,} changelog records for {r['conversations']:,} conversations, served after "
              f"{r['seconds_to_serve']:.1f} s, of which {r['baseline_seconds']:.1f} s start and join with a one-conversation changelog;"
              " a figure marked extrapolated is that start plus the changelog at the measured rate, not a run)")
    print(f"wrote {out['written']}")


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--conversations", type=int, default=100_000)
    ap.add_argument("--kills", type=int, default=5, help="SIGKILLs per setup")
    ap.add_argument("--restarts", type=int, default=3, help="rolling restarts (SIGTERM, start) per setup")
    ap.add_argument("--partitions", type=int, default=12)
    ap.add_argument("--session-timeout", type=float, default=Settings.session_timeout_s,
                    help="CONVCOMPACT_SESSION_TIMEOUT_S of the workers (a SIGKILLed worker is noticed after it)")
    ap.add_argument("--setups", default=",".join(x.name for x in SETUPS), help="which of them, comma-separated")
    ap.add_argument("--skip-restore", action="store_true")
    ap.add_argument("--logs", default="", help="copy every worker's log into this folder at the end")
    ap.add_argument("--no-quiesce", dest="quiesce", action="store_false",
                    help="kill or restart as soon as every probe is served, not once the workers are idle (standbys caught up)")
    ap.add_argument("--out", default=str(bench.REPO / "bench" / "results"))
    return ap


def main(argv: Optional[list[str]] = None) -> int:
    # aiokafka logs every retry (a fresh topic's leader not elected yet, a stopped worker's
    # port); a real failure raises here.
    logging.getLogger("aiokafka").setLevel(logging.CRITICAL)
    print_table(measure(parser().parse_args(argv)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
