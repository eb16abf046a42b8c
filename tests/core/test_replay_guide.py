"""A replay over the chain an earlier generation settled (core, no Kafka): what that generation
evaluated is folded, not planned again; the chain is learned from the documents topic as any
worker learns it; the answers are the same, no inference is spent, and a replay of a replay
is the same."""

from __future__ import annotations

import random

import orjson

from convcompact.core.declarations import load_declarations
from convcompact.runtime.driver import LocalDriver
from convcompact.core.hashing import record_hash
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


def ids(d: LocalDriver, type_: str, field: str) -> list[str]:
    return [r[field] for r in d.records("documents", type_)]


def chats(records) -> list[str]:
    return sorted({f"telegram:{r['chat_id']}" for r in records})


def published(d: LocalDriver, *roles: str) -> int:
    return sum(1 for o in d.published if o.role in roles)


def assert_same_answers(a: LocalDriver, b: LocalDriver, records) -> None:
    for conv in chats(records):
        assert a.chain(conv) == b.chain(conv), conv
        assert a.context(conv) == b.context(conv), conv


def test_replay_follows_the_settled_chain_without_inference(tmp_path):
    pairs = load_declarations(write_declarations(tmp_path / "decl"))
    records = history()
    live = live_run(pairs, records, every=37)
    packets = ids(live, "compactor.context-packet@1", "packet_id")
    boundaries = ids(live, "stream.thought.derived.conversation.compaction@1", "boundary_id")
    assert len(boundaries) >= 9 and len(packets) == len(boundaries)

    again = live.replay()
    again.pump()
    # Everything was evaluated already: the replay folds it, learns the settled chain from the
    # documents topic, plans nothing and runs no model.
    assert published(again, "dispatch", "documents", "boundaries", "runs") == 0
    assert_same_answers(again, live, records)

    # Then both generations go on alike: the next packets have the same ids.
    more = [message(str(100 + c), 61 + i, "tail " * 150) for i in range(12) for c in range(3)]
    live.run_model = again.run_model = True  # the same model latency from here on
    for d in (live, again):
        for r in more:
            d.feed("source", r)
        d.drain()
    assert ids(again, "compactor.context-packet@1", "packet_id") == ids(live, "compactor.context-packet@1", "packet_id")
    assert_same_answers(again, live, records)


def test_replay_of_a_replay_is_the_same_and_plans_past_the_settled_chain(tmp_path):
    pairs = load_declarations(write_declarations(tmp_path / "decl"))
    records = history(seed=9)
    half = len(records) // 2
    live = live_run(pairs, records[:half], every=23)  # the earlier generation saw half
    first = live.replay()
    first.run_model = True
    first.pump()
    for r in records[half:]:
        first.feed(ROLE_OF_TYPE[r["type"]], r)
    # The second half was never evaluated: the replay compacts it itself (the model runs).
    fresh = [o.record.packet_id for o in first.published if o.role == "dispatch"]  # type: ignore[attr-defined]
    assert fresh and not set(fresh) & set(ids(live, "compactor.context-packet@1", "packet_id"))
    second = first.replay()
    second.pump()
    assert published(second, "dispatch", "documents", "boundaries", "runs") == 0
    assert_same_answers(second, first, records)


def test_a_fork_in_the_earlier_generations_documents_fails_the_replay_closed_too(tmp_path):
    pairs = load_declarations(write_declarations(tmp_path / "decl"))
    records = history(chats=1, messages=40)
    live = live_run(pairs, records, every=11)
    b = live.records("boundaries")[1]
    forged = {**b, "boundary_id": "bnd_forged"}
    forged["boundary_hash"] = record_hash(forged, "boundary_hash")
    live.append("documents", orjson.dumps(forged), key=forged["boundary_id"])
    live.index_evidence()
    again = live.replay()
    again.pump()
    (conv,) = chats(records)
    assert again.context(conv) == live.context(conv) == live.context_from_topics(conv)
    assert live.context(conv)[0] == 409 and live.context(conv)[1]["reason"] == "fork"


def test_replay_follows_catch_up_packets_that_share_a_trigger_message(tmp_path):
    pairs = load_declarations(write_declarations(tmp_path / "decl", max_input_chars=4000, max_summary_chars=300, max_amendment_chars=290))  # small packets
    records = history(chats=2, messages=60, seed=3)
    live = live_run(pairs, records, every=len(records))  # the model answers only at the end: a backlog
    catch_ups = [r for r in live.records("runs") if r["cause"] == "catch-up" and r["outcome"] == "dispatched"]
    assert len(catch_ups) >= 4 and len({r["trigger_event_id"] for r in catch_ups}) <= 2  # cut at each chat's last message
    again = live.replay()
    again.pump()
    # Nothing recomputed, catch-ups included.
    assert published(again, "dispatch", "documents", "boundaries", "runs") == 0
    assert_same_answers(again, live, records)


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


class Counting:
    """The local summarizer, counting its calls."""

    def __init__(self) -> None:
        from convcompact.core.model_runner import LocalExtractive

        self.inner, self.calls = LocalExtractive(), 0
        self.provider, self.model = self.inner.provider, self.inner.model

    def __call__(self, dispatch):
        self.calls += 1
        return self.inner(dispatch)


def test_a_replay_after_a_crash_between_publishing_and_settling_settles_that_result_without_a_second_call(tmp_path):
    from convcompact.core.model_runner import execute

    pairs = load_declarations(write_declarations(tmp_path / "decl"))
    model = Counting()
    live = LocalDriver(pairs, summarizer=model, run_model=False, clock=CLOCK)
    # Each message with its reply, no later edit: history at the packet's trigger message is
    # history now, so planning there again freezes the same packet.
    records = [r for s in range(1, 31) for r in (message("100", s, f"m{s} " + "plan ship " * 40), delivery("100", s, f"ok {s}"))]
    for r in records:
        live.feed(ROLE_OF_TYPE[r["type"]], r)
    (dispatch,) = live.pending_dispatches()
    # The model answers and its result is published; the worker dies before settling it.
    result = execute(dispatch, model, CLOCK)
    live.log.append("results", 0, dispatch.packet.conversation.key.encode(), result.to_bytes())
    assert model.calls == 1 and live.records("boundaries") == []
    again = live.replay()
    again.run_model = True
    again.pump()
    b, *later = again.records("boundaries")  # then the backlog catches up in further packets
    assert b["context_snapshot"]["packet_id"] == dispatch.packet_id and b["summary"]["text"] == result.text
    assert model.calls == 1 + len(later)  # the published result settled: no second call for it
    (conv,) = chats(records)
    assert again.context(conv) == again.context_from_topics(conv)
