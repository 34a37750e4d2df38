"""Notation: every example of the contract, canonical output, and errors with positions."""

from __future__ import annotations

import pytest

from mcr_cli import Hand, InvalidHandError, MeldKind, NotationError, format_hand, parse_hand
from mcr_cli.model.hand import check_hand
from mcr_cli.model.tiles import parse_tile_name, tile_glyph, tile_name


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        pytest.param("123m456p789s111z22z", "123m456p789sEEESS", id="z-honors-become-letters"),
        pytest.param("[EEEE][CCCC][FFFF][PPPP]NN", "[EEEE][CCCC][FFFF][PPPP]NN", id="four-concealed-kongs"),
        pytest.param("1112345678999s9s", "1112345678999s9s", id="nine-gates"),
        pytest.param("[WWWW,1][444s]45m678pFF6m", "[444s,1][WWWW,1]45m678pFF6m", id="pung-default-left"),
        pytest.param("45m678pFF[WWWW,1][444s]6m", "[444s,1][WWWW,1]45m678pFF6m", id="melds-anywhere"),
        pytest.param("356m18s1579pWNFF9p", "356m1579p18sWNFF9p", id="suits-sorted-m-p-s"),
        pytest.param("[123p,1][999s,3]45m678pFF6m", "[123p,1][999s,3]45m678pFF6m", id="contract-example"),
        pytest.param("[999s3]123m456pEE55z5z", "[999s,3]123m456pEECCC", id="comma-optional"),
        pytest.param("[567m,2][1111s,6]23p789pCC1p", "[567m,2][1111s,6]23789pCC1p", id="promoted-kong"),
        pytest.param("[456p,2][123m,1]789sEEESS", "[123m,1][456p,2]789sEEESS", id="melds-in-tile-order"),
        pytest.param("[123m,2][123m,1]1223344m1m", "[123m,1][123m,2]1223344m1m", id="same-melds-by-offer"),
        pytest.param("[EEEE][111m,2][123m,1]234mSS", "[123m,1][111m,2][EEEE]234mSS", id="chow-pung-kong"),
    ],
)
def test_canonical_form(text: str, canonical: str) -> None:
    hand = parse_hand(text)
    assert format_hand(hand) == canonical
    assert format_hand(parse_hand(canonical)) == canonical
    assert parse_hand(canonical)._replace(melds=()) == hand._replace(melds=())
    assert eval(repr(hand), {"Hand": Hand}) == hand  # the melds in the order written


def test_one_hand_has_one_canonical_form() -> None:
    """Melds are echoed by first tile, then chow < pung < kong, then offer, whatever order they came in."""
    forms = {
        format_hand(parse_hand(text))
        for text in (
            "[123m,1][456p,2]789s11zSSS",
            "[456p,2][123m,1]789s11zSSS",
            "789s[456p,2]11z[123m,1]SSS",
        )
    }
    assert forms == {"[123m,1][456p,2]789sEESSS"}
    assert format_hand(parse_hand("[111p,2][123p,3]456m789sEE")) == "[123p,3][111p,2]456m789sEE"
    assert format_hand(parse_hand("[123m,3][123m,1]123m456pEE")) == "[123m,1][123m,3]123m456pEE"
    assert repr(parse_hand("[456p,2][123m,1]789s11zSSS")) == "Hand.parse('[123m,1][456p,2]789sEESSS')"


def test_errors_point_into_the_text_as_written() -> None:
    """Only the echo is sorted: a fault still points at its meld's '[' where it was written."""
    with pytest.raises(InvalidHandError) as caught:
        parse_hand("[456p,2][123m,1][CCC][FFF][PPP]1m")
    assert caught.value.position == 26  # the fifth meld written, not the fifth in canonical order


def test_winning_tile_is_last_standing_tile() -> None:
    hand = parse_hand("[WWWW,1][444s]45m678pFF6m")
    assert tile_name(hand.win_tile) == "6m"
    assert [m.kind for m in hand.melds] == [MeldKind.PUNG, MeldKind.KONG]  # canonical order: 4s before W
    assert hand.melds[1].offer == 1 and not hand.melds[1].is_concealed


