"""One language at a time: ``--lang zh`` or ``--lang en`` on every command, and the default as ever.

Without ``--lang`` every command shows what it always has (both names,
English headers).  With ``--lang en`` no Chinese character is left in what
the command writes, a system's rulings under ``--explain`` included; with
``--lang zh`` none of the English words of the headers, labels and reasons
(``test_one_language`` allows far fewer).
"""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from tests.helpers.paths import ROOT

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
ENGLISH = set(
    [
        "seat",
        "round",
        "points",
        "count",
        "subtotal",
        "tiles",
        "payments",
        "winner",
        "discarder",
        "reading",
        "counted",
        "role",
        "total",
        "fan",
        "pattern",
        "value",
        "tile",
        "unseen",
        "discard",
        "self-drawn",
        "shanten",
        "ready",
        "hand",
        "dealer",
        "from",
        "place",
        "player",
        "final",
        "standard",
        "rank",
        "matches",
        "team",
        "players",
        "excluded",
        "implied",
        "reaches",
        "minimum",
        "why",
        "wilds",
        "horses",
        "holder",
        "effective",
        "settings",
        "system",
        "none",
        "off",
        "net",
        "kongs",
        "win",
        "yes",
        "below",
        "valid",
        "capped",
        "flowers",
        "flower",
        "stakes",
    ]
)
"""Words of the English headers, labels and reasons, none of which ``--lang zh`` may show."""

COMMANDS = [
    pytest.param(["score", "123m456p789s111z22z", "--explain"], id="score"),
    pytest.param(
        ["score", "[111m,1][999p,2][EEE,3]55s78s9s", "--fourth-tile", "--explain"], id="score-drops"
    ),
    pytest.param(["score", "123m456p789s12sEE3s", "-t", "--last-tile", "--flowers", "2"], id="score-flags"),
    pytest.param(["score", "123m456p789s12sEE3s", "--explain"], id="score-below-8"),
    pytest.param(
        [
            "score",
            "EEESSSWWWN5s5s5s5s",
            "--rules",
            "tuidaohu",
            "-t",
            "--wild",
            "5s",
            "--horses",
            "S:1s",
            "--explain",
        ],
        id="tuidaohu",
    ),
    pytest.param(
        ["score", "[555p,1]46p123s789sCC5p", "--rules", "kawuxing", "--discarder", "W", "--explain"],
        id="kawuxing",
    ),
    pytest.param(
        ["score", "1111p3333p2222sCC", "--rules", "kawuxing", "--cap", "16", "--explain"], id="kawuxing-cap"
    ),
    pytest.param(["score", "123m456m789p23s55s4s", "--rules", "jipinghu", "-t", "--explain"], id="jipinghu"),
    pytest.param(
        [
            "score",
            "12346m123p123sCC5m",
            "--rules",
            "tianjin",
            "-t",
            "--indicator",
            "7p",
            "--lazhuang",
            "S=1",
            "--explain",
        ],
        id="tianjin",
    ),
    pytest.param(
        ["score", "1155m2299p3377sCC", "--rules-file", "examples/club.toml", "-t", "--explain"], id="house"
    ),
    pytest.param(["score", "--batch", "examples/hands.txt"], id="score-batch"),
    pytest.param(["waits", "123m456p789s11pEE", "--seat-wind", "S", "--visible", "1p1pE"], id="waits"),
    pytest.param(["waits", "12345678m12349p"], id="waits-not-ready"),
    pytest.param(["waits", "[555p,1]46p123s789sCC", "--rules", "kawuxing"], id="waits-kawuxing"),
    pytest.param(["shanten", "12345678m12349p"], id="shanten-13"),
    pytest.param(["shanten", "12345678m12349pE"], id="shanten-14"),
    pytest.param(["match", "examples/session-1.match"], id="match"),
    pytest.param(["match", "examples/session-2.match"], id="match-ended-early"),
    pytest.param(["match", "examples/in-play.match", "--chase"], id="match-chase"),
    pytest.param(["standings", *(f"examples/session-{n}.match" for n in (1, 2, 3))], id="standings"),
    pytest.param(["rules"], id="rules"),
    pytest.param(["fans", "--min-points", "64"], id="fans"),
]


