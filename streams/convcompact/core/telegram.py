"""Mapping Telegram data to input records: a Telegram Desktop JSON export (`result.json`) and
Bot API updates (`message`, `edited_message`, `channel_post`, `edited_channel_post`). Pure: no I/O.

Human messages become `source.message@1`; the bot's own messages become `agent.delivery@1`
of the configured agent (answering the message they reply to, or the latest human message
before them); an edit becomes `source.correction@1` with the final text and time (an export
holds only the final text). A message's media (photo, video, voice, audio, document, sticker,
animation, location, contact, poll) becomes its `attachments` (telegram_media.py), its caption
its text; a message without media carries no `attachments` field, as in version 1. A Bot API
edit of a media message carries the media again (the edited message holds it whole).

A malformed entry raises BadRecord naming the place, before a single record is produced
(strict, the default). Given a `skipped` list instead, the mappers leave each malformed entry
out, append a `Skipped` naming it and why, and map the rest: an entry is mapped whole or not
at all (per-chat state changes only once its records have passed the contract's checks), and
a later edit of a skipped message is skipped too, since its correction would have no target.

Sender ids. A message's `sender_id` is Telegram's own id where the data carries one (`from_id`
of an export, `user<from.id>` of the Bot API). Telegram leaves it out for deleted accounts and
for posts made on behalf of a channel, and one such message must not fail an import, so the
sender falls back, in this order, to what the message still carries (see `export_sender` and
`update_sender`), else to `DELETED_ACCOUNT`. Every fallback is derived from the data alone,
so an import run twice gives the same ids, and senders the data tells apart stay apart."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from typing import Any, Iterable, Iterator, Optional, Union

from .errors import BadRecord
from .records import INPUT_MODELS, AgentDelivery, SourceCorrection, SourceMessage, validate
from .telegram_media import export_attachments, update_attachments

# The sender of a message that names none and carries nothing to derive one from (a deleted
# account, as Telegram writes some). The data cannot tell two such senders apart, so they
# share this one id; it never collides with a Telegram id (`user<digits>`, `channel<digits>`)
# or a derived one (`chat<id>`).
DELETED_ACCOUNT = "deleted-account"

# Desktop export chat types whose messages are posts by the channel itself.
EXPORT_CHANNEL_TYPES = frozenset({"public_channel", "private_channel"})

# Bot API update kinds that carry a message, and whether the message is an edit.
UPDATE_KINDS = {"message": False, "edited_message": True, "channel_post": False, "edited_channel_post": True}


@dataclass(frozen=True)
class Skipped:
    """An entry left out of an import: `entry` is its place (`result.json: messages[11]`),
    `index` its position (in its chat's `messages`, or among the updates), `reason` the error
    strict mode would have refused the import with (it names the field)."""

    entry: str
    index: int
    reason: str
    chat_id: Optional[str] = None
    message_id: Optional[int] = None
    update_id: Optional[int] = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


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


def export_sender(m: dict[str, Any], chat: dict[str, Any], where: str) -> str:
    """The sender id of an export message.

    1. `from_id` as Telegram wrote it (`user42`, `channel77`): a deleted account keeps it
       (only its `from` name is null), so its messages stay apart from everyone else's.
    2. `actor_id`, when `from_id` is null or absent: the account Telegram names as the one
       acting (service entries carry it in place of `from_id`).
    3. In a channel (`public_channel`, `private_channel`), `channel<chat id>`: a post there is
       the channel's own, and that is the id Telegram writes when it does name the channel.
    4. `DELETED_ACCOUNT`: nothing in the message names who sent it.
    A `from_id` that is present but not a non-empty string is malformed, not missing."""
    sender = m.get("from_id")
    if sender is not None:
        if not isinstance(sender, str) or not sender:
            raise BadRecord(f"{where}.from_id: not a non-empty string ({sender!r})")
        return sender
    actor = m.get("actor_id")
    if isinstance(actor, str) and actor:
        return actor
    if chat.get("type") in EXPORT_CHANNEL_TYPES:
        return f"channel{chat['id']}"
    return DELETED_ACCOUNT


def update_sender(m: dict[str, Any], where: str) -> tuple[str, bool]:
    """The sender id of a Bot API message, and whether the sender is a bot.

    1. `sender_chat`, when present: `chat<sender_chat.id>`. The message was sent on behalf of
       a chat (a channel post, an anonymous group admin, a linked channel's post forwarded into
       its discussion group). Telegram then fills `from`, if at all, with a placeholder bot
       shared by every such sender (GroupAnonymousBot, Channel_Bot), which would merge them
       all into one sender and take their messages for the bot's own deliveries.
    2. `from`: `user<from.id>`, a bot when `from.is_bot`.
    3. In a channel (`chat.type == "channel"`), `chat<chat.id>`: the post is the channel's.
    4. `DELETED_ACCOUNT`: nothing in the message names who sent it.
    A `from` or `sender_chat` that is present (not null) but has no integer id is malformed."""
    sender_chat = m.get("sender_chat")
    if sender_chat is not None:
        if not isinstance(sender_chat, dict) or not isinstance(sender_chat.get("id"), int):
            raise BadRecord(f"{where}.sender_chat.id: missing")
        return f"chat{sender_chat['id']}", False
    frm = m.get("from")
    if frm is not None:
        if not isinstance(frm, dict) or not isinstance(frm.get("id"), int):
            raise BadRecord(f"{where}.from.id: missing")
        return f"user{frm['id']}", bool(frm.get("is_bot"))
    if m["chat"].get("type") == "channel":
        return f"chat{m['chat']['id']}", False
    return DELETED_ACCOUNT, False


def _check(records: list[dict[str, Any]], where: str) -> None:
    for r in records:
        try:
            validate(r, *INPUT_MODELS)
        except BadRecord as exc:  # the mapping produced something the contract refuses
            raise BadRecord(f"{where}: {str(exc).splitlines()[0]}") from None


class _Chat:
    """Per-chat mapping state: which human message a bot message answers, and which
    messages were skipped. `message` changes it only once the entry's records are checked,
    so an entry that fails leaves no trace."""

    def __init__(self, chat_id: str, agent_id: str, bot_ids: set[str]) -> None:
        self.chat_id, self.agent_id, self.bot_ids = chat_id, agent_id, bot_ids
        self.last_human: Optional[int] = None
        self.human_ids: set[int] = set()
        self.bot_msgs: dict[int, tuple[int, int]] = {}  # bot message id -> (seq, delivery_seq)
        self.answers: dict[int, int] = {}  # seq -> deliveries so far
        self.skipped: set[int] = set()  # message ids left out (with a `skipped` list)

    def message(self, *, mid: int, sender: str, is_bot: bool, unix: Any, text: str, reply_to: Optional[int],
                edited_unix: Any, where: str, attachments: Optional[list[dict[str, Any]]] = None) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        bot = is_bot or sender in self.bot_ids
        answered: Optional[tuple[int, int]] = None  # (seq, delivery seq) of a bot message
        if bot:
            seq = reply_to if reply_to is not None and reply_to in self.human_ids else self.last_human
            if seq is None:
                raise BadRecord(f"{where}: a bot message before any human message has nothing to answer")
            dseq = self.answers.get(seq, 0)
            answered = (seq, dseq)
            out.append({"type": AgentDelivery.TYPE, "event_id": f"tg-{self.chat_id}-{mid}", "source": "telegram",
                        "chat_id": self.chat_id, "agent_id": self.agent_id, "source_seq": seq, "delivery_seq": dseq,
                        "delivered_at": _iso(unix, f"{where}.date"), "text": text, **_media(attachments)})
            target: dict[str, Any] = {"kind": "delivery", "source_seq": seq, "agent_id": self.agent_id, "delivery_seq": dseq}
        else:
            out.append({"type": SourceMessage.TYPE, "event_id": f"tg-{self.chat_id}-{mid}", "source": "telegram",
                        "chat_id": self.chat_id, "sender_id": sender, "source_seq": mid,
                        "sent_at": _iso(unix, f"{where}.date"), "text": text, "sensitive": False, **_media(attachments)})
            target = {"kind": "source", "source_seq": mid}
        if edited_unix is not None:
            out.append(self.correction(mid, target, edited_unix, text, where))
        _check(out, where)
        if answered is not None:
            self.answers[answered[0]] = answered[1] + 1
            self.bot_msgs[mid] = answered
        else:
            self.last_human = mid
            self.human_ids.add(mid)
        return out

    def edit(self, *, mid: int, unix: Any, text: str, where: str, attachments: Optional[list[dict[str, Any]]] = None) -> list[dict[str, Any]]:
        """A later edit (Bot API): a correction of the delivery or the source message it edits."""
        if mid in self.skipped:
            raise BadRecord(f"{where}: edits message {mid}, which was skipped")
        if mid in self.bot_msgs:
            seq, dseq = self.bot_msgs[mid]
            target: dict[str, Any] = {"kind": "delivery", "source_seq": seq, "agent_id": self.agent_id, "delivery_seq": dseq}
        else:
            target = {"kind": "source", "source_seq": mid}
        out = [{**self.correction(mid, target, unix, text, where), **_media(attachments)}]
        _check(out, where)
        return out

    def correction(self, mid: int, target: dict[str, Any], edited_unix: Any, text: str, where: str) -> dict[str, Any]:
        return {"type": SourceCorrection.TYPE, "event_id": f"tg-{self.chat_id}-{mid}-edit-{edited_unix}", "source": "telegram",
                "chat_id": self.chat_id, "target": target, "corrected_at": _iso(edited_unix, f"{where}.edited"), "text": text}


def _media(attachments: Optional[list[dict[str, Any]]]) -> dict[str, Any]:
    """The `attachments` field, only when there are some (a text message keeps its version-1 shape)."""
    return {"attachments": attachments} if attachments else {}


def _skip(skipped: Optional[list[Skipped]], exc: BadRecord, entry: Skipped) -> None:
    """Strict (`skipped` is None): refuse with the entry's error. Otherwise record the entry."""
    if skipped is None:
        raise exc
    skipped.append(entry)


def _export_message(state: _Chat, chat: dict[str, Any], m: Any, where: str) -> list[dict[str, Any]]:
    if not isinstance(m, dict):
        raise BadRecord(f"{where}: not an object")
    if m.get("type") != "message":
        return []  # service messages (joins, pins, calls) are not turns
    mid = m.get("id")
    if not isinstance(mid, int) or mid < 0:
        raise BadRecord(f"{where}.id: missing or not a non-negative integer")
    if "date_unixtime" not in m:
        raise BadRecord(f"{where}.date_unixtime: missing")
    return state.message(
        mid=mid, sender=export_sender(m, chat, where), is_bot=False, unix=m["date_unixtime"],
        text=flatten_text(m.get("text", ""), f"{where}.text"), reply_to=m.get("reply_to_message_id"),
        edited_unix=m.get("edited_unixtime"), where=where, attachments=export_attachments(m, where),
    )


def from_export(export: Any, *, agent_id: str, bot_ids: Iterable[str], name: str = "result.json",
                skipped: Optional[list[Skipped]] = None) -> list[dict[str, Any]]:
    """Input records of a Telegram Desktop export: one chat, or `chats.list` of a full export.
    With `skipped`, malformed messages (and, in a full export, malformed chats) are left out
    and appended to it; an export that is not an object, or a `chats.list` that is not a list,
    is refused either way (there is nothing to import)."""
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
            exc = BadRecord(f"{prefix}id/messages: a chat needs an id and a list of messages")
            if not full:
                raise exc
            _skip(skipped, exc, Skipped(entry=f"{name}: chats.list[{ci}]", index=ci, reason=str(exc)))
            continue
        state = _Chat(str(chat["id"]), agent_id, bots)
        for mi, m in enumerate(chat["messages"]):
            where = f"{prefix}messages[{mi}]"
            try:
                out.extend(_export_message(state, chat, m, where))
            except BadRecord as exc:
                mid = m.get("id") if isinstance(m, dict) and isinstance(m.get("id"), int) else None
                _skip(skipped, exc, Skipped(entry=where, index=mi, reason=str(exc), chat_id=state.chat_id, message_id=mid))
    return out


def _update(chats: dict[str, _Chat], u: Any, agent_id: str, where: str) -> list[dict[str, Any]]:
    if isinstance(u, BadRecord):
        raise u  # a line that was not JSON (`iter_jsonl`)
    if not isinstance(u, dict):
        raise BadRecord(f"{where}: not an object")
    kind = next((k for k in UPDATE_KINDS if u.get(k) is not None), None)
    if kind is None:
        return []  # other update kinds (callbacks, members) are not turns
    m, where = u[kind], f"{where}.{kind}"
    if not isinstance(m, dict) or not isinstance(m.get("message_id"), int) or not isinstance((m.get("chat") or {}).get("id"), int):
        raise BadRecord(f"{where}: needs message_id and chat.id")
    chat_id = str(m["chat"]["id"])
    state = chats.setdefault(chat_id, _Chat(chat_id, agent_id, set()))
    text = m.get("text", m.get("caption", ""))
    try:
        if not isinstance(text, str):
            raise BadRecord(f"{where}.text: not a string")
        attachments = update_attachments(m, where)
        if UPDATE_KINDS[kind]:
            return state.edit(mid=m["message_id"], unix=m.get("edit_date", m.get("date")), text=text, where=where,
                              attachments=attachments)
        sender, is_bot = update_sender(m, where)
        return state.message(
            mid=m["message_id"], sender=sender, is_bot=is_bot, unix=m.get("date"), text=text,
            reply_to=(m.get("reply_to_message") or {}).get("message_id"), edited_unix=None, where=where,
            attachments=attachments,
        )
    except BadRecord:
        if not UPDATE_KINDS[kind]:
            state.skipped.add(m["message_id"])  # its later edits have nothing to correct
        raise


def from_bot_updates(updates: Iterable[Any], *, agent_id: str, name: str = "updates",
                     skipped: Optional[list[Skipped]] = None) -> list[dict[str, Any]]:
    """Input records of Bot API updates; the bot's own messages (`from.is_bot`) are deliveries
    of `agent_id`. An update may be a `BadRecord` (a line `iter_jsonl` could not parse): it is
    refused, or with `skipped`, left out like any malformed update."""
    chats: dict[str, _Chat] = {}
    out: list[dict[str, Any]] = []
    for ui, u in enumerate(updates):
        where = f"{name}[{ui}]"
        try:
            out.extend(_update(chats, u, agent_id, where))
        except BadRecord as exc:
            _skip(skipped, exc, Skipped(entry=where, index=ui, reason=str(exc), **_update_ids(u)))
    return out


def _update_ids(u: Any) -> dict[str, Any]:
    """What a malformed update still says about itself, for its report line."""
    if not isinstance(u, dict):
        return {}
    ids: dict[str, Any] = {"update_id": u["update_id"]} if isinstance(u.get("update_id"), int) else {}
    m: dict[str, Any] = next((u[k] for k in UPDATE_KINDS if isinstance(u.get(k), dict)), {})
    if isinstance(m.get("message_id"), int):
        ids["message_id"] = m["message_id"]
    if isinstance(m.get("chat"), dict) and isinstance(m["chat"].get("id"), int):
        ids["chat_id"] = str(m["chat"]["id"])
    return ids


def iter_jsonl(lines: Iterable[bytes], name: str) -> Iterator[Union[Any, BadRecord]]:
    """The JSON value of each non-blank line; a line that is not JSON yields the BadRecord
    naming it (`name:line`), so the updates keep their positions and the caller decides."""
    import orjson

    for i, line in enumerate(lines, 1):
        if line.strip():
            try:
                yield orjson.loads(line)
            except orjson.JSONDecodeError as exc:
                yield BadRecord(f"{name}:{i}: not JSON ({exc})")
