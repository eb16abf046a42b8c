"""The agents: history (fold + plan), model runner, settlement. Each is concurrency 1, so a
partition's records, hence a chat's, are handled in order (and Faust never commits past an
unfinished record: faust-streaming #606 only bites with concurrency > 1)."""

from __future__ import annotations

import asyncio
import base64
import functools
import logging
import time
from typing import Any, Awaitable, Callable, Optional

from aiokafka.errors import KafkaError
from aiokafka.partitioner import murmur2
from faust.types import TP

from convcompact.core.errors import BadRecord
from convcompact.core.model_runner import make_result, utcnow
from convcompact.core.output_contract import OutputContractViolation
from convcompact.core.ordering import event_time_order, time_hint
from convcompact.core.processor import INPUT_ROLES, US, Step
from convcompact.core.records import DeadLetter, Dispatch, Result, Usage, decode
from .model_runner import ModelRunner, update_inflight_index
from .providers import Provider, ProviderError
from convcompact_topics.catalog import BY_ROLE, partition_for
from convcompact_topics.reader import read_range
from convcompact.private_api import committed_offset, set_current_event
from .app import Wiring
from .metrics import Metrics

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


# A batch of records shares one round trip of acks (see Batch). Up to BATCH_MAX records, or
# what arrived within BATCH_WAIT_S: the most a live record waits for company.
BATCH_MAX = 500
BATCH_WAIT_S = 0.05


class Batch:
    """The side effects of a batch of records, in the core's order (see
    convcompact.core.processor): every output is sent at once and the acks are awaited
    together (one round trip for the batch, not one per record), then the table writes are
    applied in order. Until then the writes are read through an overlay, so each record of
    the batch sees the state the records before it left. A crash before `flush` ends
    repeats the batch; every write and output is idempotent under that."""

    def __init__(self, w: Wiring) -> None:
        self.w = w
        self.overlay: dict[str, Any] = {}
        self.writes: list[tuple[Any, str, Any]] = []  # (event, key, value) in order
        self.sends: list[tuple[Any, Any, Optional[Callable[[Any], None]]]] = []  # (event, ack future, on ack)

    def get(self, key: str) -> Any:
        return self.overlay[key] if key in self.overlay else self.w.state.get(key)

    def set(self, event: Any, key: str, value: Any) -> None:
        self.overlay[key] = value
        self.writes.append((event, key, value))

    async def send(self, event: Any, role: str, key: Optional[bytes], value: bytes, partition: int,
                   on_ack: Optional[Callable[[Any], None]] = None) -> None:
        fut = await self.w.topics[role].send(key=key, value=value, partition=partition)
        self.sends.append((event, fut, on_ack))

    async def flush(self) -> None:
        for event, fut, on_ack in self.sends:
            metadata = await fut  # raises when the broker refused: nothing below is written
            if on_ack is not None:
                set_current_event(event)  # what it reads: its own partition's state
                on_ack(metadata)
        for event, key, value in coalesce(self.writes):
            # A table write goes to the changelog partition of the current event (Faust reads
            # it from a context variable); a batch spans partitions, so set it per write.
            set_current_event(event)
            self.w.state[key] = value
        self.sends.clear()
        self.writes.clear()
        self.overlay.clear()


# The order a batch's writes land in, by key kind (see convcompact.core.processor). It keeps
# the core's per-record order wherever a crash could land a prefix: snapshots, the packet in
# flight and the latest boundary before the chain state that names them; the chain state
# (which carries the offsets it folded in) before the groups; groups before the event index
# and the conversation head; the in-flight index after the chains; the watermark last.
# (A packet's lease, `l`, is written by the model runner alone, never through a batch.)
WRITE_ORDER = {kind: i for i, kind in enumerate("skbpgecinw")}


def coalesce(writes: list[tuple[Any, str, Any]]) -> list[tuple[Any, str, Any]]:
    """One write per key (its last value) in WRITE_ORDER: a batch of 500 records of 20 chats
    writes each chat's head and chain state once and each partition's watermark once, not
    once per record, so the changelog carries a fraction of the records and bytes."""
    last: dict[str, tuple[int, Any, Any]] = {}
    for i, (event, key, value) in enumerate(writes):
        first = last[key][0] if key in last else i
        last[key] = (first, event, value)
    ordered = sorted(last.items(), key=lambda kv: (WRITE_ORDER.get(kv[0][0], len(WRITE_ORDER)), kv[1][0]))
    return [(event, key, value) for key, (_, event, value) in ordered]


