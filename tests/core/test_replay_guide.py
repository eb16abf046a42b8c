"""Replay follows the chain an earlier generation settled (core, no Kafka): same frontiers,
same packet ids, no inference for settled history, and a replay of a replay is the same."""

from __future__ import annotations

import random

import orjson

from convcompact.core.declarations import load_declarations
from convcompact.runtime.driver import LocalDriver
from convcompact.core.state import chain_key
from convcompact.core.replay_guide import Guide, GuideBuilder
from tests.helpers import ROLE_OF_TYPE, correction, delivery, message, write_declarations

CLOCK = lambda: "2026-11-30T00:00:00Z"  # noqa: E731


def history(chats: int = 3, messages: int = 60, seed: int = 5) -> list[dict]:
    rng = random.Random(seed)
    out = []
    for seq in range(1, messages + 1):
        for chat in range(chats):
            c = str(100 + chat)
            out.append(message(c, seq, " ".join(rng.choice(["plan", "ship", "why", "budget", "42"]) for _ in range(rng.randint(20, 120)))))
            if rng.random() < 0.7:
                out.append(delivery(c, seq, "ok " * rng.randint(10, 80)))
            if seq > 5 and rng.random() < 0.05:
                out.append(correction(c, seq - 5, "edited " * 10))
    return out


def live_run(pairs, records, every: int) -> LocalDriver:
    """A 'live' run whose model answers only every `every` records: packets stay in flight
    and messages meanwhile are skipped-pending, so its cut points depend on model latency."""
    d = LocalDriver(pairs, run_model=False, clock=CLOCK)
    for i, r in enumerate(records):
        d.feed(ROLE_OF_TYPE[r["type"]], r)
        if i % every == every - 1:
            d.drain()
    d.drain()
    return d


def guide_from(*drivers: LocalDriver) -> tuple[Guide, GuideBuilder]:
    store: dict[bytes, bytes] = {}
    builder = GuideBuilder(store)
    for d in drivers:
        for out in d.published:
            if out.role in ("documents", "runs"):
                builder.add(orjson.dumps(out.record.to_json()))  # type: ignore[attr-defined]
    return Guide(store.get), builder


def replay(pairs, records, guide: Guide) -> LocalDriver:
    d = LocalDriver(pairs, clock=CLOCK, guide=guide)
    for r in records:
        d.feed(ROLE_OF_TYPE[r["type"]], r)
    return d


def ids(d: LocalDriver, type_: str, field: str) -> list[str]:
    return [r[field] for r in d.records("documents", type_)]


def latest(d: LocalDriver) -> dict[str, dict]:
    return {k: v for k, v in d.state.items() if k.startswith("b\x1f")}


def test_replay_follows_the_settled_chain_without_inference(tmp_path):
    pairs = load_declarations(write_declarations(tmp_path / "decl"))
    records = history()
    live = live_run(pairs, records, every=37)
    packets = ids(live, "compactor.context-packet@1", "packet_id")
    boundaries = ids(live, "stream.thought.derived.conversation.compaction@1", "boundary_id")
    assert len(boundaries) >= 9 and len(packets) == len(boundaries)

    guide, built = guide_from(live)
    assert built.counts.boundaries == len(boundaries) and built.counts.forks == 0
    again = replay(pairs, records, guide)
    # Everything was settled: the replay adopts it all, plans nothing and runs no model.
    assert sum(1 for o in again.published if o.role in ("dispatch", "documents", "boundaries")) == 0
    assert latest(again) == latest(live)
    for key, value in live.state.items():
        if key[0] in "ps":  # chain states and the snapshots amendments compare against
            mine = again.state.get(key)
            if key[0] == "p":
                # What only the settling generation saw: its results topic and last run.
                skip = ("last_run", "last_result_id", "recent_results", "applied")
                mine, value = ({k: v for k, v in x.items() if k not in skip} for x in (mine, value))
            assert mine == value, key

    # Then both generations go on alike: the next packets have the same ids.
    more = [message(str(100 + c), 61 + i, "tail " * 150) for i in range(12) for c in range(3)]
    live.run_model = True  # the same model latency from here on
    for d in (live, again):
        for r in more:
            d.feed("source", r)
        d.drain()
    assert ids(again, "compactor.context-packet@1", "packet_id") == ids(live, "compactor.context-packet@1", "packet_id")[len(packets):]


