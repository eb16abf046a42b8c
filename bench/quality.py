"""Summary quality, measured: does the context an agent receives still hold the facts?

    python bench/quality.py [--chats 6] [--messages 150] [--seed 7] [--in-process]
                            [--provider PROFILE --providers FILE] [--summarizer-from REV]

A seeded generator writes multi-party chats with planted facts of several kinds (decisions,
numbers and dates, who is who, open tasks, facts corrected later by an edit, facts contradicted
by a later message), each with a probe: the answer strings that must be present. The chats
are produced in waves, each once the one before has settled, so boundaries chain per chat.
After every wave the context an agent would receive (`convcompact context --json`: summary
envelope, amendment envelope, exact tail) is scored, beside two baselines built from the same
effective history at the same moment:

  tail only    the newest whole turns that fit the same number of characters as the
               compacted context (what sliding-window peers do)
  uncompacted  the whole effective history (the upper bound)

It prints, per fact kind and system, the share of probes answered at the end of the run, the
retention of facts older than the tail, the share of superseded facts present only in their
latest form, compression, and retention against the number of chained boundaries (decay);
writes bench/results/quality.json and a plot, bench/results/quality.svg.

By default it runs the real pipeline: the project's broker, `convcompact worker` as a
subprocess (bench/run.py's helpers) and `convcompact context --json`. `--in-process` runs the
same topology over `convcompact.runtime.driver.LocalDriver` (no broker; seconds), for iterating
on the summarizer. `--provider PROFILE` adds a system that runs against a real model (a
profile of `--providers FILE`, the TOML the worker reads) and records model, usage and time
per boundary. `--summarizer-from REV` (in-process only) adds the embedded summarizer as it
was at a git revision, so a change is measured against its predecessor in one run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Optional

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

AGENT = "stream"
COMPACTOR = "stream-compactor"
# Small enough that a 150-message chat chains several boundaries (see tests/helpers.py).
POLICY = dict(trigger_input_chars=6000, retain_input_chars=3000, max_input_chars=20000, max_input_events=2000,
              max_summary_chars=1800, max_amendment_chars=700)
KINDS = ["decision", "number/date", "who is who", "open task", "corrected (edit)", "contradicted (later msg)"]
SUPERSEDED = ("corrected (edit)", "contradicted (later msg)")

# --- the chats -------------------------------------------------------------------------------

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


@dataclass
class Fact:
    id: str
    kind: str
    seq: int  # the message that planted it (for a superseded fact: its first form)
    probe: tuple[str, ...]  # every string must be present
    stale: tuple[str, ...] = ()  # superseded facts: strings only the old form holds
    known_at: int = 0  # the first message after which the latest form exists (its evaluation)


@dataclass
class Chat:
    chat_id: str
    records: list[tuple[int, dict[str, Any]]]  # (produced once message N exists, record)
    facts: list[Fact]
    messages: int

    @property
    def key(self) -> str:
        return f"telegram:{self.chat_id}"


def _at(seq: int, plus_s: int = 0) -> str:
    t = datetime(2026, 11, 29, tzinfo=timezone.utc) + timedelta(minutes=seq, seconds=plus_s)
    return t.isoformat().replace("+00:00", "Z")


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


def generate(seed: int, chats: int, messages: int, fact_share: float = 0.12) -> list[Chat]:
    """Seeded chats: every random choice comes from one Random(seed), so a seed always yields
    the same chats in any process."""
    rng = random.Random(seed)
    return [_chat(rng, str(9100 + c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    vals = _Values(rng)
    people = [f"u{rng.randrange(1000, 9999)}" for _ in range(rng.randrange(3, 6))]
    records: list[tuple[int, dict[str, Any]]] = []
    facts: list[Fact] = []
    later: dict[int, list[tuple[str, str, Fact]]] = {}  # message seq -> (kind of change, text, fact)
    kinds = KINDS[:]
    for seq in range(1, n + 1):
        sender = rng.choice(people)
        text: Optional[str] = None
        for change, newer, fact in later.pop(seq, []):
            if change == "message":  # the contradiction arrives as an ordinary later message
                text = newer
                fact.known_at = seq
        if text is None and rng.random() < fact_share and seq <= n - 12:
            kind = kinds[len(facts) % len(kinds)]
            planted = _plant(kind, vals, rng)
            if planted:
                text, probe, superseded = planted
                fact = Fact(f"{chat_id}-{len(facts)}", kind, seq, probe, known_at=seq)
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
    return Chat(chat_id, records, facts, n)


def _message(chat: str, seq: int, sender: str, text: str) -> dict[str, Any]:
    return {"type": "source.message@1", "event_id": f"q-{chat}-{seq}", "source": "telegram", "chat_id": chat,
            "sender_id": sender, "source_seq": seq, "sent_at": _at(seq), "text": text, "sensitive": False}


def _delivery(chat: str, seq: int, text: str) -> dict[str, Any]:
    return {"type": "agent.delivery@1", "event_id": f"qd-{chat}-{seq}", "source": "telegram", "chat_id": chat,
            "agent_id": AGENT, "source_seq": seq, "delivery_seq": 0, "delivered_at": _at(seq, 20), "text": text}


def _correction(chat: str, seq: int, text: str) -> dict[str, Any]:
    return {"type": "source.correction@1", "event_id": f"qc-{chat}-{seq}", "source": "telegram", "chat_id": chat,
            "target": {"kind": "source", "source_seq": seq}, "corrected_at": _at(seq, 40), "text": text}


ROLE = {"source.message@1": "source", "source.correction@1": "correction", "agent.delivery@1": "delivery"}


def waves(chats: list[Chat], per_wave: int) -> list[list[dict[str, Any]]]:
    """The records of all chats in installments of `per_wave` messages per chat."""
    n = max(c.messages for c in chats)
    out = []
    for lo in range(0, n, per_wave):
        out.append([r for c in chats for when, r in c.records if lo < when <= lo + per_wave])
    return out


# --- scoring ---------------------------------------------------------------------------------


@dataclass
class Snapshot:
    """What one system gives an agent for one chat at one moment."""

    text: str
    chars: int
    covered: int = 0  # the newest message the latest boundary covers (0: none); a baseline
    boundaries: int = 0  # takes both from the compacted context it is measured beside


@dataclass
class Checkpoint:
    chat: str
    newest: int  # the newest message produced so far
    history_chars: int
    systems: dict[str, Snapshot]


def answered(fact: Fact, text: str) -> bool:
    low = text.lower()
    return all(p.lower() in low for p in fact.probe)


def latest_only(fact: Fact, text: str) -> bool:
    low = text.lower()
    return answered(fact, text) and not any(s.lower() in low for s in fact.stale)


def due(fact: Fact, cp: Checkpoint) -> bool:
    """A fact is scored once its latest form exists."""
    return fact.known_at <= cp.newest


def older_than_tail(fact: Fact, snap: Snapshot) -> bool:
    """Covered by the boundary: the agent sees it only through the summary (or amendment).
    A contradicted fact counts from the message that superseded it; an edited one from its
    own message (the edit applies there)."""
    seq = fact.known_at if fact.kind == "contradicted (later msg)" else fact.seq
    return 0 < seq <= snap.covered


def _share(hits: list[bool]) -> Optional[float]:
    return sum(hits) / len(hits) if hits else None


def score(chats: list[Chat], checkpoints: list[Checkpoint], systems: list[str]) -> dict[str, Any]:
    facts = {c.key: c.facts for c in chats}
    final = {cp.chat: cp for cp in checkpoints}  # the last checkpoint of each chat
    out: dict[str, Any] = {"by_kind": {}, "older_than_tail": {}, "latest_only": {}, "latest_only_compacted": {}, "compression": {}, "context_chars": {},
                           "decay": {}, "probes": {}}
    for sysname in systems:
        by_kind = {}
        for kind in KINDS:
            by_kind[kind] = _share([answered(f, cp.systems[sysname].text) for cp in final.values()
                                    for f in facts[cp.chat] if f.kind == kind and due(f, cp)])
        out["by_kind"][sysname] = by_kind
        out["probes"][sysname] = sum(1 for cp in final.values() for f in facts[cp.chat] if due(f, cp))
        out["older_than_tail"][sysname] = _share([answered(f, cp.systems[sysname].text) for cp in final.values()
                                                  for f in facts[cp.chat] if due(f, cp) and older_than_tail(f, cp.systems[sysname])])
        out["latest_only"][sysname] = _share([latest_only(f, cp.systems[sysname].text) for cp in final.values()
                                              for f in facts[cp.chat] if f.kind in SUPERSEDED and due(f, cp)])
        # ...and where the latest form is older than the tail too: the summarizer saw both forms
        # (a fact contradicted by a message still in the tail cannot be fixed by any summary).
        out["latest_only_compacted"][sysname] = _share([
            latest_only(f, cp.systems[sysname].text) for cp in final.values() for f in facts[cp.chat]
            if f.kind in SUPERSEDED and due(f, cp) and 0 < f.known_at <= cp.systems[sysname].covered])
        out["compression"][sysname] = statistics.mean(cp.history_chars / max(1, cp.systems[sysname].chars) for cp in final.values())
        out["context_chars"][sysname] = statistics.mean(cp.systems[sysname].chars for cp in final.values())
        # Decay: facts older than the tail, at every checkpoint, by how many boundaries chained.
        decay: dict[int, list[bool]] = {}
        for cp in checkpoints:
            snap = cp.systems[sysname]
            if snap.boundaries:
                decay.setdefault(snap.boundaries, []).extend(
                    answered(f, snap.text) for f in facts[cp.chat] if due(f, cp) and older_than_tail(f, snap))
        out["decay"][sysname] = {k: _share(v) for k, v in sorted(decay.items()) if v}
    return out


def baselines(messages: list[dict[str, str]], budget: int) -> tuple[Snapshot, Snapshot]:
    """(tail only at `budget` characters, uncompacted) from the whole effective history."""
    whole = Snapshot("\n".join(m["content"] for m in messages), sum(len(m["content"]) for m in messages))
    tail: list[str] = []
    used = 0
    for m in reversed(messages):  # the newest whole turns that fit, as a sliding window keeps
        if used + len(m["content"]) > budget:
            break
        tail.append(m["content"])
        used += len(m["content"])
    return Snapshot("\n".join(reversed(tail)), used), whole


def render_context(ctx: dict[str, Any]) -> Snapshot:
    """The text an agent reads from `context --json`: every message's content."""
    return Snapshot("\n".join(m["content"] for m in ctx["messages"]), ctx["manifest"]["sizes"]["total_chars"])


