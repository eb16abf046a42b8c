"""The grounding figure: what a summary states that its input never said.

Counts, per boundary, the numbers, dates, times and capitalised names of a summary that occur
nowhere in the packet's input (prior summary, amendment, frozen turns, as the transcript
prompt renders them). Content-dark: counts only, never the text. Rule `grounding@1`:

- dates: `2026-12-14`, `14/12`, `14.12.` (with or without a year), and a day with a month name
  (`March 14`, `14th of March`, `14. März`; English, German, French, Spanish, Italian,
  Portuguese and Dutch month names). A date is grounded when the input holds the same month
  and day in any of these forms (a numeric date may be read day-first or month-first);
- times: `10:30` (seconds ignored), `9pm`, `9:30 a.m.`, `19 Uhr`, `19h30`: grounded when the
  input holds the same hour and minute in any form;
- numbers: every other run of digits that does not follow a letter (so `u42`, `v3` are names,
  not numbers), with its thousands and decimal separators; grounded when the input holds
  the same digits (separators and leading zeros aside), or every digit run of it (`12 000`
  written where the input had `12` and `000` apart);
- names: a word that begins with a capital letter and does not begin a sentence, line or
  bullet; grounded when the input holds the word in any letter case.

Each distinct value counts once. What it cannot see: a paraphrase ("twelve" for 12, "next
Friday" for a date, 21:00 for 9pm is fine but "evening" is not a time), a wrong value that
happens to occur elsewhere in the input (a real number attached to the wrong fact), invented
lower-case words, an invented request written without names or numbers, and in languages that
capitalise nouns (German) a model's own nouns count as names. It is a floor for
invention, not a measure of truth.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator, Optional, Sequence

RULE = "grounding@1"
KINDS = ("numbers", "dates", "times", "names")

_MONTHS: dict[str, int] = {}
for _number, _names in enumerate([
    "january jan januar janvier enero gennaio janeiro januari",
    "february feb februar février fevrier febrero febbraio fevereiro februari",
    "march mar märz maerz mars marzo março maart",
    "april apr avril abril aprile",
    "may mai mayo maggio maio mei",
    "june jun juni juin junio giugno junho",
    "july jul juli juillet julio luglio julho",
    "august aug août aout agosto augustus",
    "september sep sept septembre septiembre settembre setembro",
    "october oct oktober octobre octubre ottobre outubro",
    "november nov novembre noviembre novembro",
    "december dec dezember décembre decembre diciembre dicembre dezembro",
], start=1):
    for _name in _names.split():
        _MONTHS[_name] = _number
_MONTH = "|".join(sorted(map(re.escape, _MONTHS), key=len, reverse=True))

# Each pattern opens with a digit (or a letter), its look-behind after it (`\d(?<![\d:]\d)`
# is `(?<![\d:])\d`): the regex engine then skips ahead to the next digit instead of trying
# the look-behind at every character (3-4x faster over a packet).
_ISO_DATE = re.compile(r"(\d(?<![^\W_]\d)\d{3})-(\d{1,2})-(\d{1,2})(?!\d)")
_SLASH_DATE = re.compile(r"(\d(?<![\d/]\d)\d?)/(\d{1,2})(?:/(\d{2,4}))?(?![\d/])")
_DOT_DATE = re.compile(r"(\d(?<![\d.]\d)\d?)\.(\d{1,2})\.(\d{2,4})?(?!\d)")
_DAY_MONTH = re.compile(rf"(\d(?<![^\W_]\d)\d?)(?:st|nd|rd|th|er|\.|º)?\s+(?:of\s+|de\s+)?({_MONTH})\b", re.IGNORECASE)
# A month's name before a day: any word there, looked up in _MONTHS (the same matches as the
# names' alternation in the pattern, which the regex engine tried at every word: 7 ms of a
# 12 kB packet's 14, on the event loop). Matched only where a day follows a space
# (_month_days).
_MONTH_DAY = re.compile(r"([^\W\d_](?<!\w[^\W\d_])[^\W\d_]*)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?!\d)", re.IGNORECASE)
_AFTER_SPACE = re.compile(r"\d(?<=\s\d)")
# (A final "." is left to the sentence: "at 8 p.m. The" still ends one.)
_CLOCK = re.compile(r"(\d(?<![\d:]\d)\d?):(\d{2})(?::\d{2}(?:[.,]\d+)?)?(?:\s*([ap])\.?\s?m\b)?(?![\d:])", re.IGNORECASE)
_HOUR = re.compile(r"(\d(?<![^\W_]\d)(?<![:.,]\d)\d?)\s*(?:([ap])\.?\s?m\b|(uhr)\b|h(\d{2})?\b)", re.IGNORECASE)
_NUMBER = re.compile(r"\d(?<![^\W_]\d)\d*(?:(?:[.,\u00a0\u202f']|\s(?=\d{3}(?!\d)))\d+)*")
_DIGITS = re.compile(r"\d+")
_PARTS = re.compile(r"['’\-]")
_WORD = re.compile(r"[^\W\d_][^\W_]*(?:['’\-][^\W_]+)*")
# Where a sentence begins (a capital there says nothing about a name), within the 80
# characters before a word: the text's start or a line's start (after a bullet or a number),
# or after a sentence's end or a colon and a space; opening quotes or brackets between.
_LINE_OPEN = re.compile(r"[ \t]*(?:[-*•>]+[ \t]+|\d+[.)][ \t]+|#\d+[ \t]+)*[\"'“‘(\[]*")
_OPENING, _CLOSING, _ENDS = "\"'“‘([", "\"'”’)]", ".!?:…"
_LOOK_BACK = 80


Date = frozenset[tuple[int, int]]  # its readings, (month, day): two for "05/06", one for "June 5"


@dataclass
class Found:
    numbers: set[tuple[str, ...]] = field(default_factory=set)  # each number's digit runs ("12 000": 12, 000)
    digit_runs: set[str] = field(default_factory=set)
    dates: set[Date] = field(default_factory=set)
    times: set[tuple[int, int]] = field(default_factory=set)  # (hour 0-23, minute)
    written: dict[object, set[str]] = field(default_factory=dict)  # each date and time: how it was written
    words: set[str] = field(default_factory=set)  # every word, lower case
    names: set[str] = field(default_factory=set)  # capitalised words that begin no sentence, lower case


def _digits(s: str) -> str:
    d = "".join(_DIGITS.findall(s))
    return d.lstrip("0") or "0"


def _valid(month: int, day: int) -> bool:
    return 1 <= month <= 12 and 1 <= day <= 31


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with one pattern's matches (in order, apart) blanked out, same length, so
    nothing inside them counts twice: one copy of the text per pattern, not one per match (a
    200 kB packet's 500 dates and times took 70 ms)."""
    if not spans:
        return text
    parts, at = [], 0
    for a, b in spans:
        parts += [text[at:a], " " * (b - a)]
        at = b
    parts.append(text[at:])
    return "".join(parts)


