"""The embedded extractive summarizer: hard output guarantees, and that it picks what matters."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import time
import unicodedata
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import convcompact
from convcompact.core.render import render_amendment
from convcompact.core.summarize import ELLIPSIS, EMPTY_SUMMARY, EXTRACTIVE_MODEL, HEADER, MIN_MAX_CHARS, extractive_summary

CHATTER = [
    "hey everyone, how's it going?",
    "good good, just got back from lunch",
    "did you see the weather today? so much rain",
    "lol my cat knocked over my coffee again",
    "anyone up for pizza later?",
    "I think the coffee machine in the kitchen is broken again",
    "haha yes, someone should tell facilities about it",
    "ok thanks",
    "I'm so tired this week, the gym class was brutal",
    "watching a movie tonight, any suggestions?",
    "the last season was great but the ending was weird",
    "my neighbour started drilling at seven in the morning",
]
PLANTED = "We decided the launch date is March 3."


def user(text: str, name: str = "u42") -> dict[str, str]:
    return {"role": "user", "name": name, "content": text}


def bot(text: str) -> dict[str, str]:
    return {"role": "assistant", "content": text}


def chatter(n: int, offset: int = 0) -> list[dict[str, str]]:
    return [user(CHATTER[(i + offset) % len(CHATTER)], f"u{i % 3 + 1}") for i in range(n)]


def summarize(messages, *, prior=None, amendment=None, max_chars=1000, seqs=None) -> str:
    return extractive_summary(prior_summary=prior, amendment=amendment, messages=messages, max_chars=max_chars, seqs=seqs)


def prior_of_facts(n: int) -> str:
    facts = [f"- u{i}: Fact number {i} is about topic {i * 7}." for i in range(n)]
    return "\n".join(["Earlier (carried forward):", *facts])


def assert_well_formed(out: str, max_chars: int) -> None:
    assert out and len(out) <= max_chars
    assert "\u2028" not in out and "\u2029" not in out
    assert all(ch in "\n\t" or unicodedata.category(ch) not in ("Cc", "Cs") for ch in out), repr(out)
    out.encode("utf-8")  # no lone surrogates
    if out != EMPTY_SUMMARY:
        lines = out.split("\n")
        assert lines[-1].startswith(("- ", "#")), "ends with a bullet, never a dangling header"
        assert all(line.strip() == line and line for line in lines)
        # bullets, headers, and the legend that names the speakers shown by an alias
        assert all(line.startswith(("- ", "#", "Speakers: ")) or line.endswith(":") for line in lines)


# --- unit tests ---------------------------------------------------------------------------


def test_model_name_says_extractive() -> None:
    assert EXTRACTIVE_MODEL == "extractive-v18"  # boundaries say which summarizer wrote them
    assert HEADER.startswith("Extractive summary")  # and so does the text the agent reads
    assert "NOT a language model" in (sys.modules["convcompact.core.summarize"].__doc__ or "")


@pytest.mark.parametrize("max_chars", [-1, 0, 1, MIN_MAX_CHARS - 1])
def test_rejects_tiny_budgets(max_chars: int) -> None:
    with pytest.raises(ValueError):
        summarize([user("hello there, we decided on March 3")], max_chars=max_chars)


@pytest.mark.parametrize(
    "prior, amendment, messages",
    [
        (None, None, []),
        ("", "", [user(""), bot("   ")]),
        (" \n\t ", "\r\n", [user("\x00\x1b\x07 \u2028 \x85")]),
        ("Earlier (carried forward):\nCorrections:", None, [user("👍 🎉 !!! ...")]),
    ],
)
def test_nothing_substantive_gives_the_fixed_line(prior, amendment, messages) -> None:
    assert summarize(messages, prior=prior, amendment=amendment, max_chars=MIN_MAX_CHARS) == EMPTY_SUMMARY


def test_planted_decision_survives_among_chatter() -> None:
    messages = chatter(15) + [user(f"ok so, quick one. {PLANTED} Back to the cat pictures.", "u2")] + chatter(15, 5)
    out = summarize(messages, max_chars=400)
    assert_well_formed(out, 400)
    assert PLANTED in out
    # When only one passage fits, it is the fact, not the chatter around it.
    tight = summarize(messages, max_chars=len(HEADER) + 1 + len(f"- u2: {PLANTED}"))
    assert tight.split("\n") == [HEADER, f"- u2: {PLANTED}"]


def test_not_a_prefix_cut() -> None:
    # The important sentence is in the very last turn and the budget is a fraction of the input.
    messages = chatter(40) + [user(f"Before I forget: {PLANTED}", "u9")]
    out = summarize(messages, max_chars=300)
    assert PLANTED in out
    assert sum(len(m["content"]) for m in messages) > 4 * len(out)


def test_structure_attribution_and_chronology() -> None:
    messages = [
        user("Flights to Lisbon are 120 EUR return if we book by Friday.", "u42"),
        bot("Booking two weeks ahead is usually cheapest; I'd book by Friday."),
        user("OK, decided: we fly to Lisbon on April 4 and come back on Sunday.", "u7"),
        bot("Noted: Lisbon, April 4 to Sunday. I will remind you on Thursday."),
    ]
    out = summarize(messages, max_chars=2000)
    lines = out.split("\n")
    assert lines[0] == HEADER
    assert lines[1] == "- u42: Flights to Lisbon are 120 EUR return if we book by Friday."
    assert "- assistant: Noted: Lisbon, April 4 to Sunday. I will remind you on Thursday." in lines  # one bullet a message
    # Everything fits, so everything is there, in input order.
    positions = [out.index(s) for s in ("Flights to Lisbon", "Booking two weeks", "OK, decided", "I will remind")]
    assert positions == sorted(positions)


def test_selected_sentences_keep_chronological_order() -> None:
    later = "Maya will book the venue by Friday."
    messages = chatter(20) + [user(PLANTED, "u5")] + chatter(20, 3) + [user(later, "u6")]
    out = summarize(messages, max_chars=300)
    assert out.index(PLANTED) < out.index(later)


def test_carries_forward_prior_summary() -> None:
    first = summarize(
        [user("We decided the offsite is in Porto on June 12.", "u1"), bot("Great, I'll look at hotels.")],
        max_chars=500,
    )
    second = summarize([user("Who brings the projector?", "u2"), bot("Tom will bring it.")], prior=first, max_chars=500)
    assert second.startswith(HEADER + "\n") and second.count(HEADER) == 1
    assert "- u1: We decided the offsite is in Porto on June 12." in second
    assert "- assistant: Tom will bring it." in second


def test_prior_prose_from_elsewhere_is_resplit() -> None:
    prior = (
        "The team discussed the migration. They agreed to move the database on Saturday at 22:00. "
        "Some jokes about pizza followed. Elena owns the rollback plan."
    )
    out = summarize(chatter(30), prior=prior, max_chars=400)
    assert "They agreed to move the database on Saturday at 22:00." in out
    assert "Elena owns the rollback plan." in out


def test_prior_competes_on_salience_not_age() -> None:
    # A prior summary is re-selected with the new span, never copied whole: the more salient
    # lines win, whichever side they come from, and the budget is used.
    big_prior = prior_of_facts(200)
    messages = [user(f"New point {i}: item {i} costs {i * 10} EUR, due Friday.", f"u{i}") for i in range(60)]
    out = summarize(messages, prior=big_prior, max_chars=2000)
    assert_well_formed(out, 2000)
    assert len(out) > 1800
    assert 0 < out.count("Fact number") < 200  # the prior competes; it is not copied whole


def test_a_kept_fact_does_not_decay() -> None:
    # One decision, then twenty boundaries of small talk and lesser facts: it stays.
    summary = summarize([user("We decided the launch date is March 3, final.", "u1")], seqs=[1], max_chars=600)
    for step in range(20):
        span = chatter(10, step) + [user(f"The printer in room {step} is out of toner.", "u2")]
        summary = summarize(span, prior=summary, max_chars=600, seqs=list(range(10 + 11 * step, 21 + 11 * step)))
        assert_well_formed(summary, 600)
    assert "#1 u1: We decided the launch date is March 3, final." in summary.split("\n")


def test_short_span_leaves_room_for_the_past() -> None:
    prior = prior_of_facts(30)
    out = summarize([user("ok thanks")], prior=prior, max_chars=3000)
    assert all(f"Fact number {i} is" in out for i in range(30))


def test_chain_stays_bounded() -> None:
    summary = None
    for step in range(25):
        messages = chatter(8, step) + [user(f"Step {step}: we decided item {step} ships on March {step + 1}.", "u1")]
        summary = summarize(messages, prior=summary, max_chars=700)
        assert_well_formed(summary, 700)
        assert f"Step {step}: we decided item {step} ships on March {step + 1}." in summary
    assert summary.count(HEADER) == 1


def test_an_amendment_edit_replaces_what_was_quoted_of_that_message() -> None:
    prior = summarize([user("We decided the launch date is March 3.", "u42"), user("The budget is 900 EUR.", "u7")], seqs=[3, 5])
    assert "#3 u42: We decided the launch date is March 3." in prior.split("\n")
    amendment = render_amendment(
        "- message #3: u42 edited it to read: We decided the launch date is March 10.\n"
        "- message #5: a turn was retracted; disregard what the summary says it contained."
    )
    out = summarize(chatter(5), prior=prior, amendment=amendment, seqs=list(range(6, 11)), max_chars=600)
    assert "#3 u42: We decided the launch date is March 10." in out.split("\n")
    assert "March 3." not in out and "900 EUR" not in out
    assert "untrusted-history" not in out and "Corrections to turns" not in out  # the envelope is not content


def test_a_later_message_supersedes_an_earlier_one_on_the_same_subject() -> None:
    messages = [
        user("The offsite will be held in Ghent.", "u1"),
        user("The summer party will be held in Utrecht.", "u2"),
        *chatter(6),
        user("Change of plan, the offsite is now in Tallinn.", "u3"),
        user("Update: the summer party moved to Valletta.", "u1"),
        user("Update: the charity run moved to Turku.", "u2"),  # same phrase, another subject
    ]
    out = summarize(messages, max_chars=800)
    assert "Ghent" not in out and "Utrecht" not in out
    assert "the offsite is now in Tallinn." in out and "the summer party moved to Valletta." in out
    assert "the charity run moved to Turku." in out


def test_near_identical_lines_are_kept_once() -> None:
    messages = [bot("That works with everything mentioned so far.") for _ in range(8)]
    messages += [user("We agreed to use Kestrel for the catering.", "u1")] + [user("Sounds good to me!", "u2") for _ in range(5)]
    out = summarize(messages, max_chars=1000)
    assert out.count("That works with everything") <= 1 and out.count("Sounds good") <= 1
    assert "We agreed to use Kestrel for the catering." in out


def test_free_form_corrections_are_kept() -> None:
    amendment = "Message 3 by u42 was edited: the launch date is March 10, not March 3."
    out = summarize(chatter(40), prior="- u42: We decided the budget is 400 EUR.", amendment=amendment, max_chars=600)
    assert "- Message 3 by u42 was edited: the launch date is March 10, not March 3." in out


def test_corrections_alone() -> None:
    out = summarize([], amendment="Message 17 was retracted.", max_chars=MIN_MAX_CHARS)
    assert out == "- Message 17 was retracted."


def test_message_numbers_are_kept_with_the_speaker() -> None:
    out = summarize([user("Maya is our treasurer.", "u1"), bot("Noted, Maya handles the money.")], seqs=[41, 41])
    assert "#41 u1: Maya is our treasurer." in out.split("\n")


def test_an_unanswered_question_is_kept() -> None:
    messages = [
        user("Can we move the standup to 9:30?", "u1"),
        bot("Yes, I moved it to 9:30 starting Monday."),
        user("Thanks. Also, who is presenting the roadmap on Friday?", "u1"),
    ]
    out = summarize(messages, max_chars=1000)
    assert "who is presenting the roadmap on Friday?" in out


def test_huge_unpunctuated_message_is_chunked_and_shortened_cleanly() -> None:
    words = " ".join(f"word{i % 50} budget{i % 7}" for i in range(20_000))
    for max_chars in (MIN_MAX_CHARS, 200, 1500):
        out = summarize([user(words), user("x" * 100_000, "u2")], max_chars=max_chars)
        assert_well_formed(out, max_chars)
        assert all(line.endswith((":", "…")) or len(line) < 330 for line in out.split("\n"))


def test_long_sentences_are_shortened_at_a_word_boundary() -> None:
    long = "We decided " + " ".join(f"the launch of feature {i} happens on March {i % 28 + 1}" for i in range(40)) + "."
    out = summarize([user(long)] + chatter(10), max_chars=250)
    bullet = next(line for line in out.split("\n") if line.startswith("- u42: "))
    assert "…" in bullet and len(bullet) < 250
    # Each quoted piece is whole words of the sentence, in order; "…" marks what was left out.
    words = long.split(" ")
    for piece in bullet.removeprefix("- u42: ").split("…"):
        piece = piece.strip().split(" ")
        if piece != [""]:
            assert any(words[i:i + len(piece)] == piece for i in range(len(words))), piece


def test_a_long_message_is_quoted_by_its_informative_words() -> None:
    # A fact inside an unpunctuated ramble: the passage kept is the fact, not the ramble.
    ramble = " ".join(["so anyway i was saying that the weather was bad and then we went home"] * 3)
    text = f"{ramble} and by the way the venue for the workshop is the Kestrel Hall in Ghent on May 14 {ramble}"
    out = summarize([user(text)] + chatter(10), max_chars=300)
    bullet = next(line for line in out.split("\n") if line.startswith("- u42: "))
    assert "Kestrel Hall in Ghent on May 14" in bullet and bullet.count("weather") <= 1
    assert len(bullet) < 200


def test_control_characters_are_scrubbed() -> None:
    nasty = "Deploy\x00 is\x1b[31m done\r\nWe decided: ship\u2028on Friday.\x85Next\tstep\x0bhere\x7f\x9b?"
    out = summarize([user(nasty, "evil\x00name:\nx")], prior="a\x00b\rc", amendment="fix\x1b this", max_chars=600)
    assert_well_formed(out, 600)
    assert "\t" not in out and "\r" not in out
    assert "- evil_name_x: Deploy is [31m done" in out  # names are scrubbed too, and lose their ":"  # names are scrubbed too, and lose their ":"


def test_lone_surrogates_become_replacement_chars() -> None:
    out = summarize([user("bad \ud800 text that we decided to keep \udfff.")], max_chars=200)
    assert_well_formed(out, 200)
    assert "\ufffd" in out


def test_fast_on_160k_chars() -> None:
    sentences = CHATTER + [PLANTED, "Maya will book the venue by Friday.", "Is the budget 4500 EUR or 5000 EUR?"]
    messages, total, i = [], 0, 0
    while total < 160_000:
        text = " ".join(sentences[(i * 7 + k) % len(sentences)].capitalize() + "." for k in range(i % 9 + 1))
        text += f" Ticket {i} is assigned to u{i % 13}."
        messages.append(user(text, f"u{i % 5}") if i % 2 else bot(text))
        total += len(text)
        i += 1
    best = float("inf")
    for _ in range(3):
        # This process's CPU, not the wall clock: other jobs on the machine stretched the wall
        # clock past the bound once (11.7 s beside four valgrind runs on two cores).
        t0 = time.process_time()
        out = summarize(messages, prior=summarize(messages[:200], max_chars=4000), amendment="x " * 500, max_chars=4000)
        best = min(best, time.process_time() - t0)
    assert_well_formed(out, 4000)
    # A guard against a blow-up (quadratic work over the span), not a benchmark: speed is
    # measured by bench/, and a loaded CI machine must not fail this.
    assert best < 5.0, f"{best:.3f}s for {total} chars"


_SUBPROCESS = """
import json, sys
from convcompact.core.summarize import extractive_summary
args = json.load(sys.stdin)
sys.stdout.write(json.dumps(extractive_summary(**args)))
"""


def test_deterministic_across_processes_and_hash_seeds() -> None:
    args = {
        "prior_summary": "Earlier (carried forward):\n- u1: The venue is Lisbon.\n- u2: Budget is 3000 EUR.",
        "amendment": "Message 4 was edited: the venue is Porto.",
        "messages": chatter(60) + [user(PLANTED, "u8"), bot("Noted, March 3 it is.")] + chatter(60, 7),
        "max_chars": 700,
    }
    here = extractive_summary(**args)
    assert here == extractive_summary(**args)
    package_root = str(Path(convcompact.__file__).parent.parent)  # the symlink's folder, if any
    for seed in ("0", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH")) if p)
        done = subprocess.run(
            [sys.executable, "-c", _SUBPROCESS], input=json.dumps(args), env=env,
            capture_output=True, text=True, check=True, timeout=60,
        )  # fmt: skip
        assert json.loads(done.stdout) == here


# --- properties ---------------------------------------------------------------------------

_weird = st.sampled_from(list("\x00\x07\x1b\r\n\t\x0b\x0c\x7f\x85\x9b\u2028\u2029\ufeff\u200b \u00a0"))
_texts = st.one_of(
    st.text(max_size=300),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=300),
    st.lists(
        st.one_of(st.sampled_from(CHATTER + [PLANTED, "Maya will call at 3pm?", "日本語の文。", "ok"]), _weird),
        max_size=30,
    ).map("".join),
    st.text(alphabet=st.one_of(_weird, st.sampled_from(list("ab .?!1"))), max_size=200),
)
_messages = st.lists(
    st.fixed_dictionaries(
        {"role": st.sampled_from(["user", "assistant"]), "content": _texts},
        optional={"name": st.one_of(st.text(max_size=40), st.sampled_from(["u42", "u7", "a:b", ""]))},
    ),
    max_size=12,
)
_max_chars = st.one_of(st.integers(MIN_MAX_CHARS, 300), st.integers(301, 5000))
_has_words = re.compile(r"[^\W_]")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prior=st.none() | _texts, amendment=st.none() | _texts, messages=_messages, max_chars=_max_chars)
def test_property_output_guarantees(prior, amendment, messages, max_chars) -> None:
    out = extractive_summary(prior_summary=prior, amendment=amendment, messages=messages, max_chars=max_chars)
    assert_well_formed(out, max_chars)
    assert out == extractive_summary(prior_summary=prior, amendment=amendment, messages=messages, max_chars=max_chars)
    # Something to quote: a word (whole words only, never a cut inside one) short enough for
    # any budget beside its bullet.
    substantive = any(_has_words.search(w) and len(w) <= 24 for m in messages for w in m["content"].split())
    if substantive:
        assert out != EMPTY_SUMMARY
    if "…" not in "".join([prior or "", amendment or "", *(m["content"] for m in messages)]):
        assert f"{ELLIPSIS} {ELLIPSIS}" not in out  # one mark where words were left out, never two


def test_passages_of_one_message_are_joined_by_one_mark() -> None:
    # Two passages of one long message, each cut from its sentence: one "…" between them.
    msg = ("Since the release of v2.6.5 the error rate on the auth service went up about 5% and "
           + " ".join(f"filler{k}" for k in range(30)) + ". consumer lag rose after the cutover at 14:05 "
           + " ".join(f"pad{k}" for k in range(30)) + ". I'd keep the rollback in place until the fix has run in staging for a day.")
    out = summarize(chatter(6) + [user(msg, "u5")] + chatter(6, 3), max_chars=600)
    assert_well_formed(out, 600)
    assert f"{ELLIPSIS} {ELLIPSIS}" not in out, out


@settings(max_examples=40, deadline=None)
@given(
    size=st.integers(10_000, 160_000),
    unit=st.sampled_from(["a", "word ", "We decided on March 3. ", "日本語", "x\x00y\r\n", "? "]),
    max_chars=_max_chars,
)
def test_property_huge_single_message(size, unit, max_chars) -> None:
    text = (unit * (size // len(unit) + 1))[:size]
    out = summarize([user(text)], prior=text[:5000], amendment=text[:3000], max_chars=max_chars)
    assert_well_formed(out, max_chars)


@settings(max_examples=60, deadline=None)
@given(chain=st.lists(_messages, min_size=1, max_size=6), max_chars=_max_chars)
def test_property_chains_stay_within_budget(chain, max_chars) -> None:
    summary = None
    for messages in chain:
        summary = summarize(messages, prior=summary, max_chars=max_chars)
        assert_well_formed(summary, max_chars)


# --- what generalizes: statistics, not phrasing --------------------------------------------


def test_a_log_template_repeated_with_other_numbers_does_not_outrank_facts() -> None:
    # Log lines are full of unique numbers, but their words recur: a template, not news.
    logs = [user(f"2026-11-{d:02d}T1{d % 10}:0{d % 6}:1{d % 7}.{d * 37 % 1000:03d}Z ERROR [worker-{d % 9}] upstream timeout after "
                 f"{1000 + d * 77}ms (attempt {d % 5}/5) host=10.0.{d % 8}.{d * 3 % 250}:8443", f"u{d % 3}") for d in range(1, 19)]
    facts = [user("quorum for the storage migration is seven voters", "u7"), user("staging freeze begins thursday, per okonkwo", "u8"),
             user("the canary goes to Rotterdam first", "u9")]
    out = summarize(logs[:6] + facts[:1] + logs[6:12] + facts[1:2] + logs[12:] + facts[2:], max_chars=500)
    assert all(f["content"] in out for f in facts), out
    assert "upstream timeout" not in out  # even with room left: it says nothing new


def test_two_facts_that_share_only_a_unit_stay_two_facts() -> None:
    # "UTC" and "Uhr" follow every time: the number's unit, not a subject the two share.
    for first, second in (("The kickoff is on May 3 at 14:00 UTC.", "The retro is on June 9 at 16:30 UTC."),
                          ("Die Versammlung ist am 18. August um 18:15 Uhr.", "Das Laternenfest steigt am 14. Oktober, Aufbau ab 19:15 Uhr.")):
        out = summarize([user(first, "u1")] + chatter(8) + [user(second, "u2")], max_chars=1000)
        assert first in out and second in out, out


def test_a_change_said_without_any_keyword_replaces_the_old_value() -> None:
    # No "update", no "moved": the same subject at the same place with a new value of its kind.
    out = summarize([user("kayak pickup is at 6:20", "u1")] + chatter(8) + [user("kayak pickup 8:50 then, dont be late", "u2")], max_chars=1000)
    assert "8:50" in out and "6:20" not in out
    # ...and in another language, with another word order.
    out = summarize([user("La gira del coro sale desde Toledo.", "u1")] + chatter(8) + [user("Al final la gira del coro sale desde Cuenca.", "u2")],
                    max_chars=1000)
    assert "Cuenca" in out and "Toledo" not in out


def test_rambles_of_stock_phrases_do_not_crowd_out_short_facts() -> None:
    # Each ramble is a new mix of phrases the chat keeps saying: many words, little news.
    bits = ["so yesterday i went to the store and", "they had nothing i wanted at all", "and then the train was late again",
            "i think i will try again tomorrow", "honestly this week is so long", "my sister might come over tonight",
            "the neighbours were loud all night", "i still have not packed anything", "whatever it is what it is",
            "i watched three episodes instead of sleeping", "anyway i am rambling now", "the weather here is grey and cold",
            "my boss wants the report by monday", "i left my charger somewhere again", "we should really clean the kitchen",
            "does anyone know a good plumber", "i might skip the gym today", "coffee is the only thing keeping me going"]
    facts = ["booked the Hotel Aurelia in Nafplio for all of us", "Tamsin has the spare keys", "ferry leaves at 7:45 from Piraeus",
             "someone has to renew the parking pass", "rent is 1240 total so 310 each", "we are renting the van from Oasis Campers"]
    for seed in range(4):
        rng = random.Random(seed)
        order = rng.sample(facts, len(facts))
        messages = []
        for i in range(36):
            messages.append(user(" ".join(rng.sample(bits, rng.randrange(4, 8))), f"u{i % 4}"))
            if i % 6 == 5:
                messages.append(user(order[i // 6], f"u{i % 4}"))
        for budget in (450, 700, 1000):
            out = summarize(messages, max_chars=budget)
            assert all(f in out for f in facts), (seed, budget, out)


def test_a_pasted_table_is_one_message_not_a_summary_full_of_its_rows() -> None:
    # A damage meter (a table pasted as one message) has a unique number in every row; its rows
    # are sentences, but one message: each more row chosen from it weighs less, so the short
    # facts said in messages of their own are kept beside it.
    rows = "\n".join(f"{name} {40 + 7 * k}.{k * 13 % 100:02d}M ({180 + 11 * k}.{k % 10}k)"
                     for k, name in enumerate(["kaelith", "noodlz", "thrallgar", "vexx", "skadi", "bigpapa", "dotsy", "jinxie"]))
    facts = [user("officers voted the alt run is friday after reset", "u7"), user("borkbork holds the bank alt now, ask them for mats", "u8"),
             user("decided voice comms go to the old mumble server", "u9")]
    out = summarize(chatter(4) + [user(rows, "u3")] + facts + chatter(4, 2), max_chars=420)
    assert_well_formed(out, 420)
    assert all(f["content"] in out for f in facts), out


def test_rows_of_numbers_from_many_messages_do_not_outrank_facts_that_say_what_their_values_are() -> None:
    # A table row, a meter line or a score is a record: many values, a word or two. A value
    # weighs as a value where the sentence says what it is (v4 kept only the rows here).
    labels = ["LoRA r=16", "adapter", "prefix", "distilled", "baseline", "ours 2x", "frozen", "warmup", "cosine", "linear"]
    rows = [user(f"| {labels[k]} | {30 + k}.{k * 7 % 10} | {40 + 3 * k}.{k % 10} | {50 + 2 * k}.{k * 3 % 10} |", f"u{k % 3}")
            for k in range(10)]
    facts = [user("our contact at the compute grant office is Kenji Morimoto", "u7"),
             user("the travel grant is $1,246 per person, receipts within 30 days", "u8"),
             user("the hyperparameter sweep is going on h100-21 now", "u9")]
    out = summarize(rows[:3] + facts[:2] + rows[3:6] + facts[2:] + rows[6:], max_chars=300)
    assert_well_formed(out, 300)
    assert all(f["content"] in out for f in facts), out


def test_a_passage_cut_from_the_middle_of_a_sentence_keeps_its_mark_at_the_next_boundary() -> None:
    # "…" as a word ended the sentence before it, and the passage after it was quoted at the
    # next boundary as if it began a sentence ("of v2.6.5, the error rate ...").
    prior = "\n".join([HEADER, "- #5 u1: … of v2.6.5, the error rate on the auth service went up about 5%."])
    out = summarize([user("the canary goes to Rotterdam first", "u9")], prior=prior, max_chars=400, seqs=[9])
    # (A prior in extractive-v14's bullets, "- #5 u1: ", is read as well: its number and speaker are kept.)
    assert "#5 u1: … of v2.6.5, the error rate on the auth service went up about 5%." in out.split("\n"), out


# --- extractive-v6: speakers by alias, and what one message or one ramble may weigh -------


def _resolve(out: str) -> list[tuple[str, str]]:
    """(speaker, text) of each bullet, an alias read through the legend."""
    lines = out.split("\n")
    legend = {}
    for line in lines:
        if line.startswith("Speakers: "):
            legend = dict(entry.split("=", 1) for entry in line[len("Speakers: "):].split(" "))
    bullets = []
    for line in lines:
        if line.startswith(("- ", "#")):
            who, _, text = line.split(" ", 1)[1].partition(": ") if line.startswith("#") else line[2:].partition(": ")
            bullets.append((legend.get(who, who), text))
    return bullets


LONG_IDS = ["user9299402852", "user9112455054", "user1596303080"]


def test_long_speaker_ids_are_shown_by_an_alias_named_once_in_a_legend() -> None:
    facts = [f"The {w} delivery for site {i} is booked on March {i + 3} at gate {i * 7}." for i, w in
             enumerate(["cement", "rebar", "glass", "timber", "steel", "paint"])]
    messages = [user(text, LONG_IDS[i % 3]) for i, text in enumerate(facts)]
    out = summarize(messages, max_chars=2000, seqs=list(range(1, 7)))
    lines = out.split("\n")
    assert lines[1] == "Speakers: a=user9299402852 b=user9112455054 c=user1596303080"
    assert lines[2].startswith("#1 a: The cement delivery")
    assert all(name not in "\n".join(lines[2:]) for name in LONG_IDS)
    assert _resolve(out) == [(LONG_IDS[i % 3], facts[i]) for i in range(6)]  # every passage keeps its speaker


def test_an_alias_is_used_only_where_it_makes_the_summary_shorter() -> None:
    out = summarize([user("Flights to Lisbon are 120 EUR return if we book by Friday.", "user9299402852")], max_chars=2000)
    assert "Speakers:" not in out and "- user9299402852: Flights to Lisbon" in out  # one bullet: the legend would cost more
    short = [user(f"Fact {i}: the locker code for room {i} is {1000 + i}.", "Bo") for i in range(8)]
    assert "Speakers:" not in summarize(short, max_chars=2000)  # a short name is shown as itself


def test_the_next_boundary_reads_the_legend_back() -> None:
    first = [user(f"The {w} delivery is booked on March {i + 3} at gate {i * 7}.", LONG_IDS[i % 2]) for i, w in
             enumerate(["cement", "rebar", "glass", "timber"])]
    prior = summarize(first, max_chars=2000, seqs=[1, 2, 3, 4])
    assert prior.split("\n")[1].startswith("Speakers: ")
    # The next span has a new speaker who takes alias "a" first: old passages keep their own speakers.
    later = [user("Crane hire for the east wing is confirmed with Kranfix for 12 June.", "user5550001112")]
    out = summarize(later, prior=prior, max_chars=2000, seqs=[9])
    got = dict((text, who) for who, text in _resolve(out))
    assert got["The cement delivery is booked on March 3 at gate 0."] == LONG_IDS[0]
    assert got["The rebar delivery is booked on March 4 at gate 7."] == LONG_IDS[1]
    assert got["Crane hire for the east wing is confirmed with Kranfix for 12 June."] == "user5550001112"
    # ...and an amendment still replaces what was quoted of its message, by number.
    edited = summarize([], prior=out, amendment="- message #2: user9112455054 edited it to read: The rebar delivery moved to gate 9.",
                       max_chars=2000)
    assert ("user9112455054", "The rebar delivery moved to gate 9.") in _resolve(edited)
    assert "gate 7" not in edited


def test_an_alias_never_stands_for_two_speakers() -> None:
    # A speaker literally named "a" keeps its name; the aliases skip it.
    messages = [user(f"The {w} delivery is booked on March {i + 3} at gate {i * 7}.", ["a", *LONG_IDS][i % 4]) for i, w in
                enumerate(["cement", "rebar", "glass", "timber", "steel", "paint", "sand", "gravel"])]
    out = summarize(messages, max_chars=3000, seqs=list(range(1, 9)))
    legend = out.split("\n")[1]
    assert legend.startswith("Speakers: ") and " a=" not in legend
    assert [who for who, _ in _resolve(out)] == [["a", *LONG_IDS][i % 4] for i in range(8)]


def test_a_request_in_long_words_outranks_stock_lines_of_short_ones() -> None:
    # Within one span nearly every word is said once; what tells "who is on for it now" from a
    # request is that short words are the common ones of a language.
    request = "somebody defrost the vaccine freezer tonight please"
    messages = [user(t, f"u{i}") for i, t in enumerate(["is it me or is the vpn so slow", "who is on for it now", request, "ok so we go"])]
    out = summarize(messages, max_chars=len(HEADER) + 1 + 60)
    assert out.split("\n")[1:] == [f"- u2: {request}"]


def test_one_sentence_of_a_long_paste_does_not_outrank_a_one_line_fact() -> None:
    paste = ("Weekly bulletin 48. Canteen menu: soup 3.50, pasta 6.20, salad 4.10. Parking level 2 closed Monday to Wednesday. "
             "Fire drill Thursday 10:00 in building B. The library opens 8:00-18:00. Lost and found at reception desk 4. "
             "Yoga club meets Tuesday 17:30 in room 12. Newsletter archive on the intranet page 7.")
    fact = "the server room door code changed to 4471"
    out = summarize([user(paste, "u1"), user(fact, "u2"), user("thanks", "u3")], max_chars=150)
    assert f"- u2: {fact}" in out.split("\n")


def test_a_fact_in_a_paragraph_of_its_own_is_not_one_of_the_pastes_sentences() -> None:
    # extractive-v7: "a paste says one thing" counts the sentences of a paragraph, not of a
    # message, so a one-line fact above a pasted bulletin keeps its rank (v6 ranked it 1/9).
    paste = ("Weekly bulletin 48. Canteen menu: soup 3.50, pasta 6.20, salad 4.10. Parking level 2 closed Monday to Wednesday. "
             "Fire drill Thursday 10:00 in building B. The library opens 8:00-18:00. Lost and found at reception desk 4. "
             "Yoga club meets Tuesday 17:30 in room 12. Newsletter archive on the intranet page 7.")
    fact = "the server room door code changed to 4471"
    chatter = "my neighbour's parrot learned to whistle the ringtone again"
    out = summarize([user(fact + "\n\n" + paste, "u1"), user(chatter, "u2")], max_chars=len(HEADER) + 1 + 70)
    assert fact in out and chatter not in out
    # ...and the paste itself still counts as one thing: without the blank line it ranks 1/9.
    out = summarize([user(fact + "\n" + paste, "u1"), user(chatter, "u2")], max_chars=len(HEADER) + 1 + 70)
    assert out.split("\n")[1:] == [f"- u2: {chatter}"]


def test_a_full_stop_after_an_abbreviation_ends_no_sentence() -> None:
    # extractive-v7: "kl. 18.45", "2.800 kr. i timen", "d. 9. juli", "Dra. Helena" were cut
    # into two sentences, the subject in one and its value in the other, and no passage said both.
    from convcompact.core.summarize import _sentences

    for text in ("OBS samlingen före konserten är kl. 18.45", "DJ'en tager 2.800 kr. i timen efter midnat",
                 "Prøvemenuen hos kokken er lørdag d. 9. juli kl. 09.30", "Dra. Helena assume a cirurgia do Zeus"):
        assert [s for _, s in _sentences(text)] == [text]
    assert [s for _, s in _sentences("Done. Next item is the hall. Anna agreed.")] == ["Done.", "Next item is the hall.", "Anna agreed."]
    assert [s for _, s in _sentences("Wir treffen uns am 18. August in Köln. Bis dann")] == ["Wir treffen uns am 18. August in Köln.", "Bis dann"]
    out = summarize([user("Insjungningen startar kl. 16.45 i kyrkan", "u1")], max_chars=200)
    assert "- u1: Insjungningen startar kl. 16.45 i kyrkan" in out.split("\n")


def test_two_word_replies_with_a_number_do_not_crowd_out_a_decision() -> None:
    # extractive-v8: a bullet costs a reader more than its characters (_OVERHEAD 40, v7 20), so
    # a run of "afk 5", "lol 3" no longer outranks one decision by information per character.
    fact = "we decided the offsite is in the Lakeside barn"
    replies = ["afk 5", "brb 10", "lol 3", "ok 2", "gg 4", "back in 15", "mom says 8", "ty x2", "omw 20", "yes 7"]
    messages = [user(r, f"u{i + 2}") for i, r in enumerate(replies[:5])] + [user(fact, "u1")]
    messages += [user(r, f"u{i + 7}") for i, r in enumerate(replies[5:])]
    out = summarize(messages, max_chars=len(HEADER) + 1 + 85)  # (v8's header was 84 characters: 170 in all)
    assert f"- u1: {fact}" in out.split("\n")
    assert sum(line.startswith(("- ", "#")) for line in out.split("\n")) <= 3  # the decision and at most two replies


def test_a_passage_cut_out_of_a_ramble_does_not_outrank_a_whole_request() -> None:
    ramble = ("ugh Monday again the 7:40 from Haarlem sat at Sloterdijk for 25 minutes then Ines spilled her flat white on my keyboard "
              "and IT gave me a loaner with 8 GB that takes 10 minutes to boot and the canteen ran out of soup at 12:10 and now Bram "
              "wants the slides by 16:00 so yeah fun times everyone")
    request = "somebody must renew the insurance for the delivery vans"
    out = summarize([user(ramble, "u1"), user(request, "u2")], max_chars=len(HEADER) + 1 + 140)
    assert out.split("\n")[1:] == [f"- u2: {request}"]


def test_no_alias_reads_as_a_time_or_a_date() -> None:
    # The eighth alias would be "h": "#18 h: ..." reads as 18:00 (and "#4 may:" as a date).
    from convcompact.core.grounding import grounding

    import itertools

    names = [f"user{1000000 + k}" for k in range(12)]
    words = ["".join(p) for p in itertools.product(["ba", "ke", "lo", "mi", "nu", "ra"], ["so", "ti", "ve", "zu"], ["dan", "mor", "pel", "gur", "fin", "wok"])]
    messages = [user(" ".join(words[6 * k:6 * k + 6]) + ".", names[k % 12]) for k in range(24)]  # no two alike
    out = summarize(messages, max_chars=4000, seqs=list(range(1, 25)))
    legend = out.split("\n")[1]
    aliases = [entry.split("=", 1)[0] for entry in legend.removeprefix("Speakers: ").split(" ")]
    assert len(aliases) == 12 and "h" not in aliases
    figure = grounding(out, ["\n".join(f"#{k + 1} {m['name']}: {m['content']}" for k, m in enumerate(messages))])
    assert sum(figure.ungrounded.values()) == 0, figure


def test_a_short_line_that_shares_a_word_and_a_kind_of_value_is_another_fact() -> None:
    # extractive-v10: a change needs the older form to say (nearly) nothing of its own beside its
    # value; v8 took one wherever either side said little, so a meter line dropped the notice.
    notice = "Heads up: the water is cut off on Sunday, October 10, from 8 until noon."
    out = summarize([user(notice, "u1"), *chatter(6), user("Water: 169 m3", "u3")])
    assert f"- u1: {notice}" in out.split("\n") and "- u3: Water: 169 m3" in out.split("\n")


def test_a_new_version_with_a_reason_of_its_own_still_replaces_the_old() -> None:
    out = summarize([user("raid invites go out at 8:50pm est", "u1"), *chatter(6),
                     user("raid invites moved to 6:30pm est bc half of you are late", "u3")])
    assert "8:50pm" not in out and "- u3: raid invites moved to 6:30pm est bc half of you are late" in out.split("\n")


def test_where_every_noun_has_a_capital_two_requests_about_other_nouns_are_two_facts() -> None:
    german = ["Morgen ist Training um 18 Uhr auf dem Platz.", "Die Trikots liegen in der Kabine.", "Wer hat den Ball gesehen?",
              "Danke für die Hilfe beim Fest!"]
    out = summarize([user("Kann sich jemand drum kümmern, den Schlüssel beim Hausmeister abholen?", "u1"),
                     *[user(t, "u2") for t in german], user("Kann sich jemand drum kümmern, beim Ordnungsamt anrufen?", "u3")])
    assert "Schlüssel beim Hausmeister abholen?" in out and "beim Ordnungsamt anrufen?" in out


def test_japanese_is_counted_by_its_script_runs() -> None:
    # extractive-v11: uncut, a Japanese sentence was one "word" said once.
    from convcompact.core.summarize import _shape

    assert {"事務所", "鍵", "管理", "清水結衣"} <= _shape("事務所の鍵の管理は清水結衣さんです", True)[0]


def test_no_word_is_cut_at_a_vowel_sign_and_a_danda_ends_a_sentence() -> None:
    from convcompact.core.summarize import _TOKEN, _sentences

    assert _TOKEN.findall("किराया ₹2,500 है") == ["किराया", "2,500", "है"]
    assert [s for _, s in _sentences("कल पानी नहीं आएगा। टंकी साफ होगी।")] == ["कल पानी नहीं आएगा।", "टंकी साफ होगी।"]


def test_a_name_inside_a_japanese_sentence_outranks_chatter_in_kana() -> None:
    # Uncut (v10), each sentence was one "word" said once, all alike, and the newest chatter won
    # the one bullet that fits; by script runs the fact's kanji are rare and the chatter's kana not.
    fact = "事務所の鍵の管理は清水結衣さんです"
    chatter_ja = ["今日はちょっと暑いですね", "お昼ごはんはまだですか", "さっきの電話はだれですか", "あとでコーヒーをのみます", "ちょっとおくれますね"]
    out = summarize([user(fact, "u2")] + [user(c, "u1") for c in chatter_ja], max_chars=len(HEADER) + 1 + len(f"- u2: {fact}"))
    assert out.split("\n")[1:] == [f"- u2: {fact}"]


def test_chinese_is_counted_by_pairs_of_characters() -> None:
    # extractive-v12: without kana to cut at, a Chinese clause was one "word" said once.
    from convcompact.core.summarize import _shape

    assert {"财务", "报销", "陈晓", "晓燕"} <= _shape("财务报销找陈晓燕", False)[0]
    assert _shape("下午3点半", False)[0] == {"下午", "3", "点半"}  # a run of two stays whole
    assert "清水結衣" in _shape("事務所の鍵の管理は清水結衣さんです", True)[0]  # with kana: script runs, as in v11


def test_a_change_written_without_spaces_replaces_the_old_value() -> None:
    # extractive-v12: one "word" each, no two words could be laid side by side, so both forms
    # stayed; the newer says again most of what the older says beside its value.
    chatter_zh = ["今天好热啊", "中午吃什么", "我先去开会了", "收到收到", "明天见", "谁看到我的伞了"]
    for old, new, other in (("采茶工的计件价是每斤78块", "采茶工的计件价涨到每斤41块", "包装盒的进货价一个4.2元"),
                            ("丸山様の納品は12月16日(水)", "先方の都合で丸山様の納品は1月29日(金)になりました", "名刺100枚の単価は¥2,600")):
        out = summarize([user(old, "u1"), user(other, "u3"), *[user(c, "u2") for c in chatter_zh], user(new, "u2")], max_chars=1000)
        assert new in out and other in out and old not in out, out


def test_an_initial_in_a_script_without_capitals_ends_no_sentence() -> None:
    # extractive-v13: "சி. முத்துலட்சுமி" (an initial and a name) was cut into two sentences, so no
    # passage said the name whole; a one-syllable Korean reply with a full stop still ends one.
    from convcompact.core.summarize import _sentences

    assert [s for _, s in _sentences("கடை பிரதிநிதி சி. முத்துலட்சுமி தான்")] == ["கடை பிரதிநிதி சி. முத்துலட்சுமி தான்"]
    assert [s for _, s in _sentences("आर. के. शर्मा आएंगे")] == ["आर. के. शर्मा आएंगे"]
    assert [s for _, s in _sentences("네. 알겠습니다")] == ["네.", "알겠습니다"]
    assert [s for _, s in _sentences("นัด 18.30 น. ไปกัน")] == ["นัด 18.30 น.", "ไปกัน"]  # a unit after a number


def test_a_wall_of_chinese_is_not_counted_pair_by_pair() -> None:
    # extractive-v14: a 160,000-character message of Chinese without a space was 160,000 pairs of
    # characters in v12 and v13 (5 s of CPU here, against 0.1 s); a word longer than four times
    # the longest quotable one is counted by its runs. A guard against a blow-up, not a benchmark.
    import random

    rng = random.Random(1)
    wall = "".join(chr(rng.randrange(0x4E00, 0x4E00 + 3000)) for _ in range(160_000))
    t0 = time.process_time()
    out = summarize([user(wall, "u1"), user("财务报销找陈晓燕", "u2")], max_chars=1800)
    assert time.process_time() - t0 < 2.0
    assert "- u2: 财务报销找陈晓燕" in out.split("\n")


def test_a_bullet_with_a_message_number_has_no_dash_and_a_dashed_prior_is_still_read() -> None:
    # extractive-v15: "#N who: " opens a bullet that has a message number ("- #N who: " before):
    # two characters a bullet, about 3% of a full summary, go to passages. A prior in v14's
    # bullets keeps its numbers, so an amendment still replaces what it quoted of a message.
    prior = "\n".join([HEADER, "- #3 u42: We decided the launch date is March 3.", "- #5 u7: The budget is 900 EUR."])
    amendment = render_amendment("- message #3: u42 edited it to read: We decided the launch date is March 10.")
    out = summarize(chatter(5), prior=prior, amendment=amendment, seqs=list(range(6, 11)), max_chars=600)
    assert_well_formed(out, 600)
    lines = out.split("\n")
    assert "#3 u42: We decided the launch date is March 10." in lines and "#5 u7: The budget is 900 EUR." in lines
    assert "March 3." not in out and not any(line.startswith("- #") for line in lines)
    # A passage without a number (a prior's prose, an amendment's other lines) keeps its dash.
    assert summarize([user("We decided the launch date is March 3.", "u42")], max_chars=600).split("\n")[1] == (
        "- u42: We decided the launch date is March 3.")


def test_a_prior_summary_s_cut_fragment_does_not_outrank_a_whole_decision() -> None:
    # extractive-v16: a passage the prior summary quoted cut ("…") ranks at half. Cut down to a
    # name and a "thanks" it was dense by information per character, outranked a whole decision
    # and stayed there boundary after boundary (v15 kept the fragment here).
    prior = "\n".join([HEADER, "#4 u3: … Aunt Galya, thanks …"])
    fact = "the board decided to repair the road on the third line with gravel"
    messages = [user("hi all", "u1"), user(fact, "u2"), user("ok", "u5")]
    out = summarize(messages, prior=prior, seqs=[20, 21, 22], max_chars=len(HEADER) + 1 + len(f"#21 u2: {fact}"))
    assert out.split("\n") == [HEADER, f"#21 u2: {fact}"]
    # With room for both, the fragment is still carried: it is ranked lower, not dropped.
    both = summarize(messages, prior=prior, seqs=[20, 21, 22], max_chars=400)
    assert "#4 u3: … Aunt Galya, thanks …" in both.split("\n") and f"#21 u2: {fact}" in both.split("\n")