# --- declarations and summarizers ------------------------------------------------------------


def declarations(root: Path, profile: str = "local", model: str = "extractive-v2") -> Path:
    from tests.helpers import write_declarations

    # A huge agent budget: the compacted tail is bounded by compaction itself, never cut here.
    return write_declarations(root, **POLICY, agent={"context_budget_chars": 10_000_000, "provider": {"profile": profile, "model": model}},
                              provider={"profile": profile, "model": model})


def summarizer_from(rev: str) -> Any:
    """The embedded summarizer as it was at git revision `rev`, as an in-process model."""
    import importlib.util
    import inspect

    from convcompact.core.model_runner import LocalExtractive

    source = subprocess.run(["git", "-C", str(REPO), "show", f"{rev}:streams/convcompact/core/summarize.py"], check=True,
                            capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp(prefix="summarize-")) / f"summarize_{rev[:12]}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules[path.stem] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    takes_seqs = "seqs" in inspect.signature(module.extractive_summary).parameters

    class Old(LocalExtractive):
        model = module.EXTRACTIVE_MODEL

        def __call__(self, dispatch: Any) -> Any:
            from convcompact.core.records import Usage

            packet = dispatch.packet
            extra = {"seqs": [t.source_seq for t in packet.turns]} if takes_seqs else {}
            text = module.extractive_summary(
                prior_summary=packet.previous.summary_text if packet.previous else None,
                amendment=packet.amendment["text"] if packet.amendment else None,
                messages=[t.message for t in packet.turns], max_chars=packet.max_summary_chars, **extra)
            return text, Usage(input_tokens=0, output_tokens=len(text.split()))

    return Old()


