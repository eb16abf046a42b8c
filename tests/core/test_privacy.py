"""Privacy admission: sensitive sources only where the pair admits them; boundaries always
sensitive; run records content-dark."""

from __future__ import annotations

from convcompact.core.declarations import load_declarations
from convcompact.core.driver import LocalDriver
from convcompact.core.records import RunRecord
from tests.core.test_planner import text
from tests.helpers import delivery, message, write_declarations


def feed(d: LocalDriver) -> None:
    for s in range(1, 20):
        secret = s % 4 == 0
        body = f"SECRET-{s} " + text(800, s) if secret else text(800, s)
        d.feed("source", message("7", s, body, sensitive=secret))
        d.feed("delivery", delivery("7", s, f"re SECRET-{s}" if secret else "ok"))


def test_sensitive_sources_stay_out_unless_admitted(tmp_path):
    d = LocalDriver(load_declarations(write_declarations(tmp_path / "a")))
    feed(d)
    packets = d.records("documents", "compactor.context-packet@1")
    assert packets and all("SECRET" not in t["message"]["content"] for p in packets for t in p["turns"])
    triggers = {r["trigger_event_id"] for r in d.records("runs") if r["trigger_event_id"]}
    assert not any(f"tg-7-{s}" in triggers for s in range(4, 20, 4))  # not admitted: no run record
    assert all(b["sensitive"] is True for b in d.records("boundaries"))


def test_admitting_pair_includes_them(tmp_path):
    d = LocalDriver(load_declarations(write_declarations(tmp_path / "b", agent={"admit_sensitive": True}, admit_sensitive=True)))
    feed(d)
    assert any("SECRET" in t["message"]["content"] for p in d.records("documents", "compactor.context-packet@1") for t in p["turns"])


def test_run_records_never_carry_text():
    assert not {"text", "content", "summary"} & set(RunRecord.model_fields)
