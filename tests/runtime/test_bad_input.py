"""The bad-input taxonomy through the worker's own runtime, with no broker (LocalDriver).

The same generator as the broker suite (tests/integration/test_bad_input.py): every kind of
bad record, interleaved with two valid chats, and each record's fate checked by hand-written
expectations: a dead letter naming its topic, partition and offset with the field's error; a
named rejection; a duplicate; a held correction; or accepted. Here it runs many batches in
seconds; the broker suite keeps one batch for what only a broker shows (the worker's metrics,
topics and an agent that must not crash)."""

from __future__ import annotations

import base64
from collections import Counter
from typing import Any

import orjson
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from convcompact.core.declarations import load_declarations
from convcompact.core.partitioner import partition_for
from convcompact.runtime.driver import LocalDriver
from tests.helpers import correction, message, write_declarations
from tests.integration.pipeline import own_evaluation
from tests.integration.test_bad_input import ROLE, VALID, Bad, Ledger, draw_batch, dumps, key_of

MiB = 1024 * 1024


def driver(tmp_path: Any, **kw: Any) -> LocalDriver:
    return LocalDriver(load_declarations(write_declarations(tmp_path)), clock=lambda: "2026-11-30T00:00:00.000000+00:00", **kw)


def stored_of(d: LocalDriver, obj: Any) -> Any:
    if isinstance(obj, Bad):
        return d.append(obj.role, obj.value, obj.key)
    return d.append(ROLE[obj["type"]], obj)


