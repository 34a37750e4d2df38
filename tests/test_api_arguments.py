"""The public API checks its arguments: a wrong type or value is the package's error, never Python's.

Every public function of ``mcr_cli``, the public entry points that live in
the core (``Hand.parse``, ``check_hand_types``, ``parse_house_rules``),
and ``mcr_cli.match.*`` is called with hostile values
in each argument (the others good): ``None``, numbers, bytes, containers,
5,000-digit ints and strings, a ``Hand`` of ``None``s, a ``Meld`` with a str
kind.  The call may succeed or raise an ``MCRError`` whose message is one
line of bounded length that ``str()`` can build; nothing else
(``TypeError``, ``AttributeError``, ``IndexError``, ``KeyError``, Python's
"Exceeds the limit (4300 digits)").

The same holds in the compiled build (mypyc), with the same errors: a
compiled function would check each argument against its annotation, and
each ``NamedTuple`` field it reads, before its own check ran, so the public
functions check their arguments' types in ``mcr_cli/api.py``, which is never
compiled, and the core reads a caller's fields untyped until they pass
(``model/checks.py``).  The core's own functions take exact types and are
not called with hostile values: ``tests/test_exact_types.py`` holds them to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import mcr_cli
from mcr_cli.errors import ContextError, InvalidHandError, MatchRecordError, MCRError
from mcr_cli.limits import show
from mcr_cli.match import ledger, record, standings
from mcr_cli.match import types as match_types
from mcr_cli.model import hand as model_hand
from mcr_cli.model import notation, readings, wilds
from mcr_cli.model.hand import Hand, Meld, MeldKind, parse_hand
from mcr_cli.systems import find_system, house
from mcr_cli.systems.context import WinContext
from tests.helpers.paths import EXAMPLES

H14 = parse_hand("123m456p789s111z22z")
H13 = parse_hand("1112345678999s", 13)
RECORD_TEXT = "E A\nS B\nW C\nN D\nwin B 8 from A\nend"
RESULT = ledger.load_match(RECORD_TEXT, "m.match")
CLUB = str(EXAMPLES / "club.toml")
TIANJIN = WinContext(indicator=15, self_drawn=True)
RECORD = RESULT.record
COUNTS = readings.counts_of([0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8])
HUGE = 10**5000

HOSTILE: list[Any] = [
    None,
    0,
    -1,
    34,
    1.5,
    float("nan"),
    True,
    b"123m",
    bytearray(b"1m"),
    [],
    [None],
    {},
    {"a": 1},
    HUGE,
    -HUGE,
    2**70,
    "9" * 5000,
    "",
    "\x00\r\u2028",
    "1m" * 3000,
    (None,),
    (None, None),
    object(),
    Hand((None,), (None,), None),  # type: ignore[arg-type]
    Hand(None, None, None),  # type: ignore[arg-type]
    Hand((Meld("chow", 0, 1),), (), None),  # type: ignore[arg-type]
    Hand((Meld(MeldKind.CHOW, 0, HUGE),), (), None),
    Hand((), (0,) * 13, HUGE),
    Meld("chow", 0, 1),  # type: ignore[arg-type]
    Meld(MeldKind.CHOW, None, None),  # type: ignore[arg-type]
    Meld(MeldKind.PUNG, HUGE, 1),
    WinContext(seat_wind=7),
    WinContext(seat_wind="S"),  # type: ignore[arg-type]
    WinContext(flowers=HUGE),
    WinContext(extra="x"),  # type: ignore[arg-type]
    WinContext(extra=((None, 1),)),  # type: ignore[arg-type]
    MeldKind.CHOW,
    [(1, None)],
    ((1, "E A"),),
    [0] * 34,
    [HUGE] * 34,
    [-1] * 34,
    [None] * 34,
    [1.5] * 34,
    (4,) * 34,
    [(0, 27)],
    [(5, 0)],
    RESULT,
    RECORD,
    ledger.MatchRecord("s", (None,) * 4, (), None),  # type: ignore[arg-type]
    ledger.MatchResult(RECORD, (), (None,) * 4),  # type: ignore[arg-type]
    standings.Standing("a", None, (), (), 0),
    standings.Standing(None, None, (), (1,), HUGE),  # type: ignore[arg-type]
    [standings.Standing("a", None, (), (), 0)],
    wilds.Group(0, 0, (None,)),  # type: ignore[arg-type]
    wilds.GroupReading(None, None),  # type: ignore[arg-type]
    notation.Scanned(None, None, None, None),  # type: ignore[arg-type]
    notation.Scanned((), (), ((None, 0),), ()),  # type: ignore[arg-type]
]


def _spec(function: Callable[..., Any], method_name: str = "", **good: Any) -> Any:
    """A case's id: ``module.name``; ``method_name`` names a method (it has no ``__qualname__`` compiled)."""
    name = method_name or function.__qualname__
    return pytest.param(function, good, id=f"{function.__module__.rsplit('.', 1)[-1]}.{name}")