def _add(into: set[Any], value: object, m: re.Match[str], found: Found) -> None:
    into.add(value)
    found.written.setdefault(value, set()).add(m[0].strip())


def _month_days(text: str) -> Iterator[re.Match[str]]:
    """_MONTH_DAY.finditer(text), found from the days: each digit after a space, read back
    over the space (and a "."), to the word before it."""
    for day in _AFTER_SPACE.finditer(text):
        end = day.start()
        while end > 0 and text[end - 1].isspace():
            end -= 1
        if end > 0 and text[end - 1] == ".":
            end -= 1
        start = end
        while start > 0 and text[start - 1].isalnum() and not text[start - 1].isdecimal():  # [^\W\d_]
            start -= 1
        if start == end or start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):  # \b: no \w before
            continue
        m = _MONTH_DAY.match(text, start)
        if m is not None and m.start(2) == day.start():
            yield m


def _dates(text: str, found: Found) -> str:
    spans: list[tuple[int, int]] = []
    for m in _ISO_DATE.finditer(text):
        if _valid(int(m[2]), int(m[3])):
            _add(found.dates, frozenset({(int(m[2]), int(m[3]))}), m, found)
            spans.append(m.span())
    text = _blank(text, spans)
    for pattern in (_DAY_MONTH, _MONTH_DAY):
        spans = []
        for m in (pattern.finditer(text) if pattern is _DAY_MONTH else _month_days(text)):
            day, month = (m[1], m[2]) if pattern is _DAY_MONTH else (m[2], m[1])
            if month.lower() not in _MONTHS:
                continue  # (_MONTH_DAY: a word that is no month's name)
            if _valid(_MONTHS[month.lower()], int(day)):
                _add(found.dates, frozenset({(_MONTHS[month.lower()], int(day))}), m, found)
                spans.append(m.span())
        text = _blank(text, spans)
    for pattern in (_SLASH_DATE, _DOT_DATE):
        spans = []
        for m in pattern.finditer(text):
            if pattern is _DOT_DATE and not m[3] and not m[0].endswith("."):
                continue  # "1.5" is a number; "14.03." and "14.03.2026" are dates
            a, b = int(m[1]), int(m[2])
            readings = frozenset(r for r in ((b, a), (a, b)) if _valid(*r))  # day first, or month first
            if readings:
                _add(found.dates, readings, m, found)
                spans.append(m.span())
        text = _blank(text, spans)
    return text


