"""Issue #22: the reasons, notes and arithmetic of a result are data (``systems/reasons.py``), said once.

A result holds each reason as a fault of the catalogue with its parameters;
the JSON and the default table show its English, ``--lang zh`` and
``--lang en`` say it from the templates of its code (the system's
``Texts.reasons``, ``render/zh/reasons.py``), a ruling id after the text
with ``--explain``.  Nothing is parsed back: the render layer's functions
for them hold no regular expression.
"""

from __future__ import annotations

import ast
import shlex
from pathlib import Path

import pytest

from mcr_cli.faults import CATALOGUE, Named, Said, template_names
from mcr_cli.model.tiles import parse_tile_name
from mcr_cli.render.faults import catalogue
from mcr_cli.render.lang import formula, reason
from mcr_cli.systems import find_system, system_names
from mcr_cli.systems.reasons import CAPPED_SUM, EXCLUDED, POWER, rulings_of
from mcr_cli.systems.result import SystemResult
from tests.helpers.cli import run_mcr, score_json
from tests.helpers.contexts import score_under

LANG = Path(__file__).resolve().parents[2] / "mcr_cli" / "render" / "lang.py"

CASES = [
    # (line, code, default, zh, en): each reason or note as the three languages say it with --explain
    pytest.param(
        "111277789sWNNNW -t --wild 2s --rules tuidaohu",
        "reason.tuidaohu.chicken-only",
        "T4: 鸡胡 only when no other pattern",
        "鸡胡 只在无其他番型时计 (T4)",
        "Chicken Hand only when no other pattern (T4)",
        id="tuidaohu-chicken-only",
    ),
    pytest.param(
        "22m2277999sEEWW2m -t --wild 7s --rules tuidaohu",
        "reason.excluded",
        "不计 (excluded by 豪华七对)",
        "被 豪华七对 不计",
        "implied by Luxury Seven Pairs",
        id="tuidaohu-excluded",
    ),
    pytest.param(
        "12346677889sWW5s --rules jipinghu",
        "reason.jipinghu.one-base",
        "J3: one base pattern, the highest (混一色)",
        "基本番型只计最高的（混一色） (J3)",
        "one base pattern, the highest (Half Flush) (J3)",
        id="jipinghu-one-base",
    ),
    pytest.param(
        "456m3355567789p5p --rules jipinghu -t --min-fan 3",
        "note.jipinghu.below-minimum",
        "J1: 1 番 is below the minimum of 3: not a win, nobody pays",
        "1 番不足起和 3 番：不算和牌，无人付分 (J1)",
        "1 fan is below the minimum of 3: not a win, nobody pays (J1)",
        id="jipinghu-below-minimum",
    ),
    pytest.param(
        "56999m33356788p4m --rules jipinghu --kong",
        "note.jipinghu.robbed-pays",
        "抢杠全包 (J8): the robbed player pays for the whole table, 3 × 8",
        "抢杠全包：被抢杠者包三家，付 3 × 8 (J8)",
        "robbing a kong: the robbed player pays for the whole table, 3 × 8 (J8)",
        id="jipinghu-robbed-pays",
    ),
    pytest.param(
        "446699p5599sCFFC --rules kawuxing -t --cap 2",
        "note.kawuxing.capped",
        "the product of factors 4 is capped at 2",
        "倍数之积 4 封顶为 2",
        "the product of factors 4 is capped at 2",
        id="kawuxing-capped",
    ),
    pytest.param(
        "222m234446778sN6s -t --indicator W --rules tianjin --zuozhuang --min-points 3 --dealer S "
        "--seat-wind S",
        "note.tianjin.stakes",
        "stakes (N14): W ×2, N ×2, E ×2",
        "注码: 西 ×2, 北 ×2, 东 ×2 (N14)",
        "stakes: W ×2, N ×2, E ×2 (N14)",
        id="tianjin-stakes",
    ),
    pytest.param(
        "222m234446778sN6s -t --indicator W --rules tianjin --zuozhuang --min-points 3 --dealer S "
        "--seat-wind S",
        "note.tianjin.below-minimum",
        "N8: 起和 3: a hand worth 1 before the stakes is not a legal win; its kong money and 铲 stand",
        "起和 3：注码之前只有 1，不算和牌；其杠钱与铲照付 (N8)",
        "minimum 3: a hand worth 1 before the stakes is not a legal win; its kong money and chan stand (N8)",
        id="tianjin-below-minimum",
    ),
    pytest.param(
        "[SSS,1]456m234sEWWNN -t --indicator N --rules tianjin",
        "note.tianjin.double-wild-five",
        "双混捉五: the winning 5m completes 4-5-6m with two standing 混",
        "双混捉五: 和牌张 5m 与两张立牌混组成 4-5-6m",
        "double-wild catch the five: the winning 5m completes 4-5-6m with two standing wilds",
        id="tianjin-double-wild-five",
    ),
]


def result_of(system: str, hand: str, **flags: object) -> SystemResult:
    result = score_under(system, hand, **flags)
    assert isinstance(result, SystemResult)
    return result


def saids(result: SystemResult) -> list[Said]:
    return [*(n.why for n in result.not_counted), *result.remarks]


