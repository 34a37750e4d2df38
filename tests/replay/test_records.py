"""Reading records: simulated games replayed back to agreement, bad records, fan names, ruling 14.

The property test plays random legal rounds with the simulator of
``tests/helpers/botzone.py`` (written apart from the replay), whose ``Fan``
and ``Score`` lines come from the reference scorer, and demands that every
round replays and agrees.  Each kind of bad record is refused with its line
and what is wrong, and the rounds after it are still replayed.
"""

from __future__ import annotations

import functools
import io
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mcr_cli.replay import Report, replay, split_rounds
from mcr_cli.replay.fannames import fan_id
from mcr_cli.replay.lines import Claim, Event, parse_line

pytest.importorskip("MahjongGB")

from tests.helpers.botzone import record, simulate
from tests.helpers.records import Rec


def reports(text: str, source: str = "r.txt") -> list[Report]:
    return [replay(rt) for rt in split_rounds(io.BytesIO(text.encode()), source)]


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_simulated_rounds_replay_to_agreement(seed: int) -> None:
    rng = random.Random(seed)
    text = record(rng, 4, kongs=rng.choice([0.3, 0.9]))
    for report in reports(text):
        assert report.result != "error", report.error
        assert report.agrees, (report.match, [d.text() for d in report.differences])


@functools.cache
def sweep() -> tuple[Report, ...]:
    """400 simulated rounds with many kongs, seeded: made once for the tests that read them."""
    return tuple(reports(record(random.Random(20261201), 400, kongs=0.9)))


def test_many_simulated_rounds_cover_every_kind_of_win() -> None:
    """A fixed sweep: every round agrees, and the sweep holds each derived flag at least once."""
    seen: set[str] = set()
    for report in sweep():
        assert report.agrees, (report.match, report.error, [d.text() for d in report.differences])
        win = report.round.win if report.round else None
        if win is not None:
            seen.add(win.how)
            seen.update(report.flags)
            if win.ctx.self_drawn and win.ctx.kong:
                seen.add("杠上开花")
        if report.ruling:
            seen.add("ruling 14")
    for wanted in (
        "self-drawn",
        "discard",
        "robbing",
        "--fourth-tile",
        "--last-tile",
        "杠上开花",
        "ruling 14",
    ):
        assert wanted in seen, wanted
    assert {"--seat-wind", "--prevalent-wind"} <= seen


# --- a changed record differs -----------------------------------------------------


def one_round() -> str:
    rng = random.Random(7)
    while True:
        lines = simulate(rng)
        if lines[-3].split()[2] == "Hu":
            return "\n".join(lines) + "\n"


def changed(text: str, prefix: str, new: str) -> str:
    return "".join(new + "\n" if line.startswith(prefix) else line + "\n" for line in text.splitlines())


def test_a_changed_total_differs() -> None:
    text = one_round()
    fan = next(line for line in text.splitlines() if line.startswith("Fan "))
    words = fan.split()
    (report,) = reports(changed(text, "Fan ", f"Fan {int(words[1]) + 1} {words[2]}"))
    assert [d.what for d in report.differences] == ["total"]


def test_a_changed_score_differs() -> None:
    text = one_round()
    score = next(line for line in text.splitlines() if line.startswith("Score "))
    values = [int(v) for v in score.split()[1:]]
    values[0] += 1
    (report,) = reports(changed(text, "Score ", "Score " + " ".join(map(str, values))))
    assert [d.what for d in report.differences] == ["scores"]


def test_a_changed_fan_differs() -> None:
    text = one_round()
    fan = next(line for line in text.splitlines() if line.startswith("Fan "))
    words = fan.split()
    (report,) = reports(changed(text, "Fan ", f"Fan {words[1]} {words[2]}+无字*1"))
    assert [(d.what, d.fan) for d in report.differences] == [("fans", 76)]


# --- fan names ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "ident"),
    [
        ("坎张", 78),
        ("嵌张", 78),
        ("独听・嵌张", 78),
        ("独听・边张", 77),
        ("独听・单钓", 79),
        ("单钓将", 79),
        ("花龙", 39),
    ],
)
def test_judge_fan_names_map_to_the_table(name: str, ident: int) -> None:
    assert fan_id(name) == ident


