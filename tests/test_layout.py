"""The folder tree is the import tree, and the product needs no checkout.

Three source folders (streams/, topics/, agents/), each holding the package named like its
folder; pyproject.toml lists the source folders and remaps nothing. The wheel carries what
`convcompact demo` and the worker load (the shipped declarations, the broker launcher), and
no product module reaches into deploy/ by path.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SOURCE_FOLDERS = {"streams": "convcompact", "topics": "convcompact_topics", "agents": "convcompact_agents"}


def test_pyproject_lists_source_folders_and_remaps_nothing():
    project = tomllib.loads((REPO / "pyproject.toml").read_text())
    setuptools = project["tool"]["setuptools"]
    assert "package-dir" not in setuptools
    assert sorted(setuptools["packages"]["find"]["where"]) == sorted(SOURCE_FOLDERS)
    for folder, package in SOURCE_FOLDERS.items():
        # one package per source folder, named as its folder says
        assert sorted(p.name for p in (REPO / folder).iterdir() if (p / "__init__.py").exists()) == [package]


def test_every_module_imports_under_the_name_its_path_gives():
    import importlib

    for folder in SOURCE_FOLDERS:
        for path in sorted((REPO / folder).rglob("*.py")):
            parts = path.relative_to(REPO / folder).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            if name.endswith("__main__"):
                continue
            module = importlib.import_module(name)
            assert Path(module.__file__).resolve() == path.resolve(), name  # type: ignore[arg-type]


def test_no_product_module_loads_a_file_from_deploy():
    offenders = []
    for folder in SOURCE_FOLDERS:
        for path in (REPO / folder).rglob("*.py"):
            text = path.read_text()
            if re.search(r"""["'/]deploy["'/]""", text) or "spec_from_file_location" in text:
                offenders.append(str(path.relative_to(REPO)))
    assert offenders == []


@pytest.mark.timeout(300)
def test_the_wheel_carries_what_the_demo_and_the_worker_load(tmp_path: Path):
    out = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(REPO)],
        capture_output=True, text=True,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    (wheel,) = tmp_path.glob("convcompact-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "convcompact/py.typed",
        "convcompact/declarations/agents/stream.toml",
        "convcompact/declarations/compactors/stream-compactor.toml",
        "convcompact/declarations/docs/identity.md",
        "convcompact/demo/broker.py",
        "convcompact/demo/data.py",
        "convcompact/core/processor.py",
        "convcompact/core/records/__init__.py",
        "convcompact/runtime/__init__.py",
        "convcompact/runtime/runtime.py",
        "convcompact_topics/catalog.py",
        "convcompact_agents/pipeline.py",
    ):
        assert needed in names, needed
    assert not any(n.startswith(("agents/", "topics/", "streams/", "deploy/", "tests/", "examples/")) for n in names)
