"""The model runner: executes dispatched packets without head-of-line blocking.

Each dispatch starts a background execution (bounded per provider profile by its
`max_concurrency`, and overall by `max_pending`), so one slow chat never holds up the
dispatches of others. Because the agent moves on before an execution ends, Faust may commit
the dispatch offset of a packet still running; if the worker then dies, that packet would
stay in flight for ever. So the pipeline keeps, per partition, an index of the packets in
flight and the offsets of their dispatch records (the in-flight index, convcompact.core.state,
written with the chain state), and a sweeper re-reads and re-executes any packet the agent has passed that is
neither running nor done here. A packet that is no longer in flight is never executed.

At most one model call per packet per lease, across workers, restarts and replays of the
dispatch topic: before it calls the model, a worker
  1. honours the packet's lease (convcompact.core.state.lease_key) when another worker holds it and
     it has not expired: that worker's call may still be running (a rebalance moved the
     partition, or the worker died mid-call and its call is spent);
  2. looks at the results partition, from the settlement agent's finished watermark to its
     end, for a result of the packet already published (a crash between publishing and
     settling): settlement will settle that one;
  3. writes its own lease and waits for the changelog's ack, so a new owner of the
     partition (which recovers the table from the changelog) sees it.
The call is bounded by the lease, so it never outlives it. On SIGTERM the worker stops
taking dispatches and lets its calls finish and publish for a grace period while it still
holds its partitions (`stop`, run by PipelineApp before Faust stops the consumer).
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import time
import uuid
from collections import OrderedDict
from typing import Any, Optional


from convcompact.core.errors import BadRecord
from convcompact.core.model_runner import make_result, utcnow
from convcompact.core.state import Lease, chain_key, inflight_key, lease_key, parse_chain_name
from convcompact.core.records import Dispatch, Result, Usage, decode
from convcompact.core.output_contract import OutputContractViolation
from convcompact.runtime.runtime import Runtime
from .app import Wiring
from convcompact.runtime.metrics import Metrics
from .providers import LEASE_MARGIN_S, Provider, ProviderError

log = logging.getLogger("convcompact")


def worker_identity() -> str:
    """Who holds a lease: this process (a restarted worker is another holder, so it honours
    the lease its previous process left until it expires)."""
    return f"{socket.gethostname()}/{os.getpid()}/{uuid.uuid4().hex[:8]}"


async def run_model(dispatch: Dispatch, provider: Provider, metrics: Metrics) -> Result:
    """One model execution: a result with text, or with the error that ended it."""
    started = utcnow()
    text: Optional[str] = None
    error: Optional[str] = None
    kind: Optional[str] = None
    usage = Usage()
    reported: Optional[str] = None
    t0 = time.monotonic()
    try:
        text, usage, reported = await provider.complete(dispatch.packet, dispatch.model)
    except OutputContractViolation as exc:
        error, kind = str(exc)[:300], "output-contract"
    except ProviderError as exc:
        error, kind = str(exc)[:300], "provider"
    except Exception as exc:  # a provider bug is a failed run, never a crashed runner
        error, kind = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:300], "provider"
    metrics.model_latency.observe(time.monotonic() - t0)
    return make_result(
        dispatch, provider=provider.name, model=reported or dispatch.model, requested_model=dispatch.model,
        text=text, error=error, error_kind=kind,
        usage=usage, started_at=started, finished_at=utcnow(),
    )


def held_elsewhere(lease: Optional[dict[str, Any]], packet_id: str, owner: str, now: float) -> bool:
    """Another worker (or an earlier process of this one) holds this packet's lease."""
    return bool(lease) and lease["packet_id"] == packet_id and lease["owner"] != owner and lease["expires"] > now  # type: ignore[index]


