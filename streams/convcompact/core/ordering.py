"""Event-time order within a batch of input records (pure).

Faust reads the three input topics independently, so a fetch can hand the history agent a
partition's source messages well before the replies and edits sent between them. Within a
batch the shell processes a partition's records merged by event time instead (each topic's
records stay in offset order, which the per-partition watermarks need). Then, when a
message is planned, the replies and edits sent before it are already folded in, and the
records of the other topics still waiting in the batch tell how far those topics have been
read (see `horizons`), so a backlog is not planned as "inputs-behind" for want of them.
"""

from __future__ import annotations

import heapq
from datetime import datetime
from typing import Any, Callable, Optional, Sequence, TypeVar

import orjson

from .groups import utc_iso
from .records import event_time_field, type_of

T = TypeVar("T")
RANK = {"source": 0, "delivery": 1, "correction": 2}  # at one instant: the message first


def time_hint(value: Optional[bytes]) -> str:
    """A record's event time for ordering ("" when it has none: a bad record goes first and
    is dead-lettered by the core, which validates it properly)."""
    try:
        return time_hint_of(orjson.loads(value) if value else None)
    except orjson.JSONDecodeError:
        return ""


def time_hint_of(obj: Any) -> str:
    """`time_hint` of a record's parsed JSON."""
    try:
        raw = obj.get(event_time_field(type_of(obj)) or "", "") if isinstance(obj, dict) else ""
        return utc_iso(datetime.fromisoformat(raw.replace("Z", "+00:00"))) if isinstance(raw, str) and raw else ""
    except (ValueError, TypeError, AttributeError):
        return ""


def event_time_order(
    items: Sequence[tuple[str, int, Any, T]], hint: Callable[[Any], str] = time_hint,
) -> list[tuple[T, dict[str, Optional[str]]]]:
    """`items` are (role, partition, value, payload) in arrival order. Returns the payloads
    merged by event time per partition (each role's items keep their order), each with the
    event time of the next item of every other role still to come in its partition (empty
    where the batch holds one role of the partition: nothing else is ordered against it, and
    no event time is read).
    `hint(value)`: an item's event time (the caller's, when it has parsed the records)."""
    lanes: dict[int, dict[str, list[tuple[int, Any, T]]]] = {}
    for i, (role, part, value, payload) in enumerate(items):
        lanes.setdefault(part, {}).setdefault(role, []).append((i, value, payload))
    out: list[tuple[T, dict[str, Optional[str]]]] = []
    for part in sorted(lanes):
        by_role = lanes[part]
        if len(by_role) == 1:  # one topic: its own order, and no record of another waits
            (lane,) = by_role.values()
            out.extend((payload, {}) for _, _, payload in lane)
            continue
        timed = {r: [(hint(value), RANK.get(r, 3), i, payload) for i, value, payload in lane] for r, lane in by_role.items()}
        merged = list(heapq.merge(*timed.values(), key=lambda x: x[:3]))
        role_of = {id(x): r for r, lane_ in timed.items() for x in lane_}
        upcoming: dict[str, Optional[str]] = {r: None for r in timed}
        tagged: list[tuple[T, dict[str, Optional[str]]]] = []
        for x in reversed(merged):  # what still comes after each item, per role
            tagged.append((x[3], dict(upcoming)))
            upcoming[role_of[id(x)]] = x[0]
        out.extend(reversed(tagged))
    return out

