"""``render.lang`` picks a system's own texts by ``--lang``: the translations its package declares."""

from __future__ import annotations

import re

import pytest

from mcr_cli.render.lang import description, english, notes_in, source_text, without_ids
from mcr_cli.systems import find_system, system_names

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
IDS = re.compile(r"(?:^|  )([A-Z][0-9]{1,2}) ")


def ruling_ids(lines: list[str] | tuple[str, ...]) -> list[str]:
    return [i for line in lines for i in IDS.findall(line)]


@pytest.mark.parametrize("name", list(system_names()))
def test_every_pattern_and_ruling_has_its_chinese_text(name: str) -> None:
    """Adding a system means writing its texts too: each row and each ruling, none left in English."""
    system = find_system(name)
    zh = system.texts["zh"]
    assert zh.source and not re.search(r"\b(and|the|of|with|rulings)\b", zh.source)
    assert set(zh.descriptions) == {p.zh for p in system.patterns}
    assert ruling_ids(zh.notes) == ruling_ids(system.notes)


@pytest.mark.parametrize("name", list(system_names()))
def test_english_texts_hold_no_chinese(name: str) -> None:
    system = find_system(name)
    texts = [
        source_text(system, "en"),
        *notes_in(system, "en"),
        system.formula_in_force(system.rules(), "en"),
    ]
    texts += [description(system, p, "en") for p in system.patterns]
    assert [t for t in texts if CJK.search(t)] == []


@pytest.mark.parametrize("name", list(system_names()))
def test_without_lang_the_declared_texts_themselves(name: str) -> None:
    system = find_system(name)
    assert source_text(system, None) == system.source
    assert notes_in(system, None) == list(system.notes)
    assert system.formula_in_force(system.rules(), None) == system.formula
    assert [description(system, p, None) for p in system.patterns] == [
        p.description + (f" ({p.ruling})" if p.ruling else "") for p in system.patterns
    ]


def test_english_names_replace_the_longest_first() -> None:
    """Tianjin N11: 双混吊 is one pattern, not 双 + 混吊."""
    tianjin = find_system("tianjin")
    assert english("混吊 and 双混吊 exclude each other", tianjin) == (
        "Wild Pair Wait and Double Wild Wait exclude each other"
    )


def test_a_line_of_two_rulings_keeps_both_ids_and_loses_them_on_show() -> None:
    """Tianjin N3 and N4 share a line: each translated, then shown without ids."""
    lines = notes_in(find_system("tianjin"), "zh")
    both = next(line for line in lines if line.startswith("N3 "))
    assert both == "N3 只能自摸。  N4 只有四组一对一种和牌牌型。"
    assert without_ids(both) == "只能自摸。 只有四组一对一种和牌牌型。"


def test_a_ruling_without_an_english_text_gets_the_english_names() -> None:
    """推倒胡 T4 names only patterns: no English text is declared, the names are put in."""
    t4 = next(line for line in notes_in(find_system("tuidaohu"), "en") if line.startswith("T4 "))
    assert t4 == (
        "T4 Chicken Hand only when no other pattern; Chicken Hand alone on a discard is not a legal win "
        "(discard_wins = false: no discard win, only self-drawn or robbing a kong)"
    )


@pytest.mark.parametrize(
    ("house", "zh", "en"),
    [
        pytest.param(
            {},
            "总分 = （各番型之和）× 自摸 2 × 硬胡 2 × 底分；不封顶",
            "× Self-Drawn 2 × No Wilds 2 × base;",
            id="own",
        ),
        pytest.param({"base": 5}, "× 底分 5；", "× base 5;", id="base-5"),
    ],
)
def test_tuidaohu_formula_follows_the_rules_in_force(house: dict[str, int], zh: str, en: str) -> None:
    """T7: the doublings and the base as a house rule sets them, in each language."""
    system = find_system("tuidaohu")
    rules = system.rules().with_settings(**house)
    assert zh in system.formula_in_force(rules, "zh")
    assert en in system.formula_in_force(rules, "en")


def test_kawuxing_formula_with_a_cap_in_chinese() -> None:
    """K2: --cap caps the product of factors; the Chinese formula names the cap in force."""
    system = find_system("kawuxing")
    assert "倍数之积（不超过封顶 16）" in system.formula_in_force(system.rules().with_settings(cap=16), "zh")
