"""The batch's JSON text (``systems/json_text.py``) is ``json`` of ``to_dict``'s object, byte for byte.

Every system, on generated hands under flags that change its keys (a cap
that bites gives ``capped``, a kong gives ``kongs``, horses and house rules
leave the object to ``json``), and the examples each system ships.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from mcr_cli.errors import MCRError
from mcr_cli.render.output import safe_json
from mcr_cli.systems.scoring import check_table, score_json, score_json_text_at
from tests.helpers.contexts import context, rules
from tests.helpers.handgen import random_hand
from tests.helpers.registry import WINS

FLAGS: dict[str, list[dict[str, Any]]] = {
    "mcr": [{}, {"self_drawn": True}, {"flowers": 2, "seat_wind": 1}],
    "tuidaohu": [{}, {"self_drawn": True}, {"self_drawn": True, "wild": 31}, {"discarder": 2, "base": 3}],
    "kawuxing": [{}, {"self_drawn": True}, {"self_drawn": True, "cap": 2}, {"revealed": True}],
    "jipinghu": [{}, {"self_drawn": True}, {"self_drawn": True, "cap": 1}, {"base": 5}],
    "tianjin": [{"self_drawn": True, "indicator": 4}, {"self_drawn": True, "indicator": 30, "base": 2}],
}
"""Flags per system, each in every system's own words (a setting goes into the rules)."""


def _hands(system: str, n: int) -> list[str]:
    """The system's example win, then ``n`` generated winning hands (MCR's generator: many are
    no win, or hold tiles the system lacks, under a regional system; those are skipped)."""
    rng = random.Random(system)
    return [WINS[system][0], *[random_hand(rng)[0] for _ in range(n)]]


@pytest.mark.parametrize("system", list(FLAGS), ids=str)
def test_text_is_json_of_the_object(system: str) -> None:
    written = 0
    for flags in FLAGS[system]:
        ctx, table_rules = context(system, **flags), rules(system, **flags)
        table = check_table(system, ctx, table_rules)
        for hand in _hands(system, 300):
            try:
                expected = score_json(hand, ctx, rules=table_rules)
            except MCRError:
                continue
            got = score_json_text_at(table, hand)
            if isinstance(got, str):
                assert got == safe_json(expected), (hand, flags)
                written += 1
            else:
                assert got == expected, (hand, flags)
    assert written >= 20, "most results are written as text"


@pytest.mark.parametrize(
    ("system", "hand", "flags", "key"),
    [
        pytest.param("tuidaohu", "[111p,1]234p567p99pPP9p", {"horses": ((1, (9,)),)}, "horses", id="horses"),
        pytest.param("tuidaohu", "[1111p,1]234p567p99pPP9p", {"self_drawn": True}, "kongs", id="kongs"),
        pytest.param("tianjin", "12346m123p123sCC5m", {"self_drawn": True, "indicator": 15, "chan": True},
                     "chan", id="chan"),
    ],
)  # fmt: skip
def test_what_the_writer_leaves_to_json(system: str, hand: str, flags: dict[str, Any], key: str) -> None:
    """A result with horses, 铲 or a kong is given back as the object, which ``json`` encodes."""
    ctx = context(system, **flags)
    got = score_json_text_at(check_table(system, ctx), hand)
    assert isinstance(got, dict) and got[key], got
    assert got == score_json(hand, ctx, rules=system)
