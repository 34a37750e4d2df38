"""What a match record says, as typed data: players by chair, hands, wins and penalties.

``match_record`` reads a record into these; ``match`` plays them out.  The
seat-wind and round arithmetic of a match lives here, beside the hands it
numbers, so that both can use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..systems.context import WinContext

HANDS_PER_MATCH: Final = 16
HANDS_PER_ROUND: Final = 4


def seat_wind(chair: int, index: int) -> int:
    """The seat wind of the player in ``chair`` (their seat at the start) in hand ``index`` (0-based).

    Chairs stay; the seat winds move.  After each hand the dealer passes to
    the next player in play order (庄家不连庄): who was South becomes East,
    and the old dealer, now on the new dealer's left (上家), becomes North.

    >>> from mcr_cli.model.tiles import SEATS
    >>> [SEATS[seat_wind(0, i)] for i in range(5)]
    ['E', 'N', 'W', 'S', 'E']
    >>> [SEATS[seat_wind(chair, 1)] for chair in range(4)]
    ['N', 'E', 'S', 'W']
    """
    return (chair - index) % 4


def prevalent_wind(index: int) -> int:
    """The prevalent wind (圈风) of hand ``index`` (0-based): the round, East first."""
    return index // HANDS_PER_ROUND


@dataclass(frozen=True, slots=True)
class Player:
    """A player, by ``chair``: the seat at the start (0 East … 3 North)."""

    name: str
    chair: int
    team: str | None
    line: int


@dataclass(frozen=True, slots=True)
class Win:
    """A win as written: either ``hand`` (notation) or ``fan_points`` (only the total).

    ``winner`` and ``discarder`` are chairs; ``context`` holds the flags with
    the winds of the match position (its ``discarder`` is a seat wind).
    """

    winner: int
    discarder: int | None
    hand: str | None
    fan_points: int | None
    context: WinContext


@dataclass(frozen=True, slots=True)
class Penalty:
    """罚分: ``points`` deducted from the player in ``chair`` at the end of the hand."""

    chair: int
    points: int
    reason: str
    line: int


@dataclass(frozen=True, slots=True)
class HandLine:
    """One hand (盘) of the record: ``win`` is ``None`` for a draw (荒牌)."""

    number: int
    line: int
    win: Win | None
    penalties: tuple[Penalty, ...]

    @property
    def index(self) -> int:
        return self.number - 1

    @property
    def round(self) -> int:
        """The round (圈), 1-4."""
        return prevalent_wind(self.index) + 1

    @property
    def prevalent_wind(self) -> int:
        return prevalent_wind(self.index)

    @property
    def dealer(self) -> int:
        """The chair of the dealer (庄家), East this hand."""
        return self.index % 4


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """What a record says: the players by chair, the hands, and whether it ended early."""

    source: str
    players: tuple[Player, ...]
    hands: tuple[HandLine, ...]
    end_note: str | None

    @property
    def ended_early(self) -> bool:
        return len(self.hands) < HANDS_PER_MATCH
