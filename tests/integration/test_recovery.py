"""The worker's two recovery mechanisms, on the real broker (issue 14): the gap read-back of
`in_partition_order` and the stall guard (`install_stall_guard`).

Faust can ack (and so commit) records it never delivered to an agent. The tests make that
happen without Faust internals: with the worker stopped (its group then has no members),
the group's committed offset on the chat's source partition is moved past records the
table's watermark has not finished, so the restarted worker's consumer starts past them.
- gap: records follow the skipped ones; the first delivered record reveals the jump and the
  skipped ones are read back from the broker and handled first;
- stall: the skipped records are the partition's last; nothing reveals the jump, so the
  stall guard's timer (every 5 s) seeks the partition back once it has seen, for 15 s, the
  Kafka client read past them while none of them is on its way to the agent.
Either way each skipped message must get its own trigger evaluation (a run record) and be
in the chat's state as the worker serves it (/context).
- waiting its turn: a partition whose records sit in Faust's queue behind another
  partition's backlog is never sought back, however long it waits (issue 23: the 1M run's
  48 false stalls). tests/test_stall_guard.py checks each case without a broker."""

from __future__ import annotations

import asyncio
import signal
import time
from typing import Any, Callable

from aiokafka import TopicPartition
from aiokafka.errors import KafkaError

from convcompact import kafka_clients
from convcompact_topics.catalog import partition_for, topic_name
from tests.helpers import message
from tests.integration.pipeline import Pipeline, outcome_report, own_evaluation
from tests.integration.test_lifetime import served_context

GAP = "convcompact_gap_records_total"
RESUMES = "convcompact_partition_resumes_total"


def texts(chat: str, seqs: range) -> list[dict[str, Any]]:
    """Short messages (far below the trigger): each one's own evaluation is a run record."""
    return [message(chat, s, f"m{s} note {s} about the launch") for s in seqs]


def source_partition(p: Pipeline, chat: str) -> TopicPartition:
    return TopicPartition(topic_name(p.settings, "source"), partition_for(f"telegram:{chat}", p.settings.partitions))


async def _end(p: Pipeline, tp: TopicPartition) -> int:
    consumer = kafka_clients.consumer(p.settings, group_id=None, enable_auto_commit=False)
    await consumer.start()
    try:
        return (await consumer.end_offsets([tp]))[tp]
    finally:
        await consumer.stop()


async def _commit_group_offset(p: Pipeline, tp: TopicPartition, offset: int, timeout: float = 60) -> None:
    """Commit `offset` for `tp` in the worker's consumer group (its app id, as `lag` reads
    it), as Faust does when it acks records it skipped. The group must have no members: a
    commit outside a generation is refused while one remains (its session not yet over)."""
    group = p.settings.app_id
    deadline = time.monotonic() + timeout
    while True:
        consumer = kafka_clients.consumer(p.settings, group_id=group, enable_auto_commit=False)
        await consumer.start()
        try:
            consumer.assign([tp])
            await consumer.commit({tp: offset})
            break
        except KafkaError as exc:
            assert time.monotonic() < deadline, f"could not commit {tp} at {offset} in group {group}: {exc!r}"
        finally:
            await consumer.stop()
        await asyncio.sleep(1.0)
    admin = kafka_clients.admin(p.settings)
    await admin.start()
    try:
        committed = await admin.list_consumer_group_offsets(group, partitions=[tp])
    finally:
        await admin.close()
    assert committed[tp].offset == offset, committed


def evaluated(p: Pipeline, chat: str) -> set[str]:
    """The event ids of the chat's messages that had their own trigger evaluation."""
    conv = f"telegram:{chat}"
    return {r["trigger_event_id"] for r in p.runs() if r["conversation"] == conv and own_evaluation(r)}


def report(p: Pipeline, tp: TopicPartition) -> str:
    """What the pipeline did, for a failing assertion's message."""
    m = p.metrics()
    try:
        runs = outcome_report(p.runs())
    except Exception as exc:  # the broker may be what is gone
        runs = f"  (runs unreadable: {type(exc).__name__}: {exc})"
    return (
        f"\n{GAP}={p.metric(GAP, topic=tp.topic) if m else '?'} {RESUMES}={p.metric(RESUMES, topic=tp.topic) if m else '?'}"
        f" (all topics: gap={m.get(GAP, 0.0)} resumes={m.get(RESUMES, 0.0)})\nruns per chat:\n{runs}\nworker log: {p.log_tail()}"
    )


def wait(p: Pipeline, tp: TopicPartition, done: Callable[[], bool], timeout: float, what: str) -> None:
    """Until `done()`; on timeout, fail with what the pipeline did (metrics, runs, log)."""
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, f"timed out after {timeout:.0f}s waiting for {what}" + report(p, tp)
        time.sleep(1.0)


