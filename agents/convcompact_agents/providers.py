"""Model providers for the compactor: the embedded local extractive summarizer, an
OpenAI-compatible chat-completions client (hosted APIs, vLLM, llama.cpp server, Ollama) and
an Anthropic Messages client, over httpx. `complete` runs a compaction packet; `chat` runs an
agent's turn over the same profile (the example agent, examples/).

Profiles live in the worker's settings (a TOML file named by CONVCOMPACT_PROVIDERS), never in
declarations. A profile names its kind, base URL, model, the *name* of the environment
variable holding its key, timeout, retries and the most concurrent calls per worker. Keys are
read from the environment at call time and never logged or written to any record.

Failures: 429, 5xx, timeouts and connection errors are retried with exponential backoff and
jitter, honouring Retry-After; other 4xx are not retried (they cannot succeed). An answer
that is not one plain-text part raises OutputContractViolation (settlement rejects it); a
call that fails raises ProviderError (settlement records model-failed).
"""

from __future__ import annotations

import asyncio
import email.utils
import logging
import os
import random
import time
import tomllib
from pathlib import Path
from typing import Any, Literal, Optional

import httpx
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from convcompact.core.errors import ConvcompactError
from convcompact.core.model_runner import LOCAL_LEASE_S, LocalExtractive
from convcompact.core.summarize import EXTRACTIVE_MODEL
from convcompact.core.output_contract import Answer, OutputContractViolation, anthropic_answer, openai_answer
from convcompact.core.prompt import packet_prompt
from convcompact.core.records import ContextPacket
from convcompact.runtime.executor import LEASE_MARGIN_S

from .summarizer_pool import SummarizerPool

log = logging.getLogger("convcompact.providers")


class ProviderError(Exception):
    """The model call failed (after its retries); the message names the class of failure."""


class ProviderProfile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["local", "openai", "anthropic"]
    base_url: str = ""
    model: str = ""
    api_key_env: Optional[str] = None
    timeout_s: float = Field(60.0, gt=0)
    retries: int = Field(4, ge=0, le=20)
    backoff_s: float = Field(1.0, ge=0)
    backoff_cap_s: float = Field(30.0, ge=0)
    max_retry_after_s: float = Field(120.0, ge=0)
    max_concurrency: int = Field(4, ge=1)
    # How long a worker holds a packet's lease: no other worker calls the model for it
    # meanwhile. Default: the call's worst case (see `lease_seconds`).
    lease_s: Optional[float] = Field(None, gt=0)

    def lease_seconds(self) -> float:
        """The lease: the given one, or every attempt timing out plus the longest wait
        between attempts, plus a margin to publish the result."""
        if self.lease_s is not None:
            return self.lease_s
        if self.kind == "local":
            return LOCAL_LEASE_S
        waits = self.retries * max(self.backoff_cap_s, self.max_retry_after_s)
        return self.timeout_s * (self.retries + 1) + waits + LEASE_MARGIN_S


DEFAULT_PROFILES = {"local": ProviderProfile(kind="local", model=EXTRACTIVE_MODEL)}


def load_profiles(path: Optional[str]) -> dict[str, ProviderProfile]:
    """Profiles from a TOML file (`[profiles.NAME]` tables); `local` is always there."""
    profiles = dict(DEFAULT_PROFILES)
    if not path:
        return profiles
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConvcompactError(f"{path}: {exc}") from None
    for name, body in (data.get("profiles") or {}).items():
        try:
            profiles[name] = ProviderProfile.model_validate(body)
        except ValidationError as exc:
            err = exc.errors(include_url=False)[0]
            raise ConvcompactError(f"{path}: profiles.{name}.{'.'.join(map(str, err['loc']))}: {err['msg']}") from None
    return profiles


def _retry_after(value: Optional[str]) -> Optional[float]:
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        when = email.utils.parsedate_to_datetime(value)
        return max(0.0, when.timestamp() - time.time()) if when else None


