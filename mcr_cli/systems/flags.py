"""Flags, declared once: what a flag is called, what it holds, its range, its help and its default.

A ``Flag`` is all that the command line, the batch-line reader, the API's
checks and the "``--X`` is not part of SYSTEM" errors need to know of it;
each of them is derived from the declaration, so a system that adds a flag
declares it in its own package (``systems/NAME/__init__.py``) and nothing else.

``TABLE`` holds what happened at the table, which any system may read and
``WinContext`` has a field for (self-drawn, the winds, the discarder, the
flowers, the dealer, the indicator…).  A system's own flags (``--horses``,
``--revealed``) ride in ``WinContext.extra``; the numbers of the rules in
force (``--base``, ``--cap``, ``--min-fan``) are ``Setting``s, not flags of
the context.

A flag's fault names it as a field (``Flag.field``): ``flowers`` to a
Python caller, ``--flowers`` on the command line (``faults.Field``).

    >>> TABLE_BY_NAME["flowers"].option
    '--flowers'
    >>> said = TABLE_BY_NAME["flowers"].value_error(9)
    >>> str(said), said.text(flags=True)
    ('flowers 9: out of range (0-8)', '--flowers 9: out of range (0-8)')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..faults import Field, Said, option_of
from ..limits import show
from .faults import (
    EITHER,
    MUST_BE,
    NOT_A_SEAT,
    NOT_A_TILE,
    NOT_VALID,
    NOT_WHOLE,
    OUT_OF_RANGE,
    WHOLE_IN_RANGE,
)

SWITCH = "switch"
"""On or off (``--self-drawn``): ``True``/``False``."""
SEAT = "seat"
"""A seat or wind letter (``E S W N``), held as its index 0-3."""
NUMBER = "number"
"""A whole number in ``low..high``."""
TILE = "tile"
"""One tile (``7p``, ``C``), held as its number 0-33."""
TEXT = "text"
"""Words the flag's own ``parse`` reads (``--horses E:1s5p``); ``valid`` checks an API value."""


class Flag:
    """One flag of ``mcr score`` (and of a batch line, and a field of the API's context).

    A plain class, not a named tuple: the command line builds every flag's
    declaration at start-up, where a named tuple's class costs a millisecond.
    """

    __slots__ = (
        "before_win",
        "default",
        "help",
        "high",
        "kind",
        "low",
        "metavar",
        "name",
        "parse",
        "repeat",
        "short",
        "valid",
    )

    def __init__(
        self,
        name: str,
        kind: str,
        help: str,
        default: Any = None,
        low: int = 0,
        high: int = 0,
        *,
        short: str = "",
        metavar: str = "",
        repeat: bool = False,
        parse: Callable[[str], Any] | None = None,
        valid: Callable[[Any], bool] | None = None,
        before_win: bool = False,
    ) -> None:
        self.name = name
        """The context field, ``seat_wind``; the option is ``--seat-wind``."""
        self.kind = kind
        self.help = help
        self.default = default
        self.low = low
        self.high = high
        self.short = short
        """A one-letter form, ``-t``."""
        self.metavar = metavar
        self.repeat = repeat
        """Given more than once (``--horses`` of each seat): the value is a tuple of each one's value."""
        self.parse = parse
        """For ``TEXT``: one given word → its value; raises ``FlagValueError``."""
        self.valid = valid
        """For ``TEXT``: whether an API caller's value is of the right shape."""
        self.before_win = before_win
        """Known before the win (the winds, the wilds, the stakes): ``mcr waits`` takes it too."""

    def __repr__(self) -> str:
        return f"Flag({self.name!r}, {self.kind!r})"

    @property
    def option(self) -> str:
        return option_of(self.name)

    @property
    def field(self) -> Field:
        """The flag as its faults name it: the field ``seat_wind``, ``--seat-wind`` on the command line."""
        return Field(self.name)

    def value_error(self, value: object) -> Said | None:
        """Why ``value`` (as an API caller or a parser gives it) cannot be this flag's, or ``None``."""
        kind = self.kind
        if kind == SWITCH:
            if isinstance(value, bool):
                return None
            return MUST_BE(flag=self.field, expects=EITHER(one="True", other="False"), value=show(value))
        if value is None and self.default is None:
            return None
        if kind == SEAT:
            if type(value) is not int or not 0 <= value <= 3:
                return NOT_A_SEAT(flag=self.field, value=show(value))
            return None
        if kind == TILE:
            if type(value) is not int or not 0 <= value <= 33:
                return NOT_A_TILE(flag=self.field, value=show(value))
            return None
        if kind == NUMBER:
            if type(value) is not int:
                return NOT_WHOLE(flag=self.field, value=show(value))
            if not self.low <= value <= self.high:
                return OUT_OF_RANGE(flag=self.field, value=show(value), low=self.low, high=self.high)
            return None
        if self.valid is not None and not self.valid(value):
            return NOT_VALID(flag=self.field, value=show(value))
        return None


