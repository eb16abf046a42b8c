"""The demo conversation generator: deterministic, well-shaped, plausible."""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import convcompact
from convcompact.demo.data import conversation_key, generate_stream

MESSAGE_KEYS = {"type", "event_id", "source", "chat_id", "sender_id", "source_seq", "sent_at", "text", "sensitive"}
DELIVERY_KEYS = {
    "type", "event_id", "source", "chat_id", "agent_id", "source_seq", "delivery_seq", "delivered_at", "text",
}  # fmt: skip
CORRECTION_KEYS = {"type", "event_id", "source", "chat_id", "target", "corrected_at", "text"}
TIME_FIELD = {"source.message@1": "sent_at", "agent.delivery@1": "delivered_at", "source.correction@1": "corrected_at"}
ISO_Z = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z")


def stamp(record: dict) -> datetime:
    return datetime.fromisoformat(record[TIME_FIELD[record["type"]]].replace("Z", "+00:00"))


@pytest.fixture(scope="module")
def stream() -> list[dict]:
    return generate_stream(seed=11, chats=12, messages_per_chat=80, corrections=True)


def test_deterministic_for_a_seed() -> None:
    a = generate_stream(seed=5, chats=4, messages_per_chat=30, corrections=True)
    assert a == generate_stream(seed=5, chats=4, messages_per_chat=30, corrections=True)
    assert a != generate_stream(seed=6, chats=4, messages_per_chat=30, corrections=True)


def test_deterministic_across_processes() -> None:
    code = (
        "import json; from convcompact.demo.data import generate_stream as g; "
        "print(json.dumps(g(seed=9, chats=3, messages_per_chat=20, corrections=True)))"
    )
    env = dict(os.environ, PYTHONHASHSEED="777")
    root = str(Path(convcompact.__file__).parent.parent)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(done.stdout) == generate_stream(seed=9, chats=3, messages_per_chat=20, corrections=True)


def test_shapes_and_fields(stream: list[dict]) -> None:
    assert json.loads(json.dumps(stream)) == stream  # JSON-ready
    kinds = defaultdict(int)
    for r in stream:
        kinds[r["type"]] += 1
        assert r["source"] == "telegram"
        assert ISO_Z.fullmatch(r[TIME_FIELD[r["type"]]])
        chat = r["chat_id"]
        if r["type"] == "source.message@1":
            assert set(r) == MESSAGE_KEYS
            assert r["event_id"] == f"tg-{chat}-{r['source_seq']}"
            assert re.fullmatch(r"u\d+", r["sender_id"]) and r["sensitive"] is False
            assert isinstance(r["text"], str) and r["text"]
        elif r["type"] == "agent.delivery@1":
            assert set(r) == DELIVERY_KEYS
            assert r["event_id"] == f"d-{chat}-{r['source_seq']}-0"
            assert r["agent_id"] == "stream" and r["delivery_seq"] == 0 and r["text"]
        else:
            assert r["type"] == "source.correction@1" and set(r) == CORRECTION_KEYS
            assert re.fullmatch(rf"c-{re.escape(chat)}-\d+", r["event_id"])
            assert set(r["target"]) == {"kind", "source_seq"} and r["target"]["kind"] == "source"
            assert r["text"] is None or (isinstance(r["text"], str) and r["text"])
    assert kinds["source.message@1"] == 12 * 80
    assert kinds["source.correction@1"] >= 12
    assert len({r["event_id"] for r in stream}) == len(stream)


def test_chat_ids_and_senders(stream: list[dict]) -> None:
    senders = defaultdict(set)
    for r in stream:
        assert re.fullmatch(r"-100\d{10}|[1-9]\d{8,9}", r["chat_id"])
        if r["type"] == "source.message@1":
            senders[r["chat_id"]].add(r["sender_id"])
    assert len(senders) == 12
    for chat, who in senders.items():
        if chat.startswith("-"):
            assert 2 <= len(who) <= 4  # a few humans per group
        else:
            assert who == {f"u{chat}"}  # a private chat is one user, whose id is the chat id
    assert any(c.startswith("-") for c in senders) and any(not c.startswith("-") for c in senders)


def test_time_increases_and_chats_interleave(stream: list[dict]) -> None:
    times = [stamp(r) for r in stream]
    assert all(a < b for a, b in zip(times, times[1:]))
    assert times[0] > datetime(2026, 11, 29, 9, 0, tzinfo=timezone.utc)
    order = [r["chat_id"] for r in stream]
    switches = sum(a != b for a, b in zip(order, order[1:]))
    assert switches > 100


def test_source_seq_increases_per_chat_with_gaps(stream: list[dict]) -> None:
    seqs = defaultdict(list)
    for r in stream:
        if r["type"] == "source.message@1":
            seqs[r["chat_id"]].append(r["source_seq"])
    gaps = 0
    for s in seqs.values():
        assert all(a < b for a, b in zip(s, s[1:]))
        gaps += sum(b - a > 1 for a, b in zip(s, s[1:]))
    assert gaps > 50, "Telegram-like ids are not contiguous"


