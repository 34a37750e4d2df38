"""Standings over several matches, by the order of 名次评定.

Players are ranked by the sum of their 标准分 over the matches; when those
are equal, in order (名次评定 一, 二, 三):

1. 比赛分之和: the sum of their 局分 (each match's final match points);
2. 单局标准分最高: the best 标准分 of a single match;
3. 单局标准分高分多: more high single-match 标准分 — the counts of each value
   compared from the top (more 4s first, then more 2s, then more 1s; a 0 is
   no high score).

Players equal on all of these share the place (并列), as in a match.
Teams (团体名次) are ranked by the sum of their players' 标准分, with the same
tie-breaks over their players' matches taken together.

    >>> from mcr_cli.match.ledger import load_match
    >>> one = load_match("E A\\nS B\\nW C\\nN D\\nwin A 8 from B\\nend", "1.match")
    >>> two = load_match("E A\\nS B\\nW C\\nN D\\nwin B 8 from A\\nend", "2.match")
    >>> for s in standings([one, two]).players:
    ...     print(s.rank, s.name, s.standards, s.points, s.decided_by)
    1 A (4, 0) 1016 None
    1 B (0, 4) 1016 tie
    3 C (2, 2) 984 points
    3 D (2, 2) 984 tie
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..errors import MatchRecordError
from ..limits import show
from . import faults as F
from .ledger import MatchResult, Placing
from .types import MAX_POINTS, check_record, whole

TIE_BREAKS: Final = {
    "points": "比赛分之和",
    "best": "单局标准分最高",
    "high_scores": "单局标准分高分多",
    "tie": "并列",
}
"""What ``Standing.decided_by`` may say, in the order of 名次评定, with the text's words."""
CRITERIA: Final = ("points", "best", "high_scores")
"""The tie-breaks of 名次评定 in order: what ``Standing.key`` holds after the 标准分."""


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's or a team's line of the standings.

    ``standards`` are the single-match 标准分 in the order the matches were
    given (a team's: each of its players' matches); ``points`` the sum of the
    matching 局分.  ``decided_by`` says which tie-break put this line below
    the one above when their 标准分 are equal (a key of ``TIE_BREAKS``), and
    is ``None`` when the 标准分 alone decided.
    """

    name: str
    team: str | None
    members: tuple[str, ...]
    standards: tuple[int, ...]
    points: int
    rank: int = 0
    decided_by: str | None = None

    @property
    def standard(self) -> int:
        return sum(self.standards)

    @property
    def matches(self) -> int:
        return len(self.standards)

    @property
    def best(self) -> int:
        return max(self.standards)

    @property
    def high_scores(self) -> tuple[int, ...]:
        """The single-match 标准分 above 0, high to low: what 单局标准分高分多 compares.

        Comparing these element by element is comparing how many 4s, then
        2s, then 1s; a 0 is no high score, so an extra last place never helps.
        """
        return tuple(sorted((s for s in self.standards if s > 0), reverse=True))

    def to_dict(self) -> dict[str, Any]:
        """A line of ``mcr standings --json``; ``team`` for a player, ``members`` for a team."""
        who = {"team": self.team} if not self.members else {"members": list(self.members)}
        return {
            "rank": self.rank,
            "name": self.name,
            **who,
            "matches": self.matches,
            "standard": self.standard,
            "points": self.points,
            "best": self.best,
            "standards": list(self.standards),
            "decided_by": self.decided_by,
        }

    def key(self) -> tuple[int, int, int, tuple[int, ...]]:
        """What ranks: 标准分, then the tie-breaks of 名次评定 in order; higher is better."""
        return (self.standard, self.points, self.best, self.high_scores)


@dataclass(frozen=True, slots=True)
class Standings:
    """The matches taken, and the players and teams in order of rank (then name)."""

    matches: tuple[MatchResult, ...]
    players: tuple[Standing, ...]
    teams: tuple[Standing, ...]

    def to_dict(self) -> dict[str, Any]:
        """The object of ``mcr standings --json``."""
        return {
            "matches": [m.record.source for m in self.matches],
            "players": [s.to_dict() for s in self.players],
            "teams": [s.to_dict() for s in self.teams],
        }


def _check_result(result: object) -> None:
    """``MatchRecordError`` unless ``result`` is a ``MatchResult`` as ``play`` gives it."""
    if not isinstance(result, MatchResult):
        raise MatchRecordError(F.NOT_RESULTS(value=show(result)), "standings")
    record = check_record(result.record, "standings")
    placings = result.placings
    if not isinstance(placings, tuple) or len(placings) != 4:
        raise MatchRecordError(F.PLACINGS(value=show(placings)), "standings")
    for placing in placings:
        if not isinstance(placing, Placing) or placing.player not in record.players:
            raise MatchRecordError(F.PLACING(value=show(placing)), "standings")
        whole(placing.final, "standings", "Placing.final", -MAX_POINTS, MAX_POINTS)
        whole(placing.place, "standings", "Placing.place", 1, 4)
        whole(placing.standard, "standings", "Placing.standard", 0, 4)


def _check_standing(entry: object) -> None:
    """``MatchRecordError`` unless ``entry`` is a ``Standing`` with names, 标准分 and points."""
    if not isinstance(entry, Standing):
        raise MatchRecordError(F.NOT_STANDING(value=show(entry)), "rank")
    ok = (
        isinstance(entry.name, str)
        and (entry.team is None or isinstance(entry.team, str))
        and isinstance(entry.members, tuple)
        and all(isinstance(m, str) for m in entry.members)
        and isinstance(entry.standards, tuple)
        and 0 < len(entry.standards) <= 1_000_000
        and all(type(s) is int and 0 <= s <= 64 for s in entry.standards)
    )
    if not ok:
        raise MatchRecordError(F.STANDING(name=show(entry.name), standards=show(entry.standards)), "rank")
    whole(
        entry.points,
        "rank",
        "Standing.points",
        -MAX_POINTS * len(entry.standards),
        MAX_POINTS * len(entry.standards),
    )


def rank(entries: Sequence[Standing]) -> tuple[Standing, ...]:
    """Order by ``Standing.key``, give each its rank (shared when the keys are equal) and ``decided_by``."""
    if isinstance(entries, (str, bytes, bytearray)) or not isinstance(entries, Sequence):
        raise MatchRecordError(F.NOT_STANDINGS(value=show(entries)), "rank")
    for entry in entries:
        _check_standing(entry)
    # Two stable sorts: by name, then by key from best down, so equal keys stay in name order.
    ordered = sorted(sorted(entries, key=lambda s: s.name), key=Standing.key, reverse=True)
    ranked: list[Standing] = []
    for i, entry in enumerate(ordered):
        above = ordered[i - 1] if i else None
        place = i + 1
        decided_by = None
        if above is not None and above.standard == entry.standard:
            differs = [
                name for name, a, b in zip(CRITERIA, above.key()[1:], entry.key()[1:], strict=True) if a != b
            ]
            decided_by = differs[0] if differs else "tie"
            if not differs:
                place = ranked[-1].rank
        ranked.append(
            Standing(entry.name, entry.team, entry.members, entry.standards, entry.points, place, decided_by)
        )
    return tuple(ranked)


def _teams_of(results: Sequence[MatchResult]) -> dict[str, str | None]:
    """Each player's team; a player given two different teams is an error naming the second."""
    teams: dict[str, tuple[str, str, int]] = {}
    for result in results:
        for player in result.record.players:
            if player.team is None:
                continue
            known = teams.setdefault(player.name, (player.team, result.record.source, player.line))
            if known[0] != player.team:
                said = F.TWO_TEAMS(
                    name=player.name, team=player.team, other=known[0], place=f"{known[1]}:{known[2]}"
                )
                raise MatchRecordError(said, result.record.source, player.line)
    return {name: team for name, (team, _, _) in teams.items()}


