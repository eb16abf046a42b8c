"""The pipeline's topology as a pure processor over a key-value state. Three kinds of record:

    on_input     fold an input record into its source group; keep the coverage of every chain
                 that covers the group; then, for a source message, plan (planner.py)
    on_result    settle a model result (settlement.py)
    on_evidence  index a record of the compacted topics (evidence.py): a boundary, packet,
                 activation frontier or settled run, the pipeline's own or another process's

What the planner and settlement publish on the compacted topics is indexed in the same step,
exactly as it is indexed when it is read back from its topic (a no-op then). When this
worker's own settlement advances a chain's path, the planner catches up (contract, planner
step 6); a boundary read from a topic (another process's, or history a replay reads back)
moves the path without planning: the chat's next message is evaluated on it.

The runtime (convcompact.runtime) calls these with a `get` over the table and applies the
returned `Step`: the outputs to publish and the table writes. Its order of side effects:

    1. publish every output and wait for the broker's acks,
    2. then write the table values (in state.WRITE_ORDER, one changelog partition per
       partition, so a crash lands a prefix of them),
    3. the stream's offsets are committed after the changelog is flushed.

A crash anywhere handles the record again. Every write is idempotent under that: groups know
the events they absorbed, planner chains carry the input offsets they folded in, evidence is
keyed by content-derived ids, and the conversation head is written last. Outputs are
content-derived (same ids), so a repeat publishes the same records again.

`plan=False` folds and indexes without planning or settling: `convcompact context` and
`verify` rebuild a table from the topics that way, and a replay folds what an earlier
generation already evaluated that way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple, Optional

from pydantic import ValidationError

from . import coverage
from .declarations import Pair
from .errors import BadRecord
from .evidence import EVIDENCE_ROLES, EVIDENCE_TYPES, Evidence, chain_of
from .groups import absorb, event_time, group_chars, group_seq, link, walk_back
from .partitioner import partition_for
from .planner import Inputs, active_chars, eligible, in_tail, new_chain, plan, synced, tail_basis
from .records import NOT_PARSED, Boundary, Dispatch, Record, Result, SourceMessage, decode, decode_input, parse, type_of
from .settlement import BACKOFF_BASE_S, boundary_id_for, settle, settlement_run_id
from .state import (
    ChainId,
    ChainIndex,
    ChainState,
    Getter,
    SettledRuns,
    Tip,
    boundary_entry_key,
    chain_key,
    event_key,
    group_key,
    head_key,
    index_key,
    packet_key,
    settled_key,
)


class Output(NamedTuple):  # one per record: a frozen dataclass sets each field through object.__setattr__
    role: str  # runs | documents | dispatch | boundaries
    key: str
    record: Record


@dataclass
class Step:
    conversation: Optional[str] = None
    outputs: list[Output] = field(default_factory=list)
    writes: list[tuple[str, Any]] = field(default_factory=list)
    status: str = "applied"  # applied | duplicate | replayed | bad | ignored | misplaced
    error: Optional[str] = None
    outcomes: list[tuple[str, Optional[str]]] = field(default_factory=list)  # (outcome, reason)
    event_time: Optional[str] = None  # the input record's own time (UTC ISO), when decodable
    new_conversation: bool = False  # the first record of a conversation (for per-partition counts)
    trigger_to_boundary_s: Optional[float] = None  # set when a boundary settles
    orphans: int = 0  # orphan groups (no message read) the step's packets froze


class Admitted(NamedTuple):
    """A pair that admits a conversation, with its chain's id and table keys."""

    pair: Pair
    chain_id: ChainId
    index_key: str
    chain_key: str


class Overlay:
    """The table as one step sees it (its own writes over the stored values), and the chains
    whose path the step advanced (to catch up once the step's own work is done)."""

    def __init__(self, get: Getter) -> None:
        self._get = get
        self.values: dict[str, Any] = {}
        self.advanced: list[tuple[ChainId, Optional[Tip]]] = []

    def __call__(self, key: str) -> Any:
        return self.values[key] if key in self.values else self._get(key)

    def put(self, key: str, value: Any) -> None:
        self.values[key] = value


