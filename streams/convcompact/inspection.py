"""`context` and `verify`: re-derive what the agent gets, and every chain, from the topics."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import orjson

from .core.chain import chain_breaks
from .core.resolver import boundary_problem, resolve, run_problem
from .core.declarations import Pair, load_declarations
from .core.errors import BadRecord, ConvcompactError
from .core.groups import Group, absorb, group_seq, link
from .core.hashing import seal_problem
from .core.records import ActivationFrontier, Boundary, ContextPacket, RunRecord, decode_input
from .core.selection import Context, select_context
from .settings import Settings
from convcompact_topics.catalog import partition_for, topic_name
from convcompact_topics.reader import Stored, read_all

BOUNDARY_TYPE = Boundary.TYPE
# Immutable documents whose id and hash re-derive from their content.
SEALED = {
    ActivationFrontier.TYPE: ("afr", "doc_id", "doc_hash", "frontiers"),
    ContextPacket.TYPE: ("pkt", "packet_id", "packet_hash", "packets"),
}


def fold_history(conversation: str, records: list[Stored], role_of: dict[str, str]) -> tuple[dict[int, Group], Optional[int]]:
    """Canonical reconstruction of one conversation from its input records (the same fold
    the worker runs; records of other conversations and bad records are skipped)."""
    groups: dict[int, Group] = {}
    newest: Optional[int] = None
    seen: dict[str, str] = {}
    for s in records:
        if s.key is None or s.key.decode("utf-8", "replace") != conversation:
            continue
        try:
            rec = decode_input(s.value, s.key)
        except BadRecord:
            continue
        tag = f"{role_of[s.topic]}@{s.offset}"
        if seen.setdefault(rec.event_id, tag) != tag:
            continue
        seq = group_seq(rec)
        old = groups.get(seq)
        try:
            g, status = absorb(old, rec, tag)
        except BadRecord:
            continue
        if status != "applied":
            continue
        if old is None:
            g, successor, newest = link(groups.get, newest, g)
            if successor is not None:
                groups[successor["seq"]] = successor
        groups[seq] = g
    return groups, newest


def _pair_for(pairs: list[Pair], agent: str, conversation: str) -> Pair:
    for p in pairs:
        if p.target_agent == agent and p.admits_conversation(conversation):
            return p
    raise ConvcompactError(f"no enabled declaration pair for agent {agent!r} admits {conversation!r}")


def decode_json(value: Optional[bytes]) -> Optional[dict[str, Any]]:
    try:
        obj = orjson.loads(value) if value else None
    except orjson.JSONDecodeError:
        return None
    return obj if isinstance(obj, dict) else None


async def load_context(settings: Settings, conversation: str, agent: str) -> Context:
    """Raises ChainBroken (fail closed) when the current epoch's chain does not hold."""
    pair = _pair_for(load_declarations(settings.declarations), agent, conversation)
    partition = partition_for(conversation, settings.partitions)
    roles = ("source", "correction", "delivery")
    role_of = {topic_name(settings, r): r for r in roles}
    inputs = await read_all(settings, list(role_of), partition)
    inputs.sort(key=lambda s: (s.topic != topic_name(settings, "source"), s.offset))
    groups, newest = fold_history(conversation, inputs, role_of)
    stored = await read_all(settings, [topic_name(settings, "documents"), topic_name(settings, "runs")], partition)
    boundaries: list[dict[str, Any]] = []
    packets: dict[str, dict[str, Any]] = {}
    frontiers: dict[str, dict[str, Any]] = {}
    settled: dict[str, dict[str, Any]] = {}
    for obj in (decode_json(s.value) for s in stored):
        t = (obj or {}).get("type")
        if t == BOUNDARY_TYPE and (obj.get("conversation") or {}).get("key") == conversation:  # type: ignore[union-attr]
            boundaries.append(obj)  # type: ignore[arg-type]
        elif t == ContextPacket.TYPE:
            packets[obj["packet_id"]] = obj  # type: ignore[index]
        elif t == ActivationFrontier.TYPE:
            frontiers[obj["doc_id"]] = obj  # type: ignore[index]
        elif t == RunRecord.TYPE and obj.get("outcome") == "settled" and obj.get("conversation") == conversation:  # type: ignore[union-attr]
            settled[obj["boundary_id"]] = obj  # type: ignore[index]
    latest, amendment = resolve(
        pair=pair, conversation=conversation, boundaries=boundaries, packets=packets,
        frontiers=frontiers, settled=settled, groups=groups,
    )
    return select_context(pair=pair, conversation=conversation, groups=groups, newest=newest, boundary=latest, amendment=amendment)


