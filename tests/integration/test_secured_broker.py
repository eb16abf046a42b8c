"""The pipeline on a secured broker (issue 21, points 1 to 3): SASL_SSL and mutual TLS, the
KRaft StandardAuthorizer on, `admin` the only super user, and each command run as the least
privileged principal that `convcompact acls --apply` allows: the worker (SCRAM-SHA-512, then
by its client certificate), the input producer (SCRAM-SHA-256), the reader (mutual TLS,
OAUTHBEARER, PLAIN, SCRAM-SHA-512). A principal writing a topic its role does not own is
refused by the broker; no password or token shows in a log, a page, a record or an error."""

from __future__ import annotations

import asyncio
import signal
import urllib.request
import uuid
from pathlib import Path
from typing import Any

import orjson
import pytest
from aiokafka.errors import TopicAuthorizationFailedError

from convcompact import kafka_clients
from convcompact.settings import Settings
from convcompact_topics.acl_admin import describe
from convcompact_topics.acls import Principals, pipeline_acls
from convcompact_topics.catalog import GENERATIONS, TOPICS, topic_name
from convcompact_topics.reader import read_all
from tests.helpers import write_declarations
from tests.integration.pipeline import Pipeline, as_principal, cli
from tests.integration.test_chain_integrity import boundaries_of, chat_stream, paced, wait_chat_settled

pytestmark = pytest.mark.timeout(600)

CHAT = "901"


def secrets_of(broker: Any) -> list[str]:
    """Every secret the secured broker's users have: passwords and OAuth tokens."""
    folder = Path(broker.security["secrets_dir"])
    return [f.read_text().strip() for f in folder.iterdir() if f.is_file()]


async def write_refused(settings: Settings, topic: str) -> str:
    """The class of the error a write to `topic` as these settings' principal gets."""
    producer = kafka_clients.producer(settings, request_timeout_ms=10_000)
    await producer.start()
    try:
        await producer.send_and_wait(topic, b"{}", key=b"telegram:901", partition=0)
    except TopicAuthorizationFailedError as exc:
        return type(exc).__name__
    finally:
        await producer.stop()
    return "written"


def test_the_pipeline_runs_with_least_privilege_on_a_secured_broker(secured_broker, tmp_path):
    b = secured_broker
    name = uuid.uuid4().hex[:8]
    base = Settings(bootstrap=b.bootstrap, topic_prefix=f"t{name}.", app_id=f"cc-{name}", partitions=4)
    admin = as_principal(base, b.client_env("admin"))

    # The ACLs, applied as the super user; the broker lists them back.
    out = cli(None, "acls", "--apply", settings=admin)  # type: ignore[arg-type]
    assert out.returncode == 0, out.stdout + out.stderr
    expected = pipeline_acls(base, Principals())
    assert f"the cluster lists all {len(expected)} ACLs" in out.stderr
    assert set(expected) <= set(asyncio.run(describe(admin)))

    # The worker creates its topics and runs as User:worker; inputs are written as User:producer.
    p = Pipeline(b.bootstrap, write_declarations(tmp_path / "decl"), tmp_path, name=name,
                 env=b.client_env("worker", "SCRAM-SHA-512"), producer_env=b.client_env("producer", "SCRAM-SHA-256"))
    assert p.settings.security_protocol == "SASL_SSL" and p.input_settings.sasl_username == "producer"
    p.start_worker()
    try:
        paced(p, CHAT, 1, 12)  # a boundary settles
        assert boundaries_of(p, CHAT), "a boundary"
        jsonl = tmp_path / "more.jsonl"
        more = chat_stream(CHAT, 13, 6)
        jsonl.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in more))
        produced = cli(p, "produce", str(jsonl), settings=p.input_settings)  # the CLI, as the producer
        assert produced.returncode == 0, produced.stderr
        wait_chat_settled(p, CHAT, {r["event_id"] for r in more if r["type"] == "source.message@1"})

        # The reader's commands, each by another mechanism.
        reader = {m: as_principal(p.settings, b.client_env("reader", m)) for m in ("MTLS", "OAUTHBEARER", "PLAIN", "SCRAM-SHA-512")}
        ctx = cli(p, "context", f"telegram:{CHAT}", "--agent", "stream", "--json", settings=reader["MTLS"])
        assert ctx.returncode == 0, ctx.stderr
        assert orjson.loads(ctx.stdout)["manifest"]["boundary"]["boundary_id"] == boundaries_of(p, CHAT)[-1]["boundary_id"]
        verified = cli(p, "verify", settings=reader["OAUTHBEARER"])
        assert verified.returncode == 0 and "ok: every chain holds" in verified.stdout, verified.stdout + verified.stderr
        shown = cli(p, "show", f"telegram:{CHAT}", "--json", settings=reader["PLAIN"])
        assert shown.returncode == 0, shown.stderr
        p.wait_until(lambda: _total_lag(p, reader["SCRAM-SHA-512"]) == 0, 90, "lag 0, as the reader reads it")

        # Refused by the broker: the producer writing what only the pipeline writes, the
        # worker writing an input (a compactor run passing for a reply), the reader anything.
        for role in ("boundaries", "results", "dispatch", "documents"):
            assert asyncio.run(write_refused(p.input_settings, topic_name(p.settings, role))) == "TopicAuthorizationFailedError", role
        for role in ("delivery", "source", "correction"):
            assert asyncio.run(write_refused(p.settings, topic_name(p.settings, role))) == "TopicAuthorizationFailedError", role
        every = [topic_name(p.settings, t.role) for t in TOPICS] + [p.settings.topic(GENERATIONS.name), f"{p.settings.app_id}-state-changelog"]
        for topic in every:
            assert asyncio.run(write_refused(reader["SCRAM-SHA-512"], topic)) == "TopicAuthorizationFailedError", topic

        # The worker again, now by its client certificate (Faust's SSL credentials).
        p.stop_worker(signal.SIGTERM)
        p.settings = as_principal(p.settings, b.client_env("worker", "MTLS"))
        assert p.settings.security_protocol == "SSL"
        p.start_worker()
        more = chat_stream(CHAT, 19, 6)
        p.produce(more)
        wait_chat_settled(p, CHAT, {r["event_id"] for r in more if r["type"] == "source.message@1"})
        assert cli(p, "verify", settings=reader["MTLS"]).returncode == 0

        # No secret anywhere: worker logs, pages, every record of every topic, command output.
        with urllib.request.urlopen(f"http://127.0.0.1:{p.web_ports[-1]}/metrics", timeout=10) as r:
            metrics = r.read().decode()
        records = asyncio.run(read_all(admin, every))
        seen = "\n".join(p.logs()) + metrics + ctx.stdout + ctx.stderr + verified.stdout + shown.stdout + out.stdout + out.stderr
        blobs = [s.value or b"" for s in records] + [s.key or b"" for s in records]
        for secret in secrets_of(b):
            assert secret not in seen
            assert not any(secret.encode() in blob for blob in blobs)
    finally:
        p.stop_worker(signal.SIGTERM)


