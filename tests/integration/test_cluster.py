"""A three-broker KRaft cluster (issue 21, point 6): `topics create --replication 3` gives every
pipeline topic (and the worker's table changelog) three replicas and min.insync.replicas=2,
producers write with acks=all, and a broker SIGKILLed mid-stream loses nothing: once it is
back and everything is quiescent, no message is lost, no chain forked, no boundary doubled,
`verify` passes and the group's lag is 0.

Two runs: one kills a broker while records arrive; the other kills, while the busiest chat's
records arrive, the leader of that chat's changelog partition (the broker the worker writes
the chat's state to). Run alone: `bash deploy/test.sh -m cluster` (CI runs them in a step of
their own)."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from collections import Counter, defaultdict
from typing import Any, Callable

import orjson
import pytest
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType

from convcompact import kafka_clients
from convcompact.demo.data import generate_stream
from convcompact.inspection import run_verify
from convcompact.operations import changelog_topic
from convcompact_topics.catalog import GENERATIONS, TOPICS, partition_for, topic_name
from tests.helpers import write_declarations
from tests.integration.pipeline import Pipeline, cli, own_evaluation
from tests.integration.test_faults import committed_lag, handled, produce_trickle, unfinished, wait_for
from tests.integration.test_pipeline import assert_every_message_accounted, chains_of

pytestmark = [pytest.mark.cluster, pytest.mark.timeout(900)]

SEED = 21
CHATS = 6
MESSAGES = 36  # per chat, ~350 characters each: every chat crosses the 6 k trigger several times
DOWN_S = 8.0  # how long the killed broker stays away (its partitions fail over after 3 s)


def replication_of(p: Pipeline) -> dict[str, tuple[set[int], str]]:
    """Every topic the pipeline made: (replica counts of its partitions, min.insync.replicas)."""
    names = [topic_name(p.settings, t.role) for t in TOPICS] + [p.settings.topic(GENERATIONS.name), changelog_topic(p.settings),
                                                                   f"{p.settings.app_id}-__assignor-__leader"]

    async def go() -> dict[str, tuple[set[int], str]]:
        admin = kafka_clients.admin(p.settings)
        await admin.start()
        try:
            described = {d["topic"]: {len(x["replicas"]) for x in d["partitions"]} for d in await admin.describe_topics(names)}
            isr: dict[str, str] = {}
            resources = [ConfigResource(ConfigResourceType.TOPIC, n, {"min.insync.replicas": None}) for n in names]
            for response in await admin.describe_configs(resources):
                for r in response.to_object()["resources"]:
                    isr.update({r["resource_name"]: e["config_value"] for e in r["config_entries"] if e["config_names"] == "min.insync.replicas"})
            return {n: (described.get(n, set()), isr.get(n, "?")) for n in names}
        finally:
            await admin.close()

    return asyncio.run(go())


def changelog_leader(p: Pipeline, partition: int) -> int:
    async def go() -> int:
        admin = kafka_clients.admin(p.settings)
        await admin.start()
        try:
            (d,) = await admin.describe_topics([changelog_topic(p.settings)])
            return next(x["leader"] for x in d["partitions"] if x["partition"] == partition)
        finally:
            await admin.close()

    return asyncio.run(go())


def run_with_a_broker_killed(cluster: Any, tmp_path: Any, victim: Callable[[Pipeline], int]) -> dict[str, Any]:
    """The stream, produced in a trickle while the broker `victim(p)` names is SIGKILLed and,
    DOWN_S later, started again; then every guarantee, checked; the numbers, returned."""
    t0 = time.monotonic()
    rng = random.Random(SEED)
    records = generate_stream(seed=SEED, chats=CHATS, messages_per_chat=MESSAGES, mean_chars=350)
    sources = [r for r in records if r["type"] == "source.message@1"]
    p = Pipeline(cluster.bootstrap, write_declarations(tmp_path / "decl"), tmp_path, env={"CONVCOMPACT_REPLICATION": "3"}, make_topics=False)
    created = cli(p, "topics", "create", "--replication", "3")
    assert created.returncode == 0, created.stdout + created.stderr
    head, rest = records[: len(records) // 4], records[len(records) // 4:]
    out: dict[str, Any] = {}
    try:
        p.start_worker()
        p.produce(head)
        assert wait_for(lambda: handled(p) > 0, 60), p.log_tail()
        trickle = threading.Thread(target=produce_trickle, args=(p, rest), daemon=True)
        trickle.start()
        time.sleep(rng.uniform(1.0, 3.0))
        node = out["killed_node"] = victim(p)
        assert trickle.is_alive(), "the broker must die mid-stream"
        cluster.kill(node)
        out["records_handled_at_kill"] = int(handled(p))
        time.sleep(DOWN_S)
        out["trickle_alive_after_outage"] = trickle.is_alive()
        cluster.start_node(node)
        trickle.join(120)
        assert not trickle.is_alive(), "the producer finished: every record acknowledged (acks=all)"

        runs = p.wait_settled(len(sources), timeout=300)
        assert wait_for(lambda: not unfinished(p), 120, 2.0), f"not quiescent: {unfinished(p)}"
        runs = p.wait_settled(len(sources), timeout=30)
        assert wait_for(lambda: not committed_lag(p), 120, 2.0), f"lag left: {committed_lag(p)}"
        lag = cli(p, "lag", "--json")
        assert lag.returncode == 0 and sum(r["lag"] for r in orjson.loads(lag.stdout)) == 0, lag.stdout + lag.stderr

        counts, findings = asyncio.run(run_verify(p.settings))
        assert findings == [], [f.to_json() for f in findings]
        assert cli(p, "verify").returncode == 0
        chains = chains_of(p)  # every chain linear: no fork
        ids = [b["boundary_id"] for c in chains.values() for b in c]
        assert len(ids) == len(set(ids)) == counts["boundaries"], "no boundary twice in a chain"
        assert len(chains) == CHATS and all(len(c) >= 2 for c in chains.values()), {k: len(c) for k, c in chains.items()}
        raw = p.runs()
        per_trigger: dict[str, set[str]] = defaultdict(set)
        for r in raw:
            if own_evaluation(r):
                per_trigger[r["trigger_event_id"]].add(r["run_id"])
        assert {e: r for e, r in per_trigger.items() if len(r) != 1} == {}, "one trigger run id per message"
        assert set(per_trigger) == {r["event_id"] for r in sources}
        assert {r["boundary_id"] for r in raw if r["outcome"] == "settled"} == set(ids)
        assert_every_message_accounted(p, records, runs)  # no message lost: covered, or in the exact tail
        assert p.records("dead_letter") == []

        replication = replication_of(p)
        assert {n: r for n, r in replication.items() if r != ({3}, "2")} == {}, replication
        boundary_records = p.records("boundaries")
        out.update({
            "messages": len(sources), "input_records": len(records), "boundaries": len(ids), "chains": len(chains),
            "lost": 0, "forked": 0, "duplicated": 0,
            "repeated_boundary_records": len(boundary_records) - len({b["boundary_id"] for b in boundary_records}),
            "repeated_run_records": sum(n - 1 for n in Counter(r["run_id"] for r in raw).values()),
            "worker_restarts": len(p.procs) - 1, "duration_s": round(time.monotonic() - t0, 1),
        })
        (tmp_path / "cluster-summary.json").write_text(json.dumps(out, indent=2))
        print(f"\nCLUSTER: {out}")
        return out
    finally:
        p.stop_worker()


def test_a_broker_sigkilled_mid_stream_and_restarted_loses_nothing(kafka_cluster, tmp_path):
    out = run_with_a_broker_killed(kafka_cluster, tmp_path, lambda p: 2)
    assert out["records_handled_at_kill"] > 0


def test_the_leader_of_a_busy_chats_changelog_partition_killed_loses_nothing(kafka_cluster, tmp_path):
    busiest: dict[str, Any] = {}

    def leader_of_the_busiest(p: Pipeline) -> int:
        chats = Counter(f"{r['source']}:{r['chat_id']}" for r in generate_stream(seed=SEED, chats=CHATS, messages_per_chat=MESSAGES, mean_chars=350))
        conv = busiest["chat"] = chats.most_common(1)[0][0]
        busiest["partition"] = partition_for(conv, p.settings.partitions)
        busiest["leader"] = changelog_leader(p, busiest["partition"])
        return busiest["leader"]

    out = run_with_a_broker_killed(kafka_cluster, tmp_path, leader_of_the_busiest)
    assert out["killed_node"] == busiest["leader"] and out["records_handled_at_kill"] > 0
