"""What the runtime needs of the world, as small protocols: a state store, a log to read
back from, and a publisher. The worker implements them over Faust and Kafka
(convcompact_agents.ports); the in-process driver over memory (convcompact.runtime.memory)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Awaitable, Optional, Protocol, Sequence

TP = tuple[str, int]  # (topic, partition)


class LogRecord(Protocol):
    """A record as a consumer sees it (Faust's message, aiokafka's ConsumerRecord, Stored)."""

    @property
    def topic(self) -> str: ...
    @property
    def partition(self) -> int: ...
    @property
    def offset(self) -> int: ...
    @property
    def key(self) -> Optional[bytes]: ...
    @property
    def value(self) -> Optional[bytes]: ...


@dataclass(frozen=True)
class Stored:
    """A record read back from the log."""

    topic: str
    partition: int
    offset: int
    key: Optional[bytes]
    value: Optional[bytes]


class Acked(Protocol):
    """The broker's acknowledgement of a produced record."""

    @property
    def offset(self) -> int: ...


class StateStore(Protocol):
    """The table. A value belongs to one partition (its changelog partition): the partition
    of the records whose processing wrote it."""

    def get(self, partition: int, key: str) -> Any:
        """A read while handling a record of `partition` (a batch)."""
        ...

    def peek(self, key: str) -> Any:
        """A read outside any record's handling (timers, the model runner): from whichever
        partition this worker holds the key in; it never opens a partition's store."""
        ...

    def set(self, partition: int, key: str, value: Any) -> None:
        """One write, outside a batch (its changelog record is acked before the stream's
        offset is committed)."""
        ...

    async def put(self, partition: int, key: str, value: Any) -> None:
        """One write, outside a batch, durable when it returns (its changelog record acked):
        a lease, which a new owner of the partition must see."""
        ...

    async def write(self, writes: Sequence[tuple[int, str, Any]]) -> None:
        """A batch's coalesced writes, (partition, key, value) in order; durable when it
        returns (raises when the broker refused one)."""
        ...


class Log(Protocol):
    async def read(self, topic: str, partition: int, start: int, end: int) -> Sequence[LogRecord]:
        """The records with start <= offset < end (offsets without a record are absent)."""
        ...

    async def end_offsets(self, tps: Sequence[TP]) -> dict[TP, int]:
        """Asked of the broker now: one round trip for all of them."""
        ...

    def fetched_end(self, topic: str, partition: int) -> Optional[int]:
        """The end offset the consumer's own last fetch saw (None: not fetched yet); may be
        later than an `end_offsets` answer, never a reason to skip asking."""
        ...


class Publisher(Protocol):
    async def send(self, role: str, key: Optional[bytes], value: bytes, partition: int) -> Awaitable[Acked]:
        """Queue a record on the topic of `role`; the awaitable resolves on the broker's ack
        (and raises when the broker refused it)."""
        ...
