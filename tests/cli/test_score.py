"""The ``mcr score`` and ``mcr fans`` commands, against the contract (docs/score.md).

Expected scores come from the contract's own example, from the payment rule
the contract states, or from pymahjonggb (the reference scorer, through
``tests/reference.py``) where a hand's fans are named below.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from mcr_cli.cli import exits, report
from mcr_cli.cli.batch import parser as lines
from mcr_cli.cli.main import LAZY_COMMANDS, main
from mcr_cli.native import compiled
from mcr_cli.render.faults import catalogue
from mcr_cli.render.output import safe_json
from tests.helpers.cli import ended_cleanly
from tests.helpers.paths import ROOT

EXAMPLES = ROOT / "examples" / "hands.txt"

CONTRACT_HAND = "123m456p789s111z22z"
CONTRACT_JSON = {
    "hand": "123m456p789sEEESS",
    "fans": [
        {"id": 39, "zh": "花龙", "en": "Mixed Straight", "points": 8, "count": 1},
        {"id": 60, "zh": "圈风刻", "en": "Prevalent Wind", "points": 2, "count": 1},
        {"id": 61, "zh": "门风刻", "en": "Seat Wind", "points": 2, "count": 1},
        {"id": 62, "zh": "门前清", "en": "Concealed Hand", "points": 2, "count": 1},
        {"id": 79, "zh": "单钓将", "en": "Single Wait", "points": 1, "count": 1},
    ],
    "fan_points": 15,
    "flowers": 0,
    "total": 15,
    "valid": True,
    "payments": {"E": 39, "S": -8, "W": -8, "N": -23},
}
RESULT_KEYS = ["hand", "fans", "fan_points", "flowers", "total", "valid", "payments"]
FAN_KEYS = ["id", "zh", "en", "points", "count"]

# 花龙 8 + 门前清 2 + 喜相逢 1 + 边张 1 = 12 on a discard (pymahjonggb); wins on 3s, no other 3s.
EDGE_HAND = "123m456p789s12sEE3s"
# 门前清 2 + 暗杠 2 + 连六 1 + 幺九刻 1 + 缺一门 1 on a discard: a concealed kong to replace from.
KONG_HAND = "[SSSS]123m456m78pEE9p"
# 碰碰-less pungs, wins on 9s closing 789s: the other 9s are nowhere in the hand.
FOURTH_HAND = "[111m,1][999p,2][EEE,3]55s78s9s"


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=stdin, env=env)


def score_json(*args: str) -> dict:
    result = run("score", *args, "--json")
    assert result.exit_code == exits.OK, result.output
    assert result.stderr == ""
    return json.loads(result.stdout)


def fan_counts(obj: dict) -> dict[int, int]:
    return {f["id"]: f["count"] for f in obj["fans"]}


def contract_payments(total: int, valid: bool, seat: str, self_drawn: bool, discarder: str | None) -> dict:
    """The payment rule as the contract words it, written out independently of ``payments.py``."""
    if not valid:
        return dict.fromkeys("ESWN", 0)
    payer = None if self_drawn else discarder or "ESWN"[("ESWN".index(seat) + 3) % 4]
    pay = {s: -(8 + total) if self_drawn or s == payer else -8 for s in "ESWN" if s != seat}
    pay[seat] = -sum(pay.values())
    return {s: pay[s] for s in "ESWN"}


# --- the contract's example ---------------------------------------------------------------------


def test_contract_example_json_is_exactly_the_contract_object() -> None:
    result = run("score", CONTRACT_HAND, "--json")
    assert result.exit_code == exits.OK
    assert result.stderr == ""
    assert result.stdout.count("\n") == 1, "one object, one line"
    assert "花龙" in result.stdout, "ensure_ascii=False: Chinese names written as they are"
    obj = json.loads(result.stdout)
    assert obj == CONTRACT_JSON
    assert list(obj) == RESULT_KEYS
    assert all(list(f) == FAN_KEYS for f in obj["fans"])
    assert list(obj["payments"]) == list("ESWN")


def test_contract_example_table_in_plain_text() -> None:
    result = run("score", CONTRACT_HAND)
    assert result.exit_code == exits.OK
    assert result.stderr == ""
    out = result.stdout
    assert "123m456p789sEEESS" in out.splitlines()[0]
    assert "\U0001f007" in out.splitlines()[0], "the heading shows tile glyphs (🀇 for 1m)"
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line[:2].strip().isdigit()}
    assert rows["39"][:7] == ["39", "花龙", "Mixed", "Straight", "8", "1", "8"]
    assert rows["79"][:6] == ["79", "单钓将", "Single", "Wait", "1", "1"]
    assert "fan points 15 + flowers 0 = total 15" in out
    assert "reaches the 8-point minimum" in out
    payments = {
        line.split()[0]: line.split() for line in out.splitlines() if line[:2] in ("E ", "S ", "W ", "N ")
    }
    assert payments["E"][-2:] == ["winner", "+39"]
    assert payments["N"][-2:] == ["discarder", "-23"]
    assert payments["S"][-1] == "-8" and payments["W"][-1] == "-8"
    assert "\x1b" not in out and "─" not in out, "plain text off a terminal"


def test_no_color_gives_plain_text() -> None:
    result = run("score", CONTRACT_HAND, env={"NO_COLOR": "1"})
    assert result.exit_code == exits.OK
    assert "\x1b" not in result.stdout and "─" not in result.stdout
    assert "fan points 15" in result.stdout


# --- every flag ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "fans", "fan_points"),
    [
        pytest.param([EDGE_HAND], {39: 1, 62: 1, 70: 1, 77: 1}, 12, id="discard"),
        pytest.param([EDGE_HAND, "--self-drawn"], {39: 1, 56: 1, 70: 1, 77: 1}, 14, id="self-drawn"),
        pytest.param([EDGE_HAND, "-t"], {39: 1, 56: 1, 70: 1, 77: 1}, 14, id="self-drawn-short"),
        pytest.param([EDGE_HAND, "--kong"], {39: 1, 47: 1, 62: 1, 70: 1, 77: 1}, 20, id="robbing-the-kong"),
        pytest.param(
            [EDGE_HAND, "--last-tile"], {39: 1, 45: 1, 62: 1, 70: 1, 77: 1}, 20, id="last-tile-claim"
        ),
        pytest.param(
            [EDGE_HAND, "-t", "--last-tile"], {39: 1, 44: 1, 56: 1, 70: 1, 77: 1}, 22, id="last-tile-draw"
        ),
        pytest.param(
            [KONG_HAND, "-t", "--kong"], {46: 1, 56: 1, 67: 1, 71: 1, 73: 1, 75: 1}, 17, id="replacement-tile"
        ),
        pytest.param(
            [KONG_HAND, "-t", "--kong", "--last-tile"],
            {44: 1, 46: 1, 56: 1, 67: 1, 71: 1, 73: 1, 75: 1},
            25,
            id="replacement-is-last-tile",
        ),
        pytest.param([FOURTH_HAND, "--fourth-tile"], {58: 1, 60: 1, 61: 1, 73: 2}, 10, id="fourth-tile"),
        pytest.param([CONTRACT_HAND, "--seat-wind", "S"], {39: 1, 60: 1, 62: 1, 79: 1}, 13, id="seat-wind"),
        pytest.param(
            [CONTRACT_HAND, "--prevalent-wind", "S"], {39: 1, 61: 1, 62: 1, 79: 1}, 13, id="prevalent-wind"
        ),
        pytest.param(
            [CONTRACT_HAND, "--seat-wind", "w", "--prevalent-wind", "n"],
            {39: 1, 62: 1, 73: 1, 79: 1},
            12,
            id="winds-any-case",
        ),
    ],
)
def test_flags_make_their_fans(args: list[str], fans: dict[int, int], fan_points: int) -> None:
    obj = score_json(*args)
    assert fan_counts(obj) == fans
    assert obj["fan_points"] == fan_points
    assert obj["total"] == fan_points + obj["flowers"]


@pytest.mark.parametrize(
    ("args", "seat", "self_drawn", "discarder"),
    [
        pytest.param([], "E", False, None, id="default-discarder-is-left"),
        pytest.param(["--discarder", "W"], "E", False, "W", id="discarder-across"),
        pytest.param(["--seat-wind", "S"], "S", False, None, id="south-seat-left-is-east"),
        pytest.param(
            ["--seat-wind", "N", "--discarder", "S"], "N", False, "S", id="north-seat-south-discards"
        ),
        pytest.param(["-t"], "E", True, None, id="self-drawn-all-pay"),
    ],
)
def test_payments_follow_the_contract(
    args: list[str], seat: str, self_drawn: bool, discarder: str | None
) -> None:
    obj = score_json(EDGE_HAND, *args)
    assert obj["payments"] == contract_payments(obj["total"], obj["valid"], seat, self_drawn, discarder)
    assert sum(obj["payments"].values()) == 0


def test_flowers_count_in_total_not_minimum() -> None:
    obj = score_json(CONTRACT_HAND, "--flowers", "3")
    assert obj["flowers"] == 3 and obj["fan_points"] == 15 and obj["total"] == 18
    assert fan_counts(obj)[81] == 3
    assert obj["payments"] == {"E": 42, "S": -8, "W": -8, "N": -26}


def test_below_minimum_says_so_and_pays_nothing() -> None:
    # 平和 2 + 连六 1 + 单钓将 1 = 4 (pymahjonggb), and four flowers do not lift it to 8.
    hand = ["[567m,2][234p,3]345s678s9m9m", "--flowers", "4"]
    obj = score_json(*hand)
    assert obj["fan_points"] == 4 and obj["total"] == 8 and obj["valid"] is False
    assert obj["payments"] == dict.fromkeys("ESWN", 0)
    text = run("score", *hand)
    assert text.exit_code == exits.OK
    assert "below the 8-point minimum: not a win, no payments" in text.stdout
    assert "winner" not in text.stdout and "payments (" not in text.stdout


# --- refused hands: exit 1, one line ---------------------------------------------------------------

REFUSED = [
    pytest.param(["123m456p789s111z2x"], "unknown character 'x' at position 18", id="bad-character"),
    pytest.param(["123m456p789s111z22z2z"], "15 tiles", id="fifteen-tiles"),
    pytest.param(["123m456p789s111z2z"], "13 tiles", id="thirteen-tiles"),
    pytest.param(["1111m23m456p789sE1m"], "fifth 1m", id="fifth-copy"),
    pytest.param(["123m456p789s12sEE4s"], "", id="not-winning"),
    pytest.param(["[123m"], "never closed", id="unclosed-meld"),
    pytest.param([CONTRACT_HAND, "--fourth-tile"], "--fourth-tile", id="r17-fourth-tile-with-copy-standing"),
    pytest.param([EDGE_HAND, "--kong", "-t"], "needs a kong", id="r17-replacement-without-kong"),
    pytest.param([CONTRACT_HAND, "--kong"], "robbing", id="r17-robbing-with-copy-in-hand"),
    pytest.param(
        ["[789s,1][111m,2][EEE,3]55s78s9s", "--kong"], "robbing", id="r17-robbing-with-copy-in-meld"
    ),
    pytest.param([CONTRACT_HAND, "--discarder", "E"], "own seat", id="r17-discarder-is-winner"),
    pytest.param(
        [CONTRACT_HAND, "--seat-wind", "S", "--discarder", "S"],
        "own seat",
        id="r17-discarder-is-south-winner",
    ),
    pytest.param([EDGE_HAND, "--kong", "--last-tile"], "--kong --last-tile", id="r17-robbing-the-last-tile"),
    pytest.param(
        [CONTRACT_HAND, "-t", "--discarder", "S"], "--self-drawn", id="r17-discarder-when-self-drawn"
    ),
]


BAD_VALUES = [
    pytest.param([CONTRACT_HAND, "--flowers", "9"], "--flowers", id="nine-flowers"),
    pytest.param([CONTRACT_HAND, "--flowers", "-1"], "--flowers", id="negative-flowers"),
    pytest.param([CONTRACT_HAND, "--flowers", "+1"], "--flowers", id="signed-flowers"),
    pytest.param([CONTRACT_HAND, "--seat-wind", "X"], "--seat-wind", id="no-such-seat"),
    pytest.param([CONTRACT_HAND, "--rules", "tuidaohu", "--base", "0"], "--base", id="base-zero"),
    pytest.param([CONTRACT_HAND, "--rules", "kawuxing", "--cap", "0"], "--cap", id="cap-zero"),
    pytest.param(
        ["[555p,1]46p123s789sCC5p", "--rules", "jipinghu", "--min-fan", "4"], "--min-fan", id="min-fan"
    ),
    pytest.param([CONTRACT_HAND, "--rules", "tuidaohu", "--horses", "E:9x"], "--horses", id="bad-horse"),
    pytest.param(
        ["12346m123p123sCC5m", "--rules", "tianjin", "-t", "--indicator", "7p", "--lazhuang", "S=3"],
        "--lazhuang",
        id="bad-lazhuang",
    ),
]


@pytest.mark.parametrize(("args", "flag"), BAD_VALUES)
@pytest.mark.parametrize("json_flag", [[], ["--json"]], ids=["table", "json"])
def test_every_bad_flag_value_is_a_usage_error(args: list[str], flag: str, json_flag: list[str]) -> None:
    """One exit code for a value no table can have, whichever layer finds it (the README's rule)."""
    result = run("score", *args, *json_flag)
    assert result.exit_code == exits.USAGE, result.output
    assert result.stdout == ""
    assert flag in result.stderr.splitlines()[-1] and "Traceback" not in result.stderr


@pytest.mark.parametrize(("args", "message"), REFUSED)
def test_refused_hand_is_one_error_line(args: list[str], message: str) -> None:
    result = run("score", *args)
    assert result.exit_code == exits.REJECTED
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, "one line off a terminal: no caret, no traceback"
    assert lines[0].startswith("error: ")
    assert message in lines[0]


@pytest.mark.parametrize(("args", "message"), REFUSED)
def test_refused_hand_with_json_is_the_error_object(args: list[str], message: str) -> None:
    result = run("score", *args, "--json")
    assert result.exit_code == exits.REJECTED
    assert result.stderr == ""
    obj = json.loads(result.stdout)
    assert [k for k in obj if k != "code"] in (["hand", "error"], ["hand", "error", "position"])
    if "code" in obj:  # a fault of the catalogue: its code, after the message
        assert list(obj).index("code") == 2 and obj["code"] in catalogue()
    assert obj["hand"] == args[0], "the hand as given, not canonical"
    assert message in obj["error"] and "\n" not in obj["error"]
    if "position" in obj:  # the character the message names, 1-based
        assert obj["error"].endswith(f" at position {obj['position']}")


def test_error_on_a_terminal_draws_a_caret(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    from mcr_cli.errors import NotationError

    monkeypatch.setattr(report, "wants_plain", lambda stream=None: False)
    report.echo_error(NotationError("unknown character 'x'", 17), "123m456p789s111z2x")
    assert capsys.readouterr().err.splitlines() == [
        "error: unknown character 'x' at position 18",
        "  123m456p789s111z2x",
        "                   ^",
    ]


def test_caret_counts_wide_characters_as_two_columns() -> None:
    assert report.caret_lines("中m1x", 3) == ["  中m1x", "      ^"]


def test_contradictory_flags_allowed_when_not_contradictory() -> None:
    assert score_json(CONTRACT_HAND, "-t", "--seat-wind", "S")["total"] > 0
    assert score_json(CONTRACT_HAND, "--flowers", "8")["flowers"] == 8


# --- usage errors: exit 2 ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        pytest.param(["score"], "missing argument HAND", id="no-hand"),
        pytest.param(["score", CONTRACT_HAND, "--bogus"], "No such option", id="unknown-flag"),
        pytest.param(["score", CONTRACT_HAND, "--seat-wind", "Q"], "--seat-wind", id="bad-wind"),
        pytest.param(["score", CONTRACT_HAND, "--discarder", "X"], "--discarder", id="bad-discarder"),
        pytest.param(["score", CONTRACT_HAND, "--flowers", "two"], "--flowers", id="flowers-not-a-number"),
        pytest.param(["score", CONTRACT_HAND, "--seat-wind"], "requires an argument", id="missing-value"),
        pytest.param(["score", CONTRACT_HAND, "-t", "-t"], "option -t given twice", id="flag-twice"),
        pytest.param(
            ["score", CONTRACT_HAND, "-t", "--self-drawn"], "given twice", id="flag-twice-two-spellings"
        ),
        pytest.param(
            ["score", CONTRACT_HAND, "--seat-wind", "S", "--seat-wind=W"], "given twice", id="value-twice"
        ),
        pytest.param(["score", CONTRACT_HAND, "--lang", "fr"], "--lang", id="bad-lang"),
        pytest.param(["score", CONTRACT_HAND, "--batch", "-"], "not both", id="hand-and-batch"),
        pytest.param(
            ["score", "--batch", "/nonexistent/hands.txt"], "/nonexistent/hands.txt", id="no-such-file"
        ),
        pytest.param(["fans", "--points", "many"], "--points", id="fans-bad-points"),
        pytest.param(["nosuchcommand"], "No such command", id="unknown-command"),
    ],
)
def test_usage_errors_exit_2(args: list[str], message: str) -> None:
    result = run(*args, stdin="")
    assert result.exit_code == exits.USAGE
    assert result.stdout == ""
    assert "Error:" in result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.stderr
    assert ended_cleanly(result), repr(result.exception)