class Direct(Batch):
    """The same interface with no batching: sends are awaited and writes land at once (the
    model runner, whose only write is its watermark, and the timers' reads)."""

    def get(self, key: str) -> Any:
        return self.w.state.get(key)

    def set(self, event: Any, key: str, value: Any) -> None:
        self.w.state[key] = value

    async def send(self, event: Any, role: str, key: Optional[bytes], value: bytes, partition: int,
                   on_ack: Optional[Callable[[Any], None]] = None) -> None:
        metadata = await (await self.w.topics[role].send(key=key, value=value, partition=partition))
        if on_ack is not None:
            on_ack(metadata)


# What a dead letter copies of the bad record: base64 grows the value by 4/3 and the key
# travels twice, so a whole copy of a record near max.message.bytes cannot be published
# (the send fails, the agent crashes and restarts on the same record for ever). Beyond
# these bounds the dead letter holds a prefix and says so; the record itself stays at its
# topic/partition/offset.
DEAD_LETTER_VALUE_BYTES = 4 * 1024 * 1024
DEAD_LETTER_KEY_BYTES = 1024


async def dead_letter(w: Wiring, batch: Batch, event: Any, message: Any, error: str) -> None:
    value = message.value or b""
    key = message.key[:DEAD_LETTER_KEY_BYTES] if message.key is not None else None
    record = DeadLetter(
        topic=message.topic,
        partition=message.partition,
        offset=message.offset,
        key=key.decode("utf-8", "replace") if key is not None else None,
        value_b64=base64.b64encode(value[:DEAD_LETTER_VALUE_BYTES]).decode("ascii"),
        value_bytes=len(value),
        truncated=len(value) > DEAD_LETTER_VALUE_BYTES or key != message.key,
        error=error.splitlines()[0][:500] if error else "unknown error",
        at=utcnow(),
    )
    log.warning("dead letter %s[%d]@%d: %s", message.topic, message.partition, message.offset, record.error)
    await batch.send(event, "dead_letter", key, record.to_bytes(), message.partition)


async def commit_step(w: Wiring, batch: Batch, event: Any, step: Step, message: Any, metrics: Metrics) -> None:
    """Queue a step's outputs and table writes on the batch (see Batch for the order)."""
    metrics.count_step(step, message.topic)
    if step.status == "bad":
        await dead_letter(w, batch, event, message, step.error or "bad record")
        return
    assert step.conversation is not None
    partition = partition_for(step.conversation, w.settings.partitions)
    dispatch_offsets: dict[str, int] = {}
    for out in step.outputs:
        on_ack = None
        if out.role == "dispatch":
            on_ack = (lambda md, pid=out.record.packet_id: dispatch_offsets.__setitem__(pid, md.offset))  # type: ignore[attr-defined]
        await batch.send(event, out.role, out.key.encode("utf-8"), out.record.to_bytes(), partition, on_ack)
    if step.new_conversation and step.status == "applied":
        batch.set(event, conversations_key(partition), (batch.get(conversations_key(partition)) or 0) + 1)
    for key, value in step.writes:
        batch.set(event, key, value)
    if any(k.startswith(f"p{US}") for k, _ in step.writes):
        # The in-flight index needs the dispatch offsets, known once the outputs are acked.
        batch.sends.append((event, _done(), lambda _md: update_inflight_index(batch, event, partition, step.writes, dispatch_offsets)))


def _done() -> "asyncio.Future[None]":
    fut: asyncio.Future[None] = asyncio.get_event_loop().create_future()
    fut.set_result(None)
    return fut


def conversations_key(partition: int) -> str:
    """How many conversations this partition holds (a gauge; `lag` and /metrics read it)."""
    return f"n{US}{partition}"


def watermark_key(topic: str, partition: int) -> str:
    return f"w{US}{topic}{US}{partition}"


