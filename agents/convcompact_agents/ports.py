"""The runtime's ports (convcompact.runtime.ports) over Faust and Kafka: the Faust table as
the state store, the broker as the log, the app's topics as the publisher."""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Optional, Sequence

from aiokafka import AIOKafkaConsumer
from aiokafka import TopicPartition as TopicPartition_
from aiokafka.errors import KafkaError
from faust.types import TP

from convcompact import kafka_clients
from convcompact.private_api import clear_current_event, kafka_producer, reset_current_event, set_current_event
from convcompact.runtime.ports import TP as TopicPartition
from convcompact.runtime.ports import Acked, LogRecord
from convcompact.settings import Settings
from convcompact_topics.reader import read_range


class _Message:
    __slots__ = ("topic", "partition")

    def __init__(self, topic: str, partition: int) -> None:
        self.topic, self.partition = topic, partition


class PartitionEvent:
    """Stands for an event of one partition when the table is read or written outside a
    stream event's own processing (a batch spans partitions; timers have no event). Faust's
    table sends a write's changelog record to, and its RocksDB store reads and writes, the
    partition of the current event's message."""

    __slots__ = ("message", "__weakref__")

    def __init__(self, topic: str, partition: int) -> None:
        self.message = _Message(topic, partition)


class TableState:
    """The Faust table, each read and write at the partition it belongs to."""

    def __init__(self, table: Any) -> None:
        self.table = table
        # Faust keeps the current event by weak reference: these must stay alive.
        self.events: dict[int, PartitionEvent] = {}

    def _at(self, partition: int) -> None:
        event = self.events.get(partition)
        if event is None:
            event = self.events[partition] = PartitionEvent(self.table.changelog_topic_name, partition)
        set_current_event(event)

    def get(self, partition: int, key: str) -> Any:
        self._at(partition)
        return self.table.data.get(key)  # the store itself: the table layer adds only sensors

    def peek(self, key: str) -> Any:
        # No current event: Faust's store looks the key up in the partition databases it
        # has open. Pinning a partition here would open (and hold) the database of one the
        # worker may be giving up in a rebalance; the next owner of it then finds it locked.
        token = clear_current_event()
        try:
            return self.table.data.get(key)
        finally:
            reset_current_event(token)

    def set(self, partition: int, key: str, value: Any) -> None:
        self.send(partition, key, value)

    async def write(self, writes: Sequence[tuple[int, str, Any]]) -> None:
        """A batch's writes: each partition's changelog records as one produce batch (Faust's
        per-record path queues each through its producer buffer, a task wake-up and a
        RocksDB offset write apiece: most of a worker's time on a backlog), then the store;
        returns once the broker acked them, and records each partition's last changelog
        offset in its store as Faust's own write does (recovery reads on from there)."""
        producer = kafka_producer(self.table.app)
        topic = self.table.changelog_topic
        name = topic.get_topic_name()
        open_: dict[int, Any] = {}  # partition -> the batch being filled
        sent: list[tuple[int, int, Awaitable[Any]]] = []  # (partition, records, ack)

        async def send(partition: int) -> None:
            batch = open_.pop(partition)
            batch.close()  # nothing else joins it: its records are ours, in our order
            sent.append((partition, batch.record_count(), await producer.send_batch(batch, name, partition=partition)))

        for partition, key, value in writes:
            raw_key, _ = topic.prepare_key(key, self.table.key_serializer)
            raw_value, _ = topic.prepare_value(value, self.table.value_serializer)
            batch = open_.get(partition)
            if batch is not None and batch.append(timestamp=None, key=raw_key, value=raw_value) is None:
                await send(partition)  # full
                batch = None
            if batch is None:
                batch = open_[partition] = producer.create_batch()
                batch.append(timestamp=None, key=raw_key, value=raw_value)  # a first record always fits
            self._at(partition)
            self.table.data[key] = value
        for partition in list(open_):
            await send(partition)
        acked = await asyncio.gather(*(ack for _, _, ack in sent))
        last: dict[int, int] = {}
        for (partition, count, _), metadata in zip(sent, acked):
            last[partition] = max(last.get(partition, -1), metadata.offset + count - 1)
        for partition, offset in last.items():
            self.table.data.set_persisted_offset(TP(name, partition), offset)

    def send(self, partition: int, key: str, value: Any) -> Awaitable[Any]:
        """Write `key` as the table does (its changelog record, then the store), returning
        the changelog record's ack. Faust's own `table[key] = value` does the same and drops
        the ack (and adds key-TTL and sensor bookkeeping this table does not use)."""
        self._at(partition)
        ack = self.table.send_changelog(partition, key, value)
        self.table.data[key] = value
        return ack  # type: ignore[no-any-return]


class KafkaLog:
    """The broker, read through short-lived consumers (read-back), a client of its own (end
    offsets) and the app's consumer (what its fetches saw)."""

    def __init__(self, app: Any, settings: Settings) -> None:
        self.app, self.settings = app, settings
        self.offsets: Optional[AIOKafkaConsumer] = None

    async def read(self, topic: str, partition: int, start: int, end: int) -> Sequence[LogRecord]:
        return await read_range(self.settings, topic, partition, start, end)

    async def end_offsets(self, tps: Sequence[TopicPartition]) -> dict[TopicPartition, int]:
        """Asked on a connection of its own. Through the app's consumer the request queued
        behind that consumer's fetch, a long poll of up to 1.5 s whenever the partitions it
        fetches have nothing new (or are paused while the agent works): every batch then
        waited that long (bench/profile.py: 1.35 to 1.5 s of each 1.5 s batch)."""
        try:
            if self.offsets is None:
                client = kafka_clients.consumer(self.settings, group_id=None, enable_auto_commit=False)
                await client.start()
                self.offsets = client
            fresh = await self.offsets.end_offsets([TopicPartition_(t, p) for t, p in tps])
        except KafkaError as exc:  # the runtime waits on an OSError and asks again
            raise ConnectionError(f"{type(exc).__name__}: {exc}") from exc
        return {(tp.topic, tp.partition): end for tp, end in fresh.items()}

    async def close(self) -> None:
        if self.offsets is not None:
            client, self.offsets = self.offsets, None
            await client.stop()

    def fetched_end(self, topic: str, partition: int) -> Optional[int]:
        try:
            return self.app.consumer.highwater(TP(topic, partition))  # type: ignore[no-any-return]
        except Exception:  # not fetched yet on this consumer
            return None


class TopicPublisher:
    """The app's producer, called directly: the runtime has the record's bytes, topic and
    partition, so Faust's topic layer (a FutureMessage, its callbacks and channel per record)
    adds nothing but time on the hot path."""

    def __init__(self, app: Any, names: dict[str, str]) -> None:
        self.app, self.names = app, names  # role -> topic name

    async def send(self, role: str, key: Optional[bytes], value: bytes, partition: int) -> Awaitable[Acked]:
        return await self.app.producer.send(self.names[role], key, value, partition, None, None)  # type: ignore[no-any-return]
