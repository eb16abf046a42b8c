"""The agents and timers: Faust hands each batch to the runtime (convcompact.runtime), which
does the work. Every agent is concurrency 1, so a partition's records, hence a chat's, are
handled in order (and Faust never commits past an unfinished record: faust-streaming #606
only bites with concurrency > 1).

Read in this order: the runtime over this app's ports, the three agents (history,
settlement, model runner), then the timers (recover in-flight packets, export lag, resume
stalled partitions)."""

from __future__ import annotations

import functools
import logging
import time
from typing import Any, Awaitable, Callable

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

    guarded = {topic[r] for r in (*INPUT_ROLES, "results", "dispatch", *EVIDENCE_ROLES)}
    install_stall_guard(w, runtime, metrics, guarded)
    return runtime


def install_stall_guard(w: Wiring, runtime: Runtime, metrics: Metrics, topics: set[str], interval: float = 5.0, stall_s: float = 15.0) -> None:
    """Faust can ack records it skipped (see Runtime.in_order); when those are the last of
    a partition, no later record reveals the jump and the partition sits still with lag.
    Every `interval` seconds, an assigned partition whose end is past this worker's
    watermark and whose watermark has not moved for `stall_s` is sought back to the first
    unfinished offset (the agents skip what they already finished, so this is safe).
    Faust commits only an unbroken run of acked offsets from its committed one, so records
    the agents finished without Faust delivering them (read back, read ahead, or passed by
    a seek) hold the group's offset back for good: an offset Faust has not committed counts
    as unfinished here too, and seeking back to it has Faust deliver (and the agents skip)
    them, which lets the commit move on.
    The same tick refreshes the end offsets the planner's input horizon reads."""
    last: dict[Any, tuple[int, float]] = {}

    @w.app.timer(interval, name="resume-stalled-partitions")
    @outage_tolerant
    async def resume_stalled_partitions() -> None:
        consumer = w.app.consumer
        tps = [tp for tp in consumer.assignment() if tp.topic in topics]
        if not tps:
            return
        highwaters = await consumer.highwaters(*tps)
        now = time.monotonic()
        view = runtime.direct()
        for tp in tps:
            end = highwaters.get(tp)
            if end is not None:
                runtime.ends.ends[(tp.topic, tp.partition)] = end
            done, _ = runtime.finished(view, tp.topic, tp.partition)
            committed = committed_offset(consumer, tp)  # Faust's own, updated on each commit
            if committed is not None:
                done = min(done, committed - 1)
            if end is None or end - 1 <= done:
                last.pop(tp, None)
                continue
            seen = last.get(tp)
            if seen is None or seen[0] != done:
                last[tp] = (done, now)
            elif now - seen[1] >= stall_s:
                log.warning(
                    "%s[%d]: no progress for %.0fs at offset %d while the log ends at %d; seeking back",
                    tp.topic, tp.partition, now - seen[1], done, end - 1,
                )
                metrics.partition_resumes.labels(topic=tp.topic).inc()
                await consumer.seek(tp, done + 1)
                last[tp] = (done, now)