@pytest.mark.parametrize(
    ("text", "offer", "concealed"),
    [
        pytest.param("[SSSS]123m456p789s5m5m", 0, True, id="concealed-kong"),
        pytest.param("[8888p,1]123m456m789s5m5m", 1, False, id="melded-kong"),
        pytest.param("[1111s,6]123m456m789p5m5m", 6, False, id="promoted-kong-across"),
        pytest.param("[567m,2]123m456p789sEE", 2, False, id="chow-middle-claimed"),
    ],
)
def test_meld_offers(text: str, offer: int, concealed: bool) -> None:
    meld = parse_hand(text).melds[0]
    assert (meld.offer, meld.is_concealed) == (offer, concealed)


@pytest.mark.parametrize(
    ("text", "message", "position"),
    [
        pytest.param("123m456p789s111z2x", "unknown character 'x'", 17, id="unknown-character"),
        pytest.param("123m45", "have no suit letter", 4, id="digits-without-suffix"),
        pytest.param("12 3m456p", "a space splits a group", 2, id="space-inside-a-group"),
        pytest.param("123万456饼78x条", "unknown character 'x'", 10, id="unknown-after-chinese"),
        pytest.param("\U0001f007\U0001f008x", "unknown character 'x'", 2, id="unknown-after-glyphs"),
        pytest.param("[12m]123m456p789s11z", "a meld is 3 tiles", 0, id="two-tile-meld"),
        pytest.param("123m[124m]456p789s1z1z", "not a chow or a pung", 4, id="gapped-chow"),
        pytest.param("[1234m]123m456p789s1z", "not all the same", 0, id="four-tile-run"),
        pytest.param("[123m,4]456m789p11s22s", "offer 4 out of range for a chow", 6, id="chow-offer-4"),
        pytest.param("[999s,0]456m789p11s22s", "offer 0 out of range for a pung", 6, id="pung-offer-0"),
        pytest.param("[8888m,4]456m789p11s2s", "out of range for a kong", 7, id="kong-offer-4"),
        pytest.param("[123m456p789s11s2s", "never closed", 0, id="unclosed-bracket"),
        pytest.param("123m]456p", "']' with no '['", 4, id="stray-bracket"),
        pytest.param("8z123m456p789s11s2s", "8z is not a tile", 0, id="honor-8z"),
        pytest.param("0m", "0 is not a tile rank", 0, id="rank-zero"),
        pytest.param("m123", "suit letter 'm' with no digits", 0, id="suffix-first"),
        pytest.param("[SSSS,0]123m456p789sEE", "offer 0 out of range for a kong", 6, id="kong-offer-0"),
        pytest.param("[1E]123m", "digits '1' have no suit letter", 1, id="digit-before-honor-in-meld"),
        pytest.param("[[123m]]456p789s11sEE", "melds do not nest", 1, id="nested-bracket"),
    ],
)
def test_notation_errors_name_the_position(text: str, message: str, position: int) -> None:
    with pytest.raises(NotationError) as err:
        parse_hand(text)
    assert message in err.value.message
    assert err.value.position == position
    assert f"at position {position + 1}" in str(err.value)


@pytest.mark.parametrize(
    ("text", "message", "position"),
    [
        pytest.param("123m456p789s11122z2z", "15 tiles", 18, id="fifteen-tiles"),
        pytest.param("123m456p789s1112z", "13 tiles", 17, id="thirteen-tiles"),
        pytest.param("11111m456p789s11z2z", "a fifth 1m", 4, id="fifth-copy"),
        pytest.param("[1111m]1m23456789p11s", "a fifth 1m", 7, id="fifth-copy-beside-kong"),
        pytest.param("[111m][222m][333m][444m][555m]66m", "more than 4 melds", 24, id="five-melds"),
        pytest.param("", "empty hand", 0, id="empty"),
    ],
)
def test_invalid_hands_name_the_position(text: str, message: str, position: int) -> None:
    with pytest.raises(InvalidHandError) as err:
        parse_hand(text)
    assert message in err.value.message
    assert err.value.position == position


def test_thirteen_tile_hands_have_no_winning_tile() -> None:
    hand = parse_hand("1112345678999s", tiles=13)
    assert hand.win_tile is None
    assert format_hand(hand) == "1112345678999s"


