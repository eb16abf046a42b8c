"""The table: every key the pipeline's one state table holds, the type of each value, and the
order a batch writes them in. The only place a key is built or parsed.

A key is a kind letter and its parts, joined by `\\x1f` (US), which cannot occur in an id
(records.Ident forbids control characters). A *chain* (`ChainId`) is one epoch of one target
agent's compaction of one conversation: what the resolver validates.

    kind  key                              value              written by
    g     g US conv US seq                 Group              fold (groups.absorb / link)
    c     c US conv                        Head               fold (last of a record)
    e     e US conv US role US event_id    str (the tag)      fold: the record of that input
                                                              topic that first carried the id
    p     p US compactor US conv           ChainState         plan, settle: the planner's own
                                                              state (packet in flight, tail)
    v     v US chain                       ChainIndex         evidence: the resolver's chain
                                                              (tip, problems, coverage)
    x     x US chain US boundary_id        BoundaryEntry      evidence: a boundary event seen
    y     y US chain US previous_id        list[str]          evidence: boundaries naming it
    d     d US packet_id                   PacketEvidence     evidence: a context packet seen
    f     f US doc_id                      FrontierEvidence   evidence: an activation frontier
    r     r US boundary_id                 SettledRuns        evidence: settled runs naming it
    s     s US chain US seq                Digest             evidence: the exact snapshot the
                                                              chain's boundaries hold of a group
    l     l US compactor US conv           Lease              the executor, durably, before it
                                                              calls the model
    n     n US partition                   int                the runtime: conversations on
                                                              the partition (a gauge)
    w     w US topic US partition          Watermark          the runtime: the last offset an
                                                              agent finished
    i     i US partition                   InFlightIndex      the runtime: packets in flight
                                                              and their dispatch offsets

Crash-safe write order (`WRITE_ORDER`, applied by `coalesce`): a batch's writes land in one
changelog partition per partition, so a crash lands a prefix of them, and the batch is then
handled again (its watermark was not written). The evidence a chain index names (snapshots,
documents, boundary entries, their links) goes before the index; the planner's chain (which
carries the offsets it folded in) before the index, so a settlement repeated after a crash
finds its result recorded and the index learns the boundary from the topic it was published
on; both before the groups; groups before the event index and the conversation head; the
in-flight index after the chains; the watermark last, so it only ever covers records whose
effects all landed.
"""

from __future__ import annotations

from typing import Any, Callable, Literal, NamedTuple, NotRequired, Optional, TypedDict

US = "\x1f"

Getter = Callable[[str], Any]  # a read of the table (None when absent)
Write = tuple[str, Any]
Digest = list[list[str]]  # amendment.group_digest: [[turn_id, sha256(content)], ...]
Where = list[Any]  # [topic, partition, offset] of the record a piece of evidence came from


# ---- values: history (the fold) ------------------------------------------------------


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
    events: dict[str, str]  # "<role>/<event_id>" -> tag: what the group absorbed
    # An orphan's time (a group with no source message yet: replies, or an edit, of a
    # message not read or never sent): the latest event time it absorbed. The planner freezes
    # an orphan once the input horizon is past it, as it freezes a message's group once the
    # horizon is past the message.
    at: NotRequired[str]


class Head(TypedDict):
    newest: Optional[int]  # the newest group's seq
    applied: dict[str, int]  # input role -> last offset folded in


