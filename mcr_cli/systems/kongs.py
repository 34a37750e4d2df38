"""Every player's kongs (rev. 2 of the common contract): ``--other-kong SEAT:KIND`` and the kongs' list.

Kong money is paid for every kong made in the hand, not only the winner's
("杠牌直接输赢"; "荒庄不荒杠"): the winner's kongs come from the hand's melds,
the other players' from ``--other-kong``.  Each kong is a ``Kong`` (who made
it, what kind, who supplied its tile); a system prices each kind, and the
result lists each kong's payments, the winner's first.

This module holds what the three systems with kong money share: the flag's
declaration (each system's own kinds), the checks of a kong against the
table, and the list of kongs of a hand.  It imports no scorer, so that a
system's package may declare the flag at start-up.

    >>> parse_other_kong("s:melded:w", KINDS)
    (1, 'melded', 2)
    >>> parse_other_kong("N:gold", KINDS)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    mcr_cli.errors.FlagValueError: other_kong 'N:gold': KIND is ...; this system has no gold (金杠)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any, NamedTuple

from ..errors import ContextError, FlagValueError
from ..faults import Said
from ..model.hand import CONCEALED, PROMOTED_OFFERS, Meld, MeldKind
from ..model.tiles import SEATS, seat_of
from . import faults as F
from .flags import TEXT, Flag

CONCEALED_KONG, PROMOTED, MELDED, GOLD = "concealed", "promoted", "melded", "gold"
KINDS: tuple[str, ...] = (CONCEALED_KONG, PROMOTED, MELDED)
"""The kinds of kong every system with kong money has; Tianjin adds ``GOLD`` (金杠)."""
MAX_KONGS = 4
"""A player's hand holds at most four sets, so at most four kongs."""

OtherKong = tuple[int, str, int | None]
"""``(maker, kind, supplier)``: seats as indices; the supplier only for a melded kong."""


class Kong(NamedTuple):
    """One kong made in the hand: its maker, kind and (melded) supplier, seats as indices."""

    seat: int
    kind: str
    source: int | None = None


def _shown(text: str) -> str:
    return repr(text[:40])


def _kinds_list(kinds: tuple[str, ...]) -> Said:
    """The kinds a system has, as ``--other-kong`` writes them: ``concealed, promoted or melded:FROM``."""
    shown = [k if k != MELDED else "melded:FROM" for k in kinds]
    said = F.LIST_LAST(first=shown[-2], last=shown[-1])
    for k in reversed(shown[:-2]):
        said = F.LIST_MORE(first=k, rest=said)
    return said


def parse_other_kong(text: str, kinds: tuple[str, ...]) -> OtherKong:
    """``S:concealed`` → (1, 'concealed', None), ``S:melded:W`` → (1, 'melded', 2)."""
    seat, colon, rest = text.partition(":")
    kind, _, source = rest.partition(":")
    kind = kind.lower()
    owner, giver = seat_of(seat), seat_of(source)
    if not colon or owner is None:
        raise FlagValueError(
            F.OTHER_KONG_SHAPE(text=_shown(text), concealed="S:concealed", melded="S:melded:W")
        )
    if kind not in kinds:
        lacks = F.NO_GOLD() if kind == GOLD else ""
        raise FlagValueError(F.OTHER_KONG_KIND(text=_shown(text), kinds=_kinds_list(kinds), lacks=lacks))
    if kind == MELDED:
        if giver is None:
            raise FlagValueError(F.OTHER_KONG_SOURCE(text=_shown(text), melded="S:melded:W"))
        return owner, kind, giver
    if source or rest.endswith(":"):
        raise FlagValueError(F.OTHER_KONG_SEAT_AFTER(text=_shown(text)))
    return owner, kind, None


def other_kong_flag(kinds: tuple[str, ...]) -> Flag:
    """The ``--other-kong`` flag of a system whose kongs are ``kinds``."""

    def parse(text: str) -> OtherKong:
        return parse_other_kong(text, kinds)

    def valid(value: Any) -> bool:
        return isinstance(value, tuple) and all(_valid_one(v, kinds) for v in value)

    return Flag(
        "other_kong",
        TEXT,
        "Another player's kong, paid as kong money (repeatable): SEAT:KIND, KIND "
        + ", ".join(k if k != MELDED else "melded:FROM" for k in kinds)
        + ".",
        (),
        metavar="SEAT:KIND",
        repeat=True,
        parse=parse,
        valid=valid,
    )


def _valid_one(value: object, kinds: tuple[str, ...]) -> bool:
    """An API caller's ``(seat, kind, supplier)``, of the right shape and a kind the system has."""
    if not isinstance(value, tuple) or len(value) != 3:
        return False
    seat, kind, source = value
    if type(seat) is not int or not 0 <= seat <= 3 or not isinstance(kind, str) or kind not in kinds:
        return False
    if kind == MELDED:
        return type(source) is int and 0 <= source <= 3
    return source is None


def check_other_kongs(others: Iterable[OtherKong], winner: int, seats: str, label: str) -> None:
    """Each other kong must be possible at this table: ``ContextError`` naming the first that is not.

    A seat not at the table (卡五星 has no N), the winner (his kongs are the
    hand's melds), a melded kong on one's own discard, more than four kongs
    of one player.
    """
    per_seat = Counter[int]()
    for seat, kind, source in others:
        kong = f"{SEATS[seat]}:{kind}" + (f":{SEATS[source]}" if source is not None else "")  # as written
        if seat >= len(seats) or (source is not None and source >= len(seats)):
            missing = SEATS[seat] if seat >= len(seats) else SEATS[source or 0]
            away = F.KONG_SEAT_AWAY(
                kong=kong, seat=missing, label=label, count=len(seats), seats=" ".join(seats)
            )
            raise ContextError(away)
        if seat == winner:
            raise ContextError(F.KONG_OF_WINNER(kong=kong, seat=seats[seat]))
        if source == seat:
            raise ContextError(F.KONG_OWN_DISCARD(kong=kong))
        per_seat[seat] += 1
        if per_seat[seat] > MAX_KONGS:
            raise ContextError(F.TOO_MANY_KONGS(kong=kong, seat=seats[seat], most=MAX_KONGS))


def meld_kong(meld: Meld, winner: int, seats: int, gold: bool = False) -> Kong:
    """The winner's kong meld as a ``Kong``: its kind, and for a melded kong the seat its offer names."""
    if meld.offer == CONCEALED:
        return Kong(winner, GOLD if gold else CONCEALED_KONG)
    if meld.offer in PROMOTED_OFFERS:
        return Kong(winner, PROMOTED)
    step = {1: -1, 2: 2, 3: 1}[meld.offer % 4]
    return Kong(winner, MELDED, (winner + step) % seats)


def hand_kongs(
    melds: Iterable[Meld], winner: int, seats: int, others: Iterable[OtherKong], gold: Iterable[Meld] = ()
) -> list[Kong]:
    """Every kong of the hand: the winner's melds in order, then ``--other-kong``'s as given."""
    golden = list(gold)
    out = [meld_kong(m, winner, seats, m in golden) for m in melds if m.kind is MeldKind.KONG]
    return out + [Kong(seat, kind, source) for seat, kind, source in others]