def _total_lag(p: Pipeline, reader: Settings) -> int:
    out = cli(p, "lag", "--json", settings=reader)
    assert out.returncode == 0, out.stderr
    return sum(r["lag"] for r in orjson.loads(out.stdout))


def test_a_wrong_password_is_refused_without_showing_it(secured_broker, tmp_path):
    b = secured_broker
    wrong = tmp_path / "wrong.password"
    wrong.write_text("not-" + secrets_of(b)[0] + "\n")
    env = {**b.client_env("reader", "SCRAM-SHA-512"), "KAFKA_SASL_PASSWORD_FILE": str(wrong)}
    s = as_principal(Settings(bootstrap=b.bootstrap, app_id="cc-wrong"), env)
    out = cli(None, "lag", settings=s)  # type: ignore[arg-type]
    assert out.returncode == 1, out.stdout + out.stderr
    assert "SaslAuthenticationFailed" in out.stderr and "\nconvcompact: Kafka: " in out.stderr, out.stderr  # aiokafka's line, then ours
    for secret in secrets_of(b) + [wrong.read_text().strip()]:
        assert secret not in out.stdout + out.stderr
    anonymous = as_principal(Settings(bootstrap=b.bootstrap, app_id="cc-wrong"), {"KAFKA_SECURITY_PROTOCOL": "SSL", "KAFKA_SSL_CAFILE": env["KAFKA_SSL_CAFILE"]})
    out = cli(None, "lag", settings=anonymous)  # type: ignore[arg-type]
    assert out.returncode == 1  # the SASL_SSL listener takes no client without SASL


def test_the_launcher_fetches_with_the_standard_library_and_checks_readiness_with_a_client(secured_broker):
    """`fetch` runs on a bare interpreter (isolated: no site packages, so no aiokafka);
    `status` asks the secured broker through a real Kafka client, as the admin."""
    import subprocess
    import sys

    launcher = Path(__file__).resolve().parents[2] / "deploy" / "kafka_broker.py"
    cache = str(Path(secured_broker.data_dir).parent)
    bare = subprocess.run([sys.executable, "-I", "-S", str(launcher), "fetch", "--cache", cache], capture_output=True, text=True, timeout=120)
    assert bare.returncode == 0 and bare.stdout.strip().endswith("libs"), bare.stderr
    status = subprocess.run([sys.executable, str(launcher), "status", "--cache", cache, "--data", str(secured_broker.data_dir)],
                            capture_output=True, text=True, timeout=120)
    assert status.returncode == 0 and status.stdout.startswith("answers: "), status.stdout + status.stderr
