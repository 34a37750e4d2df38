"""``render.replay``'s differences in each language: a fan, the total, the four scores."""

from __future__ import annotations

import pytest

from mcr_cli.render.replay import difference
from mcr_cli.replay.compare import Difference

CASES = [
    pytest.param(Difference("fans", 1, 0, 59), None, "箭刻 recorded ×1 ours ×0", id="fan-default"),
    pytest.param(Difference("fans", 1, 0, 59), "zh", "箭刻 记录 ×1 本程序 ×0", id="fan-zh"),
    pytest.param(Difference("fans", 1, 0, 59), "en", "Dragon Pung recorded ×1 ours ×0", id="fan-en"),
    pytest.param(Difference("total", 9, 8), "zh", "总番数 记录 9 本程序 8", id="total-zh"),
    pytest.param(
        Difference("scores", (24, -8, -8, -8), (27, -9, -9, -9)),
        "zh",
        "各家得分 记录 24 -8 -8 -8 本程序 27 -9 -9 -9",
        id="scores-zh",
    ),
    pytest.param(
        Difference("scores", (24, -8, -8, -8), (27, -9, -9, -9)),
        "en",
        "scores recorded 24 -8 -8 -8 ours 27 -9 -9 -9",
        id="scores-en",
    ),
]


@pytest.mark.parametrize(("diff", "lang", "expected"), CASES)
def test_a_difference_in_each_language(diff: Difference, lang: str | None, expected: str) -> None:
    assert difference(diff, lang) == expected


@pytest.mark.parametrize("diff", [c.values[0] for c in CASES])
def test_without_lang_as_the_record_comparison_writes_it(diff: Difference) -> None:
    assert difference(diff, None) == diff.text()
