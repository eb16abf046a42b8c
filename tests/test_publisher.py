"""The publisher's records, topics, keys and partitions, through a stand-in producer (the
broker path is tested end to end by tests/integration/test_example_agent.py)."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest

from convcompact import DeliveryTarget, Publisher, Settings, SourceTarget
from convcompact.core.errors import BadRecord
from convcompact.core.partitioner import partition_for
from convcompact.core.records import decode_input


class Producer:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def send_and_wait(self, topic: str, value: bytes, *, key: bytes, partition: int) -> None:
        self.sent.append({"topic": topic, "value": value, "key": key, "partition": partition})

    send = send_and_wait


def publisher() -> Publisher:
    p = Publisher(Settings(topic_prefix="x.", partitions=7))
    p._producer = Producer()  # type: ignore[assignment]
    return p


def test_each_record_goes_to_its_topic_keyed_and_partitioned_by_its_conversation():
    p = publisher()

    async def turn() -> list[Any]:
        m = await p.message("telegram:-100123", sender_id="u42", source_seq=1017, text="hi", sent_at="2026-11-29T10:00:00Z")
        d = await p.delivery("telegram:-100123", agent_id="stream", source_seq=1017, text="hello")
        c = await p.correction("telegram:-100123", target=SourceTarget(kind="source", source_seq=1017), text=None)
        return [m, d, c]

    records = asyncio.run(turn())
    sent = p._producer.sent  # type: ignore[union-attr]
    assert [s["topic"] for s in sent] == ["x.conversation.source", "x.conversation.delivery", "x.conversation.correction"]
    for s, record in zip(sent, records):
        assert s["key"] == b"telegram:-100123" and s["partition"] == partition_for("telegram:-100123", 7)
        assert decode_input(s["value"], s["key"]) == record  # the contract's shape, checked against its key
    assert orjson.loads(sent[0]["value"]) == {
        "type": "source.message@1", "event_id": records[0].event_id, "source": "telegram", "chat_id": "-100123",
        "sender_id": "u42", "source_seq": 1017, "sent_at": "2026-11-29T10:00:00Z", "text": "hi", "sensitive": False,
    }
    assert orjson.loads(sent[2]["value"])["text"] is None  # a retraction


def test_derived_event_ids_make_a_repeated_publish_a_duplicate():
    p = publisher()

    async def twice() -> list[str]:
        ids = []
        for dseq in (0, 0, 1):
            d = await p.delivery("telegram:77", agent_id="stream", source_seq=5, delivery_seq=dseq, text=f"t{dseq}")
            ids.append(d.event_id)
        target = DeliveryTarget(kind="delivery", source_seq=5, agent_id="stream", delivery_seq=1)
        for text in ("edit", "edit", "another edit"):
            c = await p.correction("telegram:77", target=target, text=text, corrected_at="2026-11-29T10:00:00Z")
            ids.append(c.event_id)
        return ids

    ids = asyncio.run(twice())
    assert ids[0] == ids[1] != ids[2] and ids[3] == ids[4] != ids[5]


def test_a_wrong_field_is_refused_by_name_before_anything_is_sent():
    p = publisher()
    with pytest.raises(BadRecord, match="source_seq"):
        asyncio.run(p.message("telegram:77", sender_id="u1", source_seq=-1, text="x"))
    with pytest.raises(BadRecord, match="conversation: 'telegram' is not"):
        asyncio.run(p.delivery("telegram", agent_id="stream", source_seq=1, text="x"))
    with pytest.raises(BadRecord, match="delivered_at"):
        asyncio.run(p.delivery("telegram:77", agent_id="stream", source_seq=1, text="x", delivered_at="soon"))
    assert p._producer.sent == []  # type: ignore[union-attr]


class RefusingProducer(Producer):
    """Buffers like aiokafka's `send` (a future per record); the broker refuses the second."""

    async def send(self, topic: str, value: bytes, *, key: bytes, partition: int) -> "asyncio.Future[Any]":  # type: ignore[override]
        ack: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        if len(self.sent) == 1:
            ack.set_exception(RuntimeError("MessageSizeTooLargeError"))
        else:
            ack.set_result(None)
        self.sent.append({"topic": topic, "value": value, "key": key, "partition": partition})
        return ack

    async def flush(self) -> None:
        return None


def test_a_buffered_record_the_broker_refused_raises_at_flush_never_lost_silently():
    p = Publisher(Settings(partitions=7))
    p._producer = RefusingProducer()  # type: ignore[assignment]
    records = [{"type": "source.message@1", "source": "telegram", "chat_id": "77", "source_seq": n} for n in (1, 2, 3)]

    async def buffered() -> None:
        for r in records:
            await p.publish(r, wait=False)
        await p.flush()

    with pytest.raises(RuntimeError, match="MessageSizeTooLargeError"):
        asyncio.run(buffered())
    assert len(p._producer.sent) == 3  # type: ignore[union-attr]
