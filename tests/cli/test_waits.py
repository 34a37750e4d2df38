"""``mcr waits`` and ``mcr shanten`` through click: output, JSON, batch, errors and exit codes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner, Result

from mcr_cli.cli.exits import OK, REJECTED, USAGE
from mcr_cli.cli.main import main
from tests.helpers.cli import RunMcr, ended_cleanly


def run(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=stdin, env={"NO_COLOR": "1"})


@pytest.mark.parametrize("command", ["waits", "shanten"])
def test_help_has_examples(command: str) -> None:
    for flag in ("-h", "--help"):
        result = run(command, flag)
        assert result.exit_code == OK
        assert "Examples:" in result.output and f"mcr {command} " in result.output


def test_waits_table() -> None:
    result = run("waits", "1112345678999s")
    assert result.exit_code == OK
    lines = result.stdout.splitlines()
    assert lines[0].startswith("1112345678999s")
    rows = [line.split()[0] for line in lines if line[:2] in {f"{r}s" for r in range(1, 10)}]
    assert rows == [f"{r}s" for r in range(1, 10)]
    assert "ready: 9 winning tiles, 23 unseen; 9 reach 8 points" in result.stdout
    assert "九莲宝灯" in result.stdout


def test_waits_below_eight_points_say_so() -> None:
    result = run("waits", "[CCC,1]123m456p22s34s", "--lang", "en")
    assert result.exit_code == OK
    assert result.stdout.count("no (below 8)") == 2
    assert "Dragon Pung" in result.stdout
    assert "0 reach 8 points" in result.stdout


def test_not_ready_shows_shanten() -> None:
    result = run("waits", "1111m234p567s999s")
    assert result.exit_code == OK
    assert "not ready: waits on nothing; shanten 1" in result.stdout


def test_waits_json() -> None:
    result = run("waits", "123m456p789s11pEE", "--visible", "1pE", "--flowers", "2", "--json")
    assert result.exit_code == OK
    obj = json.loads(result.stdout)
    assert obj["hand"] == "123m11456p789sEE" and obj["shanten"] == 0
    assert [(w["tile"], w["unseen"]) for w in obj["waits"]] == [("1p", 1), ("E", 1)]
    discard = obj["waits"][0]["discard"]
    assert discard["total"] == discard["fan_points"] + 2
    assert discard["valid"] is True and {"id", "zh", "en", "points", "count"} == set(discard["fans"][0])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        pytest.param(["1112345678999s9s"], "14 tiles; the hand needs 13", id="fourteen-tiles"),
        pytest.param(["1111123456789s"], "a fifth 1s", id="fifth-copy"),
        pytest.param(["1112345678999x"], "unknown character 'x'", id="bad-notation"),
        pytest.param(["1112345678999s", "--visible", "1s1s"], "--visible: a fifth 1s", id="visible-fifth"),
    ],
)
def test_waits_errors_are_one_line(args: list[str], message: str) -> None:
    result = run("waits", *args)
    assert result.exit_code == REJECTED
    assert result.stdout == ""
    assert result.stderr.startswith("error: ") and message in result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert ended_cleanly(result), repr(result.exception)
    as_json = run("waits", *args, "--json")
    assert as_json.exit_code == REJECTED
    assert message in json.loads(as_json.stdout)["error"]


@pytest.mark.parametrize(
    "args",
    [
        pytest.param([], id="no-hand"),
        pytest.param(["1112345678999s", "--seat-wind", "X"], id="bad-wind"),
        pytest.param(["1112345678999s", "--json", "--json"], id="flag-twice"),
        pytest.param(["1112345678999s", "--batch", "-"], id="hand-and-batch"),
    ],
)
def test_waits_usage_errors(args: list[str]) -> None:
    assert run("waits", *args, stdin="").exit_code == USAGE


BATCH = """\
# a comment, then a blank line

