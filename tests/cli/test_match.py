"""``mcr match`` and ``mcr standings`` through click: output shapes, errors, exit codes."""

from __future__ import annotations

import csv
import io
import json

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from tests.helpers.cli import ended_cleanly
from tests.helpers.paths import ROOT

EXAMPLES = ROOT / "examples"
SESSIONS = [str(EXAMPLES / f"session-{n}.match") for n in (1, 2, 3)]
BAD = "E Alice\nS Bob\nW Carol\nN Dave\ndraw\nwin Eve 8 from Bob\nend\n"


def run(*args: str, stdin: str | bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin, env={"NO_COLOR": "1"})
    assert ended_cleanly(result), repr(result.exception)  # CliRunner prints no traceback of its own
    return result.exit_code, result.stdout, result.stderr


def csv_blocks(text: str) -> list[list[list[str]]]:
    """The CSV's tables: blocks of rows parted by an empty row."""
    blocks: list[list[list[str]]] = [[]]
    for row in csv.reader(io.StringIO(text)):
        if row:
            blocks[-1].append(row)
        else:
            blocks.append([])
    return blocks


def test_match_table() -> None:
    code, out, err = run("match", SESSIONS[0])
    assert (code, err) == (0, "")
    assert "+39 → 539" in out  # hand 1: Alice's change and running total
    assert "荒牌" in out and "自摸" in out and "Alice -10" in out
    assert out.rstrip().splitlines()[-1].split() == ["4", "Carol", "W", "317", "0"]


def test_match_ended_early_says_so() -> None:
    code, out, _ = run("match", SESSIONS[1])
    assert code == 0
    assert "Ended early after hand 6 of 16 (time limit)." in out


def test_match_json_shape() -> None:
    code, out, _ = run("match", SESSIONS[0], "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"source", "players", "hands", "ended_early", "end_note", "placings"}
    assert data["players"][0] == {"name": "Alice", "seat": "E", "team": "Dragons"}
    assert len(data["hands"]) == 16
    first = data["hands"][0]
    assert first == {
        "hand": 1,
        "line": 10,
        "round": 1,
        "prevalent_wind": "E",
        "dealer": "Alice",
        "seat_winds": {"Alice": "E", "Bob": "S", "Carol": "W", "Dave": "N"},
        "result": "win",
        "winner": "Alice",
        "discarder": "Dave",
        "self_drawn": False,
        "notation": "123m456p789sEEESS",
        "fans": [  # 花龙 8 + 圈风刻 2 + 门风刻 2 + 门前清 2 + 单钓将 1 = 15, as mcr score lists them
            {"id": 39, "zh": "花龙", "en": "Mixed Straight", "points": 8, "count": 1},
            {"id": 60, "zh": "圈风刻", "en": "Prevalent Wind", "points": 2, "count": 1},
            {"id": 61, "zh": "门风刻", "en": "Seat Wind", "points": 2, "count": 1},
            {"id": 62, "zh": "门前清", "en": "Concealed Hand", "points": 2, "count": 1},
            {"id": 79, "zh": "单钓将", "en": "Single Wait", "points": 1, "count": 1},
        ],
        "fan_points": 15,
        "flowers": 0,
        "total": 15,
        "penalties": [],
        "changes": {"Alice": 39, "Bob": -8, "Carol": -8, "Dave": -23},
        "totals": {"Alice": 539, "Bob": 492, "Carol": 492, "Dave": 477},
    }
    assert data["hands"][3]["result"] == "draw"
    assert data["hands"][3]["penalties"] == [
        {"name": "Dave", "player": "Dave", "points": 5, "reason": "slow play"}
    ]
    assert data["hands"][3]["fans"] is None
    assert data["placings"][0] == {
        "name": "Bob",  # the key standings uses; "player" kept for scripts written before
        "player": "Bob",
        "seat": "S",
        "team": "Tigers",
        "final": 609,
        "place": 1,
        "standard": 4,
    }


def test_match_csv_shape() -> None:
    code, out, _ = run("match", SESSIONS[0], "--csv")
    assert code == 0
    hands, placings = csv_blocks(out)
    assert hands[0][:12] == [
        "hand",
        "round",
        "prevalent_wind",
        "dealer",
        "result",
        "winner",
        "discarder",
        "notation",
        "fan_points",
        "flowers",
        "total",
        "penalties",
    ]
    assert hands[0][12:] == [
        f"{p} {w}" for p in ("Alice", "Bob", "Carol", "Dave") for w in ("change", "total")
    ]
    assert len(hands) == 17
    third = ["3", "1", "E", "Carol", "win", "Carol", "Alice", "[444s,1][WWWW,1]45m678pFF6m", "8", "1", "9"]
    assert hands[3][:12] == [*third, ""]
    assert placings == [
        ["place", "player", "seat", "team", "final", "standard"],
        ["1", "Bob", "S", "Tigers", "609", "4"],
        ["2", "Dave", "N", "Tigers", "592", "2"],
        ["3", "Alice", "E", "Dragons", "467", "1"],
        ["4", "Carol", "W", "Dragons", "317", "0"],
    ]


def test_match_reads_standard_input() -> None:
    code, out, _ = run("match", "-", "--json", stdin="E A\nS B\nW C\nN D\nwin B 8 -t\nend\n")
    assert code == 0
    assert json.loads(out)["source"] == "-"


def test_standings_table() -> None:
    code, out, err = run("standings", *SESSIONS)
    assert (code, err) == (0, "")
    assert "比赛分之和" in out
    assert "Tigers   Dave, Bob" in out


def test_standings_json_shape() -> None:
    code, out, _ = run("standings", *SESSIONS, "--json")
    assert code == 0
    data = json.loads(out)
    assert [p["name"] for p in data["players"]] == ["Dave", "Bob", "Alice", "Carol"]
    assert [t["name"] for t in data["teams"]] == ["Tigers", "Dragons"]
    assert data["teams"][0]["members"] == ["Dave", "Bob"]


def test_standings_csv_shape() -> None:
    code, out, _ = run("standings", *SESSIONS, "--csv")
    assert code == 0
    players, teams = csv_blocks(out)
    tail = ["matches", "standard", "points", "best", "standards", "decided_by"]
    assert players[0] == ["rank", "player", "team", *tail]
    assert players[3] == ["3", "Alice", "Dragons", "3", "5", "1482", "2", "1 2 2", "points"]
    assert teams[0] == ["rank", "team", "players", *tail]
    assert teams[1][:5] == ["1", "Tigers", "Dave Bob", "6", "13"]


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        pytest.param(["match", "-"], BAD, "error: -:6: unknown player 'Eve'", id="match-unknown-player"),
        pytest.param(["match", "-", "--json"], BAD, "error: -:6: unknown player", id="match-json-error"),
        pytest.param(
            ["standings", SESSIONS[0], "-"], BAD, "error: -:6: unknown player", id="standings-one-bad"
        ),
        pytest.param(["standings", SESSIONS[0], SESSIONS[0]], None, "given twice", id="standings-same-file"),
        pytest.param(["match", "-"], b"E \xff\n", "not UTF-8", id="not-utf8"),
    ],
)
def test_errors_write_nothing_to_stdout(args: list[str], stdin: str | bytes | None, message: str) -> None:
    code, out, err = run(*args, stdin=stdin)
    assert code == 1
    assert out == ""
    assert message in err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["match", SESSIONS[0], "--json", "--csv"], id="match-json-and-csv"),
        pytest.param(["standings", *SESSIONS, "--json", "--csv"], id="standings-json-and-csv"),
        pytest.param(["standings"], id="standings-without-files"),
        pytest.param(["match", "no-such-file.match"], id="missing-file"),
        pytest.param(["match", SESSIONS[0], "--json", "--json"], id="option-twice"),
    ],
)
def test_usage_errors_exit_2(args: list[str]) -> None:
    code, out, _ = run(*args)
    assert code == 2
    assert out == ""


