"""Every private Faust and aiokafka attribute the pipeline reaches, in one place.

Each is something the public API does not offer. `tests/test_private_api.py` pins every one
to the versions `constraints.txt` installs, so an upgrade that moves one fails there, by
name, before it fails in a worker.

- `faust.streams._current_event`: the context variable Faust's tables read to pick the
  changelog partition and the RocksDB partition database of a write or a read. A batch (or
  a timer) handles records of several partitions, so the shell sets it per record.
- `Consumer._committed_offset`: the offset Faust last committed per partition; the stall
  guard compares it with the agents' own watermark.
- `BlueprintManager._enabled`: the web blueprints Faust mounts; its placeholder at "/" gives
  way to the operator's page.
- The RocksDB store's `_dbs`, `_encode_key`, `_decode_key`, `use_rocksdict`: one prefix seek
  per partition database instead of a walk over every key.
- Faust's `Producer._producer`: the aiokafka producer under Faust's, for its batch API
  (`create_batch`/`send_batch`): a batch's table writes go as one produce batch per
  partition, through the producer whose flush Faust awaits before each commit.
- aiokafka's `consumer._client.force_metadata_update()`: the first look at a topic a
  consumer was not subscribed to.
- Faust's `LeaderAssignor._leader_topic` (via `app._leader_assignor`): the leader-election
  topic Faust declares at start, so that it is created with the pipeline's
  `min.insync.replicas` like every other topic.
"""

from __future__ import annotations

import contextvars
import weakref
from typing import Any, Iterator, Optional



_CURRENT_EVENT: Optional[contextvars.ContextVar[Any]] = None


def _current_event() -> contextvars.ContextVar[Any]:
    global _CURRENT_EVENT
    if _CURRENT_EVENT is None:  # imported on first use: the CLI's readers need no Faust
        from faust.streams import _current_event as var

        _CURRENT_EVENT = var
    return _CURRENT_EVENT


def set_current_event(event: Any, ref: Optional["weakref.ref[Any]"] = None) -> contextvars.Token[Any]:
    """Make `event` (anything with `.message.topic` and `.message.partition`) the event Faust's
    tables read and write for; returns the token that `reset_current_event` takes. Faust
    holds it by weak reference: `ref`, one made already (a table read sets it every time)."""
    return _current_event().set(ref if ref is not None else weakref.ref(event))


def clear_current_event() -> contextvars.Token[Any]:
    """No current event: Faust's store then looks a key up in every partition database it has
    open, opening none; returns the token that `reset_current_event` takes."""
    return _current_event().set(None)


def reset_current_event(token: contextvars.Token[Any]) -> None:
    _current_event().reset(token)


def committed_offset(consumer: Any, tp: Any) -> Optional[int]:
    """The offset Faust last committed for a partition (None before its first commit)."""
    return consumer._committed_offset.get(tp)


def kafka_producer(app: Any) -> Any:
    """The started aiokafka producer under Faust's producer."""
    producer = app.producer._producer
    if producer is None:
        raise RuntimeError("Faust's producer has not started")
    return producer


def remove_blueprint(app: Any, name: str) -> bool:
    """Unmount one of Faust's own web blueprints (before the web server starts)."""
    enabled = app.web.blueprints._enabled
    found = next((e for e in enabled if e[1] == name), None)
    if found is None:
        return False
    enabled.remove(found)
    return True


def rocksdb_keys_with_prefix(store: Any, prefix: str) -> Optional[Iterator[str]]:
    """The keys starting with `prefix`, by a seek per partition database of a rocksdict
    store; None for any other store (the caller walks its keys)."""
    dbs = getattr(store, "_dbs", None)
    if dbs is None or not getattr(store, "use_rocksdict", False):
        return None

    def keys() -> Iterator[str]:
        raw = store._encode_key(prefix)
        raw = raw[:-1] if raw.endswith(b'"') else raw  # a JSON-encoded key: drop the closing quote
        for db in list(dbs.values()):
            for key in db.keys(from_key=raw):
                if not key.startswith(raw):
                    break
                yield store._decode_key(key)

    return keys()


ROCKSDB_MEMORY = {  # what each kind of the table's RocksDB memory is, by RocksDB property
    "memtables": "rocksdb.cur-size-all-mem-tables",
    "block_cache": "rocksdb.block-cache-usage",
    "table_readers": "rocksdb.estimate-table-readers-mem",
}


def rocksdb_memory(store: Any) -> Optional[dict[str, int]]:
    """Bytes of each kind of RocksDB memory over a rocksdict store's open partition databases
    (and `keys`, RocksDB's estimate of the keys they hold); None for any other store."""
    dbs = getattr(store, "_dbs", None)
    if dbs is None or not getattr(store, "use_rocksdict", False):
        return None
    out = {kind: 0 for kind in (*ROCKSDB_MEMORY, "keys")}
    for db in list(dbs.values()):
        for kind, prop in (*ROCKSDB_MEMORY.items(), ("keys", "rocksdb.estimate-num-keys")):
            out[kind] += int(db.property_int_value(prop) or 0)
    return out


def leader_topic(app: Any) -> Any:
    """Faust's leader-election topic (`<app-id>-__assignor-__leader`), before it is declared."""
    return app._leader_assignor._leader_topic


async def refresh_metadata(consumer: Any) -> None:
    """Ask the cluster for fresh metadata (an aiokafka consumer that never subscribed to a
    topic does not know its partitions yet)."""
    await consumer._client.force_metadata_update()
