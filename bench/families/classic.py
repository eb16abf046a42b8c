"""The classic family: the benchmark's first generator (an events team planning in English),
kept as it was written for `extractive-v2`, so its figures stay comparable with the earlier
ones. It is the family the summarizer is tuned on (see bench/families/__init__.py): `extractive-v2`
was written against it, so it cannot be a held-out family.

The draws are exactly the original generator's; only the labels changed: its "number/date"
facts are labelled "number" or "date/time" by the template that planted them.
"""

from __future__ import annotations

import random
from typing import Any, Optional

from .common import Chat, Fact, Ids
from .common import at as _common_at
from .common import correction as _common_correction
from .common import delivery as _common_delivery
from .common import message as _common_message

NAME = "classic"
MESSAGES = 200
LANGUAGE = "en"
# The original kinds, in the original cycle (the draws depend on it).
_OLD_KINDS = ["decision", "number/date", "who is who", "open task", "corrected (edit)", "contradicted (later msg)"]

# Pools of distinct values: a probe's answer string occurs in the chat only where it was planted.
_VENDORS = ["Brightwave", "Northwind", "Kestrel", "Halcyon", "Ironbark", "Luminar", "Quillon", "Sablecrest", "Tidewell",
            "Vantora", "Wrenfield", "Zephyra", "Amberly", "Cobaltix", "Dunmore", "Everlane", "Foxglove", "Granitek"]
_THINGS = ["catering", "venue booking", "printing", "payroll software", "shuttle buses", "photography", "security audit",
           "cloud hosting", "translation", "office cleaning", "sound system", "web redesign", "insurance", "courier"]
_PEOPLE = ["Anneliese", "Bartholomew", "Cordelia", "Desmond", "Evangeline", "Fitzgerald", "Guinevere", "Horatio",
           "Isadora", "Jeremiah", "Katarina", "Leopold", "Marguerite", "Nathaniel", "Octavia", "Percival",
           "Rosalind", "Sebastian", "Theodora", "Valentina"]
_ROLES = ["treasurer", "head of logistics", "legal counsel", "sound engineer", "quality lead", "data steward",
          "events coordinator", "security officer", "lead designer", "procurement manager", "site manager", "chief editor"]
_EVENTS = ["offsite", "gala dinner", "product demo", "board review", "hackathon", "charity run", "summer party",
           "client workshop", "quarterly review", "team retreat"]
_PLACES = ["Lisbon", "Tallinn", "Porto", "Ghent", "Bergen", "Ljubljana", "Valletta", "Aarhus", "Bruges", "Krakow",
           "Salzburg", "Seville", "Utrecht", "Zagreb", "Turku", "Cork", "Bologna", "Innsbruck"]
_TASKS = [("renew", "parking permit"), ("order", "lanyards"), ("email", "the landlord"), ("update", "the floor plan"),
          ("book", "the interpreter"), ("sign", "the vendor contract"), ("test", "the projector"),
          ("collect", "the keycards"), ("file", "the expense report"), ("print", "the name badges"),
          ("confirm", "the headcount"), ("upload", "the slide deck"), ("call", "the locksmith"), ("ship", "the banners")]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

_DECISIONS = ["OK, decided: we go with {v} for the {t}.", "Final call from me: the {t} goes to {v}, no more debate.",
              "We agreed to use {v} for the {t}.", "Let's lock it in, {v} handles the {t}."]
_NUMBERS = [("The budget for the {t} is {n} EUR, that's the ceiling.", ("{t}", "{n}")),
            ("The {e} is on {d} at {h}.", ("{e}", "{d}", "{h}")),
            ("Our customer number with {v} is {n}, you'll need it on the phone.", ("{v}", "{n}")),
            ("We need {n} seats for the {e}, counting partners.", ("{e}", "{n}"))]
_WHO = [("Hi all, I'm {p}, I'll be the {r} on this.", ("{p}", "{r}")),
        ("{p} is our {r}, ask them anything about it.", ("{p}", "{r}")),
        ("For context: {p} joined last week as {r}.", ("{p}", "{r}"))]