# ---- values: the planner's chain ---------------------------------------------------------


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
    """The planner's own state of one compactor and conversation; small, rewritten per event.
    What the chain's boundaries are (tip, amendment) is the evidence's (ChainIndex)."""

    epoch: str
    in_flight: Optional[InFlight]
    tail_chars: int  # chars of the exact turns after `tail_basis`
    # (frontier seq, covered seq or None) that `tail_chars` counts after; when the chain
    # index has moved on (a boundary settled, or was read from the topic), it is recounted.
    tail_basis: Optional[list[Optional[int]]]
    applied: dict[str, int]  # input topic role -> last offset folded in
    last_result_id: Optional[str]
    recent_results: list[list[str]]  # [[packet_id, result_id], ...], bounded
    # Consecutive results that failed or were rejected, and when the next packet may go to
    # the model (planner.backoff_s): spend stays bounded when a provider keeps failing or
    # lying, and the backoff survives a restart (it is in the table).
    failures: NotRequired[int]
    retry_at: NotRequired[Optional[str]]
    last_run: NotRequired[LastRun]  # for the operator's page


class PacketHeader(TypedDict):
    """A context packet without its turns, documents and prior text (planner.packet_header):
    what settlement binds and the resolver checks a boundary against."""

    type: str
    packet_id: str
    packet_hash: str
    epoch: str
    compactor: dict[str, str]
    target_agent: str
    history_agents: list[str]
    conversation: dict[str, Any]
    trigger_event_id: str
    trigger_source_seq: int
    activation_frontier: dict[str, Any]
    previous: Optional[dict[str, Any]]  # boundary_id, boundary_hash, covered_through_seq
    amendment: Optional[dict[str, Any]]  # hash, chars, snapshot
    covered_through: dict[str, Any]
    policy: dict[str, int]
    sizes: dict[str, int]
    input: dict[str, Any]
    max_summary_chars: int
    output_contract: str
    snapshot: dict[str, Digest]  # seq -> the digest of the turns this packet froze of it


class Lease(TypedDict):
    packet_id: str
    owner: str
    expires: float  # epoch seconds by the holder's clock: informational (runtime.executor)
    leased_at: str
    lease_s: NotRequired[float]  # its length: judged by each reader's own monotonic clock


Watermark = list[Any]  # [offset, event time or None]: JSON has no tuples


class InFlightEntry(TypedDict):
    packet_id: str
    offset: int  # of its dispatch record


InFlightIndex = dict[str, InFlightEntry]  # chain_name(compactor, conv) -> entry


# ---- values: the evidence (what the compacted topics hold) ------------------------------


class Tip(TypedDict):
    """The newest boundary of a chain's path from its first boundary on."""

    boundary_id: str
    boundary_hash: str
    covered_through_seq: int
    envelope_chars: int
    frontier_seq: int  # the path's activation frontier: coverage starts there


Problem = list[Any]  # [rank, reason, detail]


class ChainIndex(TypedDict):
    """The resolver's view of one chain, kept as its evidence arrives in any order (see
    evidence.py): the path from its first boundary, what breaks it, and how current history
    diverges from what its boundaries hold (coverage.py)."""

    epoch: str
    target_agent: str
    conversation: str
    count: int  # distinct boundaries indexed (sound records only)
    roots: list[str]  # boundaries naming no previous one
    frontier: Optional[dict[str, Any]]  # the first activation frontier indexed (doc_id, doc_hash, source_seq)
    tip: Optional[Tip]
    depth: int  # boundaries on the path, root to tip
    # boundary id -> kind of problem (record, fork, link, edge, own) -> [[rank, reason, detail], ...]
    problems: dict[str, dict[str, list[Problem]]]
    amended: list[int]  # covered seqs whose history diverges from the snapshot
    amendment_chars: int  # chars of the rendered amendment envelope (0 when none)
    sensitive: list[int]  # covered seqs whose group turned out to be sensitive (not admitted)


class BoundaryEntry(TypedDict):
    event: dict[str, Any]  # the boundary event, as first seen
    digest: str  # of its canonical bytes: a different event with the same id is a conflict
    where: Where


class PacketEvidence(TypedDict):
    header: PacketHeader
    digest: str
    problem: Optional[str]  # why the stored packet does not re-derive (seal), None when it does
    conflict: bool  # a different record carried the same packet id
    where: Where


class FrontierEvidence(TypedDict):
    doc: dict[str, Any]  # the frontier document (small)
    digest: str
    problem: Optional[str]
    conflict: bool
    where: Where


