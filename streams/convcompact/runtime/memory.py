"""The ports over memory, for the in-process driver: a log of topics and partitions that
assigns offsets as a broker does, a publisher that appends to it (acked at once), and a
state store that keeps values as the changelog would (through JSON: no shared mutable
values)."""

from __future__ import annotations

from typing import Any, Awaitable, Generator, Optional, Sequence

import orjson

from .ports import TP, Acked, Stored


# The topics' max.message.bytes (convcompact_topics.catalog.MAX_MESSAGE_BYTES): a record over
# it is refused here as the broker refuses it.
MAX_MESSAGE_BYTES = 8 * 1024 * 1024


class RecordTooLarge(ValueError):
    pass


class MemoryLog:
    def __init__(self, topics: dict[str, str], max_message_bytes: int = MAX_MESSAGE_BYTES) -> None:
        self.topics = topics  # role -> topic name
        self.max_message_bytes = max_message_bytes
        self.limits: dict[str, int] = {}  # topic -> its own max.message.bytes, where it differs
        self.records: dict[TP, list[Stored]] = {}

    def append(self, topic: str, partition: int, key: Optional[bytes], value: Optional[bytes]) -> Stored:
        size, limit = len(key or b"") + len(value or b""), self.limits.get(topic, self.max_message_bytes)
        if size > limit:
            raise RecordTooLarge(f"{topic}[{partition}]: a record of {size} bytes is over max.message.bytes ({limit})")
        lane = self.records.setdefault((topic, partition), [])
        stored = Stored(topic, partition, len(lane), key, value)
        lane.append(stored)
        return stored

    def partition(self, topic: str, partition: int) -> list[Stored]:
        return self.records.get((topic, partition), [])

    def topic(self, topic: str) -> list[Stored]:
        return [s for (t, _), lane in sorted(self.records.items()) if t == topic for s in lane]

    async def read(self, topic: str, partition: int, start: int, end: int) -> Sequence[Stored]:
        return self.partition(topic, partition)[max(0, start):max(0, end)]

    async def end_offsets(self, tps: Sequence[TP]) -> dict[TP, int]:
        return {tp: len(self.partition(*tp)) for tp in tps}

    def fetched_end(self, topic: str, partition: int) -> Optional[int]:
        return None


class _Acked:
    """An ack that is in at once (the log appended the record when it was sent): awaiting
    it returns the record without a trip through the event loop or a Future per send."""

    __slots__ = ("stored",)

    def __init__(self, stored: Stored) -> None:
        self.stored = stored

    def __await__(self) -> Generator[Any, None, Acked]:
        yield from ()  # a generator that returns at once
        return self.stored


class MemoryPublisher:
    def __init__(self, log: MemoryLog) -> None:
        self.log = log

    async def send(self, role: str, key: Optional[bytes], value: bytes, partition: int) -> Awaitable[Acked]:
        return _Acked(self.log.append(self.log.topics[role], partition, key, value))


class MemoryState:
    def __init__(self) -> None:
        self.data: dict[str, Any] = {}

    def get(self, partition: int, key: str) -> Any:
        return self.data.get(key)

    def peek(self, key: str) -> Any:
        return self.data.get(key)

    def set(self, partition: int, key: str, value: Any) -> None:
        self.data[key] = orjson.loads(orjson.dumps(value))

    async def put(self, partition: int, key: str, value: Any) -> None:
        self.set(partition, key, value)

    async def write(self, writes: Sequence[tuple[int, str, Any]]) -> None:
        for partition, key, value in writes:
            self.set(partition, key, value)
