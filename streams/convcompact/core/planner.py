"""The planner: the contract's steps, per admitted source message (and per catch-up), as a pure
function over the planner's chain state (state.ChainState: the packet in flight and the
active tail) and the chain's evidence (state.ChainIndex: where the chain begins, its latest
boundary, the amendment of what it covers).

    1. frontier        no activation frontier yet in this epoch: persist one
    2. in flight       a packet of this conversation is still in flight: skipped-pending
    3. trigger         active context under trigger_input_chars: skipped-below-trigger
    4. freeze          walk the groups after the coverage (`_walk`), keep the coherent exact
                       tail within retain_input_chars (`_retain`), take the older groups whose
                       inputs have been read (`_candidates`), the prior boundary and the
                       amendment beside them (`_history`), as many whole oldest groups as the
                       declaration's bounds hold (`_bound`); fail closed when that is nothing
    5. packet          persist the packet under its content hash (`_packet`), then dispatch it
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional, cast

from . import coverage
from .declarations import Pair, activated
from .groups import Group, Turn, effective_turns, group_chars, group_time, walk_back
from .hashing import derive_id, seal, sha256_hex
from .prompt import compactor_prompt, prompt_hash
from .records import (
    ActivationFrontier,
    CompactorRef,
    ContextPacket,
    ConversationRef,
    CoveredThrough,
    Dispatch,
    FrontierRef,
    FrozenTurn,
    Policy,
    PriorBoundary,
    Record,
    RunOutcome,
    RunRecord,
    Sizes,
    SourceMessage,
)
from .packet_input import history_of, input_stats
from .render import render_boundary
from .settlement import backing_off
from .state import ChainId, ChainIndex, ChainState, Digest, PacketHeader, Tip, chain_key, group_key, head_key, index_key

GroupGetter = Callable[[int], Optional[Group]]


def new_chain(epoch: str) -> ChainState:
    return {
        "epoch": epoch,
        "in_flight": None,
        "tail_chars": 0,
        "tail_basis": None,
        "applied": {},
        "last_result_id": None,
        "recent_results": [],
    }


def frontier_seq(idx: Optional[ChainIndex]) -> Optional[int]:
    """Where the chain's active context begins: its path's frontier, else the first frontier
    the evidence holds (None: no frontier yet in this epoch)."""
    if idx is None:
        return None
    if idx["tip"] is not None:
        return idx["tip"]["frontier_seq"]
    return idx["frontier"]["source_seq"] if idx["frontier"] else None


def covered_seq(idx: Optional[ChainIndex]) -> Optional[int]:
    return idx["tip"]["covered_through_seq"] if idx and idx["tip"] else None


def tail_basis(idx: Optional[ChainIndex]) -> list[Optional[int]]:
    """What the active tail is counted after: (frontier seq, covered seq)."""
    return [frontier_seq(idx), covered_seq(idx)]


def in_tail(idx: Optional[ChainIndex], seq: int) -> bool:
    """Whether a group's chars count in the active context (after the frontier and coverage)."""
    low, covered = tail_basis(idx)
    return low is not None and seq >= low and (covered is None or seq > covered)


def count_tail(group: GroupGetter, newest: Optional[int], pair: Pair, conv: str, idx: Optional[ChainIndex]) -> int:
    """The active tail: what lies after the coverage, from the frontier on (a walk over the
    retained groups, bounded by the retention target plus what arrived since)."""
    low, covered = tail_basis(idx)
    if low is None:
        return 0
    total = 0
    for g in walk_back(group, newest, covered):
        if g["seq"] < low:
            break
        total += group_chars(conv, g, pair.view)
    return total


def synced(chain: ChainState, idx: Optional[ChainIndex], group: GroupGetter, newest: Optional[int], pair: Pair, conv: str) -> ChainState:
    """The chain with its tail counted against the evidence's current frontier and coverage
    (a boundary that settled, or was read from a topic, moves what the tail is after)."""
    basis = tail_basis(idx)
    if chain["tail_basis"] == basis:
        return chain
    return {**chain, "tail_chars": count_tail(group, newest, pair, conv, idx), "tail_basis": basis}


