"""The contract's hash rule, and deterministic ids derived from content.

`*_hash` = lowercase hex SHA-256 of orjson.dumps(record without that field, OPT_SORT_KEYS).
Ids are content hashes too, so a retry, a restart or a replay derives the same id.
"""

from __future__ import annotations

import hashlib
from typing import Any, Mapping

import orjson


def canonical_bytes(obj: Any) -> bytes:
    return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)


def sha256_hex(data: bytes | str) -> str:
    if isinstance(data, str):
        data = data.encode("utf-8")
    return hashlib.sha256(data).hexdigest()


def digest(obj: Any) -> str:
    """SHA-256 of the canonical JSON of any JSON-ready value."""
    return sha256_hex(canonical_bytes(obj))


def record_hash(record: Mapping[str, Any], hash_field: str) -> str:
    """The hash of a record over everything but its own `hash_field`."""
    return digest({k: v for k, v in record.items() if k != hash_field})


def derive_id(prefix: str, *parts: Any) -> str:
    """A short deterministic id: `<prefix>_<first 32 hex of sha256(parts)>`."""
    return f"{prefix}_{digest(parts)[:32]}"  # a tuple is a JSON array to orjson


def content_id(prefix: str, record: Mapping[str, Any], id_field: str, hash_field: str) -> str:
    """An immutable document's id: the hash of its content (without its id and hash)."""
    return derive_id(prefix, {k: v for k, v in record.items() if k not in (id_field, hash_field)})


def seal(record: dict[str, Any], prefix: str, id_field: str, hash_field: str) -> dict[str, Any]:
    """Set a document's content id, then its hash by the contract's rule."""
    record[id_field] = content_id(prefix, record, id_field, hash_field)
    record[hash_field] = record_hash(record, hash_field)
    return record


def seal_problem(record: Mapping[str, Any], prefix: str, id_field: str, hash_field: str) -> str | None:
    """Why a stored document does not re-derive (None when it does)."""
    if record_hash(record, hash_field) != record.get(hash_field):
        return f"divergent-hash: {hash_field} does not match the record"
    if content_id(prefix, record, id_field, hash_field) != record.get(id_field):
        return f"divergent-id: {id_field} is not the content hash"
    return None
