"""`convcompact worker`: the Faust worker running the pipeline, with /metrics and /context."""

from __future__ import annotations

import logging
from typing import Any, Optional

from .core.declarations import load_declarations
from .settings import Settings


def build_worker_app(settings: Settings) -> Any:
    """Wire the app with its agents and web pages (no I/O until it runs)."""
    from prometheus_client import generate_latest

    from .agents.app import build_app
    from .agents.metrics import Metrics
    from .agents.pipeline import install, summarizer_for
    from .agents.web import install_pages

    pairs = load_declarations(settings.declarations)
    wiring = build_app(settings, pairs)
    metrics = Metrics()
    profiles = {p.compactor.provider.profile for p in pairs}
    summarizer = summarizer_for(profiles.pop() if len(profiles) == 1 else None)
    install(wiring, summarizer, metrics)
    install_pages(wiring, metrics, generate_latest)
    return wiring


def run_worker(settings: Settings, loglevel: str = "info") -> None:
    import asyncio

    import faust

    from .topics.admin import create_topics

    asyncio.run(create_topics(settings))
    wiring = build_worker_app(settings)
    logging.getLogger("convcompact").setLevel(loglevel.upper())
    worker = faust.Worker(wiring.app, loglevel=loglevel)
    worker.execute_from_commandline()


def main_worker(settings: Settings, loglevel: Optional[str]) -> int:
    run_worker(settings, loglevel or "info")
    return 0
