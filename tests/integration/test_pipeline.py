"""The pipeline end to end on the real broker: chains, bad input, duplicates, restarts."""

from __future__ import annotations

import asyncio
import signal
from collections import Counter, defaultdict

import orjson

from convcompact.demo.data import generate_stream
from convcompact.inspection import load_context, run_verify
from tests.helpers import SMALL_POLICY
from tests.integration.pipeline import Pipeline, own_evaluation

RETAIN = SMALL_POLICY["retain_input_chars"]
MAX_INPUT = SMALL_POLICY["max_input_chars"]


def stream(seed: int, chats: int, messages: int) -> list[dict]:
    return generate_stream(seed=seed, chats=chats, messages_per_chat=messages, mean_chars=350)


def chains_of(p: Pipeline) -> dict[str, list[dict]]:
    """Every conversation's chain of the current epoch, first to latest boundary, from the
    compacted topics through the resolver's evidence index (the worker's own code): each
    chain must hold (no fork, links and hashes hold, every boundary on its path)."""
    from convcompact.core.declarations import load_declarations
    from convcompact.core.evidence import path
    from convcompact.core.state import index_of
    from convcompact.runtime.rebuild import rebuild
    from convcompact_topics.catalog import topic_names
    from convcompact_topics.reader import read_all

    pairs = load_declarations(p.declarations)
    names = topic_names(p.settings)
    by_partition: dict[int, list] = defaultdict(list)
    for s in asyncio.run(read_all(p.settings, [names["documents"], names["boundaries"]])):
        by_partition[s.partition].append(s)
    out = {}
    for records in by_partition.values():
        table = asyncio.run(rebuild(pairs, p.settings.partitions, names, records))
        for key, idx in table.state.data.items():
            cid = index_of(key)
            if cid is not None and idx["count"]:
                assert not idx["problems"] and idx["count"] == idx["depth"], idx["problems"]
                out[cid.conversation] = path(table.get, cid)
    return out


def assert_every_message_accounted(p: Pipeline, records: list[dict], runs: list[dict]) -> None:
    sources = {r["event_id"]: r for r in records if r["type"] == "source.message@1"}
    triggers = [r for r in runs if own_evaluation(r)]
    per_event = Counter(r["trigger_event_id"] for r in triggers)
    assert set(per_event) == set(sources), "every admitted message has a trigger run record"
    assert all(n == 1 for n in per_event.values()), "exactly one distinct run_id per admitted message"
    for chat in {f"telegram:{r['chat_id']}" for r in sources.values()}:
        status, ctx = asyncio.run(load_context(p.settings, chat, "stream"))
        assert status == 200, ctx
        manifest = ctx["manifest"]
        assert manifest["sizes"]["turns_over_budget"] == 0
        covered = (manifest["boundary"] or {}).get("covered_through_seq", -1)
        in_tail = {int(t.split("/")[1]) for t in manifest["turns"]}
        for r in sources.values():
            if f"telegram:{r['chat_id']}" == chat:
                assert r["source_seq"] <= covered or r["source_seq"] in in_tail, f"{r['event_id']} lost"


def sources_in(records: list[dict]) -> int:
    return sum(r["type"] == "source.message@1" for r in records)


def test_conversations_crossing_the_trigger_build_valid_chains(pipeline):
    records = stream(seed=11, chats=4, messages=70)
    pipeline.start_worker()
    runs = pipeline.produce_in_waves(records, 4)
    chains = chains_of(pipeline)
    assert len(chains) == 4
    for chat, chain in chains.items():
        assert len(chain) >= 2, f"{chat} crossed the trigger several times"
        for prev, b in zip(chain, chain[1:]):
            assert b["previous"]["boundary_id"] == prev["boundary_id"]
            assert b["covered_through"]["source_seq"] > prev["covered_through"]["source_seq"]
        for b in chain:
            # More than the retention target stays exact only when the packet was full: a
            # catch-up after a wave's backlog freezes the oldest groups that fit the bound.
            retained = b["sizes"]["retained_tail_chars"]
            assert retained <= RETAIN or b["input"]["char_count"] + retained > MAX_INPUT, b["sizes"]
            assert b["policy"] == {"trigger_input_chars": 6000, "retain_input_chars": RETAIN}
            assert b["sensitive"] is True and b["epoch"] == chain[0]["epoch"]
    counts, findings = asyncio.run(run_verify(pipeline.settings))
    assert findings == [] and counts["boundaries"] == sum(len(c) for c in chains.values())
    assert Counter(r["outcome"] for r in runs)["settled"] == counts["boundaries"]
    # the metrics' values, not only their names: one worker, no restart, so its counters
    # equal what the topics hold
    assert pipeline.metric("convcompact_boundaries_settled_total") == counts["boundaries"]
    assert pipeline.metric("convcompact_runs_total", outcome="settled") == counts["boundaries"]
    dispatched = len({r["packet_id"] for r in runs if r["outcome"] == "dispatched"})
    assert pipeline.metric("convcompact_runs_total", outcome="dispatched") == dispatched
    assert_every_message_accounted(pipeline, records, runs)
    # the worker serves the same context from its table
    import urllib.request

    chat = sorted(chains)[0]
    pipeline.wait_consumed()  # the worker has folded every record the topics hold

    def served() -> dict:
        with urllib.request.urlopen(f"http://127.0.0.1:{pipeline.settings.web_port}/context/{chat}?agent=stream") as r:
            return orjson.loads(r.read())

    status, from_topics = asyncio.run(load_context(pipeline.settings, chat, "stream"))
    assert status == 200 and served() == from_topics  # one answer: the worker's table, the topics


