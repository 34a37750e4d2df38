"""A failed ``--expect`` said from its fault's data in each language, and its JSON ``code``.

The error holds the totals and the fans (``systems.expect``); the render
layer says each fan by its name in the language shown (``render/faults``),
under MCR and under another system alike.  Nothing in ``render/`` reads the
English message back.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from mcr_cli.faults import PatternList
from mcr_cli.render import lang as render_lang
from mcr_cli.render.faults import error_text, error_words
from mcr_cli.render.lang import patterns
from mcr_cli.systems.expect import ExpectationError
from mcr_cli.systems.faults import EXPECT_DIFFERS, FANS_DIFFER, FANS_MISSING
from tests.cli.test_zh_errors import english_words
from tests.helpers.cli import ended_cleanly
from tests.helpers.paths import ROOT

MCR = ["[111m,1][999p,2][EEE,3]55s78s9s", "--fourth-tile", "--expect", "3", "--expect-fans", "和绝张,花龙"]
TUIDAOHU = [
    "1155m2299p3377sCC",
    "--rules",
    "tuidaohu",
    "-t",
    "--expect",
    "32",
    "--expect-fans",
    "七对,清一色",
]

SAID = {
    (
        "mcr",
        None,
    ): "error: expected total 3, scored 10; fans differ: missing 花龙; extra 圈风刻, 门风刻, 幺九刻×2",
    ("mcr", "zh"): "错误: 应为合计 3，实得 10；番种不符：缺少 花龙；多出 圈风刻、门风刻、幺九刻×2",
    ("mcr", "en"): (
        "error: expected total 3, scored 10; fans differ: missing Mixed Straight; "
        "extra Prevalent Wind, Seat Wind, Pung of Terminals or Honors×2"
    ),
    ("tuidaohu", None): "error: expected total 32, scored 64; fans differ: missing 清一色; extra 自摸, 硬胡",
    ("tuidaohu", "zh"): "错误: 应为合计 32，实得 64；番种不符：缺少 清一色；多出 自摸、硬胡",
    ("tuidaohu", "en"): (
        "error: expected total 32, scored 64; fans differ: missing Full Flush; extra Self-Drawn, No Wilds"
    ),
}
HANDS = {"mcr": MCR, "tuidaohu": TUIDAOHU}


def invoke(args: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, args, input=stdin)
    assert ended_cleanly(result), result.output
    return result.exit_code, result.stdout, result.stderr


def lang_args(lang: str | None) -> list[str]:
    return ["--lang", lang] if lang else []


@pytest.mark.parametrize("lang", [None, "zh", "en"])
@pytest.mark.parametrize("system", ["mcr", "tuidaohu"])
def test_a_failed_expect_is_said_in_the_language_asked(system: str, lang: str | None) -> None:
    code, _, err = invoke(["score", *HANDS[system], *lang_args(lang)])
    assert code == 1 and err == SAID[(system, lang)] + "\n"


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("lang", [None, "zh", "en"])
def test_a_batchs_failed_expectations_and_summary_in_the_language_asked(lang: str | None, jobs: str) -> None:
    lines = "\n".join([" ".join(MCR), " ".join(TUIDAOHU), "123m456p789s111z22z --expect 15"]) + "\n"
    code, _, err = invoke(["score", "--batch", "-", "--jobs", jobs, *lang_args(lang)], lines)
    label, place = ("错误", "第 {} 行") if lang == "zh" else ("error", "line {}")
    said = [s.split(": ", 1)[1] for s in (SAID[("mcr", lang)], SAID[("tuidaohu", lang)])]
    summary = "检查 3 行：1 行符合预期，2 行不符" if lang == "zh" else "3 checked, 1 as expected, 2 differ"
    assert code == 1 and err.splitlines() == [
        f"{label}: {place.format(1)}: {MCR[0]}: {said[0]}",
        f"{label}: {place.format(2)}: {TUIDAOHU[0]}: {said[1]}",
        summary,
    ]
    if lang == "zh":
        assert english_words(err) == set()


def test_a_bad_count_in_expect_fans_is_said_in_chinese() -> None:
    code, _, err = invoke(["score", "123m456p789s111z22z", "--expect-fans", "花龙x0", "--lang", "zh"])
    assert (code, err) == (1, "错误: --expect-fans：花龙 的次数 须为 1-99，而非 0\n")


def test_a_match_records_failed_expectation_in_each_language(tmp_path: Path) -> None:
    record = tmp_path / "m.match"
    seats = "E A\nS B\nW C\nN D\n"
    record.write_text(
        seats + "win A 123m456p789s111z22z from D --expect-fans 花龙,清龙\nend\n", encoding="utf-8"
    )
    said = {
        lang: invoke(["match", str(record), *lang_args(lang)])[2].replace(str(record), "m")
        for lang in (None, "zh", "en")
    }
    assert (
        said[None] == "error: m:5: hand 1: fans differ: missing 清龙; extra 圈风刻, 门风刻, 门前清, 单钓将\n"
    )
    assert said["zh"] == "错误: m:5: 第 1 盘: 番种不符：缺少 清龙；多出 圈风刻、门风刻、门前清、单钓将\n"
    assert said["en"] == (
        "error: m:5: hand 1: fans differ: missing Pure Straight; "
        "extra Prevalent Wind, Seat Wind, Concealed Hand, Single Wait\n"
    )


@pytest.mark.parametrize(
    ("args", "keys"),
    [
        pytest.param(["score", *MCR, "--json"], ["hand", "error", "code", "expected", "actual"], id="one"),
        pytest.param(
            ["score", "--batch", "-", "--json"],
            ["hand", "error", "code", "expected", "actual", "line"],
            id="batch",
        ),
    ],
)
def test_json_has_the_faults_code_and_never_changes_with_lang(args: list[str], keys: list[str]) -> None:
    stdin = " ".join(TUIDAOHU) + "\n"
    code, out, _ = invoke(args, stdin)
    obj = json.loads(out)
    assert code == 1 and list(obj) == keys and obj["code"] == "expect.differs"
    for lang in ("zh", "en"):
        assert invoke([*args, "--lang", lang], stdin)[1] == out


def test_the_render_layer_says_the_data_not_the_message() -> None:
    """An error whose English says something else: it is its fault that is said, nothing parsed."""
    fans = PatternList("tuidaohu", [("硬胡", 1), ("七对", 2)])
    err = ExpectationError(EXPECT_DIFFERS(what=FANS_DIFFER(what=FANS_MISSING(fans=fans))), {}, {})
    assert str(err) == "fans differ: missing 硬胡, 七对×2"
    assert error_text(err, "zh") == "番种不符：缺少 硬胡、七对×2"
    assert error_text(err, "en") == "fans differ: missing No Wilds, Seven Pairs×2"
    assert error_text(err, None) is None  # no --lang: str(error), as ever
    assert patterns(PatternList("nope", [("硬胡", 1)]), "en") == "硬胡"  # no such system: as written


def test_an_expectation_said_as_text_is_not_parsed_back() -> None:
    """Without its fault, the English stays English: no regular expression reads it any more."""
    message = "expected total 8, scored 15; fans differ: missing 清龙; extra 门前清"
    err = ExpectationError(message, {}, {})
    assert err.code is None and error_words(err, message, "zh") == ("错误", message)
    assert error_words(err, message, "en") == ("error", message)


def test_render_lang_has_no_expectation_parser() -> None:
    assert not {"expectation", "_FAULTS", "_names"} & set(vars(render_lang))


def _strings(path: Path) -> list[str]:
    """The string constants of a module that are not docstrings (a docstring's example may quote one)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
    ]


@pytest.mark.parametrize("path", sorted((ROOT / "mcr_cli" / "render").rglob("*.py")), ids=lambda p: p.name)
def test_nothing_in_render_reads_an_expectations_english(path: Path) -> None:
    """No shape of the English message (``expected total``, ``fans differ``) in the render layer's code."""
    words = ("expected total", "fans differ", "scored (", "missing (", "extra (")
    assert [s for s in _strings(path) if any(w in s for w in words)] == []
