"""Catch-up (the contract's planner step 6), through the in-process driver: a backlog read in
one go compacts in consecutive bounded packets until the chat is under its trigger, with no
new message; and no evaluation, its own or a catch-up, freezes a group whose replies are
not read yet (the input horizon)."""

from __future__ import annotations

from collections import Counter

from convcompact.core.declarations import load_declarations
from convcompact.core.state import chain_key
from convcompact.runtime.driver import LocalDriver
from convcompact.core.planner import catch_up_run_id
from convcompact.core.records import TRIGGER_OUTCOMES
from tests.core.test_planner import text
from tests.helpers import at, delivery, message, write_declarations

CLOCK = lambda: "2026-11-30T00:00:00Z"  # noqa: E731
CONV = "telegram:7"
TRIGGER, MAX_INPUT, BUDGET = 6000, 8000, 8000


def driver(tmp_path) -> LocalDriver:
    """A model that does not keep up: packets stay in flight until `drain`."""
    decl = write_declarations(tmp_path / "decl", max_input_chars=MAX_INPUT, agent={"context_budget_chars": BUDGET})
    return LocalDriver(load_declarations(decl), run_model=False, clock=CLOCK)


def backlog(d: LocalDriver, first: int, last: int, replies: bool = True) -> None:
    for s in range(first, last + 1):
        d.feed("source", message("7", s, f"m{s} " + text(700, s)))
        if replies:
            d.feed("delivery", delivery("7", s, f"r{s} " + text(250, s + 1)))


def turns_over_budget(d: LocalDriver) -> int:
    status, body = d.context(CONV)
    assert status == 200, body
    return body["manifest"]["sizes"]["turns_over_budget"]


def test_a_backlog_compacts_in_consecutive_bounded_packets_until_under_the_trigger(tmp_path):
    d = driver(tmp_path)
    backlog(d, 1, 40)  # ~38,000 chars: the first packet is cut early, the rest is skipped-pending
    assert turns_over_budget(d) > 0
    d.drain()  # the model answers: each settlement evaluates again at once

    assert d.active_chars(CONV) < TRIGGER
    assert turns_over_budget(d) == 0
    boundaries = d.records("boundaries")
    assert len(boundaries) >= 4, len(boundaries)
    for prev, b in zip(boundaries, boundaries[1:]):
        assert b["previous"]["boundary_id"] == prev["boundary_id"]
        assert b["covered_through"]["source_seq"] > prev["covered_through"]["source_seq"]
    for p in d.records("documents", "compactor.context-packet@1"):
        assert p["input"]["char_count"] <= MAX_INPUT  # each packet bounded, none cut
    # Every message has exactly one evaluation of its own; catch-ups are extra and marked.
    runs = d.records("runs")
    own = Counter(r["trigger_event_id"] for r in runs if r["outcome"] in TRIGGER_OUTCOMES and r["cause"] is None)
    assert own == Counter(f"tg-7-{s}" for s in range(1, 41))
    catch_ups = [r for r in runs if r["cause"] == "catch-up"]
    assert all(r["outcome"] == "dispatched" and r["trigger_event_id"] == "tg-7-40" for r in catch_ups)
    # One per settled boundary that left the chat over the trigger (all but the last), its
    # id derived from the trigger event and that boundary.
    (pair,) = d.pairs
    assert [r["run_id"] for r in catch_ups] == [catch_up_run_id(pair, CONV, "tg-7-40", b["boundary_id"]) for b in boundaries[:-1]]
    assert len({r["run_id"] for r in runs}) == len(runs)


def test_under_the_trigger_after_a_boundary_there_is_no_catch_up(tmp_path):
    d = driver(tmp_path)
    d.run_model = True  # the model keeps up: every packet settles before the next message
    backlog(d, 1, 40)
    assert not [r for r in d.records("runs") if r["cause"] == "catch-up"]
    # The last message's evaluation found the chat under the trigger (its reply, read after
    # it, may take it over again: replies are not evaluated; the next message will be), or
    # took it over and compacted it, and that boundary left it under the trigger: which of the
    # two depends on where the boundaries fall, so on the summaries' lengths.
    runs = [r for r in d.records("runs") if r["trigger_event_id"] == "tg-7-40"]
    if runs[-1]["outcome"] == "settled":
        assert [r["outcome"] for r in runs] == ["dispatched", "settled"] and runs[0]["active_chars"] >= TRIGGER
        assert d.active_chars(CONV) < TRIGGER
    else:
        assert runs[-1]["outcome"] == "skipped-below-trigger" and runs[-1]["active_chars"] < TRIGGER


def test_no_evaluation_freezes_a_group_whose_replies_are_unread(tmp_path):
    d = driver(tmp_path)
    # The delivery topic has been read up to message 12's reply; replies of 13.. are not.
    d.horizon = at(12, 1500)
    backlog(d, 1, 12)
    backlog(d, 13, 40, replies=False)
    d.drain()
    frozen = [t["source_seq"] for p in d.records("documents", "compactor.context-packet@1") for t in p["turns"]]
    assert frozen and max(frozen) <= 12
    last = d.state[chain_key("stream-compactor", CONV)]["last_run"]
    assert (last["outcome"], last["reason"]) == ("skipped-pending", "inputs-behind")
    catch_ups = [r for r in d.records("runs") if r["cause"] == "catch-up"]
    assert catch_ups and catch_ups[-1]["outcome"] == "skipped-pending"
    # The replies arrive; the chat's next message compacts the backlog with them, exactly.
    d.horizon = None
    for s in range(13, 41):
        d.feed("delivery", delivery("7", s, f"r{s} " + text(250, s + 1)))
    backlog(d, 41, 41)
    d.drain()
    assert d.active_chars(CONV) < TRIGGER
    assert d.chain_index(CONV)["amended"] == []  # nothing was frozen before its replies were read
    replies = {t["source_seq"] for p in d.records("documents", "compactor.context-packet@1") for t in p["turns"] if t["kind"] == "delivery"}
    assert set(range(13, 30)) <= replies
