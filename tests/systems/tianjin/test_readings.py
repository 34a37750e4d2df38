"""Tianjin readings: the narrowed free groups and the pruned search lose nothing.

``reading_keys`` gives the score keys (捉五, the 龙's suit, 混吊/双混吊) that some
reading of a hand shows.  Two checks:

* brute force, for hands with up to 3 混: substitute the 混 by every multiset of
  tiles, divide each natural hand into sets and a pair (a small division
  written here, not the project's), mark which copies are the 混 in every way,
  and collect the keys the placement predicates see (N18: a 双混吊 placement in a
  龙 chow also as the plain claim, the chow in the 龙) — the same set must come
  out of both searches, narrowed free groups and all;
* for 4-7 混, the walk over every ``group_readings`` reading and the folded
  search must give the same keys, on random hands and on hands built so that the
  winning tile completes a 龙 chow with two standing 混 (N18's two claims).
"""

from __future__ import annotations

import importlib.util
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from itertools import combinations_with_replacement
from pathlib import Path

import pytest

from mcr_cli.model.hand import Hand, format_hand, parse_hand
from mcr_cli.model.readings import Shape
from mcr_cli.model.tiles import parse_tile_name, tile_name
from mcr_cli.model.wilds import CHOW, PAIR, PUNG, Group, GroupReading, counts_of_tiles, meld_groups
from mcr_cli.systems.tianjin.readings import (
    FOUR_M,
    Key,
    dragon_suit,
    is_five,
    placements,
    reading_keys,
    wild_wait,
)
from mcr_cli.systems.tianjin.system import next_tile
from tests.helpers.paths import ROOT

BENCH = ROOT / "benchmarks" / "bench_tianjin.py"


def _divisions(counts: list[int], need_pair: bool) -> Iterator[list[tuple[int, int]]]:
    """Every division of ``counts`` into pungs, chows and one pair (the lowest tile first)."""
    t = next((i for i, c in enumerate(counts) if c), -1)
    if t < 0:
        if not need_pair:
            yield []
        return
    shapes = [(PUNG, t, (t, t, t))]
    if need_pair:
        shapes.append((PAIR, t, (t, t)))
    if t < 27 and t % 9 <= 6:
        shapes.append((CHOW, t, (t, t + 1, t + 2)))
    for kind, start, tiles in shapes:
        if all(counts[x] >= tiles.count(x) for x in tiles):
            for x in tiles:
                counts[x] -= 1
            for rest in _divisions(counts, need_pair and kind != PAIR):
                yield [(kind, start), *rest]
            for x in tiles:
                counts[x] += 1


def _tiles(kind: int, start: int) -> tuple[int, ...]:
    return (start, start + 1, start + 2) if kind == CHOW else (start,) * (2 if kind == PAIR else 3)


def _markings(division: list[tuple[int, int]], wild_ids: tuple[int, ...]) -> Iterator[tuple[Group, ...]]:
    """Each way of saying which copies in the groups are the 混 (standing for ``wild_ids``)."""
    out: set[tuple[Group, ...]] = set()

    def grow(i: int, wilds: list[list[int]]) -> None:
        if i == len(wild_ids):
            groups = []
            for (kind, start), w in zip(division, wilds, strict=True):
                naturals = list(_tiles(kind, start))
                for x in w:
                    naturals.remove(x)
                groups.append(Group(kind, start, tuple(sorted(naturals)), tuple(sorted(w))))
            out.add(tuple(sorted(groups)))
            return
        tile = wild_ids[i]
        for g, (kind, start) in enumerate(division):
            if _tiles(kind, start).count(tile) > wilds[g].count(tile):
                wilds[g].append(tile)
                grow(i + 1, wilds)
                wilds[g].pop()

    grow(0, [[] for _ in division])
    yield from out


