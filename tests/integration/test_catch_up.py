"""Catch-up on the real broker: a backlog read in one go (a restart after a long stop, an
import) compacts in consecutive bounded packets until every chat is under its trigger, and
the agent's context drops no turn, with no new message (the contract's planner step 6)."""

from __future__ import annotations

import asyncio
import signal
import time
from collections import Counter

from convcompact.inspection import load_context, run_verify
from tests.core.test_planner import text
from tests.helpers import delivery, message, write_declarations
from tests.integration.pipeline import SETTLE_OUTCOMES, Pipeline, outcome_report, own_evaluation
from tests.integration.test_pipeline import chains_of

CHATS = [str(400 + i) for i in range(6)]
MESSAGES = 40  # per chat, ~950 chars a group: ~38,000 chars, six times the trigger
TRIGGER, MAX_INPUT, BUDGET = 6000, 8000, 8000


def backlog() -> list[dict]:
    out = []
    for s in range(1, MESSAGES + 1):
        for chat in CHATS:
            out.append(message(chat, s, f"m{s} " + text(700, s + int(chat))))
            out.append(delivery(chat, s, f"r{s} " + text(250, s + int(chat) + 1)))
    return out


def active(p: Pipeline, chat: str) -> tuple[int, int]:
    """(active context chars as the agent would get them, turns over the agent's budget)."""
    status, ctx = asyncio.run(load_context(p.settings, f"telegram:{chat}", "stream"))
    assert status == 200, ctx
    sizes = ctx["manifest"]["sizes"]
    return sizes["total_chars"], sizes["turns_over_budget"]


def quiet(p: Pipeline, sources: int) -> list[dict]:
    """Runs, once every message had its own evaluation and no packet is in flight; None
    while the pipeline is still working."""
    runs = list({r["run_id"]: r for r in p.runs()}.values())
    c = Counter(r["outcome"] for r in runs)
    if sum(own_evaluation(r) for r in runs) >= sources and sum(c[o] for o in SETTLE_OUTCOMES) >= c["dispatched"]:
        return runs
    return None  # type: ignore[return-value]


def test_a_backlog_read_in_one_go_compacts_until_every_chat_is_under_its_trigger(kafka_bootstrap, tmp_path):
    decl = write_declarations(tmp_path / "decl", max_input_chars=MAX_INPUT, agent={"context_budget_chars": BUDGET})
    p = Pipeline(kafka_bootstrap, decl, tmp_path)
    records = backlog()
    p.produce(records)  # the whole backlog waits before the worker starts: read in one go
    try:
        p.start_worker()
        sizes: dict[str, tuple[int, int]] = {}
        deadline, idle_since, seen = time.monotonic() + 300, time.monotonic(), -1
        while True:
            runs = quiet(p, len(CHATS) * MESSAGES)
            if runs is not None:
                sizes = {chat: active(p, chat) for chat in CHATS}
                if all(chars < TRIGGER and over == 0 for chars, over in sizes.values()):
                    break
                if len(runs) != seen:
                    seen, idle_since = len(runs), time.monotonic()
                elif time.monotonic() - idle_since > 30:
                    break  # idle with chats still over the trigger: nothing more will come
            assert time.monotonic() < deadline, "timed out; runs per chat:\n" + outcome_report(p.runs()) + "\n" + p.log_tail()
            time.sleep(1)
        report = outcome_report(runs)
        chains = chains_of(p)
        print(f"\nboundaries per chat: { {c: len(chains[f'telegram:{c}']) for c in CHATS} }; "
              f"(active chars, turns over budget): {sizes}\n{report}")
        for chat, (chars, over) in sizes.items():
            assert over == 0 and chars < TRIGGER, (chat, chars, over, report)
        # Consecutive bounded packets, each one evaluation more: marked, and no message twice.
        for chat in CHATS:
            assert len(chains[f"telegram:{chat}"]) >= 3, (chat, report)
        catch_ups = [r for r in runs if r.get("cause") == "catch-up"]
        assert catch_ups and all(r["trigger_event_id"].startswith("tg-") for r in catch_ups)
        own = Counter(r["trigger_event_id"] for r in runs if own_evaluation(r))
        assert set(own) == {r["event_id"] for r in records if r["type"] == "source.message@1"} and set(own.values()) == {1}
        packets = [d for d in p.records("documents") if d["type"] == "compactor.context-packet@1"]
        assert packets and all(pk["input"]["char_count"] <= MAX_INPUT for pk in packets)
        _, findings = asyncio.run(run_verify(p.settings))
        assert findings == []
    finally:
        p.stop_worker(signal.SIGTERM)
