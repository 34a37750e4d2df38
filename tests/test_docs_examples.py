"""Every shell example of README.md and docs/ prints what its page shows: no page drifts from the program.

Each ```console block runs as a reader who pastes it into bash would see it: its
commands one after another in a fresh folder holding a copy of ``examples/``
(files a block writes are there for its later commands), the ``mcr`` of the
interpreter running the tests first on PATH (the pure venv, or the compiled one
in CI's second run), no COLUMNS, LINES, NO_COLOR or FORCE_COLOR, standard error
merged into standard output in write order.  A test is one ``$`` line, named
``docs/score.md:42``; it fails with a diff of the page's lines against the
program's.  ``...`` or ``…`` on a line of its own stands for lines the page leaves out.
"""

from __future__ import annotations

import functools
import shutil
import sys
from pathlib import Path

import pytest

from tests.helpers import pages
from tests.helpers.paths import ROOT

BLOCKS = [
    block
    for page in pages.pages()
    for block in pages.blocks_of(page.read_text(encoding="utf-8"), page.relative_to(ROOT).as_posix())
    if block
]
EXAMPLES = [(index, position) for index, block in enumerate(BLOCKS) for position in range(len(block))]


@functools.cache
def outputs(index: int) -> list[list[str]]:
    """What each command of block ``index`` prints; the block runs once, whole, for all its tests."""
    return pages.run_block(BLOCKS[index])


def as_the_pages_show(lines: list[str]) -> list[str]:
    """The pages show the pure build's ``mcr --version``; the compiled build's line ends ``(compiled)``.

    >>> as_the_pages_show(["mcr, version 0.1.0 (compiled)", "(compiled)"])
    ['mcr, version 0.1.0 (pure Python)', '(compiled)']
    """
    return [
        line.replace("(compiled)", "(pure Python)") if line.startswith("mcr, version ") else line
        for line in lines
    ]


def test_the_pages_have_examples() -> None:
    assert len(EXAMPLES) > 100


@pytest.mark.parametrize(("index", "position"), EXAMPLES, ids=[BLOCKS[i][p].where for i, p in EXAMPLES])
def test_example_prints_what_its_page_shows(index: int, position: int) -> None:
    example = BLOCKS[index][position]
    if not (Path(sys.executable).parent / "mcr").exists():
        pytest.fail(f"no mcr beside {sys.executable}: install the package (pip install -e '.[test]')")
    if "jq " in example.command and shutil.which("jq", path=pages.environment()["PATH"]) is None:
        pytest.skip("the example pipes into jq, which is not installed")
    printed = as_the_pages_show(outputs(index)[position])
    if not pages.matches(example.shown, printed):
        pytest.fail(pages.difference(example, printed), pytrace=False)
