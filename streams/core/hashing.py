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
    return f"{prefix}_{digest(list(parts))[:32]}"
