"""At the shell: completion scripts from click's mechanism, and tables on a narrow terminal."""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from mcr_cli.render import score as render
from mcr_cli.systems.mcr.fans.catalogue import FANS
from tests.helpers.paths import ROOT


def mcr(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """``mcr`` as the shell runs it: the console script's code, ``prog_name`` ``mcr``."""
    code = "import sys; from mcr_cli.cli.main import main; sys.exit(main(prog_name='mcr'))"
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        cwd=ROOT,
    )


@pytest.mark.parametrize(
    ("shell", "marker"),
    [
        pytest.param("bash", "complete -o nosort -F _mcr_completion mcr", id="bash"),
        pytest.param("zsh", "#compdef mcr", id="zsh"),
        pytest.param("fish", "complete --no-files --command mcr", id="fish"),
    ],
)
def test_completion_script_for_each_shell(shell: str, marker: str) -> None:
    result = mcr({"_MCR_COMPLETE": f"{shell}_source"})
    assert result.returncode == 0 and marker in result.stdout


@pytest.mark.parametrize(
    ("words", "cword", "expected"),
    [
        pytest.param("mcr sc", "1", "score", id="command"),
        pytest.param("mcr score --seat-w", "2", "--seat-wind", id="option"),
        pytest.param("mcr score --seat-wind ", "3", "N", id="wind-choice"),
    ],
)
def test_completion_answers(words: str, cword: str, expected: str) -> None:
    result = mcr({"_MCR_COMPLETE": "bash_complete", "COMP_WORDS": words, "COMP_CWORD": cword})
    assert f"plain,{expected}" in result.stdout.splitlines()


def width(line: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line)


NARROW = [
    pytest.param(["score", "123m456p789s111z22z"], id="score"),
    pytest.param(["score", "123m456p789s111z22z", "--lang", "en", "--explain"], id="score-en-explain"),
    pytest.param(
        ["score", "[111m,1][999p,2][EEE,3]55s78s9s", "--fourth-tile", "--explain"], id="score-explain"
    ),
    pytest.param(["waits", "1112345678999s"], id="waits"),
    pytest.param(["shanten", "12345678m12349pE"], id="shanten"),
    pytest.param(["fans"], id="fans"),
    pytest.param(["fans", "--lang", "en"], id="fans-en"),
    pytest.param(["standings", "examples/session-1.match", "examples/session-2.match"], id="standings"),
]


@pytest.mark.parametrize("args", NARROW)
def test_tables_fit_60_columns_and_keep_every_name_whole(args: list[str]) -> None:
    wide = CliRunner().invoke(
        main, [a if "/" not in a else str(ROOT / a) for a in args], env={"COLUMNS": "200"}
    )
    narrow = CliRunner().invoke(
        main, [a if "/" not in a else str(ROOT / a) for a in args], env={"COLUMNS": "60"}
    )
    assert wide.exit_code == narrow.exit_code == 0
    table_lines = [line for line in narrow.stdout.splitlines() if not line.startswith(("reading:", "1112"))]
    assert max(map(width, table_lines)) <= 60, narrow.stdout
    names = {f.zh for f in FANS.values()} | {f.en for f in FANS.values()}
    shown = {name for name in names if name in wide.stdout}
    lang = "en" if "en" in args else "zh"
    primary = {n for n in shown if n.isascii() == (lang == "en")}
    assert primary or args[0] == "standings", "the wide table shows fan names (standings: none)"
    assert all(name in narrow.stdout for name in primary), primary - {
        n for n in primary if n in narrow.stdout
    }


@pytest.mark.parametrize(
    ("columns", "header"),
    [
        pytest.param("80", ["id", "番种", "fan", "points", "count", "subtotal", "tiles"], id="80"),
        pytest.param("60", ["id", "番种", "fan", "points", "count", "subtotal"], id="60-no-tiles"),
        pytest.param("44", ["id", "番种", "points", "count", "subtotal"], id="44-no-second-name"),
    ],
)
def test_narrow_score_table_drops_tiles_then_the_second_name(columns: str, header: list[str]) -> None:
    out = CliRunner().invoke(main, ["score", "123m456p789s111z22z"], env={"COLUMNS": columns}).stdout
    assert next(line for line in out.splitlines() if line.startswith("id")).split() == header


def test_fold_wraps_the_last_column_between_items() -> None:
    table = render.Table(
        None,
        [render.Column("tile"), render.Column("fans", fold=True)],
        [("1s", "九莲宝灯 88, 清龙 16, 四归一 2, 幺九刻 1")],
    )
    lines = render.plain_table(table, limit=24)
    assert lines == [
        "tile  fans",
        "----  ------------------",
        "1s    九莲宝灯 88,",
        "      清龙 16, 四归一 2,",
        "      幺九刻 1",
    ]
