"""The core speaks in its own terms: a fault names a field of the API, the command line says its flag.

A Python caller reads the keyword it writes (``seat_wind``, ``self_drawn=True``:
``faults.Field``); ``mcr`` says the flag the user typed (``--seat-wind``,
``--self-drawn``) on stderr, in its JSON and CSV error objects and in every
language, word for word as it always has.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable
from typing import Any

import click
import pytest
from click.testing import CliRunner

import mcr_cli
import mcr_cli.cli.faults as cli_faults
from mcr_cli import WinContext
from mcr_cli.cli.main import main
from mcr_cli.faults import Fault, Field, Said
from mcr_cli.render.faults import catalogue, flag_text, say
from mcr_cli.systems import find_system, system_names
from mcr_cli.systems.flags import TABLE

HAND = "123m456p789s111z22z"
TDH = "123m456p789s55s66s6s"

FLAG = re.compile(r"(?:^|[\s(\[])--?[a-z]")
"""A flag as a template would write it: ``--seat-wind``, ``-t``, after a space, a bracket or at the start."""

RECORD_SYNTAX = {
    "record.flowers": "a match record's win line writes its flowers `--flowers N` (docs/match.md)",
    "record.expect-fans-total": "a record line's own `--expect-fans` and `--expect`, as written in the file",
    "record.self-drawn-discarder": "a record's win line says self-drawn by its `--self-drawn` word",
    "record.no-discarder": "the same: `from PLAYER` or `--self-drawn`, the words of the record's line",
}
"""The core's faults that say a flag: the words of a match record's line, which a record writes as flags.

They name what the user wrote in the file (``win Bob 24 --self-drawn --flowers 2``),
not a field of the API; a record read through the API quotes its own words too.
"""


def core_faults() -> list[Fault]:
    """Every fault of the core's areas: the catalogue less the command line's own (``cli/faults.py``)."""
    cli = {v.code for v in vars(cli_faults).values() if isinstance(v, Fault)}
    return [f for code, f in sorted(catalogue().items()) if code not in cli]


@pytest.mark.parametrize("entry", core_faults(), ids=lambda f: f.code)
def test_a_core_fault_names_no_flag(entry: Fault) -> None:
    if entry.code in RECORD_SYNTAX:
        assert FLAG.search(entry.en), f"{entry.code} names no flag: drop it from RECORD_SYNTAX"
        return
    assert not FLAG.search(entry.en), f"{entry.code}: {entry.en!r} says a flag; name a Field instead"


def test_the_record_syntax_exceptions_are_faults_of_records() -> None:
    assert set(RECORD_SYNTAX) <= set(catalogue())
    assert all(code.startswith("record.") for code in RECORD_SYNTAX)


def command_options() -> set[str]:
    """Every option of the commands that take the table's flags (``--seat-wind``, ``-t``, ``--after``)."""
    ctx = click.Context(main)
    names: set[str] = set()
    for name in ("score", "waits", "shanten", "match", "standings"):
        command = main.get_command(ctx, name)
        assert command is not None
        names.update(opt for param in command.params for opt in param.opts)
    return names


@pytest.mark.parametrize("entry", [f for f in core_faults() if f.fields], ids=lambda f: f.code)
def test_a_field_a_fault_declares_is_in_its_template_and_a_flag_of_the_command_line(entry: Fault) -> None:
    assert set(entry.fields) <= entry.names, f"{entry.code}: a field its template does not name"
    for field in entry.fields.values():
        assert field.flag in command_options(), f"{entry.code}: {field.flag} is no flag of mcr"


def test_every_declared_flag_is_said_as_its_option() -> None:
    flags = [*TABLE, *(f for name in system_names() for f in find_system(name).own_flags)]
    settings = [s for name in system_names() for s in find_system(name).settings if s.flag]
    options = command_options()
    for declared in [*flags, *settings]:
        field = declared.field
        assert isinstance(field, Field) and field.name == declared.name
        assert field.text() == declared.name
        assert field.text(flags=True) == declared.option
        assert declared.option in options


def test_a_setting_that_is_no_flag_is_named_as_a_house_file_writes_it() -> None:
    robbed = next(s for s in find_system("tuidaohu").settings if s.name == "robbed_pays")
    assert robbed.field == "robbed_pays"
    said = robbed.value_error("half")
    assert (
        said is not None
        and said.text(flags=True) == str(said) == 'robbed_pays must be "all" or "one", not \'half\''
    )


