"""The records' fast paths (issue 23) are the models' own results: `Record.built` (no
validation) gives the record validation gives, and a run record's JSON without the model's
serializer is the serializer's, byte for byte. Strategies are derived from the model's field
annotations, so a field of a new kind fails here until it has one (and the fast path is
checked for it)."""

from __future__ import annotations

import types
import typing
from typing import Any, Literal, Optional, Union

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from convcompact.core.records import Grounding, GroundingCounts, Record, RunRecord

INTS = st.integers(min_value=-(2**63), max_value=2**63 - 1)  # what orjson writes
COUNTS = st.builds(GroundingCounts, numbers=st.integers(0, 99), dates=st.integers(0, 99), times=st.integers(0, 99),
                   names=st.integers(0, 99))


def strategy(annotation: Any) -> st.SearchStrategy[Any]:
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return st.sampled_from(typing.get_args(annotation))
    if origin in (Union, types.UnionType):
        return st.one_of(*(st.none() if a is type(None) else strategy(a) for a in typing.get_args(annotation)))
    if annotation is str:
        return st.text()  # any code point but surrogates: escapes, non-ASCII, astral
    if annotation is int:
        return INTS
    if annotation is Grounding:
        return st.builds(Grounding, ungrounded=COUNTS, checked=COUNTS)
    raise NotImplementedError(f"no strategy for {annotation!r}: give it one")


def fields_of(model: type[Record]) -> st.SearchStrategy[dict[str, Any]]:
    """Values for every required field and any of the optional ones."""
    required = {n: strategy(f.annotation) for n, f in model.model_fields.items() if f.is_required()}
    optional = {n: strategy(f.annotation) for n, f in model.model_fields.items() if not f.is_required()}
    return st.fixed_dictionaries(required, optional=optional)


@settings(max_examples=500, deadline=None)
@given(fields_of(RunRecord))
def test_a_built_run_record_is_the_validated_one_byte_for_byte(values: dict[str, Any]) -> None:
    validated = RunRecord.model_validate(values)
    built = RunRecord.built(**values)
    assert built == validated
    assert built.model_fields_set == validated.model_fields_set
    assert list(built.__dict__) == list(validated.__dict__)
    model_json = validated.model_dump(mode="json")  # the model's own serializer
    for record in (built, validated):
        assert record.to_json() == model_json
        assert record.to_bytes() == orjson.dumps(model_json)


def test_built_names_a_missing_or_unknown_field() -> None:
    with pytest.raises(TypeError, match=r"missing \['at'\]"):
        RunRecord.built(run_id="r", compactor_id="c", target_agent="t", conversation="x:1", trigger_event_id=None,
                        source_seq=None, outcome="settled", epoch="e")
    with pytest.raises(TypeError, match=r"unknown \['colour'\]"):
        RunRecord.built(run_id="r", compactor_id="c", target_agent="t", conversation="x:1", trigger_event_id=None,
                        source_seq=None, outcome="settled", epoch="e", at="now", colour="red")


def test_an_unknown_field_kind_has_no_strategy() -> None:
    with pytest.raises(NotImplementedError):
        strategy(Optional[float])
