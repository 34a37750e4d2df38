"""How a hand was won, for every system: one ``WinContext``, checked the one way (ruling 17).

What happened at the table is one type, whatever the system: its fields are
``flags.TABLE``, and a system's own flags (``--horses``, ``--revealed``)
ride in ``extra`` as ``(name, value)`` pairs.  The numbers of the rules in
force (``base``, ``cap``, ``min_fan``) are not here: they are the
``Rules``' (``base.py``), whether a house-rule file or a flag set them.

A field counts as given when it differs from its default: the API cannot
say more, and the command line gives the same answer by building the
context from the flags it was given.
"""

from typing import Any, NamedTuple

from ..errors import ContextError, FlagValueError
from ..faults import Field, on
from ..limits import show
from ..model.checks import fields_of
from ..model.hand import Hand
from ..model.meld import MeldKind
from ..model.records import guard_record
from ..model.tiles import SEATS, Tile
from . import faults as F
from .flags import TABLE_BY_NAME, Flag


class WinContext(NamedTuple):
    """How the hand was won, from the flags of ``mcr score``.

    Winds and seats are indices into the system's seat letters (0 East … 3
    North).  ``discarder`` is the seat that discarded the winning tile;
    ``None`` means the winner's left (上家).  ``kong`` means a kong
    replacement when self-drawn, robbing a kong otherwise; ``last_tile`` the
    wall's last tile or the last discard.  ``extra`` holds the system's own
    flags, read with ``get``.

    A field it lacks, or more than its 15 values, is a ``ContextError``
    naming it (``WinContext(selfdrawn=True)``: did you mean self_drawn?);
    what the fields hold is checked when the context is used
    (``check_types``, by every scorer and the waits).
    """

    self_drawn: bool = False
    fourth_tile: bool = False
    kong: bool = False
    last_tile: bool = False
    seat_wind: int = 0
    prevalent_wind: int = 0
    flowers: int = 0
    discarder: int | None = None
    after_kong: bool = False
    indicator: Tile | None = None
    wild: Tile | None = None
    heavenly: bool = False
    earthly: bool = False
    dealer: int = 0
    extra: tuple[tuple[str, object], ...] = ()

    def discarder_seat(self, seats: int = 4) -> int | None:
        """The seat that pays for a discard win (the winner's 上家 unless given); ``None`` self-drawn."""
        if self.self_drawn:
            return None
        return (self.seat_wind - 1) % seats if self.discarder is None else self.discarder

    def get(self, flag: Flag) -> Any:
        """The value of a system's own ``flag``: as given in ``extra``, or its default."""
        for name, value in self.extra:
            if name == flag.name:
                return value
        return flag.default


guard_record(WinContext, ContextError)

FIELD_FLAGS: tuple[Flag, ...] = tuple(TABLE_BY_NAME[name] for name in WinContext._fields if name != "extra")
"""The flag of each field, by the field's name, in the fields' order: a field without a flag is an
error at import, and ``tests/systems/test_context_fields.py`` holds each flag's default to its field's.

The fields are written out above, not made from ``flags.TABLE``: type checkers and the compiler read a
``NamedTuple``'s fields from its class body only."""

SystemContext = WinContext
"""The name this context had beside MCR's before there was one context; kept for callers of the API."""


def given_names(ctx: WinContext) -> list[str]:
    """The table fields set to something else than their default, in their order, then ``extra``'s."""
    fields = fields_of(ctx)  # as they are: this may run before check_types
    names = [f.name for f, field in zip(FIELD_FLAGS, fields, strict=False) if field != f.default]
    return names + [name for name, _ in _pairs(fields[-1])]


def _pairs(extra: object) -> tuple[tuple[Any, Any], ...]:
    """``WinContext.extra`` if it is a tuple of pairs; ``ContextError`` if not."""
    if not isinstance(extra, tuple) or not all(isinstance(p, tuple) and len(p) == 2 for p in extra):
        raise ContextError(F.EXTRA_PAIRS(what=show(extra)))
    return extra


