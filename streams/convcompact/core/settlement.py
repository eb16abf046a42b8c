"""Settlement: the trusted parent validates one model result and binds the boundary event.

The model supplies only one bounded plain-text summary. Everything else in the boundary
comes from the trusted plan (the in-flight packet header) and the model receipt, and the
event is bound by `boundary_hash` (the contract's rule).
"""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime, timedelta

import orjson
from dataclasses import dataclass, field
from typing import Any, Optional

from .declarations import Pair
from .hashing import derive_id, record_hash
from .records import Boundary, Record, Result, RunOutcome, RunRecord
from .state import ChainState, InFlight, PacketHeader, Tip

PREVIEW_CHARS = 280
# How many (packet_id, result_id) pairs a chain remembers of the results it settled or
# spent: enough to name a second model execution of a recent packet, bounded so the chain
# state stays small. An older packet's extra result is still rejected (packet-not-in-flight).
RECENT_RESULTS = 8
_ALLOWED_CONTROLS = {"\n", "\t"}


def summary_problem(text: Optional[str], max_chars: int) -> Optional[str]:
    """Why a summary text is not one bounded plain-text part, or None when it is."""
    if text is None or not text.strip():
        return "empty-summary"
    if len(text) > max_chars:
        return "summary-too-long"
    if any(unicodedata.category(ch) == "Cc" and ch not in _ALLOWED_CONTROLS for ch in text):
        return "summary-control-characters"
    stripped = text.strip()
    if stripped[:1] in "{[" and stripped[-1:] in "}]":
        try:
            orjson.loads(stripped)
        except orjson.JSONDecodeError:
            return None
        return "summary-not-plain-text"  # the model never writes provenance JSON
    return None


def receipt_problem(result: Result) -> Optional[str]:
    """Why a result's model receipt cannot be bound into a boundary: its times must be
    instants in order, its usage as the provider reported it, never negative."""
    try:
        started, finished = _instant(result.started_at), _instant(result.finished_at)
    except ValueError:
        return "malformed-receipt"
    if started.tzinfo is None or finished.tzinfo is None or finished < started:
        return "malformed-receipt"
    if result.usage.input_tokens < 0 or result.usage.output_tokens < 0:
        return "malformed-receipt"
    return None


# What a failure class looks like: a code such as `http-400`, `retries-exhausted`, `tool-call`
# (lowercase words, an optional number last), or a Python exception's class name. Anything
# else before the first colon (or in an error with no colon) may be text the provider echoed
# (a user's message, a key), and run records are content-dark: it is not a class.
_FAILURE_CODE = re.compile(r"[a-z]+(?:-[a-z]+)*(?:-[0-9]+)?")
_EXCEPTION_NAME = re.compile(r"[A-Z][A-Za-z]*(?:Error|Exception|Timeout|Exit|Interrupt)")
FAILURE_CLASS_CHARS = 60


def failure_class(error: str) -> Optional[str]:
    """The failure class an error string starts with (`<class>: <detail>` or a bare code),
    or None when its start does not look like a class name."""
    head = error.split(":", 1)[0]
    if len(head) > FAILURE_CLASS_CHARS:
        return None
    if _FAILURE_CODE.fullmatch(head) or _EXCEPTION_NAME.fullmatch(head):
        return head
    return None


# Consecutive failed or rejected results back the chain off: 30 s, doubling, at most an hour
# between packets sent to the model. From FAILING_AFTER failures on, each evaluation in the
# wait is failed-closed `compaction-failing` (an alert), and one packet an hour is still tried,
# so a provider that recovers heals the chain by itself.
BACKOFF_BASE_S, BACKOFF_CAP_S, FAILING_AFTER = 30.0, 3600.0, 5


def backoff_s(failures: int, base_s: float = BACKOFF_BASE_S) -> float:
    return min(BACKOFF_CAP_S, base_s * 2.0 ** max(0, failures - 1))


def later(at: str, seconds: float) -> str:
    return (_instant(at) + timedelta(seconds=seconds)).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def backing_off(chain: ChainState, at: str) -> Optional[str]:
    """The reason a chain may not send a packet to the model now (None: it may)."""
    retry_at = chain.get("retry_at")
    if not retry_at or _instant(at) >= _instant(retry_at):
        return None
    return "compaction-failing" if chain.get("failures", 0) >= FAILING_AFTER else "backing-off"


def settlement_run_id(pair: Pair, conversation: str, result_id: str) -> str:
    return derive_id("run", pair.epoch, pair.compactor_id, conversation, "result", result_id)


