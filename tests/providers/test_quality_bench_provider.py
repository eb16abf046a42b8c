"""bench/quality.py --provider PROFILE --providers FILE: the same families against a model
endpoint (here the OpenAI-compatible and the Anthropic test servers), with the grounding figure."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import quality as q
from convcompact.core.summarize import EXTRACTIVE_MODEL
from tests.providers.fake_llm import anthropic_ok, openai_ok

# A model that invents a booking: a name, an amount, a date and a time the chats never held.
INVENTED = "The team booked Zebulon at the Grand Hotel for 4,321 EUR on 2026-12-24 at 23:59."


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
def test_the_families_run_against_a_model_endpoint_with_the_grounding_figure(llm, tmp_path: Path, kind: str) -> None:
    llm.default = openai_ok(INVENTED) if kind == "openai" else anthropic_ok(INVENTED)
    base = llm.base_url if kind == "openai" else llm.base_url.removesuffix("/v1")
    providers = tmp_path / "providers.toml"
    providers.write_text(f'[profiles.fake]\nkind = "{kind}"\nbase_url = "{base}"\nmodel = "m-1"\ntimeout_s = 5\nretries = 0\n')
    out = tmp_path / "out"
    assert q.main(["--in-process", "--families", "classic,piso", "--tuned", "classic", "--seeds", "1", "--chats", "1", "--messages", "160",
                   "--provider", "fake", "--providers", str(providers), "--out", str(out)]) == 0
    report = json.loads((out / "quality.json").read_text())
    system = "fake:m-1"
    assert report["receipts"][system]["boundaries"] >= 2 and report["receipts"][system]["models"] == ["m-1-2026-11-01"]
    # The invented booking is counted where it first appears (later summaries have it in their input).
    ours = report["groups"]["held out"]["grounding"][system]
    assert ours["boundaries"] >= 1 and ours["boundaries_with_any"] >= 1
    assert ours["ungrounded"]["names"] >= 3 and ours["ungrounded"]["times"] >= 1
    local = report["groups"]["held out"]["grounding"][EXTRACTIVE_MODEL]
    assert local["per_boundary_max"] == 0  # the local summarizer, beside it, invents nothing
    # Every request was the transcript prompt: a system message and one user message.
    for r in llm.requests:
        body = r["body"]
        if kind == "openai":
            assert [m["role"] for m in body["messages"]] == ["system", "user"]
        else:
            assert [m["role"] for m in body["messages"]] == ["user"] and body["system"]
