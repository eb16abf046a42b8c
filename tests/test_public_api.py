"""The public API of `convcompact`: pinned, documented, typed, and cheap to import."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import convcompact

PUBLIC = [
    "AgentContext",
    "AgentDelivery",
    "AsyncContextClient",
    "Attachment",
    "ContextClient",
    "ContextError",
    "ContextManifest",
    "ContextNotFound",
    "DeliveryTarget",
    "FailedClosed",
    "NativeMessage",
    "Publisher",
    "Settings",
    "SourceCorrection",
    "SourceMessage",
    "SourceTarget",
    "WorkerUnavailable",
]


def test_all_is_pinned_and_every_name_is_documented_in_the_package():
    assert convcompact.__all__ == PUBLIC  # a change here is a change of the public API: say so
    namespace: dict[str, object] = {}
    exec("from convcompact import *", namespace)
    for name in PUBLIC:
        obj = getattr(convcompact, name)
        assert namespace[name] is obj and obj.__doc__, name
        assert f"`{name}`" in (convcompact.__doc__ or ""), f"{name} is not described in the package docstring"
        assert name in dir(convcompact)


def test_the_package_is_typed():
    assert (Path(convcompact.__file__).parent / "py.typed").is_file()  # the wheel carries it: tests/test_layout.py


def test_importing_the_package_loads_no_client_library():
    # The CLI and the worker import convcompact first: the client's HTTP and Kafka libraries
    # load when a public name is first used, not before.
    code = "import sys, convcompact.core.records; print(sorted({'httpx', 'aiokafka'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
