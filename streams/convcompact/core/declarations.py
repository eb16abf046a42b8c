"""Declarations: the ordinary agent and its reciprocal compactor, as a TOML pair.

A pair that disagrees, or whose sizes are inconsistent, refuses to start with a message
naming the file and the field. The epoch is SHA-256 of the compactor version and the
pair's canonical fingerprint, so any change to what the pair agrees on starts a new epoch.
"""

from __future__ import annotations

import fnmatch
import functools
import tomllib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Literal, TypeVar

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from .errors import DeclarationError
from .groups import View
from .hashing import digest, sha256_hex
from .prompt import prompt_identity
from .render import ENVELOPE_OVERHEAD_CHARS

Positive = Annotated[int, Field(gt=0)]


class Provider(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    profile: str
    model: str


class _Shared(BaseModel):
    """The fields both declarations carry and must agree on."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)
    id: str
    enabled: bool
    provider: Provider
    sources: list[str] = Field(min_length=1)
    admit_sensitive: bool
    history_agents: list[str]
    documents: list[str]
    document_budget_chars: Annotated[int, Field(ge=0)]


class AgentDeclaration(_Shared):
    compactor: str
    context_budget_chars: Positive


class CompactorDeclaration(_Shared):
    target: str
    version: str
    trigger_input_chars: Positive
    retain_input_chars: Positive
    max_input_events: Positive
    max_input_chars: Positive
    max_summary_chars: Annotated[int, Field(ge=64)]
    max_amendment_chars: Positive
    replay: Literal["now", "all"] = "now"
    activated_at: Annotated[AwareDatetime, Field(strict=False)]


AGREED_FIELDS = (
    "enabled",
    "provider",
    "sources",
    "admit_sensitive",
    "history_agents",
    "documents",
    "document_budget_chars",
)


@dataclass(frozen=True)
class Pair:
    """A registered reciprocal pair, with its documents read and its epoch derived."""

    agent: AgentDeclaration
    compactor: CompactorDeclaration
    documents: dict[str, str]  # path -> exact text
    fingerprint: str
    epoch: str

    @property
    def compactor_id(self) -> str:
        return self.compactor.id

    @property
    def target_agent(self) -> str:
        return self.agent.id

    def admits_conversation(self, conversation: str) -> bool:
        return self.compactor.enabled and any(
            fnmatch.fnmatchcase(conversation, p) for p in self.compactor.sources
        )

    def route(self) -> list[str]:
        return list(self.compactor.sources)

    @functools.cached_property
    def view(self) -> View:
        """What the pair admits of a conversation's history (the pair agrees on both); made
        once (every fold asks)."""
        return View(frozenset(self.compactor.history_agents), self.compactor.admit_sensitive)


def fingerprint_of(agent: AgentDeclaration, compactor: CompactorDeclaration, documents: dict[str, str]) -> str:
    c = compactor.model_dump(mode="json")
    body = {
        "target": agent.id,
        "compactor": compactor.id,
        **{f: c[f] for f in AGREED_FIELDS if f != "documents"},
        "documents": [[p, sha256_hex(documents[p])] for p in compactor.documents],
        "prompt": prompt_identity(),
        "policy": {
            f: c[f]
            for f in (
                "trigger_input_chars",
                "retain_input_chars",
                "max_input_events",
                "max_input_chars",
                "max_summary_chars",
                "max_amendment_chars",
                "replay",
                "activated_at",
            )
        },
    }
    return digest(body)


def epoch_of(version: str, fingerprint: str) -> str:
    return digest({"version": version, "fingerprint": fingerprint})


M = TypeVar("M", bound=BaseModel)


def _load(path: Path, model: type[M]) -> M:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DeclarationError(f"{path}: {exc}") from None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors(include_url=False)[0]
        field = ".".join(str(p) for p in err["loc"]) or "file"
        raise DeclarationError(f"{path}: {field}: {err['msg']}") from None


def _check_pair(a_path: Path, agent: AgentDeclaration, c_path: Path, comp: CompactorDeclaration) -> None:
    if agent.compactor != comp.id:
        raise DeclarationError(f"{a_path}: compactor: names {agent.compactor!r} but {c_path} declares id {comp.id!r}")
    if comp.target != agent.id:
        raise DeclarationError(f"{c_path}: target: names {comp.target!r} but the agent is {agent.id!r}")
    for field in AGREED_FIELDS:
        mine, theirs = getattr(agent, field), getattr(comp, field)
        if mine != theirs:
            raise DeclarationError(
                f"{c_path}: {field}: {theirs!r} disagrees with {a_path} ({mine!r}); the pair must agree"
            )
    if comp.retain_input_chars >= comp.trigger_input_chars:
        raise DeclarationError(
            f"{c_path}: retain_input_chars: {comp.retain_input_chars} must be smaller than "
            f"trigger_input_chars {comp.trigger_input_chars}"
        )
    largest = comp.max_summary_chars + comp.max_amendment_chars + 2 * ENVELOPE_OVERHEAD_CHARS
    if largest + comp.retain_input_chars >= comp.trigger_input_chars:
        raise DeclarationError(
            f"{c_path}: trigger_input_chars: the largest boundary plus amendment envelope ({largest}) "
            f"plus retain_input_chars ({comp.retain_input_chars}) must stay below "
            f"trigger_input_chars ({comp.trigger_input_chars})"
        )
    # A group the tail kept (at most retain_input_chars) must fit a packet beside the largest
    # prior boundary and amendment envelopes, or it could wedge the chat once it is the oldest.
    if comp.max_input_chars < largest + comp.retain_input_chars:
        raise DeclarationError(
            f"{c_path}: max_input_chars: {comp.max_input_chars} cannot hold a retained group beside the largest "
            f"boundary and amendment envelopes (retain_input_chars + max_summary_chars + max_amendment_chars + "
            f"{2 * ENVELOPE_OVERHEAD_CHARS} = {largest + comp.retain_input_chars})"
        )
    if comp.max_input_chars < comp.trigger_input_chars - comp.retain_input_chars:
        raise DeclarationError(
            f"{c_path}: max_input_chars: {comp.max_input_chars} cannot hold one ordinary frozen prefix "
            f"(trigger - retain = {comp.trigger_input_chars - comp.retain_input_chars})"
        )
    if agent.context_budget_chars <= largest + comp.retain_input_chars:
        raise DeclarationError(
            f"{a_path}: context_budget_chars: {agent.context_budget_chars} cannot hold the largest "
            f"boundary and amendment envelope plus the retained tail ({largest + comp.retain_input_chars})"
        )


def load_declarations(folder: str | Path) -> list[Pair]:
    """Every enabled-or-not pair in `folder` (agents/*.toml, compactors/*.toml), validated."""
    root = Path(folder)
    if not (root / "agents").is_dir() or not (root / "compactors").is_dir():
        raise DeclarationError(f"{root}: a declarations folder holds agents/*.toml and compactors/*.toml")
    agents = {p: _load(p, AgentDeclaration) for p in sorted((root / "agents").glob("*.toml"))}
    comps = {p: _load(p, CompactorDeclaration) for p in sorted((root / "compactors").glob("*.toml"))}
    by_id: dict[str, tuple[Path, CompactorDeclaration]] = {}
    for path, comp in comps.items():
        if comp.id in by_id:
            raise DeclarationError(f"{path}: id: {comp.id!r} is also declared in {by_id[comp.id][0]}")
        by_id[comp.id] = (path, comp)
    pairs: list[Pair] = []
    for a_path, agent in agents.items():
        if agent.compactor not in by_id:
            raise DeclarationError(f"{a_path}: compactor: {agent.compactor!r} has no file in {root / 'compactors'}")
        c_path, comp = by_id.pop(agent.compactor)
        _check_pair(a_path, agent, c_path, comp)
        documents: dict[str, str] = {}
        for rel in comp.documents:
            doc = root / rel
            try:
                documents[rel] = doc.read_text(encoding="utf-8")
            except OSError as exc:
                raise DeclarationError(f"{c_path}: documents: cannot read {rel!r}: {exc.strerror}") from None
        total = sum(len(t) for t in documents.values())
        if total > comp.document_budget_chars:
            raise DeclarationError(
                f"{c_path}: document_budget_chars: documents hold {total} characters, "
                f"over the budget of {comp.document_budget_chars}"
            )
        fp = fingerprint_of(agent, comp, documents)
        pairs.append(Pair(agent, comp, documents, fp, epoch_of(comp.version, fp)))
    for c_path, comp in by_id.values():
        raise DeclarationError(f"{c_path}: target: no agent declaration names compactor {comp.id!r}")
    if not pairs:
        raise DeclarationError(f"{root}: no declaration pair found")
    return pairs


def activated(pair: Pair, sent_at: datetime) -> bool:
    """Under replay = "now", messages sent before activated_at are history, not input."""
    return pair.compactor.replay == "all" or sent_at >= pair.compactor.activated_at