def test_deliveries_right_after_their_message(stream: list[dict]) -> None:
    messages = sum(r["type"] == "source.message@1" for r in stream)
    deliveries = 0
    for i, r in enumerate(stream):
        if r["type"] == "agent.delivery@1":
            deliveries += 1
            before = stream[i - 1]
            assert before["type"] == "source.message@1"
            assert (before["chat_id"], before["source_seq"]) == (r["chat_id"], r["source_seq"])
    assert 0.7 < deliveries / messages < 0.9  # reply_ratio=0.8


def test_replies_reference_the_question(stream: list[dict]) -> None:
    quoted = 0
    for i, r in enumerate(stream):
        if r["type"] == "agent.delivery@1" and r["text"].startswith('You asked: "'):
            question = r["text"][len('You asked: "') :].split('"')[0].removesuffix("...")
            assert question in stream[i - 1]["text"]
            quoted += 1
    assert quoted > 100


def test_corrections_target_recent_earlier_messages(stream: list[dict]) -> None:
    sent: dict[str, list[int]] = defaultdict(list)
    retracted: set[tuple[str, int]] = set()
    retractions = 0
    for r in stream:
        if r["type"] == "source.message@1":
            sent[r["chat_id"]].append(r["source_seq"])
        elif r["type"] == "source.correction@1":
            key = (r["chat_id"], r["target"]["source_seq"])
            assert key[1] in sent[key[0]][-5:]
            assert key not in retracted, "nothing is edited after its retraction"
            if r["text"] is None:
                retracted.add(key)
                retractions += 1
    assert retractions >= 1


def test_no_corrections_unless_asked() -> None:
    assert all(r["type"] != "source.correction@1" for r in generate_stream(seed=1, chats=3, messages_per_chat=50))


def test_length_distribution(stream: list[dict]) -> None:
    lengths = [len(r["text"]) for r in stream if r["type"] == "source.message@1"]
    assert 300 <= statistics.mean(lengths) <= 500
    assert max(lengths) <= 4 * 400
    assert sum(n < 40 for n in lengths) > 0.05 * len(lengths)  # "ok thanks"
    assert sum(n > 2 * 400 for n in lengths) > 0.03 * len(lengths)  # long paragraphs


def test_text_has_things_to_remember(stream: list[dict]) -> None:
    text = " ".join(r["text"] for r in stream if r["type"] == "source.message@1")
    assert text.count("?") > 200
    assert len(re.findall(r"\b(?:decided|will|Let's)\b", text)) > 100
    months = "January|February|March|April|May|June|July|August|September|October|November|December"
    assert re.search(rf"\b(?:{months}) \d", text)


def test_parameters() -> None:
    assert generate_stream(seed=1, chats=0, messages_per_chat=10) == []
    assert generate_stream(seed=1, chats=3, messages_per_chat=0) == []
    quiet = generate_stream(seed=1, chats=2, messages_per_chat=20, reply_ratio=0.0)
    assert all(r["type"] == "source.message@1" for r in quiet)
    custom = generate_stream(
        seed=1, chats=2, messages_per_chat=5, agent_id="bot7", source="slack", reply_ratio=1.0,
        start=datetime(2030, 1, 2, 3, 4, 5), mean_chars=60,
    )  # fmt: skip
    assert {r["source"] for r in custom} == {"slack"}
    assert {r["agent_id"] for r in custom if r["type"] == "agent.delivery@1"} == {"bot7"}
    assert custom[0]["sent_at"].startswith("2030-01-02T03:")
    assert custom[0]["event_id"].startswith("slack-")
    for bad in ({"chats": -1}, {"messages_per_chat": -1}, {"reply_ratio": 1.5}, {"mean_chars": 0}):
        with pytest.raises(ValueError):
            generate_stream(**{"seed": 1, "chats": 1, "messages_per_chat": 1, **bad})


def test_conversation_key() -> None:
    record = generate_stream(seed=3, chats=1, messages_per_chat=1)[0]
    assert conversation_key(record) == f"telegram:{record['chat_id']}"


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    chats=st.integers(0, 4),
    messages=st.integers(0, 12),
    reply_ratio=st.floats(0, 1),
    mean_chars=st.integers(1, 2000),
    corrections=st.booleans(),
)
def test_property_invariants(seed, chats, messages, reply_ratio, mean_chars, corrections) -> None:
    out = generate_stream(
        seed=seed, chats=chats, messages_per_chat=messages, reply_ratio=reply_ratio,
        mean_chars=mean_chars, corrections=corrections,
    )  # fmt: skip
    assert sum(r["type"] == "source.message@1" for r in out) == chats * messages
    times = [stamp(r) for r in out]
    assert all(a < b for a, b in zip(times, times[1:]))
    for r in out:
        if r["type"] == "source.message@1":
            assert 0 < len(r["text"]) <= max(4 * mean_chars, 2)
