"""Who may read the worker's pages (agents/convcompact_agents/auth.py), without a broker:
the header forms, the constant-time check, the 401 that names no conversation, and a worker
that refuses to open its pages beyond this machine without a token. (On two workers, directly
and routed: tests/integration/test_context_routing.py.)"""

from __future__ import annotations

import base64
from types import SimpleNamespace
from typing import Any

import pytest

from convcompact.settings import Settings
from convcompact.web_credentials import CredentialError, metrics_token, web_token
from convcompact_agents.auth import PageAuth, loopback, matches, page_auth, presented


class View:
    def json(self, body: Any, status: int = 200, headers: Any = None) -> tuple[int, Any, Any]:
        return status, body, headers


def request(authorization: str | None = None) -> Any:
    return SimpleNamespace(headers={} if authorization is None else {"Authorization": authorization})


def test_bearer_or_a_basic_password():
    assert presented("Bearer abc") == b"abc" and presented("bearer  abc ") == b"abc"
    assert presented("Basic " + base64.b64encode(b"operator:abc").decode()) == b"abc"  # a browser's prompt
    assert presented("Basic !!!") is None and presented("Token abc") is None and presented(None) is None
    assert matches("Bearer abc", b"abc") and not matches("Bearer abd", b"abc") and not matches("Bearer ab", b"abc")


def test_a_denial_names_no_conversation():
    auth = PageAuth(b"secret-token", None)
    for header in (None, "Bearer wrong", "Basic " + base64.b64encode(b"x:wrong").decode()):
        status, body, headers = auth.denied(View(), request(header))
        assert status == 401 and set(body) == {"error"} and "telegram" not in body["error"] and "secret-token" not in body["error"]
        assert headers["WWW-Authenticate"].startswith("Bearer") and headers["Cache-Control"] == "no-store"
    assert auth.denied(View(), request("Bearer secret-token")) is None
    assert auth.denied(View(), request(), metrics=True) is None  # /metrics: open unless it has its own token
    assert PageAuth(b"a", b"m").denied(View(), request("Bearer a"), metrics=True)[0] == 401
    assert auth.forwarded() == {"Authorization": "Bearer secret-token"} and PageAuth(None, None).forwarded() == {}


def test_tokens_from_a_file_or_the_environment(tmp_path):
    (tmp_path / "t").write_text("file-token\n")
    assert web_token(Settings(web_token_file=str(tmp_path / "t")), {}) == "file-token"
    assert web_token(Settings(), {"CONVCOMPACT_WEB_TOKEN": "env-token"}) == "env-token"
    assert web_token(Settings(), {}) is None and metrics_token(Settings(), {"CONVCOMPACT_METRICS_TOKEN": "m"}) == "m"
    with pytest.raises(CredentialError, match="not both"):
        web_token(Settings(web_token_file=str(tmp_path / "t")), {"CONVCOMPACT_WEB_TOKEN": "x"})
    (tmp_path / "empty").write_text("\n")
    with pytest.raises(CredentialError, match="CONVCOMPACT_WEB_TOKEN_FILE: the token is empty"):
        web_token(Settings(web_token_file=str(tmp_path / "empty")), {})
    with pytest.raises(CredentialError, match="cannot read") as exc:
        web_token(Settings(web_token_file=str(tmp_path / "missing")), {})
    assert "file-token" not in str(exc.value)


def test_pages_open_beyond_this_machine_need_a_token(monkeypatch, tmp_path):
    monkeypatch.delenv("CONVCOMPACT_WEB_TOKEN", raising=False)
    assert loopback("127.0.0.1") and loopback("::1") and loopback("localhost") and not loopback("0.0.0.0")
    assert page_auth(Settings(web_bind="127.0.0.1")).token is None  # a developer's machine, the demo, the tests
    with pytest.raises(CredentialError, match="binds 0.0.0.0.*CONVCOMPACT_WEB_TOKEN_FILE"):
        page_auth(Settings(web_bind="0.0.0.0"))
    (tmp_path / "t").write_text("tok")
    assert page_auth(Settings(web_bind="0.0.0.0", web_token_file=str(tmp_path / "t"))).token == b"tok"


def test_the_worker_refuses_to_start_with_open_pages_on_the_network(tmp_path):
    import subprocess
    import sys

    env = {"PATH": "/usr/bin:/bin", "CONVCOMPACT_WEB_BIND": "0.0.0.0", "KAFKA_BOOTSTRAP_SERVERS": "127.0.0.1:1"}
    out = subprocess.run([sys.executable, "-m", "convcompact", "worker"], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 1 and "set CONVCOMPACT_WEB_TOKEN_FILE" in out.stderr, out.stderr  # before it touches the broker
