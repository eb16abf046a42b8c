"""Learns the embedded summarizer's salience weights (extractive-v18) from the tuning set.

    python bench/salience.py [--seeds 7,8] [--chats 6] [--holdout even|odd] [--jobs 2]

Needs numpy (`pip install numpy`; the summarizer itself does not). For every passage the
summarizer ranks at every boundary of the tuning set's chats (`bench.families.TUNED`, never a
held-out family), it records the passage's surface features (`summarize.FEATURES`) and a label:
1 where the passage quotes a planted fact's message and holds one of its probe strings. It then
fits a logistic regression (Newton's method, classes weighted equally, an L2 penalty of 1 on the
standardized features) and prints the weights as the Python literal `_SALIENCE` takes.

Two rounds, so the weights are learned on the passages the summarizer sees once it uses them:
the first records the passages as v17's rank chooses (the learned share `_LEARNED` near 0), the
second as the first round's weights choose, and the weights are fitted on both.

`--holdout even|odd` fits on half the tuning families (by name, alternately) and reports the
AUC on the other half, with the within-span rank's AUC alone beside it: how well the features
carry to families they were not fitted on.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Optional

REPO = Path(__file__).resolve().parent.parent
for path in (str(REPO), str(REPO / "streams")):
    if path not in sys.path:
        sys.path.insert(0, path)

Row = tuple[str, int, list[float]]  # family, label, features


def _record(job: tuple[str, int, int, Optional[dict[str, float]], float]) -> list[Row]:
    """The labelled features of every passage ranked in one family's chats for one seed."""
    family, seed, chats, weights, learned = job
    import convcompact.core.summarize as S
    from bench import quality as q
    from convcompact.core.model_runner import LocalExtractive

    rows: list[Row] = []
    probes: dict[int, list[tuple[str, ...]]] = {}  # the chat being summarized: message -> its facts' strings
    corpus = q.corpus([family], [seed], chats)
    features = S._features

    def recording(p: Any, text: str, *rest: Any) -> list[float]:
        x = features(p, text, *rest)
        low = text.lower()
        label = any(any(s.lower() in low for s in fact) for fact in probes.get(p.seq, ()))
        rows.append((family, int(label), list(x)))
        return x

    class Recorded(LocalExtractive):
        def __call__(self, dispatch: Any) -> Any:
            chat = next(c for c in corpus if c.key.split(":")[-1] == dispatch.packet.conversation.chat_id)
            probes.clear()
            for f in chat.facts:
                for seq in (f.seq, f.later_seq):
                    if seq:
                        probes.setdefault(seq, []).append(tuple(f.probe) + tuple(f.stale))
            return super().__call__(dispatch)

    saved = S._SALIENCE, S._LEARNED, S._features
    try:
        if weights is not None:
            S._SALIENCE = dict(weights)
        S._LEARNED, S._features = learned, recording
        with tempfile.TemporaryDirectory() as tmp:
            q.run_in_process(corpus, q.declarations(Path(tmp)), Recorded(), "embedded", 10, live=True)
    finally:
        S._SALIENCE, S._LEARNED, S._features = saved
    return rows


def record(families: list[str], seeds: list[int], chats: int, weights: Optional[dict[str, float]], learned: float,
           jobs: int) -> list[Row]:
    work = [(f, s, chats, weights, learned) for s in seeds for f in families]
    with Pool(jobs) as pool:
        return [row for rows in pool.map(_record, work, chunksize=1) for row in rows]


def fit(rows: list[Row], names: tuple[str, ...], l2: float = 1.0) -> dict[str, float]:
    import numpy as np

    X = np.array([x for _, _, x in rows], dtype=float)
    y = np.array([label for _, label, _ in rows], dtype=float)
    weight = np.where(y > 0, (len(y) - y.sum()) / max(1.0, y.sum()), 1.0)
    mu, sd = X.mean(0), X.std(0)
    sd[sd == 0] = 1.0
    mu[0], sd[0] = 0.0, 1.0  # the bias column stays 1
    Z = (X - mu) / sd
    b = np.zeros(Z.shape[1])
    ridge = l2 * np.diag(np.r_[0.0, np.ones(len(b) - 1)])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-np.clip(Z @ b, -30, 30)))
        step = np.linalg.solve((Z * (weight * p * (1 - p))[:, None]).T @ Z + ridge, Z.T @ (weight * (p - y)) + ridge @ b)
        b -= step
        if np.abs(step).max() < 1e-9:
            break
    w = b / sd
    w[0] = b[0] - float((b[1:] * mu[1:] / sd[1:]).sum())
    return {name: float(f"{v:.4g}") for name, v in zip(names, w)}


def auc(rows: list[Row], score: Any) -> float:
    ranked = sorted(((score(x), label) for _, label, x in rows), key=lambda r: r[0])
    pos = sum(label for _, label in ranked)
    rank_sum = sum(k for k, (_, label) in enumerate(ranked) if label)
    return (rank_sum - pos * (pos - 1) / 2) / max(1, pos * (len(ranked) - pos))


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="7,8")
    ap.add_argument("--chats", type=int, default=6)
    ap.add_argument("--holdout", choices=("even", "odd"), help="fit on the other half of the tuning families, report AUC on this one")
    ap.add_argument("--jobs", type=int, default=max(1, min(4, os.cpu_count() or 1)))
    args = ap.parse_args(argv)
    try:
        import numpy  # noqa: F401
    except ImportError:
        print("bench/salience.py needs numpy: pip install numpy", file=sys.stderr)
        return 2
    from bench.families import TUNED
    from convcompact.core.summarize import _LEARNED, FEATURES

    seeds = [int(s) for s in args.seeds.split(",")]
    families = sorted(TUNED)
    held = {f for k, f in enumerate(families) if args.holdout and (k % 2 == 0) == (args.holdout == "even")}
    fitted = [f for f in families if f not in held]
    first = record(fitted, seeds, args.chats, None, 1e-9, args.jobs)  # v17's rank, features recorded
    weights = fit(first, FEATURES)
    second = record(fitted, seeds, args.chats, weights, _LEARNED, args.jobs)
    weights = fit(first + second, FEATURES)
    print(f"{len(first) + len(second)} passages, {sum(r[1] for r in first + second)} quoting a fact; "
          f"families {len(fitted)}, seeds {args.seeds}", file=sys.stderr)
    def dot(x: list[float]) -> float:
        return sum(weights[n] * v for n, v in zip(FEATURES, x))

    print(f"AUC, fitted families: learned {auc(first, dot):.4f}, within-span rank alone "
          f"{auc(first, lambda x: x[FEATURES.index('log_rank')]):.4f}", file=sys.stderr)
    if held:
        test = record(sorted(held), seeds, args.chats, None, 1e-9, args.jobs)
        print(f"AUC, held-back families ({args.holdout}): learned {auc(test, dot):.4f}, within-span rank alone "
              f"{auc(test, lambda x: x[FEATURES.index('log_rank')]):.4f}", file=sys.stderr)
    print("_SALIENCE: dict[str, float] = {")
    for name in FEATURES:
        print(f'    "{name}": {weights[name]!r},')
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
