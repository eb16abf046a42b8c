"""Kafka security: the one place that turns Settings into what a Kafka client needs (aiokafka's
keyword arguments, Faust's `broker_credentials`). Every client is built through
convcompact.kafka_clients, which takes them from here.

What the settings name (flags, then the environment; the README's "Production Kafka"):
- `security_protocol`: PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL;
- `sasl_mechanism`: PLAIN, SCRAM-SHA-256, SCRAM-SHA-512 (a user name and a password file) or
  OAUTHBEARER (a token file read at each connection, or a token callback `module:attribute`);
- `ssl_cafile` (the CA that signed the brokers' certificates; the system's CAs when empty),
  `ssl_certfile` and `ssl_keyfile` (mutual TLS), `ssl_key_password_file`.

Secrets (the SASL password, the key's password, an OAuth token) are read from files when a
client is built, so a rotated file is picked up by the next client, and they never travel in
Settings: a setting holds a path, and no error message here quotes what a file holds.
"""

from __future__ import annotations

import asyncio
import importlib
import ssl
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from aiokafka.abc import AbstractTokenProvider

from .core.errors import ConvcompactError
from .settings import SECURITY_ENV

if TYPE_CHECKING:
    from .settings import Settings

PROTOCOLS = ("PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL")
MECHANISMS = ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "OAUTHBEARER")
# The environment variable of each setting, for error messages that say what to set.
ENV = SECURITY_ENV

class SecurityError(ConvcompactError):
    """The Kafka security settings cannot work; the message names the setting (never a secret)."""


