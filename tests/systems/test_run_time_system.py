"""A system registered at run time works through every API call, with no cache to clear.

The demo system (``tests/helpers/demo``) is registered by one line, as a
fourth system would be; nothing in the package knows it by name.  Scoring,
waits, shanten and the names of its patterns ask the system object for what
they need (its shapes, its aliases), never a module named after it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import mcr_cli
from mcr_cli.systems import REGISTRY, UnknownSystemError, find_system
from mcr_cli.systems.base import System
from mcr_cli.systems.names import names_of
from tests.helpers.demo.system import SYSTEM as DEMO

READY = "[111p,1]234p567p99pCC"
"""Waits on 9p (four sets and the pair CC) and C (the pair 99p)."""
PAIRS = "11335599pCCFFP"
"""Seven pairs but the last: ready by the demo's own shapes only."""


@pytest.fixture
def demo() -> Iterator[None]:
    """``demo`` in the registry by its one line, for this test alone: nothing else is touched."""
    with pytest.raises(UnknownSystemError):
        find_system("demo")
    REGISTRY["demo"] = "tests.helpers.demo"
    try:
        yield
    finally:
        del REGISTRY["demo"]


@pytest.mark.usefixtures("demo")
def test_a_run_time_system_is_found_by_name() -> None:
    assert find_system("demo") is DEMO
    assert "demo" in mcr_cli.system_names()


@pytest.mark.usefixtures("demo")
def test_waits_of_a_run_time_system_try_every_tile_through_its_scorer() -> None:
    found = mcr_cli.waits(READY, rules="demo")
    assert [(w["tile"], w["unseen"], w["discard"]["total"]) for w in found.to_dict()["waits"]] == [
        ("9p", 2, 1),
        ("C", 2, 1),
    ]


@pytest.mark.usefixtures("demo")
def test_shanten_of_a_run_time_system_reads_the_shapes_it_gives() -> None:
    measured = mcr_cli.shanten(PAIRS, rules="demo")
    assert measured.to_dict()["families"] == {"standard": 3, "seven_pairs": 0}
    assert [e["tile"] for e in measured.to_dict()["effective"]] == ["P"]
    assert [w.tile for w in mcr_cli.waits(PAIRS, rules="demo").waits] == [33]  # the scorer agrees: P


def test_a_system_that_gives_no_shapes_is_measured_by_four_sets_and_a_pair() -> None:
    assert System().shapes().families == ("standard",)
    assert System().aliases() == {}


@pytest.mark.usefixtures("demo")
def test_the_names_of_a_run_time_system_are_its_own_and_its_aliases() -> None:
    names = names_of(find_system("demo"))
    assert names.find("full flush") == "清一色"
    assert names.find("chicken") == "平"
