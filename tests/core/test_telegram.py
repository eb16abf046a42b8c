"""Telegram export and Bot API updates -> input records."""

from __future__ import annotations

import orjson
import pytest

from convcompact.runtime.driver import LocalDriver
from convcompact.core.declarations import load_declarations
from convcompact.core.errors import BadRecord
from convcompact.core.telegram import DELETED_ACCOUNT, Skipped, from_bot_updates, from_export, iter_jsonl
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
        ({"id": 9, "type": "message", "from_id": 42, "date_unixtime": "1", "text": "hi"}, "messages[1].from_id"),
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


# ---- real exports: senders Telegram does not name, and --skip-invalid ---------------------


def senders(records):
    return [(r["source_seq"], r["sender_id"]) for r in records if r["type"] == "source.message@1"]


def test_export_messages_without_a_sender_get_stable_ids():
    # Telegram Desktop writes `from: null` for a deleted account (it keeps `from_id`), and a
    # null or absent `from_id` where it names no sender at all (issue 12: messages[11]).
    group = export([
        msg(1, "user42", "hello"),
        {**msg(2, "user99", "from a deleted account"), "from": None},
        {**msg(3, "user98", "from another deleted account"), "from": None},
        {**msg(4, None, "no sender at all"), "from": None},
        {k: v for k, v in msg(5, None, "no from_id key").items() if k not in ("from", "from_id")},
        {**msg(6, None, "named by its actor"), "actor_id": "user55"},
        msg(7, "user777", "a bot reply", reply_to_message_id=4),
    ])
    first = from_export(group, agent_id="stream", bot_ids=["user777"])
    assert senders(first) == [(1, "user42"), (2, "user99"), (3, "user98"), (4, DELETED_ACCOUNT), (5, DELETED_ACCOUNT),
                              (6, "user55")]
    assert first[-1]["type"] == "agent.delivery@1" and first[-1]["source_seq"] == 4
    assert from_export(group, agent_id="stream", bot_ids=["user777"]) == first  # the same ids on every run
    channel = {**export([{**msg(10, None, "a channel post"), "from": "News"}, msg(11, "channel1234567", "signed")]),
               "type": "public_channel"}
    assert senders(from_export(channel, agent_id="stream", bot_ids=[])) == [(10, "channel1234567"), (11, "channel1234567")]


def update(uid, mid, chat, text, kind="message", **fields):
    return {"update_id": uid, kind: {"message_id": mid, "chat": chat, "date": 1732870000 + mid, "text": text, **fields}}


def test_bot_api_messages_without_a_sender_get_stable_ids():
    group, channel = {"id": -100555, "type": "supergroup"}, {"id": -100777, "type": "channel"}
    placeholder = {"id": 1087968824, "is_bot": True, "first_name": "Group"}  # what Telegram puts in `from`
    updates = [
        update(1, 10, group, "no from"),
        update(2, 11, group, "from null", **{"from": None}),
        update(3, 12, group, "anonymous admin", sender_chat={"id": -100555}, **{"from": placeholder}),
        update(4, 13, group, "linked channel", sender_chat={"id": -100888}, **{"from": placeholder}),
        update(5, 14, group, "a person", **{"from": {"id": 42, "is_bot": False}}),
        update(6, 20, channel, "a channel post", kind="channel_post", sender_chat={"id": -100777}),
        update(7, 21, channel, "unsigned channel post", kind="channel_post"),
        {"update_id": 8, "edited_channel_post": {"message_id": 20, "chat": channel, "date": 1, "edit_date": 1732870100,
                                                 "text": "a channel post!"}},
    ]
    records = from_bot_updates(updates, agent_id="stream")
    assert senders(records) == [(10, DELETED_ACCOUNT), (11, DELETED_ACCOUNT), (12, "chat-100555"), (13, "chat-100888"),
                                (14, "user42"), (20, "chat-100777"), (21, "chat-100777")]
    assert all(r["type"] != "agent.delivery@1" for r in records)  # the placeholder bot is no delivery of ours
    assert records[-1]["type"] == "source.correction@1" and records[-1]["target"] == {"kind": "source", "source_seq": 20}
    assert from_bot_updates(updates, agent_id="stream") == records
    with pytest.raises(BadRecord, match=r"updates\[0\].message.sender_chat.id"):
        from_bot_updates([update(1, 1, group, "x", sender_chat={"title": "no id"})], agent_id="stream")


