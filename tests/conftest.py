"""Fixtures the test modules share: ``mcr`` in-process, a score as JSON, examples, a batch line, a house file.

Each fixture hands over a helper of ``tests/helpers`` (where the types live,
for annotations): ``run_mcr(*args, input=None, env=None) -> Result``,
``score_json(*args) -> dict``, ``score_line(line) -> result``,
``examples_dir -> Path`` and ``house_file(text) -> str`` (a TOML file in ``tmp_path``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import cli
from tests.helpers.batch_lines import score_batch_line
from tests.helpers.paths import EXAMPLES


@pytest.fixture
def run_mcr() -> cli.RunMcr:
    """``mcr *args`` through click's ``CliRunner``: ``run_mcr("rules", "--json", input=None, env=None)``."""
    return cli.run_mcr


@pytest.fixture
def score_json() -> cli.ScoreJson:
    """``mcr score *args --json``, asserted to exit 0: the parsed object."""
    return cli.score_json


@pytest.fixture
def score_line() -> cli.ScoreLine:
    """The result of one ``mcr score --batch`` line, its ``--expect`` checked as the batch does."""
    return score_batch_line


@pytest.fixture
def examples_dir() -> Path:
    """The repository's ``examples/`` folder (hands, systems' lines, match sessions)."""
    return EXAMPLES


@pytest.fixture
def house_file(tmp_path: Path) -> cli.HouseFile:
    """``house_file(text)``: the path of a house-rule file ``club.toml`` holding ``text``."""

    def write(text: str) -> str:
        path = tmp_path / "club.toml"
        path.write_text(text, encoding="utf-8")
        return str(path)

    return write
