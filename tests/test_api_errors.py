"""Issue 21, item 3: through the Python API, one error whatever the build.

Each test is one of the issue's cases and runs in both builds (the compiled
run imports the installed extensions): a setting given a wrong value, a
record that prints whatever it holds, a ``WinContext`` given a field it
lacks, a ``Hand`` or ``Meld`` holding wrong values refused when it is used.
``.ci/compare_api.py`` runs the same kinds of calls through both builds
side by side.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest

import mcr_cli
from mcr_cli import ContextError, FlagValueError, Hand, InvalidHandError, Meld, MeldKind, WinContext
from mcr_cli.limits import show
from mcr_cli.model import wilds
from mcr_cli.model.hand import check_hand
from mcr_cli.model.readings import Shape

HUGE = 10**5000
WRONG_SETTING_VALUES = [
    pytest.param(1.5, id="float"),
    pytest.param([1], id="list"),
    pytest.param(math.nan, id="nan"),
    pytest.param(HUGE, id="huge"),
    pytest.param(b"1", id="bytes"),
    pytest.param(object(), id="object"),
    pytest.param("x", id="text"),
]
SETTINGS = [
    pytest.param(system, setting, id=f"{system}-{setting.name}")
    for system in mcr_cli.system_names()
    for setting in mcr_cli.find_system(system).settings
]


@pytest.mark.parametrize(("system", "setting"), SETTINGS)
@pytest.mark.parametrize("value", WRONG_SETTING_VALUES)
def test_with_settings_of_a_wrong_value_is_a_flag_value_error(
    system: str, setting: Any, value: object
) -> None:
    rules = mcr_cli.find_system(system).rules()
    with pytest.raises(FlagValueError) as caught:
        rules.with_settings(**{setting.name: value})
    assert str(caught.value) == str(setting.value_error(value))
    assert show(value) in str(caught.value)


@pytest.mark.parametrize("system", mcr_cli.system_names())
def test_with_settings_of_a_setting_the_system_lacks_is_a_context_error(system: str) -> None:
    found = mcr_cli.find_system(system)
    with pytest.raises(ContextError) as caught:
        found.rules().with_settings(bogus=1.5)
    assert type(caught.value) is ContextError
    assert str(caught.value) == f"bogus is not part of {found.zh} ({system})"


@pytest.mark.parametrize(
    ("record", "shown"),
    [
        pytest.param(Hand("x", "y", "z"), "Hand(melds='x', standing='y', win_tile='z')", id="hand-of-text"),  # type: ignore[arg-type]
        pytest.param(
            Hand((), (0,) * 13, HUGE),
            "Hand(melds=(), standing=(0, 0, 0, 0, …), win_tile=a 5001-digit number)",
            id="hand-huge-win-tile",
        ),
        pytest.param(Meld("x", "y", "z"), "Meld(kind='x', tile='y', offer='z')", id="meld-of-text"),  # type: ignore[arg-type]
        pytest.param(
            Meld(MeldKind.PUNG, HUGE),
            "Meld(kind=a MeldKind, tile=a 5001-digit number, offer=1)",
            id="meld-huge-tile",
        ),
        pytest.param(
            WinContext(flowers=HUGE),
            "WinContext(self_drawn=False, fourth_tile=False, kong=False, last_tile=False, "
            "seat_wind=0, prevalent_wind=0, flowers=a 5001-digit number, discarder=None, "
            "after_kong=False, indicator=None, wild=None, heavenly=False, earthly=False, dealer=0, extra=())",
            id="context-huge-flowers",
        ),
        pytest.param(
            wilds.Group(0, "x", (None,)),  # type: ignore[arg-type]
            "Group(kind=0, tile='x', naturals=(None,), wilds=(), meld=None)",
            id="group-of-text",
        ),
        pytest.param(
            wilds.GroupReading(None, None),  # type: ignore[arg-type]
            "GroupReading(shape=None, groups=None)",
            id="group-reading-of-none",
        ),
    ],
)
def test_repr_and_str_of_a_record_built_wrong_never_fail(record: tuple[Any, ...], shown: str) -> None:
    assert repr(record) == shown
    assert str(record) == shown


def test_repr_of_good_records_is_unchanged() -> None:
    assert repr(Meld(MeldKind.PUNG, 3)) == "Meld(kind=<MeldKind.PUNG: 'pung'>, tile=3, offer=1)"
    assert repr(WinContext(flowers=2)).startswith("WinContext(self_drawn=False, fourth_tile=False,")
    group = wilds.Group(1, 3, (3, 3, 3))
    assert str(wilds.GroupReading(Shape.FOUR_SETS, (group,))) == str(group) == "444m"


@pytest.mark.parametrize(
    ("build", "kind", "message"),
    [
        pytest.param(
            lambda: WinContext(bogus=1),
            ContextError,
            "WinContext has no field 'bogus'; its fields are self_drawn, fourth_tile, kong, last_tile, "
            "seat_wind, prevalent_wind, flowers, discarder, after_kong, indicator, wild, heavenly, "
            "earthly, dealer, extra",
            id="context-unknown-field",
        ),
        pytest.param(
            lambda: WinContext(selfdrawn=True),
            ContextError,
            "WinContext has no field 'selfdrawn' (did you mean self_drawn?)",
            id="context-near-miss",
        ),
        pytest.param(
            lambda: WinContext(*range(18)),
            ContextError,
            "WinContext takes at most 15 fields, not 18",
            id="context-18-values",
        ),
        pytest.param(
            lambda: WinContext(True, self_drawn=True),
            ContextError,
            "WinContext: self_drawn is given twice (by position and by name)",
            id="context-given-twice",
        ),
        pytest.param(
            lambda: Meld(tiles=3),
            InvalidHandError,
            "Meld has no field 'tiles' (did you mean tile?)",
            id="meld-near-miss",
        ),
        pytest.param(lambda: Meld(), InvalidHandError, "Meld needs kind and tile", id="meld-none"),
        pytest.param(lambda: Hand((), ()), InvalidHandError, "Hand needs win_tile", id="hand-missing"),
        pytest.param(
            lambda: Hand(1, 2, 3, 4),
            InvalidHandError,
            "Hand takes at most 3 fields, not 4",
            id="hand-4-values",
        ),
    ],
)
def test_a_record_built_with_fields_it_lacks_is_the_packages_error(
    build: Callable[[], Any], kind: type[Exception], message: str
) -> None:
    with pytest.raises(kind) as caught:
        build()
    assert type(caught.value) is kind
    assert str(caught.value) == message


def test_a_record_built_right_keeps_its_constructor() -> None:
    ctx = WinContext(True, seat_wind=1)
    assert ctx.self_drawn is True and ctx.seat_wind == 1
    assert ctx._replace(flowers=2).flowers == 2
    assert Meld(MeldKind.CHOW, 0) == (MeldKind.CHOW, 0, 1)
    assert Hand((), (0,), None).standing == (0,)


MELD_HAND = mcr_cli.parse_hand("[123m,1]456p789s111z22z")
BAD_HANDS = [
    pytest.param(
        Hand("x", "y", "z"), "Hand.melds must be a tuple of Meld(kind, tile 0-33, offer)", id="hand-of-text"
    ),  # type: ignore[arg-type]
    pytest.param(
        MELD_HAND._replace(melds=(Meld("x", "y", "z"),)),  # type: ignore[arg-type]
        "Hand.melds must be a tuple of Meld(kind, tile 0-33, offer)",
        id="meld-of-text",
    ),
    pytest.param(
        MELD_HAND._replace(melds=(Meld(MeldKind.PUNG, HUGE),)),
        "Hand.melds must be a tuple of Meld(kind, tile 0-33, offer)",
        id="meld-huge-tile",
    ),
    pytest.param(
        MELD_HAND._replace(win_tile="E"), "Hand.win_tile must be a tile 0-33 or None", id="win-tile-text"
    ),
]
USES = [
    pytest.param(mcr_cli.score, id="score"),
    pytest.param(mcr_cli.format_hand, id="format_hand"),
    pytest.param(check_hand, id="check_hand"),
    pytest.param(mcr_cli.waits, id="waits"),
    pytest.param(mcr_cli.shanten, id="shanten"),
    *[
        pytest.param(lambda h, s=s: mcr_cli.score(h, rules=s), id=f"score-{s}")
        for s in mcr_cli.system_names()
    ],
    *[
        pytest.param(lambda h, s=s: mcr_cli.score_json(h, rules=s), id=f"score_json-{s}")
        for s in mcr_cli.system_names()
    ],
    *[
        pytest.param(lambda h, s=s: mcr_cli.waits(h, rules=s), id=f"waits-{s}")
        for s in mcr_cli.system_names()
    ],
    *[
        pytest.param(lambda h, s=s: mcr_cli.shanten(h, rules=s), id=f"shanten-{s}")
        for s in mcr_cli.system_names()
    ],
]


@pytest.mark.parametrize(("hand", "message"), BAD_HANDS)
@pytest.mark.parametrize("use", USES)
def test_a_hand_or_meld_holding_wrong_values_is_refused_when_used(
    hand: Hand, message: str, use: Callable[[Hand], Any]
) -> None:
    with pytest.raises(InvalidHandError) as caught:
        use(hand)
    assert str(caught.value) == message
    assert repr(hand) == str(hand)  # and it still prints