def test_strict_export_refuses_at_the_first_invalid_entry_and_skip_mode_imports_the_rest():
    bad = export([
        msg(1, "user42", "first"),
        {**msg(2, "user42", "a bad date"), "date_unixtime": "soon"},
        msg(3, "user777", "answers the bad one", reply_to_message_id=2),
        "not an object",
        {**msg(5, "user42", "bad text"), "text": [7]},
        msg(6, "user42", "last"),
    ])
    with pytest.raises(BadRecord, match=r"^result.json: messages\[1\].date: not a unix time"):
        from_export(bad, agent_id="stream", bot_ids=["user777"])
    skipped: list[Skipped] = []
    records = from_export(bad, agent_id="stream", bot_ids=["user777"], skipped=skipped)
    assert [(s.entry, s.index, s.message_id, s.chat_id) for s in skipped] == [
        ("result.json: messages[1]", 1, 2, "1234567"), ("result.json: messages[3]", 3, None, "1234567"),
        ("result.json: messages[4]", 4, 5, "1234567")]
    assert "not a unix time" in skipped[0].reason and "messages[4].text[0]" in skipped[2].reason
    # the skipped message left no trace: the reply to it answers the message before it
    assert [(r["type"], r["source_seq"]) for r in records] == [
        ("source.message@1", 1), ("agent.delivery@1", 1), ("source.message@1", 6)]
    d = LocalDriver(load_declarations(write_declarations(__import__("pathlib").Path(__import__("tempfile").mkdtemp()))))
    assert [d.feed(ROLE_OF_TYPE[r["type"]], r).status for r in records] == ["applied"] * 3


def test_a_full_export_skips_a_malformed_chat_and_keeps_the_others():
    full = {"chats": {"list": [{"name": "no id", "messages": []}, export([msg(1, "user42", "hi")])]}}
    with pytest.raises(BadRecord, match=r"chats.list\[0\].id/messages"):
        from_export(full, agent_id="stream", bot_ids=[])
    skipped: list[Skipped] = []
    records = from_export(full, agent_id="stream", bot_ids=[], skipped=skipped)
    assert [r["chat_id"] for r in records] == ["1234567"]
    assert [(s.entry, s.index) for s in skipped] == [("result.json: chats.list[0]", 0)]


def test_skip_mode_updates_report_each_entry_and_skip_edits_of_skipped_messages():
    group = {"id": -100555, "type": "supergroup"}
    lines = [orjson.dumps(u) for u in [
        update(1, 10, group, "fine", **{"from": {"id": 42}}),
        update(2, 11, group, "broken sender", **{"from": {"first_name": "no id"}}),
    ]] + [b"{not json", b""] + [orjson.dumps(u) for u in [
        update(3, 11, group, "edit of the broken one", kind="edited_message", edit_date=1732870200, **{"from": {"id": 7}}),
        update(4, 12, group, "fine too", **{"from": {"id": 42}}),
    ]]
    with pytest.raises(BadRecord, match=r"^updates\[1\].message.from.id: missing"):
        from_bot_updates(iter_jsonl(lines, "updates"), agent_id="stream")
    skipped: list[Skipped] = []
    records = from_bot_updates(iter_jsonl(lines, "updates"), agent_id="stream", skipped=skipped)
    assert [r["source_seq"] for r in records] == [10, 12]
    assert [s.to_json() for s in skipped] == [
        {"entry": "updates[1]", "index": 1, "reason": "updates[1].message.from.id: missing", "chat_id": "-100555",
         "message_id": 11, "update_id": 2},
        {"entry": "updates[2]", "index": 2, "reason": skipped[1].reason, "chat_id": None, "message_id": None, "update_id": None},
        {"entry": "updates[3]", "index": 3, "reason": "updates[3].edited_message: edits message 11, which was skipped",
         "chat_id": "-100555", "message_id": 11, "update_id": 3},
    ]
    assert skipped[1].reason.startswith("updates:3: not JSON")


