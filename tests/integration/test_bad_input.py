"""Adversarial input on the real broker: property-based bad records, and slow or failing
model providers while ingest goes on.

What each bad kind ends as (read from convcompact.core.records / groups / processor /
settlement; checked below, per record, by topic/partition/offset, event id or result id):

    dead letter (`dead-letter@1` naming the record's topic, partition and offset, with the
    decoder's one-line error):
        random bytes, tombstones (value None) and valid JSON of wrong types on every input
        topic, on the results topic and on the dispatch topic; unknown versions
        (`source.message@2`, `compactor.result@2`, ...); negative or too large sequence
        numbers; control characters in identifiers; malformed attachments (an unknown kind,
        negative or non-integer bytes, a field of the wrong type, a list that is not one, an
        attachment without a kind); keys that do not match the record's
        conversation; missing keys; a second message with a seq that already holds another
        event id, and a second delivery with the same (agent, seq, delivery_seq) (groups.py
        `absorb` names the collision); a result naming an unregistered compactor, or with no
        key; a wrong-typed record of several MiB (its dead letter still fits the topic).
    named rejection (a `compactor.run@1` record with a reason):
        a source message of several MiB: `failed-closed` / `latest-group-exceeds-retention`
        (never truncated); a well-formed result for a packet that is not in flight:
        `rejected` / `packet-not-in-flight`; a result whose conversation is not its key:
        `rejected` / `wrong-conversation`.
    duplicate (changes nothing, no output; counted by the worker as status `duplicate`):
        an exact repeat of a record, and another record with an event id already seen (the
        first one wins, as the contract says).
    held (applied to the chat's state, no output until it matters; status `applied`):
        a correction whose target message or delivery does not exist (yet): it is kept in
        its group and applies when the message arrives (checked at the end).
    accepted (a valid record; a trigger run record like any other message):
        control characters inside message and delivery text (free text; the summarizer
        and settlement keep them out of summaries); valid attachments on messages and
        deliveries (every field but the kind null, absent, or set).
    refused by the producer (a loud exception, nothing written):
        a record over the topics' `max.message.bytes` (topics/catalog.py MAX_MESSAGE_BYTES),
        refused by the client and, with a client allowing more, by the broker.

The valid chats (501, 502) get the bad records interleaved with their own: every one of
their messages still gets exactly one trigger run record, they still settle boundaries, a
next message brings their context under the trigger, the worker stays up and `convcompact
verify` passes. Nothing is silent: the worker's per-topic record count equals what was
produced, and dead-lettered + rejected + duplicate + held + accepted = the bad records.

The same taxonomy runs over many batches through the worker's own runtime with no broker
(tests/runtime/test_bad_input.py, with the wrong-partition case); this suite keeps one batch
on the broker, for what only it shows: the worker's metrics and topics, its agents staying up.

Two bugs this suite found, fixed, with their regression tests at the end: a bad record
whose dead letter would exceed the topic's maximum (a value over ~6 MiB, base64 grows it
by 4/3, or a key of several MiB) crashed the history agent in a loop and stalled its
partition (the dead letter now copies at most 4 MiB of the value and 1 KiB of the key,
says `truncated` and keeps `value_bytes`; the record itself stays at its offset); a record
on a partition other than its conversation's was folded by another partition's offsets
(it is now dead-lettered, naming both partitions).
"""

from __future__ import annotations

import asyncio
import base64
import signal
import time
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Optional

import orjson
import pytest
from aiokafka.errors import KafkaError, MessageSizeTooLargeError
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from prometheus_client.parser import text_string_to_metric_families

from convcompact import kafka_clients
from convcompact.inspection import load_context
from convcompact_topics.catalog import MAX_MESSAGE_BYTES, topic_name
from tests.helpers import SMALL_POLICY, at, correction, delivery, message
from tests.integration.conftest import provider_pipeline as make_provider_pipeline
from tests.integration.pipeline import TRIGGER_OUTCOMES, Pipeline, cli, own_evaluation
from tests.providers.fake_llm import Reply, openai_ok

pytestmark = pytest.mark.faults

MiB = 1024 * 1024
BAD_FITS = 5 * MiB + 3 * MiB // 4  # the largest bad record whose dead letter fits max.message.bytes, about
VALID = ("501", "502")  # chats that must keep compacting through everything
GROUPS_PER_BATCH = 8  # ~7.6k chars a chat per batch: over the 6000 trigger every batch
BAD_PER_BATCH = 40
BATCHES = 1  # the taxonomy runs over many batches without a broker: tests/runtime/test_bad_input.py
GHOST_CHAT = "700"  # corrections for messages that arrive later
SETTLE_OUTCOMES = ("settled", "rejected", "model-failed")


