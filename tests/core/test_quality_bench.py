"""bench/quality.py, in process on a tiny seed: the generator and the scorer count right."""

from __future__ import annotations

from bench import quality as q
from convcompact.core.model_runner import LocalExtractive


def test_generator_is_seeded_and_plants_every_kind() -> None:
    a, b = q.generate(3, 2, 120), q.generate(3, 2, 120)
    assert [c.records for c in a] == [c.records for c in b]
    kinds = {f.kind for c in a for f in c.facts}
    assert kinds == set(q.KINDS)
    for c in a:
        texts = " ".join(r.get("text") or "" for _, r in c.records)
        for f in c.facts:  # every probe's answer is in the chat, and a stale string too
            assert all(p in texts for p in f.probe) and all(s in texts for s in f.stale)


def test_scorer_counts_right_on_the_in_process_pipeline(tmp_path) -> None:
    chats = q.generate(5, 2, 120)
    cps, boundaries = q.run_in_process(chats, q.declarations(tmp_path), LocalExtractive(), "embedded", 10)
    assert boundaries and all(b["model"]["model"] == LocalExtractive.model for b in boundaries)
    result = q.score(chats, cps, ["embedded", "tail only", "uncompacted"])
    # The whole effective history answers every probe; a superseded fact is in its latest
    # form only there exactly when an edit replaced it (a contradicted one keeps both).
    assert all(v == 1.0 for v in result["by_kind"]["uncompacted"].values())
    final = {cp.chat: cp for cp in cps}
    edits = [f for c in chats for f in c.facts if f.kind == "corrected (edit)" and q.due(f, final[c.key])]
    contra = [f for c in chats for f in c.facts if f.kind == "contradicted (later msg)" and q.due(f, final[c.key])]
    assert result["latest_only"]["uncompacted"] == len(edits) / (len(edits) + len(contra))
    # The tail-only baseline is the same budget as the compacted context, never more.
    for cp in cps:
        assert cp.systems["tail only"].chars <= cp.systems["embedded"].chars
    assert max(cp.systems["embedded"].boundaries for cp in cps) >= 2  # boundaries chained
    assert result["older_than_tail"]["embedded"] > result["older_than_tail"]["tail only"]
    svg = q.svg_decay(result, ["embedded", "tail only"], "t")
    assert svg.startswith("<svg") and svg.endswith("</svg>")
