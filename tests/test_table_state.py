"""The worker's table port (convcompact_agents.ports.TableState): the local store is never ahead
of the changelog (issue 20, point 6). A batch's values are stored only once every changelog
record is acked; a refusal mid-batch stores nothing, so the worker that failed holds exactly
what a fresh owner recovering the changelog holds."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Optional

import orjson
import pytest

from convcompact_agents.ports import TableState


@dataclass
class Meta:
    offset: int


class Batch:
    def __init__(self) -> None:
        self.records: list[tuple[bytes, bytes]] = []

    def append(self, timestamp: Any, key: bytes, value: bytes) -> Optional[object]:
        self.records.append((key, value))
        return object()

    def close(self) -> None:
        pass

    def record_count(self) -> int:
        return len(self.records)


class Producer:
    """A stand-in for the aiokafka producer: the changelog is a list per partition; a
    partition in `refuse` fails its batches (as a broker refusing the produce)."""

    def __init__(self, refuse: set[int]) -> None:
        self.refuse = refuse
        self.log: dict[int, list[tuple[bytes, bytes]]] = {}

    def create_batch(self) -> Batch:
        return Batch()

    async def send_batch(self, batch: Batch, topic: str, partition: int) -> "asyncio.Future[Meta]":
        fut: asyncio.Future[Meta] = asyncio.get_running_loop().create_future()
        if partition in self.refuse:
            fut.set_exception(RuntimeError(f"partition {partition}: the broker refused the batch"))
        else:
            lane = self.log.setdefault(partition, [])
            fut.set_result(Meta(len(lane)))
            lane.extend(batch.records)
        return fut


class Topic:
    def get_topic_name(self) -> str:
        return "app-state-changelog"

    def prepare_key(self, key: Any, serializer: Any) -> tuple[bytes, Any]:
        return orjson.dumps(key), None

    def prepare_value(self, value: Any, serializer: Any) -> tuple[bytes, Any]:
        return orjson.dumps(value), None


class Store(dict):  # type: ignore[type-arg]
    def __init__(self) -> None:
        super().__init__()
        self.persisted: dict[int, int] = {}

    def set_persisted_offset(self, tp: Any, offset: int) -> None:
        self.persisted[tp.partition] = offset


class Table:
    def __init__(self, producer: Producer) -> None:
        self.app = type("App", (), {"producer": type("FaustProducer", (), {"_producer": producer})()})()
        self.changelog_topic = Topic()
        self.changelog_topic_name = "app-state-changelog"
        self.key_serializer = self.value_serializer = None
        self.data = Store()


def recovered(producer: Producer) -> dict[str, Any]:
    """What a fresh owner recovering the changelog holds."""
    return {orjson.loads(k): orjson.loads(v) for lane in producer.log.values() for k, v in lane}


def test_a_batch_is_stored_only_once_every_changelog_record_is_acked():
    producer = Producer(refuse=set())
    state = TableState(Table(producer))
    asyncio.run(state.write([(0, "a", 1), (1, "b", 2), (0, "c", 3)]))
    assert dict(state.table.data) == {"a": 1, "b": 2, "c": 3} == recovered(producer)
    assert state.table.data.persisted == {0: 1, 1: 0}


def test_a_changelog_refusal_mid_batch_stores_nothing_so_the_failed_owner_equals_a_fresh_one():
    producer = Producer(refuse={1})
    state = TableState(Table(producer))
    asyncio.run(state.write([(0, "kept", 0)]))
    with pytest.raises(RuntimeError, match="refused"):
        asyncio.run(state.write([(0, "a", 1), (1, "b", 2), (0, "c", 3)]))
    # Partition 0's records landed in the changelog; the store holds none of this batch, and
    # its persisted offset stays where it was: recovery on restart replays them from there.
    assert dict(state.table.data) == {"kept": 0}
    assert state.table.data.persisted == {0: 0}
    assert recovered(producer) == {"kept": 0, "a": 1, "c": 3}  # what a fresh owner replays
    producer.refuse.clear()  # the batch is handled again after the crash: now both agree
    asyncio.run(state.write([(0, "a", 1), (1, "b", 2), (0, "c", 3)]))
    assert dict(state.table.data) == recovered(producer)
