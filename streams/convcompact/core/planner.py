"""The planner: the contract's steps, per admitted source message (and per catch-up), as a pure function.

Chain state (one per compactor and conversation; small, rewritten per event):
    {"epoch", "frontier": FrontierRef | None,
     "latest": {"boundary_id", "boundary_hash", "covered_through_seq", "envelope_chars"} | None,
     "in_flight": {"packet_id", "packet_hash", "model_run_id", "covered_through_seq"} | None,
     "tail_chars": chars of the exact turns after the covered sequence (from the frontier),
     "amended": covered seqs whose history diverges from the boundary's snapshot,
     "amendment_chars": chars of the rendered amendment envelope (0 when none),
     "applied": {input topic: last offset folded in}, "last_result_id",
     "recent_results": [[packet_id, result_id], ...] of the last results settled or spent
                       (bounded; settlement names a second one for a packet duplicate-execution)}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .declarations import Pair, activated
from .groups import Group, GroupGetter, Turn, View, effective_turns, group_chars, walk_back
from .amendment import Digest
from .amendment import derive as derive_amendment
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
    InputStats,
    Policy,
    PriorBoundary,
    Record,
    RunRecord,
    Sizes,
    SourceMessage,
)
from .render import envelope_message, render_boundary, rendered_messages_hash, turn_ids_hash
from .state import ChainState



def new_chain(epoch: str) -> ChainState:
    return {
        "epoch": epoch,
        "frontier": None,
        "latest": None,
        "in_flight": None,
        "tail_chars": 0,
        "amended": [],
        "amendment_chars": 0,
        "applied": {},
        "last_result_id": None,
        "recent_results": [],
    }


def view_of(pair: Pair) -> View:
    return View(frozenset(pair.compactor.history_agents), pair.compactor.admit_sensitive)


def covered_seq(chain: ChainState) -> Optional[int]:
    return chain["latest"]["covered_through_seq"] if chain["latest"] else None


def in_active_region(chain: ChainState, seq: int) -> bool:
    """Whether a group's chars count in the active context (after the frontier and coverage)."""
    if chain["frontier"] is None or seq < chain["frontier"]["source_seq"]:
        return False
    covered = covered_seq(chain)
    return covered is None or seq > covered


def active_chars(chain: ChainState) -> int:
    """Boundary envelope + amendment envelope + exact turns after the coverage."""
    envelope = chain["latest"]["envelope_chars"] if chain["latest"] else 0
    return envelope + chain.get("amendment_chars", 0) + chain["tail_chars"]


def trigger_run_id(pair: Pair, conversation: str, event_id: str) -> str:
    return derive_id("run", pair.epoch, pair.compactor_id, conversation, "trigger", event_id)


def catch_up_run_id(pair: Pair, conversation: str, event_id: str, boundary_id: str) -> str:
    """A catch-up evaluation re-evaluates a message that already had its own: its id names
    the settled boundary that caused it too, so each settlement's catch-up is its own
    record (and a repeat of that settlement repeats the same id)."""
    return derive_id("run", pair.epoch, pair.compactor_id, conversation, "catch-up", event_id, boundary_id)


def model_run_id(packet_id: str) -> str:
    return derive_id("mrun", packet_id)


@dataclass
class Plan:
    chain: ChainState
    outcome: str
    reason: Optional[str] = None
    frontier: Optional[ActivationFrontier] = None
    packet: Optional[ContextPacket] = None
    dispatch: Optional[Dispatch] = None
    run: Optional[RunRecord] = None
    outputs: list[Record] = field(default_factory=list)
    run_at: str = ""


def eligible(pair: Pair, chain: ChainState, msg: SourceMessage) -> bool:
    """Before the frontier (or before activated_at under replay = now) a message is folded
    into history but is not compactor input and gets no run record."""
    if msg.sensitive and not pair.compactor.admit_sensitive:
        return False
    if not activated(pair, msg.sent_at):
        return False
    frontier = chain["frontier"]
    return frontier is None or msg.source_seq >= frontier["source_seq"]


