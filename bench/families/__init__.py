"""Generator families for bench/quality.py: each writes chats its own way (its own chatter,
its own phrasing of every fact kind), written independently of the others and of the
summarizer. `TUNED` are the families the summarizer has been tuned on (or whose outputs
someone has looked at while changing it): a tuning set, never a measure. `HELD_OUT` are the
families written after the last of those looks and run on no version of the summarizer
until a final measurement: the figures that count are theirs.
"""

from __future__ import annotations

from types import ModuleType

from . import cantiere, classic, devops, famille, friends, helpdesk, piso, verein
from .common import KINDS, SUPERSEDED, Chat, Fact

FAMILIES: dict[str, ModuleType] = {m.NAME: m for m in (classic, devops, friends, verein, piso, famille, helpdesk, cantiere)}
# extractive-v2 was written against the classic generator; extractive-v3 was measured (and its
# per-kind figures looked at) on all five, so all five are a tuning set now.
TUNED: tuple[str, ...] = ("classic", "devops", "friends", "verein", "piso")
HELD_OUT: tuple[str, ...] = tuple(f for f in FAMILIES if f not in TUNED)


def chats_for(family: str, seed: int, chats: int, messages: int) -> list[Chat]:
    """`chats` chats of `family` for `seed`, with chat ids unique across families and seeds."""
    return FAMILIES[family].generate(seed, chats, messages, ids=lambda c: f"{family}-{seed}-{c}")


__all__ = ["FAMILIES", "HELD_OUT", "KINDS", "SUPERSEDED", "TUNED", "Chat", "Fact", "chats_for"]
