"""The resolver's evidence: every record of the compacted topics (compactor.documents and
compaction.boundaries) on one partition, indexed per chain as it arrives, in any order.

A chain (state.ChainId) is one epoch of one target agent's compaction of one conversation.
The worker indexes what it publishes at once (the planner's frontier and packet, the
settlement's boundary and run) and everything it reads back from the two topics: its own
records again (no-ops) and other processes' (a zombie's, a forced replay's, a forger's).
`convcompact context` and `verify` index the same topics from their beginning. Both run this
code, so both reach the same verdict (resolver.py).

Every problem found has a rank; the verdict names the least (rank, boundary id, reason,
detail), so what it names does not depend on the order the evidence arrived in:

    0 record     a boundary event that does not re-derive its own hash, two different events
                 with one id, a record of the chain that is not a boundary event
    1 structure  a fork (two boundaries naming one previous boundary, or two first ones), a
                 missing link (the previous boundary is not stored)
    2 edge       a link to the previous boundary that does not hold: its hash, its coverage,
                 coverage that does not advance, another activation frontier
    3-6 own      the boundary against the declaration pair of its epoch (3), its route (4),
                 its packet and activation frontier (5), a settled run of its packet (6)

With none, a chain's boundaries form one path from its first boundary: the *tip* is the end
of it. Evidence that arrives late (a settled run after its boundary, a packet after) heals
the problem it caused, and the path then advances. How current history diverges from what
the path's boundaries hold (amendments, sensitive groups) follows the tip (coverage.py).
"""

from __future__ import annotations

import copy
from typing import Any, Callable, Mapping, Optional, Sequence

from pydantic import ValidationError

from . import coverage
from .declarations import Pair
from .hashing import digest, record_hash, seal_problem
from .packet_input import input_problem
from .planner import model_run_id, packet_header
from .records import ActivationFrontier, Boundary, ContextPacket, RunRecord, type_of
from .render import render_boundary
from .settlement import boundary_id_for
from .state import (
    BoundaryEntry,
    ChainId,
    ChainIndex,
    FrontierEvidence,
    PacketEvidence,
    Problem,
    SettledRuns,
    Tip,
    Where,
    boundary_entry_key,
    frontier_key,
    index_key,
    kids_key,
    packet_key,
    settled_key,
)

RECORD, STRUCTURE, EDGE, DECLARATION, ROUTE, DOCUMENTS, RUN = range(7)
RANK_OF = {"stale-declaration": DECLARATION, "wrong-route": ROUTE, "fabricated-run": RUN}
# Fields a boundary copies from its packet; a difference means one of them was altered.
FROM_PACKET = ("epoch", "target_agent", "history_agents", "activation_frontier", "covered_through", "policy", "sizes", "input", "compactor")
# The topics the evidence is on (the compacted ones), by role.
EVIDENCE_ROLES = ("documents", "boundaries")
# The documents models this index reads (anything else on the two topics is not evidence).
EVIDENCE_TYPES = {m.TYPE for m in (ActivationFrontier, ContextPacket, Boundary, RunRecord)}


def new_index(chain: ChainId) -> ChainIndex:
    return {
        "epoch": chain.epoch, "target_agent": chain.target_agent, "conversation": chain.conversation,
        "count": 0, "roots": [], "frontier": None, "tip": None, "depth": 0, "problems": {},
        "amended": [], "amendment_chars": 0, "sensitive": [],
    }


def chain_of(obj: Mapping[str, Any]) -> Optional[ChainId]:
    """The chain a documents record belongs to, from the fields it names (None: it names none)."""
    kind = type_of(obj)
    conv: Any
    if kind in (Boundary.TYPE, ContextPacket.TYPE):
        conv = (obj.get("conversation") or {}).get("key") if isinstance(obj.get("conversation"), dict) else None
    elif kind in (ActivationFrontier.TYPE, RunRecord.TYPE):
        conv = obj.get("conversation")
    else:
        return None
    epoch, agent = obj.get("epoch"), obj.get("target_agent")
    if not (isinstance(epoch, str) and isinstance(agent, str) and isinstance(conv, str) and epoch and agent and conv):
        return None
    return ChainId(epoch, agent, conv)


