"""`context` and `verify`: what the agent gets, and every chain, re-derived from the topics.

Both read the topics and rebuild a table from them with the worker's own runtime
(convcompact.runtime.rebuild): the same fold, the same evidence index. `context` then asks
the resolver's one function (`resolver.context_answer`), as a worker's /context does over its
own table; `verify` reports every problem the evidence index found, in every chain of every
epoch, with where its record is.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Optional

import orjson

from .core.declarations import Pair, load_declarations
from .core.errors import ConvcompactError
from .core.records import INPUT_ROLES
from .core.resolver import context_answer
from .core.state import ChainIndex, Where, boundary_entry_key, document_of, index_of, kind
from .runtime.rebuild import Rebuilt, rebuild
from .core.evidence import EVIDENCE_ROLES
from .settings import Settings
from convcompact_topics.catalog import partition_for, topic_names
from convcompact_topics.reader import Stored, read_all


def pair_for(pairs: list[Pair], agent: str, conversation: str) -> Pair:
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


async def read_conversation(settings: Settings, conversation: str, roles: tuple[str, ...]) -> list[Stored]:
    """The records of `roles` on the conversation's partition; of the input topics only the
    conversation's own (the fold of one conversation reads nothing else)."""
    names = topic_names(settings)
    key = conversation.encode("utf-8")
    stored = await read_all(settings, [names[r] for r in roles], partition_for(conversation, settings.partitions))
    inputs = {names[r] for r in INPUT_ROLES}
    return [s for s in stored if s.topic not in inputs or s.key == key]


async def rebuild_conversation(settings: Settings, pairs: list[Pair], conversation: str) -> Rebuilt:
    """The table of the conversation's partition as the worker's runtime derives it from the
    topics: its history folded, the partition's evidence indexed."""
    records = await read_conversation(settings, conversation, (*INPUT_ROLES, *EVIDENCE_ROLES))
    return await rebuild(pairs, settings.partitions, topic_names(settings), records)


async def load_context(settings: Settings, conversation: str, agent: str) -> tuple[int, dict[str, Any]]:
    """(status, body) as a worker's /context answers it: 200, 409 (fail closed) or 404."""
    pairs = load_declarations(settings.declarations)
    pair = pair_for(pairs, agent, conversation)
    table = await rebuild_conversation(settings, pairs, conversation)
    return context_answer(table.get, pair, conversation)


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


def findings_of(table: Rebuilt) -> tuple[dict[str, int], list[Finding]]:
    """Every problem the evidence index of one partition holds: each chain's (whatever its
    epoch), documents that do not re-derive, records that are not evidence at all."""
    data = table.state.data
    findings: list[Finding] = []

    def at(where: Optional[Where], rid: str, reason: str, detail: str) -> Finding:
        topic, part, offset = where if where else ("", -1, -1)
        return Finding(reason, topic, part, offset, rid, detail)

    chains: dict[Any, ChainIndex] = {cid: v for k, v in data.items() if (cid := index_of(k)) is not None}
    for cid, idx in sorted(chains.items()):
        for bid, kinds in sorted(idx["problems"].items()):
            entry = data.get(boundary_entry_key(cid, bid))
            for problems in kinds.values():
                for _, reason, detail in problems:
                    findings.append(at(entry["where"] if entry else None, bid, reason, detail))
    for key, doc in sorted(data.items()):
        if (doc_id := document_of(key)) is not None and (doc["problem"] or doc["conflict"]):
            problem = doc["problem"] or "divergent-hash: two different records carry this id"
            reason, detail = problem.split(": ", 1)
            findings.append(at(doc["where"], doc_id, reason, detail))
    for record, step in table.steps:
        if step.status == "bad":
            findings.append(Finding("malformed", record.topic, record.partition, record.offset, "", step.error or ""))
        elif step.status == "misplaced":
            findings.append(Finding("wrong-route", record.topic, record.partition, record.offset, "",
                                    f"its conversation {step.conversation!r} is on another partition"))
    kinds = [kind(k) for k in data]
    counts = {"frontiers": kinds.count("f"), "packets": kinds.count("d"), "boundaries": kinds.count("x"), "chains": len(chains)}
    return counts, findings


async def run_verify(settings: Settings) -> tuple[dict[str, int], list[Finding]]:
    """Re-derive every frontier's, packet's and boundary's id and hash, check each boundary
    against its packet, frontier, settled run and (where its epoch's pair is registered) its
    declaration, and every chain's links, on every partition."""
    try:
        pairs = load_declarations(settings.declarations)
    except ConvcompactError:
        pairs = []  # without declarations, verify still re-derives every hash and link
    names = topic_names(settings)
    stored = await read_all(settings, [names[r] for r in EVIDENCE_ROLES])
    by_partition: dict[int, list[Stored]] = {}
    for s in stored:
        by_partition.setdefault(s.partition, []).append(s)
    counts: dict[str, int] = {"frontiers": 0, "packets": 0, "boundaries": 0, "chains": 0}
    findings: list[Finding] = []
    tables = await asyncio.gather(*(rebuild(pairs, settings.partitions, names, records) for records in by_partition.values()))
    for table in tables:
        c, f = findings_of(table)
        counts = {k: counts[k] + c[k] for k in counts}
        findings += f
    return counts, findings
