"""Canonical reconstruction: folding input events into source groups.

A source group is the source message with seq N plus the deliveries answering it, with the
latest correction of each turn applied. One group is one table value, so what one event
writes stays proportional to that event, never to the chat's history. Groups form a
linked list newest -> oldest through `prev`, so a planner walks back without a scan.

A group (plain dict, JSON-ready):
    {"seq": N, "prev": M | None,
     "source": {"event_id", "sender_id", "text", "sensitive", "sent_at"[, "attachments"]} | None,
     "deliveries": {"<agent_id>|<delivery_seq>": {"event_id", "agent_id", "delivery_seq", "text"[, "attachments"]}},
     "corrections": {"source" | "<agent_id>|<delivery_seq>": {"event_id", "text" | None[, "attachments"]}},
     "events": {"<role>/<event_id>": tag}}   # what this group absorbed, so re-applying is a no-op

Event ids are scoped by input topic (each topic holds one record type): the fold of a
conversation depends only on each topic's records in offset order, never on how the three
topics interleave, so every reader that folds the same records gets the same groups.

`attachments` (records.stored_attachments) is there only when the record carried some (on a
correction: when it carried the field, `[]` included), so a group without media is stored
exactly as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable, Iterator, Literal, Mapping, Optional

from .errors import BadRecord
from .records import AgentDelivery, DeliveryTarget, SourceCorrection, SourceMessage, stored_attachments
from .render import delivery_turn_id, source_turn_id, turn_content
from .state import Group, GroupSource

__all__ = ["Group", "GroupGetter", "Turn", "View", "absorb", "effective_turns", "event_time", "group_chars", "group_seq",
           "group_time", "link", "new_group", "utc_iso", "walk_back"]



def utc_iso(t: datetime) -> str:
    """One spelling of an instant (UTC, microseconds), so times compare as strings."""
    return t.astimezone(timezone.utc).isoformat(timespec="microseconds")


def event_time(record: "SourceMessage | AgentDelivery | SourceCorrection") -> str:
    if isinstance(record, SourceMessage):
        return utc_iso(record.sent_at)
    if isinstance(record, AgentDelivery):
        return utc_iso(record.delivered_at)
    return utc_iso(record.corrected_at)
GroupGetter = Callable[[int], Optional[Group]]


def new_group(seq: int) -> Group:
    return {"seq": seq, "prev": None, "source": None, "deliveries": {}, "corrections": {}, "events": {}}


def delivery_key(agent_id: str, delivery_seq: int) -> str:
    return f"{agent_id}|{delivery_seq}"


def group_seq(record: SourceMessage | AgentDelivery | SourceCorrection) -> int:
    if isinstance(record, SourceCorrection):
        return record.target.source_seq
    return record.source_seq


def absorb(
    group: Optional[Group], record: SourceMessage | AgentDelivery | SourceCorrection, tag: str, when: Optional[str] = None,
) -> tuple[Group, str]:
    """Fold one event into its group. Returns (group, status) where status is
    "applied", "replayed" (this very record, already absorbed) or "duplicate"
    (the event id was absorbed from another record). Raises BadRecord on a collision.
    `when`: the record's event_time, when the caller has it already."""
    when = when if when is not None else event_time(record)
    g = group if group is not None else new_group(group_seq(record))
    event = f"{record.ROLE}/{record.event_id}"
    seen = g["events"].get(event)
    if seen is not None:
        return g, ("replayed" if seen == tag else "duplicate")
    g = {**g, "events": {**g["events"], event: tag}}
    if g["source"] is None and not isinstance(record, SourceMessage):
        g["at"] = max(g.get("at", ""), when)
    if isinstance(record, SourceMessage):
        if g["source"] is not None:
            raise BadRecord(
                f"source_seq: {record.source_seq} already holds event {g['source']['event_id']!r} "
                f"(a different event_id {record.event_id!r} collides with it)"
            )
        source: GroupSource = {
            "event_id": record.event_id,
            "sender_id": record.sender_id,
            "text": record.text,
            "sensitive": record.sensitive,
            "sent_at": when,
        }
        if record.attachments:
            source["attachments"] = stored_attachments(record.attachments)
        g["source"] = source
    elif isinstance(record, AgentDelivery):
        key = delivery_key(record.agent_id, record.delivery_seq)
        if key in g["deliveries"]:
            raise BadRecord(
                f"delivery_seq: {record.agent_id}/{record.source_seq}/{record.delivery_seq} already holds "
                f"event {g['deliveries'][key]['event_id']!r} (event_id {record.event_id!r} collides)"
            )
        g["deliveries"] = {
            **g["deliveries"],
            key: {
                "event_id": record.event_id,
                "agent_id": record.agent_id,
                "delivery_seq": record.delivery_seq,
                "text": record.text,
                **_attached(record),
            },
        }
    else:
        t = record.target
        key = delivery_key(t.agent_id, t.delivery_seq) if isinstance(t, DeliveryTarget) else "source"
        # Later corrections of the same target win: processing order within the partition.
        g["corrections"] = {**g["corrections"], key: {"event_id": record.event_id, "text": record.text, **_attached(record)}}
    return g, "applied"


