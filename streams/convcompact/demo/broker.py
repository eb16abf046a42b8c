#!/usr/bin/env python3
"""A local Apache Kafka broker (KRaft, broker+controller) for convcompact.

Standard library only to `fetch` the jars: this runs before the project's dependencies are
installed. Starting a broker checks its readiness through a real Kafka client (the project's
own, aiokafka), so `start` and `status` need the project installed. Needs ``java`` (17+) and,
for the one-time download of the broker jars, ``mvn``; a secured broker also ``keytool``.

Command line::

    python3 deploy/kafka_broker.py fetch  [--cache DIR] [--kafka-version V] [--force]
    python3 deploy/kafka_broker.py start  [--cache DIR] [--kafka-version V] [--port N]
                                          [--data DIR] [--keep | --fresh] [--timeout S] [--secure]
    python3 deploy/kafka_broker.py stop   [--cache DIR] (--data DIR | --port N) [--timeout S]
    python3 deploy/kafka_broker.py status [--cache DIR] (--data DIR | --port N)

(``deploy/kafka_broker.py`` runs this file; installed, ``python -m convcompact.demo.broker``.)

``start`` prints ``KAFKA_BOOTSTRAP_SERVERS=127.0.0.1:PORT`` as its last stdout line; with
``--secure`` (SASL_SSL and mutual TLS, the StandardAuthorizer on: broker_secure.py) the
admin's ``KAFKA_*`` security settings before it.

Environment: ``CONVCOMPACT_CACHE`` (cache folder, default ``.cache/kafka`` under the working directory),
``CONVCOMPACT_KAFKA_VERSION`` (default 4.1.1), ``CONVCOMPACT_BROKER_PORT`` (CLI ``start``
port when ``--port`` is not given), ``KAFKA_HEAP_OPTS`` (default ``-Xmx768m -Xms256m``).

Python API (``convcompact demo`` and the test fixtures import it)::

    broker = start_broker()            # fresh data dir, free port
    broker.bootstrap                   # "127.0.0.1:PORT"
    restart_broker(broker)             # same port + data dir, log dir kept; updates broker in place
    stop_broker(broker)                # SIGTERM (then SIGKILL) of that PID only
    secured = start_broker(secure=True)
    secured.client_env("reader", "MTLS")   # the KAFKA_* settings a user connects with
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import concurrent.futures
import contextlib
import dataclasses
import importlib
import json
import logging
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Iterator

DEFAULT_KAFKA_VERSION = "4.1.1"
LOG4J_SLF4J_VERSION = "2.24.3"
DEFAULT_HEAP_OPTS = "-Xmx768m -Xms256m"
CLUSTER_HEAP_OPTS = "-Xmx384m -Xms128m"  # per node of a three-node cluster (2 cores, 24 GiB)
CLUSTER_FILE = "cluster.json"
DEFAULT_START_TIMEOUT = 90.0
DEFAULT_STOP_TIMEOUT = 30.0
HOST = "127.0.0.1"
MAX_MESSAGE_BYTES = 8 * 1024 * 1024

STATE_FILE = "broker.json"
# Written into every data dir this script creates; ``--fresh`` only wipes dirs carrying it.
OWNER_MARKER = ".convcompact-kafka-broker"
FETCH_MARKER = ".complete"
# Jars that would bind slf4j to reload4j next to log4j-slf4j-impl (multiple bindings).
_CONFLICTING_JAR_PREFIXES = ("slf4j-reload4j", "reload4j")


class BrokerError(RuntimeError):
    """Anything that went wrong fetching, starting or stopping the broker."""


@dataclasses.dataclass
class Broker:
    bootstrap: str
    pid: int
    data_dir: Path
    port: int
    controller_port: int = 0
    kafka_version: str = DEFAULT_KAFKA_VERSION
    cache_dir: Path | None = None
    # A secured broker (``secure=True``): {"mtls_port", "tls_dir", "secrets_dir"}; see broker_secure.py.
    security: dict | None = None

    def stop(self, timeout: float = DEFAULT_STOP_TIMEOUT) -> bool:
        return stop_broker(self, timeout=timeout)

    def restart(self, timeout: float = DEFAULT_START_TIMEOUT) -> "Broker":
        return restart_broker(self, timeout=timeout)

    def is_running(self) -> bool:
        return _pid_is_our_broker(self.pid, Path(self.data_dir))

    def answers(self, timeout: float = 2.0) -> bool:
        return client_answers(self.bootstrap, self.client_env(), timeout=timeout)

    def client_env(self, user: str = "admin", mechanism: str = "SCRAM-SHA-512") -> dict[str, str]:
        """The KAFKA_* settings with which `user` reaches this broker (a secured broker: over
        SASL_SSL with `mechanism`, or ``mechanism="MTLS"`` by the user's client certificate)."""
        if not self.security:
            return {"KAFKA_BOOTSTRAP_SERVERS": self.bootstrap}
        sec = self.security
        return _secure().client_env(
            self.bootstrap, f"{HOST}:{sec['mtls_port']}", Path(sec["tls_dir"]), Path(sec["secrets_dir"]), user, mechanism
        )


# --------------------------------------------------------------------------- paths / config


def default_cache_dir() -> Path:
    env = os.environ.get("CONVCOMPACT_CACHE")
    return Path(env).expanduser().resolve() if env else Path.cwd() / ".cache" / "kafka"


def default_kafka_version() -> str:
    return os.environ.get("CONVCOMPACT_KAFKA_VERSION") or DEFAULT_KAFKA_VERSION


def _resolve_cache(cache_dir: str | os.PathLike | None) -> Path:
    return Path(cache_dir).expanduser().resolve() if cache_dir else default_cache_dir()


def default_data_dir(cache_dir: Path, port: int) -> Path:
    return cache_dir / f"run-{port}"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now (the OS picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def _port_is_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        # Java's ServerSocketChannel sets SO_REUSEADDR too, so TIME_WAIT leftovers
        # of a previous broker on this port don't count as "busy".
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((HOST, port))
        except OSError:
            return False
        return True


def _need_tool(name: str, why: str) -> str:
    path = shutil.which(name)
    if not path:
        raise BrokerError(f"`{name}` was not found on PATH; it is needed {why}.")
    return path


def _tail(path: Path, lines: int = 40) -> str:
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            f.seek(max(0, f.tell() - 64 * 1024))
            text = f.read().decode("utf-8", "replace")
    except OSError:
        return f"(no {path.name})"
    return "\n".join(text.splitlines()[-lines:]) or f"({path.name} is empty)"


@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """An exclusive advisory lock (POSIX); a no-op where fcntl is missing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        import fcntl
    except ImportError:  # pragma: no cover - non-POSIX
        yield
        return
    with open(path, "a+") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


# --------------------------------------------------------------------------- fetch

_POM_TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by deploy/kafka_broker.py: only used to download the broker's jars. -->
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.convcompact</groupId>
  <artifactId>kafka-broker-jars</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>org.apache.kafka</groupId>
      <artifactId>kafka_2.13</artifactId>
      <version>{kafka_version}</version>
    </dependency>
    <!-- Kafka logs through slf4j 1.7; bind it to log4j2 (otherwise: NOP logger, no server.log). -->
    <dependency>
      <groupId>org.apache.logging.log4j</groupId>
      <artifactId>log4j-slf4j-impl</artifactId>
      <version>{log4j_version}</version>
    </dependency>
  </dependencies>
</project>
"""


def kafka_home(cache_dir: Path, kafka_version: str) -> Path:
    return cache_dir / f"kafka-{kafka_version}"


def fetch(
    cache_dir: str | os.PathLike | None = None,
    kafka_version: str | None = None,
    force: bool = False,
    quiet: bool = False,
) -> Path:
    """Download the broker jars into ``<cache>/kafka-<version>/libs`` once; return that dir."""
    cache = _resolve_cache(cache_dir)
    version = kafka_version or default_kafka_version()
    home = kafka_home(cache, version)
    libs = home / "libs"
    marker = home / FETCH_MARKER
    if marker.exists() and libs.is_dir() and not force:
        return libs
    _need_tool("java", "to run the Kafka broker (JDK 17+)")
    mvn = _need_tool("mvn", "once, to download the Kafka broker jars from Maven Central")
    with _file_lock(cache / f".fetch-{version}.lock"):
        if marker.exists() and libs.is_dir() and not force:  # another process did it meanwhile
            return libs
        home.mkdir(parents=True, exist_ok=True)
        marker.unlink(missing_ok=True)
        (home / "pom.xml").write_text(
            _POM_TEMPLATE.format(kafka_version=version, log4j_version=LOG4J_SLF4J_VERSION)
        )
        staging = home / "libs.partial"
        shutil.rmtree(staging, ignore_errors=True)
        if not quiet:
            print(f"fetching Apache Kafka {version} broker jars into {libs} ...", file=sys.stderr)
        t0 = time.monotonic()
        cmd = [
            mvn, "-q", "-B", "-f", str(home / "pom.xml"),
            "dependency:copy-dependencies",
            f"-DoutputDirectory={staging}",
            "-DincludeScope=runtime",
        ]
        proc = subprocess.run(cmd, cwd=home, capture_output=True, text=True)
        if proc.returncode != 0:
            text = re.sub(r"\x1b\[[0-9;]*m", "", proc.stdout + proc.stderr)
            out = text.strip().splitlines()[-30:]
            raise BrokerError(
                f"mvn failed (exit {proc.returncode}) fetching kafka_2.13:{version}:\n" + "\n".join(out)
            )
        for jar in staging.glob("*.jar"):
            if jar.name.startswith(_CONFLICTING_JAR_PREFIXES):
                jar.unlink()
        jars = sorted(p.name for p in staging.glob("*.jar"))
        if not any(j.startswith(f"kafka_2.13-{version}") for j in jars):
            raise BrokerError(f"mvn finished but no kafka_2.13-{version}.jar in {staging}")
        shutil.rmtree(libs, ignore_errors=True)
        staging.rename(libs)
        marker.write_text(
            json.dumps(
                {"kafka_version": version, "jars": len(jars), "fetch_seconds": round(time.monotonic() - t0, 1)}
            )
        )
        if not quiet:
            print(f"fetched {len(jars)} jars in {time.monotonic() - t0:.1f}s", file=sys.stderr)
    return libs


# --------------------------------------------------------------------------- readiness
# Ready means: a real Kafka client (the project's own, built by convcompact.kafka_clients with
# the broker's security settings) connects, authenticates and sees the cluster's brokers.
# Imported only here, so `fetch` needs the standard library alone.


def client_answers(bootstrap: str, env: dict[str, str] | None = None, brokers: int = 1, timeout: float = 5.0) -> bool:
    """True when a client with the settings `env` (KAFKA_* variables, e.g. a secured broker's
    ``Broker.client_env()``) reaches `bootstrap` and the cluster lists `brokers` brokers or more."""
    return _not_ready(bootstrap, env, brokers, timeout) is None


def _not_ready(bootstrap: str, env: dict[str, str] | None, brokers: int, timeout: float) -> str | None:
    """None when ready; otherwise why not (the last reason goes into a start's timeout error)."""
    try:
        from convcompact import kafka_clients
        from convcompact.settings import Settings
    except ImportError as exc:
        raise BrokerError(
            f"checking the broker needs the project installed (its Kafka client): {exc}; "
            "run `bash deploy/test.sh` or `pip install -e .` first (`fetch` needs nothing)"
        ) from None
    settings = Settings.from_env({**(env or {}), "KAFKA_BOOTSTRAP_SERVERS": bootstrap})

    async def ask() -> str | None:
        admin = kafka_clients.admin(settings, request_timeout_ms=int(timeout * 1000))
        try:
            await asyncio.wait_for(admin.start(), timeout)
            found = len((await asyncio.wait_for(admin.describe_cluster(), timeout))["brokers"])
            return None if found >= brokers else f"{found} of {brokers} brokers registered"
        except Exception as exc:  # not listening yet, still loading, or refusing these credentials
            return f"{type(exc).__name__}: {exc}"
        finally:
            await admin.close()

    with concurrent.futures.ThreadPoolExecutor(1) as pool:  # an event loop of its own, whoever calls
        return pool.submit(asyncio.run, ask()).result()


def _secure() -> Any:
    return _sibling("broker_secure")


def _sibling(name: str) -> Any:
    """A module beside this file, also when this file runs as a script (deploy/kafka_broker.py
    runs it by path, before the project is installed): then its namespace, run once."""
    if __package__:
        return importlib.import_module(f"{__package__}.{name}")
    if name not in _SIBLINGS:
        import runpy

        _SIBLINGS[name] = SimpleNamespace(**runpy.run_path(str(Path(__file__).with_name(f"{name}.py")), run_name=f"_broker_{name}"))
    return _SIBLINGS[name]


_SIBLINGS: dict[str, Any] = {}


# --------------------------------------------------------------------------- process bookkeeping

# Popen objects of brokers started by this interpreter (so exits get reaped, no zombies).
_CHILDREN: dict[int, subprocess.Popen] = {}


def _read_cmdline(pid: int) -> str | None:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
        return raw.replace(b"\0", b" ").decode("utf-8", "replace")
    except FileNotFoundError:
        return None
    except OSError:
        pass
    try:  # no /proc (macOS)
        out = subprocess.run(["ps", "-p", str(pid), "-o", "command="], capture_output=True, text=True)
    except OSError:
        return None
    return out.stdout.strip() or None


def _pid_alive(pid: int) -> bool:
    proc = _CHILDREN.get(pid)
    if proc is not None:
        return proc.poll() is None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie is not "running"
        stat = Path(f"/proc/{pid}/stat").read_text()
        if stat.rsplit(")", 1)[1].split()[0] == "Z":
            return False
    except (OSError, IndexError):
        pass
    return True


def _pid_is_our_broker(pid: int, data_dir: Path) -> bool:
    """The PID is alive AND is the java kafka.Kafka process of this data dir (guards against PID reuse)."""
    if not pid or not _pid_alive(pid):
        return False
    cmdline = _read_cmdline(pid)
    if cmdline is None:
        return False
    return "kafka.Kafka" in cmdline and str(Path(data_dir).resolve() / "server.properties") in cmdline


def _read_state(data_dir: Path) -> dict | None:
    try:
        return json.loads((data_dir / STATE_FILE).read_text())
    except (OSError, ValueError):
        return None


def _write_state(data_dir: Path, state: dict) -> None:
    tmp = data_dir / (STATE_FILE + ".tmp")
    tmp.write_text(json.dumps(state, indent=2) + "\n")
    tmp.replace(data_dir / STATE_FILE)


def _broker_from_state(state: dict, cache_dir: Path | None) -> Broker:
    return Broker(
        bootstrap=state["bootstrap"],
        pid=int(state["pid"]),
        data_dir=Path(state["data_dir"]),
        port=int(state["port"]),
        controller_port=int(state.get("controller_port", 0)),
        kafka_version=state.get("kafka_version", DEFAULT_KAFKA_VERSION),
        cache_dir=cache_dir,
        security=state.get("security"),
    )


def _read_properties(path: Path) -> dict[str, str]:
    props = {}
    try:
        for line in path.read_text().splitlines():
            line = line.strip()
            if line and not line.startswith("#") and "=" in line:
                k, v = line.split("=", 1)
                props[k.strip()] = v.strip()
    except OSError:
        pass
    return props


# --------------------------------------------------------------------------- start


def _random_cluster_id() -> str:
    """Same format as ``kafka-storage random-uuid``: 16 random bytes, base64url, no padding."""
    while True:
        cid = base64.urlsafe_b64encode(uuid.uuid4().bytes).decode().rstrip("=")
        if not cid.startswith("-"):
            return cid


def _server_properties(data_dir: Path, port: int, controller_port: int, extra: dict[str, str] | None = None) -> str:
    """The broker's properties; `extra` adds or replaces some (a secured broker's listeners)."""
    props = {
        "process.roles": "broker,controller",
        "node.id": "1",
        "controller.quorum.voters": f"1@{HOST}:{controller_port}",
        "controller.listener.names": "CONTROLLER",
        "listeners": f"PLAINTEXT://{HOST}:{port},CONTROLLER://{HOST}:{controller_port}",
        "advertised.listeners": f"PLAINTEXT://{HOST}:{port}",
        "inter.broker.listener.name": "PLAINTEXT",
        "listener.security.protocol.map": "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT",
        "log.dirs": str(data_dir / "logs"),
        "num.partitions": "1",
        # Single node: every internal topic has one replica; few partitions = fast first use.
        "offsets.topic.replication.factor": "1",
        "offsets.topic.num.partitions": "1",
        "transaction.state.log.replication.factor": "1",
        "transaction.state.log.min.isr": "1",
        "transaction.state.log.num.partitions": "1",
        "share.coordinator.state.topic.replication.factor": "1",
        "share.coordinator.state.topic.min.isr": "1",
        "group.initial.rebalance.delay.ms": "0",
        # Compacted topics are the point of this project.
        "log.cleaner.enable": "true",
        "log.cleaner.backoff.ms": "1000",
        # The pipeline sends packets of a few MB.
        "message.max.bytes": str(MAX_MESSAGE_BYTES),
        "replica.fetch.max.bytes": str(MAX_MESSAGE_BYTES),
        # auto.create.topics.enable: broker default (true) on purpose.
    }
    props.update(extra or {})
    lines = ["# Written by deploy/kafka_broker.py; rewritten on every start."]
    lines += [f"{k}={v}" for k, v in props.items()]
    return "\n".join(lines) + "\n"


def _log4j2_properties(data_dir: Path) -> str:
    log = data_dir / "server.log"
    noisy = [
        "kafka.request.logger",
        "org.apache.kafka.common.config",  # the huge "KafkaConfig values:" dumps
        "org.apache.kafka.common.utils.AppInfoParser",
        "org.apache.kafka.clients",
        "org.apache.kafka.raft",
        "org.apache.kafka.metadata",
        "org.apache.kafka.image",
        "org.apache.kafka.controller",
        "org.apache.kafka.storage.internals.log.LogLoader",
        "kafka.server.metadata",
    ]
    out = [
        "# Written by deploy/kafka_broker.py",
        "status = warn",
        "appender.file.type = RollingFile",
        "appender.file.name = FILE",
        f"appender.file.fileName = {log}",
        f"appender.file.filePattern = {log}.%i",
        "appender.file.layout.type = PatternLayout",
        "appender.file.layout.pattern = [%d] %p %m (%c)%n",
        "appender.file.policies.type = Policies",
        "appender.file.policies.size.type = SizeBasedTriggeringPolicy",
        "appender.file.policies.size.size = 50MB",
        "appender.file.strategy.type = DefaultRolloverStrategy",
        "appender.file.strategy.max = 3",
        "rootLogger.level = INFO",
        "rootLogger.appenderRef.file.ref = FILE",
    ]
    for i, name in enumerate(noisy):
        out += [f"logger.n{i}.name = {name}", f"logger.n{i}.level = WARN"]
    return "\n".join(out) + "\n"


def _prepare_data_dir(data_dir: Path, fresh: bool) -> None:
    if fresh and data_dir.exists():
        if any(data_dir.iterdir()) and not (data_dir / OWNER_MARKER).exists():
            raise BrokerError(
                f"refusing to wipe {data_dir}: it is not empty and was not created by kafka_broker.py"
            )
        shutil.rmtree(data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / OWNER_MARKER).touch()


def _format_storage(java: str, libs: Path, data_dir: Path, props_path: Path, extra_args: list[str] | None = None,
                    cluster_id: str | None = None) -> None:
    if (data_dir / "logs" / "meta.properties").exists():
        return  # already formatted: keep the log dir (and every topic in it)
    cluster_id_file = data_dir / "cluster.id"
    if cluster_id is None:
        cluster_id = cluster_id_file.read_text().strip() if cluster_id_file.exists() else _random_cluster_id()
    cluster_id_file.write_text(cluster_id + "\n")
    cmd = [
        java, "-Xmx256m", f"-Dlog4j2.configurationFile={data_dir / 'log4j2.properties'}",
        "-cp", str(libs / "*"), "kafka.tools.StorageTool",
        "format", "-t", cluster_id, "-c", str(props_path), *(extra_args or []),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BrokerError(
            f"formatting the KRaft log dir failed (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}"
        )


def _java_cmd(java: str, libs: Path, data_dir: Path, props_path: Path, heap_opts: str = DEFAULT_HEAP_OPTS) -> list[str]:
    heap = shlex.split(os.environ.get("KAFKA_HEAP_OPTS") or heap_opts)
    return [
        java,
        *heap,
        "-XX:+UseG1GC",
        "-XX:MaxGCPauseMillis=20",
        "-XX:+ExitOnOutOfMemoryError",
        "-Djava.awt.headless=true",
        f"-Dlog4j2.configurationFile={data_dir / 'log4j2.properties'}",
        f"-Dkafka.logs.dir={data_dir}",
        "-cp", str(libs / "*"),
        "kafka.Kafka",
        str(props_path),
    ]


def start_broker(
    cache_dir: str | os.PathLike | None = None,
    port: int | None = None,
    data_dir: str | os.PathLike | None = None,
    fresh: bool = True,
    *,
    kafka_version: str | None = None,
    timeout: float = DEFAULT_START_TIMEOUT,
    detach: bool = False,
    quiet: bool = True,
    secure: bool = False,
) -> Broker:
    """Start a single-node KRaft broker on 127.0.0.1 and wait until it serves requests.

    ``port=None``: a free port (re-picked if the broker loses a port race). ``data_dir=None``:
    ``<cache>/run-<port>``. ``fresh=True`` wipes the data dir first; ``fresh=False`` keeps it
    (a formatted log dir is reused, not re-formatted). ``detach=True`` puts java in its own
    session (for the CLI, so it outlives the shell); the default keeps it in the caller's
    process group, so Ctrl-C reaches it too. ``secure=True``: SASL_SSL (SCRAM, PLAIN,
    OAUTHBEARER) on the port, mutual TLS on a second one, the StandardAuthorizer on, `admin`
    the only super user (broker_secure.py); ``Broker.client_env(user)`` says how to connect.
    """
    cache = _resolve_cache(cache_dir)
    version = kafka_version or default_kafka_version()
    java = _need_tool("java", "to run the Kafka broker (JDK 17+)")
    libs = fetch(cache, version, quiet=quiet)

    attempts = 3 if port is None else 1
    last_error: BrokerError | None = None
    for _ in range(attempts):
        the_port = port if port is not None else free_port()
        the_data = Path(data_dir).expanduser().resolve() if data_dir else default_data_dir(cache, the_port)
        try:
            return _start_once(java, libs, cache, version, the_port, the_data, fresh, timeout, detach, secure)
        except _PortRace as e:
            last_error = e
            if data_dir is None and fresh:
                shutil.rmtree(the_data, ignore_errors=True)
    assert last_error is not None
    raise last_error


class _PortRace(BrokerError):
    pass


def _kept_port(old: str, taken: set[int]) -> int:
    """A port named in a kept data dir's properties (`host:port` at the end of `old`) when it
    is still free, else a free one: a static voter set and clients' settings name them."""
    tail = old.rpartition(":")[2]
    if tail.isdigit() and int(tail) not in taken and _port_is_free(int(tail)):
        return int(tail)
    while True:
        port = free_port()
        if port not in taken:
            return port


def tls_files(cache_dir: str | os.PathLike | None = None) -> Path:
    """The throwaway CA and certificates the secured broker uses, made once into <cache>/tls:
    `ca.pem`; `broker.pem` and `broker.key` (for 127.0.0.1 and localhost: a test worker's web
    port serves with them too); `<user>.pem` and `<user>.key` per user (CN=<user>)."""
    cache = _resolve_cache(cache_dir)
    java = _need_tool("java", "to make the throwaway certificates (JDK 17+)")
    keytool = _need_tool("keytool", "(the JDK's) to make the throwaway certificates")
    bs = _secure()
    with _file_lock(cache / ".tls.lock"):
        try:
            return bs.tls_material(cache / "tls", keytool, java)
        except bs.TlsError as exc:
            raise BrokerError(str(exc)) from None


def _secured(cache: Path, data_dir: Path, host_ports: tuple[int, int, int]) -> tuple[dict, dict[str, str], list[str]]:
    """(Broker.security, the properties to add, the format arguments) of a secured broker:
    the certificates (made once into <cache>/tls), the users' passwords (kept with a kept log
    dir, whose SCRAM credentials name them; new with a new one)."""
    bs = _secure()
    port, mtls_port, controller_port = host_ports
    tls_dir = tls_files(cache)
    secrets_dir = data_dir / "secrets"
    formatted = (data_dir / "logs" / "meta.properties").exists() and (secrets_dir / "admin.password").exists()
    passwords = bs.read_passwords(secrets_dir) if formatted else bs.write_passwords(secrets_dir)
    security = {"mtls_port": mtls_port, "tls_dir": str(tls_dir), "secrets_dir": str(secrets_dir)}
    return security, bs.secure_properties(HOST, port, mtls_port, controller_port, tls_dir, passwords), bs.scram_format_args(passwords)


def _start_once(
    java: str, libs: Path, cache: Path, version: str, port: int, data_dir: Path,
    fresh: bool, timeout: float, detach: bool, secure: bool = False,
) -> Broker:
    state = _read_state(data_dir) if data_dir.exists() else None
    if state and _pid_is_our_broker(int(state.get("pid", 0)), data_dir):
        raise BrokerError(
            f"a broker (pid {state['pid']}, {state['bootstrap']}) is already running on {data_dir}; stop it first"
        )
    old_props = _read_properties(data_dir / "server.properties") if not fresh else {}
    _prepare_data_dir(data_dir, fresh)
    (data_dir / STATE_FILE).unlink(missing_ok=True)

    if not _port_is_free(port):
        raise BrokerError(f"port {HOST}:{port} is already in use")
    # Keep the controller (and mTLS) port of a kept data dir when possible.
    controller_port = _kept_port(old_props.get("controller.quorum.voters", ""), {port})
    security, extra, format_args = None, None, None
    if secure:
        mtls_old = next((x for x in old_props.get("listeners", "").split(",") if x.startswith("MTLS://")), "")
        mtls_port = _kept_port(mtls_old, {port, controller_port})
        security, extra, format_args = _secured(cache, data_dir, (port, mtls_port, controller_port))

    props_path = data_dir / "server.properties"
    props_path.write_text(_server_properties(data_dir, port, controller_port, extra))
    props_path.chmod(0o600)  # a secured broker's holds the JAAS passwords
    (data_dir / "log4j2.properties").write_text(_log4j2_properties(data_dir))
    _format_storage(java, libs, data_dir, props_path, format_args)

    t0 = time.monotonic()
    broker = Broker(
        bootstrap=f"{HOST}:{port}", pid=0, data_dir=data_dir, port=port, controller_port=controller_port,
        kafka_version=version, cache_dir=cache, security=security,
    )
    broker.pid = _launch(java, libs, data_dir, props_path, detach, f"port={port}")
    _await_ready(broker, timeout, t0, brokers=1)
    _write_state(
        data_dir,
        {
            "pid": broker.pid,
            "bootstrap": broker.bootstrap,
            "data_dir": str(data_dir),
            "kafka_version": version,
            "port": port,
            "controller_port": controller_port,
            "security": security,
            "started_at": time.time(),
            "ready_seconds": round(time.monotonic() - t0, 2),
        },
    )
    return broker


def _launch(java: str, libs: Path, data_dir: Path, props_path: Path, detach: bool, what: str, heap_opts: str = DEFAULT_HEAP_OPTS) -> int:
    """Start the broker's java process (output to broker.out); its PID."""
    out_path = data_dir / "broker.out"
    with open(out_path, "ab") as out:
        out.write(f"\n=== start {time.strftime('%Y-%m-%d %H:%M:%S')} {what} ===\n".encode())
        out.flush()
        proc = subprocess.Popen(
            _java_cmd(java, libs, data_dir, props_path, heap_opts),
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=data_dir,
            start_new_session=detach,
        )
    _CHILDREN[proc.pid] = proc
    return proc.pid


def _await_ready(broker: Broker, timeout: float, t0: float, brokers: int, cluster: str | None = None) -> None:
    """Until a client sees `brokers` brokers through `broker` (or `cluster`, a bootstrap
    list); its process is stopped and BrokerError raised when it exits or the time is up."""
    data_dir, out_path = Path(broker.data_dir), Path(broker.data_dir) / "broker.out"
    proc = _CHILDREN[broker.pid]
    deadline = t0 + timeout
    while True:
        code = proc.poll()
        if code is not None:
            _CHILDREN.pop(proc.pid, None)
            tail = _tail(data_dir / "server.log") + "\n--- broker.out ---\n" + _tail(out_path, 20)
            err = (_PortRace if "Address already in use" in tail else BrokerError)(
                f"the Kafka broker exited with code {code} while starting ({data_dir}).\n"
                f"--- server.log (tail) ---\n{tail}"
            )
            raise err
        why = _not_ready(cluster or broker.bootstrap, broker.client_env(), brokers, 2.0)
        if why is None:
            return
        if time.monotonic() > deadline:
            _terminate(proc.pid, data_dir, 10.0)
            raise BrokerError(
                f"the Kafka broker on {broker.bootstrap} did not answer within {timeout:.0f}s ({data_dir}; last: {why}).\n"
                f"--- server.log (tail) ---\n{_tail(data_dir / 'server.log')}\n"
                f"--- broker.out (tail) ---\n{_tail(out_path, 20)}"
            )
        time.sleep(0.25)


# --------------------------------------------------------------------------- stop / restart


def _terminate(pid: int, data_dir: Path, timeout: float) -> None:
    """SIGTERM this broker PID, wait, SIGKILL it if needed. Only ever signals our own broker."""
    if not _pid_is_our_broker(pid, data_dir):
        _CHILDREN.pop(pid, None)
        return
    proc = _CHILDREN.get(pid)
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=0.2)
        else:
            time.sleep(0.2)
        if not _pid_alive(pid):
            break
    else:
        if _pid_is_our_broker(pid, data_dir):
            os.kill(pid, signal.SIGKILL)
        if proc is not None:
            proc.wait(timeout=10)
        else:
            for _ in range(50):
                if not _pid_alive(pid):
                    break
                time.sleep(0.1)
    _CHILDREN.pop(pid, None)


def stop_broker(broker_or_data_dir: Broker | str | os.PathLike, timeout: float = DEFAULT_STOP_TIMEOUT) -> bool:
    """Stop the broker of this Broker / data dir (pid from broker.json). True if one was running."""
    if isinstance(broker_or_data_dir, Broker):
        data_dir = Path(broker_or_data_dir.data_dir)
        pid = broker_or_data_dir.pid
    else:
        data_dir = Path(broker_or_data_dir).expanduser().resolve()
        state = _read_state(data_dir)
        pid = int(state["pid"]) if state and state.get("pid") else 0
    state = _read_state(data_dir)
    if state and int(state.get("pid", 0)) not in (0, pid):
        # broker.json names a different (newer) process of this data dir: that is the one to stop.
        pid = int(state["pid"])
    was_running = _pid_is_our_broker(pid, data_dir)
    _terminate(pid, data_dir, timeout)
    if _pid_is_our_broker(pid, data_dir):
        raise BrokerError(f"broker pid {pid} did not exit")
    (data_dir / STATE_FILE).unlink(missing_ok=True)
    return was_running


def restart_broker(broker: Broker, timeout: float = DEFAULT_START_TIMEOUT) -> Broker:
    """Stop, then start again on the same port and data dir (log dir kept). Updates ``broker`` in place."""
    stop_broker(broker)
    new = start_broker(
        cache_dir=broker.cache_dir,
        port=broker.port,
        data_dir=broker.data_dir,
        fresh=False,
        kafka_version=broker.kafka_version,
        timeout=timeout,
        secure=bool(broker.security),
    )
    broker.pid = new.pid
    broker.controller_port = new.controller_port
    broker.bootstrap = new.bootstrap
    broker.security = new.security
    return broker


# --------------------------------------------------------------------------- three brokers


@dataclasses.dataclass
class Cluster:
    """Brokers (each also a controller: one KRaft quorum) on 127.0.0.1, one data dir each
    under `data_dir`, sharing a cluster id. Internal topics have three replicas and the
    defaults are replication 3, min.insync.replicas 2: with acks=all, an acknowledged write
    survives the loss of any one broker."""

    nodes: list[Broker]
    data_dir: Path
    kafka_version: str = DEFAULT_KAFKA_VERSION
    cache_dir: Path | None = None

    @property
    def bootstrap(self) -> str:
        return ",".join(n.bootstrap for n in self.nodes)

    def node(self, node_id: int) -> Broker:
        return self.nodes[node_id - 1]

    def kill(self, node_id: int, sig: int = signal.SIGKILL) -> None:
        """Signal one node (its PID only, and only while it is that node's broker) and wait
        for it to exit."""
        n = self.node(node_id)
        if not _pid_is_our_broker(n.pid, Path(n.data_dir)):
            raise BrokerError(f"node {node_id} (pid {n.pid}) is not running")
        os.kill(n.pid, sig)
        proc = _CHILDREN.pop(n.pid, None)
        if proc is not None:
            proc.wait(timeout=DEFAULT_STOP_TIMEOUT)
        else:
            _wait_gone(n.pid)

    def start_node(self, node_id: int, timeout: float = DEFAULT_START_TIMEOUT) -> Broker:
        """Start a stopped node again (same ports, same log dir) and wait until the cluster
        lists every node."""
        n = self.node(node_id)
        if _pid_is_our_broker(n.pid, Path(n.data_dir)):
            raise BrokerError(f"node {node_id} (pid {n.pid}) is still running")
        java, libs = _need_tool("java", "to run the Kafka broker (JDK 17+)"), fetch(self.cache_dir, self.kafka_version)
        t0 = time.monotonic()
        n.pid = _launch(java, libs, Path(n.data_dir), Path(n.data_dir) / "server.properties", False, f"node {node_id} again", CLUSTER_HEAP_OPTS)
        # Asked through the node itself: the cluster may still list its old registration.
        _await_cluster(self, timeout, t0, via=n.bootstrap)
        _write_state(Path(n.data_dir), {**(_read_state(Path(n.data_dir)) or {}), "pid": n.pid, "started_at": time.time()})
        return n

    def stop(self, timeout: float = DEFAULT_STOP_TIMEOUT) -> None:
        """SIGTERM every node at once: stopped one by one, the last would wait for a quorum
        that has already left (its controlled shutdown, until SIGKILL)."""
        with concurrent.futures.ThreadPoolExecutor(len(self.nodes) or 1) as pool:
            list(pool.map(lambda n: stop_broker(n, timeout=timeout), self.nodes))

    def answers(self, timeout: float = 5.0) -> bool:
        return client_answers(self.bootstrap, brokers=len(self.nodes), timeout=timeout)


def _wait_gone(pid: int, timeout: float = DEFAULT_STOP_TIMEOUT) -> None:
    deadline = time.monotonic() + timeout
    while _pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.1)


def cluster_properties(node_id: int, voters: str, nodes: int) -> dict[str, str]:
    """What a node of a cluster changes in a single node's properties."""
    min_isr = str(min(2, nodes))
    return {
        "node.id": str(node_id),
        "controller.quorum.voters": voters,
        "offsets.topic.replication.factor": str(nodes),
        "transaction.state.log.replication.factor": str(nodes),
        "transaction.state.log.min.isr": min_isr,
        "share.coordinator.state.topic.replication.factor": str(nodes),
        "share.coordinator.state.topic.min.isr": min_isr,
        "default.replication.factor": str(nodes),
        "min.insync.replicas": min_isr,
        # A SIGKILLed node is fenced (and leaves every ISR) after the session timeout: 3 s
        # rather than 9, so a test's failover is quick.
        "broker.heartbeat.interval.ms": "500",
        "broker.session.timeout.ms": "3000",
        "replica.lag.time.max.ms": "10000",
    }


def start_cluster(
    cache_dir: str | os.PathLike | None = None,
    nodes: int = 3,
    data_dir: str | os.PathLike | None = None,
    *,
    kafka_version: str | None = None,
    timeout: float = DEFAULT_START_TIMEOUT,
    detach: bool = False,
    quiet: bool = True,
) -> Cluster:
    """Start `nodes` KRaft nodes (broker and controller each; `-Xmx384m` each unless
    KAFKA_HEAP_OPTS says otherwise) in a fresh data dir (default <cache>/cluster-<port>) and
    wait until a client sees all of them."""
    cache = _resolve_cache(cache_dir)
    version = kafka_version or default_kafka_version()
    java = _need_tool("java", "to run the Kafka broker (JDK 17+)")
    libs = fetch(cache, version, quiet=quiet)
    ports: list[int] = []
    while len(ports) < 2 * nodes:
        port = free_port()
        if port not in ports:
            ports.append(port)
    root = Path(data_dir).expanduser().resolve() if data_dir else cache / f"cluster-{ports[0]}"
    _prepare_data_dir(root, fresh=True)
    voters = ",".join(f"{i + 1}@{HOST}:{ports[nodes + i]}" for i in range(nodes))
    cluster_id = _random_cluster_id()
    cluster = Cluster([], root, version, cache)
    t0 = time.monotonic()
    dirs = [root / f"node-{i + 1}" for i in range(nodes)]
    for i, node_dir in enumerate(dirs):
        _prepare_data_dir(node_dir, fresh=True)
        (node_dir / "server.properties").write_text(
            _server_properties(node_dir, ports[i], ports[nodes + i], cluster_properties(i + 1, voters, nodes)))
        (node_dir / "log4j2.properties").write_text(_log4j2_properties(node_dir))
    with concurrent.futures.ThreadPoolExecutor(nodes) as pool:  # each format is a JVM start
        list(pool.map(lambda d: _format_storage(java, libs, d, d / "server.properties", cluster_id=cluster_id), dirs))
    try:
        for i, node_dir in enumerate(dirs):
            n = Broker(f"{HOST}:{ports[i]}", 0, node_dir, ports[i], ports[nodes + i], version, cache)
            n.pid = _launch(java, libs, node_dir, node_dir / "server.properties", detach, f"node {i + 1} of {nodes}", CLUSTER_HEAP_OPTS)
            cluster.nodes.append(n)
        _await_cluster(cluster, timeout, t0)
    except BaseException:
        cluster.stop(10.0)
        raise
    for n in cluster.nodes:
        _write_state(Path(n.data_dir), {"pid": n.pid, "bootstrap": n.bootstrap, "data_dir": str(n.data_dir), "kafka_version": version,
                                        "port": n.port, "controller_port": n.controller_port, "started_at": time.time()})
    (root / CLUSTER_FILE).write_text(json.dumps({"bootstrap": cluster.bootstrap, "nodes": [str(n.data_dir) for n in cluster.nodes]}, indent=2) + "\n")
    return cluster


def _await_cluster(cluster: Cluster, timeout: float, t0: float, via: str | None = None) -> None:
    """Until a client (through `via`, default any node) sees every node; BrokerError when one
    exits or the time is up."""
    deadline = t0 + timeout
    while True:
        for n in cluster.nodes:
            proc = _CHILDREN.get(n.pid)
            if proc is not None and proc.poll() is not None:
                raise BrokerError(f"node {n.data_dir.name} exited with code {proc.returncode} while starting.\n"
                                  f"--- server.log (tail) ---\n{_tail(Path(n.data_dir) / 'server.log')}")
        why = _not_ready(via or cluster.bootstrap, None, len(cluster.nodes), 2.0)
        if why is None:
            return
        if time.monotonic() > deadline:
            raise BrokerError(f"the cluster {via or cluster.bootstrap} was not ready within {timeout:.0f}s (last: {why})")
        time.sleep(0.25)


def load_cluster(data_dir: str | os.PathLike, cache_dir: Path | None = None) -> Cluster:
    root = Path(data_dir).expanduser().resolve()
    info = json.loads((root / CLUSTER_FILE).read_text())
    return Cluster([_broker_from_state(_read_state(Path(d)) or {}, cache_dir) for d in info["nodes"]], root, cache_dir=cache_dir)


# --------------------------------------------------------------------------- CLI


def _cli_data_dir(args: argparse.Namespace, cache: Path, port: int | None) -> Path:
    if args.data:
        return Path(args.data).expanduser().resolve()
    if port is None:
        raise SystemExit("error: give --data DIR or --port N (or set CONVCOMPACT_BROKER_PORT)")
    return default_data_dir(cache, port)


def _env_port() -> int | None:
    val = os.environ.get("CONVCOMPACT_BROKER_PORT")
    return int(val) if val else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="kafka_broker.py", description="Local single-node Apache Kafka (KRaft) broker for convcompact."
    )
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--cache", help="cache folder (env CONVCOMPACT_CACHE; default .cache/kafka under the working directory)")
    common.add_argument("--kafka-version", help=f"env CONVCOMPACT_KAFKA_VERSION; default {DEFAULT_KAFKA_VERSION}")
    sub = parser.add_subparsers(dest="cmd", required=True)

    p = sub.add_parser("fetch", parents=[common], help="download the broker jars (once)")
    p.add_argument("--force", action="store_true", help="download again even if already complete")

    p = sub.add_parser("start", parents=[common], help="start a broker in the background and wait until ready")
    p.add_argument("--port", type=int, help="broker port (env CONVCOMPACT_BROKER_PORT; default: a free port)")
    p.add_argument("--data", help="data dir (default <cache>/run-<port>)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--keep", dest="fresh", action="store_false", help="reuse the data dir and its log dir (default)")
    g.add_argument("--fresh", dest="fresh", action="store_true", help="wipe the data dir first")
    p.set_defaults(fresh=False)
    p.add_argument("--timeout", type=float, default=DEFAULT_START_TIMEOUT, help="seconds to wait for readiness")
    p.add_argument("--nodes", type=int, default=1,
                   help="3: a three-node KRaft cluster (replication 3, min.insync.replicas 2, -Xmx384m each) in a fresh data dir")
    p.add_argument("--secure", action="store_true",
                   help="SASL_SSL (SCRAM, PLAIN, OAUTHBEARER) and mutual-TLS listeners, the StandardAuthorizer on; "
                        "prints the admin's settings (certificates in <cache>/tls, passwords in <data>/secrets)")

    for name, help_ in (("stop", "stop the broker of a data dir"), ("status", "does the broker of a data dir answer?")):
        p = sub.add_parser(name, parents=[common], help=help_)
        p.add_argument("--port", type=int, help="selects <cache>/run-<port> when --data is not given")
        p.add_argument("--data", help="data dir of the broker")
        if name == "stop":
            p.add_argument("--timeout", type=float, default=DEFAULT_STOP_TIMEOUT)

    args = parser.parse_args(argv)
    cache = _resolve_cache(args.cache)
    # The readiness client's failed attempts (the broker is not listening yet) are expected:
    # no "Unable connect" lines on the terminal.
    logging.getLogger("aiokafka").addHandler(logging.NullHandler())
    logging.getLogger("aiokafka").propagate = False
    try:
        if args.cmd == "fetch":
            libs = fetch(cache, args.kafka_version, force=args.force, quiet=False)
            print(libs)
            return 0

        if args.cmd == "start" and args.nodes > 1:
            if args.secure or args.port is not None:
                raise BrokerError("--nodes takes neither --secure nor --port (every node gets free ports)")
            t0 = time.monotonic()
            cluster = start_cluster(cache, args.nodes, args.data, kafka_version=args.kafka_version, timeout=args.timeout, detach=True, quiet=False)
            print(f"Kafka {cluster.kafka_version} cluster of {args.nodes} nodes (pids {', '.join(str(n.pid) for n in cluster.nodes)}) "
                  f"ready in {time.monotonic() - t0:.1f}s; data dir {cluster.data_dir}", file=sys.stderr)
            print(f"KAFKA_BOOTSTRAP_SERVERS={cluster.bootstrap}")
            return 0

        if args.cmd == "start":
            port = args.port if args.port is not None else _env_port()
            data = Path(args.data).expanduser().resolve() if args.data else None
            check_dir = data or (default_data_dir(cache, port) if port is not None else None)
            state = _read_state(check_dir) if check_dir else None
            if state and _pid_is_our_broker(int(state.get("pid", 0)), check_dir) and not args.fresh:
                print(f"already running: pid {state['pid']}, data dir {check_dir}", file=sys.stderr)
                print(f"KAFKA_BOOTSTRAP_SERVERS={state['bootstrap']}")
                return 0
            t0 = time.monotonic()
            broker = start_broker(
                cache, port, data, fresh=args.fresh, kafka_version=args.kafka_version,
                timeout=args.timeout, detach=True, quiet=False, secure=args.secure,
            )
            print(
                f"Kafka {broker.kafka_version} broker pid {broker.pid} ready in {time.monotonic() - t0:.1f}s; "
                f"data dir {broker.data_dir}; logs {broker.data_dir / 'server.log'}",
                file=sys.stderr,
            )
            if broker.security:  # the admin's settings (paths only); the other users': Broker.client_env(user)
                sec = broker.security
                print(f"users {', '.join(_secure().USERS)}: passwords in {sec['secrets_dir']}, client certificates in {sec['tls_dir']}; "
                      f"mutual TLS on {HOST}:{sec['mtls_port']}", file=sys.stderr)
                for key, value in broker.client_env().items():
                    if key != "KAFKA_BOOTSTRAP_SERVERS":
                        print(f"{key}={value}")
            print(f"KAFKA_BOOTSTRAP_SERVERS={broker.bootstrap}")
            return 0

        port = args.port if args.port is not None else _env_port()
        data = _cli_data_dir(args, cache, port)
        if (data / CLUSTER_FILE).exists():  # a cluster's data dir: every node
            cluster = load_cluster(data, cache)
            if args.cmd == "stop":
                cluster.stop(args.timeout)
                print(f"stopped the cluster's {len(cluster.nodes)} nodes ({data})")
                return 0
            answers = cluster.answers()
            print(f"{'answers' if answers else 'NOT answering'}: {cluster.bootstrap} ({len(cluster.nodes)} nodes), data dir {data}")
            return 0 if answers else 1
        state = _read_state(data)
        if args.cmd == "stop":
            if not state:
                print(f"no broker.json in {data}: nothing to stop")
                return 0
            was = stop_broker(data, timeout=args.timeout)
            print(f"stopped broker pid {state['pid']} ({data})" if was else f"broker pid {state['pid']} was not running")
            return 0

        # status
        if not state:
            print(f"not running (no broker.json in {data})")
            return 1
        alive = _pid_is_our_broker(int(state.get("pid", 0)), data)
        answers = _broker_from_state(state, cache).answers()
        print(
            f"{'answers' if answers else 'NOT answering'}: {state['bootstrap']} "
            f"pid {state['pid']} ({'alive' if alive else 'not alive'}), data dir {data}"
        )
        return 0 if answers else 1
    except BrokerError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
