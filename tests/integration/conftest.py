"""Fixtures of the broker tests: a pipeline of its own (topic prefix, app id) per test."""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.helpers import write_declarations
from tests.integration.pipeline import Pipeline


@pytest.fixture
def pipeline(kafka_bootstrap: str, tmp_path: Path) -> Iterator[Pipeline]:
    p = Pipeline(kafka_bootstrap, write_declarations(tmp_path / "decl"), tmp_path)
    yield p
    p.stop_worker(signal.SIGTERM)


def provider_pipeline(kafka_bootstrap: str, tmp_path: Path, llm: Any, provider: dict[str, str], **profile: Any) -> Pipeline:
    """A pipeline whose compactor calls the fake LLM through the OpenAI-compatible profile
    `openai-test` (key from CC_PROVIDER_KEY); `profile` sets timeout_s, retries, ..."""
    # Short waits between attempts, so the derived lease (every attempt timing out plus the
    # longest wait) is short too and a killed worker's packet is picked up within a test.
    options = {"timeout_s": 5, "retries": 3, "backoff_s": 0.05, "backoff_cap_s": 1, "max_retry_after_s": 1, "max_concurrency": 2, **profile}
    profiles = tmp_path / "providers.toml"
    profiles.write_text(
        "[profiles.openai-test]\n"
        f'kind = "openai"\nbase_url = "{llm.base_url}"\nmodel = "m-1"\napi_key_env = "CC_PROVIDER_KEY"\n'
        + "".join(f"{k} = {v}\n" for k, v in options.items())
    )
    decl = write_declarations(tmp_path / "decl", agent={"provider": provider}, provider=provider)
    p = Pipeline(kafka_bootstrap, decl, tmp_path)
    # A provider that fails is tried again after a tenth of a second here, doubling (30 s by
    # default): the tests go on to its next answer within a wave.
    p.settings = p.settings.with_overrides(providers=str(profiles), failure_backoff_s=0.1)
    return p
