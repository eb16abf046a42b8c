"""The batch runtime: what happens to a batch of records between the stream and the core.

Broker-free: it runs over the ports (convcompact.runtime.ports), so the worker (Faust and
Kafka) and the in-process driver (memory) run this same code. Per batch of input records:

1. **End offsets.** One broker round trip for the delivery and correction partitions of the
   batch's source messages, so the input horizon is at least as fresh as the batch.
2. **Event-time order.** A partition's records of the three input topics merged by event
   time (convcompact.core.ordering); each topic keeps its offset order.
3. **Read-ahead.** Before a source message, the replies and edits sent before it that the
   batch lacks are read from the log and folded first.
4. **Partition order and gap fill.** A record at or below its partition's watermark (the
   last offset this agent finished, in the table) is a redelivery and skipped; a jump past
   it is filled by reading the missing offsets from the log and handling them first.
5. **The core.** `Processor.on_input` / `on_result` with the input horizon (how far the
   delivery and correction topics have been read, as an event time).
6. **Side effects** in the core's order (convcompact.runtime.batch): outputs, acks, the
   in-flight index, coalesced writes, the watermark last.

The same order and watermarks hold for the other two batches: model results (settlement) and
the compacted topics' records (the resolver's evidence, `index_evidence`).

A replay (a new generation, convcompact.generations) folds the input records an earlier
generation already evaluated without planning them (`plan_from`: the first offset of each
input partition to plan), and before it first plans on a partition it indexes that
partition's evidence up to where it ended when the replay began (`evidence_until`), so it
plans on the chain the earlier generation settled.

Bad records become dead letters (a copy of the record and the error naming the field);
a partition never stops on one.
"""

from __future__ import annotations

import asyncio
import base64
import functools
import logging
from typing import Any, Awaitable, Callable, Optional, Sequence

from ..core.model_runner import utcnow
from ..core.errors import BadRecord
from ..core.ordering import event_time_order, time_hint_of
from ..core.partitioner import partition_of_key
from ..core.evidence import EVIDENCE_ROLES
from ..core.processor import Processor, Step
from ..core.records import INPUT_ROLES, NOT_PARSED, DeadLetter, Dispatch, parse
from ..core.state import (
    chain_name,
    chain_of,
    conversations_key,
    inflight_key,
    update_inflight_index,
    watermark_key,
)
from .batch import Batch, Direct
from .metrics import Metrics
from .ports import TP, Log, LogRecord, Publisher, StateStore, Stored

# The compacted topics the resolver's evidence comes from (convcompact.core.evidence).
RESUME = "replay-resume"  # what the steps a replay's start causes are counted under

log = logging.getLogger("convcompact")

# A batch: up to BATCH_MAX records, or what arrived within BATCH_WAIT_S (the most a live
# record waits for company). Also the most records one read-ahead reads. On a backlog of
# 500 chats, batches of 2000 write each chat's head and chain state once per four
# messages, not once per message (bench/run.py --records: 2,143 -> 2,530 records/s).
BATCH_MAX = 2000
BATCH_WAIT_S = 0.05

# What a dead letter copies of the bad record: base64 grows the value by 4/3 and the key
# travels twice, so a whole copy of a record near max.message.bytes cannot be published
# (the send fails, the agent crashes and restarts on the same record for ever). Beyond
# these bounds the dead letter holds a prefix and says so; the record itself stays at its
# topic/partition/offset.
DEAD_LETTER_VALUE_BYTES = 4 * 1024 * 1024
DEAD_LETTER_KEY_BYTES = 1024

Handler = Callable[[LogRecord], Awaitable[Optional[str]]]  # returns the record's event time
Steps = list[tuple[LogRecord, Step]]