_OPEN = ["{p} still needs to {a} {o} before {w}.", "TODO for someone: {a} {o}, nobody has picked it up yet.",
         "I'll {a} {o} by {w}, remind me if I forget.", "Reminder that we still have to {a} {o} this week."]
_EDITED = [("The {e} will be held in {x}.", "The {e} will be held in {y}."),
           ("Deposit for the {t} is {x} EUR, paid by card.", "Deposit for the {t} is {y} EUR, paid by card.")]
_CONTRA = [("The {e} will be held in {x}.", ["Update: the {e} moved to {y}.", "Change of plan, the {e} is now in {y}.",
                                              "Scratch the old plan, the {e} will be in {y} instead."]),
           ("The {t} costs {x} EUR per month.", ["New quote: the {t} is {y} EUR per month now.",
                                                 "Heads up, the price for the {t} changed to {y} EUR a month."])]
# What fills a chat between facts: small talk, some of it with numbers, names and times of its
# own (a summarizer cannot just keep every digit), and near-identical repeats.
_FILLER = ["Sorry, I was in meetings all morning.", "Coffee first, then I'll read everything properly.",
           "My cat just walked across the keyboard, ignore that.", "Running a bit late today, the bus was 10 minutes late.",
           "Did anyone watch the game last night? It ended 3 to 2.", "Haha, fair enough.", "Sounds good to me.",
           "Sounds good to me!", "I'm back, what did I miss?", "The weather is awful again, 4 degrees and rain.",
           "Lunch at the usual place? I can go after 12:30.", "My neighbour started drilling at 7 this morning.",
           "Has anyone seen my charger? Blue cable, left it in room 2.", "lol", "ok", "Thanks, everyone.",
           "Let me know what you think.", "I'll read the thread properly tonight.", "This week is just endless.",
           "Can't wait for the weekend, honestly.", "Good point, I hadn't thought of that."]
_REPLIES = ["Noted.", "Sounds good, I'll keep that in mind.", "Got it, thanks for the update.",
            "That works with everything mentioned so far.", "Happy to help with that if needed.",
            "Understood. Let me know if anything changes."]


