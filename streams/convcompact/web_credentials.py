"""The web port's bearer tokens, where a worker (its pages) and the context client (its
requests) read them: a file (`CONVCOMPACT_WEB_TOKEN_FILE`, a Kubernetes or compose secret) or
the environment (`CONVCOMPACT_WEB_TOKEN`); the same for `/metrics`' own token
(`CONVCOMPACT_METRICS_TOKEN_FILE`, `CONVCOMPACT_METRICS_TOKEN`). An error names the setting,
never the token."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Mapping, Optional

from .core.errors import ConvcompactError
from .settings import Settings


class CredentialError(ConvcompactError):
    """A token setting that cannot work (unreadable, empty, or set twice)."""


def _token(path: str, value: Optional[str], file_var: str, env_var: str) -> Optional[str]:
    if path and value is not None:
        raise CredentialError(f"set one of {file_var} and {env_var}, not both")
    if path:
        try:
            value = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise CredentialError(f"{file_var}: cannot read {path} ({type(exc).__name__})") from None
    if value is None:
        return None
    value = value.strip()
    if not value:
        raise CredentialError(f"{file_var if path else env_var}: the token is empty")
    return value


def web_token(settings: Settings, environ: Optional[Mapping[str, str]] = None) -> Optional[str]:
    """The token `/context`, `/show` and the operator's pages require (None: none is set)."""
    env = os.environ if environ is None else environ
    return _token(settings.web_token_file, env.get("CONVCOMPACT_WEB_TOKEN"), "CONVCOMPACT_WEB_TOKEN_FILE", "CONVCOMPACT_WEB_TOKEN")


def metrics_token(settings: Settings, environ: Optional[Mapping[str, str]] = None) -> Optional[str]:
    """The token `/metrics` requires (None, the default: open, for Prometheus; it holds no
    conversation ids and no text)."""
    env = os.environ if environ is None else environ
    return _token(settings.metrics_token_file, env.get("CONVCOMPACT_METRICS_TOKEN"), "CONVCOMPACT_METRICS_TOKEN_FILE", "CONVCOMPACT_METRICS_TOKEN")