@dataclass(frozen=True)
class Finding:
    reason: str
    topic: str
    partition: int
    offset: int
    record_id: str
    detail: str

    def to_json(self) -> dict[str, Any]:
        return self.__dict__.copy()


def verify_records(stored: list[Stored], pairs: list[Pair] = ()) -> tuple[dict[str, int], list[Finding]]:
    """Re-derive every document's hash and id, every boundary's hash, its packet and frontier
    references, and its chain links. Pure over the stored records."""
    frontiers: dict[str, dict[str, Any]] = {}
    packets: dict[str, dict[str, Any]] = {}
    boundaries: list[tuple[Stored, dict[str, Any]]] = []
    findings: list[Finding] = []
    where: dict[str, Stored] = {}
    settled: dict[str, dict[str, Any]] = {}
    seen_bad: set[str] = set()
    by_epoch = {p.epoch: p for p in pairs}
    for s in stored:
        obj = decode_json(s.value)
        if obj is None:
            findings.append(Finding("not-json", s.topic, s.partition, s.offset, "", "record is not a JSON object"))
            continue
        t = obj.get("type")
        sealed = SEALED.get(t)
        if sealed is not None:
            prefix, id_field, hash_field, store = sealed
            rid = obj.get(id_field, "")
            problem = seal_problem(obj, prefix, id_field, hash_field)
            if problem:
                reason, detail = problem.split(": ", 1)
                findings.append(Finding(reason, s.topic, s.partition, s.offset, rid, detail))
            (frontiers if store == "frontiers" else packets)[rid] = obj
        elif t == RunRecord.TYPE:
            if obj.get("outcome") == "settled" and obj.get("boundary_id"):
                settled[obj["boundary_id"]] = obj
        elif t == BOUNDARY_TYPE:
            boundaries.append((s, obj))
            where.setdefault(obj.get("boundary_id", ""), s)
    chains: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for s, b in boundaries:
        bid = b.get("boundary_id", "")
        key = (b.get("target_agent", ""), (b.get("conversation") or {}).get("key", ""), b.get("epoch", ""))
        chains.setdefault(key, []).append(b)
        if bid in seen_bad:
            continue  # its other copy (boundaries topic / archive) was reported already
        # The resolver's order: declaration, then packet and frontier, then the settled run.
        problem: Optional[tuple[str, str]] = None
        pair = by_epoch.get(b.get("epoch", ""))
        if pair is not None and (b.get("compactor") or {}).get("fingerprint") != pair.fingerprint:
            problem = ("stale-declaration", "compactor fingerprint differs from the registered declaration of its epoch")
        packet = packets.get((b.get("context_snapshot") or {}).get("packet_id", ""))
        problem = problem or boundary_problem(b, packet, frontiers.get((b.get("activation_frontier") or {}).get("doc_id", "")))
        if problem is None and packet is not None:
            why = run_problem(b, packet, settled)
            problem = ("fabricated-run", why) if why else None
        if problem:
            seen_bad.add(bid)
            findings.append(Finding(problem[0], s.topic, s.partition, s.offset, bid, problem[1]))
    for key, items in sorted(chains.items()):
        _, breaks = chain_breaks(items)
        for br in breaks:
            s = where.get(br.boundary_id)
            findings.append(
                Finding(br.reason, s.topic if s else "", s.partition if s else -1, s.offset if s else -1, br.boundary_id, br.detail)
            )
    counts = {"frontiers": len(frontiers), "packets": len(packets), "boundaries": len({b.get("boundary_id") for _, b in boundaries}), "chains": len(chains)}
    return counts, findings


async def run_verify(settings: Settings) -> tuple[dict[str, int], list[Finding]]:
    stored = await read_all(settings, [topic_name(settings, r) for r in ("documents", "boundaries", "runs")])
    try:
        pairs = load_declarations(settings.declarations)
    except ConvcompactError:
        pairs = []  # without declarations, verify still re-derives every hash and link
    return verify_records(stored, pairs)