def active_chars(chain: ChainState, idx: Optional[ChainIndex]) -> int:
    """Boundary envelope + amendment envelope + exact turns after the coverage."""
    if idx is None:
        return chain["tail_chars"]
    envelope = idx["tip"]["envelope_chars"] if idx["tip"] else 0
    return envelope + idx["amendment_chars"] + chain["tail_chars"]


def active_size(get: Callable[[str], Any], pair: Pair, conv: str) -> Optional[int]:
    """A chain's active context size as its next evaluation counts it (None: the pair has no
    chain of its current epoch for the conversation yet)."""
    chain = get(chain_key(pair.compactor_id, conv))
    if chain is None or chain["epoch"] != pair.epoch:
        return None
    idx = get(index_key(ChainId(pair.epoch, pair.target_agent, conv)))
    newest = (get(head_key(conv)) or {}).get("newest")
    return active_chars(synced(chain, idx, lambda s: get(group_key(conv, s)), newest, pair, conv), idx)


def unfreezable(get: Callable[[str], Any], pair: Pair, conv: str, idx: Optional[ChainIndex], newest: Optional[int]) -> Optional[str]:
    """Why the chain can never advance (None: it can): the oldest group after its coverage
    cannot fit a packet beside the latest boundary, whatever the amendment (which is carried in
    parts). A group gets there by growing after the tail kept it (replies added, edits); the
    declarations refuse a policy under which one the tail kept could not fit."""
    low, covered = tail_basis(idx)
    if low is None:
        return None
    oldest: Optional[list[Turn]] = None
    for g in walk_back(lambda s: get(group_key(conv, s)), newest, covered):
        if g["seq"] < low:
            break
        turns = effective_turns(conv, g, pair.view)
        if turns:
            oldest = turns
    if oldest is None:
        return None
    c = pair.compactor
    envelope = idx["tip"]["envelope_chars"] if idx and idx["tip"] else 0
    chars, events = sum(t.chars for t in oldest) + envelope, len(oldest) + (envelope > 0)
    if chars <= c.max_input_chars and events <= c.max_input_events:
        return None
    return (f"message #{oldest[0].seq}'s group needs {chars} characters and {events} turns beside the latest boundary, "
            f"over max_input_chars {c.max_input_chars} or max_input_events {c.max_input_events}; it is never cut")


def trigger_run_id(pair: Pair, conversation: str, event_id: str) -> str:
    return derive_id("run", pair.epoch, pair.compactor_id, conversation, "trigger", event_id)


def catch_up_run_id(pair: Pair, conversation: str, event_id: str, boundary_id: str) -> str:
    """A catch-up evaluation re-evaluates a message that already had its own: its id names
    the settled boundary that caused it too, so each settlement's catch-up is its own
    record (and a repeat of that settlement repeats the same id)."""
    return derive_id("run", pair.epoch, pair.compactor_id, conversation, "catch-up", event_id, boundary_id)


def model_run_id(packet_id: str) -> str:
    return derive_id("mrun", packet_id)


def eligible(pair: Pair, idx: Optional[ChainIndex], msg: SourceMessage) -> bool:
    """Before the frontier (or before activated_at under replay = now) a message is folded
    into history but is not compactor input and gets no run record."""
    if msg.sensitive and not pair.compactor.admit_sensitive:
        return False
    if not activated(pair, msg.sent_at):
        return False
    low = frontier_seq(idx)
    return low is None or msg.source_seq >= low


@dataclass
class Plan:
    chain: ChainState
    outcome: str
    reason: Optional[str] = None
    packet: Optional[ContextPacket] = None
    outputs: list[Record] = field(default_factory=list)
    orphans: int = 0  # orphan groups the packet froze (counted on /metrics)


