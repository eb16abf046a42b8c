"""The grounding figure: what a summary states that its packet's input never said, counted
where the whole packet is at hand, carried to the settled run record and /metrics as counts."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from convcompact.core.declarations import load_declarations
from convcompact.core.grounding import grounding
from convcompact.core.model_runner import LocalExtractive
from convcompact.core.records import Usage
from convcompact.runtime.driver import LocalDriver
from tests.helpers import correction, delivery, message, write_declarations

INPUT = """[#41, 2026-11-29 10:00 UTC] u42:
  OK, decided: we fly to Lisbon on April 4 and come back on Sunday. Budget 12 000 EUR.
  The kickoff is on 14.03. at 19:30 Uhr, the retro 2026-12-02.
  [photo: IMG_2.jpg, image/jpeg, 182211 bytes]
[#42, 2026-11-29 10:01 UTC] assistant (stream):
  noted, 9pm works. jess is doing the playlist"""


def counts(summary: str, sources=(INPUT,)) -> dict[str, int]:
    return grounding(summary, sources).ungrounded


def test_what_the_input_said_is_grounded_in_any_spelling() -> None:
    quoted = "- #41 u42: OK, decided: we fly to Lisbon on April 4 and come back on Sunday. Budget 12 000 EUR."
    assert counts(quoted) == {"numbers": 0, "dates": 0, "times": 0, "names": 0}
    # Rewritten by a model: the same values in other spellings, and names in other cases.
    prose = ("The team flies to Lisbon on 4 April; Jess does the playlist. Budget: 12,000 EUR (message #41). "
             "Kickoff on March 14 at 7:30 pm, retro on Dec 2, a call at 21:00.")
    figure = grounding(prose, [INPUT])
    assert figure.ungrounded == {"numbers": 0, "dates": 0, "times": 0, "names": 0}
    assert figure.checked == {"numbers": 2, "dates": 3, "times": 2, "names": 3}  # 12000, 41; 3 dates; 19:30, 21:00; Lisbon Jess EUR


def test_what_the_input_never_said_is_counted_once_per_value() -> None:
    invented = ("Maria booked the Hotel Ritz in Porto for 1,500 EUR on May 3 at 8pm, and Maria paid 1,500 EUR again "
                "on 2026-05-03. The kickoff moved to 15.03. at 18:45.")
    assert counts(invented) == {"numbers": 1, "dates": 2, "times": 2, "names": 4}  # Hotel Ritz Porto Maria(2nd); May 3 = 2026-05-03


def test_sentence_starts_and_the_words_of_dates_are_not_names() -> None:
    text = "Summary of the chat:\n- Decisions: Lisbon.\n1. Tasks follow. Nothing else. In April they met Jess on 4 April."
    figure = grounding(text, [INPUT])
    assert figure.ungrounded["names"] == 0  # Summary, Decisions, Tasks, Nothing, In: each begins a sentence or line
    assert figure.checked["names"] == 2  # April (alone), Jess; the April of "4 April" is the date's
    assert grounding("They met in March.", [INPUT]).ungrounded["names"] == 1  # a month the input never named


def test_identifiers_are_not_numbers_and_decimals_are_not_dates() -> None:
    figure = grounding("u42 and v3 ran for 1.5 hours", ["u42 and v3 ran"])
    assert figure.checked["numbers"] == 1 and figure.checked["dates"] == 0 and figure.ungrounded["numbers"] == 1


def test_the_local_summarizer_scores_zero_on_a_chained_chat(tmp_path: Path) -> None:
    d = LocalDriver(load_declarations(write_declarations(tmp_path)))
    photo = [{"kind": "photo", "name": "IMG_77.jpg", "mime": "image/jpeg", "bytes": 99}]
    for s in range(1, 90):
        text = (f"Point {s}: Anneliese booked Hotel {s} in Porto for {s * 37} EUR on March {s % 28 + 1} at {s % 12 + 1}:30. "
                f"Then 12 000 people, u{s} and v3.{s} " + "blah " * 40)
        d.feed("source", message("7", s, text, sender=f"Anna Maria von Berg-{s}", **({"attachments": photo} if s % 5 == 0 else {})))
        if s % 3 == 0:
            d.feed("delivery", delivery("7", s, f"Noted: Hotel {s}, {s * 37} EUR."))
        if s % 10 == 0:
            d.feed("correction", correction("7", s - 6, f"Point {s - 6}: moved to Lisbon, 4,500 EUR, on 2026-12-{s % 28 + 1:02d} at 9pm."))
    settled = [r for r in d.records("runs") if r["outcome"] == "settled"]
    assert len(settled) >= 5
    for r in settled:
        assert r["grounding"]["rule"] == "grounding@1"
        assert r["grounding"]["ungrounded"] == {"numbers": 0, "dates": 0, "times": 0, "names": 0}, r
        assert r["grounding"]["checked"]["numbers"] > 0 and r["grounding"]["checked"]["names"] > 0
    results = d.records("results")
    assert all(x["grounding"]["ungrounded"] == settled[0]["grounding"]["ungrounded"] for x in results)


class Inventive(LocalExtractive):
    """A stand-in for a model that invents a booking the chat never mentioned."""

    provider, model = "test", "inventive-1"

    def __call__(self, dispatch):
        return "Zebulon booked the Grand Hotel for 4,321 EUR on 2026-12-24 at 23:59.", Usage()


def test_an_invented_fact_is_counted_on_the_settled_run_and_metrics_content_dark(tmp_path: Path) -> None:
    d = LocalDriver(load_declarations(write_declarations(tmp_path)), summarizer=Inventive())
    for s in range(1, 12):
        d.feed("source", message("7", s, f"Point {s}: the venue is hall {s}. " + "filler " * 200))
    metrics = d.metrics  # the runtime's, counting every step as the worker's does
    settled = [r for r in d.records("runs") if r["outcome"] == "settled"]
    assert len(settled) >= 2
    # Counted where it was invented: from the next boundary on it is in the input (the prior summary).
    assert settled[0]["grounding"]["ungrounded"] == {"numbers": 1, "dates": 1, "times": 1, "names": 3}
    assert all(r["grounding"]["ungrounded"] == {"numbers": 0, "dates": 0, "times": 0, "names": 0} for r in settled[1:])
    # Counts only: none of the summary's text reaches a run record, nor the metric's labels.
    runs = orjson.dumps(d.records("runs")).decode()
    assert "Zebulon" not in runs and "Grand" not in runs and "4,321" not in runs
    names = metrics.registry.get_sample_value("convcompact_summary_ungrounded_count", {"kind": "names"})
    assert names == len(settled)
    assert metrics.registry.get_sample_value("convcompact_summary_ungrounded_sum", {"kind": "names"}) == 3
    assert metrics.registry.get_sample_value("convcompact_summary_ungrounded_bucket", {"kind": "dates", "le": "0.0"}) == len(settled) - 1
    # The boundary itself is unchanged: no grounding field on it.
    assert all("grounding" not in b for b in d.records("boundaries"))


def test_a_result_without_a_figure_settles_without_one(tmp_path: Path) -> None:
    from tests.core.test_settlement import one_packet_in_flight, result_for

    d, dispatch = one_packet_in_flight(tmp_path)
    body = result_for(dispatch)
    assert body["grounding"]["ungrounded"]["names"] == 0
    del body["grounding"]  # as a result written before the figure existed
    d.feed_result(body, "telegram:7")
    (run,) = [r for r in d.records("runs") if r["outcome"] == "settled"]
    assert "grounding" not in run


@pytest.mark.parametrize("bad", [{"numbers": -1, "dates": 0, "times": 0, "names": 0}, {"numbers": 0}])
def test_a_malformed_figure_is_bad_input(tmp_path: Path, bad) -> None:
    from tests.core.test_settlement import one_packet_in_flight, result_for

    d, dispatch = one_packet_in_flight(tmp_path)
    body = result_for(dispatch)
    body["grounding"]["ungrounded"] = bad
    step = d.feed_result(body, "telegram:7")
    assert step.status == "bad" and "grounding" in (step.error or "")


# --- the local summarizer scores 0 on any input ------------------------------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from convcompact.core.prompt import transcript  # noqa: E402
from convcompact.core.records import FrozenTurn, PriorBoundary  # noqa: E402
from convcompact.core.render import render_amendment, render_boundary  # noqa: E402
from convcompact.core.summarize import extractive_summary  # noqa: E402

_pieces = st.sampled_from(["Lisbon", "Maria", "12 000", "1,500", "EUR", "March", "14", "March 14", "14.03.", "9pm", "19:30", "2026-12-02",
                           "u42", "v3.2", "the", "we", "decided", "ok", ".", "!", "?", "\n", "…", "Hotel", "Ritz", "4", "5/6", "x" * 30,
                           "12345678901234567890123456789", "Uhr", "am", "3 p.m.", "#41", "[photo: IMG_2.jpg, image/jpeg, 99 bytes]"])
_texts = st.lists(_pieces, max_size=40).map(" ".join) | st.text(max_size=200)
_names = st.sampled_from(["u42", "Anna Maria von Berg", "Bartholomew Fitzgeraldson", "Dr. Ünal-Øster Smithfieldson",
                          "user1234567890123456789012345", "123456789012345678901234567", "X", "a:b"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(turns=st.lists(st.tuples(_names, _texts, st.booleans()), max_size=10), prior=st.none() | _texts, amend=st.none() | _texts,
       max_chars=st.integers(64, 1500))
def test_property_the_local_summarizer_never_states_what_its_input_did_not(turns, prior, amend, max_chars) -> None:
    frozen = [FrozenTurn(turn_id=f"t{i}", source_seq=i + 1, kind="delivery" if bot else "source", agent_id="stream" if bot else None,
                         message={"role": "assistant", "content": t} if bot else {"role": "user", "name": n, "content": t},
                         at="2026-11-29T10:00:00.000000+00:00")
              for i, (n, t, bot) in enumerate(turns)]
    previous = PriorBoundary(boundary_id="b", boundary_hash="h", covered_through_seq=0, summary_text=prior,
                             rendered=render_boundary(prior)) if prior else None
    amendment = render_amendment(amend) if amend else None
    out = extractive_summary(prior_summary=prior, amendment=amendment, messages=[t.message for t in frozen], max_chars=max_chars,
                             seqs=[t.source_seq for t in frozen])
    figure = grounding(out, [transcript(prior=previous, amendment_rendered=amendment, turns=frozen)])
    assert figure.ungrounded == {"numbers": 0, "dates": 0, "times": 0, "names": 0}, (out, figure)


# The fast readers of grounding@1 against the regexes they stand for (the rule's text).
_FRAGMENTS = list(" \t\n.,:;!?…\"'“‘([”’)]-*•>#0123456789aAzé²_") + [
    "March", "mai", "Sept", "May", "of", "th", "st", "\u00a0", "\u2003", "٣", "Dec.", "june", "- ", "#3 ", "1) "]
_SENTENCE_START = r"(?:^|\n)[ \t]*(?:[-*•>]+[ \t]+|\d+[.)][ \t]+|#\d+[ \t]+)*[\"'“‘(\[]*$|[.!?:…][\"'”’)\]]*\s+[\"'“‘(\[]*$"


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(_FRAGMENTS), max_size=60), st.integers(min_value=0, max_value=400))
def test_where_a_sentence_begins_is_read_back_as_the_rule_s_pattern_says(parts: list[str], at: int) -> None:
    import re

    from convcompact.core.grounding import _LOOK_BACK, _begins_sentence

    text = "".join(parts)
    at = min(at, len(text))
    assert _begins_sentence(text, at) == bool(re.compile(_SENTENCE_START).search(text, max(0, at - _LOOK_BACK), at))


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(_FRAGMENTS), max_size=40))
def test_a_month_before_a_day_is_found_from_the_day_as_the_pattern_finds_it(parts: list[str]) -> None:
    from convcompact.core.grounding import _MONTH_DAY, _month_days

    text = "".join(parts)
    assert [(m.span(), m.groups()) for m in _month_days(text)] == [(m.span(), m.groups()) for m in _MONTH_DAY.finditer(text)]
