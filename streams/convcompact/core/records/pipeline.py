"""The pipeline's own records: run records, the immutable documents (activation frontier,
context packet), dispatches, model results and the boundary event."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional

from pydantic import Field

from .base import Record

RunOutcome = Literal[
    "skipped-below-trigger",
    "skipped-pending",
    "dispatched",
    "failed-closed",
    "settled",
    "rejected",
    "model-failed",
]
TRIGGER_OUTCOMES = ("skipped-below-trigger", "skipped-pending", "dispatched", "failed-closed")
SETTLEMENT_OUTCOMES = ("settled", "rejected", "model-failed")


def own_evaluation(run: Any) -> bool:
    """Whether a run record (its JSON) is a source message's own evaluation: one of the
    planner's first four outcomes, not a catch-up a settlement caused (contract, planner)."""
    return bool(run.get("trigger_event_id")) and run["outcome"] in TRIGGER_OUTCOMES and not run.get("cause")


def _absent(value: Any) -> bool:
    return value is None


# An optional field added later: left out of the JSON when absent, so a record without it
# serializes (and hashes) exactly as before it existed. (Pydantic's exclude_if: a wrapping
# model_serializer cost 6 us per record, most of a run record's serialization.)
def _optional_extension(**kwargs: Any) -> Any:
    return Field(default=None, exclude_if=_absent, **kwargs)


Count = Annotated[int, Field(ge=0)]


class GroundingCounts(Record):
    numbers: Count
    dates: Count
    times: Count
    names: Count


class Grounding(Record):
    """The grounding figure of one summary (convcompact.core.grounding): how many of its
    numbers, dates, times and capitalised names occur nowhere in the packet's input, and how
    many were checked. Counts only, never text. An extension field on compactor.result@1 and
    the settled compactor.run@1; readers of the contract ignore it."""

    rule: Literal["grounding@1"] = "grounding@1"
    ungrounded: GroundingCounts
    checked: GroundingCounts


class _Grounded(Record):
    """A record that may carry a grounding figure: left out of the JSON when absent, so a
    record without one serializes exactly as before."""

    grounding: Optional[Grounding] = _optional_extension()


class RunRecord(_Grounded):
    """compactor.run@1: content-dark (ids, counts, sizes; never text). A settled run carries
    its summary's grounding figure (counts only) when its result had one."""

    ROLE = "runs"
    type: Literal["compactor.run@1"] = "compactor.run@1"
    run_id: str
    compactor_id: str
    target_agent: str
    conversation: str
    trigger_event_id: Optional[str]
    source_seq: Optional[int]
    outcome: RunOutcome
    reason: Optional[str] = None
    active_chars: Optional[int] = None
    epoch: str
    packet_id: Optional[str] = None
    result_id: Optional[str] = None
    boundary_id: Optional[str] = None
    # "catch-up": an evaluation a settled boundary caused (contract, planner step 6), not
    # the trigger message's own. Absent (None) on a message's own evaluation.
    cause: Optional[Literal["catch-up"]] = None
    at: str

    def to_json(self) -> dict[str, Any]:
        if self.grounding is not None:
            return super().to_json()
        # Every other field is a JSON scalar, so its values are its JSON (the serializer cost
        # ~3 us of every message's record); tests/core/test_records.py holds the two equal.
        out = dict(self.__dict__)
        del out["grounding"]
        return out

    def destinations(self, conversation: str) -> list[tuple[str, str]]:
        # The proof that a boundary came from a settled run of its packet must outlive the
        # runs topic's retention: an archive copy on the compacted documents topic, keyed by
        # its run id (the same record, so readers count it once).
        archive = [("documents", self.run_id)] if self.outcome == "settled" else []
        return [(self.ROLE, conversation), *archive]


class ConversationRef(Record):
    key: str
    source: str
    chat_id: str
    sender_id: Optional[str]


class CompactorRef(Record):
    id: str
    version: str
    fingerprint: str
    prompt_hash: str


class Policy(Record):
    trigger_input_chars: int
    retain_input_chars: int


class FrontierRef(Record):
    doc_id: str
    doc_hash: str
    source_seq: int


class PreviousRef(Record):
    boundary_id: str
    boundary_hash: str
    covered_through_seq: int


class CoveredThrough(Record):
    turn_id: str
    source_seq: int


class Sizes(Record):
    pre_compaction_input_chars: int
    retained_tail_chars: int
    covered_source_count: int


class InputStats(Record):
    turn_count: int
    char_count: int
    turn_ids_hash: str
    rendered_messages_hash: str


class AmendmentRef(Record):
    hash: str
    chars: int


class ActivationFrontier(Record):
    """compactor.activation-frontier@1: where an epoch's compaction of a chat begins."""

    ROLE = "documents"
    type: Literal["compactor.activation-frontier@1"] = "compactor.activation-frontier@1"
    doc_id: str
    doc_hash: str = ""
    epoch: str
    compactor_id: str
    compactor_version: str
    fingerprint: str
    target_agent: str
    history_agents: list[str]
    conversation: str
    route: list[str]
    replay: Literal["now", "all"]
    policy: Policy
    activating_event_id: str
    activating_source_seq: int
    source_seq: int  # the oldest source group the epoch's active context starts from
    kept_groups: int
    kept_chars: int

    def destinations(self, conversation: str) -> list[tuple[str, str]]:
        return [(self.ROLE, self.doc_id)]


