"""A deep input backlog does not hold compaction back: the control topics (dispatch,
results, documents) share the worker's one consumer with the inputs, and a chat that
crosses its trigger early in the backlog settles its boundary while the rest is still being
read. With 8 MiB buffered per partition (the worker's fetch size before), everything buffered
ahead of the dispatch topic was read first: on a 100k-record backlog no packet ran or settled
until the backlog was read."""

from __future__ import annotations

from tests.core.test_planner import text
from tests.helpers import message, write_declarations
from tests.integration.pipeline import Pipeline, own_evaluation

FILLER_CHATS, FILLER_MESSAGES = 7500, 4  # 30,000 records of ~1 KB, each chat below the trigger
EARLY_CHAT, EARLY_MESSAGES = "77", 12  # ~12 KB: over the trigger (6,000) in its first messages


def test_a_chat_compacts_while_a_deep_backlog_is_read(kafka_bootstrap, tmp_path):
    decl = write_declarations(tmp_path / "decl")
    p = Pipeline(kafka_bootstrap, decl, tmp_path)
    early = [message(EARLY_CHAT, s, f"e{s} " + text(1000, s)) for s in range(1, EARLY_MESSAGES + 1)]
    filler = [message(str(10_000 + c), s, f"f{s} " + text(1000, c + s)) for s in range(1, FILLER_MESSAGES + 1)
              for c in range(FILLER_CHATS)]
    p.produce(early + filler)  # the whole backlog waits before the worker starts
    try:
        p.start_worker()
        sources = len(early) + len(filler)

        def done() -> bool:
            runs = p.runs()
            return sum(own_evaluation(r) for r in runs) >= sources and any(r["outcome"] == "settled" for r in runs)

        p.wait_until(done, timeout=600, what="every message evaluated and the early chat's boundary settled")
        runs = p.runs()
        settled_at = min(r["at"] for r in runs if r["outcome"] == "settled" and r["conversation"] == f"telegram:{EARLY_CHAT}")
        after = sum(1 for r in runs if own_evaluation(r) and r["conversation"] != f"telegram:{EARLY_CHAT}" and r["at"] > settled_at)
        # The boundary settled while the backlog was still being read: a good share of it
        # was evaluated after (0 when the dispatch topic waits for the whole backlog).
        assert after >= len(filler) // 10, f"only {after} of {len(filler)} backlog messages were evaluated after the first boundary"
    finally:
        p.stop_worker()
