"""Privacy admission: sensitive sources only where the pair admits them; boundaries always
sensitive; run records content-dark."""

from __future__ import annotations

import re

import orjson
import pytest

from convcompact.core.declarations import load_declarations
from convcompact.runtime.driver import LocalDriver
from convcompact.core.errors import ChainBroken
from convcompact.core.records import RunRecord
from tests.core.test_planner import text
from tests.core.test_settlement import CONV, one_packet_in_flight, result_for
from tests.helpers import delivery, message, rebuilt_verdict, write_declarations


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
    # Content hashes (run ids, event ids) are hex: one may hold "4111" by chance (run_…94111ff7
    # did, once the model's name changed), and a hash carries no text.
    dumped = re.sub(r"[0-9a-f]{16,}", "<hash>", orjson.dumps(run).decode())
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


# ---- the resolver's `privacy` reason -------------------------------------------------------


def test_a_boundary_covering_a_sensitive_message_the_pair_does_not_admit_fails_closed(tmp_path):
    """README: `privacy` — a boundary covering a sensitive message the pair does not admit.
    The history says message 2 is sensitive, yet the boundary's packet froze it (a compactor
    that leaked it): the agent's context fails closed, it renders nothing."""
    from tests.core.test_amendments import driver, first_boundary

    d = driver(tmp_path)
    first_boundary(d)
    (b,) = d.records("boundaries")
    assert not d.pairs[0].compactor.admit_sensitive
    packet = next(p for p in d.records("documents", "compactor.context-packet@1"))
    assert 2 in {t["source_seq"] for t in packet["turns"]}
    assert rebuilt_verdict(d, CONV)[0] == b  # the control resolves
    m2 = next(s for s in d.log.topic("source") if orjson.loads(s.value)["source_seq"] == 2)
    with pytest.raises(ChainBroken) as exc:
        rebuilt_verdict(d, CONV, keep=lambda s: s != m2, extra_inputs=[("source", {**orjson.loads(m2.value), "sensitive": True})])
    assert exc.value.reason == "privacy" and "sensitive" in str(exc.value)


def test_a_sensitive_message_arriving_after_its_replies_were_frozen_fails_closed_on_both_surfaces(tmp_path):
    """Replies to a message not read yet are frozen as their own group; when the message
    arrives and is sensitive, the boundary summarized replies to it: fail closed."""
    from tests.core.test_amendments import driver

    d = driver(tmp_path)
    d.feed("delivery", delivery("7", 1, "a reply quoting the secret " + text(400, 1)))
    s = 2
    while not d.records("boundaries"):
        d.feed("source", message("7", s, f"m{s} " + text(900, s)))
        s += 1
    assert d.context(CONV)[0] == 200
    packet = d.records("documents", "compactor.context-packet@1")[0]
    assert 1 in {t["source_seq"] for t in packet["turns"]}  # the reply was frozen
    d.feed("source", message("7", 1, "SECRET", sensitive=True))
    worker, topics = d.context(CONV), d.context_from_topics(CONV)
    assert worker == topics and worker[0] == 409 and worker[1]["reason"] == "privacy", worker


def test_a_boundary_event_not_marked_sensitive_fails_closed(tmp_path):
    """A boundary holds a summary of the chat: an event not marked sensitive (re-hashed, so
    the hash check passes) is refused as `privacy`."""
    from tests.core.test_amendments import driver, first_boundary, resealed

    d = driver(tmp_path)
    first_boundary(d)
    (b,) = d.records("boundaries")
    forged = resealed(b, lambda x: x.update(sensitive=False))
    docs = d.records("documents")
    with pytest.raises(ChainBroken) as exc:
        rebuilt_verdict(d, CONV, documents=[forged if x == b else x for x in docs])
    assert exc.value.reason == "privacy"
