"""The context client (sync and async) against a scripted HTTP server that answers as a worker's
GET /context does: the typed context, the fail-closed reason, not found, retries, timeouts, an
unreachable worker. The 200 body is the selector's own output, so the types are pinned to it."""

from __future__ import annotations

import asyncio
import http.server
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import orjson
import pytest

from convcompact import (
    AgentContext, AsyncContextClient, ContextClient, ContextError, ContextNotFound, FailedClosed, WorkerUnavailable,
)
from convcompact.core.declarations import load_declarations
from convcompact.core.errors import ChainBroken
from convcompact.runtime.driver import LocalDriver
from tests.core.test_planner import text
from tests.helpers import correction, delivery, message, write_declarations


@dataclass
class Reply:
    status: int
    body: Any
    delay_s: float = 0.0


class Worker(http.server.ThreadingHTTPServer):
    """Pops one scripted reply a request; remembers each request's path."""

    def __init__(self) -> None:
        self.script: list[Reply] = []
        self.paths: list[str] = []
        self.authorization: list[str | None] = []
        super().__init__(("127.0.0.1", 0), Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class Handler(http.server.BaseHTTPRequestHandler):
    server: Worker

    def do_GET(self) -> None:
        self.server.paths.append(self.path)
        self.server.authorization.append(self.headers.get("Authorization"))
        reply = self.server.script.pop(0)
        time.sleep(reply.delay_s)
        body = reply.body if isinstance(reply.body, bytes) else orjson.dumps(reply.body)
        self.send_response(reply.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:  # the client gave up (a timeout test)
            pass

    def log_message(self, *args: Any) -> None:
        return None


@pytest.fixture
def worker() -> Iterator[Worker]:
    w = Worker()
    thread = threading.Thread(target=w.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield w
    w.shutdown()
    w.server_close()


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What a worker's /context serves for a chat with a boundary, an amendment (an edit of a
    covered message) and the agent's replies in the tail: the same calls as web.py."""
    (pair,) = load_declarations(write_declarations(Path(tmp_path_factory.mktemp("decl"))))
    d = LocalDriver([pair])
    for s in range(1, 12):
        d.feed("source", message("7", s, text(1000, s)))
        d.feed("delivery", delivery("7", s, f"reply {s}"))
    d.feed("correction", correction("7", 1, "the edited first message"))
    status, body = d.context("telegram:7")
    assert status == 200 and body["manifest"]["boundary"] is not None and body["manifest"]["amendment"] is not None
    return body


def fetch(kind: str, url: str, conversation: str = "telegram:7", **options: Any) -> AgentContext:
    """One call through the sync or the async client."""
    if kind == "sync":
        with ContextClient(url, **options) as client:
            return client.context(conversation, agent="stream")

    async def go() -> AgentContext:
        async with AsyncContextClient(url, **options) as client:
            return await client.context(conversation, agent="stream")

    return asyncio.run(go())


KINDS = pytest.mark.parametrize("kind", ["sync", "async"])


@KINDS
def test_a_context_comes_back_typed_exactly_as_served(kind: str, worker: Worker, served: dict[str, Any]):
    worker.script = [Reply(200, served)]
    ctx = fetch(kind, worker.url)
    assert ctx.native() == served["messages"]
    assert ctx.manifest.to_json() == served["manifest"]
    m = ctx.manifest
    assert m.boundary is not None and m.boundary.boundary_id.startswith("bnd_") and m.amendment is not None
    assert [msg.content.startswith(tag) for msg, tag in zip(ctx.messages, ("<untrusted-history-summary", "<untrusted-history-amendment"))] == [True, True]
    assert any(msg.role == "assistant" for msg in ctx.messages) and m.sizes.total_chars == sum(len(x.content) for x in ctx.messages)
    assert worker.paths == ["/context/telegram:7?agent=stream"]


@KINDS
def test_a_fail_closed_state_raises_its_reason(kind: str, worker: Worker):
    worker.script = [Reply(409, {"failed_closed": True, "reason": "fork", "detail": "bnd_a and bnd_b name bnd_0"})]
    with pytest.raises(FailedClosed) as err:
        fetch(kind, worker.url)
    assert (err.value.reason, err.value.detail) == ("fork", "bnd_a and bnd_b name bnd_0")
    assert isinstance(err.value, ChainBroken) and isinstance(err.value, ContextError)  # `except ChainBroken` as for the CLI


@KINDS
def test_not_found_names_the_workers_reason(kind: str, worker: Worker):
    worker.script = [Reply(404, {"error": "no declaration pair for agent 'stream' and 'slack:1'"})]
    with pytest.raises(ContextNotFound, match="slack:1 for agent stream: no declaration pair"):
        fetch(kind, worker.url, "slack:1")


@KINDS
def test_a_moving_partition_is_tried_again_then_given_up(kind: str, worker: Worker, served: dict[str, Any]):
    worker.script = [Reply(503, {}), Reply(200, served)]
    assert fetch(kind, worker.url, backoff_s=0.01).manifest.conversation == "telegram:7"
    worker.script = [Reply(503, {})] * 3
    with pytest.raises(WorkerUnavailable, match="HTTP 503"):
        fetch(kind, worker.url, backoff_s=0.01, retries=2)
    assert len(worker.paths) == 2 + 3 and worker.script == []


@KINDS
def test_a_slow_worker_times_out_without_a_retry(kind: str, worker: Worker):
    worker.script = [Reply(200, {}, delay_s=2.0)]
    t0 = time.monotonic()
    with pytest.raises(WorkerUnavailable, match="timed out"):
        fetch(kind, worker.url, timeout_s=0.3)
    assert time.monotonic() - t0 < 1.5 and len(worker.paths) == 1


@KINDS
def test_an_unreachable_worker_and_a_body_that_is_no_context(kind: str, worker: Worker):
    closed = Worker()
    closed.server_close()  # bound once, nothing listens there now
    with pytest.raises(WorkerUnavailable, match="unreachable"):
        fetch(kind, closed.url, backoff_s=0.01)
    worker.script = [Reply(200, {"messages": [{"role": "system", "content": "x"}], "manifest": {}})]
    with pytest.raises(WorkerUnavailable, match="not a context"):
        fetch(kind, worker.url)


def test_a_conversation_id_is_one_path_segment(worker: Worker, served: dict[str, Any]):
    worker.script = [Reply(200, served)]
    fetch("sync", worker.url, "telegram:a/b?c")
    assert worker.paths == ["/context/telegram:a%2Fb%3Fc?agent=stream"]


@KINDS
def test_the_token_is_sent_and_a_401_says_so(kind: str, worker: Worker, served: dict[str, Any], monkeypatch, tmp_path):
    from convcompact.client import Unauthorized

    worker.script = [Reply(200, served), Reply(401, {"error": "unauthorized: a bearer token is needed"})]
    fetch(kind, worker.url, token="t0k3n")
    with pytest.raises(Unauthorized, match="HTTP 401"):
        fetch(kind, worker.url)  # no token anywhere: nothing sent, and a 401 is no retry
    assert worker.authorization == ["Bearer t0k3n", None]
    (tmp_path / "token").write_text("from-a-file\n")
    monkeypatch.setenv("CONVCOMPACT_WEB_TOKEN_FILE", str(tmp_path / "token"))
    worker.script = [Reply(200, served)]
    fetch(kind, worker.url)  # by default the environment's token file
    assert worker.authorization[-1] == "Bearer from-a-file"