@dataclass(frozen=True)
class Inputs:
    """What one evaluation reads: the pair, the conversation's groups (through `get`, the
    table with this step's own writes) and the chain's evidence."""

    pair: Pair
    conversation: str
    get: Callable[[str], Any]
    newest: Optional[int]
    idx: Optional[ChainIndex]
    prior: Optional[dict[str, Any]]  # the tip's boundary event

    def group(self, seq: int) -> Optional[Group]:
        found: Optional[Group] = self.get(group_key(self.conversation, seq))
        return found

    @property
    def chain_id(self) -> ChainId:
        return ChainId(self.pair.epoch, self.pair.target_agent, self.conversation)


def _frontier(i: Inputs, msg: SourceMessage) -> tuple[ActivationFrontier, int]:
    """Step 1: the activation frontier. Under replay = now an established conversation keeps
    the newest complete groups whose total first reaches the trigger; replay = all keeps all."""
    c = i.pair.compactor
    kept = total = 0
    oldest = msg.source_seq
    for g in walk_back(i.group, i.newest):
        total += group_chars(i.conversation, g, i.pair.view)
        kept += 1
        oldest = g["seq"]
        if c.replay == "now" and total >= c.trigger_input_chars:
            break
    body = ActivationFrontier(
        doc_id="",
        epoch=i.pair.epoch,
        compactor_id=c.id,
        compactor_version=c.version,
        fingerprint=i.pair.fingerprint,
        target_agent=i.pair.target_agent,
        history_agents=list(c.history_agents),
        conversation=i.conversation,
        route=i.pair.route(),
        replay=c.replay,
        policy=Policy(trigger_input_chars=c.trigger_input_chars, retain_input_chars=c.retain_input_chars),
        activating_event_id=msg.event_id,
        activating_source_seq=msg.source_seq,
        source_seq=oldest,
        kept_groups=kept,
        kept_chars=total,
    ).to_json()
    return ActivationFrontier.model_validate(seal(body, "afr", "doc_id", "doc_hash")), total


def plan(
    *,
    inputs: Inputs,
    msg: SourceMessage,
    chain: ChainState,
    at: str,
    horizon: Optional[str] = None,
    caught_up_after: Optional[str] = None,
) -> Plan:
    """Evaluate one admitted, eligible source message (already folded into the groups).

    `horizon` (ISO time, or None for no limit) is how far the shell has read the other
    input topics of this partition: groups sent after it are not frozen yet.
    `caught_up_after`: the id of the boundary whose settlement caused this evaluation
    (step 6, catch-up); None for the message's own evaluation."""
    i, c = inputs, inputs.pair.compactor
    out = Plan(chain=chain.copy(), outcome="")
    frontier_ref = i.prior["activation_frontier"] if i.prior else (i.idx["frontier"] if i.idx else None)
    if frontier_seq(i.idx) is None:
        frontier, kept_chars = _frontier(i, msg)
        frontier_ref = {"doc_id": frontier.doc_id, "doc_hash": frontier.doc_hash, "source_seq": frontier.source_seq}
        out.chain["tail_chars"], out.chain["tail_basis"] = kept_chars, [frontier.source_seq, None]
        out.outputs.append(frontier)
    active = active_chars(out.chain, i.idx)
    if out.chain["in_flight"] is not None:
        out.outcome = "skipped-pending"
    elif active < c.trigger_input_chars:
        out.outcome = "skipped-below-trigger"
    elif (waiting := backing_off(out.chain, at)) is not None:
        # Consecutive failures: no packet goes to the model before the backoff ends.
        out.outcome, out.reason = ("failed-closed" if waiting == "compaction-failing" else "skipped-pending"), waiting
    else:
        _freeze(out, i, msg, frontier_ref, horizon, at)
    run = RunRecord.built(  # its values are the planner's own or validated already
        run_id=trigger_run_id(i.pair, i.conversation, msg.event_id) if caught_up_after is None
        else catch_up_run_id(i.pair, i.conversation, msg.event_id, caught_up_after),
        compactor_id=i.pair.compactor_id,
        target_agent=i.pair.target_agent,
        conversation=i.conversation,
        trigger_event_id=msg.event_id,
        source_seq=msg.source_seq,
        outcome=cast(RunOutcome, out.outcome),
        reason=out.reason,
        active_chars=active,
        epoch=i.pair.epoch,
        packet_id=out.packet.packet_id if out.packet else None,
        cause=None if caught_up_after is None else "catch-up",
        at=at,
    )
    out.outputs.append(run)
    return out


