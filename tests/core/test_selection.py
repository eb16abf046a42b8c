"""The ordinary selector: boundary envelope reserved first, then the newest whole turns."""

from __future__ import annotations

from convcompact.core.state import group_key, head_key
from convcompact.core.declarations import load_declarations
from convcompact.runtime.driver import LocalDriver
from convcompact.core.selection import select_context
from tests.core.test_planner import text
from tests.helpers import message, write_declarations


def test_tail_is_bounded_to_the_budget_keeping_newest_turns(tmp_path):
    (pair,) = load_declarations(write_declarations(tmp_path, agent={"context_budget_chars": 12000}))
    d = LocalDriver([pair], run_model=False)  # no boundary settles: the raw tail grows
    for s in range(1, 20):
        d.feed("source", message("7", s, text(1000, s)))
    conv = "telegram:7"
    groups = d.groups()
    ctx = select_context(pair=pair, conversation=conv, group=groups.get, newest=d.state[head_key(conv)]["newest"], boundary=None)
    assert ctx.manifest["sizes"]["total_chars"] <= 12000
    assert ctx.manifest["turns"] == [f"{conv}/{s}" for s in range(8, 20)]
    assert ctx.manifest["sizes"]["turns_over_budget"] == 7


def test_boundary_envelope_is_reserved_before_the_tail(tmp_path):
    (pair,) = load_declarations(write_declarations(tmp_path))
    d = LocalDriver([pair])
    for s in range(1, 12):
        d.feed("source", message("7", s, text(1000, s)))
    conv = "telegram:7"
    boundary = d.chain(conv)[-1]
    groups = d.groups()
    ctx = select_context(pair=pair, conversation=conv, group=groups.get, newest=d.state[head_key(conv)]["newest"], boundary=boundary)
    first = ctx.messages[0]
    assert first["role"] == "user" and first["content"].startswith("<untrusted-history-summary")
    assert first["content"].endswith("</untrusted-history-summary>")
    assert boundary["summary"]["text"] in first["content"] and boundary["boundary_id"] not in first["content"]
    covered = boundary["covered_through"]["source_seq"]
    assert all(int(t.split("/")[1]) > covered for t in ctx.manifest["turns"])
    assert ctx.manifest["sizes"]["envelope_chars"] == len(first["content"])
    assert group_key(conv, covered) in d.state  # covered history is still there, only not sent