@pytest.mark.parametrize("command", ["match", "standings"])
def test_help_teaches_by_example(command: str) -> None:
    for flag in ("-h", "--help"):
        code, out, _ = run(command, flag)
        assert code == 0
        assert "Examples:" in out
        assert f"mcr {command} examples/session-" in out


def test_windows_editor_record_with_bom_and_crlf() -> None:
    text = "\ufeffE A\r\nS B\r\nW C\r\nN D\r\nwin B 8 -t\r\nend\r\n"
    code, out, err = run("match", "-", "--json", stdin=text.encode("utf-8"))
    assert (code, err) == (0, "")
    assert json.loads(out)["players"][0]["name"] == "A"


def test_help_record_runs_as_shown() -> None:
    """The record in ``mcr match --help``, pasted into a file, is a valid match."""
    _, help_text, _ = run("match", "--help")
    block = help_text.split("one line per hand", 1)[1].split("\n\n")[1]
    record = "\n".join(line.strip() for line in block.splitlines() if line.strip())
    code, out, err = run("match", "-", "--json", stdin=record + "\n")
    assert code == 0, err
    assert json.loads(out)["ended_early"] is True


INJECTION = "E =SUM(A1)\nS Bob\nW @Carol\nN Dave\nwin Bob 8 from =SUM(A1)\npenalty Dave 3 =cmd\nend\n"
"""Names a spreadsheet would run; the penalty cell begins with the player (Dave), so it is no formula."""


def test_match_csv_guards_formula_cells() -> None:
    code, out, _ = run("match", "-", "--csv", stdin=INJECTION)
    assert code == 0
    hands, placings = csv_blocks(out)
    assert hands[0][12:14] == ["'=SUM(A1) change", "'=SUM(A1) total"]
    assert hands[1][3] == "'=SUM(A1)" and hands[1][6] == "'=SUM(A1)"  # dealer, discarder
    assert hands[1][11] == "Dave 3 =cmd"
    assert hands[1][12:] == ["-16", "484", "32", "532", "-8", "492", "-11", "489"]  # numbers stay numbers
    assert [row[1] for row in placings[1:]] == ["Bob", "'@Carol", "Dave", "'=SUM(A1)"]


def test_standings_csv_guards_formula_cells() -> None:
    code, out, _ = run("standings", "-", "--csv", stdin=INJECTION)
    assert code == 0
    (players,) = csv_blocks(out)
    assert [row[1] for row in players[1:]] == ["Bob", "'@Carol", "Dave", "'=SUM(A1)"]
