"""The flags of ``mcr score`` and ``mcr waits``, derived from the declarations of every system.

Nothing here names a flag: the table's flags (``systems/flags.py``), each
system's own flags and its settings (``systems/NAME/__init__.py``) become the
click options, the batch-line parser's options, and the context and rules
of a line.  A flag given that the chosen system lacks is refused by name —
``--flowers 0`` too, though its value is the default: on a command line,
given means written.
"""

from __future__ import annotations

from functools import cache
from operator import itemgetter
from typing import Any

import click

from .. import systems
from ..errors import ContextError
from ..model.tiles import SEATS, Tile, parse_tile_name
from ..systems import DEFAULT, find_system
from ..systems.base import Rules, System
from ..systems.context import WinContext
from ..systems.declaration import Declaration
from ..systems.flags import NUMBER, SEAT, SWITCH, TABLE, TEXT, TILE, Flag, Setting
from ..systems.scoring import Table, check_table, score_json, score_json_at, score_json_text_at
from .options import FILE, StrictInt, WindChoice
from .registry import SystemChoice


class TileType(click.ParamType):  # type: ignore[type-arg,unused-ignore]
    """One tile: ``7p``, ``5z`` or an honor letter (``E``, ``C``)."""

    name = "tile"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Tile:
        if isinstance(value, int):
            return value
        try:
            return parse_tile_name(str(value))
        except ValueError:
            from .faults import NOT_A_TILE, SaidBadParameter

            raise SaidBadParameter(NOT_A_TILE(text=repr(str(value)[:20])), param, ctx) from None


Registry = tuple[Declaration, ...]
"""The systems as they stand (``systems.SYSTEMS``): what each table below is kept by, so that a
system registered at run time is in the next one asked for, with no cache to clear."""


def declarations() -> Registry:
    """Every system's declaration, in the order of ``SYSTEMS``, as it stands."""
    return systems.SYSTEMS


def own_flags() -> dict[str, tuple[Flag, tuple[str, ...]]]:
    """Each system-own flag by name, with the systems that have it."""
    return _own_flags(systems.SYSTEMS)


@cache
def _own_flags(registry: Registry) -> dict[str, tuple[Flag, tuple[str, ...]]]:
    out: dict[str, tuple[Flag, tuple[str, ...]]] = {}
    for d in registry:
        for f in d.flags:
            out[f.name] = (f, (*out[f.name][1], d.name) if f.name in out else (d.name,))
    return out


def setting_flags() -> dict[str, tuple[Setting, int, int, tuple[str, ...]]]:
    """Each setting that is a flag, by name: a declaration, the widest range any system has, its systems."""
    return _setting_flags(systems.SYSTEMS)


@cache
def _setting_flags(registry: Registry) -> dict[str, tuple[Setting, int, int, tuple[str, ...]]]:
    out: dict[str, tuple[Setting, int, int, tuple[str, ...]]] = {}
    for d in registry:
        for s in d.settings:
            if not s.flag:
                continue
            if s.name in out:
                first, low, high, names = out[s.name]
                out[s.name] = (first, min(low, s.low), max(high, s.high), (*names, d.name))
            else:
                out[s.name] = (s, s.low, s.high, (d.name,))
    return out


def _option(flag: Flag) -> click.Option:
    names = [flag.option, *([flag.short] if flag.short else [])]
    if flag.kind == SWITCH:
        return click.Option(names, is_flag=True, help=flag.help)
    kind: Any
    if flag.kind == SEAT:
        kind = WindChoice(list(SEATS), case_sensitive=False)
    elif flag.kind == NUMBER:
        kind = StrictInt(flag.low, flag.high)
    elif flag.kind == TILE:
        kind = TileType()
    else:
        kind = click.STRING
    return click.Option(names, type=kind, metavar=flag.metavar or None, multiple=flag.repeat, help=flag.help)


