"""Operating it: lag from the broker's offsets, metrics, two workers with one killed."""

from __future__ import annotations

import asyncio
import signal
import urllib.request
from collections import Counter

import orjson

from convcompact.inspection import run_verify
from convcompact.operations import lag_report
from convcompact_topics.catalog import partition_for, topic_name
from tests.helpers import message
from tests.integration.test_pipeline import chains_of
from tests.integration.pipeline import cli
from tests.integration.test_chain_integrity import chat_stream
from tests.integration.test_pipeline import assert_every_message_accounted, stream


def test_lag_is_end_minus_committed_for_a_group_stopped_half_way(pipeline):
    p = pipeline
    first, second = chat_stream("501", 1, 10) + chat_stream("502", 1, 10), chat_stream("501", 11, 7) + chat_stream("502", 11, 5)
    p.start_worker()
    p.produce(first)
    p.wait_settled(20)
    page = ""

    def gauges_exported() -> bool:  # the worker's own gauges, refreshed on a timer
        nonlocal page
        with urllib.request.urlopen(f"http://127.0.0.1:{p.settings.web_port}/metrics") as r:
            page = r.read().decode()
        return "convcompact_partition_lag{" in page

    p.wait_until(gauges_exported, 40, "lag gauges on /metrics")
    p.stop_worker(signal.SIGTERM)
    p.produce(second)
    rows = asyncio.run(lag_report(p.settings))
    by_topic = Counter()
    for row in rows:
        assert row.lag == row.end - (row.committed or 0)
        by_topic[row.topic] += row.lag
    assert by_topic[topic_name(p.settings, "source")] == 12
    assert by_topic[topic_name(p.settings, "delivery")] == 12
    assert by_topic[topic_name(p.settings, "dispatch")] == 0 and by_topic[topic_name(p.settings, "results")] == 0
    assert sum(r.conversations for r in rows if r.topic == topic_name(p.settings, "source")) == 2
    r = cli(p, "lag", "--json")
    assert r.returncode == 0 and sum(x["lag"] for x in orjson.loads(r.stdout)) == 24
    table = cli(p, "lag")
    assert "total lag 24" in table.stdout
    assert "convcompact_runs_total{" in page and "convcompact_partition_conversations{" in page
    assert "telegram:" not in page  # conversation ids never become label values


def test_two_workers_one_killed_end_with_valid_chains(pipeline):
    p = pipeline
    records = stream(seed=21, chats=4, messages=60)
    sources = sum(r["type"] == "source.message@1" for r in records)
    first = p.start_worker()
    second = p.start_worker()

    def owned(proc) -> set[int]:  # the partitions a worker says it owns (its operator data)
        port = p.web_ports[p.procs.index(proc)]
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/operator.json", timeout=5) as r:
                return set(orjson.loads(r.read())["partitions"])
        except OSError:
            return set()

    p.wait_until(lambda: owned(first) and owned(second) and not owned(first) & owned(second), 120, "both workers owning partitions")
    killed_owned = owned(second)
    # a chat of its own on the worker to kill, whatever the assignor gave it
    n = 1000
    while partition_for(f"telegram:{n}", p.settings.partitions) not in killed_owned:
        n += 1
    own = [message(str(n), s, f"m{s} " + "words " * 150) for s in range(1, 13)]
    half = len(records) // 2
    # Half of that chat's messages come after the kill: the run cannot settle unless the
    # survivor takes its partition over.
    before, after = own[:6] + records[:half], own[6:] + records[half:]
    sources = sum(r["type"] == "source.message@1" for r in before + after)
    p.produce(before)
    p.wait_until(lambda: any(r["outcome"] == "settled" for r in p.runs()), 120, "a boundary")
    p.wait_until(lambda: p.metric("convcompact_records_total") > 0, 60, "the second worker handling records")  # the newest worker's
    assert second.poll() is None and owned(second) == killed_owned, "the worker to kill still owns its partitions"
    second.send_signal(signal.SIGKILL)
    second.wait()
    p.produce(after)
    runs = p.wait_settled(sources, timeout=240)
    assert any(r["trigger_event_id"] == f"tg-{n}-12" for r in runs), "the killed worker's chat went on"
    p.wait_until(lambda: killed_owned <= owned(first), 60, "the survivor owning the killed worker's partitions")
    assert chains_of(p)  # every chain holds
    counts, findings = asyncio.run(run_verify(p.settings))
    assert findings == [] and counts["boundaries"] >= 4
    assert_every_message_accounted(p, own + records, runs)


def test_telegram_export_ingests_as_specified_and_malformed_writes_nothing(pipeline, tmp_path):
    from tests.core.test_telegram import SAMPLE, export, msg

    p = pipeline
    bad = tmp_path / "bad.json"
    bad.write_bytes(orjson.dumps(export([msg(1, "user1", "fine"), {"id": 2, "type": "message", "from_id": "user1", "text": "no date"}])))
    r = cli(p, "ingest", "telegram-export", str(bad), "--bot-id", "user777")
    assert r.returncode == 1 and "messages[1].date_unixtime: missing" in r.stderr
    assert all(p.read(role) == [] for role in ("source", "delivery", "correction")), "nothing half-written"
    good = tmp_path / "result.json"
    good.write_bytes(orjson.dumps(SAMPLE))
    r = cli(p, "ingest", "telegram-export", str(good), "--bot-id", "user777", "--agent", "stream")
    assert r.returncode == 0, r.stderr
    assert "produced 6/6 (100%)" in r.stderr
    assert [len(p.read(role)) for role in ("source", "delivery", "correction")] == [2, 2, 2]
    p.start_worker()
    p.wait_settled(2)
    ctx = cli(p, "context", "telegram:1234567", "--agent", "stream", "--json")
    turns = orjson.loads(ctx.stdout)["messages"]
    assert [t["content"] for t in turns] == ["When do we fly?", "Friday at 9:40.", "Booked, thanks", "Great."]