# ---- media: attachments instead of empty turns -----------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from convcompact.core.records import decode_input  # noqa: E402
from convcompact.core.render import attachment_line, turn_content  # noqa: E402

NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def att(kind, name=None, mime=None, size=None, ref=None):
    return {"kind": kind, "name": name, "mime": mime, "bytes": size, "ref": ref, "caption": None}


# Entries as Telegram Desktop writes them (export_output_json.cpp: `photo`, `photo_file_size`;
# `file`, `file_name`, `file_size`, `media_type`, `mime_type`, `sticker_emoji`;
# `location_information`, `place_name`; `contact_information`, `contact_vcard`; `poll`).
EXPORT_MEDIA = [
    (msg(10, "user42", "our new flat", photo="photos/photo_1@29-11-2024_10-00-00.jpg", photo_file_size=182211,
         width=1280, height=960),
     att("photo", size=182211, ref="photos/photo_1@29-11-2024_10-00-00.jpg")),
    (msg(11, "user42", "", file="voice_messages/audio_1@29-11-2024_10-01-00.ogg", file_size=5120,
         media_type="voice_message", mime_type="audio/ogg", duration_seconds=3),
     att("voice", mime="audio/ogg", size=5120, ref="voice_messages/audio_1@29-11-2024_10-01-00.ogg")),
    (msg(12, "user42", "", file="stickers/sticker.webp", file_name="sticker.webp", file_size=30112,
         thumbnail="stickers/sticker.webp_thumb.jpg", media_type="sticker", sticker_emoji="\U0001f44d", width=512, height=512),
     att("sticker", name="\U0001f44d", size=30112, ref="stickers/sticker.webp")),
    (msg(13, "user42", "the lease, signed", file="files/lease.pdf", file_name="lease.pdf", file_size=99321,
         mime_type="application/pdf"),
     att("document", name="lease.pdf", mime="application/pdf", size=99321, ref="files/lease.pdf")),
    (msg(14, "user42", "", file=NOT_INCLUDED, file_name="tour.mp4", file_size=10**9, media_type="video_file",
         mime_type="video/mp4", duration_seconds=60, width=1920, height=1080),
     att("video", name="tour.mp4", mime="video/mp4", size=10**9)),
    (msg(15, "user42", "", file="video_files/round.mp4", file_size=400000, media_type="video_message", mime_type="video/mp4"),
     att("video", mime="video/mp4", size=400000, ref="video_files/round.mp4")),
    (msg(16, "user42", "", file="video_files/cat.gif.mp4", file_name="cat.gif.mp4", media_type="animation", mime_type="video/mp4"),
     att("animation", name="cat.gif.mp4", mime="video/mp4", ref="video_files/cat.gif.mp4")),
    (msg(17, "user42", "", file="files/song.mp3", file_name="song.mp3", file_size=4000000, media_type="audio_file",
         mime_type="audio/mpeg", performer="Band", title="Song"),
     att("audio", name="song.mp3", mime="audio/mpeg", size=4000000, ref="files/song.mp3")),
    (msg(18, "user42", "", location_information={"latitude": 52.52, "longitude": 13.405}),
     att("location", ref="geo:52.52,13.405")),
    (msg(19, "user42", "", place_name="Cafe Eins", address="Main St 1", location_information={"latitude": 48.2, "longitude": 16.37}),
     att("location", name="Cafe Eins", ref="geo:48.2,16.37")),
    (msg(20, "user42", "", contact_information={"first_name": "Ann", "last_name": "Lee", "phone_number": "+49 30 1234"},
         contact_vcard="contacts/contact_1.vcard"),
     att("contact", name="Ann Lee", ref="tel:+49301234")),
    (msg(21, "user42", "", poll={"question": "Friday or Monday?", "closed": False, "total_voters": 2, "answers": []}),
     att("other", name="Friday or Monday?")),
]