def least(problems: Mapping[str, Mapping[str, Sequence[Problem]]]) -> Optional[tuple[str, str]]:
    """(reason, "<boundary id>: <detail>") of the least problem, None when there is none."""
    found = [(p[0], bid, p[1], p[2]) for bid, kinds in problems.items() for ps in kinds.values() for p in ps]
    if not found:
        return None
    rank, bid, reason, detail = min(found)
    return reason, f"{bid}: {detail}"


class Evidence:
    """One step's indexing: reads through `get`, writes through `put` (the processor's overlay,
    so a step sees its own writes). `pairs`: the registered declaration pairs (a chain of an
    epoch no pair has is indexed and checked for everything but its declaration)."""

    def __init__(self, get: Callable[[str], Any], put: Callable[[str, Any], None], pairs: Sequence[Pair]) -> None:
        self.get, self.put = get, put
        self.pairs = {(p.epoch, p.target_agent): p for p in pairs}

    def pair_of(self, chain: ChainId) -> Optional[Pair]:
        return self.pairs.get((chain.epoch, chain.target_agent))

    def index_of(self, chain: ChainId) -> ChainIndex:
        # A copy: indexing changes it in place before putting it back, and the stored value
        # may be the store's own object (a memory store), which a step that fails after the
        # change must leave as it was.
        stored = self.get(index_key(chain))
        return copy.deepcopy(stored) if stored is not None else new_index(chain)

    # ---- one record --------------------------------------------------------------------

    def index(self, obj: dict[str, Any], where: Where) -> Optional[tuple[ChainId, Optional[Tip]]]:
        """Index one record of the two topics. Returns (its chain, the tip before) when the
        chain's path advanced, else None. Raises ValidationError for a frontier, packet or
        run record that is not one (the caller dead-letters it)."""
        chain = chain_of(obj)
        if chain is None:
            return None
        kind = type_of(obj)
        idx = self.index_of(chain)
        before = idx["tip"]
        # The boundary ids whose own checks this record may change (beyond those with problems).
        touched: list[str] = []
        if kind == Boundary.TYPE:
            changed = self._boundary(chain, idx, obj, where, touched)
        elif kind == ContextPacket.TYPE:
            changed = self._packet(obj, where)
            touched.append(boundary_id_for(chain.epoch, str((obj.get("compactor") or {}).get("id")), chain.conversation, str(obj.get("packet_id"))))
        elif kind == ActivationFrontier.TYPE:
            changed = self._frontier(idx, obj, where)
            touched.extend(idx["roots"])  # every boundary of a sound chain names its root's frontier
        else:
            changed = self._run(obj)
            touched.append(str(obj.get("boundary_id")))
        if not changed:
            return None
        self._recheck(chain, idx, touched)
        self._advance(chain, idx)
        self.put(index_key(chain), idx)
        return (chain, before) if idx["tip"] != before else None

    def _known(self, key: str, d: str) -> Optional[bool]:
        """Whether a document was indexed before: None when not; False when it was (the same
        record: nothing new); True when a different record carried its id (marked now: a
        conflict, which fails every boundary naming it)."""
        old = self.get(key)
        if old is None:
            return None
        if old["digest"] == d or old["conflict"]:
            return False
        self.put(key, {**old, "conflict": True})
        return True

    def _packet(self, obj: dict[str, Any], where: Where) -> bool:
        key, d = packet_key(str(obj.get("packet_id"))), digest(obj)
        if (known := self._known(key, d)) is not None:
            return known
        packet = ContextPacket.model_validate(obj)
        # The packet must re-derive its own hash, and what it states of its input from its turns.
        problem = seal_problem(obj, "pkt", "packet_id", "packet_hash") or input_problem(packet)
        entry: PacketEvidence = {"header": packet_header(packet), "digest": d, "problem": problem, "conflict": False, "where": where}
        self.put(key, entry)
        return True

    def _frontier(self, idx: ChainIndex, obj: dict[str, Any], where: Where) -> bool:
        key, d = frontier_key(str(obj.get("doc_id"))), digest(obj)
        if (known := self._known(key, d)) is not None:
            return known
        doc = ActivationFrontier.model_validate(obj).to_json()
        problem = seal_problem(obj, "afr", "doc_id", "doc_hash")
        self.put(key, {"doc": doc, "digest": d, "problem": problem, "conflict": False, "where": where})
        if idx["frontier"] is None and problem is None:
            # Where the planner's chain begins (the first frontier of the epoch it learns of).
            idx["frontier"] = {k: doc[k] for k in ("doc_id", "doc_hash", "source_seq")}
        return True

    def _run(self, obj: dict[str, Any]) -> bool:
        run = RunRecord.model_validate(obj)
        if run.outcome != "settled" or not run.boundary_id:
            return False
        key = settled_key(run.boundary_id)
        runs: SettledRuns = self.get(key) or []
        pair = [run.run_id, run.packet_id or ""]
        if pair in runs:
            return False
        self.put(key, sorted([*runs, pair]))
        return True

    def _boundary(self, chain: ChainId, idx: ChainIndex, obj: dict[str, Any], where: Where, touched: list[str]) -> bool:
        bid = obj.get("boundary_id")
        bid = bid if isinstance(bid, str) and bid else "?"
        if obj.get("sensitive") is not True:  # a boundary holds a summary of the chat
            return self._record_problem(idx, bid, "a boundary event must be sensitive", "privacy")
        try:
            b = Boundary.model_validate(obj).to_json()
        except ValidationError as exc:
            err = exc.errors(include_url=False)[0]
            field = ".".join(str(p) for p in err["loc"]) or "record"
            return self._record_problem(idx, bid, f"not a valid boundary event ({field}: {err['msg']})")
        if record_hash(obj, "boundary_hash") != obj.get("boundary_hash"):
            return self._record_problem(idx, bid, "boundary_hash does not match the event's content")
        key, d = boundary_entry_key(chain, bid), digest(b)
        old: Optional[BoundaryEntry] = self.get(key)
        if old is not None:
            if old["digest"] == d:
                return False
            return self._record_problem(idx, bid, "two different events carry this boundary id")
        self.put(key, {"event": b, "digest": d, "where": where})
        touched.append(bid)
        idx["count"] += 1
        prev = b["previous"]["boundary_id"] if b["previous"] else None
        if prev is None:
            idx["roots"] = sorted({*idx["roots"], bid})
            self._siblings(idx, None, idx["roots"])
        else:
            kids = sorted({*(self.get(kids_key(chain, prev)) or []), bid})
            self.put(kids_key(chain, prev), kids)
            self._siblings(idx, prev, kids)
        self._link(chain, idx, b)
        for kid in self.get(kids_key(chain, bid)) or []:  # boundaries that arrived before this one
            entry = self.get(boundary_entry_key(chain, kid))
            if entry is not None:
                self._link(chain, idx, entry["event"])
        return True

    def _record_problem(self, idx: ChainIndex, bid: str, detail: str, reason: str = "divergent-hash") -> bool:
        problems = idx["problems"].get(bid, {}).get("record", [])
        problem = [RECORD, reason, detail]
        if problem in problems:
            return False
        set_problems(idx, bid, "record", sorted([*problems, problem]))
        return True

    def _siblings(self, idx: ChainIndex, prev: Optional[str], ids: list[str]) -> None:
        """Two boundaries naming one previous boundary (or two first ones) are a fork."""
        if len(ids) < 2:
            return
        named = prev if prev is not None else "none (first of the epoch)"
        problem = [STRUCTURE, "fork", f"{len(ids)} boundaries name previous {named}: {', '.join(ids)}"]
        for bid in ids:
            set_problems(idx, bid, "fork", [problem])

    def _link(self, chain: ChainId, idx: ChainIndex, b: dict[str, Any]) -> None:
        """The missing-link and edge problems of one boundary against its previous one."""
        bid, prev = b["boundary_id"], b["previous"]
        if prev is None:
            set_problems(idx, bid, "link", [])
            return
        parent = self.get(boundary_entry_key(chain, prev["boundary_id"]))
        if parent is None:
            set_problems(idx, bid, "link", [[STRUCTURE, "missing-link", f"previous {prev['boundary_id']} is not stored"]])
            return
        set_problems(idx, bid, "link", edge_problems(b, parent["event"]))

    # ---- own checks, healing, the path --------------------------------------------------

    def own(self, chain: ChainId, b: Mapping[str, Any]) -> list[Problem]:
        """The boundary against its packet, frontier, settled run and declaration pair."""
        snap = b["context_snapshot"]
        packet: Optional[PacketEvidence] = self.get(packet_key(snap["packet_id"]))
        frontier: Optional[FrontierEvidence] = self.get(frontier_key(b["activation_frontier"]["doc_id"]))
        runs: SettledRuns = self.get(settled_key(b["boundary_id"])) or []
        return own_problems(self.pair_of(chain), chain, b, packet, frontier, runs)

    def _recheck(self, chain: ChainId, idx: ChainIndex, touched: list[str]) -> None:
        """Recompute the own problems of the boundaries a record touched and of every one that
        has a problem: new evidence (a packet, a frontier, a settled run) may heal one, and a
        conflicting record may break one."""
        for bid in dict.fromkeys([*touched, *idx["problems"]]):
            entry: Optional[BoundaryEntry] = self.get(boundary_entry_key(chain, bid))
            if entry is not None:
                set_problems(idx, bid, "own", self.own(chain, entry["event"]))

    def _next_of(self, chain: ChainId, idx: ChainIndex) -> list[str]:
        tip = idx["tip"]
        return list(idx["roots"]) if tip is None else list(self.get(kids_key(chain, tip["boundary_id"])) or [])

    def _advance(self, chain: ChainId, idx: ChainIndex) -> None:
        """Move the tip along the path while its one next boundary has no problem."""
        pair = self.pair_of(chain)
        while True:
            kids = self._next_of(chain, idx)
            if len(kids) != 1 or kids[0] in idx["problems"]:
                return
            entry: Optional[BoundaryEntry] = self.get(boundary_entry_key(chain, kids[0]))
            if entry is None:
                return
            b = entry["event"]
            packet: PacketEvidence = self.get(packet_key(b["context_snapshot"]["packet_id"]))
            if pair is not None:
                coverage.advance(self.get, self.put, pair, chain, idx, packet["header"], b)
            idx["tip"] = {
                "boundary_id": b["boundary_id"], "boundary_hash": b["boundary_hash"],
                "covered_through_seq": b["covered_through"]["source_seq"],
                "envelope_chars": len(render_boundary(b["summary"]["text"])),
                "frontier_seq": b["activation_frontier"]["source_seq"],
            }
            idx["depth"] += 1


