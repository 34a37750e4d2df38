"""The faults of the settings and the house rules (``systems/faults.py``): a code, the English, the Chinese.

The house-rule file's place (``FILE``, ``FILE:LINE``, ``FILE: KEY``) is said
as written in every language; the rest is the fault's template.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mcr_cli.errors import MCRError
from mcr_cli.render.faults import error_text
from mcr_cli.systems import find_system
from mcr_cli.systems.expect import parse_fans
from mcr_cli.systems.house import load_house_rules
from mcr_cli.systems.tianjin import parse_lazhuang
from mcr_cli.systems.tuidaohu import parse_horses


@pytest.mark.parametrize(
    ("text", "code", "en", "zh"),
    [
        pytest.param(
            'system = "tuidaohu"\nbase = 0\n',
            "house.out-of-range",
            "F: base: 0 is out of range (1-1000000)",
            "F: base: 0 超出范围（1-1000000）",
            id="range",
        ),
        pytest.param(
            'system = "tuidaohu"\nrobbed_pays = "x"\n',
            "house.setting-value",
            'F: robbed_pays: must be "all" or "one", not \'x\'',
            'F: robbed_pays: 须为 "all" 或 "one"，而非 \'x\'',
            id="word",
        ),
        pytest.param(
            'system = "kawuxing"\nmin_discard_factor = 100000\n',
            "house.contradiction",
            "F:2: min_discard_factor = 100000 is above the largest product of factors the table can reach "
            "(16384): no discard win could be legal (K11)",
            "F:2: min_discard_factor = 100000 超过了本表倍数之积所能达到的最大值（16384）："
            "任何点炮和都不会合法（K11）",
            id="contradiction",
        ),
        pytest.param(
            'system = "tuidaohu"\nbase = = 2\n',
            "house.not-toml",
            "F: not valid TOML: Invalid value (at line 2, column 8)",
            "F: 不是有效的 TOML（第 2 行第 8 列）：值无效",
            id="toml",
        ),
        pytest.param(
            'system = "nope"\n',
            "house.unknown-system",
            "F: system: unknown system 'nope': choose one of mcr, tuidaohu, kawuxing, jipinghu, tianjin",
            "F: system: 没有 'nope' 这个规则体系：可选 mcr, tuidaohu, kawuxing, jipinghu, tianjin",
            id="system",
        ),
    ],
)
def test_a_house_rule_file_fault(tmp_path: Path, text: str, code: str, en: str, zh: str) -> None:
    path = tmp_path / "club.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(MCRError) as caught:
        load_house_rules(str(path))
    shown = str(path)
    assert caught.value.code == code
    assert str(caught.value) == en.replace("F", shown, 1)
    assert error_text(caught.value, "zh") == zh.replace("F", shown, 1)


def test_a_missing_file_says_the_reason_in_chinese(tmp_path: Path) -> None:
    with pytest.raises(MCRError) as caught:
        load_house_rules(str(tmp_path / "nope.toml"))
    assert caught.value.code == "house.unreadable"
    assert (
        error_text(caught.value, "zh")
        == f"{tmp_path / 'nope.toml'}: 无法读取本地规则文件（没有这个文件或目录）"
    )


@pytest.mark.parametrize(
    ("call", "code", "zh"),
    [
        pytest.param(lambda: find_system("zzz"), "system.unknown", None, id="unknown-system"),
        pytest.param(
            lambda: find_system("tuidaohu").rules().with_settings(base=0),
            "flag.out-of-range",
            "--base 0：超出范围（1-1000000）",
            id="setting",
        ),
        pytest.param(
            lambda: find_system("mcr").rules().with_settings(cap=3),
            "system.flag-not-part-of",
            "国标麻将 (mcr) 没有 --cap",
            id="refused",
        ),
        pytest.param(
            lambda: parse_horses("E"),
            "flag.horses-shape",
            "--horses 'E'：写作 座位:牌，如 E:1s5p",
            id="horses",
        ),
        pytest.param(
            lambda: parse_lazhuang("S=1,S=2"),
            "flag.lazhuang-twice",
            "--lazhuang 'S=1,S=2'：座位 S 给了两次",
            id="lazhuang",
        ),
        pytest.param(lambda: parse_fans(""), "expect.no-fan", "--expect-fans：至少写一个番种", id="no-fan"),
        pytest.param(
            lambda: parse_fans("单调将"),
            "expect.fans",
            "--expect-fans：没有名为 '单调将' 的番种（是否要找 单钓将？）",
            id="unknown-fan",
        ),
    ],
)
def test_a_setting_or_flag_fault(call: object, code: str, zh: str | None) -> None:
    assert callable(call)
    with pytest.raises(MCRError) as caught:
        call()
    assert caught.value.code == code
    if zh is not None:
        assert error_text(caught.value, "zh") == zh
