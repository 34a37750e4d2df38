"""追分: the least total of the next hand that makes one player pass another, worked by hand.

The 1998 payments (计分方法): on a self-draw each of the three others pays
8 + T; on a discard the discarder pays 8 + T and the other two pay 8.  So for
the winner W against a rival R who is ``gap`` 局分 ahead, the gap closes by

* W self-draws:          W +3(8+T), R -(8+T)  → 4(8+T) = 32 + 4T
* R discards to W:       W +(8+T)+16, R -(8+T) → 32 + 2T
* a third discards to W: W +(8+T)+16, R -8     → 32 + T

and W passes R when that is more than ``gap`` (strictly: equal 局分 share
the place).  The least T is then the least whole T ≥ 8 above the bound.
"""

from __future__ import annotations

import json

import pytest

from mcr_cli.errors import MatchRecordError
from mcr_cli.match.chase import match_chase, standings_chase, totals_after
from mcr_cli.match.ledger import load_match
from tests.cli.test_match import run

NAMES = ("A", "B", "C", "D")


def figures(
    totals: tuple[int, ...], me: str, rival: str
) -> tuple[str, int, int | None, int | None, int | None]:
    (target,) = [t for t in match_chase(NAMES, totals)[me] if t.rival == rival]
    return target.relation, target.gap, target.self_drawn, target.discard_by_loser, target.discard_by_third


@pytest.mark.parametrize(
    ("totals", "me", "rival", "expected"),
    [
        # gap 60: self 32+4T>60 → T>7 → any win (8); from A 32+2T>60 → T>14 → 15; third 32+T>60 → T>28 → 29
        pytest.param((540, 500, 480, 480), "D", "A", ("above", 60, 8, 15, 29), id="gap-60"),
        # gap 40: self 4T>8 → 8; from A 2T>8 → T>4 → 8; third T>8 → 9 (at T=8: A 532, B 532, level)
        pytest.param((540, 500, 480, 480), "B", "A", ("above", 40, 8, 8, 9), id="gap-40-third-needs-9"),
        # gap 64: self 4T>32 → T>8 → 9; from A 2T>32 → 17; third T>32 → 33: at T=32 they are level, no pass
        pytest.param((564, 500, 500, 436), "B", "A", ("above", 64, 9, 17, 33), id="gap-64-a-tie-is-no-pass"),
        # gap 200: self 4T>168 → T>42 → 43; from A 2T>168 → T>84 → 85; third T>168 → 169
        pytest.param((700, 500, 400, 400), "B", "A", ("above", 200, 43, 85, 169), id="gap-200"),
        # level: any win passes (the winner gains, the rival pays)
        pytest.param((500, 500, 500, 500), "C", "D", ("level", 0, 8, 8, 8), id="level"),
        # below: the figures are what the rival below needs to pass me; gap -40 → rival needs as above
        pytest.param((540, 500, 480, 480), "A", "B", ("below", -40, 8, 8, 9), id="below-is-the-rival-s-need"),
        # a gap no total up to 9999 closes by a third's discard: 32+T > 10100 needs T ≥ 10069
        pytest.param((10600, 500, 500, 500), "B", "A", ("above", 10100, 2518, 5035, None), id="cannot"),
    ],
)
def test_match_chase_hand_worked(
    totals: tuple[int, ...],
    me: str,
    rival: str,
    expected: tuple[str, int, int | None, int | None, int | None],
) -> None:
    assert figures(totals, me, rival) == expected


def test_cannot_arithmetic() -> None:
    """The 'cannot' case above: self 32+4T>10100 → T>2517 → 2518; from A 32+2T>10100 → T>5034 → 5035."""
    assert figures((10600, 500, 500, 500), "B", "A")[2:4] == (2518, 5035)


def test_rows_run_above_then_level_then_below() -> None:
    rows = match_chase(NAMES, (540, 500, 500, 460))["B"]
    assert [(t.rival, t.relation, t.winner) for t in rows] == [
        ("A", "above", "B"),
        ("C", "level", "B"),
        ("D", "below", "D"),
    ]


RECORD = "E A\nS B\nW C\nN D\nwin A 20 from B\n"
"""A match in play (no ``end``) after hand 1: A +28+8+8 = 544, B -28 = 472, C 492, D 492."""


