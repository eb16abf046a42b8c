"""The model runner: executes dispatched packets without head-of-line blocking.

Each dispatch starts a background execution (bounded per provider profile by its
`max_concurrency`, and overall by `max_pending`), so one slow chat never holds up the
dispatches of others. Because the agent moves on before an execution ends, Faust may commit
the dispatch offset of a packet still running; if the worker then dies, that packet would
stay in flight for ever. So the pipeline keeps, per partition, an index of the packets in
flight and the offsets of their dispatch records (`i<US>partition`, written with the chain
state), and a sweeper re-reads and re-executes any packet the agent has passed that is
neither running nor done here. A packet that is no longer in flight is never executed.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from typing import Any, Optional

from ..core.errors import BadRecord
from ..core.processor import US, pkey
from ..core.records import Dispatch, decode
from ..topics.reader import read_range
from .app import Wiring
from .metrics import Metrics

log = logging.getLogger("convcompact")


def inflight_key(partition: int) -> str:
    return f"i{US}{partition}"


def update_inflight_index(batch: Any, event: Any, partition: int, writes: list[tuple[str, Any]], dispatch_offsets: dict[str, int]) -> None:
    """Keep the partition's in-flight index in step with the chain states just written."""
    changes: dict[str, Optional[dict[str, Any]]] = {}
    for key, value in writes:
        if key.startswith(f"p{US}"):
            _, compactor, conv = key.split(US, 2)
            changes[f"{compactor}{US}{conv}"] = value.get("in_flight")
    if not changes:
        return
    old = batch.get(inflight_key(partition)) or {}
    index = dict(old)
    for chain, flight in changes.items():
        if flight is None:
            index.pop(chain, None)
        elif flight["packet_id"] in dispatch_offsets:
            index[chain] = {"packet_id": flight["packet_id"], "offset": dispatch_offsets[flight["packet_id"]]}
    if index != old:
        batch.set(event, inflight_key(partition), index)


class ModelRunner:
    def __init__(self, w: Wiring, providers: dict[str, Any], metrics: Metrics, max_pending: int = 256) -> None:
        self.w, self.providers, self.metrics = w, providers, metrics
        self.running: dict[str, asyncio.Task[None]] = {}
        self.done: OrderedDict[str, None] = OrderedDict()  # recently finished here (bounded)
        self.pending = asyncio.Semaphore(max_pending)

    async def still_in_flight(self, dispatch: Dispatch) -> bool:
        packet = dispatch.packet
        async with self.w.state_lock:  # the planner writes in_flight right after publishing
            chain = self.w.state.get(pkey("p", packet.compactor.id, packet.conversation.key))
        return bool(chain) and (chain.get("in_flight") or {}).get("packet_id") == dispatch.packet_id

    async def submit(self, dispatch: Dispatch, key: Optional[bytes], partition: int) -> None:
        """Start executing a packet unless it is running, done, or no longer in flight."""
        pid = dispatch.packet_id
        if pid in self.running or pid in self.done or not await self.still_in_flight(dispatch):
            self.metrics.model_skipped.inc()
            return
        await self.pending.acquire()  # back-pressure only when max_pending executions wait
        self.running[pid] = asyncio.create_task(self._execute(dispatch, key, partition))

    async def _execute(self, dispatch: Dispatch, key: Optional[bytes], partition: int) -> None:
        from .pipeline import run_model

        pid = dispatch.packet_id
        try:
            result = await run_model(dispatch, self.providers[dispatch.provider], self.metrics)
            fut = await self.w.topics["results"].send(key=key, value=result.to_bytes(), partition=partition)
            await fut
            self.done[pid] = None
            while len(self.done) > 10_000:
                self.done.popitem(last=False)
        except Exception:  # publishing failed: the sweeper retries it, nothing is dropped
            log.exception("execution of packet %s did not publish its result; it stays in flight", pid)
        finally:
            self.running.pop(pid, None)
            self.pending.release()

    async def sweep(self, dispatch_topic: str, passed: Any) -> None:
        """Re-execute packets in flight on this worker's partitions whose dispatch the agent
        has passed (`passed(partition)` = last finished offset) but which run nowhere here."""
        for tp in self.w.app.consumer.assignment():
            if tp.topic != dispatch_topic:
                continue
            index = self.w.state.get(inflight_key(tp.partition)) or {}
            done_offset = passed(tp.partition)
            for entry in list(index.values()):
                pid, offset = entry["packet_id"], entry["offset"]
                if pid in self.running or pid in self.done or offset > done_offset:
                    continue
                for stored in await read_range(self.w.settings, dispatch_topic, tp.partition, offset, offset + 1):
                    try:
                        dispatch = decode(stored.value, {"compactor.dispatch@1": Dispatch})
                    except BadRecord:
                        continue
                    assert isinstance(dispatch, Dispatch)
                    if dispatch.packet_id == pid:
                        log.warning("packet %s was in flight with no execution here; executing it again", pid)
                        self.metrics.model_recovered.inc()
                        await self.submit(dispatch, stored.key, tp.partition)
