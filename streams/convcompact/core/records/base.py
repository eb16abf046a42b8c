"""The record base: every record of the pipeline is one Pydantic v2 model that owns its wire
identity (its `type` string and the topic role it is published on), and decoding is by model.

Readers ignore unknown extra fields; a missing field, a wrong type or bytes that are not
JSON is bad input (`decode` raises `BadRecord` with one line naming the field).
"""

from __future__ import annotations

import typing
from typing import Annotated, Any, ClassVar, Optional, TypeVar

import orjson
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from ..errors import BadRecord

# Ids end up in table keys and topic keys: printable, bounded.
Ident = Annotated[str, Field(min_length=1, max_length=256, pattern=r"^[^\x00-\x1f\x7f]+$")]
Seq = Annotated[int, Field(ge=0, le=2**62)]
Timestamp = Annotated[AwareDatetime, Field(strict=False)]

R = TypeVar("R", bound="Record")
_set = object.__setattr__  # a frozen model's attributes, as pydantic itself sets them


class Record(BaseModel):
    """A record (or a part of one). A top-level record declares `type: Literal["<name>@<v>"]`,
    from which `TYPE` is derived, and `ROLE`, the topic role it is published on: the only
    place either is spelled."""

    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)

    TYPE: ClassVar[str] = ""
    ROLE: ClassVar[str] = ""
    # For `built`: every field in order, with its default (None where it has none), and the
    # names that have no default.
    _TEMPLATE: ClassVar[dict[str, Any]] = {}
    _REQUIRED: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        field = cls.model_fields.get("type")
        if field is not None:
            (cls.TYPE,) = typing.get_args(field.annotation)
        cls._TEMPLATE = {n: None if f.is_required() or f.default_factory else f.default for n, f in cls.model_fields.items()}
        cls._REQUIRED = frozenset(n for n, f in cls.model_fields.items() if f.is_required() or f.default_factory)

    @classmethod
    def built(cls: type[R], **values: Any) -> R:
        """The record the model would validate from `values`, without validating them: for a
        record the pipeline builds on every message from values it computed or validated
        already (validating them again cost more than the rest of the record). The caller
        owns their types; tests/core/test_records.py holds this to the model's validation."""
        template = cls._TEMPLATE
        fields = {**template, **values}
        if len(fields) != len(template) or not values.keys() >= cls._REQUIRED:
            raise TypeError(f"{cls.__name__}.built: missing {sorted(cls._REQUIRED - values.keys())}, "
                            f"unknown {sorted(values.keys() - template.keys())}")
        record = cls.__new__(cls)
        # What BaseModel.model_construct sets, without its per-field Python loop.
        _set(record, "__dict__", fields)
        _set(record, "__pydantic_fields_set__", set(values))
        _set(record, "__pydantic_extra__", None)
        _set(record, "__pydantic_private__", None)
        return record

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")

    def to_bytes(self) -> bytes:
        return orjson.dumps(self.to_json())

    def destinations(self, conversation: str) -> list[tuple[str, str]]:
        """(topic role, Kafka key) of every topic this record is published on; the partition
        is always the conversation's (the contract)."""
        return [(self.ROLE, conversation)]


def _first_error(exc: ValidationError) -> str:
    err = exc.errors(include_url=False)[0]
    where = ".".join(str(p) for p in err["loc"]) or "record"
    return f"{where}: {err['msg']}"


class _NotParsed:
    """The marker for "no parsed JSON at hand" (and for a value that is not JSON)."""

    def __repr__(self) -> str:
        return "NOT_PARSED"


NOT_PARSED: Any = _NotParsed()


def parse(value: Optional[bytes]) -> Any:
    """A record's JSON (any JSON value), or BadRecord when it is not JSON or a tombstone."""
    if value is None:
        raise BadRecord("record: empty value (tombstone) is not a record")
    try:
        return orjson.loads(value)
    except orjson.JSONDecodeError as exc:
        raise BadRecord(f"record: not JSON ({str(exc).splitlines()[0]})") from None


def decode(value: Optional[bytes], *models: type[R], parsed: Any = NOT_PARSED) -> R:
    """Decode one record of one of `models` (by its `type`), or raise BadRecord naming the
    field. `parsed`: `parse(value)` when the caller has it already (one JSON parse a record)."""
    obj = parse(value) if parsed is NOT_PARSED else parsed
    return validate(obj, *models)


def validate(obj: Any, *models: type[R]) -> R:
    """`decode` of an already parsed JSON value."""
    if not isinstance(obj, dict):
        raise BadRecord(f"record: expected a JSON object, got {type(obj).__name__}")
    kind = obj.get("type")
    if not isinstance(kind, str):
        raise BadRecord("type: missing or not a string")
    for model in models:
        if model.TYPE == kind:
            break
    else:
        raise BadRecord(f"type: {kind[:80]!r} is not accepted here (expected one of {sorted(m.TYPE for m in models)})")
    try:
        # model_validate's own work, without its Python wrapper: once per input record
        return typing.cast(R, model.__pydantic_validator__.validate_python(obj))
    except ValidationError as exc:
        raise BadRecord(_first_error(exc)) from None


def type_of(obj: Any) -> Optional[str]:
    """The `type` of a parsed record, None when it has none."""
    kind = obj.get("type") if isinstance(obj, dict) else None
    return kind if isinstance(kind, str) else None