class Provider:
    """One profile's client: bounded concurrency, retries, one text part out."""

    name: str

    def __init__(self, profile_name: str, profile: ProviderProfile) -> None:
        self.profile_name, self.profile = profile_name, profile
        self.name = profile.kind if profile.kind != "local" else LocalExtractive.provider
        self.slots = asyncio.Semaphore(profile.max_concurrency)

    async def complete(self, packet: ContextPacket, model: str) -> Answer:
        async with self.slots:
            return await self._complete(packet, model or self.profile.model)

    async def chat(self, messages: list[dict[str, str]], model: str = "", max_tokens: int = 1024) -> Answer:
        """An agent's turn (examples/): `messages` is a system message, then native messages;
        the same retries and the same one-text-part rule as a compaction."""
        async with self.slots:
            return await self._chat(messages, model or self.profile.model, max_tokens)

    async def _complete(self, packet: ContextPacket, model: str) -> Answer:
        return await self._chat(packet_prompt(packet), model, max(256, packet.max_summary_chars // 2))

    async def _chat(self, messages: list[dict[str, str]], model: str, max_tokens: int) -> Answer:
        raise NotImplementedError

    async def warm(self) -> None:
        """Start what the first packet would otherwise wait for (nothing, for a remote model)."""
        return None

    async def close(self) -> None:
        return None


class LocalProvider(Provider):
    """The embedded default: extractive, deterministic, not a language model. `processes`:
    how many processes of its own summarize (the worker's; see summarizer_pool), 0 for a
    thread of this process (the in-process driver, the tests)."""

    def __init__(self, profile_name: str, profile: ProviderProfile, processes: int = 0) -> None:
        super().__init__(profile_name, profile)
        self.pool = SummarizerPool(processes)

    async def _complete(self, packet: ContextPacket, model: str) -> Answer:
        from convcompact.core.records import Dispatch

        fake = Dispatch(packet_id=packet.packet_id, packet_hash=packet.packet_hash, model_run_id="", provider="local", model=model, packet=packet)
        # Off the event loop: a long summary must not starve heartbeats or other chats.
        text, usage = await self.pool.summarize(fake)
        return Answer(text, usage, LocalExtractive.model)

    async def warm(self) -> None:
        await self.pool.warm()

    async def close(self) -> None:
        self.pool.close()

    async def _chat(self, messages: list[dict[str, str]], model: str, max_tokens: int) -> Answer:
        raise ProviderError("not-a-chat-model: the local profile is the compactor's extractive summarizer")


class HttpProvider(Provider):
    def __init__(self, profile_name: str, profile: ProviderProfile) -> None:
        super().__init__(profile_name, profile)
        if not profile.base_url:
            raise ConvcompactError(f"provider profile {profile_name!r}: base_url is required for kind {profile.kind!r}")
        self.client = httpx.AsyncClient(base_url=profile.base_url.rstrip("/") + "/", timeout=profile.timeout_s)

    def _key(self) -> Optional[str]:
        env = self.profile.api_key_env
        if not env:
            return None
        key = os.environ.get(env)
        if not key:
            raise ProviderError(f"missing-key: environment variable {env} is not set")
        return key

    async def post(self, path: str, body: dict[str, Any], headers: dict[str, str]) -> dict[str, Any]:
        p = self.profile
        last = "no attempt"
        for attempt in range(p.retries + 1):
            wait: Optional[float] = None
            try:
                r = await self.client.post(path, json=body, headers=headers)
            except httpx.TimeoutException:
                last = "timeout"
            except httpx.TransportError as exc:
                last = f"connection-error ({type(exc).__name__})"
            else:
                if r.status_code == 200:
                    try:
                        data = r.json()
                    except ValueError:
                        raise ProviderError("malformed-response: the body is not JSON") from None
                    if not isinstance(data, dict):
                        raise ProviderError("malformed-response: the body is not a JSON object")
                    return data
                if r.status_code != 429 and r.status_code < 500:
                    raise ProviderError(f"http-{r.status_code}: not retried (a request that cannot succeed)")
                last = f"http-{r.status_code}"
                wait = _retry_after(r.headers.get("retry-after"))
                if wait is not None:
                    wait = min(wait, p.max_retry_after_s)
            if attempt == p.retries:
                break
            if wait is None:
                wait = min(p.backoff_cap_s, p.backoff_s * 2**attempt) * random.uniform(0.5, 1.5)
            log.warning("%s: %s; retry %d of %d in %.2fs", self.profile_name, last, attempt + 1, p.retries, wait)
            await asyncio.sleep(wait)
        raise ProviderError(f"retries-exhausted: {last} after {p.retries + 1} attempts")

    async def close(self) -> None:
        await self.client.aclose()


class OpenAIProvider(HttpProvider):
    async def _chat(self, messages: list[dict[str, str]], model: str, max_tokens: int) -> Answer:
        key = self._key()
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        body = {"model": model, "messages": messages, "temperature": 0, "max_tokens": max_tokens}
        return openai_answer(await self.post("chat/completions", body, headers))


def anthropic_messages(prompt: list[dict[str, str]]) -> tuple[str, list[dict[str, str]]]:
    """Anthropic wants a system string and alternating user/assistant turns starting with
    user: consecutive turns of one role are joined, a speaker's name prefixes their text."""
    system = prompt[0]["content"]
    turns: list[dict[str, str]] = []
    for m in prompt[1:]:
        text = f"{m['name']}: {m['content']}" if m.get("name") else m["content"]
        if turns and turns[-1]["role"] == m["role"]:
            turns[-1]["content"] += "\n\n" + text
        else:
            turns.append({"role": m["role"], "content": text})
    if turns and turns[0]["role"] != "user":
        turns.insert(0, {"role": "user", "content": "(The history begins with the assistant's turn below.)"})
    return system, turns


class AnthropicProvider(HttpProvider):
    async def _chat(self, messages: list[dict[str, str]], model: str, max_tokens: int) -> Answer:
        key = self._key()
        headers = {"anthropic-version": "2023-06-01"}
        if key:
            headers["x-api-key"] = key
        system, turns = anthropic_messages(messages)
        body = {"model": model, "system": system, "messages": turns, "max_tokens": max_tokens, "temperature": 0}
        return anthropic_answer(await self.post("v1/messages", body, headers))


def make_provider(profile_name: str, profile: ProviderProfile, local_processes: int = 0) -> Provider:
    """`local_processes`: the local summarizer's own processes (0: a thread)."""
    if profile.kind == "local":
        return LocalProvider(profile_name, profile, local_processes)
    kinds: dict[str, type[Provider]] = {"openai": OpenAIProvider, "anthropic": AnthropicProvider}
    return kinds[profile.kind](profile_name, profile)


__all__ = [
    "OutputContractViolation", "Provider", "ProviderError", "ProviderProfile", "load_profiles", "make_provider",
]