def boundary_id_for(epoch: str, compactor_id: str, conversation: str, packet_id: str) -> str:
    # One boundary per packet: two boundaries can never come from one frozen input.
    return derive_id("bnd", epoch, compactor_id, conversation, packet_id)


@dataclass
class Settlement:
    chain: ChainState
    outcome: str  # settled | rejected | model-failed | duplicate
    reason: Optional[str] = None
    boundary: Optional[Boundary] = None
    run: Optional[RunRecord] = None
    outputs: list[Record] = field(default_factory=list)
    trigger_to_boundary_s: Optional[float] = None
    # Settled before a crash lost the chain's write: its boundary is indexed already.
    already_bound: bool = False


def settle(
    *,
    pair: Pair,
    conversation: str,
    result: Result,
    chain: ChainState,
    header: Optional[PacketHeader],
    tip: Optional[Tip],
    at: str,
    backoff_base_s: float = BACKOFF_BASE_S,
    settled_before: bool = False,
) -> Settlement:
    """Accept the result only if its packet is the one in flight, the prior boundary it names
    is still the latest of its chain (`tip`, the chain's evidence), coverage advances and the
    text is one valid part. The boundary it binds becomes the chain's latest once the
    evidence indexes it (evidence.py), the same way a boundary read from the topic does."""
    chain = chain.copy()
    recent = chain.get("recent_results") or []
    if result.result_id == chain.get("last_result_id") or [result.packet_id, result.result_id] in recent:
        return Settlement(chain, "duplicate")  # the same result delivered again: nothing new
    flight = chain["in_flight"]

    def run_record(outcome: RunOutcome, reason: Optional[str] = None, boundary_id: Optional[str] = None, of_flight: bool = True) -> RunRecord:
        """The settlement's run record (`of_flight`: the result is of the packet in flight,
        so the record names the trigger that planned it)."""
        return RunRecord(
            run_id=settlement_run_id(pair, conversation, result.result_id),
            compactor_id=pair.compactor_id,
            target_agent=pair.target_agent,
            conversation=conversation,
            trigger_event_id=header["trigger_event_id"] if header and of_flight else None,
            source_seq=header["trigger_source_seq"] if header and of_flight else None,
            outcome=outcome,
            reason=reason,
            epoch=pair.epoch,
            packet_id=result.packet_id,
            result_id=result.result_id,
            boundary_id=boundary_id,
            at=at,
        )

    if settled_before:
        # This very result settled before, its boundary and settled run record are on the
        # topics and indexed, but the worker died before the chain's own write reached the
        # changelog, so it came back to a chain that may still have its packet in flight
        # (and a tip that moved to its boundary, or past it). Never a rejection: that would
        # back the chat off, drop the catch-up packet dispatched after it, and name the run
        # rejected under the run id it settled with. Where its packet is still in flight:
        # the run record again (same id), the chain freed, no second boundary, and the
        # caller catches up from the tip; elsewhere nothing new.
        chain["recent_results"] = (recent + [[result.packet_id, result.result_id]])[-RECENT_RESULTS:]
        if not is_in_flight(flight, result):
            return Settlement(chain, "duplicate")
        chain["last_result_id"] = result.result_id
        chain["in_flight"] = None
        chain["failures"], chain["retry_at"] = 0, None
        bid = boundary_id_for(pair.epoch, pair.compactor_id, conversation, result.packet_id)
        run = run_record("settled", boundary_id=bid).model_copy(update={"grounding": result.grounding})
        return Settlement(chain, "settled", None, None, run, [run], already_bound=True)
    reason: Optional[str] = None
    outcome = "rejected"
    if result.conversation != conversation:
        reason = "wrong-conversation"
    elif not is_in_flight(flight, result) and any(packet == result.packet_id for packet, _ in recent):
        # A packet that already had its result came back with another one: the model was
        # called twice for it. Named, so the spend shows on the runs topic and /metrics.
        reason = "duplicate-execution"
    elif flight is None or flight["packet_id"] != result.packet_id or header is None or header["packet_id"] != result.packet_id:
        reason = "packet-not-in-flight"
    elif result.packet_hash != flight["packet_hash"] or header["packet_hash"] != flight["packet_hash"]:
        reason = "packet-hash-mismatch"
    elif result.run_id != flight["model_run_id"]:
        reason = "fabricated-run"
    elif header["epoch"] != pair.epoch or chain["epoch"] != pair.epoch:
        reason = "stale-epoch"
    elif (header["previous"]["boundary_id"] if header["previous"] else None) != (tip["boundary_id"] if tip else None):
        reason = "previous-not-latest"
    elif tip is not None and header["covered_through"]["source_seq"] <= tip["covered_through_seq"]:
        reason = "coverage-not-advancing"
    elif (problem := receipt_problem(result)) is not None:
        reason = problem
    elif result.error is not None and result.error_kind == "output-contract":
        # The provider answered, but not with one plain-text part: the parent refuses it.
        reason = "output-contract-" + (failure_class(result.error) or "violation")
    elif result.error is not None:
        # The class of failure only: the error text stays in the private result record.
        outcome, reason = "model-failed", failure_class(result.error) or "model-error"
    else:
        reason = summary_problem(result.text, header["max_summary_chars"])
    in_flight_result = reason not in ("packet-not-in-flight", "wrong-conversation", "duplicate-execution")
    if in_flight_result or reason == "duplicate-execution":
        # This packet now has a result (settled, spent, or an extra one): remember which, so
        # the same record delivered again stays silent and another one is named.
        chain["recent_results"] = (recent + [[result.packet_id, result.result_id]])[-RECENT_RESULTS:]

    if reason is not None:
        if in_flight_result:
            # The attempt is spent: free the conversation so its next message can plan again,
            # once the backoff of consecutive failures allows (planner.backoff_s).
            chain["in_flight"] = None
            chain["failures"] = chain.get("failures", 0) + 1
            chain["retry_at"] = later(at, backoff_s(chain["failures"], backoff_base_s))
        run = run_record("model-failed" if outcome == "model-failed" else "rejected", reason, of_flight=in_flight_result)
        return Settlement(chain, outcome, reason, None, run, [run])
    assert header is not None and result.text is not None
    assert flight is not None  # a result that passed the checks above is the one in flight
    boundary = bind_boundary(header, result, pair)
    chain["in_flight"] = None
    chain["failures"], chain["retry_at"] = 0, None
    chain["last_result_id"] = result.result_id
    # The summary's grounding figure, as the model runner counted it against the whole packet
    # (counts only): on the settled run record, never on the boundary.
    run = run_record("settled", boundary_id=boundary.boundary_id).model_copy(update={"grounding": result.grounding})
    settled = Settlement(chain, "settled", None, boundary, run, [boundary, run])
    if flight.get("dispatched_at"):
        settled.trigger_to_boundary_s = max(0.0, (_instant(at) - _instant(flight["dispatched_at"])).total_seconds())
    return settled


