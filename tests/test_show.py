"""`convcompact show`, its pure part: boundary choice and the human/JSON rendering of a
boundary beside its packet's exact turns (records from the in-process driver, no broker)."""

from __future__ import annotations

import orjson
import pytest

from convcompact.core.declarations import load_declarations
from convcompact.core.errors import ChainBroken
from convcompact.runtime.driver import LocalDriver
from convcompact.show import PACKET_TYPE, NotFound, packet_of, pick_boundary, render_human, show_record
from tests.core.test_planner import text
from tests.helpers import correction, message, write_declarations

CONV = "telegram:7"


@pytest.fixture
def driven(tmp_path):
    """Two boundaries of one chain; the second packet absorbs an amendment (an edit of a
    message the first boundary covered)."""
    (pair,) = load_declarations(write_declarations(tmp_path))
    d = LocalDriver([pair], clock=lambda: "2026-11-30T00:00:00.000Z")
    s = 1
    while not d.records("boundaries"):
        d.feed("source", message("7", s, text(1000, s)))
        s += 1
    first = d.records("boundaries")[-1]
    d.feed("correction", correction("7", 1, "edited: the launch moved to friday"))
    while len(d.records("boundaries")) < 2:
        d.feed("source", message("7", s, text(1000, s)))
        s += 1
    boundaries = d.records("boundaries")
    packets = {p["packet_id"]: p for p in d.records("documents", PACKET_TYPE)}
    archive = [b for b in d.records("documents") if b.get("type") == first["type"]]
    return first, boundaries, archive, packets


def test_latest_boundary_is_shown_with_its_packets_exact_turns(driven):
    first, boundaries, archive, packets = driven
    b = pick_boundary(CONV, boundaries, archive)
    assert b == boundaries[-1] and b["previous"] is not None
    packet = packet_of(b, packets)
    rec = show_record(b, packet)
    assert rec["turns"] == packet["turns"]
    assert rec["summary"]["text"] == b["summary"]["text"]
    assert rec["boundary"]["boundary_id"] == b["boundary_id"] and rec["boundary"]["previous"] == b["previous"]
    assert rec["amendment"] is not None and rec["amendment"]["hash"] == b["amendment"]["hash"]
    assert "edited: the launch moved to friday" in rec["amendment"]["text"]
    assert rec["receipt"]["model"] == b["model"]["model"] and rec["receipt"]["run_id"] == b["run"]["run_id"]
    assert rec["sizes"]["covered_source_count"] == b["sizes"]["covered_source_count"]
    # --json is the record itself, serializable as is
    assert orjson.loads(orjson.dumps(rec)) == rec
    human = render_human(rec)
    assert human.startswith(f"boundary   {b['boundary_id']}")
    assert f"hash       {b['boundary_hash']}" in human
    assert f"previous   {b['previous']['boundary_id']}" in human
    assert b["summary"]["text"] in human
    turn_lines = [line for line in human.splitlines() if line.startswith("[")]
    assert turn_lines == [f"[{t['source_seq']}] {t['message']['role']} {t['message']['name']}: {t['message']['content']}" for t in packet["turns"]]
    assert human.index(b["summary"]["text"]) < human.index(turn_lines[0]) < human.index("--- receipt ---")


def test_boundary_by_id_and_unknown_choices(driven):
    first, boundaries, archive, packets = driven
    b = pick_boundary(CONV, boundaries, archive, boundary_id=first["boundary_id"])
    rec = show_record(b, packet_of(b, packets))
    assert rec["boundary"]["previous"] is None and rec["amendment"] is None
    assert rec["turns"] == packets[first["context_snapshot"]["packet_id"]]["turns"]
    assert "previous   none" in render_human(rec)
    with pytest.raises(NotFound, match="no boundary for conversation"):
        pick_boundary("telegram:nobody", boundaries, archive)
    with pytest.raises(NotFound, match="no boundary 'bnd-x'"):
        pick_boundary(CONV, boundaries, archive, boundary_id="bnd-x")
    with pytest.raises(NotFound, match="belongs to"):
        pick_boundary("telegram:8", boundaries, archive, boundary_id=first["boundary_id"])
    other = {**boundaries[-1], "target_agent": "helper"}
    with pytest.raises(NotFound, match="several agents .*helper, stream.*--agent"):
        pick_boundary(CONV, [*boundaries, other], archive)
    assert pick_boundary(CONV, [*boundaries, other], archive, agent="stream") == boundaries[-1]
    with pytest.raises(ChainBroken, match="missing-link"):
        packet_of(b, {})
