"""Fan and pattern names as people type them: one lookup (``systems.names``) wherever a name is typed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcr_cli.systems import find_system, system_names
from mcr_cli.systems.house import HouseRulesError, load_house_rules
from mcr_cli.systems.names import aliases_of, fold, names_of
from tests.helpers.cli import run_mcr

HAND = "123m456p789s111z22z"  # 花龙 8, 圈风刻 2, 门风刻 2, 门前清 2, 单钓将 1 = 15


@pytest.mark.parametrize(
    ("system", "typed", "meant"),
    [
        pytest.param("mcr", "单吊将", "单钓将", id="mcr-dan-diao-with-吊"),
        pytest.param("mcr", "平胡", "平和", id="mcr-ping-hu"),
        pytest.param("mcr", "嵌张", "坎张", id="mcr-qian-zhang"),
        pytest.param("mcr", "夹张", "坎张", id="mcr-jia-zhang"),
        pytest.param("mcr", "全带么", "全带幺", id="mcr-幺-as-么"),
        pytest.param("mcr", "碰碰胡", "碰碰和", id="mcr-胡-as-和"),
        pytest.param("mcr", "对对和", "碰碰和", id="mcr-dui-dui"),
        pytest.param("mcr", "一条龙", "清龙", id="mcr-yi-tiao-long"),
        pytest.param("mcr", "單釣將", "单钓将", id="mcr-traditional"),
        pytest.param("mcr", "国士无双", "十三幺", id="mcr-guoshi"),
        pytest.param("mcr", "all honours", "字一色", id="mcr-british-spelling"),
        pytest.param("mcr", "SELF DRAWN", "自摸", id="mcr-english-any-case-and-spacing"),
        pytest.param("mcr", "Closed Wait", "坎张", id="mcr-english-own-name"),
        pytest.param("mcr", "middle wait", "坎张", id="mcr-english-alternative"),
        pytest.param("mcr", "All Triplets", "碰碰和", id="mcr-triplets-for-pungs"),
        pytest.param("tuidaohu", "对对胡", "碰碰胡", id="tuidaohu-dui-dui"),
        pytest.param("tuidaohu", "鸡和", "鸡胡", id="tuidaohu-和-as-胡"),
        pytest.param("tuidaohu", "龙七对", "豪华七对", id="tuidaohu-long-qi-dui"),
        pytest.param("jipinghu", "平和", "平胡", id="jipinghu-ping-he"),
        pytest.param("kawuxing", "卡5星", "卡五星", id="kawuxing-digit"),
        pytest.param("tianjin", "混儿吊", "混吊", id="tianjin-er-hua"),
    ],
)
def test_alternative_names_find_the_pattern(system: str, typed: str, meant: str) -> None:
    assert names_of(find_system(system)).find(typed) == meant


@pytest.mark.parametrize("system", list(system_names()))
def test_every_alias_means_a_pattern_of_its_table_and_none_is_shadowed(system: str) -> None:
    names = names_of(find_system(system))
    for alias, zh in aliases_of(find_system(system)).items():
        assert zh in names.order, (alias, zh)
        assert names.find(alias) == zh, alias


@pytest.mark.parametrize("system", list(system_names()))
def test_no_two_patterns_fold_to_one_name(system: str) -> None:
    seen: dict[str, str] = {}
    for p in find_system(system).patterns:
        for name in (p.zh, p.en):
            assert seen.setdefault(fold(name), p.zh) == p.zh, name


@pytest.mark.parametrize(
    ("typed", "nearest"),
    [
        pytest.param("单调将", "单钓将", id="one-wrong-character"),
        pytest.param("Singel Wait", "单钓将", id="english-typo"),
        pytest.param("花笼", "花龙", id="homophone"),
    ],
)
def test_an_unknown_name_gets_the_nearest(typed: str, nearest: str) -> None:
    names = names_of(find_system("mcr"))
    assert names.find(typed) is None
    assert nearest in names.suggest(typed)
    assert nearest in names.unknown(typed)


def test_expect_fans_takes_the_names_people_use() -> None:
    result = run_mcr("score", HAND, "--expect", "15", "--expect-fans", "花龙,圈风刻,门风刻,门清,单吊将")
    assert result.exit_code == 0, result.output


def test_expect_fans_unknown_name_suggests() -> None:
    result = run_mcr("score", HAND, "--expect-fans", "花龙,单调将")
    assert result.exit_code == 1
    assert "no fan is named '单调将' (did you mean 单钓将 Single Wait?)" in result.output


def test_a_failed_expect_shows_the_scored_table_under_the_mismatch() -> None:
    result = run_mcr("score", HAND, "--expect", "16")
    assert result.exit_code == 1
    assert "expected total 16, scored 15" in result.stderr
    assert "花龙" in result.stdout and "total 15" in result.stdout


def test_a_failed_expect_in_a_text_batch_shows_its_table_too() -> None:
    result = run_mcr("score", "--batch", "-", input=f"{HAND} --expect 16\n{HAND} --expect 15\n")
    assert result.exit_code == 1
    assert result.stdout.count("花龙") == 2  # the mismatch's table and the good line's


def test_fans_name_shows_one_fan() -> None:
    result = run_mcr("fans", "单吊将", "--json")
    assert result.exit_code == 0
    assert [f["zh"] for f in json.loads(result.stdout)] == ["单钓将"]
    bad = run_mcr("fans", "单调将")
    assert bad.exit_code == 2 and "did you mean 单钓将" in bad.output


def test_rules_name_pattern_shows_one_pattern() -> None:
    result = run_mcr("rules", "tuidaohu", "对对胡", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["zh"] == "碰碰胡"
    text = run_mcr("rules", "mcr", "嵌张")
    assert text.exit_code == 0 and "坎张" in text.stdout
    bad = run_mcr("rules", "tuidaohu", "碰碰糊")
    assert bad.exit_code == 2 and "did you mean 碰碰胡" in bad.output


def test_house_rule_files_take_alternative_names(tmp_path: Path) -> None:
    path = tmp_path / "club.toml"
    path.write_text('system = "tuidaohu"\noff = ["杠爆"]\n[values]\n"对对胡" = 4\n', encoding="utf-8")
    rules = load_house_rules(str(path))
    assert rules.value("碰碰胡") == 4 and not rules.on("杠上炮")
    typo = tmp_path / "typo.toml"  # a new path: files are kept per path
    typo.write_text('system = "tuidaohu"\n[values]\n"碰碰糊" = 4\n', encoding="utf-8")
    with pytest.raises(HouseRulesError, match="did you mean 碰碰胡"):
        load_house_rules(str(typo))
