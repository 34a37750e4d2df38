"""The win's context worked out from the play, rule by rule, on hand-made records.

Each record states its win's context by hand (the ``Rec.hu`` arguments), and
its ``Fan`` line is the reference scorer's under that context; the replay
must derive the same flags and agree with the line.  The rules
(``docs/replay.md``): 和绝张 when three copies of the winning tile are
visible (unclaimed discards, chow and pung melds, melded and promoted kongs,
not concealed kongs; the winning tile not counted); 妙手回春 when the wall
of the drawer's next seat is empty, 海底捞月 when that of the discarder's
next seat is (not the winner's); 杠上开花 on the replacement of one's own
kong, of each kind; 抢杠和 on another's BuGang; the winds from the seat and
the ``Wind`` line (0-3 = E S W N).
"""

from __future__ import annotations

import pytest

from mcr_cli.replay import Report, RoundText, replay
from mcr_cli.replay.lines import parse_line
from mcr_cli.replay.play import Table

pytest.importorskip("MahjongGB")

from tests.helpers.records import Rec

T19 = "T1 T2 T3 T4 T5 T6 T7 T8 T9"
WAIT_B3 = "W1 W2 W3 W4 W5 W6 W7 W8 W9 B1 B1 B2 B4"
"""East waits on 3p alone (坎张): he holds no copy of it, so it can be the last of its kind."""


def replayed(text: str) -> Report:
    report = replay(RoundText("t.txt", 1, text.encode()))
    assert report.result != "error", report.error
    return report


def check(text: str, flags: str) -> Report:
    report = replayed(text)
    assert " ".join(report.flags) == flags
    assert report.agrees, [d.text() for d in report.differences]
    return report


# --- 和绝张 -----------------------------------------------------------------------


def fourth_by_discards(third: bool) -> str:
    rec = Rec([WAIT_B3, f"B3 {T19} F1 F2 F3", f"B3 {T19} F1 F2 F3", f"B3 {T19} F1 F2 F3"])
    rec.turn(0, "J1").turn(1, "J1", "B3").turn(2, "J1", "B3").turn(3, "J1", "B3" if third else "J1")
    return rec.draw(0, "B3").hu(0, "B3", self_drawn=True, fourth=third)


def test_fourth_tile_three_discards_seen() -> None:
    check(fourth_by_discards(True), "--self-drawn --fourth-tile")


def test_fourth_tile_not_with_two_seen_and_one_held() -> None:
    check(fourth_by_discards(False), "--self-drawn")


def test_fourth_tile_a_pung_shows_three() -> None:
    rec = Rec([WAIT_B3, f"B3 {T19} F1 F2 F3", f"B3 B3 {T19} F1 F2", f"{T19} F1 F2 F3 F4"])
    rec.turn(0, "J1").draw(1, "J1").play(1, "B3").claim(2, "Peng", "B3").play(2, "F1").turn(3, "J1")
    check(rec.draw(0, "B3").hu(0, "B3", self_drawn=True, fourth=True), "--self-drawn --fourth-tile")


def fourth_by_chows(third: bool) -> str:
    rec = Rec([WAIT_B3, f"B3 B3 {T19} F1 F2", f"B4 B5 {T19} F1 F2", f"B3 {T19} F1 F2 F3"])
    rec.turn(0, "J1").draw(1, "J1").play(1, "B3").claim(2, "Chi", "B4").play(2, "F2")
    rec.turn(3, "J1", "B3").turn(0, "J2").turn(1, "J2", "B3" if third else "J2").turn(2, "J2").turn(3, "J2")
    return rec.draw(0, "B3").hu(0, "B3", self_drawn=True, fourth=third)


def test_fourth_tile_a_chow_shows_its_tiles() -> None:
    check(fourth_by_chows(True), "--self-drawn --fourth-tile")


def test_fourth_tile_a_claimed_discard_counts_once() -> None:
    """The 3p chowed counts in the chow, no longer as a discard: two seen, not three."""
    check(fourth_by_chows(False), "--self-drawn")


def visible_after(lines: list[str]) -> list[int]:
    table = Table()
    for number, line in enumerate(lines, 1):
        table.feed(parse_line(line), number)
    return table.visible


KONG_DEALS = [
    "Match 0",
    "Wind 0",
    "Player 0 Deal W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 B2 B2",
    f"Player 1 Deal B9 {T19} F1 F2 F3",
    f"Player 2 Deal J1 J1 J1 J1 {T19}",
    f"Player 3 Deal W1 {T19} F1 F2 F3",
][1:]


