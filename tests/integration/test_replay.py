"""`convcompact replay` on the real broker: a rebuild into a fresh generation that reuses the
settled boundaries (no inference, same packet ids), is repeatable, and switches over."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys

import orjson

from convcompact.demo.data import generate_stream
from convcompact.inspection import run_verify
from convcompact.replay import _group
from tests.helpers import message
from tests.integration.pipeline import Pipeline
from tests.integration.test_pipeline import chains_of

PACKET = "compactor.context-packet@1"


def replay(p: Pipeline, name: str) -> tuple[dict, str]:
    env = {**os.environ, **p.settings.to_env()}
    r = subprocess.run(
        [sys.executable, "-m", "convcompact", "replay", "--generation", name, "--json", "--timeout", "200", "--progress-every", "1"],
        env=env, capture_output=True, text=True, timeout=300,
    )
    assert r.returncode == 0, r.stderr[-3000:]
    return orjson.loads(r.stdout), r.stderr


def documents(p: Pipeline, type_: str, field: str) -> list[str]:
    return [d[field] for d in p.records("documents") if d["type"] == type_]


def test_replay_reuses_settled_boundaries_is_repeatable_and_switches_over(pipeline):
    records = generate_stream(seed=21, chats=4, messages_per_chat=60, mean_chars=350)
    sources = sum(r["type"] == "source.message@1" for r in records)
    pipeline.start_worker()
    pipeline.produce_in_waves(records, 5)
    pipeline.stop_worker(signal.SIGTERM)
    packets = documents(pipeline, PACKET, "packet_id")
    boundaries = pipeline.read("boundaries")
    dispatches = pipeline.read("dispatch")
    before = chains_of(pipeline)
    assert sum(len(c) for c in before.values()) >= 8

    # A running worker of the current generation makes replay refuse (stop the world first).
    pipeline.start_worker()
    pipeline.wait_until(lambda: asyncio.run(_group(pipeline.settings, pipeline.settings.app_id))[0] > 0, 60, "the worker joining")
    env = {**os.environ, **pipeline.settings.to_env()}
    refused = subprocess.run([sys.executable, "-m", "convcompact", "replay"], env=env, capture_output=True, text=True, timeout=120)
    assert refused.returncode == 1 and "running worker" in refused.stderr
    pipeline.stop_worker(signal.SIGTERM)

    for name in ("g1", "g2"):
        report, progress = replay(pipeline, name)
        assert report["generation"] == f"{pipeline.settings.app_id}-{name}"
        assert report["input_records"] == len(records)
        # Every settled boundary was followed, none recomputed, no packet went to the model.
        assert report["adopted_boundaries"] == len(boundaries) and report["dispatched_packets"] == 0
        assert sorted(documents(pipeline, PACKET, "packet_id")) == sorted(packets)
        assert len(pipeline.read("boundaries")) == len(boundaries) and len(pipeline.read("dispatch")) == len(dispatches)
        assert "partitions 0:100% 1:100% 2:100% 3:100%" in progress and "ETA" in progress
        assert "switched over" in progress
        print(f"replay {name}: {report['input_records']} records in {report['seconds']:.1f}s = {report['records_per_s']:.0f} records/s")

    # After the switch-over, `lag` and new workers use generation g2 ...
    lag = subprocess.run([sys.executable, "-m", "convcompact", "lag", "--json"], env=env, capture_output=True, text=True, timeout=120)
    assert {row["group"] for row in orjson.loads(lag.stdout)} == {f"{pipeline.settings.app_id}-g2"}
    pipeline.start_worker()
    # ... whose rebuilt tables continue every chain where the first generation left it.
    last = {}
    for r in records:
        if r["type"] == "source.message@1":
            last[r["chat_id"]] = max(last.get(r["chat_id"], 0), r["source_seq"])
    late = max(r["sent_at"] for r in records if r["type"] == "source.message@1")
    more = [message(chat, top + 1 + i, "more words " * 60, sent_at=late) for chat, top in sorted(last.items()) for i in range(12)]
    pipeline.produce(more)
    pipeline.wait_settled(sources + len(more))
    after = chains_of(pipeline)
    for chat, chain in before.items():
        assert after[chat][: len(chain)] == chain
        assert len(after[chat]) > len(chain), f"{chat} compacted again after the switch-over"
        assert after[chat][len(chain)]["previous"]["boundary_id"] == chain[-1]["boundary_id"]
    _, findings = asyncio.run(run_verify(pipeline.settings))
    assert findings == []


def test_replay_force_runs_beside_a_worker_and_serve_keeps_its_worker_until_stopped(pipeline, tmp_path):
    import urllib.request

    from tests.integration.pipeline import free_port

    records = generate_stream(seed=22, chats=2, messages_per_chat=30, mean_chars=350)
    pipeline.start_worker()
    pipeline.produce_in_waves(records, 2)
    # --force: the guard against a running worker of the current generation is overridden
    # (the operator's call), and --serve keeps the new generation's worker after switching.
    port = free_port()
    env = {**os.environ, **pipeline.settings.to_env()}
    errors = open(tmp_path / "replay.err", "w+")
    proc = subprocess.Popen(
        [sys.executable, "-m", "convcompact", "replay", "--generation", "s1", "--force", "--serve", "--web-port", str(port),
         "--progress-every", "1", "--timeout", "200"], env=env, stdout=subprocess.DEVNULL, stderr=errors)
    try:
        pipeline.wait_until(lambda: "serving as generation" in (tmp_path / "replay.err").read_text(), 240, "the replay to switch over and serve")
        assert "running worker" not in (tmp_path / "replay.err").read_text()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            assert b"convcompact_runs_total" in r.read()  # the replay's worker keeps serving
        assert proc.poll() is None, "--serve keeps running"
        proc.send_signal(signal.SIGTERM)  # a supervisor stops it: the worker it started stops too
        assert proc.wait(timeout=90) == 0, (tmp_path / "replay.err").read_text()[-3000:]
    finally:
        if proc.poll() is None:
            proc.kill()
        errors.close()
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=2)
        raise AssertionError("the replay's worker outlived the replay")
    except OSError:
        pass