def finished(view: Batch, topic: str, partition: int) -> tuple[int, Optional[str]]:
    """(last offset this worker finished on a partition, that record's event time). A
    generation's floor counts as finished: what lies below it belongs to an earlier one."""
    w = view.w
    value = view.get(watermark_key(topic, partition))
    floor = w.floors.get((topic, partition), 0) - 1
    if value is None or value[0] < floor:
        return floor, (value[1] if value else None)
    return value[0], value[1]


Handler = Callable[[Any], Awaitable[Optional[str]]]  # returns the record's event time


async def in_partition_order(batch: Batch, event: Any, handle: Handler, metrics: Metrics, message: Any = None) -> None:
    """Handle `message` exactly after every earlier record of its partition.

    Faust acks (and so may commit past) records it skips around a rebalance (a stale
    generation or paused flow), so a partition's offsets can jump. Each agent keeps the last
    offset it finished per partition in the table (written last, so it only covers records
    whose effects all landed): a redelivered record at or below it is skipped, and a jump
    is filled by reading the missing offsets from the broker and handling them first.
    `message` is the record (default: the event's own; a record read ahead of the stream
    is handled under the event of its partition that needed it)."""
    message = message if message is not None else event.message
    done, _ = finished(batch, message.topic, message.partition)
    if message.offset <= done:
        metrics.records.labels(topic=message.topic, status="redelivered").inc()
        return
    if message.offset > done + 1:
        missed = await read_range(batch.w.settings, message.topic, message.partition, done + 1, message.offset)
        if missed:
            log.warning(
                "%s[%d]: offsets %d..%d were not delivered to the agent; handling %d record(s) read back from the broker",
                message.topic, message.partition, done + 1, message.offset - 1, len(missed),
            )
            metrics.gap_records.labels(topic=message.topic).inc(len(missed))
        for stored in missed:
            await handle(stored)
    when = await handle(message)
    batch.set(event, watermark_key(message.topic, message.partition), [message.offset, when])


class EndOffsets:
    """The log-end offsets of the input partitions, asked of the broker once per batch for
    the partitions whose records may freeze groups (`refresh`: one round trip per batch,
    never one per record), and by the stall guard's timer for every guarded partition."""

    def __init__(self) -> None:
        self.ends: dict[Any, int] = {}

    async def refresh(self, consumer: Any, tps: list[TP]) -> None:
        if not tps:
            return
        while True:
            try:
                fresh = await consumer.highwaters(*tps)
                break
            except (KafkaError, OSError) as exc:
                # An end offset older than the batch would let the horizon pass unread
                # replies: wait for the broker rather than plan on a stale one.
                log.warning("end offsets: broker unavailable (%s: %s); asking again", type(exc).__name__, exc)
                await asyncio.sleep(1.0)
        for tp, end in fresh.items():
            self.ends[(tp.topic, tp.partition)] = end


async def log_end(view: Batch, ends: EndOffsets, topic: str, partition: int) -> int:
    """A partition's log-end offset, at least as fresh as this batch's start (see
    `EndOffsets.refresh`). The consumer's own highwater alone is not enough: it is only as
    fresh as the last fetch of that partition, which on a consumer busy with other
    partitions can be minutes old, and an end offset from the past makes unread replies
    look read (the planner would freeze groups whose replies are on their way)."""
    consumer = view.w.app.consumer
    tp = TP(topic, partition)
    end = ends.ends.get((topic, partition))
    if end is None:
        end = (await consumer.highwaters(tp)).get(tp, 0)
        ends.ends[(topic, partition)] = end
    try:
        cached = consumer.highwater(tp)  # a fetch after the refresh may know a later end
    except Exception:  # not fetched yet on this consumer
        cached = None
    return max(end, cached) if cached is not None else end


class ReadAhead:
    """Records of the delivery and correction topics read from the broker ahead of Faust's
    stream. Before a message is planned, the replies and edits sent before it are folded in
    even when they were not fetched yet (the order within a batch, convcompact.core.ordering,
    covers only what was fetched). Kept per partition until the stream's watermark passes
    them; at most BATCH_MAX records per read. When the stream delivers them later, they
    are below the watermark and skipped."""

    def __init__(self, w: Wiring, ends: EndOffsets) -> None:
        self.w, self.ends = w, ends
        self.cache: dict[tuple[str, int], list[Any]] = {}

    async def pending(self, view: Batch, topic: str, partition: int) -> list[Any]:
        done, _ = finished(view, topic, partition)
        kept = [s for s in self.cache.get((topic, partition), []) if s.offset > done]
        if kept and kept[0].offset == done + 1:
            self.cache[(topic, partition)] = kept
            return kept
        end = await log_end(view, self.ends, topic, partition)
        if done + 1 >= end:
            self.cache.pop((topic, partition), None)
            return []
        read = await read_range(self.w.settings, topic, partition, done + 1, min(end, done + 1 + BATCH_MAX))
        self.cache[(topic, partition)] = read
        return read


