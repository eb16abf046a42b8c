"""Generations of state: which Faust app id (consumer group + tables) is current.

`convcompact replay` rebuilds state into a fresh generation `<base>-<name>` and, once it
has caught up, switches over by naming it current on the control topic. Every command
resolves the configured app id (the base) through that record, so workers started after a
switch-over join the new generation, and `lag` reports its groups.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Optional

from .core.errors import BadRecord
from .core.records import Generation, decode
from . import kafka_clients
from .settings import Settings
from convcompact_topics.catalog import GENERATIONS
from convcompact_topics.reader import read_all

log = logging.getLogger("convcompact")


def control_topic(settings: Settings) -> str:
    return settings.topic(GENERATIONS.name)


async def load_generations(settings: Settings) -> dict[str, Generation]:
    """The latest control record per key (a compacted topic, so older ones may be gone)."""
    latest: dict[str, Generation] = {}
    for s in await read_all(settings, [control_topic(settings)]):
        if s.key is None:
            continue
        try:
            g = decode(s.value, Generation)
        except BadRecord as exc:
            # Only this program writes the control topic: say so, and ignore the record.
            log.warning("%s[%d]@%d is not a generation record (%s); ignored", s.topic, s.partition, s.offset, exc)
            continue
        assert isinstance(g, Generation)
        latest[s.key.decode("utf-8", "replace")] = g
    return latest


async def publish_generation(settings: Settings, key: str, generation: Generation) -> None:
    producer = kafka_clients.producer(settings)
    await producer.start()
    try:
        await producer.send_and_wait(control_topic(settings), generation.to_bytes(), key=key.encode("utf-8"), partition=0)
    finally:
        await producer.stop()


async def resolve(settings: Settings) -> tuple[Settings, Optional[Generation]]:
    """Settings whose app id is the current generation of the configured one (unchanged when
    no replay ever switched over), and that generation's record (its floors), if any."""
    records = await load_generations(settings)
    current = records.get(settings.app_id)
    if current is not None and current.state == "current" and current.base == settings.app_id:
        settings = replace(settings, app_id=current.app_id)
    return settings, records.get(settings.app_id)
