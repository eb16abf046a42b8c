"""The contract's partitioner: Kafka's default murmur2 partitioner over a record key's bytes
(what the Java client and Faust use), so a conversation's records of every topic share one
partition number, and the runtime can tell a record that was produced elsewhere. Pure; the
same function as org.apache.kafka.common.utils.Utils.murmur2 (checked against aiokafka's in
tests/core/test_partitioner.py)."""

from __future__ import annotations

_M = 0x5BD1E995
_MASK = 0xFFFFFFFF


def murmur2(data: bytes) -> int:
    length = len(data)
    h = (0x9747B28C ^ length) & _MASK
    for i in range(0, length - length % 4, 4):
        k = int.from_bytes(data[i:i + 4], "little")
        k = (k * _M) & _MASK
        k ^= k >> 24
        k = (k * _M) & _MASK
        h = ((h * _M) & _MASK) ^ k
    rest = length % 4
    tail = length & ~3
    if rest >= 3:
        h ^= data[tail + 2] << 16
    if rest >= 2:
        h ^= data[tail + 1] << 8
    if rest >= 1:
        h ^= data[tail]
        h = (h * _M) & _MASK
    h ^= h >> 13
    h = (h * _M) & _MASK
    h ^= h >> 15
    return h


def partition_of_key(key: bytes, partitions: int) -> int:
    return (murmur2(key) & 0x7FFFFFFF) % partitions


def partition_for(conversation: str, partitions: int) -> int:
    """A conversation's partition, on every topic keyed by it."""
    return partition_of_key(conversation.encode("utf-8"), partitions)
