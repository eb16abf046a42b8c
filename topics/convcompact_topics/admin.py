"""Creating the contract's topics (idempotent: existing topics are checked, not changed).

Every topic is created with its retention set explicitly (see catalog.retention_ms); an
existing topic keeps the retention the operator gave it, and the report shows it."""

from __future__ import annotations

import asyncio

from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from aiokafka.errors import TopicAlreadyExistsError

from convcompact import kafka_clients
from convcompact.core.errors import ConvcompactError
from convcompact.settings import Settings
from .catalog import GENERATIONS, TOPICS, topic_config


async def create_topics(settings: Settings) -> list[tuple[str, str, str]]:
    """Create every topic; returns (name, "created" | "exists", its retention.ms on the
    broker) per topic. An existing topic with another partition count is an error:
    co-partitioning is what keeps a chat's state on one worker."""
    admin = kafka_clients.admin(settings, client_id=f"{settings.app_id}-admin")
    await admin.start()
    try:
        existing = set(await admin.list_topics())
        report: list[tuple[str, str]] = []
        new = []
        for spec in TOPICS:
            name = settings.topic(spec.name)
            if name in existing:
                report.append((name, "exists"))
            else:
                new.append(NewTopic(name, settings.partitions, settings.replication, topic_configs=topic_config(spec, settings)))
                report.append((name, "created"))
        control = settings.topic(GENERATIONS.name)
        if control in existing:
            report.append((control, "exists"))
        else:
            new.append(NewTopic(control, 1, settings.replication, topic_configs=topic_config(GENERATIONS, settings)))
            report.append((control, "created"))
        if new:
            try:
                await admin.create_topics(new)
            except TopicAlreadyExistsError:
                pass  # another worker created them between the listing and now
        described = await admin.describe_topics([settings.topic(t.name) for t in TOPICS])
        for d in described:
            n = len(d["partitions"])
            if d.get("error_code", 0) == 0 and n != settings.partitions:
                raise ConvcompactError(
                    f"topic {d['topic']} has {n} partitions, the pipeline is set to {settings.partitions} "
                    "(CONVCOMPACT_PARTITIONS); conversation-scoped topics must be co-partitioned"
                )
        retention = await _retention(admin, [name for name, _ in report])
        return [(name, status, retention.get(name, "?")) for name, status in report]
    finally:
        await admin.close()


async def _retention(admin: AIOKafkaAdminClient, topics: list[str], wait_s: float = 10.0) -> dict[str, str]:
    """Each topic's retention.ms as the broker has it now. A topic created a moment ago may
    not be described yet (its metadata is still spreading): ask again, briefly."""
    found: dict[str, str] = {}
    deadline = asyncio.get_running_loop().time() + wait_s
    while True:
        missing = [t for t in topics if t not in found]
        resources = [ConfigResource(ConfigResourceType.TOPIC, t, {"retention.ms": None}) for t in missing]
        for response in await admin.describe_configs(resources):
            for resource in response.to_object()["resources"]:
                for entry in resource["config_entries"]:
                    if entry["config_names"] == "retention.ms":
                        found[resource["resource_name"]] = entry["config_value"]
        if len(found) == len(topics) or asyncio.get_running_loop().time() > deadline:
            return found
        await asyncio.sleep(0.2)
