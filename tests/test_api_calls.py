"""One API: ``score``, ``score_json``, ``waits`` and ``shanten`` take one signature under every system.

``(hand, context=None, *, rules="mcr", house=None)``, and ``visible=`` for
waits and shanten: the rules in force by a system's name, a ``System`` or a
``Rules`` table, a house-rule file by its path, the tiles seen as notation
or tile numbers.  The old spellings (``score_system``, ``find_waits``,
``find_shanten``, ``waits(system, hand, …)``) stay one release: each warns,
naming the call to make instead, and gives what that call gives.
"""

from __future__ import annotations

import inspect
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import mcr_cli
from mcr_cli import (
    ContextError,
    HouseRulesError,
    ScoreResult,
    SystemResult,
    UnknownSystemError,
    WinContext,
    find_system,
    load_house_rules,
)
from mcr_cli.model.notation import parse_tiles
from mcr_cli.systems.readiness import ShantenResult, WaitsResult
from mcr_cli.systems.result import FANS, PATTERNS, Result
from tests.helpers.paths import EXAMPLES
from tests.helpers.registry import WINS

CLUB = EXAMPLES / "club.toml"
"""A 推倒胡 house-rule file: base 2, 七对 8, Half Flush 10."""
READY = {
    "mcr": ("123m456p789s11pEE", WinContext(), "1p1pE"),
    "tuidaohu": ("[111p,1]234p567p99pPP", WinContext(), "9p9p"),
    "kawuxing": ("[555p,1]46p123s789sCC", WinContext(), "5p"),
    "jipinghu": ("123m456p789s111zS", WinContext(), "SS"),
    "tianjin": ("12346m123p123sCC", WinContext(indicator=15), "5m5m"),
}
"""A 13-tile hand, its context and tiles seen on the table, under each system."""
SYSTEMS = list(WINS)
SIGNATURE = "(hand, context=None, *, rules='mcr', house=None)"


def plain(signature: inspect.Signature) -> str:
    """A signature without its annotations, as a reader compares them."""
    return str(
        signature.replace(parameters=[p.replace(annotation=p.empty) for p in signature.parameters.values()])
    )


@pytest.mark.parametrize(
    ("function", "extra"),
    [
        (mcr_cli.score, ""),
        (mcr_cli.score_json, ""),
        (mcr_cli.waits, ", visible=()"),
        (mcr_cli.shanten, ", visible=()"),
    ],
)
def test_score_waits_and_shanten_have_one_signature(function: Callable[..., Any], extra: str) -> None:
    signature = plain(inspect.signature(function)).split(" ->")[0]
    assert signature == SIGNATURE.replace(")", extra + ")")
    assert function.__module__ == "mcr_cli" and function.__doc__


@pytest.mark.parametrize("name", SYSTEMS)
def test_the_rules_by_name_system_or_table_are_the_same_rules(name: str) -> None:
    hand, ctx = WINS[name]
    system = find_system(name)
    expected = mcr_cli.score(hand, ctx, rules=name).to_dict()
    assert mcr_cli.score(hand, ctx, rules=system).to_dict() == expected
    assert mcr_cli.score(hand, ctx, rules=system.rules()).to_dict() == expected
    assert mcr_cli.score_json(hand, ctx, rules=name) == expected


@pytest.mark.parametrize("name", SYSTEMS)
def test_every_system_gives_the_one_result_type_counted_as_it_declares(name: str) -> None:
    hand, ctx = WINS[name]
    result = mcr_cli.score(hand, ctx, rules=name)
    assert type(result) is Result and ScoreResult is SystemResult is Result
    assert result.counting == (FANS if name == "mcr" else PATTERNS)
    assert (mcr_cli.score(hand, ctx) if name == "mcr" else result).total == result.total


def test_a_table_in_force_is_the_rules() -> None:
    hand, ctx = WINS["tuidaohu"]
    rules = find_system("tuidaohu").rules().with_settings(base=5)
    assert mcr_cli.score(hand, ctx, rules=rules).total == 160  # 混一色 8 × 自摸 2 × 硬胡 2 × base 5


