"""The pipeline's topology as a pure processor over a key-value state.

The Faust shell (and the in-process test driver) call `on_input` / `on_result` for each
record with a `get` over the table; they get back a `Step`: the outputs to publish and the
ordered table writes. The shell's order of side effects is:

    1. publish every output and wait for the broker's acks,
    2. then write the table values in the order given (one changelog partition, so a crash
       lands a prefix of them),
    3. Faust commits the input offset after flushing the changelog.

A crash anywhere reprocesses the record. Every write is idempotent under that: groups know
the events they absorbed, chain states carry the input offsets they folded in (written
before the group), and the conversation head is written last. Outputs are content-derived
(same ids), so a repeat publishes the same records again.

The table's keys, value types and the order a batch writes them in: convcompact.core.state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .declarations import Pair
from .errors import BadRecord
from .groups import Group, absorb, event_time, group_chars, group_seq, link, walk_back
from .amendment import derive as derive_amendment
from .amendment import group_digest
from .planner import (
    ChainState,
    active_chars,
    covered_seq,
    eligible,
    in_active_region,
    new_chain,
    packet_header,
    plan,
    trigger_run_id,
    view_of,
)
from .records import INPUT_ROLES, NOT_PARSED, Record, Result, SourceMessage, decode, decode_input
from .render import render_boundary
from .replay_guide import Guide, Settled
from .settlement import settle
from .state import (
    Getter,
    chain_key,
    event_key,
    group_key,
    head_key,
    latest_boundary_key,
    packet_key,
    snapshot_key,
)



@dataclass(frozen=True)
class Output:
    role: str  # runs | documents | dispatch | boundaries
    key: str
    record: Record


@dataclass
class Step:
    conversation: Optional[str] = None
    outputs: list[Output] = field(default_factory=list)
    writes: list[tuple[str, Any]] = field(default_factory=list)
    status: str = "applied"  # applied | duplicate | replayed | bad
    error: Optional[str] = None
    outcomes: list[tuple[str, Optional[str]]] = field(default_factory=list)  # (outcome, reason)
    event_time: Optional[str] = None  # the input record's own time (UTC ISO), when decodable
    new_conversation: bool = False  # the first record of a conversation (for per-partition counts)
    trigger_to_boundary_s: Optional[float] = None  # set when a boundary settles
    adopted: int = 0  # boundaries a replay followed from an earlier generation


def _publish(step: Step, records: list[Record], conv: str) -> None:
    """Queue records on the topics they name (each record owns its wire identity)."""
    for r in records:
        step.outputs.extend(Output(role, key, r) for role, key in r.destinations(conv))


def in_covered_region(chain: ChainState, seq: int) -> bool:
    covered = covered_seq(chain)
    return chain["frontier"] is not None and covered is not None and chain["frontier"]["source_seq"] <= seq <= covered


def _amendment_chars(conv: str, seqs: Any, snap: Any, group: Any, view: Any) -> int:
    amendment = derive_amendment(conv, seqs, snap, group, view) if seqs else None
    return amendment["chars"] if amendment else 0


class Processor:
    def __init__(self, pairs: list[Pair], guide: Optional[Guide] = None) -> None:
        self.pairs = pairs
        self.by_compactor = {p.compactor_id: p for p in pairs}
        self.guide = guide  # set in a replay: the chain an earlier generation settled
        self._admitted: dict[str, list[Pair]] = {}  # conversation -> the pairs admitting it

    def pairs_for(self, conversation: str) -> list[Pair]:
        found = self._admitted.get(conversation)
        if found is None:
            if len(self._admitted) >= 100_000:  # bounded: a cache, not state
                self._admitted.clear()
            found = self._admitted[conversation] = [p for p in self.pairs if p.admits_conversation(conversation)]
        return found

    def _chain(self, get: Getter, pair: Pair, conv: str) -> ChainState:
        chain = get(chain_key(pair.compactor_id, conv))
        # A chain of a retired epoch is left as history; the new epoch starts afresh.
        if chain is None or chain["epoch"] != pair.epoch:
            return new_chain(pair.epoch)
        return chain

    # ---- conversation inputs: fold, then plan -----------------------------------------

    def on_input(
        self, get: Getter, role: str, offset: int, key: Optional[bytes], value: Optional[bytes], at: str,
        horizon: Optional[str] = None, parsed: Any = NOT_PARSED,
    ) -> Step:
        """Fold one input record, then plan. `parsed`: the record's JSON when the caller
        parsed it already (records.parse)."""
        try:
            record = decode_input(value, key, parsed)
        except BadRecord as exc:
            return Step(status="bad", error=str(exc))
        conv = record.conversation
        step = Step(conversation=conv, event_time=event_time(record))
        tag = f"{role}@{offset}"
        seen = get(event_key(conv, record.event_id))
        if seen is not None and seen != tag:
            step.status = "duplicate"
            return step
        head = get(head_key(conv))
        step.new_conversation = head is None
        head = head or {"newest": None, "applied": {}}
        seq = group_seq(record)
        old = get(group_key(conv, seq))
        try:
            group, status = absorb(old, record, tag)
        except BadRecord as exc:
            return Step(conversation=conv, status="bad", error=str(exc))
        if status == "duplicate":
            step.status = "duplicate"
            return step
        step.status = status
        writes_after: list[tuple[str, Any]] = []
        newest = head["newest"]
        overlay = {seq: group}
        if old is None or status == "replayed":
            group, successor, newest = link(lambda s: get(group_key(conv, s)), head["newest"], group)
            overlay[seq] = group
            if successor is not None:
                # The planner below must walk the relinked list, not the stored one.
                overlay[successor["seq"]] = successor
                writes_after.append((group_key(conv, successor["seq"]), successor))

        def get_group(s: int) -> Optional[Group]:
            return overlay[s] if s in overlay else get(group_key(conv, s))

        for pair in self.pairs_for(conv):
            chain = self._chain(get, pair, conv)
            if chain["applied"].get(role, -1) >= offset:
                continue  # this chain already folded this record in (crash replay)
            chain = {**chain, "applied": {**chain["applied"], role: offset}}
            view = view_of(pair)
            if status == "applied" and in_active_region(chain, seq):
                before = group_chars(conv, old, view)
                chain["tail_chars"] += group_chars(conv, group, view) - before
            elif status == "applied" and in_covered_region(chain, seq):
                # History under the boundary changed: the boundary stays; an amendment says how.
                snap = lambda s_, p_=pair: get(snapshot_key(p_.compactor_id, conv, s_))
                diverges = group_digest(conv, group, view) != (snap(seq) or [])
                amended = set(chain["amended"]) | {seq} if diverges else set(chain["amended"]) - {seq}
                chain["amended"] = sorted(amended)
                chain["amendment_chars"] = _amendment_chars(conv, amended, snap, get_group, view)
            followed = False
            if isinstance(record, SourceMessage) and eligible(pair, chain, record) and self.guide is not None:
                chain, followed = self._follow(step, get, get_group, newest, pair, conv, record, chain)
            if isinstance(record, SourceMessage) and not followed and eligible(pair, chain, record):
                prior = get(latest_boundary_key(pair.compactor_id, conv)) if chain["latest"] else None
                p = plan(
                    pair=pair, conversation=conv, msg=record, chain=chain, get=get_group, newest=newest, prior=prior, at=at,
                    snapshot=lambda s_, p_=pair: get(snapshot_key(p_.compactor_id, conv, s_)), horizon=horizon,
                )
                chain = p.chain
                _publish(step, p.outputs, conv)
                step.outcomes.append((p.outcome, p.reason))
                chain["last_run"] = {"outcome": p.outcome, "reason": p.reason, "at": at}  # for the operator's page
                if p.packet is not None:
                    step.writes.append((packet_key(pair.compactor_id, conv), packet_header(p.packet)))
            step.writes.append((chain_key(pair.compactor_id, conv), chain))
        if status == "applied" or old is None or writes_after:
            step.writes.append((group_key(conv, seq), group))
        step.writes.extend(writes_after)
        step.writes.append((event_key(conv, record.event_id), tag))
        step.writes.append((head_key(conv), {"newest": newest, "applied": {**head["applied"], role: offset}}))
        return step

    # ---- model results: settle ----------------------------------------------------------

    def on_result(
        self, get: Getter, offset: int, key: Optional[bytes], value: Optional[bytes], at: str,
        horizon: Optional[str] = None,
    ) -> Step:
        """Settle one model result. `horizon` is what `on_input` gets for a source message
        (how far the partition's delivery and correction topics have been read): a boundary
        that settles may start a catch-up evaluation, which freezes groups too."""
        try:
            result = decode(value, Result)
        except BadRecord as exc:
            return Step(status="bad", error=str(exc))
        assert isinstance(result, Result)
        conv = key.decode("utf-8", "replace") if key is not None else ""
        pair = self.by_compactor.get(result.compactor_id)
        if pair is None or not pair.admits_conversation(conv):
            return Step(conversation=conv, status="bad", error=f"compactor_id: {result.compactor_id!r} is not a registered compactor of {conv!r}")
        chain = self._chain(get, pair, conv)
        if chain["applied"].get("results", -1) >= offset:
            return Step(conversation=conv, status="replayed")
        header = get(packet_key(pair.compactor_id, conv))
        s = settle(pair=pair, conversation=conv, result=result, chain=chain, header=header, at=at)
        step = Step(conversation=conv, status="duplicate" if s.outcome == "duplicate" else "applied",
                    trigger_to_boundary_s=s.trigger_to_boundary_s)
        chain = {**s.chain, "applied": {**s.chain["applied"], "results": offset}}
        if s.outcome != "duplicate":
            step.outcomes.append((s.outcome, s.reason))
            _publish(step, s.outputs, conv)
            chain["last_run"] = {"outcome": s.outcome, "reason": s.reason, "at": at}  # for the operator's page
        if s.boundary is not None:
            assert header is not None
            newest = (get(head_key(conv)) or {"newest": None})["newest"]
            group = lambda s_: get(group_key(conv, s_))
            boundary = s.boundary.to_json()
            chain = self._absorb_boundary(step, get, group, newest, pair, conv, chain, header, boundary)
            chain = self._catch_up(step, get, group, newest, pair, conv, chain, header, boundary, at, horizon)
        step.writes.append((chain_key(pair.compactor_id, conv), chain))
        return step

    def _catch_up(
        self, step: Step, get: Getter, group: Callable[[int], Any], newest: Optional[int], pair: Pair, conv: str,
        chain: ChainState, header: dict[str, Any], boundary: dict[str, Any], at: str, horizon: Optional[str],
    ) -> ChainState:
        """Step 6 (catch-up): a boundary settled and the active context is still at or over
        the trigger. That is a backlog (what arrived while the packet was in flight was
        skipped-pending); waiting for the chat's next message would leave it over the
        trigger, turns dropped from what the agent sees. So evaluate again now, at the
        newest admitted message already folded (no message is made up): one more bounded
        packet, until the chat is under the trigger."""
        if active_chars(chain) < pair.compactor.trigger_input_chars:
            return chain
        msg = _newest_eligible(pair, chain, group, newest, header["conversation"])
        if msg is None:
            return chain  # nothing admitted after the coverage to evaluate at
        # The snapshots the boundary just took are this step's writes, not stored yet.
        read = _reading_own_writes(step, get)
        p = plan(
            pair=pair, conversation=conv, msg=msg, chain=chain, get=group, newest=newest, prior=boundary, at=at,
            snapshot=lambda s_: read(snapshot_key(pair.compactor_id, conv, s_)), horizon=horizon, caught_up_after=boundary["boundary_id"],
        )
        _publish(step, p.outputs, conv)
        step.outcomes.append((p.outcome, p.reason))
        chain = {**p.chain, "last_run": {"outcome": p.outcome, "reason": p.reason, "at": at}}
        if p.packet is not None:
            step.writes.append((packet_key(pair.compactor_id, conv), packet_header(p.packet)))
        return chain

    def _absorb_boundary(
        self, step: Step, get: Getter, group: Callable[[int], Any], newest: Optional[int], pair: Pair, conv: str,
        chain: ChainState, header: dict[str, Any], boundary: dict[str, Any],
    ) -> ChainState:
        """The chain's latest boundary is now `boundary` (settled here, or followed in a
        replay): recount the tail, keep the exact snapshot it holds of each covered group
        (for amendments), and re-derive which covered groups have changed since."""
        chain = {**chain, "tail_chars": _tail_chars(group, newest, pair, conv, chain)}
        # Boundaries of this epoch (None: a chain from before the count was kept).
        chain["boundaries"] = 1 if header["previous"] is None else (chain["boundaries"] + 1 if chain.get("boundaries") else None)
        # The boundary now holds the frozen groups (and the absorbed amendment) exactly.
        snapshots = {**header["snapshot"], **((header.get("amendment") or {}).get("snapshot") or {})}
        overlay = {int(seq): d for seq, d in snapshots.items()}
        for seq, d in sorted(overlay.items()):
            step.writes.append((snapshot_key(pair.compactor_id, conv, seq), d))
        snap = lambda s_: overlay[s_] if s_ in overlay else get(snapshot_key(pair.compactor_id, conv, s_))
        view = view_of(pair)
        amended = {q for q in set(chain["amended"]) | set(overlay) if group_digest(conv, group(q), view) != (snap(q) or [])}
        chain["amended"] = sorted(amended)
        chain["amendment_chars"] = _amendment_chars(conv, amended, snap, group, view)
        step.writes.append((latest_boundary_key(pair.compactor_id, conv), boundary))
        return chain

    # ---- replay: follow the chain an earlier generation settled -------------------------

    def _follow(
        self, step: Step, get: Getter, group: Callable[[int], Any], newest: Optional[int], pair: Pair, conv: str,
        msg: SourceMessage, chain: ChainState,
    ) -> tuple[ChainState, bool]:
        """Adopt the earlier generation's frontier, then its settled boundaries in order, each
        at its packet's trigger message: same frontiers, same packet ids, no inference.
        Several can share one trigger message (catch-up packets are cut at the newest message
        folded when the boundary before them settled), so every boundary due is adopted here.
        Returns (chain, True) when this message belongs to the followed chain (it plans
        nothing and publishes nothing: the earlier generation's records stand)."""
        assert self.guide is not None
        if chain["frontier"] is None:
            frontier = self.guide.frontier(pair, conv)
            if frontier is not None:
                chain = {**chain, "frontier": {k: frontier[k] for k in ("doc_id", "doc_hash", "source_seq")}}
                chain["tail_chars"] = _tail_chars(group, newest, pair, conv, chain)
        if chain["in_flight"] is not None or chain["frontier"] is None:
            return chain, False  # a packet of this replay's own is in flight: plan as usual
        adopted = False
        while True:
            settled = self.guide.successor(pair, conv, (chain["latest"] or {}).get("boundary_id"))
            if settled is None:
                # Past the settled chain. A message the earlier generation saw and skipped (a
                # packet was in flight, or it was below the trigger) stays skipped: re-deciding
                # it now, with the packet settled at once, would cut packets that generation
                # never cut. A new message, or one whose attempt failed, plans as usual.
                return chain, adopted or self.guide.skipped(trigger_run_id(pair, conv, msg.event_id))
            if settled.trigger_source_seq > msg.source_seq:
                return chain, True  # the earlier generation cut its next packet at a later message
            # A second boundary here compares against the snapshots the first just took.
            chain = self._adopt(step, _reading_own_writes(step, get), group, newest, pair, conv, chain, settled)
            adopted = True

    def _adopt(
        self, step: Step, get: Getter, group: Callable[[int], Any], newest: Optional[int], pair: Pair, conv: str,
        chain: ChainState, settled: Settled,
    ) -> ChainState:
        b = settled.boundary
        chain = {
            **chain,
            "latest": {
                "boundary_id": b["boundary_id"],
                "boundary_hash": b["boundary_hash"],
                "covered_through_seq": b["covered_through"]["source_seq"],
                "envelope_chars": len(render_boundary(b["summary"]["text"])),
            },
        }
        step.adopted += 1
        return self._absorb_boundary(step, get, group, newest, pair, conv, chain, settled.header, b)


def _reading_own_writes(step: Step, get: Getter) -> Getter:
    """A getter that sees the writes this step made so far (the table gets them only after
    the step), as of now."""
    written = dict(step.writes)
    return lambda key: written[key] if key in written else get(key)


def _newest_eligible(
    pair: Pair, chain: ChainState, group: Callable[[int], Any], newest: Optional[int], ref: dict[str, Any],
) -> Optional[SourceMessage]:
    """The newest folded source message after the coverage that the pair admits and that is
    eligible, rebuilt from its group (the group keeps the message's own fields; the source
    and chat id are the conversation's, as the settled packet names them)."""
    for g in walk_back(group, newest, covered_seq(chain)):
        src = g["source"]
        if src is None:
            continue  # replies to a message not read yet
        msg = SourceMessage.model_validate({
            "type": "source.message@1", "event_id": src["event_id"], "source": ref["source"], "chat_id": ref["chat_id"],
            "sender_id": src["sender_id"], "source_seq": g["seq"], "sent_at": src["sent_at"], "text": src["text"],
            "sensitive": src["sensitive"],
        })
        if eligible(pair, chain, msg):
            return msg
    return None


def _tail_chars(group: Callable[[int], Any], newest: Optional[int], pair: Pair, conv: str, chain: ChainState) -> int:
    """The active tail is what lies after the coverage, from the frontier on: a walk over
    the retained groups (bounded by the retention target plus what arrived since)."""
    view = view_of(pair)
    total = 0
    frontier_seq = chain["frontier"]["source_seq"]
    for g in walk_back(group, newest, covered_seq(chain)):
        if g["seq"] < frontier_seq:
            break
        total += group_chars(conv, g, view)
    return total