# --- batch mode ----------------------------------------------------------------------------------------

BATCH = """\
# a comment line, then a blank one

123m456p789s111z22z
   # an indented comment
123m456p789s111z22z --seat-wind S --seat-wind W
123m456p789s111z22z --bogus
123m456p789s111z22z --seat-wind
123m456p789s111z22z --seat-wind Q
'123m456p789s111z22z -t
123m456p789s111z2x
123m456p789s111z22z --flowers 9
123m456p789s111z22z 22z
--self-drawn
123m456p789s111z22z --json
'123m456p789s111z22z' --self-drawn --flowers=2
"""

BATCH_ERRORS = [
    None,
    "option --seat-wind given twice",
    "no such option --bogus",
    "option --seat-wind requires an argument",
    "Invalid value for '--seat-wind'",
    "No closing quotation",
    "unknown character 'x' at position 18",
    "Invalid value for '--flowers'",
    "16 tiles; the hand needs 14",  # a second word is a group of the same hand
    "missing argument HAND",
    "no such option --json",
    None,
]


def test_batch_json_lines_in_order_with_error_objects() -> None:
    result = run("score", "--json", "--batch", "-", stdin=BATCH)
    assert result.exit_code == exits.REJECTED
    assert result.stderr == ""
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(objects) == len(BATCH_ERRORS)
    for obj, error in zip(objects, BATCH_ERRORS, strict=True):
        if error is None:
            assert list(obj) == RESULT_KEYS
        else:
            assert [k for k in obj if k != "code"][:3] == ["hand", "error", "line"]
            assert error in obj["error"], obj
            assert BATCH.splitlines()[obj["line"] - 1].strip().startswith(obj["hand"]), obj
    assert objects[0] == CONTRACT_JSON
    # self-drawn: 不求人 4 replaces 门前清 2, so 17 + 2 flowers; every other seat pays 8 + 19
    assert objects[-1]["total"] == 19 and objects[-1]["payments"]["E"] == 3 * (8 + 19)
    assert objects[1]["hand"] == "123m456p789s111z22z", "the hand as given"
    assert objects[5]["hand"] == "'123m456p789s111z22z -t", "an unsplittable line is given back whole"
    assert objects[9]["hand"] == "--self-drawn"
    assert [o.get("line") for o in objects] == [None, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, None]
    assert [i for i, o in enumerate(objects) if "position" in o] == [6, 8], "the notation errors"
    assert objects[6]["position"] == 18 and objects[8]["hand"][objects[8]["position"] - 1 :] == "22z"


