"""The runtime's ports (convcompact.runtime.ports) over Faust and Kafka: the Faust table as
the state store, the broker as the log, the app's topics as the publisher."""

from __future__ import annotations

import asyncio
import logging
import os
import weakref
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
from convcompact_topics.catalog import MAX_MESSAGE_BYTES
from convcompact_topics.reader import read_between

log = logging.getLogger("convcompact")


class _Message:
    __slots__ = ("topic", "partition")

    def __init__(self, topic: str, partition: int) -> None:
        self.topic, self.partition = topic, partition


class PartitionEvent:
    """Stands for an event of one partition when the table is read or written outside a
    stream event's own processing (a batch spans partitions; timers have no event). Faust's
    table sends a write's changelog record to, and its RocksDB store reads and writes, the
    partition of the current event's message."""

    __slots__ = ("message", "ref", "__weakref__")

    def __init__(self, topic: str, partition: int) -> None:
        self.message = _Message(topic, partition)
        self.ref = weakref.ref(self)  # what Faust's current event holds, made once


class TableState:
    """The Faust table, each read and write at the partition it belongs to. A value reaches
    the local store only once its changelog record is acked, so the store is never ahead of
    the changelog: a crash (or a refused produce) leaves local state that a standby or a new
    owner, recovering from the changelog, would also have (plus, at most, records it then
    replays), never a write only this disk knows."""

    def __init__(self, table: Any) -> None:
        self.table = table
        # Faust keeps the current event by weak reference: these must stay alive.
        self.events: dict[int, PartitionEvent] = {}
        # Single writes sent and not acked yet (`set`): read from here until they land.
        self.unacked: dict[str, Any] = {}

    def _at(self, partition: int) -> None:
        event = self.events.get(partition)
        if event is None:
            event = self.events[partition] = PartitionEvent(self.table.changelog_topic_name, partition)
        set_current_event(event, event.ref)

    def get(self, partition: int, key: str) -> Any:
        if key in self.unacked:
            return self.unacked[key]
        self._at(partition)
        return self.table.data.get(key)  # the store itself: the table layer adds only sensors

    def peek(self, key: str) -> Any:
        if key in self.unacked:
            return self.unacked[key]
        # No current event: Faust's store looks the key up in the partition databases it
        # has open. Pinning a partition here would open (and hold) the database of one the
        # worker may be giving up in a rebalance; the next owner of it then finds it locked.
        token = clear_current_event()
        try:
            return self.table.data.get(key)
        finally:
            reset_current_event(token)

    def set(self, partition: int, key: str, value: Any) -> None:
        """One write whose ack the caller does not wait for (a watermark of the model runner's
        agent): readable at once, stored when acked (dropped, and logged, when refused)."""
        ack = self._changelog(partition, key, value)
        self.unacked[key] = value

        def landed(fut: "asyncio.Future[Any]") -> None:
            if self.unacked.get(key) is value:
                del self.unacked[key]
            if fut.cancelled() or fut.exception() is not None:
                log.error("the changelog refused a write of %r: %s", key[:80], "cancelled" if fut.cancelled() else fut.exception())
                return
            self._store(partition, key, value)

        asyncio.ensure_future(ack).add_done_callback(landed)

    async def put(self, partition: int, key: str, value: Any) -> None:
        """One write, durable when it returns: its changelog record acked, then stored."""
        await self._changelog(partition, key, value)
        self._store(partition, key, value)

    async def write(self, writes: Sequence[tuple[int, str, Any]]) -> None:
        """A batch's writes: each partition's changelog records as one produce batch (Faust's
        per-record path queues each through its producer buffer, a task wake-up and a
        RocksDB offset write apiece: most of a worker's time on a backlog); once the broker
        acked every one of them, the store, and each partition's last changelog offset in
        its store, as Faust's own write records it (recovery reads on from there). A refusal
        raises before anything is stored."""
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
        for partition in list(open_):
            await send(partition)
        acked = await asyncio.gather(*(ack for _, _, ack in sent))
        await fault_point("changelog-acked")
        for partition, key, value in writes:
            self._store(partition, key, value)
        last: dict[int, int] = {}
        for (partition, count, _), metadata in zip(sent, acked):
            last[partition] = max(last.get(partition, -1), metadata.offset + count - 1)
        for partition, offset in last.items():
            self.table.data.set_persisted_offset(TP(name, partition), offset)

    def _changelog(self, partition: int, key: str, value: Any) -> Awaitable[Any]:
        """The changelog record of a write (its ack), as Faust's `table[key] = value` sends it
        (which drops the ack, and adds key-TTL and sensor bookkeeping this table does not use)."""
        self._at(partition)
        ack: Awaitable[Any] = self.table.send_changelog(partition, key, value)
        return ack

    def _store(self, partition: int, key: str, value: Any) -> None:
        self._at(partition)
        self.table.data[key] = value


async def fault_point(name: str) -> None:
    """Where the fault-injection tests stop a worker: with CONVCOMPACT_FAULT_PAUSE=<name>:<s>
    the worker logs that it reached the point and waits there `s` seconds (a test SIGKILLs it
    meanwhile). Unset, nothing happens."""
    spec = os.environ.get("CONVCOMPACT_FAULT_PAUSE", "")
    if spec.partition(":")[0] != name:
        return
    log.warning("fault point %s reached: pausing", name)
    await asyncio.sleep(float(spec.partition(":")[2] or 30))


class KafkaLog:
    """The broker, read through a consumer of its own (read-back: gap fill, read-ahead, the
    executor's look for a published result), a client of its own for end offsets (never
    assigned, so its requests never queue behind a fetch's long poll) and the app's consumer
    (what its fetches saw)."""

    def __init__(self, app: Any, settings: Settings) -> None:
        self.app, self.settings = app, settings
        self.offsets: Optional[AIOKafkaConsumer] = None
        self.reader: Optional[AIOKafkaConsumer] = None
        self.reading = asyncio.Lock()  # one read at a time on the reader (it is assigned per read)

    async def read(self, topic: str, partition: int, start: int, end: int) -> Sequence[LogRecord]:
        """The records with start <= offset < end. One long-lived consumer: starting one per
        read (a connection, metadata, three requests) cost 100 ms and more, once per
        dispatch, and dispatches queued behind it (bench/run.py's live latency)."""
        if end <= start:
            return []
        tp = TopicPartition_(topic, partition)
        try:
            async with self.reading:
                if self.reader is None:
                    reader = kafka_clients.consumer(
                        self.settings, group_id=None, enable_auto_commit=False,
                        max_partition_fetch_bytes=MAX_MESSAGE_BYTES, fetch_max_bytes=4 * MAX_MESSAGE_BYTES,
                        # A fetch at the log's end waits this long at the broker, and the
                        # next read's fetch queues behind it (at aiokafka's 500 ms default,
                        # 0.4 s per read): short, since nothing here waits for new records;
                        # paused between reads, so it never polls while idle.
                        fetch_max_wait_ms=5,
                    )
                    await reader.start()
                    self.reader = reader
                self.reader.assign([tp])
                self.reader.resume(tp)
                read = await read_between(self.reader, tp, start, end)
                self.reader.pause(tp)
                return read
        except KafkaError as exc:  # the runtime waits on an OSError and asks again
            raise ConnectionError(f"{type(exc).__name__}: {exc}") from exc

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
        for client in (self.offsets, self.reader):
            if client is not None:
                await client.stop()
        self.offsets = self.reader = None

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
