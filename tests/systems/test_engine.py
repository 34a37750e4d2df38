"""The engine (``systems/engine.py``): one loop for every system, the demo's included, and what it picks.

Each system declares its steps (``readings``, ``judge``, ``rank``, ``prefer``,
``no_win``, ``settle``); these tests hold the loop to its contract — the
best key wins, a tie goes to ``prefer`` (the first reading unless the system
says otherwise), no winning reading is the system's own ``NotWinningError`` —
and every system, the demo registered at run time too, to the one ``Result``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from mcr_cli.errors import NotWinningError
from mcr_cli.model.hand import Hand, parse_hand
from mcr_cli.systems import find_system, system_names
from mcr_cli.systems.base import Rules, System
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.engine import best, evaluate
from mcr_cli.systems.result import FANS, PATTERNS, Result
from mcr_cli.systems.scoring import prepare
from tests.helpers.registry import WINS as BY_SYSTEM
from tests.helpers.registry import demo_registered

WINS = {**BY_SYSTEM, "demo": ("[111p,1]234p567p99pCC9p", WinContext())}


@pytest.fixture
def demo() -> Iterator[None]:
    with demo_registered():
        yield


@pytest.mark.usefixtures("demo")
@pytest.mark.parametrize("name", list(WINS))
def test_every_system_runs_the_one_loop_to_the_one_result(name: str) -> None:
    assert set(system_names()) == set(WINS)
    text, ctx = WINS[name]
    p = prepare(text, ctx, name)
    result = evaluate(p.system, p.hand, p.ctx, p.rules)
    assert type(result) is Result and result.system == name
    assert result.counting == (FANS if name == "mcr" else PATTERNS)
    # The JSON of a batch asks no evidence: the same object, byte for byte.
    assert evaluate(p.system, p.hand, p.ctx, p.rules, detail=False).to_dict() == result.to_dict()


class Listed(System):
    """Readings given as (key, name) pairs: the loop's choices, seen without any system's table."""

    name, zh = "listed", "列"

    def __init__(self, readings: Sequence[tuple[int, str] | None], prefer_last: bool = False) -> None:
        self.listed, self.prefer_last = list(readings), prefer_last
        self.tied: list[Any] = []

    def readings(self, hand: Hand, ctx: WinContext, rules: Rules) -> list[Any]:
        return self.listed

    def judge(self, reading: Any, hand: Hand, ctx: WinContext, rules: Rules) -> Any:
        return reading  # None: a reading that wins nothing

    def rank(self, judged: Any) -> tuple[int, ...]:
        return (judged[0],)

    def prefer(self, tied: list[Any]) -> Any:
        self.tied = tied
        return tied[-1] if self.prefer_last else tied[0]

    def no_win(self, hand: Hand, readings: Sequence[Any], rules: Rules) -> str:
        return f"none of {len(readings)} wins"


HAND = parse_hand("123m456p789s111z22z")


@pytest.mark.parametrize(
    ("readings", "prefer_last", "chosen", "tied"),
    [
        pytest.param([(1, "a"), (3, "b"), (2, "c")], False, "b", [], id="the-highest-key"),
        pytest.param([(3, "a"), (3, "b"), (1, "c")], False, "a", ["a", "b"], id="a-tie-the-first"),
        pytest.param([(3, "a"), (3, "b"), (3, "c")], True, "c", ["a", "b", "c"], id="a-tie-as-preferred"),
        pytest.param([None, (1, "a"), None], False, "a", [], id="nothing-won-skipped"),
        pytest.param([(2, "a"), (2, "b"), (5, "c")], False, "c", [], id="a-tie-beaten-later"),
    ],
)
def test_the_loop_picks_the_best_key_and_asks_prefer_only_for_a_tie(
    readings: list[tuple[int, str] | None], prefer_last: bool, chosen: str, tied: list[str]
) -> None:
    system = Listed(readings, prefer_last)
    assert best(system, HAND, WinContext(), find_system("mcr").rules())[1] == chosen
    assert [name for _, name in system.tied] == tied


@pytest.mark.parametrize("readings", [[], [None, None]], ids=["no-reading", "none-wins"])
def test_no_winning_reading_is_the_systems_own_not_winning_error(readings: list[None]) -> None:
    with pytest.raises(NotWinningError, match=f"none of {len(readings)} wins"):
        best(Listed(readings), HAND, WinContext(), find_system("mcr").rules())