def test_export_media_become_attachments_with_the_caption_as_text():
    records = from_export(export([m for m, _ in EXPORT_MEDIA] + [msg(30, "user42", "plain")]), agent_id="stream", bot_ids=[])
    assert [r.get("attachments") for r in records] == [[a] for _, a in EXPORT_MEDIA] + [None]
    assert "attachments" not in records[-1]  # a text message keeps its version-1 shape
    assert records[0]["text"] == "our new flat" and records[3]["text"] == "the lease, signed"
    contents = [turn_content(r["text"], r.get("attachments", [])) for r in records]
    assert contents[:4] == [
        "our new flat\n[photo: photos/photo_1@29-11-2024_10-00-00.jpg, 182211 bytes]",
        "[voice: voice_messages/audio_1@29-11-2024_10-01-00.ogg, audio/ogg, 5120 bytes]",
        "[sticker: \U0001f44d, 30112 bytes]",
        "the lease, signed\n[document: lease.pdf, application/pdf, 99321 bytes]",
    ]
    assert contents[4] == "[video: tour.mp4, video/mp4, 1000000000 bytes]" and contents[10] == "[contact: Ann Lee]"
    d = LocalDriver(load_declarations(write_declarations(__import__("pathlib").Path(__import__("tempfile").mkdtemp()))))
    assert all(d.feed(ROLE_OF_TYPE[r["type"]], r).status == "applied" for r in records)


@pytest.mark.parametrize("field, value", [("file_size", "12"), ("photo_file_size", -1), ("mime_type", 7), ("media_type", ["x"]),
                                          ("location_information", {"latitude": "n"}), ("contact_information", "Ann")])
def test_malformed_export_media_name_the_field(field, value):
    base = {"photo_file_size": {"photo": "photos/p.jpg"}, "location_information": {}, "contact_information": {}}.get(field, {"file": "files/x"})
    with pytest.raises(BadRecord, match=rf"messages\[0\]\.{field}"):
        from_export(export([msg(1, "user1", "", **base, **{field: value})]), agent_id="stream", bot_ids=[])


def file_obj(**extra):
    return {"file_id": "BQACAgIAAxk", "file_unique_id": "AgAD", **extra}


# Bot API Message fields (core.telegram.org/bots/api#message): photo is an array of PhotoSize,
# smallest first; an animation also fills `document`; a venue also fills `location`.
UPDATE_MEDIA = [
    ({"photo": [file_obj(file_id="small", width=90, height=67, file_size=1200), file_obj(file_id="big", width=1280, height=960, file_size=182211)],
      "caption": "our new flat"},
     att("photo", size=182211, ref="big")),
    ({"voice": file_obj(duration=3, mime_type="audio/ogg", file_size=5120)}, att("voice", mime="audio/ogg", size=5120, ref="BQACAgIAAxk")),
    ({"video": file_obj(width=1920, height=1080, duration=60, file_name="tour.mp4", mime_type="video/mp4", file_size=10**7)},
     att("video", name="tour.mp4", mime="video/mp4", size=10**7, ref="BQACAgIAAxk")),
    ({"video_note": file_obj(length=240, duration=5, file_size=300000)}, att("video", size=300000, ref="BQACAgIAAxk")),
    ({"audio": file_obj(duration=200, title="Song", mime_type="audio/mpeg")}, att("audio", name="Song", mime="audio/mpeg", ref="BQACAgIAAxk")),
    ({"animation": file_obj(file_name="cat.mp4", mime_type="video/mp4"), "document": file_obj(file_name="cat.mp4", mime_type="video/mp4")},
     att("animation", name="cat.mp4", mime="video/mp4", ref="BQACAgIAAxk")),
    ({"document": file_obj(file_name="lease.pdf", mime_type="application/pdf", file_size=99321), "caption": "signed"},
     att("document", name="lease.pdf", mime="application/pdf", size=99321, ref="BQACAgIAAxk")),
    ({"sticker": file_obj(type="regular", width=512, height=512, is_animated=False, is_video=False, emoji="\U0001f44d", file_size=30112)},
     att("sticker", name="\U0001f44d", size=30112, ref="BQACAgIAAxk")),
    ({"location": {"latitude": 52.52, "longitude": 13.405}}, att("location", ref="geo:52.52,13.405")),
    ({"venue": {"location": {"latitude": 48.2, "longitude": 16.37}, "title": "Cafe Eins", "address": "Main St 1"},
      "location": {"latitude": 48.2, "longitude": 16.37}}, att("location", name="Cafe Eins", ref="geo:48.2,16.37")),
    ({"contact": {"phone_number": "+49301234", "first_name": "Ann", "user_id": 42}}, att("contact", name="Ann", ref="tel:+49301234")),
]


