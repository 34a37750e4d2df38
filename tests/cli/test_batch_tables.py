"""A batch reads and checks each set of flags once (``flags.lean_score``): every line still scores as alone.

Log files repeat a few sets of flags over millions of hands, so the parser
keeps the options after a hand by their words and the command line keeps
the checked table of each set of flags.  These tests mix lines whose flags
differ, repeat, come in another order or fail, and check every line against
what it scores alone (the fans worked out in ``test_score``).
"""

from __future__ import annotations

import json

from click.testing import CliRunner

from mcr_cli.cli.main import main

EDGE_HAND = "123m456p789s12sEE3s"
"""花龙 8 + 门前清 2 + 幺九刻 1 + 边张 1 on a discard (``test_score``)."""
DISCARD = {39: 1, 62: 1, 70: 1, 77: 1}
SELF_DRAWN = {39: 1, 56: 1, 70: 1, 77: 1}  # 不求人 4 instead of 门前清 2
ROBBING = {39: 1, 47: 1, 62: 1, 70: 1, 77: 1}  # 抢杠和 8 beside them


def batch(lines: list[str], *flags: str) -> list[dict]:
    result = CliRunner().invoke(
        main, ["score", "--json", "--batch", "-", *flags], input="\n".join(lines) + "\n"
    )
    return [json.loads(line) for line in result.stdout.splitlines()]


def fans(obj: dict) -> dict[int, int]:
    return {fan["id"]: fan["count"] for fan in obj["fans"]}


def test_lines_with_other_flags_in_turn_score_each_their_own() -> None:
    lines = [
        f"{EDGE_HAND} -t",
        f"{EDGE_HAND} --kong",
        EDGE_HAND,
        f"{EDGE_HAND} --self-drawn",
        f"{EDGE_HAND} --kong",
        f"{EDGE_HAND} -t",
    ]
    assert [fans(obj) for obj in batch(lines)] == [
        SELF_DRAWN,
        ROBBING,
        DISCARD,
        SELF_DRAWN,
        ROBBING,
        SELF_DRAWN,
    ]


def test_the_same_flags_in_another_order_are_the_same_table() -> None:
    lines = [
        f"{EDGE_HAND} -t --seat-wind S",
        f"{EDGE_HAND} --seat-wind S -t",
        f"--seat-wind S {EDGE_HAND} -t",
    ]
    objs = batch(lines)
    assert [fans(obj) for obj in objs] == [SELF_DRAWN] * 3
    # seat South wins self-drawn: each other seat pays 8 + 14
    assert [obj["payments"]["S"] for obj in objs] == [3 * (8 + 14)] * 3


def test_a_table_that_fails_is_checked_again_after_the_hand_each_time() -> None:
    """The hand's errors come before the flags' the system refuses, on every line, as when scored alone.

    卡五星 has three seats (no North) and no characters: its own hand with
    ``--seat-wind N`` is the seat's error, a hand of characters is the tile's
    error first (the tiles are checked before the seats), a bad character
    the notation's.
    """
    flags = "--rules kawuxing --seat-wind N"
    lines = [
        f"[555p,1]46p123s789sCC5p {flags}",
        f"123m456p789s111z22z {flags}",
        f"123m456p789s111z2x {flags}",
    ]
    objs = batch(lines * 2)
    errors = [
        "--seat-wind: 卡五星 (kawuxing) has 3 seats: E S W",
        "1m is not a tile of 卡五星 (kawuxing) at position 1",
        "unknown character 'x' at position 18",
    ]
    assert [obj["error"] for obj in objs] == errors * 2
    assert [obj.get("position") for obj in objs] == [None, 1, 18] * 2


def test_a_positional_word_after_the_hand_is_still_one_hand() -> None:
    """``123m 456p …``: the groups written apart are joined, with or without flags after them."""
    objs = batch(["123m 456p 789s 111z 22z", "123m 456p 789s 111z 22z -t", "123m456p789s111z22z -t"])
    assert [obj["hand"] for obj in objs] == ["123m456p789sEEESS"] * 3
    assert [obj["fan_points"] for obj in objs] == [15, 17, 17]  # 不求人 4 for 门前清 2 when self-drawn


def test_workers_count_expectations_and_failures_as_one_process() -> None:
    """--jobs 2 sends each chunk's JSON lines back in one piece: the counts and the status stay the same."""
    from mcr_cli.cli.batch.run import CHUNK

    # 15 as expected, 14 differs, a line without expectation, a bad hand with one (it differs too)
    kinds = ["123m456p789s111z22z --expect 15", "123m456p789s111z22z --expect 14", EDGE_HAND, "1m --expect 8"]
    lines = [kinds[i % 4] for i in range(CHUNK * 5)]
    runs = [
        CliRunner().invoke(main, ["score", "--json", "--batch", "-", *jobs], input="\n".join(lines) + "\n")
        for jobs in ([], ["--jobs", "2"])
    ]
    quarter = CHUNK * 5 // 4
    assert (
        runs[0].stderr
        == runs[1].stderr
        == f"{3 * quarter} checked, {quarter} as expected, {2 * quarter} differ\n"
    )
    assert runs[0].stdout == runs[1].stdout
    assert runs[0].exit_code == runs[1].exit_code == 1