@pytest.mark.parametrize(
    ("moves", "w1_seen"),
    [
        pytest.param(
            ["Player 3 Draw J2", "Player 3 Play W1", "Player 0 Gang W1"], 4, id="melded-kong-shows-4"
        ),
        pytest.param(["Player 3 Draw J2", "Player 3 Play W1", "Player 0 Peng W1"], 3, id="pung-shows-3"),
        pytest.param(["Player 3 Draw J2", "Player 3 Play W1"], 1, id="discard-shows-1"),
    ],
)
def test_fourth_tile_counts_kongs_and_pungs(moves: list[str], w1_seen: int) -> None:
    lines = [*KONG_DEALS, *moves]
    assert visible_after(lines)[0] == w1_seen


def test_fourth_tile_a_concealed_kong_is_not_visible() -> None:
    lines = [*KONG_DEALS, "Player 2 Draw J2", "Player 2 AnGang J1"]
    assert visible_after(lines)[31] == 0


def test_fourth_tile_a_promoted_kong_shows_4() -> None:
    deals = ["Player 0 Deal W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 B2 B2 J2", *KONG_DEALS[2:]]
    lines = [
        *KONG_DEALS[:1],
        *deals,
        "Player 3 Draw J2",
        "Player 3 Play W1",
        "Player 0 Peng W1",
        "Player 0 Play B2",
    ]
    lines += ["Player 1 Draw J3", "Player 1 Play J3", "Player 2 Draw J3", "Player 2 Play J3"]
    lines += ["Player 3 Draw J3", "Player 3 Play J3", "Player 0 Draw W1", "Player 0 BuGang W1"]
    assert visible_after(lines)[0] == 4


# --- 杠上开花 -----------------------------------------------------------------------


def test_kong_replacement_after_a_concealed_kong() -> None:
    rec = Rec(
        [
            "W1 W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 B2",
            f"{T19} F1 F2 F3 F4",
            f"{T19} F1 F2 F3 F4",
            f"{T19} F1 F2 F3 F4",
        ]
    )
    rec.draw(0, "B2").angang(0, "W1").draw(0, "W7")
    check(rec.hu(0, "W7", self_drawn=True, kong=True), "--self-drawn --kong")


def test_kong_replacement_after_a_melded_kong() -> None:
    rec = Rec(
        [
            "W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 B2 B2",
            f"{T19} F1 F2 F3 F4",
            f"{T19} F1 F2 F3 F4",
            f"W1 {T19} J3 J3 J3",
        ]
    )
    rec.turn(0, "J1").turn(1, "J1").turn(2, "J1").draw(3, "J1").play(3, "W1").claim(0, "Gang", "W1").draw(
        0, "W7"
    )
    check(rec.hu(0, "W7", self_drawn=True, kong=True), "--self-drawn --kong")


def test_kong_replacement_after_a_promoted_kong() -> None:
    rec = Rec(
        [
            "W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 B2 B2 J2",
            f"{T19} F1 F2 F3 F4",
            f"{T19} F1 F2 F3 F4",
            f"W1 {T19} J3 J3 J3",
        ]
    )
    rec.turn(0, "J1").turn(1, "J1").turn(2, "J1").draw(3, "J1").play(3, "W1").claim(0, "Peng", "W1").play(
        0, "J2"
    )
    rec.turn(1, "J2").turn(2, "J2").turn(3, "J2").draw(0, "W1").bugang(0, "W1").draw(0, "W7")
    check(rec.hu(0, "W7", self_drawn=True, kong=True), "--self-drawn --kong")


def test_kong_replacement_only_on_the_draw_right_after_the_kong() -> None:
    rec = Rec(
        [
            "W1 W1 W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 B2",
            f"{T19} F1 F2 F3 F4",
            f"{T19} F1 F2 F3 F4",
            f"{T19} F1 F2 F3 F4",
        ]
    )
    rec.draw(0, "B2").angang(0, "W1").draw(0, "J3").play(0, "J3").turn(1, "J3").turn(2, "J3").turn(3, "J3")
    check(rec.draw(0, "W7").hu(0, "W7", self_drawn=True), "--self-drawn")


# --- 抢杠和 -------------------------------------------------------------------------


def test_robbing_a_promoted_kong() -> None:
    """South adds the fourth 3p to his pung; East wins on it: robbing, South pays, 和绝张 not counted."""
    rec = Rec([WAIT_B3, f"B3 B3 {T19} F1 F2", f"{T19} F3 F4 J3 J3", f"B3 {T19} F1 F2 F3"])
    rec.turn(0, "J1").turn(1, "J1").turn(2, "J1").draw(3, "J1").play(3, "B3").claim(1, "Peng", "B3").play(
        1, "F1"
    )
    rec.turn(2, "J2").turn(3, "J2").turn(0, "J2").draw(1, "B3").bugang(1, "B3")
    report = check(rec.hu(0, "B3", kong=True, fourth=True, discarder=1), "--kong --fourth-tile --discarder S")
    assert report.round is not None and report.round.win is not None
    assert report.round.win.how == "robbing"
    ids = {f["id"] for f in report.ours["fans"]}  # type: ignore[index]
    assert 47 in ids and 58 not in ids  # 抢杠和, never 和绝张 (ruling 15)


