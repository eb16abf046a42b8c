"""The resolver: which boundary, if any, the ordinary agent may trust now.

Only boundaries of the current epoch are candidates (retired epochs are skipped before any
validation, so an old epoch never bricks the agent). Each candidate is revalidated against
the registered declaration pair, its activation frontier, its packet and their hashes, its
settled run and model receipt, the route and privacy admission, and the prior boundary.
Anything that does not hold raises ChainBroken: the caller renders nothing.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional

from .amendment import Digest, derive, group_digest
from .chain import resolve_latest, chain_breaks
from .declarations import Pair
from .errors import ChainBroken
from .groups import Group, View
from .hashing import seal_problem, sha256_hex
from .planner import model_run_id

# Fields a boundary copies from its packet; a difference means one of them was altered.
_FROM_PACKET = ("epoch", "target_agent", "history_agents", "activation_frontier", "covered_through", "policy", "sizes", "input", "compactor")


def _stored_problem(doc: Optional[Mapping[str, Any]], what: str, prefix: str, id_field: str, hash_field: str) -> Optional[tuple[str, str]]:
    """A document a boundary names: missing, or not re-deriving its own id and hash."""
    if doc is None:
        return "missing-link", f"{what} is not stored"
    problem = seal_problem(doc, prefix, id_field, hash_field)
    return ("divergent-hash", f"{what}: {problem}") if problem else None


def boundary_problem(b: Mapping[str, Any], packet: Optional[Mapping[str, Any]], frontier: Optional[Mapping[str, Any]]) -> Optional[tuple[str, str]]:
    """(reason, detail) when a boundary does not re-derive from its stored packet and frontier."""
    snap = b.get("context_snapshot") or {}
    stored = _stored_problem(packet, f"packet {snap.get('packet_id')}", "pkt", "packet_id", "packet_hash")
    if stored or packet is None:
        return stored
    if packet.get("packet_hash") != snap.get("packet_hash"):
        return "divergent-hash", "context_snapshot.packet_hash differs from the stored packet"
    if b.get("conversation", {}).get("key") != packet.get("conversation", {}).get("key"):
        return "wrong-route", "the boundary's conversation is not its packet's"
    for field in _FROM_PACKET:
        if b.get(field) != packet.get(field):
            return "divergent-hash", f"{field} differs from the packet's"
    prev = packet.get("previous")
    prev_ref = {k: prev[k] for k in ("boundary_id", "boundary_hash", "covered_through_seq")} if prev else None
    if b.get("previous") != prev_ref:
        return "divergent-hash", "previous differs from the packet's prior boundary"
    amend = packet.get("amendment")
    if b.get("amendment") != ({"hash": amend["hash"], "chars": amend["chars"]} if amend else None):
        return "divergent-hash", "amendment differs from the packet's"
    fr = b.get("activation_frontier") or {}
    stored = _stored_problem(frontier, f"activation frontier {fr.get('doc_id')}", "afr", "doc_id", "doc_hash")
    if stored or frontier is None:
        return stored
    if frontier.get("doc_hash") != fr.get("doc_hash") or frontier.get("source_seq") != fr.get("source_seq"):
        return "divergent-hash", "activation_frontier differs from the stored frontier"
    return None


def run_problem(b: Mapping[str, Any], packet: Mapping[str, Any], settled: Mapping[str, Mapping[str, Any]]) -> Optional[str]:
    """Why no completed, settled model run of its packet stands behind a boundary."""
    run = settled.get(b.get("boundary_id", ""))
    if (b.get("run") or {}).get("run_id") != model_run_id(packet["packet_id"]):
        return "run.run_id is not the model run of its packet"
    if run is None or run.get("packet_id") != packet["packet_id"]:
        return f"no settled run record of packet {packet['packet_id']} names it"
    return None


def _check_candidate(pair: Pair, conversation: str, b: Mapping[str, Any], packet: Any, frontier: Any, settled: Mapping[str, Mapping[str, Any]], groups: Mapping[int, Group]) -> None:
    c = pair.compactor
    bid = b.get("boundary_id", "?")
    if (b.get("compactor") or {}).get("id") != c.id or b["compactor"].get("version") != c.version or b["compactor"].get("fingerprint") != pair.fingerprint:
        raise ChainBroken("stale-declaration", f"{bid}: compactor identity differs from the registered declaration")
    if b.get("history_agents") != list(c.history_agents) or b.get("policy") != {
        "trigger_input_chars": c.trigger_input_chars, "retain_input_chars": c.retain_input_chars
    }:
        raise ChainBroken("stale-declaration", f"{bid}: history agents or policy differ from the registered declaration")
    if b.get("conversation", {}).get("key") != conversation or not pair.admits_conversation(conversation):
        raise ChainBroken("wrong-route", f"{bid}: conversation {b.get('conversation', {}).get('key')!r} is not this route")
    if b.get("sensitive") is not True:
        raise ChainBroken("privacy", f"{bid}: a boundary event must be sensitive")
    problem = boundary_problem(b, packet, frontier)
    if problem:
        raise ChainBroken(problem[0], f"{bid}: {problem[1]}")
    problem = run_problem(b, packet, settled)
    if problem:
        raise ChainBroken("fabricated-run", f"{bid}: {problem}")
    if not c.admit_sensitive:
        for t in packet.get("turns", []):
            src = (groups.get(t["source_seq"]) or {}).get("source")
            if src is not None and src.get("sensitive"):
                raise ChainBroken("privacy", f"{bid}: covers a sensitive message the pair does not admit")


def resolve(
    *,
    pair: Pair,
    conversation: str,
    boundaries: list[dict[str, Any]],
    packets: Mapping[str, dict[str, Any]],
    frontiers: Mapping[str, dict[str, Any]],
    settled: Mapping[str, Mapping[str, Any]],
    groups: Mapping[int, Group],
) -> tuple[Optional[dict[str, Any]], Optional[dict[str, Any]]]:
    """(latest valid boundary, amendment) of the current epoch, or ChainBroken."""
    current = [b for b in boundaries if b.get("epoch") == pair.epoch and b.get("target_agent") == pair.target_agent]
    latest = resolve_latest(current, pair.epoch)
    if latest is None:
        return None, None
    chain, _ = chain_breaks(current)
    snapshot: dict[int, Digest] = {}
    for b in chain:
        packet = packets.get(b["context_snapshot"]["packet_id"])
        _check_candidate(pair, conversation, b, packet, frontiers.get(b["activation_frontier"]["doc_id"]), settled, groups)
        for seq, d in ((packet.get("amendment") or {}).get("snapshot") or {}).items():
            snapshot[int(seq)] = d
        frozen: dict[int, Digest] = {}
        for t in packet["turns"]:
            frozen.setdefault(t["source_seq"], []).append([t["turn_id"], sha256_hex(t["message"]["content"])])
        snapshot.update(frozen)
    lo, hi = latest["activation_frontier"]["source_seq"], latest["covered_through"]["source_seq"]
    seqs = {s for s in set(groups) | set(snapshot) if lo <= s <= hi}
    return latest, bounded_amendment(pair, conversation, seqs, snapshot.get, groups.get)


def bounded_amendment(
    pair: Pair, conversation: str, seqs: Any, snapshot: Callable[[int], Optional[Digest]], group: Callable[[int], Optional[Group]],
) -> Optional[dict[str, Any]]:
    """The covered-history amendment over `seqs`, or ChainBroken when it is over
    max_amendment_chars (it is never cut; a later boundary absorbs it)."""
    view = View(frozenset(pair.compactor.history_agents), pair.compactor.admit_sensitive)
    amendment = derive(conversation, seqs, snapshot, group, view)
    if amendment is not None and amendment["chars"] > pair.compactor.max_amendment_chars:
        raise ChainBroken(
            "amendment-exceeds-bounds",
            f"the covered-history amendment is {amendment['chars']} characters, over max_amendment_chars "
            f"{pair.compactor.max_amendment_chars}; it is never cut",
        )
    return amendment


def resolve_from_state(
    pair: Pair, conversation: str, boundary: Optional[Mapping[str, Any]], chain: Optional[Mapping[str, Any]],
    snapshot: Callable[[int], Optional[Digest]], group: Callable[[int], Optional[Group]],
) -> tuple[Optional[dict[str, Any]], Optional[dict[str, Any]]]:
    """The same answer from a worker's own table (the chain its settlement agent built):
    the latest boundary *of the current epoch* only (a retired epoch's is no boundary, as
    in `resolve`), and the amendment it tracks, failing closed by the same bound."""
    if boundary is None or boundary.get("epoch") != pair.epoch or boundary.get("target_agent") != pair.target_agent:
        return None, None
    if chain is None or chain.get("epoch") != pair.epoch:
        return None, None  # a boundary with no chain state of its epoch: nothing to trust
    return dict(boundary), bounded_amendment(pair, conversation, chain.get("amended") or [], snapshot, group)


__all__ = ["resolve", "resolve_from_state", "bounded_amendment", "boundary_problem", "run_problem", "group_digest"]