def read_secret(path: str, setting: str) -> str:
    """A secret file's content without its trailing line break; an error names the setting
    and the path, never the content."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SecurityError(f"{ENV[setting]}: cannot read {path} ({type(exc).__name__})") from None
    value = text.rstrip("\r\n")
    if not value:
        raise SecurityError(f"{ENV[setting]}: {path} is empty")
    return value


def check(settings: "Settings") -> None:
    """Raise SecurityError naming the first setting that cannot work with the others."""
    protocol, mechanism = settings.security_protocol, settings.sasl_mechanism
    if protocol not in PROTOCOLS:
        raise SecurityError(f"{ENV['security_protocol']}: {protocol!r} is not one of {', '.join(PROTOCOLS)}")
    sasl, tls = protocol.startswith("SASL_"), protocol.endswith("SSL")
    if sasl and mechanism not in MECHANISMS:
        raise SecurityError(f"{ENV['sasl_mechanism']}: {mechanism!r} is not one of {', '.join(MECHANISMS)} (needed by {protocol})")
    if not sasl:
        named = [ENV[k] for k in ("sasl_mechanism", "sasl_username", "sasl_password_file", "sasl_oauth_token_file", "sasl_oauth_token_provider") if getattr(settings, k)]
        if named:
            raise SecurityError(f"{', '.join(named)}: set, but {ENV['security_protocol']}={protocol} has no SASL")
    if not tls:
        named = [ENV[k] for k in ("ssl_cafile", "ssl_certfile", "ssl_keyfile", "ssl_key_password_file") if getattr(settings, k)]
        if named:
            raise SecurityError(f"{', '.join(named)}: set, but {ENV['security_protocol']}={protocol} has no TLS")
    if sasl and mechanism == "OAUTHBEARER":
        if bool(settings.sasl_oauth_token_file) == bool(settings.sasl_oauth_token_provider):
            raise SecurityError(f"OAUTHBEARER needs one of {ENV['sasl_oauth_token_file']} or {ENV['sasl_oauth_token_provider']}")
    elif sasl:
        if not settings.sasl_username or not settings.sasl_password_file:
            raise SecurityError(f"{mechanism} needs {ENV['sasl_username']} and {ENV['sasl_password_file']}")
    if settings.ssl_keyfile and not settings.ssl_certfile:
        raise SecurityError(f"{ENV['ssl_keyfile']}: set without {ENV['ssl_certfile']} (the client certificate)")


def ssl_context(settings: "Settings") -> Optional[ssl.SSLContext]:
    """The TLS context of SSL and SASL_SSL (None otherwise): verifies the brokers against
    `ssl_cafile` (or the system's CAs) and their host names; with `ssl_certfile`, presents that
    client certificate (mutual TLS)."""
    if not settings.security_protocol.endswith("SSL"):
        return None
    from aiokafka.helpers import create_ssl_context

    def key_password() -> str:
        # Called by OpenSSL only for an encrypted key; without a password file that is an
        # error (never OpenSSL's interactive prompt).
        if not settings.ssl_key_password_file:
            raise SecurityError(f"{ENV['ssl_keyfile']} is encrypted: set {ENV['ssl_key_password_file']}")
        return read_secret(settings.ssl_key_password_file, "ssl_key_password_file")

    try:
        context: ssl.SSLContext = create_ssl_context(
            cafile=settings.ssl_cafile or None,
            certfile=settings.ssl_certfile or None,
            keyfile=settings.ssl_keyfile or None,
            password=key_password,
        )
    except (OSError, ssl.SSLError) as exc:  # names the failure and a path, never a file's content
        files = ", ".join(ENV[k] for k in ("ssl_cafile", "ssl_certfile", "ssl_keyfile") if getattr(settings, k))
        raise SecurityError(f"TLS files ({files or 'the system CAs'}): {type(exc).__name__}: {exc}") from None
    context.check_hostname = settings.ssl_check_hostname
    return context


class FileTokenProvider(AbstractTokenProvider):
    """OAUTHBEARER: the token is the file's content, read at each connection, so a token the
    platform refreshes in place (a Kubernetes projected service account token) is used as it is."""

    def __init__(self, path: str) -> None:
        self.path = path

    async def token(self) -> str:
        return await asyncio.get_running_loop().run_in_executor(None, read_secret, self.path, "sasl_oauth_token_file")

    def extensions(self) -> dict[str, str]:
        return {}

    def __repr__(self) -> str:
        return f"FileTokenProvider({self.path!r})"


def token_provider(settings: "Settings") -> Any:
    """The OAUTHBEARER token callback: a FileTokenProvider, or `module:attribute` loaded from
    `sasl_oauth_token_provider` (an aiokafka AbstractTokenProvider instance, or a class or
    function that returns one when called with no arguments)."""
    if settings.sasl_oauth_token_file:
        return FileTokenProvider(settings.sasl_oauth_token_file)
    module, _, attribute = settings.sasl_oauth_token_provider.partition(":")
    name = settings.sasl_oauth_token_provider
    try:
        target: Any = importlib.import_module(module)
        for part in attribute.split("."):
            target = getattr(target, part)
        provider = target if isinstance(target, AbstractTokenProvider) else target()
    except Exception as exc:  # its text may hold a token: the class of the failure only
        raise SecurityError(f"{ENV['sasl_oauth_token_provider']}: cannot load {name!r} ({type(exc).__name__})") from None
    if not isinstance(provider, AbstractTokenProvider):  # aiokafka accepts nothing else
        raise SecurityError(f"{ENV['sasl_oauth_token_provider']}: {name!r} gives no aiokafka AbstractTokenProvider")
    return provider


def client_kwargs(settings: "Settings") -> dict[str, Any]:
    """aiokafka's security keyword arguments for a producer, consumer, admin or plain client."""
    check(settings)
    out: dict[str, Any] = {"security_protocol": settings.security_protocol}
    context = ssl_context(settings)
    if context is not None:
        out["ssl_context"] = context
    if settings.security_protocol.startswith("SASL_"):
        out["sasl_mechanism"] = settings.sasl_mechanism
        if settings.sasl_mechanism == "OAUTHBEARER":
            out["sasl_oauth_token_provider"] = token_provider(settings)
        else:
            out["sasl_plain_username"] = settings.sasl_username
            out["sasl_plain_password"] = read_secret(settings.sasl_password_file, "sasl_password_file")
    return out


def faust_credentials(settings: "Settings") -> Any:
    """The Faust app's `broker_credentials` (None for PLAINTEXT). Faust hands them to its
    consumer, producer and topic creation alike (faust.transport.drivers.aiokafka)."""
    check(settings)
    import faust

    context = ssl_context(settings)
    if settings.security_protocol == "PLAINTEXT":
        return None
    if settings.security_protocol == "SSL":
        return faust.SSLCredentials(context)
    if settings.sasl_mechanism == "OAUTHBEARER":
        return faust.OAuthCredentials(oauth_cb=token_provider(settings), ssl_context=context)
    return faust.SASLCredentials(
        username=settings.sasl_username,
        password=read_secret(settings.sasl_password_file, "sasl_password_file"),
        ssl_context=context,
        mechanism=settings.sasl_mechanism,
    )


def describe(settings: "Settings") -> str:
    """One line for logs: the protocol, mechanism, user and files, never a secret."""
    parts = [settings.security_protocol]
    if settings.security_protocol.startswith("SASL_"):
        parts.append(settings.sasl_mechanism + (f" user {settings.sasl_username}" if settings.sasl_username else ""))
    if settings.ssl_certfile:
        parts.append(f"client certificate {settings.ssl_certfile}")
    return ", ".join(parts)
