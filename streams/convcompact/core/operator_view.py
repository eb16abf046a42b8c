"""The operator's view: one JSON row per conversation on a worker's partitions, with each
declaration pair's chain (boundaries, coverage, amendment, packet in flight, last run), its
active context size against the pair's trigger, and where its latest boundary is shown.

Pure: it reads the state through a getter (see processor.py for the keys) and is handed the
conversation ids; where they come from (a scan of the table's `c` keys) is the shell's part.
Conversation ids are untrusted text: they are returned as data, never as markup."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Optional
from urllib.parse import quote

from .declarations import Pair
from .planner import active_size, covered_seq, frontier_seq
from .state import ChainId, ChainIndex, ChainState, Getter, chain_key, head_key, index_key

DEFAULT_LIMIT = 500
MAX_LIMIT = 10_000
# At or over this share of its trigger a chat is about to compact (its next message will
# freeze a packet once it reaches the trigger): the page marks it.
NEAR_TRIGGER = 0.9


def show_path(conversation: str, agent: str) -> str:
    """The worker's `show` page of a chain's latest boundary (ids percent-encoded: untrusted)."""
    return f"/show/{quote(conversation, safe='')}?agent={quote(agent, safe='')}"


def trigger_figures(pair: Pair, active: Optional[int]) -> dict[str, Any]:
    """The chain's active context size (the planner's own figure, planner.active_size) against
    the pair's trigger. None for a chain of a retired epoch: the next message starts the
    current one afresh."""
    trigger = pair.compactor.trigger_input_chars
    if active is None:
        return {"active_chars": None, "trigger_input_chars": trigger, "trigger_share": None, "near_trigger": False}
    share = active / trigger
    return {"active_chars": active, "trigger_input_chars": trigger, "trigger_share": round(share, 4),
            "near_trigger": share >= NEAR_TRIGGER}


def parse_limit(raw: Optional[str]) -> int:
    """The `limit` query parameter: default 500, clamped to 1..10,000 (a bad value is the default)."""
    try:
        n = int(raw) if raw is not None else DEFAULT_LIMIT
    except ValueError:
        n = DEFAULT_LIMIT
    return max(1, min(n, MAX_LIMIT))


def chain_row(pair: Pair, conversation: str, chain: Optional[ChainState], idx: Optional[ChainIndex], active: Optional[int]) -> dict[str, Any]:
    """What the page shows of one pair's chain: the planner's state (None: the pair has not
    planned yet) and the chain's evidence (its path's tip, its amendment)."""
    row: dict[str, Any] = {"compactor_id": pair.compactor_id, "target_agent": pair.target_agent, "epoch": pair.epoch,
                           **trigger_figures(pair, active)}
    if chain is None:
        return {**row, "state": "none", "show": None}
    current = chain.get("epoch") == pair.epoch
    idx = idx if current else None
    tip, flight, last = idx["tip"] if idx else None, chain.get("in_flight"), chain.get("last_run")
    return {
        **row,
        "state": "current" if current else "retired-epoch",
        "chain_epoch": chain.get("epoch"),
        "frontier_seq": frontier_seq(idx),
        "boundaries": idx["depth"] if idx else 0,
        "latest_boundary_id": tip["boundary_id"] if tip else None,
        "show": show_path(conversation, pair.target_agent) if tip else None,
        "covered_through_seq": covered_seq(idx),
        "tail_chars": chain.get("tail_chars", 0),
        "amended_seqs": len(idx["amended"]) if idx else 0,
        "amendment_chars": idx["amendment_chars"] if idx else 0,
        "in_flight": {"packet_id": flight.get("packet_id"), "dispatched_at": flight.get("dispatched_at"),
                      "covered_through_seq": flight.get("covered_through_seq")} if flight else None,
        "last_run": {"outcome": last.get("outcome"), "reason": last.get("reason"), "at": last.get("at")} if last else None,
    }


def conversation_row(get: Getter, pairs: list[Pair], conv: str, partition: int) -> dict[str, Any]:
    head = get(head_key(conv)) or {}
    return {
        "conversation": conv,
        "partition": partition,
        "newest_seq": head.get("newest"),
        "chains": [
            chain_row(p, conv, get(chain_key(p.compactor_id, conv)), get(index_key(ChainId(p.epoch, p.target_agent, conv))),
                      active_size(get, p, conv))
            for p in pairs if p.admits_conversation(conv)
        ],
    }


def build_view(
    get: Getter,
    pairs: list[Pair],
    conversations: Iterable[str],
    partition_of: Callable[[str], int],
    partitions: Optional[set[int]],
    limit: int = DEFAULT_LIMIT,
) -> dict[str, Any]:
    """Rows for the first `limit` conversations (in the order given) on `partitions` (None:
    all). The rest are still counted, so the page says how many it does not show."""
    rows: list[dict[str, Any]] = []
    total = 0
    for conv in conversations:
        part = partition_of(conv)
        if partitions is not None and part not in partitions:
            continue  # a standby copy, or a partition this worker no longer owns
        total += 1
        if len(rows) < limit:
            rows.append(conversation_row(get, pairs, conv, part))
    rows.sort(key=lambda r: (r["partition"], r["conversation"]))
    near = sum(1 for r in rows for c in r["chains"] if c["near_trigger"])
    return {"conversations": rows, "shown": len(rows), "total": total, "not_shown": total - len(rows), "limit": limit,
            "near_trigger": near}
