"""A whole match (局) scored under the 1998 rules (比赛成绩的计算).

* four rounds (圈) of four hands; the prevalent wind is East, South, West,
  North by round (术语 五); the players keep their chairs and the dealer
  passes to the next player after every hand (庄家不连庄, 术语 八), so each
  is dealer once per round (``seat_wind``);
* everyone starts from 500 (基础比赛分); a win moves points by ruling 20,
  total including flowers; a penalty is deducted at the end of the hand it
  was given in (罚分, 一.2.(3)); a win below 8 fan points (起和分, flowers
  not counted) is an error naming its line;
* 局分 is the 500 plus every hand's change (二.1); 标准分 comes from the
  place by 局分 (二.2): the first gets the number of players in the group,
  4, the others 4 minus their place; equal 局分 share the better place
  (``places``).

    >>> result = load_match("E A\\nS B\\nW C\\nN D\\nwin B 10 -t\\nend time", "m.match")
    >>> [(p.player.name, p.final, p.place, p.standard) for p in result.placings]
    [('B', 554, 1, 4), ('A', 482, 2, 2), ('C', 482, 2, 2), ('D', 482, 2, 2)]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from ..errors import MatchRecordError, MCRError
from ..faults import message_of
from ..limits import show
from ..model.tiles import SEATS
from ..systems.mcr.payments import payments
from ..systems.mcr.system import score_mcr
from . import faults as F
from .faults import HAND_OF_RECORD, HAND_REFUSED
from .record import parse_lines, parse_record
from .types import (
    HANDS_PER_MATCH,
    HANDS_PER_ROUND,
    MAX_POINTS,
    HandLine,
    MatchRecord,
    Penalty,
    Player,
    Win,
    check_record,
    prevalent_wind,
    seat_wind,
    whole,
)

__all__ = [
    "GROUP_SIZE",
    "HANDS_PER_MATCH",
    "HANDS_PER_ROUND",
    "MINIMUM_FAN_POINTS",
    "STARTING_POINTS",
    "HandLine",
    "HandScore",
    "MatchRecord",
    "MatchResult",
    "Penalty",
    "Placing",
    "Player",
    "Win",
    "load_match",
    "parse_lines",
    "parse_record",
    "places",
    "play",
    "prevalent_wind",
    "seat_wind",
    "standard_points",
]

GROUP_SIZE: Final = 4
"""参赛选手的人数 of 二.2: the players of a group (a table), the first place's 标准分."""
STARTING_POINTS: Final = 500
"""基础比赛分 (术语 三十四): every player's match points when a match begins."""
MINIMUM_FAN_POINTS: Final = 8
"""起和分: a win needs 8 fan points, flowers not counted."""


@dataclass(frozen=True, slots=True)
class HandScore:
    """A hand as scored: its value, each chair's change (penalties included), the running totals.

    ``fan_points``, ``flowers`` and ``total`` are ``None`` for a draw;
    ``hand`` is the canonical notation of a written hand.
    """

    record: HandLine
    fan_points: int | None
    flowers: int | None
    hand: str | None
    changes: tuple[int, ...]
    totals: tuple[int, ...]
    fans: tuple[dict[str, Any], ...] | None = None
    """A written hand's counted fans as ``mcr score --json`` lists them; ``None`` for a bare total."""

    @property
    def total(self) -> int | None:
        if self.fan_points is None or self.flowers is None:
            return None
        return self.fan_points + self.flowers


