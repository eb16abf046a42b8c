"""The media of a Telegram message as contract attachments (`[{"kind", "name", "mime",
"bytes", "ref"}]`), from a Telegram Desktop export entry or a Bot API message. Pure: no I/O.

`ref` is what the agent runtime can resolve: an export's relative file path (null when the
export left the file out), a Bot API `file_id`; a location is a `geo:` URI, a contact a `tel:`
URI. A caption is the message's text (the mappers already read it as such), so the attachment's
own `caption` stays null. A sticker's `name` is its emoji: what it says in the chat.

Telegram puts at most one media item in a message (an album is several messages), so a list
holds one attachment, or none. A field present with the wrong type raises BadRecord naming it."""

from __future__ import annotations

from typing import Any, Optional

from .errors import BadRecord

# Export `media_type` of a `file` -> attachment kind (a file without one is a document).
EXPORT_MEDIA_KINDS = {
    "sticker": "sticker", "voice_message": "voice", "video_message": "video", "video_file": "video",
    "animation": "animation", "audio_file": "audio",
}

# Bot API message fields holding one file, in the order they are checked: `animation` before
# `document`, since Telegram sets both for an animation (for older clients).
UPDATE_FILE_KINDS = (
    ("animation", "animation"), ("video", "video"), ("video_note", "video"), ("voice", "voice"), ("audio", "audio"),
    ("sticker", "sticker"), ("document", "document"),
)


def _opt(obj: dict[str, Any], key: str, kind: type, where: str) -> Any:
    value = obj.get(key)
    if value is None:
        return None
    if kind is int and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
        raise BadRecord(f"{where}.{key}: not a non-negative integer ({value!r:.40})")
    if kind is not int and not isinstance(value, kind):
        raise BadRecord(f"{where}.{key}: not a {kind.__name__} ({value!r:.40})")
    return value


def _attachment(kind: str, name: Optional[str] = None, mime: Optional[str] = None, size: Optional[int] = None,
                ref: Optional[str] = None) -> dict[str, Any]:
    return {"kind": kind, "name": name or None, "mime": mime or None, "bytes": size, "ref": ref or None, "caption": None}


def _geo(point: Any, where: str) -> Optional[str]:
    if point is None:
        return None  # an export writes null for a point it could not read
    if not isinstance(point, dict):
        raise BadRecord(f"{where}: not an object")
    lat, lon = point.get("latitude"), point.get("longitude")
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (lat, lon)):
        raise BadRecord(f"{where}: latitude and longitude must be numbers")
    return f"geo:{lat},{lon}"


def _contact(c: Any, where: str) -> dict[str, Any]:
    if not isinstance(c, dict):
        raise BadRecord(f"{where}: not an object")
    first, last, phone = (_opt(c, k, str, where) for k in ("first_name", "last_name", "phone_number"))
    name = " ".join(p for p in (first, last) if p)
    return _attachment("contact", name=name, ref=f"tel:{phone.replace(' ', '')}" if phone else None)


def _poll(p: Any, where: str) -> dict[str, Any]:
    if not isinstance(p, dict):
        raise BadRecord(f"{where}: not an object")
    return _attachment("other", name=_opt(p, "question", str, where))


# ---- Telegram Desktop export -----------------------------------------------------------------


def _export_path(m: dict[str, Any], key: str, where: str) -> Optional[str]:
    """A file's relative path; None where the export left the file out (it writes a note in
    parentheses instead: not included, unavailable, over the size limit)."""
    path = _opt(m, key, str, where)
    return None if path is None or path.startswith("(") else path


def export_attachments(m: dict[str, Any], where: str) -> list[dict[str, Any]]:
    if "photo" in m:
        return [_attachment("photo", size=_opt(m, "photo_file_size", int, where), ref=_export_path(m, "photo", where))]
    if "file" in m:
        media_type = _opt(m, "media_type", str, where)
        kind = EXPORT_MEDIA_KINDS.get(media_type or "", "document")
        name = _opt(m, "sticker_emoji", str, where) if kind == "sticker" else None
        return [_attachment(kind, name=name or _opt(m, "file_name", str, where), mime=_opt(m, "mime_type", str, where),
                            size=_opt(m, "file_size", int, where), ref=_export_path(m, "file", where))]
    if "location_information" in m:
        return [_attachment("location", name=_opt(m, "place_name", str, where),
                            ref=_geo(m["location_information"], f"{where}.location_information"))]
    if "contact_information" in m:
        return [_contact(m["contact_information"], f"{where}.contact_information")]
    if "poll" in m:
        return [_poll(m["poll"], f"{where}.poll")]
    return []


# ---- Bot API ------------------------------------------------------------------------------------


def _file(kind: str, f: Any, where: str) -> dict[str, Any]:
    if not isinstance(f, dict):
        raise BadRecord(f"{where}: not an object")
    name = _opt(f, "emoji", str, where) if kind == "sticker" else _opt(f, "file_name", str, where)
    if kind == "audio" and not name:
        name = _opt(f, "title", str, where)
    return _attachment(kind, name=name, mime=_opt(f, "mime_type", str, where), size=_opt(f, "file_size", int, where),
                       ref=_opt(f, "file_id", str, where))


def update_attachments(m: dict[str, Any], where: str) -> list[dict[str, Any]]:
    photo = m.get("photo")
    if photo is not None:
        if not isinstance(photo, list) or not photo:
            raise BadRecord(f"{where}.photo: not a non-empty list of PhotoSize")
        # The sizes come smallest first: the last is the photo itself.
        return [_file("photo", photo[-1], f"{where}.photo[{len(photo) - 1}]")]
    for key, kind in UPDATE_FILE_KINDS:
        if m.get(key) is not None:
            return [_file(kind, m[key], f"{where}.{key}")]
    if m.get("location") is not None:
        venue = m.get("venue")
        title = _opt(venue, "title", str, f"{where}.venue") if isinstance(venue, dict) else None
        return [_attachment("location", name=title, ref=_geo(m["location"], f"{where}.location"))]
    if m.get("contact") is not None:
        return [_contact(m["contact"], f"{where}.contact")]
    if m.get("poll") is not None:
        return [_poll(m["poll"], f"{where}.poll")]
    return []
