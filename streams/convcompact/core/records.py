"""Every record of the contract, as one Pydantic v2 model each: the one place a schema lives.

Readers ignore unknown extra fields; a missing field, a wrong type or bytes that are not
JSON is bad input (`decode_input` raises `BadRecord` with one line naming the field).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional, Union

import orjson
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError, model_serializer

from .errors import BadRecord

# Ids end up in table keys and topic keys: printable, bounded.
Ident = Annotated[str, Field(min_length=1, max_length=256, pattern=r"^[^\x00-\x1f\x7f]+$")]
Seq = Annotated[int, Field(ge=0, le=2**62)]
Timestamp = Annotated[AwareDatetime, Field(strict=False)]


class Record(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")

    def to_bytes(self) -> bytes:
        return orjson.dumps(self.to_json())


# ---- input records ------------------------------------------------------------------

AttachmentKind = Literal["photo", "video", "voice", "audio", "document", "sticker", "animation", "location", "contact", "other"]


class Attachment(Record):
    """A typed reference to media a turn carried; the bytes never travel in a record.
    Every field but `kind` may be null (or absent)."""

    kind: AttachmentKind
    name: Optional[str] = None
    mime: Optional[str] = None
    bytes: Optional[Seq] = None
    ref: Optional[str] = None  # an opaque id or URL the agent runtime can resolve
    caption: Optional[str] = None


class _Attaching(Record):
    """An input record that may carry attachments. Absent and null are the same, and a
    record without them serializes exactly as a version-1 record did."""

    attachments: Optional[list[Attachment]] = None

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        if out.get("attachments") is None:
            del out["attachments"]
        return out


def stored_attachments(attachments: Optional[list[Attachment]]) -> list[dict[str, Any]]:
    """Attachments as a group keeps them: their non-null fields only."""
    return [{k: v for k, v in a.to_json().items() if v is not None} for a in attachments or ()]


class SourceMessage(_Attaching):
    """source.message@1: one message in a chat (a user turn); `source_seq` is the chat's own number."""

    type: Literal["source.message@1"]
    event_id: Ident
    source: Ident
    chat_id: Ident
    sender_id: Ident
    source_seq: Seq
    sent_at: Timestamp
    text: str
    sensitive: bool = False

    @property
    def conversation(self) -> str:
        return f"{self.source}:{self.chat_id}"


class AgentDelivery(_Attaching):
    """agent.delivery@1: an agent's reply delivered into the chat, in the source group `source_seq`."""

    type: Literal["agent.delivery@1"]
    event_id: Ident
    source: Ident
    chat_id: Ident
    agent_id: Ident
    source_seq: Seq
    delivery_seq: Seq
    delivered_at: Timestamp
    text: str

    @property
    def conversation(self) -> str:
        return f"{self.source}:{self.chat_id}"


class SourceTarget(Record):
    """A correction's target: the source message `source_seq`."""

    kind: Literal["source"]
    source_seq: Seq


class DeliveryTarget(Record):
    """A correction's target: the delivery (`source_seq`, `agent_id`, `delivery_seq`)."""

    kind: Literal["delivery"]
    source_seq: Seq
    agent_id: Ident
    delivery_seq: Seq


class SourceCorrection(_Attaching):
    """source.correction@1: an edit of an earlier turn; `text` None retracts it.
    `attachments` on a correction replace the turn's (`[]` removes them); absent or null
    leaves the turn's attachments as they were (an edited caption keeps its photo)."""

    type: Literal["source.correction@1"]
    event_id: Ident
    source: Ident
    chat_id: Ident
    target: Annotated[Union[SourceTarget, DeliveryTarget], Field(discriminator="kind")]
    corrected_at: Timestamp
    text: Optional[str]  # None retracts (the field is required; null is a value)

    @property
    def conversation(self) -> str:
        return f"{self.source}:{self.chat_id}"


InputRecord = Union[SourceMessage, AgentDelivery, SourceCorrection]

# ---- pipeline records -----------------------------------------------------------------

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


def _without_absent(out: dict[str, Any], key: str) -> dict[str, Any]:
    """An optional field added later is left out of the JSON when absent, so a record without
    it serializes (and hashes) exactly as before it existed."""
    if out.get(key) is None:
        out.pop(key, None)
    return out


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

    grounding: Optional[Grounding] = None

    @model_serializer(mode="wrap")
    def _leave_out_absent_grounding(self, handler: Any) -> dict[str, Any]:
        return _without_absent(handler(self), "grounding")


class RunRecord(_Grounded):
    """compactor.run@1: content-dark (ids, counts, sizes; never text). A settled run carries
    its summary's grounding figure (counts only) when its result had one."""

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
    at: Optional[str] = None

    @model_serializer(mode="wrap")
    def _leave_out_absent_time(self, handler: Any) -> dict[str, Any]:
        return _without_absent(handler(self), "at")


class PriorBoundary(Record):
    boundary_id: str
    boundary_hash: str
    covered_through_seq: int
    summary_text: str
    rendered: str  # the untrusted-history envelope the compactor reads


class ContextPacket(Record):
    """compactor.context-packet@1: the immutable frozen input of one compaction."""

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


class Dispatch(Record):
    """compactor.dispatch@1: the packet itself, so the model runner needs no other state."""

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


