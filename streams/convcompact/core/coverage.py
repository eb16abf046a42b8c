"""Coverage: what a chain's boundaries hold of the history they cover, and how current
history diverges from it (the covered-history amendment, and covered groups that turned out
to be sensitive).

A boundary is never mutated. The exact snapshot its packet froze of each group (the digests
of its turns, state `s` keys of the chain) is compared with current effective history. The
chain index keeps, for its path up to the tip:

    amended          the covered seqs (from the activation frontier through the tip's coverage)
                     whose group's digest differs from the snapshot: a late reply, an edit, a
                     retraction, a late message that no packet froze
    amendment_chars  the size of the amendment envelope over them (amendment.derive)
    sensitive        covered seqs the chain froze whose source message turned out to be
                     sensitive (it arrived after its replies were frozen), for a pair that
                     does not admit sensitive messages

Two events keep it, in either order: the tip advancing (a boundary settled, or was read from
a topic) and a record folded into a covered group. Both keep one invariant (amended is exactly
the covered seqs whose digest differs), so every reader that holds the same groups and the
same evidence holds the same coverage, whatever the order it learned them in.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping, Optional

from .amendment import Digest, derive, group_digest
from .declarations import Pair
from .groups import Group, walk_back
from .records import InputRecord, SourceMessage
from .state import ChainId, ChainIndex, PacketHeader, group_key, head_key, snapshot_key

Get = Callable[[str], Any]
Put = Callable[[str, Any], None]


def _group(get: Get, conv: str) -> Callable[[int], Optional[Group]]:
    return lambda seq: get(group_key(conv, seq))


def _snapshot(get: Get, chain: ChainId) -> Callable[[int], Optional[Digest]]:
    return lambda seq: get(snapshot_key(chain, seq))


def _diverges(get: Get, pair: Pair, chain: ChainId, seq: int) -> bool:
    return group_digest(chain.conversation, get(group_key(chain.conversation, seq)), pair.view) != (get(snapshot_key(chain, seq)) or [])


def amendment(get: Get, pair: Pair, chain: ChainId, idx: Optional[ChainIndex]) -> Optional[dict[str, Any]]:
    """The covered-history amendment of the chain's path (None when history matches)."""
    if idx is None or not idx["amended"]:
        return None
    return derive(chain.conversation, idx["amended"], _snapshot(get, chain), _group(get, chain.conversation), pair.view)


def amendment_prefixes(get: Get, pair: Pair, chain: ChainId, idx: Optional[ChainIndex]) -> Iterator[dict[str, Any]]:
    """The amendments of the oldest covered seqs that changed, one more seq each time (whole
    seqs, so a boundary absorbing one holds each of those groups exactly as it is now)."""
    if idx is None:
        return
    seqs: list[int] = []
    for seq in idx["amended"]:
        seqs.append(seq)
        part = derive(chain.conversation, seqs, _snapshot(get, chain), _group(get, chain.conversation), pair.view)
        if part is not None:
            yield part


def _recount(get: Get, pair: Pair, chain: ChainId, idx: ChainIndex) -> None:
    found = amendment(get, pair, chain, idx)
    idx["amendment_chars"] = found["chars"] if found else 0


def advance(get: Get, put: Put, pair: Pair, chain: ChainId, idx: ChainIndex, header: PacketHeader, b: Mapping[str, Any]) -> None:
    """The tip moves to boundary `b` (of packet `header`): it holds the groups its packet froze
    and the amendment it absorbed exactly as they were then. Re-derive which covered groups
    differ: those amended before, those the packet holds, and every group of the newly
    covered range (a late message or reply no packet froze)."""
    held: dict[int, Digest] = {int(s): d for s, d in ((header["amendment"] or {}).get("snapshot") or {}).items()}
    held.update({int(s): d for s, d in header["snapshot"].items()})
    for seq, d in sorted(held.items()):
        put(snapshot_key(chain, seq), d)
    conv = chain.conversation
    low = b["activation_frontier"]["source_seq"]
    covered_before = idx["tip"]["covered_through_seq"] if idx["tip"] else low - 1
    covered = b["covered_through"]["source_seq"]
    newest = (get(head_key(conv)) or {}).get("newest")
    fresh = {g["seq"] for g in walk_back(_group(get, conv), newest, covered_before) if g["seq"] <= covered}
    candidates = set(idx["amended"]) | set(held) | fresh
    idx["amended"] = sorted(q for q in candidates if low <= q <= covered and _diverges(get, pair, chain, q))
    if not pair.compactor.admit_sensitive:
        turned = {q for q in held if ((get(group_key(conv, q)) or {}).get("source") or {}).get("sensitive")}
        idx["sensitive"] = sorted(set(idx["sensitive"]) | turned)
    _recount(get, pair, chain, idx)


def group_changed(get: Get, pair: Pair, chain: ChainId, idx: ChainIndex, seq: int, record: InputRecord) -> bool:
    """A record was folded into group `seq`: if the path covers it, re-derive whether it
    differs from the snapshot (and whether it turned out sensitive). True when `idx` changed."""
    tip = idx["tip"]
    if tip is None or not tip["frontier_seq"] <= seq <= tip["covered_through_seq"]:
        return False
    before = (list(idx["amended"]), idx["amendment_chars"], list(idx["sensitive"]))
    amended = set(idx["amended"])
    if _diverges(get, pair, chain, seq):
        amended.add(seq)
    else:
        amended.discard(seq)
    idx["amended"] = sorted(amended)
    if (isinstance(record, SourceMessage) and record.sensitive and not pair.compactor.admit_sensitive
            and get(snapshot_key(chain, seq)) is not None):
        idx["sensitive"] = sorted({*idx["sensitive"], seq})
    _recount(get, pair, chain, idx)
    return (idx["amended"], idx["amendment_chars"], idx["sensitive"]) != before
