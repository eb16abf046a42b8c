"""The worker's web pages: /metrics (Prometheus), the operator's page (/ and /operator, with
its data at /operator.json) of the partitions this worker owns, and, for any conversation,
/context/{conversation}?agent=ID and /show/{conversation} (`convcompact show` of a chain's
latest boundary): answered from this worker's own table when it owns the partition, else by
the owner (routing.py); /show reads the boundary's packet from the documents topic."""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable, Iterator

from convcompact.core.errors import ChainBroken
from convcompact.core.model_runner import utcnow
from convcompact.core.operator_view import build_view, parse_limit
from convcompact.core.state import HEADS_PREFIX, head_key
from convcompact.core.resolver import context_answer, latest_boundary
from convcompact.private_api import remove_blueprint, rocksdb_keys_with_prefix
from convcompact.show import NotFound, render_human, show_latest
from convcompact_topics.catalog import partition_for
from .app import Wiring
from .auth import page_auth
from .web_tls import peer_context
from convcompact.runtime.metrics import Metrics
from .operator_page import HEADERS, PAGE, TEXT_HEADERS
from .routing import FORWARDED, RETRY_AFTER_S, SERVED_BY, OwnerUnreachable, decide, forward, owners

# Faust's own placeholder at "/" ({"status": "OK"}); the operator's page takes its place.
FAUST_INDEX = "faust.web.apps.production_index:blueprint"


def install_pages(w: Wiring, metrics: Metrics, generate_latest: Callable[[Any], bytes]) -> None:
    app = w.app
    auth, peer_tls = page_auth(w.settings), peer_context(w.settings)  # every page checks its token first

    @app.page("/metrics")
    async def prometheus(self: Any, request: Any) -> Any:
        if (denied := auth.denied(self, request, metrics=True)) is not None:
            return denied
        return self.bytes(generate_latest(metrics.registry), content_type="text/plain; version=0.0.4")

    async def routed(view: Any, request: Any, conversation: str, here: Callable[[str, int], Awaitable[Any]]) -> Any:
        """`here(own_url, partition)` when this worker owns the conversation's partition; else the owner's
        answer, asked once (routing.py); else 503 with Retry-After."""
        own = str(app.conf.canonical_url)
        partition = partition_for(conversation, w.settings.partitions)
        owner_of = owners(app.router.table_metadata(w.state.name), w.state.changelog_topic.get_topic_name())
        route = decide(partition, owner_of, own, app.rebalancing, FORWARDED in request.headers)
        if route.kind == "forward":
            try:
                status, body, content_type, headers = await forward(app.http_client, str(route.owner), request.rel_url, own, auth.forwarded(), peer_tls)
            except OwnerUnreachable as exc:
                return unavailable(view, own, str(exc))
            return view.bytes(body, content_type=content_type, status=status, headers=headers)
        if route.kind == "unavailable":
            return unavailable(view, own, route.reason)
        return await here(own, partition)

    @app.page("/context/{conversation}")
    async def context(self: Any, request: Any, conversation: str) -> Any:
        if (denied := auth.denied(self, request)) is not None:
            return denied
        agent = request.query.get("agent")
        pair = next((p for p in w.pairs if p.target_agent == agent and p.admits_conversation(conversation)), None)
        if pair is None:  # every worker has the same declarations: no need to ask the owner
            return self.json({"error": f"no declaration pair for agent {agent!r} and {conversation!r}"}, status=404)

        async def here(own: str, partition: int) -> Any:
            # The resolver's one function over this worker's table, as `convcompact context`
            # asks it over a table rebuilt from the topics.
            status, answer = context_answer(w.state.get, pair, conversation)
            if status == 409:
                metrics.context_failed_closed.labels(reason=answer["reason"]).inc()
            return self.json(answer, status=status, headers={SERVED_BY: own})

        return await routed(self, request, conversation, here)

    async def operator_page(self: Any, request: Any) -> Any:
        if (denied := auth.denied(self, request)) is not None:
            return denied
        return self.html(PAGE, headers=dict(HEADERS))

    app.page("/operator", name="operator")(operator_page)
    if remove_blueprint(app, FAUST_INDEX):  # with Faust's debug statistics on, "/" stays theirs
        app.page("/", name="operator-index")(operator_page)

    show_reads = asyncio.Lock()  # one packet read at a time, however many operators click

    @app.page("/show/{conversation}")
    async def show(self: Any, request: Any, conversation: str) -> Any:
        """What `convcompact show CONVERSATION [--agent ID]` prints (`?json=1`: its `--json`),
        from the conversation's owner (routed as /context is)."""
        if (denied := auth.denied(self, request)) is not None:
            return denied

        async def here(own: str, partition: int) -> Any:
            served = {SERVED_BY: own, "Cache-Control": "no-store"}
            if w.state.get(head_key(conversation)) is None:
                return self.json({"error": f"conversation {conversation!r} has no state on its owner"}, status=404, headers=served)
            latest = [latest_boundary(w.state.get, p, conversation) for p in w.pairs if p.admits_conversation(conversation)]
            try:
                async with show_reads:
                    rec = await show_latest(w.settings, conversation, [b for b in latest if b], request.query.get("agent"))
            except NotFound as exc:
                return self.json({"error": str(exc)}, status=404, headers=served)
            except ChainBroken as exc:  # its packet is missing or does not re-derive: as `show` exits 3
                return self.json({"failed_closed": True, "reason": exc.reason, "detail": exc.detail}, status=409, headers=served)
            if request.query.get("json"):
                return self.json(rec, headers=served)
            return self.text(render_human(rec), headers={**TEXT_HEADERS, SERVED_BY: own})

        return await routed(self, request, conversation, here)

    @app.page("/operator.json")
    async def operator_json(self: Any, request: Any) -> Any:
        if (denied := auth.denied(self, request)) is not None:
            return denied
        return self.json(operator_data(w, metrics, parse_limit(request.query.get("limit"))), headers={"Cache-Control": "no-store"})


def unavailable(view: Any, own: str, reason: str) -> Any:
    """Not now, never a guess: the caller asks again after Retry-After."""
    return view.json({"error": reason, "retry_after_s": RETRY_AFTER_S}, status=503, headers={"Retry-After": str(RETRY_AFTER_S), SERVED_BY: own})


def operator_data(w: Wiring, metrics: Metrics, limit: int) -> dict[str, Any]:
    """Conversations with their chains, and the lag rows the export-lag timer last read."""
    source = w.names["source"]
    partitions = sorted({tp.partition for tp in w.app.consumer.assignment() if tp.topic == source})
    view = build_view(
        w.state.get, w.pairs, conversation_ids(w.state),
        lambda conv: partition_for(conv, w.settings.partitions), set(partitions), limit,
    )
    return {"at": utcnow(), "partitions": partitions, "conversations": view, "lag": {"at": metrics.lag_at, "rows": metrics.lag_rows}}


def conversation_ids(table: Any) -> Iterator[str]:
    """The conversations this worker's table store holds, from their head keys (convcompact.core.state).

    Cost per request: with the RocksDB store, one prefix seek per partition database, then
    one key per conversation (groups, events and chains are not read, values are not
    decoded). Any other store (memory:// in tests) has no ordered keys, so every key it holds
    is walked once. Synchronous: no agent writes the table while it runs."""
    prefix = HEADS_PREFIX
    seeked = rocksdb_keys_with_prefix(table.data, prefix)
    if seeked is not None:
        for key in seeked:
            yield key[len(prefix):]
        return
    for key in table.keys():
        if isinstance(key, str) and key.startswith(prefix):
            yield key[len(prefix):]