def _attached(record: SourceMessage | AgentDelivery | SourceCorrection) -> dict[str, Any]:
    """The `attachments` entry of a group value: only when the record carried some (a
    correction: when it carried the field at all, since `[]` removes the turn's)."""
    if record.attachments is None or (not record.attachments and not isinstance(record, SourceCorrection)):
        return {}
    return {"attachments": stored_attachments(record.attachments)}


def _content(turn: Mapping[str, Any], correction: Optional[dict[str, Any]]) -> Optional[str]:
    """A turn's effective content (None: retracted). A correction replaces the text, and the
    attachments only when it carries them."""
    if correction is None:
        return turn_content(turn["text"], turn.get("attachments", ()))
    if correction["text"] is None:
        return None
    return turn_content(correction["text"], correction.get("attachments", turn.get("attachments", ())))


@dataclass(frozen=True)
class View:
    """What one declaration pair admits of a conversation's history."""

    history_agents: frozenset[str]
    admit_sensitive: bool


@dataclass(frozen=True)
class Turn:
    turn_id: str
    seq: int
    kind: Literal["source", "delivery"]
    message: dict[str, str]
    agent_id: Optional[str] = None
    delivery_seq: Optional[int] = None

    @property
    def chars(self) -> int:
        return len(self.message["content"])


def _admitted(g: Group, view: View) -> list[tuple[Optional[dict[str, Any]], str]]:
    """(delivery, or None for the source message; its effective content) of each turn of a
    group under a view, in turn order: the one rule `effective_turns` and `group_chars` read."""
    src = g["source"]
    if src is not None and src["sensitive"] and not view.admit_sensitive:
        # Replies to a sensitive message can quote it: the whole group stays out.
        return []
    found: list[tuple[Optional[dict[str, Any]], str]] = []
    corrections = g["corrections"]
    if src is not None:
        content = _content(src, corrections.get("source"))
        if content is not None:
            found.append((None, content))
    deliveries = g["deliveries"]
    if not deliveries:
        return found
    for key in sorted(deliveries, key=lambda k: (deliveries[k]["agent_id"], deliveries[k]["delivery_seq"])):
        d = deliveries[key]
        if d["agent_id"] not in view.history_agents:
            continue
        content = _content(d, corrections.get(key))
        if content is None:
            continue
        found.append((d, content))
    return found


def effective_turns(conversation: str, g: Group, view: View) -> list[Turn]:
    """The exact native turns of a group under a view: latest correction applied,
    retractions dropped, only admitted history agents, sensitive sources only if admitted."""
    seq, src = g["seq"], g["source"]
    turns: list[Turn] = []
    for d, content in _admitted(g, view):
        if d is None and src is not None:
            turns.append(Turn(source_turn_id(conversation, seq), seq, "source",
                              {"role": "user", "name": src["sender_id"], "content": content}))
        elif d is not None:
            turns.append(Turn(delivery_turn_id(conversation, seq, d["agent_id"], d["delivery_seq"]), seq, "delivery",
                              {"role": "assistant", "content": content}, d["agent_id"], d["delivery_seq"]))
    return turns


def group_time(g: Group) -> Optional[str]:
    """When a group's inputs happened as far as the planner's input horizon needs: its
    message's time, or an orphan's latest event time (None: nothing absorbed yet)."""
    return g["source"]["sent_at"] if g["source"] is not None else g.get("at")


def group_chars(conversation: str, g: Optional[Group], view: View) -> int:
    """The chars of a group's effective turns (`Turn.chars` of each), without building them."""
    if g is None:
        return 0
    return sum(len(content) for _, content in _admitted(g, view))


def walk_back(get: GroupGetter, newest: Optional[int], stop_below: Optional[int] = None) -> Iterator[Group]:
    """Groups from `newest` to older ones, stopping before any seq <= stop_below."""
    seq = newest
    while seq is not None and (stop_below is None or seq > stop_below):
        g = get(seq)
        if g is None:  # a link whose group is not there: state is corrupt, never guess
            raise RuntimeError(f"group {seq} is linked but missing")
        yield g
        seq = g["prev"]


def link(get: GroupGetter, newest: Optional[int], g: Group) -> tuple[Group, Optional[Group], int]:
    """Insert group `g` into the newest->oldest list. Idempotent.

    Returns (g with prev set, the successor group whose prev changed or None, new newest)."""
    seq = g["seq"]
    if newest is None or seq > newest:
        return ({**g, "prev": newest} if g["prev"] != newest else g), None, seq
    if seq == newest:
        return g, None, newest
    cur = get(newest)
    while cur is not None:
        prev = cur["prev"]
        if prev == seq:
            return g, None, newest  # already linked
        if prev is None or prev < seq:
            return {**g, "prev": prev}, {**cur, "prev": seq}, newest
        cur = get(prev)
    raise RuntimeError(f"group list broken while linking {seq}")
