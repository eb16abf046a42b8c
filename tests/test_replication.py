"""Replication settings without a broker: `topics create --replication 3` and the worker's
`--replication` set it, and every topic (the table's changelog too) gets min.insync.replicas
2 with three replicas or more. (On three brokers: tests/integration/test_cluster.py.)"""

from __future__ import annotations

from convcompact.cli import parser, settings_from
from convcompact.settings import Settings
from convcompact_topics.catalog import GENERATIONS, TOPICS, min_insync_replicas, topic_config


def test_min_insync_replicas_follows_the_replication():
    assert [min_insync_replicas(Settings(replication=n)) for n in (1, 2, 3, 5)] == [1, 1, 2, 2]
    for spec in (*TOPICS, GENERATIONS):
        assert topic_config(spec, Settings(replication=3))["min.insync.replicas"] == "2"


def test_the_flag_sets_the_replication(monkeypatch):
    monkeypatch.delenv("CONVCOMPACT_REPLICATION", raising=False)
    assert settings_from(parser().parse_args(["topics", "create", "--replication", "3"])).replication == 3
    assert settings_from(parser().parse_args(["worker", "--replication", "3"])).replication == 3
    monkeypatch.setenv("CONVCOMPACT_REPLICATION", "3")
    assert settings_from(parser().parse_args(["topics", "create"])).replication == 3


def test_the_workers_table_changelog_is_replicated_alike(tmp_path):
    from convcompact_agents.app import build_app

    w = build_app(Settings(replication=3, data_dir=str(tmp_path)), [])
    assert w.app.conf.topic_replication_factor == 3 and w.app.conf.producer_acks == -1
    assert w.state.extra_topic_configs == {"min.insync.replicas": "2"}
    assert w.app._leader_assignor._leader_topic.config["min.insync.replicas"] == "2"  # Faust's leader topic too
