"""convcompact: model-context compaction for persistent chat agents, on Kafka.

The public API, for agent runtimes and chat bridges (the rest of the package is the pipeline's
own and may change):

- `ContextClient`, `AsyncContextClient`: each turn, the context the agent sends its model,
  from any worker's `GET /context/{conversation}?agent=ID`, as an `AgentContext` (typed
  `NativeMessage`s and a `ContextManifest`).
- `FailedClosed` (the chain cannot be trusted; `.reason`), `ContextNotFound`,
  `WorkerUnavailable`: what the client raises, all `ContextError`s.
- `Publisher`: writes `SourceMessage`s, `AgentDelivery`s and `SourceCorrection`s (targets
  `SourceTarget`, `DeliveryTarget`; media as `Attachment` references) to their topics, keyed
  and partitioned as the contract says.
- `Settings`: the broker, topic prefix and partitions every command reads (`Settings.from_env()`).

Names load on first use, so `import convcompact` stays cheap for the CLI and the worker.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__all__ = [
    "AgentContext",
    "AgentDelivery",
    "AsyncContextClient",
    "Attachment",
    "ContextClient",
    "ContextError",
    "ContextManifest",
    "ContextNotFound",
    "DeliveryTarget",
    "FailedClosed",
    "NativeMessage",
    "Publisher",
    "Settings",
    "SourceCorrection",
    "SourceMessage",
    "SourceTarget",
    "WorkerUnavailable",
]

_HOME = {
    **dict.fromkeys(["AsyncContextClient", "ContextClient", "ContextError", "ContextNotFound", "FailedClosed", "WorkerUnavailable"], ".client"),
    **dict.fromkeys(["AgentContext", "AgentDelivery", "Attachment", "ContextManifest", "DeliveryTarget", "NativeMessage", "SourceCorrection",
                     "SourceMessage", "SourceTarget"], ".core.records"),
    "Publisher": ".publisher",
    "Settings": ".settings",
}

if TYPE_CHECKING:  # what type checkers see (py.typed); at run time __getattr__ loads them
    from .client import AsyncContextClient, ContextClient, ContextError, ContextNotFound, FailedClosed, WorkerUnavailable
    from .core.records import (
        AgentContext, AgentDelivery, Attachment, ContextManifest, DeliveryTarget, NativeMessage, SourceCorrection, SourceMessage, SourceTarget,
    )
    from .publisher import Publisher
    from .settings import Settings


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module 'convcompact' has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOME[name], __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
