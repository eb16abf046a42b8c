#!/usr/bin/env python3
"""A local, single-node Apache Kafka broker (KRaft, broker+controller) for convcompact.

Standard library only: this runs before the project's dependencies are installed.
Needs ``java`` (17+) and, for the one-time download of the broker jars, ``mvn``.

Command line::

    python3 deploy/kafka_broker.py fetch  [--cache DIR] [--kafka-version V] [--force]
    python3 deploy/kafka_broker.py start  [--cache DIR] [--kafka-version V] [--port N]
                                          [--data DIR] [--keep | --fresh] [--timeout S]
    python3 deploy/kafka_broker.py stop   [--cache DIR] (--data DIR | --port N) [--timeout S]
    python3 deploy/kafka_broker.py status [--cache DIR] (--data DIR | --port N)

(``deploy/kafka_broker.py`` runs this file; installed, ``python -m convcompact.demo.broker``.)

``start`` prints ``KAFKA_BOOTSTRAP_SERVERS=127.0.0.1:PORT`` as its last stdout line.

Environment: ``CONVCOMPACT_CACHE`` (cache folder, default ``.cache/kafka`` under the working directory),
``CONVCOMPACT_KAFKA_VERSION`` (default 4.1.1), ``CONVCOMPACT_BROKER_PORT`` (CLI ``start``
port when ``--port`` is not given), ``KAFKA_HEAP_OPTS`` (default ``-Xmx768m -Xms256m``).

Python API (``convcompact demo`` and the test fixtures import it)::

    broker = start_broker()            # fresh data dir, free port
    broker.bootstrap                   # "127.0.0.1:PORT"
    restart_broker(broker)             # same port + data dir, log dir kept; updates broker in place
    stop_broker(broker)                # SIGTERM (then SIGKILL) of that PID only
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import dataclasses
import json
import os
import re
import shlex
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Iterator

DEFAULT_KAFKA_VERSION = "4.1.1"
LOG4J_SLF4J_VERSION = "2.24.3"
DEFAULT_HEAP_OPTS = "-Xmx768m -Xms256m"
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

    def stop(self, timeout: float = DEFAULT_STOP_TIMEOUT) -> bool:
        return stop_broker(self, timeout=timeout)

    def restart(self, timeout: float = DEFAULT_START_TIMEOUT) -> "Broker":
        return restart_broker(self, timeout=timeout)

    def is_running(self) -> bool:
        return _pid_is_our_broker(self.pid, Path(self.data_dir))

    def answers(self, timeout: float = 2.0) -> bool:
        return broker_answers(HOST, self.port, timeout=timeout)


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


# --------------------------------------------------------------------------- Kafka wire protocol
# Just enough of it to tell "a Kafka broker serves requests" from "something accepts TCP".


def _request(sock: socket.socket, api_key: int, api_version: int, correlation_id: int, body: bytes) -> bytes:
    client_id = b"convcompact-probe"
    header = struct.pack(">hhih", api_key, api_version, correlation_id, len(client_id)) + client_id
    payload = header + body
    sock.sendall(struct.pack(">i", len(payload)) + payload)
    (size,) = struct.unpack(">i", _recv_exactly(sock, 4))
    data = _recv_exactly(sock, size)
    (got,) = struct.unpack(">i", data[:4])
    if got != correlation_id:
        raise BrokerError(f"correlation id mismatch: sent {correlation_id}, got {got}")
    return data[4:]


def _recv_exactly(sock: socket.socket, n: int) -> bytes:
    buf = bytearray()
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            raise ConnectionError("connection closed by peer")
        buf += chunk
    return bytes(buf)


def _api_versions(sock: socket.socket) -> dict[int, tuple[int, int]]:
    """ApiVersions v0 (api key 18): ``{api_key: (min_version, max_version)}``."""
    body = _request(sock, 18, 0, 0x5EED, b"")
    (error_code,) = struct.unpack(">h", body[:2])
    if error_code != 0:
        raise BrokerError(f"ApiVersions error code {error_code}")
    (n,) = struct.unpack(">i", body[2:6])
    versions = {}
    for i in range(n):
        key, lo, hi = struct.unpack(">hhh", body[6 + 6 * i: 12 + 6 * i])
        versions[key] = (lo, hi)
    return versions


def _metadata_broker_count(sock: socket.socket, version: int) -> int:
    """Metadata request (api key 3, v4..v8, non-flexible) for no topics: number of live brokers."""
    body = struct.pack(">i", 0)  # topics: empty array = no topics
    body += b"\x00"  # allow_auto_topic_creation (v4+)
    if version >= 8:
        body += b"\x00\x00"  # include cluster/topic authorized operations
    resp = _request(sock, 3, version, 0x5EEE, body)
    pos = 4 if version >= 3 else 0  # throttle_time_ms
    (n,) = struct.unpack(">i", resp[pos: pos + 4])
    return n


def broker_answers(host: str, port: int, timeout: float = 2.0) -> bool:
    """True when a Kafka broker at host:port serves ApiVersions and lists >= 1 live broker."""
    try:
        with socket.create_connection((host, port), timeout=timeout) as sock:
            sock.settimeout(timeout)
            versions = _api_versions(sock)
            lo, hi = versions.get(3, (0, -1))
            v = min(hi, 8)
            if v < max(lo, 4):  # no Metadata version we can speak: ApiVersions has to do
                return True
            return _metadata_broker_count(sock, v) >= 1
    except (OSError, BrokerError, struct.error):
        return False


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


def _server_properties(data_dir: Path, port: int, controller_port: int) -> str:
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


def _format_storage(java: str, libs: Path, data_dir: Path, props_path: Path) -> None:
    if (data_dir / "logs" / "meta.properties").exists():
        return  # already formatted: keep the log dir (and every topic in it)
    cluster_id_file = data_dir / "cluster.id"
    cluster_id = cluster_id_file.read_text().strip() if cluster_id_file.exists() else _random_cluster_id()
    cluster_id_file.write_text(cluster_id + "\n")
    cmd = [
        java, "-Xmx256m", f"-Dlog4j2.configurationFile={data_dir / 'log4j2.properties'}",
        "-cp", str(libs / "*"), "kafka.tools.StorageTool",
        "format", "-t", cluster_id, "-c", str(props_path),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BrokerError(
            f"formatting the KRaft log dir failed (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}"
        )


def _java_cmd(java: str, libs: Path, data_dir: Path, props_path: Path) -> list[str]:
    heap = shlex.split(os.environ.get("KAFKA_HEAP_OPTS") or DEFAULT_HEAP_OPTS)
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
) -> Broker:
    """Start a single-node KRaft broker on 127.0.0.1 and wait until it serves requests.

    ``port=None``: a free port (re-picked if the broker loses a port race). ``data_dir=None``:
    ``<cache>/run-<port>``. ``fresh=True`` wipes the data dir first; ``fresh=False`` keeps it
    (a formatted log dir is reused, not re-formatted). ``detach=True`` puts java in its own
    session (for the CLI, so it outlives the shell); the default keeps it in the caller's
    process group, so Ctrl-C reaches it too.
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
            return _start_once(java, libs, cache, version, the_port, the_data, fresh, timeout, detach)
        except _PortRace as e:
            last_error = e
            if data_dir is None and fresh:
                shutil.rmtree(the_data, ignore_errors=True)
    assert last_error is not None
    raise last_error