class Boundary(Record):
    """stream.thought.derived.conversation.compaction@1: always sensitive; bound by the parent."""

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


class Generation(Record):
    """convcompact.generation@1 (the pipeline's own control record, not a contract record):
    a generation of state, i.e. the Faust app id whose consumer group and tables hold it.
    Keyed by its app id; the record keyed by the base app id names the current one."""

    type: Literal["convcompact.generation@1"] = "convcompact.generation@1"
    base: str  # the configured app id (CONVCOMPACT_APP_ID)
    app_id: str  # this generation's Faust app id and consumer group
    state: Literal["replaying", "current"]
    # topic -> partition -> the first offset this generation reads: a replay starts the
    # dispatch and results topics at their ends (the earlier generation's packets are settled
    # or spent), while it reads the input topics from the beginning.
    floors: dict[str, dict[str, int]] = Field(default_factory=dict)
    created_at: str
    switched_at: Optional[str] = None


class DeadLetter(Record):
    type: Literal["dead-letter@1"] = "dead-letter@1"
    topic: str
    partition: int
    offset: int
    key: Optional[str]
    value_b64: str
    # Extensions (readers may ignore them): the bad value's size, and whether key or value
    # were cut to keep the dead letter under max.message.bytes.
    value_bytes: Optional[int] = None
    truncated: bool = False
    error: str
    at: str


# ---- the agent's context (`convcompact context --json`, the worker's GET /context) ------


class NativeMessage(Record):
    """One message as it enters the agent's model: an exact turn, or an untrusted-history
    envelope (role user, no name)."""

    role: Literal["user", "assistant"]
    content: str
    name: Optional[str] = None

    def to_native(self) -> dict[str, str]:
        return self.model_dump(exclude_none=True)


class BoundaryInContext(Record):
    boundary_id: str
    boundary_hash: str
    covered_through_seq: int
    envelope_chars: int


class AmendmentInContext(Record):
    hash: str
    chars: int
    entries: list[dict[str, Any]]


class ContextSizes(Record):
    envelope_chars: int
    message_slots_reserved: int
    tail_chars: int
    total_chars: int
    budget_chars: int
    turns_over_budget: int


class ContextManifest(Record):
    """What stands behind the messages: provenance stays here, never in an envelope."""

    conversation: str
    agent: str
    epoch: str
    boundary: Optional[BoundaryInContext]
    amendment: Optional[AmendmentInContext]
    turns: list[str]  # the exact turns' ids, oldest first
    sizes: ContextSizes


class AgentContext(Record):
    """The context the ordinary agent sends its model: boundary envelope, amendment envelope,
    exact tail (`messages`), and the manifest."""

    messages: list[NativeMessage]
    manifest: ContextManifest

    def native(self) -> list[dict[str, str]]:
        """The messages as provider APIs take them."""
        return [m.to_native() for m in self.messages]


INPUT_RECORDS: dict[str, type[Record]] = {
    "source.message@1": SourceMessage,
    "agent.delivery@1": AgentDelivery,
    "source.correction@1": SourceCorrection,
}


def _first_error(exc: ValidationError) -> str:
    err = exc.errors(include_url=False)[0]
    where = ".".join(str(p) for p in err["loc"]) or "record"
    return f"{where}: {err['msg']}"


NOT_PARSED = object()


def parse(value: bytes | None) -> Any:
    """A record's JSON (any JSON value), or BadRecord when it is not JSON or a tombstone."""
    if value is None:
        raise BadRecord("record: empty value (tombstone) is not a record")
    try:
        return orjson.loads(value)
    except orjson.JSONDecodeError as exc:
        raise BadRecord(f"record: not JSON ({str(exc).splitlines()[0]})") from None


def decode(value: bytes | None, accepted: dict[str, type[Record]], parsed: Any = NOT_PARSED) -> Record:
    """Decode one record of an accepted type, or raise BadRecord naming the field.
    `parsed`: `parse(value)` when the caller has it already (one JSON parse per record)."""
    obj = parse(value) if parsed is NOT_PARSED else parsed
    if not isinstance(obj, dict):
        raise BadRecord(f"record: expected a JSON object, got {type(obj).__name__}")
    kind = obj.get("type")
    if not isinstance(kind, str):
        raise BadRecord("type: missing or not a string")
    model = accepted.get(kind)
    if model is None:
        raise BadRecord(f"type: {kind[:80]!r} is not accepted here (expected one of {sorted(accepted)})")
    try:
        return model.model_validate(obj)
    except ValidationError as exc:
        raise BadRecord(_first_error(exc)) from None


def decode_input(value: bytes | None, key: bytes | None, parsed: Any = NOT_PARSED) -> InputRecord:
    """An input record, checked against its Kafka key (the conversation)."""
    record = decode(value, INPUT_RECORDS, parsed)
    conversation = record.conversation  # type: ignore[union-attr]
    if key is not None and key.decode("utf-8", "replace") != conversation:
        raise BadRecord(
            f"key: {key[:80].decode('utf-8', 'replace')!r} does not match the conversation "
            f"{conversation[:80]!r} of source/chat_id"
        )
    if key is None:
        raise BadRecord("key: missing (conversation-scoped topics are keyed by '<source>:<chat_id>')")
    return record  # type: ignore[return-value]
