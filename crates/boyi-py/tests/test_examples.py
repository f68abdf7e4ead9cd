"""The scripts of examples/python/ run and print what they promise."""

from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import TOP

EXAMPLES = sorted((TOP / "examples" / "python").glob("*.py"))

# What each example must print, by file name.
PROMISES = {
    "nim.py": [
        "win nimber 60",
        "winning move: take 12 from heap 3 (39 -> 27) => 14 21 27",
        "misère: win",
        "0.07: [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]",
        "refused: a heap size must not be negative: '-4' (at value 2)",
    ],
}


def test_every_example_has_a_promise():
    assert EXAMPLES, "no examples"
    assert {e.name for e in EXAMPLES} == set(PROMISES)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.name)
def test_example_runs(example):
    out = subprocess.run([sys.executable, str(example)], capture_output=True, text=True, cwd=TOP)
    assert out.returncode == 0, out.stderr
    for line in PROMISES[example.name]:
        assert line in out.stdout, (line, out.stdout)
