"""`convcompact show` against a worker's topics: the latest boundary, one by id, unknowns."""

from __future__ import annotations

import orjson

from convcompact.show import PACKET_TYPE
from tests.integration.pipeline import cli
from tests.integration.test_chain_integrity import boundaries_of, chat_stream


def test_show_prints_boundaries_beside_their_packets_turns(pipeline):
    p = pipeline
    p.start_worker()
    p.produce(chat_stream("301", 1, 16))  # several times the trigger: a chain of boundaries
    p.wait_settled(16)
    chain = boundaries_of(p, "301")
    assert len(chain) >= 2
    packets = {d["packet_id"]: d for d in p.records("documents") if d.get("type") == PACKET_TYPE}

    r = cli(p, "show", "telegram:301", "--json")
    assert r.returncode == 0, r.stderr
    out = orjson.loads(r.stdout)
    latest = chain[-1]
    assert out["boundary"]["boundary_id"] == latest["boundary_id"]
    assert out["boundary"]["previous"] == latest["previous"] and out["boundary"]["epoch"] == latest["epoch"]
    assert out["summary"]["text"] == latest["summary"]["text"]
    assert out["turns"] == packets[latest["context_snapshot"]["packet_id"]]["turns"]
    assert out["receipt"]["requested_model"] == latest["model"]["requested_model"]
    assert out["sizes"]["covered_source_count"] == latest["sizes"]["covered_source_count"]

    r = cli(p, "show", "telegram:301")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith(f"boundary   {latest['boundary_id']}")
    assert latest["summary"]["text"] in r.stdout and "--- receipt ---" in r.stdout
    for t in out["turns"]:
        assert f"[{t['source_seq']}] " in r.stdout and t["message"]["content"] in r.stdout

    first = chain[0]
    r = cli(p, "show", "telegram:301", "--boundary", first["boundary_id"], "--json")
    assert r.returncode == 0, r.stderr
    out = orjson.loads(r.stdout)
    assert out["boundary"]["boundary_id"] == first["boundary_id"] and out["boundary"]["previous"] is None
    assert out["turns"] == packets[first["context_snapshot"]["packet_id"]]["turns"]
    assert out["summary"]["text"] == first["summary"]["text"]

    r = cli(p, "show", "telegram:nobody")
    assert r.returncode == 2 and "no boundary for conversation 'telegram:nobody'" in r.stderr and not r.stdout
    r = cli(p, "show", "telegram:301", "--boundary", "bnd_unknown")
    assert r.returncode == 2 and "no boundary 'bnd_unknown'" in r.stderr
