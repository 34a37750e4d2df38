"""Revision 2's common contract: every player's kongs (``--other-kong``) and the rule switches of house files.

Kong money is paid for every kong made in the hand: the winner's from the
hand, the others' from ``--other-kong SEAT:KIND``, each settled as the same
kong of the winner's would be, with its maker collecting; ``kongs`` lists
them, the winner's first, and ``kong_payments`` is their sum.  A house-rule
file may set the switches the rulings name; a wrong one is an error naming
the file and the key.  Amounts are worked by hand from each system's rules.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcr_cli.errors import ContextError, FlagValueError, MCRError
from mcr_cli.systems import find_system
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.house import HouseRulesError, load_house_rules
from mcr_cli.systems.kong_flag import KINDS, parse_other_kong
from mcr_cli.systems.scoring import score
from tests.helpers.cli import HouseFile, RunMcr, ScoreJson, ScoreLine

TDH = "[1111s]123m456p789p55s"
"""推倒胡: 杠上开花 with the winner's concealed kong (-t --kong): 8 × 自摸 2 × 硬胡 2 = 32."""
KWX = "123p456p123s789sCC"
"""卡五星: a 屁胡, self-drawn (1)."""


# --- --other-kong: the money, system by system ---------------------------------------------------


@pytest.mark.parametrize(
    ("args", "kongs", "total"),
    [
        pytest.param(
            (
                TDH,
                "--rules",
                "tuidaohu",
                "-t",
                "--kong",
                "--other-kong",
                "S:melded:W",
                "--other-kong",
                "N:promoted",
            ),
            [
                {"seat": "E", "kind": "concealed", "payments": {"E": 6, "S": -2, "W": -2, "N": -2}},
                {"seat": "S", "kind": "melded", "from": "W", "payments": {"E": 0, "S": 3, "W": -3, "N": 0}},
                {"seat": "N", "kind": "promoted", "payments": {"E": -1, "S": -1, "W": -1, "N": 3}},
            ],
            {"E": 5, "S": 0, "W": -6, "N": 1},
            id="tuidaohu-melded-3-from-supplier-promoted-1-each",
        ),
        pytest.param(
            (TDH, "--rules", "tuidaohu", "-t", "--kong", "--base", "2", "--other-kong", "W:concealed"),
            [
                {"seat": "E", "kind": "concealed", "payments": {"E": 12, "S": -4, "W": -4, "N": -4}},
                {"seat": "W", "kind": "concealed", "payments": {"E": -4, "S": -4, "W": 12, "N": -4}},
            ],
            {"E": 8, "S": -8, "W": 8, "N": -8},
            id="tuidaohu-base-2",
        ),
        pytest.param(
            (KWX, "--rules", "kawuxing", "-t", "--other-kong", "S:melded:E", "--other-kong", "W:promoted"),
            [
                {"seat": "S", "kind": "melded", "from": "E", "payments": {"E": -2, "S": 2, "W": 0}},
                {"seat": "W", "kind": "promoted", "payments": {"E": -1, "S": -1, "W": 2}},
            ],
            {"E": -3, "S": 1, "W": 2},
            id="kawuxing-melded-2-from-supplier-third-nothing",
        ),
    ],
)
def test_every_players_kongs_are_settled(
    score_json: ScoreJson, args: tuple[str, ...], kongs: list[dict[str, Any]], total: dict[str, int]
) -> None:
    out = score_json(*args)
    assert out["kongs"] == kongs
    assert out["kong_payments"] == total
    assert list(out)[9:11] == ["kong_payments", "kongs"]


def test_other_kongs_stand_on_an_invalid_win(score_json: ScoreJson) -> None:
    """推倒胡 T12: 鸡胡 alone on a discard is no win, but every kong's money stands."""
    out = score_json("123m456p789s234m55s", "--rules", "tuidaohu", "--other-kong", "W:concealed")
    assert out["valid"] is False
    assert out["kong_payments"] == {"E": -2, "S": -2, "W": 6, "N": -2}