def switch(name: str, help: str, *, short: str = "", before_win: bool = False) -> Flag:
    return Flag(name, SWITCH, help, False, short=short, before_win=before_win)


def seat(name: str, help: str, default: int | None = 0, *, before_win: bool = False) -> Flag:
    return Flag(name, SEAT, help, default, metavar="[E|S|W|N]", before_win=before_win)


TABLE: tuple[Flag, ...] = (
    switch("self_drawn", "Won by self-draw (自摸); default: on a discard.", short="-t"),
    switch("fourth_tile", "The winning tile is the last of its kind (和绝张)."),
    switch("kong", "With -t: on a kong replacement (杠上开花); without: robbed a kong (抢杠和)."),
    switch("last_tile", "With -t: the wall's last tile (妙手回春); without: the last discard."),
    seat("seat_wind", "The winner's seat wind (门风) [default: E].", before_win=True),
    seat("prevalent_wind", "The round wind (圈风) [default: E].", before_win=True),
    Flag(
        "flowers", NUMBER, "Flower tiles laid out (0-8) [default: 0].", 0, 0, 8, metavar="N", before_win=True
    ),
    seat("discarder", "Seat that discarded the winning tile [default: winner's left].", None),
    switch("after_kong", "Won on the discard made right after a kong (杠上炮)."),
    Flag("indicator", TILE, "The flipped tile that sets the wilds.", metavar="TILE", before_win=True),
    Flag("wild", TILE, "The wild tile itself (推倒胡).", metavar="TILE", before_win=True),
    switch("heavenly", "The dealer won on his dealt tiles (天胡)."),
    switch("earthly", "A non-dealer self-drew his first tile (地胡)."),
    seat("dealer", "The dealer (庄家) [default: E].", before_win=True),
)
"""What happened at the table: every field of ``WinContext`` but ``extra``, in its order."""

TABLE_BY_NAME: dict[str, Flag] = {f.name: f for f in TABLE}


class Limit:
    """A setting the rest of the rules in force bound: above ``bound(rules)`` no win of a kind could be.

    A declaration of a system (``System.limits``), checked by
    ``Rules.contradiction`` wherever rules are made: a house-rule file, a
    flag (``--cap``, ``--min-fan``), ``Rules.with_settings``.  ``bound_name``
    and ``why`` say it: ``min_fan = 3 is above the cap (1): no hand under the
    cap could win``.
    """

    __slots__ = ("bound", "bound_name", "setting", "why")

    def __init__(self, setting: str, bound: Callable[[Any], int | None], bound_name: Said, why: Said) -> None:
        self.setting = setting
        self.bound = bound
        self.bound_name = bound_name
        self.why = why


