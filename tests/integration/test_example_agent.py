"""The example agent (examples/chat_agent.py) end to end on the broker: each turn it reads a chat
message, fetches the compacted context from the worker through the client, answers with the echo
model and publishes the reply as an `agent.delivery@1` through the publisher; the context of a
later turn holds its earlier replies."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson

from convcompact import Publisher
from convcompact.core.partitioner import partition_for
from convcompact.core.records import AgentDelivery, decode_input
from convcompact.inspection import load_context
from tests.core.test_planner import text
from tests.helpers import message
from tests.integration.pipeline import Pipeline

AGENT = Path(__file__).resolve().parents[2] / "examples" / "chat_agent.py"


def start_agent(p: Pipeline, *args: str) -> subprocess.Popen[bytes]:
    err = open(p.workdir / "agent.err", "ab")
    return subprocess.Popen(
        [sys.executable, str(AGENT), "--worker", f"http://127.0.0.1:{p.settings.web_port}", "--json", *args],
        env={**os.environ, **p.settings.to_env()}, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err,
    )


def finish(agent: subprocess.Popen[bytes], p: Pipeline, stdin: bytes = b"") -> list[dict[str, Any]]:
    """The agent's reports, once it has stopped by itself (it is killed if it does not)."""
    try:
        out, _ = agent.communicate(stdin, timeout=120)
    except subprocess.TimeoutExpired:
        agent.kill()
        out, _ = agent.communicate()
        raise AssertionError(f"the agent did not stop: {(p.workdir / 'agent.err').read_text()[-3000:]}")
    assert agent.returncode == 0, (p.workdir / "agent.err").read_text()[-3000:]
    return [orjson.loads(line) for line in out.splitlines() if line.strip()]


def deliveries(p: Pipeline, chat: str) -> list[AgentDelivery]:
    """The chat's deliveries as the pipeline reads them: the contract's shape, checked
    against the key, on the conversation's partition."""
    out = []
    for s in p.read("delivery"):
        record = decode_input(s.value, s.key)
        if record.conversation == chat:
            assert s.partition == partition_for(chat, p.partitions)
            assert isinstance(record, AgentDelivery)
            out.append(record)
    return out


def test_the_example_agent_answers_each_turn_with_its_compacted_context(pipeline: Pipeline):
    p, chat = pipeline, "telegram:300"
    p.start_worker()
    p.produce([message("300", s, text(350, s)) for s in range(1, 31)])  # history past the trigger
    p.wait_until(lambda: bool(p.records("boundaries")), 120, "the chat's first boundary")

    agent = start_agent(p, "--turns", "3")
    p.wait_until(lambda: b"listening" in (p.workdir / "agent.err").read_bytes() or agent.poll() is not None, 60, "the agent")
    assert agent.poll() is None, (p.workdir / "agent.err").read_text()[-3000:]

    async def say(seq: int, said: str) -> None:
        async with Publisher(p.settings) as chat_bridge:
            await chat_bridge.message(chat, sender_id="u1", source_seq=seq, text=said)

    for n, seq in enumerate((101, 102, 103), 1):
        asyncio.run(say(seq, f"question {n}"))
        p.wait_until(lambda: len(deliveries(p, chat)) == n, 60, f"the agent's reply {n}")
    reports = finish(agent, p)

    assert [r["source_seq"] for r in reports] == [101, 102, 103]
    replies = [f"{chat}/{seq}/stream/0" for seq in (101, 102, 103)]
    for n, r in enumerate(reports):
        assert f"{chat}/{r['source_seq']}" in r["context"]["turns"], "the context holds the message answered"
        assert [t for t in r["context"]["turns"] if t in replies] == replies[:n], "its earlier replies, in order"
        assert r["context"]["boundary"], "a summary stands in for the oldest turns"
        assert r["reply"].startswith(f"echo: question {n + 1} (") and r["reply"].endswith(", a summary first)")
    got = deliveries(p, chat)
    assert [(d.agent_id, d.source_seq, d.delivery_seq, d.text, d.event_id) for d in got] == [
        ("stream", r["source_seq"], 0, r["reply"], r["event_id"]) for r in reports
    ]
    # the pipeline folded the replies: the topics' own context (`convcompact context`) holds them
    assert set(replies) <= set(asyncio.run(load_context(p.settings, chat, "stream"))[1]["manifest"]["turns"])

    # --chat: the user's turns from stdin, published through the publisher too
    reports = finish(start_agent(p, "--chat", "telegram:301", "--sender", "you"), p, b"hello\n\nhow are you\n")
    assert [r["reply"].split(" (")[0] for r in reports] == ["echo: hello", "echo: how are you"]
    first, second = (r["source_seq"] for r in reports)
    assert first < second and f"telegram:301/{first}/stream/0" in reports[1]["context"]["turns"]
    sources = [decode_input(s.value, s.key) for s in p.read("source") if s.key == b"telegram:301"]
    assert [(m.sender_id, m.source_seq, m.text) for m in sources] == [("you", first, "hello"), ("you", second, "how are you")]  # type: ignore[union-attr]
