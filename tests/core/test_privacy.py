"""Privacy admission: sensitive sources only where the pair admits them; boundaries always
sensitive; run records content-dark."""

from __future__ import annotations

import re

import orjson
import pytest

from convcompact.core.declarations import load_declarations
from convcompact.core.driver import LocalDriver
from convcompact.core.records import RunRecord
from tests.core.test_planner import text
from tests.core.test_settlement import CONV, one_packet_in_flight, result_for
from tests.helpers import delivery, message, write_declarations


def feed(d: LocalDriver) -> None:
    for s in range(1, 20):
        secret = s % 4 == 0
        body = f"SECRET-{s} " + text(800, s) if secret else text(800, s)
        d.feed("source", message("7", s, body, sensitive=secret))
        d.feed("delivery", delivery("7", s, f"re SECRET-{s}" if secret else "ok"))


def test_sensitive_sources_stay_out_unless_admitted(tmp_path):
    d = LocalDriver(load_declarations(write_declarations(tmp_path / "a")))
    feed(d)
    packets = d.records("documents", "compactor.context-packet@1")
    assert packets and all("SECRET" not in t["message"]["content"] for p in packets for t in p["turns"])
    triggers = {r["trigger_event_id"] for r in d.records("runs") if r["trigger_event_id"]}
    assert not any(f"tg-7-{s}" in triggers for s in range(4, 20, 4))  # not admitted: no run record
    assert all(b["sensitive"] is True for b in d.records("boundaries"))


def test_admitting_pair_includes_them(tmp_path):
    d = LocalDriver(load_declarations(write_declarations(tmp_path / "b", agent={"admit_sensitive": True}, admit_sensitive=True)))
    feed(d)
    assert any("SECRET" in t["message"]["content"] for p in d.records("documents", "compactor.context-packet@1") for t in p["turns"])


USER_TEXT = "my card number is 4111 1111 1111 1111, please book the flight"
LEAKY_ERRORS = [
    f"provider said: {USER_TEXT}",  # the provider echoed the user's message after a colon
    USER_TEXT.replace(",", ""),  # no colon at all: the whole text would be "the class"
    f"{USER_TEXT}: upstream refused",  # user text before the first colon
    "sk-live-51Hsecretkey1234567890",  # a bare key-looking token
    "sk-live-51hsecretkey1234567890",  # the same, lowercase
    "Secretkey4111Error: looks like a class, but carries digits of the card",
    "Bearer sk-live-51Hsecretkey: unauthorized",
]


@pytest.mark.parametrize("error", LEAKY_ERRORS)
@pytest.mark.parametrize("kind", ["provider", "output-contract"])
def test_run_records_never_carry_text(tmp_path, error, kind):
    """A run record is content-dark: no field carries message text, and its `reason` (the
    one free-ish field, derived from the provider's error) is a failure class, never the
    error's text."""
    assert not {"text", "content", "summary", "error"} & set(RunRecord.model_fields)
    d, dispatch = one_packet_in_flight(tmp_path)
    d.feed_result(result_for(dispatch, text=None, error=error, error_kind=kind), CONV)
    (run,) = [r for r in d.records("runs") if r.get("result_id")]
    assert run["outcome"] == ("model-failed" if kind == "provider" else "rejected")
    assert re.fullmatch(r"(output-contract-)?[a-z0-9-]+", run["reason"]), run["reason"]
    dumped = orjson.dumps(run).decode()
    for secret in ("4111", "card number", "flight", "sk-live", "secretkey", "Bearer", "provider said"):
        assert secret not in dumped, (secret, run)
    assert run["reason"] == ("model-error" if kind == "provider" else "output-contract-violation")


@pytest.mark.parametrize(
    "error, kind, reason",
    [
        ("TimeoutError: provider timed out", "provider", "TimeoutError"),  # an exception's class name
        ("http-400: not retried (a request that cannot succeed)", "provider", "http-400"),
        ("retries-exhausted: http-503 after 3 attempts", "provider", "retries-exhausted"),
        ("tool-call: the model called a tool", "output-contract", "output-contract-tool-call"),
        ("no-text", "output-contract", "output-contract-no-text"),  # a code with no detail
    ],
)
def test_a_failure_class_is_kept_as_the_reason(tmp_path, error, kind, reason):
    d, dispatch = one_packet_in_flight(tmp_path)
    d.feed_result(result_for(dispatch, text=None, error=error, error_kind=kind), CONV)
    assert d.records("runs")[-1]["reason"] == reason
