"""追分: what each player needs from the next hand to pass the players above, and to keep the ones below.

The next hand is paid by the 1998 rules (计分方法, ruling 20): on a self-draw
each other seat pays 底分 8 + the total; on a discard the discarder pays
8 + the total and the other two pay 8.  A win needs 8 fan points (起和分), so
the least total of any win is 8.

"Pass" is read on what the table ranks by, strictly:

* in a match (``mcr match --chase``), 局分: the winner passes a rival when
  their 局分 is higher after the hand (equal 局分 share the place, so a tie
  is not a pass);
* over several matches (``mcr standings --chase``), the standings key of
  名次评定 (标准分 sum, then 比赛分之和, 单局最高, 高分多), with the last
  record as the match in play: its next hand changes its 局分, so its places
  and 标准分, and the 比赛分 sums.

For each pair the figure is the least total (fan points + flowers) that
makes the one below pass the one above, in three ways: a self-draw, a
discard by the one to be passed, a discard by a third player (whichever of
the others discards: the figure is enough for both).  ``None`` means no
total up to ``MAX_TOTAL`` does it; 8 means any win.  A player "keeps their
place" over one below as long as that player's win stays under these
figures: the same numbers seen from above.

>>> rows = match_chase(("A", "B", "C", "D"), (540, 500, 480, 480))
>>> [(t.rival, t.relation, t.gap, t.self_drawn, t.discard_by_loser, t.discard_by_third) for t in rows["B"]]
[('A', 'above', 40, 8, 8, 9), ('C', 'below', -20, 8, 8, 8), ('D', 'below', -20, 8, 8, 8)]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..errors import MatchRecordError
from ..limits import MAX_TOTAL, show
from ..model.tiles import SEATS
from ..systems.mcr.payments import payments
from . import faults as F
from .ledger import HANDS_PER_MATCH, STARTING_POINTS, MatchResult, places, standard_points

LEAST_WIN: Final = 8
"""The least total of a win: 8 fan points (起和分), no flowers."""

Key = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Target:
    """One rival of a player: where they stand and what the next hand must be for the lower to pass.

    ``relation`` is ``above`` (the rival ranks ahead), ``level`` (they share
    the place) or ``below``.  ``gap`` is the rival's lead on the first thing
    ranked (局分 in a match, 标准分 in the standings), negative when behind.
    ``winner`` is who must win: the player for a rival above or level, the
    rival for one below.  Each figure is the least total, ``None`` for no total
    (``discard_by_loser`` is ``None`` too when the rival is not at the table: ``at_table``).
    """

    rival: str
    relation: str
    gap: int
    winner: str
    self_drawn: int | None
    discard_by_loser: int | None
    discard_by_third: int | None
    at_table: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {
            "rival": self.rival,
            "relation": self.relation,
            "gap": self.gap,
            "winner": self.winner,
            "self_drawn": self.self_drawn,
            "discard_by_loser": self.discard_by_loser,
            "discard_by_third": self.discard_by_third,
            "at_table": self.at_table,
        }


Ranker = Callable[[tuple[int, ...]], list[Key]]
"""From the table's 局分 after the hand, every player's rank key (higher ranks ahead)."""


def _linear(totals: tuple[int, ...], winner: int, discarder: int | None) -> list[tuple[int, int]]:
    """Each table seat's 局分 after the hand as ``(a, b)``: ``a + b × total`` (the payments are linear)."""
    at0 = payments(0, True, winner, discarder)
    at1 = payments(1, True, winner, discarder)
    return [(t + at0[SEATS[c]], at1[SEATS[c]] - at0[SEATS[c]]) for c, t in enumerate(totals)]


def _crossings(lines: Sequence[tuple[int, int]]) -> set[int]:
    """The totals near which two of ``lines`` cross: where a comparison between two players can change."""
    points = {LEAST_WIN, MAX_TOTAL}
    for i, (a, b) in enumerate(lines):
        for c, d in lines[i + 1 :]:
            if b != d:
                x = (c - a) // (b - d)
                points.update(x + k for k in (-1, 0, 1, 2))
    return {p for p in points if LEAST_WIN <= p <= MAX_TOTAL}


def least_total(
    totals: tuple[int, ...],
    winner: int,
    loser: int,
    discarders: Sequence[int | None],
    ranker: Ranker,
    lines_of: Callable[[list[tuple[int, int]]], list[tuple[int, int]]] = lambda lines: lines,
) -> int | None:
    """The least total with which ``winner`` (a table seat) ranks strictly ahead of player ``loser``.

    It must hold for every discarder of ``discarders`` (one, or the two
    third players).  Between two crossings of the values that rank (``lines_of``
    of the table's linear 局分), no comparison changes, so it is enough to
    try the totals near each crossing, in order.
    """
    cases = [_linear(totals, winner, d) for d in discarders]
    candidates: set[int] = set()
    for lines in cases:
        candidates |= _crossings(lines_of(lines))
    for total in sorted(candidates):
        if all(_passes(lines, total, winner, loser, ranker) for lines in cases):
            return total
    return None