@pytest.mark.parametrize("path", [str(CLUB), CLUB], ids=["str", "path"])
def test_a_house_rule_file_is_the_rules_of_its_system(path: str | Path) -> None:
    hand, ctx = WINS["tuidaohu"]
    expected = mcr_cli.score(hand, ctx, rules=load_house_rules(str(CLUB))).to_dict()
    assert expected["base"] == 2 and expected["house_rules"]["file"] == str(CLUB)
    assert mcr_cli.score(hand, ctx, house=path).to_dict() == expected  # the file names its system
    assert mcr_cli.score(hand, ctx, rules="tuidaohu", house=path).to_dict() == expected
    assert mcr_cli.score(hand, ctx, rules=find_system("tuidaohu"), house=path).to_dict() == expected
    assert mcr_cli.score_json(hand, ctx, house=path) == expected


def test_a_house_rule_file_of_another_system_or_beside_a_table_is_refused() -> None:
    hand, ctx = WINS["tuidaohu"]
    with pytest.raises(
        ContextError, match=r"house .*club.toml holds house rules of 推倒胡 \(tuidaohu\); rules"
    ):
        mcr_cli.score(hand, ctx, rules="kawuxing", house=CLUB)
    with pytest.raises(ContextError, match=r"as rules .* or a house-rule file as house, not both"):
        mcr_cli.score(hand, ctx, rules=find_system("tuidaohu").rules(), house=CLUB)
    with pytest.raises(HouseRulesError, match="cannot read"):
        mcr_cli.score(hand, ctx, house=EXAMPLES / "none.toml")
    with pytest.raises(HouseRulesError, match=r"named by a path \(str\), not b'club.toml'"):
        mcr_cli.waits(hand, ctx, house=b"club.toml")
    with pytest.raises(UnknownSystemError, match="unknown system 'riichi'"):
        mcr_cli.shanten(hand, ctx, rules="riichi")


@pytest.mark.parametrize("name", SYSTEMS)
def test_visible_is_notation_or_tile_numbers_under_every_system(name: str) -> None:
    hand, ctx, seen = READY[name]
    numbers = parse_tiles(seen)
    for ask in (mcr_cli.waits, mcr_cli.shanten):
        by_text = ask(hand, ctx, rules=name, visible=seen).to_dict()
        assert by_text == ask(hand, ctx, rules=name, visible=numbers).to_dict()
        assert by_text == ask(hand, ctx, rules=name, visible=list(numbers)).to_dict()
        assert by_text != ask(hand, ctx, rules=name).to_dict()  # the tiles seen are not unseen


@pytest.mark.parametrize("name", SYSTEMS)
def test_waits_and_shanten_give_mcr_its_own_analysis_and_the_others_theirs(name: str) -> None:
    hand, ctx, _ = READY[name]
    found, measured = mcr_cli.waits(hand, ctx, rules=name), mcr_cli.shanten(hand, ctx, rules=name)
    assert type(measured) is ShantenResult and type(found) is WaitsResult  # one type each; MCR's own
    assert measured.counting == found.counting == (FANS if name == "mcr" else PATTERNS)  # analysis fills it
    assert measured.to_dict()["shanten"] == 0


def test_help_shows_the_signatures_and_the_rules_in_force() -> None:
    import pydoc

    text = pydoc.render_doc(mcr_cli, renderer=pydoc.plaintext)
    for name in ("score", "waits", "shanten", "score_json"):
        (line,) = [line for line in text.splitlines() if line.startswith(f"    {name}(hand: ")]
        assert ", *, rules: " in line and "= 'mcr', house: " in line, line
    assert "house-rule file" in text and "Deprecated: call ``score(hand, ctx, rules=system)``" in text


# --- the old spellings, for one release --------------------------------------------------------