class ProviderModel:
    """A provider profile as the in-process driver's synchronous model (one event loop)."""

    def __init__(self, name: str, profile: Any) -> None:
        from convcompact_agents.providers import make_provider

        self.loop = asyncio.new_event_loop()
        self.client = make_provider(name, profile)
        self.provider, self.model, self.requested = self.client.name, profile.model, profile.model

    def __call__(self, dispatch: Any) -> Any:
        answer = self.loop.run_until_complete(self.client.complete(dispatch.packet, self.requested))
        self.model = answer.model or self.requested
        return answer.text, answer.usage

    def close(self) -> None:
        self.loop.run_until_complete(self.client.close())
        self.loop.close()


# --- running: in process ---------------------------------------------------------------------


def fold(decl: Path, records: list[dict[str, Any]]) -> Any:
    """The effective history of every chat, as the pipeline folds it (no model)."""
    from convcompact.core.declarations import load_declarations
    from convcompact.runtime.driver import LocalDriver

    d = LocalDriver(load_declarations(decl), run_model=False)
    for r in records:
        d.feed(ROLE[r["type"]], r)
    return d


def history_of(d: Any, conv: str) -> tuple[dict[int, Any], Optional[int]]:
    from convcompact.core.state import head_key

    return d.groups(conv), (d.state.get(head_key(conv)) or {}).get("newest")