@dataclass(frozen=True, slots=True)
class Placing:
    """A player's end of match: 局分, place (1-4, shared by equal 局分) and 标准分."""

    player: Player
    final: int
    place: int
    standard: int


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A scored match: every hand, and the placings in order of place (then chair)."""

    record: MatchRecord
    hands: tuple[HandScore, ...]
    placings: tuple[Placing, ...]

    def to_dict(self) -> dict[str, Any]:
        """The object of ``mcr match --json``: players, every hand, the placings."""
        players = self.record.players
        return {
            "source": self.record.source,
            "players": [{"name": p.name, "seat": SEATS[p.chair], "team": p.team} for p in players],
            "hands": [_hand_dict(players, hand) for hand in self.hands],
            "ended_early": self.record.ended_early,
            "end_note": self.record.end_note,
            "placings": [
                {
                    "name": p.player.name,
                    "player": p.player.name,  # the key before "name" (as standings has it), kept for scripts
                    "seat": SEATS[p.player.chair],
                    "team": p.player.team,
                    "final": p.final,
                    "place": p.place,
                    "standard": p.standard,
                }
                for p in self.placings
            ],
        }


def _hand_dict(players: tuple[Player, ...], scored: HandScore) -> dict[str, Any]:
    """One hand of ``MatchResult.to_dict``: where it stands, what was won, who paid."""
    hand, win = scored.record, scored.record.win

    def name(chair: int | None) -> str | None:
        return None if chair is None else players[chair].name

    return {
        "hand": hand.number,
        "line": hand.line,
        "round": hand.round,
        "prevalent_wind": SEATS[hand.prevalent_wind],
        "dealer": name(hand.dealer),
        "seat_winds": {p.name: SEATS[seat_wind(p.chair, hand.index)] for p in players},
        "result": "draw" if win is None else "win",
        "winner": None if win is None else name(win.winner),
        "discarder": None if win is None else name(win.discarder),
        "self_drawn": win is not None and win.context.self_drawn,
        "notation": scored.hand,
        "fans": None if scored.fans is None else [dict(f) for f in scored.fans],
        "fan_points": scored.fan_points,
        "flowers": scored.flowers,
        "total": scored.total,
        "penalties": [
            {"name": name(pen.chair), "player": name(pen.chair), "points": pen.points, "reason": pen.reason}
            for pen in hand.penalties
        ],
        "changes": {p.name: scored.changes[p.chair] for p in players},
        "totals": {p.name: scored.totals[p.chair] for p in players},
    }


def standard_points(place: int, group: int = GROUP_SIZE) -> int:
    """标准分 of a place: the first gets ``group``, the others ``group`` minus their place.

    >>> [standard_points(place) for place in (1, 2, 3, 4)]
    [4, 2, 1, 0]
    """
    whole(group, "standard_points", "group", 1, 64)
    whole(place, "standard_points", "place", 1, group)
    return group if place == 1 else group - place


def places(finals: tuple[int, ...]) -> tuple[int, ...]:
    """Each player's place by 局分: one more than the number of players ahead.

    Equal 局分 give the same place (并列), and the next player's place still
    counts everyone ahead, as Chinese results write 并列第一 then 第三.  二.2
    ranks players "by 局分" and gives 标准分 from "本人所得名次", the player's
    own place, so two players the text cannot tell apart get the same 标准分,
    always a whole number, and nobody below a tie loses by it.

    >>> places((520, 480, 520, 480))
    (1, 3, 1, 3)
    """
    if not isinstance(finals, (tuple, list)) or len(finals) > 64:
        raise MatchRecordError(F.FINALS(value=show(finals)), "places")
    for final in finals:
        whole(final, "places", "each final", -MAX_POINTS, MAX_POINTS)
    return tuple(1 + sum(other > mine for other in finals) for mine in finals)


Value = tuple[int, int, str | None, tuple[dict[str, Any], ...] | None]


def _hand_value(record: MatchRecord, hand: HandLine, win: Win) -> Value:
    """Fan points, flowers, canonical notation and counted fans of a win; the line's faults as errors.

    The line's ``--expect``/``--expect-fans`` are checked as ``mcr score`` checks them.
    """
    fans = None
    if win.hand is None:
        fan_points, notation = win.fan_points or 0, None
        counted: dict[str, int] = {}
    else:
        try:
            result = score_mcr(win.hand, win.context)
        except MCRError as error:
            said = HAND_REFUSED(n=hand.number, hand=win.hand, what=message_of(error))
            raise MatchRecordError(said, record.source, hand.line) from None
        fan_points, notation = result.fan_points, str(result.hand)
        fans, counted = tuple(result.fans_json()), result.counted()
    if win.expect is not None or win.expect_fans is not None:
        from ..systems.expect import check

        try:
            check(
                fan_points + win.context.flowers,
                counted,
                {"expect": win.expect, "expect_fans": win.expect_fans},
            )
        except MCRError as error:
            said = HAND_OF_RECORD(n=hand.number, what=message_of(error))
            raise MatchRecordError(said, record.source, hand.line) from None
    if fan_points < MINIMUM_FAN_POINTS:
        said = F.NO_WIN(n=hand.number, points=fan_points, least=MINIMUM_FAN_POINTS)
        raise MatchRecordError(said, record.source, hand.line)
    return fan_points, win.context.flowers, notation, fans


def play(record: MatchRecord) -> MatchResult:
    """Score every hand of ``record`` in order; raises ``MatchRecordError`` for a hand that is no win."""
    check_record(record, "play")
    totals: tuple[int, ...] = (STARTING_POINTS,) * 4
    scored: list[HandScore] = []
    for hand in record.hands:
        changes = [0] * 4
        fan_points: int | None = None
        flowers: int | None = None
        notation: str | None = None
        fans = None
        if hand.win is not None:
            fan_points, flowers, notation, fans = _hand_value(record, hand, hand.win)
            ctx = hand.win.context
            paid = payments(fan_points + flowers, True, ctx.seat_wind, ctx.discarder_seat())
            for chair in range(4):
                changes[chair] = paid[SEATS[seat_wind(chair, hand.index)]]
        for penalty in hand.penalties:
            changes[penalty.chair] -= penalty.points
        totals = tuple(t + c for t, c in zip(totals, changes, strict=True))
        scored.append(HandScore(hand, fan_points, flowers, notation, tuple(changes), totals, fans))
    ranked = places(totals)
    placings = [
        Placing(player, totals[player.chair], ranked[player.chair], standard_points(ranked[player.chair]))
        for player in record.players
    ]
    placings.sort(key=lambda placing: (placing.place, placing.player.chair))
    return MatchResult(record, tuple(scored), tuple(placings))


def load_match(
    text: str | Iterable[tuple[int, str]], source: str = "<record>", *, in_play: bool = False
) -> MatchResult:
    """Parse and score a record, as text or as numbered lines: the whole way to placings.

    ``in_play`` accepts a match still being played (fewer than 16 hands, no ``end``).
    """
    if not isinstance(source, str):
        raise MatchRecordError(F.SOURCE_NOT_TEXT(value=type(source).__name__), "?")
    if isinstance(text, str):
        return play(parse_record(text, source, in_play=in_play))
    if not isinstance(text, Iterable):
        raise MatchRecordError(F.TEXT_OR_LINES(kind=type(text).__name__), source)
    return play(parse_lines(text, source, in_play=in_play))
