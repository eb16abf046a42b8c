"""The local summarizer in a process of its own: the same answer as on a thread, a new pool
after a pool process dies, and no pool process outliving the worker that started it."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from convcompact_agents.providers import LocalProvider, ProviderProfile
from tests.core.test_settlement import one_packet_in_flight


def _complete(provider: LocalProvider, packet):
    async def go():
        try:
            return await provider.complete(packet, "")
        finally:
            await provider.close()

    return asyncio.run(go())


def test_a_process_answers_what_a_thread_answers(tmp_path: Path):
    _, dispatch = one_packet_in_flight(tmp_path, messages=9)
    on_thread = _complete(LocalProvider("local", ProviderProfile(kind="local"), processes=0), dispatch.packet)
    in_process = _complete(LocalProvider("local", ProviderProfile(kind="local"), processes=1), dispatch.packet)
    assert in_process == on_thread
    assert on_thread.text


def test_a_dead_pool_process_is_replaced(tmp_path: Path):
    _, dispatch = one_packet_in_flight(tmp_path, messages=5)
    provider = LocalProvider("local", ProviderProfile(kind="local"), processes=1)

    async def go():
        try:
            first = await provider.complete(dispatch.packet, "")
            for pid in list(provider.pool._pool._processes):  # type: ignore[union-attr]
                os.kill(pid, signal.SIGKILL)
            await asyncio.sleep(0.5)
            return first, await provider.complete(dispatch.packet, "")
        finally:
            await provider.close()

    first, again = asyncio.run(go())
    assert again == first


_PARENT = textwrap.dedent(
    """
    import asyncio, sys, time
    sys.path[:0] = {paths!r}
    from convcompact_agents.providers import LocalProvider, ProviderProfile
    from tests.core.test_settlement import one_packet_in_flight
    from pathlib import Path
    _, dispatch = one_packet_in_flight(Path({tmp!r}), messages=5)
    provider = LocalProvider("local", ProviderProfile(kind="local"), processes=1)
    async def go():
        await provider.complete(dispatch.packet, "")
        print(*provider.pool._pool._processes, flush=True)
        time.sleep(600)  # until SIGKILLed
    asyncio.run(go())
    """
)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (exited, not yet reaped by its new parent) is gone too
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_pool_processes_exit_when_their_worker_is_killed(tmp_path: Path):
    script = _PARENT.format(paths=sys.path, tmp=str(tmp_path))
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        line = parent.stdout.readline()  # type: ignore[union-attr]
        children = [int(p) for p in line.split()]
        assert children and all(_alive(p) for p in children)
    finally:
        parent.kill()
        parent.wait()
    deadline = time.monotonic() + 20
    while any(_alive(p) for p in children) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not any(_alive(p) for p in children), "a summarizer process outlived its worker"


def test_warming_starts_the_process_before_the_first_summary(tmp_path: Path):
    provider = LocalProvider("local", ProviderProfile(kind="local"), processes=1)

    async def go():
        try:
            await provider.warm()
            return list(provider.pool._pool._processes)  # type: ignore[union-attr]
        finally:
            await provider.close()

    started = asyncio.run(go())
    assert len(started) == 1