1112345678999s
123m456p789s11pSS --seat-wind S --visible 1p
1112345678999s9s
123m456p789s11pSS --bogus
"""


def test_waits_batch_json() -> None:
    result = run("waits", "--batch", "-", "--json", stdin=BATCH)
    assert result.exit_code == REJECTED
    objs = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(objs) == 4
    assert len(objs[0]["waits"]) == 9
    assert [(w["tile"], w["unseen"]) for w in objs[1]["waits"]] == [("1p", 1), ("S", 2)]
    assert (
        set(objs[2]) == {"hand", "error", "code", "line", "position"}
        and objs[2]["hand"] == "1112345678999s9s"
    )
    assert objs[2]["line"] == 5 and objs[3]["line"] == 6
    assert "14 tiles" in objs[2]["error"]
    assert "no such option --bogus" in objs[3]["error"]


def test_waits_batch_text_all_good() -> None:
    result = run("waits", "--batch", "-", stdin="1112345678999s\n19m19p19sESWNCFP\n")
    assert result.exit_code == OK
    assert "ready: 9 winning tiles" in result.stdout and "ready: 13 winning tiles" in result.stdout


def test_shanten_thirteen_tiles() -> None:
    result = run("shanten", "12345678m12349p")
    assert result.exit_code == OK
    assert "shanten 1: 1 from ready" in result.stdout
    assert "3m×3 6m×3 9m×4 1p×3 4p×3 9p×3" in result.stdout
    for shape in ("一般型", "七对", "十三幺", "全不靠", "组合龙"):
        assert shape in result.stdout


def test_shanten_fourteen_tiles_json() -> None:
    result = run("shanten", "123m456p789s11pEEN", "--json")
    assert result.exit_code == OK
    obj = json.loads(result.stdout)
    assert obj["tiles"] == 14 and obj["shanten"] == 0
    assert obj["families"]["standard"] == 0 and obj["families"]["seven_pairs"] == 4
    first = obj["discards"][0]
    assert first["discard"] == "N" and first["shanten"] == 0
    assert first["effective"] == [{"tile": "1p", "unseen": 2}, {"tile": "E", "unseen": 2}]
    assert first["effective_unseen"] == 4


def test_shanten_with_melds_marks_impossible_shapes() -> None:
    obj = json.loads(run("shanten", "[CCC,1]123m456p22s34s", "--json").stdout)
    families = obj["families"]
    assert families["seven_pairs"] is families["thirteen_orphans"] is families["honors_knitted"] is None
    assert families["standard"] == 0 and isinstance(families["knitted_straight"], int)  # one meld allowed
    assert [e["tile"] for e in obj["effective"]] == ["2s", "5s"]
    text = run("shanten", "[CCC,1]123m456p22s34s").stdout
    assert "—" in text


@pytest.mark.parametrize(
    ("hand", "message"),
    [
        pytest.param("123m456p789s11pEENN", "15 tiles; the hand needs 13 (or 14", id="fifteen-tiles"),
        pytest.param("1111123456789m", "a fifth 1m", id="fifth-copy"),
        pytest.param("123m456p789s11pEx", "unknown character 'x'", id="bad-notation"),
    ],
)
def test_shanten_errors(hand: str, message: str) -> None:
    result = run("shanten", hand)
    assert result.exit_code == REJECTED
    assert message in result.stderr and "Traceback" not in result.stderr
    assert ended_cleanly(result), repr(result.exception)


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["1112345678999s", "--flowers", "9"], id="flowers-out-of-range"),
        pytest.param(["[555p,1]46p123s789sCC", "--rules", "kawuxing", "--cap", "0"], id="cap-zero"),
    ],
)
def test_waits_bad_flag_values_are_usage_errors(args: list[str]) -> None:
    result = run("waits", *args)
    assert result.exit_code == 2 and result.stdout == "" and "Traceback" not in result.stderr


def test_waits_refuse_what_score_refuses() -> None:
    """Tianjin without --indicator: score refuses the hand, and waits refuses it the same way."""
    scored = run("score", "12346m123p123sCC5m", "--rules", "tianjin", "-t")
    waited = run("waits", "12346m123p123sCC", "--rules", "tianjin")
    assert scored.exit_code == waited.exit_code == REJECTED
    assert "needs --indicator" in scored.stderr and "needs --indicator" in waited.stderr


# --- shanten and waits under every system ---------------------------------------------------

SYSTEM_SHANTEN = [
    pytest.param(
        ["1355m2478p369sCF", "--rules", "tuidaohu", "--wild", "5m"],
        ["standard", "seven_pairs", "thirteen_orphans"],
        ["5m"],
        id="tuidaohu-wild",
    ),
    pytest.param(
        ["1345m2478p3699sF", "--rules", "tianjin", "--indicator", "4m"],
        ["standard"],
        ["4m", "5m"],
        id="tianjin-no-seven-pairs",
    ),
    pytest.param(["1379p2468sCCFPP", "--rules", "kawuxing"], ["standard", "seven_pairs"], [], id="kawuxing"),
    pytest.param(
        ["19m19p19sESWNCF3m", "--rules", "jipinghu"],
        ["standard", "thirteen_orphans"],
        [],
        id="jipinghu-no-seven-pairs",
    ),
]


@pytest.mark.parametrize(("args", "families", "wilds"), SYSTEM_SHANTEN)
def test_shanten_under_a_system(args: list[str], families: list[str], wilds: list[str]) -> None:
    result = run("shanten", *args, "--json")
    assert result.exit_code == OK, result.output
    obj = json.loads(result.stdout)
    assert list(obj) == [
        "hand",
        "rules",
        "tiles",
        "shanten",
        "families",
        "wild_tiles",
        "wilds",
        "effective",
        "effective_unseen",
    ]
    assert obj["rules"] == args[2] and list(obj["families"]) == families and obj["wild_tiles"] == wilds
    assert obj["effective_unseen"] == sum(e["unseen"] for e in obj["effective"])
    text = run("shanten", *args)
    assert (
        text.exit_code == OK and f"({args[2]})" in text.stdout and "effective tiles (有效牌)" in text.stdout
    )
    assert ("七对" in text.stdout) == ("seven_pairs" in families)


def test_shanten_fourteen_tiles_under_a_system() -> None:
    """推倒胡: the wild is never offered as a discard (T2); 12 orphans, 9m and a wild: ready after 9m."""
    obj = json.loads(
        run("shanten", "19m19p19sESWNCF9m5m", "--rules", "tuidaohu", "--wild", "5m", "--json").stdout
    )
    assert obj["tiles"] == 14 and obj["shanten"] == -1
    discards = [d["discard"] for d in obj["discards"]]
    assert "5m" not in discards and len(discards) == 12  # the 12 natural kinds
    assert obj["discards"][0]["shanten"] == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        pytest.param(
            ["12346m123p123sCC", "--rules", "tianjin"], "needs --indicator", id="tianjin-no-indicator"
        ),
        pytest.param(
            ["1379p2468sCCFPP", "--rules", "kawuxing", "--wild", "C"],
            "--wild is not part of",
            id="kawuxing-no-wilds",
        ),
        pytest.param(["1m379p2468sCCFPP", "--rules", "kawuxing"], "1m is not a tile of", id="kawuxing-no-1m"),
        pytest.param(
            ["[555m,1]46p123s789sCC", "--rules", "tuidaohu", "--wild", "5m"],
            "wild tiles are never melded",
            id="tuidaohu-wild-in-meld",
        ),
        pytest.param(
            ["1111m456p789s11pE", "--rules", "tianjin", "--indicator", "1m"],
            "flipped copy is dead",
            id="tianjin-four-of-indicator",
        ),
        pytest.param(
            ["[234m,1]456p789s11pEE", "--rules", "tianjin", "--indicator", "1m"],
            "chow meld",
            id="tianjin-no-chow-meld",
        ),
        pytest.param(
            ["12345678m12349p", "--rules", "jipinghu", "--indicator", "1m"],
            "--indicator is not part of",
            id="jipinghu-no-indicator",
        ),
        pytest.param(
            ["1379p2468sCCFPP", "--rules", "kawuxing", "--visible", "5p5p5p5p5p"],
            "once too often",
            id="visible-fifth",
        ),
    ],
)
def test_shanten_refuses_what_score_refuses(args: list[str], message: str) -> None:
    """A hand or flag ``mcr score`` refuses under the system, ``mcr shanten`` refuses too, in one line."""
    result = run("shanten", *args)
    assert result.exit_code == REJECTED, result.output
    assert message in result.stderr and "Traceback" not in result.stderr and result.stderr.count("\n") == 1
    if "--visible" not in args:  # the same hand waited on: the same refusal
        assert run("waits", *args).exit_code == REJECTED


SHANTEN_BATCH = """\
12345678m12349p
1355m2478p369sCF --rules tuidaohu --wild 5m
1355m2478p369sCF --rules tuidaohu --indicator 4m
1345m2478p3699sF5m --rules tianjin --indicator 4m
1345m2478p3699sF --rules tianjin
# a comment
19m19p19sESWNCF3m --rules jipinghu --bogus
1379p2468sCCFPP --rules kawuxing --visible 5p
"""


def test_shanten_batch_each_line_its_own_rules() -> None:
    result = run("shanten", "--batch", "-", "--json", stdin=SHANTEN_BATCH)
    assert result.exit_code == REJECTED
    objs = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(objs) == 7
    assert "rules" not in objs[0] and objs[0]["shanten"] == 1  # MCR as before
    assert objs[1] == objs[2]  # --wild 5m and --indicator 4m name the same wild (T1)
    assert objs[3]["rules"] == "tianjin" and objs[3]["tiles"] == 14 and objs[3]["wilds"] == 3
    assert set(objs[4]) == {"hand", "error", "code", "line"} and "needs --indicator" in objs[4]["error"]
    assert objs[4]["code"] == "context.tianjin-indicator"
    assert objs[4]["line"] == 5 and objs[5]["line"] == 7  # as an editor counts, the comment too
    assert "no such option --bogus" in objs[5]["error"]
    assert objs[6]["rules"] == "kawuxing"
    text = run("shanten", "--batch", "-", stdin=SHANTEN_BATCH)
    assert text.exit_code == REJECTED and text.stderr.count("error: line") == 2


def test_shanten_batch_refuses_flags_beside_it() -> None:
    result = run("shanten", "--batch", "-", "--rules", "tuidaohu", stdin="12345678m12349p\n")
    assert result.exit_code == USAGE and "on each line" in result.stderr


@pytest.mark.parametrize(
    ("args", "tile"),
    [
        pytest.param(["[111p,1]234p567p99pPP", "--rules", "tuidaohu", "--visible", "PP"], "P", id="tuidaohu"),
        pytest.param(
            ["[555p,1]46p123s789sCC", "--rules", "kawuxing", "--visible", "5p"], "5p", id="kawuxing"
        ),
        pytest.param(
            ["12m456p789s111sEE", "--rules", "jipinghu", "--visible", "3m3m3m3m"], "3m", id="jipinghu"
        ),
        pytest.param(
            ["12346m123p123sCC", "--rules", "tianjin", "--indicator", "7p", "--visible", "5m5m5m5m"],
            "5m",
            id="tianjin",
        ),
    ],
)
def test_waits_mark_a_wait_with_every_copy_in_sight_dead(args: list[str], tile: str) -> None:
    obj = json.loads(run("waits", *args, "--json").stdout)
    dead = [w for w in obj["waits"] if w["dead"]]
    assert [w["tile"] for w in dead] == [tile] and dead[0]["unseen"] == 0
    assert all(w["unseen"] > 0 for w in obj["waits"] if not w["dead"])
    unseen = json.loads(run("waits", *args[: args.index("--visible")], "--json").stdout)
    assert not any(w["dead"] for w in unseen["waits"])
    text = run("waits", *args).stdout
    assert "0 dead" in text and "1 dead (every copy in sight)" in text


def test_waits_unseen_counts_tianjins_dead_indicator() -> None:
    """N5: of the indicator 5m only three copies are live; the hand holds none."""
    obj = json.loads(
        run("waits", "12346m123p123sCC", "--rules", "tianjin", "--indicator", "5m", "--json").stdout
    )
    unseen = {w["tile"]: w["unseen"] for w in obj["waits"]}
    assert unseen["5m"] == 3 and unseen["6m"] == 3


@pytest.mark.parametrize("lang", [None, "zh"])
def test_waits_on_fourteen_tiles_points_to_shanten(run_mcr: RunMcr, lang: str | None) -> None:
    """A 14-tile hand has no waits yet: the error says that ``mcr shanten`` chooses its discard."""
    done = run_mcr("waits", "123m456p789s111z22z", *(["--lang", lang] if lang else []))
    assert done.exit_code == 1
    said = done.stderr.strip().splitlines()[-1]
    if lang is None:
        assert (
            said
            == "error: 14 tiles; the hand needs 13: a hand to discard from? try `mcr shanten` at position 18"
        )
    else:
        assert (
            said == "错误: 14 张牌；这手牌应为 13 张：要从中选一张打出吗？试试 `mcr shanten`（第 18 个字符）"
        )


INDICATOR_HELD = ["3m4m5m7m7m7m8m8m8m8m1s2s3s", "--rules", "tianjin", "--indicator", "7m"]
"""The hand holds the indicator's three live copies (N5) and all four 8m: neither is a wait."""