def test_batch_flags_do_not_leak_between_lines() -> None:
    lines = f"{CONTRACT_HAND} -t --seat-wind S --flowers 1\n{CONTRACT_HAND}\n"
    first, second = (
        json.loads(x) for x in run("score", "--json", "--batch", "-", stdin=lines).stdout.splitlines()
    )
    assert first["flowers"] == 1 and 61 not in fan_counts(first) and 56 in fan_counts(first)
    assert second == CONTRACT_JSON


def test_batch_all_good_exits_0_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    path.write_text(f"# two hands\n{CONTRACT_HAND}\n\n{EDGE_HAND} -t\n", encoding="utf-8")
    result = run("score", "--batch", str(path), "--json")
    assert result.exit_code == exits.OK
    assert [json.loads(x)["total"] for x in result.stdout.splitlines()] == [15, 14]


def test_batch_of_only_comments_is_ok() -> None:
    result = run("score", "--json", "--batch", "-", stdin="# nothing\n\n   \n")
    assert (result.exit_code, result.stdout, result.stderr) == (exits.OK, "", "")


def test_batch_text_mode_tables_and_error_lines() -> None:
    stdin = f"{CONTRACT_HAND}\n{CONTRACT_HAND} --bogus\n{EDGE_HAND}\n"
    result = run("score", "--batch", "-", stdin=stdin)
    assert result.exit_code == exits.REJECTED
    assert result.stdout.count("fan points") == 2
    assert "fan points 15" in result.stdout and "fan points 12" in result.stdout
    [error] = result.stderr.splitlines()
    assert error.startswith(f"error: line 2: {CONTRACT_HAND}: no such option --bogus")


