"""Score a hand under any system, MCR included: the checks every system shares, then its own.

The pipeline: the system and its rules in force → the hand, parsed (or a
``Hand`` checked) → the context, of the right types and only with flags the
system has → the tiles and melds the system has, pointed at in the text →
ruling 17 as every system reads it → the system's own checks → the engine
(``engine.evaluate``: readings, patterns, the best reading, payments), with
no evidence for the JSON object of a batch.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from ..errors import ContextError, InvalidHandError
from ..faults import Field, Said
from ..limits import escape, show
from ..model import checks
from ..model.hand import Hand, check_hand, format_hand, parse_hand
from ..model.meld import MeldKind
from ..model.notation import scan
from ..model.tiles import tile_name
from . import DEFAULT, find_system
from . import faults as F
from .base import Rules, System, refuse
from .context import WinContext, check_seats, check_types, check_win_flags, given_names
from .engine import evaluate
from .flags import TABLE_BY_NAME
from .json_text import json_text

if TYPE_CHECKING:
    from .result import Result

_NO_CONTEXT = WinContext()


class Prepared:
    """A hand ready for a system's ``evaluate``: every shared check passed."""

    __slots__ = ("ctx", "hand", "rules", "system")

    def __init__(self, system: System, hand: Hand, ctx: WinContext, rules: Rules) -> None:
        self.system, self.hand, self.ctx, self.rules = system, hand, ctx, rules


def score(
    hand: str | Hand,
    context: WinContext | None = None,
    *,
    rules: str | System | Rules = DEFAULT,
    house: str | os.PathLike[str] | None = None,
) -> Result:
    """Score a 14-tile hand under the rules in force (``rules_in_force``): the system's result.

    The core of ``mcr_cli.score``, which documents the arguments and checks
    their types (``mcr_cli/api.py``); the values are checked here.  Raises the
    errors of ``mcr_cli.errors``: ``NotationError``/``InvalidHandError`` for the
    text, ``ContextError`` for a tile, meld or flag the system does not have
    or flags that contradict the hand (``FlagValueError`` for a value no
    table can have), ``NotWinningError`` when no reading wins.
    """
    p = prepare(hand, context, rules, house)
    return evaluate(p.system, p.hand, p.ctx, p.rules)


def score_json(
    hand: str | Hand,
    context: WinContext | None = None,
    *,
    rules: str | System | Rules = DEFAULT,
    house: str | os.PathLike[str] | None = None,
) -> dict[str, Any]:
    """``score(...).to_dict()``, scored without the evidence the object does not show, byte for byte."""
    p = prepare(hand, context, rules, house)
    return evaluate(p.system, p.hand, p.ctx, p.rules, detail=False).to_dict()


def prepare(
    hand: str | Hand,
    ctx: WinContext | None,
    rules: str | System | Rules,
    house: str | os.PathLike[str] | None = None,
) -> Prepared:
    """Steps 1-6 of the pipeline for a 14-tile hand: everything but the system's judging of its readings."""
    p = prepare_table(hand, ctx, rules, house, 14)
    # 6. Ruling 17 for how the win came, then the system's own checks of the hand.
    check_win_flags(p.hand, p.ctx, p.system.seats)
    p.system.check(p.hand, p.ctx, p.rules)
    return p


def prepare_table(
    hand: str | Hand,
    ctx: WinContext | None,
    rules: str | System | Rules,
    house: str | os.PathLike[str] | None,
    tiles: int,
) -> Prepared:
    """Steps 1-5, shared with ``mcr waits`` (13 tiles, no winning tile yet): what the table allows.

    The arguments are of the types they say (``mcr_cli/api.py`` checked an API
    caller's); what they hold is checked here, a caller's ``Hand`` or
    ``WinContext`` field by field.
    """
    # 1. The rules in force, and so the system.
    table = rules_in_force(rules, house)
    system = table.system
    # 2. The hand: text parsed, or a Hand checked as the parser checks text.
    text, parsed = read_hand(hand, tiles)
    # 3. The context: types, then only flags the system has.
    ctx = _NO_CONTEXT if ctx is None else check_types(ctx, {f.name: f for f in system.own_flags})
    check_flags(system, ctx)
    # 4. Tiles, melds and offers the system has, each pointed at in the text.
    check_tiles(system, text, ctx, parsed)
    # 5. Seats that exist, and the system's checks of the context alone.
    check_seats(ctx, system.seats, system.label())
    system.check_table(ctx, table)
    return Prepared(system, parsed, ctx, table)