def brute_keys(text: str, indicator: str, double_wild_in_dragon: bool = False) -> set[Key]:
    hand = parse_hand(text)
    assert hand.win_tile is not None
    flipped = parse_tile_name(indicator)
    kinds = (flipped, next_tile(flipped))
    naturals = [t for t in hand.concealed_tiles if t not in kinds]
    n_wilds = len(hand.concealed_tiles) - len(naturals)
    win_wild = hand.win_tile in kinds
    head = meld_groups(hand.melds)
    keys: set[Key] = set()
    for wild_ids in combinations_with_replacement(range(34), n_wilds):
        counts = list(counts_of_tiles(naturals + list(wild_ids)))
        for division in _divisions(counts, True):
            for groups in _markings(division, wild_ids):
                reading = GroupReading(Shape.FOUR_SETS, head + groups)
                suit = dragon_suit(reading)
                for i, group in enumerate(groups):
                    # N18 (rev. 2): the 龙 of a 双混吊 placement is made of the other groups only
                    rest = GroupReading(Shape.FOUR_SETS, head + groups[:i] + groups[i + 1 :])
                    for p in placements(group, hand.win_tile, win_wild):
                        wait = wild_wait(p)
                        apart = wait == "双混吊" and not double_wild_in_dragon
                        keys.add((is_five(p), dragon_suit(rest) if apart else suit, wait))
                        if apart and group.kind == CHOW and group.tile % 9 in (0, 3, 6):
                            # N18: or the plain claim, the chow in the 龙 and no 双混吊
                            keys.add((is_five(p), suit, ""))
    return keys


def searched_keys(text: str, indicator: str, prune_at: int, double_wild_in_dragon: bool = False) -> set[Key]:
    hand = parse_hand(text)
    assert hand.win_tile is not None
    flipped = parse_tile_name(indicator)
    kinds = (flipped, next_tile(flipped))
    naturals = counts_of_tiles(t for t in hand.concealed_tiles if t not in kinds)
    n_wilds = sum(t in kinds for t in hand.concealed_tiles)
    win_wild = hand.win_tile in kinds
    return set(
        reading_keys(naturals, n_wilds, hand.melds, hand.win_tile, win_wild, prune_at, double_wild_in_dragon)
    )


BRUTE = [
    pytest.param("1234456789m123p9s", "3m", id="example-2-three-hun"),
    pytest.param("123m456p789sEECCF", "C", id="three-hun-win-on-a-hun"),
    pytest.param("123m456p789sEECF2s", "C", id="two-hun-shuanghundiao"),
    pytest.param("123p456p789s11sCF5m", "C", id="two-hun-zhuowu"),
    pytest.param("12346m123p123sEEF", "C", id="one-hun-as-5m"),
    pytest.param("[2222p]12346m12sFEE5m", "C", id="kong-and-one-hun"),
    pytest.param("123456789m12pEE3p", "4m", id="benhun-long-two-hun"),
    pytest.param("123789m123p44mCF5m", "C", id="n18-shuanghun-zhuowu-in-the-long"),
    pytest.param("123456789m44mCF5m", "C", id="n18-the-long-has-its-own-456m"),
    pytest.param("123789m123pEECF4m", "C", id="n18-shuanghundiao-as-456m"),
    pytest.param("123789m123pEECF5m", "C", id="n18-shuanghun-zhuowu-or-zhuowu-plus-long"),
    pytest.param("12345689m345pCC7m", "8m", id="n18-plain-claim-hun-as-themselves"),
    pytest.param("[9999m]1233345689p7p", "8p", id="n18-plain-claim-beside-a-kong"),
]


@pytest.mark.parametrize("double_wild_in_dragon", [False, True], ids=["n18", "revision-1"])
@pytest.mark.parametrize(("hand", "indicator"), BRUTE)
def test_narrowed_identities_lose_nothing_against_brute_force(
    hand: str, indicator: str, double_wild_in_dragon: bool
) -> None:
    expected = brute_keys(hand, indicator, double_wild_in_dragon)
    assert expected  # every hand here wins
    # group_readings, narrowed; then folded
    assert searched_keys(hand, indicator, 99, double_wild_in_dragon) == expected
    assert searched_keys(hand, indicator, 0, double_wild_in_dragon) == expected


def test_n18_a_long_chow_with_two_hun_gives_both_claims() -> None:
    """N18: the drawn 5m and C F as the 龙's only 456m: 双混捉五 out of the 龙, or 捉五 + 龙 plainly."""
    keys = brute_keys("123789m123pEECF5m", "C")
    assert {(True, None, "双混吊"), (True, 0, "")} <= keys
    assert (True, 0, "双混吊") not in keys
    assert searched_keys("123789m123pEECF5m", "C", 99) == keys


def test_n18_keys_differ_from_revision_1_where_a_shuanghun_chow_made_the_long() -> None:
    """N18 (rev. 2): the 双混吊 456m cannot be the 龙's; with a second 456m it can."""
    n18 = brute_keys("123789m123p44mCF5m", "C")
    old = brute_keys("123789m123p44mCF5m", "C", double_wild_in_dragon=True)
    assert (True, 0, "双混吊") in old and (True, 0, "双混吊") not in n18
    assert (True, None, "双混吊") in n18 and (True, 0, "") in n18
    assert (True, 0, "双混吊") in brute_keys("123456789m44mCF5m", "C")