def _frontier(pair: Pair, conversation: str, msg: SourceMessage, get: GroupGetter, newest: int) -> tuple[ActivationFrontier, int]:
    """Step 1: the activation frontier. Under replay = now an established conversation keeps
    the newest complete groups whose total first reaches the trigger; replay = all keeps all."""
    view = view_of(pair)
    trigger = pair.compactor.trigger_input_chars
    kept = total = 0
    oldest = msg.source_seq
    for g in walk_back(get, newest):
        total += group_chars(conversation, g, view)
        kept += 1
        oldest = g["seq"]
        if pair.compactor.replay == "now" and total >= trigger:
            break
    c = pair.compactor
    body = ActivationFrontier(
        doc_id="",
        epoch=pair.epoch,
        compactor_id=c.id,
        compactor_version=c.version,
        fingerprint=pair.fingerprint,
        target_agent=pair.target_agent,
        history_agents=list(c.history_agents),
        conversation=conversation,
        route=pair.route(),
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
    pair: Pair,
    conversation: str,
    msg: SourceMessage,
    chain: ChainState,
    get: GroupGetter,
    newest: int,
    prior: Optional[dict[str, Any]],
    at: str,
    snapshot: Optional[Callable[[int], Optional[Digest]]] = None,
    horizon: Optional[str] = None,
    caught_up_after: Optional[str] = None,
) -> Plan:
    """Evaluate one admitted, eligible source message (already folded into the groups).

    `prior` is the latest boundary event of the chain (needed only when freezing).
    `horizon` (ISO time, or None for no limit) is how far the shell has read the other
    input topics of this partition: groups sent after it are not frozen yet.
    `caught_up_after`: the id of the boundary whose settlement caused this evaluation
    (step 6, catch-up); None for the message's own evaluation."""
    chain = dict(chain)
    out = Plan(chain=chain, outcome="", run_at=at)
    if chain["frontier"] is None:
        frontier, kept_chars = _frontier(pair, conversation, msg, get, newest)
        chain["frontier"] = {"doc_id": frontier.doc_id, "doc_hash": frontier.doc_hash, "source_seq": frontier.source_seq}
        chain["tail_chars"] = kept_chars
        out.frontier = frontier
        out.outputs.append(frontier)
    active = active_chars(chain)
    if chain["in_flight"] is not None:
        out.outcome = "skipped-pending"
    elif active < pair.compactor.trigger_input_chars:
        out.outcome = "skipped-below-trigger"
    else:
        _freeze(out, pair, conversation, msg, get, newest, prior, snapshot or (lambda seq: None), horizon)
    out.run = RunRecord(
        run_id=(
            trigger_run_id(pair, conversation, msg.event_id)
            if caught_up_after is None
            else catch_up_run_id(pair, conversation, msg.event_id, caught_up_after)
        ),
        compactor_id=pair.compactor_id,
        target_agent=pair.target_agent,
        conversation=conversation,
        trigger_event_id=msg.event_id,
        source_seq=msg.source_seq,
        outcome=out.outcome,  # type: ignore[arg-type]
        reason=out.reason,
        active_chars=active,
        epoch=pair.epoch,
        packet_id=out.packet.packet_id if out.packet else None,
        cause=None if caught_up_after is None else "catch-up",
        at=at,
    )
    out.outputs.append(out.run)
    return out


