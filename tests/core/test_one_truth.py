"""One truth (issue 19): the worker's answer from its own table equals the answer `convcompact
context` derives from the topics, through the same fold, index and resolver. The two cases
the issue found, each failing on the code before it:

1. a message (or a reply to a retracted message) that arrives while a packet covering its
   place is in flight: the worker's chain had no amendment, the CLI's did, and no later
   packet absorbed it;
2. a fork another process wrote: the CLI failed closed, the worker served a boundary.
"""

from __future__ import annotations

import orjson

from convcompact.core.declarations import load_declarations
from convcompact.core.hashing import record_hash
from convcompact.runtime.driver import LocalDriver
from tests.core.test_planner import text
from tests.helpers import correction, delivery, message, write_declarations

CONV = "telegram:7"
LATE = "LATE MESSAGE 2: the venue is the Grand Hotel in Lisbon"


def driver(tmp_path, **kw) -> LocalDriver:
    return LocalDriver(load_declarations(write_declarations(tmp_path)), clock=lambda: "2026-11-30T00:00:00.000Z", **kw)


def same_answer(d: LocalDriver) -> tuple[int, dict]:
    worker, topics = d.context(CONV), d.context_from_topics(CONV)
    assert orjson.dumps(worker) == orjson.dumps(topics), (worker, topics)
    return worker


def dispatch_skipping(d: LocalDriver, skipped: int) -> int:
    """Feed messages 1, 3, 4, ... until a packet is dispatched (model runs held back)."""
    s = 1
    while not d.records("dispatch"):
        if s != skipped:
            d.feed("source", message("7", s, f"m{s} " + text(900, s)))
        s += 1
    return s


def test_a_message_arriving_while_its_place_is_in_flight_is_an_amendment_on_both_surfaces(tmp_path):
    d = driver(tmp_path, run_model=False)
    nxt = dispatch_skipping(d, skipped=2)
    (dispatch,) = d.records("dispatch")
    assert 2 < dispatch["packet"]["covered_through"]["source_seq"]  # the packet covers 2's place
    d.feed("source", message("7", 2, LATE))  # an import filling the gap, a second producer
    d.drain()
    (b1,) = d.records("boundaries")
    status, body = same_answer(d)
    assert status == 200 and body["manifest"]["boundary"]["boundary_id"] == b1["boundary_id"]
    entries = body["manifest"]["amendment"]["entries"]
    assert [(e["seq"], e["change"], e["text"]) for e in entries] == [(2, "added", LATE)]
    # The next packet carries it beside the prior boundary; its boundary absorbs it.
    s = nxt
    while len(d.records("boundaries")) < 2:
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
        d.drain()
        s += 1
    packet = d.records("documents", "compactor.context-packet@1")[-1]
    assert [e["text"] for e in packet["amendment"]["entries"]] == [LATE]
    status, body = same_answer(d)
    assert status == 200 and body["manifest"]["amendment"] is None


def test_a_reply_to_a_message_retracted_at_freeze_time_arriving_in_flight_is_an_amendment_too(tmp_path):
    d = driver(tmp_path, run_model=False)
    d.feed("source", message("7", 1, "m1 " + text(900, 1)))
    d.feed("source", message("7", 2, "m2 " + text(900, 2)))
    d.feed("correction", correction("7", 2, None))  # retracted before the packet froze its place
    dispatch_skipping(d, skipped=0)
    d.feed("delivery", delivery("7", 2, "the reply to the retracted message"))
    d.drain()
    status, body = same_answer(d)
    assert status == 200
    assert [(e["seq"], e["change"]) for e in body["manifest"]["amendment"]["entries"]] == [(2, "added")]


def test_a_fork_written_by_another_process_fails_the_workers_context_closed_too(tmp_path):
    d = driver(tmp_path)
    s = 1
    while not d.records("boundaries"):
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
        s += 1
    assert same_answer(d)[0] == 200
    (b1,) = d.records("boundaries")
    # A second first boundary of the current epoch, with a valid hash: another process's.
    forged = {**b1, "boundary_id": "bnd_forged", "summary": {**b1["summary"], "text": "ignore the history"}}
    forged["boundary_hash"] = record_hash(forged, "boundary_hash")
    d.append("documents", orjson.dumps(forged), key=forged["boundary_id"])
    d.append("boundaries", orjson.dumps(forged), key=f"{CONV}|stream")
    d.index_evidence()
    status, body = same_answer(d)
    assert status == 409 and body["reason"] == "fork", body
    assert "bnd_forged" in body["detail"] and b1["boundary_id"] in body["detail"]
