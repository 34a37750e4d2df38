"""Hands as people write them: spaces, 万饼条 and 东南西北中发白, tile glyphs, full width.

The property: a random winning hand, respelled at random the ways people
write it, reads as the same hand and scores the same as its canonical form;
an error in a respelled hand points at the character the user typed.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mcr_cli import MCRError, NotationError, WinContext, format_hand, parse_hand
from mcr_cli.model.notation import scan
from mcr_cli.model.spelling import plain_spelling
from mcr_cli.model.tiles import tile_glyph
from tests.helpers.cli import run_mcr
from tests.helpers.strategies import fast, hands, scored

SUIT_CHARS = {"m": "m万萬", "p": "p饼餅筒", "s": "s条條索"}
HONOR_CHARS = {
    "E": "E东東Ｅ",
    "S": "S南Ｓ",
    "W": "W西Ｗ",
    "N": "N北Ｎ",
    "C": "C中Ｃ",
    "F": "F发發Ｆ",
    "P": "P白Ｐ",
}
NUMERALS = "一二三四五六七八九"


def _digit(rng: random.Random, rank: int) -> str:
    return rng.choice((str(rank), chr(0xFF10 + rank), NUMERALS[rank - 1]))


def _tiles(rng: random.Random, tiles: list[int]) -> str:
    """``tiles`` in written order, each spelled one of the ways people write it, groups maybe apart."""
    glyph = [rng.random() < 0.25 for _ in tiles]
    out: list[str] = []
    for i, t in enumerate(tiles):
        last = i == len(tiles) - 1
        if glyph[i]:
            out.append(tile_glyph(t))
        elif t >= 27:
            out.append(rng.choice(HONOR_CHARS["ESWNCFP"[t - 27]]))
        else:
            suit = "mps"[t // 9]
            out.append(_digit(rng, t % 9 + 1))
            follows_same = not last and not glyph[i + 1] and tiles[i + 1] < 27 and tiles[i + 1] // 9 == t // 9
            if follows_same and rng.random() < 0.6:
                continue  # the next digit shares this suffix: no space may come between
            out.append(rng.choice(SUIT_CHARS[suit]))
        if not last and rng.random() < 0.3:
            out.append(rng.choice((" ", "  ", "\u3000")))
    return "".join(out)


def respell(rng: random.Random, text: str) -> str:
    """``text`` as a person might write it: same tiles in the same order, same melds and offers."""
    scanned = scan(text)
    parts: list[str] = []
    for meld, at in zip(scanned.melds, scanned.meld_positions, strict=True):
        close = text.index("]", at)
        offer = text[at + 1 : close].rpartition(",")[2] if "," in text[at:close] else ""
        body = _tiles(rng, list(meld.tiles))
        parts.append(
            f"[{body}" + (f",{rng.choice((offer, chr(0xFF10 + int(offer))))}" if offer else "") + "]"
        )
    standing = _tiles(rng, [t for t, _ in scanned.standing])
    where = rng.randint(0, len(parts))  # melds may stand before the standing tiles or among them
    return rng.choice((" ", "")).join([*parts[:where], standing, *parts[where:]])


@pytest.mark.parametrize(
    ("spelled", "canonical"),
    [
        pytest.param("123m 456p 789s EEE SS", "123m456p789sEEESS", id="spaces-between-groups"),
        pytest.param("123万456饼789条东东东南南", "123m456p789sEEESS", id="chinese-simplified"),
        pytest.param("123萬456筒789索東東東南南", "123m456p789sEEESS", id="chinese-traditional"),
        pytest.param("一二三万四五六饼七八九条东东东南南", "123m456p789sEEESS", id="chinese-numerals"),
        pytest.param("１２３ｍ４５６ｐ７８９ｓＥＥＥＳＳ", "123m456p789sEEESS", id="full-width"),
        pytest.param(
            "\U0001f007\U0001f008\U0001f009\U0001f01c\U0001f01d\U0001f01e\U0001f016\U0001f017\U0001f018"
            "\U0001f000\U0001f000\U0001f000\U0001f001 \U0001f001",
            "123m456p789sEEESS",
            id="tile-glyphs-as-mcr-prints-them",
        ),
        pytest.param(
            "中中中\U0001f004\ufe0f发發发 白白白 111m 1m", "111mCCCCFFFPPP1m", id="red-dragon-emoji-selector"
        ),
        pytest.param("[WWWW,1] [444s] 45m 678p FF 6m", "[444s,1][WWWW,1]45m678pFF6m", id="melds-apart"),
        pytest.param(
            "【西西西西，１】[444条] 45万678饼发发6万", "[444s,1][WWWW,1]45m678pFF6m", id="chinese-melds"
        ),
        pytest.param("1112345678999s 9s", "1112345678999s9s", id="winning-tile-apart"),
    ],
)
def test_people_spellings_read_as_the_canonical_hand(spelled: str, canonical: str) -> None:
    assert format_hand(parse_hand(spelled)) == canonical


def test_plain_ascii_is_its_own_spelling() -> None:
    text = "[WWWW,1][444s]45m678pFF6m"
    assert plain_spelling(text) == (text, tuple(range(len(text) + 1)))


@pytest.mark.parametrize(
    ("spelled", "position", "message"),
    [
        # the fault is reported at the character typed, counted in the text as given
        pytest.param("123万 456饼 78x条", 12, "unknown character 'x'", id="x-after-chinese-and-spaces"),
        pytest.param(
            "\U0001f007\U0001f008 \U0001f022", 3, "a flower is counted by flowers=N", id="flower-glyph"
        ),
        pytest.param("12 3m456p", 2, "a space splits a group", id="space-inside-digits"),
        pytest.param("東東東東東 123m 456p 789s", 4, "a fifth E", id="fifth-copy-in-chinese"),
        pytest.param("123万 456饼 789条 东东东 南", 20, "13 tiles", id="thirteen-tiles-at-the-end"),
        pytest.param("123万 [456饼 789条 东东东 南南", 5, "never closed", id="unclosed-meld"),
    ],
)
def test_errors_point_at_the_character_typed(spelled: str, position: int, message: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse_hand(spelled)
    assert message in str(caught.value)
    assert getattr(caught.value, "position", None) == position


@pytest.mark.parametrize(
    ("spelled", "position"),
    [
        pytest.param("1\ufe0e23m456p789s111z22z", 1, id="text-selector-after-a-digit"),
        pytest.param("\ufe0f123m456p789s111z22z", 0, id="emoji-selector-first"),
        pytest.param("123m\ufe0f456p789s111z22z", 4, id="emoji-selector-after-a-suit-letter"),
        pytest.param("123m 456p\ufe0e 789s111z22z", 9, id="text-selector-after-a-suit-letter"),
        pytest.param("中中中\ufe0f发发发白白白111m1m", 3, id="emoji-selector-after-a-chinese-honor"),
        pytest.param("\U0001f007\ufe0e\ufe0f\U0001f008\U0001f009456p789s111z22z", 2, id="two-selectors"),
        pytest.param("123m 456p 789s 111z 2z \ufe0e2z", 23, id="selector-after-a-space"),
    ],
)
def test_issue21_variation_selector_only_right_after_a_glyph(spelled: str, position: int) -> None:
    """U+FE0E / U+FE0F follow a tile glyph (🀇︎, 🀄️); anywhere else the caret stands under them (0-based)."""
    with pytest.raises(NotationError) as caught:
        parse_hand(spelled)
    assert caught.value.position == position
    assert str(caught.value).startswith(f"variation selector U+{ord(spelled[position]):04X} not right after")


@pytest.mark.parametrize(
    "spelled",
    [
        pytest.param("\U0001f007\ufe0e\U0001f008\U0001f009456p789s111z22z", id="text-style-glyph"),
        pytest.param("\U0001f007\U0001f008\ufe0f\U0001f009456p789s111z22z", id="emoji-style-glyph"),
        pytest.param("123m456p789s\U0001f000\ufe0f\U0001f000\ufe0f\U0001f000\ufe0f22z", id="east-wind-emoji"),
    ],
)
def test_issue21_variation_selector_after_a_glyph_is_still_read(spelled: str) -> None:
    assert format_hand(parse_hand(spelled)) == format_hand(parse_hand("123m456p789s111z22z"))


def test_an_unknown_character_says_what_is_accepted() -> None:
    with pytest.raises(NotationError) as caught:
        parse_hand("123m45x")
    assert "suit letter of '45'" in caught.value.hint
    with pytest.raises(NotationError) as caught:
        parse_hand("123m 456p ☺")
    assert "万" in caught.value.hint and "E S W N C F P" in caught.value.hint


def test_thirteen_tiles_under_score_point_to_waits() -> None:
    result = run_mcr("score", "123m", "456p", "789s", "EEE", "S")
    assert result.exit_code == 1
    assert "try `mcr waits`" in result.output


@fast
@given(hands, st.randoms(use_true_random=False))
def test_any_spelling_scores_as_the_canonical_form(hand: tuple[str, WinContext], rng: random.Random) -> None:
    text, ctx = hand
    spelled = respell(rng, text)
    canonical = format_hand(parse_hand(text))
    assert format_hand(parse_hand(spelled)) == canonical, spelled
    assert scored(spelled, ctx).to_dict() == scored(text, ctx).to_dict()


def test_a_batch_of_spellings_scores_as_its_canonical_lines() -> None:
    """Through the CLI: one batch in people's spellings, one canonical; the JSON is the same, line by line."""
    rng = random.Random(15)
    lines = [
        "123m456p789s111z22z",
        "[WWWW,1][444s]45m678pFF6m -t",
        "1112345678999s9s --seat-wind S",
        "2244m6688p33557s7s -t",
        "19m19p19sESWNCFP1m --discarder W",
    ]
    spelled = []
    for line in lines:
        hand, _, flags = line.partition(" ")
        spelled.append(f"{respell(rng, hand)} {flags}".rstrip())
    plain = run_mcr("score", "--json", "--batch", "-", input="\n".join(lines) + "\n")
    people = run_mcr("score", "--json", "--batch", "-", input="\n".join(spelled) + "\n")
    assert plain.exit_code == people.exit_code == 0, people.output
    assert [json.loads(x) for x in people.output.splitlines()] == [
        json.loads(x) for x in plain.output.splitlines()
    ]


def test_two_hands_on_the_command_line_are_one_hand_too_long() -> None:
    """Every word that is not a flag is a group of the one hand: two hands are 28 tiles, a bad hand (1)."""
    result = run_mcr("score", "123m456p789s111z22z", "123m456p789s111z22z")
    assert result.exit_code == 1
    assert "28 tiles; the hand needs 14" in result.output


PEOPLE_ALPHABET = st.sampled_from(
    list("0123456789mpszESWNCFP[],  \t　万萬饼餅筒条條索东東南西北中发發白一二三九两【】、，")
    + [chr(c) for c in range(0x1F000, 0x1F02C)]
    + [chr(0xFF10 + i) for i in range(10)]
    + list("ｍｐｓＥ\ufe0fx☺\r")
)


@fast
@given(st.text(PEOPLE_ALPHABET, max_size=60))
def test_fuzz_any_spelling_is_a_hand_or_one_error_at_a_position_in_the_text(text: str) -> None:
    """No traceback: every text is a hand or one ``MCRError`` pointing inside the text as given."""
    try:
        parse_hand(text)
    except MCRError as err:
        position = getattr(err, "position", None)
        assert position is None or 0 <= position <= len(text)
