"""A flag is declared once, in its system's package: everything else derives from the declaration.

The demo system (``tests/helpers/demo``) declares ``--bonus`` in its own
flags module and reads it in its own scorer; registered by one line, it is
then an option of ``mcr score``, a batch-line flag, an API field, and an
error naming it under every system that lacks it — with no cache to clear:
what the command line derives from the registry is kept per registry.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import click
import pytest

from mcr_cli import systems
from mcr_cli.cli import flags
from mcr_cli.cli.batch import parser as lines
from mcr_cli.errors import ContextError
from mcr_cli.systems.context import WinContext
from mcr_cli.systems.flags import TABLE
from mcr_cli.systems.scoring import score
from tests.helpers.cli import RunMcr
from tests.helpers.demo.system import SYSTEM as DEMO
from tests.helpers.registry import demo_registered as registered

PLAIN = "[111p,1]234p567p99pCC9p"


@pytest.fixture
def demo_registered() -> Iterator[None]:
    assert "bonus" not in flags.flag_names()  # asked before: the systems without the demo
    with registered():
        yield
    assert "bonus" not in flags.flag_names()  # and after, nothing cleared


@pytest.mark.usefixtures("demo_registered")
def test_a_flag_declared_in_one_module_is_an_option_a_line_flag_and_an_api_field() -> None:
    from mcr_cli.cli.main import score_line, score_params

    assert "bonus" in flags.flag_names()
    params = lines.LineParser(click.Command("score", params=score_params())).parse(
        [PLAIN, "--rules", "demo", "--bonus"]
    )
    assert score_line(params).total == 2 * score_line({**params, "bonus": False}).total
    assert score(PLAIN, WinContext(extra=(("bonus", True),)), rules=DEMO).total == 2


@pytest.mark.usefixtures("demo_registered")
def test_a_system_without_the_flag_refuses_it_by_name() -> None:
    from mcr_cli.cli.main import score_line, score_params

    params = lines.LineParser(click.Command("score", params=score_params())).parse(
        ["123m456p789s111z22z", "--bonus"]
    )
    with pytest.raises(ContextError, match=r"--bonus is not part of 国标麻将 .*--rules \(demo\)"):
        score_line(params)
    with pytest.raises(ContextError, match=r"^bonus is not part of 推倒胡"):
        score(
            "[111p,1]234p567p99pPP9p", WinContext(self_drawn=True, extra=(("bonus", True),)), rules="tuidaohu"
        )


@pytest.mark.usefixtures("demo_registered")
def test_the_command_line_the_batch_line_and_the_api_refuse_a_flag_by_one_rule(run_mcr: RunMcr) -> None:
    """``--bonus`` under MCR: the same words on the command line and a batch line, the API's own refusal.

    Each asks ``flags.flag_names`` (a declaration's, a ``System``'s): none lets through what another refuses.
    """
    hand = "123m456p789s111z22z"
    said = "--bonus is not part of 国标麻将 (mcr); choose a system that has it with --rules (demo)"
    given = run_mcr("score", hand, "--bonus")
    assert (given.exit_code, given.stderr) == (1, f"error: {said}\n")
    batch = run_mcr("score", "--batch", "-", "--json", input=f"{hand} --bonus\n")
    assert json.loads(batch.stdout)["error"] == said
    with pytest.raises(ContextError, match=r"^bonus is not part of 国标麻将 \(mcr\)$"):
        score(hand, WinContext(extra=(("bonus", True),)))
    every = systems.SYSTEMS
    declared = {f.name for f in TABLE} | {f.name for d in every for f in d.flags}
    declared |= {s.name for d in every for s in d.settings if s.flag}
    for declaration in every:
        refused = set(flags._lacked(declaration.system()))
        assert refused == declared - declaration.flag_names(), declaration.name
        assert ("bonus" in refused) == (declaration.name != "demo")


EXAMPLE_FILES = ["hands.txt", "tuidaohu.txt", "kawuxing.txt", "jipinghu.txt", "tianjin.txt"]


@pytest.mark.parametrize("name", EXAMPLE_FILES)
def test_the_lean_json_path_is_the_full_one_byte_for_byte(name: str) -> None:
    """Every system's ``evaluate_json`` (MCR's lean path, the others' default) equals ``to_dict()``."""
    import json
    import shlex

    from mcr_cli.cli.main import score_line, score_line_json, score_params
    from tests.helpers.paths import EXAMPLES

    parser = lines.line_parser("score", score_params)
    checked = 0
    for line in (EXAMPLES / name).read_text(encoding="utf-8").splitlines():
        words = shlex.split(line, comments=True)
        if not words:
            continue
        params = parser.parse(words)
        params.update(expect=None, expect_fans=None)
        lean = json.dumps(score_line_json(params), ensure_ascii=False)
        assert lean == json.dumps(score_line(params).to_dict(), ensure_ascii=False), line
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize(
    ("chinese", "letters"),
    [
        pytest.param("--seat-wind 南", "--seat-wind S", id="seat-wind"),
        pytest.param(
            "--prevalent-wind 西 --seat-wind 北", "--prevalent-wind W --seat-wind N", id="both-winds"
        ),
        pytest.param("--discarder 西", "--discarder W", id="discarder"),
        pytest.param("--seat-wind 東 --discarder 北", "--seat-wind E --discarder N", id="traditional-east"),
        pytest.param("--rules tuidaohu -t --dealer 南", "--rules tuidaohu -t --dealer S", id="dealer"),
        pytest.param(
            "--rules tuidaohu -t --horses 南:1s5p", "--rules tuidaohu -t --horses S:1s5p", id="horses"
        ),
        pytest.param(
            "--rules tuidaohu -t --other-kong 南:melded:西",
            "--rules tuidaohu -t --other-kong S:melded:W",
            id="other-kong",
        ),
        pytest.param(
            "--rules tianjin -t --indicator 7p --lazhuang 南=1,西=2",
            "--rules tianjin -t --indicator 7p --lazhuang S=1,W=2",
            id="lazhuang",
        ),
    ],
)
def test_every_wind_option_takes_the_chinese_winds(run_mcr: RunMcr, chinese: str, letters: str) -> None:
    """东 南 西 北 (東) stand for E S W N wherever a flag names a seat, on the command line and in a batch."""
    hand = "123m456p789s111z22z"
    by_letter = run_mcr("score", hand, *letters.split(), "--json")
    assert by_letter.exit_code == 0, by_letter.stderr
    assert run_mcr("score", hand, *chinese.split(), "--json").stdout == by_letter.stdout
    batch = run_mcr("score", "--json", "--batch", "-", input=f"{hand} {chinese}\n")
    assert batch.stdout == by_letter.stdout


def test_a_wind_that_is_not_one_names_both_spellings(run_mcr: RunMcr) -> None:
    done = run_mcr("score", "123m456p789s111z22z", "--seat-wind", "中")
    assert done.exit_code == 2
    assert "'中' is not one of E, S, W, N (or 东 南 西 北)." in done.stderr
    zh = run_mcr("score", "123m456p789s111z22z", "--seat-wind", "中", "--lang", "zh")
    assert "'中' 不是 E、S、W、N（或 东、南、西、北）之一。" in zh.stderr