SPECS = [
    _spec(mcr_cli.format_hand, hand=H14),
    _spec(mcr_cli.parse_hand, text="123m456p789s111z22z", tiles=14),
    _spec(mcr_cli.score, hand="123m456p789s111z22z", context=None, rules="mcr", house=None),
    _spec(
        mcr_cli.score,
        "score[tuidaohu]",
        hand="[111p,1]234p567p99pCC9p",
        context=WinContext(self_drawn=True),
        rules=find_system("tuidaohu").rules().with_settings(base=2),
        house=None,
    ),
    _spec(mcr_cli.score, "score[house]", hand="[111p,1]234p567p99pCC9p", context=None, house=CLUB),
    _spec(mcr_cli.score_json, hand="123m456p789s111z22z", context=None, rules="mcr", house=None),
    _spec(
        mcr_cli.score_json, "score_json[tianjin]", hand="12346m123p123sCC5m", context=TIANJIN, rules="tianjin"
    ),
    _spec(mcr_cli.find_system, name="kawuxing"),
    _spec(Hand.parse, "Hand.parse", text="123m456p789s111z22z"),
    _spec(model_hand.check_hand_types, hand=H14),
    _spec(mcr_cli.waits, hand=H13, context=None, rules="mcr", house=None, visible="2s9p"),
    _spec(
        mcr_cli.waits,
        "waits[kawuxing]",
        hand="[555p,1]46p123s789sCC",
        context=None,
        rules="kawuxing",
        house=None,
        visible=(13,),
    ),
    _spec(mcr_cli.waits, "waits[tianjin]", hand="12346m123p123sCC", context=TIANJIN, rules="tianjin"),
    _spec(mcr_cli.shanten, hand="123m456p789s11pEEN", context=None, rules="mcr", house=None, visible="1p"),
    _spec(mcr_cli.shanten, "shanten[tuidaohu]", hand=H13, context=None, rules="tuidaohu", visible="5p"),
    # The old spellings, for one release (they warn: test_hostile_arguments_give_the_packages_errors
    # turns DeprecationWarning off).
    _spec(mcr_cli.score_system, system="tuidaohu", hand="[111p,1]234p567p99pCC9p", ctx=None, rules=None),
    _spec(mcr_cli.find_waits, hand=H13, context=None, visible=()),
    _spec(mcr_cli.find_shanten, hand=H13, visible=()),
    _spec(
        mcr_cli.waits,
        "waits[old-order]",
        system="kawuxing",
        hand="[555p,1]46p123s789sCC",
        ctx=None,
        rules=None,
        visible=(13,),
    ),
    _spec(record.parse_record, text=RECORD_TEXT, source="s"),
    _spec(record.numbered_lines, text=RECORD_TEXT),
    _spec(record.parse_lines, lines=list(record.numbered_lines(RECORD_TEXT)), source="s"),
    _spec(ledger.load_match, text=RECORD_TEXT, source="s"),
    _spec(ledger.play, record=RECORD),
    _spec(ledger.standard_points, place=1, group=4),
    _spec(ledger.places, finals=(1, 2, 3, 4)),
    _spec(standings.standings, results=[RESULT]),
    _spec(standings.rank, entries=[]),
    _spec(match_types.seat_wind, chair=0, index=0),
    _spec(match_types.prevalent_wind, index=0),
    _spec(mcr_cli.load_house_rules, path="/nonexistent/club.toml"),
    _spec(house.parse_house_rules, data={"system": "tuidaohu"}, source="s"),
]


def call(function: Callable[..., Any], args: dict[str, Any]) -> None:
    """Call and use the result as a caller would; an ``MCRError`` must print as one line."""
    try:
        result = function(**args)
        if hasattr(result, "__next__"):
            list(result)
        str(result)
        repr(result)
    except MCRError as err:
        message = str(err)
        assert "\n" not in message and len(message) <= 600, message[:200]
        assert "4300" not in message, message


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize(("function", "good"), SPECS)
def test_hostile_arguments_give_the_packages_errors(
    function: Callable[..., Any], good: dict[str, Any]
) -> None:
    call(function, good)  # the good arguments work
    for name in good:
        for value in HOSTILE:
            try:
                call(function, {**good, name: value})
            except MCRError:  # pragma: no cover - call() catches them
                raise
            except Exception as err:
                pytest.fail(f"{name}={show(value)}: {type(err).__name__}: {show(str(err), 120)}")


