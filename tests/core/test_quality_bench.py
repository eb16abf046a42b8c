"""bench/quality.py, in process on a tiny seed: the generator families and the scorer count right."""

from __future__ import annotations

import json

import pytest

from bench import quality as q
from bench.families import FAMILIES, HELD_OUT, KINDS, SUPERSEDED, TUNED, chats_for
from convcompact.core.model_runner import LocalExtractive


def _texts(chat) -> dict[int, str]:
    return {r["source_seq"]: r["text"] for _, r in chat.records if r["type"] == "source.message@1"}


@pytest.mark.parametrize("family", list(FAMILIES))
def test_every_family_is_seeded_and_plants_every_kind(family: str) -> None:
    a, b = chats_for(family, 3, 6, FAMILIES[family].MESSAGES), chats_for(family, 3, 6, FAMILIES[family].MESSAGES)
    assert [c.records for c in a] == [c.records for c in b]
    assert {f.kind for c in a for f in c.facts} == set(KINDS)
    assert len({c.key for f in FAMILIES for c in chats_for(f, 3, 3, 40)}) == 3 * len(FAMILIES)  # ids unique across families
    assert [c.records for c in chats_for(family, 4, 3, 60)] != [c.records for c in chats_for(family, 3, 3, 60)]


@pytest.mark.parametrize("family", list(FAMILIES))
def test_a_probe_is_answered_only_by_the_messages_that_planted_it(family: str) -> None:
    for seed in (1, 2, 3):
        for chat in chats_for(family, seed, 4, FAMILIES[family].MESSAGES):
            texts = _texts(chat)
            edits = {r["target"]["source_seq"]: r["text"] for _, r in chat.records if r["type"] == "source.correction@1"}
            replies = [r["text"] for _, r in chat.records if r["type"] == "agent.delivery@1"]
            for f in chat.facts:
                own = {f.seq, f.later_seq}
                latest = edits[f.seq] if f.kind == "corrected (edit)" else texts[f.later_seq or f.seq]
                assert all(p.lower() in latest.lower() for p in f.probe), (f, latest)
                assert not any(s.lower() in latest.lower() for s in f.stale), (f, latest)
                if f.kind in SUPERSEDED:
                    assert f.stale and all(s.lower() in texts[f.seq].lower() for s in f.stale), (f, texts[f.seq])
                # Everything else the chat says, together, never answers it by accident.
                rest = "\n".join([t for s, t in texts.items() if s not in own] + replies + [t for s, t in edits.items() if s not in own])
                assert not all(p.lower() in rest.lower() for p in f.probe), (family, f)


def test_two_facts_contradicted_by_one_message_are_both_said_there() -> None:
    # vve's seeds 25 and 29 draw two contradictions due at the same message: that message
    # must say both newer forms (it once said only the last, so no context could answer the
    # other).
    for seed in (25, 29):
        for chat in chats_for("vve", seed, 6, FAMILIES["vve"].MESSAGES):
            texts = _texts(chat)
            for f in chat.facts:
                if f.later_seq:
                    assert all(p.lower() in texts[f.later_seq].lower() for p in f.probe), (seed, f)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_no_two_facts_of_a_chat_share_a_subject_that_changes(family: str) -> None:
    # A fact that is superseded names its subject in its probe; a second fact with the same
    # subject would be a change of the first, and a summary that keeps only the newest
    # would be scored as losing one.
    for seed in (1, 2, 3):
        for chat in chats_for(family, seed, 6, FAMILIES[family].MESSAGES):
            subjects = [f.probe[0].lower() for f in chat.facts if f.kind in SUPERSEDED]
            assert len(subjects) == len(set(subjects)), (family, chat.key, subjects)


def test_the_classic_family_is_the_original_generator() -> None:
    # Its draws are the original generator's (figures stay comparable); only the labels split.
    chats = q.generate(7, 6, 200)
    assert sum(len(c.facts) for c in chats) == 127
    assert chats[0].chat_id == "9100" and chats[0].records[0][1]["text"] == chats_for("classic", 7, 1, 200)[0].records[0][1]["text"]
    assert "classic" in TUNED


def test_the_tuning_set_and_the_held_out_families_split_the_families() -> None:
    # The headline is the held-out families: those nobody tuned on or looked at while tuning.
    assert set(TUNED) | set(HELD_OUT) == set(FAMILIES) and not set(TUNED) & set(HELD_OUT)
    assert len(HELD_OUT) >= 2
    # A family once measured (its figures looked at) never goes back to being held out.
    assert {"classic", "devops", "friends", "verein", "piso", "famille", "helpdesk", "cantiere", "clinica", "guild", "vve",
            "klasa", "lab", "mutfak", "bryllup", "newsroom", "zadruga", "venekerho", "divadlo", "pensiune", "kor", "fuvar",
            "penjualan", "kajak", "taverna", "sklad", "colla", "oppdrett", "bitininkai", "komando", "tiemmay", "hafaka", "kaisha", "souk",
            "ushirika", "eojang", "society", "suan", "weixin", "bazaar", "barangay", "malli", "danfo", "marani", "chaachaan",
            "poshak", "buna", "dacha", "ghalla", "homestay", "lavash"} <= set(TUNED)


