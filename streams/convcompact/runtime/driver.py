"""The in-process driver: the worker's own runtime over an in-memory log, with no broker (the
project's TopologyTestDriver).

Records are appended to in-memory topics and delivered to the same `Runtime` the worker
runs (batching, event-time order, read-ahead, the input horizon, gap fill and watermarks,
dead letters, the in-flight index, coalesced writes after acks). Dispatched packets are
executed with a summarizer and their results settled through the runtime too, so the core
can be tested end to end, and replayed, without Kafka.

    d = LocalDriver(pairs)
    d.feed("source", record)            # append and deliver one record (then drain)
    d.append("delivery", record)        # append only: in the log, not delivered yet
    d.deliver([...])                    # deliver stored records as a stream would (any order,
                                        # gaps allowed: the runtime reads skipped offsets back)
    d.pump()                            # deliver everything appended, in batches
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Callable, Coroutine, Optional, Sequence, TypeVar

import orjson

from ..core.declarations import Pair
from ..core.model_runner import LocalExtractive, Summarizer, execute, utcnow
from ..core.partitioner import partition_of_key
from ..core.processor import Output, Processor, Step
from ..core.records import INPUT_ROLES
from ..core.errors import BadRecord
from ..core.records import Dispatch, decode
from ..core.replay_guide import Guide
from ..core.state import HEADS_PREFIX, Group, group_of
from .memory import MemoryLog, MemoryPublisher, MemoryState
from .metrics import Metrics
from .ports import Stored
from .runtime import BATCH_MAX, Runtime, Steps

ROLES = (*INPUT_ROLES, "runs", "documents", "dispatch", "results", "boundaries", "dead_letter")
_AGENT_OF = {**{r: "history" for r in INPUT_ROLES}, "results": "settlement", "dispatch": "model-runner"}
T = TypeVar("T")
_loop: Optional[asyncio.AbstractEventLoop] = None


def _run(coro: Coroutine[Any, Any, T]) -> T:
    """The driver's API is synchronous; its runtime runs on one private event loop."""
    global _loop
    if _loop is None or _loop.is_closed():
        _loop = asyncio.new_event_loop()
    return _loop.run_until_complete(coro)


