"""Traits of a reading that several systems' patterns share: suits, pungs, honors, pairs.

Each takes a ``GroupReading`` (wilds already resolved) and answers one
question, so that a system's pattern table can stay a list of short
predicates: 清一色 is ``suits(r) == 1 and not honors(r)`` in every system.
``check_four_copies`` is the one check of tiles drawn beside the hand (horses).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from ..errors import ContextError
from ..faults import Field
from ..model.hand import Hand
from ..model.tiles import DRAGONS, TERMINAL_OR_HONOR, WINDS, Tile, tile_name
from ..model.wilds import CHOW, KONG, PAIR, PUNG, GroupReading
from . import faults as F


def kinds(reading: GroupReading) -> int:
    """The kinds of tile the reading holds, wilds resolved, as a 34-bit mask (bit ``t``: tile ``t``).

    The questions below are asked of every reading a few times each, so they
    are answered from this mask rather than from the reading's sorted tiles.

    >>> from mcr_cli.model.readings import Shape
    >>> from mcr_cli.model.wilds import Group
    >>> bin(kinds(GroupReading(Shape.FOUR_SETS, (Group(PUNG, 0, (0, 0), (0,)), Group(PAIR, 27, (27, 27))))))
    '0b1000000000000000000000000001'
    """
    mask = 0
    for g in reading.groups:
        for t in g.naturals:
            mask |= 1 << t
        for t in g.wilds:
            mask |= 1 << t
    return mask


_SUIT: Final = 0x1FF
_HONORS: Final = 0x7F << 27
_TERMINALS: Final = sum(1 << t for t in TERMINAL_OR_HONOR if t < 27)


def suits(reading: GroupReading) -> set[int]:
    """The suits (0 m, 1 p, 2 s) the tiles as read come from."""
    mask = kinds(reading)
    return {s for s in range(3) if mask >> (9 * s) & _SUIT}


def has_honors(reading: GroupReading) -> bool:
    return kinds(reading) & _HONORS != 0


def full_flush(reading: GroupReading) -> bool:
    """清一色: one suit, no honors."""
    return len(suits(reading)) == 1 and not has_honors(reading)


def half_flush(reading: GroupReading) -> bool:
    """混一色: one suit and honors, both present."""
    return len(suits(reading)) == 1 and has_honors(reading)


def all_honors(reading: GroupReading) -> bool:
    """字一色: honors only."""
    return not suits(reading)


def all_terminals(reading: GroupReading) -> bool:
    """清幺九: 1s and 9s only."""
    return kinds(reading) & ~_TERMINALS == 0


def terminals_and_honors(reading: GroupReading) -> bool:
    """混幺九: only 1s, 9s and honors, both present."""
    mask = kinds(reading)
    return mask & ~(_TERMINALS | _HONORS) == 0 and mask & _HONORS != 0 and mask & _TERMINALS != 0


def pung_tiles(reading: GroupReading) -> list[int]:
    """The tile of each pung or kong (melds included)."""
    return [g.tile for g in reading.groups if g.kind in (PUNG, KONG)]


def all_pungs(reading: GroupReading) -> bool:
    """碰碰胡: four pungs or kongs and a pair (a four-sets reading with no chow)."""
    return reading.pair is not None and not any(g.kind == CHOW for g in reading.groups)


def all_chows(reading: GroupReading) -> bool:
    """Four chows and a pair."""
    return reading.pair is not None and all(g.kind in (CHOW, PAIR) for g in reading.groups)


def dragon_pungs(reading: GroupReading) -> int:
    """How many different dragons are pungs or kongs (with wilds, one dragon could be read twice)."""
    return len(set(pung_tiles(reading)) & set(DRAGONS))


def wind_pungs(reading: GroupReading) -> int:
    """How many different winds are pungs or kongs."""
    return len(set(pung_tiles(reading)) & set(WINDS))


def pair_tile(reading: GroupReading) -> int | None:
    pair = reading.pair
    return None if pair is None else pair.tile


def little_three_dragons(reading: GroupReading) -> bool:
    """小三元: two dragon pungs or kongs and the third dragon as the pair."""
    pair = pair_tile(reading)
    return dragon_pungs(reading) == 2 and pair in DRAGONS and pair not in pung_tiles(reading)


def little_four_winds(reading: GroupReading) -> bool:
    """小四喜: three wind pungs or kongs and the fourth wind as the pair."""
    pair = pair_tile(reading)
    return wind_pungs(reading) == 3 and pair in WINDS and pair not in pung_tiles(reading)


def fours_in_pairs(reading: GroupReading) -> int:
    """Seven pairs: how many tiles make two of the pairs (a four of a kind)."""
    per_tile = Counter(g.tile for g in reading.groups if g.kind == PAIR)
    return sum(1 for n in per_tile.values() if n == 2)


def check_four_copies(
    hand: Hand, drawn: Sequence[tuple[str, Sequence[Tile]]], flag: Field, what: str = "horses"
) -> None:
    """``ContextError`` for a fifth copy among the hand's tiles (a kong four) and tiles drawn beside it.

    ``drawn`` holds each holder's tiles (``("S", (9m, 9m))``: a seat's horses), all
    counted together with the hand, so that five 9m across two seats are refused too.
    ``flag`` is the field that holds them (``horses``).

    >>> from mcr_cli.model.hand import parse_hand
    >>> hand, nine = parse_hand("[9999m]123m456p789s5s5s"), 8
    >>> check_four_copies(hand, [("S", (nine,))], Field("horses"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    mcr_cli.errors.ContextError: horses: a fifth 9m: the hand holds 4, the horses 1 (S 1); ...
    """
    if not any(tiles for _, tiles in drawn):
        return  # a checked hand holds four of a tile at most: only drawn tiles can make a fifth
    held = Counter(hand.all_tiles())
    seen = held + Counter(t for _, tiles in drawn for t in tiles)
    over = sorted(t for t, n in seen.items() if n > 4)
    if not over:
        return
    t = over[0]
    per_holder = Counter[str]()
    for holder, tiles in drawn:
        per_holder[holder] += list(tiles).count(t)
    holders = ", ".join(f"{h} {n}" for h, n in per_holder.items() if n)
    word = F.HORSES_WORD() if what == "horses" else what
    count = (
        F.DRAWN_HOLD(what=word, count=seen[t])
        if not held[t]
        else F.HAND_AND_DRAWN_HOLD(held=held[t], what=word, drawn=seen[t] - held[t])
    )
    raise ContextError(F.DRAWN_FIFTH(flag=flag, tile=tile_name(t), count=count, holders=holders))
