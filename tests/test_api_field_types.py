"""A ``NamedTuple`` built in code with a field of the wrong type: the package's error, in both builds.

A compiled function reads a ``Hand``'s, ``Meld``'s or ``WinContext``'s
field checking it against the field's annotation, which would be Python's
``TypeError`` before our check ran; the checks read a caller's fields
untyped until they pass (``model/checks.py``), so the error and its message
are the ones the pure build gives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mcr_cli
from mcr_cli.errors import ContextError, InvalidHandError, MCRError
from mcr_cli.model import readings
from mcr_cli.model.hand import Meld, parse_hand
from mcr_cli.systems import context as system_context
from mcr_cli.systems import scoring
from mcr_cli.systems.context import WinContext

H14 = parse_hand("123m456p789s111z22z")
H13 = parse_hand("1112345678999s", 13)
COUNTS = readings.counts_of([0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8])
H_MELD = parse_hand("[123m,1]456p789s111z22z")
PLAIN = "[111p,1]234p567p99pCC9p"


@pytest.mark.parametrize(
    ("call_it", "kind", "message"),
    [
        pytest.param(
            lambda: mcr_cli.score(H14._replace(standing="abc")),
            InvalidHandError,
            "Hand.standing must be a tuple of tiles 0-33",
            id="score-standing-text",
        ),
        pytest.param(
            lambda: mcr_cli.score(H14._replace(win_tile="E")),
            InvalidHandError,
            "Hand.win_tile must be a tile 0-33 or None",
            id="score-win-tile-text",
        ),
        pytest.param(
            lambda: mcr_cli.format_hand(H14._replace(melds=(Meld("chow", 0, 1),))),  # type: ignore[arg-type]
            InvalidHandError,
            "Hand.melds must be a tuple of Meld(kind, tile 0-33, offer)",
            id="format-meld-kind-text",
        ),
        pytest.param(
            lambda: mcr_cli.score(H_MELD._replace(melds=(H_MELD.melds[0]._replace(offer="1"),))),
            InvalidHandError,
            "Hand.melds must be a tuple of Meld(kind, tile 0-33, offer)",
            id="score-offer-text",
        ),
        pytest.param(
            lambda: scoring.score(PLAIN, WinContext(self_drawn="yes"), rules="tuidaohu"),  # type: ignore[arg-type]
            ContextError,
            "self_drawn must be True or False, not 'yes'",
            id="score-system-flag-text",
        ),
        pytest.param(
            lambda: scoring.score_json(H14, WinContext(discarder="N")),  # type: ignore[arg-type]
            ContextError,
            "discarder must be a seat 0-3 (E S W N), not 'N'",
            id="score-json-seat-text",
        ),
        pytest.param(
            lambda: system_context.check_win_flags(H14, WinContext(seat_wind="S")),  # type: ignore[arg-type]
            ContextError,
            "check_win_flags: the seats of the context are not seat numbers",
            id="win-flags-seat-text",
        ),
        pytest.param(
            lambda: mcr_cli.waits(H13._replace(standing="abc")),
            InvalidHandError,
            "Hand.standing must be a tuple of tiles 0-33",
            id="waits-standing-text",
        ),
        pytest.param(
            lambda: mcr_cli.waits("[555p,1]46p123s789sCC", rules="kawuxing", visible=[None]),
            ContextError,
            "each of visible must be a tile number 0-33, not None",
            id="waits-visible-none",
        ),
        pytest.param(
            lambda: mcr_cli.shanten(H13._replace(win_tile="x"), rules="tuidaohu"),
            InvalidHandError,
            "Hand.win_tile must be a tile 0-33 or None",
            id="shanten-win-tile-text",
        ),
        pytest.param(
            lambda: system_context.given_names(WinContext(extra="x")),  # type: ignore[arg-type]
            ContextError,
            "WinContext.extra must be a tuple of (name, value) pairs, not 'x'",
            id="given-names-extra-text",
        ),
    ],
)
def test_fields_of_the_wrong_type_are_the_packages_errors(
    call_it: Callable[[], Any], kind: type[MCRError], message: str
) -> None:
    """A ``NamedTuple`` built in code with a field of the wrong type: the check that reads it says so.

    In the compiled build the fields are read untyped until they pass, so the
    error is this one there too, not the ``TypeError`` of a typed read.
    """
    with pytest.raises(kind) as caught:
        call_it()
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("hand", "ctx", "message"),
    [
        pytest.param(H14, WinContext(self_drawn=True, discarder=1), "nobody discarded", id="discarder-t"),
        pytest.param(H14, WinContext(discarder=0), "is the winner's own seat", id="own-discard"),
        pytest.param(
            H14, WinContext(self_drawn=True, kong=True), "needs a kong among the melds", id="kong-t"
        ),
        pytest.param(H14, WinContext(kong=True, last_tile=True), "once the wall is empty", id="rob-last"),
        pytest.param(H14, WinContext(kong=True), "another copy of the winning tile", id="rob-held"),
        pytest.param(H14, WinContext(after_kong=True, self_drawn=True), "杠上炮", id="after-kong"),
        pytest.param(H14, WinContext(heavenly=True, earthly=True), "one or the other", id="both-first"),
        pytest.param(
            H14, WinContext(heavenly=True), "heavenly=True needs self_drawn=True", id="heavenly-discard"
        ),
        pytest.param(
            H_MELD,
            WinContext(earthly=True, self_drawn=True),
            "earthly=True needs self_drawn=True",
            id="earthly-meld",
        ),
        pytest.param(
            H14,
            WinContext(heavenly=True, self_drawn=True, seat_wind=1),
            "must be the dealer",
            id="heavenly-seat",
        ),
        pytest.param(
            H14, WinContext(earthly=True, self_drawn=True), "must not be the dealer", id="earthly-seat"
        ),
        pytest.param(H14, WinContext(indicator=5, wild=6), "give one of them", id="indicator-and-wild"),
        pytest.param(H14, WinContext(heavenly=True, self_drawn=True), None, id="heavenly-dealer"),
        pytest.param(H14, WinContext(earthly=True, self_drawn=True, dealer=1), None, id="earthly-not-dealer"),
        pytest.param(parse_hand("123m456p78sEEESS9s"), WinContext(kong=True), None, id="rob-last-copy"),
    ],
)
def test_ruling17_check_win_flags_reads_each_field(hand: Any, ctx: WinContext, message: str | None) -> None:
    """Each check of ruling 17 on the field it names: the untyped unpacking follows ``WinContext``'s order."""
    if message is None:
        system_context.check_win_flags(hand, ctx)
        return
    with pytest.raises(ContextError) as caught:
        system_context.check_win_flags(hand, ctx)
    assert message in str(caught.value)
