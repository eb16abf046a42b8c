"""The runtime's own rules, through LocalDriver (no broker): event-time order and read-ahead,
gap fill, redelivery, watermarks and coalesced writes, as the worker runs them."""

from __future__ import annotations

from typing import Any

import orjson

from convcompact.core.declarations import load_declarations
from convcompact.core.state import head_key, watermark_key
from convcompact.runtime.driver import LocalDriver
from tests.helpers import delivery, message, write_declarations
from tests.integration.pipeline import own_evaluation

CLOCK = "2026-11-30T00:00:00.000000+00:00"


def driver(tmp_path: Any, **kw: Any) -> LocalDriver:
    return LocalDriver(load_declarations(write_declarations(tmp_path)), clock=lambda: CLOCK, **kw)


def chat(n: int) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for s in range(1, n + 1):
        out.append(("source", message("7", s, f"m{s} " + "plan the launch budget " * 40)))
        out.append(("delivery", delivery("7", s, f"r{s} " + "noted, the owner is Ana " * 12)))
    return out


def outcomes(d: LocalDriver) -> list[tuple[str, str, Any]]:
    return [(r["trigger_event_id"], r["outcome"], r["reason"]) for r in d.records("runs") if own_evaluation(r)]


def test_replies_read_ahead_of_the_stream_fold_before_their_next_message(tmp_path):
    """Faust may hand the history agent a partition's messages long before the replies sent
    between them: the runtime reads the replies from the log first. The chat ends exactly as
    if every record had come in order: same groups, same plans, no `inputs-behind`."""
    records = chat(30)
    in_order = driver(tmp_path / "a", run_model=False)  # the model answers after the backlog, both times
    for role, rec in records:
        in_order.feed(role, rec)
    in_order.drain()
    skewed = driver(tmp_path / "b", run_model=False)
    stored = [skewed.append(role, rec) for role, rec in records]
    skewed.deliver([s for s in stored if s.topic == "source"])  # the messages only, in one batch
    skewed.deliver([s for s in stored if s.topic == "delivery"])  # the stream catches up: the last reply only
    skewed.drain()
    assert outcomes(skewed) == outcomes(in_order)
    assert not [o for o in outcomes(skewed) if o[2] == "inputs-behind"]
    assert [o[1] for o in outcomes(skewed)].count("dispatched") == 1
    assert skewed.groups() == in_order.groups()
    assert [b["boundary_id"] for b in skewed.records("boundaries")] == [b["boundary_id"] for b in in_order.records("boundaries")]
    status = {s.labels["status"]: s.value for m in skewed.metrics.records.collect() for s in m.samples
              if s.name.endswith("_total") and s.labels["topic"] == "delivery"}
    # 29 replies read ahead (each before the next message); the last one came with the stream
    assert status == {"applied": 30.0, "redelivered": 29.0}


def test_offsets_the_stream_skipped_are_read_back_and_handled_first(tmp_path):
    d = driver(tmp_path, run_model=False)
    stored = [d.append("source", message("7", s, f"hello {s}")) for s in range(1, 6)]
    steps = d.deliver([stored[0], stored[4]])  # the stream jumped from offset 0 to offset 4
    assert [r.offset for r, _ in steps] == [0, 1, 2, 3, 4], "1..3 read back from the log, in order, before 4"
    gap = {s.labels["topic"]: s.value for m in d.metrics.gap_records.collect() for s in m.samples if s.name.endswith("_total")}
    assert gap == {"source": 3.0}
    assert [o[0] for o in outcomes(d)] == [f"tg-7-{s}" for s in range(1, 6)]
    assert d.state[watermark_key("source", 0)][0] == 4
    # the stream delivers 1..3 late (after a rebalance): below the watermark, nothing happens twice
    assert d.deliver(stored[1:4]) == []
    assert len(outcomes(d)) == 5


def test_a_batch_delivered_again_changes_nothing(tmp_path):
    """A crash after a batch's writes but before its offsets were committed: the stream hands
    over the same records again; the watermark makes each a no-op."""
    d = driver(tmp_path)
    stored = [d.append(role, rec) for role, rec in chat(12)]
    d.pump()
    state, published = dict(d.state), {role: len(d.records(role)) for role in ("runs", "documents", "dispatch", "boundaries")}
    d.deliver(stored)
    assert d.state == state
    assert {role: len(d.records(role)) for role in published} == published


def test_a_batch_writes_each_key_once_and_the_head_last_but_the_watermark(tmp_path):
    """What a batch of 24 records writes: each conversation's head once, one watermark per
    topic and partition (coalesced), never once per record."""
    d = driver(tmp_path, run_model=False)
    for role, rec in chat(12):
        d.append(role, rec)
    writes: list[str] = []
    store_set = d.store.set

    def recording(partition: int, key: str, value: Any) -> None:
        writes.append(key)
        store_set(partition, key, value)

    d.store.set = recording  # type: ignore[method-assign]
    d.deliver(list(d.undelivered))  # the one batch of the input topics
    assert writes.count(head_key("telegram:7")) == 1
    assert writes.count(watermark_key("source", 0)) == 1 and writes.count(watermark_key("delivery", 0)) == 1
    assert writes[-2:] == [watermark_key("source", 0), watermark_key("delivery", 0)] or writes[-2:] == [
        watermark_key("delivery", 0), watermark_key("source", 0)]


def test_the_inflight_index_names_each_packet_in_flight_with_its_dispatch_offset(tmp_path):
    """What the model runner's sweeper recovers lost executions from: after the batch that
    dispatched a packet, the partition's index names it with its dispatch record's offset;
    once it settles, the index lets it go."""
    from convcompact.core.state import chain_key, chain_name, inflight_key

    d = driver(tmp_path, run_model=False)
    for role, rec in chat(12):
        d.feed(role, rec)
    (dispatch,) = d.log.topic("dispatch")
    chain = d.state[chain_key("stream-compactor", "telegram:7")]
    assert chain["in_flight"]["packet_id"] == d.records("dispatch")[0]["packet_id"]
    assert d.state[inflight_key(0)] == {
        chain_name("stream-compactor", "telegram:7"): {"packet_id": chain["in_flight"]["packet_id"], "offset": dispatch.offset},
    }
    d.drain()
    assert all(e["packet_id"] != chain["in_flight"]["packet_id"] for e in (d.state.get(inflight_key(0)) or {}).values())


def test_no_step_changes_a_stored_value_in_place(tmp_path):
    """The table is written by reassignment only: a value a step read is never changed in
    place (on a memory store it is the store's own object, so a step that failed after the
    change would leave the table unlike its changelog). Every stored value, serialized before
    each batch of each agent, is the same afterwards (a key written again holds a new object).
    Settlement's indexing of the boundary it binds once changed the chain's index in place."""
    d = driver(tmp_path, run_model=False)

    def unchanged(what: str, run: Any) -> None:
        before = {k: (v, orjson.dumps(v)) for k, v in d.state.items()}
        run()
        changed = [k for k, (v, raw) in before.items() if orjson.dumps(v) != raw]
        assert not changed, f"changed in place by {what}: {changed[:5]}"

    for role, rec in chat(30):
        unchanged(f"{role} {rec['event_id']}", lambda: d.deliver([d.append(role, rec)]))
        unchanged("the model runner", lambda: d._deliver_in_batches(d._take("model-runner")))
        unchanged("settlement", lambda: d._deliver_in_batches(d._take("settlement")))
        unchanged("the evidence agent", d.index_evidence)
    assert len(d.records("boundaries")) >= 3, "planning, settlement and evidence all ran, more than once"