def dead_letter_record(record: LogRecord, error: str, at: str) -> tuple[Optional[bytes], DeadLetter]:
    """(key, dead letter) for a bad record: a bounded copy and the error's first line."""
    value = record.value or b""
    key = record.key[:DEAD_LETTER_KEY_BYTES] if record.key is not None else None
    return key, DeadLetter(
        topic=record.topic,
        partition=record.partition,
        offset=record.offset,
        key=key.decode("utf-8", "replace") if key is not None else None,
        value_b64=base64.b64encode(value[:DEAD_LETTER_VALUE_BYTES]).decode("ascii"),
        value_bytes=len(value),
        truncated=len(value) > DEAD_LETTER_VALUE_BYTES or key != record.key,
        error=error.splitlines()[0][:500] if error else "unknown error",
        at=at,
    )


class EndOffsets:
    """The log-end offsets of input partitions: asked of the log once per batch for the
    partitions whose records may freeze groups (`refresh`), and by the stall guard's timer."""

    def __init__(self, log_: Log) -> None:
        self.log = log_
        self.ends: dict[TP, int] = {}
        # The consumer's fetched ends, read once per batch (`new_batch`): the hot path asks for
        # them per message and topic, and each read crossed into Faust's consumer thread
        # delegate (3% of a pass-through worker's loop). One a batch is enough: the refresh
        # already made the end as fresh as the batch's start.
        self.fetched: dict[TP, Optional[int]] = {}

    def new_batch(self) -> None:
        self.fetched.clear()

    async def refresh(self, tps: Sequence[TP]) -> None:
        if not tps:
            return
        while True:
            try:
                fresh = await self.log.end_offsets(tps)
                break
            except OSError as exc:  # the shell maps its broker errors to OSError
                # An end offset older than the batch would let the horizon pass unread
                # replies: wait for the broker rather than plan on a stale one.
                log.warning("end offsets: broker unavailable (%s: %s); asking again", type(exc).__name__, exc)
                await asyncio.sleep(1.0)
        self.ends.update(fresh)

    async def end(self, topic: str, partition: int) -> int:
        """A partition's log-end offset, at least as fresh as this batch's start. The
        consumer's own fetched end alone is not enough: it is only as fresh as the last
        fetch of that partition, which on a consumer busy with other partitions can be
        minutes old, and an end from the past makes unread replies look read."""
        end = self.ends.get((topic, partition))
        if end is None:
            end = self.ends[(topic, partition)] = (await self.log.end_offsets([(topic, partition)])).get((topic, partition), 0)
        return self._fresher(topic, partition, end)

    def known(self, topic: str, partition: int) -> Optional[int]:
        """`end` without asking the log (None: it must be asked): the hot path's."""
        end = self.ends.get((topic, partition))
        return None if end is None else self._fresher(topic, partition, end)

    def _fresher(self, topic: str, partition: int, end: int) -> int:
        tp = (topic, partition)
        if tp in self.fetched:
            fetched = self.fetched[tp]
        else:  # a fetch after the refresh may know a later end
            fetched = self.fetched[tp] = self.log.fetched_end(topic, partition)
        return max(end, fetched) if fetched is not None else end