def test_scorer_counts_right_on_the_in_process_pipeline(tmp_path) -> None:
    chats = q.generate(5, 2, 120)
    cps, boundaries, runs = q.run_in_process(chats, q.declarations(tmp_path), LocalExtractive(), "embedded", 10)
    assert boundaries and all(b["model"]["model"] == LocalExtractive.model for b in boundaries)
    assert sum(r["outcome"] == "settled" for r in runs) == len(boundaries)
    result = q.score(chats, cps, ["embedded", "tail only", "uncompacted"])
    # The whole effective history answers every probe; a superseded fact is in its latest
    # form only there exactly when an edit replaced it (a contradicted one keeps both).
    assert all(v == 1.0 for v in result["by_kind"]["uncompacted"].values() if v is not None)
    final = {cp.chat: cp for cp in cps}
    edits = [f for c in chats for f in c.facts if f.kind == "corrected (edit)" and q.due(f, final[c.key])]
    contra = [f for c in chats for f in c.facts if f.kind == "contradicted (later msg)" and q.due(f, final[c.key])]
    assert result["latest_only"]["uncompacted"] == len(edits) / (len(edits) + len(contra))
    # The tail-only baseline is the same budget as the compacted context, never more.
    for cp in cps:
        assert cp.systems["tail only"].chars <= cp.systems["embedded"].chars
    assert max(cp.systems["embedded"].boundaries for cp in cps) >= 2  # boundaries chained
    assert result["boundaries"]["embedded"] == sorted(final[c.key].systems["embedded"].boundaries for c in chats)
    assert result["older_than_tail"]["embedded"] > result["older_than_tail"]["tail only"]
    svg = q.svg_decay(result, ["embedded", "tail only"], "t")
    assert svg.startswith("<svg") and svg.endswith("</svg>")


def test_chats_of_different_lengths_are_scored_at_their_own_end(tmp_path) -> None:
    chats = chats_for("friends", 1, 1, 60) + chats_for("devops", 1, 1, 30)
    cps, _, _ = q.run_in_process(chats, q.declarations(tmp_path), LocalExtractive(), "embedded", 10)
    final = {cp.chat: cp for cp in cps}
    assert [final[c.key].newest for c in chats] == [60, 30]
    assert sum(cp.chat == chats[1].key for cp in cps) == 3  # no checkpoints after its last message


def test_tuning_runs_the_tuning_set_only(tmp_path) -> None:
    # Iterating on the summarizer (--tuning) never runs it on a held-out family.
    assert q.main(["--in-process", "--tuning", "--seeds", "1", "--chats", "1", "--messages", "40", "--out", str(tmp_path)]) == 0
    report = json.loads((tmp_path / "quality.json").read_text())
    ran = {f for g in report["groups"].values() for f in g["families"]}
    assert ran == set(TUNED) and not ran & set(HELD_OUT)
    assert q.HEADLINE not in report["groups"] and report["groups"][q.TUNING]["tuned"]


def test_the_live_table_gives_the_rebuilt_tables_contexts(tmp_path) -> None:
    # --live-table reads the driver's own table (as the worker's /context does) instead of a
    # rebuild of its log (as `convcompact context` does): the same contexts, for tuning faster.
    chats = q.generate(5, 1, 120) + chats_for("devops", 2, 1, 80)
    rebuilt, _, _ = q.run_in_process(chats, q.declarations(tmp_path / "a"), LocalExtractive(), "embedded", 10)
    live, _, _ = q.run_in_process(chats, q.declarations(tmp_path / "b"), LocalExtractive(), "embedded", 10, live=True)
    assert [(cp.chat, cp.newest, {s: (v.text, v.chars, v.covered, v.boundaries) for s, v in cp.systems.items()}) for cp in rebuilt] == \
        [(cp.chat, cp.newest, {s: (v.text, v.chars, v.covered, v.boundaries) for s, v in cp.systems.items()}) for cp in live]


def test_a_larger_summary_budget_grows_the_trigger_by_as_much_and_loads(tmp_path) -> None:
    # `--summary-chars`: the raw context, the tail and each frozen span stay as they were.
    from convcompact.core.declarations import load_declarations

    assert q.policy_for() == q.POLICY and q.policy_for() is not q.POLICY
    big, small = q.policy_for(3600), q.policy_for(1200)
    assert (big["max_summary_chars"], big["trigger_input_chars"], big["retain_input_chars"]) == (3600, 7800, 3000)
    assert (small["max_summary_chars"], small["trigger_input_chars"]) == (1200, 6000)
    assert q.POLICY["max_summary_chars"] == 1800  # (a copy: the default is untouched)
    load_declarations(q.declarations(tmp_path / "big", policy=big))


def test_fates_split_the_facts_older_than_the_tail(tmp_path) -> None:
    # Where the lost facts went: each fact older than the tail is kept, entered a summary and
    # was dropped, or never entered one; kept is the older-than-the-tail figure, and a fact
    # that never entered is answered by no boundary's summary at all.
    chats = chats_for("devops", 4, 2, 150)
    cps, boundaries, _ = q.run_in_process(chats, q.declarations(tmp_path), LocalExtractive(), "embedded", 10)
    f = q.fates(chats, cps, boundaries, "embedded", q.POLICY["max_summary_chars"])
    result = q.score(chats, cps, ["embedded", "tail only", "uncompacted"])
    final = {cp.chat: cp for cp in cps}
    older = [(c, x) for c in chats for x in c.facts if q.due(x, final[c.key]) and q.older_than_tail(x, final[c.key].systems["embedded"])]
    assert sum(f["total"].values()) == len(older) == sum(sum(k.values()) for k in f["by_kind"].values())
    assert f["total"]["kept"] / len(older) == result["older_than_tail"]["embedded"]
    def summaries(c):
        return [b["summary"]["text"] for b in boundaries if b["conversation"]["key"] == c.key]
    never = [x for c, x in older if not any(q.answered(x, s) for s in summaries(c)) and not q.answered(x, final[c.key].systems["embedded"].text)]
    assert f["total"]["never entered"] == len(never)
    assert 0 < f["room_needed_mean"] <= f["room_needed_max"]
    assert "never entered a summary" in q.fates_line(f)