class _PortRace(BrokerError):
    pass


def _start_once(
    java: str, libs: Path, cache: Path, version: str, port: int, data_dir: Path,
    fresh: bool, timeout: float, detach: bool,
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
    # Keep the controller port of a kept data dir when possible (the static voter set names it).
    controller_port = 0
    old_voters = old_props.get("controller.quorum.voters", "")
    if old_voters.rpartition(":")[2].isdigit():
        candidate = int(old_voters.rpartition(":")[2])
        if candidate != port and _port_is_free(candidate):
            controller_port = candidate
    while not controller_port or controller_port == port:
        controller_port = free_port()

    props_path = data_dir / "server.properties"
    props_path.write_text(_server_properties(data_dir, port, controller_port))
    (data_dir / "log4j2.properties").write_text(_log4j2_properties(data_dir))
    _format_storage(java, libs, data_dir, props_path)

    out_path = data_dir / "broker.out"
    t0 = time.monotonic()
    with open(out_path, "ab") as out:
        out.write(f"\n=== start {time.strftime('%Y-%m-%d %H:%M:%S')} port={port} ===\n".encode())
        out.flush()
        proc = subprocess.Popen(
            _java_cmd(java, libs, data_dir, props_path),
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=data_dir,
            start_new_session=detach,
        )
    _CHILDREN[proc.pid] = proc

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
        if broker_answers(HOST, port, timeout=2.0):
            break
        if time.monotonic() > deadline:
            _terminate(proc.pid, data_dir, 10.0)
            raise BrokerError(
                f"the Kafka broker on {HOST}:{port} did not answer within {timeout:.0f}s ({data_dir}).\n"
                f"--- server.log (tail) ---\n{_tail(data_dir / 'server.log')}\n"
                f"--- broker.out (tail) ---\n{_tail(out_path, 20)}"
            )
        time.sleep(0.25)

    broker = Broker(
        bootstrap=f"{HOST}:{port}",
        pid=proc.pid,
        data_dir=data_dir,
        port=port,
        controller_port=controller_port,
        kafka_version=version,
        cache_dir=cache,
    )
    _write_state(
        data_dir,
        {
            "pid": proc.pid,
            "bootstrap": broker.bootstrap,
            "data_dir": str(data_dir),
            "kafka_version": version,
            "port": port,
            "controller_port": controller_port,
            "started_at": time.time(),
            "ready_seconds": round(time.monotonic() - t0, 2),
        },
    )
    return broker


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
    )
    broker.pid = new.pid
    broker.controller_port = new.controller_port
    broker.bootstrap = new.bootstrap
    return broker


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

    for name, help_ in (("stop", "stop the broker of a data dir"), ("status", "does the broker of a data dir answer?")):
        p = sub.add_parser(name, parents=[common], help=help_)
        p.add_argument("--port", type=int, help="selects <cache>/run-<port> when --data is not given")
        p.add_argument("--data", help="data dir of the broker")
        if name == "stop":
            p.add_argument("--timeout", type=float, default=DEFAULT_STOP_TIMEOUT)

    args = parser.parse_args(argv)
    cache = _resolve_cache(args.cache)
    try:
        if args.cmd == "fetch":
            libs = fetch(cache, args.kafka_version, force=args.force, quiet=False)
            print(libs)
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
                timeout=args.timeout, detach=True, quiet=False,
            )
            print(
                f"Kafka {broker.kafka_version} broker pid {broker.pid} ready in {time.monotonic() - t0:.1f}s; "
                f"data dir {broker.data_dir}; logs {broker.data_dir / 'server.log'}",
                file=sys.stderr,
            )
            print(f"KAFKA_BOOTSTRAP_SERVERS={broker.bootstrap}")
            return 0

        port = args.port if args.port is not None else _env_port()
        data = _cli_data_dir(args, cache, port)
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
        answers = broker_answers(HOST, int(state["port"]))
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
