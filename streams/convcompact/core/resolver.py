"""The resolver: which boundary, if any, the ordinary agent may trust now, and the context it
gets. One function over the table (`context_answer`): the worker answers /context with it from
its own table, and `convcompact context` with it from a table rebuilt from the topics by the
same runtime (convcompact.runtime.rebuild), so both answer the same, byte for byte.

Only the chain of the current epoch counts (a retired epoch's boundaries are never
candidates, so an old epoch never bricks the agent). Its evidence (evidence.py) is revalidated
as it arrives, against the registered declaration pair, the activation frontier, the packet
and their hashes, the settled run, the route, the prior boundary; coverage (coverage.py)
adds privacy and the amendment's bound. Anything that does not hold fails closed
(`ChainBroken`): the caller renders nothing.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from . import coverage
from .declarations import Pair
from .errors import ChainBroken
from .evidence import least
from .planner import unfreezable
from .selection import select_context
from .state import ChainId, ChainIndex, boundary_entry_key, group_key, head_key, index_key


def verdict(get: Callable[[str], Any], pair: Pair, conversation: str) -> tuple[Optional[dict[str, Any]], Optional[dict[str, Any]]]:
    """(latest valid boundary, covered-history amendment) of the current epoch's chain, or
    ChainBroken naming the least problem of its evidence."""
    chain = ChainId(pair.epoch, pair.target_agent, conversation)
    idx: Optional[ChainIndex] = get(index_key(chain))
    if idx is None:
        return None, None
    found = least(idx["problems"])
    if found is not None:
        raise ChainBroken(*found)
    if idx["count"] != idx["depth"]:  # every boundary of a chain without problems is on its path
        raise ChainBroken("missing-link", f"{idx['count'] - idx['depth']} boundaries are not on the chain's path")
    if idx["sensitive"]:
        raise ChainBroken("privacy", f"covered message #{idx['sensitive'][0]} turned out to be sensitive; the pair does not admit it")
    tip = idx["tip"]
    if tip is None:
        return None, None
    boundary = get(boundary_entry_key(chain, tip["boundary_id"]))["event"]
    amendment = coverage.amendment(get, pair, chain, idx)
    if amendment is not None and amendment["chars"] > pair.compactor.max_amendment_chars:
        raise ChainBroken(
            "amendment-exceeds-bounds",
            f"the covered-history amendment is {amendment['chars']} characters, over max_amendment_chars "
            f"{pair.compactor.max_amendment_chars}; it is never cut",
        )
    return boundary, amendment


def context_answer(get: Callable[[str], Any], pair: Pair, conversation: str) -> tuple[int, dict[str, Any]]:
    """(HTTP status, body): 200 with the context (messages and manifest), 409 when it fails
    closed (the reason and detail), 404 when no record of the conversation has been folded."""
    head = get(head_key(conversation))
    if head is None:
        return 404, {"error": f"conversation {conversation!r} has no state: none of its records has been folded"}
    try:
        boundary, amendment = verdict(get, pair, conversation)
        idx = get(index_key(ChainId(pair.epoch, pair.target_agent, conversation)))
        if (stuck := unfreezable(get, pair, conversation, idx, head["newest"])) is not None:
            # The chain can never compact past it: its turns would fall out of the agent's
            # budget one day, silently. Refused by name instead (README: the remedy).
            raise ChainBroken("group-exceeds-input-bounds", stuck)
    except ChainBroken as exc:
        return 409, {"failed_closed": True, "reason": exc.reason, "detail": exc.detail}
    ctx = select_context(
        pair=pair, conversation=conversation, group=lambda seq: get(group_key(conversation, seq)), newest=head["newest"],
        boundary=boundary, amendment=amendment,
    )
    return 200, {"messages": ctx.messages, "manifest": ctx.manifest}


def latest_boundary(get: Callable[[str], Any], pair: Pair, conversation: str) -> Optional[dict[str, Any]]:
    """The tip of the current epoch's chain (whether or not the chain holds): what `show`
    shows by default."""
    chain = ChainId(pair.epoch, pair.target_agent, conversation)
    idx: Optional[ChainIndex] = get(index_key(chain))
    if idx is None or idx["tip"] is None:
        return None
    entry = get(boundary_entry_key(chain, idx["tip"]["boundary_id"]))
    return entry["event"] if entry else None
