"""Shared by the tests: the repository's top folder and the command line, when built."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parents[3]
RULES = TOP / "examples" / "rules"


def one_line(message: str) -> None:
    """A refusal's message: one line, no control characters, bounded."""
    assert message, "an empty message"
    assert not any(ord(c) < 32 or ord(c) == 127 for c in message), repr(message)
    assert len(message) < 1100, len(message)


@pytest.fixture(scope="session")
def cli():
    """Runs the `boyi` binary (BOYI_CLI, else target/debug/boyi) and parses its JSON."""
    binary = Path(os.environ.get("BOYI_CLI", TOP / "target" / "debug" / "boyi"))
    if not binary.exists():
        pytest.skip(f"the command line is not built ({binary})")

    def run(*words: str) -> dict:
        out = subprocess.run([str(binary), *words], capture_output=True, text=True, check=True)
        return json.loads(out.stdout)

    return run
