"""Optional TLS on the worker's web port: with `CONVCOMPACT_WEB_TLS_CERTFILE` (and its key),
the pages are served over HTTPS, the worker advertises `https://<web host>:<web port>`, and
a request it routes to a peer checks the peer's certificate against
`CONVCOMPACT_WEB_TLS_CAFILE` (the system's CAs when empty) and its host name."""

from __future__ import annotations

import ssl
from typing import Optional

from convcompact.core.errors import ConvcompactError
from convcompact.settings import Settings


def server_context(settings: Settings) -> Optional[ssl.SSLContext]:
    if not settings.web_tls_certfile:
        if settings.web_tls_keyfile:
            raise ConvcompactError("CONVCOMPACT_WEB_TLS_KEYFILE is set without CONVCOMPACT_WEB_TLS_CERTFILE")
        return None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(settings.web_tls_certfile, settings.web_tls_keyfile or None)
    except (OSError, ssl.SSLError) as exc:
        raise ConvcompactError(f"CONVCOMPACT_WEB_TLS_CERTFILE / _KEYFILE: {type(exc).__name__}: {exc}") from None
    return context


def peer_context(settings: Settings) -> Optional[ssl.SSLContext]:
    """How a routed request checks the peer (None: plain HTTP between workers)."""
    if not settings.web_tls_certfile:
        return None
    return ssl.create_default_context(cafile=settings.web_tls_cafile or None)


def canonical_url(settings: Settings) -> str:
    scheme = "https" if settings.web_tls_certfile else "http"
    return f"{scheme}://{settings.advertised_host()}:{settings.web_port}"
