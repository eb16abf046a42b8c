"""Telegram export and Bot API updates -> input records."""

from __future__ import annotations

import pytest

from convcompact.runtime.driver import LocalDriver
from convcompact.core.declarations import load_declarations
from convcompact.core.errors import BadRecord
from convcompact.core.telegram import from_bot_updates, from_export
from tests.helpers import ROLE_OF_TYPE, write_declarations


def export(messages):
    return {"name": "Trip", "type": "private_supergroup", "id": 1234567, "messages": messages}


def msg(mid, frm, text, unix=1732870000, **extra):
    return {"id": mid, "type": "message", "date": "2024-11-29T10:00:00", "date_unixtime": str(unix + mid), "from": "x",
            "from_id": frm, "text": text, **extra}


SAMPLE = export([
    {"id": 1, "type": "service", "action": "create_group", "date_unixtime": "1732870000"},
    msg(2, "user42", "When do we fly?"),
    msg(3, "user777", [{"type": "bold", "text": "Friday"}, " at 9:40."], reply_to_message_id=2),
    msg(4, "user42", "Booked, thanks", edited="2024-11-29T10:05:00", edited_unixtime="1732870300"),
    msg(5, "user777", "Great.", edited_unixtime="1732870400"),
])


def test_export_maps_messages_bot_replies_and_edits():
    records = from_export(SAMPLE, agent_id="stream", bot_ids=["user777"])
    kinds = [(r["type"], r.get("source_seq") or r.get("target", {}).get("source_seq")) for r in records]
    assert kinds == [
        ("source.message@1", 2), ("agent.delivery@1", 2), ("source.message@1", 4), ("source.correction@1", 4),
        ("agent.delivery@1", 4), ("source.correction@1", 4),
    ]
    assert records[1]["text"] == "Friday at 9:40." and records[1]["agent_id"] == "stream"
    assert records[0]["sent_at"] == "2024-11-29T08:46:42Z" and records[0]["chat_id"] == "1234567"
    assert records[5]["target"] == {"kind": "delivery", "source_seq": 4, "agent_id": "stream", "delivery_seq": 0}
    d = LocalDriver(load_declarations(write_declarations(__import__("pathlib").Path(__import__("tempfile").mkdtemp()))))
    for r in records:
        assert d.feed(ROLE_OF_TYPE[r["type"]], r).status == "applied"


@pytest.mark.parametrize(
    "bad, where",
    [
        ({"id": "x", "type": "message"}, "messages[1].id"),
        ({"id": 9, "type": "message", "date_unixtime": "1", "text": "hi"}, "messages[1].from_id"),
        ({"id": 9, "type": "message", "from_id": "user1", "text": "hi"}, "messages[1].date_unixtime"),
        ({"id": 9, "type": "message", "from_id": "user1", "date_unixtime": "1", "text": [3]}, "messages[1].text[0]"),
    ],
)
def test_malformed_entries_name_the_place(bad, where):
    with pytest.raises(BadRecord) as exc:
        from_export(export([msg(1, "user1", "ok"), bad]), agent_id="stream", bot_ids=[])
    assert str(exc.value).startswith("result.json: messages[") and where in str(exc.value)


def test_bot_api_updates():
    updates = [
        {"update_id": 1, "message": {"message_id": 10, "chat": {"id": -100555}, "from": {"id": 42, "is_bot": False}, "date": 1732870000, "text": "hi bot"}},
        {"update_id": 2, "message": {"message_id": 11, "chat": {"id": -100555}, "from": {"id": 9, "is_bot": True}, "date": 1732870001, "text": "hello", "reply_to_message": {"message_id": 10}}},
        {"update_id": 3, "edited_message": {"message_id": 10, "chat": {"id": -100555}, "from": {"id": 42, "is_bot": False}, "date": 1732870000, "edit_date": 1732870100, "text": "hi bot!"}},
        {"update_id": 4, "callback_query": {"id": "x"}},
    ]
    records = from_bot_updates(updates, agent_id="stream")
    assert [r["type"] for r in records] == ["source.message@1", "agent.delivery@1", "source.correction@1"]
    assert records[0]["sender_id"] == "user42" and records[2]["text"] == "hi bot!"
    with pytest.raises(BadRecord, match=r"updates\[0\].message.from.id"):
        from_bot_updates([{"message": {"message_id": 1, "chat": {"id": 1}, "from": {}, "date": 1}}], agent_id="stream")
