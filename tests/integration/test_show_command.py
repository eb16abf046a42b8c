"""`convcompact show` against a worker's topics: the latest boundary, one by id, unknowns."""

from __future__ import annotations

import asyncio
from datetime import datetime

import orjson

from convcompact.show import PACKET_TYPE, find_packet
from convcompact_topics.catalog import partition_for, topic_name
from convcompact_topics.reader import read_times
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


def test_the_worker_finds_a_boundarys_packet_by_the_time_its_run_started(pipeline):
    """/show (the operator's click) reads no more of the documents topic than the window
    around the boundary's model run; a packet outside it is found by a scan all the same."""
    p = pipeline
    p.start_worker()
    p.produce(chat_stream("302", 1, 12))
    p.wait_settled(12)
    latest = boundaries_of(p, "302")[-1]
    packet_id = latest["context_snapshot"]["packet_id"]
    started = int(datetime.fromisoformat(latest["model"]["started_at"].replace("Z", "+00:00")).timestamp() * 1000)
    documents, partition = topic_name(p.settings, "documents"), partition_for("telegram:302", p.settings.partitions)
    window = asyncio.run(read_times(p.settings, documents, partition, started - 60_000, started + 60_000))
    assert packet_id.encode() in {s.key for s in window}
    assert asyncio.run(read_times(p.settings, documents, partition, started + 3_600_000, started + 7_200_000)) == []
    found = asyncio.run(find_packet(p.settings, "telegram:302", latest))
    assert found is not None and found["packet_id"] == packet_id
    long_ago = {**latest, "model": {**latest["model"], "started_at": "2000-01-01T00:00:00Z"}}
    found = asyncio.run(find_packet(p.settings, "telegram:302", long_ago))  # the window misses: the scan finds it
    assert found is not None and found["packet_id"] == packet_id
    gone = {**latest, "context_snapshot": {**latest["context_snapshot"], "packet_id": "pkt_nowhere"}}
    assert asyncio.run(find_packet(p.settings, "telegram:302", gone)) is None