def test_batch_invalid_utf8_is_an_error_line_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"123m456p789s111z22z\n123m456p789s111z2\xe9\n")
    result = run("score", "--json", "--batch", str(path))
    assert result.exit_code == exits.REJECTED
    good, bad = (json.loads(x) for x in result.stdout.splitlines())
    assert good["total"] == 15 and "error" in bad


def test_examples_file_scores_every_line() -> None:
    result = run("score", "--json", "--batch", str(EXAMPLES))
    assert result.exit_code == exits.OK, result.stdout
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    hands = [
        x for x in EXAMPLES.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")
    ]
    assert len(objects) == len(hands) >= 20
    assert all(o["valid"] for o in objects)
    assert objects[0] == CONTRACT_JSON
    assert len({f["id"] for o in objects for f in o["fans"]}) >= 40, "the examples cover many fans"


def test_batch_equals_one_command_per_line() -> None:
    hands = [
        x for x in EXAMPLES.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")
    ]
    batch = run("score", "--json", "--batch", str(EXAMPLES)).stdout.splitlines()
    for line, out in zip(hands[:6], batch, strict=False):
        assert json.loads(out) == score_json(*shlex.split(line, comments=True))


# --- --lang and --explain ---------------------------------------------------------------------------


def test_without_lang_both_names_with_lang_one() -> None:
    both = run("score", CONTRACT_HAND).stdout
    zh = run("score", CONTRACT_HAND, "--lang", "zh").stdout
    en = run("score", CONTRACT_HAND, "--lang", "en").stdout
    row = next(line for line in both.splitlines() if line.startswith("39"))
    assert row.index("花龙") < row.index("Mixed Straight"), "Chinese first, as ever"
    zh_row = next(line for line in zh.splitlines() if line.lstrip().startswith("39"))
    en_row = next(line for line in en.splitlines() if line.startswith("39"))
    assert "花龙" in zh_row and "Mixed" not in zh_row
    assert "Mixed Straight" in en_row and "花龙" not in en_row


