"""The public API's checks: each argument an API caller gives is checked here, once, then the core runs.

The core (``model``, ``systems``) takes exact types: its signatures say what
it takes (``str | Hand``, ``WinContext | None``, ``Rules``), and in the
compiled build a function checks each argument against its annotation, so a
wrong type there would be mypyc's ``TypeError``, not the package's error
with its one-line message.  This module is not compiled in either build
(``build_backend/mcr_build.CORE`` leaves it out), so any value reaches it as
it is, and it refuses a wrong one as the package's error, the same in both.
It sits above every layer: the package root (``mcr_cli/__init__.py``) calls
it, nothing below may import it (``tests/test_layers.py``), so the core
never checks a caller's types again.  What a value of the right type holds
(notation, a ``Hand``'s or a ``WinContext``'s fields, a tile count) is the
core's to judge, in its own order.

Each argument is refused where the core would reach it: a wrong one first
runs the core's steps before it (``_refuse``), so that a call with two
faults gives the one it always gave (``rules="nope"`` beside ``hand=5`` is
the unknown system, step 1 of ``systems/scoring.py``).  Those steps run only
on the way to an error: a call whose arguments are right pays an
``isinstance`` per argument (a few microseconds in all), as the core's own
checks did before they moved here.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, NoReturn

from . import systems
from .errors import ContextError, InvalidHandError, MCRError
from .faults import message_of
from .limits import MAX_TILES_CHARS, show
from .model import checks
from .model import faults as model_faults
from .model import hand as model_hand
from .model.hand import Hand, check_hand_types
from .model.tiles import Tile
from .systems import DEFAULT, UnknownSystemError, scoring, system_names
from .systems import faults as F
from .systems import find_system as found_system
from .systems.base import Rules, System
from .systems.context import WinContext
from .systems.mcr import DECLARATION as MCR_DECLARATION
from .systems.scoring import prepare_table, read_hand, rules_in_force

if TYPE_CHECKING:
    from .systems.readiness import ShantenResult, WaitsResult
    from .systems.result import Result

House = str | os.PathLike[str] | None
Step = Callable[[], object]
"""One of the core's steps before an argument, run for its faults alone."""


def _refuse(error: MCRError, *earlier: Step) -> NoReturn:
    """Raise ``error`` once the core's ``earlier`` steps pass: their faults come first, as in the core."""
    for step in earlier:
        step()
    raise error


def _wrong_house(house: object, *earlier: Step) -> NoReturn:
    """A ``house`` that is no path (``str`` or ``os.PathLike``): the core reads it before ``rules``."""
    from .systems.house import HouseRulesError  # TOML is imported only when a file is given

    _refuse(HouseRulesError(F.HOUSE_PATH(value=show(house))), *earlier)


def _wrong_rules(rules: object, house: House, *earlier: Step) -> NoReturn:
    """``rules`` neither a system's name, a ``System`` nor a ``Rules``: said after the file of ``house``."""
    file = () if house is None else (lambda: rules_in_force(DEFAULT, house),)
    _refuse(ContextError(F.RULES_KIND(kind=type(rules).__name__)), *earlier, *file)


def _wrong_hand(hand: object, *earlier: Step) -> NoReturn:
    """``hand`` neither notation text nor a ``Hand`` (whose fields the core checks)."""
    _refuse(InvalidHandError(F.HAND_TYPE(kind=type(hand).__name__)), *earlier)


def _wrong_context(context: object, *earlier: Step) -> NoReturn:
    """``context`` neither a ``WinContext`` (whose fields the core checks) nor ``None``."""
    _refuse(ContextError(F.CONTEXT_TYPE(kind=type(context).__name__)), *earlier)


def _visible(visible: object, earlier: Step) -> str | tuple[Tile, ...]:
    """``visible``: notation (the core reads it) or tile numbers, checked here (an iterator read once)."""
    if isinstance(visible, str):
        return visible
    try:
        return checks.tiles(visible, "visible", MAX_TILES_CHARS)
    except InvalidHandError as err:  # a flag's fault, not the hand's
        _refuse(ContextError(message_of(err)), earlier)


def _table_hand_context(
    hand: object, context: object, rules: object, house: object, tiles: int
) -> tuple[str | Hand, WinContext | None, str | System | Rules, House]:
    """The arguments ``score`` and ``waits`` share, in the core's order: rules, hand, context."""
    if not (house is None or isinstance(house, (str, os.PathLike))):
        _wrong_house(house)
    if not isinstance(rules, (str, System, Rules)):
        _wrong_rules(rules, house)
    if not isinstance(hand, (str, Hand)):
        _wrong_hand(hand, lambda: rules_in_force(rules, house))
    if not (context is None or isinstance(context, WinContext)):
        _wrong_context(context, lambda: rules_in_force(rules, house), lambda: read_hand(hand, tiles))
    return hand, context, rules, house


def score(hand: object, context: object, rules: object, house: object) -> Result:
    """``mcr_cli.score``: the arguments checked, then ``systems.scoring.score``."""
    held, ctx, given, path = _table_hand_context(hand, context, rules, house, 14)
    return scoring.score(held, ctx, rules=given, house=path)