def standings(results: Sequence[MatchResult]) -> Standings:
    """Players' and teams' standings over ``results``; a source given twice is an error."""
    if isinstance(results, (str, bytes, bytearray)) or not isinstance(results, Sequence):
        raise MatchRecordError(F.NOT_RESULT_LIST(value=show(results)), "standings")
    for result in results:
        _check_result(result)
    seen: set[str] = set()
    for result in results:
        if result.record.source in seen:
            raise MatchRecordError(F.MATCH_TWICE(), result.record.source)
        seen.add(result.record.source)
    teams = _teams_of(results)
    standards: dict[str, list[int]] = {}
    points: dict[str, int] = {}
    for result in results:
        for placing in result.placings:
            name = placing.player.name
            standards.setdefault(name, []).append(placing.standard)
            points[name] = points.get(name, 0) + placing.final
    players = [
        Standing(name, teams.get(name), (), tuple(standards[name]), points[name]) for name in standards
    ]
    ranked = rank(players)
    members: dict[str, list[str]] = {}
    for player in ranked:  # a team lists its players best first
        if player.team is not None:
            members.setdefault(player.team, []).append(player.name)
    team_lines = [
        Standing(
            team,
            None,
            tuple(names),
            tuple(s for name in names for s in standards[name]),
            sum(points[name] for name in names),
        )
        for team, names in members.items()
    ]
    return Standings(tuple(results), ranked, rank(team_lines))