def test_explain_shows_reading_and_every_dropped_fan_with_its_rule() -> None:
    from mcr_cli import score
    from mcr_cli.cli.flags import context_of
    from mcr_cli.cli.main import context_params
    from mcr_cli.render.lang import shape
    from mcr_cli.render.result import drop_rule
    from mcr_cli.systems import find_system

    line = "[567m,2][567p,3]567s678s9m9m --seat-wind W --prevalent-wind S --discarder E"
    params = lines.line_parser("score", context_params).parse(shlex.split(line, comments=True))
    expected = score(params["hand"], context_of(find_system("mcr"), params))
    assert expected.dropped, "the hand must drop fans, or the loop below checks nothing"
    for lang in (None, "zh", "en"):
        result = run(
            "score", *shlex.split(line, comments=True), "--explain", *(["--lang", lang] * bool(lang))
        )
        assert result.exit_code == exits.OK
        out = result.stdout
        word = "牌型" if lang == "zh" else "reading"
        assert f"{word}: {shape(expected.shape, lang)}: {' '.join(expected.reading)}" in out
        for drop in expected.dropped:
            assert drop_rule(drop, lang) in out
    plain = run("score", *shlex.split(line, comments=True)).stdout
    assert "reading:" not in plain


@pytest.mark.parametrize(
    ("lang", "name", "rule"),
    [
        (None, "箭刻", "不计 (excluded by 大三元)"),
        ("zh", "箭刻", "不计（大三元）"),
        ("en", "Dragon Pung", "implied (excluded by Big Three Dragons)"),
    ],
)
def test_explain_names_the_excluding_fan(lang: str | None, name: str, rule: str) -> None:
    # 大三元 excludes 箭刻: its three dragon pungs are shown, not counted.
    result = run("score", "CCCFFFPPP123m9s9s", "--explain", *(["--lang", lang] * bool(lang)))
    assert result.exit_code == exits.OK
    row = next(line for line in result.stdout.splitlines() if line.lstrip().startswith("59"))
    assert name in row and row.endswith(rule)


