"""推倒胡's house switch ``discard_wins = false`` (issue 21, item 10): only self-drawn and robbed kongs win.

Three public 推倒胡 engines with wild tiles play so; T4 allows discard wins
(鸡胡 excepted) and the default stays so.  The hand throughout is 混一色 on
2p, 13p456p789p111pEE: 8 × 硬胡 2 = 16 on a discard, × 自摸 2 = 32 self-drawn,
+ 抢杠胡 8 robbing a kong: (8 + 8) × 2 = 32, which the robbed S pays three
times over (T8).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from mcr_cli.systems import scoring
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.result import SystemResult
from mcr_cli.systems.tuidaohu.system import SYSTEM
from tests.helpers.cli import HouseFile, RunMcr

HAND = "13p456p789p111pEE2p"
S = 1
NOTE = (
    "T4: discard_wins = false: a win on a discard is not a legal win "
    "(only self-drawn or robbing a kong): no payments"
)
ZERO = {"E": 0, "S": 0, "W": 0, "N": 0}

WAYS = [
    pytest.param({"discarder": S}, True, 16, {"E": 16, "S": -16, "W": 0, "N": 0}, False, id="discard"),
    pytest.param(
        {"discarder": S, "after_kong": True},
        True,
        32,
        {"E": 32, "S": -32, "W": 0, "N": 0},
        False,
        id="after-kong",
    ),
    pytest.param(
        {"self_drawn": True}, True, 32, {"E": 96, "S": -32, "W": -32, "N": -32}, True, id="self-drawn"
    ),
    pytest.param(
        {"discarder": S, "kong": True}, True, 32, {"E": 96, "S": -96, "W": 0, "N": 0}, True, id="robbed"
    ),
]
"""How the hand is won, whether it is valid by default, its total, its payments; whether it stays
valid with ``discard_wins = false``."""


def score(flags: dict[str, Any], discard_wins: bool | None = None) -> SystemResult:
    rules = (
        SYSTEM.rules() if discard_wins is None else SYSTEM.rules().with_settings(discard_wins=discard_wins)
    )
    result = scoring.score(HAND, WinContext(**flags), rules=rules)
    assert isinstance(result, SystemResult)
    return result


@pytest.mark.parametrize(("flags", "valid", "total", "payments", "stays"), WAYS)
def test_discard_wins_default_unchanged(
    flags: dict[str, Any], valid: bool, total: int, payments: dict[str, int], stays: bool
) -> None:
    for result in (score(flags), score(flags, discard_wins=True)):
        assert (result.valid, result.total, result.payments) == (valid, total, payments)
        assert NOTE not in result.notes


@pytest.mark.parametrize(("flags", "valid", "total", "payments", "stays"), WAYS)
def test_discard_wins_false_leaves_self_drawn_and_robbed_kongs(
    flags: dict[str, Any], valid: bool, total: int, payments: dict[str, int], stays: bool
) -> None:
    result = score(flags, discard_wins=False)
    assert result.total == total  # the hand is worth what it is worth; only the win is not legal
    assert result.valid is stays
    assert result.payments == (payments if stays else ZERO)
    assert (NOTE in result.notes) is not stays


def test_discard_wins_false_chicken_on_a_discard_gives_one_reason() -> None:
    """T4's own 鸡胡 reason gives way to the switch's: one line says why."""
    rules = SYSTEM.rules().with_settings(discard_wins=False)
    result = scoring.score("123m456p789s1sEEE1s", WinContext(discarder=S), rules=rules)
    assert not result.valid and result.notes == (NOTE,)


def test_discard_wins_false_with_settings_api() -> None:
    rules = SYSTEM.rules().with_settings(discard_wins=False)
    assert rules.switch("discard_wins") is False and SYSTEM.rules().switch("discard_wins") is True
    with pytest.raises(ValueError, match="discard_wins must be true or false, not 0"):
        SYSTEM.rules().with_settings(discard_wins=0)


# --- through the command line --------------------------------------------------------------------

FILE = 'system = "tuidaohu"\ndiscard_wins = false\n'


def test_discard_wins_false_text_and_explain(run_mcr: RunMcr, house_file: HouseFile) -> None:
    path = house_file(FILE)
    for extra in ((), ("--explain",)):
        result = run_mcr("score", HAND, "--rules-file", path, "--discarder", "S", *extra)
        assert result.exit_code == 0, result.stderr
        lines = result.stdout.splitlines()
        assert f"house rules ({path}): discard_wins = false" in lines
        assert NOTE in lines and "not a valid win: no payments for the win" in lines
    robbed = run_mcr("score", HAND, "--rules-file", path, "--discarder", "S", "--kong").stdout
    assert "抢杠胡" in robbed and NOTE not in robbed and "+96" in robbed


def test_discard_wins_false_json(run_mcr: RunMcr, house_file: HouseFile) -> None:
    path = house_file(FILE)
    out = json.loads(run_mcr("score", HAND, "--rules-file", path, "--discarder", "S", "--json").stdout)
    assert (out["valid"], out["total"], out["payments"]) == (False, 16, ZERO)
    assert out["house_rules"] == {"file": path, "discard_wins": False}
    drawn = json.loads(run_mcr("score", HAND, "--rules-file", path, "-t", "--json").stdout)
    assert drawn["valid"] is True and drawn["payments"]["E"] == 96


def test_discard_wins_false_batch_line(run_mcr: RunMcr, house_file: HouseFile) -> None:
    path = house_file(FILE)
    lines = "".join(
        f"{HAND} --rules-file {path} {flags}\n"
        for flags in ("--discarder S", "-t", "--kong --discarder S", "--discarder S --expect 16")
    )
    result = run_mcr("score", "--batch", "-", "--json", input=lines)
    objs = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["valid"] for o in objs] == [False, True, True, False]
    assert [o["payments"]["E"] for o in objs] == [0, 96, 96, 0]
    assert result.exit_code == 0  # a hand that is not a legal win is scored, not refused


def test_discard_wins_false_echoed_by_mcr_rules(run_mcr: RunMcr, house_file: HouseFile) -> None:
    path = house_file(FILE)
    text = run_mcr("rules", "tuidaohu", "--rules-file", path).stdout.splitlines()
    assert 'settings: base = 1, robbed_pays = "all", discard_wins = false' in text
    table = json.loads(run_mcr("rules", "--rules-file", path, "--json").stdout)
    assert table["settings"]["discard_wins"] is False
    assert table["house_rules"] == {"file": path, "discard_wins": False}
    plain = json.loads(run_mcr("rules", "tuidaohu", "--json").stdout)
    assert plain["settings"]["discard_wins"] is True and "house_rules" not in plain


def test_discard_wins_false_reason_in_chinese(run_mcr: RunMcr, house_file: HouseFile) -> None:
    path = house_file(FILE)
    result = run_mcr("score", HAND, "--rules-file", path, "--discarder", "S", "--lang", "zh")
    assert (
        "本地规则 discard_wins = false：点炮不算和牌（只能自摸或抢杠胡）：不付分"
        in result.stdout.splitlines()
    )
    assert "not a legal win" not in result.stdout
