"""A system registered after the command line was built is one of its systems, in the same process.

``mcr_cli.cli.main`` is imported (its commands built) before the demo is
registered, by its one line, inside each test, and un-registered after; no
cache is cleared.  ``mcr score``, ``waits`` and ``shanten`` build their
options again when the registry has changed (``cli/registry.py``), and
``--rules`` / ``mcr rules NAME`` read the registry's names as they stand.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from click.testing import CliRunner, Result

from mcr_cli.cli.main import main
from mcr_cli.systems import register, system_names, unregister
from tests.helpers.registry import demo_registered

READY = "[111p,1]234p567p99pCC"
PAIRS = "11335599pCCFFP"


def mcr(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


@pytest.fixture
def demo() -> Iterator[None]:
    """The demo in the registry for this test alone, after the commands were built."""
    assert "demo" not in system_names()
    with demo_registered():
        yield


def out(*args: str) -> object:
    done = mcr(*args, "--json")
    assert done.exit_code == 0, done.output
    return json.loads(done.stdout)


@pytest.mark.usefixtures("demo")
def test_score_takes_the_run_time_system_and_its_own_flag() -> None:
    scored = out("score", READY + "9p", "--rules", "demo", "--bonus")
    assert isinstance(scored, dict)
    assert (scored["total"], scored["rules"]) == (2, "demo")
    assert "--bonus" in mcr("score", "--help").stdout


@pytest.mark.usefixtures("demo")
def test_a_batch_of_score_reads_the_run_time_systems_lines() -> None:
    done = mcr(
        "score", "--batch", "-", "--json", input=f"{READY}9p --rules demo --bonus\n{READY}9p --rules demo\n"
    )
    assert done.exit_code == 0, done.output
    assert [json.loads(line)["total"] for line in done.stdout.splitlines()] == [2, 1]


@pytest.mark.usefixtures("demo")
def test_waits_and_shanten_take_the_run_time_system() -> None:
    found = out("waits", READY, "--rules", "demo")
    assert isinstance(found, dict)
    assert [w["tile"] for w in found["waits"]] == ["9p", "C"]
    measured = out("shanten", PAIRS, "--rules", "demo")
    assert isinstance(measured, dict)
    assert measured["shanten"] == 0


@pytest.mark.usefixtures("demo")
def test_rules_shows_and_lists_the_run_time_system() -> None:
    table = out("rules", "demo")
    assert isinstance(table, dict)
    assert [p["zh"] for p in table["patterns"]] == ["平", "清一色", "七对"]
    listed = out("rules")
    assert isinstance(listed, list)
    assert listed[-1] == {"name": "demo", "zh": "示例", "en": "Demo"}
    assert "Demo" in mcr("rules", "--lang", "en").stdout
    assert "demo" in mcr("rules", "--help").stdout


@pytest.mark.usefixtures("demo")
def test_fans_is_mcrs_alone_whatever_is_registered() -> None:
    fans = out("fans")
    assert isinstance(fans, list)
    assert len(fans) == 81


def test_once_un_registered_the_system_and_its_flag_are_gone() -> None:
    before = {c: mcr(c, "--help").stdout for c in ("score", "waits", "shanten", "rules")}
    register("tests.helpers.demo")
    try:
        assert mcr("score", READY + "9p", "--rules", "demo", "--bonus").exit_code == 0
        assert mcr("score", "--help").stdout != before["score"]
    finally:
        unregister("demo")
    assert {c: mcr(c, "--help").stdout for c in before} == before
    refused = mcr("score", READY + "9p", "--rules", "demo")
    assert refused.exit_code == 2
    assert "'demo' is not one of" in refused.stderr
    assert "No such option '--bonus'" in mcr("score", "123m456p789s111z22z", "--bonus").stderr
    assert mcr("rules", "demo").exit_code == 2
