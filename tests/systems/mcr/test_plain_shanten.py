"""``mcr_cli.shanten(text)`` and ``waits(text)`` alone take a short road (``mcr/waits.py``): the same answers.

With every other argument at its default, the text goes straight to MCR's
analysis, and the result's families and effective tiles are measured when
read (``shanten.analyse_counts``).  The road through the whole table
(``rules=`` a ``System``, which the short road never takes) must give an
equal result, the same JSON, and the same error for a text that does not
read.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import mcr_cli
from mcr_cli import MCRError
from mcr_cli.model.hand import parse_hand
from mcr_cli.model.readings import counts_of
from mcr_cli.systems.mcr.shanten import _distances, analyse
from tests.helpers.handgen import random_hand

MCR = mcr_cli.find_system("mcr")


def _hands() -> list[str]:
    rng = random.Random(2024)
    out = []
    for _ in range(300):
        wall = [t for t in range(34) for _ in range(4)]
        rng.shuffle(wall)
        out.append(mcr_cli.format_hand(mcr_cli.Hand((), tuple(sorted(wall[:13])), None)))
    return out


@pytest.mark.parametrize("text", _hands()[:150])
def test_the_short_road_answers_as_the_long(text: str) -> None:
    short, long = mcr_cli.shanten(text), mcr_cli.shanten(text, rules=MCR)
    assert short.to_dict() == long.to_dict()
    assert short == long


TEXTS = (
    "1112345678999s",  # 13 tiles, ready
    "11123456789999s",  # 14: the discard table, on the long road
    "1111m234p567s999s",
    "[EEE]123m456p789sC",
    "11111m234p567s99s",  # a fifth copy
    "123m456p789s11z2z",  # no such tile
    "123m",  # too few
    "9m1m2m3m4m5m6m7m8m9m111z",  # unsorted, honors by number: counted off the text
    "EEESSSWWWNNNC",  # honor letters
    "1111m2222m3333m4m",  # fours
    "123m456p789s1112z",  # one tile short of 14 in z notation: 13
    "123m456p789s11122z",  # 14 plain tiles: the discard table, on the long road
    "",
)


@pytest.mark.parametrize("call", [mcr_cli.shanten, mcr_cli.waits])
@pytest.mark.parametrize("text", TEXTS)
def test_the_short_road_says_every_fault_as_the_long(call: Callable[..., object], text: str) -> None:
    try:
        long = call(text, rules=MCR)
    except MCRError as err:
        with pytest.raises(type(err)) as caught:
            call(text)
        assert str(caught.value) == str(err)
    else:
        assert call(text) == long


def test_the_short_road_waits_as_the_long() -> None:
    rng = random.Random(11)
    for _ in range(40):  # winning hands less the winning tile: ready, each wait scored
        won = parse_hand(random_hand(rng)[0], 14)
        text = mcr_cli.format_hand(mcr_cli.Hand(won.melds, won.standing, None))
        short, long = mcr_cli.waits(text), mcr_cli.waits(text, rules=MCR)
        assert short.to_dict() == long.to_dict(), text


def test_the_least_is_the_least_of_the_families() -> None:
    """The least is measured first, 组合龙 only as far as it could be the least; the families after agree.

    ``_distances`` not exact may give 组合龙 a number of its own, but only
    above the least, where the exact one is above it too.
    """
    rng = random.Random(5)
    hands = [parse_hand(text, 13) for text in _hands()[150:]]
    for _ in range(300):  # winning hands, melds among them, less the winning tile: 13 tiles near ready
        won = parse_hand(random_hand(rng)[0], 14)
        hands.append(mcr_cli.Hand(won.melds, won.standing, None))
    for hand in hands:
        result = analyse(hand)
        assert result.shanten == min(v for v in result.families.values() if v is not None), hand
        counts, caps = counts_of(hand.concealed_tiles), [4] * 34
        for t in (t for m in hand.melds for t in m.tiles):
            caps[t] -= 1
        need = 4 - len(hand.melds)
        exact, fast = _distances(counts, caps, need), _distances(counts, caps, need, exact=False)
        least = result.shanten + 1
        for name, d in exact.items():
            quick = fast[name]
            assert quick == d or (d is not None and quick is not None and min(d, quick) > least), hand


def test_the_short_road_only_while_mcr_is_the_packages_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """A system registered in MCR's place is asked through the whole table: the short road is not taken."""
    from mcr_cli import api, systems
    from mcr_cli.systems.declaration import Declaration

    text = _hands()[0]
    assert api._plain(text, None, "mcr", None, ())
    own = systems.SYSTEMS[0]
    stand_in = Declaration("mcr", own.reads, own.flags, own.settings, own.scorer)
    monkeypatch.setattr(systems, "SYSTEMS", (stand_in, *systems.SYSTEMS[1:]))
    assert not api._plain(text, None, "mcr", None, ())
    assert mcr_cli.shanten(text) == mcr_cli.shanten(text, rules=MCR)