def skip_ahead(p: Pipeline, chat: str, tp: TopicPartition, first: range, skipped: range) -> None:
    """A worker finishes `first`, stops; `skipped` is produced and the group's committed
    offset moved past it, so the next worker's consumer starts after them."""
    p.start_worker()
    p.produce(texts(chat, first))
    p.wait_settled(len(first))  # the table's watermark covers them
    p.stop_worker(signal.SIGTERM)
    p.produce(texts(chat, skipped))
    end = asyncio.run(_end(p, tp))
    assert end == len(first) + len(skipped), end
    asyncio.run(_commit_group_offset(p, tp, end))


def assert_folded(p: Pipeline, chat: str, tp: TopicPartition, seqs: range, timeout: float) -> None:
    """Each of these messages had its own evaluation and is in the chat's state on the worker."""
    ids = {f"tg-{chat}-{s}" for s in seqs}
    wait(p, tp, lambda: ids <= evaluated(p, chat), timeout, f"own evaluations of the skipped {sorted(ids)}")
    want = {f"m{s} note {s} about the launch" for s in seqs}

    def served() -> bool:
        ctx = served_context(p, chat)
        return want <= {m["content"] for m in ctx.get("messages", [])}

    wait(p, tp, served, 60, f"the worker's /context to hold {sorted(want)}")


def test_a_jump_past_unfinished_records_is_read_back(pipeline):
    p, chat = pipeline, "901"
    tp = source_partition(p, chat)
    skip_ahead(p, chat, tp, range(1, 4), range(4, 7))
    p.produce(texts(chat, range(7, 9)))  # after the skipped ones: the first delivered reveals the jump
    p.start_worker()
    delivered = {f"tg-{chat}-{s}" for s in (7, 8)}
    wait(p, tp, lambda: delivered <= evaluated(p, chat), 90, f"own evaluations of the delivered {sorted(delivered)}")
    # the read-back happened before message 7 was handled: exactly the three skipped records
    assert p.metric(GAP, topic=tp.topic) == 3, "gap read-back did not count the 3 skipped records" + report(p, tp)
    assert_folded(p, chat, tp, range(4, 7), 30)
    assert p.metric(RESUMES, topic=tp.topic) == 0, "the read-back, not the stall guard, recovered them" + report(p, tp)


def test_a_stalled_partition_is_sought_back(pipeline):
    p, chat = pipeline, "902"
    tp = source_partition(p, chat)
    skip_ahead(p, chat, tp, range(1, 4), range(4, 7))  # the skipped records are the partition's last
    p.start_worker()
    wait(p, tp, lambda: p.metric(RESUMES, topic=tp.topic) > 0, 120, f"{RESUMES}{{topic={tp.topic}}} > 0")
    assert_folded(p, chat, tp, range(4, 7), 60)
    assert p.metric(GAP, topic=tp.topic) == 0, "the stall guard's seek, not a read-back, recovered them" + report(p, tp)


def chats_on(p: Pipeline, partition: int, n: int) -> list[str]:
    """`n` chat ids whose conversations are on `partition`."""
    found = (str(c) for c in range(10_000, 10_000_000) if partition_for(f"telegram:{c}", p.settings.partitions) == partition)
    return [next(found) for _ in range(n)]


def test_a_partition_waiting_its_turn_is_not_sought_back(pipeline):
    """A backlog of 20,000 records on partition 0 fills the history agent's queue; three records
    then arrive on partition 1 and wait behind it for seconds, with the Kafka client past them:
    the old guard (no progress for `stall_s` of wall time) sought such partitions back. With
    the guard's window at 0.25 s (a tick every 0.2 s), partition 1 waits several windows and is
    never sought back. (Since the worker fetches 256 KiB a partition, partition 1 no longer
    waits for the whole backlog, only for what Faust holds ahead of it: about a second here.)"""
    p = pipeline
    stall_s = 0.25
    p.settings = p.settings.with_overrides(stall_s=stall_s)
    busy, (quiet,) = chats_on(p, 0, 400), chats_on(p, 1, 1)
    p.produce([message(c, s, f"m{s} note {s} about the launch") for s in range(1, 51) for c in busy])  # far below the trigger
    tp = source_partition(p, quiet)
    p.start_worker()
    wait(p, tp, lambda: p.metric("convcompact_records_total") > 1000, 120, "the worker to be busy on partition 0")
    p.produce(texts(quiet, range(1, 4)))
    produced = time.monotonic()
    wait(p, tp, lambda: len(served_context(p, quiet).get("messages", [])) == 3, 180, "partition 1's three messages folded")
    waited = time.monotonic() - produced
    assert waited >= 2 * stall_s, f"partition 1 waited {waited:.2f}s only: the backlog was too short to show anything" + report(p, tp)
    wait(p, tp, lambda: p.metric("convcompact_records_total") >= 20_003, 300, "every record handled")
    assert p.metric(RESUMES) == 0, f"a partition waiting its turn was sought back (it waited {waited:.1f}s)" + report(p, tp)
