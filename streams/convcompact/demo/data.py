"""Realistic multi-chat conversation streams for the demo and the tests.

Pure and stdlib-only. Every random choice comes from one `random.Random(seed)`, so a seed
always yields the same stream, in any process. The text is assembled from templates about a
handful of topics per chat (trips, an outage, a book club, a launch...) with names, numbers,
dates, questions and decisions, so that summaries have something real to pick from.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any, NamedTuple

from ..core.records import AgentDelivery, SourceCorrection, SourceMessage

_NAMES = ["Maya", "Tom", "Priya", "Lukas", "Sofia", "Daniel", "Aiko", "Omar", "Elena", "Jonas", "Chloe", "Ravi"]
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]  # fmt: skip


class _Topic(NamedTuple):
    vocab: dict[str, list[str]]  # topic-specific {slots}; generic ones come from _value
    statements: list[str]
    questions: list[str]
    decisions: list[str]  # the things a summary must keep
    answers: list[str]  # assistant lines


_TOPICS: dict[str, _Topic] = {
    "the trip": _Topic(
        {
            "city": ["Lisbon", "Kyoto", "Porto", "Reykjavik", "Vienna", "Montreal"],
            "stay": ["the Airbnb near the old town", "the hotel by the station", "the guesthouse Priya found"],
            "item": ["passports", "travel insurance", "the rental car", "train tickets", "the museum pass"],
        },
        [
            "Flights to {city} are about {price} EUR return if we book this week.",
            "I checked {stay}, it's {price} per night with breakfast included.",
            "{name} can only take {num} days off, so a long weekend works best.",
            "The forecast for {city} around {date} says 1{num} to 2{num2} degrees.",
            "I still need to sort out {item} before we go.",
            "My cousin lived in {city} for a year and says the food market is a must.",
            "Train from the airport to the centre takes about {num}0 minutes.",
        ],
        [
            "Should we fly out on {weekday} or {weekday2}?",
            "Has anyone booked {stay} yet?",
            "What's our budget per person, {price} EUR or more?",
            "Does {name} need a visa for {city}?",
        ],
        [
            "OK, decided: we fly to {city} on {date} and come back on {weekday}.",
            "Let's book {stay} tonight before the prices go up.",
            "{name} will handle {item} by {weekday}.",
        ],
        [
            "For {city} around {date}, direct flights usually cost about {price} EUR.",
            "I'd put {item} on the checklist with a deadline of {weekday}.",
            "{stay} sounds reasonable; check the cancellation policy before paying.",
            "Booking {num} weeks ahead is usually the cheapest window for {city}.",
        ],
    ),
    "the outage": _Topic(
        {
            "svc": ["the payments API", "the auth service", "checkout", "the search indexer", "the email worker"],
            "metric": ["p99 latency", "the error rate", "memory usage", "consumer lag"],
            "cause": ["a connection pool leak", "the new retry policy", "a missing index", "a DNS timeout storm"],
        },
        [
            "Since the deploy of v2.{num}.{num2}, {metric} on {svc} went up about {pct}%.",
            "The logs show {cause} starting around {time}.",
            "{name} rolled back {svc} at {time} and it looks stable.",
            "I reproduced it locally with {num}0 concurrent requests.",
            "Dashboards say {metric} is back to normal since {time}.",
            "Staging never showed this because it only runs {num} replicas.",
        ],
        [
            "Is {cause} the root cause or just a symptom?",
            "Who is on call for {svc} this week?",
            "Can we add an alert on {metric} before {weekday}?",
            "Did anyone check whether {svc} retries on timeouts?",
        ],
        [
            "We decided to freeze deploys to {svc} until {weekday}.",
            "{name} will write the postmortem by {date}.",
            "Let's ship the fix for {cause} behind a feature flag.",
        ],
        [
            "{cause} fits the timeline: {metric} rises a few minutes after each deploy.",
            "A safe next step is to cap the pool at {num}0 connections and watch {metric}.",
            "I'd keep the rollback in place until the fix has run in staging for a day.",
            "An alert on {metric} over {num} minutes would have caught this earlier.",
        ],
    ),
    "the book club": _Topic(
        {
            "book": ["Piranesi", "Middlemarch", "The Overstory", "Klara and the Sun", "The Left Hand of Darkness"],
            "place": ["the cafe on Elm Street", "Sofia's place", "the library meeting room"],
        },
        [
            "I'm on chapter {num} of {book} and the middle part drags a bit.",
            "{name} said {book} is about {num}00 pages, so we need more time.",
            "Last meeting at {place} ran late, maybe start at {time} this time.",
            "The ending of {book} made me rethink the first chapter completely.",
            "The audiobook of {book} is great if anyone is behind.",
        ],
        [
            "Can we meet on {weekday} at {time} instead?",
            "Who is picking the next book after {book}?",
            "Has everyone finished {book} or should we push the meeting?",
            "Is {place} free on {date}?",
        ],
        [
            "OK, next meeting is {date} at {place}.",
            "We decided the next book is {book}.",
            "{name} will bring snacks and the discussion questions.",
        ],
        [
            "For {book}, a good opening question is what the narrator gets wrong early on.",
            "Chapters {num} to {num2}0 are a natural stopping point if people are behind.",
            "{place} on {date} at {time} works with everything mentioned so far.",
        ],
    ),
    "the launch": _Topic(
        {
            "product": ["the mobile app", "the Pro plan", "the new dashboard", "the API v3"],
            "task": ["the landing page copy", "the press release", "the pricing page", "the demo video"],
        },
        [
            "Beta signups for {product} passed {num}00 this morning.",
            "{name} says {task} needs another review before it goes out.",
            "Pricing is still {price} per month, with a {pct}% discount for the first year.",
            "The store review for {product} usually takes {num} days.",
            "Support wants a FAQ for {product} at least {num} days before launch.",
        ],
        [
            "Are we still on track to launch {product} on {date}?",
            "Who owns {task}?",
            "Should we delay {product} if the store review slips past {weekday}?",
            "Do we announce the price of {product} before launch day?",
        ],
        [
            "We decided the launch date is {date}.",
            "{name} will finish {task} by {weekday}.",
            "Let's keep the price at {price} and revisit after {num} weeks.",
        ],
        [
            "If the review takes {num} days, submitting {product} by {weekday} keeps {date} realistic.",
            "I'd finish {task} first; it is on the critical path for the launch.",
            "A {pct}% launch discount is common; make the end date explicit.",
        ],
    ),
    "the move": _Topic(
        {
            "thing": ["the sofa", "the boxes of books", "the washing machine", "the internet contract"],
            "firm": ["the moving company", "the van rental place", "the landlord"],
        },
        [
            "{firm} quoted {price} EUR for the whole move.",
            "We have about {num}0 boxes packed so far.",
            "{name} can help carry {thing} on {weekday} morning.",
            "The new lease starts on {date}.",
            "The old flat needs a final cleaning before the handover on {date}.",
        ],
        [
            "Do we need a parking permit for the van on {date}?",
            "Has anyone called {firm} back?",
            "Can {thing} fit through the new stairwell?",
            "What time does {firm} arrive on {weekday}?",
        ],
        [
            "We decided to move on {date}, starting at {time}.",
            "{name} will cancel {thing} by {weekday}.",
            "Let's sell {thing} instead of moving it.",
        ],
        [
            "Book the parking permit early; councils often need {num} working days.",
            "Moving {thing} first frees the hallway for the boxes.",
            "Confirm the start time with {firm} in writing the day before.",
        ],
    ),
}
# Openers and asides that carry no information: the filler a summary should drop.
_CHATTER = [
    "Sorry, I was in meetings all morning.",
    "Coffee first, then I'll read everything properly.",
    "My cat just walked across the keyboard, ignore that.",
    "Running a bit late today.",
    "Did anyone watch the game last night? It was wild.",
    "Haha, fair enough.",
]
_ASIDES = [
    "Let me know what you think.",
    "Also, {name} asked me to pass this on.",
    "I can do {weekday} after {time} if that helps.",
    "Not sure about {weekday} though.",
    "Either way is fine with me.",
]
_SHORT = [
    "ok thanks", "sounds good", "+1", "agreed", "on it", "haha true", "will do", "sure, works for me",
    "nice!", "ok", "thanks!", "yes", "\U0001f44d", "lol yes", "makes sense",
]  # fmt: skip
_ASSIST_EXTRA = [
    "If it helps, I can draft a message to {name}.",
    "Want me to set a reminder for {weekday} at {time}?",
    "Nothing else looks blocked right now.",
    "I'll flag this again on {date} if it is still open.",
    "One open point: nobody has confirmed {weekday} yet.",
]
_ASSIST_OPEN = ["Noted.", "Got it.", "Here's where things stand.", "Quick update from my side."]


def _iso(ms: int, start: datetime) -> str:
    """UTC ISO-8601 with milliseconds and a "Z"."""
    return (start + timedelta(milliseconds=ms)).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


@dataclass(eq=False)
class _Chat:
    chat_id: str
    senders: list[str]
    topics: list[str]  # topics[0] is the one being discussed
    seq: int  # last Telegram message id used
    fix_at: frozenset[int]  # after which of its messages a correction follows
    sent: int = 0
    corrections: int = 0
    history: list[list[Any]] = field(default_factory=list)  # [seq, current text or None]
    # Each chat settles on a couple of values per slot (its city, its dates...), so the same
    # facts recur the way they do in a real conversation instead of being fresh noise.
    facts: dict[str, list[str]] = field(default_factory=dict)
    used: set[str] = field(default_factory=set)  # templates said already (membership only)


def _value(rng: random.Random, key: str, vocab: dict[str, list[str]]) -> str:
    if key in vocab:
        return rng.choice(vocab[key])
    if key == "name":
        return rng.choice(_NAMES)
    if key.startswith("weekday"):
        return rng.choice(_WEEKDAYS)
    if key == "date":
        return f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}"
    if key == "time":
        return f"{rng.randint(8, 20)}:{rng.choice(['00', '15', '30', '45'])}"
    if key.startswith("price"):
        return str(rng.choice([19, 29, 49, 80, 120, 150, 240, 390, 650]))
    if key == "pct":
        return str(rng.choice([5, 10, 15, 20, 30, 40]))
    return str(rng.randint(2, 9))  # num, num2


def _fill(template: str, rng: random.Random, vocab: dict[str, list[str]], chat: _Chat) -> str:
    def slot(m: re.Match[str]) -> str:
        key = m[1]
        if key.startswith("num"):  # counts and versions vary freely
            return _value(rng, key, vocab)
        if key == "name":  # the chat's few people, shared by its topics
            if "name" not in chat.facts:
                chat.facts["name"] = rng.sample(_NAMES, 4)
            return rng.choice(chat.facts["name"])
        fact = f"{chat.topics[0]}:{key}"
        if fact not in chat.facts:
            chat.facts[fact] = [_value(rng, key, vocab) for _ in range(2)]
        options = chat.facts[fact]
        return options[0] if rng.random() < 0.85 else options[1]  # mostly the settled value

    text = re.sub(r"\{(\w+)\}", slot, template)
    return text[0].upper() + text[1:]


def _target_len(rng: random.Random, mean: int, short_p: float) -> int:
    """0 means "a short reply"; otherwise a log-normal length with the requested mean overall."""
    if rng.random() < short_p:
        return 0
    sigma = 0.6
    body_mean = max(mean - short_p * 12, 1) / (1 - short_p)  # short replies average ~12 chars
    return int(rng.lognormvariate(math.log(body_mean) - sigma * sigma / 2, sigma))


def _sentences(rng: random.Random, chat: _Chat, pools: list[list[str]], weights: list[float], count: int) -> list[str]:
    """`count` sentences; a template recurs in a chat only once the topic's others were used."""
    vocab = _TOPICS[chat.topics[0]].vocab
    fresh = [[t for t in pool if t not in chat.used] for pool in pools]
    out = []
    for _ in range(count):
        if not any(fresh):
            chat.used.difference_update(t for pool in pools for t in pool)
            fresh = [list(pool) for pool in pools]
        pool = rng.choices([p for p in fresh if p], [w for p, w in zip(fresh, weights) if p])[0]
        template = pool.pop(rng.randrange(len(pool)))
        chat.used.add(template)
        out.append(_fill(template, rng, vocab, chat))
    return out


