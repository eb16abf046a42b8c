"""The table: every key the pipeline's one state table holds, the type of each value, and the
order a batch writes them in. The only place a key is built or parsed.

A key is a kind letter and its parts, joined by `\\x1f` (US), which cannot occur in an id
(records.Ident forbids control characters):

    kind  key                          value                   written by
    g     g US conv US seq             Group                   fold (groups.absorb / link)
    c     c US conv                    Head                    fold (last of a record)
    e     e US conv US event_id        str (the tag)           fold: the record that first
                                                               carried this event id
    p     p US compactor US conv       ChainState              fold, plan, settle
    k     k US compactor US conv       PacketHeader            plan (the packet in flight)
    b     b US compactor US conv       boundary event (JSON)   settle (the latest boundary)
    s     s US compactor US conv US seq  Digest                settle: the exact snapshot a
                                                               boundary holds of one group
    l     l US compactor US conv       Lease                   the model runner, durably,
                                                               before it calls the model
    n     n US partition               int                     the runtime: conversations
                                                               on the partition (a gauge)
    w     w US topic US partition      Watermark               the runtime: the last offset
                                                               an agent finished
    i     i US partition               InFlightIndex           the runtime: packets in flight
                                                               and their dispatch offsets

Crash-safe write order (`WRITE_ORDER`, applied by `coalesce`): a batch's writes land in
one changelog partition per partition, so a crash lands a prefix of them. Snapshots, the
packet in flight and the latest boundary go before the chain state that names them; the
chain state (which carries the offsets it folded in) before the groups; groups before the
event index and the conversation head; the in-flight index after the chains; the
watermark last, so it only ever covers records whose effects all landed.
"""

from __future__ import annotations

from typing import Any, Callable, Literal, NamedTuple, NotRequired, Optional, TypedDict


US = "\x1f"

Getter = Callable[[str], Any]  # a read of the table (None when absent)
Write = tuple[str, Any]


# ---- values --------------------------------------------------------------------------


class GroupSource(TypedDict):
    event_id: str
    sender_id: str
    text: str
    sensitive: bool
    sent_at: str
    attachments: NotRequired[list[dict[str, Any]]]  # only when the message carried some


class Group(TypedDict):
    """A source group: the source message with seq N plus the deliveries answering it, with
    the latest correction of each turn (see groups.py)."""

    seq: int
    prev: Optional[int]
    source: Optional[GroupSource]
    deliveries: dict[str, dict[str, Any]]  # "<agent_id>|<delivery_seq>" -> delivery fields
    corrections: dict[str, dict[str, Any]]  # "source" | "<agent_id>|<delivery_seq>" -> {event_id, text}
    events: dict[str, str]  # event_id -> tag: what the group absorbed


class Head(TypedDict):
    newest: Optional[int]  # the newest group's seq
    applied: dict[str, int]  # input role -> last offset folded in


class LatestRef(TypedDict):
    boundary_id: str
    boundary_hash: str
    covered_through_seq: int
    envelope_chars: int


class InFlight(TypedDict):
    packet_id: str
    packet_hash: str
    model_run_id: str
    covered_through_seq: int
    dispatched_at: str


class LastRun(TypedDict):
    outcome: str
    reason: Optional[str]
    at: str


class ChainState(TypedDict):
    """One per compactor and conversation; small, rewritten per event (see planner.py)."""

    epoch: str
    frontier: Optional[dict[str, Any]]  # FrontierRef: doc_id, doc_hash, source_seq
    latest: Optional[LatestRef]
    in_flight: Optional[InFlight]
    tail_chars: int  # chars of the exact turns after the covered sequence (from the frontier)
    amended: list[int]  # covered seqs whose history diverges from the boundary's snapshot
    amendment_chars: int  # chars of the rendered amendment envelope (0 when none)
    applied: dict[str, int]  # input topic role -> last offset folded in
    last_result_id: Optional[str]
    recent_results: list[list[str]]  # [[packet_id, result_id], ...], bounded
    last_run: NotRequired[LastRun]  # for the operator's page
    boundaries: NotRequired[Optional[int]]  # settled this epoch (None: counted before it was kept)


PacketHeader = dict[str, Any]  # planner.packet_header: the packet but its turns and documents
Digest = list[list[str]]  # amendment.group_digest: [[turn_id, sha256(content)], ...]


class Lease(TypedDict):
    packet_id: str
    owner: str
    expires: float  # epoch seconds
    leased_at: str


Watermark = list[Any]  # [offset, event time or None]: JSON has no tuples


class InFlightEntry(TypedDict):
    packet_id: str
    offset: int  # of its dispatch record


InFlightIndex = dict[str, InFlightEntry]  # chain_name(compactor, conv) -> entry


# ---- keys ----------------------------------------------------------------------------

Kind = Literal["g", "c", "e", "p", "k", "b", "s", "l", "n", "w", "i"]