def run(args: list[str], *lang: str) -> str:
    argv = [str(ROOT / a) if a.startswith("examples/") else a for a in args]
    result = CliRunner().invoke(main, [*argv, *lang])
    assert result.exit_code in (0, 1) and "Traceback" not in result.output, result.output
    return result.stdout


def _own_lines(out: str) -> list[str]:
    """The lines the command writes, paths and commands left out."""
    return [re.sub(r"mcr [a-z]+", "", line.replace(str(ROOT), "")) for line in out.splitlines()]


@pytest.mark.parametrize("args", COMMANDS)
def test_lang_en_writes_no_chinese(args: list[str]) -> None:
    lines = _own_lines(run(args, "--lang", "en"))
    assert lines and not [line for line in lines if CJK.search(line)]


@pytest.mark.parametrize("args", COMMANDS)
def test_lang_zh_writes_no_english_header_or_reason(args: list[str]) -> None:
    lines = _own_lines(run(args, "--lang", "zh"))
    words = {word.strip("():;,.（）：").casefold() for line in lines for word in line.split()}
    assert lines and not words & ENGLISH, words & ENGLISH


@pytest.mark.parametrize("args", COMMANDS)
def test_without_lang_both_languages_as_ever(args: list[str]) -> None:
    out = run(args)
    assert CJK.search(out) and re.search(r"\b(seat|points|tile|shanten|hand|name|player|rank|id)\b", out)


def test_a_ruling_id_only_with_explain_and_then_with_its_meaning() -> None:
    """Tianjin's stakes (N14): without --lang as ever; with it, the id only under --explain, explained."""
    hand = [
        "score",
        "12346m123p123sCC5m",
        "--rules",
        "tianjin",
        "-t",
        "--indicator",
        "7p",
        "--lazhuang",
        "S=1",
    ]
    assert "stakes (N14): S ×2, W ×1, N ×1" in run(hand)
    plain = run(hand, "--lang", "en")
    assert "stakes: S ×2, W ×1, N ×1" in plain and "N14" not in plain
    explained = run([*hand, "--explain"], "--lang", "en")
    assert "stakes: S ×2, W ×1, N ×1 (N14)" in explained
    assert "rulings:" in explained and "  N14 stake per payer" in explained
    zh = run(hand, "--lang", "zh")
    assert "注码: 南 ×2, 西 ×1, 北 ×1" in zh and "N14" not in zh
    zh_explained = run([*hand, "--explain"], "--lang", "zh")
    assert "注码: 南 ×2, 西 ×1, 北 ×1 (N14)" in zh_explained
    assert "  N14 每家的注码：坐庄时与庄家之间 ×2；庄家与拉庄 n 次的闲家之间 ×2ⁿ。" in zh_explained


def test_system_reasons_in_each_language() -> None:
    """推倒胡 T4 (鸡胡 only alone) and 不计: in Chinese, in English, or as the system writes them."""
    hand = ["score", "EEESSSWWWN5s5s5s5s", "--rules", "tuidaohu", "-t", "--wild", "5s", "--explain"]
    assert "T4: 鸡胡 only when no other pattern" in run(hand)
    zh = run(hand, "--lang", "zh")
    assert "被 字一色 不计" in zh and "鸡胡 只在无其他番型时计 (T4)" in zh
    en = run(hand, "--lang", "en")
    assert "implied by All Honors" in en and "Chicken Hand only when no other pattern (T4)" in en


def test_mcr_rules_in_english() -> None:
    """The five counting principles by their English names with --lang en (不重复: non-repeat)."""
    out = run(["score", "[111m,1][999p,2][EEE,3]55s78s9s", "--fourth-tile", "--explain"], "--lang", "en")
    assert "non-repeat (excluded by Prevalent Wind)" in out


@pytest.mark.parametrize(
    "command", ["score", "waits", "shanten", "match", "standings", "rules", "fans", "replay"]
)
def test_every_command_takes_lang(command: str) -> None:
    result = CliRunner().invoke(main, [command, "--help"])
    assert "--lang [zh|en]" in result.stdout
