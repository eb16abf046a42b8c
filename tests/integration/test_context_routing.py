"""/context from any worker (contract: "any worker answers for any conversation, routing to
the partition's owner"): two worker processes on the real broker, every conversation asked of
both. Waits on what the workers answer (both owning partitions, no 503 left), never on a sleep.

The workers serve their pages over TLS (a certificate of the test CA) and need the web token
(issue 21): every page is asked without it, with a wrong one and with it, of both workers, so
each answer is once the owner's own and once routed (the routed request carries the token)."""

from __future__ import annotations

import asyncio
import base64
import signal
import time
from typing import Any, Optional

import orjson
import pytest

from convcompact.demo.broker import tls_files
from convcompact.inspection import load_context
from convcompact_agents.routing import FORWARDED, SERVED_BY
from convcompact_topics.catalog import partition_for
from tests.helpers import correction, delivery, message
from tests.integration.pipeline import Pipeline
from tests.integration.test_chain_integrity import boundaries_of, paced

pytestmark = pytest.mark.timeout(600)

FAILING = "301"  # compacted, then a correction under its boundary over max_amendment_chars
TOKEN = "routing-test-token-0123456789"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


def one_chat_per_partition(partitions: int) -> list[str]:
    """Chat ids whose conversations land on every partition (both workers own some)."""
    found: dict[int, str] = {}
    n = 400
    while len(found) < partitions:
        found.setdefault(partition_for(f"telegram:{n}", partitions), str(n))
        n += 1
    return [found[p] for p in range(partitions)]


PIPELINE: list[Pipeline] = []  # the test's own, for ask()


def ask(port: int, conversation: str, headers: Optional[dict[str, str]] = None, page: str = "context", token: bool = True) -> tuple[int, bytes, dict[str, str]]:
    """(status, body, headers) of GET /context (or /show, as JSON) on the worker at `port`,
    with the web token unless `token=False`."""
    query = "agent=stream" + ("&json=1" if page == "show" else "")
    return PIPELINE[-1].get(port, f"/{page}/{conversation}?{query}", {**(AUTH if token else {}), **(headers or {})}, timeout=15)


def wait_answers(p: Pipeline, ports: list[int], conversations: list[str], timeout: float = 120) -> dict[str, list[tuple[int, bytes, dict[str, str]]]]:
    """Until every worker answers every conversation (no 503), each conversation from one
    owner, and the owners are as many as the workers (the rebalance after the last start is
    over and each worker holds partitions). Meanwhile, whatever is not a 503 is the one
    answer the conversation has: nothing changes in the topics while the group rebalances."""
    deadline = time.monotonic() + timeout
    last: dict[str, Any] = {}
    given: dict[str, set[tuple[int, bytes]]] = {c: set() for c in conversations}
    while time.monotonic() < deadline:
        answers = {c: [ask(port, c) for port in ports] for c in conversations}
        for c, a in answers.items():
            given[c] |= {(s, body) for s, body, _ in a if s != 503}
            assert len(given[c]) <= 1, f"{c}: different answers while the group rebalanced: {given[c]}"
        last = {c: [(s, h.get(SERVED_BY)) for s, _, h in a] for c, a in answers.items()}
        settled = all(s != 503 for a in answers.values() for s, _, _ in a)
        owners = {c: {h.get(SERVED_BY) for _, _, h in a} for c, a in answers.items()}
        if settled and all(len(o) == 1 for o in owners.values()) and len(set().union(*owners.values())) == len(ports):
            return answers
        time.sleep(0.5)
    raise AssertionError(f"the workers did not settle: {last}\n{p.log_tail()}")


