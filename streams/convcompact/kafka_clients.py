"""Every Kafka client the project makes outside Faust, built here: the broker's address and the
security settings (convcompact.kafka_security) come from Settings, so no client can be made
that ignores them. `tests/test_kafka_clients.py` fails on a client constructed anywhere else.

Producers default to acks=all: a write is acknowledged once the in-sync replicas have it
(`min.insync.replicas` on a replicated topic), so an acknowledged record survives a broker."""

from __future__ import annotations

from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.client import AIOKafkaClient

from .kafka_security import client_kwargs
from .settings import Settings


def consumer(settings: Settings, *topics: str, **options: Any) -> AIOKafkaConsumer:
    return AIOKafkaConsumer(*topics, bootstrap_servers=settings.bootstrap, **client_kwargs(settings), **options)


def producer(settings: Settings, **options: Any) -> AIOKafkaProducer:
    return AIOKafkaProducer(bootstrap_servers=settings.bootstrap, **{"acks": "all", **options}, **client_kwargs(settings))


def admin(settings: Settings, **options: Any) -> AIOKafkaAdminClient:
    return AIOKafkaAdminClient(bootstrap_servers=settings.bootstrap, **client_kwargs(settings), **options)


def client(settings: Settings, **options: Any) -> AIOKafkaClient:
    """aiokafka's plain client: requests the admin client has no method for (the ACLs)."""
    return AIOKafkaClient(bootstrap_servers=settings.bootstrap, **client_kwargs(settings), **options)
