"""Which worker answers /context for a conversation: the one that owns its partition, found
as Kafka Streams' interactive queries and Faust's `table_route` find it (the group's
assignment, in which every member advertises its canonical URL), never more than one hop away.

Faust's `table_route` is not used as it is: a worker that a stale assignment points at
routes the request on again (no one-hop rule), a rebalance is a 503 without Retry-After and
an owner that does not answer a 500. This reads the same assignment (`app.router.
table_metadata`) and takes the partition by the contract's partitioner (murmur2 of the
conversation key; the table's own keys are not conversations); a routed request carries
FORWARDED and is never routed again, and every "not now" is a 503 with Retry-After.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from ssl import SSLContext
from typing import Any, Mapping, Optional

import aiohttp
from yarl import URL

FORWARDED = "X-Convcompact-Forwarded"  # set on a routed request (to the sender's URL): its receiver answers, never routes
SERVED_BY = "X-Convcompact-Served-By"  # the canonical URL of the worker whose decision the answer is
RETRY_AFTER_S = 1  # a rebalance settles within a few heartbeats (1 s each)
FORWARD_TIMEOUT_S = 5.0  # the owner answers from its table in milliseconds; longer means it is gone


@dataclass(frozen=True)
class Route:
    kind: str  # "local", "forward" or "unavailable"
    owner: Optional[str] = None
    reason: str = ""


def owners(table_metadata: Mapping[str, Mapping[str, Any]], changelog_topic: str) -> dict[int, str]:
    """partition -> canonical URL of its active owner, from Faust's `router.table_metadata`
    ({url: {topic: [partitions]}}, every member's actives as the group leader assigned them)."""
    return {p: url for url, topics in table_metadata.items() for p in topics.get(changelog_topic, ())}


def same_worker(a: str, b: str) -> bool:
    """Host and port decide, as in Faust's router (a trailing slash or a scheme do not)."""
    ua, ub = URL(a), URL(b)
    return (ua.host, ua.port) == (ub.host, ub.port)


def decide(partition: int, owner_of: Mapping[int, str], own_url: str, rebalancing: bool, forwarded: bool) -> Route:
    """Answer here, forward once, or say "not now". Never a wrong answer: while this worker
    rebalances its table may be mid-recovery and its map of owners stale."""
    if rebalancing:
        return Route("unavailable", reason=f"this worker is rebalancing; the owner of partition {partition} is not settled")
    owner = owner_of.get(partition)
    if owner is None:
        return Route("unavailable", reason=f"no worker owns partition {partition} in the group's assignment yet")
    if same_worker(owner, own_url):
        return Route("local", owner)
    if forwarded:  # the sender's map was stale (the assignment moved): one hop only
        return Route("unavailable", owner, f"forwarded here, but partition {partition} is now owned by {owner}")
    return Route("forward", owner)


async def forward(
    session: aiohttp.ClientSession, owner: str, rel_url: URL, own_url: str,
    credential: Optional[Mapping[str, str]] = None, ssl: Optional[SSLContext] = None,
) -> tuple[int, bytes, str, dict[str, str]]:
    """(status, body, content type, headers) of the owner's answer to the same path and query,
    passed on unchanged; `OwnerUnreachable` when it does not answer in time or at all. The
    request carries `credential` (the web token's header: the owner checks it as any page
    does) and checks the owner's certificate with `ssl` when the web port is on TLS."""
    target = URL(owner).with_path(rel_url.raw_path, encoded=True).with_query(rel_url.query)
    headers = {FORWARDED: own_url, **(credential or {})}
    try:
        async with session.get(target, headers=headers, ssl=ssl if ssl is not None else True,
                               timeout=aiohttp.ClientTimeout(total=FORWARD_TIMEOUT_S)) as r:
            body = await r.read()
            kept = {k: r.headers[k] for k in (SERVED_BY, "Retry-After") if k in r.headers}
            return r.status, body, r.content_type, kept
    except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
        raise OwnerUnreachable(f"the owner {owner} did not answer ({type(exc).__name__})") from exc


class OwnerUnreachable(Exception):
    """The owner named by the assignment did not answer (it died, or is leaving the group)."""
