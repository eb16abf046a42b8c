"""Kafka security on every client (issue 21, point 1), without a broker: one place turns
Settings into client arguments and Faust credentials, every client is built by the factory,
and no secret shows in an error, a repr, the environment a worker is given or `--help`.
(tests/integration/test_secured_broker.py runs the same settings against a secured broker.)"""

from __future__ import annotations

import asyncio
import re
import ssl
import subprocess
import sys
from pathlib import Path

import certifi
import pytest

from convcompact import kafka_clients
from convcompact.cli import parser
from convcompact.kafka_security import FileTokenProvider, SecurityError, client_kwargs, describe, faust_credentials, ssl_context, token_provider
from convcompact.settings import SECURITY_ENV, Settings

REPO = Path(__file__).resolve().parent.parent
SECRET = "s3cr3t-Pa55word-never-shown"


def sasl(tmp_path: Path, **over: object) -> Settings:
    pw = tmp_path / "password"
    pw.write_text(SECRET + "\n")
    base = dict(security_protocol="SASL_SSL", sasl_mechanism="SCRAM-SHA-512", sasl_username="worker", sasl_password_file=str(pw),
                ssl_cafile=certifi.where())
    return Settings(**{**base, **over})  # type: ignore[arg-type]


def test_every_client_is_built_by_the_factory():
    """No aiokafka client is constructed outside convcompact.kafka_clients, and every Faust app
    is given the settings' credentials: no construction site can ignore the security settings."""
    constructors = re.compile(r"\bAIOKafka(Consumer|Producer|AdminClient|Client)\(")
    offenders = []
    for folder in ("streams", "topics", "agents", "bench", "tests", "examples", "deploy"):
        for path in (REPO / folder).rglob("*.py"):
            if path == REPO / "streams/convcompact/kafka_clients.py" or path == Path(__file__):
                continue
            text = path.read_text()
            offenders += [f"{path.relative_to(REPO)}: {m.group(0)}" for m in constructors.finditer(text)]
            for m in re.finditer(r"\b(faust\.App|PipelineApp)\(", text):
                call = text[m.start(): text.find("\n)", m.start())]
                if "class " not in text[max(0, m.start() - 6): m.start()] and "broker_credentials" not in call:
                    offenders.append(f"{path.relative_to(REPO)}: {m.group(0)} without broker_credentials")
    assert offenders == []


def test_plaintext_is_the_default():
    assert client_kwargs(Settings()) == {"security_protocol": "PLAINTEXT"}
    assert faust_credentials(Settings()) is None


def test_sasl_ssl_scram(tmp_path):
    kw = client_kwargs(sasl(tmp_path))
    assert kw["security_protocol"] == "SASL_SSL" and kw["sasl_mechanism"] == "SCRAM-SHA-512"
    assert kw["sasl_plain_username"] == "worker" and kw["sasl_plain_password"] == SECRET  # the file's line, no line break
    assert isinstance(kw["ssl_context"], ssl.SSLContext) and kw["ssl_context"].check_hostname
    assert kw["ssl_context"].verify_mode == ssl.CERT_REQUIRED
    creds = faust_credentials(sasl(tmp_path))
    assert type(creds).__name__ == "SASLCredentials" and creds.protocol.value == "SASL_SSL" and creds.mechanism.value == "SCRAM-SHA-512"
    assert SECRET not in repr(creds)
    plain = client_kwargs(sasl(tmp_path, security_protocol="SASL_PLAINTEXT", sasl_mechanism="PLAIN", ssl_cafile=""))
    assert "ssl_context" not in plain and plain["sasl_mechanism"] == "PLAIN"
    assert not client_kwargs(sasl(tmp_path, ssl_check_hostname=False))["ssl_context"].check_hostname


def test_every_client_takes_the_settings(tmp_path):
    s = sasl(tmp_path)

    async def build() -> list[object]:  # aiokafka clients want a running loop
        return [kafka_clients.consumer(s, "t"), kafka_clients.producer(s), kafka_clients.admin(s)._client, kafka_clients.client(s)]

    for c in asyncio.run(build()):
        inner = getattr(c, "_client", None) or getattr(c, "client", None) or c  # the AIOKafkaClient under each
        assert inner._security_protocol == "SASL_SSL" and inner._sasl_mechanism == "SCRAM-SHA-512"
        assert inner._sasl_plain_username == "worker" and isinstance(inner._ssl_context, ssl.SSLContext)


def test_producers_default_to_acks_all():
    async def acks() -> tuple[int, int]:
        return kafka_clients.producer(Settings())._sender._acks, kafka_clients.producer(Settings(), acks=1)._sender._acks

    assert asyncio.run(acks()) == (-1, 1)


def test_oauthbearer(tmp_path):
    token = tmp_path / "token"
    token.write_text("tok-1\n")
    s = Settings(security_protocol="SASL_PLAINTEXT", sasl_mechanism="OAUTHBEARER", sasl_oauth_token_file=str(token))
    provider = client_kwargs(s)["sasl_oauth_token_provider"]
    assert isinstance(provider, FileTokenProvider) and asyncio.run(provider.token()) == "tok-1"
    token.write_text("tok-2")  # refreshed in place: the next connection reads the new one
    assert asyncio.run(provider.token()) == "tok-2"
    creds = faust_credentials(s)
    assert type(creds).__name__ == "OAuthCredentials" and creds.oauth_cb is not None
    callback = Settings(security_protocol="SASL_SSL", sasl_mechanism="OAUTHBEARER", sasl_oauth_token_provider="tests.test_kafka_clients:StaticToken")
    assert asyncio.run(token_provider(callback).token()) == "static"
    with pytest.raises(SecurityError, match="KAFKA_SASL_OAUTH_TOKEN_PROVIDER"):
        token_provider(Settings(sasl_oauth_token_provider="tests.test_kafka_clients:nothing_here"))


