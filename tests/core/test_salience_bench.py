"""bench/salience.py records what the learned salience is fitted on: every passage ranked, its
features in FEATURES' order, labelled by the tuning set's planted probes (numpy only fits)."""

from __future__ import annotations

import math

from bench import salience
from convcompact.core import summarize as S


def test_the_learned_weights_name_every_feature_and_nothing_else() -> None:
    assert list(S._SALIENCE) == list(S.FEATURES)
    assert all(math.isfinite(v) for v in S._SALIENCE.values())
    assert 0 < S._LEARNED < 1  # a blend: the within-span rank still counts


def test_every_ranked_passage_is_recorded_with_its_features_and_a_label() -> None:
    rows = salience._record(("classic", 3, 1, None, 1e-9))
    assert rows and all(family == "classic" and len(x) == len(S.FEATURES) for family, _, x in rows)
    labels = [label for _, label, _ in rows]
    assert 0 < sum(labels) < len(labels)  # facts and the rest
    assert all(x[0] == 1.0 for _, _, x in rows)  # the bias
    # The module's own function and settings are back after the run (the recorder wraps it only there).
    assert S._features.__name__ == "_features" and S._LEARNED == 0.7
