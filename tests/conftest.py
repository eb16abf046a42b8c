"""Shared pytest configuration and fixtures for convcompact.

Sections:
  1. Collection hooks / markers
  2. Kafka broker (session scope): ``kafka_bootstrap``, ``local_broker``
  3. (application fixtures go below)
"""

from __future__ import annotations

import atexit
import dataclasses
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
TESTS_DIR = Path(__file__).resolve().parent


# =============================================================================
# 1. Collection hooks / markers
# =============================================================================

def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Everything under tests/integration/ needs a real broker: mark it ``broker``."""
    integration = TESTS_DIR / "integration"
    for item in items:
        if integration in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.broker)


# =============================================================================
# 2. Kafka broker (session scope)
#
# Where the broker comes from, first match wins:
#   a. env KAFKA_BOOTSTRAP_SERVERS: an external broker, used as is (nothing started);
#   b. a Docker engine answers and testcontainers imports: a KRaft KafkaContainer;
#   c. otherwise: the project's own broker, convcompact.demo.broker (java + jars from Maven,
#      fetched once into .cache/kafka), in a fresh temp data dir, stopped at session end.
# env CONVCOMPACT_TEST_BROKER=local|docker|external forces one of them.
# Only (c) supports restarting the broker (fixture ``local_broker``).
# =============================================================================

def load_kafka_broker_module() -> ModuleType:
    """The project's broker launcher (convcompact/demo/broker.py)."""
    from convcompact.demo import broker

    return broker


@dataclasses.dataclass
class BrokerHandle:
    kind: str  # "external" | "docker" | "local"
    bootstrap: str
    broker: Any = None  # kafka_broker.Broker when kind == "local"


def _docker_engine_available() -> bool:
    if not shutil.which("docker"):
        return False
    try:
        proc = subprocess.run(
            ["docker", "info"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=5
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return proc.returncode == 0


def _import_kafka_container() -> Any | None:
    try:
        from testcontainers.community.kafka import KafkaContainer  # testcontainers 4.x
    except ImportError:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                from testcontainers.kafka import KafkaContainer
        except ImportError:
            return None
    return KafkaContainer


def _start_container(kafka_container_cls: Any) -> Any:
    max_bytes = "8388608"  # same broker settings as deploy/kafka_broker.py where they matter
    container = kafka_container_cls().with_kraft()
    for key, value in {
        "KAFKA_MESSAGE_MAX_BYTES": max_bytes,
        "KAFKA_REPLICA_FETCH_MAX_BYTES": max_bytes,
        "KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR": "1",
        "KAFKA_TRANSACTION_STATE_LOG_MIN_ISR": "1",
        "KAFKA_LOG_CLEANER_BACKOFF_MS": "1000",
        "KAFKA_NUM_PARTITIONS": "1",
    }.items():
        container.with_env(key, value)
    container.start(timeout=120)
    return container


@pytest.fixture(scope="session")
def _kafka_broker_handle(request: pytest.FixtureRequest) -> Iterator[BrokerHandle]:
    forced = os.environ.get("CONVCOMPACT_TEST_BROKER", "").strip().lower()
    external = os.environ.get("KAFKA_BOOTSTRAP_SERVERS", "").strip()

    if external and forced in ("", "external"):
        yield BrokerHandle("external", external)
        return
    if forced == "external":
        pytest.fail("CONVCOMPACT_TEST_BROKER=external but KAFKA_BOOTSTRAP_SERVERS is not set")

    # Under CI the project's own broker is used even where Docker answers: only it can be
    # restarted, and the fault suite's broker-restart test must run there, not skip.
    if forced == "docker" or (forced == "" and not _under_ci()):
        cls = _import_kafka_container() if _docker_engine_available() else None
        if cls is not None:
            container = _start_container(cls)
            try:
                yield BrokerHandle("docker", container.get_bootstrap_server())
            finally:
                container.stop()
            return
        if forced == "docker":
            pytest.fail("CONVCOMPACT_TEST_BROKER=docker but no Docker engine / testcontainers")

    kb = load_kafka_broker_module()
    cache = kb.default_cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="pytest-broker-", dir=cache))
    try:
        broker = kb.start_broker(cache_dir=cache, data_dir=data_dir, fresh=True)
    except kb.BrokerError as e:
        shutil.rmtree(data_dir, ignore_errors=True)
        pytest.fail(f"could not start the local Kafka broker: {e}", pytrace=False)

    def _stop() -> None:
        # Idempotent: signals only the recorded broker PID, and only if it still is our broker.
        try:
            kb.stop_broker(broker)
        except Exception as e:  # noqa: BLE001 - best effort at exit
            print(f"warning: stopping the local Kafka broker (pid {broker.pid}) failed: {e}", file=sys.stderr)

    atexit.register(_stop)  # backstop if the session dies before fixture teardown
    try:
        yield BrokerHandle("local", broker.bootstrap, broker)
    finally:
        _stop()
        atexit.unregister(_stop)
        if request.session.testsfailed or os.environ.get("CONVCOMPACT_KEEP_BROKER_DATA"):
            print(f"\nlocal Kafka broker data/logs kept in {data_dir}", file=sys.stderr)
        else:
            shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="session")
