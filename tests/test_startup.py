"""Operating it without a broker: a worker refuses bad deployments at once, naming the
cause; `ingest --dry-run` prints records (strict, or `--skip-invalid` with its report); flags
win over the environment."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import orjson

from tests.helpers import write_declarations

# Nothing listens here: a command that reached for the broker would hang or fail otherwise.
NO_BROKER = "127.0.0.1:9"


def convcompact(*args: str, env: dict[str, str] | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "convcompact", *args], env={**os.environ, **(env or {})},
                          capture_output=True, text=True, timeout=timeout)


def test_a_worker_refuses_an_unknown_provider_profile_before_touching_the_broker(tmp_path: Path):
    decl = write_declarations(tmp_path / "decl", agent={"provider": {"profile": "nope", "model": "m"}},
                              provider={"profile": "nope", "model": "m"})
    r = convcompact("worker", "--broker", NO_BROKER, "--declarations", str(decl), "--data-dir", str(tmp_path / "data"))
    assert r.returncode == 1, (r.returncode, r.stderr[-2000:])
    assert "provider.profile 'nope' is not in the worker's provider profiles" in r.stderr


def test_a_worker_refuses_disagreeing_declarations_naming_file_and_field(tmp_path: Path):
    decl = write_declarations(tmp_path / "decl", agent={"history_agents": ["stream", "other"]})
    r = convcompact("worker", "--broker", NO_BROKER, "--declarations", str(decl), "--data-dir", str(tmp_path / "data"))
    assert r.returncode == 1, (r.returncode, r.stderr[-2000:])
    assert "stream.toml" in r.stderr and "history_agents" in r.stderr, r.stderr[-2000:]


def test_ingest_dry_run_prints_the_records_and_produces_nothing(tmp_path: Path):
    from tests.core.test_telegram import SAMPLE

    export = tmp_path / "result.json"
    export.write_bytes(orjson.dumps(SAMPLE))
    r = convcompact("ingest", "telegram-export", str(export), "--bot-id", "user777", "--agent", "stream", "--dry-run",
                    "--broker", NO_BROKER)
    assert r.returncode == 0, r.stderr[-2000:]
    records = [orjson.loads(line) for line in r.stdout.splitlines() if line.strip()]
    kinds = sorted(rec["type"] for rec in records)
    assert kinds == ["agent.delivery@1"] * 2 + ["source.correction@1"] * 2 + ["source.message@1"] * 2, kinds


def test_flags_win_over_the_environment(monkeypatch):
    from convcompact.cli import parser, settings_from

    monkeypatch.setenv("KAFKA_BOOTSTRAP_SERVERS", "env-host:9092")
    monkeypatch.setenv("CONVCOMPACT_TOPIC_PREFIX", "env.")
    monkeypatch.setenv("CONVCOMPACT_PARTITIONS", "6")
    monkeypatch.setenv("CONVCOMPACT_INPUT_RETENTION_MS", "1000")
    from_env = settings_from(parser().parse_args(["topics", "create"]))
    assert (from_env.bootstrap, from_env.topic_prefix, from_env.partitions, from_env.input_retention_ms) == ("env-host:9092", "env.", 6, 1000)
    flags = settings_from(parser().parse_args(
        ["topics", "create", "--broker", "flag-host:1", "--topic-prefix", "flag.", "--partitions", "3", "--input-retention-ms", "-1"]))
    assert (flags.bootstrap, flags.topic_prefix, flags.partitions, flags.input_retention_ms) == ("flag-host:1", "flag.", 3, -1)


def test_ingest_bot_api_updates_dry_run(tmp_path: Path):
    updates = tmp_path / "updates.jsonl"
    updates.write_bytes(b"\n".join(orjson.dumps(u) for u in [
        {"update_id": 1, "message": {"message_id": 10, "chat": {"id": -100555}, "from": {"id": 42, "is_bot": False}, "date": 1732870000, "text": "hi bot"}},
        {"update_id": 2, "message": {"message_id": 11, "chat": {"id": -100555}, "from": {"id": 9, "is_bot": True}, "date": 1732870001, "text": "hello", "reply_to_message": {"message_id": 10}}},
    ]))
    r = convcompact("ingest", "telegram-updates", str(updates), "--agent", "stream", "--dry-run", "--broker", NO_BROKER)
    assert r.returncode == 0, r.stderr[-2000:]
    records = [orjson.loads(line) for line in r.stdout.splitlines() if line.strip()]
    assert [(x["type"], x["source_seq"]) for x in records] == [("source.message@1", 10), ("agent.delivery@1", 10)]


def real_export(tmp_path: Path) -> Path:
    """Twelve messages as a real export has them: messages[11] from a sender Telegram does not
    name (issue 12), two malformed entries."""
    from tests.core.test_telegram import export, msg

    messages = [msg(i, "user42", f"message {i}") for i in range(1, 12)]
    messages[3] = {**messages[3], "date_unixtime": "soon"}  # id 4
    messages[7] = {**messages[7], "text": [7]}  # id 8
    messages.append({**msg(12, None, "from a deleted account"), "from": None})
    path = tmp_path / "result.json"
    path.write_bytes(orjson.dumps(export(messages)))
    return path


def test_ingest_strict_refuses_naming_the_entry_and_produces_nothing(tmp_path: Path):
    r = convcompact("ingest", "telegram-export", str(real_export(tmp_path)), "--dry-run", "--broker", NO_BROKER)
    assert r.returncode == 1, r.stderr[-2000:]
    assert r.stdout == ""
    assert "messages[3].date: not a unix time" in r.stderr and "nothing was produced (2 invalid entries)" in r.stderr, r.stderr
    assert "--skip-invalid" in r.stderr
    assert not (tmp_path / "result.json.skipped.jsonl").exists()
    r = convcompact("ingest", "telegram-export", str(tmp_path / "result.json"), "--report", str(tmp_path / "r.jsonl"))
    assert r.returncode == 2 and "--report needs --skip-invalid" in r.stderr


def test_ingest_skip_invalid_dry_run_prints_the_rest_and_reports_each_skipped_entry(tmp_path: Path):
    path = real_export(tmp_path)
    r = convcompact("ingest", "telegram-export", str(path), "--skip-invalid", "--dry-run", "--broker", NO_BROKER)
    assert r.returncode == 0, r.stderr[-2000:]
    records = [orjson.loads(line) for line in r.stdout.splitlines() if line.strip()]
    assert [x["source_seq"] for x in records] == [1, 2, 3, 5, 6, 7, 9, 10, 11, 12]
    assert records[-1]["sender_id"] == "deleted-account"
    default = tmp_path / "result.json.skipped.jsonl"
    assert f"skipped 2 invalid entries, each named in {default}" in r.stderr, r.stderr
    report = [orjson.loads(line) for line in default.read_bytes().splitlines()]
    assert [(x["entry"], x["index"], x["message_id"]) for x in report] == [
        (f"{path}: messages[3]", 3, 4), (f"{path}: messages[7]", 7, 8)]
    assert "not a unix time" in report[0]["reason"] and "messages[7].text[0]" in report[1]["reason"]
    # --report PATH, and '-' for stderr
    r = convcompact("ingest", "telegram-export", str(path), "--skip-invalid", "--report", str(tmp_path / "r.jsonl"),
                    "--dry-run", "--broker", NO_BROKER)
    assert r.returncode == 0 and (tmp_path / "r.jsonl").read_bytes() == default.read_bytes()
    r = convcompact("ingest", "telegram-export", str(path), "--skip-invalid", "--report", "-", "--dry-run", "--broker", NO_BROKER)
    assert r.returncode == 0 and len(r.stdout.splitlines()) == 10
    assert [orjson.loads(line) for line in r.stderr.splitlines() if line.startswith("{")] == report