def local_context(d: Any, conv: str) -> dict[str, Any]:
    """What `convcompact context --json` prints, from the in-process driver's log (the same
    rebuild of the topics and the same resolver)."""
    status, body = d.context_from_topics(conv)
    return body if status == 200 else {"messages": [], "manifest": {"boundary": None, "failed_closed": body}}


def checkpoint(chat: Chat, newest: int, ctx: dict[str, Any], boundaries: int, history: list[dict[str, str]], system: str) -> Checkpoint:
    compacted = render_context(ctx)
    tail, whole = baselines(history, compacted.chars)
    covered = (ctx["manifest"].get("boundary") or {}).get("covered_through_seq") or 0
    for snap in (compacted, tail, whole):
        snap.covered, snap.boundaries = covered, boundaries
    return Checkpoint(chat.key, newest, whole.chars, {system: compacted, "tail only": tail, "uncompacted": whole})


def uncompacted_messages(d: Any, conv: str) -> list[dict[str, str]]:
    from convcompact.core.selection import select_context

    groups, newest = history_of(d, conv)
    return select_context(pair=d.pairs[0], conversation=conv, group=groups.get, newest=newest, boundary=None).messages


def run_in_process(chats: list[Chat], decl: Path, model: Any, system: str, per_wave: int) -> tuple[list[Checkpoint], list[dict[str, Any]]]:
    from convcompact.core.declarations import load_declarations
    from convcompact.runtime.driver import LocalDriver

    d = LocalDriver(load_declarations(decl), summarizer=model)
    history = fold(decl, [])  # the baselines' history, folded alongside
    cps: list[Checkpoint] = []
    for w, batch in enumerate(waves(chats, per_wave)):
        for r in batch:
            d.feed(ROLE[r["type"]], r)  # each packet is summarized and settled at once
            history.feed(ROLE[r["type"]], r)
        newest = min((w + 1) * per_wave, max(c.messages for c in chats))
        for c in chats:
            n = sum(b["conversation"]["key"] == c.key for b in d.records("boundaries"))
            cps.append(checkpoint(c, newest, local_context(d, c.key), n, uncompacted_messages(history, c.key), system))
    return cps, d.records("boundaries")


# --- running: the real pipeline --------------------------------------------------------------


def run_pipeline(chats: list[Chat], decl: Path, system: str, per_wave: int, bootstrap: str, tmp: Path,
                 providers: Optional[str] = None) -> tuple[list[Checkpoint], list[dict[str, Any]]]:
    """Broker + `convcompact worker` (a subprocess); each wave is produced once the one before
    has settled; the context is read with `convcompact context --json` after every wave."""
    from bench.run import settings_for, start_worker, stop, wait_ready
    from convcompact.produce import produce_records
    from convcompact_topics.admin import create_topics

    s = settings_for(bootstrap, decl, "memory://", tmp, 4)
    if providers:
        s = s.with_overrides(providers=providers)
    asyncio.run(create_topics(s))
    log = tmp / f"worker-{s.app_id}.log"
    proc = start_worker(s, log)
    history = fold(decl, [])
    cps: list[Checkpoint] = []
    produced = 0
    try:
        wait_ready(s, proc)
        for w, batch in enumerate(waves(chats, per_wave)):
            asyncio.run(produce_records(s, batch))
            for r in batch:
                history.feed(ROLE[r["type"]], r)
            produced += sum(r["type"] == "source.message@1" for r in batch)
            _settle(s, produced, proc, log)
            newest = min((w + 1) * per_wave, max(c.messages for c in chats))
            bounds = _boundaries(s)
            for c in chats:
                n = sum(b["conversation"]["key"] == c.key for b in bounds)
                cps.append(checkpoint(c, newest, _cli_context(s, c.key), n, uncompacted_messages(history, c.key), system))
            print(f"  wave {w + 1}: {len(bounds)} boundaries settled", file=sys.stderr)
        return cps, _boundaries(s)
    finally:
        stop(proc)


