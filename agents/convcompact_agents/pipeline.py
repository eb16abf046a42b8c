"""The agents and timers: Faust hands each batch to the runtime (convcompact.runtime), which
does the work. Every agent is concurrency 1, so a partition's records, hence a chat's, are
handled in order (and Faust never commits past an unfinished record: faust-streaming #606
only bites with concurrency > 1).

Read in this order: the runtime over this app's ports, the three agents (history,
settlement, model runner), then the timers (recover in-flight packets, export lag, resume
stalled partitions)."""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Optional

from aiokafka.errors import KafkaError

from convcompact.core.model_runner import utcnow
from convcompact.core.records import INPUT_ROLES, Generation
from convcompact.core.state import conversations_key, inflight_key
from convcompact.private_api import committed_offset, rocksdb_memory
from convcompact.runtime.metrics import Metrics
from convcompact.runtime.executor import Executor
from convcompact.core.evidence import EVIDENCE_ROLES
from convcompact.runtime.runtime import BATCH_MAX, BATCH_WAIT_S, Runtime
from .app import Wiring
from .model_runner import ProviderModels
from .ports import KafkaLog, TableState, TopicPublisher
from .providers import Provider

log = logging.getLogger("convcompact")


def outage_tolerant(tick: Callable[[], Awaitable[None]]) -> Callable[[], Awaitable[None]]:
    """A timer body that meets a broker outage (connection refused, no coordinator, a request
    timing out) logs it and tries again on its next tick. An exception escaping a Faust timer
    crashes the whole app: without this, a broker away for one tick stops the worker."""

    @functools.wraps(tick)
    async def tolerant() -> None:
        try:
            await tick()
        except (KafkaError, OSError) as exc:  # asyncio.TimeoutError is an OSError since 3.11
            log.warning("%s: broker unavailable (%s: %s); trying again on the next tick", tick.__name__, type(exc).__name__, exc)

    return tolerant


def build_runtime(w: Wiring, metrics: Metrics) -> Runtime:
    settings, generation = w.settings, w.generation
    log_ = KafkaLog(w.app, settings)
    w.app.after_stop.append(log_.close)
    return Runtime(
        w.processor, TableState(w.state), log_, TopicPublisher(w.app, w.names), metrics,
        topics=w.names, partitions=settings.partitions, lock=w.state_lock,
        floors=Generation.by_partition(generation.floors) if generation else None,
        plan_from=Generation.by_partition(generation.plan_from) if generation else None,
        evidence_until=Generation.by_partition(generation.evidence_until) if generation else None,
        resume={int(p): chains for p, chains in generation.resume.items()} if generation else None,
    )


