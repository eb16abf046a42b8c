"""Attachments on input records (contract v2): typed references, rendered as one line each
after the turn's text and counted in its size; a version-1 record is read, stored, rendered
and hashed exactly as before."""

from __future__ import annotations

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from convcompact.core.declarations import load_declarations
from convcompact.core.errors import BadRecord
from convcompact.core.groups import View, effective_turns
from convcompact.core.records import SourceCorrection, SourceMessage, decode_input
from convcompact.core.render import attachment_line, turn_content
from convcompact.core.state import chain_key, group_key
from convcompact.runtime.driver import LocalDriver
from tests.core.test_planner import text
from tests.helpers import correction, delivery, message, write_declarations

CONV = "telegram:7"
CHAIN = chain_key("stream-compactor", CONV)
KINDS = ("photo", "video", "voice", "audio", "document", "sticker", "animation", "location", "contact", "other")
PHOTO = {"kind": "photo", "name": "IMG_2.jpg", "mime": "image/jpeg", "bytes": 182211, "ref": "tg:AgAD", "caption": None}
VOICE = {"kind": "voice", "name": None, "mime": "audio/ogg", "bytes": 5120, "ref": "voice_messages/audio_1.ogg"}


def driver(tmp_path) -> LocalDriver:
    return LocalDriver(load_declarations(write_declarations(tmp_path)), clock=lambda: "2026-11-30T00:00:00.000Z")


def contents(d: LocalDriver, seq: int) -> list[str]:
    view = View(frozenset({"stream"}), False)
    return [t.message["content"] for t in effective_turns(CONV, d.state[group_key(CONV, seq)], view)]


# ---- the line and the content -----------------------------------------------------------


def test_each_attachment_renders_as_the_contract_line():
    assert attachment_line(PHOTO) == "[photo: IMG_2.jpg, image/jpeg, 182211 bytes]"
    assert attachment_line(VOICE) == "[voice: voice_messages/audio_1.ogg, audio/ogg, 5120 bytes]"  # no name: the ref
    assert attachment_line({"kind": "sticker", "name": None, "mime": None, "bytes": None, "ref": None}) == "[sticker]"
    assert attachment_line({"kind": "document", "name": "", "bytes": 0}) == "[document: 0 bytes]"  # "" is absent, 0 is not
    assert attachment_line({"kind": "location", "name": "52.52,13.405"}) == "[location: 52.52,13.405]"
    # one line per attachment: a line break inside a part becomes a space (the size unchanged)
    assert attachment_line({"kind": "document", "name": "a\nb\u2028c.pdf"}) == "[document: a b c.pdf]"


def test_a_turn_renders_its_text_then_one_line_per_attachment():
    assert turn_content("look", [PHOTO, VOICE]) == (
        "look\n[photo: IMG_2.jpg, image/jpeg, 182211 bytes]\n[voice: voice_messages/audio_1.ogg, audio/ogg, 5120 bytes]")
    assert turn_content("", [PHOTO]) == "[photo: IMG_2.jpg, image/jpeg, 182211 bytes]"  # no empty first line
    assert turn_content("just text") == turn_content("just text", []) == "just text"  # version 1


attachments = st.lists(st.fixed_dictionaries({"kind": st.sampled_from(KINDS)}, optional={
    "name": st.none() | st.text(max_size=12), "mime": st.none() | st.text(max_size=12),
    "bytes": st.none() | st.integers(0, 2**40), "ref": st.none() | st.text(max_size=12)}), max_size=4)


@given(st.text(max_size=40), attachments)
def test_the_size_counts_the_text_and_every_line(body, atts):
    content = turn_content(body, atts)
    lines = [attachment_line(a) for a in atts]
    assert len(content) == len(body) + sum(len(x) for x in lines) + max(0, len(lines) - (0 if body else 1))
    assert all(len(x.splitlines()) == 1 for x in lines)
    if atts:
        assert content.endswith("\n".join(lines))
    else:
        assert content == body


# ---- records: validation and the version-1 shape -------------------------------------------


def decode(record: dict) -> object:
    return decode_input(orjson.dumps(record), f"{record['source']}:{record['chat_id']}".encode())


def test_a_record_without_attachments_keeps_its_version_1_shape():
    v1 = message("7", 1, "hello")
    for same in (v1, {**v1, "attachments": None}):
        rec = decode(same)
        assert isinstance(rec, SourceMessage) and rec.attachments is None
        assert rec.to_json() == {**v1, "sent_at": "2026-11-29T00:01:00Z"}  # no attachments key added
    rec = decode({**v1, "attachments": [PHOTO]})
    assert rec.to_json()["attachments"] == [PHOTO]
    assert decode(delivery("7", 1, "hi")).to_json().get("attachments", "absent") == "absent"


