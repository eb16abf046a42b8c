"""The agents: history (fold + plan), model runner, settlement. Each is concurrency 1, so a
partition's records, hence a chat's, are handled in order (and Faust never commits past an
unfinished record: faust-streaming #606 only bites with concurrency > 1)."""

from __future__ import annotations

import base64
import logging
import time
from typing import Any, Awaitable, Callable, Optional

from faust.types import TP

from ..core.errors import BadRecord
from ..core.model_runner import make_result, utcnow
from ..core.output_contract import OutputContractViolation
from ..core.processor import INPUT_ROLES, US, Step
from ..core.records import DeadLetter, Dispatch, Result, Usage, decode
from .model_runner import ModelRunner, update_inflight_index
from .providers import Provider, ProviderError
from ..topics.catalog import BY_ROLE, partition_for
from ..topics.reader import read_range
from .app import Wiring
from .metrics import Metrics

log = logging.getLogger("convcompact")


async def dead_letter(w: Wiring, message: Any, error: str) -> None:
    record = DeadLetter(
        topic=message.topic,
        partition=message.partition,
        offset=message.offset,
        key=message.key.decode("utf-8", "replace") if message.key is not None else None,
        value_b64=base64.b64encode(message.value or b"").decode("ascii"),
        error=error.splitlines()[0][:500] if error else "unknown error",
        at=utcnow(),
    )
    log.warning("dead letter %s[%d]@%d: %s", message.topic, message.partition, message.offset, record.error)
    fut = await w.topics["dead_letter"].send(key=message.key, value=record.to_bytes(), partition=message.partition)
    await fut


async def commit_step(w: Wiring, step: Step, message: Any, metrics: Metrics) -> None:
    """The order of side effects (see convcompact.core.processor): publish and wait for the
    broker's acks, then write the table; Faust commits the offset after the changelog flush."""
    metrics.count_step(step, message.topic)
    if step.status == "bad":
        await dead_letter(w, message, step.error or "bad record")
        return
    assert step.conversation is not None
    partition = partition_for(step.conversation, w.settings.partitions)
    pending = []
    for out in step.outputs:
        fut = await w.topics[out.role].send(key=out.key.encode("utf-8"), value=out.record.to_bytes(), partition=partition)
        pending.append((out, fut))
    dispatch_offsets: dict[str, int] = {}
    for out, fut in pending:
        metadata = await fut
        if out.role == "dispatch":
            dispatch_offsets[out.record.packet_id] = metadata.offset  # type: ignore[attr-defined]
    if step.new_conversation and step.status == "applied":
        w.state[conversations_key(partition)] = (w.state.get(conversations_key(partition)) or 0) + 1
    for key, value in step.writes:
        w.state[key] = value
    update_inflight_index(w, partition, step.writes, dispatch_offsets)


def conversations_key(partition: int) -> str:
    """How many conversations this partition holds (a gauge; `lag` and /metrics read it)."""
    return f"n{US}{partition}"


def watermark_key(topic: str, partition: int) -> str:
    return f"w{US}{topic}{US}{partition}"


def finished(w: Wiring, topic: str, partition: int) -> tuple[int, Optional[str]]:
    """(last offset this worker finished on a partition, that record's event time). A
    generation's floor counts as finished: what lies below it belongs to an earlier one."""
    value = w.state.get(watermark_key(topic, partition))
    floor = w.floors.get((topic, partition), 0) - 1
    if value is None or value[0] < floor:
        return floor, (value[1] if value else None)
    return value[0], value[1]


Handler = Callable[[Any], Awaitable[Optional[str]]]  # returns the record's event time


async def in_partition_order(w: Wiring, message: Any, handle: Handler, metrics: Metrics) -> None:
    """Handle `message` exactly after every earlier record of its partition.

    Faust acks (and so may commit past) records it skips around a rebalance (a stale
    generation or paused flow), so a partition's offsets can jump. Each agent keeps the last
    offset it finished per partition in the table (written last, so it only covers records
    whose effects all landed): a redelivered record at or below it is skipped, and a jump
    is filled by reading the missing offsets from the broker and handling them first."""
    done, _ = finished(w, message.topic, message.partition)
    if message.offset <= done:
        metrics.records.labels(topic=message.topic, status="redelivered").inc()
        return
    if message.offset > done + 1:
        missed = await read_range(w.settings, message.topic, message.partition, done + 1, message.offset)
        if missed:
            log.warning(
                "%s[%d]: offsets %d..%d were not delivered to the agent; handling %d record(s) read back from the broker",
                message.topic, message.partition, done + 1, message.offset - 1, len(missed),
            )
            metrics.gap_records.labels(topic=message.topic).inc(len(missed))
        for stored in missed:
            await handle(stored)
    when = await handle(message)
    w.state[watermark_key(message.topic, message.partition)] = [message.offset, when]


class EndOffsets:
    """The log-end offsets of the guarded partitions, refreshed by a timer (a broker call per
    tick, never per record)."""

    def __init__(self) -> None:
        self.ends: dict[Any, int] = {}


async def input_horizon(w: Wiring, ends: EndOffsets, partition: int, other_inputs: list[str]) -> Optional[str]:
    """How far the correction and delivery topics of a partition have been read, as an event
    time: None when both are caught up (no limit)."""
    horizon: Optional[str] = None
    consumer = w.app.consumer
    for topic in other_inputs:
        tp = TP(topic, partition)
        end = None
        try:
            end = consumer.highwater(tp)  # fresh from the last fetch response, no broker call
        except Exception:  # not fetched yet on this consumer
            end = None
        if end is None or end < 0:
            end = ends.ends.get((topic, partition))
        if end is None:
            end = (await consumer.highwaters(tp)).get(tp, 0)
            ends.ends[(topic, partition)] = end
        done, when = finished(w, topic, partition)
        if done + 1 >= end:
            continue
        mark = when or ""
        horizon = mark if horizon is None else min(horizon, mark)
    return horizon


