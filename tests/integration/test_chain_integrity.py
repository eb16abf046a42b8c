"""History that changes under a boundary, forgeries and tampering, epochs: on the real broker."""

from __future__ import annotations

import copy
import signal
import time

import orjson

from convcompact.core.hashing import derive_id, record_hash
from convcompact_topics.catalog import partition_for, topic_name
from tests.helpers import SMALL_POLICY, correction, delivery, message, write_declarations
from tests.integration.pipeline import Pipeline, cli, outcome_report, own_evaluation, packets_in_flight, produce_json

CHATS = ("101", "102", "103", "104", "105", "106", "107")


def words(n: int, seed: int) -> str:
    pool = ["budget", "launch", "Friday", "Vienna", "decided", "ticket", "owner", "draft", "review", "42", "May", "team"]
    return " ".join(pool[(seed * 7 + i * 3) % len(pool)] for i in range(n // 7 + 1))[:n]


def paced(p: Pipeline, chat: str, start: int, count: int, wave: int = 6) -> None:
    """Produce a chat in waves, each once the previous wave's packets settled (as a real
    chat's pace lets the model keep up), so every wave can trigger its own boundary.
    A wave that alone carries the trigger's worth of turns must settle a new boundary: the
    next wave is never produced on a pipeline that made no progress."""
    trigger = SMALL_POLICY["trigger_input_chars"]
    for s in range(start, start + count, wave):
        n = min(wave, start + count - s)
        records = chat_stream(chat, s, n)
        before = len(boundaries_of(p, chat))
        p.produce(records)
        wait_chat_settled(p, chat, {r["event_id"] for r in records if r["type"] == "source.message@1"})
        if sum(len(r["text"]) for r in records) >= trigger:
            assert len(boundaries_of(p, chat)) > before, (
                f"wave {s}..{s + n - 1} of chat {chat} settled no boundary; runs per chat:\n{outcome_report(p.runs())}")


def wait_chat_settled(p: Pipeline, chat: str, event_ids: set[str], timeout: float = 240) -> None:
    """Until each of these messages had its own evaluation and no packet of the chat is in
    flight (its catch-up packets included). Only this chat: another chat's slow packet
    does not hold it up."""
    conv = f"telegram:{chat}"

    def done() -> bool:
        runs = [r for r in {r["run_id"]: r for r in p.runs()}.values() if r["conversation"] == conv]
        return event_ids <= {r["trigger_event_id"] for r in runs if own_evaluation(r)} and not packets_in_flight(runs)

    p.wait_until(done, timeout, f"chat {chat}'s messages evaluated and its packets settled")


def chat_stream(chat: str, start: int, count: int) -> list[dict]:
    out = []
    for s in range(start, start + count):
        out.append(message(chat, s, f"m{s} " + words(700, s)))
        out.append(delivery(chat, s, f"r{s} " + words(250, s + 1)))
    return out


def boundaries_of(p: Pipeline, chat: str) -> list[dict]:
    seen = {}
    for b in p.records("boundaries"):
        if b["conversation"]["key"] == f"telegram:{chat}":
            seen[b["boundary_id"]] = b
    return sorted(seen.values(), key=lambda b: b["covered_through"]["source_seq"])


def context(p: Pipeline, chat: str):
    r = cli(p, "context", f"telegram:{chat}", "--agent", "stream", "--json")
    return r.returncode, orjson.loads(r.stdout) if r.stdout.strip() else None, r.stderr


def wait_context(p: Pipeline, chat: str, pred, timeout: float = 60):
    deadline = time.monotonic() + timeout
    while True:
        rc, out, err = context(p, chat)
        if pred(rc, out):
            return rc, out, err
        assert time.monotonic() < deadline, (rc, out, err, p.log_tail())
        time.sleep(1)


def test_amendment_shows_in_context_then_is_absorbed_and_oversized_fails_closed(pipeline):
    p = pipeline
    p.start_worker()
    paced(p, "101", 1, 12)
    p.wait_until(lambda: len(boundaries_of(p, "101")) >= 1, 120, "a first boundary")
    b1 = boundaries_of(p, "101")[0]
    covered = b1["covered_through"]["source_seq"]
    produce_json(p, "correction", "telegram:101", correction("101", 1, "m1 correction: the launch moved to May 5"))
    produce_json(p, "delivery", "telegram:101", delivery("101", covered, "a late second answer", dseq=1))
    rc, out, _ = wait_context(p, "101", lambda rc, out: rc == 0 and out["manifest"]["amendment"] is not None and len(out["manifest"]["amendment"]["entries"]) == 2)
    entries = out["manifest"]["amendment"]["entries"]
    assert {(e["seq"], e["change"]) for e in entries} == {(1, "edited"), (covered, "added")}
    assert out["messages"][0]["content"].startswith("<untrusted-history-summary")
    assert out["messages"][1]["content"].startswith("<untrusted-history-amendment")
    assert "May 5" in out["messages"][1]["content"]
    import urllib.request  # the worker's own page serves the same amendment from its table

    def served() -> dict:
        with urllib.request.urlopen(f"http://127.0.0.1:{p.settings.web_port}/context/telegram:101?agent=stream") as r:
            return orjson.loads(r.read())

    p.wait_consumed()  # the worker has folded the correction and the late reply too
    assert served()["manifest"]["amendment"] == out["manifest"]["amendment"] and served()["messages"] == out["messages"]
    assert out["manifest"]["sizes"]["envelope_chars"] == len(out["messages"][0]["content"]) + len(out["messages"][1]["content"])
    # the next boundary absorbs it
    paced(p, "101", 13, 12)
    p.wait_until(lambda: any(b["amendment"] for b in boundaries_of(p, "101")), 120, "a boundary absorbing the amendment")
    absorbing = next(b for b in boundaries_of(p, "101") if b["amendment"])
    assert absorbing["amendment"]["hash"] == out["manifest"]["amendment"]["hash"]
    rc, out, _ = wait_context(p, "101", lambda rc, out: rc == 0 and out["manifest"]["amendment"] is None)
    # an amendment over max_amendment_chars fails closed; it is never cut
    produce_json(p, "correction", "telegram:101", correction("101", 2, "y" * 900, n=1))
    rc, out, err = wait_context(p, "101", lambda rc, out: rc == 3)
    assert "amendment-exceeds-bounds" in err and out["failed_closed"] and "messages" not in out


def forge(b: dict, **changes) -> dict:
    f = copy.deepcopy(b)
    f.update(changes)
    f["boundary_id"] = derive_id("bnd", "forged", f["summary"]["text"], f["covered_through"]["source_seq"])
    f["boundary_hash"] = record_hash(f, "boundary_hash")
    return f


def forge_successor(p: Pipeline, chat: str, *, packet_changes=None, boundary_changes=None) -> tuple[dict, dict]:
    """A sealed packet and a boundary after the chat's latest one, consistent with each other
    and hashed by the contract's rule, as a forger who knows the rules would write them."""
    from convcompact.core.hashing import seal
    from convcompact.core.planner import model_run_id
    from convcompact.core.settlement import boundary_id_for

    latest = boundaries_of(p, chat)[-1]
    packets = {d["packet_id"]: d for d in p.records("documents") if d["type"] == "compactor.context-packet@1"}
    pk = copy.deepcopy(packets[latest["context_snapshot"]["packet_id"]])
    pk["previous"] = {"boundary_id": latest["boundary_id"], "boundary_hash": latest["boundary_hash"],
                      "covered_through_seq": latest["covered_through"]["source_seq"], "summary_text": latest["summary"]["text"],
                      "rendered": ""}
    pk["covered_through"] = {**pk["covered_through"], "source_seq": latest["covered_through"]["source_seq"] + 1000}
    for k, v in (packet_changes or {}).items():
        pk[k] = v
    # What the packet states of its input re-derives from it (the resolver checks that too):
    # the prior envelope, the input figures and the prompt hash.
    from convcompact.core.packet_input import history_of, input_stats
    from convcompact.core.prompt import packet_prompt, prompt_hash
    from convcompact.core.records import ContextPacket
    from convcompact.core.render import render_boundary

    pk["previous"] = {**pk["previous"], "rendered": render_boundary(pk["previous"]["summary_text"])}
    model = ContextPacket.model_validate({**pk, "packet_id": "x", "packet_hash": "x"})
    history = history_of(model.previous, model.amendment, [t.message for t in model.turns])
    pk["input"] = input_stats(model.previous, model.amendment, [t.turn_id for t in model.turns], history).to_json()
    pk["compactor"] = {**pk["compactor"], "prompt_hash": prompt_hash(packet_prompt(model))}
    pk = seal(pk, "pkt", "packet_id", "packet_hash")
    b = copy.deepcopy(latest)
    for field in ("epoch", "target_agent", "history_agents", "activation_frontier", "covered_through", "policy", "sizes", "input", "compactor"):
        b[field] = pk[field]
    b["previous"] = {k: pk["previous"][k] for k in ("boundary_id", "boundary_hash", "covered_through_seq")}
    b["context_snapshot"] = {"packet_id": pk["packet_id"], "packet_hash": pk["packet_hash"]}
    b["run"] = {"run_id": model_run_id(pk["packet_id"])}
    b.update(boundary_changes or {})
    # The id a boundary of that packet gets (a forger who knows the rules derives it too).
    b["boundary_id"] = boundary_id_for(b["epoch"], b["compactor"]["id"], b["conversation"]["key"], pk["packet_id"])
    b["boundary_hash"] = record_hash(b, "boundary_hash")
    return pk, b


def test_forged_results_and_tampered_boundaries_are_rejected_and_reported(pipeline):
    p = pipeline
    p.start_worker()
    for chat in CHATS:
        # Three waves, each over the trigger on its own: each settles at least one boundary
        # (paced asserts it), so every chat has two boundaries with a margin.
        paced(p, chat, 1, 36, wave=12)
    per_chat = {chat: len(boundaries_of(p, chat)) for chat in CHATS}
    print(f"\nboundaries per chat: {per_chat}")
    assert all(n >= 2 for n in per_chat.values()), (per_chat, outcome_report(p.runs()))
    # forged results: an unknown packet, and a replay of an old, already settled result
    results = p.records("results")
    old = next(r for r in results if r["conversation"] == "telegram:101")
    produce_json(p, "results", "telegram:101", {**old, "packet_id": "pkt_unknown", "result_id": "res_forged_1"})
    produce_json(p, "results", "telegram:101", {**old, "result_id": "res_replayed_1"})
    p.wait_until(lambda: sum(r["outcome"] == "rejected" for r in p.runs()) >= 2, 60, "two rejections")
    rejected = {r["result_id"]: r for r in p.runs() if r["outcome"] == "rejected"}
    assert rejected["res_forged_1"]["reason"] == "packet-not-in-flight"
    # another result for a packet that already had one: a second execution, counted as such
    assert rejected["res_replayed_1"]["reason"] == "duplicate-execution"
    rejected = list(rejected.values())
    assert all("text" not in r for r in rejected)
    # tampering: a fork in 101, a non-advancing boundary in 102, a flipped byte in 103
    b101 = boundaries_of(p, "101")
    fork = forge(b101[-1], summary={**b101[-1]["summary"], "text": "a competing summary"})
    b102 = boundaries_of(p, "102")
    last = b102[-1]
    stuck = forge(last, previous={"boundary_id": last["boundary_id"], "boundary_hash": last["boundary_hash"],
                                  "covered_through_seq": last["covered_through"]["source_seq"]})
    b103 = boundaries_of(p, "103")
    flipped = orjson.dumps(b103[-1]).replace(b'"summary":{"text":"', b'"summary":{"text":"X', 1)
    assert flipped != orjson.dumps(b103[-1])
    forged = {
        "104": forge_successor(p, "104", packet_changes={"previous": {"boundary_id": "bnd_gone", "boundary_hash": "0" * 64, "covered_through_seq": 5, "summary_text": "", "rendered": ""}}),
        "105": forge_successor(p, "105", packet_changes={"compactor": {**boundaries_of(p, "105")[-1]["compactor"], "fingerprint": "f" * 64}}),
        "106": forge_successor(p, "106", packet_changes={"conversation": {**boundaries_of(p, "106")[-1]["conversation"], "key": "telegram:999"}}),
        "107": forge_successor(p, "107"),  # consistent and sealed, but no model run settled it
    }
    for chat, (pk, b) in forged.items():
        produce_json(p, "documents", pk["packet_id"], pk, conversation=f"telegram:{chat}")
        produce_json(p, "documents", b["boundary_id"], b, conversation=f"telegram:{chat}")
    for rec, chat in ((fork, "101"), (stuck, "102")):
        produce_json(p, "documents", rec["boundary_id"], rec, conversation=f"telegram:{chat}")
    p.produce_raw("documents", b103[-1]["boundary_id"].encode(), flipped, partition_for("telegram:103", p.settings.partitions))
    r = cli(p, "verify", "--json")
    assert r.returncode == 3, r.stderr
    report = orjson.loads(r.stdout)
    reasons = {(f["reason"], f["record_id"]) for f in report["findings"]}
    assert any(r == "fork" and rid in (fork["boundary_id"], b101[-1]["boundary_id"]) for r, rid in reasons), reasons
    assert any(x == ("non-advancing", stuck["boundary_id"]) for x in reasons)
    assert any(x == ("divergent-hash", b103[-1]["boundary_id"]) for x in reasons)
    docs_topic = topic_name(p.settings, "documents")
    for f in report["findings"]:
        assert f["topic"] in (docs_topic, topic_name(p.settings, "boundaries")) and f["partition"] >= 0 and f["offset"] >= 0
    assert any(x == ("missing-link", forged["104"][1]["boundary_id"]) for x in reasons), reasons
    assert any(x == ("stale-declaration", forged["105"][1]["boundary_id"]) for x in reasons), reasons
    assert any(x == ("wrong-route", forged["106"][1]["boundary_id"]) for x in reasons), reasons
    assert any(x == ("fabricated-run", forged["107"][1]["boundary_id"]) for x in reasons), reasons
    for chat, reason in (("101", "fork"), ("102", "non-advancing"), ("103", "divergent-hash"), ("104", "missing-link"),
                         ("105", "stale-declaration"), ("106", "wrong-route"), ("107", "fabricated-run")):
        rc, out, err = context(p, chat)
        assert rc == 3 and out["reason"] == reason, (chat, rc, out, err)


def test_declaration_change_starts_a_new_epoch_and_old_epochs_still_verify(pipeline, tmp_path):
    p = pipeline
    p.start_worker()
    paced(p, "101", 1, 24)
    p.wait_until(lambda: len(boundaries_of(p, "101")) >= 2, 120, "boundaries in the first epoch")
    old_epoch = boundaries_of(p, "101")[0]["epoch"]
    p.stop_worker(signal.SIGTERM)
    write_declarations(p.declarations, version="4", replay="now")  # a new compactor version: a new epoch
    p.start_worker()
    paced(p, "101", 25, 24)
    p.wait_until(lambda: any(b["epoch"] != old_epoch for b in boundaries_of(p, "101")), 120, "a boundary of the new epoch")
    new = [b for b in boundaries_of(p, "101") if b["epoch"] != old_epoch]
    assert new[0]["previous"] is None
    assert new[0]["activation_frontier"]["doc_id"] != boundaries_of(p, "101")[0]["activation_frontier"]["doc_id"]
    rc, out, _ = wait_context(p, "101", lambda rc, out: rc == 0 and out["manifest"]["boundary"] is not None and out["manifest"]["epoch"] != old_epoch)
    assert out["manifest"]["boundary"]["boundary_id"] in {b["boundary_id"] for b in new}
    r = cli(p, "verify", "--json")
    report = orjson.loads(r.stdout)
    assert r.returncode == 0 and report["ok"] and report["counts"]["chains"] == 2, report
