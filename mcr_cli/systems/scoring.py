"""Score a hand under any system: the checks every system shares, then the system's own ``evaluate``.

The pipeline: parse → check the tiles and melds against the system's set →
check the flags against what the system has → check the context (ruling 17
as every system reads it) → the system's own checks → ``evaluate`` (readings,
patterns, the best reading, payments).
"""

from __future__ import annotations

from typing import Any

from ..errors import ContextError, InvalidHandError
from ..model.hand import Hand, check_win_flags, format_hand, parse_hand
from ..model.notation import scan
from ..model.tiles import tile_name
from . import find_system
from .base import FLAG_NAMES, Rules, System, SystemContext, refuse

BOUNDS: dict[str, tuple[int, int]] = {"base": (1, 1_000_000), "cap": (1, 1 << 20), "min_fan": (0, 3)}
"""Sensible ranges of the numeric flags; a value outside is an error that gives the range."""


def score_system(
    system: System | str, hand: str | Hand, ctx: SystemContext | None = None, rules: Rules | None = None
) -> Any:
    """Score a 14-tile hand under ``system``: a ``SystemResult`` (MCR: its ``ScoreResult``).

    Raises the errors of ``mcr_cli.errors``: ``NotationError``/``InvalidHandError`` for the
    text, ``ContextError`` for a tile, meld or flag the system does not have or flags that
    contradict the hand, ``NotWinningError`` when no reading wins.
    """
    # 1. The system and the hand.
    if isinstance(system, str):
        system = find_system(system)
    if not isinstance(hand, (str, Hand)):
        raise InvalidHandError(f"a hand is notation text or a Hand, not {type(hand).__name__}")
    text = hand if isinstance(hand, str) else format_hand(hand)
    parsed = parse_hand(text)
    ctx = SystemContext() if ctx is None else ctx
    check_context_types(ctx)
    # 2. Tiles, melds and flags the system has.
    check_tiles(system, text, ctx)
    check_flags(system, ctx)
    # 3. The context, as every system reads it, then as this one does.
    check_context(system, parsed, ctx)
    system.check(parsed, ctx)
    # 4. The system judges its readings and settles the payments, house settings in force.
    rules = rules if rules is not None else system.rules()
    result = system.evaluate(parsed, in_force(ctx, rules), rules)
    return result if rules.house is None else result._replace(house=rules.house)


def in_force(ctx: SystemContext, rules: Rules) -> SystemContext:
    """``base``, ``cap`` and ``min_fan`` from the house rules, unless a flag gave them.

    A system reads these numbers from the context alone, wherever they came from.
    """
    changes: dict[str, Any] = {
        name: rules.setting(name)
        for name in ("base", "cap", "min_fan")
        if name not in ctx.given and rules.setting(name) is not None
    }
    return ctx._replace(**changes) if changes else ctx


_FLAGS = (
    *("self_drawn", "kong", "last_tile", "after_kong", "fourth_tile"),
    *("heavenly", "earthly", "revealed", "zuozhuang", "chan"),
)
"""The context's on/off fields."""
_HUGE = 10**12
"""Beyond any range a flag has, and short enough to print in an error."""