# --- the last tile ------------------------------------------------------------------

READY_J3 = f"{T19} B1 B1 B1 J3"
"""Waits on 中 alone; two more 中 are dealt elsewhere, the fourth is the last in the walls."""
OTHER = [
    "W1 W1 W2 W3 W4 W5 W6 W7 W8 W9 F1 F2 F3",
    "W1 W2 W2 W3 W4 W5 W6 W7 W8 W9 F1 F2 F3",
    "J3 J3 B9 B9 B8 B8 B7 B7 B6 B6 F4 F4 F4",
]


def deals(winner: int) -> list[str]:
    others = iter(OTHER)
    return [READY_J3 if n == winner else next(others) for n in range(4)]


def test_last_tile_self_drawn_when_the_next_seats_wall_is_empty() -> None:
    rec = Rec(deals(3))
    assert rec.fill(0, 83, avoid="J3") == 3
    check(rec.draw(3, "J3").hu(3, "J3", self_drawn=True, last=True), "--self-drawn --last-tile --seat-wind N")


def last_after_a_kong(win: bool) -> str:
    """South's concealed kong empties his wall first: East's 21st draw is then the last tile."""
    rec = Rec(
        [
            READY_J3,
            "F1 F1 F1 F1 W2 W3 W4 W5 W6 W7 W8 W9 W9",
            "J3 J3 B9 B9 B8 B8 B7 B7 B6 B6 F4 F4 F4",
            "W1 W2 W2 W3 W4 W5 W6 W7 W8 B5 F2 F3 J1",
        ]
    )
    rec.fill(0, 1, avoid="J3")
    rec.draw(1, "W1").angang(1, "F1").draw(1, "W1").play(1, "W1")
    assert rec.fill(2, 78, avoid="J3") == 0 and rec.walls == [1, 0, 1, 1]
    if win:
        return rec.draw(0, "J3").hu(0, "J3", self_drawn=True, last=True)
    return rec.turn(0, "J3").huang()


def test_last_tile_is_the_next_seats_wall_not_the_drawers() -> None:
    check(last_after_a_kong(True), "--self-drawn --last-tile")


def test_huang_when_the_seat_to_draw_has_an_empty_wall() -> None:
    report = replayed(last_after_a_kong(False))
    assert report.result == "draw" and report.agrees


def test_last_tile_on_a_discard_when_the_discarders_next_wall_is_empty() -> None:
    rec = Rec(deals(1))
    rec.fill(0, 83, avoid="J3")
    rec.turn(3, "J3")
    check(rec.hu(1, "J3", last=True, discarder=3), "--last-tile --seat-wind S --discarder N")


def test_last_tile_not_from_the_winners_next_wall() -> None:
    """West discards with North's wall holding one: not the last discard, though East's wall is empty."""
    rec = Rec(deals(3))
    rec.fill(0, 82, avoid="J3")
    assert rec.walls == [0, 0, 1, 1]
    rec.turn(2, "J3")
    check(rec.hu(3, "J3", discarder=2), "--seat-wind N")


# --- the winds ----------------------------------------------------------------------


@pytest.mark.parametrize(("wind", "seat", "flags"), [
    pytest.param(3, 3, "--self-drawn --seat-wind N --prevalent-wind N", id="wind-3-is-north"),
    pytest.param(1, 1, "--self-drawn --seat-wind S --prevalent-wind S", id="wind-1-is-south"),
    pytest.param(0, 2, "--self-drawn --seat-wind W", id="seat-2-is-west"),
])  # fmt: skip
def test_winds_from_the_seat_and_the_wind_line(wind: int, seat: int, flags: str) -> None:
    wind_tile = f"F{seat + 1}"
    ready = f"{wind_tile} {wind_tile} {wind_tile} {T19} J3"
    others = iter(
        [
            "J3 J3 B1 B2 B3 B4 B5 B6 B7 B8 B9 W1 W2",
            "W1 W2 W3 W4 W5 W6 W7 W8 W9 B1 B2 B3 B4",
            "W1 W2 W3 W4 W5 W6 W7 W8 W9 B1 B2 B3 B5",
        ]
    )
    rec = Rec([ready if n == seat else next(others) for n in range(4)], wind=wind)
    rec.fill(0, seat, avoid="J3")
    report = check(rec.draw(seat, "J3").hu(seat, "J3", self_drawn=True), flags)
    ids = {f["id"] for f in report.ours["fans"]}  # type: ignore[index]
    assert 61 in ids and (60 in ids) == (wind == seat)
