"""A mutation check by hand on the core's rules: does some test fail when a rule is wrong?

    python bench/mutants.py [--only NAME ...] [--list]

Each mutant is one small textual change to one file under streams/convcompact/core (a comparison made
inclusive, a field no longer excluded, a bound moved by one). For each, the script writes
the mutant in place, runs `pytest tests/core -x -q` (no broker), and puts the original bytes
back in a `finally` (so an interrupt or a crash restores the file too), then checks the file
is byte-identical to what it was. It prints a table: mutant, killed or survived, and the first
failing test. A mutant that survives is a rule no test pins down. Exit status 1 when any
mutant survives or any file could not be restored.

Each mutant's original text must occur exactly once in its file: when the code moves, the
script says so rather than silently testing an unmutated tree.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Mutant:
    name: str
    rule: str
    path: str
    original: str
    mutated: str


MUTANTS = [
    Mutant("trigger<=", "the trigger comparison (planner)", "streams/convcompact/core/planner.py",
           "elif active < c.trigger_input_chars:", "elif active <= c.trigger_input_chars:"),
    Mutant("trigger-1", "the trigger comparison (planner)", "streams/convcompact/core/planner.py",
           "elif active < c.trigger_input_chars:", "elif active < c.trigger_input_chars - 1:"),
    Mutant("catch-up-trigger<=", "the trigger comparison (catch-up)", "streams/convcompact/core/processor.py",
           "active_chars(chain, idx) >= pair.compactor.trigger_input_chars:", "active_chars(chain, idx) > pair.compactor.trigger_input_chars:"),
    Mutant("retention>=", "the retention walk (planner _retain)", "streams/convcompact/core/planner.py",
           "if kept_chars + size > retain_chars:", "if kept_chars + size >= retain_chars:"),
    Mutant("retention+1", "the retention walk (planner _retain)", "streams/convcompact/core/planner.py",
           "if kept_chars + size > retain_chars:", "if kept_chars + size > retain_chars + 1:"),
    Mutant("freeze-skips-a-group", "nothing is cut (planner _candidates)", "streams/convcompact/core/planner.py",
           "if turns:\n            candidates.append(turns)", "if turns and g[\"seq\"] % 5 != 2:\n            candidates.append(turns)"),
    Mutant("hash-excludes-nothing", "the hash field exclusion (hashing.record_hash)", "streams/convcompact/core/hashing.py",
           "return digest({k: v for k, v in record.items() if k != hash_field})", "return digest({k: v for k, v in record.items()})"),
    Mutant("fork>2", "the fork check (evidence._siblings)", "streams/convcompact/core/evidence.py",
           "if len(ids) < 2:", "if len(ids) < 3:"),
    Mutant("late-message-unseen", "a late message under a boundary (coverage.advance)", "streams/convcompact/core/coverage.py",
           "candidates = set(idx[\"amended\"]) | set(held) | fresh", "candidates = set(idx[\"amended\"]) | set(held)"),
    Mutant("no-run-needed", "a settled run of its packet (evidence.own_problems)", "streams/convcompact/core/evidence.py",
           "elif not any(p == packet_id for _, p in runs):", "elif False:"),
    Mutant("amendment>=", "the amendment bound (resolver.verdict)", "streams/convcompact/core/resolver.py",
           'if amendment is not None and amendment["chars"] > pair.compactor.max_amendment_chars:',
           'if amendment is not None and amendment["chars"] >= pair.compactor.max_amendment_chars:'),
    Mutant("amendment+1", "the amendment bound (resolver.verdict)", "streams/convcompact/core/resolver.py",
           'if amendment is not None and amendment["chars"] > pair.compactor.max_amendment_chars:',
           'if amendment is not None and amendment["chars"] > pair.compactor.max_amendment_chars + 1:'),
    Mutant("attachments-unrendered", "a turn's attachment lines (render.turn_content)", "streams/convcompact/core/render.py",
           'return "\\n".join(([text] if text else []) + [attachment_line(a) for a in attachments])', "return text"),
    Mutant("correction-drops-attachments", "a correction without attachments keeps the turn's (groups._content)",
           "streams/convcompact/core/groups.py",
           'return turn_content(correction["text"], correction.get("attachments", turn.get("attachments", ())))',
           'return turn_content(correction["text"], correction.get("attachments", ()))'),
]


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def first_failure(output: str) -> str:
    """The first failing test (or collection error) that pytest names in its summary."""
    m = re.search(r"^(?:FAILED|ERROR) (\S+)", output, re.M)
    if m:
        return m.group(1)
    m = re.search(r"^E\s+(.+)$", output, re.M)
    return m.group(1)[:80] if m else "(no test named; see the output)"


def run_tests(timeout_s: int) -> tuple[int, str]:
    # A fresh bytecode cache per run, outside the tree: a mutant of the same size written in
    # the same second as a cached compile must never be shadowed by that stale .pyc.
    with tempfile.TemporaryDirectory(prefix="mutant-pyc-") as pyc:
        env = {**os.environ, "PYTHONPYCACHEPREFIX": pyc, "PYTHONDONTWRITEBYTECODE": "1"}
        try:
            p = subprocess.run(
                [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "tests/core", "-x", "-q", "-rfE",
                 "-m", "not broker"],
                cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout_s,
            )
        except subprocess.TimeoutExpired as exc:
            return 124, f"timed out after {timeout_s}s\n{exc.stdout or ''}"
    return p.returncode, p.stdout + p.stderr


def check(m: Mutant, timeout_s: int) -> tuple[str, str, float]:
    path = ROOT / m.path
    before = path.read_bytes()
    text = before.decode("utf-8")
    if text.count(m.original) != 1:
        return "not-applied", f"original text occurs {text.count(m.original)} times in {m.path}", 0.0
    t0 = time.monotonic()
    try:
        path.write_bytes(text.replace(m.original, m.mutated).encode("utf-8"))
        rc, out = run_tests(timeout_s)
    finally:
        path.write_bytes(before)
    if sha(path.read_bytes()) != sha(before):
        raise SystemExit(f"{m.path} was not restored byte-identical; restore it from git")
    took = time.monotonic() - t0
    if rc == 0:
        return "SURVIVED", "-", took
    if rc == 124:
        return "killed", "(timeout)", took
    if rc in (2, 3, 4):  # interrupted, internal error, usage error: not a test failing
        return "error", first_failure(out), took
    return "killed", first_failure(out), took


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", nargs="*", help="mutant names to run (default: all)")
    ap.add_argument("--list", action="store_true", help="list the mutants and exit")
    ap.add_argument("--timeout", type=int, default=600, help="seconds per test run")
    args = ap.parse_args()
    chosen = [m for m in MUTANTS if not args.only or m.name in args.only]
    if args.list:
        for m in chosen:
            print(f"{m.name:24} {m.path}: {m.original!r} -> {m.mutated!r}")
        return 0
    rc, out = run_tests(args.timeout)  # the unmutated tree must be green, or nothing is measured
    if rc != 0:
        print(out[-3000:])
        print("the core tests fail on the unmutated tree; fix that first")
        return 1
    rows = []
    for m in chosen:
        verdict, test, took = check(m, args.timeout)
        rows.append((m, verdict, test, took))
        print(f"  {m.name}: {verdict} ({took:.0f}s)", file=sys.stderr, flush=True)
    w = max(len(m.name) for m in chosen)
    print(f"{'mutant':{w}}  {'verdict':9}  first failing test")
    for m, verdict, test, _ in rows:
        print(f"{m.name:{w}}  {verdict:9}  {test}")
    bad = [m.name for m, verdict, _, _ in rows if verdict != "killed"]
    print(f"\n{len(rows) - len(bad)} of {len(rows)} mutants killed" + (f"; not killed: {', '.join(bad)}" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
