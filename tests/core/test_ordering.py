"""Event-time order within a batch: merged per partition, each topic's order kept."""

import orjson
from hypothesis import given
from hypothesis import strategies as st

from convcompact.core.ordering import event_time_order, time_hint
from tests.helpers import correction, delivery, message


def item(role, part, record, tag):
    return (role, part, orjson.dumps(record), tag)


def test_replies_are_merged_between_the_messages_they_follow():
    items = [item("source", 0, message("7", s, "m"), f"m{s}") for s in (1, 2, 3)]
    items += [item("delivery", 0, delivery("7", s, "r"), f"d{s}") for s in (1, 2)]
    items += [item("correction", 0, correction("7", 1, "x"), "c1")]
    order = event_time_order(items)
    assert [t for t, _ in order] == ["m1", "d1", "c1", "m2", "d2", "m3"]
    upcoming = dict(order)
    assert upcoming["m2"] == {"source": time_hint(orjson.dumps(message("7", 3, "m"))), "delivery": time_hint(orjson.dumps(delivery("7", 2, "r"))), "correction": None}
    assert upcoming["m3"]["delivery"] is None


def test_bad_records_go_first_and_partitions_do_not_mix():
    items = [item("source", 1, message("7", 5, "m"), "a"), ("source", 1, b"junk", "bad"), item("delivery", 0, delivery("8", 1, "r"), "z")]
    order = [t for t, _ in event_time_order(items)]
    assert order == ["z", "a", "bad"] or order == ["z", "bad", "a"]
    assert order.index("a") < order.index("bad"), "a topic's own order is kept even when the later record has no time"
    assert time_hint(b"junk") == "" and time_hint(None) == "" and time_hint(b'{"type": "source.message@1", "sent_at": 5}') == ""
    assert time_hint(orjson.dumps(message("7", 1, "m", sent_at="2026-11-29T00:01:00+00:00"))) == time_hint(orjson.dumps(message("7", 1, "m")))


@given(st.lists(st.tuples(st.sampled_from(["source", "delivery", "correction"]), st.integers(0, 2), st.integers(0, 500)), max_size=60))
def test_each_topic_partition_keeps_its_order(spec):
    items = []
    for i, (role, part, minute) in enumerate(spec):
        rec = {"source": message, "delivery": delivery, "correction": correction}[role]("7", minute, "t")
        items.append(item(role, part, rec, (role, part, i)))
    order = [t for t, _ in event_time_order(items)]
    assert sorted(order) == sorted(t for *_, t in items)
    for role in ("source", "delivery", "correction"):
        for part in range(3):
            lane = [t[2] for t in order if t[0] == role and t[1] == part]
            assert lane == sorted(lane)
