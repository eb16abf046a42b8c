"""Declarations: a pair that disagrees or has inconsistent sizes refuses to start, naming the
file and the field; every input of the fingerprint starts a new epoch."""

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


def test_shipped_declarations_ask_for_the_embedded_summarizer_s_current_version():
    # A new summarizer version starts a new epoch only where the declarations name it: a bump
    # that misses the shipped pair would keep boundaries labelled with the old version.
    from convcompact.core.summarize import EXTRACTIVE_MODEL
    from convcompact.settings import DEFAULT_DECLARATIONS

    (pair,) = load_declarations(DEFAULT_DECLARATIONS)
    assert pair.agent.provider.model == pair.compactor.provider.model == EXTRACTIVE_MODEL


AGENT = "agents/stream.toml"
COMPACTOR = "compactors/stream-compactor.toml"


@pytest.mark.parametrize(
    "agent, policy, file, field",
    [
        ({"admit_sensitive": True}, {}, COMPACTOR, "admit_sensitive"),
        ({"history_agents": ["other"]}, {}, COMPACTOR, "history_agents"),
        ({"provider": {"profile": "local", "model": "other"}}, {}, COMPACTOR, "provider"),
        ({}, {"retain_input_chars": 6000}, COMPACTOR, "retain_input_chars"),
        ({}, {"max_summary_chars": 2500}, COMPACTOR, "trigger_input_chars"),
        ({}, {"max_input_chars": 2000}, COMPACTOR, "max_input_chars"),
        ({}, {"document_budget_chars": 10, "_both": True}, COMPACTOR, "document_budget_chars"),
        ({"compactor": "nope"}, {}, AGENT, "compactor"),
        ({}, {"target": "nobody"}, COMPACTOR, "target"),
        ({}, {"trigger_input_chars": "many"}, COMPACTOR, "trigger_input_chars"),
        ({"enabled": "yes"}, {}, AGENT, "enabled"),
        ({"context_budget_chars": 100}, {}, AGENT, "context_budget_chars"),
        ({"colour": "blue"}, {}, AGENT, "colour"),
    ],
)
def test_bad_pair_refuses_to_start_naming_the_file_and_the_field(tmp_path, agent, policy, file, field):
    if policy.pop("_both", False):
        agent = {**agent, **policy}
    with pytest.raises(DeclarationError) as exc:
        load_declarations(write_declarations(tmp_path, agent=agent, **policy))
    # "<the file>: <the field>: why": an operator goes straight to the line to fix
    assert str(exc.value).startswith(f"{tmp_path / file}: {field}: "), str(exc.value)
    if field in ("admit_sensitive", "history_agents", "provider"):
        assert str(tmp_path / AGENT) in str(exc.value)  # a disagreement names the other file too


def test_unreadable_toml_and_a_missing_document_name_their_file(tmp_path):
    root = write_declarations(tmp_path / "a")
    (root / "agents" / "stream.toml").write_text("enabled = \n")
    with pytest.raises(DeclarationError) as exc:
        load_declarations(root)
    assert str(exc.value).startswith(f"{root / AGENT}: "), str(exc.value)
    root = write_declarations(tmp_path / "b")
    (root / "docs" / "identity.md").unlink()
    with pytest.raises(DeclarationError) as exc:
        load_declarations(root)
    assert str(exc.value).startswith(f"{root / COMPACTOR}: documents: "), str(exc.value)
    assert "docs/identity.md" in str(exc.value)


def _both(**fields):
    """A change to a field both declarations carry and must agree on."""
    return lambda root: write_declarations(root, agent=fields, **fields)


def _policy(**fields):
    return lambda root: write_declarations(root, **fields)


def _document_text(root):
    root = write_declarations(root)
    (root / "docs" / "identity.md").write_text("You are Stream, a helpful assistant in Slack chats.\n")
    return root


def _another_document(root):
    docs = ["docs/identity.md", "docs/style.md"]
    root = write_declarations(root, agent={"documents": docs}, documents=docs)
    (root / "docs" / "style.md").write_text("Be brief.\n")
    return root


FINGERPRINT_INPUTS = {
    # every field the pair agrees on
    "enabled": _both(enabled=False),
    "provider.profile": _both(provider={"profile": "openai", "model": "extractive-v4"}),
    "provider.model": _both(provider={"profile": "local", "model": "extractive-v3"}),
    "sources": _both(sources=["telegram:*", "slack:*"]),
    "admit_sensitive": _both(admit_sensitive=True),
    "history_agents": _both(history_agents=["stream", "helper"]),
    "documents": _another_document,
    "document_budget_chars": _both(document_budget_chars=2001),
    # who the pair is
    "target agent": lambda root: write_declarations(root, agent={"id": "stream-2"}, target="stream-2"),
    "compactor id": lambda root: write_declarations(root, agent={"compactor": "c-2"}, id="c-2"),
    # each policy number, replay and activated_at
    "trigger_input_chars": _policy(trigger_input_chars=6001),
    "retain_input_chars": _policy(retain_input_chars=2999),
    "max_input_events": _policy(max_input_events=401),
    "max_input_chars": _policy(max_input_chars=20001),
    "max_summary_chars": _policy(max_summary_chars=1199),
    "max_amendment_chars": _policy(max_amendment_chars=799),
    "replay": _policy(replay="now"),
    "activated_at": _policy(activated_at="2026-11-01T00:00:01Z"),
    # each document's content
    "document text": _document_text,
}


@pytest.mark.parametrize("changed", sorted(FINGERPRINT_INPUTS))
def test_every_fingerprint_input_changes_the_fingerprint_and_the_epoch(tmp_path, changed):
    (base,) = load_declarations(write_declarations(tmp_path / "base"))
    (same,) = load_declarations(write_declarations(tmp_path / "same"))
    assert (same.fingerprint, same.epoch) == (base.fingerprint, base.epoch)  # the folder is no input
    (other,) = load_declarations(FINGERPRINT_INPUTS[changed](tmp_path / "changed"))
    assert other.fingerprint != base.fingerprint
    assert other.epoch != base.epoch


@pytest.mark.parametrize("part", ["PROMPT_VERSION", "SYSTEM_INSTRUCTION", "DOCUMENTS_INTRO", "FINAL_REQUEST"])
def test_the_compactor_prompt_identity_is_a_fingerprint_input(tmp_path, monkeypatch, part):
    from convcompact.core import prompt

    root = write_declarations(tmp_path)
    (base,) = load_declarations(root)
    monkeypatch.setattr(prompt, part, getattr(prompt, part) + " (changed)")
    (other,) = load_declarations(root)
    assert other.fingerprint != base.fingerprint and other.epoch != base.epoch


def test_the_version_changes_the_epoch_not_the_fingerprint(tmp_path):
    (base,) = load_declarations(write_declarations(tmp_path / "a"))
    (v4,) = load_declarations(write_declarations(tmp_path / "b", version="4"))
    assert v4.fingerprint == base.fingerprint and v4.epoch != base.epoch
