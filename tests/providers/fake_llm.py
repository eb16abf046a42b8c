"""A scripted HTTP server that speaks the OpenAI chat-completions and Anthropic Messages wire
formats, on 127.0.0.1, in a background thread. Each request pops the next scripted reply."""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from aiohttp import web


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict -> JSON; str/bytes -> raw
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0


# The model a provider reports serving differs from the one requested (a dated snapshot of
# "m-1"), as real providers' answers do: receipts must carry the served one.
SERVED_MODEL = "m-1-2026-11-01"


def openai_ok(text: str, prompt_tokens: int = 120, completion_tokens: int = 40, delay_s: float = 0.0, model: str = SERVED_MODEL) -> Reply:
    """A chat-completions answer; `delay_s`: how long the server takes to give it (a slow model)."""
    return Reply(delay_s=delay_s, body={"id": "x", "object": "chat.completion", "model": model, "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
                       "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens}})


def anthropic_ok(text: str, model: str = SERVED_MODEL) -> Reply:
    return Reply(body={"id": "m", "type": "message", "model": model, "role": "assistant", "content": [{"type": "text", "text": text}],
                       "usage": {"input_tokens": 111, "output_tokens": 22}})


class FakeLLM:
    def __init__(self) -> None:
        self.script: list[Reply] = []
        self.default: Optional[Reply] = None
        self.responder: Optional[Callable[[dict[str, Any]], Optional[Reply]]] = None  # by request body
        self.requests: list[dict[str, Any]] = []
        self.loop = asyncio.new_event_loop()
        self.port = 0
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append({"path": request.path, "headers": dict(request.headers), "body": body})
        reply = self.responder(body) if self.responder else None
        if reply is None:
            reply = self.script.pop(0) if self.script else self.default
        if reply is None:
            return web.json_response({"error": "no scripted reply"}, status=500)
        if reply.delay_s:
            await asyncio.sleep(reply.delay_s)
        if isinstance(reply.body, (dict, list)):
            return web.json_response(reply.body, status=reply.status, headers=reply.headers)
        return web.Response(body=reply.body or b"", status=reply.status, headers=reply.headers, content_type="application/json")

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._handle)
        app.router.add_post("/v1/messages", self._handle)
        runner = web.AppRunner(app)
        self.loop.run_until_complete(runner.setup())
        site = web.TCPSite(runner, "127.0.0.1", 0)
        self.loop.run_until_complete(site.start())
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self._ready.set()
        self.loop.run_forever()
        self.loop.run_until_complete(runner.cleanup())

    def start(self) -> "FakeLLM":
        self._thread.start()
        self._ready.wait(10)
        return self

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"