# --- mcr fans --------------------------------------------------------------------------------------------


def fans_json(*args: str) -> list[dict]:
    result = run("fans", *args, "--json")
    assert result.exit_code == exits.OK and result.stderr == ""
    return json.loads(result.stdout)


def test_fans_lists_all_81_in_order() -> None:
    rows = fans_json()
    assert [r["id"] for r in rows] == list(range(1, 82))
    assert all(list(r) == ["id", "zh", "en", "points", "excludes"] for r in rows)
    assert rows[0] == {
        "id": 1,
        "zh": "大四喜",
        "en": "Big Four Winds",
        "points": 88,
        "excludes": [38, 9, 60, 61, 48],
    }
    text = run("fans").stdout
    assert sum(1 for line in text.splitlines() if line[:2].strip().isdigit()) == 81


@pytest.mark.parametrize(
    ("args", "ids"),
    [
        pytest.param(["--points", "88"], [1, 2, 3, 4, 5, 6, 7], id="points"),
        pytest.param(
            ["--min-points", "48", "--max-points", "64"], [8, 9, 10, 11, 12, 13, 14, 15], id="range"
        ),
        pytest.param(["--name", "dragon"], [2, 10, 54, 59], id="name-en"),
        pytest.param(["--name", "PURE STRAIGHT"], [28], id="name-any-case"),
        pytest.param(["--name", "双龙"], [13, 29], id="name-zh"),
        pytest.param(["--name", "wait", "--points", "1"], [77, 78, 79], id="name-and-points"),
        pytest.param(["--name", "nothing like this"], [], id="no-match"),
    ],
)
def test_fans_filters(args: list[str], ids: list[int]) -> None:
    assert [r["id"] for r in fans_json(*args)] == ids


def test_fans_text_shows_exclusions_by_name() -> None:
    out = run("fans", "--points", "88", "--lang", "en").stdout
    row = next(line for line in out.splitlines() if line.lstrip().startswith("2 "))
    assert "Big Three Dragons" in row and "Little Three Dragons, Two Dragon Pungs, Dragon Pung" in row


def test_fans_no_match_in_text() -> None:
    result = run("fans", "--name", "zzz")
    assert result.exit_code == exits.OK and result.stdout == "" and "no fan matches" in result.stderr


# --- help, version, entry points ---------------------------------------------------------------------------


def all_commands() -> list[str]:
    ctx = click.Context(main)
    return main.list_commands(ctx)


def test_lazy_commands_are_listed() -> None:
    assert {"score", "fans", *LAZY_COMMANDS} <= set(all_commands())


@pytest.mark.parametrize("name", all_commands())
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_every_command_has_help_with_an_example(name: str, flag: str) -> None:
    result = run(name, flag)
    assert result.exit_code == exits.OK
    assert "Examples:" in result.stdout
    assert f"  mcr {name}" in result.stdout, "an example of the command itself"


def test_group_help_and_version() -> None:
    for flag in ("--help", "-h"):
        result = run(flag)
        assert result.exit_code == exits.OK and "Examples:" in result.stdout and "score" in result.stdout
    result = run("--version")
    assert result.exit_code == exits.OK
    build = "compiled" if compiled() else "pure Python"
    assert result.stdout.strip() == f"mcr, version {version('mcr_cli')} ({build})"


