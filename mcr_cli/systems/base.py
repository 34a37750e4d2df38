"""What every scoring system is made of: patterns as data, a context, the rules in force, a ``System``.

A system (推倒胡, 卡五星, …) is one ``System`` object in a module of its own:
its tiles and melds, the flags it reads, its table of ``Pattern`` rows
(value or factor, what each does not also count), and ``evaluate``, which
judges the readings of a hand and settles who pays.  Everything shared —
notation, readings, the checks of tiles and flags against the system,
payments arithmetic, rendering — lives beside it and knows no system by name.

``Rules`` is a system's table as it is in force: the system's own values
with a club's house rules (``house.py``) laid over them.  Predicates read
values through it, so ``mcr rules NAME``, the scorer and a house-rule file
all read the one table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

from ..errors import ContextError
from ..model.hand import Hand, Meld, MeldKind
from ..model.tiles import Tile
from .house_types import HouseRules

if TYPE_CHECKING:
    from .result import SystemResult


class Pattern(NamedTuple):
    """One row of a system's table.

    ``kind`` says how the value counts: ``"fan"`` is added (points or 番),
    ``"factor"`` multiplies; a system may use finer kinds (鸡平胡's
    ``"base"``, ``"addon"``, ``"special"``) that its own ``evaluate`` reads.
    ``excludes`` names (in Chinese) the patterns it does not also count (不计).
    """

    zh: str
    en: str
    value: int
    kind: str
    description: str
    excludes: tuple[str, ...] = ()
    ruling: str = ""


class Setting(NamedTuple):
    """A number of the system a house-rule file may change (``cap``, ``base``, ``min_fan``)."""

    name: str
    default: int | None
    low: int
    high: int
    description: str


class Rules(NamedTuple):
    """A system's table in force: its values, the patterns switched off, its settings."""

    system: System
    values: Mapping[str, int]
    off: frozenset[str]
    settings: Mapping[str, int | None]
    house: HouseRules | None = None

    def value(self, zh: str) -> int:
        """The value (points, 番 or factor) of pattern ``zh`` in force."""
        return self.values[zh]

    def on(self, zh: str) -> bool:
        """Whether pattern ``zh`` counts at all (a house rule may switch it off)."""
        return zh not in self.off

    def setting(self, name: str) -> int | None:
        return self.settings.get(name)

    def pattern(self, zh: str) -> Pattern:
        """The row of ``zh`` with the value in force."""
        return self.system.pattern(zh)._replace(value=self.values[zh])


class SystemContext(NamedTuple):
    """How a hand was won, for any system: the flags of ``mcr score``.

    Seats are indices into the system's seat letters (0 East …).  ``given``
    names the flags that were set on the command line or batch line, so that a
    system can refuse the ones it does not have (``--flowers`` in 推倒胡) by
    name, even when their value is the default.
    """

    self_drawn: bool = False
    kong: bool = False
    last_tile: bool = False
    after_kong: bool = False
    fourth_tile: bool = False
    seat_wind: int = 0
    prevalent_wind: int = 0
    discarder: int | None = None
    flowers: int = 0
    base: int = 1
    indicator: Tile | None = None
    wild: Tile | None = None
    horses: tuple[tuple[int, tuple[Tile, ...]], ...] = ()
    heavenly: bool = False
    earthly: bool = False
    dealer: int = 0
    revealed: bool = False
    cap: int | None = None
    min_fan: int | None = None
    zuozhuang: bool = False
    lazhuang: tuple[tuple[int, int], ...] = ()
    chan: bool = False
    given: frozenset[str] = frozenset()

    def discarder_seat(self, seats: int = 4) -> int | None:
        """The seat that discarded the winning tile (the winner's 上家 unless given); ``None`` self-drawn."""
        if self.self_drawn:
            return None
        return (self.seat_wind - 1) % seats if self.discarder is None else self.discarder


