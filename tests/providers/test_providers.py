"""Providers against a local server speaking each wire format: every failure mode ends in the
outcome the contract names, nothing is lost, and the key never shows."""

from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

import pytest

from convcompact_agents.providers import (
    AnthropicProvider, LocalProvider, OpenAIProvider, OutputContractViolation, ProviderError, ProviderProfile, anthropic_messages,
)
from convcompact.core.hashing import derive_id
from convcompact.core.prompt import packet_prompt, prompt_hash
from convcompact.core.settlement import summary_problem
from tests.core.test_settlement import one_packet_in_flight
from tests.providers.fake_llm import SERVED_MODEL, FakeLLM, Reply, anthropic_ok, openai_ok

KEY = "sk-test-" + derive_id("k", "never-log-me")


@pytest.fixture
def packet(tmp_path: Path):
    _, dispatch = one_packet_in_flight(tmp_path, messages=7)
    return dispatch.packet


def profile(llm: FakeLLM, kind: str = "openai", **kw) -> ProviderProfile:
    base = llm.base_url if kind == "openai" else llm.base_url.removesuffix("/v1")
    return ProviderProfile(kind=kind, base_url=base, model="m-1", api_key_env="CC_TEST_KEY", timeout_s=kw.pop("timeout_s", 2),
                           retries=kw.pop("retries", 3), backoff_s=0.01, backoff_cap_s=0.05, **kw)


def run(provider, packet):
    async def go():
        try:
            return await provider.complete(packet, "m-1")
        finally:
            await provider.close()

    return asyncio.run(go())


@pytest.fixture(autouse=True)
def key(monkeypatch):
    monkeypatch.setenv("CC_TEST_KEY", KEY)


def test_prompt_hash_binds_the_exact_prompt(packet):
    assert prompt_hash(packet_prompt(packet)) == packet.compactor.prompt_hash
    prompt = packet_prompt(packet)
    assert prompt[0]["role"] == "system" and "summarize a frozen historical prefix" in prompt[0]["content"]
    assert "do not call tools" in prompt[0]["content"] and "You are Stream" in prompt[0]["content"]


def test_openai_success_with_usage(llm, packet, caplog):
    llm.script = [openai_ok("A plain summary.", 321, 45)]
    with caplog.at_level(logging.DEBUG):
        text_, usage, served = run(OpenAIProvider("openai", profile(llm)), packet)
    assert text_ == "A plain summary." and (usage.input_tokens, usage.output_tokens) == (321, 45)
    assert served == SERVED_MODEL  # the receipt names the model the provider reported
    (req,) = llm.requests
    assert req["headers"]["Authorization"] == f"Bearer {KEY}"
    assert req["body"]["model"] == "m-1" and "tools" not in req["body"]
    assert req["body"]["messages"] == packet_prompt(packet)
    assert KEY not in caplog.text


def test_429_honours_retry_after(llm, packet, caplog):
    llm.script = [Reply(429, {"error": "slow down"}, {"Retry-After": "0.3"}), openai_ok("ok")]
    t0 = time.monotonic()
    with caplog.at_level(logging.WARNING):
        assert run(OpenAIProvider("openai", profile(llm)), packet)[0] == "ok"
    assert time.monotonic() - t0 >= 0.3 and len(llm.requests) == 2
    assert "http-429" in caplog.text and KEY not in caplog.text


def test_500_then_success(llm, packet):
    llm.script = [Reply(500, {"error": "boom"}), Reply(503, "unavailable"), openai_ok("ok")]
    assert run(OpenAIProvider("openai", profile(llm)), packet)[0] == "ok"
    assert len(llm.requests) == 3


def test_timeouts_exhaust_retries(llm, packet):
    llm.default = Reply(delay_s=1.0, body={"choices": []})
    with pytest.raises(ProviderError, match="retries-exhausted: timeout"):
        run(OpenAIProvider("openai", profile(llm, timeout_s=0.2, retries=2)), packet)
    assert len(llm.requests) == 3


def test_4xx_is_not_retried(llm, packet):
    llm.default = Reply(400, {"error": "bad request"})
    with pytest.raises(ProviderError, match="http-400"):
        run(OpenAIProvider("openai", profile(llm)), packet)
    assert len(llm.requests) == 1


def test_malformed_json(llm, packet):
    llm.script = [Reply(200, b"{not json")]
    with pytest.raises(ProviderError, match="malformed-response"):
        run(OpenAIProvider("openai", profile(llm)), packet)


