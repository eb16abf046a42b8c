"""The planner's five steps, through the in-process driver (no Kafka)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from convcompact.core.state import chain_key, coalesce

from convcompact.core.declarations import load_declarations
from convcompact.runtime.driver import LocalDriver
from tests.helpers import ROLE_OF_TYPE, delivery, message, write_declarations

RETAIN = 3000
TRIGGER = 6000


def pairs_for(tmp: Path, **policy):
    return load_declarations(write_declarations(tmp, **policy))


def feed_all(d: LocalDriver, records):
    for r in records:
        d.feed(ROLE_OF_TYPE[r["type"]], r)


def text(n: int, seed: int) -> str:
    words = ["plan", "ship", "friday", "budget", "why", "decided", "launch", "team", "date", "42"]
    out, i = [], seed
    while len(" ".join(out)) < n:
        out.append(words[i % len(words)])
        i = i * 7 + 3
    return (" ".join(out))[:n]


def assert_contiguous_coverage(d: LocalDriver, present, conversation: str = "telegram:7") -> list[int]:
    """Nothing is cut: along the settled chain, every present group from the activation
    frontier through the last covered seq is frozen by exactly one boundary's packet, each
    packet starting right after its previous boundary's coverage (no gap, no overlap).
    `present`: the seqs that have a group. Returns the covered seqs, in chain order."""
    chain, idx = d.chain(conversation), d.chain_index(conversation)
    assert chain and not idx["problems"] and idx["count"] == len(chain), idx["problems"]
    packets = {p["packet_id"]: p for p in d.records("documents", "compactor.context-packet@1")}
    present = sorted(set(present))
    frontier = chain[0]["activation_frontier"]["source_seq"]
    covered: list[int] = []
    start = frontier
    for b in chain:
        packet = packets[b["context_snapshot"]["packet_id"]]
        through = b["covered_through"]["source_seq"]
        seqs = [t["source_seq"] for t in packet["turns"]]
        assert seqs == sorted(seqs), seqs  # turns in source order
        groups = sorted(set(seqs))
        # this packet froze exactly the present groups after the previous coverage
        assert groups == [s for s in present if start <= s <= through], (start, through, groups)
        covered.extend(groups)
        start = through + 1
    assert covered == [s for s in present if frontier <= s <= chain[-1]["covered_through"]["source_seq"]]
    assert len(covered) == len(set(covered))  # no group frozen twice across the chain
    return covered


group_sizes = st.lists(
    st.tuples(st.integers(1, 2500), st.integers(0, 1500)),  # (message chars, reply chars or 0)
    min_size=1,
    max_size=40,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sizes=group_sizes)
def test_tail_is_longest_whole_group_suffix_within_retention(tmp_path_factory, sizes):
    d = LocalDriver(pairs_for(tmp_path_factory.mktemp("decl")))
    records = []
    for i, (m, r) in enumerate(sizes):
        seq = 10 + 2 * i
        records.append(message("7", seq, text(m, i)))
        if r:
            records.append(delivery("7", seq, text(r, i + 1000)))
    feed_all(d, records)
    chars = {}
    for i, (m, r) in enumerate(sizes):
        chars[10 + 2 * i] = m + r
    packets = d.records("documents", "compactor.context-packet@1")
    covered_before = None
    for p in packets:
        covered = p["covered_through"]["source_seq"]
        # never splits a group: every turn of a frozen group is in the packet
        frozen_seqs = {t["source_seq"] for t in p["turns"]}
        for s in frozen_seqs:
            assert sum(len(t["message"]["content"]) for t in p["turns"] if t["source_seq"] == s) == chars[s]
        assert max(frozen_seqs) == covered
        # the kept tail never exceeds the target, and it is the longest such suffix
        assert p["sizes"]["retained_tail_chars"] <= RETAIN
        assert p["sizes"]["retained_tail_chars"] + chars[covered] > RETAIN
        # coverage strictly advances along the chain
        assert covered_before is None or covered > covered_before
        covered_before = covered
    runs = d.records("runs")
    triggers = [r for r in runs if r["outcome"] in ("skipped-below-trigger", "skipped-pending", "dispatched", "failed-closed")]
    assert len(triggers) == len(sizes)  # exactly one run record per admitted source message
    assert len({r["run_id"] for r in triggers}) == len(sizes)
    for r in triggers:
        if r["outcome"] == "failed-closed":
            assert r["reason"] in ("latest-group-exceeds-retention",)
    chain = d.chain("telegram:7")
    assert not (d.chain_index("telegram:7") or {}).get("problems")
    assert len(chain) == sum(1 for r in runs if r["outcome"] == "settled")
    if chain:
        assert_contiguous_coverage(d, present=chars)


def test_below_trigger_is_content_dark_and_calls_no_model(tmp_path):
    d = LocalDriver(pairs_for(tmp_path))
    feed_all(d, [message("7", 1, "secret words here " * 10)])
    (run,) = d.records("runs")
    assert run["outcome"] == "skipped-below-trigger" and run["active_chars"] == 180
    assert "secret" not in str(run)
    assert not d.records("dispatch")


def test_skipped_pending_while_packet_in_flight(tmp_path):
    d = LocalDriver(pairs_for(tmp_path), run_model=False)
    feed_all(d, [message("7", s, text(1500, s)) for s in range(1, 8)])
    outcomes = [r["outcome"] for r in d.records("runs")]
    assert outcomes == ["skipped-below-trigger"] * 3 + ["dispatched"] + ["skipped-pending"] * 3


def test_latest_group_exceeding_retention_fails_closed(tmp_path):
    d = LocalDriver(pairs_for(tmp_path))
    feed_all(d, [message("7", 1, text(2500, 1)), message("7", 2, text(3500, 2))])
    last = d.records("runs")[-1]
    assert (last["outcome"], last["reason"]) == ("failed-closed", "latest-group-exceeds-retention")
    assert not d.records("dispatch")  # never split, never truncated


def test_frozen_input_over_bounds_fails_closed(tmp_path):
    """The oldest group alone (message + reply: 2 events) cannot fit 1 event: fail closed."""
    d = LocalDriver(pairs_for(tmp_path, max_input_events=1))
    for s in range(1, 10):
        feed_all(d, [message("7", s, text(700, s)), delivery("7", s, text(300, s))])
    outs = Counter((r["outcome"], r["reason"]) for r in d.records("runs"))
    assert outs[("failed-closed", "frozen-input-exceeds-bounds")] >= 1
    assert not d.records("dispatch")


def test_backlog_over_bounds_is_frozen_in_bounded_packets(tmp_path):
    """A backlog larger than max_input_chars is compacted oldest-first in whole-group packets
    within the bounds; nothing is cut, and the chain catches up packet by packet."""
    d = LocalDriver(pairs_for(tmp_path, max_input_chars=4000, max_summary_chars=300, max_amendment_chars=290), run_model=False)
    feed_all(d, [message("7", s, text(1000, s)) for s in range(1, 30)])  # one packet in flight, a backlog behind it
    d.drain()
    for s in range(30, 40):
        d.feed("source", message("7", s, text(100, s)))
        d.drain()
    packets = d.records("documents", "compactor.context-packet@1")
    assert len(packets) >= 3
    for p in packets:
        assert p["input"]["char_count"] <= 4000
    assert assert_contiguous_coverage(d, present=range(1, 40))[0] == 1


def test_replay_now_frontier_keeps_newest_groups_reaching_trigger(tmp_path):
    """An established conversation: history before activated_at is folded but not input; the
    frontier keeps the newest complete groups whose total first reaches the trigger."""
    d = LocalDriver(pairs_for(tmp_path, replay="now", activated_at="2026-11-20T00:00:00Z"))
    history = [message("7", s, text(1000, s), sent_at="2026-11-10T00:00:00Z") for s in range(1, 21)]
    feed_all(d, history)
    assert d.records("runs") == [] and d.records("documents") == []  # not eligible: no run record
    feed_all(d, [message("7", 21, text(500, 21), sent_at="2026-11-25T00:00:00Z")])
    (frontier,) = d.records("documents", "compactor.activation-frontier@1")
    # 500 + 6 * 1000 >= 6000: the newest 7 groups, from seq 15
    assert frontier["source_seq"] == 15 and frontier["kept_groups"] == 7 and frontier["kept_chars"] == 6500
    (packet,) = d.records("documents", "compactor.context-packet@1")
    assert packet["turns"][0]["source_seq"] == 15  # bounded first-run input, never the whole history


def test_replay_all_frontier_starts_at_the_first_group(tmp_path):
    d = LocalDriver(pairs_for(tmp_path, replay="all"))
    feed_all(d, [message("7", s, text(100, s), sent_at="2020-01-01T00:00:00Z") for s in range(5, 8)])
    (frontier,) = d.records("documents", "compactor.activation-frontier@1")
    assert frontier["source_seq"] == 5 and frontier["activating_source_seq"] == 5


def test_out_of_order_groups_are_ordered_by_source_seq(tmp_path):
    d = LocalDriver(pairs_for(tmp_path))
    seqs = [1, 3, 2, 6, 4, 5, 9, 8, 7, 10, 11, 12]
    feed_all(d, [message("7", s, f"m{s} " + text(900, s)) for s in seqs])
    assert assert_contiguous_coverage(d, present=seqs)[0] == 1


def test_duplicates_and_bad_records_change_nothing(tmp_path):
    pairs = pairs_for(tmp_path)
    base = [message("7", s, text(900, s)) for s in range(1, 12)]
    fixed = lambda: "2026-11-30T00:00:00.000Z"
    a, b = LocalDriver(pairs, clock=fixed), LocalDriver(pairs, clock=fixed)
    feed_all(a, base)
    for i, r in enumerate(base):
        b.feed("source", r)
        if i % 3 == 0:
            assert b.feed("source", r).status == "duplicate"
            b.feed("source", b'{"type": "source.message@1", "event_id": 5}', key="telegram:7")
    assert len(b.dead_letters) == 4 and "event_id" in b.dead_letters[0][2]
    assert a.records("runs") == b.records("runs")
    assert a.records("boundaries") == b.records("boundaries") != []
    assert [p["packet_id"] for p in a.records("dispatch")] == [p["packet_id"] for p in b.records("dispatch")]


def test_colliding_source_seq_is_bad_input(tmp_path):
    d = LocalDriver(pairs_for(tmp_path))
    d.feed("source", message("7", 1, "first"))
    step = d.feed("source", message("7", 1, "other", event_id="tg-other"))
    assert step.status == "bad" and "source_seq" in (step.error or "")


def test_replayed_record_after_crash_repeats_same_outputs(tmp_path):
    """At-least-once: a record processed again after its writes landed only in part yields
    the same run ids and packet ids, and no double counting."""
    pairs = pairs_for(tmp_path)
    d = LocalDriver(pairs, run_model=False)
    records = [message("7", s, text(900, s)) for s in range(1, 8)]
    for r in records[:-1]:
        d.feed("source", r)
    state_before = dict(d.state)
    offset = d.offsets["source"] + 1
    from convcompact.core.model_runner import utcnow
    import orjson

    step = d.processor.on_input(d.state.get, "source", offset, b"telegram:7", orjson.dumps(records[-1]), utcnow())
    ids = lambda s: sorted((o.role, getattr(o.record, "run_id", None) or getattr(o.record, "packet_id", None) or o.key) for o in s.outputs)
    assert [o for o in step.outcomes] == [("dispatched", None)]  # the record under test plans a packet
    assert {role for role, _ in ids(step)} >= {"runs", "documents", "dispatch"}
    key = chain_key("stream-compactor", "telegram:7")
    # The shell publishes every output (acked) before the first table write, then writes in
    # the crash-safe order; the chain state's write records that this chain folded the record in.
    writes = [(k, v) for _, k, v in coalesce([(None, k, v) for k, v in step.writes])]
    chain_at = [k for k, _ in writes].index(key)
    for cut in range(len(writes) + 1):
        d.state = dict(state_before)
        for k, v in writes[:cut]:  # a crash landed only a prefix of the writes
            d.state[k] = orjson.loads(orjson.dumps(v))
        again = d.processor.on_input(d.state.get, "source", offset, b"telegram:7", orjson.dumps(records[-1]), utcnow())
        for k, v in again.writes:
            d.state[k] = orjson.loads(orjson.dumps(v))
        if cut <= chain_at:
            # the chain never recorded folding it: the replay publishes the very same records
            assert ids(again) == ids(step), cut
        else:
            # the chain folded it (its outputs were acked before this write): nothing again
            assert again.outputs == [] and again.outcomes == [], cut
        chain = d.state[key]
        expected = dict(writes)[key]
        assert chain["tail_chars"] == expected["tail_chars"]
        strip = lambda f: f and {k: v for k, v in f.items() if k != "dispatched_at"}  # wall clock
        assert strip(chain["in_flight"]) == strip(expected["in_flight"])


def test_reply_read_before_its_message_does_not_hide_messages_from_the_frontier(tmp_path):
    """Deliveries are read independently of sources: a reply to message 3 can create its group
    before messages 1 and 2 arrive. The frontier walk must see the relinked list."""
    d = LocalDriver(pairs_for(tmp_path))
    d.feed("delivery", delivery("7", 3, "an early reply"))
    for s in (1, 2, 3, 4):
        d.feed("source", message("7", s, text(100, s)))
    triggers = [r["trigger_event_id"] for r in d.records("runs")]
    assert triggers == ["tg-7-1", "tg-7-2", "tg-7-3", "tg-7-4"]
    (frontier,) = d.records("documents", "compactor.activation-frontier@1")
    assert frontier["source_seq"] == 1


# ---- boundary values: exactly at the trigger and the retention target ----------------------


@pytest.mark.parametrize("last, outcome", [(TRIGGER - 4000 - 1, "skipped-below-trigger"), (TRIGGER - 4000, "dispatched")])
def test_the_trigger_fires_at_exactly_trigger_input_chars_and_not_one_below(tmp_path, last, outcome):
    d = LocalDriver(pairs_for(tmp_path), run_model=False)
    feed_all(d, [message("7", 1, text(2000, 1)), message("7", 2, text(2000, 2)), message("7", 3, text(last, 3))])
    run = d.records("runs")[-1]
    assert run["active_chars"] == (TRIGGER - 1 if outcome == "skipped-below-trigger" else TRIGGER)
    assert run["outcome"] == outcome


@pytest.mark.parametrize(
    "sizes, retained, covered",
    [
        # the newest three groups hold exactly retain_input_chars: all three stay exact
        ([1000, 1000, 1000, 1000, 1000, 1000], RETAIN, 3),
        # one character more in the third newest: it no longer fits, only two stay
        ([1000, 1000, 1000, 1001, 1000, 1000], 2000, 4),
    ],
    ids=["exactly-the-target", "one-over-the-target"],
)
def test_the_retained_tail_reaches_exactly_the_target_never_one_over(tmp_path, sizes, retained, covered):
    d = LocalDriver(pairs_for(tmp_path), run_model=False)
    feed_all(d, [message("7", s, text(n, s)) for s, n in enumerate(sizes, start=1)])
    (packet,) = d.records("documents", "compactor.context-packet@1")
    assert packet["sizes"]["retained_tail_chars"] == retained
    assert packet["covered_through"]["source_seq"] == covered
    assert [t["source_seq"] for t in packet["turns"]] == list(range(1, covered + 1))


@pytest.mark.parametrize("over", [0, -1], ids=["at-the-trigger", "one-below"])
def test_catch_up_after_a_settlement_fires_at_exactly_the_trigger(tmp_path, over):
    """When a boundary settles and the active context (its envelope plus the exact tail)
    is exactly at the trigger, the chat is caught up at once; one character below, it waits."""
    from convcompact.core.render import render_boundary
    from tests.core.test_settlement import result_for

    d = LocalDriver(pairs_for(tmp_path), run_model=False)
    feed_all(d, [message("7", s, text(1500, s)) for s in range(1, 5)])  # dispatched at 4: 1..2 frozen, 3..4 kept
    (dispatch,) = d.pending_dispatches()
    assert dispatch.packet.covered_through.source_seq == 2
    feed_all(d, [message("7", 5, text(2000, 5))])  # skipped-pending: the tail is now 5000
    assert d.records("runs")[-1]["outcome"] == "skipped-pending"
    envelope = TRIGGER - 5000 + over
    summary = "s" * (envelope - len(render_boundary("")))
    assert len(render_boundary(summary)) == envelope
    step = d.feed_result(result_for(dispatch, text=summary), "telegram:7")
    assert step.outcomes[0] == ("settled", None)
    catch_up = [r for r in d.records("runs") if r["cause"] == "catch-up"]
    if over == 0:
        assert [r["outcome"] for r in catch_up] == ["dispatched"] and catch_up[0]["active_chars"] == TRIGGER
    else:
        assert catch_up == [] and step.outcomes == [("settled", None)]
