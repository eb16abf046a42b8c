"""The publisher: input records written where the contract puts them.

Each record goes to its input topic (with the settings' topic prefix), keyed by its
conversation `<source>:<chat_id>`, on that key's partition (convcompact.core.partitioner, the
same murmur2 the worker checks records against), as orjson. `message`, `delivery` and
`correction` build the record through its model in convcompact.core.records, so an agent
runtime or a chat bridge never writes one by hand; `convcompact produce`, `ingest` and the
demo send through `publish` too.

Event ids default to ones derived from what the record is about (the conversation, the
sequence, the agent...): a publish repeated after a crash is then a duplicate the pipeline
ignores, never a second, colliding turn.
"""

from __future__ import annotations

import asyncio
from typing import Any, Mapping, Optional, Sequence, TypeVar, Union

import orjson
from aiokafka import AIOKafkaProducer

from . import kafka_clients
from .core.errors import BadRecord
from .core.hashing import derive_id
from .core.model_runner import utcnow
from .core.records import (
    INPUT_MODELS, AgentDelivery, Attachment, DeliveryTarget, InputRecord, Record, SourceCorrection, SourceMessage, SourceTarget, decode,
)
from .settings import Settings
from convcompact_topics.catalog import MAX_MESSAGE_BYTES, partition_for, topic_name

# A turn's media references: models or their contract dicts (None: the record carries none).
Attachments = Optional[Sequence[Union[Attachment, Mapping[str, Any]]]]
UNACKED_CHECK = 4096  # buffered sends between checks of their acks (bounds what is held)
ROLE_OF_TYPE = {m.TYPE: m.ROLE for m in INPUT_MODELS}
R = TypeVar("R", SourceMessage, AgentDelivery, SourceCorrection)


def conversation_of(record: Mapping[str, Any]) -> str:
    return f"{record.get('source')}:{record.get('chat_id')}"


def split_conversation(conversation: str) -> tuple[str, str]:
    """`telegram:-100123` -> ("telegram", "-100123"): the source ends at the first colon."""
    source, colon, chat_id = conversation.partition(":")
    if not (source and colon and chat_id):
        raise BadRecord(f"conversation: {conversation[:80]!r} is not '<source>:<chat_id>'")
    return source, chat_id


