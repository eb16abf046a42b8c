"""A batch's side effects, in the core's crash-safe order (convcompact.core.processor and
convcompact.core.state):

    1. every output of the batch is queued at once;
    2. the acks are awaited together (one round trip for the batch, not one per record);
       a refusal raises here, and nothing below is written;
    3. what needs the acks runs (the in-flight index takes its dispatch offsets);
    4. the table writes land, coalesced to one per key, in `state.WRITE_ORDER`, and are
       acked (so no commit of the stream's offsets can pass a write that did not land);
    5. the stream's offsets are committed by the shell after the batch (Faust commits
       acked records).

Until step 4 the writes are read through an overlay, so each record of the batch sees the
state the records before it left. A crash before `flush` ends repeats the batch; every write
and output is idempotent under that."""

from __future__ import annotations

from typing import Any, Awaitable, Callable, Optional

from ..core.state import coalesce, kind
from .ports import Acked, Publisher, StateStore

OnAck = Callable[[Acked], None]
# Key kinds a batch reads afresh every time: a packet's lease is written by the model runner
# outside the runtime's lock.
UNCACHED = frozenset("l")
_ABSENT = object()  # not in the batch's view yet (None is a value: a key the store lacks)


class Batch:
    def __init__(self, state: StateStore, publisher: Publisher) -> None:
        self.state, self.publisher = state, publisher
        # The batch's view: its own writes over the values read from the store during the
        # batch, read once (the batch holds the runtime's lock, and no one else writes these
        # keys meanwhile; see UNCACHED). One dict, so a read is one lookup.
        self.view: dict[str, Any] = {}
        self.writes: list[tuple[int, str, Any]] = []  # (partition, key, value) in order
        self.acks: list[tuple[Awaitable[Acked], Optional[OnAck]]] = []
        self.after: list[Callable[[], None]] = []

    def get(self, partition: int, key: str) -> Any:
        value = self.view.get(key, _ABSENT)
        if value is not _ABSENT:
            return value
        value = self.state.get(partition, key)
        if kind(key) not in UNCACHED:
            self.view[key] = value
        return value

    def set(self, partition: int, key: str, value: Any) -> None:
        self.view[key] = value
        self.writes.append((partition, key, value))

    async def send(self, role: str, key: Optional[bytes], value: bytes, partition: int, on_ack: Optional[OnAck] = None) -> None:
        self.acks.append((await self.publisher.send(role, key, value, partition), on_ack))

    def after_acks(self, fn: Callable[[], None]) -> None:
        """Run `fn` once every output queued so far is acked, before the writes land."""
        self.after.append(fn)

    async def flush(self) -> None:
        for ack, on_ack in self.acks:
            # One after the other: they are all in flight already, so this waits as long as
            # gathering them would, without a task per output. A refusal raises here.
            metadata = await ack
            if on_ack is not None:
                on_ack(metadata)
        for fn in self.after:
            fn()
        if self.writes:
            await self.state.write(coalesce(self.writes))
        self.acks.clear()
        self.after.clear()
        self.writes.clear()
        self.view.clear()


class Direct(Batch):
    """The same interface with no batching: sends are awaited and writes land at once (the
    model runner's agent, whose only write is its watermark, and the timers' reads). Reads
    `peek`: a timer must never open the store of a partition being revoked."""

    def get(self, partition: int, key: str) -> Any:
        return self.state.peek(key)

    def set(self, partition: int, key: str, value: Any) -> None:
        self.state.set(partition, key, value)

    async def send(self, role: str, key: Optional[bytes], value: bytes, partition: int, on_ack: Optional[OnAck] = None) -> None:
        metadata = await (await self.publisher.send(role, key, value, partition))
        if on_ack is not None:
            on_ack(metadata)

    def after_acks(self, fn: Callable[[], None]) -> None:
        fn()
