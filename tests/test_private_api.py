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


def test_no_other_module_reaches_a_private_attribute():
    """The shell reaches these names only through convcompact.private_api."""
    private = re.compile(r"(?<![A-Za-z])_current_event|\._committed_offset|\._enabled|\._dbs|\._encode_key|\._decode_key|\._client\b|\.producer\._producer\b|\._leader_assignor\b|\._leader_topic\b")
    offenders = []
    for folder in ("streams", "agents", "topics"):
        for path in (REPO / folder).rglob("*.py"):
            if path.name != "private_api.py":
                offenders += [f"{path.relative_to(REPO)}: {m.group(0)}" for m in private.finditer(path.read_text())]
    assert offenders == []