def test_a_batch_line_carries_its_own_other_kongs(run_mcr: RunMcr) -> None:
    lines = "\n".join([
        f"{KWX} --rules kawuxing -t --other-kong S:concealed",
        f"{KWX} --rules kawuxing -t",
        f"{KWX} --rules kawuxing -t --other-kong N:concealed",
        f"{KWX} --rules jipinghu -t --other-kong S:concealed",
    ])  # fmt: skip
    result = run_mcr("score", "--batch", "-", "--json", input=lines + "\n")
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(out) == 4
    assert out[0]["kong_payments"] == {"E": -2, "S": 4, "W": -2}
    assert out[1]["kongs"] == []
    assert "N is not at the table" in out[2]["error"]
    assert "--other-kong is not part of 鸡平胡 (jipinghu)" in out[3]["error"]
    assert result.exit_code == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        pytest.param(("--rules", "mcr"), "--other-kong is not part of 国标麻将 (mcr)", id="mcr"),
        pytest.param(("--rules", "jipinghu"), "--other-kong is not part of 鸡平胡 (jipinghu)", id="jipinghu"),
    ],
)
def test_other_kong_is_not_part_of_mcr_or_jipinghu(
    run_mcr: RunMcr, args: tuple[str, ...], message: str
) -> None:
    result = run_mcr("score", "123m456p789s234m55s", *args, "--other-kong", "S:concealed")
    assert result.exit_code == 1
    assert message in result.stderr
    assert "tuidaohu, kawuxing, tianjin" in result.stderr


@pytest.mark.parametrize(
    ("rules", "kong", "message", "code"),
    [
        pytest.param("kawuxing", "N:concealed", "N is not at the table", 1, id="seat-not-at-table"),
        pytest.param("kawuxing", "S:melded:N", "N is not at the table", 1, id="supplier-not-at-table"),
        pytest.param("tuidaohu", "S:gold", "this system has no gold (金杠)", 2, id="gold-outside-tianjin"),
        pytest.param("kawuxing", "S:gold", "this system has no gold (金杠)", 2, id="gold-in-kawuxing"),
        pytest.param("tuidaohu", "S:melded:S", "a kong on one's own discard", 1, id="own-discard"),
        pytest.param("tuidaohu", "E:concealed", "E is the winner", 1, id="the-winner"),
        pytest.param("tuidaohu", "S:melded", "names the seat whose discard", 2, id="melded-without-from"),
        pytest.param(
            "tuidaohu", "S:concealed:W", "only a melded kong names a seat", 2, id="from-on-concealed"
        ),
        pytest.param("tuidaohu", "X:concealed", "write SEAT:KIND", 2, id="no-such-seat"),
        pytest.param(
            "tuidaohu", "S:exposed", "KIND is concealed, promoted or melded:FROM", 2, id="no-such-kind"
        ),
    ],
)
def test_impossible_other_kongs_are_errors_naming_them(
    run_mcr: RunMcr, rules: str, kong: str, message: str, code: int
) -> None:
    hand = KWX if rules == "kawuxing" else TDH
    result = run_mcr("score", hand, "--rules", rules, "-t", "--other-kong", kong)
    assert result.exit_code == code
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_more_kongs_than_a_hand_holds_is_an_error(run_mcr: RunMcr) -> None:
    kongs = [arg for _ in range(5) for arg in ("--other-kong", "S:promoted")]
    result = run_mcr("score", TDH, "--rules", "tuidaohu", "-t", *kongs)
    assert result.exit_code == 1
    assert "S has more than 4 kongs" in result.stderr


@pytest.mark.parametrize(
    "value",
    [
        pytest.param(((1, "gold", None),), id="kind-the-system-lacks"),
        pytest.param(((1, "melded", None),), id="melded-without-from"),
        pytest.param(((1, "concealed", 2),), id="from-on-concealed"),
        pytest.param(((7, "concealed", None),), id="seat-7"),
        pytest.param((("S", "concealed", None),), id="seat-as-text"),
        pytest.param(("S:concealed",), id="unparsed-text"),
        pytest.param([(1, "concealed", None)], id="a-list"),
    ],
)
def test_api_other_kong_of_the_wrong_shape_is_a_flag_value_error(value: object) -> None:
    ctx = WinContext(self_drawn=True, kong=True, extra=(("other_kong", value),))
    with pytest.raises(FlagValueError, match="other_kong: not a valid value"):
        score(TDH, ctx, rules="tuidaohu")


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(alphabet="ESWNXsewn:concealdpromtgfx", max_size=30))
def test_fuzz_other_kong_parse_is_a_value_or_one_flag_error(text: str) -> None:
    try:
        seat, kind, source = parse_other_kong(text, KINDS)
    except FlagValueError as err:
        assert str(err).startswith("other_kong ") and "\n" not in str(err)
    else:
        assert 0 <= seat <= 3 and kind in KINDS and (source is None) == (kind != "melded")


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    st.sampled_from(["tuidaohu", "kawuxing", "tianjin", "jipinghu", "mcr"]),
    st.lists(st.text(alphabet="ESWN:concealdpromtgx", max_size=14), max_size=6),
)
def test_fuzz_other_kongs_on_a_batch_line_never_a_traceback(rules: str, kongs: list[str]) -> None:
    from click.testing import CliRunner

    from mcr_cli.cli.main import main

    flags = " ".join(f"--other-kong '{k}'" for k in kongs)
    extra = " --indicator C" if rules == "tianjin" else ""
    line = f"123p456p123s789sCC --rules {rules} -t{extra} {flags}\n"
    result = CliRunner().invoke(main, ["score", "--batch", "-", "--json"], input=line * 2)
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert len(result.stdout.splitlines()) == 2