def rules_in_force(
    rules: str | System | Rules = DEFAULT, house: str | os.PathLike[str] | None = None
) -> Rules:
    """The table in force for the API's ``rules`` and ``house``: one of them says it.

    ``rules`` is a system's name or a ``System`` (its own table), or a
    ``Rules``: a table in force itself (``System.rules()``, ``with_settings``,
    ``load_house_rules``).  ``house`` is the path of a house-rule file, read
    as ``--rules-file`` reads it (``load_house_rules``); the file names its
    system, so beside it ``rules`` is left at its default or names that
    system, and a ``Rules`` table beside it is a ``ContextError``.
    """
    if house is None:
        if isinstance(rules, Rules):
            if not isinstance(checks.fields_of(rules)[0], System):
                raise ContextError(F.RULES_NO_SYSTEM(kind=type(checks.fields_of(rules)[0]).__name__))
            return rules
        return _system_named(rules).rules()
    table = _house_table(house)
    if isinstance(rules, Rules):
        raise ContextError(F.RULES_AND_HOUSE())
    if not (isinstance(rules, str) and rules == DEFAULT):
        system = _system_named(rules)
        if system is not table.system:
            source = "" if table.house is None else table.house.source
            said = F.HOUSE_OF_OTHER_SYSTEM(
                path=escape(source, 120), house=table.system.label(), system=system.label()
            )
            raise ContextError(said)
    return table


def _system_named(rules: str | System) -> System:
    """The system ``rules`` names (``find_system``) or is."""
    return find_system(rules) if isinstance(rules, str) else rules


def _house_table(house: str | os.PathLike[str]) -> Rules:
    """The rules of the house-rule file at ``house`` (a ``str`` or ``os.PathLike``); ``HouseRulesError``."""
    from .house import HouseRulesError, load_house_rules  # TOML is read only when a file is given

    path: object = house
    if isinstance(house, os.PathLike):
        try:
            path = os.fspath(house)
        except TypeError:  # a __fspath__ that gives neither str nor bytes
            raise HouseRulesError(F.HOUSE_PATH(value=show(house))) from None
    if not isinstance(path, str):  # a __fspath__ that gives bytes
        raise HouseRulesError(F.HOUSE_PATH(value=show(path)))
    return load_house_rules(path)


def read_hand(hand: str | Hand, tiles: int) -> tuple[str, Hand]:
    """Step 2: the hand's text and the ``Hand`` it is, parsed from text or checked as text is."""
    if isinstance(hand, str):
        return hand, parse_hand(hand, tiles)
    check_hand(hand, tiles)
    return format_hand(hand), hand


class Table:
    """A system, its rules in force and a context that passed steps 1, 3 and 5 (made by ``check_table``)."""

    __slots__ = ("ctx", "rules", "system")

    def __init__(self, system: System, ctx: WinContext, rules: Rules) -> None:
        self.system, self.ctx, self.rules = system, ctx, rules


def check_table(system: System | str, ctx: WinContext | None = None, rules: Rules | None = None) -> Table:
    """Steps 1, 3 and 5 alone: what the pipeline checks of the system, rules and context, before any hand.

    A batch line's flags are its table; log files repeat a few tables over
    millions of hands, so the command line checks each once
    (``score_json_at``).  Raises what ``score`` raises for them (and rules of
    another system, a ``ContextError``).
    """
    system, rules = system_and_rules(system, rules)
    ctx = _NO_CONTEXT if ctx is None else check_types(ctx, {f.name: f for f in system.own_flags})
    check_flags(system, ctx)
    check_seats(ctx, system.seats, system.label())
    system.check_table(ctx, rules)
    return Table(system, ctx, rules)


def score_json_at(table: Table, hand: str | Hand) -> dict[str, Any]:
    """``score_json(hand, ctx, rules=rules)`` at a checked table: steps 2, 4 and 6, then the lean path.

    The table's checks cannot fail, so a bad hand gives the error and the
    position ``score_json`` gives for it.
    """
    p = _at_table(table, hand)
    return evaluate(p.system, p.hand, p.ctx, p.rules, detail=False).to_dict()


def score_json_text_at(table: Table, hand: str | Hand) -> str | dict[str, Any]:
    """``score_json_at``'s object as its JSON text (``json_text.py``), or the object where that writer
    leaves it to ``json`` (horses, kongs, house rules: rare, and a house file's own words).

    The batch path of ``mcr score --json``: it writes a text as it is and
    encodes an object.  Raises what ``score_json_at`` raises.
    """
    p = _at_table(table, hand)
    result = evaluate(p.system, p.hand, p.ctx, p.rules, detail=False)
    text = json_text(result)
    return result.to_dict() if text is None else text