def set_problems(idx: ChainIndex, bid: str, kind: str, problems: list[Problem]) -> None:
    """Replace one kind of problem of one boundary (empty lists are dropped)."""
    kinds = dict(idx["problems"].get(bid, {}))
    if problems:
        kinds[kind] = problems
    else:
        kinds.pop(kind, None)
    if kinds:
        idx["problems"] = {**idx["problems"], bid: kinds}
    else:
        idx["problems"] = {k: v for k, v in idx["problems"].items() if k != bid}


def edge_problems(b: Mapping[str, Any], parent: Mapping[str, Any]) -> list[Problem]:
    """A boundary's link to the previous one: the hash and coverage it names, coverage that
    advances, one activation frontier along the chain."""
    prev, out = b["previous"], []
    if prev["boundary_hash"] != parent["boundary_hash"]:
        out.append([EDGE, "divergent-hash", "previous.boundary_hash differs from the previous boundary's hash"])
    if prev["covered_through_seq"] != parent["covered_through"]["source_seq"]:
        out.append([EDGE, "divergent-hash", "previous.covered_through_seq differs from the previous boundary's coverage"])
    if b["covered_through"]["source_seq"] <= parent["covered_through"]["source_seq"]:
        out.append([EDGE, "non-advancing", "coverage does not advance"])
    if b["activation_frontier"] != parent["activation_frontier"]:
        out.append([EDGE, "frontier-mismatch", "a different activation frontier than its chain"])
    return out


