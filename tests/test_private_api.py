"""The private Faust and aiokafka attributes `convcompact.private_api` reaches exist, in the
versions `constraints.txt` pins. An upgrade that moves one fails here, by name."""

from __future__ import annotations

import contextvars
import inspect
import re
from pathlib import Path

import aiokafka
import faust

REPO = Path(__file__).resolve().parent.parent


def pinned(name: str) -> str:
    for line in (REPO / "constraints.txt").read_text().splitlines():
        if line.lower().startswith(f"{name}=="):
            return line.split("==", 1)[1].strip()
    raise AssertionError(f"{name} is not pinned in constraints.txt")


def test_the_pinned_versions_are_the_installed_ones():
    assert faust.__version__ == pinned("faust-streaming")
    assert aiokafka.__version__ == pinned("aiokafka")


def test_faust_private_attributes_exist():
    from faust.stores import rocksdb
    from faust.streams import _current_event
    from faust.transport.consumer import Consumer
    from faust.web.base import BlueprintManager

    assert isinstance(_current_event, contextvars.ContextVar)
    assert "self._committed_offset" in inspect.getsource(Consumer)
    assert "self._enabled" in inspect.getsource(BlueprintManager)
    store = inspect.getsource(rocksdb.Store)
    assert "self._dbs" in store and "use_rocksdict" in store
    assert callable(getattr(rocksdb.Store, "_encode_key")) and callable(getattr(rocksdb.Store, "_decode_key"))
    # the RocksDB memory the worker exports: rocksdict answers every property it asks
    import tempfile

    import rocksdict

    from convcompact.private_api import ROCKSDB_MEMORY

    db = rocksdict.Rdict(tempfile.mkdtemp())
    try:
        for prop in (*ROCKSDB_MEMORY.values(), "rocksdb.estimate-num-keys"):
            assert isinstance(db.property_int_value(prop), int), prop
    finally:
        db.close()
    from faust.app.base import App
    from faust.assignor.leader_assignor import LeaderAssignor

    assert "_leader_assignor" in inspect.getsource(App) and "_leader_topic" in inspect.getsource(LeaderAssignor)
    assert "config=self.config" in inspect.getsource(faust.Topic.declare)


def test_faust_producer_holds_an_aiokafka_producer_with_the_batch_api():
    from faust.transport.drivers.aiokafka import Producer

    assert "self._producer = self._new_producer()" in inspect.getsource(Producer)
    assert callable(aiokafka.AIOKafkaProducer.create_batch) and callable(aiokafka.AIOKafkaProducer.send_batch)


def test_aiokafka_private_attributes_exist():
    from aiokafka.client import AIOKafkaClient

    assert "self._client" in inspect.getsource(aiokafka.AIOKafkaConsumer.__init__)
    assert callable(AIOKafkaClient.force_metadata_update)


def test_what_the_stall_guard_reads_of_faust_means_what_it_assumes():
    """The stall guard (agents/pipeline.py `faust_holds`, `client_position`) reads public names
    only, but its verdict rests on what they mean in these versions: a record is in the
    consumer's `unacked` from the moment a stream takes it from its channel's queue until the
    agent's batch is acked; before that it is in the queue of a channel the conductor iterates
    over (or in the fetch loop's hand while a queue is full); aiokafka's position moves when
    the client hands records to Faust."""
    from faust.streams import Stream
    from faust.transport.conductor import ConductorCompiler
    from faust.transport.consumer import Consumer
    from faust.transport.drivers.aiokafka import AIOKafkaConsumerThread
    from aiokafka.consumer.fetcher import FetchResult

    # Faust runs its Cython stream iterator and conductor handler where they are built (they
    # are, in the wheels constraints.txt installs); both twins must agree.
    cython = Path(faust.__file__).parent
    streams = inspect.getsource(Stream._py_aiter) + (cython / "_cython" / "streams.pyx").read_text()
    handlers = inspect.getsource(ConductorCompiler.build) + (cython / "transport" / "_cython" / "conductor.pyx").read_text()
    assert isinstance(Consumer.unacked, property) and "self._unacked_messages" in inspect.getsource(Consumer.unacked.fget)
    assert "add_unacked(message)" in inspect.getsource(Stream._py_aiter) and "self.add_unacked(message)" in streams
    assert "self.unacked = self.consumer._unacked_messages" in streams
    take = inspect.getsource(Stream.take_events)
    assert take.index("yield list(events)") < take.index("await self.ack(event)")  # acked after the agent's batch
    assert handlers.count("put_nowait_enhanced(") >= 3 and handlers.count("queue.full()") >= 3
    assert "await acquire_flow_control()" in handlers and "await self.acquire_flow_control()" in handlers
    assert "def __iter__" in inspect.getsource(faust.transport.conductor.Conductor)
    assert "self._ensure_consumer().position" in inspect.getsource(AIOKafkaConsumerThread.position)
    assert "state.consumed_to(self._partition_records.next_fetch_offset)" in inspect.getsource(FetchResult)
    assert callable(faust.App.flow_control.__get__)


def test_no_other_module_reaches_a_private_attribute():
    """The shell reaches these names only through convcompact.private_api."""
    private = re.compile(r"(?<![A-Za-z])_current_event|\._committed_offset|\._enabled|\._dbs|\._encode_key|\._decode_key|\._client\b|\.producer\._producer\b|\._leader_assignor\b|\._leader_topic\b")
    offenders = []
    for folder in ("streams", "agents", "topics"):
        for path in (REPO / folder).rglob("*.py"):
            if path.name != "private_api.py":
                offenders += [f"{path.relative_to(REPO)}: {m.group(0)}" for m in private.finditer(path.read_text())]
    assert offenders == []
