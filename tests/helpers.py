"""Test helpers shared by core and integration tests (no Kafka here)."""

from __future__ import annotations

from pathlib import Path
from datetime import datetime, timedelta, timezone
from typing import Any

from convcompact.core.summarize import EXTRACTIVE_MODEL

SMALL_POLICY: dict[str, Any] = dict(
    trigger_input_chars=6000,
    retain_input_chars=3000,
    max_input_events=400,
    max_input_chars=20000,
    max_summary_chars=1200,
    max_amendment_chars=800,
    replay="all",
    activated_at="2026-11-01T00:00:00Z",
    version="3",
)


def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + " }"
    return '"' + str(v).replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_declarations(root: Path, *, agent: dict[str, Any] | None = None, **policy: Any) -> Path:
    """A declarations folder with one pair (agent `stream`, compactor `stream-compactor`)."""
    shared: dict[str, Any] = dict(
        enabled=True,
        provider={"profile": "local", "model": EXTRACTIVE_MODEL},
        sources=["telegram:*"],
        admit_sensitive=False,
        history_agents=["stream"],
        documents=["docs/identity.md"],
        document_budget_chars=2000,
    )
    a = {"id": "stream", "compactor": "stream-compactor", **shared, "context_budget_chars": 100000, **(agent or {})}
    c = {"id": "stream-compactor", "target": "stream", **shared, **SMALL_POLICY, **policy}
    for sub in ("agents", "compactors", "docs"):
        (root / sub).mkdir(parents=True, exist_ok=True)
    (root / "docs" / "identity.md").write_text("You are Stream, a helpful assistant in Telegram chats.\n")
    (root / "agents" / "stream.toml").write_text("".join(f"{k} = {_toml_value(v)}\n" for k, v in a.items()))
    (root / "compactors" / "stream-compactor.toml").write_text("".join(f"{k} = {_toml_value(v)}\n" for k, v in c.items()))
    return root


def at(seq: int, plus_ms: int = 0) -> str:
    """A realistic time for message `seq`: a minute apart, so event times order like seqs."""
    t = datetime(2026, 11, 29, tzinfo=timezone.utc) + timedelta(minutes=seq, milliseconds=plus_ms)
    return t.isoformat().replace("+00:00", "Z")


def message(chat: str, seq: int, text: str, *, sender: str = "u1", sent_at: str | None = None, event_id: str | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "type": "source.message@1", "event_id": event_id or f"tg-{chat}-{seq}", "source": "telegram",
        "chat_id": chat, "sender_id": sender, "source_seq": seq, "sent_at": sent_at or at(seq), "text": text,
        "sensitive": False, **extra,
    }


def delivery(chat: str, seq: int, text: str, *, agent: str = "stream", dseq: int = 0) -> dict[str, Any]:
    return {
        "type": "agent.delivery@1", "event_id": f"d-{chat}-{seq}-{agent}-{dseq}", "source": "telegram",
        "chat_id": chat, "agent_id": agent, "source_seq": seq, "delivery_seq": dseq,
        "delivered_at": at(seq, 1500 + dseq), "text": text,
    }


def correction(chat: str, seq: int, text: str | None, *, n: int = 0) -> dict[str, Any]:
    return {
        "type": "source.correction@1", "event_id": f"c-{chat}-{seq}-{n}", "source": "telegram",
        "chat_id": chat, "target": {"kind": "source", "source_seq": seq},
        "corrected_at": at(seq, 30_000 + n), "text": text,
    }


ROLE_OF_TYPE = {"source.message@1": "source", "source.correction@1": "correction", "agent.delivery@1": "delivery"}


def rebuilt_verdict(d: Any, conversation: str, documents: Any = None, keep: Any = None, extra_inputs: Any = (), pair: Any = None) -> Any:
    """The resolver's verdict (boundary, amendment) over a table rebuilt from the driver's log
    by the worker's runtime, as `convcompact context` rebuilds it from the topics: its input
    records (those `keep(stored)` keeps, plus `extra_inputs`: (role, record dict) pairs) and,
    as the documents topic, `documents` (dicts; default what the driver published there)."""
    import asyncio

    import orjson

    from convcompact.core.resolver import verdict
    from convcompact.core.records import INPUT_ROLES
    from convcompact.runtime.driver import ROLES
    from convcompact.runtime.ports import Stored
    from convcompact.runtime.rebuild import rebuild

    inputs = [s for role in INPUT_ROLES for s in d.log.topic(role) if s.key == conversation.encode() and (keep is None or keep(s))]
    top = max([s.offset for s in inputs] + [-1])
    for i, (role, record) in enumerate(extra_inputs, 1):
        inputs.append(Stored(role, 0, top + i, conversation.encode(), orjson.dumps(record)))
    docs = d.records("documents") if documents is None else documents
    stored = [Stored("documents", 0, i, None, orjson.dumps(doc)) for i, doc in enumerate(docs)]
    table = asyncio.new_event_loop().run_until_complete(rebuild(d.pairs, d.partitions, {r: r for r in ROLES}, inputs + stored))
    return verdict(table.get, pair or d.pairs[0], conversation)