def own_problems(
    pair: Optional[Pair], chain: ChainId, b: Mapping[str, Any], packet: Optional[PacketEvidence],
    frontier: Optional[FrontierEvidence], runs: SettledRuns,
) -> list[Problem]:
    """The resolver's checks of one boundary: the registered declaration of its epoch (when
    there is one), its route, its packet and frontier (stored, re-deriving their hashes, and
    the fields the boundary copies from them), and a settled model run of its packet."""
    out: list[Problem] = []

    def fail(reason: str, detail: str) -> None:
        out.append([RANK_OF.get(reason, DOCUMENTS), reason, detail])

    if pair is not None:
        c = pair.compactor
        ref = b["compactor"]
        if ref["id"] != c.id or ref["version"] != c.version or ref["fingerprint"] != pair.fingerprint:
            fail("stale-declaration", "compactor identity differs from the registered declaration")
        if b["history_agents"] != list(c.history_agents) or b["policy"] != {
            "trigger_input_chars": c.trigger_input_chars, "retain_input_chars": c.retain_input_chars,
        }:
            fail("stale-declaration", "history agents or policy differ from the registered declaration")
        if not pair.admits_conversation(chain.conversation):
            fail("wrong-route", f"conversation {chain.conversation!r} is not admitted by the pair")
    packet_id = b["context_snapshot"]["packet_id"]
    if b["boundary_id"] != boundary_id_for(b["epoch"], b["compactor"]["id"], chain.conversation, packet_id):
        fail("divergent-hash", "boundary_id is not derived from its packet")
    if packet is None:
        fail("missing-link", f"packet {packet_id} is not stored")
    elif packet["problem"] or packet["conflict"]:
        fail("divergent-hash", f"packet {packet_id}: {packet['problem'] or 'two different records carry this id'}")
    else:
        fail_packet = packet_problem(b, packet["header"])
        if fail_packet:
            fail(*fail_packet)
    fr = b["activation_frontier"]
    if frontier is None:
        fail("missing-link", f"activation frontier {fr['doc_id']} is not stored")
    elif frontier["problem"] or frontier["conflict"]:
        fail("divergent-hash", f"activation frontier {fr['doc_id']}: {frontier['problem'] or 'two different records carry this id'}")
    elif frontier["doc"]["doc_hash"] != fr["doc_hash"] or frontier["doc"]["source_seq"] != fr["source_seq"]:
        fail("divergent-hash", "activation_frontier differs from the stored frontier")
    if b["run"]["run_id"] != model_run_id(packet_id):
        fail("fabricated-run", "run.run_id is not the model run of its packet")
    elif not any(p == packet_id for _, p in runs):
        fail("fabricated-run", f"no settled run record of packet {packet_id} names it")
    return out


