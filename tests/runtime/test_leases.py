"""Leases do not depend on hosts agreeing about the time (issue 20, point 5): with the holder's
or the reader's wall clock two minutes off, in either direction, a live lease is honoured and
an expired one is taken over, because each reader judges a lease by its own monotonic clock
from when it first saw it (convcompact.runtime.executor.LeaseView)."""

from __future__ import annotations

import asyncio
import time

import pytest

from convcompact.core.declarations import load_declarations
from convcompact.core.model_runner import execute, LocalExtractive
from convcompact.core.records import Dispatch, Result
from convcompact.runtime.driver import LocalDriver, _run
from convcompact.runtime.executor import Executor
from tests.core.test_planner import text
from tests.helpers import message, write_declarations

LEASE_S = 30.0


class Models:
    """A model whose calls wait until released (a call still running on another worker)."""

    def __init__(self) -> None:
        self.calls = 0
        self.release = asyncio.Event()

    def lease_seconds(self, dispatch: Dispatch) -> float:
        return LEASE_S

    def provider_name(self, dispatch: Dispatch) -> str:
        return "test"

    async def run(self, dispatch: Dispatch) -> Result:
        self.calls += 1
        await self.release.wait()
        return execute(dispatch, LocalExtractive())


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.mark.parametrize("holder_skew, reader_skew", [(0, 120), (120, 0), (0, -120), (-120, 0)])
def test_a_live_lease_is_honoured_and_an_expired_one_taken_over_whatever_the_clocks(tmp_path, holder_skew, reader_skew):
    d = LocalDriver(load_declarations(write_declarations(tmp_path)), run_model=False)
    s = 1
    while not (pending := d.pending_dispatches()):
        d.feed("source", message("7", s, text(900, s)))
        s += 1
    (dispatch,) = pending
    holder_models, reader_models = Models(), Models()
    reader_clock = Clock()
    holder = Executor(d.runtime, holder_models, owned=lambda: [0], owner="holder", wall=lambda: time.time() + holder_skew)
    reader = Executor(d.runtime, reader_models, owned=lambda: [0], owner="reader", wall=lambda: time.time() + reader_skew,
                      monotonic=reader_clock)

    async def settle() -> None:  # let started calls reach the model
        for _ in range(20):
            await asyncio.sleep(0)

    async def scenario() -> None:
        await holder.submit(dispatch, b"telegram:7", 0)  # the holder takes the lease and calls the model
        await settle()
        assert holder_models.calls == 1
        await reader.submit(dispatch, b"telegram:7", 0)  # a rebalance hands the packet to another worker
        await settle()  # submit decides in the background whether to call
        assert reader_models.calls == 0, "a live lease was taken over"
        reader_clock.t += LEASE_S - 1  # still within the lease, by the reader's own clock
        await reader.submit(dispatch, b"telegram:7", 0)
        await settle()
        assert reader_models.calls == 0, "a live lease was taken over"
        reader_clock.t += 2  # the lease has run out, as the reader saw it
        await reader.submit(dispatch, b"telegram:7", 0)
        await settle()
        assert reader_models.calls == 1, "an expired lease was not taken over"
        holder_models.release.set()
        reader_models.release.set()
        await holder.idle()
        await reader.idle()

    _run(scenario())
