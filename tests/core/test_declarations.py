"""Declarations: a pair that disagrees or has inconsistent sizes refuses to start, naming the field."""

from __future__ import annotations

import pytest

from convcompact.core.declarations import load_declarations
from convcompact.core.errors import DeclarationError
from tests.helpers import write_declarations


def test_minimal_pair_loads_with_an_epoch(tmp_path):
    (pair,) = load_declarations(write_declarations(tmp_path))
    assert pair.target_agent == "stream" and len(pair.epoch) == 64
    assert pair.admits_conversation("telegram:77") and not pair.admits_conversation("slack:1")


def test_shipped_declarations_load():
    from convcompact.settings import DEFAULT_DECLARATIONS

    (pair,) = load_declarations(DEFAULT_DECLARATIONS)
    assert pair.compactor.trigger_input_chars == 80000


@pytest.mark.parametrize(
    "agent, policy, field",
    [
        ({"admit_sensitive": True}, {}, "admit_sensitive"),
        ({"history_agents": ["other"]}, {}, "history_agents"),
        ({"provider": {"profile": "local", "model": "other"}}, {}, "provider"),
        ({}, {"retain_input_chars": 6000}, "retain_input_chars"),
        ({}, {"max_summary_chars": 2500}, "trigger_input_chars"),
        ({}, {"document_budget_chars": 10, "_both": True}, "document_budget_chars"),
        ({"compactor": "nope"}, {}, "compactor"),
        ({}, {"trigger_input_chars": "many"}, "trigger_input_chars"),
    ],
)
def test_bad_pair_refuses_to_start_naming_the_field(tmp_path, agent, policy, field):
    if policy.pop("_both", False):
        agent = {**agent, **policy}
    with pytest.raises(DeclarationError, match=field):
        load_declarations(write_declarations(tmp_path, agent=agent, **policy))


def test_any_fingerprint_change_is_a_new_epoch(tmp_path):
    base = load_declarations(write_declarations(tmp_path / "a"))[0].epoch
    assert load_declarations(write_declarations(tmp_path / "b", version="4"))[0].epoch != base
    assert load_declarations(write_declarations(tmp_path / "c", trigger_input_chars=6100))[0].epoch != base
    other = write_declarations(tmp_path / "d")
    (other / "docs" / "identity.md").write_text("You are someone else.\n")
    assert load_declarations(other)[0].epoch != base
    assert load_declarations(write_declarations(tmp_path / "e"))[0].epoch == base