def test_bot_api_media_become_attachments_with_file_ids():
    chat = {"id": -100555, "type": "supergroup"}
    updates = [{"update_id": i, "message": {"message_id": 10 + i, "chat": chat, "from": {"id": 42}, "date": 1732870000 + i, **m}}
               for i, (m, _) in enumerate(UPDATE_MEDIA)]
    records = from_bot_updates(updates, agent_id="stream")
    assert [r["attachments"] for r in records] == [[a] for _, a in UPDATE_MEDIA]
    assert records[0]["text"] == "our new flat" and records[1]["text"] == ""
    # an edit of a media message (a new caption) carries its media again; a text edit does not
    edits = from_bot_updates(updates[:1] + [
        {"update_id": 50, "edited_message": {**updates[0]["message"], "caption": "our flat", "edit_date": 1732870500}},
        {"update_id": 51, "message": {"message_id": 60, "chat": chat, "from": {"id": 42}, "date": 1732870600, "text": "hi"}},
        {"update_id": 52, "edited_message": {"message_id": 60, "chat": chat, "from": {"id": 42}, "date": 1, "edit_date": 1732870700, "text": "hi!"}},
    ], agent_id="stream")
    assert edits[1]["type"] == "source.correction@1" and edits[1]["text"] == "our flat"
    assert edits[1]["attachments"] == [att("photo", size=182211, ref="big")]
    assert "attachments" not in edits[2] and "attachments" not in edits[3]
    with pytest.raises(BadRecord, match=r"updates\[0\]\.message\.photo"):
        from_bot_updates([{"update_id": 1, "message": {"message_id": 1, "chat": chat, "from": {"id": 1}, "date": 1, "photo": []}}], agent_id="stream")
    with pytest.raises(BadRecord, match=r"updates\[0\]\.message\.voice\.file_size"):
        from_bot_updates([{"update_id": 1, "message": {"message_id": 1, "chat": chat, "from": {"id": 1}, "date": 1,
                                                       "voice": file_obj(file_size="big")}}], agent_id="stream")


maybe_str = st.none() | st.text(max_size=12)
maybe_size = st.none() | st.integers(0, 2**40)
export_media = st.one_of(
    st.fixed_dictionaries({"photo": st.sampled_from(["photos/p.jpg", NOT_INCLUDED])}, optional={"photo_file_size": maybe_size}),
    st.fixed_dictionaries({"file": st.sampled_from(["files/f.bin", NOT_INCLUDED])}, optional={
        "file_name": maybe_str, "file_size": maybe_size, "mime_type": maybe_str, "sticker_emoji": maybe_str,
        "media_type": st.sampled_from(["sticker", "voice_message", "video_message", "video_file", "animation", "audio_file", "unknown"])}),
    st.fixed_dictionaries({"location_information": st.none() | st.fixed_dictionaries(
        {"latitude": st.floats(-90, 90), "longitude": st.floats(-180, 180)})}, optional={"place_name": maybe_str}),
    st.fixed_dictionaries({"contact_information": st.fixed_dictionaries({}, optional={
        "first_name": maybe_str, "last_name": maybe_str, "phone_number": maybe_str})}),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.text(max_size=20), export_media), min_size=1, max_size=6))
def test_every_export_media_entry_maps_to_one_valid_attachment(entries):
    records = from_export(export([msg(i + 1, "user42", caption, **media) for i, (caption, media) in enumerate(entries)]),
                          agent_id="stream", bot_ids=[])
    for r, (caption, _) in zip(records, entries):
        rec = decode_input(orjson.dumps(r), f"telegram:{r['chat_id']}".encode())  # the contract takes it
        assert rec.text == caption and len(rec.attachments) == 1  # type: ignore[union-attr, arg-type]
        (line,) = [attachment_line(a) for a in r["attachments"]]
        assert len(line.splitlines()) == 1 and line.startswith(f"[{r['attachments'][0]['kind']}")  # one line, always
        assert turn_content(r["text"], r["attachments"]) == (f"{caption}\n{line}" if caption else line)
