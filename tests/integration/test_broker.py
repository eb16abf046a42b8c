"""The session broker is a real Kafka: admin, keyed produce, group consume + commit, restart."""

from __future__ import annotations

import asyncio
import time
import uuid

from aiokafka import TopicPartition
from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType

from convcompact import kafka_clients
from convcompact.settings import Settings

N_RECORDS = 100
PARTITIONS = 3


def _unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}"


async def _create_compacted_topic(admin: AIOKafkaAdminClient, topic: str, partitions: int) -> None:
    resp = await admin.create_topics(
        [NewTopic(topic, partitions, 1, topic_configs={"cleanup.policy": "compact"})]
    )
    errors = [(t[0], t[1]) for t in resp.topic_errors if t[1] != 0]
    assert not errors, f"create_topics failed: {errors}"


async def _topic_config(admin: AIOKafkaAdminClient, topic: str, key: str) -> str | None:
    [resp] = await admin.describe_configs([ConfigResource(ConfigResourceType.TOPIC, topic, {key: None})])
    for resource in resp.to_object()["resources"]:
        for entry in resource["config_entries"]:
            if entry["config_names"] == key:
                return entry["config_value"]
    return None


async def _produce(bootstrap: str, topic: str, records: dict[bytes, bytes]) -> dict[int, int]:
    """Send keyed records; returns how many went to each partition."""
    per_partition: dict[int, int] = {}
    producer = kafka_clients.producer(Settings(bootstrap=bootstrap))
    await producer.start()
    try:
        futures = [await producer.send(topic, key=k, value=v) for k, v in records.items()]
        for meta in await asyncio.gather(*futures):
            per_partition[meta.partition] = per_partition.get(meta.partition, 0) + 1
    finally:
        await producer.stop()
    return per_partition


async def _consume(
    bootstrap: str, topic: str, group: str, expected: int, timeout: float = 60.0
) -> tuple[dict[bytes, bytes], dict[TopicPartition, int]]:
    """Consume ``expected`` records in consumer group ``group`` and commit; the consumer is stopped."""
    consumer = kafka_clients.consumer(
        Settings(bootstrap=bootstrap),
        topic,
        group_id=group,
        auto_offset_reset="earliest",
        enable_auto_commit=False,
    )
    await consumer.start()
    got: dict[bytes, bytes] = {}
    try:
        deadline = time.monotonic() + timeout
        n = 0
        while n < expected and time.monotonic() < deadline:
            batches = await consumer.getmany(timeout_ms=1000)
            for msgs in batches.values():
                for msg in msgs:
                    got[msg.key] = msg.value
                    n += 1
        assert n == expected, f"consumed {n} records, expected {expected}"
        await consumer.commit()
        partitions = [TopicPartition(topic, p) for p in sorted(consumer.partitions_for_topic(topic) or ())]
        end_offsets = await consumer.end_offsets(partitions)
    finally:
        await consumer.stop()
    return got, end_offsets


def test_compacted_topic_produce_consume_commit(kafka_bootstrap: str) -> None:
    async def scenario() -> None:
        topic, group = _unique("it-broker"), _unique("it-group")
        records = {f"key-{i:03d}".encode(): f"value-{i}".encode() for i in range(N_RECORDS)}
        admin = kafka_clients.admin(Settings(bootstrap=kafka_bootstrap))
        await admin.start()
        try:
            await _create_compacted_topic(admin, topic, PARTITIONS)
            assert await _topic_config(admin, topic, "cleanup.policy") == "compact"

            per_partition = await _produce(kafka_bootstrap, topic, records)
            assert sum(per_partition.values()) == N_RECORDS
            assert set(per_partition) <= set(range(PARTITIONS))

            got, end_offsets = await _consume(kafka_bootstrap, topic, group, N_RECORDS)
            assert got == records
            assert len(end_offsets) == PARTITIONS
            assert sum(end_offsets.values()) == N_RECORDS

            committed = await admin.list_consumer_group_offsets(group)
            committed_offsets = {tp: om.offset for tp, om in committed.items() if tp.topic == topic}
            # A partition that got no record has nothing to commit (end offset 0).
            expected = {tp: off for tp, off in end_offsets.items() if off > 0}
            assert committed_offsets == expected
        finally:
            await admin.close()

    asyncio.run(scenario())


def test_records_survive_broker_restart(local_broker, kafka_bootstrap: str) -> None:
    topic = _unique("it-restart")
    records = {f"k{i}".encode(): f"v{i}".encode() for i in range(20)}

    async def produce() -> None:
        admin = kafka_clients.admin(Settings(bootstrap=kafka_bootstrap))
        await admin.start()
        try:
            await _create_compacted_topic(admin, topic, 2)
        finally:
            await admin.close()
        assert sum((await _produce(kafka_bootstrap, topic, records)).values()) == len(records)

    asyncio.run(produce())

    old_pid = local_broker.pid
    local_broker.restart()
    assert local_broker.pid != old_pid
    assert local_broker.bootstrap == kafka_bootstrap  # same port: the session's clients keep working
    assert local_broker.answers()

    async def consume() -> None:
        got, _ = await _consume(kafka_bootstrap, topic, _unique("it-restart-group"), len(records))
        assert got == records

    asyncio.run(consume())
