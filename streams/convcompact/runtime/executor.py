"""The executor: the model runner's rules, broker-free, over the runtime's ports. The worker
(its model-runner agent and sweeper timer) and the in-process driver both run it.

A dispatch is executed as a background task, so the agent goes on with the next dispatch
while the model thinks; a sweeper re-executes any packet the agent has passed that is in
flight but runs nowhere here. A packet that is no longer in flight is never executed.

At most one model call per packet per lease, across workers, restarts and replays of the
dispatch topic: before it calls the model, an executor

  1. honours the packet's lease (state.lease_key) when another worker holds it and it has not
     expired: that worker's call may still be running (a rebalance moved the partition, or
     the worker died mid-call and its call is spent);
  2. in a replay, publishes again the result an earlier generation published for the packet
     (the replay's guide) instead of calling the model;
  3. looks at the results partition, from what settlement has finished to its end, for a
     result of the packet already published (a crash between publishing and settling):
     settlement will settle that one;
  4. writes its own lease and waits for the changelog's ack, so a new owner of the partition
     (which recovers the table from the changelog) sees it.

The call is bounded by the lease, so it never outlives it. `stop` lets the calls in flight
finish and publish for a grace period (the worker still holds its partitions meanwhile).

Leases never depend on hosts agreeing about the time. A lease names its length (`lease_s`);
the holder bounds its call by its own monotonic clock, and any other executor holds a lease
for live from the moment it first sees it until `lease_s` later on *its* monotonic clock. It
saw the lease at or after the grant, so the holder's call has ended by then, whatever either
wall clock says. The wall-clock `expires` a lease also carries is informational (the
operator's page, older readers). The price: a packet whose holder died is taken over up to
one lease after another worker first sees the lease, not after the grant.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import time
import uuid
from collections import OrderedDict
from typing import Callable, Iterable, Optional, Protocol

from ..core.errors import BadRecord
from ..core.model_runner import bounded, make_result, too_large, utcnow
from ..core.records import Dispatch, Result, Usage, decode
from ..core.replay_guide import Guide
from ..core.state import Lease, chain_key, inflight_key, lease_key, parse_chain_name
from .ports import LogRecord
from .runtime import Runtime

log = logging.getLogger("convcompact")

# What a lease leaves after the call's own bound, to publish the result.
LEASE_MARGIN_S = 10.0
# The length assumed of a lease that names none (written before leases named their length):
# the default profile's worst case (providers.ProviderProfile.lease_seconds).
LEASE_DEFAULT_S = 790.0


class Models(Protocol):
    """The model providers, as the executor needs them."""

    def lease_seconds(self, dispatch: Dispatch) -> float:
        """How long a call for this dispatch may hold its packet's lease."""
        ...

    def provider_name(self, dispatch: Dispatch) -> str: ...

    async def run(self, dispatch: Dispatch) -> Result:
        """One model execution: a result with text, or with the error that ended it (a
        provider's failure is a result, never an exception)."""
        ...


def worker_identity() -> str:
    """Who holds a lease: this process (a restarted worker is another holder, so it honours
    the lease its previous process left until it expires)."""
    return f"{socket.gethostname()}/{os.getpid()}/{uuid.uuid4().hex[:8]}"


class LeaseView:
    """When this process first saw each lease (its own monotonic clock), to judge expiry with
    no wall clock: a lease is live until `lease_s` after this process first saw it."""

    def __init__(self, monotonic: Callable[[], float]) -> None:
        self.monotonic = monotonic
        self.first_seen: OrderedDict[tuple[str, str, str], float] = OrderedDict()

    def left(self, lease: Lease, default_s: float) -> float:
        """Seconds this lease is still live for, judged here."""
        now = self.monotonic()
        seen = self.first_seen.setdefault((lease["packet_id"], lease["owner"], lease["leased_at"]), now)
        while len(self.first_seen) > 10_000:
            self.first_seen.popitem(last=False)
        return seen + float(lease.get("lease_s") or default_s) - now

    def held_elsewhere(self, lease: Optional[Lease], packet_id: str, owner: str, default_s: float) -> bool:
        """Another worker (or an earlier process of this one) holds this packet's lease."""
        return lease is not None and lease["packet_id"] == packet_id and lease["owner"] != owner and self.left(lease, default_s) > 0