def test_replay_of_a_replay_is_the_same_and_plans_past_the_settled_chain(tmp_path):
    pairs = load_declarations(write_declarations(tmp_path / "decl"))
    records = history(seed=9)
    half = len(records) // 2
    live = live_run(pairs, records[:half], every=23)  # the earlier generation saw half
    guide, _ = guide_from(live)
    first = replay(pairs, records, guide)
    # The second half was never settled: the replay compacts it itself (the model runs).
    fresh = ids(first, "compactor.context-packet@1", "packet_id")
    assert fresh and not set(fresh) & set(ids(live, "compactor.context-packet@1", "packet_id"))
    guide2, _ = guide_from(live, first)
    second = replay(pairs, records, guide2)
    assert ids(second, "compactor.context-packet@1", "packet_id") == []
    assert latest(second) == latest(first)
    conv = "telegram:100"
    chain = second.state[chain_key("stream-compactor", conv)]
    assert chain["latest"] == first.state[chain_key("stream-compactor", conv)]["latest"]


def test_guide_counts_a_fork_and_follows_the_first(tmp_path):
    pairs = load_declarations(write_declarations(tmp_path / "decl"))
    live = live_run(pairs, history(chats=1, messages=40), every=11)
    bnds = live.records("documents", "stream.thought.derived.conversation.compaction@1")
    store: dict[bytes, bytes] = {}
    b = GuideBuilder(store)
    for r in bnds:
        b.add(orjson.dumps(r))
    forged = {**bnds[1], "boundary_id": "bnd_forged"}
    b.add(orjson.dumps(forged))
    b.add(b"not json")
    assert b.counts.forks == 1 and b.counts.ignored == 1 and b.counts.boundaries == len(bnds)


def test_replay_follows_catch_up_packets_that_share_a_trigger_message(tmp_path):
    pairs = load_declarations(write_declarations(tmp_path / "decl", max_input_chars=4000))  # small packets
    records = history(chats=2, messages=60, seed=3)
    live = live_run(pairs, records, every=len(records))  # the model answers only at the end: a backlog
    catch_ups = [r for r in live.records("runs") if r["cause"] == "catch-up" and r["outcome"] == "dispatched"]
    assert len(catch_ups) >= 4 and len({r["trigger_event_id"] for r in catch_ups}) <= 2  # cut at each chat's last message
    boundaries = ids(live, "stream.thought.derived.conversation.compaction@1", "boundary_id")
    guide, _ = guide_from(live)
    again = replay(pairs, records, guide)
    # Every boundary due at a message is adopted there, catch-ups included: nothing recomputed.
    assert sum(1 for o in again.published if o.role in ("dispatch", "documents", "boundaries")) == 0
    assert sum(1 for r in again.records("runs") if r["cause"] == "catch-up") == 0
    assert latest(again) == latest(live) and len(boundaries) > len(latest(live))
    for key, value in live.state.items():
        if key[0] in "ps":  # the chain states and snapshots match, as after a live run
            mine = again.state.get(key)
            if key[0] == "p":
                skip = ("last_run", "last_result_id", "recent_results", "applied")
                mine, value = ({k: v for k, v in x.items() if k not in skip} for x in (mine, value))
            assert mine == value, key


def test_the_guide_keeps_the_first_result_published_for_each_packet():
    from convcompact.core.replay_guide import Guide, GuideBuilder

    store: dict[bytes, bytes] = {}
    b = GuideBuilder(store)
    first = {"type": "compactor.result@1", "result_id": "res_1", "packet_id": "pkt_a", "packet_hash": "h", "run_id": "mrun_a",
             "conversation": "telegram:1", "compactor_id": "c", "text": "a summary", "provider": "p", "model": "m",
             "usage": {"input_tokens": 1, "output_tokens": 1}, "started_at": "2026-11-30T00:00:00Z", "finished_at": "2026-11-30T00:00:01Z"}
    b.add(orjson.dumps(first))
    b.add(orjson.dumps({**first, "result_id": "res_2", "text": "a second execution"}))
    assert b.counts.results == 1
    guide = Guide(store.get)
    assert orjson.loads(guide.result("pkt_a"))["result_id"] == "res_1" and guide.result("pkt_b") is None