def test_any_worker_answers_for_any_conversation(pipeline: Pipeline, tmp_path) -> None:
    p = pipeline
    tls = tls_files()
    (tmp_path / "web-token").write_text(TOKEN + "\n")
    p.settings = p.settings.with_overrides(web_token_file=str(tmp_path / "web-token"), web_tls_certfile=str(tls / "broker.pem"),
                                           web_tls_keyfile=str(tls / "broker.key"), web_tls_cafile=str(tls / "ca.pem"))
    PIPELINE.append(p)
    first = p.start_worker()
    paced(p, FAILING, 1, 12)
    assert boundaries_of(p, FAILING), "a first boundary"
    chats = one_chat_per_partition(p.settings.partitions)
    records = [r for c in chats for s in (1, 2, 3) for r in (message(c, s, f"m{s} of {c}"), delivery(c, s, f"r{s} to {c}"))]
    p.produce(records + [correction(FAILING, 1, "y" * 900)])  # the amendment is over 800: never cut
    p.wait_consumed()  # the first worker has folded everything
    p.start_worker()
    ports = list(p.web_ports)
    urls = {p.url(port, "") for port in ports}
    assert all(u.startswith("https://") for u in urls)
    convs = [f"telegram:{c}" for c in chats]
    unknown = "telegram:999999"
    answers = wait_answers(p, ports, convs + [f"telegram:{FAILING}", unknown])

    # The same JSON from both workers, from the owner; one of the two was routed.
    routed = set()
    for conv, ((s_a, body_a, h_a), (s_b, body_b, h_b)) in answers.items():
        assert body_a == body_b, conv
        owner = h_a[SERVED_BY]
        assert owner in urls and h_b[SERVED_BY] == owner
        routed |= {f"{port}->{owner}" for port in ports if not owner.endswith(f":{port}")}
    assert len(routed) == 2, f"each worker forwarded to the other: {routed}"
    for conv in convs:
        status, body, _ = answers[conv][0]
        assert status == 200, (conv, body)
        served = orjson.loads(body)
        assert [m["content"] for m in served["messages"]][-2:] == [f"m3 of {conv.split(':')[1]}", f"r3 to {conv.split(':')[1]}"]
        # the resolver's answer, as `convcompact context` derives it from the topics
        assert asyncio.run(load_context(p.settings, conv, "stream")) == (200, served)
    status, body, _ = answers[f"telegram:{FAILING}"][0]
    assert status == 409 and orjson.loads(body)["reason"] == "amendment-exceeds-bounds"
    status, body, _ = answers[unknown][0]
    assert status == 404 and unknown in orjson.loads(body)["error"]

    # /show is routed the same way: both workers give the owner's view.
    for conv, expected in ((f"telegram:{FAILING}", 200), (convs[0], 404), (unknown, 404)):
        (s_a, body_a, h_a), (s_b, body_b, h_b) = (ask(port, conv, page="show") for port in ports)
        assert s_a == s_b == expected and body_a == body_b, (conv, s_a, s_b, body_a[:200])
        assert h_a[SERVED_BY] == h_b[SERVED_BY] == answers[conv][0][2][SERVED_BY], conv
    shown = orjson.loads(ask(ports[0], f"telegram:{FAILING}", page="show")[1])
    assert shown["boundary"]["boundary_id"] == boundaries_of(p, FAILING)[-1]["boundary_id"]

    # Every page needs the token, on both workers: for each conversation page one worker is
    # its owner and the other routes it (the token it forwards is what the owner checks: the
    # routed answers above are the owner's). Without the token, or with another, a 401 whose
    # body names no conversation; /metrics stays open for Prometheus.
    basic, wrong_basic = ("Basic " + base64.b64encode(f"operator:{t}".encode()).decode() for t in (TOKEN, "not-it"))
    for port in ports:
        for path in (f"/context/{convs[0]}?agent=stream", f"/show/telegram:{FAILING}?agent=stream", "/operator", "/", "/operator.json"):
            for header in ({}, {"Authorization": "Bearer not-the-token"}, {"Authorization": wrong_basic}):
                status, body, headers = p.get(port, path, header)
                assert status == 401 and headers["WWW-Authenticate"].startswith("Bearer"), (port, path, header, status)
                assert b"telegram" not in body and TOKEN.encode() not in body, body
            for header in (AUTH, {"Authorization": basic}):  # a browser's prompt (Basic) works too
                assert p.get(port, path, header)[0] == 200, (port, path)
        assert p.get(port, "/metrics")[0] == 200
        for faust_page in ("/table/", "/table/state/", "/router/"):  # Faust's table and router pages are off
            assert p.get(port, faust_page, AUTH)[0] == 404, faust_page

    # One hop: a request marked forwarded, sent to a worker that is not the owner, is not routed on.
    conv = convs[0]
    owner = answers[conv][0][2][SERVED_BY]
    other = next(port for port in ports if not owner.endswith(f":{port}"))
    status, body, headers = ask(other, conv, {FORWARDED: "http://127.0.0.1:1"})
    assert status == 503 and headers["Retry-After"] and "partition" in orjson.loads(body)["error"]

    # The second worker dies: until the group notices, what it owned is 503 (never a wrong
    # answer); then the first worker owns everything and answers the same as before.
    second = p.procs[-1]
    second.send_signal(signal.SIGKILL)
    second.wait()
    alive = ports[0]
    lost = [c for c in convs if not answers[c][0][2][SERVED_BY].endswith(f":{alive}")]
    assert lost, "the second worker owned partitions"
    deadline = time.monotonic() + 90
    seen: set[int] = set()
    while True:
        results = {c: ask(alive, c) for c in lost}
        for c, (status, body, headers) in results.items():
            seen.add(status)
            assert status in (200, 503), (c, status, body)
            if status == 503:
                assert headers["Retry-After"]
            else:
                assert body == answers[c][0][1], c
        if all(s == 200 and h[SERVED_BY].endswith(f":{alive}") for s, _, h in results.values()):
            break
        assert time.monotonic() < deadline, f"the surviving worker never took over: {results}\n{p.log_tail()}"
        time.sleep(0.5)
    assert 503 in seen, "the dead owner's partitions were answered 503 until the group reassigned them"
    assert first.poll() is None
