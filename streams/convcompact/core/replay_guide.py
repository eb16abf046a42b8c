"""What an earlier generation settled, for a replay to follow (pure: no Kafka).

A replay rebuilds state from the input topics into fresh tables. Boundaries that already
settled must be reused, not recomputed: agents already read them, and a chain recomputed
with other cut points (model latency decides where the next packet is cut) would fork
them. So `convcompact replay` first indexes the documents topic into a guide, and the
planner then follows the settled chain instead of planning (see Processor._follow):

    f<US>epoch<US>compactor<US>conv             the epoch's activation frontier (a document)
    h<US>packet_id                              a packet's header (see planner.packet_header)
    n<US>epoch<US>compactor<US>conv<US>prev     the boundary that settled after `prev`
                                                (the boundary id, or "" for the first)
    r<US>run_id                                 a message's trigger outcome (from the runs
                                                topic) when it planned nothing: skipped
    x<US>packet_id                              the first result published for a packet
                                                (from the results topic): a packet the replay
                                                plans again is never sent to the model again
                                                when its result was published, settled or not

Keys and values are bytes (orjson), so the store can be a dict or a RocksDB on disk.
The first record wins: a second, different boundary after the same `prev` is a fork of the
earlier generation (`verify` reports it); the guide follows the first and counts the fork.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, MutableMapping, Optional

import orjson
from pydantic import ValidationError

from .declarations import Pair
from .hashing import record_hash
from .planner import packet_header
from .records import ActivationFrontier, Boundary, ContextPacket, Result, RunRecord
from .settlement import boundary_id_for

US = "\x1f"
SKIPPED = ("skipped-pending", "skipped-below-trigger")


def frontier_key(epoch: str, compactor_id: str, conv: str) -> bytes:
    return f"f{US}{epoch}{US}{compactor_id}{US}{conv}".encode()


def header_key(packet_id: str) -> bytes:
    return f"h{US}{packet_id}".encode()


def run_key(run_id: str) -> bytes:
    return f"r{US}{run_id}".encode()


def result_key(packet_id: str) -> bytes:
    return f"x{US}{packet_id}".encode()


def next_key(epoch: str, compactor_id: str, conv: str, previous: Optional[str]) -> bytes:
    return f"n{US}{epoch}{US}{compactor_id}{US}{conv}{US}{previous or ''}".encode()


@dataclass
class GuideCounts:
    frontiers: int = 0
    packets: int = 0
    boundaries: int = 0
    forks: int = 0
    skipped_runs: int = 0
    results: int = 0
    ignored: int = 0  # not a document the guide needs, or not one at all

    def to_json(self) -> dict[str, int]:
        return dict(self.__dict__)


@dataclass
class GuideBuilder:
    """Index documents (in topic order) into `store`."""

    store: MutableMapping[bytes, bytes]
    counts: GuideCounts = field(default_factory=GuideCounts)

    def add(self, value: Optional[bytes]) -> None:
        try:
            obj = orjson.loads(value) if value else None
        except orjson.JSONDecodeError:
            obj = None
        kind = obj.get("type") if isinstance(obj, dict) else None
        try:
            if kind == ActivationFrontier.TYPE:
                f = ActivationFrontier.model_validate(obj)
                self._first(frontier_key(f.epoch, f.compactor_id, f.conversation), value, "frontiers")  # type: ignore[arg-type]
            elif kind == ContextPacket.TYPE:
                p = ContextPacket.model_validate(obj)
                self._first(header_key(p.packet_id), orjson.dumps(packet_header(p)), "packets")
            elif kind == Boundary.TYPE:
                b = Boundary.model_validate(obj)
                key = next_key(b.epoch, b.compactor.id, b.conversation.key, b.previous.boundary_id if b.previous else None)
                old = self.store.get(key)
                if old is not None and orjson.loads(old)["boundary_id"] != b.boundary_id:
                    self.counts.forks += 1
                else:
                    self._first(key, value, "boundaries")  # type: ignore[arg-type]
            elif kind == Result.TYPE:
                r = Result.model_validate(obj)
                self._first(result_key(r.packet_id), value, "results")  # type: ignore[arg-type]
            elif kind == RunRecord.TYPE and isinstance(obj, dict) and obj.get("outcome") in SKIPPED and obj.get("run_id"):
                self._first(run_key(str(obj["run_id"])), str(obj["outcome"]).encode(), "skipped_runs")
            else:
                self.counts.ignored += 1
        except ValidationError:
            self.counts.ignored += 1

    def _first(self, key: bytes, value: bytes, counter: str) -> None:
        if key not in self.store:
            self.store[key] = value
            setattr(self.counts, counter, getattr(self.counts, counter) + 1)


@dataclass(frozen=True)
class Settled:
    """One settled step of an earlier generation's chain: the boundary and its packet's header."""

    boundary: dict[str, Any]
    header: dict[str, Any]

    @property
    def trigger_source_seq(self) -> int:
        return int(self.header["trigger_source_seq"])


class Guide:
    """Lookups over a built store (`get(key) -> bytes | None`)."""

    def __init__(self, get: Callable[[bytes], Optional[bytes]]) -> None:
        self._get = get

    def frontier(self, pair: Pair, conv: str) -> Optional[dict[str, Any]]:
        raw = self._get(frontier_key(pair.epoch, pair.compactor_id, conv))
        return orjson.loads(raw) if raw else None

    def result(self, packet_id: str) -> Optional[bytes]:
        """The result an earlier generation published for this packet (its record's bytes)."""
        return self._get(result_key(packet_id))

    def skipped(self, run_id: str) -> bool:
        """Whether the earlier generation's trigger run of a message planned nothing."""
        return self._get(run_key(run_id)) is not None

    def successor(self, pair: Pair, conv: str, previous: Optional[str]) -> Optional[Settled]:
        """The boundary that settled after `previous` in this epoch, if it is sound: sealed,
        bound to its packet, and that packet's header is known. An unsound one is not
        followed (the replay plans afresh there; `verify` reports the break)."""
        raw = self._get(next_key(pair.epoch, pair.compactor_id, conv, previous))
        if not raw:
            return None
        boundary = orjson.loads(raw)
        packet_id = boundary["context_snapshot"]["packet_id"]
        head = self._get(header_key(packet_id))
        if head is None or record_hash(boundary, "boundary_hash") != boundary.get("boundary_hash"):
            return None
        header = orjson.loads(head)
        if (
            boundary["boundary_id"] != boundary_id_for(pair.epoch, pair.compactor_id, conv, packet_id)
            or header["packet_hash"] != boundary["context_snapshot"]["packet_hash"]
        ):
            return None
        return Settled(boundary, header)