@dataclass
class LocalDriver:
    pairs: list[Pair]
    summarizer: Summarizer = field(default_factory=LocalExtractive)
    run_model: bool = True
    clock: Callable[[], str] = utcnow  # a fixed clock makes every id reproducible
    guide: Optional[Guide] = None  # a replay's: the chain an earlier generation settled
    partitions: int = 1
    # Delivery and correction topics read only up to this event time (None: as far as the
    # log says). A test cannot make an in-memory log lag; this pins the horizon instead.
    horizon: Optional[str] = None
    published: list[Output] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.processor = Processor(self.pairs, self.guide)
        self.log = MemoryLog({r: r for r in ROLES})  # the in-memory topics are named by role
        self.store = MemoryState()
        self.metrics = Metrics()
        self.runtime = Runtime(
            self.processor, self.store, self.log, MemoryPublisher(self.log), self.metrics,
            topics={r: r for r in ROLES}, partitions=self.partitions, clock=lambda: self.clock(),
        )
        self.undelivered: list[Stored] = []  # appended input records the stream has not delivered
        self._executed = 0  # dispatch records handed to the model runner so far (in log order)

    def __setattr__(self, name: str, value: Any) -> None:
        super().__setattr__(name, value)
        if name == "horizon" and "runtime" in self.__dict__:
            self.runtime.pinned_horizon = value

    # ---- the table ------------------------------------------------------------------------

    @property
    def state(self) -> dict[str, Any]:
        return self.store.data

    @state.setter
    def state(self, value: dict[str, Any]) -> None:
        self.store.data = value

    def groups(self, conversation: Optional[str] = None) -> dict[int, Group]:
        """The stored groups by seq (of one conversation, or of the only one fed)."""
        found = {}
        for key, value in self.state.items():
            if (named := group_of(key)) is not None and conversation in (None, named[0]):
                found[named[1]] = value
        return found

    def conversations(self) -> list[str]:
        return [k[len(HEADS_PREFIX):] for k in self.state if k.startswith(HEADS_PREFIX)]

    # ---- the log ----------------------------------------------------------------------------

    def append(self, role: str, record: dict[str, Any] | bytes | None, key: Optional[str | bytes] = None) -> Stored:
        """Append a record to the topic of `role` (the partition of its key), undelivered.
        A dict is encoded, and keyed by its conversation unless `key` says otherwise; bytes
        and None (a tombstone) go as they are, with `key` as given."""
        value = orjson.dumps(record) if isinstance(record, dict) else record
        if key is None and isinstance(record, dict):
            key = f"{record.get('source')}:{record.get('chat_id')}"
        raw = key.encode() if isinstance(key, str) else key
        stored = self.log.append(role, partition_of_key(raw, self.partitions) if raw else 0, raw, value)
        self.undelivered.append(stored)
        return stored

    def deliver(self, records: Sequence[Stored]) -> Steps:
        """One batch, as the stream hands it to the agent of its topics: the history agent
        (input topics), settlement (results) or the model runner (dispatch)."""
        delivered = {(r.topic, r.partition, r.offset) for r in records}
        self.undelivered = [r for r in self.undelivered if (r.topic, r.partition, r.offset) not in delivered]
        agents = {_AGENT_OF[r.topic] for r in records}
        assert len(agents) == 1, "a batch comes from one agent's topics"
        agent = agents.pop()
        if agent == "history":
            return self._keep(_run(self.runtime.fold_and_plan(records)))
        if agent == "settlement":
            return self._keep(_run(self.runtime.settle(records)))
        _run(self._run_models(records))
        return []

    def pump(self, batch_max: int = BATCH_MAX) -> Steps:
        """Deliver every appended record, in appended order, in batches (a batch holds the
        records of one agent), executing what is dispatched when `run_model` is set."""
        steps: Steps = []
        while self.undelivered:
            agent = _AGENT_OF[self.undelivered[0].topic]
            batch = []
            for r in self.undelivered:
                if _AGENT_OF[r.topic] != agent or len(batch) == batch_max:
                    break
                batch.append(r)
            steps += self.deliver(batch)
            if self.run_model:
                steps += self.drain()
        return steps

    def feed(self, role: str, record: dict[str, Any] | bytes | None, key: Optional[str | bytes] = None) -> Step:
        """Append one record and deliver it (then execute what it dispatched)."""
        stored = self.append(role, record, key)
        step = _step_of(self.deliver([stored]), stored)
        if self.run_model:
            self.drain()
        return step

    def feed_result(self, result: dict[str, Any] | bytes, key: str) -> Step:
        return self.feed("results", result, key)

    def pending_dispatches(self) -> list[Dispatch]:
        """The well-formed dispatches published since the last call (in log order)."""
        found = self.log.topic("dispatch")
        fresh, self._executed = found[self._executed:], len(found)
        out = []
        for s in fresh:
            try:
                out.append(decode(s.value, Dispatch))
            except BadRecord:
                continue
        return out  # type: ignore[return-value]

    def drain(self) -> Steps:
        """Execute and settle every dispatched packet, including the catch-up packets that
        settling them dispatches, until none is left."""
        steps: Steps = []
        while fresh := self.log.topic("dispatch")[self._executed:]:
            self._executed += len(fresh)
            steps += self._keep(_run(self._run_models(fresh)))
        return steps

    async def _run_models(self, records: Sequence[Stored]) -> Steps:
        """The model runner's part: each dispatch in partition order (a bad one is a dead
        letter), executed with the summarizer, its result published and settled."""
        direct = self.runtime.direct()
        steps: Steps = []

        async def execute_one(m: Any) -> Optional[str]:
            try:
                dispatch = decode(m.value, Dispatch)
            except BadRecord as exc:
                await self.runtime.dead_letter(direct, m, str(exc))
                return None
            assert isinstance(dispatch, Dispatch)
            result = execute(dispatch, self.summarizer, self.clock)
            conv = dispatch.packet.conversation.key.encode()
            stored = self.log.append("results", m.partition, conv, result.to_bytes())
            steps.extend(await self.runtime.settle([stored]))
            return None

        for record in records:
            await self.runtime.in_order(direct, record, execute_one)
        return steps

    def records(self, role: str, type_: Optional[str] = None) -> list[dict[str, Any]]:
        """What was published on a topic (decoded), in log order."""
        out = [orjson.loads(s.value) for s in self.log.topic(role) if s.value is not None]
        return [r for r in out if type_ is None or r.get("type") == type_]

    @property
    def dead_letters(self) -> list[tuple[str, int, str]]:
        """(topic, offset, error) of each dead letter published."""
        return [(r["topic"], r["offset"], r["error"]) for r in self.records("dead_letter")]

    @property
    def offsets(self) -> dict[str, int]:
        """The last offset of each topic that holds records (one partition: the default)."""
        return {t: s.offset for (t, _), lane in self.log.records.items() if lane for s in lane[-1:]}

    def _keep(self, steps: Steps) -> Steps:
        for _, step in steps:
            self.published.extend(step.outputs)
        return steps


def _step_of(steps: Steps, stored: Stored) -> Step:
    """The step of `stored` (a redelivered record has none: nothing happened)."""
    for record, step in steps:
        if (record.topic, record.partition, record.offset) == (stored.topic, stored.partition, stored.offset):
            return step
    return Step(status="redelivered")
