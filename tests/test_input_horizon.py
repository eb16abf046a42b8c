"""The input horizon (convcompact.runtime: `Runtime.input_horizon`, `EndOffsets`) on a
consumer whose cached highwater is stale, as on a consumer busy with other partitions: the
replies it has not fetched must still count as unread, so the planner freezes no group
they answer. The end offsets come from one broker call per batch, never one per record."""

from __future__ import annotations

import asyncio
from convcompact.core.processor import Processor
from convcompact.core.state import watermark_key
from convcompact.runtime.memory import MemoryPublisher, MemoryState
from convcompact.runtime.metrics import Metrics
from convcompact.runtime.runtime import Runtime

DELIVERY, CORRECTION = "conversation.delivery", "conversation.correction"
TOPICS = {"source": "conversation.source", "delivery": DELIVERY, "correction": CORRECTION, "results": "compactor.results",
          "dispatch": "compactor.dispatch"}
READ_UP_TO = "2026-11-29T00:05:01.500000+00:00"  # the event time of the last reply read


class StaleLog:
    """The broker's delivery partition ends at 10; this consumer's last fetch saw it end at 5."""

    def __init__(self) -> None:
        self.ends = {(DELIVERY, 0): 10, (CORRECTION, 0): 0}
        self.fetched = {(DELIVERY, 0): 5}
        self.broker_calls = 0

    def fetched_end(self, topic, partition):
        return self.fetched.get((topic, partition))

    async def end_offsets(self, tps):
        self.broker_calls += 1
        return {tp: self.ends[tp] for tp in tps}

    async def read(self, topic, partition, start, end):
        return []


def runtime(log: StaleLog) -> Runtime:
    # The worker finished delivery offsets 0..4 (the last one a reply sent at READ_UP_TO).
    state = MemoryState()
    state.set(0, watermark_key(DELIVERY, 0), [4, READ_UP_TO])
    return Runtime(Processor([]), state, log, MemoryPublisher(None), Metrics(), TOPICS, partitions=1)  # type: ignore[arg-type]


def test_a_stale_fetched_end_does_not_make_unread_replies_look_read():
    log = StaleLog()
    rt = runtime(log)

    async def batch() -> list:
        await rt.ends.refresh([(t, 0) for t in (DELIVERY, CORRECTION)])  # what a batch does first
        # several records of the batch: the horizon each time, no further broker call
        return [await rt.input_horizon(rt.direct(), 0, {}) for _ in range(3)]

    horizons = asyncio.run(batch())
    # Offsets 5..9 are unread: nothing sent after the last reply read may be frozen.
    assert horizons == [READ_UP_TO] * 3
    assert log.broker_calls == 1


def test_a_caught_up_partition_sets_no_limit():
    log = StaleLog()
    log.ends[(DELIVERY, 0)] = 5  # the worker has read every reply there is
    rt = runtime(log)

    async def batch():
        await rt.ends.refresh([(t, 0) for t in (DELIVERY, CORRECTION)])
        return await rt.input_horizon(rt.direct(), 0, {})

    assert asyncio.run(batch()) is None