def _runs(s: Any) -> list[dict[str, Any]]:
    import orjson

    from convcompact_topics.catalog import topic_name
    from convcompact_topics.reader import read_all

    return [orjson.loads(r.value) for r in asyncio.run(read_all(s, [topic_name(s, "runs")]))]


def _boundaries(s: Any) -> list[dict[str, Any]]:
    import orjson

    from convcompact_topics.catalog import topic_name
    from convcompact_topics.reader import read_all

    return [orjson.loads(r.value) for r in asyncio.run(read_all(s, [topic_name(s, "boundaries")])) if r.value]


def _settle(s: Any, messages: int, proc: subprocess.Popen, log: Path, timeout: float = 600) -> None:
    """Until every message produced has its evaluation and no packet is in flight."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the worker stopped (exit {proc.returncode}); see {log}")
        runs = _runs(s)
        evaluated = {r["run_id"] for r in runs if r.get("trigger_event_id") and not r.get("cause")
                     and r["outcome"] in ("skipped-below-trigger", "skipped-pending", "dispatched", "failed-closed")}
        dispatched = {r["packet_id"] for r in runs if r["outcome"] == "dispatched"}
        done = {r["packet_id"] for r in runs if r["outcome"] in ("settled", "rejected", "model-failed")}
        if len(evaluated) >= messages and dispatched <= done:
            time.sleep(1.0)  # a catch-up evaluation may follow a settlement at once
            runs2 = _runs(s)
            if len(runs2) == len(runs):
                return
            continue
        time.sleep(1.0)
    raise RuntimeError(f"not settled after {timeout:.0f}s; see {log}")


def _cli_context(s: Any, conv: str) -> dict[str, Any]:
    env = {**__import__("os").environ, **s.to_env()}
    done = subprocess.run([sys.executable, "-m", "convcompact", "context", conv, "--agent", AGENT, "--json"],
                          env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"context {conv}: exit {done.returncode}: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout)


# --- the report ------------------------------------------------------------------------------


def receipts(boundaries: list[dict[str, Any]]) -> dict[str, Any]:
    """Model, usage and time per boundary, as the boundaries bind them."""
    per = []
    for b in boundaries:
        m = b["model"]
        t0, t1 = (datetime.fromisoformat(m[k].replace("Z", "+00:00")) for k in ("started_at", "finished_at"))
        per.append({"boundary_id": b["boundary_id"], "conversation": b["conversation"]["key"], "provider": m["provider"],
                    "model": m["model"], "requested_model": m["requested_model"], "usage": m["usage"],
                    "seconds": (t1 - t0).total_seconds(), "summary_chars": b["summary"]["chars"]})
    secs = [p["seconds"] for p in per]
    return {"boundaries": len(per), "models": sorted({p["model"] for p in per}),
            "input_tokens": sum(p["usage"]["input_tokens"] for p in per), "output_tokens": sum(p["usage"]["output_tokens"] for p in per),
            "seconds_mean": statistics.mean(secs) if secs else None, "seconds_max": max(secs) if secs else None, "per_boundary": per}


def _pct(v: Optional[float]) -> str:
    return "-" if v is None else f"{100 * v:.0f}%"


def table(result: dict[str, Any], systems: list[str]) -> str:
    width = 26
    head = "".ljust(width) + "".join(s[:22].rjust(24) for s in systems)
    rows = [head]
    for kind in KINDS:
        rows.append(kind.ljust(width) + "".join(_pct(result["by_kind"][s][kind]).rjust(24) for s in systems))
    rows.append("older than the tail".ljust(width) + "".join(_pct(result["older_than_tail"][s]).rjust(24) for s in systems))
    rows.append("superseded: latest only".ljust(width) + "".join(_pct(result["latest_only"][s]).rjust(24) for s in systems))
    rows.append("  ... both forms compacted".ljust(width) + "".join(_pct(result["latest_only_compacted"][s]).rjust(24) for s in systems))
    rows.append("context chars (mean)".ljust(width) + "".join(f"{result['context_chars'][s]:.0f}".rjust(24) for s in systems))
    rows.append("compression (history/ctx)".ljust(width) + "".join(f"{result['compression'][s]:.1f}x".rjust(24) for s in systems))
    ks = sorted({k for s in systems for k in result["decay"][s]})
    rows.append("")
    rows.append("older than the tail, by boundaries chained:")
    for k in ks:
        rows.append(f"  after boundary {k}".ljust(width) + "".join(_pct(result["decay"][s].get(k)).rjust(24) for s in systems))
    return "\n".join(rows)


def svg_decay(result: dict[str, Any], systems: list[str], title: str) -> str:
    """Retention of facts older than the tail against boundaries chained, one line per system
    (plain SVG, as bench/run.py writes its plot: no plotting library needed)."""
    colors = ["#4a78b0", "#d9822b", "#5a9e5a", "#b04a6f", "#7a5ab0", "#888"]
    ks = sorted({k for s in systems for k in result["decay"][s]}) or [1]
    x0, y0, w, h = 60, 40, 480, 220
    px = lambda k: x0 + (w * (k - ks[0]) / max(1, ks[-1] - ks[0]))  # noqa: E731
    py = lambda v: y0 + h - h * v  # noqa: E731
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{x0 + w + 200}" height="{y0 + h + 50}" font-family="sans-serif" font-size="12">',
             f'<text x="10" y="18" font-weight="bold">{title}</text>']
    for v in (0, 0.25, 0.5, 0.75, 1.0):
        parts.append(f'<line x1="{x0}" y1="{py(v):.1f}" x2="{x0 + w}" y2="{py(v):.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{x0 - 40}" y="{py(v) + 4:.1f}" fill="#666">{100 * v:.0f}%</text>')
    for k in ks:
        parts.append(f'<text x="{px(k) - 4:.1f}" y="{y0 + h + 18}" fill="#666">{k}</text>')
    parts.append(f'<text x="{x0 + w / 2 - 60:.1f}" y="{y0 + h + 38}">boundaries chained</text>')
    for i, s in enumerate(systems):
        pts = [(px(k), py(v)) for k, v in result["decay"][s].items() if v is not None]
        c = colors[i % len(colors)]
        if pts:
            parts.append(f'<polyline fill="none" stroke="{c}" stroke-width="2" points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in pts)}"/>')
        parts.append(f'<rect x="{x0 + w + 16}" y="{y0 + 18 * i}" width="12" height="12" fill="{c}"/>')
        parts.append(f'<text x="{x0 + w + 34}" y="{y0 + 10 + 18 * i}">{s}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def targets(result: dict[str, Any], system: str) -> list[tuple[str, str, bool]]:
    """The issue's three targets for one summarizer, with the figures."""
    ours, tail = result["older_than_tail"][system] or 0.0, result["older_than_tail"]["tail only"] or 0.0
    latest = result["latest_only_compacted"][system] or 0.0
    decay = result["decay"][system]
    first, fifth = decay.get(1), decay.get(5)
    out = [(f"older than the tail: {_pct(ours)} vs tail only {_pct(tail)} (>= 2x)", f"{ours / tail:.1f}x" if tail else "inf", ours >= 2 * tail and ours > 0),
           (f"superseded facts, both forms older than the tail, in their latest form only: {_pct(latest)} (>= 90%)", _pct(latest), latest >= 0.9)]
    if first is not None and fifth is not None:
        out.append((f"after boundary 5 vs 1: {_pct(fifth)} vs {_pct(first)} (within 10 points)", f"{100 * (fifth - first):+.0f} pts",
                    fifth >= first - 0.10))
    else:
        out.append(("after boundary 5 vs 1: fewer than 5 boundaries chained", "-", False))
    return out


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--chats", type=int, default=6)
    ap.add_argument("--messages", type=int, default=200, help="messages per chat")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--wave", type=int, default=10, help="messages per chat in each installment")
    ap.add_argument("--in-process", action="store_true", help="the core's in-process driver, no broker")
    ap.add_argument("--provider", action="append", default=[], help="a provider profile to benchmark too (repeatable)")
    ap.add_argument("--providers", help="the provider profiles TOML (CONVCOMPACT_PROVIDERS)")
    ap.add_argument("--summarizer-from", action="append", default=[], metavar="REV",
                    help="also the embedded summarizer at this git revision (in-process only)")
    ap.add_argument("--out", default=str(REPO / "bench" / "results"))
    args = ap.parse_args(argv)
    if args.summarizer_from and not args.in_process:
        ap.error("--summarizer-from needs --in-process (a worker runs the installed summarizer)")
    from convcompact_agents.providers import load_profiles
    from convcompact.core.model_runner import LocalExtractive

    profiles = load_profiles(args.providers)
    for p in args.provider:
        if p not in profiles:
            ap.error(f"--provider {p}: no such profile in {args.providers or 'the defaults'} ({sorted(profiles)})")
    chats = generate(args.seed, args.chats, args.messages)
    tmp = Path(tempfile.mkdtemp(prefix="quality-"))
    embedded = f"embedded {LocalExtractive.model}"
    runs: list[tuple[str, Path, Any, Optional[str]]] = [(embedded, declarations(tmp / "local"), LocalExtractive(), None)]
    for rev in args.summarizer_from:
        old = summarizer_from(rev)
        runs.insert(0, (f"embedded {old.model} @{rev[:8]}", declarations(tmp / f"rev-{rev[:8]}"), old, None))
    for p in args.provider:
        model = ProviderModel(p, profiles[p]) if args.in_process else None
        runs.append((f"{p}: {profiles[p].model}", declarations(tmp / f"p-{p}", p, profiles[p].model), model, args.providers))
    bootstrap, b = (None, None)
    if not args.in_process:
        from bench.run import broker

        bootstrap, b = broker()
    checkpoints: dict[tuple[str, int], Checkpoint] = {}
    report: dict[str, Any] = {"seed": args.seed, "chats": args.chats, "messages_per_chat": args.messages,
                              "mode": "in-process" if args.in_process else "broker", "policy": POLICY, "receipts": {}}
    try:
        for name, decl, model, providers in runs:
            t0 = time.time()
            if args.in_process:
                cps, bounds = run_in_process(chats, decl, model, name, args.wave)
            else:
                cps, bounds = run_pipeline(chats, decl, name, args.wave, bootstrap, tmp, providers)  # type: ignore[arg-type]
            print(f"{name}: {len(bounds)} boundaries in {time.time() - t0:.1f}s", file=sys.stderr)
            report["receipts"][name] = receipts(bounds)
            for i, cp in enumerate(cps):
                merged = checkpoints.setdefault((cp.chat, i), cp)
                # The baselines are measured beside the embedded summarizer's context (its
                # budget, its coverage); every other system adds only its own context.
                merged.systems.update(cp.systems if name == embedded else {name: cp.systems[name]})
            if isinstance(model, ProviderModel):
                model.close()
    finally:
        if b is not None:
            b.stop()  # type: ignore[attr-defined]
    systems = [name for name, *_ in runs] + ["tail only", "uncompacted"]
    ordered = [checkpoints[k] for k in sorted(checkpoints, key=lambda k: k[1])]
    result = score(chats, ordered, systems)
    report["result"] = result
    report["facts"] = {k: sum(f.kind == k for c in chats for f in c.facts) for k in KINDS}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    print(f"seed {args.seed}, {args.chats} chats x {args.messages} messages, {sum(report['facts'].values())} facts, "
          f"{report['mode']}; share of probes answered by the context an agent receives:")
    print(table(result, systems))
    for name, *_ in runs:
        r = report["receipts"][name]
        print(f"{name}: {r['boundaries']} boundaries, models {r['models']}, tokens in/out {r['input_tokens']}/{r['output_tokens']}, "
              f"seconds per boundary mean {r['seconds_mean'] or 0:.3f} max {r['seconds_max'] or 0:.3f}")
    print("targets (" + embedded + "):")
    for what, figure, ok in targets(result, embedded):
        print(f"  [{'met' if ok else 'NOT met'}] {what}: {figure}")
    report["targets"] = [{"what": w, "figure": f, "met": ok} for w, f, ok in targets(result, embedded)]
    (out / "quality.json").write_text(json.dumps(report, indent=2))
    (out / "quality.svg").write_text(svg_decay(result, systems, "facts older than the tail still answered, by boundaries chained"))
    print(f"wrote {out / 'quality.json'} and {out / 'quality.svg'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