def test_bad_records_and_duplicates_only_reach_the_dead_letter_topic(pipeline):
    records = stream(seed=12, chats=2, messages=40)
    pipeline.start_worker()
    bad = [
        ("source", b"telegram:1", b"not json at all"),
        ("source", b"telegram:1", orjson.dumps({"type": "source.message@1", "event_id": "x", "source": "telegram", "chat_id": "1"})),
        ("delivery", b"telegram:1", orjson.dumps({**[r for r in records if r["type"] == "agent.delivery@1"][0], "delivery_seq": "zero"})),
        ("correction", b"telegram:1", orjson.dumps({"type": "mystery@9"})),
    ]
    half = len(records) // 2
    pipeline.produce(records[:half])
    for role, key, value in bad:
        pipeline.produce_raw(role, key, value)
    pipeline.produce(records[half:] + records[: half // 2])  # the first quarter again: duplicates
    sources = sum(r["type"] == "source.message@1" for r in records)
    runs = pipeline.wait_settled(sources)
    pipeline.wait_consumed()  # the duplicates at the end were handled, not merely produced
    duplicates = sum(r["type"] == "source.message@1" for r in records[: half // 2])
    assert pipeline.metric("convcompact_records_total", status="duplicate") >= duplicates
    dead = pipeline.records("dead_letter")
    assert len(dead) == len(bad)
    errors = sorted(d["error"] for d in dead)
    assert any(e.startswith("record: not JSON") for e in errors)
    assert any(e.startswith("sender_id: Field required") for e in errors)
    assert any(e.startswith("delivery_seq:") for e in errors)
    assert any(e.startswith("type: 'mystery@9'") for e in errors)
    for d in dead:
        assert d["type"] == "dead-letter@1" and d["key"] == "telegram:1" and d["offset"] >= 0
    all_runs = pipeline.runs()
    triggers = [r for r in all_runs if own_evaluation(r)]
    assert len(triggers) == sources, "a duplicate yields no run record"
    chains_of(pipeline)
    assert_every_message_accounted(pipeline, records, runs)


def test_worker_killed_mid_stream_resumes_without_duplicated_or_forked_boundaries(pipeline):
    records = stream(seed=13, chats=3, messages=60)
    sources = sum(r["type"] == "source.message@1" for r in records)
    third = len(records) // 3
    pipeline.start_worker()
    pipeline.produce(records[:third])
    pipeline.wait_until(lambda: any(r["outcome"] == "settled" for r in pipeline.runs()), 120, "a first boundary")
    pipeline.stop_worker(signal.SIGTERM)  # a clean stop ...
    pipeline.produce(records[third : 2 * third])
    pipeline.start_worker()
    before = sources_in(records[: 2 * third])
    pipeline.wait_settled(before)
    pipeline.produce(records[2 * third : 2 * third + 40])
    pipeline.stop_worker(signal.SIGKILL)  # ... and a crash mid-stream: records just produced, not yet handled
    handled = sum(own_evaluation(r) for r in {x["run_id"]: x for x in pipeline.runs()}.values())
    assert handled < sources_in(records[: 2 * third + 40]), "the kill landed after the worker had caught up"
    pipeline.produce(records[2 * third + 40 :])
    pipeline.start_worker()
    runs = pipeline.wait_settled(sources, timeout=240)
    chains = chains_of(pipeline)  # no fork, links and hashes hold
    published: dict[str, set[bytes]] = defaultdict(set)  # every copy of each boundary on the topic
    for s in pipeline.read("boundaries"):
        published[orjson.loads(s.value)["boundary_id"]].add(s.value)
    assert all(len(copies) == 1 for copies in published.values()), "a boundary republished after the crash is the same record"
    packets = [b["context_snapshot"]["packet_id"] for c in chains.values() for b in c]
    assert len(packets) == len(set(packets)) == len(published), "one boundary per packet, none settled twice"
    settled = {r["run_id"]: r for r in pipeline.runs() if r["outcome"] == "settled"}
    assert sorted(r["boundary_id"] for r in settled.values()) == sorted(published)
    counts, findings = asyncio.run(run_verify(pipeline.settings))
    assert findings == []
    assert_every_message_accounted(pipeline, records, runs)
