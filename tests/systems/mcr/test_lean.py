"""The fast paths give exactly what the plain ones give.

``score_json`` (the lean JSON path of ``mcr score --json --batch``, MCR's
``evaluate_json``) must equal ``score(...).to_dict()``; ``is_winning`` must agree with ``readings``; the
wait probes over held tiles and neighbours must count what a probe of all 34
tiles counts.  Each is checked on the public vectors or on generated hands,
so that a shortcut that drops a case fails here by name.
"""

from __future__ import annotations

import json
import random

import pytest

from mcr_cli import ContextError, WinContext, score
from mcr_cli.model.hand import parse_hand
from mcr_cli.model.readings import counts_of, is_winning, readings
from mcr_cli.render.output import safe_json
from mcr_cli.systems.mcr.fans.situation import wait_count
from mcr_cli.systems.scoring import check_table, score_json, score_json_text_at
from tests.helpers.handgen import random_hand
from tests.helpers.paths import VECTORS

SEATS = "ESWN"


def _vector_cases() -> list[tuple[str, WinContext]]:
    """The public vectors' hands and contexts (the flags they use): kept in tests/data, never absent."""
    cases = []
    for raw in VECTORS.read_text(encoding="utf-8").splitlines():
        words = json.loads(raw)["line"].split()
        kw: dict[str, object] = {}
        for i, w in enumerate(words):
            if w in ("-t", "--self-drawn"):
                kw["self_drawn"] = True
            elif w in ("--fourth-tile", "--kong", "--last-tile"):
                kw[w[2:].replace("-", "_")] = True
            elif w in ("--seat-wind", "--prevalent-wind", "--discarder"):
                kw[w[2:].replace("-", "_")] = SEATS.index(words[i + 1])
            elif w == "--flowers":
                kw["flowers"] = int(words[i + 1])
        cases.append((words[0], WinContext(**kw)))  # type: ignore[arg-type]
    return cases


def _generated_cases(n: int) -> list[tuple[str, WinContext]]:
    rng = random.Random(8)
    return [random_hand(rng) for _ in range(n)]


@pytest.mark.parametrize(
    "cases",
    [
        pytest.param(_vector_cases(), id="public-vectors"),
        pytest.param(_generated_cases(3000), id="generated-hands"),
    ],
)
def test_score_json_is_to_dict(cases: list[tuple[str, WinContext]]) -> None:
    checked = 0
    for text, ctx in cases:
        try:
            expected = score(text, ctx).to_dict()
        except ContextError:
            with pytest.raises(ContextError):
                score_json(text, ctx)
            continue
        assert score_json(text, ctx) == expected, text
        assert score_json_text_at(check_table("mcr", ctx), text) == safe_json(expected), text
        checked += 1
    assert len(cases) >= 2000, "the public vectors and the generated hands: 2,000 or more each"
    assert checked > 0.99 * len(cases), (
        "nearly every case reaches the comparison, not the ContextError branch"
    )


def _tile_sets(rng: random.Random, n: int) -> list[tuple[list[int], int]]:
    """Concealed counts beside 0-2 melds: winning hands, winning hands with one tile changed,
    and random tiles (with more than four copies now and then)."""
    out = []
    for _ in range(n):
        text, _ctx = random_hand(rng)
        hand = parse_hand(text)
        tiles = list(hand.concealed_tiles)
        melds = len(hand.melds)
        kind = rng.randrange(3)
        if kind == 1:
            tiles[rng.randrange(len(tiles))] = rng.randrange(34)
        elif kind == 2:
            tiles = [rng.randrange(34) for _ in tiles]
        out.append((counts_of(tiles), melds))
    return out


def test_is_winning_agrees_with_readings() -> None:
    cases = _tile_sets(random.Random(3), 4000)
    assert sum(is_winning(c, m) for c, m in cases) > 500, "the sample must hold many winning hands"
    for counts, melds in cases:
        assert is_winning(counts, melds) == bool(readings(counts, melds)), (counts, melds)


def _every_tile_waits(standing: tuple[int, ...], melds: int) -> int:
    """Waits counted the plain way: every one of the 34 tiles tried with ``readings``, up to two."""
    counts = counts_of(standing)
    waits = 0
    for t in range(34):
        counts[t] += 1
        waits += bool(readings(counts, melds))
        counts[t] -= 1
    return min(waits, 2)


def test_wait_count_agrees_with_every_tile() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(1500):
        text, _ctx = random_hand(rng)
        hand = parse_hand(text)
        seen.add((hand.standing, len(hand.melds)))
    singles = 0
    for standing, melds in seen:
        expected = _every_tile_waits(standing, melds)
        assert wait_count(standing, melds) == expected, (standing, melds)
        singles += expected == 1
    assert singles > 100, "the sample must hold many single waits"
