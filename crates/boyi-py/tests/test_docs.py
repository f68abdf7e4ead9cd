"""Every Python example of docs/python.md runs and prints exactly what the page shows
(the ```text block after it), as crates/boyi-cli/tests/readme.rs does for console examples."""

from __future__ import annotations

import contextlib
import io
import os
import re

from conftest import TOP

PAGE = (TOP / "docs" / "python.md").read_text()
EXAMPLE = re.compile(r"```python\n(.*?)```\n\nprints\n\n```text\n(.*?)```", re.S)


def test_page_examples_print_what_the_page_shows(monkeypatch):
    monkeypatch.chdir(TOP)
    examples = EXAMPLE.findall(PAGE)
    assert len(examples) >= 7, len(examples)
    scope: dict = {}
    for code, shown in examples:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(code, scope)
        assert out.getvalue() == shown, code


def test_page_has_no_console_blocks():
    # readme.rs runs every console block with the boyi binary; Python is not one.
    assert "```console" not in PAGE
    assert os.path.exists(TOP / "examples" / "python" / "nim.py")
