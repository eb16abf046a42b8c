"""`convcompact acls` without a broker: what each principal is allowed (least privilege), and
the same bindings as Kafka's own kafka-acls.sh lines. (Applied and enforced on a secured broker
in tests/integration/test_secured_broker.py.)"""

from __future__ import annotations

import subprocess
import sys

import orjson

from convcompact.settings import Settings
from convcompact_topics.acls import Principals, pipeline_acls, render_commands

S = Settings(topic_prefix="p.", app_id="cc")


def test_each_principal_gets_only_what_its_role_needs():
    acls = pipeline_acls(S, Principals())
    by = {who: {(a.resource, a.pattern, a.name, a.operation) for a in acls if a.principal == who} for who in ("User:producer", "User:worker", "User:reader")}
    inputs = {"p.conversation.source", "p.conversation.correction", "p.conversation.delivery"}
    assert by["User:producer"] == {("TOPIC", "LITERAL", t, "WRITE") for t in inputs}
    assert not [a for a in by["User:reader"] if a[3] not in ("READ", "DESCRIBE")]  # writes nothing
    assert {a[2] for a in by["User:worker"] if a[3] == "WRITE"} == {
        "p.compactor.runs", "p.compactor.documents", "p.compactor.dispatch", "p.compactor.results", "p.compaction.boundaries",
        "p.conversation.dead-letter", "p.convcompact.generations", "cc-"}  # never an input: its runs cannot pass for replies
    assert ("GROUP", "LITERAL", "cc", "READ") in by["User:worker"] and ("GROUP", "PREFIXED", "cc-", "READ") in by["User:worker"]
    assert ("TOPIC", "PREFIXED", "cc-", "CREATE") in by["User:worker"]  # the table's changelog, Faust's leader topic
    assert ("GROUP", "LITERAL", "cc", "DESCRIBE") in by["User:reader"] and ("TOPIC", "PREFIXED", "cc-", "READ") in by["User:reader"]


def test_kafka_acls_lines_and_json():
    lines = render_commands(pipeline_acls(S, Principals("User:in", "User:w", "User:r")), "b:9093").splitlines()
    assert "--allow-principal 'User:in' --allow-host '*' --operation Write --topic 'p.conversation.source'" in lines[0]
    assert any(line.endswith("--operation DescribeConfigs --topic 'cc-' --resource-pattern-type prefixed") for line in lines)
    out = subprocess.run([sys.executable, "-m", "convcompact", "acls", "--format", "json", "--app-id", "cc", "--topic-prefix", "p."],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert len(orjson.loads(out.stdout)) == len(pipeline_acls(S, Principals()))
