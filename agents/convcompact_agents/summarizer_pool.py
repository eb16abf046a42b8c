"""The local summarizer in processes of its own.

The extractive summarizer is pure Python. On a thread of the worker it holds the GIL for as
long as it runs (tens to hundreds of milliseconds per packet), so the event loop, which
folds, settles and answers /context, waited on it: a live stream's trigger-to-boundary
latency rose with every summary being written beside it. In a process of its own it runs on
another core and the loop never waits for it.

The processes are started (spawned, not forked: the worker has threads) at the first
summary and stopped with the pool; each one also exits by itself when the worker that
started it is gone, even SIGKILLed, so no summarizer outlives its worker.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Optional

from convcompact.core.model_runner import LocalExtractive
from convcompact.core.records import Dispatch, Usage

_PARENT_POLL_S = 1.0


def _exit_with_parent(parent: int) -> None:
    """A pool process's initializer: a thread that ends the process once its parent is gone
    (it is then adopted by another process: its parent pid changes)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(_PARENT_POLL_S)
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def _summarize(dispatch: Dispatch) -> tuple[str, Usage]:
    return LocalExtractive()(dispatch)


def _ready() -> int:
    return os.getpid()  # the process is up, with the summarizer imported (see _summarize)


class SummarizerPool:
    """`processes` processes running `LocalExtractive`; 0: a thread of this process."""

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self._pool: Optional[ProcessPoolExecutor] = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.processes, mp_context=multiprocessing.get_context("spawn"),
                initializer=_exit_with_parent, initargs=(os.getpid(),),
            )
        return self._pool

    async def warm(self) -> None:
        """Start the processes now rather than at the first summary."""
        if self.processes > 0:
            pool = self._executor()
            await asyncio.gather(*(asyncio.get_running_loop().run_in_executor(pool, _ready) for _ in range(self.processes)))

    async def summarize(self, dispatch: Dispatch) -> tuple[str, Usage]:
        if self.processes <= 0:
            return await asyncio.to_thread(LocalExtractive(), dispatch)
        for attempt in (1, 2):
            pool = self._executor()
            try:
                return await asyncio.get_running_loop().run_in_executor(pool, _summarize, dispatch)
            except BrokenProcessPool:
                # A pool process died (killed, out of memory): a new pool, and the packet
                # once more; a second death is the packet's failure (the executor retries
                # it after its backoff).
                if self._pool is pool:
                    self._pool = None
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
