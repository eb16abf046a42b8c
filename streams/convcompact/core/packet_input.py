"""A packet's input: the untrusted history the compactor reads (prior boundary envelope,
amendment envelope, frozen turns) and the figures a boundary binds about it (turn count,
characters, the turn-id hash, the rendered-messages hash). The planner builds them with these
functions; the resolver's evidence recomputes them from the packet's own turns with the same
functions (`input_problem`), never trusting the figures the packet states."""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from .amendment import render_entries
from .hashing import digest
from .prompt import packet_prompt_version
from .records import ContextPacket, InputStats, PriorBoundary
from .render import envelope_message, render_amendment, render_boundary, rendered_messages_hash, rendered_under_any_rule, turn_ids_hash


def history_of(prior: Optional[PriorBoundary], amendment: Optional[Mapping[str, Any]], turns: Sequence[Mapping[str, str]]) -> list[dict[str, str]]:
    """The native messages of a packet's input, in order."""
    history: list[dict[str, str]] = []
    if prior is not None:
        history.append(envelope_message(prior.rendered))
    if amendment is not None:
        history.append(envelope_message(amendment["text"]))
    history.extend(dict(m) for m in turns)
    return history


def input_stats(
    prior: Optional[PriorBoundary], amendment: Optional[Mapping[str, Any]], turn_ids: Sequence[str], history: Sequence[Mapping[str, str]],
) -> InputStats:
    return InputStats(
        turn_count=len(history),
        char_count=sum(len(m["content"]) for m in history),
        turn_ids_hash=turn_ids_hash(([prior.boundary_id] if prior else []) + ([amendment["hash"]] if amendment else []) + list(turn_ids)),
        rendered_messages_hash=rendered_messages_hash(history),
    )


def input_problem(packet: ContextPacket) -> Optional[str]:
    """Why a packet's input figures, prompt hash or envelopes do not re-derive from its own
    turns, prior summary and amendment entries (None when they do)."""
    prior, amendment = packet.previous, packet.amendment
    if prior is not None and not rendered_under_any_rule(prior.rendered, render_boundary, prior.summary_text):
        return "divergent-hash: previous.rendered is not the prior summary's envelope"
    if amendment is not None:
        entries = amendment.get("entries") or []
        body, text = render_entries(entries), amendment.get("text")
        if (not isinstance(text, str) or not rendered_under_any_rule(text, render_amendment, body)
                or amendment.get("hash") != digest(entries) or amendment.get("chars") != len(text)):
            return "divergent-hash: the amendment's text, hash or size does not re-derive from its entries"
    history = history_of(prior, amendment, [t.message for t in packet.turns])
    if input_stats(prior, amendment, [t.turn_id for t in packet.turns], history) != packet.input:
        return "divergent-hash: input (turn count, characters, turn-id or rendered-messages hash) does not re-derive from the packet's turns"
    if packet_prompt_version(packet) is None:
        return "divergent-hash: compactor.prompt_hash does not re-derive from the packet"
    return None