FLAG_NAMES: dict[str, str] = {
    "self_drawn": "--self-drawn",
    "kong": "--kong",
    "last_tile": "--last-tile",
    "after_kong": "--after-kong",
    "fourth_tile": "--fourth-tile",
    "seat_wind": "--seat-wind",
    "prevalent_wind": "--prevalent-wind",
    "discarder": "--discarder",
    "flowers": "--flowers",
    "base": "--base",
    "indicator": "--indicator",
    "wild": "--wild",
    "horses": "--horses",
    "heavenly": "--heavenly",
    "earthly": "--earthly",
    "dealer": "--dealer",
    "revealed": "--revealed",
    "cap": "--cap",
    "min_fan": "--min-fan",
    "zuozhuang": "--zuozhuang",
    "lazhuang": "--lazhuang",
    "chan": "--chan",
}
"""Each context field and the flag that sets it, for errors that name the flag."""


class System:
    """A scoring system: subclass it in a module of ``mcr_cli/systems`` and register it in ``__init__``.

    Class attributes declare the system; ``evaluate`` scores a checked hand.
    ``score`` in ``scoring.py`` does the checks every system shares first.
    """

    name: str = ""
    zh: str = ""
    en: str = ""
    source: str = ""
    """Where the table comes from, one line for ``mcr rules``."""
    seats: str = "ESWN"
    tiles: frozenset[Tile] = frozenset(range(34))
    melds: frozenset[MeldKind] = frozenset(MeldKind)
    offers: Mapping[MeldKind, frozenset[int]] | None = None
    """Meld offers the system allows, where it narrows the notation's (三人: no 'across')."""
    flags: frozenset[str] = frozenset({"self_drawn", "seat_wind", "prevalent_wind", "discarder"})
    """Context fields the system reads; any other flag given is an error naming it."""
    patterns: tuple[Pattern, ...] = ()
    settings: tuple[Setting, ...] = ()
    """Numbers a house-rule file may set besides ``base`` (which every system has): ``cap``, ``min_fan``."""
    formula: str = ""
    """How the total is formed, one line for ``mcr rules`` (``(Σ patterns) × factors × base``)."""
    notes: tuple[str, ...] = ()
    """The system's rulings, one line each, for ``mcr rules NAME``."""

    def pattern(self, zh: str) -> Pattern:
        for p in self.patterns:
            if p.zh == zh:
                return p
        raise KeyError(zh)

    def rules(self, house: HouseRules | None = None) -> Rules:
        """The table in force: the system's values, with ``house`` laid over them."""
        values = {p.zh: p.value for p in self.patterns}
        settings: dict[str, int | None] = {"base": 1, **{s.name: s.default for s in self.settings}}
        off: frozenset[str] = frozenset()
        if house is not None:
            values.update(house.values)
            settings.update(house.settings)
            off = frozenset(house.off)
        return Rules(self, values, off, settings, house)

    def check(self, hand: Hand, ctx: SystemContext) -> None:
        """System-specific checks of the hand and its context; raise ``ContextError``."""

    def meld_error(self, meld: Meld, ctx: SystemContext) -> str | None:
        """Why ``meld`` cannot be in this hand under ``ctx`` (a wild tile in a meld), or ``None``.

        Asked with the meld's place in the text, so the error points at its ``[``.
        """
        return None

    def evaluate(self, hand: Hand, ctx: SystemContext, rules: Rules) -> SystemResult:
        """Score a checked hand: the best reading, its patterns, total and payments."""
        raise NotImplementedError

    def formula_in_force(self, rules: Rules) -> str:
        """``formula`` with the numbers of ``rules`` (a house cap, base, factor), for ``mcr rules``.

        A system whose formula names a number a house-rule file may change
        overrides it; with the system's own rules it is ``formula`` itself.
        """
        return self.formula


def refuse(flag: str, system: System, why: str = "") -> ContextError:
    """The error for a flag the system does not have.

    >>> class Demo(System):
    ...     name, zh = "demo", "示例"
    >>> str(refuse("--flowers", Demo(), "it has no flowers"))
    '--flowers is not part of 示例 (demo): it has no flowers'
    """
    return ContextError(f"{flag} is not part of {system.zh} ({system.name})" + (f": {why}" if why else ""))
