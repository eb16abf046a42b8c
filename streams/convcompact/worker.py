"""`convcompact worker`: the Faust worker running the pipeline, with /metrics and /context."""

from __future__ import annotations

import logging
from typing import Any, Optional

from .core.declarations import load_declarations
from .core.errors import ConvcompactError
from .settings import Settings


def build_worker_app(settings: Settings, generation: Optional[Any] = None) -> Any:
    """Wire the app with its agents and web pages (no I/O until it runs). `generation` is
    the control record of the generation it runs, if any (its floors)."""
    from prometheus_client import generate_latest

    from convcompact_agents.app import build_app
    from convcompact.runtime.metrics import Metrics
    from convcompact_agents.pipeline import install
    from convcompact_agents.web import install_pages

    pairs, providers = checked_declarations(settings)
    guide = open_guide(settings.replay_guide) if settings.replay_guide else None
    wiring = build_app(settings, pairs, guide, generation)
    metrics = Metrics()
    install(wiring, providers, metrics)
    install_pages(wiring, metrics, generate_latest)
    return wiring


def checked_declarations(settings: Settings) -> tuple[list[Any], dict[str, Any]]:
    """The declaration pairs and a provider for each profile they name; ConvcompactError
    (naming the file and field, or the profile) when they cannot run. Checked before the
    worker touches the broker, so a bad deployment refuses at once."""
    from convcompact_agents.providers import load_profiles, make_provider

    pairs = load_declarations(settings.declarations)
    profiles = load_profiles(settings.providers)
    providers = {}
    for pair in pairs:
        name = pair.compactor.provider.profile
        if name not in profiles:
            raise ConvcompactError(
                f"declaration {pair.compactor_id}: provider.profile {name!r} is not in the worker's provider "
                f"profiles ({sorted(profiles)}; set CONVCOMPACT_PROVIDERS)"
            )
        providers[name] = make_provider(name, profiles[name], settings.local_summarizer_processes)
    return pairs, providers


def open_guide(path: str) -> Any:
    """A replay's guide, read-only from its RocksDB folder (see convcompact.replay)."""
    from rocksdict import AccessType, Options, Rdict

    from .core.replay_guide import Guide

    db = Rdict(path, options=Options(raw_mode=True), access_type=AccessType.read_only())
    return Guide(db.get)


def run_worker(settings: Settings, loglevel: str = "info") -> None:
    import asyncio

    import faust

    from convcompact_topics.admin import create_topics

    from .generations import resolve

    checked_declarations(settings)  # refuse before touching the broker
    from convcompact_agents.auth import page_auth

    page_auth(settings)  # and when the pages would be open beyond this machine
    asyncio.run(create_topics(settings))
    if settings.group_instance_id:
        asyncio.run(check_static_membership(settings))
    settings, generation = asyncio.run(resolve(settings))
    wiring = build_worker_app(settings, generation)
    logging.getLogger("convcompact").setLevel(loglevel.upper())
    tune_gc()
    worker = faust.Worker(wiring.app, loglevel=loglevel)
    # Faust's progress spinner, at a log level of WARNING or above, sets the root logger to
    # DEBUG so that every library's debug line becomes a log record for it: 13% of a busy
    # worker's CPU (bench/profile.py). A worker is a service; it has no spinner.
    worker.spinner = None
    worker.execute_from_commandline()


# Static membership (KIP-345) is JoinGroup v5 and up (Kafka 2.3). aiokafka picks the highest
# version both sides speak and, below v5, drops the instance id without a word: the worker
# would join as a dynamic member while its operator counts on a restart keeping its partitions.
JOIN_GROUP_API_KEY = 11
STATIC_MEMBERSHIP_JOIN_GROUP_VERSION = 5


async def check_static_membership(settings: Settings) -> None:
    """ConvcompactError when CONVCOMPACT_GROUP_INSTANCE_ID is set and a broker of the
    cluster cannot take it (its JoinGroup stops below v5)."""
    from aiokafka.protocol.admin import ApiVersionRequest

    from . import kafka_clients

    client = kafka_clients.client(settings, client_id=f"{settings.app_id}-membership-check")
    await client.bootstrap()
    try:
        for broker in client.cluster.brokers():
            response = await client.send(broker.nodeId, ApiVersionRequest())
            top = max((hi for key, _, hi in response.api_versions if key == JOIN_GROUP_API_KEY), default=-1)
            if top < STATIC_MEMBERSHIP_JOIN_GROUP_VERSION:
                raise ConvcompactError(
                    f"CONVCOMPACT_GROUP_INSTANCE_ID={settings.group_instance_id!r}: broker {broker.nodeId} "
                    f"({broker.host}:{broker.port}) speaks JoinGroup up to v{top}, static membership needs "
                    f"v{STATIC_MEMBERSHIP_JOIN_GROUP_VERSION} (Kafka 2.3); unset it to join as a dynamic member"
                )
    finally:
        await client.close()


def tune_gc() -> None:
    """The hot path allocates many short-lived objects per record (parsed JSON, records,
    groups); at CPython's default gen-0 threshold (700 allocations) the cyclic collector ran
    every few records and its older generations kept rescanning everything alive. What is
    alive at start-up (modules, declarations, the app) is frozen out of collection, and
    collections run every 50,000 allocations (bench/run.py measures the difference)."""
    import gc

    gc.freeze()
    gc.set_threshold(50_000, 20, 20)


def main_worker(settings: Settings, loglevel: Optional[str]) -> int:
    run_worker(settings, loglevel or "info")
    return 0