def test_check_hand_catches_a_hand_built_in_code() -> None:
    hand = Hand((), tuple([0] * 5 + list(range(9, 17))), 20)
    with pytest.raises(InvalidHandError, match="fifth 1m"):
        check_hand(hand)


@pytest.mark.parametrize(
    ("name", "glyph"),
    [("1m", "\U0001f007"), ("9p", "\U0001f021"), ("5s", "\U0001f014"), ("E", "\U0001f000"),
     ("C", "\U0001f004"), ("5z", "\U0001f004"), ("P", "\U0001f006")],
)  # fmt: skip
def test_tile_names_and_glyphs(name: str, glyph: str) -> None:
    assert tile_glyph(parse_tile_name(name)) == glyph


@pytest.mark.parametrize(
    ("text", "message", "position"),
    [
        pytest.param(
            "123M456p789s111z22z",
            "unknown character 'M': suit letters are lower case (m p s z)",
            3,
            id="upper-case-suit",
        ),
        pytest.param(
            "123m456P789s111z22z",
            "digits '456' have no suit letter (m, p, s or z) (suit letters are lower case: p)",
            4,
            id="upper-case-dots",
        ),
        pytest.param(
            "123m456p789seeess",
            "unknown character 'e': honors are upper case (E S W N C F P)",
            12,
            id="lower-case-east",
        ),
        pytest.param(
            "123m456p789s11z ccc",
            "unknown character 'c': honors are upper case (E S W N C F P)",
            16,
            id="lower-case-red",
        ),
        pytest.param(
            "123m456p789sEEE ss",
            "suit letter 's' with no digits before it (honors are upper case: S)",
            16,
            id="lower-case-south",
        ),
        pytest.param(
            "123m456p789sEEE m", "suit letter 'm' with no digits before it", 16, id="bare-suit-letter"
        ),
    ],
)
def test_a_letter_in_the_wrong_case_says_which_case(text: str, message: str, position: int) -> None:
    """Suits are lower case, honors upper case: a letter in the other case says so."""
    with pytest.raises(NotationError) as caught:
        parse_hand(text)
    assert (caught.value.message, caught.value.position) == (message, position)


PLAIN_TEXTS = (
    ("123m456p789s1122z", True),
    ("5m1m9m ", False),  # a space: people's spelling, read by scan
    ("EESWNCFP111z", True),
    ("19m19p19s1234567z", True),
    ("[EEE]123m", False),  # a meld
    ("123m4", False),  # digits with no suit
    ("m123", False),  # a suit with no digits
    ("1E23m", False),  # an honor letter among pending digits
    ("105m", False),  # a zero
    ("18z", False),  # no eighth honor
    ("11111m", True),  # counted, not checked: the caller's check says "a fifth 1m"
    ("１２３m", False),  # full width: people's spelling
    ("", True),
)


@pytest.mark.parametrize(("text", "plain"), PLAIN_TEXTS, ids=[t or "empty" for t, _ in PLAIN_TEXTS])
def test_plain_counts_reads_only_plain_notation(text: str, plain: bool) -> None:
    """A bot's plain text is counted straight off it (``plain_counts``); anything else is left to ``scan``."""
    from mcr_cli.model.notation import plain_counts, scan

    counts = plain_counts(text)
    assert (counts is not None) == plain
    if counts is not None:
        held = [0] * 34
        for tile, _ in scan(text).standing:
            held[tile] += 1
        assert counts == held and not scan(text).melds


def test_plain_counts_agrees_with_scan_on_random_texts() -> None:
    """Over texts drawn from notation's own characters: counted only where scan reads standing tiles alone."""
    import random

    from mcr_cli import MCRError
    from mcr_cli.model.notation import plain_counts, scan

    rng = random.Random(7)
    alphabet = "0123456789mpszESWNCFP[],"
    counted = 0
    for _ in range(4000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20)))
        counts = plain_counts(text)
        try:
            scanned = scan(text)
        except MCRError:
            assert counts is None, text
            continue
        if counts is not None:
            counted += 1
            held = [0] * 34
            for tile, _ in scanned.standing:
                held[tile] += 1
            assert counts == held and not scanned.melds, text
    assert counted > 100  # the draw reaches plain texts, not only faults
