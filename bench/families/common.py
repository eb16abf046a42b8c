"""What every generator family shares: the fact kinds, a planted fact and its probe, a chat
and the contract records it is made of. The wording lives in each family's own module.

A family is a module with `NAME`, `LANGUAGE` and `generate(seed, chats, messages, ids)`; it
owns its chatter and its phrasing of every fact kind, and draws every choice from one
`random.Random` of its own, so a seed always yields the same chats in any process.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Optional, Sequence

AGENT = "stream"
KINDS = ["decision", "number", "date/time", "who is who", "open task", "corrected (edit)", "contradicted (later msg)"]
SUPERSEDED = ("corrected (edit)", "contradicted (later msg)")
# The kinds a family plants in turn (superseded ones need two forms, so they come in the cycle too).
CYCLE = KINDS


@dataclass
class Fact:
    id: str
    kind: str
    seq: int  # the message that planted it (for a superseded fact: its first form)
    probe: tuple[str, ...]  # every string must be present (case-insensitive)
    stale: tuple[str, ...] = ()  # superseded facts: strings only the old form holds
    known_at: int = 0  # the first message after which the latest form exists (its evaluation)
    later_seq: Optional[int] = None  # a contradicted fact: the message that superseded it


@dataclass
class Chat:
    chat_id: str
    records: list[tuple[int, dict[str, Any]]]  # (produced once message N exists, record)
    facts: list[Fact]
    messages: int
    family: str = "classic"

    @property
    def key(self) -> str:
        return f"telegram:{self.chat_id}"


Ids = Callable[[int], str]  # chat index -> chat id


def at(seq: int, plus_s: int = 0, start: datetime = datetime(2026, 11, 29, tzinfo=timezone.utc), minutes: float = 1.0) -> str:
    t = start + timedelta(minutes=seq * minutes, seconds=plus_s)
    return t.isoformat().replace("+00:00", "Z")


def message(chat: str, seq: int, sender: str, text: str, sent_at: str, attachments: Optional[list[dict[str, Any]]] = None) -> dict[str, Any]:
    r = {"type": "source.message@1", "event_id": f"q-{chat}-{seq}", "source": "telegram", "chat_id": chat,
         "sender_id": sender, "source_seq": seq, "sent_at": sent_at, "text": text, "sensitive": False}
    if attachments:
        r["attachments"] = attachments
    return r


def delivery(chat: str, seq: int, text: str, delivered_at: str) -> dict[str, Any]:
    return {"type": "agent.delivery@1", "event_id": f"qd-{chat}-{seq}", "source": "telegram", "chat_id": chat,
            "agent_id": AGENT, "source_seq": seq, "delivery_seq": 0, "delivered_at": delivered_at, "text": text}


def correction(chat: str, seq: int, text: str, corrected_at: str) -> dict[str, Any]:
    return {"type": "source.correction@1", "event_id": f"qc-{chat}-{seq}", "source": "telegram", "chat_id": chat,
            "target": {"kind": "source", "source_seq": seq}, "corrected_at": corrected_at, "text": text}


CODE_LETTERS = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no look-alikes (l, I, O, 0, 1)


def code(rng: random.Random, n: int, letters: str = CODE_LETTERS) -> str:
    """A random code of `n` characters (an order number, a link's id, a password)."""
    return "".join(rng.choice(letters) for _ in range(n))


def grouped(n: int, sep: str) -> str:
    """`n` with its thousands grouped by `sep` ("1 250", "12.500")."""
    return f"{n:,}".replace(",", sep)


class Pools:
    """Draws values without repeats within one chat, so a probe never matches by accident."""

    def __init__(self, rng: random.Random, **pools: Sequence[Any]) -> None:
        self.rng = rng
        self.pools = {k: rng.sample(list(v), len(v)) for k, v in pools.items()}
        self.used: set[Any] = set()

    def take(self, pool: str) -> Any:
        values = self.pools[pool]
        return values.pop() if values else None

    def unique(self, draw: Callable[[], Any]) -> Any:
        """A fresh value from `draw` (numbers, codes), never one drawn before in this chat."""
        for _ in range(1000):
            v = draw()
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("value space exhausted")


Planted = Optional[tuple[str, tuple[str, ...], Optional[tuple[str, tuple[str, ...]]]]]  # text, probe, (newer text, stale)
Said = tuple[str, Optional[list[dict[str, Any]]]]  # a message's text and attachments


@dataclass
class Voice:
    """How one family talks: its facts, its chatter, and the rhythm of its chat."""

    plant: Callable[[str], Planted]  # a fact of this kind, or None when out of distinct values
    chatter: Callable[[], Said]
    wrap: Callable[[str], str]  # a fact as it is sometimes said: buried in other text
    wrap_share: float
    reply: Callable[[], str]  # the agent's reply
    reply_share: float
    gap_s: Callable[[], int]  # seconds to the next message
    supersede_after: tuple[int, int]  # messages until an edit or a contradicting message


def assemble(rng: random.Random, chat_id: str, n: int, fact_share: float, family: str, people: list[str], voice: Voice) -> Chat:
    """One chat of `n` messages: facts planted in the kinds' cycle (from a random start),
    each superseded fact edited or contradicted a few messages later, chatter in between,
    and some messages answered by the agent."""
    seconds, t = [0], 0
    for _ in range(n + 1):
        t += voice.gap_s()
        seconds.append(t)
    first = rng.randrange(len(CYCLE))
    records: list[tuple[int, dict[str, Any]]] = []
    facts: list[Fact] = []
    later: dict[int, list[tuple[str, Fact]]] = {}
    for seq in range(1, n + 1):
        text: Optional[str] = None
        media: Optional[list[dict[str, Any]]] = None
        for newer, fact in later.pop(seq, []):  # two facts contradicted at once: one message says both
            text, fact.known_at, fact.later_seq = newer if text is None else f"{text} {newer}", seq, seq
        if text is None and seq <= n - 12 and rng.random() < fact_share:
            kind = CYCLE[(first + len(facts)) % len(CYCLE)]
            planted = voice.plant(kind)
            if planted:
                text, probe, superseded = planted
                fact = Fact(f"{chat_id}-{len(facts)}", kind, seq, probe, known_at=seq)
                facts.append(fact)
                if superseded:
                    fact.stale = superseded[1]
                    due = min(n, seq + rng.randrange(*voice.supersede_after))
                    if kind == "corrected (edit)":
                        records.append((due, correction(chat_id, seq, superseded[0], at(0, seconds[due] + 20))))
                        fact.known_at = due
                    else:
                        later.setdefault(due, []).append((superseded[0], fact))
                if rng.random() < voice.wrap_share:
                    text = voice.wrap(text)
        if text is None:
            text, media = voice.chatter()
        records.append((seq, message(chat_id, seq, rng.choice(people), text, at(0, seconds[seq]), media)))
        if rng.random() < voice.reply_share:
            records.append((seq, delivery(chat_id, seq, voice.reply(), at(0, seconds[seq] + 4))))
    records.sort(key=lambda r: r[0])  # stable: a correction comes after the message it follows
    return Chat(chat_id, records, facts, n, family)


def superseded(kind: str, form: Optional[tuple[str, Any, str, str]], rng: random.Random, value: Callable[[str], Any]) -> Planted:
    """A fact that will be superseded, from its form (first text, the newer text or, for a
    contradiction, a choice of them, the subject, the kind of value): its first text, the
    probe (subject and the newer value), and the newer text with the stale value."""
    if form is None:
        return None
    first, later, subject, vkind = form
    newer = later if kind == "corrected (edit)" else rng.choice(later)
    x, y = value(vkind), value(vkind)
    if not x or not y:
        return None
    return first.format(x=x), (subject, y), (newer.format(y=y), (x,))


# -- shared by the families from batch 8 on (the earlier ones keep their own copies, so their
# chats stay byte-identical) ----------------------------------------------------------------

@dataclass
class Wording:
    """A family's tables of facts, for `Planter`: what it decides and how it says so, its
    numbers and dates (a text with {slots} and a probe with the same slots), its people and
    their roles, its open tasks and how it asks for them, and its superseded facts' forms
    (first text, the newer text or, for a contradiction, a choice of them, the subject, the
    kind of value)."""

    topics: Sequence[tuple[str, Sequence[str]]]  # (the subject, as said and probed, what it may be settled on)
    decided: Sequence[str]  # {s} the subject, {S} the same capitalised, {c} the choice
    numbers: Sequence[tuple[str, tuple[str, ...]]]
    dates: Sequence[tuple[str, tuple[str, ...]]]
    people: Sequence[str]
    roles: Sequence[tuple[str, str]]  # (text with {p}, the role as probed)
    tasks: Sequence[str]
    asked: Sequence[str]  # {a} the task
    edits: Sequence[tuple[str, str, str, str]]
    changes: Sequence[tuple[str, Sequence[str], str, str]]


class Planter:
    """A fact of each kind from a family's `Wording`, every table drawn without repeats: a
    number's or a date's {slots} filled by the family's `slot`, a superseded fact's values by
    its `value` (both may draw fresh numbers with `fresh`)."""

    def __init__(self, rng: random.Random, w: Wording, slot: Callable[[str], str], value: Callable[[str], Optional[str]]) -> None:
        self.rng, self.w, self.slot, self.value = rng, w, slot, value
        self.p = Pools(rng, topic=w.topics, number=w.numbers, date=w.dates, person=w.people, role=w.roles, task=w.tasks,
                       edit=w.edits, change=w.changes)
        self.said: list[str] = []  # the values `apart` drew in this chat

    def apart(self, draw: Callable[[], str]) -> str:
        """A fresh value from `draw` that no value `apart` drew before in this chat contains or
        is contained in ("10時" inside "10時半"): a stale form then never shows inside a newer
        one. After 200 draws that all overlap, `Pools.unique` alone decides."""
        def one() -> str:
            for _ in range(200):
                v = draw()
                if not any(v in u or u in v for u in self.said):
                    return v
            return draw()

        v = self.p.unique(one)
        self.said.append(v)
        return v

    def fresh(self, tag: str, lo: int, hi: int) -> int:
        """A number in [lo, hi) not drawn before under `tag` in this chat."""
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def __call__(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            topic = p.take("topic")
            if topic is None:
                return None
            s, c = topic[0], r.choice(topic[1])
            return r.choice(self.w.decided).format(s=s, S=s[0].upper() + s[1:], c=c), (s, c), None
        if kind in ("number", "date/time"):
            t = p.take("number" if kind == "number" else "date")
            if t is None:
                return None
            text, probe = t
            vals = {k: self.slot(k) for k in dict.fromkeys(re.findall(r"\{(\w+)\}", text))}
            return text.format(**vals), tuple(x.format(**vals) for x in probe), None
        if kind == "who is who":
            person, role = p.take("person"), p.take("role")
            return (role[0].format(p=person), (person, role[1]), None) if person and role else None
        if kind == "open task":
            a = p.take("task")
            return (r.choice(self.w.asked).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("edit" if kind == "corrected (edit)" else "change"), r, self.value)


def media(kind: str, name: str, mime: str, size: int) -> list[dict[str, Any]]:
    """A message's one attachment."""
    return [{"kind": kind, "name": name, "mime": mime, "bytes": size}]


def family_chats(family: str, seed: int, chats: int, ids: Optional[Ids], make: Callable[[random.Random, str], Chat]) -> list[Chat]:
    """`chats` chats of a family, each made by `make` from the family's one random stream for
    `seed` and the chat's id (`ids`, or the family's name, the seed and the chat's index)."""
    rng = random.Random(f"{family}/{seed}")
    name = ids or (lambda c: f"{family}{seed}-{c}")
    return [make(rng, name(c)) for c in range(chats)]


def ramble(rng: random.Random, parts: Sequence[str], least: int, sep: str = " ") -> str:
    """At least `least` of `parts`, in their order, joined: one long message of someone who
    goes on (a parent, a pensioner, the oldest member)."""
    chosen = sorted(rng.sample(range(len(parts)), rng.randrange(least, len(parts))))
    return sep.join(parts[i] for i in chosen)


def letter(rng: random.Random, lines: Sequence[str], least: int = 2, sep: str = "\n\n") -> str:
    """A formal message: its first line (the greeting), at least `least` of the middle ones in
    a random order, its last (the signature)."""
    middle = rng.sample(list(lines[1:-1]), rng.randrange(least, len(lines) - 1))
    return sep.join([lines[0], *middle, lines[-1]])


def tidied(rng: random.Random, text: str, share: float, questions: set[str], endings: Sequence[str]) -> str:
    """`text` as someone who punctuates writes it (`share` of the time): a capital, and a
    question mark after a question word or one of `endings`."""
    if rng.random() >= share or not text[-1].isalnum():
        return text
    question = text.split()[0].lower() in questions
    return text[0].upper() + text[1:] + ("?" if question else rng.choice(endings))
