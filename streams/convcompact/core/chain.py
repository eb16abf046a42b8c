"""Chain validation: the resolver's rules over stored boundary events.

Boundaries of retired epochs are skipped before validation (an old epoch never bricks the
agent); inside the current epoch a missing link, a fork, a divergent hash or a
non-advancing boundary fails closed (`ChainBroken`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Optional

from .errors import ChainBroken
from .hashing import record_hash


@dataclass(frozen=True)
class Break:
    reason: str
    boundary_id: str
    detail: str


def chain_breaks(boundaries: Iterable[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[Break]]:
    """Order one epoch's boundaries of one (agent, conversation) into a chain.

    Returns (the chain from its first boundary on, every break found). Identical repeats
    of one boundary (at-least-once delivery) count once."""
    by_id: dict[str, dict[str, Any]] = {}
    breaks: list[Break] = []
    for b in boundaries:
        bid = b.get("boundary_id", "?")
        if record_hash(b, "boundary_hash") != b.get("boundary_hash"):
            breaks.append(Break("divergent-hash", bid, "boundary_hash does not match the event's content"))
            continue
        seen = by_id.get(bid)
        if seen is not None and seen["boundary_hash"] != b["boundary_hash"]:
            breaks.append(Break("divergent-hash", bid, "two different events carry this boundary id"))
            continue
        by_id[bid] = b
    children: dict[Optional[str], list[dict[str, Any]]] = {}
    for b in by_id.values():
        prev = b["previous"]["boundary_id"] if b["previous"] else None
        children.setdefault(prev, []).append(b)
    for prev, kids in children.items():
        if len(kids) > 1:
            ids = ", ".join(sorted(k["boundary_id"] for k in kids))
            breaks.append(Break("fork", kids[0]["boundary_id"], f"{len(kids)} boundaries name previous {prev}: {ids}"))
    chain: list[dict[str, Any]] = []
    roots = children.get(None, [])
    node = roots[0] if len(roots) == 1 else None
    if not roots and by_id:
        breaks.append(Break("missing-link", min(by_id), "no first boundary (previous: null) in this epoch"))
    while node is not None:
        if chain:
            parent = chain[-1]
            if node["previous"]["boundary_hash"] != parent["boundary_hash"]:
                breaks.append(Break("divergent-hash", node["boundary_id"], "previous.boundary_hash differs from the previous boundary's hash"))
            if node["previous"]["covered_through_seq"] != parent["covered_through"]["source_seq"]:
                breaks.append(Break("divergent-hash", node["boundary_id"], "previous.covered_through_seq differs from the previous boundary's coverage"))
            if node["covered_through"]["source_seq"] <= parent["covered_through"]["source_seq"]:
                breaks.append(Break("non-advancing", node["boundary_id"], "coverage does not advance"))
            if node["activation_frontier"] != parent["activation_frontier"]:
                breaks.append(Break("frontier-mismatch", node["boundary_id"], "a different activation frontier than its chain"))
        chain.append(node)
        kids = children.get(node["boundary_id"], [])
        node = kids[0] if len(kids) == 1 else None
    linked = {b["boundary_id"] for b in chain}
    for bid in sorted(set(by_id) - linked):
        if not any(br.boundary_id == bid for br in breaks) and by_id[bid]["previous"] is not None:
            if by_id[bid]["previous"]["boundary_id"] not in by_id:
                breaks.append(Break("missing-link", bid, f"previous {by_id[bid]['previous']['boundary_id']} is not stored"))
    return chain, breaks


def resolve_latest(boundaries: Iterable[dict[str, Any]], epoch: str) -> Optional[dict[str, Any]]:
    """The latest valid boundary of the current epoch, None when there is none yet,
    or ChainBroken (fail closed) when the epoch's chain does not hold."""
    current = [b for b in boundaries if b.get("epoch") == epoch]
    if not current:
        return None
    chain, breaks = chain_breaks(current)
    if breaks:
        first = breaks[0]
        raise ChainBroken(first.reason, f"{first.boundary_id}: {first.detail}")
    return chain[-1]
