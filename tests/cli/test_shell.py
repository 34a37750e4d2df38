"""At the shell: completion scripts from click's mechanism, and tables on a narrow terminal."""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from mcr_cli.render import layout as render
from mcr_cli.systems.mcr.fans.catalogue import FANS
from tests.helpers.paths import ROOT
from tests.helpers.terminal import lost_words


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
    pytest.param(["match", "examples/session-1.match"], id="match"),
    pytest.param(["rules", "tuidaohu"], id="rules-tuidaohu"),
    pytest.param(
        ["score", "EEESSSWWWN5s5s5s5s", "--rules", "tuidaohu", "-t", "--wild", "5s", "--explain"], id="tdh"
    ),
]


def words(text: str) -> set[str]:
    """The words of an output, rules (``----``) left out: what must survive any narrowing."""
    return {w for w in text.split() if w.strip("-─")}


@pytest.mark.parametrize("columns", ["40", "60", "80"])
@pytest.mark.parametrize("args", NARROW)
def test_tables_fit_the_width_and_keep_every_word_whole(args: list[str], columns: str) -> None:
    """In a pipe with ``COLUMNS``: no line wider, every word of the wide output whole, no ``…``."""
    argv = [a if "/" not in a else str(ROOT / a) for a in args]
    wide = CliRunner().invoke(main, argv, env={"COLUMNS": "250"})
    narrow = CliRunner().invoke(main, argv, env={"COLUMNS": columns})
    assert wide.exit_code == narrow.exit_code == 0
    assert max(map(width, narrow.stdout.splitlines())) <= int(columns), narrow.stdout
    lost = lost_words(words(wide.stdout), narrow.stdout.splitlines(), int(columns))
    assert not lost, lost
    assert "…" not in narrow.stdout
    names = {f.zh for f in FANS.values()} | {f.en for f in FANS.values()}
    assert (
        {n for n in names if n in wide.stdout}
        or args[0] in ("standings", "match", "rules")
        or "--rules" in args
    )


def test_a_wide_table_is_drawn_as_it_is_without_columns_or_a_terminal() -> None:
    """A pipe without ``COLUMNS`` is never narrowed: a script sees each row on one line."""
    out = CliRunner().invoke(main, ["waits", "1112345678999s"]).stdout
    assert "1s    🀐       1      106         107  yes       九莲宝灯 88, 清龙 16, 四归一 2" in out


@pytest.mark.parametrize(
    ("columns", "header"),
    [
        pytest.param("80", [["id", "番种", "fan", "points", "count", "subtotal", "tiles"]], id="80-whole"),
        pytest.param("60", [["id", "番种", "fan", "points", "count", "subtotal", "tiles"]], id="60-wrapped"),
    ],
)
def test_narrow_score_table_keeps_every_column(columns: str, header: list[list[str]]) -> None:
    out = CliRunner().invoke(main, ["score", "123m456p789s111z22z"], env={"COLUMNS": columns}).stdout
    assert [line.split() for line in out.splitlines() if line.startswith("id")] == header


def test_a_cell_wraps_between_words_never_inside_one() -> None:
    """At 60 columns the tiles column wraps ``123m 456p 789s`` onto three lines, each group whole."""
    out = CliRunner().invoke(main, ["score", "123m456p789s111z22z"], env={"COLUMNS": "60"}).stdout
    rows = out.splitlines()
    first = next(i for i, line in enumerate(rows) if line.startswith("39"))
    assert [rows[first + n].split()[-1] for n in range(3)] == ["123m", "456p", "789s"]
    assert rows[first].split()[:3] == ["39", "花龙", "Mixed"] and rows[first].endswith("123m")
    assert max(map(width, rows)) <= 60


def test_below_its_longest_words_a_table_is_stacked() -> None:
    """40 columns cannot hold the score table's words side by side: each fan is a list of lines."""
    out = CliRunner().invoke(main, ["score", "123m456p789s111z22z"], env={"COLUMNS": "40"}).stdout
    assert "番种      花龙" in out and "fan       Mixed Straight" in out and "tiles     123m 456p 789s" in out
    assert max(map(width, out.splitlines())) <= 40


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


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("mcr score 1m --rules-file clu", id="score"),
        pytest.param("mcr rules --rules-file clu", id="rules"),
        pytest.param("mcr waits 1m --rules-file clu", id="waits"),
    ],
)
def test_rules_file_completes_as_a_path(words: str) -> None:
    """``--rules-file`` asks the shell for file names (bash's ``file`` item), as a path option should."""
    cword = str(len(words.split()) - 1)
    result = mcr({"_MCR_COMPLETE": "bash_complete", "COMP_WORDS": words, "COMP_CWORD": cword})
    assert result.stdout.splitlines() == ["file,clu"]
