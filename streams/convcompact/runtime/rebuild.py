"""A table rebuilt from the topics by the worker's own runtime: what `convcompact context`,
`verify` and `show` answer from, so that they answer what a worker's /context answers.

The records (read from the topics by the caller) are put in an in-memory log at the offsets
they have on the broker and handed to the same `Runtime` the worker runs, over an in-memory
store, with planning off: the input records are folded into groups (event-time order,
read-ahead, watermarks, the bad-input taxonomy: the worker's fold), and the compacted topics'
records indexed as the resolver's evidence (the worker's index). Nothing is published, no
packet is planned and no result settled; what the worker would dead-letter is collected.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional, Sequence

import orjson

from ..core.declarations import Pair
from ..core.model_runner import utcnow
from ..core.processor import Processor, Step
from ..core.records import INPUT_ROLES
from .memory import MemoryState
from .metrics import Metrics
from .ports import TP, Acked, LogRecord, Stored
from ..core.evidence import EVIDENCE_ROLES
from .runtime import BATCH_MAX, Runtime


class SnapshotLog:
    """The Log port over records read from the broker, at their own offsets (a partition's
    offsets are not contiguous when only some of its records were read)."""

    def __init__(self, records: Iterable[Stored], ends: Optional[dict[TP, int]] = None) -> None:
        self.lanes: dict[TP, list[Stored]] = {}
        for r in records:
            self.lanes.setdefault((r.topic, r.partition), []).append(r)
        for lane in self.lanes.values():
            lane.sort(key=lambda r: r.offset)
        self.ends = dict(ends or {})
        for tp, lane in self.lanes.items():
            self.ends[tp] = max(self.ends.get(tp, 0), lane[-1].offset + 1)

    async def read(self, topic: str, partition: int, start: int, end: int) -> Sequence[LogRecord]:
        return [r for r in self.lanes.get((topic, partition), []) if start <= r.offset < end]

    async def end_offsets(self, tps: Sequence[TP]) -> dict[TP, int]:
        return {tp: self.ends.get(tp, 0) for tp in tps}

    def fetched_end(self, topic: str, partition: int) -> Optional[int]:
        return None


@dataclass
class _Sent:
    offset: int = -1


class Collecting:
    """A publisher that keeps what it is asked to send (a rebuild publishes nothing but the
    dead letters of bad records, which its caller reports)."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, Optional[bytes], bytes]] = []

    async def send(self, role: str, key: Optional[bytes], value: bytes, partition: int) -> "asyncio.Future[Acked]":
        self.sent.append((role, key, value))
        done: asyncio.Future[Acked] = asyncio.get_running_loop().create_future()
        done.set_result(_Sent())
        return done

    def dead_letters(self) -> list[dict[str, Any]]:
        return [orjson.loads(v) for role, _, v in self.sent if role == "dead_letter"]


@dataclass
class Rebuilt:
    state: MemoryState
    steps: list[tuple[LogRecord, Step]] = field(default_factory=list)
    dead_letters: list[dict[str, Any]] = field(default_factory=list)

    def get(self, key: str) -> Any:
        return self.state.peek(key)


async def rebuild(
    pairs: list[Pair], partitions: int, topics: dict[str, str], records: Iterable[Stored], ends: Optional[dict[TP, int]] = None,
) -> Rebuilt:
    """The table the worker's runtime derives from `records` (of one partition: a table
    belongs to a partition). `topics`: role -> topic name, as the records name them."""
    log = SnapshotLog(records, ends)
    publisher = Collecting()
    state = MemoryState()
    runtime = Runtime(Processor(pairs, partitions), state, log, publisher, Metrics(), topics=topics, partitions=partitions,
                      clock=utcnow, planning=False)
    out = Rebuilt(state)
    role_of = {name: role for role, name in topics.items()}
    for roles, handle in ((INPUT_ROLES, runtime.fold_and_plan), (EVIDENCE_ROLES, runtime.index_evidence)):
        lane = sorted((r for (t, _), rs in log.lanes.items() if role_of.get(t) in roles for r in rs), key=lambda r: (r.partition, r.topic, r.offset))
        for start in range(0, len(lane), BATCH_MAX):
            out.steps += await handle(lane[start:start + BATCH_MAX])
    out.dead_letters = publisher.dead_letters()
    return out
