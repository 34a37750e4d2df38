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
on the way to an error.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn

from .errors import ContextError, InvalidHandError, MCRError
from .faults import message_of
from .limits import MAX_TILES_CHARS, show
from .model import checks
from .model import faults as model_faults
from .model import hand as model_hand
from .model.hand import Hand, check_hand_types
from .model.tiles import Tile

if TYPE_CHECKING:
    from .systems.base import Rules, System
    from .systems.context import WinContext
    from .systems.result import Result, Shanten, Waits

House = str | os.PathLike[str] | None
Step = Callable[[], object]
"""One of the core's steps before an argument, run for its faults alone."""


def _refuse(error: MCRError, *earlier: Step) -> NoReturn:
    """Raise ``error`` once the core's ``earlier`` steps pass: their faults come first, as in the core."""
    for step in earlier:
        step()
    raise error


def _house(house: object, *earlier: Step) -> House:
    """``house``: a path (``str`` or ``os.PathLike``) or ``None``; the core reads it before ``rules``."""
    if house is None or isinstance(house, (str, os.PathLike)):
        return house
    from .systems import faults as F
    from .systems.house import HouseRulesError

    _refuse(HouseRulesError(F.HOUSE_PATH(value=show(house))), *earlier)


def _rules(rules: object, house: House, *earlier: Step) -> str | System | Rules:
    """``rules``: a system's name, a ``System`` or a ``Rules``; after the file of ``house`` is read."""
    from .systems.base import Rules, System

    if isinstance(rules, (str, System, Rules)):
        return rules
    from .systems import DEFAULT
    from .systems import faults as F
    from .systems.scoring import rules_in_force

    file = () if house is None else (lambda: rules_in_force(DEFAULT, house),)
    _refuse(ContextError(F.RULES_KIND(kind=type(rules).__name__)), *earlier, *file)


def _hand(hand: object, *earlier: Step) -> str | Hand:
    """``hand``: notation text or a ``Hand`` (whose fields the core checks)."""
    if isinstance(hand, (str, Hand)):
        return hand
    from .systems import faults as F

    _refuse(InvalidHandError(F.HAND_TYPE(kind=type(hand).__name__)), *earlier)


def _context(context: object, *earlier: Step) -> WinContext | None:
    """``context``: a ``WinContext`` (whose fields the core checks) or ``None``."""
    from .systems.context import WinContext

    if context is None or isinstance(context, WinContext):
        return context
    from .systems import faults as F

    _refuse(ContextError(F.CONTEXT_TYPE(kind=type(context).__name__)), *earlier)


def _visible(visible: object, *earlier: Step) -> str | tuple[Tile, ...]:
    """``visible``: notation (the core reads it) or tile numbers, checked here (an iterator read once)."""
    if isinstance(visible, str):
        return visible
    try:
        return checks.tiles(visible, "visible", MAX_TILES_CHARS)
    except InvalidHandError as err:  # a flag's fault, not the hand's
        _refuse(ContextError(message_of(err)), *earlier)


def _table_hand_context(
    hand: object, context: object, rules: object, house: object, tiles: int
) -> tuple[str | Hand, WinContext | None, str | System | Rules, House]:
    """The arguments ``score`` and ``waits`` share, in the core's order: rules, hand, context."""
    from .systems.scoring import read_hand, rules_in_force

    path = _house(house)
    given = _rules(rules, path)
    table: Step = lambda: rules_in_force(given, path)  # noqa: E731 - a step, named for what it does
    held = _hand(hand, table)
    ctx = _context(context, table, lambda: read_hand(held, tiles))
    return held, ctx, given, path


def score(hand: object, context: object, rules: object, house: object) -> Result:
    """``mcr_cli.score``: the arguments checked, then ``systems.scoring.score``."""
    from .systems import scoring

    held, ctx, given, path = _table_hand_context(hand, context, rules, house, 14)
    return scoring.score(held, ctx, rules=given, house=path)


def score_json(hand: object, context: object, rules: object, house: object) -> dict[str, Any]:
    """``mcr_cli.score_json``: the arguments checked, then ``systems.scoring.score_json``."""
    from .systems import scoring

    held, ctx, given, path = _table_hand_context(hand, context, rules, house, 14)
    return scoring.score_json(held, ctx, rules=given, house=path)


def waits(hand: object, context: object, rules: object, house: object, visible: object) -> Waits:
    """``mcr_cli.waits``: the arguments checked, ``visible`` after what the core checks first."""
    from .systems import waits as core
    from .systems.scoring import prepare_table

    held, ctx, given, path = _table_hand_context(hand, context, rules, house, 13)
    shown = _visible(visible, lambda: prepare_table(held, ctx, given, path, 13))
    return core.waits(held, ctx, rules=given, house=path, visible=shown)


def shanten(hand: object, context: object, rules: object, house: object, visible: object) -> Shanten:
    """``mcr_cli.shanten``: the hand first, as the core counts its tiles before it reads the rules."""
    from .systems import waits as core
    from .systems.scoring import prepare_table, read_hand, rules_in_force

    held = _hand(hand)
    tiles: Step = lambda: core.tiles_held(held)  # noqa: E731 - a step, named for what it does
    path = _house(house, tiles)
    given = _rules(rules, path, tiles)
    table: Step = lambda: rules_in_force(given, path)  # noqa: E731
    ctx = _context(context, tiles, table, lambda: read_hand(held, core.tiles_held(held)))
    shown = _visible(visible, lambda: prepare_table(held, ctx, given, path, core.tiles_held(held)))
    return core.shanten(held, ctx, rules=given, house=path, visible=shown)


def old_table(system: object, rules: object) -> Rules:
    """The old spellings' ``(system, rules)`` as one table in force (``scoring.system_and_rules``)."""
    from .systems import faults as F
    from .systems.base import Rules, System
    from .systems.scoring import system_and_rules

    if not isinstance(system, (str, System)):
        raise ContextError(F.SYSTEM_TYPE(kind=type(system).__name__))
    if rules is not None and not isinstance(rules, Rules):
        name = () if isinstance(system, System) else (lambda: find_system(system),)
        _refuse(ContextError(F.RULES_TYPE(kind=type(rules).__name__)), *name)
    return system_and_rules(system, rules)[1]


def find_system(name: object) -> System:
    """``mcr_cli.find_system``: a name that is not a ``str`` is no system's either."""
    from .systems import REGISTRY, UnknownSystemError
    from .systems import find_system as found
    from .systems.faults import UNKNOWN_SYSTEM

    if isinstance(name, str):
        return found(name)
    raise UnknownSystemError(UNKNOWN_SYSTEM(name=show(name), names=", ".join(REGISTRY)))


def load_house_rules(path: object) -> Rules:
    """``mcr_cli.load_house_rules``: a path given as a ``str``."""
    from .systems import faults as F
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