def deprecated(call: Callable[[], Any], new: str) -> Any:
    """``call()``, which must warn once, at this file's line, that the old spelling goes: call ``new``."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = call()
    assert [w.category for w in caught] == [DeprecationWarning], [str(w.message) for w in caught]
    message = str(caught[0].message)
    assert "is deprecated and goes in the next release: call mcr_cli." + new in message, message
    assert caught[0].filename == __file__  # the warning points at the caller
    return result


def test_score_system_warns_and_forwards() -> None:
    hand, ctx = WINS["tuidaohu"]
    expected = mcr_cli.score(hand, ctx, rules="tuidaohu").to_dict()
    new = "score(hand, context, rules=system)"
    assert deprecated(lambda: mcr_cli.score_system("tuidaohu", hand, ctx), new).to_dict() == expected
    rules = find_system("tuidaohu").rules()
    assert deprecated(lambda: mcr_cli.score_system("tuidaohu", hand, ctx, rules), new).to_dict() == expected
    with pytest.raises(ContextError, match=r"the rules of 卡五星 .* cannot score a hand of 推倒胡"):
        deprecated(lambda: mcr_cli.score_system("tuidaohu", hand, None, find_system("kawuxing").rules()), new)
    with pytest.raises(ContextError, match="a system is a name"):
        deprecated(lambda: mcr_cli.score_system(123, hand), new)


def test_the_registry_mapping_warns_and_forwards_to_register() -> None:
    """``systems.REGISTRY``, kept one release: read from ``SYSTEMS``; a line written or deleted registers."""
    from mcr_cli import systems

    assert dict(systems.REGISTRY) == {d.name: d.scorer.removesuffix(".system") for d in systems.SYSTEMS}
    assert systems.REGISTRY["mcr"] == "mcr_cli.systems.mcr"
    assert "mcr" in systems.REGISTRY and len(systems.REGISTRY) == len(systems.SYSTEMS)
    assert list(systems.REGISTRY.items()) == list(dict(systems.REGISTRY).items())
    before = systems.SYSTEMS

    def write() -> None:
        systems.REGISTRY["demo"] = "tests.helpers.demo"

    def delete() -> None:
        del systems.REGISTRY["demo"]

    try:
        deprecated(write, "systems.register(package)")
        assert mcr_cli.score(WINS["tuidaohu"][0], rules="demo").total == 1
    finally:
        deprecated(delete, "systems.unregister(name)")
    assert before == systems.SYSTEMS
    with pytest.raises(KeyError):
        systems.REGISTRY["demo"]


def test_find_waits_and_find_shanten_warn_and_forward() -> None:
    hand, ctx, seen = READY["mcr"]
    waits = mcr_cli.waits(hand, ctx, visible=seen)
    found = deprecated(lambda: mcr_cli.find_waits(hand, ctx, seen), "waits(hand, context, visible=visible)")
    assert found == waits
    measured = deprecated(lambda: mcr_cli.find_shanten(hand, seen), "shanten(hand, visible=visible)")
    assert measured == mcr_cli.shanten(hand, visible=seen)


@pytest.mark.parametrize("name", SYSTEMS)
def test_the_old_order_warns_and_forwards(name: str) -> None:
    hand, ctx, seen = READY[name]
    system, rules = find_system(name), find_system(name).rules()
    for ask, new in ((mcr_cli.waits, "waits(hand, context, rules=system"), (mcr_cli.shanten, "shanten(hand")):
        expected = ask(hand, ctx, rules=name, visible=seen).to_dict()
        for old in (
            lambda ask=ask: ask(name, hand, ctx, None, seen),
            lambda ask=ask: ask(system, hand, ctx, rules, seen),
            lambda ask=ask: ask(name, hand, ctx, visible=seen),
            lambda ask=ask: ask(system=name, hand=hand, ctx=ctx, visible=seen),
        ):
            assert deprecated(old, new).to_dict() == expected
    win, won = WINS[name]
    expected_json = mcr_cli.score_json(win, won, rules=name)
    assert deprecated(lambda: mcr_cli.score_json(name, win, won), "score_json(hand, context") == expected_json


def test_the_old_order_checks_what_it_checked() -> None:
    hand, ctx, _ = READY["tuidaohu"]
    with pytest.raises(ContextError, match=r"the rules of 卡五星 .* cannot score a hand of 推倒胡"):
        deprecated(lambda: mcr_cli.waits("tuidaohu", hand, ctx, find_system("kawuxing").rules()), "waits(")
    with pytest.raises(ContextError, match="a system is a name"):
        deprecated(lambda: mcr_cli.shanten(system=5, hand=hand), "shanten(")
    with pytest.raises(TypeError):  # Python's own, as for any call that fits no signature
        deprecated(lambda: mcr_cli.waits("tuidaohu", hand, bogus=1), "waits(")


def test_a_hand_is_never_taken_for_a_system() -> None:
    """One positional argument, or a first one that names no system, is the new order: no warning."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert mcr_cli.waits("1112345678999s").waits
        with pytest.raises(mcr_cli.NotationError):
            mcr_cli.waits("tuidaohu")  # a name alone is a hand, and no notation
        with pytest.raises(ContextError, match="the context must be a WinContext, not str"):
            mcr_cli.shanten("1112345678999s", "tuidaohu")
