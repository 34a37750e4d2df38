"""``mcr shanten --json`` gives, byte for byte, the answers recorded before the shanten tables were rebuilt.

``shanten_answers.jsonl`` holds 300 random lines per system (13 and 14 tiles,
melds, wild tiles and 混 where the system has them, ``--visible``), each with
the shanten and a digest of the JSON line the exhaustive-table code of
before issue #24 wrote for it.  The fast paths (the distances straight from
the suit tables, 组合龙's set and pair, effective tiles read lazily) must
change no answer: not the shanten, nor a family's, nor an effective tile or a
discard's row.  The 100,000 lines the record was drawn from were compared
the same way when the tables changed (docs/development.md).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.helpers.cli import RunMcr

ANSWERS = Path(__file__).with_name("shanten_answers.jsonl")
SYSTEMS = ("mcr", "tuidaohu", "jipinghu", "kawuxing", "tianjin")


def _recorded(system: str) -> list[dict[str, object]]:
    rows = [json.loads(line) for line in ANSWERS.read_text(encoding="utf-8").splitlines()]
    return [row for row in rows if str(row["line"]).endswith(f"--rules {system}")]


@pytest.mark.parametrize("system", SYSTEMS)
def test_answers_unchanged(run_mcr: RunMcr, system: str) -> None:
    rows = _recorded(system)
    assert len(rows) == 300
    result = run_mcr("shanten", "--batch", "-", "--json", "-q", input="\n".join(str(r["line"]) for r in rows))
    assert result.exit_code == 0, result.stderr
    got = result.stdout.splitlines()
    assert len(got) == len(rows)
    for row, line in zip(rows, got, strict=True):
        assert json.loads(line)["shanten"] == row["shanten"], row["line"]
        assert hashlib.sha256(line.encode()).hexdigest()[:20] == row["sha256"], row["line"]