class Processor:
    def __init__(self, pairs: list[Pair], partitions: Optional[int] = None, backoff_base_s: float = BACKOFF_BASE_S) -> None:
        """`partitions`: the topics' partition count, when known: evidence counts only on its
        conversation's partition (where `context` reads it). `backoff_base_s`: the first wait
        after a failed or rejected result (settlement.backoff_s)."""
        self.pairs = pairs
        self.partitions = partitions
        self.backoff_base_s = backoff_base_s
        self.by_compactor = {p.compactor_id: p for p in pairs}
        self.by_chain = {(p.epoch, p.target_agent): p for p in pairs}
        self._admitted: dict[str, list[Admitted]] = {}  # conversation -> the pairs admitting it

    def admitted(self, conversation: str) -> list[Admitted]:
        """The pairs admitting a conversation, with their keys (built once a conversation, not
        once a record)."""
        found = self._admitted.get(conversation)
        if found is None:
            if len(self._admitted) >= 100_000:  # bounded: a cache, not state
                self._admitted.clear()
            found = self._admitted[conversation] = [
                Admitted(p, cid, index_key(cid), chain_key(p.compactor_id, conversation))
                for p in self.pairs if p.admits_conversation(conversation)
                for cid in [ChainId(p.epoch, p.target_agent, conversation)]
            ]
        return found

    def _chain(self, get: Getter, pair: Pair, conv: str, key: Optional[str] = None) -> ChainState:
        chain: Optional[ChainState] = get(key or chain_key(pair.compactor_id, conv))
        # A chain of a retired epoch is left as history; the new epoch starts afresh.
        if chain is None or chain["epoch"] != pair.epoch:
            return new_chain(pair.epoch)
        return chain

    # ---- conversation inputs: fold, then plan -----------------------------------------

    def on_input(
        self, get: Getter, role: str, offset: int, key: Optional[bytes], value: Optional[bytes], at: str,
        horizon: Optional[str] = None, parsed: Any = NOT_PARSED, plan: bool = True,
    ) -> Step:
        """Fold one input record of the `role` topic, then plan. `parsed`: the record's JSON
        when the caller parsed it already (records.parse)."""
        try:
            record = decode_input(value, key, parsed, role)
        except BadRecord as exc:
            return Step(status="bad", error=str(exc))
        conv = record.conversation
        step = Step(conversation=conv, event_time=event_time(record))
        ov = Overlay(get)
        tag = f"{role}@{offset}"
        ekey = event_key(conv, role, record.event_id)
        seen = ov(ekey)
        if seen is not None and seen != tag:
            step.status = "duplicate"
            return step
        hkey = head_key(conv)
        stored_head = ov(hkey)
        step.new_conversation = stored_head is None
        head = stored_head or {"newest": None, "applied": {}}
        seq = group_seq(record)
        gkey = group_key(conv, seq)
        old = ov(gkey)
        try:
            group, status = absorb(old, record, tag, step.event_time)
        except BadRecord as exc:
            return Step(conversation=conv, status="bad", error=str(exc))
        if status == "duplicate":
            step.status = "duplicate"
            return step
        step.status = status
        newest = head["newest"]
        if old is None or status == "replayed":
            group, successor, newest = link(lambda s: ov(group_key(conv, s)), head["newest"], group)
            if successor is not None:
                ov.put(group_key(conv, successor["seq"]), successor)
        if group != old:
            ov.put(gkey, group)
        for pair, cid, ikey, ckey in self.admitted(conv):
            stored_idx: Optional[ChainIndex] = ov(ikey)
            idx = None if stored_idx is None else stored_idx.copy()
            if idx is not None and coverage.group_changed(ov, pair, cid, idx, seq, record):
                ov.put(ikey, idx)
            if not plan:
                continue
            chain = self._chain(ov, pair, conv, ckey)
            if chain["applied"].get(role, -1) >= offset:
                continue  # this chain already folded this record in (crash replay)
            chain = {**chain, "applied": {**chain["applied"], role: offset}}
            if status == "applied" and chain["tail_basis"] == tail_basis(idx) and in_tail(idx, seq):
                chain["tail_chars"] += group_chars(conv, group, pair.view) - group_chars(conv, old, pair.view)
            chain = synced(chain, idx, lambda s: ov(group_key(conv, s)), newest, pair, conv)
            if isinstance(record, SourceMessage) and eligible(pair, idx, record):
                chain = self._plan(step, ov, pair, cid, ikey, record, chain, newest, at, horizon)
            ov.put(ckey, chain)
        ov.put(ekey, tag)
        ov.put(hkey, {"newest": newest, "applied": {**head["applied"], role: offset}})
        self._finish(step, ov, at, horizon, plan)
        return step

    def _plan(
        self, step: Step, ov: Overlay, pair: Pair, cid: ChainId, ikey: str, msg: SourceMessage, chain: ChainState,
        newest: Optional[int], at: str, horizon: Optional[str], caught_up_after: Optional[str] = None,
    ) -> ChainState:
        """`ikey`: index_key(cid)."""
        conv = cid.conversation
        idx: Optional[ChainIndex] = ov(ikey)
        prior = ov(boundary_entry_key(cid, idx["tip"]["boundary_id"]))["event"] if idx and idx["tip"] else None
        p = plan(inputs=Inputs(pair, conv, ov, newest, idx, prior), msg=msg, chain=chain, at=at, horizon=horizon,
                 caught_up_after=caught_up_after)
        step.outcomes.append((p.outcome, p.reason))
        step.orphans += p.orphans
        self._emit(step, ov, p.outputs, conv)
        return {**p.chain, "last_run": {"outcome": p.outcome, "reason": p.reason, "at": at}}  # for the operator's page

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
        conv = key.decode("utf-8", "replace") if key is not None else ""
        pair = self.by_compactor.get(result.compactor_id)
        if pair is None or not pair.admits_conversation(conv):
            return Step(conversation=conv, status="bad", error=f"compactor_id: {result.compactor_id!r} is not a registered compactor of {conv!r}")
        ov = Overlay(get)
        chain = self._chain(ov, pair, conv)
        if chain["applied"].get("results", -1) >= offset:
            return Step(conversation=conv, status="replayed")
        idx: Optional[ChainIndex] = ov(index_key(ChainId(pair.epoch, pair.target_agent, conv)))
        evidence = ov(packet_key(result.packet_id))
        # Whether this very result settled before (its settled run record is indexed): a
        # crash lost the chain's write after the settlement's records were published.
        runs: SettledRuns = ov(settled_key(boundary_id_for(pair.epoch, pair.compactor_id, conv, result.packet_id))) or []
        settled_before = [settlement_run_id(pair, conv, result.result_id), result.packet_id] in runs
        s = settle(pair=pair, conversation=conv, result=result, chain=chain, header=evidence["header"] if evidence else None,
                   tip=idx["tip"] if idx else None, at=at, backoff_base_s=self.backoff_base_s, settled_before=settled_before)
        step = Step(conversation=conv, status="duplicate" if s.outcome == "duplicate" else "applied",
                    trigger_to_boundary_s=s.trigger_to_boundary_s)
        chain = {**s.chain, "applied": {**s.chain["applied"], "results": offset}}
        if s.outcome != "duplicate":
            step.outcomes.append((s.outcome, s.reason))
            chain["last_run"] = {"outcome": s.outcome, "reason": s.reason, "at": at}  # for the operator's page
        ov.put(chain_key(pair.compactor_id, conv), chain)
        self._emit(step, ov, s.outputs, conv)
        if s.already_bound:  # the path advanced before the crash; catch up from it now
            ov.advanced.append((ChainId(pair.epoch, pair.target_agent, conv), idx["tip"] if idx else None))
        self._finish(step, ov, at, horizon, True)
        return step

    # ---- a replay: what the earlier generation had in flight ------------------------------

    def on_resume(self, get: Getter, value: Optional[bytes], at: str) -> Step:
        """A replay has folded a partition's inputs, and the generation it replaces had this
        dispatch's packet in flight: take the packet in flight again and dispatch it again (the
        very record), as that generation would have gone on with it. A result it published
        then settles (the executor publishes it again from the replay's guide), and one it
        never got is asked of the model once. Nothing is re-planned: planning again now would
        count replies that arrived after the packet was cut, another packet."""
        try:
            dispatch = decode(value, Dispatch)
        except BadRecord as exc:
            return Step(status="bad", error=str(exc))
        conv = dispatch.packet.conversation.key
        step = Step(conversation=conv, status="ignored")
        pair = self.by_compactor.get(dispatch.packet.compactor.id)
        if pair is None or not pair.admits_conversation(conv) or dispatch.packet.epoch != pair.epoch:
            return step
        ov = Overlay(get)
        idx: Optional[ChainIndex] = ov(index_key(ChainId(pair.epoch, pair.target_agent, conv)))
        tip = idx["tip"] if idx else None
        prev = dispatch.packet.previous
        chain = self._chain(ov, pair, conv)
        if chain["in_flight"] is not None or (prev.boundary_id if prev else None) != (tip["boundary_id"] if tip else None):
            return step  # the chain has moved on (the packet was settled, or another is in flight)
        chain = {**chain, "in_flight": {
            "packet_id": dispatch.packet_id, "packet_hash": dispatch.packet_hash, "model_run_id": dispatch.model_run_id,
            "covered_through_seq": dispatch.packet.covered_through.source_seq, "dispatched_at": at,
        }}
        ov.put(chain_key(pair.compactor_id, conv), chain)
        self._emit(step, ov, [dispatch.packet, dispatch], conv)  # the packet is indexed already: a no-op
        step.status = "applied"
        self._finish(step, ov, at, None, True)
        return step

    # ---- the compacted topics: index the evidence -----------------------------------------

    def on_evidence(self, get: Getter, topic: str, partition: int, offset: int, value: Optional[bytes], parsed: Any = NOT_PARSED) -> Step:
        """Index one record of the documents or boundaries topic (`topic`, `partition`,
        `offset`: where it is, which `verify` reports). It plans nothing: a path it advances
        is the next message's to evaluate on."""
        try:
            obj = parse(value) if parsed is NOT_PARSED else parsed
        except BadRecord as exc:
            return Step(status="bad", error=str(exc))
        if not isinstance(obj, dict):
            return Step(status="bad", error=f"record: expected a JSON object, got {type(obj).__name__}")
        if type_of(obj) not in EVIDENCE_TYPES:
            return Step(status="ignored")  # not a document the resolver reads (a later type)
        chain = chain_of(obj)
        if chain is None:
            return Step(status="bad", error="epoch, target_agent, conversation: the record names no chain")
        if (type_of(obj) == Boundary.TYPE and self.partitions is not None
                and partition_for(chain.conversation, self.partitions) != partition):
            # A boundary where `context` would never look for it: not a candidate of the chain.
            # (A document is evidence by its id wherever it is: a boundary names it.)
            return Step(conversation=chain.conversation, status="misplaced")
        step = Step(conversation=chain.conversation, status="applied")
        ov = Overlay(get)
        try:
            advanced = Evidence(ov, ov.put, self.pairs).index(obj, [topic, partition, offset])
        except ValidationError as exc:
            err = exc.errors(include_url=False)[0]
            return Step(conversation=chain.conversation, status="bad",
                        error=f"{'.'.join(str(p) for p in err['loc']) or 'record'}: {err['msg']}")
        if advanced is None and not ov.values:
            step.status = "duplicate"
        step.writes = list(ov.values.items())
        return step

    # ---- outputs, evidence, catch-up -------------------------------------------------------

    def _emit(self, step: Step, ov: Overlay, records: list[Record], conv: str) -> None:
        """Queue records on the topics they name (each record owns its wire identity), and
        index what goes to the compacted topics now, as it will be when read back."""
        for r in records:
            evidence = False
            for role, key in r.destinations(conv):
                step.outputs.append(Output(role, key, r))
                evidence = evidence or role in EVIDENCE_ROLES
            if evidence:  # not a run record of every message
                advanced = Evidence(ov, ov.put, self.pairs).index(r.to_json(), ["documents", -1, -1])
                if advanced is not None:
                    ov.advanced.append(advanced)

    def _finish(self, step: Step, ov: Overlay, at: str, horizon: Optional[str], plan: bool) -> None:
        self._caught_up(step, ov, at, horizon, plan)
        step.writes = list(ov.values.items())

    def _caught_up(self, step: Step, ov: Overlay, at: str, horizon: Optional[str], plan: bool) -> None:
        """Step 6 (catch-up): a chain's path advanced and its active context is still at or
        over the trigger. That is a backlog (what arrived while the packet was in flight was
        skipped-pending); waiting for the chat's next message would leave it over the
        trigger, turns dropped from what the agent sees. So evaluate again now, at the
        newest admitted message already folded (no message is made up): one more bounded
        packet, until the chat is under the trigger."""
        while ov.advanced:
            cid, _ = ov.advanced.pop(0)
            pair = self.by_chain.get((cid.epoch, cid.target_agent))
            if not plan or pair is None or not pair.admits_conversation(cid.conversation):
                continue
            conv = cid.conversation
            ikey = index_key(cid)
            idx: ChainIndex = ov(ikey)
            newest = (ov(head_key(conv)) or {}).get("newest")
            chain = synced(self._chain(ov, pair, conv), idx, lambda s: ov(group_key(conv, s)), newest, pair, conv)
            tip = idx["tip"]
            if tip is not None and chain["in_flight"] is None and active_chars(chain, idx) >= pair.compactor.trigger_input_chars:
                msg = self._newest_eligible(ov, pair, idx, newest)
                if msg is not None:
                    chain = self._plan(step, ov, pair, cid, ikey, msg, chain, newest, at, horizon, caught_up_after=tip["boundary_id"])
            ov.put(chain_key(pair.compactor_id, conv), chain)

    def _newest_eligible(self, ov: Overlay, pair: Pair, idx: ChainIndex, newest: Optional[int]) -> Optional[SourceMessage]:
        """The newest folded source message after the coverage that the pair admits and that is
        eligible, rebuilt from its group (the group keeps the message's own fields; the source
        and chat id are the conversation's, as the chain's boundaries name them)."""
        conv = idx["conversation"]
        tip = idx["tip"]
        assert tip is not None
        ref = ov(boundary_entry_key(ChainId(idx["epoch"], idx["target_agent"], conv), tip["boundary_id"]))["event"]["conversation"]
        for g in walk_back(lambda s: ov(group_key(conv, s)), newest, tip["covered_through_seq"]):
            src = g["source"]
            if src is None:
                continue  # replies to a message not read yet
            msg = SourceMessage.model_validate({
                "type": SourceMessage.TYPE, "event_id": src["event_id"], "source": ref["source"], "chat_id": ref["chat_id"],
                "sender_id": src["sender_id"], "source_seq": g["seq"], "sent_at": src["sent_at"], "text": src["text"],
                "sensitive": src["sensitive"],
            })
            if eligible(pair, idx, msg):
                return msg
        return None