def _remember(seen: "OrderedDict[str, None]", key: str, bound: int = 10_000) -> None:
    seen[key] = None
    while len(seen) > bound:
        seen.popitem(last=False)


class Executor:
    def __init__(
        self, runtime: Runtime, models: Models, owned: Callable[[], Iterable[int]], *, guide: Optional[Guide] = None,
        owner: Optional[str] = None, wall: Callable[[], float] = time.time, clock: Callable[[], str] = utcnow,
        monotonic: Callable[[], float] = time.monotonic, max_pending: int = 256,
    ) -> None:
        """`owned()`: the dispatch partitions this worker holds now (the sweeper's). `wall`:
        the wall clock a lease's informational expiry is written by; `clock`: the times
        records carry; `monotonic`: what leases are judged and calls bounded by."""
        self.runtime, self.models, self.owned, self.guide = runtime, models, owned, guide
        self.metrics = runtime.metrics
        self.dispatch_topic = runtime.topics["dispatch"]
        self.results_topic = runtime.topics["results"]
        self.owner = owner or worker_identity()
        self.wall, self.clock, self.monotonic = wall, clock, monotonic
        self.leases = LeaseView(monotonic)
        self.running: dict[str, asyncio.Task[None]] = {}
        self.done: OrderedDict[str, None] = OrderedDict()  # recently finished here (bounded)
        self.honoured: OrderedDict[str, None] = OrderedDict()  # packets seen leased elsewhere (bounded)
        # results whose publishing failed: published again, never executed again
        self.unpublished: dict[str, tuple[Result, Optional[bytes], int]] = {}
        self.pending = asyncio.Semaphore(max_pending)
        self.stopping = False

    # ---- the model-runner agent's step ---------------------------------------------------

    async def handle(self, record: LogRecord) -> Optional[str]:
        """One dispatch record (in partition order, through Runtime.in_order): a bad one is
        a dead letter; a good one starts executing unless it must not."""
        direct = self.runtime.direct()
        try:
            dispatch = decode(record.value, Dispatch)
        except BadRecord as exc:
            self.metrics.dead_letters.labels(topic=record.topic).inc()
            await self.runtime.dead_letter(direct, record, str(exc))
            return None
        await self.submit(dispatch, record.key, record.partition)  # returns once started
        return None

    async def still_in_flight(self, dispatch: Dispatch) -> bool:
        packet = dispatch.packet
        async with self.runtime.lock:  # the planner writes in_flight right after publishing
            chain = self.runtime.state.peek(chain_key(packet.compactor.id, packet.conversation.key))
        return bool(chain) and (chain.get("in_flight") or {}).get("packet_id") == dispatch.packet_id

    async def submit(self, dispatch: Dispatch, key: Optional[bytes], partition: int) -> None:
        """Start executing a packet unless it is running, done, no longer in flight, leased
        to another worker, or its result is already published. Returns once the execution
        is started: whether to call the model (in flight? leased? a result already there?)
        is decided in the background too, so the agent's next dispatch never queues behind
        this one's reads of the table and the results topic."""
        pid = dispatch.packet_id
        if self.stopping or pid in self.running or pid in self.done:
            self.metrics.model_skipped.inc()
            return
        if pid in self.unpublished:
            await self._publish(pid, *self.unpublished[pid])
            return
        await self.pending.acquire()  # back-pressure only when max_pending executions wait
        self.running[pid] = asyncio.create_task(self._claim_and_execute(dispatch, key, partition))

    async def _claim_and_execute(self, dispatch: Dispatch, key: Optional[bytes], partition: int) -> None:
        pid = dispatch.packet_id
        try:
            if not await self.still_in_flight(dispatch):
                self.metrics.model_skipped.inc()
                return
            lease_s = await self.claim(dispatch, partition)
            if lease_s is None:
                return
            deadline = self.monotonic() + lease_s - LEASE_MARGIN_S
            await self._execute(dispatch, key, partition, deadline)
        except Exception:
            # Never lost: the packet stays in flight and the sweeper executes it again.
            log.exception("execution of packet %s failed before it published; the sweeper tries again", pid)
        finally:
            self.running.pop(pid, None)
            self.pending.release()

    async def claim(self, dispatch: Dispatch, partition: int) -> Optional[float]:
        """Take the packet's lease (durably) and return its length, or None when this worker
        must not call the model for the packet."""
        packet = dispatch.packet
        key = lease_key(packet.compactor.id, packet.conversation.key)
        lease = self.runtime.state.peek(key)
        if self.leases.held_elsewhere(lease, dispatch.packet_id, self.owner, self.models.lease_seconds(dispatch)):
            log.info("packet %s is leased to %s for %.0fs more; not calling the model", dispatch.packet_id, lease["owner"],
                     self.leases.left(lease, self.models.lease_seconds(dispatch)))
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
        lease_s = self.models.lease_seconds(dispatch)
        value: Lease = {"packet_id": dispatch.packet_id, "owner": self.owner, "expires": self.wall() + lease_s,
                        "leased_at": self.clock(), "lease_s": lease_s}
        # Durably: a new owner of the partition recovers the table from the changelog.
        await self.runtime.state.put(partition, key, value)
        return lease_s

    async def republish_earlier_result(self, dispatch: Dispatch, partition: int) -> bool:
        """In a replay: a packet planned again whose result an earlier generation published
        (settled or not) gets that same result again, on this generation's results topic
        range, instead of a second model call. Same result id, so it settles as that one."""
        earlier = self.guide.result(dispatch.packet_id) if self.guide is not None else None
        if earlier is None:
            return False
        log.info("packet %s: an earlier generation published its result; publishing it again, not calling the model", dispatch.packet_id)
        self.metrics.model_not_called.labels(reason="result-published").inc()
        await (await self.runtime.publisher.send("results", dispatch.packet.conversation.key.encode(), earlier, partition))
        return True

    async def result_published(self, dispatch: Dispatch, partition: int) -> bool:
        """A result of this packet on the results partition that settlement has not finished."""
        start = self.runtime.finished(self.runtime.direct(), self.results_topic, partition)[0] + 1
        for stored in await self.runtime.log.read(self.results_topic, partition, start, 2**62):
            try:
                result = decode(stored.value, Result)
            except BadRecord:
                continue
            if result.packet_id == dispatch.packet_id:
                return True
        return False

    # ---- one execution ---------------------------------------------------------------------

    async def _execute(self, dispatch: Dispatch, key: Optional[bytes], partition: int, deadline: float) -> None:
        pid = dispatch.packet_id
        log.info("packet %s: calling the model (bounded to %.0fs by its lease)", pid, deadline - self.monotonic())
        result = bounded(await self._call_within(dispatch, deadline), dispatch.packet.max_summary_chars)
        await self._publish(pid, result, key, partition)

    async def _call_within(self, dispatch: Dispatch, deadline: float) -> Result:
        """The model's result, or a failed one when the call would outlive its lease (after
        which another worker may call the model for the packet)."""
        started = self.clock()
        try:
            return await asyncio.wait_for(self.models.run(dispatch), max(0.0, deadline - self.monotonic()))
        except asyncio.TimeoutError:
            return make_result(
                dispatch, provider=self.models.provider_name(dispatch), model=dispatch.model, requested_model=dispatch.model,
                text=None, error="lease-expired: the model call did not end within its lease", error_kind="provider",
                usage=Usage(), started_at=started, finished_at=self.clock(),
            )

    async def _publish(self, pid: str, result: Result, key: Optional[bytes], partition: int) -> None:
        try:
            await (await self.runtime.publisher.send("results", key, result.to_bytes(), partition))
        except Exception as exc:
            if "TooLarge" in type(exc).__name__ and result.text is not None:
                # Over the results topic's max.message.bytes (an existing cluster's 1 MB):
                # never retried as it is; the result that says so is small and settles as a
                # rejection, so the chat goes on.
                log.warning("packet %s: its result (%d characters) is over the topic's limit; publishing that instead", pid, len(result.text))
                await self._publish(pid, too_large(result), key, partition)
                return
            # Anything else: the sweeper publishes it again; the model is not called again.
            self.unpublished[pid] = (result, key, partition)
            log.exception("execution of packet %s did not publish its result; it stays in flight and is published again", pid)
            return
        self.unpublished.pop(pid, None)
        _remember(self.done, pid)

    async def idle(self) -> None:
        """Until no execution runs (the in-process driver waits for its model calls)."""
        while self.running:
            await asyncio.wait(list(self.running.values()))

    async def stop(self, grace_s: float) -> None:
        """Stop taking dispatches, and let the model calls in flight finish and publish their
        results for at most `grace_s` (the worker still holds its partitions meanwhile)."""
        self.stopping = True
        if not self.running:
            return
        log.info("stopping: waiting up to %.0fs for %d model call(s) in flight to finish and publish", grace_s, len(self.running))
        deadline = time.monotonic() + grace_s
        while self.running and (left := deadline - time.monotonic()) > 0:
            await asyncio.wait(list(self.running.values()), timeout=left)
        if self.running:
            log.warning("stopping: %d model call(s) still running after %.0fs; their leases stand until they expire", len(self.running), grace_s)
        else:
            log.info("stopping: every model call in flight finished and published its result")

    # ---- the sweeper -------------------------------------------------------------------------

    async def sweep(self) -> None:
        """Re-execute packets in flight on this worker's partitions whose dispatch the agent
        has passed but which run nowhere here."""
        if self.stopping:
            return
        direct = self.runtime.direct()
        for partition in self.owned():
            index = self.runtime.state.peek(inflight_key(partition)) or {}
            done_offset = self.runtime.finished(direct, self.dispatch_topic, partition)[0]
            for chain, entry in list(index.items()):
                pid, offset = entry["packet_id"], entry["offset"]
                if pid in self.running or pid in self.done or offset > done_offset:
                    continue
                lease = self.runtime.state.peek(lease_key(*parse_chain_name(chain)))
                default_s = float(lease.get("lease_s") or 0) if lease else 0.0
                if self.leases.held_elsewhere(lease, pid, self.owner, default_s or LEASE_DEFAULT_S):
                    if pid not in self.honoured:  # once per packet: the sweeper looks every tick
                        _remember(self.honoured, pid)
                        log.info("packet %s is in flight here but leased to %s for %.0fs more; not calling the model",
                                 pid, lease["owner"], self.leases.left(lease, default_s or LEASE_DEFAULT_S))
                        self.metrics.model_not_called.labels(reason="leased").inc()
                    continue  # its holder may still be calling the model; looked at again after it expires
                await self._resubmit(partition, offset, pid)

    async def _resubmit(self, partition: int, offset: int, pid: str) -> None:
        for stored in await self.runtime.log.read(self.dispatch_topic, partition, offset, offset + 1):
            try:
                dispatch = decode(stored.value, Dispatch)
            except BadRecord:
                continue
            if dispatch.packet_id == pid:
                log.warning("packet %s was in flight with no execution here; executing it again", pid)
                self.metrics.model_recovered.inc()
                await self.submit(dispatch, stored.key, partition)


__all__ = ["Executor", "LEASE_MARGIN_S", "LeaseView", "Models", "worker_identity"]