# ---- step 4: freeze ------------------------------------------------------------------------


@dataclass
class _Walk:
    """The groups after the coverage, from the frontier on, newest first, up to the message
    that triggered (`groups`), and the chars of those after it (`ahead`)."""

    groups: list[tuple[Group, list[Turn]]]
    ahead: int

    @property
    def total(self) -> int:
        return sum(t.chars for _, turns in self.groups for t in turns)


def _walk(i: Inputs, msg: SourceMessage, low: int) -> _Walk:
    walk = _Walk([], 0)
    for g in walk_back(i.group, i.newest, covered_seq(i.idx)):
        if g["seq"] < low:
            break
        turns = effective_turns(i.conversation, g, i.pair.view)
        if g["seq"] > msg.source_seq:
            # Replies or edits to messages this partition's source topic has not reached yet
            # (the input topics are read independently): not part of this plan.
            walk.ahead += sum(t.chars for t in turns)
            continue
        walk.groups.append((g, turns))
    return walk


def _retain(walk: _Walk, retain_chars: int) -> int:
    """How many of the newest groups the coherent exact tail keeps: the longest whole-group
    suffix within the retention target."""
    kept = kept_chars = 0
    for _, turns in walk.groups:
        size = sum(t.chars for t in turns)
        if kept_chars + size > retain_chars:
            break
        kept += 1
        kept_chars += size
    return kept


def _candidates(walk: _Walk, kept: int, horizon: Optional[str]) -> tuple[Optional[list[list[Turn]]], list[bool]]:
    """(the groups older than the tail, oldest first, empty ones left out; whether each is an
    orphan). None when one of them may still miss a reply or an edit: the delivery and
    correction topics have not been read up to its time (it would come back as an amendment
    at once). An orphan (replies or an edit of a message never read) is timed by what it
    absorbed: it waits only until the horizon is past that, then freezes like any group."""
    candidates: list[list[Turn]] = []
    orphans: list[bool] = []
    for g, turns in reversed(walk.groups[kept:]):
        if not turns:
            continue  # nothing to freeze (retracted, or nothing admitted): nothing to wait for
        when = group_time(g)
        if horizon is not None and (when is None or when > horizon):
            return None, []
        candidates.append(turns)
        orphans.append(g["source"] is None)
    return candidates, orphans


def _prior(i: Inputs) -> Optional[PriorBoundary]:
    """The prior boundary, as the compactor reads it."""
    if i.prior is None:
        return None
    return PriorBoundary(
        boundary_id=i.prior["boundary_id"], boundary_hash=i.prior["boundary_hash"],
        covered_through_seq=i.prior["covered_through"]["source_seq"], summary_text=i.prior["summary"]["text"],
        rendered=render_boundary(i.prior["summary"]["text"]),
    )


def _amendment(i: Inputs, prior: Optional[PriorBoundary], oldest: list[Turn]) -> Any:
    """The covered-history amendment the packet carries beside the prior boundary: whole when
    it fits with the oldest group, else the changes of the oldest covered seqs that fit
    (whole seqs, oldest first, entries never cut); the next packets carry the rest, so an
    amendment of any size is absorbed in consecutive bounded packets. Over
    max_amendment_chars it fails the *agent's* context closed (the resolver) until what is left
    fits. "too-big": not even the oldest changed seq's entries fit."""
    whole = coverage.amendment(i.get, i.pair, i.chain_id, i.idx)
    if whole is None:
        return None
    c = i.pair.compactor
    room = c.max_input_chars - sum(t.chars for t in oldest) - (len(prior.rendered) if prior else 0)
    if len(oldest) + 1 + (prior is not None) > c.max_input_events:
        return "too-big"
    if whole["chars"] <= room:
        return whole
    fitting = None
    for part in coverage.amendment_prefixes(i.get, i.pair, i.chain_id, i.idx):
        if part["chars"] > room:
            break
        fitting = part
    return fitting if fitting is not None else "too-big"


