"""Executing a dispatched packet: the prompt goes to a model, one result comes back.

The embedded default model is `local-extractive`: a deterministic extractive summarizer,
not a language model. Real providers plug in behind the same `Summarizer` signature.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Callable, Literal, Protocol

from .hashing import derive_id
from .grounding import grounding
from .prompt import packet_transcript
from .records import ContextPacket, Dispatch, Grounding, GroundingCounts, Record, Result, Usage
from .summarize import EXTRACTIVE_MODEL, extractive_summary

LOCAL_PROVIDER = "local-extractive"
# The local summarizer takes well under a second: a short lease, so a crashed worker's packet
# is picked up soon.
LOCAL_LEASE_S = 30.0


def utcnow() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Summarizer(Protocol):
    provider: str
    model: str

    def __call__(self, dispatch: Dispatch) -> tuple[str, Usage]: ...


class LocalExtractive:
    """The embedded default: extractive sentence selection, labelled as such."""

    provider = LOCAL_PROVIDER
    model = EXTRACTIVE_MODEL

    def __call__(self, dispatch: Dispatch) -> tuple[str, Usage]:
        packet = dispatch.packet
        messages = [t.message for t in packet.turns]
        amendment = packet.amendment["text"] if packet.amendment else None
        text = extractive_summary(
            prior_summary=packet.previous.summary_text if packet.previous else None,
            amendment=amendment,
            messages=messages,
            max_chars=packet.max_summary_chars,
            seqs=[t.source_seq for t in packet.turns],  # so a later amendment finds what it edits
        )
        # Whitespace tokens: the local model has no tokenizer; the count is labelled by provider.
        words_in = sum(len(m["content"].split()) for m in messages)
        return text, Usage(input_tokens=words_in, output_tokens=len(text.split()))


def make_result(
    dispatch: Dispatch,
    *,
    provider: str,
    model: str,
    requested_model: str | None = None,
    text: str | None,
    error: str | None,
    error_kind: Literal["provider", "output-contract"] | None,
    usage: Usage,
    started_at: str,
    finished_at: str,
) -> Result:
    """The result record of one execution; its id is the hash of what it says. A text
    result carries its grounding figure: counted here, where the whole packet is at hand
    (settlement keeps only the packet's header), for both the worker's runner and the
    in-process driver."""
    result = Result(
        result_id="",
        packet_id=dispatch.packet_id,
        packet_hash=dispatch.packet_hash,
        run_id=dispatch.model_run_id,
        conversation=dispatch.packet.conversation.key,
        compactor_id=dispatch.packet.compactor.id,
        text=text,
        error=error,
        error_kind=error_kind,
        provider=provider,
        model=model,
        requested_model=requested_model,
        usage=usage,
        started_at=started_at,
        finished_at=finished_at,
    )
    # Not of an answer over the bound: `bounded` turns that into a rejection, and counting a
    # huge answer would only cost time.
    fits = text is not None and len(text) <= dispatch.packet.max_summary_chars
    return _resealed(result, {"grounding": packet_grounding(dispatch.packet, text)} if fits and text is not None else {})


# What a result may carry of a provider's own words beside the summary (the model it reports
# serving): bounded, so that every result fits the results topic.
MODEL_NAME_CHARS = 256


def bounded(result: Result, max_summary_chars: int) -> Result:
    """A result that can always be published: an answer over the packet's bound becomes a
    result that says so (settlement rejects it by name, `output-contract-summary-too-long`), and
    none of its text goes past the bound; a reported model name is cut to MODEL_NAME_CHARS."""
    changes: dict[str, object] = {}
    if result.text is not None and len(result.text) > max_summary_chars:
        changes.update(text=None, grounding=None, error_kind="output-contract",
                       error=f"summary-too-long: the answer has {len(result.text)} characters, over max_summary_chars {max_summary_chars}")
    if len(result.model) > MODEL_NAME_CHARS:
        changes["model"] = result.model[:MODEL_NAME_CHARS]
    return _resealed(result, changes) if changes else result


def _resealed(result: Result, changes: dict[str, object]) -> Result:
    """The result with `changes`, under the id of what it now says."""
    unsealed = result.model_copy(update={**changes, "result_id": ""})
    body = unsealed.model_dump(mode="json", exclude={"result_id", "type"})
    return unsealed.model_copy(update={"result_id": derive_id("res", body)})


def too_large(result: Result) -> Result:
    """The result that says an answer did not fit the results topic (its text left out)."""
    return _resealed(result, {"text": None, "grounding": None, "error_kind": "output-contract",
                              "error": f"result-too-large: an answer of {len(result.text or '')} characters does not fit the results topic"})


def packet_grounding(packet: ContextPacket, text: str) -> Grounding:
    """The grounding figure of a summary of `packet`: against the input the model was given
    (the transcript: prior summary, amendment, frozen turns with their numbers and times)."""
    figure = grounding(text, [packet_transcript(packet)])
    return Grounding(ungrounded=GroundingCounts(**figure.ungrounded), checked=GroundingCounts(**figure.checked))


def execute(dispatch: Dispatch, summarizer: Summarizer, clock: Callable[[], str] = utcnow) -> Result:
    """Run a packet through a synchronous summarizer (the in-process driver's path)."""
    started = clock()
    text: str | None = None
    error: str | None = None
    usage = Usage()
    try:
        text, usage = summarizer(dispatch)
    except Exception as exc:  # the model's failure is a result, never a crash of the runner
        error = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:300]
    return make_result(
        dispatch, provider=summarizer.provider, model=summarizer.model, requested_model=dispatch.model, text=text, error=error,
        error_kind="provider" if error else None, usage=usage, started_at=started, finished_at=clock(),
    )
