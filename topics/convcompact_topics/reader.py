"""Reading topics from the beginning to their end offsets, without a consumer group.

Used by the commands that re-derive state from the log (`context`, `verify`), so what they
report does not depend on a worker being up.
"""

from __future__ import annotations

from typing import AsyncIterator, Awaitable, Callable, Iterable, Optional

from aiokafka import AIOKafkaConsumer, TopicPartition

from convcompact import kafka_clients
from convcompact.private_api import refresh_metadata
from convcompact.runtime.ports import Stored
from convcompact.settings import Settings
from .catalog import MAX_MESSAGE_BYTES


async def scan(settings: Settings, topics: Iterable[str], partition: Optional[int] = None) -> AsyncIterator[Stored]:
    """Every record of `topics` (one partition or all) up to the end offsets they had when
    the scan began, in offset order per partition, batch by batch (bounded memory)."""
    consumer = kafka_clients.consumer(
        settings,
        enable_auto_commit=False,
        group_id=None,
        max_partition_fetch_bytes=MAX_MESSAGE_BYTES,
        fetch_max_bytes=4 * MAX_MESSAGE_BYTES,
    )
    await consumer.start()
    try:
        tps: list[TopicPartition] = []
        for t in topics:
            parts = consumer.partitions_for_topic(t)
            if parts is None:
                await refresh_metadata(consumer)  # first look at a topic
                parts = consumer.partitions_for_topic(t) or set()
            tps.extend(TopicPartition(t, p) for p in sorted(parts) if partition is None or p == partition)
        if not tps:
            return
        consumer.assign(tps)
        await consumer.seek_to_beginning(*tps)
        ends = await consumer.end_offsets(tps)
        pending = {tp for tp in tps if ends[tp] > 0}
        for tp in tps:
            if tp in pending and await consumer.position(tp) >= ends[tp]:
                pending.discard(tp)  # everything before the end was compacted away or deleted
        while pending:
            batch = await consumer.getmany(*pending, timeout_ms=1000)
            for tp, msgs in batch.items():
                for m in msgs:
                    if m.offset < ends[tp]:
                        yield Stored(tp.topic, tp.partition, m.offset, m.key, m.value)
                if await consumer.position(tp) >= ends[tp]:
                    pending.discard(tp)
    finally:
        await consumer.stop()


async def read_all(settings: Settings, topics: Iterable[str], partition: Optional[int] = None) -> list[Stored]:
    """Every record of `topics` (one partition or all), in offset order per partition."""
    return [s async for s in scan(settings, topics, partition)]


async def read_range(settings: Settings, topic: str, partition: int, start: int, end: int) -> list[Stored]:
    """The records of one partition with start <= offset < end (offsets without a record,
    such as transaction markers or deleted segments, are simply absent)."""
    if end <= start:
        return []

    async def window(c: AIOKafkaConsumer, tp: TopicPartition) -> tuple[int, int]:
        return start, end

    return await _read_window(settings, TopicPartition(topic, partition), window)


async def read_times(settings: Settings, topic: str, partition: int, since_ms: int, until_ms: int) -> list[Stored]:
    """The records of one partition whose timestamps fall in [since_ms, until_ms), found by
    the broker's time index (the first offset at or after each time), without reading the
    rest of the partition. Timestamps are the producers' clocks: callers widen the window."""

    async def window(c: AIOKafkaConsumer, tp: TopicPartition) -> tuple[int, int]:
        async def offset_at(ms: int) -> int:
            found = (await c.offsets_for_times({tp: max(0, ms)})).get(tp)
            return _PAST_THE_END if found is None else found.offset  # None: no record that late

        return await offset_at(since_ms), await offset_at(until_ms)

    return await _read_window(settings, TopicPartition(topic, partition), window)


_PAST_THE_END = 2**63 - 1  # clamped to the partition's end offset
Window = Callable[[AIOKafkaConsumer, TopicPartition], Awaitable[tuple[int, int]]]


async def _read_window(settings: Settings, tp: TopicPartition, window: Window) -> list[Stored]:
    """The records of `tp` between the offsets `window(consumer, tp)` gives (start, end)."""
    consumer = kafka_clients.consumer(
        settings, enable_auto_commit=False, group_id=None,
        max_partition_fetch_bytes=MAX_MESSAGE_BYTES, fetch_max_bytes=4 * MAX_MESSAGE_BYTES,
    )
    await consumer.start()
    try:
        consumer.assign([tp])
        return await read_between(consumer, tp, *await window(consumer, tp))
    finally:
        await consumer.stop()


async def read_between(consumer: AIOKafkaConsumer, tp: TopicPartition, start: int, end: int) -> list[Stored]:
    """The records of `tp` with start <= offset < end, on a consumer assigned `tp` (no group)."""
    first = (await consumer.beginning_offsets([tp]))[tp]
    last = (await consumer.end_offsets([tp]))[tp]
    start, end = max(start, first), min(end, last)
    out: list[Stored] = []
    if end <= start:
        return out
    consumer.seek(tp, start)
    while await consumer.position(tp) < end:
        batch = await consumer.getmany(tp, timeout_ms=1000)
        for m in batch.get(tp, []):
            if start <= m.offset < end:
                out.append(Stored(tp.topic, tp.partition, m.offset, m.key, m.value))
    return out
