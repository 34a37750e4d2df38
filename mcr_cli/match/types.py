"""What a match record says, as typed data: players by chair, hands, wins and penalties.

``match_record`` reads a record into these; ``match`` plays them out.  The
seat-wind and round arithmetic of a match lives here, beside the hands it
numbers, so that both can use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..errors import ContextError, MatchRecordError
from ..faults import message_of
from ..limits import show
from ..systems.context import WinContext
from . import faults as F
from .faults import HAND_OF_RECORD

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
    whole(chair, "seat_wind", "chair", 0, 3)
    whole(index, "seat_wind", "index", 0, HANDS_PER_MATCH - 1)
    return (chair - index) % 4


def prevalent_wind(index: int) -> int:
    """The prevalent wind (圈风) of hand ``index`` (0-based): the round, East first."""
    whole(index, "prevalent_wind", "index", 0, HANDS_PER_MATCH - 1)
    return index // HANDS_PER_ROUND


def whole(value: object, function: str, name: str, low: int, high: int) -> int:
    """``value`` if an ``int`` in ``low..high``; else ``MatchRecordError`` naming ``function``'s argument."""
    if type(value) is not int or not low <= value <= high:
        raise MatchRecordError(F.WHOLE(name=name, low=low, high=high, value=show(value)), function)
    return value


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
    expect: int | None = None
    expect_fans: str | None = None
    """``--expect TOTAL`` and ``--expect-fans LIST`` of the line, checked when the hand is scored."""


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
    """What a record says: the players by chair, the hands, and whether it ended early.

    ``end_note`` is ``None`` when the record has no ``end`` line.  A record
    with fewer than 16 hands and no ``end`` is a match still in play
    (``in_play``): ``mcr match --chase`` reads one, to answer for its next hand.
    """

    source: str
    players: tuple[Player, ...]
    hands: tuple[HandLine, ...]
    end_note: str | None

    @property
    def ended_early(self) -> bool:
        """Stopped by ``end`` before hand 16 (a time limit)."""
        return self.end_note is not None and len(self.hands) < HANDS_PER_MATCH

    @property
    def in_play(self) -> bool:
        """Fewer than 16 hands and no ``end``: the next hand can still be played."""
        return self.end_note is None and len(self.hands) < HANDS_PER_MATCH


MAX_POINTS: Final = 10**9
"""Bound on a 局分 or a sum of them an API caller may hand in (a real match moves a few thousand)."""


def _expect(ok: bool, function: str, what: str, expected: str, value: object) -> None:
    if not ok:
        raise MatchRecordError(F.EXPECTED(what=what, expected=expected, value=show(value)), function)


def _text(value: object, function: str, what: str, optional: bool = False) -> None:
    _expect(isinstance(value, str) or (optional and value is None), function, what, "a str", value)


def check_record(record: object, function: str) -> MatchRecord:
    """``record`` if it is a ``MatchRecord`` whose fields hold what ``parse_record`` gives.

    A record built in code is checked as a record read from text is, so that
    ``play`` (and ``standings``) never meet a ``None`` where a chair should be.
    """
    from ..limits import MAX_PENALTY, MAX_TOTAL
    from ..systems.context import check_types
    from ..systems.faults import CONTEXT_TYPE

    _expect(isinstance(record, MatchRecord), function, "the record", "a MatchRecord", record)
    assert isinstance(record, MatchRecord)
    _text(record.source, function, "MatchRecord.source")
    _text(record.end_note, function, "MatchRecord.end_note", optional=True)
    players = record.players
    ok = isinstance(players, tuple) and len(players) == 4
    _expect(ok, function, "MatchRecord.players", "a tuple of 4 Player values", players)
    for chair, player in enumerate(players):
        _expect(isinstance(player, Player), function, "each player", "a Player", player)
        _text(player.name, function, "Player.name")
        _text(player.team, function, "Player.team", optional=True)
        _expect(
            type(player.chair) is int and player.chair == chair,
            function,
            "Player.chair",
            str(chair),
            player.chair,
        )
        whole(player.line, function, "Player.line", 0, MAX_POINTS)
    hands = record.hands
    ok = isinstance(hands, tuple) and len(hands) <= HANDS_PER_MATCH
    _expect(ok, function, "MatchRecord.hands", f"a tuple of at most {HANDS_PER_MATCH} HandLine values", hands)
    for index, hand in enumerate(hands):
        _expect(isinstance(hand, HandLine), function, "each hand", "a HandLine", hand)
        _expect(
            type(hand.number) is int and hand.number == index + 1,
            function,
            "HandLine.number",
            str(index + 1),
            hand.number,
        )
        whole(hand.line, function, "HandLine.line", 0, MAX_POINTS)
        ok = isinstance(hand.penalties, tuple) and len(hand.penalties) <= 64
        _expect(ok, function, "HandLine.penalties", "a tuple of Penalty values", hand.penalties)
        for pen in hand.penalties:
            _expect(isinstance(pen, Penalty), function, "each penalty", "a Penalty", pen)
            whole(pen.chair, function, "Penalty.chair", 0, 3)
            whole(pen.points, function, "Penalty.points", 1, MAX_PENALTY)
            whole(pen.line, function, "Penalty.line", 0, MAX_POINTS)
            _text(pen.reason, function, "Penalty.reason")
        win = hand.win
        if win is None:
            continue
        _expect(isinstance(win, Win), function, "HandLine.win", "a Win or None", win)
        whole(win.winner, function, "Win.winner", 0, 3)
        if win.discarder is not None:
            whole(win.discarder, function, "Win.discarder", 0, 3)
        _text(win.hand, function, "Win.hand", optional=True)
        if win.fan_points is not None:
            whole(win.fan_points, function, "Win.fan_points", 0, MAX_TOTAL)
        _expect((win.hand is None) != (win.fan_points is None), function, "Win", "a hand or a fan total", win)
        if win.expect is not None:
            whole(win.expect, function, "Win.expect", 0, MAX_TOTAL)
        _text(win.expect_fans, function, "Win.expect_fans", optional=True)
        try:
            if not isinstance(win.context, WinContext):  # check_types takes a WinContext, as its type says
                raise ContextError(CONTEXT_TYPE(kind=type(win.context).__name__))
            check_types(win.context, {})
        except ValueError as err:
            raise MatchRecordError(HAND_OF_RECORD(n=index + 1, what=message_of(err)), function) from None
        whole(win.context.flowers, function, "Win.context.flowers", 0, 8)
    return record