def _bench_module() -> object:
    spec = importlib.util.spec_from_file_location("bench_tianjin", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def long_hand_with_double_wild(rng: random.Random, n_wilds: int) -> tuple[str, str, int, bool]:
    """A hand whose winning tile completes a 龙 chow with two standing 混 (N18's two claims).

    A 龙 of a random suit, one more set and a pair; two tiles of one 龙 chow are
    混 (standing for any tile, even their own kind, as 8m 9m in 789m) and its
    third is the winning tile — natural, or sometimes a third 混 — and ``n_wilds``
    (4-7) 混 in all.  Returns the hand, its indicator, the 龙's suit and whether
    that chow is 4-5-6m with the winning tile as its 5m (捉五).
    """
    while True:
        flipped = rng.randrange(34)
        kinds = (flipped, next_tile(flipped))
        suit = rng.randrange(3)
        chows = [[suit * 9 + r, suit * 9 + r + 1, suit * 9 + r + 2] for r in (0, 3, 6)]
        t = rng.randrange(34)
        extra = [t, t + 1, t + 2] if t < 27 and t % 9 <= 6 and rng.random() < 0.5 else [t] * 3
        pair = rng.randrange(34)
        chow = chows.pop(rng.randrange(3))
        at = rng.randrange(3)
        win_wild = rng.random() < 0.3
        others = [x for g in [*chows, extra] for x in g] + [pair, pair]
        rng.shuffle(others)
        swapped = n_wilds - 2 - win_wild
        naturals = others[swapped:]
        win = chow[at]
        supply = [kinds[0]] * 3 + [kinds[1]] * 4
        rng.shuffle(supply)
        wilds, win = (supply[1:n_wilds], supply[0]) if win_wild else (supply[:n_wilds], win)
        tiles = [*naturals, *wilds, win]
        if any(x in kinds for x in naturals) or (not win_wild and win in kinds):
            continue  # a natural copy of a wild kind would be a 混
        if any(tiles.count(x) > (3 if x == flipped else 4) for x in set(tiles)):
            continue
        concealed = tuple(sorted([*naturals, *wilds]))
        five = chow[0] == FOUR_M and at == 1
        return format_hand(Hand((), concealed, win)), tile_name(flipped), suit, five


def test_walk_and_fold_agree_for_four_to_seven_hun() -> None:
    random_hand = _bench_module().random_hand  # type: ignore[attr-defined]
    rng = random.Random(17)
    for i in range(24):
        text, flipped = random_hand(rng, 4 + i % 4)
        indicator = tile_name(flipped)
        assert searched_keys(text, indicator, 99) == searched_keys(text, indicator, 0), text
        assert searched_keys(text, indicator, 99, True) == searched_keys(text, indicator, 0, True), text


def test_n18_walk_and_fold_agree_on_long_chows_with_two_hun() -> None:
    """N18: hands built to hold a 龙 chow completed by the winning tile with two standing 混, 4-7 混."""
    rng = random.Random(18)
    for i in range(32):
        text, indicator, suit, five = long_hand_with_double_wild(rng, 4 + i % 4)
        walked = searched_keys(text, indicator, 99)
        assert walked == searched_keys(text, indicator, 0), text
        assert (five, suit, "") in walked, text  # the plain claim: the chow in the 龙
        assert searched_keys(text, indicator, 99, True) == searched_keys(text, indicator, 0, True), text


def test_n18_the_reading_shown_does_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    """Claims worth the same (双混吊 off by house rules) are chosen in one order, whatever the hash seed."""
    random_hand = _bench_module().random_hand  # type: ignore[attr-defined]
    rng = random.Random(18)
    house = tmp_path / "off.toml"
    house.write_text('system = "tianjin"\noff = ["双混吊"]\n', encoding="utf-8")
    lines = []
    for wilds in (2, 3, 4, 5):
        for _ in range(40):
            text, indicator = random_hand(rng, wilds)
            lines.append(f"{text} -t --indicator {tile_name(indicator)} --explain --rules-file {house}")
    batch = tmp_path / "hands.txt"
    batch.write_text("\n".join(lines) + "\n", encoding="utf-8")
    outputs = {
        subprocess.run(
            [sys.executable, "-m", "mcr_cli", "score", "--batch", str(batch)],
            capture_output=True,
            env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": seed},
            timeout=120,
        ).stdout
        for seed in ("0", "1", "2")
    }
    assert len(outputs) == 1
