"""The table's changelog as the worker writes it: a batch's writes go as one produce batch per
changelog partition (convcompact_agents.ports.TableState.write), beside Faust's own write path.
Whatever the path, a partition's changelog must replay to the worker's store exactly, and each
partition database must name the changelog's last offset as its persisted offset: Faust's
recovery of a restarted worker reads the changelog on from there, so an offset too high loses
writes and one never written replays the partition from its start."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import orjson
import pytest
from rocksdict import AccessType, Options, Rdict

from convcompact.operations import changelog_topic
from convcompact_topics.reader import read_all
from tests.helpers import correction, delivery, message
from tests.integration.pipeline import Pipeline

pytestmark = pytest.mark.broker

OFFSET_KEY = b"__faust\0offset__"  # faust.stores.rocksdb.Store.offset_key


def stores(p: Pipeline) -> dict[int, dict[bytes, bytes]]:
    """Each table partition database of the stopped worker, read-only: partition -> raw items."""
    found: dict[int, dict[bytes, bytes]] = {}
    for path in Path(p.settings.data_dir).rglob("state-*.db"):
        partition = int(path.name[len("state-"):-len(".db")])
        db = Rdict(str(path), Options(raw_mode=True), access_type=AccessType.read_only())
        try:
            found[partition] = dict(db.items())
        finally:
            db.close()
    return found


def test_changelog_replays_to_the_store_and_offsets_are_persisted(pipeline: Pipeline) -> None:
    p = pipeline
    p.start_worker()
    chats = [str(700 + i) for i in range(12)]  # over every partition
    records: list[dict[str, Any]] = []
    for chat in chats:
        for seq in range(1, 6):
            records += [message(chat, seq, f"m{seq} of {chat}"), delivery(chat, seq, f"r{seq} to {chat}")]
        records.append(correction(chat, 2, f"m2 of {chat}, edited"))
    p.produce(records)
    p.wait_consumed()
    p.stop_worker()  # SIGTERM: Faust flushes and commits on its way out

    assert_store_is_the_changelog(p, len(records))


def assert_store_is_the_changelog(p: Pipeline, records: int) -> None:
    """The stopped worker's partition databases hold exactly what its changelog replays to,
    and each names the changelog's last offset as its persisted offset."""
    replayed: dict[int, dict[bytes, Any]] = {}  # partition -> key -> last value (None: deleted)
    last_offset: dict[int, int] = {}
    for s in asyncio.run(read_all(p.settings, [changelog_topic(p.settings)])):
        replayed.setdefault(s.partition, {})[s.key] = orjson.loads(s.value) if s.value is not None else None
        last_offset[s.partition] = s.offset
    assert sum(len(v) for v in replayed.values()) > records, "groups, events, heads and watermarks were written"

    found = stores(p)
    assert set(found) == set(replayed), (sorted(found), sorted(replayed))
    for partition, items in found.items():
        persisted = items.pop(OFFSET_KEY, None)
        assert persisted is not None and int(persisted) == last_offset[partition], (partition, persisted, last_offset[partition])
        live = {k: v for k, v in replayed[partition].items() if v is not None}
        assert {k: orjson.loads(v) for k, v in items.items()} == live, f"partition {partition}: store and changelog differ"


def test_a_worker_killed_between_the_changelog_ack_and_its_store_write_loses_nothing(pipeline: Pipeline, monkeypatch: Any) -> None:
    """The store is written only after the changelog acked the batch (issue 20, point 6): a
    worker SIGKILLed in between restarts from the changelog with every write, skips the batch
    it had finished (its watermark came back from the changelog too), and its store and
    changelog agree; nothing was lost or applied twice."""
    import signal
    import time

    from convcompact.inspection import run_verify

    p = pipeline
    monkeypatch.setenv("CONVCOMPACT_FAULT_PAUSE", "changelog-acked:120")
    proc = p.start_worker()
    monkeypatch.delenv("CONVCOMPACT_FAULT_PAUSE")
    chats = [str(760 + i) for i in range(12)]
    records = [r for chat in chats for seq in range(1, 6) for r in (message(chat, seq, f"m{seq} of {chat}"), delivery(chat, seq, f"r{seq}"))]
    p.produce(records)
    deadline = time.monotonic() + 120
    while "fault point changelog-acked reached" not in p.log_tail(10**7):
        assert time.monotonic() < deadline and proc.poll() is None, p.log_tail()
        time.sleep(0.2)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    p.start_worker()  # without the pause
    p.wait_consumed()
    p.stop_worker()
    assert_store_is_the_changelog(p, len(records))
    counts, findings = asyncio.run(run_verify(p.settings))
    assert findings == []
    runs = p.runs()
    per_message = {r["trigger_event_id"] for r in runs if r["outcome"] in ("skipped-below-trigger", "dispatched")}
    assert len([r for r in records if r["type"] == "source.message@1"]) == len(per_message)