def _is_int(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def check_context_types(ctx: object) -> None:
    """``ContextError`` for what an API caller may pass by mistake: a wind as text, a flag as a number.

    Ranges a system narrows (three seats, a cap's bounds) are checked later with the flag's name;
    here every field must only be of its type, so that no check below can fail with a ``TypeError``.
    """
    if not isinstance(ctx, SystemContext):
        raise ContextError(f"the context must be a SystemContext, not {type(ctx).__name__}")
    for name in _FLAGS:
        if not isinstance(getattr(ctx, name), bool):
            raise ContextError(f"SystemContext.{name} must be True or False, not {getattr(ctx, name)!r}")
    wrong = [
        name
        for name, ok in (
            ("seat_wind", _is_int(ctx.seat_wind, -_HUGE, _HUGE)),  # seats: check_context, by flag
            ("prevalent_wind", _is_int(ctx.prevalent_wind, 0, 3)),
            ("dealer", _is_int(ctx.dealer, -_HUGE, _HUGE)),
            ("discarder", ctx.discarder is None or _is_int(ctx.discarder, -_HUGE, _HUGE)),
            ("flowers", _is_int(ctx.flowers, 0, 8)),
            ("base", _is_int(ctx.base, -_HUGE, _HUGE)),  # the ranges: check_flags, with the flag's name
            ("cap", ctx.cap is None or _is_int(ctx.cap, -_HUGE, _HUGE)),
            ("min_fan", ctx.min_fan is None or _is_int(ctx.min_fan, -_HUGE, _HUGE)),
            ("indicator", ctx.indicator is None or _is_int(ctx.indicator, 0, 33)),
            ("wild", ctx.wild is None or _is_int(ctx.wild, 0, 33)),
            ("horses", _pairs(ctx.horses, lambda s, t: _is_int(s, -_HUGE, _HUGE) and _tiles(t))),
            (
                "lazhuang",
                _pairs(ctx.lazhuang, lambda s, n: _is_int(s, -_HUGE, _HUGE) and _is_int(n, -_HUGE, _HUGE)),
            ),
            ("given", isinstance(ctx.given, frozenset) and all(n in FLAG_NAMES for n in ctx.given)),
        )
        if not ok
    ]
    if wrong:
        name = wrong[0]
        raise ContextError(f"SystemContext.{name} is not valid: {str(getattr(ctx, name))[:60]!r}")


def _pairs(value: object, ok: Any) -> bool:
    return isinstance(value, tuple) and all(isinstance(p, tuple) and len(p) == 2 and ok(*p) for p in value)


def _tiles(value: object) -> bool:
    return isinstance(value, tuple) and 0 < len(value) <= 8 and all(_is_int(t, 0, 33) for t in value)


def check_tiles(system: System, text: str, ctx: SystemContext | None = None) -> None:
    """A tile, meld kind or offer the system does not have is an error at its position.

    With ``ctx``, the system may also refuse a meld for what the context makes of it
    (``System.meld_error``: a wild tile in a meld).
    """
    scanned = scan(text)
    for tile, pos in sorted(scanned.standing + scanned.meld_tiles, key=lambda tp: tp[1]):
        if tile not in system.tiles:
            raise InvalidHandError(f"{tile_name(tile)} is not a tile of {system.zh} ({system.name})", pos)
    for meld, pos in zip(scanned.melds, scanned.meld_positions, strict=True):
        if meld.kind not in system.melds:
            raise InvalidHandError(
                f"a {meld.kind.value} meld is not allowed in {system.zh} ({system.name})", pos
            )
        allowed = None if system.offers is None else system.offers.get(meld.kind)
        if allowed is not None and meld.offer not in allowed:
            raise InvalidHandError(
                f"offer {meld.offer} of a {meld.kind.value}: {system.zh} ({system.name}) allows "
                + ", ".join(map(str, sorted(allowed))),
                pos,
            )
        why = None if ctx is None else system.meld_error(meld, ctx)
        if why:
            raise InvalidHandError(why, pos)


_DEFAULTS = SystemContext()


def check_flags(system: System, ctx: SystemContext) -> None:
    """Every flag given must be one the system reads; numbers must lie in their range.

    A flag counts as given when the CLI says so (``ctx.given``: ``--flowers 0``
    is given) or when its value is not the default (an API caller who sets
    ``flowers=2`` under 推倒胡 is told, not ignored).  The winds are every system's.
    """
    given = set(ctx.given)
    given.update(
        name
        for name in FLAG_NAMES
        if name not in ("seat_wind", "prevalent_wind") and getattr(ctx, name) != getattr(_DEFAULTS, name)
    )
    for name in sorted(given, key=list(FLAG_NAMES).index):
        if name not in system.flags:
            raise refuse(FLAG_NAMES[name], system)
    for name, (low, high) in BOUNDS.items():
        value = getattr(ctx, name)
        if value is not None and not low <= value <= high:
            raise ContextError(f"{FLAG_NAMES[name]} {value}: out of range ({low}-{high})")


def _seat_check(system: System, flag: str, seat: int | None) -> None:
    if seat is not None and not 0 <= seat < len(system.seats):
        raise ContextError(
            f"{flag}: {system.zh} ({system.name}) has {len(system.seats)} seats: {' '.join(system.seats)}"
        )


def check_context(system: System, hand: Hand, ctx: SystemContext) -> None:
    """Ruling 17 as every system reads it: seats that exist, flags that fit the hand and each other."""
    for name in ("seat_wind", "discarder", "dealer"):
        _seat_check(system, FLAG_NAMES[name], getattr(ctx, name))
    for seat, _ in ctx.horses:
        _seat_check(system, "--horses", seat)
    check_win_flags(hand, ctx.self_drawn, ctx.kong, ctx.last_tile, ctx.discarder, ctx.seat_wind, system.seats)
    if ctx.after_kong and (ctx.self_drawn or ctx.kong):
        raise ContextError("--after-kong (杠上炮) is a win on a discard: not with --self-drawn or --kong")
    if ctx.heavenly and ctx.earthly:
        raise ContextError("--heavenly and --earthly: a hand is one or the other")
    for flag, on in (("--heavenly", ctx.heavenly), ("--earthly", ctx.earthly)):
        if on and (not ctx.self_drawn or hand.melds):
            raise ContextError(f"{flag} needs --self-drawn and no melds (the first draw)")
    if ctx.heavenly and ctx.seat_wind != ctx.dealer:
        raise ContextError("--heavenly (天胡): the winner must be the dealer (--dealer)")
    if ctx.earthly and ctx.seat_wind == ctx.dealer:
        raise ContextError("--earthly (地胡): the winner must not be the dealer (--dealer)")
    if ctx.indicator is not None and ctx.wild is not None:
        raise ContextError("--indicator and --wild: give one of them")