def _bound(i: Inputs, history: list[dict[str, str]], candidates: list[list[Turn]]) -> list[list[Turn]]:
    """The oldest whole groups that fit the declaration's bounds beside the prior boundary
    and the amendment: a bounded packet when a backlog (a long in-flight wait, a replay of
    history) makes the whole prefix too large. Nothing is cut or dropped; the rest stays
    exact in the active context for the next packet."""
    c = i.pair.compactor
    events, chars = len(history), sum(len(m["content"]) for m in history)
    frozen: list[list[Turn]] = []
    for turns in candidates:
        n, size = len(turns), sum(t.chars for t in turns)
        if events + n > c.max_input_events or chars + size > c.max_input_chars:
            break
        frozen.append(turns)
        events, chars = events + n, chars + size
    return frozen


def _freeze(out: Plan, i: Inputs, msg: SourceMessage, frontier_ref: Any, horizon: Optional[str], at: str) -> None:
    """Step 4: freeze everything older than the coherent exact tail (from the frontier, after
    the coverage) into a bounded packet; fail closed, by name, when nothing can be frozen."""
    c = i.pair.compactor
    walk = _walk(i, msg, frontier_ref["source_seq"])
    out.chain["tail_chars"] = walk.total + walk.ahead  # the walk is the truth; the running total only triggers
    kept = _retain(walk, c.retain_input_chars)
    if kept == 0:
        out.outcome, out.reason = "failed-closed", "latest-group-exceeds-retention"
        return
    candidates, orphans = _candidates(walk, kept, horizon)
    if candidates is None or (not candidates and walk.ahead):
        # Inputs not read up to an older group yet, or over the trigger only through
        # replies to messages not read yet: wait for them.
        out.outcome, out.reason = "skipped-pending", "inputs-behind"
        return
    if not candidates:
        out.outcome, out.reason = "failed-closed", "nothing-to-freeze"
        return
    prior = _prior(i)
    amendment = _amendment(i, prior, candidates[0])
    if amendment == "too-big":
        # Not even the oldest changed group's entries fit a packet beside the oldest group:
        # never cut (README: the remedy).
        out.outcome, out.reason = "failed-closed", "amendment-exceeds-input-bounds"
        return
    history = history_of(prior, amendment, [])
    frozen = _bound(i, history, candidates)
    if not frozen:
        out.outcome, out.reason = "failed-closed", "frozen-input-exceeds-bounds"
        return
    out.orphans = sum(orphans[:len(frozen)])
    packet = _packet(out, i, msg, frontier_ref, prior, amendment, history, frozen, walk.total)
    _dispatch(out, i, packet, at)


def _sent_at(i: Inputs, seq: int) -> Optional[str]:
    """When a group's message was sent (for the transcript prompt); None for an orphan group
    (replies to a message never read): a reply carries its message's time."""
    group = i.group(seq)
    return group["source"]["sent_at"] if group and group["source"] else None