def test_a_field_is_said_as_a_keyword_or_as_its_flag() -> None:
    assert (Field("seat_wind").text(), Field("seat_wind").text(flags=True)) == ("seat_wind", "--seat-wind")
    assert (Field("self_drawn", True).text(), Field("self_drawn", True).text(flags=True)) == (
        "self_drawn=True",
        "--self-drawn",
    )
    assert Field("self_drawn", True, flag="-t").text(flags=True) == "-t"
    assert (Field("flowers", "N").text(), Field("flowers", "N").text(flags=True)) == (
        "flowers=N",
        "--flowers N",
    )
    assert str(Field("discarder")) == "discarder"


# --- the API: the field's name, never a flag ---------------------------------------------------


def raised(call: Callable[[], Any]) -> ValueError:
    try:
        call()
    except ValueError as err:
        return err
    raise AssertionError("no error")


API_CASES = [
    pytest.param(
        lambda: mcr_cli.score(HAND, WinContext(seat_wind=7)),
        "seat_wind must be a seat 0-3 (E S W N), not 7",
        "--seat-wind must be a seat 0-3 (E S W N), not 7",
        id="seat-wind",
    ),
    pytest.param(
        lambda: mcr_cli.score(HAND, WinContext(self_drawn=True, discarder=2)),
        "discarder W with self_drawn=True: nobody discarded a self-drawn tile",
        "--discarder W with --self-drawn: nobody discarded a self-drawn tile",
        id="discarder-self-drawn",
    ),
    pytest.param(
        lambda: mcr_cli.score(HAND, WinContext(discarder=0)),
        "discarder E is the winner's own seat; a player cannot win on their own discard",
        "--discarder E is the winner's own seat; a player cannot win on their own discard",
        id="discarder-winner",
    ),
    pytest.param(
        lambda: mcr_cli.score(HAND, WinContext(kong=True, self_drawn=True)),
        "kong=True self_drawn=True (杠上开花) needs a kong among the melds",
        "--kong --self-drawn (杠上开花) needs a kong among the melds",
        id="kong-self-drawn",
    ),
    pytest.param(
        lambda: mcr_cli.score(HAND, WinContext(flowers=9)),
        "flowers 9: out of range (0-8)",
        "--flowers 9: out of range (0-8)",
        id="flowers",
    ),
    pytest.param(
        lambda: mcr_cli.score("123m456p789s111z2\U0001f022"),
        "unknown character '\U0001f022': a flower is counted by flowers=N at position 18",
        "unknown character '\U0001f022': a flower is counted by --flowers N at position 18",
        id="flower-glyph",
    ),
    pytest.param(
        lambda: mcr_cli.waits("123m456p789s11pEE", visible="1x"),
        "visible 1x: unknown character 'x' at position 2",
        "--visible 1x: unknown character 'x' at position 2",
        id="visible-notation",
    ),
    pytest.param(
        lambda: mcr_cli.waits("123m456p789s11pEE", visible="EEE"),
        "visible: a fifth E with the hand's; there are only four of each tile",
        "--visible: a fifth E with the hand's; there are only four of each tile",
        id="visible-fifth",
    ),
    pytest.param(
        lambda: mcr_cli.score("12346m123p123sCC5m", WinContext(indicator=15), rules="tianjin"),
        "天津麻将 (tianjin) is won by self-draw only (N3): give self_drawn=True",
        "天津麻将 (tianjin) is won by self-draw only (N3): give -t",
        id="tianjin-self-draw",
    ),
    pytest.param(
        lambda: mcr_cli.score("[555p,1]46p123s789sCC5p", WinContext(flowers=1), rules="kawuxing"),
        "flowers is not part of 卡五星 (kawuxing)",
        "--flowers is not part of 卡五星 (kawuxing)",
        id="not-part-of",
    ),
    pytest.param(
        lambda: mcr_cli.score(
            TDH,
            WinContext(self_drawn=True, extra=(("other_kong", ((0, "concealed", None),)),)),
            rules="tuidaohu",
        ),
        "other_kong E:concealed: E is the winner; the winner's kongs are the melds of the hand",
        "--other-kong E:concealed: E is the winner; the winner's kongs are the melds of the hand",
        id="other-kong",
    ),
    pytest.param(
        lambda: find_system("kawuxing").rules().with_settings(cap=0),
        "cap 0: out of range (1-1048576)",
        "--cap 0: out of range (1-1048576)",
        id="setting",
    ),
    pytest.param(
        lambda: mcr_cli.score(TDH, WinContext(heavenly=True), rules="tuidaohu"),
        "heavenly=True needs self_drawn=True and no melds (the first draw)",
        "--heavenly needs --self-drawn and no melds (the first draw)",
        id="first-draw",
    ),
]


@pytest.mark.parametrize(("call", "api", "cli"), API_CASES)
def test_the_api_names_the_field_and_the_command_line_the_flag(
    call: Callable[[], Any], api: str, cli: str
) -> None:
    err = raised(call)
    assert str(err) == api and "--" not in str(err)
    assert flag_text(err) == cli


