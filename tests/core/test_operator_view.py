"""The operator's view: rows per conversation from the chain state (no Kafka)."""

from __future__ import annotations

from convcompact.core.state import chain_key
from convcompact.core.declarations import load_declarations
from convcompact.runtime.driver import LocalDriver
from convcompact.core.operator_view import build_view, parse_limit, show_path
from tests.core.test_planner import text
from tests.helpers import correction, message, write_declarations

CLOCK = "2026-11-30T00:00:00.000Z"


def conversations(d: LocalDriver) -> list[str]:
    return d.conversations()


def test_rows_count_boundaries_coverage_amendment_and_last_run(tmp_path):
    d = LocalDriver(load_declarations(write_declarations(tmp_path)), clock=lambda: CLOCK)
    s = 1
    while len(d.records("boundaries")) < 2:
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
        s += 1
    d.feed("source", message("8", 1, "hello"))
    d.feed("correction", correction("7", 1, "the launch moved to May 5"))
    view = build_view(d.state.get, d.pairs, conversations(d), lambda c: 0 if c.endswith("7") else 1, None)
    assert (view["shown"], view["total"], view["not_shown"]) == (2, 2, 0)
    busy, quiet = view["conversations"]
    assert busy["conversation"] == "telegram:7" and quiet["conversation"] == "telegram:8"
    (chain,) = busy["chains"]
    b2 = d.records("boundaries")[-1]
    assert chain["state"] == "current" and chain["boundaries"] == 2
    assert chain["latest_boundary_id"] == b2["boundary_id"]
    assert chain["covered_through_seq"] == b2["covered_through"]["source_seq"]
    assert chain["amended_seqs"] == 1 and chain["amendment_chars"] > 0
    assert chain["in_flight"] is None
    assert chain["last_run"]["outcome"] and chain["last_run"]["at"] == CLOCK
    (q,) = quiet["chains"]
    assert q["boundaries"] == 0 and q["covered_through_seq"] is None
    assert q["last_run"] == {"outcome": "skipped-below-trigger", "reason": None, "at": CLOCK}


def test_in_flight_packet_and_last_settlement_outcome(tmp_path):
    d = LocalDriver(load_declarations(write_declarations(tmp_path)), run_model=False, clock=lambda: CLOCK)
    s = 1
    while not d.records("dispatch"):
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
        s += 1
    (row,) = build_view(d.state.get, d.pairs, conversations(d), lambda c: 3, {3})["conversations"]
    (chain,) = row["chains"]
    packet_id = d.records("dispatch")[-1]["packet_id"]
    assert chain["in_flight"]["packet_id"] == packet_id and chain["in_flight"]["dispatched_at"] == CLOCK
    assert chain["last_run"]["outcome"] == "dispatched"
    d.drain()
    chain = build_view(d.state.get, d.pairs, conversations(d), lambda c: 3, {3})["conversations"][0]["chains"][0]
    assert chain["in_flight"] is None and chain["boundaries"] == 1
    assert chain["last_run"] == {"outcome": "settled", "reason": None, "at": CLOCK}


def test_the_boundary_count_is_the_chains_path(tmp_path):
    d = LocalDriver(load_declarations(write_declarations(tmp_path)), clock=lambda: CLOCK)
    s = 1
    while len(d.records("boundaries")) < 2:
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
        s += 1
    chain = build_view(d.state.get, d.pairs, conversations(d), lambda c: 0, None)["conversations"][0]["chains"][0]
    assert chain["boundaries"] == 2 == len(d.chain("telegram:7"))
    assert chain["latest_boundary_id"] == d.records("boundaries")[-1]["boundary_id"]


def test_limit_counts_what_it_does_not_show_and_skips_other_partitions():
    convs = [f"telegram:{i}" for i in range(10)]
    view = build_view(lambda k: None, [], convs, lambda c: int(c.split(":")[1]) % 2, {0}, limit=3)
    assert [r["conversation"] for r in view["conversations"]] == ["telegram:0", "telegram:2", "telegram:4"]
    assert (view["shown"], view["total"], view["not_shown"]) == (3, 5, 2)
    assert [parse_limit(x) for x in (None, "7", "0", "abc", "999999")] == [500, 7, 1, 500, 10_000]


def test_active_chars_against_the_trigger_and_the_show_link(tmp_path):
    """The planner's own active size beside the pair's trigger; near it (90 %) the row is marked."""
    d = LocalDriver(load_declarations(write_declarations(tmp_path)), run_model=False, clock=lambda: CLOCK)
    trigger = d.pairs[0].compactor.trigger_input_chars
    s = 1
    while True:
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
        (chain,) = build_view(d.state.get, d.pairs, conversations(d), lambda c: 0, None)["conversations"][0]["chains"]
        runs = d.records("runs")
        assert chain["active_chars"] == runs[-1]["active_chars"] == d.state[chain_key("stream-compactor", "telegram:7")]["tail_chars"]
        assert chain["trigger_input_chars"] == trigger and chain["trigger_share"] == round(chain["active_chars"] / trigger, 4)
        assert chain["near_trigger"] == (chain["active_chars"] >= 0.9 * trigger)
        if runs[-1]["outcome"] == "dispatched":
            break
        s += 1
    assert chain["near_trigger"] and chain["show"] is None  # at the trigger, no boundary yet
    d.drain()
    d.feed("source", message("7", s + 1, "after the boundary"))
    view = build_view(d.state.get, d.pairs, conversations(d), lambda c: 0, None)
    (chain,) = view["conversations"][0]["chains"]
    assert chain["active_chars"] < 0.9 * trigger and not chain["near_trigger"] and view["near_trigger"] == 0
    assert chain["show"] == "/show/telegram%3A7?agent=stream"
    assert show_path("telegram:<x>/?&", "a b") == "/show/telegram%3A%3Cx%3E%2F%3F%26?agent=a%20b"  # untrusted ids stay data