def system_params(*, before_win: bool = False) -> list[click.Parameter]:
    """``--rules``, ``--rules-file`` and every declared flag (``before_win``: those ``mcr waits`` takes)."""
    table = [_option(f) for f in TABLE if f.before_win or not before_win]
    rules = [
        click.Option(
            ["--rules"],
            type=SystemChoice(),
            default=None,
            help=f"Scoring system [default: {DEFAULT}]; see `mcr rules`.",
        ),
        click.Option(
            ["--rules-file"],
            type=FILE,
            metavar="FILE.toml",
            help="House rules: a TOML file naming a system and the values a club changes.",
        ),
    ]
    settings = [
        click.Option(
            [s.option],
            type=StrictInt(low, high),
            metavar="N",
            help=f"{s.description} ({', '.join(names)}).",
        )
        for s, low, high, names in setting_flags().values()
    ]
    own = [_option(f) for f, _ in own_flags().values() if f.before_win or not before_win]
    return [*table, *rules, *settings, *own]


def flag_names(*, before_win: bool = False) -> list[str]:
    """The parameter names of ``system_params``: a batch refuses each of them on its command line."""
    return [p.name for p in system_params(before_win=before_win) if p.name]


def _given(value: Any) -> bool:
    return value is not None and value is not False and value != ()


def _systems_having(name: str) -> tuple[str, ...]:
    """The systems that have flag ``name``, as each one's declaration says (``flags.flag_names``)."""
    return tuple(d.name for d in systems.SYSTEMS if name in d.flag_names())


def _lacked(system: System) -> tuple[str, ...]:
    """The declared flags ``system`` does not have, as ``System.flag_names`` says (``flags.flag_names``)."""
    return _lacked_in(system, systems.SYSTEMS)


@cache
def _lacked_in(system: System, registry: Registry) -> tuple[str, ...]:
    has = system.flag_names()
    declared = (*(f.name for f in TABLE), *_setting_flags(registry), *_own_flags(registry))
    return tuple(n for n in declared if n not in has)


def refuse_missing(system: System, params: dict[str, Any]) -> None:
    """A flag written on the line that ``system`` lacks is an error naming it and who has it."""
    for name in _lacked(system):
        if not _given(params.get(name)):
            continue
        flag = "--" + name.replace("_", "-")
        from .faults import FLAG_OF_OTHER_SYSTEMS, SYSTEMS_HAVING

        others = ", ".join(_systems_having(name))
        hint = SYSTEMS_HAVING(systems=others) if others else ""
        raise ContextError(FLAG_OF_OTHER_SYSTEMS(flag=flag, system=system.label(), hint=hint))


_DEFAULT_RULES: dict[str, Rules] = {}


def rules_of(params: dict[str, Any]) -> Rules:
    """The rules in force for ``--rules``/``--rules-file``, ``--base``/``--cap``/``--min-fan`` over them.

    A house-rule file names its own system; ``--rules`` beside it must agree.
    """
    name, path = params.get("rules"), params.get("rules_file")
    if path is not None:
        from ..systems.house import load_house_rules

        rules = load_house_rules(path)
        if name is not None and name != rules.system.name:
            from .faults import RULES_AND_RULES_FILE

            raise ContextError(RULES_AND_RULES_FILE(name=name, path=path, system=rules.system.name))
    else:
        name = name or DEFAULT
        rules = _DEFAULT_RULES.get(name) or _DEFAULT_RULES.setdefault(name, find_system(name).rules())
    refuse_missing(rules.system, params)
    given = {s: params[s] for s in setting_flags() if params.get(s) is not None}
    return rules.with_settings(**given) if given else rules


def context_of(system: System, params: dict[str, Any]) -> WinContext:
    """The ``WinContext`` the line's flags describe (checked against the hand by the core)."""
    fields: dict[str, Any] = {}
    for flag in TABLE:
        value: Any = params.get(flag.name)
        if not _given(value):
            continue
        fields[flag.name] = SEATS.index(value.upper()) if flag.kind == SEAT else value
    extra = []
    for flag in system.own_flags:
        value = params.get(flag.name)
        if not _given(value):
            continue
        if flag.kind == TEXT and flag.parse is not None:
            value = tuple(map(flag.parse, value)) if flag.repeat else flag.parse(value)
        extra.append((flag.name, value))
    if extra:
        fields["extra"] = tuple(extra)
    return WinContext(**fields)