def score_json(hand: object, context: object, rules: object, house: object) -> dict[str, Any]:
    """``mcr_cli.score_json``: the arguments checked, then ``systems.scoring.score_json``."""
    held, ctx, given, path = _table_hand_context(hand, context, rules, house, 14)
    return scoring.score_json(held, ctx, rules=given, house=path)


def _plain(hand: object, context: object, rules: object, house: object, visible: object) -> bool:
    """Whether a call is a text alone, every other argument at its default: a bot's call.

    Under MCR's own table with no context, nothing but the text can be at
    fault, so ``waits`` and ``shanten`` read it once and go to MCR's own
    analysis (``systems/mcr/waits.py``), no table prepared: a third of a
    plain shanten call.  Only while the registered MCR is the package's own (``SYSTEMS[0]``).
    """
    return (
        type(hand) is str
        and context is None
        and house is None
        and type(rules) is str
        and rules == DEFAULT
        and type(visible) is tuple
        and not visible
        and systems.SYSTEMS[0] is MCR_DECLARATION
    )


_ShortRoads = tuple[Callable[[str], "ShantenResult | None"], Callable[[System, str], "WaitsResult | None"]]


@cache
def _short_roads() -> _ShortRoads:
    """MCR's ``plain_shanten`` and ``plain_waits``, imported once: an import in each call costs a µs."""
    from .systems.mcr.waits import plain_shanten, plain_waits

    return plain_shanten, plain_waits


def waits(hand: object, context: object, rules: object, house: object, visible: object) -> WaitsResult:
    """``mcr_cli.waits``: the arguments checked, ``visible`` after what the core checks first."""
    if _plain(hand, context, rules, house, visible):
        found = _short_roads()[1](found_system(DEFAULT), str(hand))
        if found is not None:
            return found
    from .systems import waits as core  # the wait analysis is loaded by waits and shanten alone

    held, ctx, given, path = _table_hand_context(hand, context, rules, house, 13)
    shown = _visible(visible, lambda: prepare_table(held, ctx, given, path, 13))
    return core.waits(held, ctx, rules=given, house=path, visible=shown)


def shanten(hand: object, context: object, rules: object, house: object, visible: object) -> ShantenResult:
    """``mcr_cli.shanten``: the hand first, as the core counts its tiles before it reads the rules.

    A text alone (``_plain``) is measured by MCR's analysis directly (``plain_shanten``).
    """
    if _plain(hand, context, rules, house, visible):
        found = _short_roads()[0](str(hand))
        if found is not None:
            return found
    from .systems import waits as core

    if not isinstance(hand, (str, Hand)):
        _wrong_hand(hand)
    tiles: Step = lambda: core.tiles_held(hand)  # noqa: E731 - a step, named for what it does
    if not (house is None or isinstance(house, (str, os.PathLike))):
        _wrong_house(house, tiles)
    if not isinstance(rules, (str, System, Rules)):
        _wrong_rules(rules, house, tiles)
    if not (context is None or isinstance(context, WinContext)):
        table: Step = lambda: rules_in_force(rules, house)  # noqa: E731
        _wrong_context(context, tiles, table, lambda: read_hand(hand, core.tiles_held(hand)))
    shown = _visible(visible, lambda: prepare_table(hand, context, rules, house, core.tiles_held(hand)))
    return core.shanten(hand, context, rules=rules, house=house, visible=shown)


def old_table(system: object, rules: object) -> Rules:
    """The old spellings' ``(system, rules)`` as one table in force (``scoring.system_and_rules``)."""
    if not isinstance(system, (str, System)):
        raise ContextError(F.SYSTEM_TYPE(kind=type(system).__name__))
    if rules is not None and not isinstance(rules, Rules):
        name = () if isinstance(system, System) else (lambda: found_system(system),)
        _refuse(ContextError(F.RULES_TYPE(kind=type(rules).__name__)), *name)
    return scoring.system_and_rules(system, rules)[1]


def find_system(name: object) -> System:
    """``mcr_cli.find_system``: a name that is not a ``str`` is no system's either."""
    if isinstance(name, str):
        return found_system(name)
    raise UnknownSystemError(F.UNKNOWN_SYSTEM(name=show(name), names=", ".join(system_names())))


def load_house_rules(path: object) -> Rules:
    """``mcr_cli.load_house_rules``: a path given as a ``str``."""
    from .systems import house

    if not isinstance(path, str):
        raise house.HouseRulesError(F.HOUSE_PATH(value=show(path)))
    return house.load_house_rules(path)


def parse_hand(text: object, tiles: object = 14) -> Hand:
    """``mcr_cli.parse_hand``: the tile count (13 or 14), then the text's type; the core reads the text."""
    size = checks.hand_size(tiles)
    return model_hand.parse_hand(checks.text(text, model_faults.HAND_WORD()), size)


def format_hand(hand: object) -> str:
    """``mcr_cli.format_hand``: a ``Hand`` whose fields hold melds and tiles (``check_hand_types``)."""
    return model_hand.format_hand(check_hand_types(hand))
