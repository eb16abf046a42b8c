"""`show`: a boundary's summary beside the exact turns it covered (from its packet).

The pure part (`pick_boundary`, `show_record`, `render_human`) takes decoded records and
needs no broker; `load_show` reads them from the topics (the conversation's partition of
the boundaries topic and of the documents topic, which archives every boundary by id) and
takes each chain's latest boundary from the table the worker's runtime rebuilds from them
(`resolver.latest_boundary`, the tip of the chain's path). `show_latest` is the worker's
`/show` page: the latest boundaries come from its own table by the same function, and only
the packet is read, from around the time its model run started (`find_packet`).
"""

from __future__ import annotations

from contextlib import aclosing
from datetime import datetime
from typing import Any, Iterable, Optional

from .core.declarations import load_declarations
from .core.errors import ChainBroken, ConvcompactError
from .core.hashing import seal_problem
from .core.records import Boundary, ContextPacket
from .core.resolver import latest_boundary
from .inspection import decode_json, read_conversation
from .runtime.rebuild import rebuild
from .core.evidence import EVIDENCE_ROLES
from .settings import Settings
from convcompact_topics.catalog import partition_for, topic_name, topic_names
from convcompact_topics.reader import read_times, scan

PACKET_TYPE = ContextPacket.TYPE


class NotFound(ConvcompactError):
    """An unknown conversation or boundary, or an ambiguous choice (a usage error: exit 2)."""


def pick_boundary(
    conversation: str,
    latest: Iterable[dict[str, Any]],
    archive: Iterable[dict[str, Any]],
    boundary_id: Optional[str] = None,
    agent: Optional[str] = None,
) -> dict[str, Any]:
    """The boundary to show. `latest`: each chain's latest boundary (resolver.latest_boundary;
    for one agent, the last one given wins); `archive`: every archived boundary."""
    if boundary_id is not None:
        found = next((b for b in archive if b.get("boundary_id") == boundary_id), None)
        if found is None:
            raise NotFound(f"no boundary {boundary_id!r} in the documents archive")
        if (found.get("conversation") or {}).get("key") != conversation:
            raise NotFound(f"boundary {boundary_id!r} belongs to {found['conversation'].get('key')!r}, not {conversation!r}")
        return found
    per_agent: dict[str, dict[str, Any]] = {}
    for b in latest:
        if (b.get("conversation") or {}).get("key") == conversation:
            per_agent[b.get("target_agent", "")] = b  # log order: the last one is the latest
    if not per_agent:
        raise NotFound(f"no boundary for conversation {conversation!r}")
    if agent is not None:
        if agent not in per_agent:
            raise NotFound(f"no boundary for conversation {conversation!r} and agent {agent!r} (agents: {', '.join(sorted(per_agent))})")
        return per_agent[agent]
    if len(per_agent) > 1:
        raise NotFound(f"conversation {conversation!r} has boundaries for several agents ({', '.join(sorted(per_agent))}): choose one with --agent")
    return next(iter(per_agent.values()))


