"""Every command in a real pseudo-terminal at 40, 60, 80 and 120 columns: nothing is ever cut.

Each command runs as a person runs it, under a terminal whose window size is
set with ``TIOCSWINSZ`` (``tests.helpers.terminal``), so rich draws it.  The
words (names, numbers, reasons) of the output at 250 columns must all be
whole in the narrow output (but for the match table's round, hand, 圈风 and
dealer, which a narrow terminal leaves out), no line may be wider than the
terminal, and no ``…`` may stand in for a cut.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mcr_cli.render.console import cell_width
from mcr_cli.render.layout import Table
from tests.helpers.paths import ROOT
from tests.helpers.terminal import lost_words, run_at_widths, run_in_terminal

COMMANDS = [
    pytest.param(["score", "123m456p789s111z22z", "--explain"], id="score-explain"),
    pytest.param(["score", "[WWWW,1][444s]45m678pFF6m", "--explain", "--lang", "en"], id="score-en"),
    pytest.param(
        ["score", "[111m,1][999p,2][EEE,3]55s78s9s", "--fourth-tile", "--explain"], id="score-drops"
    ),
    pytest.param(
        ["score", "[111p,1]234p567p99pPP9p", "--rules", "tuidaohu", "-t", "--explain"], id="tuidaohu"
    ),
    pytest.param(
        ["score", "EEESSSWWWN5s5s5s5s", "--rules", "tuidaohu", "-t", "--wild", "5s", "--horses", "S:1s"],
        id="tuidaohu-horses",
    ),
    pytest.param(["score", "[555p,1]46p123s789sCC5p", "--rules", "kawuxing", "--explain"], id="kawuxing"),
    pytest.param(["score", "123m456m789p23s55s4s", "--rules", "jipinghu", "-t", "--explain"], id="jipinghu"),
    pytest.param(
        ["score", "12346m123p123sCC5m", "--rules", "tianjin", "-t", "--indicator", "7p", "--seat-wind", "S"],
        id="tianjin",
    ),
    pytest.param(["score", "1155m2299p3377sCC", "--rules-file", "examples/club.toml", "-t"], id="house"),
    pytest.param(["waits", "1112345678999s"], id="waits-nine-gates"),
    pytest.param(["waits", "123m456p789s11pEE", "--seat-wind", "S", "--visible", "1p1pE"], id="waits"),
    pytest.param(["waits", "[555p,1]46p123s789sCC", "--rules", "kawuxing"], id="waits-kawuxing"),
    pytest.param(["shanten", "12345678m12349p"], id="shanten-13"),
    pytest.param(["shanten", "12345678m12349pE"], id="shanten-14"),
    pytest.param(["match", "examples/session-1.match"], id="match"),
    pytest.param(["standings", *(f"examples/session-{n}.match" for n in (1, 2, 3))], id="standings"),
    pytest.param(["rules"], id="rules"),
    *(
        pytest.param(["rules", name], id=f"rules-{name}")
        for name in ("mcr", "tuidaohu", "kawuxing", "jipinghu", "tianjin")
    ),
    pytest.param(["fans"], id="fans"),
    pytest.param(["fans", "--lang", "en"], id="fans-en"),
    pytest.param(["score", "123m456p789s111z22z", "--explain", "--lang", "zh"], id="score-zh"),
    pytest.param(["match", "examples/session-1.match", "--lang", "zh"], id="match-zh"),
    pytest.param(["rules", "tianjin", "--lang", "en"], id="rules-en"),
]

_RULE = re.compile(r"[-─━]*")


def words(lines: list[str]) -> set[str]:
    """The words of some output, the rules under headers left out."""
    return {w for line in lines for w in line.split() if not _RULE.fullmatch(w)}


def omitted_words(args: list[str]) -> set[str]:
    """The words that only the match table's ``omit`` columns hold (round, hand, 圈风, dealer):
    what a narrow terminal may leave out, as docs/match.md says; nothing for another command."""
    if args[0] != "match":
        return set()
    from mcr_cli.match.ledger import load_match
    from mcr_cli.render.match import match_blocks

    lang = args[args.index("--lang") + 1] if "--lang" in args else None
    path = ROOT / args[1]
    tables = [
        b for b in match_blocks(load_match(path.read_text("utf-8"), args[1]), lang) if isinstance(b, Table)
    ]
    kept, omitted = set(), set()
    for table in tables:
        for i, column in enumerate(table.columns):
            held = {w for cell in [column.header, *(row[i] for row in table.rows)] for w in cell.split()}
            (omitted if column.omit else kept).update(held)
    return omitted - kept


def _paths(args: list[str]) -> list[str]:
    return [str(ROOT / a) if a.startswith("examples/") else a for a in args]


def _run(args: list[str], columns: int) -> list[str]:
    return run_in_terminal(_paths(args), columns)


@pytest.mark.parametrize("args", COMMANDS)
def test_nothing_is_cut_at_any_width(args: list[str]) -> None:
    runs = run_at_widths(_paths(args), [250, 40, 60, 80, 120])
    wide = runs.pop(250)
    assert len(wide) > 2 and not any("Error" in line or "error:" in line for line in wide), wide
    everything = words(wide)
    may_go = omitted_words(args)
    for columns, lines in runs.items():
        over = [line for line in lines if cell_width(line) > columns]
        assert not over, f"{columns} columns: {over}"
        assert not any("…" in line for line in lines), f"{columns} columns: {lines}"
        missing = lost_words(everything, lines, columns) - may_go
        assert not missing, f"{columns} columns lose {sorted(missing)}"


def test_a_path_wider_than_the_terminal_is_folded_after_its_slashes(tmp_path: Path) -> None:
    """A match file deep in a tree: its title folds after ``/`` and no line runs past 40 columns."""
    folder = tmp_path / "a-tournament-folder-with-a-long-name" / "2026"
    folder.mkdir(parents=True)
    record = folder / "session-1.match"
    record.write_bytes((ROOT / "examples" / "session-1.match").read_bytes())
    lines = run_in_terminal(["match", str(record)], 40)
    assert max(map(cell_width, lines)) <= 40, lines
    head = [line.strip() for line in lines[: len(str(record)) // 10 + 2]]
    assert str(record) in "".join(head)
    assert any(line.endswith("a-tournament-folder-with-a-long-name/") for line in head), head
    assert any(line.endswith("session-1.match") for line in head), head


def test_the_issue_cases_at_their_widths() -> None:
    """The cases the issue names: a player at 80 columns, 九莲宝灯 at 60, a rules table at 80."""
    match = _run(["match", "examples/session-1.match"], 80)
    assert "Alice" in words(match) and any("+39" in line for line in match)
    waits = _run(["waits", "1112345678999s"], 60)
    assert "九莲宝灯" in words(waits)
    rules = _run(["rules", "tuidaohu"], 80)
    assert max(map(cell_width, rules)) <= 80