def test_ruling_14_mixed_kongs_agree_under_the_ruling() -> None:
    """明暗杠 5 is 暗杠 2 + 明杠 1 here: the round agrees under ruling 14, and says so."""
    found = [r for r in sweep() if r.ruling == 14]
    assert found and all(r.agrees for r in found)
    rnd = found[0].round
    assert rnd is not None and rnd.fan is not None
    assert rnd.fan.total == found[0].ours["total"] + 2  # type: ignore[index]


# --- bad records ----------------------------------------------------------------------

GOOD = Rec(
    [
        "W1 W2 W3 B4 B5 B6 T7 T8 T9 F1 F1 F1 F2",
        "W1 W2 W3 B4 B5 B6 T7 T8 T9 F3 F3 F3 F4",
        "W1 W2 W3 B4 B5 B6 T7 T8 T9 J1 J1 J1 J2",
        "W4 W5 W6 B1 B2 B3 T1 T2 T3 J3 J3 J3 W1",
    ]
)
GOOD_TEXT = GOOD.draw(0, "F2").hu(0, "F2", self_drawn=True)
DEALS = GOOD_TEXT.splitlines()[:6]


def bad(*lines: str) -> str:
    return "\n".join([*DEALS, *lines]) + "\n"


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        pytest.param(bad("Player 0 Draw F2", "Player 0 Kick F2"), 8, "not an action", id="not-of-the-format"),
        pytest.param(bad("Player 0 Draw X9"), 7, "not a tile: 'X9'", id="no-such-tile"),
        pytest.param(bad("Player 0 Draw F2", "Player 0 Play J1"), 8, "holds none", id="plays-what-he-lacks"),
        pytest.param(
            bad("Player 0 Draw F2", "Player 0 Play F2", "Player 2 Chi W2"),
            9,
            "only the discarder's next",
            id="chi-not-next",
        ),
        pytest.param(
            bad("Player 0 Draw F2", "Player 0 Play F2", "Player 2 Peng F2"),
            9,
            "holds none",
            id="peng-without-a-pair",
        ),
        pytest.param(bad("Player 0 Draw W1"), 7, "a fifth W1", id="fifth-copy"),
        pytest.param(
            bad("Player 0 Draw F2", "Player 0 Hu F2", "Fan 17 龙七对*1", "Score 0 0 0 0"),
            9,
            "no fan",
            id="bad-fan",
        ),
        pytest.param(bad("Player 1 Draw F2", "Player 2 Draw F4"), 8, "may not draw now", id="out-of-turn"),
        pytest.param(
            bad("Player 0 Draw F2", "Player 0 Play F2", "Huang"), 9, "tiles to draw", id="early-huang"
        ),
        pytest.param(bad("Player 0 Draw F2", "Player 0 Hu F2"), 8, "before its Fan line", id="cut-short"),
        pytest.param(
            bad("Player 0 Draw F2", "Player 0 Play F2", "Player 1 Hu F2", "Fan 8 无番和*1", "Score 0 0 0 0"),
            9,
            "not a winning hand",
            id="false-win",
        ),
    ],
)
def test_a_bad_record_is_refused_at_its_line(text: str, line: int, message: str) -> None:
    (report,) = reports(text)
    assert report.result == "error"
    assert report.error is not None and report.error.startswith(f"r.txt:{line}: ")
    assert message in report.error


def test_the_replay_goes_on_after_a_bad_round() -> None:
    text = bad("Player 0 Draw X9") + "\n" + GOOD_TEXT
    first, second = reports(text)
    assert first.result == "error" and second.agrees and second.line == 9


def test_ignored_claims_in_any_case_are_read() -> None:
    event = parse_line("Player 0 Peng W9 Ignore Player 3 CHI W8 IGNORE Player 1 peng W9")
    assert event == Event(0, "Peng", 8, (Claim(3, "Chi", 7), Claim(1, "Peng", 8)))