def packet_of(boundary: dict[str, Any], packets: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The boundary's packet, which must be stored and re-derive to the hash it names."""
    ref = boundary.get("context_snapshot") or {}
    packet = packets.get(ref.get("packet_id", ""))
    if packet is None:
        raise ChainBroken("missing-link", f"packet {ref.get('packet_id')!r} of boundary {boundary.get('boundary_id')!r} is not stored")
    problem = seal_problem(packet, "pkt", "packet_id", "packet_hash")
    if problem or packet.get("packet_hash") != ref.get("packet_hash"):
        raise ChainBroken("divergent-hash", problem or f"packet {ref.get('packet_id')!r} differs from the hash its boundary names")
    return packet


def show_record(boundary: dict[str, Any], packet: dict[str, Any]) -> dict[str, Any]:
    """What `show --json` prints: the boundary's header, summary, the packet's exact turns,
    the amendment the packet absorbed, sizes and the model receipt."""
    previous = boundary.get("previous")
    summary = boundary.get("summary") or {}
    amendment = packet.get("amendment")
    inp = boundary.get("input") or {}
    return {
        "boundary": {
            "boundary_id": boundary["boundary_id"],
            "boundary_hash": boundary["boundary_hash"],
            "conversation": (boundary.get("conversation") or {}).get("key"),
            "target_agent": boundary.get("target_agent"),
            "epoch": boundary.get("epoch"),
            "covered_through": boundary.get("covered_through"),
            "previous": previous,
            "packet": boundary.get("context_snapshot"),
            "compactor": boundary.get("compactor"),
        },
        "summary": {"text": summary.get("text", ""), "chars": summary.get("chars", len(summary.get("text", "")))},
        "turns": list(packet.get("turns") or []),
        "amendment": None if amendment is None else {k: amendment.get(k) for k in ("hash", "chars", "entries", "text")},
        "sizes": {
            **(boundary.get("sizes") or {}),
            "input_turns": inp.get("turn_count"),
            "input_chars": inp.get("char_count"),
            "summary_chars": summary.get("chars"),
            "amendment_chars": (boundary.get("amendment") or {}).get("chars", 0),
        },
        "receipt": {**(boundary.get("model") or {}), "run_id": (boundary.get("run") or {}).get("run_id")},
    }


def _rule(title: str) -> str:
    return f"--- {title} ---"


def render_human(rec: dict[str, Any]) -> str:
    """The operator's reading of `show_record`: header, summary, covered turns, amendment,
    sizes and receipt."""
    b = rec["boundary"]
    prev = b["previous"]
    covered = b["covered_through"] or {}
    lines = [
        f"boundary   {b['boundary_id']}",
        f"hash       {b['boundary_hash']}",
        f"chat       {b['conversation']}  agent {b['target_agent']}",
        f"epoch      {b['epoch']}",
        f"covered    through seq {covered.get('source_seq')} ({covered.get('turn_id')})",
        "previous   " + ("none (first of its epoch)" if prev is None else f"{prev['boundary_id']} (through seq {prev['covered_through_seq']})"),
        _rule(f"summary ({rec['summary']['chars']} chars)"),
        rec["summary"]["text"],
        _rule(f"covered turns ({len(rec['turns'])})"),
    ]
    for t in rec["turns"]:
        m = t.get("message") or {}
        who = m.get("role", "?") + (f" {m['name']}" if m.get("name") else "")
        lines.append(f"[{t.get('source_seq')}] {who}: {m.get('content', '')}")
    a = rec["amendment"]
    lines.append(_rule("amendment"))
    lines.append("none" if a is None else f"hash {a['hash']} ({a['chars']} chars)\n{a['text']}")
    lines.append(_rule("sizes"))
    lines.extend(f"{k} {v}" for k, v in rec["sizes"].items())
    r = rec["receipt"]
    usage = r.get("usage") or {}
    lines.append(_rule("receipt"))
    lines.extend([
        f"provider   {r.get('provider')}",
        f"model      requested {r.get('requested_model')}, reported {r.get('model')}",
        f"usage      input_tokens {usage.get('input_tokens')}, output_tokens {usage.get('output_tokens')}",
        f"times      {r.get('started_at')} .. {r.get('finished_at')}",
        f"run        {r.get('run_id')}",
    ])
    return "\n".join(lines)


async def load_show(settings: Settings, conversation: str, boundary_id: Optional[str] = None, agent: Optional[str] = None) -> dict[str, Any]:
    """Read the conversation's partition of the boundaries and documents topics, pick the
    boundary and return its `show_record`."""
    stored = await read_conversation(settings, conversation, EVIDENCE_ROLES)
    pairs = [p for p in load_declarations(settings.declarations) if p.admits_conversation(conversation)]
    table = await rebuild(pairs, settings.partitions, topic_names(settings), stored)
    archive: list[dict[str, Any]] = []
    packets: dict[str, dict[str, Any]] = {}
    for s in stored:
        obj = decode_json(s.value) or {}
        if obj.get("type") == Boundary.TYPE:
            archive.append(obj)
        elif obj.get("type") == PACKET_TYPE:
            packets[obj.get("packet_id", "")] = obj
    latest = [b for p in pairs if (b := latest_boundary(table.get, p, conversation)) is not None]
    boundary = pick_boundary(conversation, latest, archive, boundary_id, agent)
    return show_record(boundary, packet_of(boundary, packets))


# Where to look for a boundary's packet on the documents topic: it was published before its
# model run started (dispatch, then execution), usually seconds before. The window is wide
# for clock skew between the worker and the model runner, and a backlog that held the packet
# longer; a packet outside it is found by a scan of the partition, which stops at it.
PACKET_BEFORE_S, PACKET_AFTER_S = 900, 120


async def find_packet(settings: Settings, conversation: str, boundary: dict[str, Any]) -> Optional[dict[str, Any]]:
    """The packet a boundary names, from the conversation's partition of the documents topic
    (keyed by document id, so no other document is decoded), or None when it is not there."""
    packet_id = ((boundary.get("context_snapshot") or {}).get("packet_id") or "").encode("utf-8")
    topic, partition = topic_name(settings, "documents"), partition_for(conversation, settings.partitions)
    started = (boundary.get("model") or {}).get("started_at")
    if started:
        ms = int(datetime.fromisoformat(started.replace("Z", "+00:00")).timestamp() * 1000)
        for s in await read_times(settings, topic, partition, ms - PACKET_BEFORE_S * 1000, ms + PACKET_AFTER_S * 1000):
            if s.key == packet_id:
                return decode_json(s.value)
    async with aclosing(scan(settings, [topic], partition)) as records:
        async for s in records:
            if s.key == packet_id:
                return decode_json(s.value)
    return None


async def show_latest(settings: Settings, conversation: str, latest: Iterable[dict[str, Any]], agent: Optional[str] = None) -> dict[str, Any]:
    """`show_record` of the latest boundary among `latest` (one per chain, as a worker's table
    holds them), with its packet from the documents topic, checked as `load_show` checks it."""
    boundary = pick_boundary(conversation, latest, [], None, agent)
    packet = await find_packet(settings, conversation, boundary)
    return show_record(boundary, packet_of(boundary, {} if packet is None else {packet.get("packet_id", ""): packet}))