def check_types(ctx: WinContext, own: dict[str, Flag]) -> WinContext:
    """``ctx`` if every field holds a value of its flag; ``ContextError``/``FlagValueError`` naming it.

    ``own`` are the system's own flags by name: ``extra`` may hold only
    those (checked later, by name, so that a flag of another system is
    refused as "not part of" this one).  A caller's context may hold
    anything in its fields, so nothing here may fail with a ``TypeError``.
    """
    fields = fields_of(ctx)  # as they are, until each is checked
    for flag, field in zip(FIELD_FLAGS, fields, strict=False):  # each field with its own flag, then extra
        if field is not flag.default or type(field) is not type(flag.default):
            why = flag.value_error(field)
            if why:
                raise FlagValueError(why)
    if fields[-1] == ():
        return ctx
    extra = _pairs(fields[-1])
    seen: set[str] = set()
    for name, value in extra:
        if not isinstance(name, str):
            raise ContextError(F.EXTRA_NAME(what=show(name)))
        if name in seen:
            raise ContextError(F.EXTRA_TWICE(name=show(name)))
        seen.add(name)
        declared = own.get(name)
        if declared is not None:
            why = declared.value_error(value)
            if why:
                raise FlagValueError(why)
    return ctx


def check_seats(ctx: WinContext, seats: str, label: str) -> None:
    """Each seat the context names must sit at a table of ``len(seats)`` (卡五星 has three)."""
    for name in ("seat_wind", "discarder", "dealer"):
        seat = getattr(ctx, name)
        if seat is not None and (type(seat) is not int or not 0 <= seat < len(seats)):
            raise ContextError(
                F.SEATS_AT_TABLE(flag=Field(name), label=label, count=len(seats), seats=" ".join(seats))
            )


def check_win_flags(hand: Hand, ctx: WinContext, seats: str = SEATS) -> None:
    """Ruling 17 as every system reads it: who discarded, the kong and last-tile flags, the first draw.

    ``ctx`` is one ``check_types`` passed; ``seats`` the table's seat letters.
    The fields are unpacked untyped (``fields_of``), in ``WinContext``'s order,
    so that a caller's context or hand holding a wrong type gives one of these
    errors or none, in both builds; an unpacking costs about what typed reads
    do (reading each by name through ``Any`` cost six times as much).
    """
    (
        self_drawn,
        _,
        kong,
        last_tile,
        seat,
        _,
        _,
        discarder,
        after_kong,
        indicator,
        wild,
        heavenly,
        earthly,
        dealer,
        _,
    ) = fields_of(ctx)
    melds, standing, win = fields_of(hand)
    if type(seat) is not int or not (
        discarder is None or (type(discarder) is int and 0 <= discarder < len(seats))
    ):
        raise ContextError(F.CONTEXT_SEATS())
    if self_drawn and discarder is not None:
        raise ContextError(F.DISCARDER_SELF_DRAWN(seat=seats[discarder]))
    if not self_drawn and discarder is not None and discarder == seat:
        raise ContextError(F.DISCARDER_IS_WINNER(seat=seats[discarder]))
    if kong and self_drawn and not any(m.kind is MeldKind.KONG for m in melds):
        raise ContextError(F.KONG_DRAW_WITHOUT_KONG())
    if kong and not self_drawn:
        if last_tile:
            raise ContextError(F.KONG_LAST_DISCARD())
        if win is not None and (any(win in m.tiles for m in melds) or win in standing):
            raise ContextError(F.ROBBED_TILE_HELD())
    if after_kong and (self_drawn or kong):
        raise ContextError(F.AFTER_KONG_DISCARD())
    if heavenly and earthly:
        raise ContextError(F.HEAVENLY_AND_EARTHLY())
    for name, given in (("heavenly", heavenly), ("earthly", earthly)):
        if given and (not self_drawn or melds):
            raise ContextError(F.FIRST_DRAW(flag=on(name)))
    if heavenly and seat != dealer:
        raise ContextError(F.HEAVENLY_DEALER())
    if earthly and seat == dealer:
        raise ContextError(F.EARTHLY_DEALER())
    if indicator is not None and wild is not None:
        raise ContextError(F.INDICATOR_AND_WILD())
