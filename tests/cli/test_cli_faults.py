"""The command line's own faults (``cli/faults.py``) and the numbers' (``limits.py``): a code each,
the English as before, the Chinese from the catalogue (``render/zh/cli.py``)."""

from __future__ import annotations

import json
import pickle

import pytest
from click.testing import CliRunner

from mcr_cli.cli.batch import reader
from mcr_cli.cli.batch.parser import LineError, split_line
from mcr_cli.cli.faults import NOT_UTF8, SaidUsageError
from mcr_cli.cli.main import main
from mcr_cli.limits import NumberError, parse_number
from mcr_cli.render.faults import say

HAND = "123m456p789s111z22z"


def run(*args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("line", "code", "error"),
    [
        (f"{HAND} --bogus", "line.no-such-option", "no such option --bogus (did you mean --kong?)"),
        (f"{HAND} -t -t", "line.option-twice", "option -t given twice"),
        (f"{HAND} --seat-wind", "line.needs-a-value", "option --seat-wind requires an argument"),
        (f"{HAND} --tsumo=1", "line.no-such-option", "no such option --tsumo"),
        ('"123m', "line.cannot-split", "cannot split the line into words: No closing quotation"),
        ("--seat-wind S", "line.missing-argument", "missing argument HAND"),
        (
            f"{HAND} --flowers x",
            "line.bad-value",
            "Invalid value for '--flowers': 'x': a whole number 0-8 is needed",
        ),
    ],
)
def test_a_batch_lines_fault_has_its_code_in_the_json(line: str, code: str, error: str) -> None:
    status, out, _ = run("score", "--batch", "-", "--json", stdin=line.encode() + b"\n")
    assert status == 1
    obj = json.loads(out)
    assert (obj["error"], obj["code"], obj["line"]) == (error, code, 1)
    assert list(obj) == ["hand", "error", "code", "line"]


def test_a_line_that_is_not_utf8_has_its_code() -> None:
    _, out, _ = run("score", "--batch", "-", "--json", stdin=b"\xff12m\n")
    obj = json.loads(out)
    assert obj["code"] == "line.bad-encoding"
    assert obj["error"] == "line 1: not UTF-8 text (invalid start byte at byte 1)"


@pytest.mark.parametrize(
    ("args", "zh"),
    [
        (["score", HAND, "-t", "-t"], "选项 -t 给了两次"),
        (["score"], "缺少参数 HAND（或 --batch FILE）"),
        (["score", HAND, "-j", "2"], "--jobs 2 要与 --batch FILE 同用；一手牌无从分配"),
        (["fans", "--min-points", "3", "--max-points", "1"], "--min-points 3 大于 --max-points 1"),
        (["score", HAND, "--flowers", "x"], "'--flowers' 的值无效：'x'：须为整数 0-8"),
        (["replay", "--round", "zz"], "'--round' 的值无效：'zz'：Match 编号为 24 位十六进制数"),
    ],
)
def test_a_usage_error_of_ours_is_said_in_chinese_from_the_catalogue(args: list[str], zh: str) -> None:
    status, _, err = run(*args, "--lang", "zh")
    assert status == 2
    assert err.splitlines()[-1] == f"错误: {zh}"


def test_a_line_and_its_fault_cross_to_a_worker_whole() -> None:
    line = reader.Line(3, "x", NOT_UTF8(reason="invalid start byte", at=1))
    row = pickle.loads(pickle.dumps(tuple(line)))
    assert str(row[2]) == "not UTF-8 text (invalid start byte at byte 1)"
    assert row[2].code == "line.bad-encoding"


def test_shlex_refusals_are_faults_of_their_own() -> None:
    with pytest.raises(LineError) as caught:
        split_line("'123m")
    assert caught.value.code == "line.cannot-split"
    assert say(caught.value.said, "zh") == "无法把这一行分成词：引号没有闭合"


def test_a_number_refused_is_a_value_error_with_its_fault() -> None:
    with pytest.raises(ValueError) as caught:
        parse_number("1" * 30, "a fan total", 0, 9999)
    err = caught.value
    assert isinstance(err, NumberError) and err.code == "number.out-of-range"
    assert str(err) == "a fan total must be 0-9999, not a 30-digit number"
    assert say(err.said, "zh") == "a fan total 须为 0-9999，而非 30 位的数"


def test_our_usage_error_is_a_click_usage_error_with_the_english() -> None:
    from mcr_cli.cli.faults import HAND_AND_BATCH

    err = SaidUsageError(HAND_AND_BATCH())
    assert err.format_message() == "give either HAND or --batch FILE, not both"
    assert err.said.code == "usage.hand-and-batch"
