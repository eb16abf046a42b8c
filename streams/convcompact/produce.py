"""`convcompact produce` and `ingest`: input records from a file, the demo generator or a
Telegram export, sent through the publisher (topic, key and partition as the contract says)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any, Iterable, Sized

import orjson

from .core.errors import BadRecord
from .core.telegram import Skipped
from .publisher import ROLE_OF_TYPE, Publisher, conversation_of
from .settings import Settings


async def produce_records(settings: Settings, records: Iterable[dict[str, Any]], progress: bool = False) -> int:
    """Send records as they are (bad ones too: the pipeline dead-letters them), buffered."""
    total = len(records) if isinstance(records, Sized) else None  # a generator streams (a bench's millions)
    step = max(1, (total or 0) // 20)
    n = 0
    async with Publisher(settings) as publisher:
        for n, r in enumerate(records, 1):
            await publisher.publish(r, wait=False)
            if progress and total and (n % step == 0 or n == total):
                print(f"produced {n}/{total} ({100 * n // max(1, total)}%)", file=sys.stderr, flush=True)
        await publisher.flush()
    return n


def produce_command(settings: Settings, args: argparse.Namespace) -> int:
    if args.demo:
        from .demo.data import generate_stream

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


def ingest_command(settings: Settings, args: argparse.Namespace) -> int:
    """Map a Telegram export or Bot API updates to input records, check every one, then
    produce them. Strict by default: an invalid entry refuses the whole import, naming it,
    and nothing is produced. With `--skip-invalid` the invalid entries are left out and the
    report (`write_report`) names each one, written before anything is produced."""
    from .core.telegram import from_bot_updates, from_export, iter_jsonl

    skipped: list[Skipped] = []  # collected in both modes, so strict mode can count them
    with open(args.file, "rb") as fh:
        if args.kind == "telegram-export":
            try:
                export = orjson.loads(fh.read())
            except orjson.JSONDecodeError as exc:
                raise BadRecord(f"{args.file}: not JSON ({exc})") from None
            records = from_export(export, agent_id=args.agent, bot_ids=args.bot_id or [], name=args.file, skipped=skipped)
        else:
            records = from_bot_updates(iter_jsonl(fh, args.file), agent_id=args.agent, name=args.file, skipped=skipped)
    if skipped and not args.skip_invalid:
        more = f" ({len(skipped)} invalid entries)" if len(skipped) > 1 else ""
        raise BadRecord(f"{skipped[0].reason}; nothing was produced{more}; --skip-invalid imports the rest and reports each")
    kinds = {k: sum(r["type"] == k for r in records) for k in ROLE_OF_TYPE}
    print(f"{args.file}: {len(records)} records " + ", ".join(f"{k}={v}" for k, v in kinds.items()), file=sys.stderr)
    if args.skip_invalid:
        where = write_report(skipped, args.report or f"{args.file}.skipped.jsonl")
        print(f"{args.file}: skipped {len(skipped)} invalid entries, each named in {where}", file=sys.stderr)
    if args.dry_run:
        for r in records:
            sys.stdout.write(orjson.dumps(r).decode() + "\n")
        return 0
    n = asyncio.run(produce_records(settings, records, progress=True))
    print(f"produced {n} records")
    return 0


def write_report(skipped: Iterable[Skipped], path: str) -> str:
    """The skip report: one JSON object a line per skipped entry (`Skipped.to_json`: entry,
    index, reason, chat_id, message_id, update_id), to `path`, or to stderr when it is '-'.
    The file is written even when nothing was skipped, so its absence never means "none".
    Returns where it went, for the summary line."""
    lines = "".join(orjson.dumps(s.to_json()).decode() + "\n" for s in skipped)
    if path == "-":
        sys.stderr.write(lines)
        return "the lines above (stderr)"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(lines)
    return path