class ModelRunner:
    def __init__(self, w: Wiring, runtime: Runtime, providers: dict[str, Any], metrics: Metrics, max_pending: int = 256) -> None:
        self.w, self.runtime, self.providers, self.metrics = w, runtime, providers, metrics
        self.dispatch_topic = w.names["dispatch"]
        self.results_topic = w.names["results"]
        self.owner = worker_identity()
        self.running: dict[str, asyncio.Task[None]] = {}
        self.claiming: set[str] = set()  # deciding whether to call (lease, results look)
        self.done: OrderedDict[str, None] = OrderedDict()  # recently finished here (bounded)
        self.honoured: OrderedDict[str, None] = OrderedDict()  # packets seen leased elsewhere (bounded)
        # results whose publishing failed: published again, never executed again
        self.unpublished: dict[str, tuple[Result, Optional[bytes], int]] = {}
        self.pending = asyncio.Semaphore(max_pending)
        self.stopping = False

    async def still_in_flight(self, dispatch: Dispatch) -> bool:
        packet = dispatch.packet
        conv = packet.conversation.key
        async with self.runtime.lock:  # the planner writes in_flight right after publishing
            chain = self.runtime.state.peek(chain_key(packet.compactor.id, conv))
        return bool(chain) and (chain.get("in_flight") or {}).get("packet_id") == dispatch.packet_id

    def lease_seconds(self, dispatch: Dispatch) -> float:
        return float(self.providers[dispatch.provider].profile.lease_seconds())

    async def submit(self, dispatch: Dispatch, key: Optional[bytes], partition: int) -> None:
        """Start executing a packet unless it is running, done, no longer in flight, leased
        to another worker, or its result is already published."""
        pid = dispatch.packet_id
        busy = pid in self.running or pid in self.done or pid in self.claiming
        if self.stopping or busy or not await self.still_in_flight(dispatch):
            self.metrics.model_skipped.inc()
            return
        if pid in self.unpublished:
            await self._publish(pid, *self.unpublished[pid])
            return
        self.claiming.add(pid)
        try:
            lease_s = await self.claim(dispatch, partition)
            if lease_s is None:
                return
            deadline = time.monotonic() + lease_s - LEASE_MARGIN_S
            await self.pending.acquire()  # back-pressure only when max_pending executions wait
            self.running[pid] = asyncio.create_task(self._execute(dispatch, key, partition, deadline))
        finally:
            self.claiming.discard(pid)

    async def claim(self, dispatch: Dispatch, partition: int) -> Optional[float]:
        """Take the packet's lease (durably) and return its length, or None when this worker
        must not call the model for the packet."""
        packet = dispatch.packet
        key = lease_key(packet.compactor.id, packet.conversation.key)
        lease = self.runtime.state.peek(key)
        now = time.time()
        if held_elsewhere(lease, dispatch.packet_id, self.owner, now):
            log.info("packet %s is leased to %s for %.0fs more; not calling the model", dispatch.packet_id, lease["owner"], lease["expires"] - now)
            self.metrics.model_not_called.labels(reason="leased").inc()
            return None
        if await self.republish_earlier_result(dispatch, partition):
            return None
        if await self.result_published(dispatch, partition):
            log.info("packet %s already has a result on the results topic; not calling the model", dispatch.packet_id)
            self.metrics.model_not_called.labels(reason="result-published").inc()
            return None
        if self.stopping:  # asked to stop meanwhile: leave the packet to the next owner, unleased
            return None
        lease_s = self.lease_seconds(dispatch)
        value: Lease = {"packet_id": dispatch.packet_id, "owner": self.owner, "expires": time.time() + lease_s, "leased_at": utcnow()}
        # Durably: a new owner of the partition recovers the table from the changelog.
        await self.runtime.state.send(partition, key, value)  # type: ignore[attr-defined]
        return lease_s

    async def republish_earlier_result(self, dispatch: Dispatch, partition: int) -> bool:
        """In a replay: a packet planned again whose result an earlier generation published
        (settled or not) gets that same result again, on this generation's results topic
        range, instead of a second model call. Same result id, so it settles as that one."""
        guide = self.w.processor.guide
        earlier = guide.result(dispatch.packet_id) if guide is not None else None
        if earlier is None:
            return False
        log.info("packet %s: an earlier generation published its result; publishing it again, not calling the model", dispatch.packet_id)
        self.metrics.model_not_called.labels(reason="result-published").inc()
        fut = await self.w.topics["results"].send(key=dispatch.packet.conversation.key.encode(), value=earlier, partition=partition)
        await fut
        return True

    async def result_published(self, dispatch: Dispatch, partition: int) -> bool:
        """A result of this packet on the results partition that settlement has not finished."""
        start = self.runtime.finished(self.runtime.direct(), self.results_topic, partition)[0] + 1
        for stored in await self.runtime.log.read(self.results_topic, partition, start, 2**62):
            try:
                result = decode(stored.value, Result)
            except BadRecord:
                continue
            if isinstance(result, Result) and result.packet_id == dispatch.packet_id:
                return True
        return False

    async def _execute(self, dispatch: Dispatch, key: Optional[bytes], partition: int, deadline: float) -> None:
        pid = dispatch.packet_id
        try:
            log.info("packet %s: calling the model (bounded to %.0fs by its lease)", pid, deadline - time.monotonic())
            result = await self._call_within(dispatch, deadline)
            await self._publish(pid, result, key, partition)
        finally:
            self.running.pop(pid, None)
            self.pending.release()

    async def _call_within(self, dispatch: Dispatch, deadline: float) -> Result:
        """The model's result, or a failed one when the call would outlive its lease (after
        which another worker may call the model for the packet)."""
        started = utcnow()
        provider = self.providers[dispatch.provider]
        try:
            return await asyncio.wait_for(run_model(dispatch, provider, self.metrics), max(0.0, deadline - time.monotonic()))
        except asyncio.TimeoutError:
            return make_result(
                dispatch, provider=provider.name, model=dispatch.model, requested_model=dispatch.model, text=None,
                error="lease-expired: the model call did not end within its lease", error_kind="provider",
                usage=Usage(), started_at=started, finished_at=utcnow(),
            )

    async def _publish(self, pid: str, result: Result, key: Optional[bytes], partition: int) -> None:
        try:
            fut = await self.w.topics["results"].send(key=key, value=result.to_bytes(), partition=partition)
            await fut
        except Exception:  # the sweeper publishes it again; the model is not called again
            self.unpublished[pid] = (result, key, partition)
            log.exception("execution of packet %s did not publish its result; it stays in flight and is published again", pid)
            return
        self.unpublished.pop(pid, None)
        self.done[pid] = None
        while len(self.done) > 10_000:
            self.done.popitem(last=False)

    async def stop(self, grace_s: float) -> None:
        """Stop taking dispatches, and let the model calls in flight finish and publish their
        results for at most `grace_s` (the worker still holds its partitions meanwhile)."""
        self.stopping = True
        if not self.running and not self.claiming:
            return
        log.info("stopping: waiting up to %.0fs for %d model call(s) in flight to finish and publish", grace_s, len(self.running))
        deadline = time.monotonic() + grace_s
        while (self.running or self.claiming) and (left := deadline - time.monotonic()) > 0:
            if self.running:
                await asyncio.wait(list(self.running.values()), timeout=left)
            else:
                await asyncio.sleep(min(0.05, left))
        if self.running:
            log.warning("stopping: %d model call(s) still running after %.0fs; their leases stand until they expire", len(self.running), grace_s)
        else:
            log.info("stopping: every model call in flight finished and published its result")

    async def sweep(self) -> None:
        """Re-execute packets in flight on this worker's partitions whose dispatch the agent
        has passed but which run nowhere here."""
        if self.stopping:
            return
        now = time.time()
        for tp in self.w.app.consumer.assignment():
            if tp.topic != self.dispatch_topic:
                continue
            index = self.runtime.state.peek(inflight_key(tp.partition)) or {}
            done_offset = self.runtime.finished(self.runtime.direct(), self.dispatch_topic, tp.partition)[0]
            for chain, entry in list(index.items()):
                pid, offset = entry["packet_id"], entry["offset"]
                if pid in self.running or pid in self.done or offset > done_offset:
                    continue
                lease = self.runtime.state.peek(lease_key(*parse_chain_name(chain)))
                if held_elsewhere(lease, pid, self.owner, now):
                    if pid not in self.honoured:  # once per packet: the sweeper looks every tick
                        self.honoured[pid] = None
                        while len(self.honoured) > 10_000:
                            self.honoured.popitem(last=False)
                        log.info("packet %s is in flight here but leased to %s for %.0fs more; not calling the model",
                                 pid, lease["owner"], lease["expires"] - now)
                        self.metrics.model_not_called.labels(reason="leased").inc()
                    continue  # its holder may still be calling the model; looked at again after it expires
                for stored in await self.runtime.log.read(self.dispatch_topic, tp.partition, offset, offset + 1):
                    try:
                        dispatch = decode(stored.value, Dispatch)
                    except BadRecord:
                        continue
                    assert isinstance(dispatch, Dispatch)
                    if dispatch.packet_id == pid:
                        log.warning("packet %s was in flight with no execution here; executing it again", pid)
                        self.metrics.model_recovered.inc()
                        await self.submit(dispatch, stored.key, tp.partition)