# --- Rule switches in house-rule files --------------------------------------------------------------


SWITCHES = [
    pytest.param("tuidaohu", "robbed_pays", '"one"', "one", id="tuidaohu-robbed_pays"),
    pytest.param("tuidaohu", "discard_wins", "false", False, id="tuidaohu-discard_wins"),
    pytest.param("jipinghu", "robbed_pays", '"one"', "one", id="jipinghu-robbed_pays"),
    pytest.param("jipinghu", "flush_above_cap", "false", False, id="jipinghu-flush_above_cap"),
    pytest.param("kawuxing", "baohu_shares", "1", 1, id="kawuxing-baohu_shares"),
    pytest.param("kawuxing", "min_discard_factor", "1", 1, id="kawuxing-min_discard_factor"),
    pytest.param("tianjin", "min_points", "1", 1, id="tianjin-min_points"),
    pytest.param("tianjin", "double_wild_in_dragon", "true", True, id="tianjin-double_wild_in_dragon"),
]


@pytest.mark.parametrize(("system", "key", "text", "value"), SWITCHES)
def test_a_house_file_sets_each_switch(
    house_file: HouseFile, system: str, key: str, text: str, value: object
) -> None:
    rules = load_house_rules(house_file(f'system = "{system}"\n{key} = {text}\n'))
    assert rules.settings[key] == value
    assert rules.house is not None and rules.house.to_dict()[key] == value


@pytest.mark.parametrize(
    ("system", "line", "message"),
    [
        pytest.param(
            "tuidaohu", 'robbed_pays = "two"', 'robbed_pays: must be "all" or "one", not \'two\'', id="word"
        ),
        pytest.param(
            "tuidaohu", "robbed_pays = 1", 'robbed_pays: must be "all" or "one", not 1', id="word-int"
        ),
        pytest.param(
            "jipinghu", 'flush_above_cap = "no"', "flush_above_cap: must be true or false", id="bool-str"
        ),
        pytest.param(
            "jipinghu", "flush_above_cap = 0", "flush_above_cap: must be true or false, not 0", id="bool-0"
        ),
        pytest.param(
            "kawuxing", "baohu_shares = true", "baohu_shares: must be a whole number (1-3)", id="int-bool"
        ),
        pytest.param("kawuxing", "baohu_shares = 4", "baohu_shares: 4 is out of range (1-3)", id="int-range"),
        pytest.param("tianjin", "min_points = 0", "min_points: 0 is out of range (1-3)", id="min-points-0"),
        pytest.param(
            "tianjin", "double_wild_in_dragon = 1", "double_wild_in_dragon: must be true or false", id="b"
        ),
        pytest.param(
            "kawuxing", 'robbed_pays = "one"', "robbed_pays: unknown key for kawuxing", id="other-system"
        ),
        pytest.param("tuidaohu", "min_points = 2", "min_points: unknown key for tuidaohu", id="tianjin-only"),
    ],
)
def test_a_wrong_switch_is_an_error_with_the_file_and_key(
    house_file: HouseFile, system: str, line: str, message: str
) -> None:
    path = house_file(f'system = "{system}"\n{line}\n')
    with pytest.raises(HouseRulesError) as caught:
        load_house_rules(path)
    assert str(caught.value) == f"{path}: {message}" or str(caught.value).startswith(f"{path}: {message}")