def test_waits_skip_a_tile_with_no_live_copy_text() -> None:
    result = run("waits", *INDICATOR_HELD)
    assert result.exit_code == OK and not result.stderr
    tiles = [line.split()[0] for line in result.stdout.splitlines()[5:-2]]
    assert len(tiles) == 32 and "7m" not in tiles and "8m" not in tiles and "6m" in tiles
    assert "ready: 32 winning tiles, 122 unseen" in result.stdout


def test_waits_skip_a_tile_with_no_live_copy_json() -> None:
    result = run("waits", *INDICATOR_HELD, "--json")
    assert result.exit_code == OK
    waits = json.loads(result.stdout)["waits"]
    assert {w["tile"] for w in waits}.isdisjoint({"7m", "8m"}) and len(waits) == 32
    shanten = json.loads(run("shanten", *INDICATOR_HELD, "--json").stdout)
    assert [(w["tile"], w["unseen"]) for w in waits] == [
        (e["tile"], e["unseen"]) for e in shanten["effective"]
    ]
    assert shanten["effective_unseen"] == sum(w["unseen"] for w in waits) == 122


@pytest.mark.parametrize("command", ["waits", "shanten"])
def test_waits_skip_a_tile_with_no_live_copy_batch(command: str) -> None:
    stdin = " ".join(INDICATOR_HELD) + "\n1111p23p456s789sC --rules kawuxing\n"
    result = run(command, "--batch", "-", "--json", stdin=stdin)
    assert result.exit_code == OK
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    listed = first["waits"] if command == "waits" else first["effective"]
    assert len(listed) == 32 and "error" not in first
    assert [w["tile"] for w in (second["waits"] if command == "waits" else second["effective"])] == ["C"]
    text = run(command, "--batch", "-", stdin=stdin)
    assert text.exit_code == OK and "error" not in text.stderr
