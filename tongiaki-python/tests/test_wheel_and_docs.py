"""The installed package (a fresh virtual environment with the wheel, under build-and-test.sh) and the docs'
first example, run as docs/python.md shows it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tongiaki

DOCS = Path(os.environ.get("TONGIAKI_DOCS", Path(__file__).resolve().parents[2] / "docs" / "python.md"))


def examples() -> list[str]:
    blocks = re.findall(r"```python\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S)
    assert blocks, f"{DOCS} has no python example"
    return blocks


def run(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                         cwd=Path(__file__).parent)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_the_docs_first_example_runs_and_is_at_most_about_ten_lines() -> None:
    code = examples()[0]
    assert len(code.strip().splitlines()) <= 10
    assert "winner:" in run(code)


def test_every_other_python_example_of_the_docs_runs() -> None:
    rest = examples()[1:]
    assert len(rest) >= 3  # OpenSpiel, its MCTS game, PettingZoo
    for code in rest:
        run(code)


@pytest.mark.skipif(os.environ.get("TONGIAKI_WHEEL_TEST") != "1", reason="only under build-and-test.sh")
def test_the_package_under_test_is_the_installed_wheel() -> None:
    here = Path(tongiaki.__file__).resolve()
    assert "site-packages" in here.parts, here
    assert sorted(p.name for p in (here.parent / "jars").glob("*.jar")) == [
        "tongiaki-bots.jar", "tongiaki-core.jar", "tongiaki-python-bridge.jar", "tongiaki-tiles.jar"]
    assert (here.parent / "py.typed").is_file()


@pytest.mark.skipif(os.environ.get("TONGIAKI_WHEEL_TEST") != "1", reason="only under build-and-test.sh")
def test_the_installed_wheel_carries_the_licence_and_runs_on_the_pinned_jpype() -> None:
    from importlib import metadata

    import jpype

    dist = metadata.distribution("tongiaki")
    licences = [f for f in dist.files or [] if f.name == "LICENSE"]
    assert licences, "the wheel has no LICENSE"
    root = Path(__file__).resolve().parents[2]
    assert licences[0].read_text(encoding="utf-8") == (root / "LICENSE").read_text(encoding="utf-8")
    assert "jpype1<1.8,>=1.5.0" in (dist.requires or [])
    pinned = (Path(__file__).resolve().parents[1] / "requirements-test.txt").read_text(encoding="utf-8")
    assert f"jpype1=={jpype.__version__}" in pinned.splitlines()
