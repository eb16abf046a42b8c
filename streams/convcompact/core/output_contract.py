"""The output contract (`plain-text-summary@1`): the trusted parent takes exactly one bounded
plain-text part from a provider's answer. Tool calls, several parts or choices, and answers
without text are refused here, by name; bounds and characters are checked at settlement."""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple, Optional

from .records import Usage


class Answer(NamedTuple):
    """One plain-text part and the provider's receipt: the usage and the model it reported
    serving (None when the answer names none)."""

    text: str
    usage: Usage
    model: Optional[str]


class OutputContractViolation(Exception):
    """The provider answered, but not with one plain-text part; `code` names the rule."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code


def _int(v: Any) -> int:
    # The provider's number as it reported it (a negative one too: settlement rejects such a
    # receipt as malformed rather than have it silently read as 0); absent or not a number: 0.
    return v if isinstance(v, int) and not isinstance(v, bool) else 0


def _model(body: Mapping[str, Any]) -> Optional[str]:
    model = body.get("model")
    return model if isinstance(model, str) and model.strip() else None


def openai_answer(body: Mapping[str, Any]) -> Answer:
    """One text part from an OpenAI-compatible chat-completions response."""
    choices = body.get("choices")
    if not isinstance(choices, list) or not choices:
        raise OutputContractViolation("no-text", "the response has no choices")
    if len(choices) > 1:
        raise OutputContractViolation("multiple-parts", f"{len(choices)} choices")
    message = (choices[0] or {}).get("message") or {}
    if message.get("tool_calls") or message.get("function_call"):
        raise OutputContractViolation("tool-call", "the model called a tool")
    content = message.get("content")
    if isinstance(content, list):
        texts = [p.get("text") for p in content if isinstance(p, dict) and p.get("type") == "text"]
        if len(content) != 1 or len(texts) != 1:
            raise OutputContractViolation("multiple-parts", f"{len(content)} content parts")
        content = texts[0]
    if not isinstance(content, str):
        raise OutputContractViolation("no-text", "the message has no text content")
    usage = body.get("usage") or {}
    return Answer(content, Usage(input_tokens=_int(usage.get("prompt_tokens")), output_tokens=_int(usage.get("completion_tokens"))), _model(body))


def anthropic_answer(body: Mapping[str, Any]) -> Answer:
    """One text block from an Anthropic Messages response."""
    blocks = body.get("content")
    if not isinstance(blocks, list) or not blocks:
        raise OutputContractViolation("no-text", "the response has no content blocks")
    if any(isinstance(b, dict) and b.get("type") in ("tool_use", "server_tool_use") for b in blocks):
        raise OutputContractViolation("tool-call", "the model called a tool")
    texts = [b.get("text") for b in blocks if isinstance(b, dict) and b.get("type") == "text"]
    if len(blocks) != 1 or len(texts) != 1 or not isinstance(texts[0], str):
        raise OutputContractViolation("multiple-parts", f"{len(blocks)} content blocks")
    usage = body.get("usage") or {}
    return Answer(texts[0], Usage(input_tokens=_int(usage.get("input_tokens")), output_tokens=_int(usage.get("output_tokens"))), _model(body))
