"""Producing input records to the input topics, keyed by conversation (murmur2 partitioner)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any, Iterable

import orjson
from aiokafka import AIOKafkaProducer

from .settings import Settings
from .topics.catalog import MAX_MESSAGE_BYTES, topic_name

ROLE_OF_TYPE = {"source.message@1": "source", "source.correction@1": "correction", "agent.delivery@1": "delivery"}


def conversation_of(record: dict[str, Any]) -> str:
    return f"{record.get('source')}:{record.get('chat_id')}"


async def produce_records(settings: Settings, records: Iterable[dict[str, Any]]) -> int:
    producer = AIOKafkaProducer(
        bootstrap_servers=settings.bootstrap, acks="all", linger_ms=5, max_request_size=MAX_MESSAGE_BYTES,
        enable_idempotence=True,
    )
    await producer.start()
    n = 0
    try:
        for r in records:
            role = ROLE_OF_TYPE.get(r.get("type", ""), "source")
            await producer.send(topic_name(settings, role), orjson.dumps(r), key=conversation_of(r).encode("utf-8"))
            n += 1
        await producer.flush()
    finally:
        await producer.stop()
    return n


def produce_command(settings: Settings, args: argparse.Namespace) -> int:
    if args.demo:
        from .demo_data import generate_stream

        records = generate_stream(seed=args.seed, chats=args.chats, messages_per_chat=args.messages)
    elif args.file:
        fh = sys.stdin if args.file == "-" else open(args.file, "rb")
        records = [orjson.loads(line) for line in fh if line.strip()]
    else:
        print("convcompact produce: give a JSON-lines FILE or --demo", file=sys.stderr)
        return 2
    n = asyncio.run(produce_records(settings, records))
    chats = sorted({conversation_of(r) for r in records})
    print(f"produced {n} records in {len(chats)} conversations: {' '.join(chats)}")
    return 0