def install(w: Wiring, providers: dict[str, Provider], metrics: Metrics) -> Runtime:
    app, settings = w.app, w.settings
    runtime = build_runtime(w, metrics)
    topic = runtime.topics

    @app.agent(w.inputs, name="history", concurrency=1)
    async def history(stream: Any) -> None:
        """Fold the inputs into the groups, then plan (the contract's five steps)."""
        async for events in stream.take_events(BATCH_MAX, within=BATCH_WAIT_S):
            await runtime.fold_and_plan([e.message for e in events])

    @app.agent(w.evidence, name="evidence", concurrency=1)
    async def evidence(stream: Any) -> None:
        """Index every record of the compacted topics as the resolver's evidence (this
        worker's own records are no-ops: it indexed them when it published them)."""
        async for events in stream.take_events(BATCH_MAX, within=BATCH_WAIT_S):
            await runtime.index_evidence([e.message for e in events])

    @app.agent(w.topics["results"], name="settlement", concurrency=1)
    async def settlement(stream: Any) -> None:
        """Validate a model result and bind the boundary (then catch up)."""
        async for events in stream.take_events(BATCH_MAX, within=BATCH_WAIT_S):
            await runtime.settle([e.message for e in events])

    dispatch_topic = w.names["dispatch"]
    runner = Executor(
        runtime, ProviderModels(providers, metrics), guide=w.guide,
        owned=lambda: sorted({tp.partition for tp in app.consumer.assignment() if tp.topic == dispatch_topic}),
    )
    # On SIGTERM, before Faust stops the consumer: the calls in flight finish and publish.
    app.before_stop.append(lambda: runner.stop(settings.stop_grace_s))

    @app.task
    async def warm_providers() -> None:
        """What a provider needs before its first packet, started with the worker (the local
        summarizer's process: an interpreter's start and imports, a second or more here)."""
        for name, provider in providers.items():
            try:
                await provider.warm()
            except Exception:  # noqa: BLE001 - the first packet starts it again, and fails visibly if it must
                log.warning("provider %s: warming up failed", name, exc_info=True)

    @app.agent(w.topics["dispatch"], name="model-runner", concurrency=1)
    async def model_runner(stream: Any) -> None:
        """Start executing each packet still in flight (without waiting for the model)."""
        direct = runtime.direct()
        async for event in stream.events():
            await runtime.in_order(direct, event.message, runner.handle)

    @app.timer(10.0, name="recover-in-flight-packets")
    @outage_tolerant
    async def recover_in_flight_packets() -> None:
        await runner.sweep()

    @app.timer(10.0, name="export-lag")
    @outage_tolerant
    async def export_lag() -> None:
        """Lag per assigned partition from the broker's offsets (right for idle partitions)."""
        from convcompact.operations import lag_report

        assigned = {(tp.topic, tp.partition) for tp in app.consumer.assignment()}
        kept = []  # for the operator's page (served from memory, no broker call per request)
        for row in await lag_report(settings, with_gauges=False):
            if (row.topic, row.partition) not in assigned:
                continue
            kept.append({k: getattr(row, k) for k in ("group", "topic", "partition", "end", "committed", "lag")})
            labels = dict(group=row.group, topic=row.topic, partition=str(row.partition))
            metrics.end_offset.labels(**labels).set(row.end)
            metrics.committed_offset.labels(**labels).set(row.committed if row.committed is not None else -1)
            metrics.lag.labels(**labels).set(row.lag)
        metrics.lag_rows, metrics.lag_at = kept, utcnow()
        memory = rocksdb_memory(w.state.data)
        if memory is not None:
            metrics.store_keys.set(memory.pop("keys"))
            for kind, size in memory.items():
                metrics.store_memory.labels(kind=kind).set(size)
        view = runtime.direct()
        for part in {p for _, p in assigned}:
            metrics.conversations.labels(partition=str(part)).set(view.get(part, conversations_key(part)) or 0)
            metrics.in_flight.labels(partition=str(part)).set(len(view.get(part, inflight_key(part)) or {}))

    @app.on_partitions_assigned.connect
    async def count_assignment(sender: Any, assigned: Any, **kwargs: Any) -> None:
        metrics.assignments.inc()

    guarded = {topic[r] for r in (*INPUT_ROLES, "results", "dispatch", *EVIDENCE_ROLES)}
    install_stall_guard(w, runtime, metrics, guarded)
    return runtime


