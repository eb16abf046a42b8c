"""What an earlier generation published, for a replay (pure: no Kafka).

A replay rebuilds state from the input topics into fresh tables. It plans nothing the earlier
generation already evaluated (the runtime folds those records only, `plan_from`), and it
learns the chain that generation settled from the compacted topics, as every worker does
(the resolver's evidence). What the compacted topics do not hold is the results topic: a
packet the replay plans again (same content, same id) whose result the earlier generation
published, settled or not, must not be sent to the model again. So `convcompact replay` first
indexes the documents and results topics into a guide:

    x<US>packet_id      the first result published for a packet (its record's bytes)

and counts what the documents topic holds (for the replay's report). Keys and values are
bytes, so the store can be a dict or a RocksDB on disk.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, MutableMapping, Optional

import orjson
from pydantic import ValidationError

from .records import ActivationFrontier, Boundary, ContextPacket, Result, type_of

US = "\x1f"


def result_key(packet_id: str) -> bytes:
    return f"x{US}{packet_id}".encode()


@dataclass
class GuideCounts:
    frontiers: int = 0
    packets: int = 0
    boundaries: int = 0
    results: int = 0
    ignored: int = 0  # not a record the guide counts or indexes, or not one at all

    def to_json(self) -> dict[str, int]:
        return dict(self.__dict__)


@dataclass
class GuideBuilder:
    """Index records (in topic order) into `store`."""

    store: MutableMapping[bytes, bytes]
    counts: GuideCounts = field(default_factory=GuideCounts)
    _seen: set[str] = field(default_factory=set)  # document ids counted (the archive repeats boundaries)

    def add(self, value: Optional[bytes]) -> None:
        try:
            obj = orjson.loads(value) if value else None
        except orjson.JSONDecodeError:
            obj = None
        kind = type_of(obj)
        counted = {ActivationFrontier.TYPE: ("doc_id", "frontiers"), ContextPacket.TYPE: ("packet_id", "packets"),
                   Boundary.TYPE: ("boundary_id", "boundaries")}
        if kind in counted and isinstance(obj, dict):
            id_field, counter = counted[kind]
            if str(obj.get(id_field)) not in self._seen:
                self._seen.add(str(obj.get(id_field)))
                setattr(self.counts, counter, getattr(self.counts, counter) + 1)
            return
        if kind == Result.TYPE and value is not None:
            try:
                r = Result.model_validate(obj)
            except ValidationError:
                self.counts.ignored += 1
                return
            if result_key(r.packet_id) not in self.store:
                self.store[result_key(r.packet_id)] = value
                self.counts.results += 1
            return
        self.counts.ignored += 1


class Guide:
    """Lookups over a built store (`get(key) -> bytes | None`)."""

    def __init__(self, get: Callable[[bytes], Optional[bytes]]) -> None:
        self._get = get

    def result(self, packet_id: str) -> Optional[bytes]:
        """The result an earlier generation published for this packet (its record's bytes)."""
        return self._get(result_key(packet_id))
