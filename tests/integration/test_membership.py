"""Static membership (Kafka's group.instance.id, KIP-345; issue 23): two workers, one of them
stopped (SIGTERM) and started again as it was (same instance id, web port, data dir) within
the session timeout. As a static member it gets its partitions back and the other worker
takes part in no rebalance (`convcompact_assignments_total` does not move); as a dynamic
member (no instance id) its leaving and its return are two rebalances of the other. Each
conversation answers /context throughout with the one answer it has, or 503."""

from __future__ import annotations

import signal
import time

import pytest

from convcompact_agents.routing import SERVED_BY
from tests.helpers import message
from tests.integration.pipeline import Pipeline, free_port
from tests.integration.test_context_routing import one_chat_per_partition

pytestmark = pytest.mark.timeout(300)

ASSIGNMENTS = "convcompact_assignments_total"


def owners(p: Pipeline, ports: list[int], chats: list[str], timeout: float = 120) -> dict[str, str]:
    """Once every worker answers every conversation with a 200 from one owner and every
    worker owns some: conversation -> the worker (canonical URL) that serves it."""
    deadline = time.monotonic() + timeout
    last: object = None
    while time.monotonic() < deadline:
        answers = {c: [p.get(port, f"/context/telegram:{c}?agent=stream", timeout=10) for port in ports] for c in chats}
        served = {c: {h.get(SERVED_BY) for s, _, h in a if s == 200} for c, a in answers.items()}
        last = {c: [s for s, _, _ in a] for c, a in answers.items()}
        if all(s == 200 for a in answers.values() for s, _, _ in a) and all(len(o) == 1 for o in served.values()):
            found = {c: next(iter(o)) for c, o in served.items()}
            if len(set(found.values())) == len(ports):
                return found
        time.sleep(0.5)
    raise AssertionError(f"the workers did not settle: {last}\n{p.log_tail()}")


@pytest.mark.parametrize("static", [True, False], ids=["static", "dynamic"])
def test_a_worker_restarted_within_its_session(pipeline: Pipeline, tmp_path, static: bool) -> None:
    p = pipeline
    # A session long enough for a stop and a start of a worker on a busy 2-core machine.
    base = p.settings.with_overrides(session_timeout_s=30.0)
    a = base.with_overrides(data_dir=str(tmp_path / "a"), group_instance_id="worker-a" if static else "")
    b = base.with_overrides(data_dir=str(tmp_path / "b"), web_port=free_port(), group_instance_id="worker-b" if static else "")
    chats = one_chat_per_partition(p.settings.partitions)
    p.produce([message(c, 1, f"hello from {c}") for c in chats])
    first = p.start_worker(settings=a)
    second = p.start_worker(settings=b)
    before = owners(p, [a.web_port, b.web_port], chats)
    settled = p.metrics(first).get(ASSIGNMENTS, 0.0)
    assert settled >= 1, p.log_tail()

    second.send_signal(signal.SIGTERM)
    second.wait(timeout=60)
    stopped = time.monotonic()
    p.start_worker(settings=b)
    after = owners(p, [a.web_port, b.web_port], chats)
    back = time.monotonic() - stopped
    assert back < 30.0, f"the restart took {back:.1f}s, past the session timeout: the test shows nothing"
    rebalances = p.metrics(first).get(ASSIGNMENTS, 0.0) - settled
    if static:
        assert rebalances == 0, f"worker a took part in {rebalances:.0f} rebalance(s) while b restarted as a static member"
        assert after == before, "b did not get its own partitions back"
    else:
        assert rebalances >= 1, "a dynamic member's restart rebalanced nobody: the static case would show nothing"
