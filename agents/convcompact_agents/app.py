"""The Faust application: wiring only (app, topics, table). Logic lives in convcompact.core.

Read in this order: the app, its topics, its table, then agents in pipeline.py.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Awaitable, Callable, Optional

import faust

from convcompact.core.declarations import Pair
from convcompact.core.processor import Processor
from convcompact.core.replay_guide import Guide
from convcompact.core.evidence import EVIDENCE_ROLES
from convcompact.core.records import INPUT_ROLES, Generation
from convcompact.kafka_security import faust_credentials
from convcompact.private_api import leader_topic
from convcompact.settings import Settings
from convcompact_topics.catalog import MAX_MESSAGE_BYTES, TOPICS, min_insync_replicas, topic_config, topic_names
from . import web_tls


MB = 1024 * 1024


def rocksdb_options(settings: Settings) -> dict[str, int]:
    """The table's RocksDB options: the worker's memory budget split over the partition
    databases it may open (every partition: its own and standbys), half block cache and half
    write buffers (two per database). Faust's defaults (a 2 GB cache and 3 x 64 MB buffers per
    database) let RSS grow with the data: 1.1 GB at 1M conversations (bench/run.py --memory)."""
    per_db = settings.rocksdb_memory_mb * MB // max(1, settings.partitions)
    return {
        "block_cache_size": max(4 * MB, per_db // 2),
        "write_buffer_size": max(4 * MB, per_db // 4),
        "max_write_buffer_number": 2,
    }


class PipelineApp(faust.App):
    """A Faust app that runs `before_stop` hooks first when it is asked to stop (SIGTERM).

    Faust's App.on_stop stops the consumer's flow and the tables, flushes the producer, and
    only then are the app's services stopped, the consumer (which leaves the group) before
    the producer. A hook here runs before all of that: the worker still holds its
    partitions and its producer is up, so the model runner can let its calls in flight
    finish and publish their results before another worker takes the packets over."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.before_stop: list[Callable[[], Awaitable[None]]] = []
        self.after_stop: list[Callable[[], Awaitable[None]]] = []  # clients of the shell's own

    async def on_stop(self) -> None:
        for hook in self.before_stop:
            await hook()
        await super().on_stop()
        for hook in self.after_stop:
            await hook()


@dataclass
class Wiring:
    app: PipelineApp
    settings: Settings
    pairs: list[Pair]
    processor: Processor
    names: dict[str, str]  # topic role -> topic name
    topics: dict[str, Any]  # topic role -> the app's topic
    inputs: Any  # the three input topics as one channel (the history agent's)
    state: Any  # faust Table: see convcompact.core.processor for its keys
    evidence: Any  # the compacted topics (documents, boundaries) as one channel (the evidence agent's)
    # The fold/plan agent, the settlement agent and the evidence agent share the table; each
    # read-decide-publish-write cycle holds this lock so they never interleave on one chat.
    state_lock: asyncio.Lock
    # The generation this worker runs (its floors, and in a replay what it folds without
    # planning); see convcompact.generations. None: no control record yet.
    generation: Optional[Generation]
    guide: Optional[Guide]  # a replay's: the results an earlier generation published


