"""A system registered at run time works through every API call, with no cache to clear.

The demo system (``tests/helpers/demo``) is registered by one line, as a
fourth system would be; nothing in the package knows it by name.  Scoring,
waits, shanten and the names of its patterns ask the system object for what
they need (its shapes, its aliases), never a module named after it.  The
command line's lines and flag tables are kept per registry, and its
commands read the registry as they run, so a system registered before
``mcr_cli.cli`` is imported (below, in a fresh process) or after it
(``tests/cli/test_run_time_commands.py``) is one of their ``--rules``
choices (``mcr score``, ``waits``, ``shanten``, ``rules``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator

import pytest

import mcr_cli
from mcr_cli.systems import UnknownSystemError, find_system
from mcr_cli.systems.base import System
from mcr_cli.systems.names import names_of
from tests.helpers.demo.system import SYSTEM as DEMO
from tests.helpers.paths import ROOT
from tests.helpers.registry import demo_registered

READY = "[111p,1]234p567p99pCC"
"""Waits on 9p (four sets and the pair CC) and C (the pair 99p)."""
PAIRS = "11335599pCCFFP"
"""Seven pairs but the last: ready by the demo's own shapes only."""


@pytest.fixture
def demo() -> Iterator[None]:
    """``demo`` in the registry by its one line, for this test alone: nothing else is touched."""
    with pytest.raises(UnknownSystemError):
        find_system("demo")
    with demo_registered():
        yield


@pytest.mark.usefixtures("demo")
def test_a_run_time_system_is_found_by_name() -> None:
    assert find_system("demo") is DEMO
    assert "demo" in mcr_cli.system_names()


@pytest.mark.usefixtures("demo")
def test_a_run_time_system_scores_through_the_api() -> None:
    result = mcr_cli.score(READY + "9p", mcr_cli.WinContext(extra=(("bonus", True),)), rules="demo")
    assert (result.total, result.fan_points) == (2, 1)
    assert mcr_cli.score_json(READY + "9p", rules=DEMO) == mcr_cli.score(READY + "9p", rules="demo").to_dict()
    assert mcr_cli.score(READY + "9p", rules=DEMO.rules().with_settings(base=3)).total == 3


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


def test_once_taken_out_the_run_time_system_is_no_calls_any_more() -> None:
    with demo_registered():
        assert mcr_cli.score(READY + "9p", rules="demo").total == 1
    for call in (mcr_cli.score, mcr_cli.waits, mcr_cli.shanten):
        with pytest.raises(UnknownSystemError, match="unknown system 'demo'"):
            call(READY + "9p" if call is mcr_cli.score else READY, rules="demo")
    assert "demo" not in mcr_cli.system_names()


def test_a_system_that_gives_no_shapes_is_measured_by_four_sets_and_a_pair() -> None:
    assert System().shapes().families == ("standard",)
    assert System().aliases() == {}


@pytest.mark.usefixtures("demo")
def test_the_names_of_a_run_time_system_are_its_own_and_its_aliases() -> None:
    names = names_of(find_system("demo"))
    assert names.find("full flush") == "清一色"
    assert names.find("chicken") == "平"


@pytest.mark.usefixtures("demo")
def test_the_command_lines_lines_see_a_run_time_system() -> None:
    """A batch line of ``mcr score``, ``waits`` or ``shanten`` is read with the demo's flags, none cleared."""
    from mcr_cli.cli.batch import parser as lines
    from mcr_cli.cli.main import score_line, score_params
    from mcr_cli.cli.waits import shanten_line, shanten_params, waits_line, waits_params

    scored = score_line(
        lines.line_parser("score", score_params).parse([READY + "9p", "--rules", "demo", "--bonus"])
    )
    assert scored.total == 2
    found = waits_line(
        lines.line_parser("waits", waits_params).parse([READY, "--rules", "demo", "--visible", "9p"])
    )
    assert [w["unseen"] for w in found.to_dict()["waits"]] == [1, 2]
    measured = shanten_line(lines.line_parser("shanten", shanten_params).parse([PAIRS, "--rules", "demo"]))
    assert measured.to_dict()["shanten"] == 0


REGISTERED_FIRST = """
import sys
from mcr_cli.systems import register
register("tests.helpers.demo")
from mcr_cli.cli.main import main
main(sys.argv[1:], prog_name="mcr")
"""


@pytest.mark.parametrize(
    ("args", "key", "expected"),
    [
        pytest.param(["score", READY + "9p", "--rules", "demo", "--bonus"], "total", 2, id="score"),
        pytest.param(["waits", READY, "--rules", "demo"], "waits", 2, id="waits"),
        pytest.param(["shanten", PAIRS, "--rules", "demo"], "shanten", 0, id="shanten"),
        pytest.param(["rules", "demo"], "patterns", 3, id="rules"),
    ],
)
def test_a_system_registered_before_the_command_line_is_built_is_one_of_its_systems(
    args: list[str], key: str, expected: int
) -> None:
    done = subprocess.run(
        [sys.executable, "-c", REGISTERED_FIRST, *args, "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    value = json.loads(done.stdout)[key]
    assert (len(value) if isinstance(value, list) else value) == expected