def test_totals_after() -> None:
    result = load_match(RECORD, "r.match", in_play=True)
    assert totals_after(result, None) == (544, 472, 492, 492)
    assert totals_after(result, 0) == (500, 500, 500, 500)
    with pytest.raises(MatchRecordError, match="after 2: the record has hands 1-1"):
        totals_after(result, 2)


def test_match_chase_json(tmp_path: object) -> None:
    """B vs A, gap 72: self 4T>40 → T>10 → 11; from A 2T>40 → 21; third T>40 → 41.
    C vs A, gap 52: self 4T>20 → T>5 → any win; from A 2T>20 → 11; third T>20 → 21."""
    code, out, _ = run("match", "-", "--chase", "--json", stdin=RECORD)
    assert code == 0
    chase = json.loads(out)["chase"]
    assert (chase["after"], chase["ranked_by"]) == (1, "局分")
    by_name = {p["name"]: {t["rival"]: t for t in p["targets"]} for p in chase["players"]}
    b_a = by_name["B"]["A"]
    assert (
        b_a["relation"],
        b_a["gap"],
        b_a["self_drawn"],
        b_a["discard_by_loser"],
        b_a["discard_by_third"],
    ) == (
        "above",
        72,
        11,
        21,
        41,
    )
    c_a = by_name["C"]["A"]
    assert (c_a["self_drawn"], c_a["discard_by_loser"], c_a["discard_by_third"]) == (8, 11, 21)
    assert by_name["A"]["B"]["relation"] == "below" and by_name["A"]["B"]["winner"] == "B"


def test_match_chase_table_and_after() -> None:
    code, out, _ = run("match", "-", "--chase", stdin=RECORD)
    assert code == 0 and "追分" in out and "any win" in out and "41" in out
    code, out, _ = run("match", "-", "--chase", "--after", "0", "--json", stdin=RECORD)
    targets = [t for p in json.loads(out)["chase"]["players"] for t in p["targets"]]
    assert {t["relation"] for t in targets} == {"level"} and {t["self_drawn"] for t in targets} == {8}


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(("--chase", "--csv"), id="chase-csv"),
        pytest.param(("--after", "1"), id="after-without-chase"),
        pytest.param(("--chase", "--after", "17"), id="after-out-of-range"),
    ],
)
def test_chase_usage_errors(args: tuple[str, ...]) -> None:
    code, out, _ = run("match", "-", *args, stdin=RECORD)
    assert code == 2 and out == ""


FIRST = "E A\nS B\nW C\nN D\nwin A 8 from B\nend\n"
"""A +16+8+8 = 532, B -16 = 484, C 492, D 492: places A 1, C and D 2, B 4; 标准分 4, 2, 2, 0."""
SECOND = "E A\nS B\nW C\nN D\ndraw\n"
"""In play: all 500, all first: 4 标准分 each.  Standings: A 8 (1032), C 6, D 6 (992), B 4 (984)."""


def test_standings_chase_hand_worked() -> None:
    """B (4) against A (8), B winning the next hand of the second match:

    * self-drawn: A, C and D share second (2 标准分), A has 4+2 = 6 > B's 0+4: cannot;
    * A discards: A alone last (0), A 4+0 = 4 = B 0+4; then 比赛分: B 484+524+T against
      A 532+492-T: 1008+T > 1024-T → T > 8 → 9;
    * C (or D) discards: A shares second with the other (2): 6 > 4: cannot.
    """
    results = [load_match(FIRST, "1.match"), load_match(SECOND, "2.match", in_play=True)]
    rows = {t.rival: t for t in standings_chase(results)["B"]}
    a = rows["A"]
    assert (a.relation, a.gap, a.self_drawn, a.discard_by_loser, a.discard_by_third) == (
        "above",
        4,
        None,
        9,
        None,
    )
    # against C (6): B self-draws → B 0+4 = 4 = C 2+2; 比赛分 484+524+3T > 492+492-T: any win
    assert rows["C"].self_drawn == 8


