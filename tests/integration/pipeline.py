"""A real pipeline for integration tests: its own topic prefix and app id on the session
broker, `convcompact worker` as a subprocess (stopped by its PID), and readers over topics."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
import ssl
import urllib.error
import urllib.request
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional, Union

import orjson
from aiokafka.errors import KafkaError

from convcompact import kafka_clients
from convcompact.settings import SECURITY_ENV, Settings
from convcompact_topics.admin import create_topics
from convcompact_topics.catalog import topic_name
from convcompact_topics.reader import Stored, read_all

from convcompact.core.records import SETTLEMENT_OUTCOMES as SETTLE_OUTCOMES
from convcompact.core.records import TRIGGER_OUTCOMES


def own_evaluation(run: dict[str, Any]) -> bool:
    """A message's own trigger evaluation: exactly one per admitted message. Catch-up
    evaluations (marked `cause`) evaluate a message that already had its own, on top."""
    return run["outcome"] in TRIGGER_OUTCOMES and run.get("cause") is None


def packets_in_flight(runs: list[dict[str, Any]]) -> set[str]:
    """Per conversation, its newest dispatched packet (by run record time) while no result has
    answered it. An older dispatch with no result is not in flight: a crash ended its batch
    before the chain took the packet in flight, and the evaluation repeated after the crash
    chose otherwise (a catch-up evaluation repeated after a crash can pick a newer trigger
    message); the model runner never executes such a packet."""
    answered = {r["packet_id"] for r in runs if r["outcome"] in SETTLE_OUTCOMES}
    newest: dict[tuple[str, str], dict[str, Any]] = {}
    for r in runs:
        key = (r["compactor_id"], r["conversation"])
        if r["outcome"] == "dispatched" and (key not in newest or r["at"] >= newest[key]["at"]):
            newest[key] = r
    return {r["packet_id"] for r in newest.values() if r["packet_id"] not in answered}


def outcome_report(runs: list[dict[str, Any]]) -> str:
    """What the pipeline did, per chat: each outcome (with its reason and cause) and how
    often, for a failing wait's message (the worker's log tail alone rarely says why)."""
    per_chat: dict[str, Counter[str]] = {}
    for r in {r["run_id"]: r for r in runs}.values():
        label = r["outcome"] + (f"/{r['reason']}" if r.get("reason") else "") + (f" ({r['cause']})" if r.get("cause") else "")
        per_chat.setdefault(r["conversation"], Counter())[label] += 1
    return "\n".join(f"  {chat}: " + ", ".join(f"{k} x{n}" for k, n in sorted(c.items())) for chat, c in sorted(per_chat.items()))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Pipeline:
    bootstrap: str
    declarations: Path
    workdir: Path
    partitions: int = 4
    name: str = field(default_factory=lambda: uuid.uuid4().hex[:8])
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)
    # On a secured broker: the worker principal's Kafka settings (KAFKA_* variables), and the
    # input producer's, which `produce` writes as (the worker may not write the inputs).
    env: dict[str, str] = field(default_factory=dict)
    producer_env: dict[str, str] = field(default_factory=dict)
    make_topics: bool = True  # False: the test creates them (`convcompact topics create ...`)

    def __post_init__(self) -> None:
        self.settings = Settings.from_env(
            self.env,
            bootstrap=self.bootstrap,
            topic_prefix=f"t{self.name}.",
            app_id=f"cc-{self.name}",
            declarations=str(self.declarations),
            partitions=self.partitions,
            data_dir=str(self.workdir / "data"),
            web_port=free_port(),
            store="rocksdb://",  # the production store (its partition databases follow the current event)
        )
        if self.make_topics:
            asyncio.run(create_topics(self.settings))

    def url(self, port: int, path: str) -> str:
        """A worker's page: https when its web port has TLS (CONVCOMPACT_WEB_TLS_CERTFILE)."""
        return f"{'https' if self.settings.web_tls_certfile else 'http'}://127.0.0.1:{port}{path}"

    def get(self, port: int, path: str, headers: Optional[dict[str, str]] = None, timeout: float = 5) -> tuple[int, bytes, dict[str, str]]:
        """(status, body, headers) of a GET on a worker, over TLS checked against its CA
        file when it has TLS; `headers` as given (no token is added)."""
        context = ssl.create_default_context(cafile=self.settings.web_tls_cafile or None) if self.settings.web_tls_certfile else None
        req = urllib.request.Request(self.url(port, path), headers=headers or {})
        try:
            with urllib.request.urlopen(req, timeout=timeout, context=context) as r:
                return r.status, r.read(), dict(r.headers)
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read(), dict(exc.headers)

    @property
    def input_settings(self) -> Settings:
        return as_principal(self.settings, self.producer_env) if self.producer_env else self.settings

    # ---- the worker ------------------------------------------------------------------

    def start_worker(self, wait: bool = True, settings: Optional[Settings] = None) -> subprocess.Popen[bytes]:
        """A worker with the pipeline's settings (a second one beside a running one on a web
        port of its own), or with `settings` exactly (a worker restarted as it was)."""
        s = settings or self.settings
        if settings is None and any(proc.poll() is None for proc in self.procs):
            s = s.with_overrides(web_port=free_port())  # a second worker beside the first
        self.web_ports = getattr(self, "web_ports", []) + [s.web_port]
        env = {**os.environ, **s.to_env()}
        log = open(self.workdir / f"worker-{len(self.procs)}.log", "wb")
        proc = subprocess.Popen([sys.executable, "-m", "convcompact", "worker", "--loglevel", "info"], env=env, stdout=log, stderr=subprocess.STDOUT)
        self.procs.append(proc)
        if wait:
            self.wait_ready(proc, s.web_port)
        return proc

    def wait_ready(self, proc: subprocess.Popen[bytes], port: int, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert proc.poll() is None, f"worker exited {proc.returncode}: {self.log_tail()}"
            try:
                # 200, as before any auth existed (a starting worker may answer otherwise); a
                # 401 is ready only where /metrics has a token of its own.
                status = self.get(port, "/metrics", timeout=2)[0]
                if status == 200 or (status == 401 and self.settings.metrics_token_file):
                    return
            except OSError:
                pass
            time.sleep(0.3)
        raise AssertionError("worker not ready: " + self.log_tail())

    def stop_worker(self, sig: int = signal.SIGTERM, timeout: float = 30) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.send_signal(sig)
                try:
                    proc.wait(timeout=timeout)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()

    def metrics(self, proc: Optional[subprocess.Popen[bytes]] = None) -> dict[str, float]:
        """A running worker's /metrics (the newest worker's by default), each metric's samples
        summed over its labels; empty when the worker does not answer."""
        proc = proc if proc is not None else self.procs[-1]
        port = self.web_ports[self.procs.index(proc)]
        try:
            status, body, _ = self.get(port, "/metrics", timeout=2)
        except OSError:
            return {}
        text = body.decode() if status == 200 else ""
        out: dict[str, float] = {}
        for line in text.splitlines():
            if not line or line.startswith("#"):
                continue
            name, _, value = line.rpartition(" ")
            name = name.split("{", 1)[0]
            try:
                out[name] = out.get(name, 0.0) + float(value)
            except ValueError:
                continue
        return out

    def logs(self) -> list[str]:
        """Every worker's log so far, oldest first."""
        return [(self.workdir / f"worker-{i}.log").read_text(errors="replace") for i in range(len(self.procs))]

    def log_tail(self, n: int = 3000) -> str:
        logs = sorted(self.workdir.glob("worker-*.log"), key=lambda f: int(f.stem.split("-")[1]))  # worker-10 after worker-9
        return logs[-1].read_text(errors="replace")[-n:] if logs else ""

    # ---- topics ----------------------------------------------------------------------

    def produce(self, records: list[dict[str, Any]]) -> None:
        from convcompact.produce import produce_records

        asyncio.run(produce_records(self.input_settings, records))

    def produce_raw(self, role: str, key: Optional[bytes], value: bytes, partition: Optional[int] = None) -> None:
        async def go() -> None:
            p = kafka_clients.producer(self.input_settings)
            await p.start()
            try:
                await p.send_and_wait(topic_name(self.settings, role), value, key=key, partition=partition)
            finally:
                await p.stop()

        asyncio.run(go())

    def read(self, role: str) -> list[Stored]:
        return asyncio.run(read_all(self.settings, [topic_name(self.settings, role)]))

    def records(self, role: str) -> list[dict[str, Any]]:
        return [orjson.loads(s.value) for s in self.read(role) if s.value]

    def runs(self) -> list[dict[str, Any]]:
        return self.records("runs")

    def wait_until(self, done: Callable[[], bool], timeout: float = 180, what: Union[str, Callable[[], str]] = "") -> None:
        """Until `done()`; on a timeout, fail with `what` (a callable: what it says then), the
        runs per chat, the newest worker's log and every live worker's asyncio tasks."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if done():
                return
            time.sleep(1.0)
        try:
            report = outcome_report(self.runs())
        except Exception as exc:  # the broker may be what is gone
            report = f"  (runs unreadable: {type(exc).__name__}: {exc})"
        said = what() if callable(what) else what
        raise AssertionError(
            f"timed out waiting for {said}; runs per chat:\n{report}\nworker log: {self.log_tail()}\n{self.task_dumps()}"
        )

    def task_dumps(self, wait_s: float = 3.0) -> str:
        """Every live worker's threads and asyncio tasks, with their stacks: the Faust worker
        (mode) writes them to its log on SIGUSR1. What a stuck pipeline waits on."""
        logs = {proc: self.workdir / f"worker-{i}.log" for i, proc in enumerate(self.procs) if proc.poll() is None}
        sizes = {proc: f.stat().st_size for proc, f in logs.items()}
        for proc in logs:
            proc.send_signal(signal.SIGUSR1)
        time.sleep(wait_s)
        out = []
        for proc, f in logs.items():
            with open(f, "rb") as fh:
                fh.seek(sizes[proc])
                out.append(f"tasks of worker pid {proc.pid} ({f.name}):\n" + fh.read().decode(errors="replace")[-60000:])
        return "\n".join(out)

    def produce_in_waves(self, records: list[dict[str, Any]], waves: int, already: int = 0) -> list[dict[str, Any]]:
        """Produce `records` in `waves` installments, each settled before the next (a real
        chat's pace: each chat compacts at its own messages, not only by catch-up after a
        backlog). `already`: source messages produced before. Returns the run records."""
        size = -(-len(records) // waves)
        runs: list[dict[str, Any]] = []
        for i in range(0, len(records), size):
            self.produce(records[i : i + size])
            runs = self.wait_settled(already + sum(r["type"] == "source.message@1" for r in records[: i + size]))
        return runs

    def wait_settled(self, source_messages: int, timeout: float = 180) -> list[dict[str, Any]]:
        """Until every source message has its trigger run record and no packet is in flight."""
        state: dict[str, Any] = {}

        def done() -> bool:
            runs = {r["run_id"]: r for r in self.runs()}
            state["runs"] = list(runs.values())
            own = sum(own_evaluation(r) for r in runs.values())
            return own >= source_messages and not packets_in_flight(list(runs.values()))

        self.wait_until(done, timeout, f"{source_messages} trigger run records")
        return state["runs"]

    def wait_consumed(self, roles: tuple[str, ...] = ("source", "correction", "delivery"), timeout: float = 120) -> None:
        """Until the worker's group has committed every record of these topics: each record
        was handled (a duplicate too), not merely produced."""
        from convcompact.operations import lag_report

        topics = {topic_name(self.settings, r) for r in roles}
        left: dict[str, Any] = {}

        def done() -> bool:
            try:
                report = asyncio.run(lag_report(self.settings, with_gauges=False))
            except KafkaError as exc:
                if not exc.retriable:
                    raise
                # A fresh broker has no group coordinator until the offsets topic exists
                # (the worker's first join creates it): not consumed yet.
                left["rows"] = f"{type(exc).__name__}"
                return False
            rows = [r for r in report if r.topic in topics]
            left["rows"] = [(r.topic, r.partition, r.lag) for r in rows if r.lag]
            return bool(rows) and not left["rows"]

        self.wait_until(done, timeout, lambda: f"the group to commit every record of {sorted(topics)} (left: {left.get('rows')})")

    def metric(self, name: str, **labels: str) -> float:
        """One metric's value on the newest worker's /metrics, summed over the samples whose
        labels include `labels`."""
        status, body, _ = self.get(self.web_ports[-1], "/metrics")
        assert status == 200, (status, body[:200])
        text = body.decode()
        total = 0.0
        want = [f'{k}="{v}"' for k, v in labels.items()]
        for line in text.splitlines():
            if line.startswith(name + "{") or line.startswith(name + " "):
                head, _, value = line.rpartition(" ")
                if all(w in head for w in want):
                    total += float(value)
        return total


def as_principal(settings: Settings, env: dict[str, str]) -> Settings:
    """The same pipeline's settings, connecting as another principal: its KAFKA_* settings
    (e.g. a secured broker's `client_env(user, mechanism)`) in place of these."""
    blank = {var: "" for var in SECURITY_ENV.values()} | {"KAFKA_SECURITY_PROTOCOL": "PLAINTEXT", "KAFKA_SSL_CHECK_HOSTNAME": "true"}
    return Settings.from_env({**settings.to_env(), **blank, **env})


def cli(p: Pipeline, *args: str, settings: Optional[Settings] = None) -> subprocess.CompletedProcess[str]:
    """`convcompact ARGS` against this pipeline's settings (or `settings`), as an operator runs it."""
    env = {**os.environ, **(settings or p.settings).to_env()}
    return subprocess.run([sys.executable, "-m", "convcompact", *args], env=env, capture_output=True, text=True, timeout=120)


def produce_json(p: Pipeline, role: str, key: str, record: dict[str, Any], conversation: Optional[str] = None) -> None:
    """Produce one record; with `conversation`, on that conversation's partition (as the
    contract places every document of a chat)."""
    from convcompact_topics.catalog import partition_for

    part = partition_for(conversation, p.settings.partitions) if conversation else None
    p.produce_raw(role, key.encode(), orjson.dumps(record), part)