def words(n: int, seed: int) -> str:
    pool = ["budget", "launch", "Friday", "Vienna", "decided", "ticket", "owner", "draft", "review", "42", "May", "team"]
    return " ".join(pool[(seed * 7 + i * 3) % len(pool)] for i in range(n // 7 + 1))[:n]


@dataclass
class Bad:
    kind: str
    expect: str  # dead | rejected | duplicate | held | accepted
    role: str
    key: Optional[bytes]
    value: Optional[bytes]
    error: Optional[str | tuple[str, ...]] = None  # dead: the exact error (or prefixes it starts with, with `prefix`)
    prefix: bool = False
    reason: Optional[str] = None  # rejected: the run record's reason
    event_id: Optional[str] = None  # rejected/accepted source messages: their trigger run
    result_id: Optional[str] = None  # rejected results
    where: Optional[tuple[str, int, int]] = None  # (topic, partition, offset) once produced


@dataclass
class Ledger:
    """Everything produced so far, to account for every record at the end of each batch."""

    seq: dict[str, int] = field(default_factory=lambda: {c: 0 for c in VALID})
    valid: list[dict[str, Any]] = field(default_factory=list)  # produced valid input records
    bad: list[Bad] = field(default_factory=list)
    produced: Counter = field(default_factory=Counter)  # input topic -> records produced
    n: int = 0  # unique ids
    batch: int = 0
    failure: Optional[BaseException] = None

    def uid(self, what: str) -> str:
        self.n += 1
        return f"{what}-{self.n}"


def dumps(record: Any) -> bytes:
    return orjson.dumps(record)


def key_of(chat: str) -> bytes:
    return f"telegram:{chat}".encode()


def field_error(*fields: str) -> tuple[str, ...]:
    """What a dead letter's error must begin with: the field the generator broke, written
    here by hand (never asked of the decoder under test), in the contract's one-line form
    `<field>: ...` (a nested field as `target...`)."""
    return tuple(p for f in fields for p in (f"{f}: ", f"{f}."))


# Bytes that are not a record: not JSON, not an object, or an object without a type.
NOT_A_RECORD = ("record: not JSON", "record: expected a JSON object", "record: empty value (tombstone)", "type: missing or not a string")


# ---- strategies ---------------------------------------------------------------------------

INT64 = st.integers(-(2**63), 2**63 - 1)
NOT_STR = st.one_of(INT64, st.floats(allow_nan=False), st.booleans(), st.none(), st.lists(st.integers(0, 9), max_size=2), st.just({"x": 1}))
NOT_INT = st.one_of(st.text(max_size=6), st.floats(allow_nan=False, allow_infinity=False), st.booleans(), st.none(), st.just([1]))
NOT_BOOL = st.one_of(st.integers(0, 1), st.text(max_size=4), st.none())
NOT_TIME = st.one_of(st.none(), st.booleans(), st.just([]), st.sampled_from(["yesterday", "2026-13-01T00:00:00Z", "2026-11-29T10:00:00", ""]))
NOT_TEXT = st.one_of(INT64, st.booleans(), st.just(["a"]), st.just({"t": "x"}))
CONTROLS = st.characters(codec="utf-8", categories=["Cc"])
# field -> a strategy of values that type cannot hold, per record type
WRONG: dict[str, dict[str, st.SearchStrategy]] = {
    "source.message@1": {
        "event_id": NOT_STR, "source": NOT_STR, "chat_id": NOT_STR, "sender_id": NOT_STR,
        "source_seq": NOT_INT, "sent_at": NOT_TIME, "text": st.one_of(NOT_TEXT, st.none()), "sensitive": NOT_BOOL,
    },
    "agent.delivery@1": {
        "agent_id": NOT_STR, "source_seq": NOT_INT, "delivery_seq": NOT_INT, "delivered_at": NOT_TIME,
        "text": st.one_of(NOT_TEXT, st.none()),
    },
    "source.correction@1": {"target": st.one_of(NOT_STR, st.just({"kind": "source"}), st.just({"kind": "other", "source_seq": 1})),
                            "corrected_at": NOT_TIME, "text": NOT_TEXT},
}
ROLE = {"source.message@1": "source", "agent.delivery@1": "delivery", "source.correction@1": "correction"}
ATTACHMENT_KINDS = ("photo", "video", "voice", "audio", "document", "sticker", "animation", "location", "contact", "other")
# A valid attachment: every field but the kind may be null or absent.
ATTACHMENT = st.fixed_dictionaries({"kind": st.sampled_from(ATTACHMENT_KINDS)}, optional={
    "name": st.none() | st.text(max_size=20), "mime": st.none() | st.sampled_from(["image/jpeg", "audio/ogg", ""]),
    "bytes": st.none() | st.integers(0, 2**40), "ref": st.none() | st.text(max_size=20), "caption": st.none() | st.text(max_size=10)})
# field of one attachment -> values it cannot hold; and whole lists that are not attachments
BAD_ATTACHMENT = {
    "kind": st.one_of(st.sampled_from(["hologram", "Photo", "", "voice_message"]), st.none(), INT64),
    "bytes": st.one_of(st.integers(-(2**63), -1), st.integers(2**62 + 1, 2**63 - 1), st.text(max_size=4), st.booleans(),
                       st.floats(allow_nan=False)),
    "name": NOT_TEXT, "mime": NOT_TEXT, "ref": NOT_TEXT, "caption": NOT_TEXT,
}


def sample_input(chat: str, seq: int, kind: str) -> dict[str, Any]:
    if kind == "source.message@1":
        return message(chat, seq, f"sample {seq}")
    if kind == "agent.delivery@1":
        return delivery(chat, seq, f"reply {seq}")
    return correction(chat, seq, f"edit {seq}")


def forged_result(ledger: Ledger, conv: str, **over: Any) -> dict[str, Any]:
    rid = ledger.uid("res-forged")
    return {
        "type": "compactor.result@1", "result_id": rid, "packet_id": ledger.uid("pkt-forged"), "packet_hash": "0" * 64,
        "run_id": ledger.uid("mrun-forged"), "conversation": conv, "compactor_id": "stream-compactor", "text": "A forged summary.",
        "provider": "evil", "model": "m", "usage": {"input_tokens": 1, "output_tokens": 1},
        "started_at": at(1), "finished_at": at(2), **over,
    }


def pick(draw: Any, items: list[Any]) -> Any:
    """One of `items`, drawn so that the shape of the draws never depends on how many there are
    (the ledger grows between examples; hypothesis needs the same choices to mean the same draws)."""
    return items[draw(st.integers(0, 2**16)) % len(items)]


def draw_bad(draw: Any, kind: str, ledger: Ledger, batch: int, earlier: list[dict[str, Any]]) -> Bad:
    """One bad record of `kind`. `earlier`: valid records already produced (for collisions)."""
    chat = draw(st.sampled_from(VALID))
    key = key_of(chat)
    if kind == "random-bytes":
        role = draw(st.sampled_from(["source", "correction", "delivery"]))
        value = draw(st.binary(max_size=300))
        k = draw(st.sampled_from([key, None, b"\xff\xfe"]))
        return Bad(kind, "dead", role, k, value, NOT_A_RECORD, prefix=True)
    if kind == "wrong-type":
        rtype = draw(st.sampled_from(sorted(WRONG)))
        name = draw(st.sampled_from(sorted(WRONG[rtype])))
        rec = {**sample_input(chat, 1, rtype), "event_id": ledger.uid("wrong"), name: draw(WRONG[rtype][name])}
        value = dumps(rec)
        return Bad(kind, "dead", ROLE[rtype], key, value, field_error(name), prefix=True)
    if kind == "missing-field":
        rtype = draw(st.sampled_from(sorted(WRONG)))
        rec = sample_input(chat, 1, rtype)
        gone = draw(st.sampled_from(sorted(set(rec) - {"type", "sensitive"})))
        del rec[gone]
        value = dumps(rec)
        return Bad(kind, "dead", ROLE[rtype], key, value, (f"{gone}: Field required",), prefix=True)
    if kind == "unknown-version":
        rtype = draw(st.sampled_from(sorted(WRONG)))
        version = draw(st.sampled_from(["@2", "@0", "@1.1", "", "@1 "]))
        rec = {**sample_input(chat, 1, rtype), "type": rtype.split("@")[0] + version}
        value = dumps(rec)
        return Bad(kind, "dead", ROLE[rtype], key, value, (f"type: {rec['type']!r} is not accepted here",), prefix=True)
    if kind == "negative-seq":
        rtype = draw(st.sampled_from(sorted(WRONG)))
        seq = draw(st.one_of(st.integers(-(2**63), -1), st.integers(2**62 + 1, 2**63 - 1)))
        rec = sample_input(chat, 1, rtype)
        if rtype == "source.correction@1":
            rec["target"]["source_seq"] = seq
        else:
            rec["source_seq"] = seq
        value = dumps(rec)
        where = "target.source.source_seq:" if rtype == "source.correction@1" else "source_seq:"
        return Bad(kind, "dead", ROLE[rtype], key, value, (where,), prefix=True)
    if kind == "control-in-id":
        name = draw(st.sampled_from(["event_id", "sender_id", "chat_id", "source"]))
        bad_id = "id" + draw(st.characters(codec="utf-8", max_codepoint=0x1F)) + "x"
        rec = {**message(chat, 1, "hello"), name: bad_id}
        value = dumps(rec)
        k = f"{rec['source']}:{rec['chat_id']}".encode()
        return Bad(kind, "dead", "source", k, value, (f"{name}: String should match pattern",), prefix=True)
    if kind == "bad-attachment":
        rtype = draw(st.sampled_from(sorted(WRONG)))
        rec = {**sample_input(chat, 1, rtype), "event_id": ledger.uid("attach")}
        good = draw(st.lists(ATTACHMENT, max_size=2))
        if draw(st.integers(0, 4)) == 0:  # not a list of objects at all, or an attachment without a kind
            rec["attachments"] = draw(st.sampled_from([{"kind": "photo"}, "photo", 7, [None], [["photo"]], [{"name": "x.jpg"}]]))
            where = "attachments"
        else:
            name = draw(st.sampled_from(sorted(BAD_ATTACHMENT)))
            rec["attachments"] = good + [{**draw(ATTACHMENT), name: draw(BAD_ATTACHMENT[name])}]
            where = f"attachments.{len(good)}.{name}"
        return Bad(kind, "dead", ROLE[rtype], key, dumps(rec), field_error(where), prefix=True)
    if kind == "key-mismatch":
        rec = pick(draw, earlier)
        other = pick(draw, [key_of(c) for c in VALID if c != rec["chat_id"]] + [b"telegram:", b"\xff\x00", b"x" * 300])
        value = dumps({**rec, "event_id": ledger.uid("mismatch")})
        return Bad(kind, "dead", ROLE[rec["type"]], other, value, ("key: ",), prefix=True)
    if kind == "missing-key":
        rec = pick(draw, earlier)
        value = dumps({**rec, "event_id": ledger.uid("nokey")})
        return Bad(kind, "dead", ROLE[rec["type"]], None, value, "key: missing (conversation-scoped topics are keyed by '<source>:<chat_id>')")
    if kind == "tombstone":
        role = draw(st.sampled_from(["source", "correction", "delivery"]))
        return Bad(kind, "dead", role, key, None, "record: empty value (tombstone) is not a record")
    if kind == "colliding-seq":
        msgs = [r for r in earlier if r["type"] == "source.message@1"]
        rec = pick(draw, msgs)
        value = dumps({**rec, "event_id": ledger.uid("collide"), "text": "a different message with the same seq"})
        return Bad(kind, "dead", "source", key_of(rec["chat_id"]), value, f"source_seq: {rec['source_seq']} already holds event", prefix=True)
    if kind == "colliding-delivery":
        dels = [r for r in earlier if r["type"] == "agent.delivery@1"]
        rec = pick(draw, dels)
        value = dumps({**rec, "event_id": ledger.uid("collide-d"), "text": "another reply in the same slot"})
        return Bad(kind, "dead", "delivery", key_of(rec["chat_id"]), value, "delivery_seq: ", prefix=True)
    if kind == "duplicate":
        rec = pick(draw, earlier)
        changed = draw(st.booleans())  # an exact repeat, or another record reusing the event id
        if changed:
            rec = {**rec, "text": "not the first record with this event id"}
        return Bad(kind, "duplicate", ROLE[rec["type"]], key_of(rec["chat_id"]), dumps(rec))
    if kind == "ghost-correction":
        if draw(st.booleans()):
            seq = draw(st.integers(10**6, 10**9))  # a message that never comes, in a live chat (its time stays a date)
            rec = correction(chat, seq, "an edit of nothing", n=ledger.n)
        else:
            target = pick(draw, [r for r in earlier if r["type"] == "source.message@1"])
            chat = target["chat_id"]
            rec = {**correction(chat, target["source_seq"], "an edit of a reply never delivered", n=ledger.n),
                   "target": {"kind": "delivery", "source_seq": target["source_seq"], "agent_id": "stream", "delivery_seq": 9}}
        rec["event_id"] = ledger.uid("ghost")
        return Bad(kind, "held", "correction", key_of(chat), dumps(rec))
    if kind == "ghost-chat-correction":
        seq = draw(st.integers(1, 50))
        rec = {**correction(GHOST_CHAT, seq, f"ghost edit {seq}"), "event_id": ledger.uid("ghost-chat")}
        return Bad(kind, "held", "correction", key_of(GHOST_CHAT), dumps(rec))
    if kind == "results-garbage":
        value = draw(st.one_of(st.binary(max_size=200), st.none(), st.builds(dumps, st.dictionaries(st.text(max_size=8), INT64, max_size=3))))
        return Bad(kind, "dead", "results", key, value, NOT_A_RECORD, prefix=True)
    if kind == "results-wrong-type":
        name = draw(st.sampled_from(["result_id", "packet_id", "usage", "text", "started_at", "provider", "error_kind"]))
        value = dumps(forged_result(ledger, f"telegram:{chat}", **{name: draw(st.one_of(INT64, st.just(["x"])))}))
        return Bad(kind, "dead", "results", key, value, field_error(name), prefix=True)
    if kind == "results-unknown-version":
        value = dumps({**forged_result(ledger, f"telegram:{chat}"), "type": "compactor.result@2"})
        return Bad(kind, "dead", "results", key, value, "type: 'compactor.result@2' is not accepted here (expected one of ['compactor.result@1'])")
    if kind == "results-unknown-compactor":
        value = dumps(forged_result(ledger, f"telegram:{chat}", compactor_id="evil-compactor"))
        return Bad(kind, "dead", "results", key, value, f"compactor_id: 'evil-compactor' is not a registered compactor of 'telegram:{chat}'")
    if kind == "results-no-key":
        value = dumps(forged_result(ledger, f"telegram:{chat}"))
        return Bad(kind, "dead", "results", None, value, "compactor_id: 'stream-compactor' is not a registered compactor of ''")
    if kind == "results-not-in-flight":
        rec = forged_result(ledger, f"telegram:{chat}")
        return Bad(kind, "rejected", "results", key, dumps(rec), reason="packet-not-in-flight", result_id=rec["result_id"])
    if kind == "results-wrong-conversation":
        rec = forged_result(ledger, f"telegram:{chat}9")
        return Bad(kind, "rejected", "results", key, dumps(rec), reason="wrong-conversation", result_id=rec["result_id"])
    if kind == "dispatch-garbage":
        value = draw(st.one_of(st.binary(max_size=100), st.none(), st.just(dumps({"type": "compactor.dispatch@1", "packet_id": "p"}))))
        return Bad(kind, "dead", "dispatch", key, value, NOT_A_RECORD + ("packet_hash: Field required",), prefix=True)
    if kind == "huge-message":
        # A valid message of several MiB (under the topic maximum): never truncated; its chat fails closed.
        size = draw(st.one_of(st.just(MAX_MESSAGE_BYTES - 4096), st.integers(2 * MiB, MAX_MESSAGE_BYTES - 4096)))
        huge_chat = f"8{batch}"
        rec = message(huge_chat, 1, "")
        ch = draw(st.sampled_from("ab é\u2028"))
        rec["text"] = ch * ((size - len(dumps(rec))) // len(dumps(ch)[1:-1]))
        value = dumps(rec)
        assert len(value) <= MAX_MESSAGE_BYTES - 2048
        return Bad(kind, "rejected", "source", key_of(huge_chat), value, reason="latest-group-exceeds-retention", event_id=rec["event_id"])
    if kind == "huge-bad":
        # Wrong-typed and several MiB: its dead letter (base64, 4/3 of it) still fits the topic
        # up to ~6 MiB of input (its dead letter holds the whole value); larger: see the regression tests at the end.
        size = draw(st.one_of(st.just(BAD_FITS), st.integers(1 * MiB, BAD_FITS)))
        rec = {**message(chat, 1, ""), "event_id": ledger.uid("huge-bad"), "source_seq": "one"}
        rec["text"] = "z" * size
        value = dumps(rec)
        return Bad(kind, "dead", "source", key, value, field_error("source_seq"), prefix=True)
    raise AssertionError(kind)


SMALL_KINDS = (
    "random-bytes", "wrong-type", "missing-field", "unknown-version", "negative-seq", "control-in-id", "bad-attachment", "key-mismatch",
    "missing-key", "tombstone", "colliding-seq", "colliding-delivery", "duplicate", "ghost-correction",
    "ghost-chat-correction", "results-garbage", "results-wrong-type", "results-unknown-version",
    "results-unknown-compactor", "results-no-key", "results-not-in-flight", "results-wrong-conversation", "dispatch-garbage",
)
ONCE_KINDS = ("huge-message", "huge-bad")  # once a batch: several MiB each


def valid_batch(ledger: Ledger) -> list[dict[str, Any]]:
    out = []
    for chat in VALID:
        for _ in range(GROUPS_PER_BATCH):
            ledger.seq[chat] += 1
            s = ledger.seq[chat]
            out.append(message(chat, s, f"m{s} " + words(700, s)))
            out.append(delivery(chat, s, f"r{s} " + words(250, s + 1)))
    order = sorted(range(len(out)), key=lambda i: (out[i]["source_seq"], i))  # the chats interleaved, each in order
    return [out[i] for i in order]


def add_controls(draw: Any, rec: dict[str, Any]) -> dict[str, Any]:
    text = rec["text"]
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, 2**16)) % (len(text) + 1)
        text = text[:i] + draw(st.text(CONTROLS, min_size=1, max_size=3)) + text[i:]
    return {**rec, "text": text}


# ---- producing and reading ------------------------------------------------------------


async def send_all(p: Pipeline, items: list[tuple[str, Optional[bytes], Optional[bytes]]]) -> list[tuple[str, int, int]]:
    """Produce in order with one producer (per partition order kept); where each landed."""
    producer = kafka_clients.producer(p.settings, acks="all", max_request_size=MAX_MESSAGE_BYTES, linger_ms=5)
    await producer.start()
    try:
        futs = [await producer.send(topic_name(p.settings, role), value, key=key) for role, key, value in items]
        metas = await asyncio.gather(*futs)
    finally:
        await producer.stop()
    return [(m.topic, m.partition, m.offset) for m in metas]


def records_handled(p: Pipeline) -> dict[tuple[str, str], float]:
    """convcompact_records_total from the worker's /metrics: (topic, status) -> count."""
    with urllib.request.urlopen(f"http://127.0.0.1:{p.settings.web_port}/metrics", timeout=5) as r:
        text = r.read().decode()
    out: dict[tuple[str, str], float] = {}
    for fam in text_string_to_metric_families(text):
        if fam.name == "convcompact_records":
            for s in fam.samples:
                if s.name.endswith("_total"):
                    out[(s.labels["topic"], s.labels["status"])] = s.value
    return out


def by_where(records: list[dict[str, Any]]) -> dict[tuple[str, int, int], list[dict[str, Any]]]:
    out: dict[tuple[str, int, int], list[dict[str, Any]]] = {}
    for d in records:
        out.setdefault((d["topic"], d["partition"], d["offset"]), []).append(d)
    return out


def boundaries_by_chat(p: Pipeline) -> Counter:
    return Counter(b["conversation"]["key"] for b in {b["boundary_id"]: b for b in p.records("boundaries")}.values())


# ---- 1. property-based bad input ------------------------------------------------------------


def test_bad_input_is_dead_lettered_or_named_and_the_valid_chats_keep_compacting(pipeline):
    p = pipeline
    worker = p.start_worker()
    ledger = Ledger()
    t0 = time.monotonic()

    @settings(max_examples=BATCHES, derandomize=True, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def one_batch(data: st.DataObject) -> None:
        # The pipeline is stateful: a failing batch is reported as is, never replayed or shrunk
        # (the draws go on the same way so hypothesis sees a consistent strategy).
        batch = draw_batch(ledger, data.draw)
        if ledger.failure is None:
            try:
                run_batch(p, ledger, *batch)
            except Exception as exc:
                ledger.failure = exc

    one_batch()
    if ledger.failure is not None:
        raise ledger.failure
    assert ledger.batch == BATCHES
    compacts_again(p, ledger)
    # a held correction applies once its message arrives
    ghosts = {orjson.loads(b.value)["target"]["source_seq"]: orjson.loads(b.value)["text"]
              for b in ledger.bad if b.kind == "ghost-chat-correction"}
    seq = min(ghosts)
    p.produce([message(GHOST_CHAT, seq, "the original text")])
    p.wait_until(lambda: any(r["trigger_event_id"] == f"tg-{GHOST_CHAT}-{seq}" for r in p.runs()), 60, "the ghost chat's message")
    status, ctx = asyncio.run(load_context(p.settings, f"telegram:{GHOST_CHAT}", "stream"))
    assert status == 200 and [m["content"] for m in ctx["messages"] if m["role"] == "user" and m.get("name")] == [ghosts[seq]]
    # the worker kept going: alive, no crashed agent; every chain and hash holds
    assert worker.poll() is None, p.log_tail()
    log = p.log_tail(10**9)
    assert "Crashed reason" not in log and "Restarting dead" not in log, log[-5000:]
    r = cli(p, "verify")
    assert r.returncode == 0, r.stdout + r.stderr
    print(f"\nbad input: {len(ledger.bad)} bad records in {BATCHES} batches, "
          f"{dict(Counter(b.expect for b in ledger.bad))}, {time.monotonic() - t0:.1f}s")


def draw_batch(ledger: Ledger, draw: Any) -> tuple[list[Any], list[Bad], list[dict[str, Any]]]:
    """(what to produce in order, the bad records, the valid records) of the next batch."""
    ledger.batch += 1
    batch = ledger.batch
    valid = valid_batch(ledger)
    # control characters inside free text: valid records, accepted like any other
    for i in draw(st.sets(st.integers(0, len(valid) - 1), min_size=1, max_size=4)):
        valid[i] = add_controls(draw, valid[i])
    # valid attachments: accepted, their lines part of the turn
    for i in draw(st.sets(st.integers(0, len(valid) - 1), min_size=1, max_size=4)):
        valid[i] = {**valid[i], "attachments": draw(st.lists(ATTACHMENT, min_size=1, max_size=3))}
    half = len(valid) // 2
    earlier = ledger.valid + valid[:half]
    kinds = list(SMALL_KINDS) + draw(st.lists(st.sampled_from(SMALL_KINDS), min_size=BAD_PER_BATCH - len(SMALL_KINDS) - 2,
                                              max_size=BAD_PER_BATCH - len(SMALL_KINDS) - 2)) + list(ONCE_KINDS)
    kinds = draw(st.permutations(kinds))
    bad = [draw_bad(draw, k, ledger, batch, earlier) for k in kinds]
    for i, rec in enumerate(valid):
        if any(ord(ch) < 0x20 and ch not in "\n\t" or 0x7F <= ord(ch) <= 0x9F for ch in rec["text"]):
            kind = "control-in-text"
            bad.append(Bad(kind, "accepted", ROLE[rec["type"]], key_of(rec["chat_id"]), None,
                           event_id=rec["event_id"] if rec["type"] == "source.message@1" else None))
    # the first half of the valid records, then the bad ones interleaved with the rest
    rest: list[Any] = list(valid[half:])
    for b in (b for b in bad if b.expect != "accepted"):
        rest.insert(draw(st.integers(0, 2**16)) % (len(rest) + 1), b)
    stream: list[Any] = list(valid[:half]) + rest
    return stream, bad, valid


def run_batch(p: Pipeline, ledger: Ledger, stream: list[Any], bad: list[Bad], valid: list[dict[str, Any]]) -> None:
    items = [(b.role, b.key, b.value) if isinstance(b, Bad) else (ROLE[b["type"]], key_of(b["chat_id"]), dumps(b)) for b in stream]
    wheres = asyncio.run(send_all(p, items))
    for obj, where, (role, _, _) in zip(stream, wheres, items):
        if isinstance(obj, Bad):
            obj.where = where
        if role in ("source", "correction", "delivery"):
            ledger.produced[where[0]] += 1
    ledger.valid.extend(valid)
    ledger.bad.extend(bad)
    wait_accounted(p, ledger, ledger.batch)


def wait_accounted(p: Pipeline, ledger: Ledger, batch: int, timeout: float = 120) -> None:
    """Until the worker handled every produced record and every expected output exists; then
    assert each bad record's fate."""
    sources = [r["event_id"] for r in ledger.valid if r["type"] == "source.message@1"]
    sources += [b.event_id for b in ledger.bad if b.kind == "huge-message"]
    dead = {b.where: b for b in ledger.bad if b.expect == "dead"}
    rejected = {b.result_id: b for b in ledger.bad if b.expect == "rejected" and b.result_id}
    results_topic = topic_name(p.settings, "results")
    state: dict[str, Any] = {}

    def handled_all() -> bool:
        counts = records_handled(p)
        state["counts"] = counts
        for topic, n in ledger.produced.items():
            if sum(v for (t, s), v in counts.items() if t == topic and s != "redelivered") < n:
                return False
        runs = {r["run_id"]: r for r in p.runs()}.values()
        state["runs"] = list(runs)
        triggers = {r["trigger_event_id"] for r in runs if r["outcome"] in TRIGGER_OUTCOMES}
        if not set(sources) <= triggers or not set(rejected) <= {r.get("result_id") for r in runs}:
            return False
        settled_packets = {r["packet_id"] for r in runs if r["outcome"] in SETTLE_OUTCOMES}
        if any(r["outcome"] == "dispatched" and r["packet_id"] not in settled_packets for r in runs):
            return False
        on_results = len(p.read("results"))
        if sum(v for (t, s), v in counts.items() if t == results_topic and s != "redelivered") < on_results:
            return False
        letters = p.records("dead_letter")
        state["dead"] = letters
        return set(dead) <= set(by_where(letters))

    p.wait_until(handled_all, timeout, f"batch {batch}: every record handled and accounted for")
    counts, runs, letters = state["counts"], state["runs"], by_where(state["dead"])

    # every dead letter is one we meant, once, with the decoder's error naming the field
    assert set(letters) == set(dead), {w: d[0]["error"] for w, d in letters.items() if w not in dead}
    for where, b in dead.items():
        (d,) = letters[where]
        assert d["type"] == "dead-letter@1"
        assert d["key"] == (b.key.decode("utf-8", "replace") if b.key is not None else None)
        assert (b.value or b"").startswith(base64.b64decode(d["value_b64"])) and (len(d["value_b64"]) > 0) == bool(b.value)
        if b.prefix:
            assert d["error"].startswith(b.error), (b.kind, d["error"])  # type: ignore[arg-type]
        else:
            assert d["error"] == b.error, (b.kind, d["error"], b.error)
    # named rejections: a run record with the reason
    by_result = {r.get("result_id"): r for r in runs if r.get("result_id")}
    by_event = {r["trigger_event_id"]: r for r in runs if own_evaluation(r)}
    for b in ledger.bad:
        if b.expect == "rejected" and b.result_id:
            r = by_result[b.result_id]
            assert (r["outcome"], r["reason"]) == ("rejected", b.reason), (b.kind, r)
        elif b.expect == "rejected":
            r = by_event[b.event_id]
            assert (r["outcome"], r["reason"]) == ("failed-closed", b.reason), (b.kind, r)
        elif b.expect == "accepted" and b.event_id:
            # accepted like any message: its own trigger run record, planned as usual
            assert b.event_id in by_event, (b.kind, b.event_id)
            assert by_event[b.event_id]["outcome"] in ("skipped-below-trigger", "skipped-pending", "dispatched"), by_event[b.event_id]
    # the valid chats saw no rejection, failure or fail-closed but the forged results' (control
    # characters in their text never reach a summary)
    for r in runs:
        if r["conversation"] in {f"telegram:{c}" for c in VALID} and r["outcome"] in ("rejected", "model-failed", "failed-closed"):
            assert r.get("result_id") in rejected, r
    # exactly one trigger run record per admitted message: duplicates and bad records add none
    triggers = Counter(r["trigger_event_id"] for r in runs if own_evaluation(r))
    assert set(triggers) == set(by_event) and all(n == 1 for n in triggers.values())
    expected_triggers = {r["event_id"] for r in ledger.valid if r["type"] == "source.message@1"}
    expected_triggers |= {b.event_id for b in ledger.bad if b.kind == "huge-message"}
    assert set(triggers) == expected_triggers
    # the worker's own count of each input record: nothing dropped, nothing counted twice
    status = Counter()
    for (topic, s), v in counts.items():
        if topic in ledger.produced:
            status[s] += int(v)
    expect = Counter(b.expect for b in ledger.bad if b.role in ("source", "correction", "delivery"))
    assert status["duplicate"] == expect["duplicate"]
    assert status["bad"] == expect["dead"]
    assert status["applied"] == len(ledger.valid) + expect["held"] + expect["rejected"]
    assert sum(status.values()) - status["redelivered"] == sum(ledger.produced.values())
    correction_topic = topic_name(p.settings, "correction")
    assert counts.get((correction_topic, "applied"), 0) == expect["held"]  # the valid stream has no corrections
    # produced bad = dead-lettered + rejected by name + duplicates + held + accepted, each as observed
    seen = Counter(
        dead=len(set(letters) & set(dead)),
        rejected=sum(1 for b in ledger.bad if b.expect == "rejected" and (by_result.get(b.result_id) or by_event.get(b.event_id))),
        duplicate=status["duplicate"],
        held=int(counts.get((correction_topic, "applied"), 0)),
        accepted=sum(1 for b in ledger.bad if b.expect == "accepted"
                     and (b.event_id in by_event or (b.event_id is None and b.role == "delivery"))),
    )
    assert sum(seen.values()) == len(ledger.bad), (seen, Counter(b.expect for b in ledger.bad))
    # (the valid chats' boundaries: checked once all batches are in, see compacts_again; a batch can
    # end while the planner waits for the delivery topic, "skipped-pending"/"inputs-behind")
    chains = boundaries_by_chat(p)
    huge = [len(b.value or b"") // 1024 for b in ledger.bad if b.kind.startswith("huge")]
    behind = sum(r["reason"] == "inputs-behind" for r in runs)
    print(f"batch {batch}: {dict(seen)}, boundaries {dict(chains)}, inputs-behind {behind}, huge KiB {huge}")


def compacts_again(p: Pipeline, ledger: Ledger) -> None:
    """The valid chats still compact: each has boundaries, and a plain next message brings its
    context under the trigger (a chat planned only while its other inputs were behind waits
    for its next message, by design)."""
    trigger = SMALL_POLICY["trigger_input_chars"]

    def total(chat: str) -> int:
        return asyncio.run(load_context(p.settings, f"telegram:{chat}", "stream"))[1]["manifest"]["sizes"]["total_chars"]

    for _ in range(4):
        over = [c for c in VALID if total(c) >= trigger]
        if not over:
            break
        nxt = []
        for chat in over:
            ledger.seq[chat] += 1
            nxt.append(message(chat, ledger.seq[chat], f"m{ledger.seq[chat]} " + words(300, 1)))
        p.produce(nxt)
        ids = {m["event_id"] for m in nxt}

        def planned_and_settled() -> bool:
            runs = {r["run_id"]: r for r in p.runs()}.values()
            settled = {r["packet_id"] for r in runs if r["outcome"] in SETTLE_OUTCOMES}
            return ids <= {r["trigger_event_id"] for r in runs} and all(
                r["packet_id"] in settled for r in runs if r["outcome"] == "dispatched")

        p.wait_until(planned_and_settled, 60, "the valid chats' next messages")
    totals = {c: total(c) for c in VALID}
    assert all(v < trigger for v in totals.values()), f"a valid chat stays over its trigger: {totals}"
    chains = boundaries_by_chat(p)
    assert all(chains[f"telegram:{c}"] >= BATCHES for c in VALID), chains


def test_records_over_the_topic_maximum_are_refused_loudly(pipeline):
    p = pipeline
    from convcompact.produce import produce_records

    over = message("900", 1, "y" * (MAX_MESSAGE_BYTES + 1024))
    with pytest.raises(MessageSizeTooLargeError):  # the client refuses it before sending
        asyncio.run(produce_records(p.settings, [over]))

    async def broker_refuses() -> None:
        producer = kafka_clients.producer(p.settings, acks="all", max_request_size=4 * MAX_MESSAGE_BYTES)
        await producer.start()
        try:
            await producer.send_and_wait(topic_name(p.settings, "source"), dumps(over), key=b"telegram:900")
        finally:
            await producer.stop()

    with pytest.raises(KafkaError):  # a client that allows more: the broker refuses it
        asyncio.run(broker_refuses())
    assert p.read("source") == [], "nothing was written"


# ---- regressions of the two bugs this suite found ------------------------------------------


def test_a_bad_record_whose_dead_letter_would_be_too_large_does_not_stall_its_partition(pipeline):
    p = pipeline
    p.start_worker()
    big = {**message("501", 1, "z" * (7 * MiB)), "source_seq": "one"}
    big_key = b"telegram:501" + b"k" * (5 * MiB)  # a key travels twice in its dead letter
    wheres = asyncio.run(send_all(p, [
        ("source", key_of("501"), dumps(big)),
        ("correction", big_key, dumps(correction("501", 1, "edit"))),
        ("source", key_of("501"), dumps(message("501", 1, "hello"))),
    ]))
    p.wait_until(lambda: any(r["trigger_event_id"] == "tg-501-1" for r in p.runs()), 90, "the message after the big bad record")
    p.wait_until(lambda: len(p.records("dead_letter")) >= 2, 90, "both dead letters")
    letters = {(d["topic"], d["partition"], d["offset"]): d for d in p.records("dead_letter")}
    assert set(letters) == set(wheres[:2])
    assert "Crashed reason" not in p.log_tail(10**9)
    # what the fix does: a prefix of the value (4 MiB) and of the key (1 KiB), said so
    value_cut, key_cut = letters[wheres[0]], letters[wheres[1]]
    assert value_cut["truncated"] is True and value_cut["value_bytes"] == len(dumps(big))
    assert base64.b64decode(value_cut["value_b64"]) == dumps(big)[: 4 * MiB]
    assert key_cut["truncated"] is True and key_cut["key"].encode() == big_key[:1024]
    assert base64.b64decode(key_cut["value_b64"]) == dumps(correction("501", 1, "edit"))  # the value itself fits: whole
    assert key_cut["value_bytes"] == len(dumps(correction("501", 1, "edit")))


# ---- 2. slow and failing model providers while ingest goes on -----------------------------------

PROVIDER = {"profile": "openai-test", "model": "m-1"}
SLOW, HEALTHY, FAILING = "601", "602", "603"
SLOW_S = 60  # the slow chat's call outlasts the whole test
# The healthy chat is planned and settled well within the slow call's time: a chat held up
# behind it would wait SLOW_S. Generous against a loaded two-core machine, tight against that.
LAG_BOUND_S = SLOW_S / 2


@pytest.fixture
def provider_pipeline(kafka_bootstrap, tmp_path, llm, monkeypatch):
    monkeypatch.setenv("CC_PROVIDER_KEY", "sk-test")
    p = make_provider_pipeline(kafka_bootstrap, tmp_path, llm, PROVIDER, timeout_s=120, retries=2)
    yield p
    p.stop_worker(signal.SIGKILL)  # the slow call is still hanging: no graceful wait for it


def instant(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def tagged(chat: str, seq: int) -> list[dict[str, Any]]:
    return [message(chat, seq, f"m{seq} chat-{chat} " + words(700, seq)), delivery(chat, seq, f"r{seq} " + words(250, seq + 1))]


def test_a_slow_and_a_failing_provider_do_not_hold_up_the_other_chats(provider_pipeline, llm):
    p = provider_pipeline

    def by_chat(body: dict[str, Any]) -> Optional[Reply]:
        text = " ".join(m.get("content", "") for m in body.get("messages", []))
        if f"chat-{SLOW}" in text:
            return Reply(body=openai_ok("Slow summary.").body, delay_s=SLOW_S)
        if f"chat-{FAILING}" in text:
            return Reply(500, {"error": "upstream is down"})
        return None

    llm.default = openai_ok("Summary of the healthy chat.")
    llm.responder = by_chat
    p.start_worker()
    sent_at: dict[str, float] = {}
    for seq in range(1, 25):  # ingest goes on: all three chats, a message each every ~0.3 s
        sent_at[f"tg-{HEALTHY}-{seq}"] = time.time()
        p.produce(tagged(SLOW, seq) + tagged(HEALTHY, seq) + tagged(FAILING, seq))
        time.sleep(0.3)

    def healthy_done() -> bool:
        runs = {r["run_id"]: r for r in p.runs()}.values()
        mine = [r for r in runs if r["conversation"] == f"telegram:{HEALTHY}"]
        settled = {r["packet_id"] for r in mine if r["outcome"] in SETTLE_OUTCOMES}
        return {r["trigger_event_id"] for r in mine if r["outcome"] in TRIGGER_OUTCOMES} >= set(sent_at) and all(
            r["packet_id"] in settled for r in mine if r["outcome"] == "dispatched")

    p.wait_until(healthy_done, 120, "the healthy chat's runs")
    runs = list({r["run_id"]: r for r in p.runs()}.values())
    chat_runs = {c: [r for r in runs if r["conversation"] == f"telegram:{c}"] for c in (SLOW, HEALTHY, FAILING)}

    # the healthy chat: each message planned promptly, each packet settled promptly, several boundaries
    lags = [instant(r["at"]) - sent_at[r["trigger_event_id"]] for r in chat_runs[HEALTHY] if own_evaluation(r)]
    dispatched = {r["packet_id"]: instant(r["at"]) for r in chat_runs[HEALTHY] if r["outcome"] == "dispatched"}
    settle_s = [instant(r["at"]) - dispatched[r["packet_id"]] for r in chat_runs[HEALTHY] if r["outcome"] == "settled"]
    bounds = boundaries_by_chat(p)
    print(f"\nhealthy chat: max produce->run lag {max(lags):.2f}s, max dispatch->settled {max(settle_s):.2f}s, "
          f"{bounds[f'telegram:{HEALTHY}']} boundaries; failing chat: "
          f"{sum(r['outcome'] == 'model-failed' for r in chat_runs[FAILING])} model-failed")
    assert len(lags) == len(sent_at) and max(lags) < LAG_BOUND_S, lags
    assert len(settle_s) >= 3 and max(settle_s) < LAG_BOUND_S, settle_s
    assert bounds[f"telegram:{HEALTHY}"] >= 3
    # the slow chat is still waiting on its one call; the failing one fails by name and plans again
    assert bounds[f"telegram:{SLOW}"] == 0
    assert [r["outcome"] for r in chat_runs[SLOW] if r["outcome"] == "dispatched"] == ["dispatched"]
    failed = [r for r in chat_runs[FAILING] if r["outcome"] == "model-failed"]
    assert len(failed) >= 2 and all(r["reason"] == "retries-exhausted" for r in failed), failed
    assert bounds[f"telegram:{FAILING}"] == 0
