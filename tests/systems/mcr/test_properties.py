"""Invariants over random hands (hypothesis): totals sum the fans, payments sum to zero, notation round trips.

They need nothing but the package; the cross-check of the fans with
pymahjonggb (the reference scorer) is ``test_properties_reference.py``.
"""

from __future__ import annotations

import contextlib

from hypothesis import given, settings
from hypothesis import strategies as st

from mcr_cli import FanId, MCRError, format_hand, parse_hand
from mcr_cli.model.meld import meld_order
from tests.helpers.strategies import fast, hands, scored


@fast
@given(hands)
def test_totals_and_payments_are_consistent(case) -> None:
    text, ctx = case
    result = scored(text, ctx)
    assert result.total == result.fan_points + ctx.flowers
    assert result.fan_points == sum(f.subtotal for f in result.fans if f.id != FanId.FLOWER_TILES)
    assert result.valid == (result.fan_points >= 8)
    assert sum(result.payments.values()) == 0
    if not result.valid:
        assert set(result.payments.values()) == {0}


@fast
@given(hands)
def test_notation_round_trip(case) -> None:
    text, _ = case
    hand = parse_hand(text)
    again = parse_hand(format_hand(hand))
    assert again._replace(melds=()) == hand._replace(melds=())
    assert sorted(again.melds, key=meld_order) == sorted(hand.melds, key=meld_order)
    assert format_hand(again) == format_hand(hand)
    # one hand, one form: the melds in any order write the same text
    assert format_hand(hand._replace(melds=hand.melds[::-1])) == format_hand(hand)
    assert list(again.melds) == sorted(again.melds, key=meld_order)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="0123456789mpszESWNCFP[],xX ", max_size=30))
def test_parser_raises_only_notation_errors(text: str) -> None:
    with contextlib.suppress(MCRError):
        parse_hand(text)