class FrozenTurn(Record):
    turn_id: str
    source_seq: int
    kind: Literal["source", "delivery"]
    agent_id: Optional[str] = None
    delivery_seq: Optional[int] = None
    message: dict[str, str]  # the native message, exactly as it enters the model
    # When its group's message was sent (the stored `sent_at`; a reply carries the time of the
    # message it answers, since a group keeps no delivery time). For the transcript prompt
    # (compactor-prompt@3). Absent in older packets, and left out of the JSON when absent, so
    # an older packet re-serializes to exactly its bytes and its hash.
    at: Optional[str] = _optional_extension()


class PriorBoundary(Record):
    boundary_id: str
    boundary_hash: str
    covered_through_seq: int
    summary_text: str
    rendered: str  # the untrusted-history envelope the compactor reads


class ContextPacket(Record):
    """compactor.context-packet@1: the immutable frozen input of one compaction."""

    ROLE = "documents"
    type: Literal["compactor.context-packet@1"] = "compactor.context-packet@1"
    packet_id: str
    packet_hash: str = ""
    epoch: str
    compactor: CompactorRef
    target_agent: str
    history_agents: list[str]
    conversation: ConversationRef
    trigger_event_id: str
    trigger_source_seq: int
    activation_frontier: FrontierRef
    previous: Optional[PriorBoundary]
    amendment: Optional[dict[str, Any]] = None
    turns: list[FrozenTurn]
    covered_through: CoveredThrough
    policy: Policy
    sizes: Sizes
    input: InputStats
    max_summary_chars: int
    documents: dict[str, str]
    output_contract: Literal["plain-text-summary@1"] = "plain-text-summary@1"

    def destinations(self, conversation: str) -> list[tuple[str, str]]:
        return [(self.ROLE, self.packet_id)]


class Dispatch(Record):
    """compactor.dispatch@1: the packet itself, so the model runner needs no other state."""

    ROLE = "dispatch"
    type: Literal["compactor.dispatch@1"] = "compactor.dispatch@1"
    packet_id: str
    packet_hash: str
    model_run_id: str
    provider: str
    model: str
    packet: ContextPacket


class Usage(Record):
    input_tokens: int = 0
    output_tokens: int = 0


class Result(_Grounded):
    """compactor.result@1: one model execution of one packet (untrusted until settled). A
    result with text carries its grounding figure, counted where the whole packet is at hand."""

    ROLE = "results"
    type: Literal["compactor.result@1"] = "compactor.result@1"
    result_id: str
    packet_id: str
    packet_hash: str
    run_id: str
    conversation: str
    compactor_id: str
    text: Optional[str] = None
    error: Optional[str] = None
    # "provider" (the call failed: model-failed) or "output-contract" (the answer was not one
    # plain-text part: rejected). An extension field; readers of the contract may ignore it.
    error_kind: Optional[Literal["provider", "output-contract"]] = None
    provider: str
    model: str  # the model the provider reported serving
    requested_model: Optional[str] = None  # what the declaration asked for (absent in v1 results)
    usage: Usage
    started_at: str
    finished_at: str


class ModelReceipt(Record):
    provider: str
    model: str  # as the provider reported it
    requested_model: Optional[str] = None  # as the declaration asked
    usage: Usage
    started_at: str
    finished_at: str


class Summary(Record):
    text: str
    chars: int
    preview: str


class Auxiliary(Record):
    decisions: list[str] = []
    open_items: list[str] = []


class RunRef(Record):
    run_id: str


class ContextSnapshot(Record):
    packet_id: str
    packet_hash: str


def boundary_key(conversation: str, target_agent: str) -> str:
    """The compacted boundaries topic keeps one record per (conversation, target agent)."""
    return f"{conversation}|{target_agent}"


class Boundary(Record):
    """stream.thought.derived.conversation.compaction@1: always sensitive; bound by the parent."""

    ROLE = "boundaries"
    type: Literal["stream.thought.derived.conversation.compaction@1"] = (
        "stream.thought.derived.conversation.compaction@1"
    )
    sensitive: Literal[True] = True
    boundary_id: str
    boundary_hash: str = ""
    target_agent: str
    history_agents: list[str]
    conversation: ConversationRef
    epoch: str
    previous: Optional[PreviousRef]
    activation_frontier: FrontierRef
    covered_through: CoveredThrough
    policy: Policy
    sizes: Sizes
    input: InputStats
    amendment: Optional[AmendmentRef]
    compactor: CompactorRef
    context_snapshot: ContextSnapshot
    output_contract: Literal["plain-text-summary@1"] = "plain-text-summary@1"
    run: RunRef
    model: ModelReceipt
    summary: Summary
    auxiliary: Auxiliary

    def destinations(self, conversation: str) -> list[tuple[str, str]]:
        # The compacted topic agents read (one record per chat and agent), and the archive of
        # every boundary on the documents topic (by id).
        return [(self.ROLE, boundary_key(conversation, self.target_agent)), ("documents", self.boundary_id)]


# What the documents topic holds (compacted, for ever): the proof of every boundary.
DOCUMENT_MODELS: tuple[type[Record], ...] = (ActivationFrontier, ContextPacket, Boundary, RunRecord)