SettledRuns = list[list[str]]  # [[run_id, packet_id], ...] of settled run records naming a boundary


# ---- keys ----------------------------------------------------------------------------

Kind = Literal["g", "c", "e", "p", "v", "x", "y", "d", "f", "r", "s", "l", "n", "w", "i"]


class ChainId(NamedTuple):
    """One epoch of one target agent's compaction of one conversation."""

    epoch: str
    target_agent: str
    conversation: str

    def key(self) -> str:
        return US.join(self)


def group_key(conv: str, seq: int) -> str:
    return f"g{US}{conv}{US}{seq}"


def groups_prefix(conv: str) -> str:
    """Every group key of a conversation starts with this."""
    return f"g{US}{conv}{US}"


def head_key(conv: str) -> str:
    return f"c{US}{conv}"


HEADS_PREFIX = f"c{US}"  # every conversation head: the conversations a store holds


def event_key(conv: str, role: str, event_id: str) -> str:
    return f"e{US}{conv}{US}{role}{US}{event_id}"


def chain_key(compactor_id: str, conv: str) -> str:
    return f"p{US}{compactor_id}{US}{conv}"


def index_key(chain: ChainId) -> str:
    return f"v{US}{chain.key()}"


def boundary_entry_key(chain: ChainId, boundary_id: str) -> str:
    return f"x{US}{chain.key()}{US}{boundary_id}"


def kids_key(chain: ChainId, previous_id: str) -> str:
    return f"y{US}{chain.key()}{US}{previous_id}"


def packet_key(packet_id: str) -> str:
    return f"d{US}{packet_id}"


def frontier_key(doc_id: str) -> str:
    return f"f{US}{doc_id}"


def settled_key(boundary_id: str) -> str:
    return f"r{US}{boundary_id}"


def snapshot_key(chain: ChainId, seq: int) -> str:
    return f"s{US}{chain.key()}{US}{seq}"


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


def index_of(key: str) -> Optional[ChainId]:
    """The chain a chain-index key (`v`) names; None for any other key."""
    if not key.startswith(f"v{US}"):
        return None
    _, epoch, agent, conv = key.split(US, 3)
    return ChainId(epoch, agent, conv)


def document_of(key: str) -> Optional[str]:
    """The id a packet (`d`) or frontier (`f`) evidence key names; None for any other key."""
    if key[:2] not in (f"d{US}", f"f{US}"):
        return None
    return key[2:]


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


def partition_gauge(key: Any) -> Optional[tuple[str, int]]:
    """(kind, partition) of a per-partition gauge key (`n` conversations, `i` in flight)."""
    if not isinstance(key, str) or key[:2] not in (f"n{US}", f"i{US}"):
        return None
    return key[0], int(key.split(US)[1])


# ---- write order ---------------------------------------------------------------------

WRITE_ORDER = {k: i for i, k in enumerate("sdfrxypvgecinw")}  # the lease (l) is never batched


def coalesce(writes: list[tuple[Any, str, Any]]) -> list[tuple[Any, str, Any]]:
    """One write per key (its last value), in WRITE_ORDER, each kind in first-write order.
    `writes` are (context, key, value): the context travels with the write (the shell's
    partition event). A batch of 500 records of 20 chats writes each chat's head and chain
    state once and each partition's watermark once, not once per record."""
    last: dict[str, tuple[Any, Any]] = {}
    for ctx, key, value in writes:
        last[key] = (ctx, value)  # a dict keeps a key where it was first written
    kinds: list[list[tuple[Any, str, Any]]] = [[] for _ in range(len(WRITE_ORDER) + 1)]
    for key, (ctx, value) in last.items():
        kinds[WRITE_ORDER.get(key[0], len(WRITE_ORDER))].append((ctx, key, value))
    return [write for of_kind in kinds for write in of_kind]


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
