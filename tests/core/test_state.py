"""The table's one owner (convcompact.core.state): keys built and parsed in one place, and
the order a batch's writes land in (`coalesce`): one write per key, its last value, in the
crash-safe order of key kinds."""

from hypothesis import given
from hypothesis import strategies as st

from convcompact.core.state import (
    WRITE_ORDER,
    chain_key,
    chain_of,
    chain_name,
    coalesce,
    conversations_key,
    event_key,
    group_key,
    group_of,
    head_key,
    ChainId,
    boundary_entry_key,
    document_of,
    index_key,
    index_of,
    inflight_key,
    kids_key,
    packet_key,
    parse_chain_name,
    partition_gauge,
    snapshot_key,
    update_inflight_index,
    watermark_key,
    watermark_of,
)

ids = st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=40)


def test_one_write_per_key_last_value_in_kind_order():
    cid = ChainId("ep", "stream", "x")
    writes = [
        ("e1", chain_key("c", "x"), 1), ("e1", group_key("x", 1), "g1"), ("e1", event_key("x", "source", "a"), "t1"),
        ("e1", head_key("x"), "h1"), ("e1", watermark_key("src", 0), [0]), ("e1", index_key(cid), "i1"),
        ("e2", snapshot_key(cid, 1), "snap"), ("e2", packet_key("pk"), "doc"), ("e2", boundary_entry_key(cid, "b"), "entry"),
        ("e2", kids_key(cid, "a"), ["b"]), ("e2", chain_key("c", "x"), 2), ("e2", index_key(cid), "i2"),
        ("e2", group_key("x", 2), "g2"), ("e2", head_key("x"), "h2"), ("e2", inflight_key(0), {}), ("e2", watermark_key("src", 0), [1]),
    ]
    out = coalesce(writes)
    keys = [k for _, k, _ in out]
    assert len(keys) == len(set(keys)) == 12
    # snapshots, documents, boundary entries and links, the planner's chain, the chain index,
    # groups, event index, head, in-flight index, watermark
    assert keys == [
        snapshot_key(cid, 1), packet_key("pk"), boundary_entry_key(cid, "b"), kids_key(cid, "a"), chain_key("c", "x"), index_key(cid),
        group_key("x", 1), group_key("x", 2), event_key("x", "source", "a"), head_key("x"), inflight_key(0), watermark_key("src", 0),
    ]
    assert [k[0] for k in keys] == sorted((k[0] for k in keys), key=WRITE_ORDER.__getitem__)
    values = {k: v for _, k, v in out}
    assert values[chain_key("c", "x")] == 2 and values[head_key("x")] == "h2" and values[watermark_key("src", 0)] == [1]
    assert values[index_key(cid)] == "i2"
    assert {e for e, k, _ in out if k == chain_key("c", "x")} == {"e2"}, "a key's write goes with its last event"


@given(ids, ids, st.integers(min_value=0, max_value=2**40))
def test_every_key_parses_back_to_what_built_it(compactor, conv, n):
    assert chain_of(chain_key(compactor, conv)) == (compactor, conv)
    assert parse_chain_name(chain_name(compactor, conv)) == (compactor, conv)
    assert group_of(group_key(conv, n)) == (conv, n)
    assert watermark_of(watermark_key(conv, n % 1000)) == (conv, n % 1000)
    assert partition_gauge(conversations_key(n % 1000)) == ("n", n % 1000)
    assert partition_gauge(inflight_key(n % 1000)) == ("i", n % 1000)
    # no parser mistakes another kind's key for its own
    assert index_of(index_key(ChainId(compactor, "agent", conv))) == (compactor, "agent", conv)
    assert document_of(packet_key(compactor)) == compactor and document_of(group_key(conv, n)) is None
    assert chain_of(head_key(conv)) is None and group_of(chain_key(compactor, conv)) is None
    assert watermark_of(group_key(conv, n)) is None and partition_gauge(head_key(conv)) is None


def test_the_inflight_index_follows_the_chain_states_written():
    flight = {"packet_id": "pk1", "packet_hash": "h", "model_run_id": "r", "covered_through_seq": 3, "dispatched_at": "t"}
    writes = [(chain_key("c", "x"), {"in_flight": flight}), (chain_key("c", "y"), {"in_flight": None}), (head_key("x"), {})]
    old = {chain_name("c", "y"): {"packet_id": "pk0", "offset": 4}}
    assert update_inflight_index(old, writes, {"pk1": 9}) == {chain_name("c", "x"): {"packet_id": "pk1", "offset": 9}}
    assert update_inflight_index(old, [(head_key("x"), {})], {}) is None, "no chain written: unchanged"
    assert update_inflight_index({}, [(chain_key("c", "y"), {"in_flight": None})], {}) is None, "nothing to drop: unchanged"
