"""Who pays whom for a win (ruling 20).

Self-drawn: each other seat pays 8 (底分) + total.  On a discard: the
discarder pays 8 + total and the other two pay 8.  A hand below the 8-point
minimum is no win, and nobody pays.
"""

from __future__ import annotations

from ...model.tiles import SEATS

BASE_POINTS = 8
"""底分: what every losing seat pays on top of the hand's value."""


def payments(total: int, valid: bool, seat: int, discarder: int | None) -> dict[str, int]:
    """Per-seat changes of match points, summing to 0.

    ``seat`` is the winner's seat (0 East … 3 North); ``discarder`` the seat
    that discarded the winning tile, ``None`` when self-drawn.

    >>> payments(15, True, 0, 3)
    {'E': 39, 'S': -8, 'W': -8, 'N': -23}
    >>> payments(9, True, 1, None)
    {'E': -17, 'S': 51, 'W': -17, 'N': -17}
    >>> payments(7, False, 0, 3)
    {'E': 0, 'S': 0, 'W': 0, 'N': 0}
    """
    pay = dict.fromkeys(SEATS, 0)
    if not valid:
        return pay
    for other in range(4):
        if other == seat:
            continue
        owed = BASE_POINTS + total if discarder is None or other == discarder else BASE_POINTS
        pay[SEATS[other]] = -owed
    pay[SEATS[seat]] = -sum(pay.values())
    return pay
