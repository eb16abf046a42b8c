"""Every topic of the contract with its cleanup policy, and the conversation partitioner."""

from __future__ import annotations

from dataclasses import dataclass

from convcompact.core.partitioner import partition_for
from convcompact.settings import Settings

__all__ = ["BY_ROLE", "GENERATIONS", "MAX_MESSAGE_BYTES", "TOPICS", "TopicSpec", "min_insync_replicas", "partition_for", "retention_ms", "topic_config", "topic_name"]


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
    TopicSpec("source", "conversation.source", False, "source.message@1", record=True),
    TopicSpec("correction", "conversation.correction", False, "source.correction@1", record=True),
    TopicSpec("delivery", "conversation.delivery", False, "agent.delivery@1", record=True),
    TopicSpec("runs", "compactor.runs", False, "compactor.run@1"),
    TopicSpec("documents", "compactor.documents", True, "frontiers, packets, boundary archive, settled-run archive"),
    TopicSpec("dispatch", "compactor.dispatch", False, "compactor.dispatch@1"),
    TopicSpec("results", "compactor.results", False, "compactor.result@1"),
    TopicSpec("boundaries", "compaction.boundaries", True, "stream.thought.derived.conversation.compaction@1"),
    TopicSpec("dead_letter", "conversation.dead-letter", False, "dead-letter@1"),
)
BY_ROLE = {t.role: t for t in TOPICS}
# The pipeline's own control record (not a contract topic): which generation of state (Faust
# app id, hence consumer group and tables) is current; see convcompact.generations. One
# partition, so every reader sees one order.
GENERATIONS = TopicSpec("generations", "convcompact.generations", True, "convcompact.generation@1")
# Packets carry up to max_input_chars of frozen turns plus documents: allow several MiB.
MAX_MESSAGE_BYTES = 8 * 1024 * 1024


def topic_name(settings: Settings, role: str) -> str:
    return settings.topic(BY_ROLE[role].name)


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