def install_stall_guard(w: Wiring, runtime: Runtime, metrics: Metrics, topics: set[str], clock: Callable[[], float] = time.monotonic) -> Callable[[], Awaitable[None]]:
    """Faust can ack records it never delivered to the agent (see Runtime.in_order); when those
    are the last of a partition, no later record reveals the jump and the partition sits still
    with lag. Every few seconds (`StallGuard`) an assigned partition whose end is past this
    worker's watermark is checked against what Faust holds for it: a partition whose next
    record the Kafka client has not handed over yet, or whose records wait in Faust's queue
    for its agent or in the agent's batch, is waiting its turn (a busy worker has many); one
    the client has read past while nothing of it is on its way to the agent was skipped, and
    once it has been seen so for `settings.stall_s` it is sought back to the first
    unfinished offset (the agents skip what they already finished, so this is safe).
    Faust commits only an unbroken run of acked offsets from its committed one, so records
    the agents finished without Faust delivering them (read back, read ahead, or passed by
    a seek) hold the group's offset back for good: an offset Faust has not committed counts
    as unfinished here too, and seeking back to it has Faust deliver (and the agents skip)
    them, which lets the commit move on.
    The same tick refreshes the end offsets the planner's input horizon reads."""
    # Faust commits every `broker_commit_interval`, later on a loaded loop: a commit that lags
    # what the agents finished is held back only once it has stayed so for many of them.
    commit_interval = float(getattr(getattr(w.app, "conf", None), "broker_commit_interval", 0.0) or 0.0)
    guard = StallGuard(w.settings.stall_s, commit_s=_COMMIT_INTERVALS * commit_interval)

    async def resume_stalled_partitions() -> None:
        consumer = w.app.consumer
        tps = [tp for tp in consumer.assignment() if tp.topic in topics]
        if not tps:
            return
        highwaters = await consumer.highwaters(*tps)
        for tp in tps:
            if (end := highwaters.get(tp)) is not None:
                runtime.ends.ends[(tp.topic, tp.partition)] = end

        def unfinished(view: Any, tp: Any) -> int:
            """The last offset on `tp` the agent finished and Faust committed."""
            return min(behind_commit(view, tp))

        def behind_commit(view: Any, tp: Any) -> tuple[int, int]:
            """(the last offset the agent finished, the last Faust committed or the former)."""
            done, _ = runtime.finished(view, tp.topic, tp.partition)
            committed = committed_offset(consumer, tp)  # Faust's own, updated on each commit
            if committed is None:
                # Nothing committed while the agent has finished records (its watermark came
                # back from the changelog, or a seek passed them): Faust commits only what it
                # delivers and acks, so the last finished record is what it must deliver again
                # (the agent skips it) for its first commit.
                return done, done - 1 if done >= 0 else done
            return done, committed - 1

        view = runtime.direct()
        behind = [tp for tp in tps if (end := highwaters.get(tp)) is not None and end - 1 > unfinished(view, tp)]
        positions = {tp: await client_position(consumer, tp) for tp in behind}
        # No await from here to the seeks: the watermarks and what Faust holds are one moment's.
        view, held, now = runtime.direct(), faust_holds(w.app), clock()
        seeks = []
        for tp in tps:
            finished, committed = behind_commit(view, tp)
            end, done = highwaters.get(tp), min(finished, committed)
            if end is None or tp not in positions:
                guard.forget(tp)
            elif guard.skipped(tp, done, end, positions[tp], held.waiting(tp, done), now, commit_only=committed < finished):
                seeks.append((tp, done, end))
        for tp, done, end in seeks:
            log.warning(
                "%s[%d]: no record after offset %d on its way to the agent (finished %d, committed %s, the client at %s) "
                "for %.0fs while the log ends at %d; seeking back",
                tp.topic, tp.partition, done, runtime.finished(view, tp.topic, tp.partition)[0], committed_offset(consumer, tp),
                positions[tp], guard.stall_s, end - 1,
            )
            metrics.partition_resumes.labels(topic=tp.topic).inc()
            await consumer.seek(tp, done + 1)

    w.app.timer(guard.interval, name="resume-stalled-partitions")(outage_tolerant(resume_stalled_partitions))
    return resume_stalled_partitions  # one tick (the tests call it)


async def client_position(consumer: Any, tp: Any) -> Optional[int]:
    """The next offset the Kafka client hands Faust for `tp` (Faust's public `position`);
    None while the client does not know it (a reset or an assignment in progress)."""
    try:
        return await asyncio.wait_for(consumer.position(tp), timeout=2.0)
    except (asyncio.TimeoutError, KafkaError):
        return None


