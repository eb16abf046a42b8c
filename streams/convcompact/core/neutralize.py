"""The envelope neutralizing rule: text placed inside an untrusted-history envelope can never
open or close one, not even with a look-alike of a tag.

A *tag name* is `untrusted-history-` spelled in any letter case, with any of these in it:
format and other invisible characters (Unicode category Cf, the soft hyphen, zero-width
characters, bidi controls, variation selectors, combining marks: IGNORABLE), look-alike
letters (fullwidth, mathematical, circled, accented, small capitals, Cyrillic and Greek
homoglyphs: LETTERS) and look-alike hyphens (DASHES). Before each tag name, every `<`
look-alike (LT: `<`, fullwidth, small, `‹`, `〈`, `⟨`, `«`, `&lt;`, ...) in the run of
brackets, slashes, spaces and invisible characters that leads to it becomes NEUTRAL; after
the name's word, every `>` look-alike (GT) in the run of spaces, slashes and invisible
characters that follows it does too. An HTML entity loses its `&`. Nothing else changes.

NEUTRAL is U+FFFD, the replacement character: one code point for one, so a body keeps its
size; not a bracket of any kind, so the neutralized form is no look-alike of a tag either,
and a second pass changes nothing. The tables are spelled out here, not read from the
running Python's Unicode database (its version moves with Python), so every worker renders
the same bytes: the one exception, the letter folds, comes from `unicodedata.ucd_3_2_0`,
which Python keeps frozen at Unicode 3.2.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable

NEUTRAL = "\ufffd"
NAME = "untrusted-history-"


def _chars(ranges: Iterable[tuple[int, int]]) -> frozenset[str]:
    return frozenset(chr(c) for a, b in ranges for c in range(a, b + 1))


# Unicode 14 category Cf (Python 3.11's unicodedata) and the rest of Default_Ignorable_Code_Point,
# plus the combining marks' blocks (a mark on a letter still reads as the letter).
IGNORABLE = _chars([
    (0x00AD, 0x00AD), (0x0300, 0x036F), (0x034F, 0x034F), (0x0600, 0x0605), (0x061C, 0x061C), (0x06DD, 0x06DD),
    (0x070F, 0x070F), (0x0890, 0x0891), (0x08E2, 0x08E2), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180F),
    (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x20D0, 0x20FF),
    (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFE20, 0xFE2F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFFB),
    (0x110BD, 0x110BD), (0x110CD, 0x110CD), (0x13430, 0x13438), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
])
# What str.isspace() calls a space, and the blank braille pattern.
SPACES = _chars([
    (0x0009, 0x000D), (0x001C, 0x0020), (0x0085, 0x0085), (0x00A0, 0x00A0), (0x1680, 0x1680), (0x2000, 0x200A),
    (0x2028, 0x2029), (0x202F, 0x202F), (0x205F, 0x205F), (0x2800, 0x2800), (0x3000, 0x3000),
])
# The look-alikes of "<", ">", "/" and "-", written out from Unicode 14's names by this rule
# (tests/core/test_neutralize.py holds the tables to it): LT, every character named LESS-THAN,
# LEFT-POINTING ANGLE, LEFT ANGLE BRACKET, LEFT DOUBLE ANGLE or LEFT ARROWHEAD, and U+1438 ᐸ;
# GT, the same with GREATER-THAN and RIGHT, and U+1433 ᐳ; SLASHES, every character named
# SOLIDUS or SLASH; DASHES, category Pd and the minus signs (combining marks are IGNORABLE).
LT = _chars([
    (0x003C, 0x003C), (0x02C2, 0x02C2), (0x02F1, 0x02F1), (0x1438, 0x1438), (0x2039, 0x2039), (0x2264, 0x2264),
    (0x2266, 0x2266), (0x2268, 0x2268), (0x226A, 0x226A), (0x226E, 0x226E), (0x2270, 0x2270), (0x2272, 0x2272),
    (0x2274, 0x2274), (0x2276, 0x2279), (0x22D6, 0x22D6), (0x22D8, 0x22D8), (0x22DA, 0x22DC), (0x22E6, 0x22E6),
    (0x2329, 0x2329), (0x2343, 0x2343), (0x276C, 0x276C), (0x276E, 0x276E), (0x2770, 0x2770), (0x27E8, 0x27E8),
    (0x27EA, 0x27EA), (0x2976, 0x2977), (0x2991, 0x2991), (0x2993, 0x2993), (0x2996, 0x2996), (0x29C0, 0x29C0),
    (0x2A79, 0x2A79), (0x2A7B, 0x2A7B), (0x2A7D, 0x2A7D), (0x2A7F, 0x2A7F), (0x2A81, 0x2A81), (0x2A83, 0x2A83),
    (0x2A85, 0x2A85), (0x2A87, 0x2A87), (0x2A89, 0x2A89), (0x2A8B, 0x2A8D), (0x2A8F, 0x2A95), (0x2A97, 0x2A97),
    (0x2A99, 0x2A99), (0x2A9B, 0x2A9B), (0x2A9D, 0x2A9D), (0x2A9F, 0x2A9F), (0x2AA1, 0x2AA1), (0x2AA3, 0x2AA6),
    (0x2AA8, 0x2AA8), (0x2AF7, 0x2AF7), (0x2AF9, 0x2AF9), (0x3008, 0x3008), (0x300A, 0x300A), (0xFE3D, 0xFE3D),
    (0xFE3F, 0xFE3F), (0xFE64, 0xFE64), (0xFF1C, 0xFF1C), (0xE003C, 0xE003C),
])
GT = _chars([
    (0x003E, 0x003E), (0x02C3, 0x02C3), (0x02F2, 0x02F2), (0x1433, 0x1433), (0x203A, 0x203A), (0x2265, 0x2265),
    (0x2267, 0x2267), (0x2269, 0x2269), (0x226B, 0x226B), (0x226F, 0x226F), (0x2271, 0x2271), (0x2273, 0x2273),
    (0x2275, 0x2279), (0x22D7, 0x22D7), (0x22D9, 0x22DB), (0x22DD, 0x22DD), (0x22E7, 0x22E7), (0x232A, 0x232A),
    (0x2344, 0x2344), (0x2369, 0x2369), (0x276D, 0x276D), (0x276F, 0x276F), (0x2771, 0x2771), (0x27E9, 0x27E9),
    (0x27EB, 0x27EB), (0x2978, 0x2978), (0x2992, 0x2992), (0x2994, 0x2995), (0x29C1, 0x29C1), (0x2A7A, 0x2A7A),
    (0x2A7C, 0x2A7C), (0x2A7E, 0x2A7E), (0x2A80, 0x2A80), (0x2A82, 0x2A82), (0x2A84, 0x2A84), (0x2A86, 0x2A86),
    (0x2A88, 0x2A88), (0x2A8A, 0x2A8C), (0x2A8E, 0x2A94), (0x2A96, 0x2A96), (0x2A98, 0x2A98), (0x2A9A, 0x2A9A),
    (0x2A9C, 0x2A9C), (0x2A9E, 0x2A9E), (0x2AA0, 0x2AA0), (0x2AA2, 0x2AA2), (0x2AA4, 0x2AA5), (0x2AA7, 0x2AA7),
    (0x2AA9, 0x2AA9), (0x2AF8, 0x2AF8), (0x2AFA, 0x2AFA), (0x2B43, 0x2B43), (0x2E16, 0x2E16), (0x3009, 0x3009),
    (0x300B, 0x300B), (0xFE3E, 0xFE3E), (0xFE40, 0xFE40), (0xFE65, 0xFE65), (0xFF1E, 0xFF1E),
    (0xE003E, 0xE003E),
])
SLASHES = _chars([
    (0x002F, 0x002F), (0x005C, 0x005C), (0x2044, 0x2044), (0x2215, 0x2215), (0x2298, 0x2298), (0x233F, 0x2342),
    (0x2349, 0x2349), (0x244A, 0x244A), (0x27C8, 0x27C9), (0x29B8, 0x29B8), (0x29C4, 0x29C5), (0x29F5, 0x29F9),
    (0x2A0F, 0x2A0F), (0x2AEE, 0x2AEE), (0x2AFB, 0x2AFB), (0x2AFD, 0x2AFD), (0x2E4A, 0x2E4A), (0x2F03, 0x2F03),
    (0xA718, 0xA718), (0xFE68, 0xFE68), (0xFF0F, 0xFF0F), (0xFF3C, 0xFF3C), (0x1D194, 0x1D195),
    (0x1D199, 0x1D199), (0x1D1A9, 0x1D1A9), (0x1F10D, 0x1F10D), (0x1F10F, 0x1F10F), (0x1F16E, 0x1F16E),
    (0x1F67C, 0x1F67D), (0xE002F, 0xE002F), (0xE005C, 0xE005C),
])
DASHES = _chars([
    (0x002D, 0x002D), (0x02D7, 0x02D7), (0x058A, 0x058A), (0x05BE, 0x05BE), (0x1400, 0x1400), (0x1806, 0x1806),
    (0x2010, 0x2015), (0x207B, 0x207B), (0x208B, 0x208B), (0x2212, 0x2212), (0x2796, 0x2796), (0x2E17, 0x2E17),
    (0x2E1A, 0x2E1A), (0x2E3A, 0x2E3B), (0x2E40, 0x2E40), (0x2E5D, 0x2E5D), (0x301C, 0x301C), (0x3030, 0x3030),
    (0x30A0, 0x30A0), (0xFE31, 0xFE32), (0xFE58, 0xFE58), (0xFE63, 0xFE63), (0xFF0D, 0xFF0D),
    (0x10EAD, 0x10EAD),
])
# Homoglyphs with no compatibility decomposition to the letter, for the letters of NAME.
_LOOKALIKES = {
    "u": "\u03c5\u057d\u1d1c\u1d58\u03a5",
    "n": "\u0578\u0274\u039d",
    "t": "\u0442\u03c4\u1d1b\u1d57\u0422\u03a4",
    "r": "\u0433\u0280",
    "s": "\u0455\ua731\u0405",
    "e": "\u0435\u04bd\u1d07\u1d49\u0415\u0395",
    "d": "\u0501\u1d05\u1d48",
    "h": "\u04bb\u029c\u0570\u041d\u0397",
    "i": "\u0456\u0131\u03b9\u026a\u04cf\u0406\u0399",
    "o": "\u043e\u03bf\u0585\u1d0f\u1d52\u041e\u039f",
    "y": "\u0443\u04af\u03b3\u028f\u0423\u03a5",
}
# Blocks whose letters fold to ASCII (compatibility decomposition, accents dropped), by the
# frozen Unicode 3.2 database: Latin, modifiers, letterlike, circled, fullwidth, mathematical.
_FOLD_BLOCKS = ((0x0000, 0x02FF), (0x1D00, 0x1DBF), (0x1E00, 0x1EFF), (0x2070, 0x209F), (0x2100, 0x214F),
                (0x2460, 0x24FF), (0xFF00, 0xFFEF), (0x1D400, 0x1D7FF))


def _letters() -> dict[str, frozenset[str]]:
    ucd = unicodedata.ucd_3_2_0
    found: dict[str, set[str]] = {chr(c): set() for c in range(ord("a"), ord("z") + 1)}
    for a, b in _FOLD_BLOCKS:
        for c in range(a, b + 1):
            ch = chr(c)
            if ucd.category(ch) == "Cn":
                continue
            base = "".join(x for x in ucd.normalize("NFKD", ch) if not ucd.combining(x))
            if len(base) == 1 and "a" <= base.lower() <= "z":
                found[base.lower()].add(ch)
    for letter, extra in _LOOKALIKES.items():
        found[letter].update(extra)
    return {k: frozenset(v) for k, v in found.items()}


LETTERS = _letters()
_ANY_LETTER = frozenset().union(*LETTERS.values())


def _cls(chars: Iterable[str]) -> str:
    """A regex class of exactly these characters, runs of code points as ranges."""
    cps = sorted({ord(c) for c in chars})
    parts, start = [], 0
    for k in range(1, len(cps) + 1):
        if k == len(cps) or cps[k] != cps[k - 1] + 1:
            a, b = cps[start], cps[k - 1]
            parts.append(re.escape(chr(a)) + ("-" + re.escape(chr(b)) if b > a else ""))
            start = k
    return "[" + "".join(parts) + "]"


_GAP = _cls(IGNORABLE) + "*"
# Where a tag name can be: a hyphen look-alike before an `h` look-alike (the one between
# "untrusted" and "history"). One scan in C finds these few places; each is checked by hand.
_PIVOT = re.compile(_cls(DASHES) + "(?=" + _GAP + _cls(LETTERS["h"]) + ")")
_HEAD, _REST = NAME.split("-", 1)  # "untrusted", "history-"
_WORD = frozenset(_ANY_LETTER | DASHES | IGNORABLE)  # the rest of the name: summary, amendment, ...
# NEUTRAL is in neither run: a replacement only ever shortens a run (never joins two), so a
# second pass finds no bracket the first left, whatever stands around it.
_BEFORE = frozenset(LT | SLASHES | SPACES | IGNORABLE)
_AFTER = frozenset(GT | SLASHES | SPACES | IGNORABLE)
# `&lt;` `&#60;` `&#x3c;` (a model reads an entity as its character), ending where a run meets it.
_LT_ENTITY = re.compile(r"&(?:lt|#0*60|#x0*3c);?\Z", re.IGNORECASE)
_GT_ENTITY = re.compile(r"&(?:gt|#0*62|#x0*3e);?", re.IGNORECASE)
_ENTITY_MAX = len("&#x00003c;")


def _is(ch: str, c: str) -> bool:
    return ch in (DASHES if c == "-" else LETTERS[c])


def _name_at(body: str, pivot: int) -> tuple[int, int] | None:
    """(start, end) of the tag name whose first hyphen is at `pivot`, or None."""
    i = pivot
    for c in reversed(_HEAD):
        i -= 1
        while i >= 0 and body[i] in IGNORABLE:
            i -= 1
        if i < 0 or not _is(body[i], c):
            return None
    j = pivot + 1
    for c in _REST:
        while j < len(body) and body[j] in IGNORABLE:
            j += 1
        if j >= len(body) or not _is(body[j], c):
            return None
        j += 1
    return i, j


def neutralize(body: str) -> str:
    """`body` with every `<` and `>` look-alike around a look-alike of the tag name replaced
    by NEUTRAL, one code point for one (see the module's docstring)."""
    marks: list[int] = []
    for pivot in _PIVOT.finditer(body):
        name = _name_at(body, pivot.start())
        if name is None:
            continue
        i, j = name
        while i > 0:  # back through the run that leads to the name
            ch = body[i - 1]
            if ch in _BEFORE:
                i -= 1
                if ch in LT:
                    marks.append(i)
                continue
            entity = _LT_ENTITY.search(body, max(0, i - _ENTITY_MAX), i)
            if entity is None:
                break
            i = entity.start()
            marks.append(i)
        while j < len(body) and body[j] in _WORD:
            j += 1
        while j < len(body):  # on through the run that closes it
            ch = body[j]
            if ch in _AFTER:
                if ch in GT:
                    marks.append(j)
                j += 1
                continue
            entity = _GT_ENTITY.match(body, j)
            if entity is None:
                break
            marks.append(j)
            j = entity.end()
    if not marks:
        return body
    chars = list(body)
    for k in marks:
        chars[k] = NEUTRAL
    return "".join(chars)


# The rule before look-alikes were caught (contract v2's as first written): the `<` of
# `<untrusted-history-` / `</untrusted-history-` (any case, spaces or a slash after it) became
# U+2039. Packets planned under it store envelopes rendered so; the resolver still
# re-derives them (render.rendered_under_any_rule), and nothing renders with it any more.
_V1_TAG = re.compile(r"<(?=\s*/?\s*untrusted-history-)", re.IGNORECASE)


def neutralize_v1(body: str) -> str:
    return _V1_TAG.sub("\u2039", body)


# Every rule an envelope in a stored packet may have been rendered under, the current first.
RULES = (neutralize, neutralize_v1)