def test_a_wrong_switch_through_the_cli_exits_1_naming_the_file(
    run_mcr: RunMcr, house_file: HouseFile
) -> None:
    path = house_file('system = "tuidaohu"\nrobbed_pays = "half"\n')
    result = run_mcr("score", TDH, "--rules-file", path, "-t", "--kong")
    assert result.exit_code == 1
    assert f"{path}: robbed_pays: must be" in result.stderr


def test_api_with_settings_checks_a_switch() -> None:
    rules = find_system("jipinghu").rules()
    assert rules.with_settings(robbed_pays="one").word("robbed_pays") == "one"
    for bad in ("half", 1):
        with pytest.raises(MCRError, match='robbed_pays must be "all" or "one"'):
            rules.with_settings(robbed_pays=bad)
    with pytest.raises(MCRError, match="flush_above_cap must be true or false"):
        rules.with_settings(flush_above_cap=1)
    with pytest.raises(ContextError, match=r"^double_wild_in_dragon is not part of 鸡平胡"):
        rules.with_settings(double_wild_in_dragon=True)


@pytest.mark.parametrize(
    ("system", "text", "shown"),
    [
        pytest.param(
            "tuidaohu",
            'robbed_pays = "one"\nbase = 2',
            'settings: base = 2, robbed_pays = "one", discard_wins = true',
            id="tuidaohu",
        ),
        pytest.param(
            "kawuxing",
            "baohu_shares = 1\nmin_discard_factor = 1",
            "settings: base = 1, cap = none, baohu_shares = 1, min_discard_factor = 1",
            id="kawuxing",
        ),
        pytest.param(
            "jipinghu",
            'flush_above_cap = false\nrobbed_pays = "one"',
            'settings: base = 1, cap = 3, min_fan = none, flush_above_cap = false, robbed_pays = "one"',
            id="jipinghu",
        ),
    ],
)
def test_mcr_rules_with_a_file_prints_table_formula_and_switches(
    run_mcr: RunMcr, house_file: HouseFile, system: str, text: str, shown: str
) -> None:
    path = house_file(f'system = "{system}"\n{text}\n')
    result = run_mcr("rules", system, "--rules-file", path)
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert shown in lines
    assert any(line.startswith("total: total = ") for line in lines)
    table = json.loads(run_mcr("rules", system, "--rules-file", path, "--json").stdout)
    assert {k: v for k, v in table["house_rules"].items() if k != "file"} == {
        k: v
        for k, v in table["settings"].items()
        if k in {line.split(" = ")[0] for line in text.splitlines()}
    }


def test_kawuxing_formula_in_force_names_one_share_and_no_minimum(
    run_mcr: RunMcr, house_file: HouseFile
) -> None:
    path = house_file('system = "kawuxing"\nbaohu_shares = 1\nmin_discard_factor = 1\n')
    text = run_mcr("rules", "kawuxing", "--rules-file", path).stdout
    assert "包胡" not in text.split("total: ")[1].splitlines()[0]
    assert "a discard win needs" not in text.split("total: ")[1].splitlines()[0]


@pytest.mark.parametrize(
    ("line", "text"),
    [
        pytest.param(
            "123m456p789s55s23m4m --rules-file {path} --kong --discarder S",
            'house rules ({path}): robbed_pays = "one"',
            id="human",
        ),
    ],
)
def test_switches_are_echoed_in_the_human_table(
    run_mcr: RunMcr, house_file: HouseFile, line: str, text: str
) -> None:
    path = house_file('system = "tuidaohu"\nrobbed_pays = "one"\n')
    result = run_mcr("score", *line.format(path=path).split())
    assert text.format(path=path) in result.stdout.splitlines()
    out = json.loads(run_mcr("score", *line.format(path=path).split(), "--json").stdout)
    assert out["house_rules"] == {"file": path, "robbed_pays": "one"}
    assert out["payments"] == {"E": 16, "S": -16, "W": 0, "N": 0}


def test_score_line_with_a_switch_file(score_line: ScoreLine, tmp_path: Path) -> None:
    path = tmp_path / "one.toml"
    path.write_text('system = "jipinghu"\nrobbed_pays = "one"\nflush_above_cap = false\n', encoding="utf-8")
    result = score_line(f"111m333m555m78m99m6m --rules-file {path} --kong --discarder W")
    assert (result.total, result.payments["W"]) == (8, -8)
