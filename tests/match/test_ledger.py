"""The match record and the rules of a match (比赛成绩的计算): seats, payments, penalties, places."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mcr_cli import score
from mcr_cli.errors import MatchRecordError
from mcr_cli.match.ledger import load_match, parse_record, places, prevalent_wind, seat_wind, standard_points
from tests.helpers.paths import ROOT

EXAMPLES = ROOT / "examples"
SEATS_4 = "E Alice\nS Bob\nW Carol\nN Dave\n"


def record(*hands: str, seats: str = SEATS_4, end: bool = True) -> str:
    """A record with the usual four players, the given hand lines and, by default, 'end'."""
    return seats + "\n".join(hands) + ("\nend\n" if end else "\n")


def finals(text: str) -> dict[str, int]:
    result = load_match(text, "t.match")
    return {p.player.name: p.final for p in result.placings}


# --- where a hand stands --------------------------------------------------------


@pytest.mark.parametrize(
    ("chair", "index", "wind"),
    [
        pytest.param(0, 0, "E", id="hand1-east-player-deals"),
        pytest.param(1, 0, "S", id="hand1-south-player-is-south"),
        pytest.param(1, 1, "E", id="hand2-south-player-deals"),
        pytest.param(0, 1, "N", id="hand2-old-dealer-is-north"),
        pytest.param(3, 3, "E", id="hand4-north-player-deals"),
        pytest.param(0, 4, "E", id="hand5-east-player-deals-again"),
        pytest.param(2, 13, "S", id="hand14-west-player-is-south"),
    ],
)
def test_seat_winds_move_one_place_every_hand(chair: int, index: int, wind: str) -> None:
    assert "ESWN"[seat_wind(chair, index)] == wind


def test_every_player_deals_once_a_round() -> None:
    for first in (0, 4, 8, 12):
        dealers = [next(c for c in range(4) if seat_wind(c, i) == 0) for i in range(first, first + 4)]
        assert dealers == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("number", "wind"),
    [pytest.param(n, "ESWN"[(n - 1) // 4], id=f"hand{n}") for n in (1, 4, 5, 8, 9, 12, 13, 16)],
)
def test_prevalent_wind_is_the_round(number: int, wind: str) -> None:
    assert "ESWN"[prevalent_wind(number - 1)] == wind


# --- 标准分 and places -------------------------------------------------------------


@pytest.mark.parametrize(
    ("finals_", "expected_places", "expected_standard"),
    [
        pytest.param((560, 520, 480, 440), (1, 2, 3, 4), (4, 2, 1, 0), id="no-tie-4-2-1-0"),
        pytest.param((520, 520, 500, 460), (1, 1, 3, 4), (4, 4, 1, 0), id="tied-first-both-get-4"),
        pytest.param((576, 488, 488, 448), (1, 2, 2, 4), (4, 2, 2, 0), id="tied-second-both-get-2"),
        pytest.param((560, 480, 480, 480), (1, 2, 2, 2), (4, 2, 2, 2), id="three-tied-second"),
        pytest.param((560, 520, 460, 460), (1, 2, 3, 3), (4, 2, 1, 1), id="tied-last-both-get-1"),
        pytest.param((500, 500, 500, 500), (1, 1, 1, 1), (4, 4, 4, 4), id="all-four-tied"),
    ],
)
def test_places_and_standard_points(
    finals_: tuple[int, ...], expected_places: tuple[int, ...], expected_standard: tuple[int, ...]
) -> None:
    got = places(finals_)
    assert got == expected_places
    assert tuple(standard_points(p) for p in got) == expected_standard


# --- a full match, by hand -------------------------------------------------------

# Each hand of examples/session-1.match with each chair's change (Alice, Bob,
# Carol, Dave), worked out by hand from ruling 20: on a discard the discarder
# pays 8 + total and the other two 8; self-drawn, each pays 8 + total.
SESSION_1 = [
    (39, -8, -8, -23),  # 1 Alice 15 from Dave: 23 + 8 + 8
    (-32, 96, -32, -32),  # 2 Bob 24 self-drawn: 3 × 32
    (-17, -8, 33, -8),  # 3 Carol 8 + 1 flower from Alice: 17 + 8 + 8
    (0, 0, 0, -5),  # 4 draw; Dave penalty 5
    (-8, -8, -26, 42),  # 5 Dave 16 + 2 flowers from Carol: 26 + 8 + 8
    (87, -29, -29, -29),  # 6 Alice 21 self-drawn: 3 × 29
    (-8, -16, 32, -8),  # 7 Carol 8 from Bob: 16 + 8 + 8
    (0, 0, 0, 0),  # 8 draw
    (-40, 120, -40, -40),  # 9 Bob 32 self-drawn
    (-34, -8, 50, -8),  # 10 Carol 26 from Alice
    (0, 0, 0, 0),  # 11 draw
    (-43, -33, -33, 99),  # 12 Dave 25 self-drawn; Alice penalty 10: -33 - 10
    (39, -23, -8, -8),  # 13 Alice 12 + 3 flowers from Bob: 23 + 8 + 8
    (-8, -8, -114, 130),  # 14 Dave 九莲宝灯 106 from Carol
    (0, 0, 0, 0),  # 15 draw
    (-8, 34, -8, -18),  # 16 Bob 8 + 2 flowers from Dave: 18 + 8 + 8
]


def test_full_match_hand_by_hand() -> None:
    result = load_match((EXAMPLES / "session-1.match").read_text(encoding="utf-8"), "session-1.match")
    assert [h.changes for h in result.hands] == SESSION_1
    running = [500] * 4
    for hand, changes in zip(result.hands, SESSION_1, strict=True):
        running = [r + c for r, c in zip(running, changes, strict=True)]
        assert list(hand.totals) == running
    assert running == [467, 609, 317, 592]
    assert sum(running) == 2000 - 15  # payments sum to 0; penalties leave the table
    assert [(p.player.name, p.final, p.place, p.standard) for p in result.placings] == [
        ("Bob", 609, 1, 4),
        ("Dave", 592, 2, 2),
        ("Alice", 467, 3, 1),
        ("Carol", 317, 4, 0),
    ]
    assert not result.record.ended_early
    assert [h.record.round for h in result.hands] == [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4


def test_written_hands_are_scored_with_the_winds_of_their_place() -> None:
    result = load_match((EXAMPLES / "session-1.match").read_text(encoding="utf-8"), "session-1.match")
    for scored in result.hands:
        win = scored.record.win
        if win is None or win.hand is None:
            continue
        ctx = win.context
        assert ctx.seat_wind == seat_wind(win.winner, scored.record.index)
        assert ctx.prevalent_wind == prevalent_wind(scored.record.index)
        assert scored.fan_points == score(win.hand, ctx).fan_points
    assert result.hands[0].hand == "123m456p789sEEESS"


@pytest.mark.parametrize(
    ("winner", "fan_points"),
    [
        pytest.param("Alice", 15, id="east-seat-east-round-both-wind-fans"),
        pytest.param("Bob", 13, id="south-seat-only-prevalent-wind"),
    ],
)
def test_seat_wind_comes_from_the_seat(winner: str, fan_points: int) -> None:
    result = load_match(record(f"win {winner} 123m456p789s111z22z from Dave"), "t.match")
    assert result.hands[0].fan_points == fan_points


@pytest.mark.parametrize(
    "flags",
    [
        pytest.param("--seat-wind S --prevalent-wind E", id="both-winds-consistent"),
        pytest.param("--seat-wind=s", id="lower-case-inline"),
        pytest.param("--discarder N", id="discarder-by-seat-wind"),
    ],
)
def test_flags_of_mcr_score_are_accepted_when_consistent(flags: str) -> None:
    discarder = "" if "--discarder" in flags else " from Dave"
    result = load_match(record(f"win Bob 123m456p789s111z22z {flags}{discarder}"), "t.match")
    assert result.hands[0].changes == (-8, 21 + 8 + 8, -8, -21)  # 13 + 8 from Dave


def test_fan_total_adds_flowers_but_not_toward_the_minimum() -> None:
    result = load_match(record("win Bob 8 -t --flowers 3"), "t.match")
    assert (result.hands[0].fan_points, result.hands[0].flowers, result.hands[0].total) == (8, 3, 11)
    assert result.hands[0].changes == (-19, 57, -19, -19)


# --- ended early, penalties -------------------------------------------------------


def test_match_ended_early_ties_share_second_place() -> None:
    result = load_match((EXAMPLES / "session-2.match").read_text(encoding="utf-8"), "session-2.match")
    assert result.record.ended_early
    assert result.record.end_note == "time limit"
    assert len(result.hands) == 6
    assert [(p.player.name, p.final, p.place, p.standard) for p in result.placings] == [
        ("Carol", 576, 1, 4),
        ("Alice", 488, 2, 2),
        ("Dave", 488, 2, 2),
        ("Bob", 448, 4, 0),
    ]


def test_end_after_16_hands_is_not_early() -> None:
    text = record(*["draw"] * 16)
    assert not parse_record(text).ended_early


def test_penalties_are_deducted_in_their_hand() -> None:
    result = load_match(
        record("win Alice 8 from Bob", "penalty Carol 10 slow play", "penalty Carol 5", "draw"), "t.match"
    )
    first, second = result.hands
    assert first.changes == (32, -16, -8 - 15, -8)
    assert second.changes == (0, 0, 0, 0)
    assert [(p.points, p.reason) for p in first.record.penalties] == [(10, "slow play"), (5, "")]
    assert finals(record("draw", "penalty Dave 30")) == {"Alice": 500, "Bob": 500, "Carol": 500, "Dave": 470}


def test_names_with_spaces_teams_and_chinese_keywords() -> None:
    text = "东 '李 伟' team 龙\n南 B\n西 C\n北 D\n和 B 8 from '李 伟'\n荒牌\n罚分 C 2\n结束\n"
    result = load_match(text, "t.match")
    assert result.record.players[0].name == "李 伟"
    assert result.record.players[0].team == "龙"
    assert result.hands[0].changes == (-16, 32, -8, -8)
    assert result.hands[1].changes == (0, 0, -2, 0)


# --- every error names the file and the line ----------------------------------------

ERRORS = [
    pytest.param(record("win Eve 8 from Bob"), 5, "unknown player 'Eve'", id="unknown-winner"),
    pytest.param(record("win Bob 8 from Eve"), 5, "unknown player 'Eve'", id="unknown-discarder"),
    pytest.param(record("draw", "penalty Eve 5"), 6, "unknown player 'Eve'", id="unknown-penalised"),
    pytest.param(record("win Bob 11112m456p789sEEE2m from Dave"), 5, "5", id="fifth-copy"),
    pytest.param(record("win Bob 123m456p789s111z23z from Dave"), 5, "hand 1", id="not-a-winning-shape"),
    pytest.param(record("win Bob 123m123m456p789pSS from Dave"), 5, "6 fan points", id="written-below-8"),
    pytest.param(record("draw", "win Bob 7 from Dave"), 6, "7 fan points is no win", id="total-below-8"),
    pytest.param(record("win Bob 8x from Dave"), 5, "hand 1: 8x", id="bad-notation"),
    pytest.param(record("win Bob 8 from Bob"), 5, "discarder is the winner", id="discarder-is-winner"),
    pytest.param(record("win Bob 8 --discarder S"), 5, "discarder is the winner", id="discarder-seat-winner"),
    pytest.param(record("win Bob 8"), 5, "names the discarder", id="discard-without-discarder"),
    pytest.param(record("win Bob 8 -t from Dave"), 5, "has no discarder", id="self-drawn-from"),
    pytest.param(record(*["draw"] * 17), 21, "17th hand", id="seventeen-hands"),
    pytest.param(
        "E Alice\nS Bob\nW Alice\nN Dave\ndraw\nend\n", 3, "Alice is already in seat E", id="player-two-seats"
    ),
    pytest.param("E Alice\nE Bob\n", 2, "seat E is already taken", id="seat-twice"),
    pytest.param("E Alice\nS Bob\nW Carol\ndraw\nend\n", 4, "seat N has no player", id="missing-seat"),
    pytest.param(record("draw") + "E Eve\n", 7, "nothing may follow 'end'", id="line-after-end"),
    pytest.param(record("draw", "S Eve"), 6, "before the first hand", id="seat-after-hand"),
    pytest.param(record(end=False), None, "no hands", id="no-hands"),
    pytest.param(record("draw", end=False), 5, "stops after hand 1 of 16", id="short-without-end"),
    pytest.param(record("penalty Bob 5"), 5, "no hand yet", id="penalty-before-hands"),
    pytest.param(record("draw", "penalty Bob"), 6, "penalty PLAYER POINTS", id="penalty-no-points"),
    pytest.param(record("draw", "penalty Bob 0"), 6, "above 0", id="penalty-zero"),
    pytest.param(record("draw Bob"), 5, "just 'draw'", id="draw-with-words"),
    pytest.param(record("win Bob"), 5, "a win line is", id="win-without-hand"),
    pytest.param(record("win Bob 8 from Dave --bogus"), 5, "unexpected '--bogus'", id="unknown-flag"),
    pytest.param(record("win Bob 8 -t --self-drawn"), 5, "self drawn given twice", id="flag-twice"),
    pytest.param(record("win Bob 8 from Dave --discarder W"), 5, "given twice", id="discarder-twice"),
    pytest.param(record("win Bob 8 -t --flowers"), 5, "--flowers needs a value", id="flag-without-value"),
    pytest.param(record("win Bob 8 -t --kong=1"), 5, "--kong takes no value", id="switch-with-value"),
    pytest.param(record("win Bob 8 -t --flowers 9"), 5, "0-8", id="nine-flowers"),
    pytest.param(record("win Bob 8 -t --kong"), 5, "describes a written hand", id="hand-flag-on-total"),
    pytest.param(record("win Bob 8 -t --seat-wind E"), 5, "Bob's seat wind is S", id="wrong-seat-wind"),
    pytest.param(record("win Bob 8 -t --prevalent-wind S"), 5, "prevalent wind is E", id="wrong-round"),
    pytest.param(record("win Bob 8 -t --seat-wind X"), 5, "one of E S W N", id="not-a-wind"),
    pytest.param(record("win 'Bob 8 -t"), 5, "cannot split", id="unbalanced-quote"),
    pytest.param(record("dealt Bob"), 5, "not 'dealt'", id="unknown-line"),
    pytest.param("E win\n", 1, "cannot be a player's name", id="keyword-as-name"),
    pytest.param("E 42\n", 1, "reads as a flag or a number", id="number-as-name"),
    pytest.param("E Alice Bob\n", 1, "a seat line is", id="bad-seat-line"),
    pytest.param(
        record("win Bob 123m456p789s12sEE3s --kong -t"),
        5,
        "needs a kong",
        id="contradictory-flags",
    ),
]


@pytest.mark.parametrize(("text", "line", "fragment"), ERRORS)
def test_errors_name_file_and_line(text: str, line: int | None, fragment: str) -> None:
    with pytest.raises(MatchRecordError) as caught:
        load_match(text, "bad.match")
    error = caught.value
    assert (error.source, error.line) == ("bad.match", line)
    assert fragment in error.message
    where = "bad.match" if line is None else f"bad.match:{line}"
    assert str(error).startswith(f"{where}: ")


def test_record_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown player"):
        parse_record(record("win Eve 8 from Bob"))


# --- invariants ------------------------------------------------------------------

hand_lines = st.one_of(
    st.just("draw"),
    st.builds(
        lambda winner, fans, flowers, source: (
            f"win {winner} {fans} --flowers {flowers} " + ("-t" if source == winner else f"from {source}")
        ),
        st.sampled_from(["Alice", "Bob", "Carol", "Dave"]),
        st.integers(8, 200),
        st.integers(0, 8),
        st.sampled_from(["Alice", "Bob", "Carol", "Dave"]),
    ),
)
penalty_lines = st.builds(
    lambda who, points: f"penalty {who} {points}",
    st.sampled_from(["Alice", "Bob", "Carol", "Dave"]),
    st.integers(1, 60),
)


@given(st.lists(st.tuples(hand_lines, st.lists(penalty_lines, max_size=2)), min_size=1, max_size=16))
def test_points_only_leave_the_table_as_penalties(hands: list[tuple[str, list[str]]]) -> None:
    lines = [line for hand, penalties in hands for line in (hand, *penalties)]
    result = load_match(record(*lines), "t.match")
    penalties = sum(int(line.split()[2]) for _, pens in hands for line in pens)
    assert sum(p.final for p in result.placings) == 4 * 500 - penalties
    for scored in result.hands:
        assert sum(scored.changes) == -sum(p.points for p in scored.record.penalties)
    assert sorted(p.standard for p in result.placings)[-1] == 4  # someone is always first
    assert [p.place for p in result.placings] == sorted(p.place for p in result.placings)