def is_in_flight(flight: Optional[InFlight], result: Result) -> bool:
    return flight is not None and flight["packet_id"] == result.packet_id


def _instant(iso: str) -> datetime:
    return datetime.fromisoformat(iso.replace("Z", "+00:00"))


def bind_boundary(header: PacketHeader, result: Result, pair: Pair) -> Boundary:
    text = result.text or ""
    body = {
        "type": Boundary.TYPE,
        "sensitive": True,
        "boundary_id": boundary_id_for(header["epoch"], pair.compactor_id, header["conversation"]["key"], header["packet_id"]),
        "target_agent": header["target_agent"],
        "history_agents": header["history_agents"],
        "conversation": header["conversation"],
        "epoch": header["epoch"],
        "previous": header["previous"],
        "activation_frontier": header["activation_frontier"],
        "covered_through": header["covered_through"],
        "policy": header["policy"],
        "sizes": header["sizes"],
        "input": header["input"],
        "amendment": (
            {"hash": header["amendment"]["hash"], "chars": header["amendment"]["chars"]} if header["amendment"] else None
        ),
        "compactor": header["compactor"],
        "context_snapshot": {"packet_id": header["packet_id"], "packet_hash": header["packet_hash"]},
        "output_contract": header["output_contract"],
        "run": {"run_id": result.run_id},
        "model": {
            "provider": result.provider,
            "model": result.model,  # the model the provider reported serving
            "requested_model": pair.compactor.provider.model,  # what the trusted declaration asked
            "usage": result.usage.to_json(),
            "started_at": result.started_at,
            "finished_at": result.finished_at,
        },
        "summary": {"text": text, "chars": len(text), "preview": text[:PREVIEW_CHARS]},
        "auxiliary": {"decisions": [], "open_items": []},
    }
    # Validate the complete semantic object, then bind it.
    body = Boundary.model_validate(body).to_json()
    body["boundary_hash"] = record_hash(body, "boundary_hash")
    return Boundary.model_validate(body)