@settings(max_examples=20, derandomize=True, database=None, deadline=None, phases=[Phase.generate],
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_every_bad_record_meets_its_named_fate_and_the_valid_chats_keep_compacting(tmp_path_factory, data):
    d = driver(tmp_path_factory.mktemp("decl"))
    ledger = Ledger()
    for _ in range(2):
        stream, bad, valid = draw_batch(ledger, data.draw)
        wheres = {}
        for obj in stream:
            s = stored_of(d, obj)
            if isinstance(obj, Bad):
                wheres[id(obj)] = (s.topic, s.partition, s.offset)
        d.pump(batch_max=data.draw(st.integers(1, 64)))  # batches of any size: the same fates
        ledger.valid += valid
        ledger.bad += bad
        check_fates(d, ledger, wheres)
    # the valid chats compacted through all of it, and only the forged results were rejected there
    runs = d.records("runs")
    boundaries = Counter(b["conversation"]["key"] for b in d.records("boundaries"))
    assert all(boundaries[f"telegram:{c}"] >= 1 for c in VALID), boundaries
    forged = {b.result_id for b in ledger.bad if b.result_id}
    for r in runs:
        if r["conversation"] in {f"telegram:{c}" for c in VALID} and r["outcome"] in ("rejected", "model-failed", "failed-closed"):
            assert r.get("result_id") in forged, r


def check_fates(d: LocalDriver, ledger: Ledger, wheres: dict[int, tuple[str, int, int]]) -> None:
    letters: dict[tuple[str, int, int], list[dict[str, Any]]] = {}
    for letter in d.records("dead_letter"):
        letters.setdefault((letter["topic"], letter["partition"], letter["offset"]), []).append(letter)
    dead = {wheres[id(b)]: b for b in ledger.bad if b.expect == "dead" and id(b) in wheres}
    assert set(letters) >= set(dead)
    for where, b in dead.items():
        (letter,) = letters[where]
        assert letter["key"] == (b.key.decode("utf-8", "replace") if b.key is not None else None)
        assert (b.value or b"").startswith(base64.b64decode(letter["value_b64"]))
        if b.prefix:
            assert letter["error"].startswith(b.error), (b.kind, letter["error"])  # type: ignore[arg-type]
        else:
            assert letter["error"] == b.error, (b.kind, letter["error"], b.error)
    runs = d.records("runs")
    by_result = {r.get("result_id"): r for r in runs if r.get("result_id")}
    by_event = {r["trigger_event_id"]: r for r in runs if own_evaluation(r)}
    for b in ledger.bad:
        if b.expect == "rejected" and b.result_id:
            assert (by_result[b.result_id]["outcome"], by_result[b.result_id]["reason"]) == ("rejected", b.reason), b.kind
        elif b.expect == "rejected":
            assert (by_event[b.event_id]["outcome"], by_event[b.event_id]["reason"]) == ("failed-closed", b.reason), b.kind
        elif b.expect == "accepted" and b.event_id:
            assert by_event[b.event_id]["outcome"] in ("skipped-below-trigger", "skipped-pending", "dispatched")
    # every admitted message has exactly one own evaluation; a bad record or a duplicate adds none
    own = Counter(r["trigger_event_id"] for r in runs if own_evaluation(r))
    expected = {r["event_id"] for r in ledger.valid if r["type"] == "source.message@1"}
    expected |= {b.event_id for b in ledger.bad if b.kind == "huge-message"}
    assert set(own) == expected and all(n == 1 for n in own.values())
    # the runtime's own count of each input record: nothing dropped, nothing counted twice
    status = Counter()
    for metric in d.metrics.records.collect():
        for sample in metric.samples:
            if sample.name.endswith("_total") and sample.labels["topic"] in ("source", "correction", "delivery"):
                status[sample.labels["status"]] += int(sample.value)
    expect = Counter(b.expect for b in ledger.bad if b.role in ("source", "correction", "delivery"))
    assert status["bad"] == expect["dead"]
    assert status["duplicate"] == expect["duplicate"]
    assert status["applied"] == len(ledger.valid) + expect["held"] + expect["rejected"]
    # (a reply or edit read ahead of the stream is counted again, as redelivered, when the
    # stream hands it over: below the watermark, skipped)
    produced = len(ledger.valid) + sum(1 for b in ledger.bad if b.role in ("source", "correction", "delivery") and b.expect != "accepted")
    assert sum(status.values()) - status["redelivered"] == produced


def test_a_dead_letter_of_a_record_near_the_maximum_fits_the_topic(tmp_path):
    """The regression the broker suite found (a dead letter over max.message.bytes crashed
    the agent in a loop): here the in-memory log refuses what the broker would."""
    d = driver(tmp_path)
    big = {**message("501", 1, "z" * (7 * MiB)), "source_seq": "one"}
    big_key = b"telegram:501" + b"k" * (5 * MiB)
    first = d.append("source", dumps(big), key_of("501"))
    second = d.append("correction", dumps(correction("501", 1, "edit")), big_key)
    d.append("source", message("501", 1, "hello"))
    d.pump()
    letters = {(x["topic"], x["offset"]): x for x in d.records("dead_letter")}
    value_cut, key_cut = letters[("source", first.offset)], letters[("correction", second.offset)]
    assert value_cut["truncated"] is True and value_cut["value_bytes"] == len(dumps(big))
    assert base64.b64decode(value_cut["value_b64"]) == dumps(big)[: 4 * MiB]
    assert key_cut["truncated"] is True and key_cut["key"].encode() == big_key[:1024]
    assert base64.b64decode(key_cut["value_b64"]) == dumps(correction("501", 1, "edit"))
    assert [r["trigger_event_id"] for r in d.records("runs")] == ["tg-501-1"], "the partition went on"


def test_a_record_on_the_wrong_partition_is_dead_lettered(tmp_path):
    d = driver(tmp_path, partitions=4, run_model=False)
    conv = "telegram:501"
    wrong = (partition_for(conv, 4) + 1) % 4
    stored = d.log.append("source", wrong, conv.encode(), dumps(message("501", 6, "misrouted")))
    d.deliver([stored])
    (letter,) = d.records("dead_letter")
    assert (letter["partition"], letter["offset"]) == (wrong, 0)
    assert letter["error"] == f"partition: {wrong} is not the partition of its key ({partition_for(conv, 4)}, Kafka's murmur2 partitioner)"
    assert d.records("runs") == [] and d.conversations() == []
