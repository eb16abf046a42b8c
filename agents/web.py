"""The worker's web pages: /metrics (Prometheus) and /context/{conversation}?agent=ID,
served from this worker's own table (the partitions it owns)."""

from __future__ import annotations

from typing import Any, Callable

from ..core.errors import ChainBroken
from ..core.processor import ckey, gkey, pkey, skey
from ..core.resolver import worker_amendment
from ..core.selection import select_context
from .app import Wiring
from .metrics import Metrics


def install_pages(w: Wiring, metrics: Metrics, generate_latest: Callable[[Any], bytes]) -> None:
    app = w.app

    @app.page("/metrics")
    async def prometheus(self: Any, request: Any) -> Any:
        return self.bytes(generate_latest(metrics.registry), content_type="text/plain; version=0.0.4")

    @app.page("/context/{conversation}")
    async def context(self: Any, request: Any, conversation: str) -> Any:
        agent = request.query.get("agent")
        pair = next((p for p in w.pairs if p.target_agent == agent and p.admits_conversation(conversation)), None)
        if pair is None:
            return self.json({"error": f"no declaration pair for agent {agent!r} and {conversation!r}"}, status=404)
        head = w.state.get(ckey(conversation))
        if head is None:
            return self.json({"error": f"{conversation!r} is not on this worker's partitions"}, status=404)
        boundary = w.state.get(pkey("b", pair.compactor_id, conversation))
        groups = _Groups(w, conversation)
        chain = w.state.get(pkey("p", pair.compactor_id, conversation)) or {}
        try:
            amendment = worker_amendment(
                pair, conversation, chain, lambda seq: w.state.get(skey(pair.compactor_id, conversation, seq)), groups.get
            ) if boundary is not None else None
        except ChainBroken as exc:  # fail closed, as `convcompact context` does
            return self.json({"failed_closed": True, "reason": exc.reason, "detail": exc.detail}, status=409)
        ctx = select_context(
            pair=pair, conversation=conversation, groups=groups, newest=head["newest"], boundary=boundary, amendment=amendment,  # type: ignore[arg-type]
        )
        return self.json({"messages": ctx.messages, "manifest": ctx.manifest})


class _Groups:
    """Table-backed group lookup with the mapping interface select_context expects."""

    def __init__(self, w: Wiring, conversation: str) -> None:
        self.w, self.conversation = w, conversation

    def get(self, seq: int) -> Any:
        return self.w.state.get(gkey(self.conversation, seq))
