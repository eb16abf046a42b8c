"""Covered-history amendments: corrections, retractions and late turns under a boundary.

A boundary is never mutated. Its exact snapshot (the digests of the turns it covered, as
frozen) is compared with the current effective history; where they diverge, a bounded,
typed amendment says which turns changed and how, with the new text. The agent gets
boundary + amendment + exact tail; the next packet carries the same amendment beside the
prior boundary, so the next boundary absorbs it. Over `max_amendment_chars` fails closed.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

from .groups import Group, View, effective_turns
from .hashing import digest, sha256_hex
from .render import delivery_turn_id, render_amendment, source_turn_id

Digest = list[list[str]]  # [[turn_id, sha256(content)], ...] in turn order


def group_digest(conversation: str, g: Optional[Group], view: View) -> Digest:
    if g is None:
        return []
    return [[t.turn_id, sha256_hex(t.message["content"])] for t in effective_turns(conversation, g, view)]


def _correction_of(conversation: str, g: Group, turn_id: str) -> Optional[dict[str, Any]]:
    """The correction present for one turn of a group (None when there is none)."""
    if turn_id == source_turn_id(conversation, g["seq"]):
        return g["corrections"].get("source")
    for key, d in g["deliveries"].items():
        if turn_id == delivery_turn_id(conversation, g["seq"], d["agent_id"], d["delivery_seq"]):
            return g["corrections"].get(key)
    prefix = source_turn_id(conversation, g["seq"]) + "/"
    if turn_id.startswith(prefix):  # a delivery whose own record is gone: its correction's key
        agent_id, _, delivery_seq = turn_id[len(prefix):].rpartition("/")
        return g["corrections"].get(f"{agent_id}|{delivery_seq}")
    return None


def diff_group(conversation: str, seq: int, snapshot: Digest, g: Optional[Group], view: View) -> list[dict[str, Any]]:
    """Typed changes of one covered group against its snapshot.

    Only evidence that is present changes anything: a turn that the snapshot holds and
    current history lacks is `retracted` only when its retraction is present. Without one,
    its record has expired under the input topics' retention (or was never read): that
    turn is *unknown*, and an unknown turn leaves the boundary's account of it standing."""
    if g is None:
        return []  # nothing of this group is present: unknown, not retracted
    before = {tid: h for tid, h in snapshot}
    entries: list[dict[str, Any]] = []
    now_ids = set()
    for t in effective_turns(conversation, g, view):
        now_ids.add(t.turn_id)
        h = sha256_hex(t.message["content"])
        if t.turn_id not in before:
            change = "added"
        elif before[t.turn_id] != h:
            change = "edited"
        else:
            continue
        entries.append({"seq": seq, "turn_id": t.turn_id, "change": change, "role": t.message["role"],
                        "name": t.message.get("name"), "text": t.message["content"]})
    for tid, _ in snapshot:
        if tid not in now_ids and (_correction_of(conversation, g, tid) or {"text": ""})["text"] is None:
            entries.append({"seq": seq, "turn_id": tid, "change": "retracted", "role": None, "name": None, "text": None})
    return entries


def derive(
    conversation: str,
    seqs: Iterable[int],
    snapshot: Callable[[int], Optional[Digest]],
    group: Callable[[int], Optional[Group]],
    view: View,
) -> Optional[dict[str, Any]]:
    """The amendment for these covered seqs, or None when history matches the snapshot.

    {"entries", "text" (the rendered envelope), "hash", "chars", "snapshot": {seq: digest}}"""
    entries: list[dict[str, Any]] = []
    new_snapshot: dict[str, Digest] = {}
    for seq in sorted(set(seqs)):
        g = group(seq)
        changes = diff_group(conversation, seq, snapshot(seq) or [], g, view)
        if changes:
            entries.extend(changes)
            new_snapshot[str(seq)] = group_digest(conversation, g, view)
    if not entries:
        return None
    text = render_amendment(render_entries(entries))
    return {"entries": entries, "text": text, "hash": digest(entries), "chars": len(text), "snapshot": new_snapshot}


def render_entries(entries: list[dict[str, Any]]) -> str:
    lines = []
    for e in entries:
        who = e["name"] or e["role"] or "turn"
        if e["change"] == "retracted":
            lines.append(f"- message #{e['seq']}: a turn was retracted; disregard what the summary says it contained.")
        elif e["change"] == "edited":
            lines.append(f"- message #{e['seq']}: {who} edited it to read: {e['text']}")
        else:
            lines.append(f"- message #{e['seq']}: {who} (arrived late): {e['text']}")
    return "\n".join(lines)
