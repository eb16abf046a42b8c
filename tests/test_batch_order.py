"""The order a batch's table writes land in (agents/pipeline.py `coalesce`): one write per
key, its last value, in the crash-safe order of key kinds."""

from convcompact_agents.pipeline import WRITE_ORDER, coalesce

US = "\x1f"


def test_one_write_per_key_last_value_in_kind_order():
    writes = [
        ("e1", f"p{US}c{US}x", 1), ("e1", f"g{US}x{US}1", "g1"), ("e1", f"e{US}x{US}a", "t1"), ("e1", f"c{US}x", "h1"),
        ("e1", f"w{US}src{US}0", [0]),
        ("e2", f"s{US}c{US}x{US}1", "snap"), ("e2", f"b{US}c{US}x", "b2"), ("e2", f"p{US}c{US}x", 2), ("e2", f"g{US}x{US}2", "g2"),
        ("e2", f"c{US}x", "h2"), ("e2", f"i{US}0", {}), ("e2", f"w{US}src{US}0", [1]),
    ]
    out = coalesce(writes)
    keys = [k for _, k, _ in out]
    assert len(keys) == len(set(keys)) == 9
    assert [k[0] for k in keys] == sorted((k[0] for k in keys), key=WRITE_ORDER.__getitem__)
    values = {k: v for _, k, v in out}
    assert values[f"p{US}c{US}x"] == 2 and values[f"c{US}x"] == "h2" and values[f"w{US}src{US}0"] == [1]
    assert keys[-1] == f"w{US}src{US}0", "the watermark lands last"
    assert keys.index(f"g{US}x{US}1") < keys.index(f"g{US}x{US}2"), "within a kind, first-written first"
    assert {e for e, k, _ in out if k == f"p{US}c{US}x"} == {"e2"}, "a key's write goes with its last event"