class Publisher:
    """`async with Publisher(settings) as pub: await pub.delivery("telegram:77", ...)`."""

    def __init__(self, settings: Optional[Settings] = None) -> None:
        self.settings = settings if settings is not None else Settings.from_env()
        self._producer: Optional[AIOKafkaProducer] = None
        self._unacked: list[asyncio.Future[Any]] = []  # sends not waited for (`wait=False`), until checked

    async def start(self) -> "Publisher":
        # Idempotent and acks=all: a retried send is written once, and an acked record stays.
        self._producer = kafka_clients.producer(self.settings, acks="all", linger_ms=5, max_request_size=MAX_MESSAGE_BYTES, enable_idempotence=True)
        await self._producer.start()
        return self

    async def stop(self) -> None:
        if self._producer is not None:
            await self._producer.stop()
            self._producer = None

    async def __aenter__(self) -> "Publisher":
        return await self.start()

    async def __aexit__(self, exc_type: Any, *exc: Any) -> None:
        try:
            if exc_type is None and self._producer is not None:
                await self.flush()  # a refused buffered send raises here, not lost at stop
        finally:
            await self.stop()

    async def publish(self, record: Union[InputRecord, Mapping[str, Any]], *, wait: bool = True) -> None:
        """One input record (a model, or its JSON as a mapping, sent as it is). `wait`: until
        the broker has it; otherwise it is buffered, and a refusal raises at a later
        `publish` or at `flush`."""
        if self._producer is None:
            raise RuntimeError("Publisher: start it first (or use `async with`)")
        value = record.to_json() if isinstance(record, Record) else record
        key = conversation_of(value)
        topic = topic_name(self.settings, ROLE_OF_TYPE.get(value.get("type", ""), "source"))
        raw = orjson.dumps(value)
        if wait:
            await self._producer.send_and_wait(topic, raw, key=key.encode("utf-8"), partition=partition_for(key, self.settings.partitions))
            return
        self._unacked.append(await self._producer.send(topic, raw, key=key.encode("utf-8"), partition=partition_for(key, self.settings.partitions)))
        if len(self._unacked) >= UNACKED_CHECK:
            self._check_acks()

    async def flush(self) -> None:
        """Until every buffered record is acked; raises the broker's refusal of any of them."""
        if self._producer is not None:
            await self._producer.flush()
        self._check_acks()

    def _check_acks(self) -> None:
        """Drop the acked sends, keep the pending ones; a refused one raises (never a silent loss)."""
        pending = []
        for ack in self._unacked:
            if not ack.done():
                pending.append(ack)
            elif ack.exception() is not None:
                self._unacked = []
                raise ack.exception()  # type: ignore[misc]
        self._unacked = pending

    async def message(
        self, conversation: str, *, sender_id: str, source_seq: int, text: str, sent_at: Optional[str] = None,
        event_id: Optional[str] = None, sensitive: bool = False, attachments: Attachments = None, **fields: Any,
    ) -> SourceMessage:
        """A user's turn (`source.message@1`); `source_seq` is the chat's own message number.
        `attachments`: references to the turn's media (never its bytes). `fields`: further
        fields of the record's contract version."""
        record = _build(SourceMessage, conversation, fields, attachments, event_id=event_id or derive_id("msg", conversation, source_seq),
                        sender_id=sender_id, source_seq=source_seq, sent_at=sent_at or utcnow(), text=text, sensitive=sensitive)
        await self.publish(record)
        return record

    async def delivery(
        self, conversation: str, *, agent_id: str, source_seq: int, text: str, delivery_seq: int = 0,
        delivered_at: Optional[str] = None, event_id: Optional[str] = None, attachments: Attachments = None, **fields: Any,
    ) -> AgentDelivery:
        """An agent's reply delivered into the chat (`agent.delivery@1`), answering the message
        `source_seq`; `delivery_seq` numbers the agent's replies to that one message."""
        event_id = event_id or derive_id("delivery", conversation, source_seq, agent_id, delivery_seq)
        record = _build(AgentDelivery, conversation, fields, attachments, event_id=event_id, agent_id=agent_id, source_seq=source_seq,
                        delivery_seq=delivery_seq, delivered_at=delivered_at or utcnow(), text=text)
        await self.publish(record)
        return record

    async def correction(
        self, conversation: str, *, target: Union[SourceTarget, DeliveryTarget], text: Optional[str],
        corrected_at: Optional[str] = None, event_id: Optional[str] = None, attachments: Attachments = None, **fields: Any,
    ) -> SourceCorrection:
        """An edit of an earlier turn (`source.correction@1`); `text=None` retracts it.
        `attachments` replace the turn's (`[]` removes them; None keeps them)."""
        corrected_at = corrected_at or utcnow()
        event_id = event_id or derive_id("correction", conversation, target.to_json(), corrected_at, text)
        record = _build(SourceCorrection, conversation, fields, attachments, event_id=event_id, target=target.to_json(),
                        corrected_at=corrected_at, text=text)
        await self.publish(record)
        return record


def _build(model: type[R], conversation: str, extra: dict[str, Any], attachments: Attachments, **fields: Any) -> R:
    """The record through its model: a wrong field raises BadRecord naming it, before sending."""
    source, chat_id = split_conversation(conversation)
    if attachments is not None:
        extra = {**extra, "attachments": [a.to_json() if isinstance(a, Attachment) else a for a in attachments]}
    obj = {**extra, "type": model.TYPE, "source": source, "chat_id": chat_id, **fields}
    return decode(None, model, parsed=obj)
