"""Generator families for bench/quality.py: each writes chats its own way (its own chatter,
its own phrasing of every fact kind), written independently of the others and of the
summarizer. The summarizer is tuned on ONE family (`TUNED`); the figures that count are
those of the others, which it was not tuned on.
"""

from __future__ import annotations

from types import ModuleType

from . import classic, devops, friends, piso, verein
from .common import KINDS, SUPERSEDED, Chat, Fact

FAMILIES: dict[str, ModuleType] = {m.NAME: m for m in (classic, devops, friends, verein, piso)}
# extractive-v2 was written against the classic generator, so it can only be the tuned one.
TUNED = "classic"


def chats_for(family: str, seed: int, chats: int, messages: int) -> list[Chat]:
    """`chats` chats of `family` for `seed`, with chat ids unique across families and seeds."""
    return FAMILIES[family].generate(seed, chats, messages, ids=lambda c: f"{family}-{seed}-{c}")


__all__ = ["FAMILIES", "KINDS", "SUPERSEDED", "TUNED", "Chat", "Fact", "chats_for"]
