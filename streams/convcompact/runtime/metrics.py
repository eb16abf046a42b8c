"""Prometheus metrics. Conversation ids never become label values (cardinality)."""

from __future__ import annotations

from typing import Any, Optional

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

from convcompact.core.processor import Step
from convcompact.core.records import Dispatch, RunRecord


class Metrics:
    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        self._children: dict[tuple[int, tuple[str, ...]], Any] = {}
        self._counted: dict[Any, int] = {}  # counter child -> what count_step counted since the last flush
        r = self.registry
        self.records = Counter("convcompact_records_total", "Input records handled, by topic and status", ["topic", "status"], registry=r)
        self.dead_letters = Counter("convcompact_dead_letters_total", "Records sent to the dead-letter topic", ["topic"], registry=r)
        self.runs = Counter("convcompact_runs_total", "Run records by outcome and reason", ["outcome", "reason"], registry=r)
        self.gap_records = Counter(
            "convcompact_gap_records_total", "Records Faust skipped that were read back from the broker", ["topic"], registry=r
        )
        self.partition_resumes = Counter(
            "convcompact_partition_resumes_total", "Stalled partitions sought back to their first unfinished offset", ["topic"], registry=r
        )
        self.assignments = Counter(
            "convcompact_assignments_total", "Partition assignments this worker received (one per rebalance it took part in)", registry=r
        )
        self.model_skipped = Counter(
            "convcompact_model_skipped_total", "Dispatches not executed because their packet is no longer in flight", registry=r
        )
        self.model_recovered = Counter(
            "convcompact_model_recovered_total", "In-flight packets executed again after their execution was lost", registry=r
        )
        self.duplicate_executions = Counter(
            "convcompact_duplicate_executions_total",
            "Results rejected as duplicate-execution: a packet that had its result was sent to the model again", registry=r,
        )
        self.model_not_called = Counter(
            "convcompact_model_not_called_total",
            "Dispatches of a packet in flight not sent to the model: leased to another worker, or its result already published",
            ["reason"], registry=r,
        )
        self.boundaries = Counter("convcompact_boundaries_settled_total", "Boundaries settled", registry=r)
        self.orphans = Counter(
            "convcompact_orphan_groups_frozen_total",
            "Groups frozen with no message read (replies or an edit of a message never sent or not read)", registry=r,
        )
        self.context_failed_closed = Counter(
            "convcompact_context_failed_closed_total", "/context answers that failed closed, by reason (stuck chains among them)",
            ["reason"], registry=r,
        )
        self.model_latency = Histogram(
            "convcompact_model_latency_seconds", "Model execution time per packet",
            buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120), registry=r,
        )

        self.trigger_to_boundary = Histogram(
            "convcompact_trigger_to_boundary_seconds", "From the triggering message's dispatch to its settled boundary",
            buckets=(0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900), registry=r,
        )
        part = ["group", "topic", "partition"]
        self.end_offset = Gauge("convcompact_partition_end_offset", "Log-end offset per assigned partition", part, registry=r)
        self.committed_offset = Gauge("convcompact_partition_committed_offset", "The group's committed offset", part, registry=r)
        self.lag = Gauge("convcompact_partition_lag", "End minus committed offset (from the broker)", part, registry=r)
        self.conversations = Gauge("convcompact_partition_conversations", "Conversations on a partition", ["partition"], registry=r)
        self.in_flight = Gauge("convcompact_partition_in_flight_packets", "Packets in flight on a partition", ["partition"], registry=r)
        self.store_memory = Gauge(
            "convcompact_table_store_memory_bytes", "The table's RocksDB memory, by kind (memtables, block_cache, table_readers)",
            ["kind"], registry=r,
        )
        self.store_keys = Gauge("convcompact_table_store_keys", "RocksDB's estimate of the keys the open partition databases hold", registry=r)
        # The export-lag timer's last rows ({group, topic, partition, end, committed, lag}) and
        # when they were read: the operator's page shows them without calling the broker.
        self.lag_rows: list[dict[str, Any]] = []
        self.lag_at: Optional[str] = None
        self.ungrounded = Histogram(
            "convcompact_summary_ungrounded",
            "Per settled boundary: numbers, dates, times or capitalised names of its summary found nowhere in its packet's input",
            ["kind"], buckets=(0, 1, 2, 3, 5, 8, 13, 21, 34), registry=r,
        )
        self.packet_chars = Histogram(
            "convcompact_packet_input_chars", "Characters of frozen input per dispatched packet",
            buckets=(1e3, 5e3, 1e4, 2e4, 4e4, 8e4, 1.6e5, 3.2e5), registry=r,
        )

    def count_step(self, step: Step, topic: str) -> None:
        """Count a step's record and run records; they reach the counters at `flush`."""
        counted = self._counted
        child = self._child(self.records, topic, step.status)
        counted[child] = counted.get(child, 0) + 1
        if step.status == "bad":
            self.dead_letters.labels(topic=topic).inc()
        for outcome, reason in step.outcomes:
            child = self._child(self.runs, outcome, reason or "")
            counted[child] = counted.get(child, 0) + 1
            if outcome == "settled":
                self.boundaries.inc()
            if outcome == "rejected" and reason == "duplicate-execution":
                self.duplicate_executions.inc()
        if step.orphans:
            self.orphans.inc(step.orphans)
        if step.trigger_to_boundary_s is not None:
            self.trigger_to_boundary.observe(step.trigger_to_boundary_s)
        for out in step.outputs:
            if isinstance(out.record, Dispatch):
                self.packet_chars.observe(out.record.packet.input.char_count)
            elif out.role == "runs" and isinstance(out.record, RunRecord) and out.record.grounding is not None:  # once: a settled run is archived too
                for kind, n in out.record.grounding.ungrounded.to_json().items():
                    self._child(self.ungrounded, kind).observe(n)

    def flush(self) -> None:
        """Add what `count_step` counted (once a batch: a counter's inc takes its lock, and
        every record counted twice)."""
        for child, n in self._counted.items():
            child.inc(n)
        self._counted.clear()

    def _child(self, metric: Any, *labels: str) -> Any:
        """`metric.labels(*labels)`, cached: the hot path counts every record."""
        key = (id(metric), labels)
        child = self._children.get(key)
        if child is None:
            child = self._children[key] = metric.labels(*labels)
        return child