def test_standings_chase_cli(tmp_path: object) -> None:
    from pathlib import Path

    folder = Path(str(tmp_path))
    (folder / "1.match").write_text(FIRST, encoding="utf-8")
    (folder / "2.match").write_text(SECOND, encoding="utf-8")
    code, out, _ = run("standings", str(folder / "1.match"), str(folder / "2.match"), "--chase", "--json")
    assert code == 0
    chase = json.loads(out)["chase"]
    assert chase["ranked_by"] == "标准分"
    b = {t["rival"]: t for p in chase["players"] if p["name"] == "B" for t in p["targets"]}
    assert (b["A"]["self_drawn"], b["A"]["discard_by_loser"], b["A"]["discard_by_third"]) == (None, 9, None)
    code, out, _ = run("standings", str(folder / "1.match"), str(folder / "2.match"), "--chase")
    assert code == 0 and "cannot" in out


ENDED = "examples/session-2.match:13: the match ended after hand 6 ('end'), so there is no next hand to chase"

OVER = [
    pytest.param(
        ["match", "examples/session-1.match", "--chase"],
        "examples/session-1.match:33: the match is over: hand 16 of 16 was its last,"
        " so there is no next hand to chase",
        id="match-16-hands",
    ),
    pytest.param(
        ["match", "examples/session-2.match", "--chase"],
        ENDED,
        id="match-ended-by-end",
    ),
    pytest.param(
        ["match", "examples/session-2.match", "--chase", "--after", "6"],
        ENDED,
        id="match-after-the-last-hand",
    ),
    pytest.param(
        ["match", "examples/session-1.match", "--chase", "--json"],
        "examples/session-1.match:33: the match is over: hand 16 of 16 was its last,"
        " so there is no next hand to chase",
        id="match-json",
    ),
    pytest.param(
        ["standings", "examples/session-1.match", "examples/session-2.match", "--chase"],
        ENDED,
        id="standings-last-record-complete",
    ),
]


@pytest.mark.parametrize(("args", "message"), OVER)
def test_chase_after_the_last_hand_is_refused(args: list[str], message: str) -> None:
    """A complete record (16 hands, or `end`) has no next hand: one error line, exit 1, nothing on stdout."""
    code, out, err = run(*args)
    assert (code, out, err) == (1, "", f"error: {message}\n")


def test_chase_after_the_last_hand_in_chinese() -> None:
    code, out, err = run("match", "examples/session-2.match", "--chase", "--lang", "zh")
    assert (code, out) == (1, "")
    assert err == "错误: examples/session-2.match:13: 比赛在第 6 盘后结束（'end'），没有下一盘可追分\n"
    code, _, err = run("standings", "examples/session-1.match", "--chase", "--lang", "zh")
    assert code == 1
    assert err == (
        "错误: examples/session-1.match:33: 比赛已结束：第 16 盘（共 16 盘）是最后一盘，没有下一盘可追分\n"
    )


def test_chase_before_the_end_works_as_before() -> None:
    """--after N before the last hand of a complete record is a position the match passed through."""
    code, out, _ = run("match", "examples/session-2.match", "--chase", "--after", "5", "--json")
    assert code == 0 and json.loads(out)["chase"]["after"] == 5


def test_chase_reads_a_match_in_play() -> None:
    """Without `end`, --chase reads the record as a match in play; without --chase it stays an error."""
    code, out, _ = run("match", "examples/in-play.match", "--chase")
    assert code == 0 and "In play: 5 of 16 hands." in out and "after hand 5" in out
    code, _, err = run("match", "examples/in-play.match")
    assert code == 1 and "the record stops after hand 5 of 16" in err
    code, out, _ = run("standings", "examples/session-1.match", "examples/in-play.match", "--chase", "--json")
    assert code == 0 and json.loads(out)["chase"]["after"] == 5
    code, _, err = run("standings", "examples/in-play.match", "examples/session-1.match", "--chase")
    assert code == 1 and err.startswith("error: examples/in-play.match:15: the record stops")


def test_next_hand_api() -> None:
    from mcr_cli.match.chase import next_hand

    assert next_hand(load_match(RECORD, "r.match", in_play=True)) == 2
    assert next_hand(load_match(RECORD + "end\n", "r.match"), 0) == 1
    with pytest.raises(MatchRecordError, match=r"^r\.match:5: the match ended after hand 1"):
        next_hand(load_match(RECORD + "end\n", "r.match"))
    with pytest.raises(MatchRecordError, match="in_play must be True or False, not 'yes'"):
        load_match(RECORD, "r.match", in_play="yes")  # type: ignore[arg-type]
