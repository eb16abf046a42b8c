"""The contract's hash rule, and ids that are stable across processes."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import orjson

from convcompact.core.hashing import record_hash

REPO = Path(__file__).resolve().parents[2]


def test_record_hash_is_the_contract_rule():
    rec = {"b": 1, "a": {"y": [1, "é"], "x": None}, "boundary_hash": "ignored"}
    expected = hashlib.sha256(orjson.dumps({"a": {"x": None, "y": [1, "é"]}, "b": 1}, option=orjson.OPT_SORT_KEYS)).hexdigest()
    assert record_hash(rec, "boundary_hash") == expected


SCRIPT = r"""
import sys, tempfile, pathlib, orjson
sys.path.insert(0, sys.argv[1])
from tests.helpers import write_declarations, message
from convcompact.core.declarations import load_declarations
from convcompact.runtime.driver import LocalDriver
pairs = load_declarations(write_declarations(pathlib.Path(tempfile.mkdtemp())))
d = LocalDriver(pairs, clock=lambda: "2026-11-30T00:00:00.000Z")
for s in range(1, 30):
    d.feed("source", message("7", s, ("word%d " % (s * 7919 % 97)) * 150))
print(orjson.dumps([(b["boundary_id"], b["boundary_hash"]) for b in d.records("boundaries")]).decode())
"""


def test_ids_and_hashes_are_stable_across_processes():
    outs = set()
    for seed in ("1", "2", "random"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run([sys.executable, "-c", SCRIPT, str(REPO)], env=env, capture_output=True, text=True, check=True)
        outs.add(out.stdout)
    assert len(outs) == 1
    assert len(orjson.loads(outs.pop())) >= 2
