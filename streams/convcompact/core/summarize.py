"""Deterministic local EXTRACTIVE summarizer: the embedded default "model".

This is explicitly NOT a language model. It never paraphrases or invents text: it keeps a
ledger of sentences quoted verbatim from the chat (sometimes shortened at a word boundary
with "…"), each attributed to its speaker and message number, and chooses what to keep by
what an agent must remember: decisions, numbers and dates, names and who is who, open tasks,
and corrections. Version 2 (measured by `bench/quality.py`):

- a sentence's salience depends on the sentence alone, never on what else is in the span,
  so a fact kept once keeps its rank in every later boundary (no decay by re-scoring);
- the newest version of a fact wins: an amendment's edit replaces the message it edits
  (found by its "#N"), a retraction removes it, and a later sentence that announces a
  change ("update", "moved to", "instead"...) of the same subject replaces the older one;
- near-identical sentences are kept once (the newest), and sentences that repeat another's
  frame with other values rank lower, so templated chatter cannot crowd out facts;
- what does not fit goes lowest salience first, ties oldest first.

Output is byte-for-byte deterministic across processes: no clock, no randomness, and no
iteration over sets or hash-ordered containers where order could reach the output.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Callable, Optional

EXTRACTIVE_MODEL = "extractive-v2"
MIN_MAX_CHARS = 64
EMPTY_SUMMARY = "No substantive content in this span."
# The first line: says what kind of text this is (quotes, not a model's prose) and what "#N" means.
HEADER = "Extractive summary, quoted sentences (newest version of each; #N = message number):"

_MAX_SENT = 300  # unpunctuated walls of text are cut into chunks of about this size
_MAX_KEPT = 240  # a kept sentence longer than this is shortened at a word boundary
_MIN_FRAGMENT = 24  # a shortened sentence shorter than this is more noise than signal
_MAX_NAME = 24  # speaker names are cut so a 64-char summary still has room for a bullet
_FLOOR = 1.2  # below this salience a sentence is small talk: kept only when nothing else is
_RARE = 4  # a word in at most this many sentences can name a subject
_NEAR_DUP = 0.8  # word overlap (Jaccard) at which two sentences with the same values repeat

_NEWLINES = re.compile(r"\r\n?|[\x0b\x0c\x85\u2028\u2029]")
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_SURROGATES = re.compile(r"[\ud800-\udfff]")  # lone ones can't even be encoded as UTF-8
_WS = re.compile(r"\s+")
_SENT_END = re.compile(r"(?<=[.!?…。！？])\s+|(?<=[.!?…。！？][\"'”’)\]])\s+")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_BULLET = re.compile(r"- (?:#(\d{1,12}) )?([^\s:]{1,24}): (.+)")
# The amendment's entries, as `amendment.render_entries` writes them.
_RETRACTED = re.compile(r"- message #(\d{1,12}): a turn was retracted\b.*")
_EDITED = re.compile(r"- message #(\d{1,12}): (.+?) (?:edited it to read|\(arrived late\)): (.*)")

_DECISION = re.compile(
    r"\b(?:decid\w*|agreed?|confirm\w*|final call|lock(?:ed)? it in|go(?:ing)? with|chose|choose|approved?|"
    r"finali[sz]ed?|booked|signed|settled on|we'll use|let's (?!see)\w+)\b"
)
_TASK = re.compile(
    r"\b(?:needs? to|have to|has to|must|todo|to-do|action items?|remind(?:er)?|i'll|we'll|will|deadline|due|"
    r"assigned|owns?|pick(?:ed)? (?:it )?up|follow up|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|eod))\b"
)
_IDENTITY = re.compile(r"\b(?:i'm|i am|my name is|is our|are our|joined|works as|as (?:our |the )?[a-z]+ (?:lead|manager|officer)|"
                       r"in charge of|responsible for|runs the|heads?)\b")
_CHANGE = re.compile(
    r"\b(?:update[ds]?|change of plan|changed?|moved|now|instead|new (?:quote|number|date|time|price|plan)|"
    r"scratch|correction|no longer|rather|actually|revised|postponed|rescheduled)\b"
)
_DATE = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|sept|october|november|december|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week)\b"
    r"|\b\d{1,2}[:/.]\d{2}\b|\b\d{1,2} ?(?:am|pm)\b"
)
_MONEY = re.compile(r"(?:[$€£¥]|\b(?:eur|usd|gbp|euros?|dollars?|pounds?|percent)\b|%|\bper (?:month|year|night|person)\b)")
_DIGIT = re.compile(r"\d")
_NAME = re.compile(r"(?<=[\w,;] )[A-Z][\w’'-]+")  # capitalised word that doesn't open the sentence
# ...or that opens it as the subject of what a person is or does ("Maya is our treasurer").
_SUBJECT = re.compile(r"^([A-Z][a-z’'-]+) (?:is|was|has|joined|runs|heads|leads|will|still|needs|owns|said|can)\b")
_VALUE_WORDS = frozenset(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)

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
class _Sentence:
    order: tuple[int, int]  # chronological: (message order, sentence index)
    seq: Optional[int]  # the message number, when known
    speaker: Optional[str]
    text: str
    words: frozenset[str]  # content words, lower-case
    values: frozenset[str]  # numbers, dates, names: what changes when a fact does
    frame: frozenset[str]  # the other content words: what the sentence is about
    score: float
    change: bool  # announces a change of something said before


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


def _sentences(text: Optional[str]) -> list[str]:
    out: list[str] = []
    for line in _clean(text or "").split("\n"):
        for s in _SENT_END.split(line):
            out.extend(_chunks(_WS.sub(" ", s).strip(), _MAX_SENT))
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


def _speaker(raw: object) -> str:
    name = _WS.sub(" ", _clean(str(raw or ""))).strip().replace(":", "").replace(" ", "_")[:_MAX_NAME]
    return name or "user"


def _names(text: str) -> list[str]:
    names = _NAME.findall(text)
    m = _SUBJECT.match(text)
    if m and m[1].lower() not in _STOPWORDS:
        names.insert(0, m[1])
    return names


def salience(text: str) -> float:
    """What an agent must remember, from the sentence alone (so a kept fact keeps its rank in
    every later boundary): decisions, open tasks, who is who, numbers, dates, money, names."""
    low = text.lower().replace("’", "'")
    words = [w for w in _WORD.findall(low) if w not in _STOPWORDS]
    score = 0.15 * min(len(words), 8)
    score += 2.0 if _DECISION.search(low) else 0.0
    score += 1.5 if _TASK.search(low) else 0.0
    names = _names(text)
    score += 1.5 if _IDENTITY.search(low) and names or re.search(r"\bI'm [A-Z]", text) else 0.0
    score += 1.0 if _DATE.search(low) else 0.0
    score += 1.0 if _MONEY.search(low) else 0.0
    score += 0.6 if _DIGIT.search(low) else 0.0
    score += 0.8 * min(2, len(names))
    score += 1.0 if _CHANGE.search(low) and (_DIGIT.search(low) or names) else 0.0
    score += 0.2 if text.rstrip("\"'”’)]").endswith(("?", "？")) else 0.0
    return score


def _sentence(order: tuple[int, int], seq: Optional[int], speaker: Optional[str], text: str, bonus: float = 0.0) -> Optional[_Sentence]:
    tokens = [t.replace("’", "'") for t in _WORD.findall(text.lower())]
    if not tokens:  # only punctuation/emoji: nothing an agent could remember
        return None
    words = frozenset(t for t in tokens if t not in _STOPWORDS and (len(t) > 1 or t.isdigit()))
    names = {n.lower().replace("’", "'") for n in _names(text)}
    values = frozenset(w for w in words if _DIGIT.search(w) or w in _VALUE_WORDS or w in names)
    low = text.lower()
    return _Sentence(order, seq, speaker, _shorten(text, _MAX_KEPT), words, values, words - values,
                     salience(text) + bonus, bool(_CHANGE.search(low)) or bonus > 0)


def _parse_prior(prior: Optional[str]) -> list[tuple[Optional[int], Optional[str], str]]:
    """(seq, speaker, text) of each sentence of a prior summary: our own bullets keep their
    message number and speaker; prose from elsewhere (a hand-written or model summary, an
    older version's) is re-split into sentences."""
    out: list[tuple[Optional[int], Optional[str], str]] = []
    for line in _clean(prior or "").split("\n"):
        s = _WS.sub(" ", line).strip()
        if not s or s == EMPTY_SUMMARY or s == HEADER or (s.endswith(":") and not s.startswith("- ")):
            continue  # our own (and v1's) headers
        m = _BULLET.fullmatch(s)
        if m:
            seq = int(m[1]) if m[1] else None
            out.extend((seq, m[2], t) for t in _sentences(m[3]))
        else:
            out.extend((None, None, t) for t in _sentences(s[2:] if s.startswith(("- ", "* ", "• ")) else s))
    return out


def _parse_amendment(amendment: Optional[str]) -> tuple[list[tuple[int, Optional[str], Optional[str]]], list[str]]:
    """The amendment's entries as (seq, who, new text or None when retracted), and any other
    lines (an amendment in another shape), which are kept as corrections."""
    entries: list[tuple[int, Optional[str], Optional[str]]] = []
    other: list[str] = []
    for line in _clean(amendment or "").split("\n"):
        s = _WS.sub(" ", line).strip()
        if not s or s.startswith(("<untrusted-history-", "</untrusted-history-", "‹untrusted-history-", "‹/untrusted-history-")):
            continue
        if s.startswith("Corrections to turns covered by the history summary"):
            continue  # the envelope's fixed note
        gone, edit = _RETRACTED.fullmatch(s), _EDITED.fullmatch(s)
        if gone:
            entries.append((int(gone[1]), None, None))
        elif edit:
            entries.append((int(edit[1]), edit[2], edit[3]))
        else:
            other.append(s)
    return entries, other


def _candidates(prior: Optional[str], amendment: Optional[str], messages: Sequence[Mapping[str, str]],
                seqs: Optional[Sequence[int]]) -> list[_Sentence]:
    """Every sentence that may be kept, oldest first, with the amendment applied."""
    rows: list[tuple[Optional[int], Optional[str], str, float]] = [(q, w, t, 0.0) for q, w, t in _parse_prior(prior)]
    entries, other = _parse_amendment(amendment)
    for seq, who, text in entries:  # an edit replaces what the summary quoted of that message
        rows = [r for r in rows if r[0] != seq]
        if text is not None:
            rows.extend((seq, _speaker(who), t, 1.0) for t in _sentences(text))
    rows.extend((None, None, t, 1.0) for t in _sentences(" ".join(other)))
    for i, msg in enumerate(messages):
        at = seqs[i] if seqs is not None and i < len(seqs) else None
        who = _speaker(msg.get("name") or msg.get("role") or "user")
        rows.extend((at, who, t, 0.0) for t in _sentences(str(msg.get("content") or "")))
    out: list[_Sentence] = []
    for i, (row_seq, row_who, text, bonus) in enumerate(rows):
        s = _sentence((i, 0), row_seq, row_who, text, bonus)
        if s is not None:
            out.append(s)
    return out


def _superseded(older: _Sentence, newer: _Sentence, rare: Callable[[str], bool]) -> bool:
    """`newer` says the same thing as `older` again, or announces a change of its subject."""
    if not older.words or not newer.words:
        return False
    shared = older.words & newer.words
    if older.values == newer.values and len(shared) >= _NEAR_DUP * len(older.words | newer.words):
        return True  # a near-identical repeat
    if not newer.change or not older.values or older.values <= newer.values:
        return False
    # The same subject: the words that name it are rare in the chat ("security audit"), the
    # words of a phrase that recurs are not ("the price ... changed to ... EUR a month").
    subject = [w for w in sorted(older.frame) if rare(w) and not _CHANGE.fullmatch(w)]
    same = [w for w in subject if w in newer.frame]
    return bool(same) and 2 * len(same) >= len(subject)


def _current(cands: list[_Sentence]) -> list[_Sentence]:
    """The newest version of each fact: drop every sentence a later one supersedes. Only a
    bounded window of earlier sentences is compared, so a huge span stays fast."""
    df: dict[str, int] = {}
    for s in cands:
        for w in s.frame:
            df[w] = df.get(w, 0) + 1
    rare = lambda w: df.get(w, 0) <= _RARE  # noqa: E731
    keep = [True] * len(cands)
    for j, newer in enumerate(cands):
        if newer.score < _FLOOR and not newer.change:
            continue  # small talk supersedes nothing (it may still repeat: handled below)
        for i in range(max(0, j - 400), j):
            if keep[i] and _superseded(cands[i], newer, rare):
                keep[i] = False
    seen: dict[frozenset[str], int] = {}  # exact repeats of small talk: keep the newest
    for j, s in enumerate(cands):
        if s.words in seen:
            keep[seen[s.words]] = False
        seen[s.words] = j
    return [s for s, k in zip(cands, keep) if k]


def _bullet_prefix(s: _Sentence) -> str:
    who = s.speaker or ""
    if s.seq is not None:
        return f"- #{s.seq} {who}: " if who else f"- #{s.seq}: "
    return f"- {who}: " if who else "- "


def _select(cands: list[_Sentence], room: int) -> list[_Sentence]:
    """Most salient first within `room` characters (sentences of one message share a bullet);
    a sentence whose frame repeats a chosen one's ranks lower; ties go to the newer."""
    frames: dict[frozenset[str], int] = {}
    for s in cands:
        frames[s.frame] = frames.get(s.frame, 0) + 1
    rank = sorted(range(len(cands)), key=lambda i: (-(cands[i].score / frames[cands[i].frame] ** 0.5), -i))
    chosen: list[int] = []
    bullets: set[tuple[Optional[int], Optional[str], bool]] = set()  # membership only
    for n, i in enumerate(rank):
        s = cands[i]
        if n and s.score < _FLOOR and chosen:
            continue  # small talk only when nothing else was worth keeping
        key = (s.seq, s.speaker, s.seq is None)
        cost = len(s.text) + 1 if key in bullets and s.seq is not None else len(_bullet_prefix(s)) + len(s.text) + 1
        if cost <= room:
            chosen.append(i)
            bullets.add(key)
            room -= cost
        elif not chosen and room - len(_bullet_prefix(s)) - 1 >= min(_MIN_FRAGMENT, len(s.text)):
            s.text = _shorten(s.text, room - len(_bullet_prefix(s)) - 1)  # a tiny budget: part of the best one
            chosen.append(i)
            room = 0
    return [cands[i] for i in sorted(chosen)]


def _render(kept: list[_Sentence]) -> list[str]:
    """One bullet per message (its kept sentences joined), in chronological order."""
    lines: list[str] = []
    last: Optional[tuple[Optional[int], Optional[str]]] = None
    for s in kept:
        if s.seq is not None and last == (s.seq, s.speaker):
            lines[-1] += " " + s.text
        else:
            lines.append(_bullet_prefix(s) + s.text)
        last = (s.seq, s.speaker) if s.seq is not None else None
    return lines


def extractive_summary(
    *,
    prior_summary: Optional[str],
    amendment: Optional[str],
    messages: Sequence[Mapping[str, str]],
    max_chars: int,
    seqs: Optional[Sequence[int]] = None,
) -> str:
    """Summarise newly frozen turns on top of `prior_summary`, applying `amendment`.

    `seqs` (optional) are the messages' numbers, so that a later amendment can replace
    exactly what was quoted of a message. Returns non-empty plain text of at most
    `max_chars` code points, using no control characters except "\\n". Raises ValueError if
    `max_chars` < MIN_MAX_CHARS.
    """
    if max_chars < MIN_MAX_CHARS:
        raise ValueError(f"max_chars must be >= {MIN_MAX_CHARS}, got {max_chars}")
    cands = _current(_candidates(prior_summary, amendment, messages, seqs))
    if not cands:
        return EMPTY_SUMMARY
    budget = max_chars + 1  # every line pays for its "\n"; the last one has none
    with_header = budget - len(HEADER) - 1
    kept = _select(cands, with_header) if with_header >= 2 * _MIN_FRAGMENT else []
    lines = [HEADER, *_render(kept)] if kept else _render(_select(cands, budget))
    while lines and sum(len(line) + 1 for line in lines) - 1 > max_chars:
        lines.pop()  # the budgets above already hold; this keeps the promise unconditional
    if not lines or not lines[-1].startswith("- "):
        return EMPTY_SUMMARY
    return "\n".join(lines)


__all__ = ["EMPTY_SUMMARY", "EXTRACTIVE_MODEL", "HEADER", "MIN_MAX_CHARS", "extractive_summary", "salience"]
