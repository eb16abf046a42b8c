"""An example chat agent over convcompact. Each turn it reads a chat message, fetches the agent's
compacted context from a worker (`convcompact.AsyncContextClient`), asks a model, and publishes
its reply as an `agent.delivery@1` (`convcompact.Publisher`). Its next turn's context holds that
reply, and once the chat grows past the trigger, a summary in place of the oldest turns.

Against the broker and worker that `bash deploy/demo.sh --serve` leaves running (it prints the
broker's address):

    source .venv/bin/activate
    export KAFKA_BOOTSTRAP_SERVERS=127.0.0.1:PORT           # the broker the demo printed
    python examples/chat_agent.py --chat telegram:example   # you type the user's turns; Ctrl-D ends
    python examples/chat_agent.py                           # or: answer each new message on conversation.source

The model is the deterministic **echo model** by default (`--profile echo`): NOT a language
model, it repeats the user's turn and says how much context it was given, so a run can be checked.
`--profile NAME` calls a profile of the providers file instead (`--providers`, default
CONVCOMPACT_PROVIDERS; `deploy/providers/example.toml`). The broker, topic prefix, partitions and
declarations come from the environment, as for every `convcompact` command.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import threading
import time
from typing import Any, AsyncIterator, Optional

import orjson
from pydantic import ValidationError

from convcompact import AgentContext, AsyncContextClient, ContextNotFound, FailedClosed, Publisher, Settings, SourceMessage
from convcompact import kafka_clients
from convcompact.core.declarations import Pair, load_declarations
from convcompact.core.output_contract import Answer
from convcompact.core.records import Usage
from convcompact.core.render import source_turn_id
from convcompact_agents.providers import OutputContractViolation, ProviderError, load_profiles, make_provider
from convcompact_topics.catalog import topic_name

ECHO = "echo"
SYSTEM = "You are {agent}, a helpful assistant in a group chat. The documents below are yours.\n\n"


class EchoModel:
    """Deterministic, NOT a language model: echoes the newest user turn and counts its context."""

    name = "echo (deterministic, not a language model)"

    async def chat(self, messages: list[dict[str, str]], model: str = "", max_tokens: int = 0) -> Answer:
        said = next((m["content"] for m in reversed(messages) if m["role"] == "user" and "name" in m), "")
        history = len(messages) - 1  # all but the system message
        summary = any(m["content"].startswith("<untrusted-history-summary") for m in messages)
        text = f"echo: {said[:200]} ({history} message{'s' * (history != 1)} of context{', a summary first' if summary else ''})"
        return Answer(text, Usage(), "echo-v1")

    async def close(self) -> None:
        return None


class Agent:
    """One agent of a declaration pair: its documents, a context client, a publisher, a model."""

    def __init__(self, settings: Settings, worker: str, agent_id: str, model: Any, wait_s: float) -> None:
        self.settings, self.agent_id, self.model, self.wait_s = settings, agent_id, model, wait_s
        pairs = [p for p in load_declarations(settings.declarations) if p.target_agent == agent_id]
        if not pairs:
            raise SystemExit(f"chat_agent: no declaration pair for agent {agent_id!r} in {settings.declarations}")
        self.pair: Pair = pairs[0]  # its documents and the conversations it admits
        self.client = AsyncContextClient(worker)
        self.publisher = Publisher(settings)

    async def context_for(self, turn: SourceMessage) -> AgentContext:
        """The context once the worker has folded `turn` (and so every reply sent before it);
        after `wait_s`, what the worker has."""
        deadline = time.monotonic() + self.wait_s
        while True:
            try:
                ctx = await self.client.context(turn.conversation, agent=self.agent_id)
                if source_turn_id(turn.conversation, turn.source_seq) in ctx.manifest.turns or time.monotonic() > deadline:
                    return ctx
            except ContextNotFound:  # a new chat: its first message is not folded yet
                if time.monotonic() > deadline:
                    raise
            await asyncio.sleep(0.2)

    def prompt(self, ctx: AgentContext, turn: SourceMessage) -> list[dict[str, str]]:
        docs = "\n\n".join(self.pair.documents.values())
        messages = [{"role": "system", "content": SYSTEM.format(agent=self.agent_id) + docs}, *ctx.native()]
        if source_turn_id(turn.conversation, turn.source_seq) not in ctx.manifest.turns:
            messages.append({"role": "user", "name": turn.sender_id, "content": turn.text})  # not folded in time
        return messages

    async def answer(self, turn: SourceMessage) -> dict[str, Any]:
        """One turn; its report (what `--json` prints). A chain that fails closed gets no reply
        (the model never sees a context the pipeline does not trust), nor does a failed call."""
        report: dict[str, Any] = {"conversation": turn.conversation, "source_seq": turn.source_seq}
        try:
            ctx = await self.context_for(turn)
        except FailedClosed as exc:
            return {**report, "failed_closed": exc.reason, "detail": exc.detail}
        try:
            reply = await self.model.chat(self.prompt(ctx, turn))
        except (ProviderError, OutputContractViolation) as exc:  # no reply rather than a broken one
            return {**report, "model_failed": str(exc).splitlines()[0]}
        delivery = await self.publisher.delivery(turn.conversation, agent_id=self.agent_id, source_seq=turn.source_seq, text=reply.text)
        return {**report, "context": {"turns": ctx.manifest.turns, "boundary": ctx.manifest.boundary and ctx.manifest.boundary.boundary_id,
                                      "total_chars": ctx.manifest.sizes.total_chars}, "reply": delivery.text, "event_id": delivery.event_id}


async def consume(agent: Agent, turns: Optional[int], show: Any) -> None:
    """Answer each new message on conversation.source that the agent's declaration admits
    (new: after the group's committed offset, or after the end on a first start)."""
    s = agent.settings
    consumer = kafka_clients.consumer(
        s, topic_name(s, "source"), group_id=f"{s.app_id}-example-{agent.agent_id}",
        auto_offset_reset="latest", enable_auto_commit=False,
    )
    await consumer.start()
    try:
        while not consumer.assignment():
            await asyncio.sleep(0.1)
        for tp in consumer.assignment():
            await consumer.position(tp)  # fixes "latest" now: what is published from here on is answered
        print(f"chat_agent: listening on {topic_name(s, 'source')}", file=sys.stderr, flush=True)
        answered = 0
        async for record in consumer:
            try:
                turn = SourceMessage.model_validate_json(record.value or b"")
            except ValidationError:
                continue  # the pipeline dead-letters it; nothing to answer
            if agent.pair.admits_conversation(turn.conversation):
                show(await agent.answer(turn))
                answered += 1
            await consumer.commit()
            if turns and answered >= turns:
                return
    finally:
        await consumer.stop()


async def stdin_lines() -> AsyncIterator[str]:
    """stdin's lines, read by a daemon thread, so that Ctrl-C never waits for a blocked read."""
    loop, queue = asyncio.get_running_loop(), asyncio.Queue[Optional[str]]()

    def read() -> None:
        for line in sys.stdin:
            loop.call_soon_threadsafe(queue.put_nowait, line)
        loop.call_soon_threadsafe(queue.put_nowait, None)

    threading.Thread(target=read, daemon=True).start()
    while (line := await queue.get()) is not None:
        yield line


async def chat(agent: Agent, conversation: str, sender: str, show: Any) -> None:
    """Take the user's turns from stdin, one a line, in `conversation`."""
    seq = 0
    async for line in stdin_lines():
        if not line.strip():
            continue
        seq = max(seq + 1, time.time_ns() // 1_000_000)  # the chat's message number: rises with time
        turn = await agent.publisher.message(conversation, sender_id=sender, source_seq=seq, text=line.strip())
        show(await agent.answer(turn))


def model_of(profile: str, providers: str) -> Any:
    if profile == ECHO:
        return EchoModel()
    profiles = load_profiles(providers)
    if profile not in profiles:
        raise SystemExit(f"chat_agent: no provider profile {profile!r} in {providers or 'the defaults'}")
    if profiles[profile].kind == "local":
        raise SystemExit(f"chat_agent: profile {profile!r} is the compactor's extractive summarizer, not a chat model")
    return make_provider(profile, profiles[profile])


async def main(args: argparse.Namespace) -> None:
    settings = Settings.from_env()
    model = model_of(args.profile, args.providers)
    agent = Agent(settings, args.worker, args.agent, model, args.wait_s)
    label = getattr(model, "name", args.profile)
    print(f"chat_agent: agent {args.agent}, model {label}, worker {args.worker}, broker {settings.bootstrap}", file=sys.stderr)

    def show(report: dict[str, Any]) -> None:
        line = orjson.dumps(report).decode() if args.json else f"{args.agent}> {report.get('reply') or report}"
        print(line, flush=True)

    await agent.publisher.start()
    try:
        if args.chat:
            await chat(agent, args.chat, args.sender, show)
        else:
            await consume(agent, args.turns, show)
    finally:
        await agent.publisher.stop()
        await agent.client.aclose()
        await model.close()


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--worker", default="http://127.0.0.1:6066", help="any worker's web address (default: the demo's)")
    p.add_argument("--agent", default="stream", help="the agent id of a declaration pair")
    p.add_argument("--profile", default=ECHO, help="provider profile of the model ('echo', the default: not a language model)")
    p.add_argument("--providers", default=os.environ.get("CONVCOMPACT_PROVIDERS", ""), help="provider profiles TOML")
    p.add_argument("--chat", metavar="CONVERSATION", help="take the user's turns from stdin in this chat, e.g. telegram:example")
    p.add_argument("--sender", default="you", help="the user's sender id with --chat")
    p.add_argument("--turns", type=int, help="stop after answering this many messages (without --chat)")
    p.add_argument("--wait-s", dest="wait_s", type=float, default=10.0, help="how long to wait for the worker to fold a turn")
    p.add_argument("--json", action="store_true", help="one JSON report a turn: the context's turns and sizes, the reply")
    return p


if __name__ == "__main__":
    try:
        asyncio.run(main(parser().parse_args()))
    except KeyboardInterrupt:
        pass