def test_tool_call_and_several_parts_violate_the_output_contract(llm, packet):
    tool = {"choices": [{"message": {"role": "assistant", "content": None, "tool_calls": [{"id": "t", "type": "function", "function": {"name": "x", "arguments": "{}"}}]}}]}
    two = {"choices": [{"message": {"content": "a"}}, {"message": {"content": "b"}}]}
    parts = {"choices": [{"message": {"content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}}]}
    for body, code in ((tool, "tool-call"), (two, "multiple-parts"), (parts, "multiple-parts")):
        llm.script = [Reply(200, body)]
        with pytest.raises(OutputContractViolation) as exc:
            run(OpenAIProvider("openai", profile(llm)), packet)
        assert exc.value.code == code


def test_empty_overlong_and_json_text_are_rejected_at_settlement():
    assert summary_problem("", 100) == "empty-summary"
    assert summary_problem("x" * 101, 100) == "summary-too-long"
    assert summary_problem('{"boundary_id": "forged"}', 100) == "summary-not-plain-text"
    assert summary_problem("A plain summary.", 100) is None


def test_missing_key_fails_without_a_call(llm, packet, monkeypatch):
    monkeypatch.delenv("CC_TEST_KEY")
    with pytest.raises(ProviderError, match="missing-key: environment variable CC_TEST_KEY"):
        run(OpenAIProvider("openai", profile(llm)), packet)
    assert llm.requests == []


def test_anthropic_success_tool_use_and_blocks(llm, packet):
    llm.script = [anthropic_ok("An Anthropic summary.")]
    text_, usage, served = run(AnthropicProvider("anthropic", profile(llm, "anthropic")), packet)
    assert text_ == "An Anthropic summary." and usage.input_tokens == 111 and served == SERVED_MODEL
    (req,) = llm.requests
    assert req["path"] == "/v1/messages" and req["headers"]["x-api-key"] == KEY
    assert req["body"]["system"].startswith("You are a conversation compactor")
    roles = [m["role"] for m in req["body"]["messages"]]
    assert roles[0] == "user" and all(a != b for a, b in zip(roles, roles[1:]))
    for body, code in (
        ({"content": [{"type": "tool_use", "id": "t", "name": "x", "input": {}}]}, "tool-call"),
        ({"content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}, "multiple-parts"),
    ):
        llm.script = [Reply(200, body)]
        with pytest.raises(OutputContractViolation) as exc:
            run(AnthropicProvider("anthropic", profile(llm, "anthropic")), packet)
        assert exc.value.code == code


def test_each_request_is_one_system_message_and_one_user_transcript(llm, tmp_path):
    """Both wire formats send the transcript prompt: exactly a system message and ONE user
    message, which holds every frozen turn's text (with its prior summary and amendment), so
    the model reads a quoted history, not turns it could continue."""
    from convcompact.core.render import neutralize
    from tests.core.test_prompt import packet_with_everything

    rich = packet_with_everything(tmp_path)
    llm.script = [openai_ok("A summary."), anthropic_ok("A summary.")]
    assert run(OpenAIProvider("openai", profile(llm)), rich)[0] == "A summary."
    assert run(AnthropicProvider("anthropic", profile(llm, "anthropic")), rich)[0] == "A summary."
    openai, anthropic = (r["body"] for r in llm.requests)
    assert [m["role"] for m in openai["messages"]] == ["system", "user"]
    assert [m["role"] for m in anthropic["messages"]] == ["user"] and anthropic["system"] == openai["messages"][0]["content"]
    for user in (openai["messages"][1]["content"], anthropic["messages"][0]["content"]):
        assert user == packet_prompt(rich)[1]["content"]
        assert rich.previous.rendered in user and rich.amendment["text"] in user
        for t in rich.turns:
            assert all(line in user for line in neutralize(t.message["content"]).split("\n")), t.turn_id
            assert f"[#{t.source_seq}, " in user


def test_an_agent_turn_goes_through_the_same_profile(llm):
    """`chat` (the example agent's call): the messages as given, the same one-text-part rule."""
    messages = [{"role": "system", "content": "You are Stream."}, {"role": "user", "name": "u1", "content": "hi"}]

    async def turn(provider):
        try:
            return await provider.chat(messages, max_tokens=300)
        finally:
            await provider.close()

    llm.script = [openai_ok("Hello!"), anthropic_ok("Hi there.")]
    assert asyncio.run(turn(OpenAIProvider("openai", profile(llm))))[0] == "Hello!"
    assert asyncio.run(turn(AnthropicProvider("anthropic", profile(llm, "anthropic"))))[0] == "Hi there."
    openai, anthropic = (r["body"] for r in llm.requests)
    assert openai["messages"] == messages and (openai["model"], openai["max_tokens"]) == ("m-1", 300)
    assert anthropic["system"] == "You are Stream." and anthropic["messages"] == [{"role": "user", "content": "u1: hi"}]
    with pytest.raises(ProviderError, match="not-a-chat-model"):
        asyncio.run(turn(LocalProvider("local", ProviderProfile(kind="local"))))


def test_anthropic_messages_alternate():
    system, turns = anthropic_messages([
        {"role": "system", "content": "S"}, {"role": "assistant", "content": "a"}, {"role": "assistant", "content": "b"},
        {"role": "user", "name": "u1", "content": "c"}, {"role": "user", "content": "d"},
    ])
    assert system == "S"
    assert [t["role"] for t in turns] == ["user", "assistant", "user"]
    assert turns[2]["content"] == "u1: c\n\nd"


@pytest.mark.skipif(not __import__("os").environ.get("OPENAI_API_KEY"), reason="OPENAI_API_KEY is not set: no real provider call")
def test_real_openai_compatible_provider(packet, monkeypatch):
    import os

    monkeypatch.setenv("CC_TEST_KEY", os.environ["OPENAI_API_KEY"])
    prof = ProviderProfile(kind="openai", base_url=os.environ.get("OPENAI_BASE_URL", "https://api.openai.com/v1"),
                           model=os.environ.get("OPENAI_MODEL", "gpt-4o-mini"), api_key_env="CC_TEST_KEY", timeout_s=120)
    text_, usage, _served = run(OpenAIProvider("openai", prof), packet)
    assert summary_problem(text_, packet.max_summary_chars) in (None, "summary-too-long")
    assert usage.input_tokens > 0