@pytest.mark.parametrize(("line", "code", "default", "zh", "en"), CASES)
def test_a_result_holds_its_reason_as_a_fault_and_says_it_in_each_language(
    line: str, code: str, default: str, zh: str, en: str
) -> None:
    json_line = score_json(*shlex.split(line), "--explain")
    shown = [n["reason"] for n in json_line["not_counted"]]
    plain = run_mcr("score", *shlex.split(line), "--explain").stdout
    assert default in plain.splitlines() or any(row.endswith(default) for row in plain.splitlines())
    if code.startswith("reason."):
        assert default in shown  # the JSON's reason is the English of the data
    for lang, text in (("zh", zh), ("en", en)):
        out = run_mcr("score", *shlex.split(line), "--explain", "--lang", lang).stdout
        assert any(row.rstrip().endswith(text) for row in out.splitlines()), (lang, out)


API_CASES = [
    pytest.param(
        "tuidaohu",
        "111277789sWNNNW",
        {"self_drawn": True, "wild": parse_tile_name("2s")},
        "reason.tuidaohu.chicken-only",
        id="tuidaohu-chicken-only",
    ),
    pytest.param(
        "jipinghu",
        "456m3355567789p5p",
        {"self_drawn": True, "min_fan": 3},
        "note.jipinghu.below-minimum",
        id="j1",
    ),
    pytest.param(
        "kawuxing", "446699p5599sCFFC", {"self_drawn": True, "cap": 2}, "note.kawuxing.capped", id="cap"
    ),
    pytest.param(
        "tianjin",
        "222m234446778sN6s",
        {
            "self_drawn": True,
            "indicator": parse_tile_name("W"),
            "zuozhuang": True,
            "dealer": 1,
            "seat_wind": 1,
        },
        "note.tianjin.stakes",
        id="tianjin-stakes",
    ),
]


@pytest.mark.parametrize(("system", "hand", "flags", "code"), API_CASES)
def test_the_api_result_carries_the_code_and_its_parameters(
    system: str, hand: str, flags: dict[str, object], code: str
) -> None:
    result = result_of(system, hand, **flags)
    said = next(s for s in saids(result) if s.code == code)
    assert said.fault is CATALOGUE[code]
    assert str(said) in (*result.notes, *(n.reason for n in result.not_counted))


def test_a_ruling_id_is_a_part_of_the_data() -> None:
    result = result_of("jipinghu", "456m3355567789p5p", self_drawn=True, min_fan=3)
    (note,) = [s for s in saids(result) if s.code == "note.jipinghu.below-minimum"]
    assert rulings_of(note) == ["J1"]
    jipinghu = find_system("jipinghu")
    assert reason(note, "zh", str, system=jipinghu) == "1 番不足起和 3 番：不算和牌，无人付分"  # no id
    assert reason(note, "zh", str, explain=True, system=jipinghu).endswith("无人付分 (J1)")
    assert reason(note, None, str) == "J1: 1 番 is below the minimum of 3: not a win, nobody pays"


def test_a_pattern_named_in_a_reason_is_said_in_the_language_shown() -> None:
    said = EXCLUDED(by=Named("清一色"))
    english = {"清一色": "Full Flush"}.__getitem__
    assert (reason(said, None, english), reason(said, "zh", str), reason(said, "en", english)) == (
        "不计 (excluded by 清一色)",
        "被 清一色 不计",
        "implied by Full Flush",
    )


def test_the_arithmetic_is_data_too() -> None:
    said = POWER(exponent=CAPPED_SUM(terms="2 + 1 + 1", cap=3), base=1, total=8)
    assert formula(said, None) == formula(said, "en") == "2^min(2 + 1 + 1, 3) × 1 = 8"
    assert formula(said, "zh") == "2^(2 + 1 + 1，至多 3) × 1 = 8"


@pytest.mark.parametrize("name", [n for n in system_names() if n != "mcr"])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_each_systems_own_templates_are_of_its_reasons_and_name_only_their_parameters(
    name: str, lang: str
) -> None:
    catalogue()
    own = find_system(name).texts[lang].reasons
    for code, template in own.items():
        assert code.startswith((f"reason.{name}.", f"note.{name}.")), code
        assert template_names(template) <= CATALOGUE[code].names, code


@pytest.mark.parametrize("name", [n for n in system_names() if n != "mcr"])
def test_each_systems_reasons_have_chinese(name: str) -> None:
    catalogue()
    own = find_system(name).texts["zh"].reasons
    declared = [c for c in CATALOGUE if c.startswith((f"reason.{name}.", f"note.{name}."))]
    assert declared and set(declared) == set(own)


def test_no_regular_expression_says_a_reason() -> None:
    """The render layer's one way to say a fault, a reason or a note holds no ``re``."""
    tree = ast.parse(LANG.read_text(encoding="utf-8"))
    functions = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    patterns = {"re"} | {
        t.id
        for n in tree.body
        if isinstance(n, ast.Assign) and "re.compile" in ast.unparse(n.value)
        for t in n.targets
        if isinstance(t, ast.Name)
    }
    for name in ("reason", "formula", "said_in", "_template", "patterns", "namer"):
        names = {n.id for n in ast.walk(functions[name]) if isinstance(n, ast.Name)}
        assert not names & patterns, name
