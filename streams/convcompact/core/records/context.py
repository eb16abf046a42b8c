"""The agent's context: what `convcompact context --json` prints and a worker's GET /context
answers (the client library's types)."""

from __future__ import annotations

from typing import Any, Literal, Optional

from .base import Record


class NativeMessage(Record):
    """One message as it enters the agent's model: an exact turn, or an untrusted-history
    envelope (role user, no name)."""

    role: Literal["user", "assistant"]
    content: str
    name: Optional[str] = None

    def to_native(self) -> dict[str, str]:
        return self.model_dump(exclude_none=True)


class BoundaryInContext(Record):
    boundary_id: str
    boundary_hash: str
    covered_through_seq: int
    envelope_chars: int


class AmendmentInContext(Record):
    hash: str
    chars: int
    entries: list[dict[str, Any]]


class ContextSizes(Record):
    envelope_chars: int
    message_slots_reserved: int
    tail_chars: int
    total_chars: int
    budget_chars: int
    turns_over_budget: int


class ContextManifest(Record):
    """What stands behind the messages: provenance stays here, never in an envelope."""

    conversation: str
    agent: str
    epoch: str
    boundary: Optional[BoundaryInContext]
    amendment: Optional[AmendmentInContext]
    turns: list[str]  # the exact turns' ids, oldest first
    sizes: ContextSizes


class AgentContext(Record):
    """The context the ordinary agent sends its model: boundary envelope, amendment envelope,
    exact tail (`messages`), and the manifest."""

    messages: list[NativeMessage]
    manifest: ContextManifest

    def native(self) -> list[dict[str, str]]:
        """The messages as provider APIs take them."""
        return [m.to_native() for m in self.messages]