class Runtime:
    def __init__(
        self,
        processor: Processor,
        state: StateStore,
        log_: Log,
        publisher: Publisher,
        metrics: Metrics,
        topics: dict[str, str],
        partitions: int,
        floors: Optional[dict[TP, int]] = None,
        clock: Callable[[], str] = utcnow,
        pinned_horizon: Optional[str] = None,
        lock: Optional[asyncio.Lock] = None,
        plan_from: Optional[dict[TP, int]] = None,
        evidence_until: Optional[dict[TP, int]] = None,
        resume: Optional[dict[int, dict[str, int]]] = None,
        planning: bool = True,
    ) -> None:
        """`topics`: role -> topic name. `floors`: (topic, partition) -> the first offset this
        generation reads (what lies below belongs to an earlier one; see
        convcompact.generations). `pinned_horizon`: the in-process driver's stand-in for
        delivery and correction topics read only up to a time (a test cannot make a log
        lag otherwise); None in the worker."""
        self.processor, self.state, self.log, self.publisher, self.metrics = processor, state, log_, publisher, metrics
        self.topics, self.partitions = topics, partitions
        self.role_of = {topics[r]: r for r in (*INPUT_ROLES, "results", "dispatch", *EVIDENCE_ROLES) if r in topics}
        self.others = [topics[r] for r in INPUT_ROLES if r != "source"]
        self.floors = dict(floors or {})
        self.planning = planning  # False: fold and index only (a table rebuilt from the topics)
        self.plan_from = dict(plan_from or {})
        self.evidence_until = dict(evidence_until or {})
        self.evidence_ready: set[int] = set()  # partitions whose evidence a replay has indexed
        # partition -> chain name -> the dispatch offset of what the replaced generation had in flight
        self.resume = {p: dict(chains) for p, chains in (resume or {}).items()}
        self.clock = clock
        self.pinned_horizon = pinned_horizon
        self.ends = EndOffsets(log_)
        self.ahead: dict[TP, list[LogRecord]] = {}  # read-ahead records per partition
        self.key_partitions: dict[bytes, int] = {}  # a cache of the partitioner
        self.watermark_keys: dict[TP, str] = {}  # a cache of state.watermark_key
        # Each record's JSON, parsed once per batch (ordering, read-ahead and the core all
        # read it); NOT_PARSED when it is not JSON.
        self.parsed: dict[int, list[Any]] = {}  # id(value) -> [value, JSON, event-time hint]
        self.at = ""  # the batch's processing time (one clock read per batch)
        # The fold/plan and settlement batches and the model runner's reads of chain states
        # share the table: each read-decide-publish-write cycle holds this lock.
        self.lock = lock or asyncio.Lock()

    # ---- progress ------------------------------------------------------------------------

    def direct(self) -> Direct:
        return Direct(self.state, self.publisher)

    def finished(self, view: Batch, topic: str, partition: int) -> tuple[int, Optional[str]]:
        """(last offset this agent finished on a partition, that record's event time). A
        generation's floor counts as finished."""
        tp = (topic, partition)
        value = view.get(partition, self.watermark_keys.get(tp) or self._watermark_key(tp))
        floor = self.floors.get(tp, 0) - 1
        if value is None or value[0] < floor:
            return floor, (value[1] if value else None)
        return value[0], value[1]

    def _watermark_key(self, tp: TP) -> str:
        key = self.watermark_keys[tp] = watermark_key(*tp)  # bounded: one per partition of a topic
        return key

    async def in_order(self, view: Batch, record: LogRecord, handle: Handler) -> None:
        """Handle `record` exactly after every earlier record of its partition (step 4)."""
        done, _ = self.finished(view, record.topic, record.partition)
        if record.offset <= done:
            self.metrics.records.labels(topic=record.topic, status="redelivered").inc()
            return
        if record.offset > done + 1:
            missed = await self.log.read(record.topic, record.partition, done + 1, record.offset)
            if missed:
                log.warning(
                    "%s[%d]: offsets %d..%d were not delivered to the agent; handling %d record(s) read back from the log",
                    record.topic, record.partition, done + 1, record.offset - 1, len(missed),
                )
                self.metrics.gap_records.labels(topic=record.topic).inc(len(missed))
            for stored in missed:
                await handle(stored)
        when = await handle(record)
        tp = (record.topic, record.partition)
        view.set(record.partition, self.watermark_keys.get(tp) or self._watermark_key(tp), [record.offset, when])

    # ---- side effects of one step ----------------------------------------------------------

    async def dead_letter(self, view: Batch, record: LogRecord, error: str) -> None:
        key, letter = dead_letter_record(record, error, self.clock())
        log.warning("dead letter %s[%d]@%d: %s", record.topic, record.partition, record.offset, letter.error)
        await view.send("dead_letter", key, letter.to_bytes(), record.partition)

    async def commit_step(self, batch: Batch, step: Step, record: LogRecord) -> None:
        """Queue a step's outputs and table writes on the batch."""
        self.metrics.count_step(step, record.topic)
        if step.status == "bad":
            await self.dead_letter(batch, record, step.error or "bad record")
            return
        partition = record.partition  # a good record's key is its conversation, on its partition
        dispatch_offsets: dict[str, int] = {}
        dispatched = False
        for out in step.outputs:
            on_ack = None
            if isinstance(out.record, Dispatch):
                on_ack = functools.partial(_note_offset, dispatch_offsets, out.record.packet_id)
            dispatched = dispatched or out.role == "dispatch"
            await batch.send(out.role, out.key.encode("utf-8"), out.record.to_bytes(), partition, on_ack)
        if step.new_conversation and step.status == "applied":
            key = conversations_key(partition)
            batch.set(partition, key, (batch.get(partition, key) or 0) + 1)
        for key, value in step.writes:
            batch.set(partition, key, value)
        if dispatched or self._index_may_change(batch, partition, step):
            # The in-flight index needs the dispatch offsets, known once the outputs are acked.
            def index_packets() -> None:
                index = update_inflight_index(batch.get(partition, inflight_key(partition)), step.writes, dispatch_offsets)
                if index is not None:
                    batch.set(partition, inflight_key(partition), index)

            batch.after_acks(index_packets)

    def _index_may_change(self, batch: Batch, partition: int, step: Step) -> bool:
        """Whether a step without a dispatch changes the partition's in-flight index: a
        chain it writes with no packet in flight that the index still names (settled,
        superseded, or a new epoch). Most steps (a message under the trigger) do not."""
        index = batch.get(partition, inflight_key(partition))
        if not index:
            return False  # nothing in flight on the partition: nothing to take out
        for key, value in step.writes:
            if (chain := chain_of(key)) is not None and value.get("in_flight") is None and chain_name(*chain) in index:
                return True
        return False

    def off_partition(self, record: LogRecord) -> Optional[str]:
        """A conversation's records live on its key's murmur2 partition (the contract); one
        elsewhere would be folded against another partition's offsets and state."""
        if record.key is None:
            return None  # the decoder names the missing key
        want = self.key_partitions.get(record.key)
        if want is None:
            if len(self.key_partitions) >= 100_000:  # bounded: a cache, not state
                self.key_partitions.clear()
            want = self.key_partitions[record.key] = partition_of_key(record.key, self.partitions)
        if record.partition == want:
            return None
        return f"partition: {record.partition} is not the partition of its key ({want}, Kafka's murmur2 partitioner)"

    # ---- the input horizon and read-ahead ----------------------------------------------------

    async def input_horizon(self, view: Batch, partition: int, upcoming: dict[str, Any]) -> Optional[str]:
        """How far the correction and delivery topics of a partition have been read, as an
        event time: None when both are caught up (no limit). A topic whose next record
        waits in this batch has been read up to that record's time."""
        horizon: Optional[str] = self.pinned_horizon
        for topic in self.others:
            end = self.ends.known(topic, partition)
            if end is None:
                end = await self.ends.end(topic, partition)
            done, when = self.finished(view, topic, partition)
            if done + 1 >= end:
                continue
            mark = upcoming.get(self.role_of[topic]) or when or ""
            horizon = mark if horizon is None else min(horizon, mark)
        return horizon

    async def pending(self, view: Batch, topic: str, partition: int) -> list[LogRecord]:
        """The records of a delivery or correction partition after its watermark, read from
        the log ahead of the stream (kept until the watermark passes them; at most
        BATCH_MAX per read). When the stream delivers them later they are skipped."""
        done, _ = self.finished(view, topic, partition)
        if ahead := self.ahead.get((topic, partition)):
            kept = [s for s in ahead if s.offset > done]
            if kept and kept[0].offset == done + 1:
                self.ahead[(topic, partition)] = kept
                return kept
        end = self.ends.known(topic, partition)
        if end is None:
            end = await self.ends.end(topic, partition)
        if done + 1 >= end:
            self.ahead.pop((topic, partition), None)
            return []
        read = list(await self.log.read(topic, partition, done + 1, min(end, done + 1 + BATCH_MAX)))
        self.ahead[(topic, partition)] = read
        return read

    async def replies_first(self, batch: Batch, record: LogRecord, upcoming: dict[str, Any], handle: Handler) -> None:
        """Before a message: fold the replies and edits sent before it that this batch lacks."""
        if self.role_of[record.topic] != "source" or record.offset <= self.finished(batch, record.topic, record.partition)[0]:
            return
        sent: Optional[str] = None  # the message's event time, read only when something is pending
        for topic in self.others:
            role = self.role_of[topic]
            if upcoming.get(role) is not None:
                continue  # its next record waits in this batch, after this message
            pending = await self.pending(batch, topic, record.partition)
            if not pending:
                continue
            if sent is None:
                sent = self.hint(record.value)
            if not sent:
                return
            for stored in list(pending):
                when = self.hint(stored.value)
                if when > sent:
                    upcoming[role] = when  # read up to here: the horizon for this message
                    break
                await self.in_order(batch, stored, handle)

    # ---- the agents' batches -------------------------------------------------------------------

    async def fold_and_plan(self, records: Sequence[LogRecord]) -> Steps:
        """A batch of the three input topics: fold the inputs into the groups, then plan (the
        contract's five steps). Returns every record handled (read-back ones included)
        with its step."""
        parts = sorted({r.partition for r in records if self.role_of[r.topic] == "source"})
        await self.ends.refresh([(t, p) for t in self.others for p in parts])
        steps: Steps = []
        async with self.lock:
            self.at = self.clock()
            self.ends.new_batch()
            batch = Batch(self.state, self.publisher)
            try:
                arranged = event_time_order([(self.role_of[r.topic], r.partition, r.value, r) for r in records], self.hint)
                for record, upcoming in arranged:
                    handle = functools.partial(self._fold, batch, upcoming, steps)
                    await self.replies_first(batch, record, upcoming, handle)
                    await self.in_order(batch, record, handle)
                if self.resume:
                    await self.resumed(batch, steps)
                await batch.flush()
            finally:
                self.parsed.clear()
                self.metrics.flush()
        return steps

    def _memo(self, value: Any) -> list[Any]:
        memo = self.parsed.get(id(value))
        if memo is None or memo[0] is not value:
            try:
                obj = parse(value)
            except BadRecord:
                obj = NOT_PARSED
            memo = self.parsed[id(value)] = [value, obj, None]
        return memo

    def json_of(self, value: Any) -> Any:
        """A record value's JSON (NOT_PARSED when it is not JSON), parsed once per batch."""
        return self._memo(value)[1]

    def hint(self, value: Any) -> str:
        """A record's event time for ordering (convcompact.core.ordering), once per batch."""
        memo = self._memo(value)
        if memo[2] is None:
            memo[2] = "" if memo[1] is NOT_PARSED else time_hint_of(memo[1])
        return str(memo[2])

    async def _fold(self, batch: Batch, upcoming: dict[str, Any], steps: Steps, record: LogRecord) -> Optional[str]:
        if (error := self.off_partition(record)) is not None:
            step = Step(status="bad", error=error)
        else:
            role = self.role_of[record.topic]
            plan = self.planning and record.offset >= self.plan_from.get((record.topic, record.partition), 0)
            if plan and role == "source" and record.partition not in self.evidence_ready:
                await self.replayed_evidence(batch, record.partition)
            horizon = await self.input_horizon(batch, record.partition, upcoming) if role == "source" and plan else None
            get = functools.partial(batch.get, record.partition)
            step = self.processor.on_input(
                get, role, record.offset, record.key, record.value, self.at, horizon=horizon,
                parsed=self.json_of(record.value), plan=plan,  # NOT_PARSED: the decoder names what is wrong
            )
        await self.commit_step(batch, step, record)
        steps.append((record, step))
        return step.event_time

    async def index_evidence(self, records: Sequence[LogRecord]) -> Steps:
        """A batch of the compacted topics' records: index each as the resolver's evidence."""
        return await self._each_in_order(records, self._index)

    async def _each_in_order(
        self, records: Sequence[LogRecord], handle: Callable[[Batch, Steps, LogRecord], Awaitable[Optional[str]]],
    ) -> Steps:
        """A batch whose records are each handled in partition order, then flushed."""
        steps: Steps = []
        async with self.lock:
            self.at = self.clock()
            self.ends.new_batch()
            batch = Batch(self.state, self.publisher)
            try:
                for record in records:
                    await self.in_order(batch, record, functools.partial(handle, batch, steps))
                await batch.flush()
            finally:
                self.parsed.clear()
                self.metrics.flush()
        return steps

    async def _index(self, batch: Batch, steps: Steps, record: LogRecord) -> Optional[str]:
        step = self.processor.on_evidence(
            functools.partial(batch.get, record.partition), record.topic, record.partition, record.offset,
            record.value, parsed=self.json_of(record.value),
        )
        await self.commit_step(batch, step, record)
        steps.append((record, step))
        return None

    async def replayed_evidence(self, batch: Batch, partition: int) -> None:
        """In a replay, before a partition's first planned message: index its evidence up to
        where it ended when the replay began (the earlier generation's chain), as the
        evidence agent will (its records are then skipped as done)."""
        if partition in self.evidence_ready:
            return
        self.evidence_ready.add(partition)
        for role in EVIDENCE_ROLES:
            topic = self.topics[role]
            until = self.evidence_until.get((topic, partition), 0)
            done, _ = self.finished(batch, topic, partition)
            if done + 1 < until:
                steps: Steps = []
                for stored in await self.log.read(topic, partition, done + 1, until):
                    await self.in_order(batch, stored, functools.partial(self._index, batch, steps))

    async def resumed(self, batch: Batch, steps: Steps) -> None:
        """In a replay: once every input record of a partition the replaced generation had
        evaluated is folded, evaluate again what it had in flight there (Processor.on_resume)."""
        for partition in list(self.resume):
            folded = all(
                self.finished(batch, self.topics[r], partition)[0] >= self.plan_from.get((self.topics[r], partition), 0) - 1
                for r in INPUT_ROLES
            )
            if not folded:
                continue
            await self.replayed_evidence(batch, partition)
            topic = self.topics["dispatch"]
            for _, offset in sorted(self.resume.pop(partition).items()):
                for record in await self.log.read(topic, partition, offset, offset + 1):
                    step = self.processor.on_resume(functools.partial(batch.get, partition), record.value, self.at)
                    cause = Stored(RESUME, partition, record.offset, record.key, record.value)  # the replay's start caused it
                    await self.commit_step(batch, step, cause)
                    steps.append((cause, step))

    async def settle(self, records: Sequence[LogRecord]) -> Steps:
        """A batch of model results: validate each and bind the boundary (then catch up)."""
        return await self._each_in_order(records, self._settle)

    async def _settle(self, batch: Batch, steps: Steps, record: LogRecord) -> Optional[str]:
        if (error := self.off_partition(record)) is not None:
            step = Step(status="bad", error=error)
        else:
            # A boundary that settles may start a catch-up evaluation: it freezes groups
            # too, so it gets the same horizon a source message does.
            horizon = await self.input_horizon(batch, record.partition, {})
            get = functools.partial(batch.get, record.partition)
            step = self.processor.on_result(get, record.offset, record.key, record.value, self.at, horizon=horizon)
        await self.commit_step(batch, step, record)
        steps.append((record, step))
        return step.event_time


def _note_offset(offsets: dict[str, int], packet_id: str, metadata: Any) -> None:
    offsets[packet_id] = metadata.offset