@pytest.mark.parametrize(
    ("call_it", "kind", "message"),
    [
        (lambda: mcr_cli.format_hand(None), InvalidHandError, "the hand must be notation (str) or a Hand"),
        (lambda: mcr_cli.waits(H13, visible=[None]), ContextError, "each of visible must be a tile number"),
        (lambda: mcr_cli.shanten(H13, visible=[None]), ContextError, "each of visible must be a tile number"),
        (
            lambda: mcr_cli.parse_hand(b".."),
            InvalidHandError,
            "the hand must be a string (notation), not bytes",
        ),
        (lambda: Hand.parse(None), InvalidHandError, "the hand must be a string"),
        (lambda: ledger.load_match(None), MatchRecordError, "a record is text or numbered lines"),
        (lambda: record.parse_record(5), MatchRecordError, "a record is text (str), not 5"),
        (lambda: record.numbered_lines(b"E A"), MatchRecordError, "a record is text (str), not b'E A'"),
        (lambda: standings.standings(5), MatchRecordError, "standings take a list of MatchResult, not 5"),
        (
            lambda: standings.standings([None]),
            MatchRecordError,
            "standings take MatchResult values, not None",
        ),
        (lambda: ledger.play(None), MatchRecordError, "play: the record must be a MatchRecord, not None"),
        (lambda: house.parse_house_rules(None, "s"), house.HouseRulesError, "s: house rules are a table"),
        (lambda: mcr_cli.score(Hand((None,), (None,), None)), InvalidHandError, "Hand.melds must be a tuple"),  # type: ignore[arg-type]
        (lambda: mcr_cli.format_hand(Hand((Meld("chow", 0, 1),), (), None)), InvalidHandError, "Hand.melds"),  # type: ignore[arg-type]
    ],
)
def test_the_holes_the_fuzz_run_found(call_it: Callable[[], Any], kind: type[MCRError], message: str) -> None:
    with pytest.raises(kind) as caught:
        call_it()
    assert message in str(caught.value)


def test_a_bad_hand_still_prints() -> None:
    """``repr`` and ``str`` of a ``Hand`` built wrong never raise: a debugger, a log, pytest show them."""
    bad = Hand((None,), (None,), None)  # type: ignore[arg-type]
    assert repr(bad) == str(bad) == "Hand(melds=(None,), standing=(None,), win_tile=None)"
    assert (
        repr(Hand((), (0,) * 13, HUGE))
        == "Hand(melds=(), standing=(0, 0, 0, 0, …), win_tile=a 5001-digit number)"
    )
    assert repr(H14) == "Hand.parse('123m456p789sEEESS')"


@pytest.mark.parametrize(
    ("call_it", "message"),
    [
        (lambda: mcr_cli.parse_hand("123m", HUGE), "a hand has 13 or 14 tiles, not a 5001-digit number"),
        (
            lambda: mcr_cli.score("123m456p789s111z22z", WinContext(flowers=HUGE)),
            "flowers a 5001-digit number: out of range (0-8)",
        ),
        (lambda: house.parse_house_rules({"system": HUGE}, "s"), "not a 5001-digit number"),
        (
            lambda: match_types.seat_wind(HUGE, 0),
            "seat_wind: chair must be a whole number 0-3, not a 5001-digit",
        ),
        (lambda: ledger.load_match("x", "9" * 5000), "99999…:1: a line starts with a seat"),
        (
            lambda: record.parse_record("E A\nS B\nW C\nN D\nwin " + "9" * 3000 + " 8", "m"),
            "unknown player '999",
        ),
    ],
)
def test_huge_numbers_are_shown_by_their_length(call_it: Callable[[], Any], message: str) -> None:
    with pytest.raises(MCRError) as caught:
        call_it()
    text = str(caught.value)
    assert message in text, text[:200]
    assert len(text) < 400 and "4300" not in text


def test_show_never_converts_a_huge_int() -> None:
    assert show(HUGE) == "a 5001-digit number"
    assert show(-(10**25)) == "a negative 26-digit number"
    assert show(10**20 - 1) == "99999999999999999999"
    assert show(10**20) == "a 21-digit number"
    assert show([HUGE, "x" * 100]) == "[a 5001-digit number, 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…']"
    assert show(object()) == "an object"
    deep: list[Any] = []
    for _ in range(1000):
        deep = [deep]
    assert show(deep) == "[[[…]]]"
