"""On a real terminal at 40, 60, 80 and 120 columns, the output reads as one page (issue 22).

A table's heading sits right above its header row, with a blank line before
the heading; every table has the same ``─`` rule at every width; the match
table keeps each ``-8 → 492`` cell on one line and leaves out its round,
hand, 圈风 and dealer first; long lines (a replayed round, an error's hint
under its caret) break between words.  Each command runs once for all the
widths (``run_at_widths``).
"""

from __future__ import annotations

import re

import pytest

from mcr_cli.render.console import cell_width
from mcr_cli.render.wrapping import wrap_spaced
from tests.helpers.paths import ROOT
from tests.helpers.terminal import lost_words, run_at_widths

WIDTHS = [40, 60, 80, 120]
HAND = "123m456p789s111z22z"


def _runs(args: list[str], widths: list[int] = WIDTHS) -> dict[int, list[str]]:
    return run_at_widths([str(ROOT / a) if a.startswith("examples/") else a for a in args], widths)


@pytest.mark.parametrize(
    ("args", "headings"),
    [
        pytest.param(
            ["score", HAND, "--explain"],
            {"payments (discard from N)": "seat", "not counted": "id"},
            id="score-explain",
        ),
        pytest.param(["shanten", HAND], {"discards, best first": "discard"}, id="shanten-14"),
        pytest.param(
            ["score", HAND, "--explain", "--lang", "zh"],
            {"付分（北家点炮）": "座位", "不计的番": "编号"},
            id="score-zh",
        ),
        pytest.param(
            ["match", "examples/session-1.match"],
            {"written hands: their fans": "hand", "局分 and 标准分": "名次"},
            id="match",
        ),
    ],
)
def test_a_heading_sits_right_above_its_table(args: list[str], headings: dict[str, str]) -> None:
    for columns, lines in _runs(args).items():
        for heading, first_header in headings.items():
            at = lines.index(heading)
            assert lines[at + 1].split()[0] == first_header, f"{columns} columns: {lines[at - 1 : at + 3]}"
            assert lines[at - 1] == "" and lines[at - 2] != "", f"{columns} columns: {lines[at - 2 : at + 1]}"


def test_the_8_point_line_stays_with_the_total() -> None:
    for columns, lines in _runs(["score", HAND, "--explain"]).items():
        at = lines.index("fan points 15 + flowers 0 = total 15")
        assert lines[at + 1 : at + 4] == ["reaches the 8-point minimum", "", "payments (discard from N)"], (
            columns
        )


_DASHED = re.compile(r"-+( +-+)+|-{2,}")
_RULE = re.compile(r"─+( +─+)*")


@pytest.mark.parametrize(
    ("args", "grids"),
    [
        pytest.param(["score", HAND, "--explain"], {60: 3, 80: 3, 120: 3}, id="score-explain"),
        pytest.param(["score", HAND, "--explain", "--lang", "zh"], {60: 3, 80: 3, 120: 3}, id="score-zh"),
        pytest.param(["shanten", HAND], {60: 2, 80: 2, 120: 2}, id="shanten-14"),
        pytest.param(["match", "examples/session-1.match"], {80: 3, 120: 3}, id="match"),
        pytest.param(["fans"], {60: 1, 80: 1, 120: 1}, id="fans"),
        pytest.param(["waits", "1112345678999s"], {80: 1, 120: 1}, id="waits"),
    ],
)
def test_one_table_style_at_every_width(args: list[str], grids: dict[int, int]) -> None:
    """No ``--`` rule on a terminal: each table drawn as a grid has a ``─`` rule, at any width."""
    for columns, lines in _runs(args).items():
        stripped = [line.strip() for line in lines]
        assert not [line for line in stripped if _DASHED.fullmatch(line)], f"{columns} columns: {lines}"
        rules = [line for line in stripped if _RULE.fullmatch(line)]
        assert len(rules) >= grids.get(columns, 0), f"{columns} columns: {lines}"


_CELL = re.compile(r"(?:[+-]\d+|0) → \d+")


def test_the_match_keeps_each_score_cell_whole_and_drops_its_round_columns_first() -> None:
    runs = _runs(["match", "examples/session-1.match"])
    for columns, lines in runs.items():
        text = "\n".join(lines)
        assert text.count("→") == len(_CELL.findall(text)) == 16 * 4, f"{columns} columns"
    header = {n: runs[n][1].split() for n in (80, 120)}
    assert header[120][:4] == ["round", "hand", "圈风", "dealer"]
    assert header[80][:3] == ["winner", "from", "fans"]
    assert not {"round", "hand", "圈风", "dealer"} & set(header[80])
    assert max(map(cell_width, runs[80])) <= 80


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["replay", "examples/botzone.log"], id="replay"),
        pytest.param(["replay", "examples/botzone.log", "--lang", "zh"], id="replay-zh"),
        pytest.param(["fans"], id="fans"),
        pytest.param(["score", "123m456p789s111z2x"], id="caret"),
        pytest.param(["score", "123m456p789s111z2x", "--lang", "zh"], id="caret-zh"),
    ],
)
def test_long_lines_break_between_words(args: list[str]) -> None:
    runs = _runs(args, [250, *WIDTHS])
    wide = runs.pop(250)
    every = {w for line in wide for w in line.split() if not set(w) <= set("-─")}
    for columns, lines in runs.items():
        assert max(map(cell_width, lines)) <= columns, f"{columns} columns: {lines}"
        assert not lost_words(every, lines, columns), f"{columns} columns: {lines}"
    if args[0] == "replay":  # a round's next lines are indented, so each round starts at the edge
        path = str(ROOT / "examples" / "botzone.log")  # folded after a "/" where the terminal is narrower
        for lines in runs.values():
            edge = [line for line in lines if not line.startswith(("  ", "12 rounds", "共 12 盘"))]
            assert all(line.split(":")[0].split()[0] in path for line in edge), edge
            assert len(re.findall(r"\b[0-9a-f]{24}\b", "\n".join(lines))) == 12


def test_the_hint_wraps_under_its_first_word_and_the_caret_stays_under_the_fault() -> None:
    for columns, lines in _runs(["score", "123m456p789s111z2x"], [40, 60]).items():
        hand = next(i for i, line in enumerate(lines) if line.strip() == "123m456p789s111z2x")
        caret = lines[hand + 1]
        assert caret.index("^") == lines[hand].index("x") and caret.endswith(caret.split()[-1])
        under = caret.index("^") + 2
        assert [line[:under].strip() for line in lines[hand + 2 :]] == [""] * len(lines[hand + 2 :]), columns
        assert len(lines) > hand + 2, f"{columns} columns: the hint should wrap: {lines}"


@pytest.mark.parametrize(
    ("text", "width", "indent", "lines"),
    [
        pytest.param("a  bb cc  dd", 20, 2, ["a  bb cc  dd"], id="fits"),
        pytest.param("file:1  0001  S self-drawn", 16, 2, ["file:1  0001", "  S self-drawn"], id="fields"),
        pytest.param("aa bb cc dd ee", 8, 2, ["aa bb cc", "  dd ee"], id="words"),
        pytest.param(
            "   ^ here: one two three", 20, 5, ["   ^ here: one two", "  three"], id="hang-too-deep"
        ),
        pytest.param("x /a/long/path/name", 10, 2, ["x", "  /a/long/", "  path/", "  name"], id="fold"),
    ],
)
def test_wrap_spaced(text: str, width: int, indent: int, lines: list[str]) -> None:
    assert wrap_spaced(text, width, indent) == lines
