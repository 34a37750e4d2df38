"""Each system's declared form of its total (``systems/totals.py``) against the hands it really scores.

A hand is scored through the public API; the system's form, applied to the
result's own fans, multipliers, base and the cap in force, must give the
result's total, its ``capped`` and its arithmetic, and the cap's note must
be among its remarks.  MCR keeps its arithmetic on its hot path: its form,
``FAN_POINTS_AND_FLOWERS``, is held to its totals here.
"""

from __future__ import annotations

from typing import Any

import pytest

import mcr_cli
from mcr_cli.model.tiles import parse_tile_name
from mcr_cli.systems import find_system
from mcr_cli.systems.base import Rules
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.jipinghu.system import FLUSHES
from mcr_cli.systems.jipinghu.system import SYSTEM as JIPINGHU
from mcr_cli.systems.kawuxing.system import SYSTEM as KAWUXING
from mcr_cli.systems.result import Result
from mcr_cli.systems.tianjin.system import SYSTEM as TIANJIN
from mcr_cli.systems.totals import FAN_POINTS_AND_FLOWERS, SUMMED, Total
from mcr_cli.systems.tuidaohu.system import SYSTEM as TUIDAOHU


def _special(result: Result, rules: Rules) -> bool:
    """鸡平胡 J4/J5: a special hand (or a flush above the cap) counts alone, and no cap cuts it."""
    if len(result.fans) != 1:
        return False
    zh = result.fans[0].zh
    return rules.pattern(zh).kind == "special" or (rules.switch("flush_above_cap") and zh in FLUSHES)


def formed(result: Result, rules: Rules) -> Total:
    """The system's declared form applied to what the result itself counted."""
    factors = [m.factor for m in result.multipliers]
    if result.system == "tuidaohu":
        return TUIDAOHU.total_form.total([f.points for f in result.fans], factors, result.base)
    if result.system == "tianjin":
        return TIANJIN.total_form.total([f.points for f in result.fans], factors, result.base)
    if result.system == "kawuxing":
        return KAWUXING.total_form.total([result.fan_points], factors, result.base, rules.setting("cap"))
    if result.system == "jipinghu":
        terms = [f.points for f in result.fans for _ in range(f.count)]
        cap = None if _special(result, rules) else rules.setting("cap")
        return JIPINGHU.total_form.total(terms, result.base, cap)
    points = sum(f.points * f.count for f in result.fans if f.zh != "花牌")
    return FAN_POINTS_AND_FLOWERS.total(points, result.context.flowers)


def ctx(**fields: Any) -> WinContext:
    """A context, its tiles named as the command line names them (``indicator="3m"``)."""
    for name in ("indicator", "wild"):
        if name in fields:
            fields[name] = parse_tile_name(fields[name])
    return WinContext(**fields)


T = {"self_drawn": True}

HANDS = [
    pytest.param(
        "tuidaohu", "[111p,1]234p567p99pPP9p", ctx(**T), {}, 32, False, id="tuidaohu-self-drawn-hard"
    ),
    pytest.param("tuidaohu", "111m222p333s444m55s", ctx(), {"base": 3}, 48, False, id="tuidaohu-base-3"),
    pytest.param("tuidaohu", "123m456m789mFFPCC", ctx(wild="C", **T), {}, 16, False, id="tuidaohu-wilds"),
    pytest.param(
        "tuidaohu", "EEESSSWWWN5s5s5s5s", ctx(wild="5s", **T), {}, 304, False, id="tuidaohu-patterns-add"
    ),
    pytest.param("kawuxing", "[555p,1]46p123s789sCC5p", ctx(), {}, 4, False, id="kawuxing-two-factors"),
    pytest.param("kawuxing", "123p456p123s789sCC", ctx(**T), {}, 1, False, id="kawuxing-worth-1"),
    pytest.param("kawuxing", "1111p3333p2222sCC", ctx(), {"cap": 16}, 16, True, id="kawuxing-capped"),
    pytest.param(
        "kawuxing",
        "[7777p]5554p6p99p123p5p",
        ctx(kong=True, **T),
        {"cap": 8, "base": 2},
        16,
        True,
        id="kawuxing-capped-base-2",
    ),
    pytest.param("jipinghu", "123m456m789p23s55s4s", ctx(**T), {}, 4, False, id="jipinghu-under-cap"),
    pytest.param("jipinghu", "123m456p789s111sEE", ctx(), {}, 1, False, id="jipinghu-chicken-0-fan"),
    pytest.param("jipinghu", "123m456m789mEEE22m", ctx(**T), {}, 8, True, id="jipinghu-over-cap-J5"),
    pytest.param(
        "jipinghu", "123m456m789mEEE22m", ctx(**T), {"cap": 5, "base": 2}, 64, False, id="jipinghu-cap-5"
    ),
    pytest.param(
        "jipinghu",
        "111m333m555mNNN22m",
        ctx(),
        {"flush_above_cap": False},
        8,
        True,
        id="jipinghu-flush-under-cap",
    ),
    pytest.param("jipinghu", "111m333m555mNNN22m", ctx(), {}, 16, False, id="jipinghu-flush-above-cap"),
    pytest.param("jipinghu", "EEESSSCCCFFFPP", ctx(), {}, 64, False, id="jipinghu-special-not-capped"),
    pytest.param(
        "tianjin", "1234456789m123p9s", ctx(indicator="3m", **T), {}, 16, False, id="tianjin-factors"
    ),
    pytest.param(
        "tianjin", "12346789m123pEE5m", ctx(indicator="C", **T), {"base": 5}, 70, False, id="tianjin-base-5"
    ),
    pytest.param("tianjin", "123m456p789s234sEC", ctx(indicator="C", **T), {}, 1, False, id="tianjin-tiliu"),
    pytest.param("mcr", "123m456p789s111z22z", ctx(), {}, 15, False, id="mcr-no-flowers"),
    pytest.param(
        "mcr", "123m456p789s12sEE3s", ctx(last_tile=True, flowers=3, **T), {}, 25, False, id="mcr-flowers"
    ),
]


@pytest.mark.parametrize(("system", "hand", "context", "settings", "total", "capped"), HANDS)
def test_declared_form_gives_the_result(
    system: str, hand: str, context: WinContext, settings: dict[str, Any], total: int, capped: bool
) -> None:
    rules = find_system(system).rules()
    rules = rules.with_settings(**settings) if settings else rules
    result = mcr_cli.score(hand, context, rules=rules)
    made = formed(result, rules)
    assert (result.total, bool(result.capped)) == (total, capped)
    assert (made.value, made.capped) == (result.total, capped)
    if system != "mcr":  # MCR's result carries no arithmetic (its form's text: the module's doctest)
        assert str(made.said) == result.formula
    assert (made.note is not None) == (capped and system != "tuidaohu")
    assert made.note is None or made.note in result.remarks


def test_each_regional_system_declares_its_form() -> None:
    """推倒胡 and Tianjin share the uncapped sum; 卡五星 and 鸡平胡 declare forms that say their cap."""
    assert TUIDAOHU.total_form is SUMMED and TIANJIN.total_form is SUMMED
    assert KAWUXING.total_form.note is not None and JIPINGHU.total_form.note is not None