class Setting:
    """A value of the rules in force (``base``, ``cap``, a switch): a house-rule file may set it.

    ``kind`` is ``NUMBER`` (a whole number in ``low..high``), ``SWITCH``
    (``true``/``false``) or ``TEXT`` (one of ``choices``: ``robbed_pays =
    "one"``).  A ``NUMBER`` with ``flag`` is also a flag of ``mcr score``
    (``--cap N``), which overrides the house-rule file's value for that hand.
    """

    __slots__ = ("choices", "default", "description", "flag", "high", "kind", "low", "name")

    def __init__(
        self,
        name: str,
        default: int | str | None,
        low: int,
        high: int,
        description: str,
        flag: bool = False,
        *,
        kind: str = NUMBER,
        choices: tuple[str, ...] = (),
    ) -> None:
        self.name = name
        self.default = default
        self.low = low
        self.high = high
        self.description = description
        self.flag = flag
        self.kind = kind
        self.choices = choices

    def __repr__(self) -> str:
        return f"Setting({self.name!r}, {self.default!r}, {self.low}, {self.high})"

    @property
    def option(self) -> str:
        return option_of(self.name)

    @property
    def field(self) -> Field | str:
        """The setting as its faults name it: a field said as its flag on the command line (``--cap``), or,
        for one that is no flag, its name everywhere (``robbed_pays``, as a house-rule file writes it)."""
        return Field(self.name) if self.flag else self.name

    def expects(self) -> Said | str:
        """What a value must be, for messages: a whole number (1-3), true or false, "all" or "one".

        >>> str(ROBBED_PAYS.expects())
        '"all" or "one"'
        """
        if self.kind == SWITCH:
            return EITHER(one="true", other="false")
        if self.kind == TEXT:
            words = [f'"{c}"' for c in self.choices]
            said: Said | str = words[0] if words else ""
            for word in words[1:]:
                said = EITHER(one=said, other=word)
            return said
        return WHOLE_IN_RANGE(low=self.low, high=self.high)

    def value_error(self, value: object) -> Said | None:
        """Why ``value`` cannot be this setting's, or ``None``."""
        if self.kind == SWITCH:
            if isinstance(value, bool):
                return None
            return MUST_BE(flag=self.field, expects=self.expects(), value=show(value))
        if self.kind == TEXT:
            if isinstance(value, str) and value in self.choices:
                return None
            return MUST_BE(flag=self.field, expects=self.expects(), value=show(value))
        if type(value) is not int:
            return NOT_WHOLE(flag=self.field, value=show(value))
        if not self.low <= value <= self.high:
            return OUT_OF_RANGE(flag=self.field, value=show(value), low=self.low, high=self.high)
        return None


def toml_value(value: object) -> str:
    """A setting's value as a house-rule file writes it: ``true``, ``"one"``, ``3``.

    >>> toml_value(False), toml_value("one"), toml_value(3)
    ('false', '"one"', '3')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return "none" if value is None else str(value)


ROBBED_PAYS = Setting(
    "robbed_pays",
    "all",
    0,
    0,
    'robbing a kong: the robbed player pays for the whole table ("all", 抢杠全包) or one share ("one")',
    kind=TEXT,
    choices=("all", "one"),
)
"""T8 and J8 (rev. 2): 抢杠全包 by default; ``"one"`` restores revision 1's single share."""


BASE = Setting("base", 1, 1, 1_000_000, "底分: multiplies every amount", flag=True)
"""Every system but MCR has a base (MCR's 底分 8 is part of its payments, not a multiplier)."""


def flag_names(
    reads: tuple[str, ...], own: tuple[Flag, ...], settings: tuple[Setting, ...]
) -> frozenset[str]:
    """Every flag a system has: the table's it reads, its own, its settings that are flags, the round's wind.

    The one answer to whether a flag belongs to a system, for its declaration
    (``Declaration.flag_names``) and its ``System`` alike.  The prevalent wind
    is every system's (a hand is always played in a round), read or not.
    """
    setting_flags = (s.name for s in settings if s.flag)
    return frozenset((*reads, "prevalent_wind", *(f.name for f in own), *setting_flags))
