"""Who may read the worker's pages: `/context`, `/show`, `/operator` (and `/`),
`/operator.json` need the web token; `/metrics` its own, when one is set.

A request presents the token as `Authorization: Bearer <token>` (the context client, curl,
a peer worker forwarding a request) or as the password of HTTP Basic (a browser on the
operator's page asks for it once; the user name is ignored). It is compared in constant time
(hmac.compare_digest). Without it, or with another one, the answer is 401 and its body names
no conversation, and the check comes before anything else the page does.

Without a web token the pages stay open only on a loopback bind (a developer's machine, the
demo, the tests); a worker bound to any other address refuses to start without one.
"""

from __future__ import annotations

import base64
import binascii
import hmac
import ipaddress
from dataclasses import dataclass
from typing import Any, Optional

from convcompact.settings import Settings
from convcompact.web_credentials import CredentialError, metrics_token, web_token

REALM = 'Bearer realm="convcompact", Basic realm="convcompact"'


def presented(header: Optional[str]) -> Optional[bytes]:
    """The token an Authorization header carries: a Bearer token, or a Basic password."""
    scheme, _, value = (header or "").strip().partition(" ")
    if scheme.lower() == "bearer":
        return value.strip().encode()
    if scheme.lower() == "basic":
        try:
            return base64.b64decode(value.strip(), validate=True).partition(b":")[2]
        except (binascii.Error, ValueError):
            return None
    return None


def matches(header: Optional[str], token: bytes) -> bool:
    given = presented(header)
    return given is not None and hmac.compare_digest(given, token)


@dataclass(frozen=True)
class PageAuth:
    token: Optional[bytes]
    metrics_token: Optional[bytes]

    def denied(self, view: Any, request: Any, *, metrics: bool = False) -> Any:
        """None when the request may see the page; else the 401 to answer with."""
        token = self.metrics_token if metrics else self.token
        if token is None or matches(request.headers.get("Authorization"), token):
            return None
        why = "a bearer token is needed" if "Authorization" not in request.headers else "the token is not this worker's"
        return view.json({"error": f"unauthorized: {why} (Authorization: Bearer <token>)"}, status=401,
                         headers={"WWW-Authenticate": REALM, "Cache-Control": "no-store"})

    def forwarded(self) -> dict[str, str]:
        """The credential a request routed to a peer carries (every worker has the same token)."""
        return {"Authorization": f"Bearer {self.token.decode()}"} if self.token else {}


def loopback(bind: str) -> bool:
    if bind == "localhost":
        return True
    try:
        return ipaddress.ip_address(bind).is_loopback
    except ValueError:
        return False


def page_auth(settings: Settings) -> PageAuth:
    """The worker's tokens; CredentialError when they cannot work or are missing where the
    pages would be open to the network."""
    token, metrics = web_token(settings), metrics_token(settings)
    if token is None and not loopback(settings.web_bind):
        raise CredentialError(
            f"the web port binds {settings.web_bind}, beyond this machine, and /context serves chats: "
            "set CONVCOMPACT_WEB_TOKEN_FILE (or CONVCOMPACT_WEB_TOKEN)"
        )
    return PageAuth(token.encode() if token else None, metrics.encode() if metrics else None)