def _twelve(hour: int, half: Optional[str]) -> Optional[int]:
    if not half:
        return hour
    if not 1 <= hour <= 12:
        return None
    return hour % 12 + (12 if half.lower() == "p" else 0)


def _times(text: str, found: Found) -> str:
    for pattern in (_CLOCK, _HOUR):
        spans: list[tuple[int, int]] = []
        for m in pattern.finditer(text):
            if pattern is _CLOCK:
                hour, minute = _twelve(int(m[1]), m[3]), int(m[2])
            else:
                hour, minute = _twelve(int(m[1]), m[2]), int(m[4] or 0)
            if hour is not None and hour < 24 and minute < 60:
                _add(found.times, (hour, minute), m, found)
                spans.append(m.span())
        text = _blank(text, spans)
    return text


def scan(text: str, names: bool = True) -> Found:
    """The dates, times, numbers and words of one text, and its names: the capitalised words
    that begin no sentence (`names=False`: not those; a packet's input is checked against by
    its words, and finding its names was a third of its scan)."""
    found = Found()
    rest = _times(_dates(text, found), found)
    for m in _NUMBER.finditer(rest):
        found.numbers.add(tuple(_DIGITS.findall(m[0])))
    found.digit_runs.update(_digits(r) for r in _DIGITS.findall(text))
    found.words.update(w.lower() for w in _WORD.findall(text))
    for low in [w for w in found.words if "'" in w or "’" in w or "-" in w]:  # each distinct word split once
        found.words.update(p for p in _PARTS.split(low) if p)
    for m in _WORD.finditer(rest) if names else ():  # a month's name inside a date is the date's, not a name
        word = m[0]
        if len(word) > 1 and word[0].isupper() and not _begins_sentence(rest, m.start()):
            found.names.add(word.lower())
    return found


def _begins_sentence(text: str, at: int) -> bool:
    """Whether a sentence begins at `at`, as far as the _LOOK_BACK characters before it show.
    Read back from `at` (a regex searched over the window, at every word, was most of a
    packet's scan)."""
    lo = max(0, at - _LOOK_BACK)
    line = text.rfind("\n", lo, at)
    if (line >= 0 or lo == 0) and _LINE_OPEN.fullmatch(text, line + 1, at):  # (line + 1 is 0 at the start)
        return True
    k = at
    while k > lo and text[k - 1] in _OPENING:
        k -= 1
    j = k
    while j > lo and text[j - 1].isspace():
        j -= 1
    if j == k:
        return False  # no space after the sentence's end
    while j > lo and text[j - 1] in _CLOSING:
        j -= 1
    return j > lo and text[j - 1] in _ENDS


@dataclass(frozen=True)
class Figure:
    ungrounded: dict[str, int]
    checked: dict[str, int]


def grounding(summary: str, sources: Sequence[str]) -> Figure:
    """How many distinct numbers, dates, times and capitalised names of `summary` occur
    nowhere in `sources` (the packet's input), and how many were checked."""
    src = Found()
    for text in sources:
        s = scan(text, names=False)  # (a summary's names are looked up in the input's words)
        src.numbers |= s.numbers
        src.digit_runs |= s.digit_runs
        src.dates |= s.dates
        src.times |= s.times
        src.words |= s.words
    readings = {r for d in src.dates for r in d}
    values = {_digits("".join(n)) for n in src.numbers}
    out = scan(summary)
    text = "\n".join(sources)
    # A date or a time is grounded when the input holds the same value, or the very same
    # characters (an odd spelling read two ways is still quoted, not invented).
    def quoted(v: object) -> bool:
        return any(w in text for w in out.written.get(v, ()))

    missing: dict[str, list[Any]] = {
        "numbers": [n for n in {n for n in out.numbers if _digits("".join(n)) not in values}
                    if not all(_digits(r) in src.digit_runs for r in n)],
        "dates": [d for d in out.dates if not d & readings and not quoted(d)],
        "times": [t for t in out.times if t not in src.times and not quoted(t)],
        "names": [w for w in out.names if w not in src.words],
    }
    checked = {"numbers": len({_digits("".join(n)) for n in out.numbers}), "dates": len(out.dates), "times": len(out.times), "names": len(out.names)}
    return Figure({k: len(v) for k, v in missing.items()}, checked)
