"""Standings over several matches: 名次评定's order and its tie-breaks, players and teams."""

from __future__ import annotations

import pytest

from mcr_cli.errors import MatchRecordError
from mcr_cli.match.ledger import MatchResult, load_match
from mcr_cli.match.standings import Standing, rank, standings
from tests.helpers.paths import ROOT

EXAMPLES = ROOT / "examples"


def example(name: str) -> MatchResult:
    return load_match((EXAMPLES / name).read_text(encoding="utf-8"), name)


def sessions() -> list[MatchResult]:
    return [example(f"session-{n}.match") for n in (1, 2, 3)]


def test_three_sessions_players() -> None:
    table = standings(sessions())
    got = [
        (s.rank, s.name, s.team, s.standards, s.standard, s.points, s.best, s.decided_by)
        for s in table.players
    ]
    assert got == [
        (1, "Dave", "Tigers", (2, 2, 4), 8, 592 + 488 + 530, 4, None),
        (2, "Bob", "Tigers", (4, 0, 1), 5, 609 + 448 + 475, 4, None),
        (3, "Alice", "Dragons", (1, 2, 2), 5, 467 + 488 + 527, 2, "points"),
        (4, "Carol", "Dragons", (0, 4, 0), 4, 317 + 576 + 468, 4, None),
    ]


def test_three_sessions_teams_by_sum_of_standard_points() -> None:
    table = standings(sessions())
    got = [(t.rank, t.name, t.members, t.standard, t.points) for t in table.teams]
    assert got == [
        (1, "Tigers", ("Dave", "Bob"), 8 + 5, 1610 + 1532),
        (2, "Dragons", ("Alice", "Carol"), 5 + 4, 1482 + 1361),
    ]


def line(name: str, standards: tuple[int, ...], points: int) -> Standing:
    return Standing(name, None, (), standards, points)


@pytest.mark.parametrize(
    ("entries", "expected"),
    [
        pytest.param(
            [line("A", (2, 2), 1000), line("B", (4, 1), 990)],
            [(1, "B", None), (2, "A", None)],
            id="standard-points-first",
        ),
        pytest.param(
            [line("A", (4, 0), 990), line("B", (2, 2), 1010)],
            [(1, "B", None), (2, "A", "points")],
            id="1-sum-of-match-points",
        ),
        pytest.param(
            [line("A", (2, 2), 1000), line("B", (4, 0), 1000)],
            [(1, "B", None), (2, "A", "best")],
            id="2-best-single-match",
        ),
        pytest.param(
            [line("A", (4, 1, 1, 0), 2000), line("B", (4, 2, 0, 0), 2000)],
            [(1, "B", None), (2, "A", "high_scores")],
            id="3-more-high-single-match-scores",
        ),
        pytest.param(
            [line("A", (4, 2, 1), 1500), line("B", (4, 2, 1, 0), 1500)],
            [(1, "A", None), (1, "B", "tie")],
            id="tie-on-everything-shares-the-place",
        ),
        pytest.param(
            [line("C", (2,), 500), line("A", (4, 0), 1000), line("B", (4, 0), 1000), line("D", (1,), 480)],
            [(1, "A", None), (1, "B", "tie"), (3, "C", None), (4, "D", None)],
            id="shared-place-skips-the-next",
        ),
    ],
)
def test_tie_breaks_of_mingci_pingding(
    entries: list[Standing], expected: list[tuple[int, str, str | None]]
) -> None:
    assert [(s.rank, s.name, s.decided_by) for s in rank(entries)] == expected


def test_tie_in_standings_from_records() -> None:
    one = load_match("E A\nS B\nW C\nN D\nwin A 8 from B\nend\n", "1.match")
    two = load_match("E A\nS B\nW C\nN D\nwin B 8 from A\nend\n", "2.match")
    table = standings([one, two])
    assert [(s.rank, s.name, s.standard, s.points, s.decided_by) for s in table.players] == [
        (1, "A", 4, 1016, None),
        (1, "B", 4, 1016, "tie"),
        (3, "C", 4, 984, "points"),
        (3, "D", 4, 984, "tie"),
    ]
    assert table.teams == ()


def test_players_without_a_team_are_left_out_of_teams() -> None:
    one = load_match("E A team X\nS B team X\nW C\nN D team Y\nwin C 8 -t\nend\n", "1.match")
    table = standings([one])
    assert [(t.name, t.members, t.standard) for t in table.teams] == [
        ("X", ("A", "B"), 2 + 2),
        ("Y", ("D",), 2),
    ]
    assert next(s for s in table.players if s.name == "C").team is None


def test_a_player_in_two_teams_is_an_error() -> None:
    one = load_match("E A team X\nS B\nW C\nN D\ndraw\nend\n", "1.match")
    two = load_match("E A team Y\nS B\nW C\nN D\ndraw\nend\n", "2.match")
    with pytest.raises(MatchRecordError) as caught:
        standings([one, two])
    assert str(caught.value) == "2.match:1: A plays for Y here but for X in 1.match:1"


def test_the_same_match_twice_is_an_error() -> None:
    one = example("session-2.match")
    with pytest.raises(MatchRecordError, match="given twice"):
        standings([one, one])


def test_to_dict_shape() -> None:
    data = standings(sessions()).to_dict()
    assert data["matches"] == ["session-1.match", "session-2.match", "session-3.match"]
    assert data["players"][2] == {
        "rank": 3,
        "name": "Alice",
        "team": "Dragons",
        "matches": 3,
        "standard": 5,
        "points": 1482,
        "best": 2,
        "standards": [1, 2, 2],
        "decided_by": "points",
    }
    assert set(data["teams"][0]) == {
        "rank",
        "name",
        "members",
        "matches",
        "standard",
        "points",
        "best",
        "standards",
        "decided_by",
    }
