"""The context client: what an agent runtime calls each turn, `GET /context/{conversation}?agent=ID`
on any worker (sync `ContextClient`, async `AsyncContextClient`, over httpx).

200 is an `AgentContext` (typed messages and manifest). 409 raises `FailedClosed` with the
resolver's reason, as `convcompact context` exits 3. 404 raises `ContextNotFound`. No answer, a
timeout, another status or a body that is not a context raises `WorkerUnavailable`. A refused
connection and 502/503/504 are tried again `retries` times: a worker restarting or a partition
moving between workers passes within moments. A timeout is not: it already took `timeout_s`.

The worker's pages need its web token when it has one: `token=` (by default the
`CONVCOMPACT_WEB_TOKEN_FILE` or `CONVCOMPACT_WEB_TOKEN` of the environment), sent as
`Authorization: Bearer`; a 401 raises `Unauthorized`. Over HTTPS, `verify` is the CA file the
worker's certificate is checked against (default `CONVCOMPACT_WEB_TLS_CAFILE`, else the
system's CAs), or False.
"""

from __future__ import annotations

import asyncio
import os
import ssl
import time
from typing import Any, Optional, Union
from urllib.parse import quote

import httpx
from pydantic import ValidationError

from .core.errors import ChainBroken, ConvcompactError
from .core.records import AgentContext
from .settings import Settings
from .web_credentials import web_token

DEFAULT_URL = "http://127.0.0.1:6066"  # a worker's default web port (CONVCOMPACT_WEB_PORT)
PASSING = (502, 503, 504)


class ContextError(ConvcompactError):
    """Base of the context client's errors."""


class FailedClosed(ContextError, ChainBroken):
    """409: the conversation's chain cannot be trusted, so no context is rendered. `reason` is
    the resolver's stable name (`fork`, `missing-link`, ...), `detail` says where."""


class ContextNotFound(ContextError):
    """404: no declaration pair admits this agent and conversation, or the pipeline has no
    history of the conversation (yet)."""


class WorkerUnavailable(ContextError):
    """No context from the worker: unreachable, timed out, an unexpected status or body."""


class Unauthorized(WorkerUnavailable):
    """401: the worker wants its web token (`token=`), or another one."""


Verify = Union[bool, str, ssl.SSLContext, None]


def _http_options(token: Optional[str], verify: Verify) -> dict[str, Any]:
    """httpx's headers and TLS check: the token (default: the environment's) and the CA."""
    if token is None:
        token = web_token(Settings(web_token_file=os.environ.get("CONVCOMPACT_WEB_TOKEN_FILE", "")))
    if verify is None:
        verify = os.environ.get("CONVCOMPACT_WEB_TLS_CAFILE") or True
    if isinstance(verify, str):
        verify = ssl.create_default_context(cafile=verify)
    return {"headers": {"Authorization": f"Bearer {token}"} if token else {}, "verify": verify}


def _first_line(exc: Exception) -> str:
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


class _Client:
    def __init__(self, base_url: str, timeout_s: float, retries: int, backoff_s: float) -> None:
        self.base_url = base_url.rstrip("/")
        self.timeout_s, self.retries, self.backoff_s = timeout_s, retries, backoff_s

    @staticmethod
    def _path(conversation: str) -> str:
        return "/context/" + quote(conversation, safe=":")  # a chat id may hold '/' or '?'

    def _pause(self, attempt: int) -> float:
        return self.backoff_s * 2 ** (attempt - 1) if attempt else 0.0

    def _answer(self, attempt: int, got: Union[httpx.Response, httpx.HTTPError], conversation: str, agent: str) -> Optional[AgentContext]:
        """The context, or None to try again; raises the typed error otherwise."""
        last = attempt >= self.retries
        if isinstance(got, httpx.HTTPError):
            if isinstance(got, httpx.ConnectError) and not last:
                return None
            kind = "timed out" if isinstance(got, httpx.TimeoutException) else "unreachable"
            raise WorkerUnavailable(f"{self.base_url}: {kind} ({_first_line(got)})") from None
        if got.status_code == 200:
            try:
                return AgentContext.model_validate_json(got.content)
            except ValidationError as exc:
                raise WorkerUnavailable(f"{got.request.url}: the answer is not a context ({_first_line(exc)})") from None
        body = _json_object(got)
        if got.status_code == 409 and body.get("failed_closed"):
            raise FailedClosed(str(body.get("reason")), str(body.get("detail") or ""))
        if got.status_code == 404:
            raise ContextNotFound(f"{conversation} for agent {agent}: {body.get('error') or 'not found'}")
        if got.status_code == 401:
            raise Unauthorized(f"{self.base_url}: HTTP 401 ({body.get('error') or 'unauthorized'}); pass token= or set CONVCOMPACT_WEB_TOKEN_FILE")
        if got.status_code in PASSING and not last:
            return None
        raise WorkerUnavailable(f"{got.request.url}: HTTP {got.status_code}")


def _json_object(response: httpx.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


class ContextClient(_Client):
    """Blocking client: `ContextClient(url).context("telegram:77", agent="stream")`."""

    def __init__(self, base_url: str = DEFAULT_URL, *, timeout_s: float = 5.0, retries: int = 2, backoff_s: float = 0.2,
                 token: Optional[str] = None, verify: Verify = None) -> None:
        super().__init__(base_url, timeout_s, retries, backoff_s)
        self._http = httpx.Client(base_url=self.base_url, timeout=timeout_s, **_http_options(token, verify))

    def context(self, conversation: str, *, agent: str) -> AgentContext:
        for attempt in range(self.retries + 1):
            time.sleep(self._pause(attempt))
            try:
                got: Union[httpx.Response, httpx.HTTPError] = self._http.get(self._path(conversation), params={"agent": agent})
            except httpx.HTTPError as exc:
                got = exc
            ctx = self._answer(attempt, got, conversation, agent)
            if ctx is not None:
                return ctx
        raise AssertionError("unreachable: the last attempt answers or raises")

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> "ContextClient":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


class AsyncContextClient(_Client):
    """asyncio client: `await AsyncContextClient(url).context("telegram:77", agent="stream")`."""

    def __init__(self, base_url: str = DEFAULT_URL, *, timeout_s: float = 5.0, retries: int = 2, backoff_s: float = 0.2,
                 token: Optional[str] = None, verify: Verify = None) -> None:
        super().__init__(base_url, timeout_s, retries, backoff_s)
        self._http = httpx.AsyncClient(base_url=self.base_url, timeout=timeout_s, **_http_options(token, verify))

    async def context(self, conversation: str, *, agent: str) -> AgentContext:
        for attempt in range(self.retries + 1):
            await asyncio.sleep(self._pause(attempt))
            try:
                got: Union[httpx.Response, httpx.HTTPError] = await self._http.get(self._path(conversation), params={"agent": agent})
            except httpx.HTTPError as exc:
                got = exc
            ctx = self._answer(attempt, got, conversation, agent)
            if ctx is not None:
                return ctx
        raise AssertionError("unreachable: the last attempt answers or raises")

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> "AsyncContextClient":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.aclose()