def _at_table(table: Table, hand: str | Hand) -> Prepared:
    """Steps 2, 4 and 6 for a hand at a table that passed ``check_table``."""
    system, ctx, rules = table.system, table.ctx, table.rules
    text, parsed = read_hand(hand, 14)
    check_tiles(system, text, ctx, parsed)
    check_win_flags(parsed, ctx, system.seats)
    system.check(parsed, ctx, rules)
    return Prepared(system, parsed, ctx, rules)


def system_and_rules(system: str | System, rules: Rules | None) -> tuple[System, Rules]:
    """The ``System`` (by name or itself) and its rules in force; ``ContextError`` for a mismatch."""
    if isinstance(system, str):
        system = find_system(system)
    if rules is None:
        return system, system.rules()
    if rules.system is not system:
        raise ContextError(F.RULES_SYSTEM(rules=rules.system.label(), system=system.label()))
    return system, rules


def check_flags(system: System, ctx: WinContext) -> None:
    """Every flag the context sets must be one the system has; the error names the first that is not.

    A field counts as set when it is not its default (the API's only way to
    say it); which flags the system has, ``System.flag_names`` says, as it
    does for the command line (``flags.flag_names``).  The command line refuses
    a flag given at its default (``--flowers 0``) itself, before the context is built.
    """
    if ctx is _NO_CONTEXT:
        return
    has = system.flag_names()
    for name in given_names(ctx):
        if name not in has:
            raise refuse(TABLE_BY_NAME[name].field if name in TABLE_BY_NAME else Field(name), system)


def narrows(system: System) -> bool:
    """Whether the system has fewer tiles, melds or offers than the notation (MCR has them all)."""
    return len(system.tiles) < 34 or len(system.melds) < 3 or system.offers is not None


def check_tiles(system: System, text: str, ctx: WinContext | None = None, hand: Hand | None = None) -> None:
    """A tile, meld kind or offer the system does not have is an error at its position.

    With ``ctx``, the system may also refuse a meld for what the context makes of it
    (``System.meld_error``: a wild tile in a meld).  With ``hand`` (``text`` parsed),
    a hand with nothing to refuse is passed on what it holds: only an error needs
    the text scanned again for positions.
    """
    if not narrows(system) and not system.meld_rules:
        return
    if hand is not None and _fits(system, hand, ctx):
        return
    scanned = scan(text)
    for tile, pos in sorted(scanned.standing + scanned.meld_tiles, key=lambda tp: tp[1]):
        if tile not in system.tiles:
            raise InvalidHandError(F.TILE_NOT_IN_SYSTEM(tile=tile_name(tile), system=system.label()), pos)
    for meld, pos in zip(scanned.melds, scanned.meld_positions, strict=True):
        if meld.kind not in system.melds:
            raise InvalidHandError(
                F.MELD_NOT_IN_SYSTEM(kind=kind_word(meld.kind), system=system.label()), pos
            )
        allowed = None if system.offers is None else system.offers.get(meld.kind)
        if allowed is not None and meld.offer not in allowed:
            shown = ", ".join(map(str, sorted(allowed)))
            said = F.OFFER_NOT_IN_SYSTEM(
                offer=meld.offer, kind=kind_word(meld.kind), system=system.label(), allowed=shown
            )
            raise InvalidHandError(said, pos)
        why = None if ctx is None else system.meld_error(meld, ctx)
        if why:
            raise InvalidHandError(why, pos)


def _fits(system: System, hand: Hand, ctx: WinContext | None) -> bool:
    """Whether ``check_tiles`` finds nothing in ``hand``: its tiles, melds and offers the system's."""
    tiles = system.tiles
    for tile in hand.standing:
        if tile not in tiles:
            return False
    if hand.win_tile is not None and hand.win_tile not in tiles:
        return False
    offers = system.offers
    for meld in hand.melds:
        if meld.kind not in system.melds:
            return False
        for tile in meld.tiles:
            if tile not in tiles:
                return False
        allowed = None if offers is None else offers.get(meld.kind)
        if allowed is not None and meld.offer not in allowed:
            return False
        if ctx is not None and system.meld_error(meld, ctx):
            return False
    return True


def kind_word(kind: MeldKind) -> Said:
    """A meld's kind as a word of a message (``a chow meld``): ``顺子`` in Chinese."""
    return {MeldKind.CHOW: F.CHOW_WORD, MeldKind.PUNG: F.PUNG_WORD}.get(kind, F.KONG_WORD)()
