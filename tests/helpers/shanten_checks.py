"""The property checks every system's ``test_shanten.py`` runs on its random hands (``shanten_hands``).

Each compares ``mcr_cli.systems.waits.shanten`` with an oracle of
``shanten_oracle`` built from the definition alone, or checks a relation the
definition implies (the discard table against the 13-tile hands it leaves).
"""

from __future__ import annotations

from hypothesis import assume

from mcr_cli.systems import find_system
from mcr_cli.systems.readiness import ShantenResult
from mcr_cli.systems.shapes import exact_standard, standard_missing
from mcr_cli.systems.waits import hold_of, shanten, shapes_of
from tests.helpers.shanten_hands import Drawn
from tests.helpers.shanten_oracle import (
    Model,
    enumerated_distance,
    orphans_distance,
    pairs_distance,
    replaced_distance,
)


def measured(d: Drawn) -> tuple[ShantenResult, Model]:
    result = shanten(d.text, d.ctx, rules=d.system)
    assert isinstance(result, ShantenResult)
    return result, Model(d.system, result.hand, d.indicator, d.wild)


def effective_by_oracle(m: Model, distance: int) -> tuple[int, ...]:
    """The tiles whose drawing lowers the oracle's distance: natural copies left, or a wild left."""
    found = []
    for t in range(34):
        if m.caps[t] > m.naturals[t]:
            m.naturals[t] += 1
            if enumerated_distance(m) < distance:
                found.append(t)
            m.naturals[t] -= 1
        elif m.wall_wilds.get(t, 0) > 0:
            found.append(t)
    return tuple(found)


def check_small(d: Drawn) -> None:
    """3 or 4 melds: shanten and effective tiles as the enumeration says; it, as tried tiles say."""
    result, m = measured(d)
    assume(m.need <= 1)  # a chow the tiles left could not make is left out: fewer melds than asked
    distance = enumerated_distance(m)
    assert distance == replaced_distance(m), d
    assert result.shanten == distance - 1, d
    if result.tiles == 13:
        assert result.analysis.effective == effective_by_oracle(m, distance), d


def check_two_sets(d: Drawn) -> None:
    """2 melds: the shanten of the standard shape as the enumeration of every target says."""
    result, m = measured(d)
    assume(m.need <= 2)  # a chow the tiles left could not make is left out: fewer melds than asked
    assert result.analysis.families["standard"] == enumerated_distance(m) - 1, d


def check_tables(d: Drawn) -> None:
    """Any hand: the per-suit tables agree with the exhaustive search over every group at every tile."""
    system = find_system(d.system)
    result, _ = measured(d)
    hold, _ = hold_of(system, shapes_of(system), result.hand, d.ctx)
    assert standard_missing(hold) == exact_standard(hold), d


def check_special(d: Drawn) -> None:
    """No melds: 七对 and 十三幺 as their oracles say, where the system has them; absent where not."""
    result, m = measured(d)
    families = result.analysis.families
    shapes = shapes_of(find_system(d.system)).families
    assert tuple(families) == shapes
    if "seven_pairs" in families:
        assert families["seven_pairs"] == pairs_distance(m) - 1, d
    if "thirteen_orphans" in families:
        assert families["thirteen_orphans"] == orphans_distance(m) - 1, d
    assert result.shanten == min(v for v in families.values() if v is not None)


def check_discards(d: Drawn) -> None:
    """14 tiles: each discard line is the 13-tile hand it leaves; the best is the shanten (at least 0)."""
    result, _ = measured(d)
    assert result.tiles == 14
    for line in result.discards:
        rest = list(result.hand.concealed_tiles)
        rest.remove(line.tile)
        after = shanten(result.hand._replace(standing=tuple(rest), win_tile=None), d.ctx, rules=d.system)
        assert isinstance(after, ShantenResult)
        assert (line.shanten, line.effective) == (after.shanten, after.analysis.effective), d
    if result.discards:
        assert min(x.shanten for x in result.discards) >= max(result.shanten, 0)
        naturals = [t for t in result.hand.concealed_tiles if t not in result.wild_tiles]
        if naturals:
            assert min(x.shanten for x in result.discards) == max(result.shanten, 0), d