def group_key(conv: str, seq: int) -> str:
    return f"g{US}{conv}{US}{seq}"


def groups_prefix(conv: str) -> str:
    """Every group key of a conversation starts with this."""
    return f"g{US}{conv}{US}"


def head_key(conv: str) -> str:
    return f"c{US}{conv}"


HEADS_PREFIX = f"c{US}"  # every conversation head: the conversations a store holds


def event_key(conv: str, event_id: str) -> str:
    return f"e{US}{conv}{US}{event_id}"


def chain_key(compactor_id: str, conv: str) -> str:
    return f"p{US}{compactor_id}{US}{conv}"


def packet_key(compactor_id: str, conv: str) -> str:
    return f"k{US}{compactor_id}{US}{conv}"


def latest_boundary_key(compactor_id: str, conv: str) -> str:
    return f"b{US}{compactor_id}{US}{conv}"


def snapshot_key(compactor_id: str, conv: str, seq: int) -> str:
    return f"s{US}{compactor_id}{US}{conv}{US}{seq}"


def lease_key(compactor_id: str, conv: str) -> str:
    return f"l{US}{compactor_id}{US}{conv}"


def conversations_key(partition: int) -> str:
    return f"n{US}{partition}"


def watermark_key(topic: str, partition: int) -> str:
    return f"w{US}{topic}{US}{partition}"


def inflight_key(partition: int) -> str:
    return f"i{US}{partition}"


class ChainName(NamedTuple):
    compactor_id: str
    conversation: str


def chain_name(compactor_id: str, conv: str) -> str:
    """How the in-flight index names a chain."""
    return f"{compactor_id}{US}{conv}"


def parse_chain_name(name: str) -> ChainName:
    compactor_id, conv = name.split(US, 1)
    return ChainName(compactor_id, conv)


def kind(key: str) -> str:
    return key[0]


def chain_of(key: str) -> Optional[ChainName]:
    """The chain a chain-state key (`p`) names; None for any other key."""
    if not key.startswith(f"p{US}"):
        return None
    _, compactor_id, conv = key.split(US, 2)
    return ChainName(compactor_id, conv)


def group_of(key: str) -> Optional[tuple[str, int]]:
    """(conversation, seq) a group key (`g`) names; None for any other key."""
    if not key.startswith(f"g{US}"):
        return None
    _, conv, seq = key.rsplit(US, 2)
    return conv, int(seq)


def watermark_of(key: Any) -> Optional[tuple[str, int]]:
    """(topic, partition) a watermark key (`w`) names; None for any other key."""
    if not isinstance(key, str) or not key.startswith(f"w{US}"):
        return None
    _, topic, part = key.split(US)
    return topic, int(part)


def partition_gauge(key: Any) -> Optional[tuple[Kind, int]]:
    """(kind, partition) of a per-partition gauge key (`n` conversations, `i` in flight)."""
    if not isinstance(key, str) or key[:2] not in (f"n{US}", f"i{US}"):
        return None
    return key[0], int(key.split(US)[1])  # type: ignore[return-value]


# ---- write order ---------------------------------------------------------------------

WRITE_ORDER = {k: i for i, k in enumerate("skbpgecinw")}  # the lease (l) is never batched


def coalesce(writes: list[tuple[Any, str, Any]]) -> list[tuple[Any, str, Any]]:
    """One write per key (its last value), in WRITE_ORDER, each kind in first-write order.
    `writes` are (context, key, value): the context travels with the write (the shell's
    partition event). A batch of 500 records of 20 chats writes each chat's head and chain
    state once and each partition's watermark once, not once per record."""
    last: dict[str, tuple[int, Any, Any]] = {}
    for i, (ctx, key, value) in enumerate(writes):
        first = last[key][0] if key in last else i
        last[key] = (first, ctx, value)
    ordered = sorted(last.items(), key=lambda kv: (WRITE_ORDER.get(kv[0][0], len(WRITE_ORDER)), kv[1][0]))
    return [(ctx, key, value) for key, (_, ctx, value) in ordered]


def update_inflight_index(
    old: Optional[InFlightIndex], writes: list[Write], dispatch_offsets: dict[str, int],
) -> Optional[InFlightIndex]:
    """A partition's in-flight index after the chain states in `writes` (None: unchanged).
    A chain with a packet in flight is indexed with its dispatch record's offset (known
    once the broker acked it); a chain with none leaves the index."""
    changes: dict[str, Optional[InFlight]] = {}
    for key, value in writes:
        if (chain := chain_of(key)) is not None:
            changes[chain_name(*chain)] = value.get("in_flight")
    if not changes:
        return None
    before = old or {}
    index = dict(before)
    for name, flight in changes.items():
        if flight is None:
            index.pop(name, None)
        elif flight["packet_id"] in dispatch_offsets:
            index[name] = {"packet_id": flight["packet_id"], "offset": dispatch_offsets[flight["packet_id"]]}
    return index if index != before else None
