"""The contract's input records: what outside producers write to the three input topics."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional, Union

from pydantic import Field

from ..errors import BadRecord
from .base import NOT_PARSED, Ident, Record, Seq, Timestamp, decode

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

    ROLE = "source"
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

    ROLE = "delivery"
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

    ROLE = "correction"
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
INPUT_MODELS: tuple[type[InputRecord], ...] = (SourceMessage, AgentDelivery, SourceCorrection)
INPUT_ROLES: tuple[str, ...] = tuple(m.ROLE for m in INPUT_MODELS)
MODEL_OF_ROLE: dict[str, type[InputRecord]] = {m.ROLE: m for m in INPUT_MODELS}


def event_time_field(kind: Optional[str]) -> Optional[str]:
    """The field holding an input record's own time, by its type (None: not an input)."""
    return {SourceMessage.TYPE: "sent_at", AgentDelivery.TYPE: "delivered_at", SourceCorrection.TYPE: "corrected_at"}.get(kind or "")


def decode_input(value: Optional[bytes], key: Optional[bytes], parsed: Any = NOT_PARSED, role: Optional[str] = None) -> InputRecord:
    """An input record, checked against its Kafka key (the conversation). `role`: the input
    topic it was read from, which holds its one record type (None: any input type)."""
    models = INPUT_MODELS if role is None else (MODEL_OF_ROLE[role],)
    record: InputRecord = decode(value, *models, parsed=parsed)
    conversation = record.conversation
    if key is not None and key.decode("utf-8", "replace") != conversation:
        raise BadRecord(
            f"key: {key[:80].decode('utf-8', 'replace')!r} does not match the conversation "
            f"{conversation[:80]!r} of source/chat_id"
        )
    if key is None:
        raise BadRecord("key: missing (conversation-scoped topics are keyed by '<source>:<chat_id>')")
    return record