@dataclass(frozen=True)
class FaustHolds:
    """What Faust holds between the Kafka client and the agents at one moment."""

    in_batches: dict[Any, int]  # partition -> the highest offset an agent has taken and not acked
    queued_topics: frozenset[str]  # topics whose agent's queue has records in it
    blocked: bool  # Faust is not delivering: its flow is stopped (a rebalance) or a queue is full

    def waiting(self, tp: Any, done: int) -> bool:
        """Whether a record of `tp` after offset `done` may be on its way to the agent: in
        an agent's batch, in the queue of the agent that reads its topic, or in the hand of
        Faust's fetch loop while it waits for a queue (records of other topics included)."""
        return self.blocked or tp.topic in self.queued_topics or self.in_batches.get(tp, -1) > done


def faust_holds(app: Any) -> FaustHolds:
    """From Faust's public surface: the consumer's unacked messages (taken by a stream, not
    yet acked: a take buffer, a batch in progress), the queue of every channel the conductor
    delivers to, and the app's flow control."""
    in_batches: dict[Any, int] = {}
    for message in list(app.consumer.unacked):
        if not message.acked and message.offset > in_batches.get(message.tp, -1):
            in_batches[message.tp] = message.offset
    queued: set[str] = set()
    full = False
    for channel in list(app.topics):
        queue = channel.queue
        if queue.qsize():
            queued.update(getattr(channel, "topics", ()))
            full = full or queue.full()
    return FaustHolds(in_batches, frozenset(queued), full or not app.flow_control.is_active())


_COMMIT_INTERVALS = 10  # a commit lagging for this many of Faust's commit intervals is held back


class StallGuard:
    """Tells a partition that waits its turn from one Faust skipped, per partition, from what
    each tick sees: the last offset finished (`done`), the log's end, the Kafka client's
    position for it, and whether a record after `done` may still be on its way to the agent
    (`FaustHolds.waiting`).

    - waiting: the client has not handed over the record after `done` (position <= done + 1),
      or it may be in Faust's hands; nothing to do, however long it takes.
    - skipped: the client has read past `done + 1` and nothing after `done` is in Faust's
      hands: those records will never reach the agent. Seen so with the same `done` and
      position for `stall_s` (from the first tick that saw it, however many ticks in between
      saw the worker busy), the partition is sought back.

    A waiting partition cannot look skipped on two ticks with the same `done` and position:
    its records, once out of the client's hands, are in Faust's (fetch loop, queue, batch)
    until the agent finishes them, which moves `done`. A tick may catch Faust's fetch loop
    between two deliveries, hence the second look."""

    def __init__(self, stall_s: float, commit_s: float = 0.0) -> None:
        self.stall_s = stall_s
        self.commit_s = max(stall_s, commit_s)  # where only Faust's commit is behind the agent
        self.interval = max(0.2, min(5.0, stall_s / 3))
        self.suspects: dict[Any, tuple[int, Optional[int], Optional[float]]] = {}  # tp -> (done, position, first seen skipped)

    def forget(self, tp: Any) -> None:
        self.suspects.pop(tp, None)

    def skipped(self, tp: Any, done: int, end: int, position: Optional[int], waiting: bool, now: float,
                commit_only: bool = False) -> bool:
        """Whether to seek `tp` back to `done + 1` now. `commit_only`: the agent finished past
        `done` and only Faust's commit is at it, which its next periodic commit may move."""
        if end - 1 <= done:
            self.forget(tp)
            return False
        waiting = waiting or position is None or position <= done + 1
        seen = self.suspects.get(tp)
        if seen is not None and seen[:2] != (done, position):
            seen = None  # it moved: whatever was seen before no longer counts
        if waiting:
            self.suspects[tp] = seen or (done, position, None)
            return False
        if seen is None or seen[2] is None:
            self.suspects[tp] = (done, position, now)
            return False
        if now - seen[2] < (self.commit_s if commit_only else self.stall_s):
            return False
        self.forget(tp)
        return True
