"""The pipeline's control records (not contract records): generations and dead letters."""

from __future__ import annotations

from typing import Literal, Optional

from pydantic import Field

from .base import Record


class Generation(Record):
    """convcompact.generation@1: a generation of state, i.e. the Faust app id whose consumer
    group and tables hold it. Keyed by its app id; the record keyed by the base app id names
    the current one."""

    ROLE = "generations"
    type: Literal["convcompact.generation@1"] = "convcompact.generation@1"
    base: str  # the configured app id (CONVCOMPACT_APP_ID)
    app_id: str  # this generation's Faust app id and consumer group
    state: Literal["replaying", "current"]
    # topic -> partition -> the first offset this generation reads: a replay starts the
    # dispatch and results topics at their ends (the earlier generation's packets are settled
    # or spent), while it reads the input topics from the beginning.
    floors: dict[str, dict[str, int]] = Field(default_factory=dict)
    # topic -> partition -> offset: the first input record this generation plans (what lies
    # below, an earlier generation evaluated already: folded, not planned again), and where
    # the compacted topics ended when the replay began (indexed before the first planning).
    plan_from: dict[str, dict[str, int]] = Field(default_factory=dict)
    evidence_until: dict[str, dict[str, int]] = Field(default_factory=dict)
    # partition -> chain (state.chain_name) -> the offset of its dispatch record: what the
    # earlier generation had in flight. Once a partition's inputs are folded, each packet is
    # taken in flight again and dispatched again, so a result it published is settled, never
    # paid twice.
    resume: dict[str, dict[str, int]] = Field(default_factory=dict)
    created_at: str
    switched_at: Optional[str] = None

    @staticmethod
    def by_partition(offsets: dict[str, dict[str, int]]) -> dict[tuple[str, int], int]:
        """`floors`, `plan_from` or `evidence_until` keyed by (topic, partition)."""
        return {(topic, int(p)): offset for topic, parts in offsets.items() for p, offset in parts.items()}


class DeadLetter(Record):
    ROLE = "dead_letter"
    type: Literal["dead-letter@1"] = "dead-letter@1"
    topic: str
    partition: int
    offset: int
    key: Optional[str]
    value_b64: str
    # Extensions (readers may ignore them): the bad value's size, and whether key or value
    # were cut to keep the dead letter under max.message.bytes.
    value_bytes: Optional[int] = None
    truncated: bool = False
    error: str
    at: str