def kafka_bootstrap(_kafka_broker_handle: BrokerHandle) -> str:
    """``host:port`` of a real Kafka broker for the whole session."""
    return _kafka_broker_handle.bootstrap


@pytest.fixture(scope="session")
def local_broker(_kafka_broker_handle: BrokerHandle) -> Any:
    """The project's own broker (``kafka_broker.Broker``: ``.restart()``, ``.stop()``, ``.pid``,
    ``.data_dir``); skips the test when the session uses an external or Docker broker, and
    fails it under CI (CI=true), where a skipped fault suite would pass unseen."""
    if _kafka_broker_handle.kind != "local":
        why = f"needs the local broker of deploy/kafka_broker.py (session uses: {_kafka_broker_handle.kind})"
        if _under_ci():
            pytest.fail(f"{why}; under CI=true this test must run", pytrace=False)
        pytest.skip(why)
    return _kafka_broker_handle.broker


def _own_launcher_only(handle: BrokerHandle) -> None:
    """Skip where the session does not run the project's own broker (fail under CI, where
    the test must run)."""
    if handle.kind != "local":
        why = f"needs the project's own broker launcher (session uses: {handle.kind})"
        if _under_ci():
            pytest.fail(f"{why}; under CI=true this test must run", pytrace=False)
        pytest.skip(why)


@pytest.fixture(scope="module")
def secured_broker(_kafka_broker_handle: BrokerHandle) -> Iterator[Any]:
    """A second broker of the project's own, secured (`start_broker(secure=True)`: SASL_SSL with
    SCRAM, PLAIN and OAUTHBEARER, mutual TLS, the StandardAuthorizer, `admin` the only super
    user; users admin, producer, worker, reader), for the module that asks for it, stopped by
    its PID after it."""
    _own_launcher_only(_kafka_broker_handle)
    kb = load_kafka_broker_module()
    cache = kb.default_cache_dir()
    data_dir = Path(tempfile.mkdtemp(prefix="pytest-secured-broker-", dir=cache))
    try:
        broker = kb.start_broker(cache_dir=cache, data_dir=data_dir, fresh=True, secure=True)
    except kb.BrokerError as e:
        shutil.rmtree(data_dir, ignore_errors=True)
        pytest.fail(f"could not start the secured Kafka broker: {e}", pytrace=False)
    atexit.register(kb.stop_broker, broker)
    try:
        yield broker
    finally:
        kb.stop_broker(broker)
        atexit.unregister(kb.stop_broker)
        shutil.rmtree(data_dir, ignore_errors=True)


@pytest.fixture(scope="module")
def kafka_cluster(_kafka_broker_handle: BrokerHandle) -> Iterator[Any]:
    """Three KRaft nodes of the project's own (`start_cluster()`: replication 3,
    min.insync.replicas 2, -Xmx384m each), for the module that asks for it; every node is
    stopped by its PID after it."""
    _own_launcher_only(_kafka_broker_handle)
    kb = load_kafka_broker_module()
    cache = kb.default_cache_dir()
    data_dir = Path(tempfile.mkdtemp(prefix="pytest-cluster-", dir=cache))
    try:
        cluster = kb.start_cluster(cache_dir=cache, data_dir=data_dir)
    except kb.BrokerError as e:
        shutil.rmtree(data_dir, ignore_errors=True)
        pytest.fail(f"could not start the three-broker cluster: {e}", pytrace=False)
    atexit.register(cluster.stop)
    try:
        yield cluster
    finally:
        cluster.stop()
        atexit.unregister(cluster.stop)
        if not os.environ.get("CONVCOMPACT_KEEP_BROKER_DATA"):
            shutil.rmtree(data_dir, ignore_errors=True)


def _under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() == "true"


# =============================================================================
# 3. Application fixtures
# =============================================================================

# The repository root on sys.path, so tests can import `tests.helpers`.
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))


@pytest.fixture
def llm() -> Iterator[Any]:
    """A scripted server speaking the OpenAI and Anthropic wire formats on 127.0.0.1."""
    from tests.providers.fake_llm import FakeLLM

    server = FakeLLM().start()
    yield server
    server.stop()