def test_an_expectation_names_its_field() -> None:
    from mcr_cli.systems.expect import ExpectationSyntaxError, check, parse_fans

    with pytest.raises(ExpectationSyntaxError) as caught:
        parse_fans("花龙×0")
    assert str(caught.value) == "expect_fans: the count of 花龙 must be 1-99, not 0"
    assert flag_text(caught.value) == "--expect-fans: the count of 花龙 must be 1-99, not 0"
    with pytest.raises(ExpectationSyntaxError, match=r"^expect must be 0-9999, not 10000$"):
        check(0, {}, {"expect": 10_000})


def test_a_match_record_quotes_its_words_and_names_the_fields_of_the_core() -> None:
    record = "E A\nS B\nW C\nN D\nwin A 123m456p789s111z22z --self-drawn --kong\nend\n"
    with pytest.raises(mcr_cli.MatchRecordError) as caught:
        mcr_cli.load_match(record, "r.match")
    place = "r.match:5: hand 1: 123m456p789s111z22z: "
    assert str(caught.value) == place + "kong=True self_drawn=True (杠上开花) needs a kong among the melds"
    assert flag_text(caught.value) == place + "--kong --self-drawn (杠上开花) needs a kong among the melds"


def test_said_in_chinese_a_field_is_its_flag() -> None:
    err = raised(lambda: mcr_cli.score(HAND, WinContext(self_drawn=True, discarder=2)))
    assert isinstance(err.said, Said)  # type: ignore[attr-defined]
    assert say(err.said, "zh") == "--discarder W 与 --self-drawn 同给：自摸的牌没有人打出"  # type: ignore[attr-defined]
    seats = raised(
        lambda: mcr_cli.score("[555p,1]46p123s789sCC5p", WinContext(seat_wind=3), rules="kawuxing")
    )
    assert say(seats.said, "zh") == "--seat-wind：卡五星 (kawuxing) 有 3 个座位：E S W"  # type: ignore[attr-defined]


# --- the command line: the flags, as ever ----------------------------------------------------

CLI_CASES = [
    pytest.param(
        f"{HAND} --discarder W -t",
        "--discarder W with --self-drawn: nobody discarded a self-drawn tile",
        "--discarder W 与 --self-drawn 同给：自摸的牌没有人打出",
        id="discarder-self-drawn",
    ),
    pytest.param(
        f"{HAND} --kong -t",
        "--kong --self-drawn (杠上开花) needs a kong among the melds",
        "--kong --self-drawn（杠上开花）须有一组杠",
        id="kong-self-drawn",
    ),
    pytest.param(
        f"{TDH} --rules tuidaohu --heavenly",
        "--heavenly needs --self-drawn and no melds (the first draw)",
        "--heavenly 须有 --self-drawn 且没有副露（第一次摸牌）",
        id="first-draw",
    ),
    pytest.param(
        "[555p,1]46p123s789sCC5p --rules kawuxing --seat-wind N",
        "--seat-wind: 卡五星 (kawuxing) has 3 seats: E S W",
        "--seat-wind：卡五星 (kawuxing) 有 3 个座位：E S W",
        id="seats-at-table",
    ),
    pytest.param(
        "12346m123p123sCC5m --rules tianjin --indicator 7p",
        "天津麻将 (tianjin) is won by self-draw only (N3): give -t",
        "天津麻将只能自摸和（N3）：请加 -t",
        id="tianjin-self-draw",
    ),
    pytest.param(
        f"{TDH} --rules tuidaohu -t --other-kong E:concealed",
        "--other-kong E:concealed: E is the winner; the winner's kongs are the melds of the hand",
        "--other-kong E:concealed：E 是和牌者；和牌者的杠写在手牌的副露里",
        id="other-kong",
    ),
    pytest.param(
        f"{TDH} --rules tuidaohu -t --horses E:6s6s6s",
        "--horses: a fifth 6s: the hand holds 3, the horses 3 (E 3); there are only four of each tile",
        "--horses：第五张 6s：手牌 3 张，马牌 3 张（E 3）；每种牌只有四张",
        id="drawn-fifth",
    ),
    pytest.param(
        "123m456p789s111z2\U0001f022",
        "unknown character '\U0001f022': a flower is counted by --flowers N at position 18",
        "无法识别的字符 '\U0001f022'：花牌请用 --flowers N 计数（第 18 个字符）",
        id="flower-glyph",
    ),
    pytest.param(
        f"{HAND} --expect-fans 花龙×0",
        "--expect-fans: the count of 花龙 must be 1-99, not 0",
        "--expect-fans：花龙 的次数 须为 1-99，而非 0",
        id="expect-fans-count",
    ),
]