def _packet(
    out: Plan, i: Inputs, msg: SourceMessage, frontier_ref: Any, prior: Optional[PriorBoundary],
    amendment: Optional[dict[str, Any]], history: list[dict[str, str]], frozen_groups: list[list[Turn]], tail_total: int,
) -> ContextPacket:
    """Step 5: the packet, sealed under its content hash (a retry or a replay derives the
    same id)."""
    c = i.pair.compactor
    frozen = [t for turns in frozen_groups for t in turns]
    history = history_of(prior, amendment, [t.message for t in frozen])
    last = frozen[-1]
    group = i.group(last.seq)
    src = group["source"] if group else None
    frozen_turns = [
        FrozenTurn(turn_id=t.turn_id, source_seq=t.seq, kind=t.kind, agent_id=t.agent_id, delivery_seq=t.delivery_seq, message=t.message,
                   at=_sent_at(i, t.seq))
        for t in frozen
    ]
    prompt = compactor_prompt(documents=i.pair.documents, prior=prior, amendment_rendered=amendment["text"] if amendment else None,
                              turns=frozen_turns, max_summary_chars=c.max_summary_chars)
    body = ContextPacket(
        packet_id="",
        epoch=i.pair.epoch,
        compactor=CompactorRef(id=c.id, version=c.version, fingerprint=i.pair.fingerprint, prompt_hash=prompt_hash(prompt)),
        target_agent=i.pair.target_agent,
        history_agents=list(c.history_agents),
        conversation=ConversationRef(key=i.conversation, source=msg.source, chat_id=msg.chat_id, sender_id=msg.sender_id),
        trigger_event_id=msg.event_id,
        trigger_source_seq=msg.source_seq,
        activation_frontier=FrontierRef(**frontier_ref),
        previous=prior,
        amendment=amendment,
        turns=frozen_turns,
        covered_through=CoveredThrough(turn_id=frozen[-1].turn_id if src is None else f"{i.conversation}/{last.seq}", source_seq=last.seq),
        policy=Policy(trigger_input_chars=c.trigger_input_chars, retain_input_chars=c.retain_input_chars),
        sizes=Sizes(
            pre_compaction_input_chars=active_chars(out.chain, i.idx),
            retained_tail_chars=tail_total - sum(t.chars for t in frozen),  # everything that stays exact
            covered_source_count=len(frozen_groups),
        ),
        input=input_stats(prior, amendment, [t.turn_id for t in frozen], history),
        max_summary_chars=c.max_summary_chars,
        documents=dict(i.pair.documents),
    ).to_json()
    return ContextPacket.model_validate(seal(body, "pkt", "packet_id", "packet_hash"))


def _dispatch(out: Plan, i: Inputs, packet: ContextPacket, at: str) -> None:
    mrun = model_run_id(packet.packet_id)
    out.packet = packet
    dispatch = Dispatch(
        packet_id=packet.packet_id, packet_hash=packet.packet_hash, model_run_id=mrun,
        provider=i.pair.compactor.provider.profile, model=i.pair.compactor.provider.model, packet=packet,
    )
    out.outputs.extend([packet, dispatch])
    out.chain["in_flight"] = {
        "packet_id": packet.packet_id,
        "packet_hash": packet.packet_hash,
        "model_run_id": mrun,
        "covered_through_seq": packet.covered_through.source_seq,
        "dispatched_at": at,
    }
    out.outcome = "dispatched"


def packet_header(packet: ContextPacket) -> PacketHeader:
    """What settlement and the resolver need of a packet: everything but the turns, documents
    and prior text, with the exact snapshot it freezes of each group (for amendments)."""
    body = packet.to_json()
    snap: dict[str, Digest] = {}
    for t in packet.turns:
        snap.setdefault(str(t.source_seq), []).append([t.turn_id, sha256_hex(t.message["content"])])
    body["snapshot"] = snap
    if body["amendment"] is not None:
        body["amendment"] = {k: body["amendment"][k] for k in ("hash", "chars", "snapshot")}
    del body["turns"], body["documents"]
    if body["previous"] is not None:
        body["previous"] = {k: body["previous"][k] for k in ("boundary_id", "boundary_hash", "covered_through_seq")}
    return cast(PacketHeader, body)


__all__ = [
    "Inputs", "Plan", "Tip", "active_chars", "active_size", "catch_up_run_id", "count_tail", "covered_seq", "eligible", "frontier_seq",
    "in_tail", "model_run_id", "new_chain", "packet_header", "plan", "synced", "tail_basis", "trigger_run_id",
]