async def input_horizon(
    view: Batch, ends: EndOffsets, partition: int, other_inputs: list[str], upcoming: dict[str, Any], role_of: dict[str, str],
) -> Optional[str]:
    """How far the correction and delivery topics of a partition have been read, as an event
    time: None when both are caught up (no limit). A topic whose next record waits in this
    batch has been read up to that record's time (see convcompact.core.ordering)."""
    horizon: Optional[str] = None
    for topic in other_inputs:
        end = await log_end(view, ends, topic, partition)
        done, when = finished(view, topic, partition)
        if done + 1 >= end:
            continue
        mark = upcoming.get(role_of[topic]) or when or ""
        horizon = mark if horizon is None else min(horizon, mark)
    return horizon


async def run_model(dispatch: Dispatch, provider: Provider, metrics: Metrics) -> Result:
    """One model execution: a result with text, or with the error that ended it."""
    started = utcnow()
    text: Optional[str] = None
    error: Optional[str] = None
    kind: Optional[str] = None
    usage = Usage()
    reported: Optional[str] = None
    t0 = time.monotonic()
    try:
        text, usage, reported = await provider.complete(dispatch.packet, dispatch.model)
    except OutputContractViolation as exc:
        error, kind = str(exc)[:300], "output-contract"
    except ProviderError as exc:
        error, kind = str(exc)[:300], "provider"
    except Exception as exc:  # a provider bug is a failed run, never a crashed runner
        error, kind = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:300], "provider"
    metrics.model_latency.observe(time.monotonic() - t0)
    return make_result(
        dispatch, provider=provider.name, model=reported or dispatch.model, requested_model=dispatch.model,
        text=text, error=error, error_kind=kind,
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

    def stateful_agent(
        topic: Any, name: str, process: Callable[[Batch, Any, dict[str, Any]], Awaitable[Step]],
        arrange: Callable[[list[Any]], list[tuple[Any, dict[str, Any]]]] = lambda events: [(e, {}) for e in events],
        before: Optional[Callable[[Batch, Any, dict[str, Any], Handler], Awaitable[None]]] = None,
        planning: Callable[[Any], bool] = lambda m: True,
    ) -> None:
        """An agent whose records run through the core in batches under the shared state lock
        (the model runner reads chain states between batches, never in the middle of one).
        `planning(message)`: whether a record may freeze groups; the batch first asks the
        broker for the end offsets of the other input topics on those records' partitions,
        which the input horizon needs fresh."""

        async def agent(stream: Any) -> None:
            async for events in stream.take_events(BATCH_MAX, within=BATCH_WAIT_S):
                parts = {e.message.partition for e in events if planning(e.message)}
                await ends.refresh(app.consumer, [TP(t, p) for t in others for p in sorted(parts)])
                async with w.state_lock:
                    batch = Batch(w)
                    for event, upcoming in arrange(events):
                        # Faust's RocksDB store reads (and writes) the partition database of the
                        # current event; in a batch that is the last one buffered, so set it to
                        # the record at hand before the core reads its state.
                        set_current_event(event)

                        async def handle(m: Any, event: Any = event, upcoming: dict[str, Any] = upcoming) -> Optional[str]:
                            step = await process(batch, m, upcoming)
                            await commit_step(w, batch, event, step, m, metrics)
                            return step.event_time

                        if before is not None:
                            await before(batch, event, upcoming, handle)
                        await in_partition_order(batch, event, handle, metrics)
                    await batch.flush()

        app.agent(topic, name=name, concurrency=1)(agent)

    def off_partition(m: Any) -> Optional[str]:
        """A conversation's records live on its key's murmur2 partition (the contract); one
        elsewhere would be folded against another partition's offsets and state."""
        if m.key is None:
            return None  # the decoder names the missing key
        want = (murmur2(m.key) & 0x7FFFFFFF) % settings.partitions  # over the key's own bytes
        if m.partition == want:
            return None
        return f"partition: {m.partition} is not the partition of its key ({want}, Kafka's murmur2 partitioner)"

    async def fold_and_plan(batch: Batch, m: Any, upcoming: dict[str, Any]) -> Step:
        if (error := off_partition(m)) is not None:
            return Step(status="bad", error=error)
        role = role_of[m.topic]
        horizon = await input_horizon(batch, ends, m.partition, others, upcoming, role_of) if role == "source" else None
        return w.processor.on_input(batch.get, role, m.offset, m.key, m.value, utcnow(), horizon=horizon)

    async def settle(batch: Batch, m: Any, upcoming: dict[str, Any]) -> Step:
        if (error := off_partition(m)) is not None:
            return Step(status="bad", error=error)
        # A boundary that settles may start a catch-up evaluation: it freezes groups too,
        # so it gets the same horizon a source message does.
        horizon = await input_horizon(batch, ends, m.partition, others, {}, role_of)
        return w.processor.on_result(batch.get, m.offset, m.key, m.value, utcnow(), horizon=horizon)

    def by_event_time(events: list[Any]) -> list[tuple[Any, dict[str, Any]]]:
        return event_time_order([(role_of[e.message.topic], e.message.partition, e.message.value, e) for e in events])

    ahead = ReadAhead(w, ends)

    async def replies_first(batch: Batch, event: Any, upcoming: dict[str, Any], handle: Handler) -> None:
        """Before a message: fold the replies and edits sent before it that this batch lacks."""
        m = event.message
        sent = time_hint(m.value)
        if role_of[m.topic] != "source" or not sent or m.offset <= finished(batch, m.topic, m.partition)[0]:
            return
        for topic in others:
            role = role_of[topic]
            if upcoming.get(role) is not None:
                continue  # its next record waits in this batch, after this message
            for stored in list(await ahead.pending(batch, topic, m.partition)):
                when = time_hint(stored.value)
                if when > sent:
                    upcoming[role] = when  # read up to here: the horizon for this message
                    break
                await in_partition_order(batch, event, handle, metrics, message=stored)

    # history: fold the inputs into the groups, then plan (the contract's five steps)
    stateful_agent(inputs, "history", fold_and_plan, by_event_time, replies_first, planning=lambda m: role_of[m.topic] == "source")
    # settlement: validate a model result and bind the boundary (then catch up)
    stateful_agent(w.topics["results"], "settlement", settle)

    dispatch_topic = settings.topic(BY_ROLE["dispatch"].name)
    results_topic = settings.topic(BY_ROLE["results"].name)
    runner = ModelRunner(w, providers, metrics, settled_through=lambda p: finished(Direct(w), results_topic, p)[0])
    # On SIGTERM, before Faust stops the consumer: the calls in flight finish and publish.
    app.before_stop.append(lambda: runner.stop(settings.stop_grace_s))

    @app.agent(w.topics["dispatch"], name="model-runner", concurrency=1)
    async def model_runner(stream: Any) -> None:
        direct = Direct(w)
        async for event in stream.events():

            async def handle(m: Any, event: Any = event) -> Optional[str]:
                try:
                    dispatch = decode(m.value, {"compactor.dispatch@1": Dispatch})
                except BadRecord as exc:
                    metrics.dead_letters.labels(topic=m.topic).inc()
                    await dead_letter(w, direct, event, m, str(exc))
                    return None
                assert isinstance(dispatch, Dispatch)
                await runner.submit(dispatch, m.key, m.partition)  # returns once started
                return None

            await in_partition_order(direct, event, handle, metrics)

    @app.timer(10.0, name="recover-in-flight-packets")
    @outage_tolerant
    async def recover_in_flight_packets() -> None:
        await runner.sweep(dispatch_topic, lambda p: finished(Direct(w), dispatch_topic, p)[0])

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
        for tp in tps:
            end = highwaters.get(tp)
            if end is not None:
                ends.ends[(tp.topic, tp.partition)] = end
            done, _ = finished(Direct(w), tp.topic, tp.partition)
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
