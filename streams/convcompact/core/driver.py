"""An in-process driver: the whole topology record by record with no broker.

It plays the shell's part exactly (publish, then write in order) over a dict, executes
dispatched packets with a summarizer and settles their results, so the core can be tested
end to end, and replayed, without Kafka (like Kafka Streams' TopologyTestDriver).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import orjson

from .declarations import Pair
from .model_runner import LocalExtractive, Summarizer, execute, utcnow
from .processor import Output, Processor, Step
from .records import Dispatch
from .replay_guide import Guide


@dataclass
class LocalDriver:
    pairs: list[Pair]
    summarizer: Summarizer = field(default_factory=LocalExtractive)
    run_model: bool = True
    state: dict[str, Any] = field(default_factory=dict)
    published: list[Output] = field(default_factory=list)
    dead_letters: list[tuple[str, int, str]] = field(default_factory=list)
    offsets: dict[str, int] = field(default_factory=dict)
    clock: Callable[[], str] = utcnow  # a fixed clock makes every id reproducible
    guide: Optional[Guide] = None  # a replay's: the chain an earlier generation settled
    # How far the delivery and correction topics have been read, as an event time (None:
    # caught up), for the evaluations that may freeze groups (see Processor.on_input).
    horizon: Optional[str] = None

    def __post_init__(self) -> None:
        self.processor = Processor(self.pairs, self.guide)

    def _offset(self, role: str) -> int:
        self.offsets[role] = self.offsets.get(role, -1) + 1
        return self.offsets[role]

    def _apply(self, role: str, offset: int, step: Step) -> Step:
        if step.status == "bad":
            self.dead_letters.append((role, offset, step.error or ""))
        self.published.extend(step.outputs)
        for key, value in step.writes:
            # Through JSON, as the table's changelog would: no shared mutable values.
            self.state[key] = orjson.loads(orjson.dumps(value))
        return step

    def feed(self, role: str, record: dict[str, Any] | bytes, key: Optional[str] = None) -> Step:
        value = record if isinstance(record, bytes) else orjson.dumps(record)
        if key is None and isinstance(record, dict):
            key = f"{record.get('source')}:{record.get('chat_id')}"
        offset = self._offset(role)
        horizon = self.horizon if role == "source" else None
        step = self._apply(role, offset, self.processor.on_input(
            self.state.get, role, offset, key.encode() if key else None, value, self.clock(), horizon=horizon))
        if self.run_model:
            self.drain()
        return step

    def feed_result(self, result: dict[str, Any] | bytes, key: str) -> Step:
        value = result if isinstance(result, bytes) else orjson.dumps(result)
        offset = self._offset("results")
        return self._apply("results", offset, self.processor.on_result(
            self.state.get, offset, key.encode(), value, self.clock(), horizon=self.horizon))

    def pending_dispatches(self) -> list[Dispatch]:
        done = self.offsets.get("_dispatched", 0)
        found = [o.record for o in self.published if o.role == "dispatch"]
        self.offsets["_dispatched"] = len(found)
        return found[done:]  # type: ignore[return-value]

    def drain(self) -> None:
        """Execute and settle every dispatched packet, including the catch-up packets that
        settling them dispatches, until none is left."""
        while pending := self.pending_dispatches():
            for d in pending:
                result = execute(d, self.summarizer, self.clock)
                self.feed_result(result.to_json(), d.packet.conversation.key)

    def records(self, role: str, type_: Optional[str] = None) -> list[dict[str, Any]]:
        return [o.record.to_json() for o in self.published if o.role == role and (type_ is None or o.record.type == type_)]  # type: ignore[attr-defined]
