"""The pure core and the broker-free runtime pass a strict type checker (mypy --strict, the
settings in pyproject.toml): CI runs this. The wheel ships py.typed (tests/test_layout.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.mark.timeout(600)
def test_the_core_and_the_runtime_type_check_strictly(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy-cache"), "-p", "convcompact.core", "-p", "convcompact.runtime"],
        cwd=REPO, capture_output=True, text=True,
    )
    assert out.returncode == 0, out.stdout[-5000:] + out.stderr[-2000:]
    assert "Success: no issues found" in out.stdout
