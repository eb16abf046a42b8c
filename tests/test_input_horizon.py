"""The input horizon (agents/pipeline.py `input_horizon`, `log_end`, `EndOffsets`) on a
consumer whose cached highwater is stale, as on a consumer busy with other partitions: the
replies it has not fetched must still count as unread, so the planner freezes no group
they answer. The end offsets come from one broker call per batch, never one per record."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from faust.types import TP

from convcompact_agents.pipeline import EndOffsets, input_horizon, watermark_key

DELIVERY, CORRECTION = "conversation.delivery", "conversation.correction"
ROLE_OF = {DELIVERY: "delivery", CORRECTION: "correction"}
READ_UP_TO = "2026-11-29T00:05:01.500000+00:00"  # the event time of the last reply read


class StaleConsumer:
    """The broker's delivery partition ends at 10; this consumer's last fetch saw it end at 5."""

    def __init__(self) -> None:
        self.ends = {TP(DELIVERY, 0): 10, TP(CORRECTION, 0): 0}
        self.cached = {TP(DELIVERY, 0): 5}
        self.broker_calls = 0

    def highwater(self, tp: TP) -> int:
        return self.cached[tp]

    async def highwaters(self, *tps: TP) -> dict[TP, int]:
        self.broker_calls += 1
        return {tp: self.ends[tp] for tp in tps}


def view(consumer: StaleConsumer) -> SimpleNamespace:
    # The worker finished delivery offsets 0..4 (the last one a reply sent at READ_UP_TO).
    state = {watermark_key(DELIVERY, 0): [4, READ_UP_TO]}
    return SimpleNamespace(w=SimpleNamespace(app=SimpleNamespace(consumer=consumer), floors={}), get=state.get)


def test_a_stale_cached_highwater_does_not_make_unread_replies_look_read():
    consumer = StaleConsumer()
    ends = EndOffsets()

    async def batch() -> list:
        await ends.refresh(consumer, [TP(t, 0) for t in (DELIVERY, CORRECTION)])  # what a batch does first
        v = view(consumer)
        # several records of the batch: the horizon each time, no further broker call
        return [await input_horizon(v, ends, 0, [DELIVERY, CORRECTION], {}, ROLE_OF) for _ in range(3)]

    horizons = asyncio.run(batch())
    # Offsets 5..9 are unread: nothing sent after the last reply read may be frozen.
    assert horizons == [READ_UP_TO] * 3
    assert consumer.broker_calls == 1


def test_a_caught_up_partition_sets_no_limit():
    consumer = StaleConsumer()
    consumer.ends[TP(DELIVERY, 0)] = 5  # the worker has read every reply there is
    ends = EndOffsets()

    async def batch():
        await ends.refresh(consumer, [TP(t, 0) for t in (DELIVERY, CORRECTION)])
        return await input_horizon(view(consumer), ends, 0, [DELIVERY, CORRECTION], {}, ROLE_OF)

    assert asyncio.run(batch()) is None