def test_python_m_runs_without_traceback() -> None:
    env = {**os.environ, "NO_COLOR": "1"}
    proc = subprocess.run(
        [sys.executable, "-m", "mcr_cli", "score", "123m456p789s111z2x"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert proc.returncode == exits.REJECTED
    assert proc.stdout == ""
    assert proc.stderr.strip() == "error: unknown character 'x' at position 18"


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="123456789mpszESWNCFPx[],0 '\"-", max_size=24))
def test_no_input_gives_a_traceback(text: str) -> None:
    result = run("score", "--json", "--", text) if text else run("score", "--json", "")
    assert result.exit_code in (exits.OK, exits.REJECTED), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    obj = json.loads(result.stdout)
    assert obj["hand"] == text if "error" in obj else list(obj) == RESULT_KEYS


# --- the batch line parser --------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" \t'\"\\ab-=#", max_size=16))
def test_split_line_is_shlex(line: str) -> None:
    try:
        expected = shlex.split(line, comments=True)
    except ValueError:
        with pytest.raises(lines.LineError):
            lines.split_line(line)
    else:
        assert lines.split_line(line) == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        pytest.param(
            ["H"], {"hand": "H", "self_drawn": False, "flowers": None, "seat_wind": None}, id="defaults"
        ),
        pytest.param(["H", "--flowers=3", "-t"], {"flowers": 3, "self_drawn": True}, id="equals-and-short"),
        pytest.param(["--seat-wind", "s", "H"], {"hand": "H", "seat_wind": "S"}, id="options-before-hand"),
        pytest.param(["--", "-odd"], {"hand": "-odd"}, id="double-dash"),
    ],
)
def test_line_parser(words: list[str], expected: dict) -> None:
    from mcr_cli.cli.main import context_params

    params = lines.line_parser("score", context_params).parse(words)
    assert {k: params[k] for k in expected} == expected


def test_line_parser_supports_multiple_and_count_options() -> None:
    command = click.Command(
        "x",
        params=[
            click.Argument(["files"], nargs=-1),
            click.Option(["--tag"], multiple=True),
            click.Option(["-v"], count=True),
            click.Option(["--color/--no-color"], default=True),
        ],
    )
    parser = lines.LineParser(command)
    assert parser.parse(["a", "--tag", "x", "-v", "--tag=y", "-v", "b", "--no-color"]) == {
        "files": ("a", "b"),
        "tag": ("x", "y"),
        "v": 2,
        "color": False,
    }
    assert parser.parse([]) == {"files": (), "tag": (), "v": 0, "color": True}
    with pytest.raises(lines.LineError, match="given twice"):
        parser.parse(["--color", "--no-color"])
    with pytest.raises(lines.LineError, match="does not take a value"):
        parser.parse(["--color=1"])