@pytest.mark.parametrize("bad, error", [
    ([{"kind": "hologram"}], "attachments.0.kind: Input should be 'photo', 'video'"),
    ([{"name": "x.jpg"}], "attachments.0.kind: Field required"),
    ([{"kind": "photo", "bytes": -1}], "attachments.0.bytes: Input should be greater than or equal to 0"),
    ([{"kind": "photo", "bytes": "12"}], "attachments.0.bytes: Input should be a valid integer"),
    ([{"kind": "photo", "bytes": True}], "attachments.0.bytes: Input should be a valid integer"),
    ([{"kind": "photo", "name": 7}], "attachments.0.name: Input should be a valid string"),
    ([PHOTO, {"kind": "photo", "mime": ["image/png"]}], "attachments.1.mime: Input should be a valid string"),
    ({"kind": "photo"}, "attachments: Input should be a valid list"),
    (["photo"], "attachments.0: Input should be a valid dictionary"),
])
def test_a_bad_attachment_is_bad_input_naming_the_field(bad, error):
    for record in (message("7", 1, "x"), delivery("7", 1, "x"), correction("7", 1, "x")):
        with pytest.raises(BadRecord) as exc:
            decode({**record, "attachments": bad})
        assert str(exc.value).startswith(error), str(exc.value)


# ---- folding: the turn's content, its size, corrections ---------------------------------------


def test_attachments_are_part_of_the_turn_and_of_the_active_size(tmp_path):
    d = driver(tmp_path)
    d.feed("source", message("7", 1, "our flat", attachments=[PHOTO]))
    d.feed("delivery", {**delivery("7", 1, "nice"), "attachments": [VOICE]})
    d.feed("source", message("7", 2, "", attachments=[{"kind": "sticker", "ref": "stickers/s.webp"}]))
    assert contents(d, 1) == ["our flat\n[photo: IMG_2.jpg, image/jpeg, 182211 bytes]",
                              "nice\n[voice: voice_messages/audio_1.ogg, audio/ogg, 5120 bytes]"]
    assert contents(d, 2) == ["[sticker: stickers/s.webp]"]  # a photo without a caption is no empty turn
    assert d.state[CHAIN]["tail_chars"] == sum(len(c) for c in contents(d, 1) + contents(d, 2))
    assert d.records("runs")[-1]["active_chars"] == d.state[CHAIN]["tail_chars"]


def test_a_correction_replaces_attachments_only_when_it_carries_them(tmp_path):
    d = driver(tmp_path)
    d.feed("source", message("7", 1, "our flat", attachments=[PHOTO]))
    d.feed("correction", correction("7", 1, "our new flat", n=1))  # no attachments: the photo stays
    assert contents(d, 1) == ["our new flat\n[photo: IMG_2.jpg, image/jpeg, 182211 bytes]"]
    d.feed("correction", {**correction("7", 1, "our new flat", n=2), "attachments": [VOICE]})
    assert contents(d, 1) == ["our new flat\n[voice: voice_messages/audio_1.ogg, audio/ogg, 5120 bytes]"]
    d.feed("correction", {**correction("7", 1, "no media", n=3), "attachments": []})  # [] removes them
    assert contents(d, 1) == ["no media"]
    d.feed("correction", {**correction("7", 1, None, n=4), "attachments": [PHOTO]})  # text null retracts
    assert contents(d, 1) == []


def test_a_changed_attachment_under_a_boundary_is_an_amendment(tmp_path):
    d = driver(tmp_path)
    s = 1
    d.feed("source", message("7", s, "m1 " + text(900, s), attachments=[PHOTO]))
    while not d.records("boundaries"):
        s += 1
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
    packet = d.records("documents", "compactor.context-packet@1")[0]
    first = packet["turns"][0]["message"]["content"]
    assert first.endswith("\n[photo: IMG_2.jpg, image/jpeg, 182211 bytes]")  # the compactor reads the line
    d.feed("correction", {**correction("7", 1, "m1 " + text(900, 1)), "attachments": [VOICE]})
    assert d.chain_index(CONV)["amended"] == [1]


def test_version_1_records_fold_and_compact_exactly_as_before(tmp_path):
    """The same stream with `attachments` absent and null: the same outputs, the same table."""
    runs = []
    for absent in (True, False):
        d = driver(tmp_path / str(absent))
        for s in range(1, 24):
            extra = {} if absent else {"attachments": None}
            d.feed("source", {**message("7", s, f"m{s} " + text(700, s)), **extra})
            d.feed("delivery", {**delivery("7", s, f"r{s}"), **extra})
            if s == 10:
                d.feed("correction", {**correction("7", 2, "edited"), **extra})
        assert all("attachments" not in str(v) for v in d.state.values())
        runs.append(({r: d.records(r) for r in ("runs", "documents", "boundaries", "dispatch")}, d.state))
    assert runs[0] == runs[1] and runs[0][0]["boundaries"]
    assert isinstance(decode({**correction("7", 1, "x"), "attachments": None}), SourceCorrection)