def _compose(parts: list[str], target: int, cap: int) -> str:
    """Join sentences up to about `target` chars, never past `cap` (the ~4x mean)."""
    text = ""
    for sentence in parts:
        candidate = f"{text} {sentence}".strip()
        if len(candidate) > cap:
            break
        text = candidate
        if len(text) >= target:
            break
    if not text:  # even one sentence is over the cap (a tiny mean_chars): cut at a space
        head = parts[0][:cap]
        text = head.rsplit(" ", 1)[0] if " " in head else head
    return text


def _user_text(rng: random.Random, chat: _Chat, mean: int) -> str:
    target = _target_len(rng, mean, 0.15)
    if target == 0:
        return rng.choice([s for s in _SHORT if len(s) <= 4 * mean] or ["ok"])
    t = _TOPICS[chat.topics[0]]
    pools = [t.statements, t.questions, t.decisions, _ASIDES]
    parts = _sentences(rng, chat, pools, [0.5, 0.25, 0.15, 0.1], 2 + target // 45)
    if rng.random() < 0.15:
        parts.insert(0, rng.choice(_CHATTER))
    return _compose(parts, target, 4 * mean)


def _assistant_text(rng: random.Random, chat: _Chat, question: str | None, mean: int) -> str:
    target = max(_target_len(rng, int(mean * 0.8), 0.0), 60)
    if question:  # the reply quotes the question it answers
        q = question if len(question) <= 120 else question[:117].rsplit(" ", 1)[0] + "..."
        opener = f'You asked: "{q}"'
    else:
        opener = f"{rng.choice(_ASSIST_OPEN)} On {chat.topics[0]}:"
    parts = _sentences(rng, chat, [_TOPICS[chat.topics[0]].answers, _ASSIST_EXTRA], [0.7, 0.3], 2 + target // 60)
    return _compose([f"{opener} {parts[0]}", *parts[1:]], target, 4 * mean)


def _edit(rng: random.Random, text: str) -> str:
    """A plausible edit of a message: a changed number or day, else an appended fix."""
    m = re.search(r"\d+", text)
    if m and rng.random() < 0.5:
        return f"{text[: m.start()]}{int(m[0]) + rng.randint(1, 5)}{text[m.end():]}"
    for day in _WEEKDAYS:
        if day in text:
            return text.replace(day, rng.choice([d for d in _WEEKDAYS if d != day]), 1)
    return f"{text} Edit: make that {rng.choice(_WEEKDAYS)}, not earlier."


def _new_chat(rng: random.Random, group: bool, taken: set[str], messages: int, corrections: bool) -> _Chat:
    while True:
        chat_id = f"-100{rng.randint(10**9, 10**10 - 1)}" if group else str(rng.randint(10**8, 10**10 - 1))
        if chat_id not in taken:
            taken.add(chat_id)
            break
    # In a private Telegram chat the chat id is the user's id.
    senders = [f"u{rng.randint(1000, 999_999)}" for _ in range(rng.randint(2, 4))] if group else [f"u{chat_id}"]
    planned = 0 if messages < 2 or not corrections else max(1, round(messages * 0.05))
    fix_at = frozenset(rng.sample(range(1, messages), planned) if planned else ())
    topics = rng.sample(sorted(_TOPICS), rng.randint(2, 3))
    return _Chat(chat_id, list(dict.fromkeys(senders)), topics, rng.randint(100, 90_000), fix_at)


def generate_stream(
    *,
    seed: int,
    chats: int,
    messages_per_chat: int,
    agent_id: str = "stream",
    source: str = "telegram",
    start: datetime = datetime(2026, 11, 29, 9, 0, tzinfo=timezone.utc),
    reply_ratio: float = 0.8,
    mean_chars: int = 400,
    corrections: bool = False,
) -> list[dict[str, Any]]:
    """Input records (JSON-ready dicts) for `chats` chats, interleaved, timestamps increasing."""
    if chats < 0 or messages_per_chat < 0 or mean_chars < 1 or not 0.0 <= reply_ratio <= 1.0:
        raise ValueError("need chats >= 0, messages_per_chat >= 0, mean_chars >= 1, 0 <= reply_ratio <= 1")
    start = (start if start.tzinfo else start.replace(tzinfo=timezone.utc)).astimezone(timezone.utc)
    rng = random.Random(seed)
    prefix = "tg" if source == "telegram" else source
    taken: set[str] = set()  # sets here are only ever tested for membership, never iterated
    state = [_new_chat(rng, n == 0 or rng.random() < 0.6, taken, messages_per_chat, corrections) for n in range(chats)]

    out: list[dict[str, Any]] = []
    clock = 0  # ms since `start`; strictly increasing along the output
    current = 0
    while active := [n for n, c in enumerate(state) if c.sent < messages_per_chat]:
        if current not in active or rng.random() > 0.65:  # conversations come in bursts
            current = rng.choice(active)
        chat = state[current]
        if chat.sent and rng.random() < 0.15:  # drift to another of the chat's topics
            chat.topics.insert(0, chat.topics.pop(rng.randrange(len(chat.topics))))
        chat.seq += rng.choice([1, 1, 1, 2, 3, 5])  # other bots and deleted messages leave gaps
        seq, cid = chat.seq, chat.chat_id
        clock += 1000 + int(rng.expovariate(1 / 45_000))
        text = _user_text(rng, chat, mean_chars)
        out.append({
            "type": SourceMessage.TYPE, "event_id": f"{prefix}-{cid}-{seq}", "source": source,
            "chat_id": cid, "sender_id": rng.choice(chat.senders), "source_seq": seq,
            "sent_at": _iso(clock, start), "text": text, "sensitive": False,
        })  # fmt: skip
        chat.history.append([seq, text])
        if rng.random() < reply_ratio:
            questions = [q for q in re.split(r"(?<=[.!?])\s+", text) if q.endswith("?")]
            reply = _assistant_text(rng, chat, rng.choice(questions) if questions else None, mean_chars)
            clock += 1500 + rng.randint(0, 23_500)
            out.append({
                "type": AgentDelivery.TYPE, "event_id": f"d-{cid}-{seq}-0", "source": source, "chat_id": cid,
                "agent_id": agent_id, "source_seq": seq, "delivery_seq": 0,
                "delivered_at": _iso(clock, start), "text": reply,
            })  # fmt: skip
        recent = [h for h in chat.history[-5:] if h[1] is not None]
        if chat.sent in chat.fix_at and recent:
            target = rng.choice(recent)
            target[1] = None if rng.random() < 0.2 else _edit(rng, target[1])  # None: a retraction
            chat.corrections += 1
            clock += 10_000 + rng.randint(0, 290_000)
            out.append({
                "type": SourceCorrection.TYPE, "event_id": f"c-{cid}-{chat.corrections}", "source": source,
                "chat_id": cid, "target": {"kind": "source", "source_seq": target[0]},
                "corrected_at": _iso(clock, start), "text": target[1],
            })  # fmt: skip
        chat.sent += 1
    return out


def conversation_key(record: dict[str, Any]) -> str:
    return f"{record['source']}:{record['chat_id']}"


__all__ = ["conversation_key", "generate_stream"]
