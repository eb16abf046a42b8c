"""`convcompact lag`: consumer lag per topic partition, from the broker's offsets.

End offsets and the group's committed offsets come from the broker, so the numbers are right
for idle partitions too (a worker's own view is stale there). Conversations and in-flight
packets per partition come from the state table's changelog (`n` and `i` keys)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Optional

import orjson
from aiokafka import TopicPartition

from . import kafka_clients
from .core.state import partition_gauge
from .private_api import refresh_metadata
from .settings import Settings
from convcompact_topics.catalog import BY_ROLE
from convcompact_topics.reader import read_all

PIPELINE_INPUTS = ("source", "correction", "delivery", "dispatch", "results")


@dataclass(frozen=True)
class LagRow:
    group: str
    topic: str
    partition: int
    end: int
    committed: Optional[int]
    lag: int
    conversations: int
    in_flight: int


def changelog_topic(settings: Settings) -> str:
    return f"{settings.app_id}-state-changelog"


async def partition_gauges(settings: Settings) -> tuple[dict[int, int], dict[int, int]]:
    """(conversations, in-flight packets) per partition, from the table's changelog."""
    conversations, index = await changelog_gauges(settings)
    return conversations, {part: len(entries) for part, entries in index.items()}


async def changelog_gauges(settings: Settings) -> tuple[dict[int, int], dict[int, dict[str, Any]]]:
    """(conversations, the in-flight index) per partition, from the table's changelog."""
    conversations: dict[int, int] = {}
    in_flight: dict[int, dict[str, Any]] = {}
    for s in await read_all(settings, [changelog_topic(settings)]):
        if s.key is None:
            continue
        try:
            key = orjson.loads(s.key)
        except orjson.JSONDecodeError:
            continue
        if (gauge := partition_gauge(key)) is None:
            continue
        value = orjson.loads(s.value) if s.value else None
        kind, part = gauge
        if kind == "n":
            conversations[part] = value or 0
        else:
            in_flight[part] = value or {}
    return conversations, in_flight


async def lag_report(settings: Settings, with_gauges: bool = True) -> list[LagRow]:
    group = settings.app_id
    topics = [settings.topic(BY_ROLE[r].name) for r in PIPELINE_INPUTS]
    consumer = kafka_clients.consumer(settings, group_id=None, enable_auto_commit=False)
    admin = kafka_clients.admin(settings)
    try:  # a broker that does not answer leaves nothing open behind (the worker calls this on a timer)
        await consumer.start()
        await admin.start()
        tps = []
        for t in topics:
            parts = consumer.partitions_for_topic(t)
            if parts is None:
                await refresh_metadata(consumer)
                parts = consumer.partitions_for_topic(t) or set()
            tps.extend(TopicPartition(t, p) for p in sorted(parts))
        ends = await consumer.end_offsets(tps) if tps else {}
        starts = await consumer.beginning_offsets(tps) if tps else {}
        committed: dict[Any, Any] = await admin.list_consumer_group_offsets(group)
    finally:
        await consumer.stop()
        await admin.close()
    conversations, in_flight = await partition_gauges(settings) if with_gauges else ({}, {})
    rows = []
    for tp in tps:
        meta = committed.get(tp)
        c = meta.offset if meta is not None and meta.offset >= 0 else None
        end = ends[tp]
        lag = end - (c if c is not None else starts[tp])
        rows.append(LagRow(group, tp.topic, tp.partition, end, c, max(0, lag), conversations.get(tp.partition, 0), in_flight.get(tp.partition, 0)))
    return rows


def render_table(rows: list[LagRow]) -> str:
    head = ("group", "topic", "partition", "end", "committed", "lag", "conversations", "in_flight")
    cells = [head] + [
        (r.group, r.topic, str(r.partition), str(r.end), "-" if r.committed is None else str(r.committed), str(r.lag), str(r.conversations), str(r.in_flight))
        for r in rows
    ]
    widths = [max(len(row[i]) for row in cells) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths))) for row in cells]
    total = sum(r.lag for r in rows)
    return "\n".join(lines + [f"total lag {total}"])


def rows_json(rows: list[LagRow]) -> list[dict[str, Any]]:
    return [asdict(r) for r in rows]
