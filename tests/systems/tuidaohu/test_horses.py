"""买马 horses are tiles of the wall: with the hand they hold at most four of each tile (T9).

A fifth copy — among one seat's horses, across seats, or with the hand's
standing tiles, winning tile and melds (a kong four) — is a ``ContextError``
that names the tile, from the API, ``mcr score`` and a batch line alike.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from mcr_cli.errors import ContextError
from mcr_cli.model.notation import parse_tiles
from mcr_cli.systems import scoring
from mcr_cli.systems.context import WinContext
from tests.helpers.cli import RunMcr

HAND = "123m456p789s55s66s6s"
"""No 9m, no 1s among its tiles: a 鸡胡 self-drawn (6s the winning tile)."""
KONG = "[9999m]123m456p55s66s6s"
"""A concealed kong of 9m: four 9m already."""


def horses(*pairs: tuple[int, str]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    return tuple((seat, parse_tiles(tiles)) for seat, tiles in pairs)


def score(hand: str, *pairs: tuple[int, str]) -> Any:
    ctx = WinContext(self_drawn=True, extra=(("horses", horses(*pairs)),))
    return scoring.score(hand, ctx, rules="tuidaohu")


FIFTH = [
    pytest.param(HAND, [(1, "9m9m9m9m9m")], "9m", "the horses hold 5 (S 5)", id="five-horses-one-seat"),
    pytest.param(HAND, [(1, "9m9m"), (2, "9m9m9m")], "9m", "the horses hold 5 (S 2, W 3)", id="two-seats"),
    pytest.param(HAND, [(1, "6s6s")], "6s", "the hand holds 3, the horses 2 (S 2)", id="hand-and-horses"),
    pytest.param(
        HAND,
        [(0, "5s"), (3, "5s5s1s")],
        "5s",
        "the hand holds 2, the horses 3 (E 1, N 2)",
        id="hand-and-two-seats",
    ),
    pytest.param(KONG, [(2, "9m")], "9m", "the hand holds 4, the horses 1 (W 1)", id="kong-and-a-horse"),
    pytest.param(
        "[999m,1]123m456p55s66s6s",
        [(1, "9m9m")],
        "9m",
        "the hand holds 3, the horses 2 (S 2)",
        id="pung-and-horses",
    ),
]


@pytest.mark.parametrize(("hand", "pairs", "name", "count"), FIFTH)
def test_T9_a_fifth_copy_with_the_horses_is_a_context_error(
    hand: str, pairs: list[tuple[int, str]], name: str, count: str
) -> None:
    with pytest.raises(ContextError) as err:
        score(hand, *pairs)
    message = str(err.value)
    assert message == f"horses: a fifth {name}: {count}; there are only four of each tile"
    assert "\n" not in message


@pytest.mark.parametrize(
    ("hand", "pairs"),
    [
        pytest.param(HAND, [(1, "9m9m9m9m")], id="four-horses-one-seat"),
        pytest.param(HAND, [(1, "9m9m"), (2, "9m"), (3, "9m")], id="four-across-seats"),
        pytest.param(HAND, [(1, "6s")], id="hand-three-and-a-horse"),
        pytest.param(KONG, [(1, "1s5p")], id="kong-and-other-horses"),
        pytest.param("[999m,1]123m456p55s66s6s", [(1, "9m")], id="pung-and-the-fourth"),
    ],
)
def test_T9_exactly_four_copies_are_accepted(hand: str, pairs: list[tuple[int, str]]) -> None:
    result = score(hand, *pairs)
    assert len(result.horses) == sum(len(parse_tiles(t)) for _, t in pairs)
    assert sum(result.payments.values()) == 0


def test_T9_the_cli_refuses_five_9m_with_exit_1(run_mcr: RunMcr) -> None:
    result = run_mcr(
        "score", HAND, "--rules", "tuidaohu", "-t", "--indicator", "5s", "--horses", "S:9m9m9m9m9m"
    )
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.strip().splitlines() == [
        "error: --horses: a fifth 9m: the horses hold 5 (S 5); there are only four of each tile"
    ]


def test_T9_a_batch_line_with_a_fifth_copy_is_that_lines_error_object(run_mcr: RunMcr) -> None:
    lines = f"{HAND} --rules tuidaohu -t --horses S:9m9m --horses W:9m9m9m\n{HAND} --rules tuidaohu -t\n"
    result = run_mcr("score", "--json", "--batch", "-", input=lines)
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert result.exit_code == 1
    assert first == {
        "hand": HAND,
        "error": "--horses: a fifth 9m: the horses hold 5 (S 2, W 3); there are only four of each tile",
        "code": "context.drawn-fifth",
        "line": 1,
    }
    assert second["total"] == 8