def _static_token():
    from aiokafka.abc import AbstractTokenProvider

    class Static(AbstractTokenProvider):
        async def token(self) -> str:
            return "static"

    return Static()


StaticToken = _static_token


def test_mutual_tls_needs_a_certificate_for_its_key(tmp_path):
    s = Settings(security_protocol="SSL", ssl_keyfile=str(tmp_path / "k.pem"))
    with pytest.raises(SecurityError, match="KAFKA_SSL_KEYFILE.*KAFKA_SSL_CERTFILE"):
        client_kwargs(s)
    assert type(faust_credentials(Settings(security_protocol="SSL", ssl_cafile=certifi.where()))).__name__ == "SSLCredentials"


@pytest.mark.parametrize("over, names", [
    (dict(security_protocol="SASL_TLS"), "KAFKA_SECURITY_PROTOCOL"),
    (dict(sasl_mechanism="GSSAPI"), "KAFKA_SASL_MECHANISM"),
    (dict(sasl_username=""), "KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD_FILE"),
    (dict(security_protocol="SSL"), "KAFKA_SASL_MECHANISM, KAFKA_SASL_USERNAME, KAFKA_SASL_PASSWORD_FILE: set, but KAFKA_SECURITY_PROTOCOL=SSL has no SASL"),
    (dict(security_protocol="SASL_PLAINTEXT"), "KAFKA_SSL_CAFILE: set, but KAFKA_SECURITY_PROTOCOL=SASL_PLAINTEXT has no TLS"),
    (dict(sasl_mechanism="OAUTHBEARER"), "OAUTHBEARER needs one of KAFKA_SASL_OAUTH_TOKEN_FILE"),
    (dict(sasl_password_file="/nonexistent/pw"), "KAFKA_SASL_PASSWORD_FILE: cannot read /nonexistent/pw"),
    (dict(ssl_cafile="/nonexistent/ca.pem"), "TLS files \\(KAFKA_SSL_CAFILE\\)"),
])
def test_a_setting_that_cannot_work_is_named_never_a_secret(tmp_path, over, names):
    with pytest.raises(SecurityError, match=names) as exc:
        client_kwargs(sasl(tmp_path, **over))
    assert SECRET not in str(exc.value)


def test_an_empty_password_file_is_refused(tmp_path):
    (tmp_path / "empty").write_text("\n")
    with pytest.raises(SecurityError, match="KAFKA_SASL_PASSWORD_FILE: .*empty is empty"):
        client_kwargs(sasl(tmp_path, sasl_password_file=str(tmp_path / "empty")))


def test_an_encrypted_key_without_its_password_file_is_an_error_not_a_prompt(tmp_path):
    s = Settings(security_protocol="SSL", ssl_certfile=str(tmp_path / "none.pem"), ssl_keyfile=str(tmp_path / "none.key"))
    with pytest.raises(SecurityError, match="TLS files"):
        ssl_context(s)


def test_settings_hold_paths_not_secrets(tmp_path, monkeypatch):
    s = sasl(tmp_path)
    assert SECRET not in repr(s) and SECRET not in str(s.to_env()) and SECRET not in describe(s)
    env = s.to_env()
    assert {v for k, v in SECURITY_ENV.items()} <= set(env)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    again = Settings.from_env()
    assert {k: getattr(again, k) for k in SECURITY_ENV} == {k: getattr(s, k) for k in SECURITY_ENV}  # a worker gets the same


def test_help_shows_no_secret(tmp_path):
    """`--help` of every command, with the secret files named in the environment."""
    s = sasl(tmp_path)
    env = {**s.to_env(), "PATH": "/usr/bin:/bin"}
    commands = [[]] + [[name] for name in parser()._subparsers._group_actions[0].choices] + [["topics", "create"]]  # type: ignore[union-attr]
    for cmd in commands:
        out = subprocess.run([sys.executable, "-m", "convcompact", *cmd, "--help"], env=env, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, (cmd, out.stderr)
        assert SECRET not in out.stdout + out.stderr
        if cmd and cmd[0] not in ("topics",):
            assert "--sasl-password-file" in out.stdout, cmd  # every command takes the security flags


def test_flags_win_over_the_environment(tmp_path, monkeypatch):
    from convcompact.cli import settings_from

    monkeypatch.setenv("KAFKA_SECURITY_PROTOCOL", "SASL_SSL")
    monkeypatch.setenv("KAFKA_SASL_USERNAME", "from-env")
    args = parser().parse_args(["lag", "--security-protocol", "ssl", "--ssl-cafile", "/ca.pem"])
    s = settings_from(args)
    assert (s.security_protocol, s.ssl_cafile, s.sasl_username) == ("SSL", "/ca.pem", "from-env")