class _Values:
    """Draws values for one chat without repeats, so probes never match by accident."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.pools = {k: rng.sample(v, len(v)) for k, v in
                      dict(v=_VENDORS, t=_THINGS, p=_PEOPLE, r=_ROLES, e=_EVENTS, x=_PLACES, task=_TASKS).items()}
        self.numbers: set[int] = set()

    def take(self, pool: str) -> Any:
        values = self.pools[pool]
        return values.pop() if values else None

    def number(self, lo: int = 1200, hi: int = 98000) -> str:
        while True:
            n = self.rng.randrange(lo, hi)
            if n not in self.numbers:
                self.numbers.add(n)
                return f"{n:,}".replace(",", " ") if n >= 10000 else str(n)

    def date(self) -> str:
        return f"{self.rng.choice(_MONTHS)} {self.rng.randrange(1, 29)}"

    def hour(self) -> str:
        return f"{self.rng.randrange(8, 21)}:{self.rng.choice(['00', '15', '30', '45'])}"


def _plant(kind: str, vals: _Values, rng: random.Random) -> Optional[tuple[str, tuple[str, ...], Optional[tuple[str, tuple[str, ...]]]]]:
    """(text, probe, (newer text, stale strings) for a superseded fact), or None when the
    chat has run out of distinct values for this kind."""
    if kind == "decision":
        v, t = vals.take("v"), vals.take("t")
        return (rng.choice(_DECISIONS).format(v=v, t=t), (v, t), None) if v and t else None
    if kind == "number/date":
        text, probe = rng.choice(_NUMBERS)
        slots = dict(t=vals.take("t"), e=vals.take("e"), v=vals.take("v"), n=vals.number(), d=vals.date(), h=vals.hour())
        if not all(slots.values()):
            return None
        return text.format(**slots), tuple(p.format(**slots) for p in probe), None
    if kind == "who is who":
        text, probe = rng.choice(_WHO)
        p, r = vals.take("p"), vals.take("r")
        return (text.format(p=p, r=r), (p, r), None) if p and r else None
    if kind == "open task":
        task, p = vals.take("task"), vals.take("p")
        if not task or not p:
            return None
        a, o = task
        return rng.choice(_OPEN).format(p=p, a=a, o=o, w=rng.choice(_WEEKDAYS)), (f"{a} {o}",), None
    # superseded: a first form, then the latest one (an edit of the same message, or a later message)
    e, t = vals.take("e"), vals.take("t")
    if not e or not t:
        return None
    places = kind == "contradicted (later msg)" and rng.random() < 0.5 or kind == "corrected (edit)" and rng.random() < 0.5
    if places:
        x, y = vals.take("x"), vals.take("x")
        if not x or not y:
            return None
    else:
        x, y = vals.number(100, 990), vals.number(100, 990)
    if kind == "corrected (edit)":
        first, newer = _EDITED[0] if places else _EDITED[1]
    else:
        first, newers = _CONTRA[0] if places else _CONTRA[1]
        newer = rng.choice(newers)
    slots = dict(e=e, t=t, x=x, y=y)
    subject = e if places else t
    return first.format(**slots), (subject, y), (newer.format(**slots), (x,))


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.12) -> list[Chat]:
    """Seeded chats: every random choice comes from one Random(seed), so a seed always yields
    the same chats in any process (the chat ids take no draw)."""
    rng = random.Random(seed)
    name = ids or (lambda c: str(9100 + c))
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    vals = _Values(rng)
    people = [f"u{rng.randrange(1000, 9999)}" for _ in range(rng.randrange(3, 6))]
    records: list[tuple[int, dict[str, Any]]] = []
    facts: list[Fact] = []
    later: dict[int, list[tuple[str, str, Fact]]] = {}  # message seq -> (kind of change, text, fact)
    kinds = _OLD_KINDS[:]
    for seq in range(1, n + 1):
        sender = rng.choice(people)
        text: Optional[str] = None
        for change, newer, fact in later.pop(seq, []):
            if change == "message":  # the contradiction arrives as an ordinary later message
                text = newer
                fact.known_at = fact.later_seq = seq
        if text is None and rng.random() < fact_share and seq <= n - 12:
            kind = kinds[len(facts) % len(kinds)]
            planted = _plant(kind, vals, rng)
            if planted:
                text, probe, superseded = planted
                label = kind if kind != "number/date" else ("date/time" if len(probe) == 3 else "number")
                fact = Fact(f"{chat_id}-{len(facts)}", label, seq, probe, known_at=seq)
                facts.append(fact)
                if superseded:
                    fact.stale = superseded[1]
                    when = seq + rng.randrange(10, 40)
                    if kind == "corrected (edit)":
                        records.append((min(when, n), _correction(chat_id, seq, superseded[0])))
                        fact.known_at = min(when, n)
                    else:
                        later.setdefault(min(when, n), []).append(("message", superseded[0], fact))
                if rng.random() < 0.35:  # a fact is often wrapped in small talk
                    text = f"{rng.choice(_FILLER)} {text}"
        if text is None:  # small talk of one to four sentences
            text = " ".join(rng.choice(_FILLER) for _ in range(1 + min(3, int(rng.expovariate(0.9)))))
        records.append((seq, _message(chat_id, seq, sender, text)))
        if rng.random() < 0.3:
            records.append((seq, _delivery(chat_id, seq, " ".join(rng.sample(_REPLIES, rng.randrange(1, 3))))))
    records.sort(key=lambda r: r[0])  # stable: a correction comes after the message it follows
    return Chat(chat_id, records, facts, n, NAME)


def _message(chat: str, seq: int, sender: str, text: str) -> dict[str, Any]:
    return _common_message(chat, seq, sender, text, _common_at(seq))


def _delivery(chat: str, seq: int, text: str) -> dict[str, Any]:
    return _common_delivery(chat, seq, text, _common_at(seq, 20))


def _correction(chat: str, seq: int, text: str) -> dict[str, Any]:
    return _common_correction(chat, seq, text, _common_at(seq, 40))