def build_app(settings: Settings, pairs: list[Pair], guide: Optional[Guide] = None, generation: Optional[Generation] = None) -> Wiring:
    # One folder per generation (app id): a replay's fresh tables must not open the RocksDB
    # files (and persisted changelog offsets) of the generation it replaces.
    datadir = (settings.data_path() or Path("data")) / settings.app_id
    datadir.mkdir(parents=True, exist_ok=True)
    app = PipelineApp(
        settings.app_id,
        broker=settings.broker_url,
        broker_credentials=faust_credentials(settings),  # its consumer, producer and topic creation alike
        store=settings.store,
        datadir=str(datadir),
        topic_partitions=settings.partitions,
        topic_replication_factor=settings.replication,  # the table's changelog and Faust's leader topic too
        topic_allow_declare=True,
        consumer_auto_offset_reset="earliest",
        broker_session_timeout=settings.session_timeout_s,
        broker_heartbeat_interval=settings.heartbeat_s,
        broker_commit_interval=1.0,
        table_standby_replicas=settings.standby_replicas,
        producer_max_request_size=MAX_MESSAGE_BYTES,
        consumer_max_fetch_size=MAX_MESSAGE_BYTES,
        # A worker that joins while the broker is away or still loading sees its topics as
        # missing and is assigned nothing; only a metadata refresh that finds them makes it
        # rejoin. Faust's default (5 min) left such a worker idle that long after an outage
        # (the fault suite's broker round caught it); 30 s bounds it, at one small request.
        consumer_metadata_max_age_ms=30_000,
        producer_acks=-1,
        # A batch writes hundreds of table keys at once (their changelog records) and publishes
        # a run record per message: 16 KiB producer batches (Faust's default) filled at once and
        # every further send waited for a broker round trip. 1 MiB batches, gathered for up to
        # 5 ms, carry a whole batch's records in a few requests (bench/run.py, bench/profile.py).
        producer_max_batch_size=1024 * 1024,
        producer_linger_ms=5,
        # The records Faust holds for an agent while it works on a batch. At Faust's 4096,
        # a batch of work filled it, the partitions were paused and the next batches came
        # in at a few hundred records (bench/profile.py: 350-600 a batch, 2,436 records/s;
        # at 16384, 800-900 a batch, 3,288 records/s). At most ~16 MiB of 1 KiB records.
        stream_buffer_maxsize=16384,
        stream_wait_empty=True,
        web_enabled=True,
        web_port=settings.web_port,
        web_bind=settings.web_bind,
        web_host=settings.advertised_host(),
        canonical_url=web_tls.canonical_url(settings),  # http(s)://<host>:<web_port>: where peers route /context
        web_ssl_context=web_tls.server_context(settings),
        # Faust's own /table (every table value by key: chat text) and /router pages are not
        # this project's pages: off, so nothing on the web port escapes its authentication.
        web_tables_enabled=False,
        web_router_enabled=False,
        autodiscover=False,
        # Faust's own rebalance-time handling of table keys is enough; no Faust exactly-once.
        processing_guarantee="at_least_once",
    )
    names = topic_names(settings)
    topics = {
        spec.role: app.topic(
            names[spec.role],
            key_type=bytes,
            value_type=bytes,
            key_serializer="raw",
            value_serializer="raw",
            partitions=settings.partitions,
            config=topic_config(spec, settings),
            allow_empty=True,
        )
        for spec in TOPICS
    }
    # One channel over the three input topics: a partition's records of all three reach the
    # history agent together (the runtime merges them by event time).
    inputs = app.topic(
        *(names[r] for r in INPUT_ROLES),
        key_type=bytes, value_type=bytes, key_serializer="raw", value_serializer="raw", partitions=settings.partitions,
    )
    # The compacted topics as one channel: every record on them is the resolver's evidence,
    # this worker's own and any other process's.
    evidence = app.topic(
        *(names[r] for r in EVIDENCE_ROLES),
        key_type=bytes, value_type=bytes, key_serializer="raw", value_serializer="raw", partitions=settings.partitions,
    )
    state = app.Table(
        "state",
        default=None,
        options=rocksdb_options(settings) if settings.store.startswith("rocksdb") else None,
        partitions=settings.partitions,
        key_type=str,
        help="Per-conversation groups, heads, event index, chain states, in-flight packets, latest boundaries",
        extra_topic_configs={"min.insync.replicas": str(min_insync_replicas(settings))},  # as every pipeline topic
    )
    # Faust's leader-election topic is declared at start (its metadata is also what lets a worker
    # that starts while the broker goes away reach its table: without it the fault suite's
    # broker round crashed the starting worker); it gets the same min.insync.replicas.
    leader = leader_topic(app)
    leader.config = {**(leader.config or {}), "min.insync.replicas": str(min_insync_replicas(settings))}
    processor = Processor(pairs, settings.partitions, settings.failure_backoff_s)
    return Wiring(app, settings, pairs, processor, names, topics, inputs, state, evidence, asyncio.Lock(), generation, guide)
