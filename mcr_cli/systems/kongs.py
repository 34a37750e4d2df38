"""Every player's kongs (rev. 2 of the common contract): ``--other-kong SEAT:KIND`` and the kongs' list.

Kong money is paid for every kong made in the hand, not only the winner's
("杠牌直接输赢"; "荒庄不荒杠"): the winner's kongs come from the hand's melds,
the other players' from ``--other-kong``.  Each kong is a ``Kong`` (who made
it, what kind, who supplied its tile); a system prices each kind, and the
result lists each kong's payments, the winner's first.

This module holds what the three systems' scorers share: the checks of a
kong against the table, and the list of kongs of a hand.  The flag's
declaration (each system's own kinds) is ``kong_flag.py``'s, which a
system's package reads as the command line starts: this module, with its
named tuple, loads only with a scorer that has kong money.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from ..errors import ContextError
from ..model.hand import CONCEALED, PROMOTED_OFFERS, Meld, MeldKind
from ..model.tiles import SEATS
from . import faults as F
from .kong_flag import CONCEALED_KONG, GOLD, MELDED, PROMOTED, OtherKong

MAX_KONGS = 4
"""A player's hand holds at most four sets, so at most four kongs."""


class Kong(NamedTuple):
    """One kong made in the hand: its maker, kind and (melded) supplier, seats as indices."""

    seat: int
    kind: str
    source: int | None = None


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