async def run_model(dispatch: Dispatch, provider: Provider, metrics: Metrics) -> Result:
    """One model execution: a result with text, or with the error that ended it."""
    started = utcnow()
    text: Optional[str] = None
    error: Optional[str] = None
    kind: Optional[str] = None
    usage = Usage()
    t0 = time.monotonic()
    try:
        text, usage = await provider.complete(dispatch.packet, dispatch.model)
    except OutputContractViolation as exc:
        error, kind = str(exc)[:300], "output-contract"
    except ProviderError as exc:
        error, kind = str(exc)[:300], "provider"
    except Exception as exc:  # a provider bug is a failed run, never a crashed runner
        error, kind = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:300], "provider"
    metrics.model_latency.observe(time.monotonic() - t0)
    return make_result(
        dispatch, provider=provider.name, model=dispatch.model, text=text, error=error, error_kind=kind,
        usage=usage, started_at=started, finished_at=utcnow(),
    )


def install(w: Wiring, providers: dict[str, Provider], metrics: Metrics) -> None:
    app, settings = w.app, w.settings
    role_of = {settings.topic(BY_ROLE[r].name): r for r in INPUT_ROLES}
    others = [settings.topic(BY_ROLE[r].name) for r in INPUT_ROLES if r != "source"]
    ends = EndOffsets()
    inputs = app.topic(
        *role_of,
        key_type=bytes,
        value_type=bytes,
        key_serializer="raw",
        value_serializer="raw",
        partitions=settings.partitions,
    )

    def stateful_agent(topic: Any, name: str, process: Callable[[Any], Awaitable[Step]]) -> None:
        """An agent whose records run through the core under the shared state lock."""

        async def handle(m: Any) -> Optional[str]:
            step = await process(m)
            await commit_step(w, step, m, metrics)
            return step.event_time

        async def agent(stream: Any) -> None:
            async for event in stream.events():
                async with w.state_lock:
                    await in_partition_order(w, event.message, handle, metrics)

        app.agent(topic, name=name, concurrency=1)(agent)

    async def fold_and_plan(m: Any) -> Step:
        role = role_of[m.topic]
        horizon = await input_horizon(w, ends, m.partition, others) if role == "source" else None
        return w.processor.on_input(w.state.get, role, m.offset, m.key, m.value, utcnow(), horizon=horizon)

    async def settle(m: Any) -> Step:
        return w.processor.on_result(w.state.get, m.offset, m.key, m.value, utcnow())

    # history: fold the inputs into the groups, then plan (the contract's five steps)
    stateful_agent(inputs, "history", fold_and_plan)
    # settlement: validate a model result and bind the boundary
    stateful_agent(w.topics["results"], "settlement", settle)

    runner = ModelRunner(w, providers, metrics)
    dispatch_topic = settings.topic(BY_ROLE["dispatch"].name)

    @app.agent(w.topics["dispatch"], name="model-runner", concurrency=1)
    async def model_runner(stream: Any) -> None:
        async def handle(m: Any) -> Optional[str]:
            try:
                dispatch = decode(m.value, {"compactor.dispatch@1": Dispatch})
            except BadRecord as exc:
                metrics.dead_letters.labels(topic=m.topic).inc()
                await dead_letter(w, m, str(exc))
                return None
            assert isinstance(dispatch, Dispatch)
            await runner.submit(dispatch, m.key, m.partition)  # returns once started
            return None

        async for event in stream.events():
            await in_partition_order(w, event.message, handle, metrics)

    @app.timer(10.0, name="recover-in-flight-packets")
    async def recover_in_flight_packets() -> None:
        await runner.sweep(dispatch_topic, lambda p: finished(w, dispatch_topic, p)[0])

    @app.timer(10.0, name="export-lag")
    async def export_lag() -> None:
        """Lag per assigned partition from the broker's offsets (right for idle partitions)."""
        from ..operations import lag_report

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
        for part in {p for _, p in assigned}:
            metrics.conversations.labels(partition=str(part)).set(w.state.get(conversations_key(part)) or 0)
            metrics.in_flight.labels(partition=str(part)).set(len(w.state.get(f"i{US}{part}") or {}))

    guarded = set(role_of) | {settings.topic(BY_ROLE[r].name) for r in ("results", "dispatch")}
    install_stall_guard(w, metrics, guarded, ends)


def install_stall_guard(w: Wiring, metrics: Metrics, topics: set[str], ends: EndOffsets, interval: float = 5.0, stall_s: float = 15.0) -> None:
    """Faust can ack records it skipped (see in_partition_order); when those are the last of
    a partition, no later record reveals the jump and the partition sits still with lag.
    Every `interval` seconds, an assigned partition whose end is past this worker's
    watermark and whose watermark has not moved for `stall_s` is sought back to the first
    unfinished offset (the agents skip what they already finished, so this is safe).
    The same tick refreshes the end offsets the planner's input horizon reads."""
    last: dict[Any, tuple[int, float]] = {}

    @w.app.timer(interval, name="resume-stalled-partitions")
    async def resume_stalled_partitions() -> None:
        consumer = w.app.consumer
        tps = [tp for tp in consumer.assignment() if tp.topic in topics]
        if not tps:
            return
        highwaters = await consumer.highwaters(*tps)
        now = time.monotonic()
        for tp in tps:
            end = highwaters.get(tp)
            if end is not None:
                ends.ends[(tp.topic, tp.partition)] = end
            done, _ = finished(w, tp.topic, tp.partition)
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
