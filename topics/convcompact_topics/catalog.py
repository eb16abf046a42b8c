"""Every topic of the contract with its cleanup policy, and the conversation partitioner."""

from __future__ import annotations

from dataclasses import dataclass

from convcompact.core.partitioner import partition_for
from convcompact.core.records import (
    AgentDelivery, Boundary, DeadLetter, Dispatch, Generation, Result, RunRecord, SourceCorrection, SourceMessage,
)
from convcompact.settings import Settings

__all__ = [
    "BY_ROLE", "GENERATIONS", "MAX_MESSAGE_BYTES", "TOPICS", "TopicSpec", "min_insync_replicas", "partition_for", "retention_ms",
    "topic_config", "topic_name", "topic_names",
]


@dataclass(frozen=True)
class TopicSpec:
    role: str
    name: str
    compacted: bool
    holds: str
    # The system of record of history (the three input topics): kept for ever by default.
    # Every other delete topic is operational evidence and may expire: nothing that
    # `context` or `verify` needs lives only there.
    record: bool = False


TOPICS: tuple[TopicSpec, ...] = (
    TopicSpec(SourceMessage.ROLE, "conversation.source", False, SourceMessage.TYPE, record=True),
    TopicSpec(SourceCorrection.ROLE, "conversation.correction", False, SourceCorrection.TYPE, record=True),
    TopicSpec(AgentDelivery.ROLE, "conversation.delivery", False, AgentDelivery.TYPE, record=True),
    TopicSpec(RunRecord.ROLE, "compactor.runs", False, RunRecord.TYPE),
    TopicSpec("documents", "compactor.documents", True, "frontiers, packets, boundary archive, settled-run archive"),
    TopicSpec(Dispatch.ROLE, "compactor.dispatch", False, Dispatch.TYPE),
    TopicSpec(Result.ROLE, "compactor.results", False, Result.TYPE),
    TopicSpec(Boundary.ROLE, "compaction.boundaries", True, Boundary.TYPE),
    TopicSpec(DeadLetter.ROLE, "conversation.dead-letter", False, DeadLetter.TYPE),
)
BY_ROLE = {t.role: t for t in TOPICS}
# The pipeline's own control record (not a contract topic): which generation of state (Faust
# app id, hence consumer group and tables) is current; see convcompact.generations. One
# partition, so every reader sees one order.
GENERATIONS = TopicSpec(Generation.ROLE, "convcompact.generations", True, Generation.TYPE)
# Packets carry up to max_input_chars of frozen turns plus documents: allow several MiB.
MAX_MESSAGE_BYTES = 8 * 1024 * 1024


def topic_names(settings: Settings) -> dict[str, str]:
    """Topic role -> topic name (with the settings' prefix): the one place it is built."""
    return {spec.role: settings.topic(spec.name) for spec in (*TOPICS, GENERATIONS)}


def topic_name(settings: Settings, role: str) -> str:
    return topic_names(settings)[role]


def retention_ms(spec: TopicSpec, settings: Settings) -> int:
    """The retention a topic is created with, always explicit (never the broker's default,
    7 days on most brokers, which would silently expire history). Compacted topics keep
    every key's latest record for ever."""
    if spec.compacted:
        return -1
    return settings.input_retention_ms if spec.record else settings.operational_retention_ms


def min_insync_replicas(settings: Settings) -> int:
    """With three replicas or more, two must have a write before it is acknowledged (producers
    use acks=all), so an acknowledged record survives the loss of any one broker while writes
    go on with one broker down; with fewer, one (two of two would stop every write then)."""
    return 2 if settings.replication >= 3 else 1


def topic_config(spec: TopicSpec, settings: Settings) -> dict[str, str]:
    return {
        "max.message.bytes": str(MAX_MESSAGE_BYTES),
        "cleanup.policy": "compact" if spec.compacted else "delete",
        "retention.ms": str(retention_ms(spec, settings)),
        "retention.bytes": "-1",
        "min.insync.replicas": str(min_insync_replicas(settings)),
    }