def test_plain_output_does_not_import_rich_console() -> None:
    code = (
        "import sys\n"
        "from mcr_cli.cli.main import main\n"
        "try:\n    main(['score', '123m456p789s111z22z'])\n"
        "except SystemExit:\n    pass\n"
        "print('rich.console' in sys.modules, 'rich.table' in sys.modules, file=sys.stderr)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert "fan points 15" in proc.stdout
    assert proc.stderr.strip() == "False False", "the plain path stays off rich's slow imports"


def test_the_json_path_builds_no_public_fan_types() -> None:
    """``mcr score --json`` reads the plain table: the ``FanId`` enum and ``FANS`` stay unbuilt (start-up)."""
    code = (
        "import sys\n"
        "from mcr_cli.cli.main import main\n"
        "try:\n    main(['score', '[123p,1][999s,3]45m678pFF6m', '--json'])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.endswith(('catalogue', 're._parser'))), "
        "file=sys.stderr)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert '"fan_points": 1' in proc.stdout
    loaded = proc.stderr.strip()
    assert "catalogue" not in loaded, loaded


@pytest.mark.parametrize("args", [["--json"], []], ids=["json", "table"])
def test_the_mcr_start_up_loads_no_other_systems_scorer_parts(args: list[str]) -> None:
    """``mcr score HAND`` under MCR: no ``string`` (a fault made at import), no kongs' named tuple
    (``systems/kong_flag.py`` is what the flags need), no ``mcr fans``; a table no JSON writer."""
    code = (
        "import sys\n"
        "from mcr_cli.cli.main import main\n"
        f"try:\n    main(['score', '123m456p789s111z22z', *{args!r}])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m in ('string', 'mcr_cli.systems.kongs', 'mcr_cli.cli.fans', "
        "'mcr_cli.cli.report')), file=sys.stderr)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert "15" in proc.stdout
    assert proc.stderr.strip() == ("['mcr_cli.cli.report']" if args else "[]")


# --- found in review: batch flags, comments, error objects, help examples -------------


@pytest.mark.parametrize(
    ("command", "line", "flags"),
    [
        pytest.param("score", "123m456p789s111z22z", ["--self-drawn"], id="score-self-drawn"),
        pytest.param(
            "score", "123m456p789s111z22z", ["--seat-wind", "S", "--flowers", "3"], id="score-winds"
        ),
        pytest.param("waits", "123m456p789s11pEE", ["--visible", "1p1p"], id="waits-visible"),
    ],
)
def test_batch_refuses_line_flags_on_the_command_line(command: str, line: str, flags: list[str]) -> None:
    """A flag beside --batch would be silently ignored or guessed at: it is a usage error instead."""
    result = run(command, "--batch", "-", *flags, "--json", stdin=line + "\n")
    assert result.exit_code == exits.USAGE
    assert "on each line of the file" in result.stderr
    assert result.stdout == ""


def test_batch_line_may_end_in_a_comment() -> None:
    result = run("score", "--json", "--batch", "-", stdin="123m456p789s111z22z -t  # 花龙, self-drawn\n")
    assert result.exit_code == exits.OK
    assert json.loads(result.stdout)["fan_points"] == score_json("123m456p789s111z22z", "-t")["fan_points"]


@pytest.mark.parametrize(
    ("line", "hand"),
    [
        pytest.param(
            "--seat-wind S --bogus 123m456p789s111z22z", "123m456p789s111z22z", id="value-before-hand"
        ),
        pytest.param("--flowers=2 --bogus 123m456p789s111z22z", "123m456p789s111z22z", id="inline-value"),
        pytest.param("-t --bogus 123m456p789s111z22z", "123m456p789s111z22z", id="flag-before-hand"),
        pytest.param("--self-drawn", "--self-drawn", id="no-hand-gives-the-line"),
    ],
)
def test_batch_error_object_names_the_hand(line: str, hand: str) -> None:
    result = run("score", "--json", "--batch", "-", stdin=line + "\n")
    assert result.exit_code == exits.REJECTED
    assert json.loads(result.stdout)["hand"] == hand


def test_batch_file_with_a_byte_order_mark(tmp_path: Path) -> None:
    batch = tmp_path / "bom.txt"
    batch.write_bytes("\ufeff123m456p789s111z22z\n".encode())
    result = run("score", "--json", "--batch", str(batch))
    assert result.exit_code == exits.OK
    assert json.loads(result.stdout)["hand"] == "123m456p789sEEESS"


def test_bad_wind_is_named_as_written() -> None:
    result = run("score", "123m456p789s111z22z", "--seat-wind", "Q")
    assert result.exit_code == exits.USAGE
    assert "'Q' is not one of E, S, W, N" in result.stderr


def test_explain_json_adds_reading_and_not_counted() -> None:
    plain = score_json("[123m,1][456m,1][789m,1][789m,1]5s5s")
    explained = score_json("[123m,1][456m,1][789m,1][789m,1]5s5s", "--explain")
    assert list(explained)[: len(plain)] == list(plain)
    assert explained["reading"]["parts"][-1] == "55s"
    rules = {(d["id"], d["rule"], d["by"]) for d in explained["not_counted"]}
    assert (72, "不拆移", None) in rules and (79, "不计", 52) in rules
    assert [f["tiles"] for f in explained["fans"] if f["id"] == 28] == ["123m 456m 789m"]


def test_explain_lists_each_fan_and_sets_once() -> None:
    dropped = score_json("[123m,1][456m,1][789m,1][789m,1]5s5s", "--explain")["not_counted"]
    keys = [(d["id"], d["detail"]) for d in dropped]
    assert len(keys) == len(set(keys))


def test_help_examples_name_files_that_exist() -> None:
    """Every examples/ path shown in a command's help exists, from the repo root."""
    root = ROOT
    named = []
    for name in main.list_commands(click.Context(main)):
        text = run(name, "--help").stdout
        for word in text.split():
            if word.startswith("examples/") and "*" not in word:
                assert (root / word).exists(), (name, word)
                named.append(word)
    assert len(set(named)) >= 4, "the help texts name example files (else this test checks nothing)"


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**12), 10**12) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(_JSON_VALUES)
def test_safe_json_is_json_dumps_with_line_separators_escaped(value: object) -> None:
    expected = json.dumps(value, ensure_ascii=False)
    for raw, escaped in (("\u2028", "\\u2028"), ("\u2029", "\\u2029"), ("\x85", "\\u0085")):
        expected = expected.replace(raw, escaped)
    assert safe_json(value, once=True) == safe_json(value) == expected
    assert json.loads(safe_json(value, once=True)) == value


def test_the_options_are_the_declared_flags() -> None:
    """Every flag a system declares (table, own, setting) is an option, and no option is anything else."""
    from mcr_cli.cli import flags
    from mcr_cli.systems.flags import TABLE

    names = set(flags.flag_names()) - {"rules", "rules_file"}
    assert names == {f.name for f in TABLE} | set(flags.own_flags()) | set(flags.setting_flags())


def test_a_bad_value_on_a_batch_line_is_that_line_s_error() -> None:
    from mcr_cli.cli.main import context_params

    with pytest.raises(lines.LineError, match="--flowers"):
        lines.line_parser("score", context_params).parse(["H", "--flowers", "-1"])
