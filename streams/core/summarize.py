"""Deterministic local EXTRACTIVE summarizer: the embedded default "model".

This is explicitly NOT a language model. It never paraphrases or invents text: it splits
turns into sentences, scores them (TF-IDF-ish salience of content words across the span,
times cues for what an agent must remember: decisions and commitments, questions, numbers,
dates, names, and a slight recency bias), keeps the best ones within a character budget and
emits them verbatim (sometimes shortened at a word boundary with "…") in chronological
order, each attributed to its speaker.

Output is byte-for-byte deterministic across processes: no clock, no randomness, and no
iteration over sets or hash-ordered containers where order could reach the output (even
float sums run in document order so ties can't flip under a different PYTHONHASHSEED).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

EXTRACTIVE_MODEL = "extractive-v1"
MIN_MAX_CHARS = 64
EMPTY_SUMMARY = "No substantive content in this span."

_H_EARLIER = "Earlier (carried forward):"
_H_CORR = "Corrections:"
_H_OPEN = "Open questions:"
_H_SPAN = "This span ("
_HEADERS = frozenset({_H_EARLIER, _H_CORR, _H_OPEN})

# Budget shares (of max_chars) that a section may claim when newer content also needs room.
_PRIOR_SHARE = 0.4
_CORR_SHARE = 0.2
_OPEN_SHARE = 0.25  # of what the span side gets
_FLOOR = 0.35  # in a section that can't show everything, skip sentences below this x the median

_MAX_SENT = 300  # unpunctuated walls of text are cut into chunks of about this size
_MAX_BULLET = 400  # our own bullets stay whole when a prior summary is re-read
_MIN_FRAGMENT = 40  # a shortened sentence shorter than this is more noise than signal
_MIN_TEXT = 8  # ...unless it is the only thing a tiny summary can hold
_NEAR_DUP = 48  # near-duplicate checks look at this many of the best kept sentences
_MAX_NAME = 24  # speaker names are cut so a 64-char summary still has room for a bullet
_MAX_LISTED = 20  # speakers named in the span header; the rest are "+N more"

_NEWLINES = re.compile(r"\r\n?|[\x0b\x0c\x85\u2028\u2029]")
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_SURROGATES = re.compile(r"[\ud800-\udfff]")  # lone ones can't even be encoded as UTF-8
_WS = re.compile(r"\s+")
_SENT_END = re.compile(r"(?<=[.!?…。！？])\s+|(?<=[.!?…。！？][\"'”’)\]])\s+")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_DECISION = re.compile(
    r"\b(?:decid\w*|agreed?|confirm\w*|deadline|due|will|won't|\w+'ll|needs?|needed|must|"
    r"should|plan(?:s|ned)?|going to|let's|approved?|chose|choose|finali[sz]ed?|booked|"
    r"schedul\w*|todo|to-do|action items?|remember|important|promis\w*|committed)\b"
)
_DATE = re.compile(
    r"\b(?:january|february|march|april|june|july|august|september|sept|october|november|"
    r"december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|"
    r"tomorrow|yesterday|next week|eod)\b|\b\d{1,2}[:/.]\d{2}\b|\b\d{1,2} ?(?:am|pm)\b"
)
_DIGIT = re.compile(r"\d")
_ATTRIBUTED = re.compile(r"([^\s:]{1,24}): (.+)")
_NAME = re.compile(r"(?<=[\w,;] )[A-Z][a-z]+")  # capitalised word that doesn't open the sentence

_STOPWORDS = frozenset(
    """a an the and or but if then so to of in on at by for with from as into onto over
    under about than too very is are was were be been being am do does did doing done have
    has had having it its it's this that that's these those there here i i'm i've i'd i'll me
    my we we're we've we'll our us you you're you've you'll your he she him her his hers they
    they're them their what which who whom whose how when where why not no yes just also can
    could would will shall should may might must can't don't doesn't didn't isn't aren't won't
    up down out off again once some any all more most other such only own same each few both
    ok okay yeah yep yup lol haha hmm thanks thank thx hi hey hello oh ah well like get got
    one let let's know think sure good great nice cool really still even much many now
    going go gonna want make maybe actually though""".split()
)


@dataclass(slots=True)
class _Item:
    pos: int  # chronological position among the section's candidates
    turn: int  # index of the source turn (-1 outside the span)
    speaker: str | None
    text: str
    words: list[str]  # content words, lower-case, in document order
    ntok: int
    question: bool


def _clean(text: str) -> str:
    """Line separators -> "\\n"; every other control char -> space; lone surrogates -> U+FFFD."""
    text = _NEWLINES.sub("\n", text)
    text = _CONTROLS.sub(" ", text)
    return _SURROGATES.sub("\ufffd", text)


def _chunks(s: str, limit: int) -> list[str]:
    """Cut an over-long sentence at spaces (hard cut if there are none) into <= limit chunks."""
    out, i, n = [], 0, len(s)
    while n - i > limit:
        cut = s.rfind(" ", i + limit // 2, i + limit)
        cut = cut if cut > i else i + limit
        out.append(s[i:cut].strip())
        i = cut
    out.append(s[i:].strip())
    return [c for c in out if c]


def _sentences(text: str | None, *, split: bool = True, limit: int = _MAX_SENT) -> list[str]:
    out: list[str] = []
    for line in _clean(text or "").split("\n"):
        for s in _SENT_END.split(line) if split else (line,):
            out.extend(_chunks(_WS.sub(" ", s).strip(), limit))
    return out


def _item(pos: int, turn: int, speaker: str | None, text: str) -> _Item | None:
    tokens = [t.replace("’", "'") for t in _WORD.findall(text.lower())]
    if not tokens:  # only punctuation/emoji: nothing an agent could remember
        return None
    words = [t for t in tokens if t not in _STOPWORDS and (len(t) > 1 or t.isdigit())]
    return _Item(pos, turn, speaker, text, words, len(tokens), text.rstrip("\"'”’)]").endswith(("?", "？")))


def _items(texts: Sequence[tuple[int, str | None, str]]) -> list[_Item]:
    out: list[_Item] = []
    for turn, speaker, text in texts:
        it = _item(len(out), turn, speaker, text)
        if it is not None:
            out.append(it)
    return out


def _scores(items: Sequence[_Item]) -> list[float]:
    n = len(items)
    tf: Counter[str] = Counter()
    df: Counter[str] = Counter()
    for it in items:
        tf.update(it.words)
        df.update(dict.fromkeys(it.words, 1))
    # Words that recur across the span are its topics, but ones in every sentence say nothing.
    weight = {w: (1.0 + math.log(c)) * math.log(1.0 + n / df[w]) for w, c in tf.items()}
    out = []
    for it in items:
        base = 0.1 + sum(weight[w] for w in dict.fromkeys(it.words)) / math.sqrt(max(it.ntok, 6))
        low = it.text.lower().replace("’", "'")
        cue = 1.0
        cue += 0.8 if _DECISION.search(low) else 0.0
        cue += 0.3 if _DATE.search(low) else 0.0
        cue += 0.3 if _DIGIT.search(low) else 0.0
        if cue == 1.0 and len(it.words) < 3:
            cue = 0.5  # "ok sounds good", "how was your weekend?" and friends
        cue += 0.3 if it.question else 0.0
        cue += 0.1 if _NAME.search(it.text) else 0.0
        out.append(base * cue * (1.0 + 0.25 * it.pos / max(n - 1, 1)))
    return out


def _shorten(text: str, limit: int) -> str:
    """At most `limit` code points; a cut ends at a word boundary with "…"."""
    if len(text) <= limit:
        return text
    cut = text[: max(limit - 1, 0)]
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:-–—") + "…"


def _prefix(it: _Item) -> str:
    return f"- {it.speaker}: " if it.speaker else "- "


def _need(header: str, items: Sequence[_Item]) -> int:
    """Characters (each line counted with its "\\n") to show a section in full."""
    if not items:
        return 0
    return len(header) + 1 + sum(len(_prefix(it)) + len(it.text) + 1 for it in items)


def _select(items: Sequence[_Item], room: int, min_text: int) -> list[str]:
    """Best-scoring, non-redundant bullets within `room` (len + 1 each), in chronological order."""
    if sum(len(_prefix(it)) + len(it.text) + 1 for it in items) <= room:
        return [_prefix(it) + it.text for it in items]  # nothing to choose: keep it all
    scores = _scores(items)
    order = sorted(range(len(items)), key=lambda i: (-scores[i], i))
    cap = max(_MIN_FRAGMENT, room // 2)  # no single sentence may eat a crowded section
    floor = _FLOOR * scores[order[len(order) // 2]]  # don't pad a crowded section with "lol ok"
    chosen: dict[int, str] = {}
    kept: list[frozenset[str]] = []
    seen: set[frozenset[str]] = set()  # membership only

    def redundant(it: _Item) -> bool:
        # Same content words as anything kept, or >= 70% overlap with one of the best kept
        # ones (bounded so that a huge section stays linear) with the same numbers: "item 7
        # costs 70 EUR" and "item 8 costs 80 EUR" are different facts, not repeats.
        ws = frozenset(it.words)
        if not ws or ws in seen:
            return bool(ws)
        nums = {w for w in ws if _DIGIT.search(w)}
        return any(
            len(ws & k) >= 0.7 * len(ws | k) and nums == {w for w in k if _DIGIT.search(w)}
            for k in kept[:_NEAR_DUP]
        )

    for i in order:
        it = items[i]
        if scores[i] < floor:
            break
        line = _prefix(it) + _shorten(it.text, max(_MIN_FRAGMENT, cap - len(_prefix(it))))
        if len(line) + 1 <= room and not redundant(it):
            chosen[i] = line
            kept.append(frozenset(it.words))
            seen.add(kept[-1])
            room -= len(line) + 1
    # Fill what is left with the best sentence that didn't fit, shortened.
    for i in order:
        it = items[i]
        if scores[i] < floor:
            break
        if i in chosen or redundant(it):
            continue
        space = room - len(_prefix(it)) - 1
        if space >= (_MIN_FRAGMENT if chosen else min_text):
            chosen[i] = _prefix(it) + _shorten(it.text, space)
        break
    return [chosen[i] for i in sorted(chosen)]


def _section(header: str, items: Sequence[_Item], budget: int, min_text: int = _MIN_FRAGMENT) -> list[str]:
    """Header plus bullets in at most `budget` chars, or nothing when not even one bullet of
    `min_text` chars fits (a sliver of a section is worth less than more of the next one)."""
    room = budget - len(header) - 1
    if not items or room < 4:
        return []
    bullets = _select(items, room, min_text)
    return [header, *bullets] if bullets else []


def _cost(lines: Sequence[str]) -> int:
    return sum(len(line) + 1 for line in lines)


def _speaker(msg: Mapping[str, str]) -> str:
    raw = msg.get("name") or msg.get("role") or "user"
    name = _WS.sub(" ", _clean(str(raw))).strip().replace(":", "")[:_MAX_NAME]
    return name or "user"


def _span_header(turns: int, speakers: Sequence[str], budget: int) -> str:
    noun = "turn" if turns == 1 else "turns"
    limit = min(budget // 6, 200)
    for shown in range(min(len(speakers), _MAX_LISTED), 0, -1):
        more = f", +{len(speakers) - shown} more" if shown < len(speakers) else ""
        header = f"{_H_SPAN}{turns} {noun}, speakers: {', '.join(speakers[:shown])}{more}):"
        if len(header) <= limit:
            return header
    return f"{_H_SPAN}{turns} {noun}):"


def _prior_items(prior: str | None) -> list[_Item]:
    texts: list[tuple[int, str | None, str]] = []
    seen: set[str] = set()  # membership only, never iterated
    for line in _clean(prior or "").split("\n"):
        s = _WS.sub(" ", line).strip()
        if not s or s in _HEADERS or s == EMPTY_SUMMARY or (s.startswith(_H_SPAN) and s.endswith(":")):
            continue
        bullet = s.startswith(("- ", "* ", "• "))
        # Our own bullets are single (attributed) sentences: keep them whole. Prose from
        # elsewhere (a hand-written or LLM summary) is re-split into sentences.
        for t in _sentences(s[2:] if bullet else s, split=not bullet, limit=_MAX_BULLET):
            if t not in seen:
                seen.add(t)
                # Re-attach "u42: ..." as the speaker, so ids don't score as content words.
                m = _ATTRIBUTED.match(t) if bullet else None
                texts.append((-1, m[1], m[2]) if m else (-1, None, t))
    return _items(texts)


def extractive_summary(
    *,
    prior_summary: str | None,
    amendment: str | None,
    messages: Sequence[Mapping[str, str]],
    max_chars: int,
) -> str:
    """Summarise newly frozen turns on top of `prior_summary`, reflecting `amendment`.

    Returns non-empty plain text of at most `max_chars` code points, using no control
    characters except "\\n". Raises ValueError if `max_chars` < MIN_MAX_CHARS.
    """
    if max_chars < MIN_MAX_CHARS:
        raise ValueError(f"max_chars must be >= {MIN_MAX_CHARS}, got {max_chars}")

    speakers: dict[str, None] = {}  # insertion-ordered: order of first appearance
    texts: list[tuple[int, str | None, str]] = []
    for turn, msg in enumerate(messages):
        who = _speaker(msg)
        sents = _sentences(str(msg.get("content") or ""))
        if sents:
            speakers.setdefault(who)
        texts.extend((turn, who, s) for s in sents)
    span_all = _items(texts)

    # A question is open when nobody else spoke after it within the span.
    answered: dict[int, bool] = {}
    later: list[str] = []  # up to two distinct speakers of later turns
    for it in reversed(span_all):
        if it.turn not in answered:
            answered[it.turn] = any(s != it.speaker for s in later)
            if it.speaker not in later:
                later = [it.speaker, *later][:2]  # type: ignore[list-item]
    open_q = [it for it in span_all if it.question and not answered[it.turn]]
    span = [it for it in span_all if not (it.question and not answered[it.turn])]
    prior = _prior_items(prior_summary)
    corr = _items([(-1, None, s) for s in dict.fromkeys(_sentences(amendment))])  # repeats add nothing

    budget = max_chars + 1  # every line pays for its "\n"; the last one has none
    header = _span_header(len(messages), list(speakers), budget)
    span_need = _need(header, span)
    open_need = _need(_H_OPEN, open_q)
    corr_need = _need(_H_CORR, corr)

    # Each older section gets its share when newer content needs the room, and whatever the
    # newer content leaves unused otherwise; so the prior summary is re-selected, never copied
    # whole, and a short span doesn't make the chain forget.
    prior_need = _need(_H_EARLIER, prior)
    corr_cap = max(int(budget * _CORR_SHARE), budget - span_need - open_need - prior_need)
    corr_lines = _section(_H_CORR, corr, min(corr_need, corr_cap))
    left = budget - _cost(corr_lines)
    prior_cap = min(left, max(int(budget * _PRIOR_SHARE), left - span_need - open_need))
    prior_lines = _section(_H_EARLIER, prior, min(prior_need, prior_cap))
    left -= _cost(prior_lines)
    open_lines = _section(_H_OPEN, open_q, min(open_need, max(int(left * _OPEN_SHARE), left - span_need)))
    span_lines = _section(header, span, left - _cost(open_lines))

    lines = prior_lines + corr_lines + span_lines + open_lines
    if not lines:
        # Budget shares were too thin for any section: give everything to the newest one.
        for head, items in ((header, span), (_H_OPEN, open_q), (_H_CORR, corr), (_H_EARLIER, prior)):
            lines = _section(head, items, budget, _MIN_TEXT)
            if lines:
                break
    # The budgets above already add up to max_chars; this keeps the promise unconditional.
    while lines and _cost(lines) - 1 > max_chars:
        lines.pop()
    while lines and not lines[-1].startswith("- "):
        lines.pop()  # never end on a header without bullets
    return "\n".join(lines) or EMPTY_SUMMARY


__all__ = ["EMPTY_SUMMARY", "EXTRACTIVE_MODEL", "MIN_MAX_CHARS", "extractive_summary"]
