"""Mapping Telegram data to input records: a Telegram Desktop JSON export (`result.json`) and
Bot API updates (`message`, `edited_message`). Pure: no I/O.

Human messages become `source.message@1`; the bot's own messages become `agent.delivery@1`
of the configured agent (answering the message they reply to, or the latest human message
before them); an edit becomes `source.correction@1` with the final text and time (an export
holds only the final text). Anything malformed raises BadRecord naming the place, before a
single record is produced."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Iterable, Iterator, Optional

from .errors import BadRecord
from .records import INPUT_RECORDS


def _iso(unix: Any, where: str) -> str:
    try:
        t = datetime.fromtimestamp(int(unix), tz=timezone.utc)
    except (TypeError, ValueError, OverflowError):
        raise BadRecord(f"{where}: not a unix time ({unix!r})") from None
    return t.isoformat().replace("+00:00", "Z")


def flatten_text(text: Any, where: str) -> str:
    """Export text is a string or a list of strings and entity objects with a `text`."""
    if isinstance(text, str):
        return text
    if isinstance(text, list):
        parts = []
        for i, part in enumerate(text):
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, dict) and isinstance(part.get("text"), str):
                parts.append(part["text"])
            else:
                raise BadRecord(f"{where}[{i}]: a text part must be a string or an entity with text")
        return "".join(parts)
    raise BadRecord(f"{where}: text must be a string or a list of parts")


class _Chat:
    """Per-chat mapping state: which human message a bot message answers."""

    def __init__(self, chat_id: str, agent_id: str, bot_ids: set[str]) -> None:
        self.chat_id, self.agent_id, self.bot_ids = chat_id, agent_id, bot_ids
        self.last_human: Optional[int] = None
        self.human_ids: set[int] = set()
        self.bot_msgs: dict[int, tuple[int, int]] = {}  # bot message id -> (seq, delivery_seq)
        self.answers: dict[int, int] = {}  # seq -> deliveries so far

    def message(self, *, mid: int, sender: str, is_bot: bool, unix: Any, text: str, reply_to: Optional[int],
                edited_unix: Any, where: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        if is_bot or sender in self.bot_ids:
            seq = reply_to if reply_to in self.human_ids else self.last_human
            if seq is None:
                raise BadRecord(f"{where}: a bot message before any human message has nothing to answer")
            dseq = self.answers.get(seq, 0)
            self.answers[seq] = dseq + 1
            self.bot_msgs[mid] = (seq, dseq)
            out.append({"type": "agent.delivery@1", "event_id": f"tg-{self.chat_id}-{mid}", "source": "telegram",
                        "chat_id": self.chat_id, "agent_id": self.agent_id, "source_seq": seq, "delivery_seq": dseq,
                        "delivered_at": _iso(unix, f"{where}.date"), "text": text})
            target: dict[str, Any] = {"kind": "delivery", "source_seq": seq, "agent_id": self.agent_id, "delivery_seq": dseq}
        else:
            self.last_human = mid
            self.human_ids.add(mid)
            out.append({"type": "source.message@1", "event_id": f"tg-{self.chat_id}-{mid}", "source": "telegram",
                        "chat_id": self.chat_id, "sender_id": sender, "source_seq": mid,
                        "sent_at": _iso(unix, f"{where}.date"), "text": text, "sensitive": False})
            target = {"kind": "source", "source_seq": mid}
        if edited_unix is not None:
            out.append(self.correction(mid, target, edited_unix, text, where))
        return out

    def correction(self, mid: int, target: dict[str, Any], edited_unix: Any, text: str, where: str) -> dict[str, Any]:
        return {"type": "source.correction@1", "event_id": f"tg-{self.chat_id}-{mid}-edit-{edited_unix}", "source": "telegram",
                "chat_id": self.chat_id, "target": target, "corrected_at": _iso(edited_unix, f"{where}.edited"), "text": text}


def _check(records: list[dict[str, Any]], where: str) -> None:
    for r in records:
        try:
            INPUT_RECORDS[r["type"]].model_validate(r)
        except Exception as exc:  # the mapping produced something the contract refuses
            raise BadRecord(f"{where}: {str(exc).splitlines()[0]}") from None


def from_export(export: Any, *, agent_id: str, bot_ids: Iterable[str], name: str = "result.json") -> list[dict[str, Any]]:
    """Input records of a Telegram Desktop export: one chat, or `chats.list` of a full export."""
    if not isinstance(export, dict):
        raise BadRecord(f"{name}: the export must be a JSON object")
    full = isinstance(export.get("chats"), dict)
    chats = export["chats"].get("list") if full else [export]
    if not isinstance(chats, list):
        raise BadRecord(f"{name}: chats.list must be a list")
    bots = set(bot_ids)
    out: list[dict[str, Any]] = []
    for ci, chat in enumerate(chats):
        prefix = f"{name}: chats.list[{ci}]." if full else f"{name}: "
        if not isinstance(chat, dict) or "id" not in chat or not isinstance(chat.get("messages"), list):
            raise BadRecord(f"{prefix}id/messages: a chat needs an id and a list of messages")
        state = _Chat(str(chat["id"]), agent_id, bots)
        for mi, m in enumerate(chat["messages"]):
            where = f"{prefix}messages[{mi}]"
            if not isinstance(m, dict):
                raise BadRecord(f"{where}: not an object")
            if m.get("type") != "message":
                continue  # service messages (joins, pins, calls) are not turns
            mid = m.get("id")
            if not isinstance(mid, int) or mid < 0:
                raise BadRecord(f"{where}.id: missing or not a non-negative integer")
            if "date_unixtime" not in m:
                raise BadRecord(f"{where}.date_unixtime: missing")
            sender = m.get("from_id")
            if not isinstance(sender, str) or not sender:
                raise BadRecord(f"{where}.from_id: missing")
            records = state.message(
                mid=mid, sender=sender, is_bot=False, unix=m["date_unixtime"], text=flatten_text(m.get("text", ""), f"{where}.text"),
                reply_to=m.get("reply_to_message_id"), edited_unix=m.get("edited_unixtime"), where=where,
            )
            _check(records, where)
            out.extend(records)
    return out


def from_bot_updates(updates: Iterable[Any], *, agent_id: str, name: str = "updates") -> list[dict[str, Any]]:
    """Input records of Bot API updates (`message`, `edited_message`); the bot's own messages
    (`from.is_bot`) are deliveries of `agent_id`."""
    chats: dict[str, _Chat] = {}
    out: list[dict[str, Any]] = []
    for ui, u in enumerate(updates):
        where = f"{name}[{ui}]"
        if not isinstance(u, dict):
            raise BadRecord(f"{where}: not an object")
        edited = "edited_message" in u
        m = u.get("edited_message") if edited else u.get("message")
        if m is None:
            continue  # other update kinds (callbacks, members) are not turns
        kind = "edited_message" if edited else "message"
        if not isinstance(m, dict) or not isinstance(m.get("message_id"), int) or not isinstance((m.get("chat") or {}).get("id"), int):
            raise BadRecord(f"{where}.{kind}: needs message_id and chat.id")
        sender = m.get("from") or {}
        if not isinstance(sender.get("id"), int):
            raise BadRecord(f"{where}.{kind}.from.id: missing")
        chat_id = str(m["chat"]["id"])
        state = chats.setdefault(chat_id, _Chat(chat_id, agent_id, set()))
        text = m.get("text", m.get("caption", ""))
        if not isinstance(text, str):
            raise BadRecord(f"{where}.{kind}.text: not a string")
        if edited:
            mid = m["message_id"]
            if mid in state.bot_msgs:
                seq, dseq = state.bot_msgs[mid]
                target: dict[str, Any] = {"kind": "delivery", "source_seq": seq, "agent_id": agent_id, "delivery_seq": dseq}
            else:
                target = {"kind": "source", "source_seq": mid}
            records = [state.correction(mid, target, m.get("edit_date", m.get("date")), text, f"{where}.{kind}")]
        else:
            records = state.message(
                mid=m["message_id"], sender=f"user{sender['id']}", is_bot=bool(sender.get("is_bot")), unix=m.get("date"), text=text,
                reply_to=(m.get("reply_to_message") or {}).get("message_id"), edited_unix=None, where=f"{where}.{kind}",
            )
        _check(records, where)
        out.extend(records)
    return out


def iter_jsonl(lines: Iterable[bytes], name: str) -> Iterator[Any]:
    import orjson

    for i, line in enumerate(lines, 1):
        if line.strip():
            try:
                yield orjson.loads(line)
            except orjson.JSONDecodeError as exc:
                raise BadRecord(f"{name}:{i}: not JSON ({exc})") from None
