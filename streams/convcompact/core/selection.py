"""The ordinary agent's selector: latest valid boundary + exact raw turns after it.

It reserves the exact rendered envelope characters and message slots first, then bounds the
raw tail to the agent's `context_budget_chars`, keeping the newest whole turns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from .groups import Group, Turn, effective_turns, walk_back
from .declarations import Pair
from .render import envelope_message, render_boundary


@dataclass(frozen=True)
class Context:
    messages: list[dict[str, str]]
    manifest: dict[str, Any]


def select_context(
    *,
    pair: Pair,
    conversation: str,
    group: Callable[[int], Optional[Group]],
    newest: Optional[int],
    boundary: Optional[dict[str, Any]],
    amendment: Optional[dict[str, Any]] = None,
) -> Context:
    view = pair.view
    budget = pair.agent.context_budget_chars
    messages: list[dict[str, str]] = []
    manifest: dict[str, Any] = {"conversation": conversation, "agent": pair.target_agent, "epoch": pair.epoch}
    reserved = 0
    covered: Optional[int] = None
    if boundary is not None:
        envelope = render_boundary(boundary["summary"]["text"])
        messages.append(envelope_message(envelope))
        reserved = len(envelope)
        covered = boundary["covered_through"]["source_seq"]
        manifest["boundary"] = {
            "boundary_id": boundary["boundary_id"],
            "boundary_hash": boundary["boundary_hash"],
            "covered_through_seq": covered,
            "envelope_chars": reserved,
        }
    else:
        manifest["boundary"] = None
    manifest["amendment"] = None
    if amendment is not None:
        # Reserved like the boundary: exact characters and one message slot, never cut.
        messages.append(envelope_message(amendment["text"]))
        reserved += amendment["chars"]
        manifest["amendment"] = {"hash": amendment["hash"], "chars": amendment["chars"], "entries": amendment["entries"]}
    tail: list[Turn] = []
    tail_chars = 0
    dropped = 0
    for g in walk_back(group, newest, covered):
        for t in reversed(effective_turns(conversation, g, view)):
            if dropped or reserved + tail_chars + t.chars > budget:
                dropped += 1  # older than what fits: stays in history, not in this request
                continue
            tail.append(t)
            tail_chars += t.chars
    tail.reverse()
    messages.extend(t.message for t in tail)
    manifest["turns"] = [t.turn_id for t in tail]
    manifest["sizes"] = {
        "envelope_chars": reserved,
        "message_slots_reserved": len(messages) - len(tail),
        "tail_chars": tail_chars,
        "total_chars": reserved + tail_chars,
        "budget_chars": budget,
        "turns_over_budget": dropped,
    }
    return Context(messages, manifest)