_PER_HAND = frozenset({"hand", "expect", "expect_fans"})
"""The parameters of a line that are not its table: the hand, and what it must score."""
_TABLES: dict[tuple[itemgetter[Any], Any], Table] = {}
"""The checked table of each set of flags seen: a batch of millions of hands has a few."""
_TABLES_HELD = 512
_KEYS: dict[tuple[str, ...], itemgetter[Any]] = {}


def lean_score(hand: str, params: dict[str, Any]) -> dict[str, Any]:
    """``score_json`` of ``hand`` under the line's flags, each set of flags read and checked once.

    The errors are those of ``rules_of``, ``context_of`` and ``score_json``,
    in that order: a table whose check fails is never kept, and its line goes
    the whole way through ``score_json`` (so a bad hand is still reported
    before a bad flag).  A house-rule file is read every time, as it may change.
    """
    table = lean_table(params)
    return _score_unkept(hand, params) if table is None else score_json_at(table, hand)


def lean_score_text(hand: str, params: dict[str, Any]) -> str | dict[str, Any]:
    """``lean_score`` as its JSON text (``systems/json_text.py``), or the object left to ``json``."""
    table = lean_table(params)
    return _score_unkept(hand, params) if table is None else score_json_text_at(table, hand)


def lean_table(params: dict[str, Any]) -> Table | None:
    """The checked table of the line's flags, kept per set of flags; ``None`` for one not to keep.

    ``None``: a house-rule file (read every time, as it may change), or a
    table whose check fails (``_score_unkept`` reports it, after the hand).
    """
    if params.get("rules_file") is not None:
        return None
    names = tuple(params)  # a batch's lines have the same parameters, in the same order
    getter = _KEYS.get(names)
    if getter is None:
        getter = _KEYS.setdefault(names, itemgetter(*[n for n in names if n not in _PER_HAND]))
    key = (
        getter,
        getter(params),
    )  # the getter says which names the values are of (click orders them as given)
    table = _TABLES.get(key)
    if table is None:
        rules = rules_of(params)
        ctx = context_of(rules.system, params)
        try:
            table = check_table(rules.system, ctx, rules)
        except ValueError:
            return None
        if len(_TABLES) >= _TABLES_HELD:
            _TABLES.clear()
        _TABLES[key] = table
    return table


def _score_unkept(hand: str, params: dict[str, Any]) -> dict[str, Any]:
    """``score_json`` the whole way: a house-rule file's table, or one whose check fails."""
    rules = rules_of(params)
    return score_json(hand, context_of(rules.system, params), rules=rules)


def join_groups(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> str | None:
    """The hand's words (``123m 456p 789s EEE SS``) as one text, a space between groups; ``None`` if none.

    A byte that is not UTF-8 reaches Python as a lone surrogate (``$'\\xff'`` is
    ``'\\udcff'``), which would go to standard output as the raw byte.  It
    becomes U+FFFD here, as in a batch line, so the hand is refused with a caret
    under that character and what is printed stays UTF-8:

    >>> join_groups(None, None, ("1m\\udcff", "2m"))  # type: ignore[arg-type]
    '1m\\ufffd 2m'
    """
    if not value:
        return None
    text = " ".join(value)
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace") if not text.isascii() else text


def hand_argument() -> click.Argument:
    """``HAND``: one word or several (groups written apart), joined by single spaces.

    On the command line and in a batch line alike, a word that starts with
    ``-`` is a flag (and the flag's value, if it takes one, is its next word);
    every other word is a group of the hand.  The core reads the joined text
    as people write it (``docs/notation.md``).
    """
    return click.Argument(["hand"], nargs=-1, required=False, callback=join_groups, metavar="HAND")