def packet_problem(b: Mapping[str, Any], header: Mapping[str, Any]) -> Optional[tuple[str, str]]:
    """(reason, detail) when a boundary is not bound to its (sound) packet."""
    if header["packet_hash"] != b["context_snapshot"]["packet_hash"]:
        return "divergent-hash", "context_snapshot.packet_hash differs from the stored packet"
    if b["conversation"]["key"] != header["conversation"]["key"]:
        return "wrong-route", "the boundary's conversation is not its packet's"
    for field in FROM_PACKET:
        if b[field] != header.get(field):
            return "divergent-hash", f"{field} differs from the packet's"
    if b["previous"] != header["previous"]:
        return "divergent-hash", "previous differs from the packet's prior boundary"
    amend = header["amendment"]
    if b["amendment"] != ({"hash": amend["hash"], "chars": amend["chars"]} if amend else None):
        return "divergent-hash", "amendment differs from the packet's"
    return None


def path(get: Callable[[str], Any], chain: ChainId) -> list[dict[str, Any]]:
    """The boundary events on a chain's path, first to tip."""
    idx: Optional[ChainIndex] = get(index_key(chain))
    out: list[dict[str, Any]] = []
    if idx is None or idx["tip"] is None:
        return out
    kids = idx["roots"]
    while len(kids) == 1:
        entry: BoundaryEntry = get(boundary_entry_key(chain, kids[0]))
        out.append(entry["event"])
        if kids[0] == idx["tip"]["boundary_id"]:
            break
        kids = get(kids_key(chain, kids[0])) or []
    return out