def invoke(*args: str, input: str | None = None) -> Any:
    return CliRunner().invoke(main, list(args), input=input)


@pytest.mark.parametrize(("line", "en", "zh"), CLI_CASES)
def test_the_command_line_says_the_flags(line: str, en: str, zh: str) -> None:
    words = line.split()
    plain = invoke("score", *words)
    assert (plain.exit_code, plain.stderr) == (1, f"error: {en}\n")
    assert invoke("score", *words, "--lang", "en").stderr == f"error: {en}\n"
    assert invoke("score", *words, "--lang", "zh").stderr == f"错误: {zh}\n"
    for lang in ((), ("--lang", "zh")):
        assert json.loads(invoke("score", *words, "--json", *lang).stdout)["error"] == en
    batch = invoke("score", "--batch", "-", "--json", input=line + "\n")
    assert json.loads(batch.stdout)["error"] == en
    said = invoke("score", "--batch", "-", input=line + "\n").stderr.splitlines()[0]
    assert said == f"error: line 1: {words[0]}: {en}"
    chinese = invoke("score", "--batch", "-", "--lang", "zh", input=line + "\n").stderr.splitlines()[0]
    assert chinese == f"错误: 第 1 行: {words[0]}: {zh}"
    rows = list(csv.reader(io.StringIO(invoke("score", "--batch", "-", "--csv", input=line + "\n").stdout)))
    assert rows[-1][-1] in (en, f"'{en}")  # a cell that starts with - is quoted against spreadsheet formulas


@pytest.mark.parametrize(
    ("args", "en"),
    [
        pytest.param(
            (f"{TDH} --rules tuidaohu -t --horses E1s5p",),
            "--horses 'E1s5p': write SEAT:TILES, e.g. E:1s5p",
            id="horses-shape",
        ),
        pytest.param(
            ("12346m123p123sCC5m --rules tianjin -t --indicator 7p --lazhuang S=1,S=2",),
            "--lazhuang 'S=1,S=2': seat S given twice",
            id="lazhuang-twice",
        ),
    ],
)
def test_a_value_the_core_refuses_is_a_usage_error_saying_the_flag(args: tuple[str, ...], en: str) -> None:
    words = args[0].split()
    result = invoke("score", *words)
    assert result.exit_code == 2
    assert result.stderr.endswith(f"\nError: {en}\n")
    batch = invoke("score", "--batch", "-", "--json", input=args[0] + "\n")
    assert json.loads(batch.stdout)["error"] == en


def test_a_match_record_on_the_command_line_says_the_flags(tmp_path: Any) -> None:
    path = tmp_path / "r.match"
    path.write_text(
        "E A\nS B\nW C\nN D\nwin A 123m456p789s111z22z --self-drawn --kong\nend\n", encoding="utf-8"
    )
    result = invoke("match", str(path))
    assert result.exit_code == 1
    place = f"{path}:5: hand 1: 123m456p789s111z22z: "
    assert result.stderr == f"error: {place}--kong --self-drawn (杠上开花) needs a kong among the melds\n"


def test_waits_say_the_visible_flag() -> None:
    result = invoke("waits", "123m456p789s11pEE", "--visible", "EEE")
    assert result.stderr == "error: --visible: a fifth E with the hand's; there are only four of each tile\n"
    shown = invoke("waits", "123m456p789s11pEE", "--visible", "1x", "--json")
    assert json.loads(shown.stdout)["error"] == "--visible 1x: unknown character 'x' at position 2"


def test_a_refused_round_of_mcr_replay_says_the_flags() -> None:
    from mcr_cli.render.replay import error_line, report_object
    from mcr_cli.replay import Report
    from mcr_cli.replay.faults import AT_PLACE, HU_REFUSED
    from mcr_cli.systems.faults import ROBBED_TILE_HELD

    said = AT_PLACE(place="game.log:9", what=HU_REFUSED(seat=0, tile="2z", what=ROBBED_TILE_HELD()))
    report = Report("game.log", 9, "m1", "error", error=str(said), said=said)
    why = (
        "(robbing a kong): another copy of the winning tile is in the hand, "
        "so nobody can be promoting a kong of it"
    )
    assert report.error == f"game.log:9: player 0 Hu 2z: kong=True {why}"  # the API's Report
    assert report.to_dict()["error"] == report.error
    assert error_line(report) == f"error: game.log:9: player 0 Hu 2z: --kong {why}"
    assert report_object(report)["error"] == f"game.log:9: player 0 Hu 2z: --kong {why}"
    chinese = error_line(report, "zh")
    assert chinese.startswith("错误: game.log:9: ") and "--kong（抢杠和）" in chinese
