"""The in-process driver: the worker's own runtime over an in-memory log, with no broker (the
project's TopologyTestDriver).

Records are appended to in-memory topics and delivered to the same `Runtime` the worker
runs (batching, event-time order, read-ahead, the input horizon, gap fill and watermarks,
dead letters, the in-flight index, coalesced writes after acks). Dispatched packets are
executed with a summarizer and their results settled through the runtime too, and every
record on the compacted topics (the pipeline's own, and any a test appends there: a forged
boundary, a fork) is delivered to the evidence agent as the worker's would be, so the core
can be tested end to end, and replayed, without Kafka.

    d = LocalDriver(pairs)
    d.feed("source", record)            # append and deliver one record (then drain)
    d.append("delivery", record)        # append only: in the log, not delivered yet
    d.deliver([...])                    # deliver stored records as a stream would (any order,
                                        # gaps allowed: the runtime reads skipped offsets back)
    d.pump()                            # deliver everything appended, in batches
    d.context(conv)                     # what the worker's /context answers (status, body)
    d.context_from_topics(conv)         # what `convcompact context` answers from the log
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from dataclasses import dataclass, field
from typing import Any, Callable, Coroutine, Optional, Sequence, TypeVar

import orjson

from ..core.declarations import Pair
from ..core.model_runner import LOCAL_LEASE_S, LocalExtractive, Summarizer, execute, utcnow
from ..core.partitioner import partition_of_key
from ..core.processor import Output, Processor, Step
from ..core.records import INPUT_ROLES
from ..core.errors import BadRecord
from ..core.records import Dispatch, Result, decode
from ..core.replay_guide import Guide, GuideBuilder
from ..core.evidence import path
from ..core.planner import active_size
from ..core.resolver import context_answer
from ..core.state import HEADS_PREFIX, ChainId, ChainIndex, Group, group_of, index_key, inflight_key
from .memory import MemoryLog, MemoryPublisher, MemoryState
from .metrics import Metrics
from .ports import Stored
from .executor import Executor, Models
from .rebuild import Rebuilt, rebuild
from ..core.evidence import EVIDENCE_ROLES
from .runtime import BATCH_MAX, Runtime, Steps

ROLES = (*INPUT_ROLES, "runs", "documents", "dispatch", "results", "boundaries", "dead_letter")
_AGENT_OF = {**{r: "history" for r in INPUT_ROLES}, "results": "settlement", "dispatch": "model-runner",
             **{r: "evidence" for r in EVIDENCE_ROLES}}
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
    guide: Optional[Guide] = None  # a replay's: the results an earlier generation published
    partitions: int = 1
    # Delivery and correction topics read only up to this event time (None: as far as the
    # log says). A test cannot make an in-memory log lag; this pins the horizon instead.
    horizon: Optional[str] = None
    published: list[Output] = field(default_factory=list)
    # The executor's models (None: the summarizer above, synchronously): the worker's own
    # providers can be run in process this way, against an HTTP test server.
    models: Optional[Models] = None
    failure_backoff_s: float = 30.0  # the first wait after a failed or rejected result

    def __post_init__(self) -> None:
        self.processor = Processor(self.pairs, self.partitions, self.failure_backoff_s)
        self.log = MemoryLog({r: r for r in ROLES})  # the in-memory topics are named by role
        self.store = MemoryState()
        self.metrics = Metrics()
        self.runtime = Runtime(
            self.processor, self.store, self.log, MemoryPublisher(self.log), self.metrics,
            topics={r: r for r in ROLES}, partitions=self.partitions, clock=lambda: self.clock(),
        )
        self.undelivered: list[Stored] = []  # appended input records the stream has not delivered
        # (topic, partition) -> records of the pipeline's own topics (dispatch, results, the
        # compacted ones) its agents took so far: what their streams delivered.
        self._delivered: dict[tuple[str, int], int] = {}
        # The executor's leases by the driver's clock, held by one named owner: a fixed clock
        # makes the table reproducible.
        self.executor = Executor(self.runtime, self.models or SummarizerModels(self.summarizer, lambda: self.clock()),
                                 owned=lambda: range(self.partitions), guide=self.guide, owner="local-driver", clock=lambda: self.clock(),
                                 wall=lambda: datetime.fromisoformat(self.clock().replace("Z", "+00:00")).timestamp())

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

    def restart(self, pairs: Optional[list[Pair]] = None) -> "LocalDriver":
        """The same worker started again: its table recovered from the changelog (a copy of
        this one's), its streams going on where they were, over the same topics; `pairs`: with
        other declarations (a new epoch)."""
        other = LocalDriver(pairs or self.pairs, summarizer=self.summarizer, models=self.models, run_model=self.run_model, clock=self.clock,
                            guide=self.guide, partitions=self.partitions, horizon=self.horizon)
        other.log.records = self.log.records  # the topics are shared, not copied
        other.store.data = dict(self.store.data)
        other._delivered = dict(self._delivered)
        other.undelivered = list(self.undelivered)
        other.runtime.floors, other.runtime.plan_from = dict(self.runtime.floors), dict(self.runtime.plan_from)
        other.runtime.evidence_until = dict(self.runtime.evidence_until)
        return other

    def replay(self) -> "LocalDriver":
        """A new generation over the same topics, as `convcompact replay` starts one: fresh
        tables; the input records this generation folded are folded again without planning
        (plan_from), the compacted topics indexed before it first plans (evidence_until), the
        dispatch and results topics started at their ends, and a guide of the results this
        generation published. Its input records wait to be delivered (`pump`)."""
        lanes = {tp: list(lane) for tp, lane in self.log.records.items()}
        guide_store: dict[bytes, bytes] = {}
        builder = GuideBuilder(guide_store)
        for role in ("documents", "results"):
            for stored in self.log.topic(role):
                builder.add(stored.value)
        ends = {tp: len(lane) for tp, lane in lanes.items()}
        other = LocalDriver(self.pairs, summarizer=self.summarizer, models=self.models, run_model=self.run_model, clock=self.clock,
                            guide=Guide(guide_store.get), partitions=self.partitions, horizon=self.horizon)
        other.log.records = lanes
        other.runtime.plan_from = {tp: n for tp, n in ends.items() if tp[0] in INPUT_ROLES}
        other.runtime.evidence_until = {tp: n for tp, n in ends.items() if tp[0] in EVIDENCE_ROLES}
        other.runtime.floors = {tp: n for tp, n in ends.items() if tp[0] in ("dispatch", "results")}
        other.runtime.resume = {p: {chain: e["offset"] for chain, e in (self.state.get(inflight_key(p)) or {}).items()}
                                for p in range(self.partitions) if self.state.get(inflight_key(p))}
        other._delivered = {tp: n for tp, n in ends.items() if _AGENT_OF.get(tp[0]) in ("model-runner", "settlement")}
        other.undelivered = [r for role in INPUT_ROLES for r in other.log.topic(role)]
        return other

    def pair(self, agent: Optional[str] = None) -> Pair:
        return next(p for p in self.pairs if agent in (None, p.target_agent))

    def chain_index(self, conversation: str, agent: Optional[str] = None) -> Optional[ChainIndex]:
        """The resolver's index of the current epoch's chain (evidence.py)."""
        pair = self.pair(agent)
        found: Optional[ChainIndex] = self.state.get(index_key(ChainId(pair.epoch, pair.target_agent, conversation)))
        return found

    def chain(self, conversation: str, agent: Optional[str] = None) -> list[dict[str, Any]]:
        """The boundaries on the current epoch's chain path, first to latest (evidence.path)."""
        pair = self.pair(agent)
        return path(self.store.peek, ChainId(pair.epoch, pair.target_agent, conversation))

    def active_chars(self, conversation: str, agent: Optional[str] = None) -> Optional[int]:
        """The chain's active context size as its next evaluation counts it."""
        return active_size(self.store.peek, self.pair(agent), conversation)

    def context(self, conversation: str, agent: Optional[str] = None) -> tuple[int, dict[str, Any]]:
        """What the worker's /context answers from its table (resolver.context_answer)."""
        return context_answer(self.store.peek, self.pair(agent), conversation)

    def context_from_topics(self, conversation: str, agent: Optional[str] = None) -> tuple[int, dict[str, Any]]:
        """What `convcompact context` answers: a table rebuilt from the conversation's
        partition of the log (inputs and compacted topics) by the same runtime."""
        table = self.table_from_topics(partition_of_key(conversation.encode(), self.partitions), conversation)
        return context_answer(table.get, self.pair(agent), conversation)

    def table_from_topics(self, partition: int, conversation: Optional[str] = None) -> Rebuilt:
        """The table `convcompact context` rebuilds from one partition of the log (of one
        conversation's inputs, or of every conversation's there)."""
        roles = (*INPUT_ROLES, *EVIDENCE_ROLES)
        key = conversation.encode() if conversation is not None else None
        records = [r for (t, p), lane in self.log.records.items() if t in roles and p == partition for r in lane
                   if t in EVIDENCE_ROLES or key is None or r.key == key]
        return _run(rebuild(self.pairs, self.partitions, {r: r for r in ROLES}, records))

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
        if agent == "evidence":
            return self._keep(_run(self.runtime.index_evidence(records)))
        _run(self._run_models(records))
        return []

    def pump(self, batch_max: int = BATCH_MAX) -> Steps:
        """Deliver every appended record, in appended order, in batches (a batch holds the
        records of one agent), executing what is dispatched when `run_model` is set."""
        steps: Steps = []
        while self.undelivered:
            agent = _AGENT_OF[self.undelivered[0].topic]
            batch: list[Stored] = []
            for r in self.undelivered:
                if _AGENT_OF[r.topic] != agent or len(batch) == batch_max:
                    break
                batch.append(r)
            steps += self.deliver(batch)
            steps += self.drain() if self.run_model else self.index_evidence()
        return steps

    def feed(self, role: str, record: dict[str, Any] | bytes | None, key: Optional[str | bytes] = None) -> Step:
        """Append one record and deliver it (then execute what it dispatched)."""
        stored = self.append(role, record, key)
        step = _step_of(self.deliver([stored]), stored)
        self.drain() if self.run_model else self.index_evidence()
        return step

    def feed_result(self, result: dict[str, Any] | bytes, key: str) -> Step:
        return self.feed("results", result, key)

    def pending_dispatches(self) -> list[Dispatch]:
        """The well-formed dispatches published since the last call (in log order), taken
        from the model runner: they are executed only if the caller does it."""
        out = []
        for s in self._take("model-runner"):
            try:
                out.append(decode(s.value, Dispatch))
            except BadRecord:
                continue
        return out

    def _take(self, agent: str) -> list[Stored]:
        """The records of `agent`'s topics published since it last took them (each lane in
        offset order): what its stream would deliver next."""
        fresh: list[Stored] = []
        for (topic, part), lane in sorted(self.log.records.items()):
            if _AGENT_OF.get(topic) == agent:
                done = self._delivered.get((topic, part), 0)
                self._delivered[(topic, part)] = len(lane)
                fresh.extend(lane[done:])
        taken = {(r.topic, r.partition, r.offset) for r in fresh}
        self.undelivered = [r for r in self.undelivered if (r.topic, r.partition, r.offset) not in taken]
        return fresh

    def _deliver_in_batches(self, records: list[Stored]) -> Steps:
        steps: Steps = []
        lanes: dict[tuple[str, int], list[Stored]] = {}
        for r in records:
            lanes.setdefault((r.topic, r.partition), []).append(r)
        for lane in lanes.values():
            for start in range(0, len(lane), BATCH_MAX):
                steps += self.deliver(lane[start:start + BATCH_MAX])
        return steps

    def index_evidence(self) -> Steps:
        """Deliver every record of the compacted topics not delivered yet to the evidence
        agent (in batches per partition, as a stream would)."""
        return self._deliver_in_batches(self._take("evidence"))

    def drain(self) -> Steps:
        """Execute and settle every dispatched packet, including the catch-up packets that
        settling them dispatches, and index every record of the compacted topics, until
        nothing is left."""
        steps = self.index_evidence()
        while True:
            dispatches = self._take("model-runner")
            self._deliver_in_batches(dispatches)  # the executor's calls, awaited
            results = self._take("settlement")
            steps += self._deliver_in_batches(results) + self.index_evidence()
            if not dispatches and not results:
                return steps

    async def _run_models(self, records: Sequence[Stored]) -> Steps:
        """The model runner's part: each dispatch in partition order through the executor (a
        bad one is a dead letter), then its model calls awaited (their results are published
        on the results topic; settlement takes them from there)."""
        direct = self.runtime.direct()
        for record in records:
            await self.runtime.in_order(direct, record, self.executor.handle)
        await self.executor.idle()
        return []

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


class SummarizerModels:
    """The executor's models over a synchronous summarizer (the local extractive one)."""

    def __init__(self, summarizer: Summarizer, clock: Callable[[], str]) -> None:
        self.summarizer, self.clock = summarizer, clock

    def lease_seconds(self, dispatch: Dispatch) -> float:
        return LOCAL_LEASE_S

    def provider_name(self, dispatch: Dispatch) -> str:
        return self.summarizer.provider

    async def run(self, dispatch: Dispatch) -> Result:
        return execute(dispatch, self.summarizer, self.clock)


def _step_of(steps: Steps, stored: Stored) -> Step:
    """The step of `stored` (a redelivered record has none: nothing happened)."""
    for record, step in steps:
        if (record.topic, record.partition, record.offset) == (stored.topic, stored.partition, stored.offset):
            return step
    return Step(status="redelivered")