def _passes(lines: list[tuple[int, int]], total: int, winner: int, loser: int, ranker: Ranker) -> bool:
    keys = ranker(tuple(a + b * total for a, b in lines))
    return bool(keys[winner] > keys[loser])


def chase(
    names: Sequence[str],
    table: int,
    totals: tuple[int, ...],
    ranker: Ranker,
    lead: Callable[[int, int], int],
    **kw: Any,
) -> dict[str, list[Target]]:
    """Every player's targets; players ``0..3`` sit at the table (``totals``), the rest only rank."""
    keys = ranker(totals)
    out: dict[str, list[Target]] = {}
    for me in range(table):
        rows: list[Target] = []
        for rival in range(len(names)):
            if rival == me:
                continue
            relation = "above" if keys[rival] > keys[me] else "level" if keys[rival] == keys[me] else "below"
            winner, loser = (me, rival) if relation != "below" else (rival, me)
            if winner >= table:  # a rival at another table cannot win this hand
                continue
            thirds = [c for c in range(table) if c not in (winner, loser)]
            rows.append(
                Target(
                    names[rival],
                    relation,
                    lead(rival, me),
                    names[winner],
                    least_total(totals, winner, loser, [None], ranker, **kw),
                    least_total(totals, winner, loser, [loser], ranker, **kw) if loser < table else None,
                    least_total(totals, winner, loser, thirds, ranker, **kw),
                    rival < table,
                )
            )
        order = {"above": 0, "level": 1, "below": 2}
        rows.sort(key=lambda t: (order[t.relation], -t.gap))
        out[names[me]] = rows
    return out


def match_chase(names: Sequence[str], totals: tuple[int, ...]) -> dict[str, list[Target]]:
    """追分 in one match: the four players by chair and their 局分 now; passing is by 局分."""
    return chase(
        names, 4, tuple(totals), lambda after: [(t,) for t in after], lambda r, m: totals[r] - totals[m]
    )


def _standing_key(standards: Sequence[int], points: int) -> Key:
    """``Standing.key`` from a player's single-match 标准分 and 比赛分之和 (名次评定)."""
    return (
        sum(standards),
        points,
        max(standards),
        tuple(sorted((s for s in standards if s > 0), reverse=True)),
    )


def standings_chase(results: Sequence[MatchResult], after: int | None = None) -> dict[str, list[Target]]:
    """追分 over several matches: the last of ``results`` is the match in play, after hand ``after``.

    The other records are finished matches: their 标准分 and 局分 stand.
    Rivals at other tables are passed only by the four at the table; they
    cannot win this hand, so nobody below them needs to fear them.
    """
    *done, current = results
    table = [p.name for p in current.record.players]
    earlier: dict[str, tuple[list[int], int]] = {}
    for result in done:
        for placing in result.placings:
            standards, points = earlier.get(placing.player.name, ([], 0))
            earlier[placing.player.name] = ([*standards, placing.standard], points + placing.final)
    names = table + sorted(n for n in earlier if n not in table)
    totals = totals_after(current, next_hand(current, after) - 1)

    def ranker(after_hand: tuple[int, ...]) -> list[Key]:
        ranked = places(after_hand)
        keys = []
        for i, name in enumerate(names):
            standards, points = earlier.get(name, ([], 0))
            if i < 4:
                standards, points = [*standards, standard_points(ranked[i])], points + after_hand[i]
            keys.append(_standing_key(standards, points))
        return keys

    def sums(lines: list[tuple[int, int]]) -> list[tuple[int, int]]:
        prior = [earlier.get(name, ([], 0))[1] for name in names]
        return [*lines, *((prior[i] + a, b) for i, (a, b) in enumerate(lines)), *((p, 0) for p in prior[4:])]

    now = ranker(totals)
    return chase(names, 4, totals, ranker, lambda r, m: now[r][0] - now[m][0], lines_of=sums)


def totals_after(result: MatchResult, after: int | None) -> tuple[int, ...]:
    """Each chair's 局分 after hand ``after`` (0: before the first; ``None``: after the last)."""
    if after is None:
        after = len(result.hands)
    if type(after) is not int or not 0 <= after <= len(result.hands):
        said = F.AFTER_OUT_OF_RANGE(value=show(after), hands=len(result.hands))
        raise MatchRecordError(said, result.record.source)
    return result.hands[after - 1].totals if after else (STARTING_POINTS,) * 4


def next_hand(result: MatchResult, after: int | None = None) -> int:
    """The number of the hand chased: the one after hand ``after`` (``None``: after the last).

    A match of 16 hands, or one stopped by ``end``, has no hand after its
    last: asking for it is a ``MatchRecordError`` at the line of that last
    hand (a match still in play, ``MatchRecord.in_play``, has one).
    """
    totals_after(result, after)  # ``after`` is a hand of the record, or the error says which are
    played = len(result.hands) if after is None else after
    record = result.record
    if played < len(result.hands) or record.in_play:
        return played + 1
    if len(result.hands) >= HANDS_PER_MATCH:
        said = F.MATCH_OVER(n=played, hands=HANDS_PER_MATCH)
    else:
        said = F.MATCH_ENDED(n=played)
    raise MatchRecordError(said, record.source, result.hands[-1].record.line)