def _freeze(
    out: Plan,
    pair: Pair,
    conversation: str,
    msg: SourceMessage,
    get: GroupGetter,
    newest: int,
    prior: Optional[dict[str, Any]],
    snapshot: Callable[[int], Optional[Digest]],
    horizon: Optional[str],
) -> None:
    """Steps 4 and 5: keep the longest whole-group suffix within the retention target,
    freeze everything older (from the frontier, after the coverage) into a packet."""
    chain, c, view = out.chain, pair.compactor, view_of(pair)
    stop_below = covered_seq(chain)
    frontier_seq = chain["frontier"]["source_seq"]
    walked: list[Group] = []
    groups: list[list[Turn]] = []
    ahead = 0
    for g in walk_back(get, newest, stop_below):
        if g["seq"] < frontier_seq:
            break
        turns = effective_turns(conversation, g, view)
        if g["seq"] > msg.source_seq:
            # Replies or edits to messages this partition's source topic has not reached yet
            # (the input topics are read independently): not part of this plan.
            ahead += sum(t.chars for t in turns)
            continue
        walked.append(g)
        groups.append(turns)
    sizes = [sum(t.chars for t in turns) for turns in groups]
    tail_total = sum(sizes)
    chain["tail_chars"] = tail_total + ahead  # the walk is the truth; the running total only triggers
    kept = kept_chars = 0
    for size in sizes:
        if kept_chars + size > c.retain_input_chars:
            break
        kept += 1
        kept_chars += size
    if kept == 0:
        out.outcome, out.reason = "failed-closed", "latest-group-exceeds-retention"
        return
    candidates: list[list[Turn]] = []
    sent: dict[int, Optional[str]] = {}  # each group's message time, for the transcript prompt
    for g, turns in zip(reversed(walked[kept:]), reversed(groups[kept:])):  # oldest first
        sent[g["seq"]] = g["source"]["sent_at"] if g["source"] is not None else None
        if horizon is not None and (g["source"] is None or g["source"]["sent_at"] > horizon):
            # The delivery and correction topics have not been read up to this group's time:
            # its replies or edits may still be on their way. Wait for the next message rather
            # than freeze an incomplete group (it would come back as an amendment at once).
            out.outcome, out.reason = "skipped-pending", "inputs-behind"
            return
        if turns:
            candidates.append(turns)
    if not candidates:
        if ahead:
            # Over the trigger only through replies to messages not read yet: wait for them.
            out.outcome, out.reason = "skipped-pending", "inputs-behind"
        else:
            out.outcome, out.reason = "failed-closed", "nothing-to-freeze"
        return
    history: list[dict[str, str]] = []
    prior_ref: Optional[PriorBoundary] = None
    if prior is not None:
        rendered = render_boundary(prior["summary"]["text"])
        prior_ref = PriorBoundary(
            boundary_id=prior["boundary_id"],
            boundary_hash=prior["boundary_hash"],
            covered_through_seq=prior["covered_through"]["source_seq"],
            summary_text=prior["summary"]["text"],
            rendered=rendered,
        )
        history.append(envelope_message(rendered))
    amendment = derive_amendment(conversation, chain.get("amended", []), snapshot, get, view)
    if amendment is not None:
        # Carried whole, whatever its size: an amendment over max_amendment_chars fails the
        # *agent's* context closed (the resolver), and only a boundary that absorbs it heals
        # that. Refusing to freeze here would leave the chat stuck until the epoch changes.
        # Its bound on the way in is the packet's own: max_input_chars / max_input_events.
        history.append(envelope_message(amendment["text"]))
    # The frozen input must fit the declaration's bounds. When a backlog (a long in-flight
    # wait, a replay of history) makes the whole prefix too large, freeze the oldest whole
    # groups that fit: a bounded packet. Nothing is cut or dropped; the rest stays exact
    # in the active context for the next packet. Only a first group that cannot fit at all
    # fails closed.
    events, input_chars = len(history), sum(len(m["content"]) for m in history)
    frozen_groups: list[list[Turn]] = []
    for turns in candidates:
        n, size = len(turns), sum(t.chars for t in turns)
        if events + n > c.max_input_events or input_chars + size > c.max_input_chars:
            break
        frozen_groups.append(turns)
        events, input_chars = events + n, input_chars + size
    if not frozen_groups:
        # Named apart: the amendment alone leaves no room for any group (never cut).
        too_big = amendment is not None and (len(history) >= c.max_input_events or input_chars >= c.max_input_chars)
        out.outcome, out.reason = "failed-closed", "amendment-exceeds-input-bounds" if too_big else "frozen-input-exceeds-bounds"
        return
    frozen = [t for turns in frozen_groups for t in turns]
    history.extend(t.message for t in frozen)
    kept_chars = tail_total - sum(t.chars for t in frozen)  # everything that stays exact
    last = frozen[-1]
    src = get(last.seq)["source"]  # type: ignore[index]
    frozen_turns = [
        FrozenTurn(turn_id=t.turn_id, source_seq=t.seq, kind=t.kind, agent_id=t.agent_id, delivery_seq=t.delivery_seq, message=t.message,  # type: ignore[arg-type]
                   at=sent.get(t.seq))
        for t in frozen
    ]
    prompt = compactor_prompt(documents=pair.documents, prior=prior_ref, amendment_rendered=amendment["text"] if amendment else None,
                              turns=frozen_turns, max_summary_chars=c.max_summary_chars)
    body = ContextPacket(
        packet_id="",
        epoch=pair.epoch,
        compactor=CompactorRef(id=c.id, version=c.version, fingerprint=pair.fingerprint, prompt_hash=prompt_hash(prompt)),
        target_agent=pair.target_agent,
        history_agents=list(c.history_agents),
        conversation=ConversationRef(
            key=conversation,
            source=msg.source,
            chat_id=msg.chat_id,
            sender_id=msg.sender_id,
        ),
        trigger_event_id=msg.event_id,
        trigger_source_seq=msg.source_seq,
        activation_frontier=FrontierRef(**chain["frontier"]),
        previous=prior_ref,
        amendment=amendment,
        turns=frozen_turns,
        covered_through=CoveredThrough(turn_id=frozen[-1].turn_id if src is None else f"{conversation}/{last.seq}", source_seq=last.seq),
        policy=Policy(trigger_input_chars=c.trigger_input_chars, retain_input_chars=c.retain_input_chars),
        sizes=Sizes(
            pre_compaction_input_chars=active_chars(chain),
            retained_tail_chars=kept_chars,
            covered_source_count=len(frozen_groups),
        ),
        input=InputStats(
            turn_count=len(history),
            char_count=input_chars,
            turn_ids_hash=turn_ids_hash(
                ([prior_ref.boundary_id] if prior_ref else []) + ([amendment["hash"]] if amendment else []) + [t.turn_id for t in frozen]
            ),
            rendered_messages_hash=rendered_messages_hash(history),
        ),
        max_summary_chars=c.max_summary_chars,
        documents=dict(pair.documents),
    ).to_json()
    packet = ContextPacket.model_validate(seal(body, "pkt", "packet_id", "packet_hash"))
    mrun = model_run_id(packet.packet_id)
    out.packet = packet
    out.dispatch = Dispatch(
        packet_id=packet.packet_id,
        packet_hash=packet.packet_hash,
        model_run_id=mrun,
        provider=pair.compactor.provider.profile,
        model=pair.compactor.provider.model,
        packet=packet,
    )
    out.outputs.extend([packet, out.dispatch])
    chain["in_flight"] = {
        "packet_id": packet.packet_id,
        "packet_hash": packet.packet_hash,
        "model_run_id": mrun,
        "covered_through_seq": last.seq,
        "dispatched_at": out.run_at,
    }
    out.outcome = "dispatched"


def packet_header(packet: ContextPacket) -> dict[str, Any]:
    """What settlement needs of an in-flight packet: everything but the turns, documents
    and prior text (kept small; the packet itself is on the documents topic)."""
    body = packet.to_json()
    # The exact snapshot this packet freezes, per group, for amendments after it settles.
    snap: dict[str, list[list[str]]] = {}
    for t in packet.turns:
        snap.setdefault(str(t.source_seq), []).append([t.turn_id, sha256_hex(t.message["content"])])
    body["snapshot"] = snap
    if body["amendment"] is not None:
        body["amendment"] = {k: body["amendment"][k] for k in ("hash", "chars", "snapshot")}
    del body["turns"], body["documents"]
    if body["previous"] is not None:
        body["previous"] = {k: body["previous"][k] for k in ("boundary_id", "boundary_hash", "covered_through_seq")}
    return body
