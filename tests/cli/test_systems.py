"""``--rules``, ``--rules-file``, ``mcr rules`` and ``mcr waits --rules`` through the command line.

Expected values are the worked examples of ``docs/systems/``,
each written out there with its arithmetic.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.batch_lines import CONTRACT_KEYS
from tests.helpers.cli import HouseFile, RunMcr, ScoreJson, ScoreLine, ended_cleanly

SPEC_EXAMPLES = [
    pytest.param(
        ["[111p,1]234p567p99pPP9p", "--rules", "tuidaohu", "-t"],
        32,
        {"E": 96, "S": -32, "W": -32, "N": -32},
        None,
        id="tuidaohu-half-flush-self-drawn",
    ),
    pytest.param(
        ["[555p,1]46p123s789sCC5p", "--rules", "kawuxing", "--discarder", "W"],
        4,
        {"E": 4, "S": 0, "W": -4},
        None,
        id="kawuxing-melded-fourth-closed-five",
    ),
    pytest.param(
        ["123m456m789p23s55s4s", "--rules", "jipinghu", "-t"],
        4,
        {"E": 12, "S": -4, "W": -4, "N": -4},
        None,
        id="jipinghu-1-all-chows",
    ),
    pytest.param(
        ["[CCC,1]123p456pSSS9p9p", "--rules", "jipinghu", "--seat-wind", "S", "--discarder", "W"],
        8,
        {"E": 0, "S": 8, "W": -8, "N": 0},
        None,
        id="jipinghu-2-capped",
    ),
    pytest.param(
        ["[CCC,1]FFF123m789mPP", "--rules", "jipinghu", "-t"],
        32,
        {"E": 96, "S": -32, "W": -32, "N": -32},
        None,
        id="jipinghu-3-little-dragons",
    ),
    pytest.param(
        [
            "12346m123p123sCC5m",
            "--rules",
            "tianjin",
            "-t",
            "--indicator",
            "7p",
            "--seat-wind",
            "S",
            "--zuozhuang",
            "--lazhuang",
            "S=1",
            "--chan",
        ],
        6,
        {"E": -24, "S": 36, "W": -6, "N": -6},
        {"E": -8, "S": 4, "W": 2, "N": 2},
        id="tianjin-1-catch-five",
    ),
    pytest.param(
        [
            "1234456789m123p9s",
            "--rules",
            "tianjin",
            "-t",
            "--indicator",
            "3m",
            "--zuozhuang",
            "--lazhuang",
            "W=2",
        ],
        16,
        {"E": 192, "S": -32, "W": -128, "N": -32},
        None,
        id="tianjin-2-own-wild-dragon",
    ),
    pytest.param(
        [
            "[7777p]123s456s23m9pS4m",
            "--rules",
            "tianjin",
            "-t",
            "--kong",
            "--indicator",
            "E",
            "--seat-wind",
            "W",
            "--lazhuang",
            "W=1",
        ],
        2,
        {"E": -4, "S": -2, "W": 8, "N": -2},
        {"E": -4, "S": -2, "W": 8, "N": -2},
        id="tianjin-3-out-on-a-kong",
    ),
]


@pytest.mark.parametrize(("args", "total", "payments", "kongs"), SPEC_EXAMPLES)
def test_spec_examples_through_the_cli(
    score_json: ScoreJson, args: list[str], total: int, payments: dict[str, int], kongs: dict[str, int] | None
) -> None:
    obj = score_json(*args)
    assert list(obj)[: len(CONTRACT_KEYS)] == CONTRACT_KEYS
    assert obj["rules"] == args[args.index("--rules") + 1]
    assert (obj["total"], obj["payments"]) == (total, payments)
    assert obj["kong_payments"] == (kongs or dict.fromkeys(payments, 0))


@pytest.mark.parametrize(("args", "total", "payments", "kongs"), SPEC_EXAMPLES)
def test_spec_examples_as_batch_lines(
    run_mcr: RunMcr, args: list[str], total: int, payments: dict[str, int], kongs: dict[str, int] | None
) -> None:
    line = " ".join(f"'{a}'" if "[" in a else a for a in args)
    result = run_mcr("score", "--batch", "-", "--json", input=f"123m456p789s111z22z\n{line}\n")
    first, second = (json.loads(x) for x in result.stdout.splitlines())
    assert "rules" not in first and first["total"] == 15  # MCR between other systems' lines
    assert (second["total"], second["payments"]) == (total, payments)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        pytest.param(
            ["123m456p789s111z22z", "--base", "2"], "--base is not part of 国标麻将 (mcr)", id="mcr-base"
        ),
        pytest.param(
            ["123m456p789s111z22z", "--indicator", "5s"], "--indicator is not part of 国标麻将", id="mcr-wild"
        ),
        pytest.param(
            ["[111p,1]234p567p99pPP9p", "--rules", "tuidaohu", "--flowers", "1"],
            "--flowers is not part of 推倒胡 (tuidaohu)",
            id="tuidaohu-flowers",
        ),
        pytest.param(
            ["[111p,1]234p567p99pPP9p", "--rules", "tuidaohu", "--fourth-tile"],
            "--fourth-tile is not part of 推倒胡",
            id="tuidaohu-fourth-tile",
        ),
        pytest.param(
            ["[123p,1]234p567p99pPP9p", "--rules", "tuidaohu"], "chow meld is not allowed", id="tuidaohu-chow"
        ),
        pytest.param(
            ["123m456p789s12sCC3s", "--rules", "kawuxing"], "1m is not a tile of 卡五星", id="kawuxing-5m"
        ),
        pytest.param(
            ["[555p,1]46p123s789sCC5p", "--rules", "kawuxing", "--seat-wind", "N"],
            "has 3 seats",
            id="kawuxing-north",
        ),
        pytest.param(
            ["12346m123p123sCC5m", "--rules", "tianjin", "--indicator", "7p"],
            "self-draw",
            id="tianjin-discard",
        ),
        pytest.param(
            ["12346m123p123sCC5m", "--rules", "tianjin", "-t"], "--indicator", id="tianjin-no-indicator"
        ),
        pytest.param(
            ["123m456p789s111z22z", "--rules", "jipinghu", "--after-kong"],
            "--after-kong is not part of 鸡平胡",
            id="jipinghu-after-kong",
        ),
    ],
)
def test_what_a_system_lacks_is_a_one_line_error(run_mcr: RunMcr, args: list[str], message: str) -> None:
    result = run_mcr("score", *args)
    assert result.exit_code == 1
    assert message in result.stderr
    assert "Traceback" not in result.output + result.stderr
    assert ended_cleanly(result), repr(result.exception)
    obj = json.loads(run_mcr("score", *args, "--json").stdout)
    assert set(obj) <= {"hand", "error", "code", "position"} and message in obj["error"]


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["--rules", "riichi"], id="unknown-system"),
        pytest.param(["--rules", "tuidaohu", "--base", "0"], id="base-zero"),
        pytest.param(["--rules", "tuidaohu", "--base", "1_000"], id="base-underscore"),
        pytest.param(["--rules", "tuidaohu", "--base", "٣"], id="base-arabic-digit"),
        pytest.param(["--rules", "tuidaohu", "--base", "9" * 5000], id="base-5000-digits"),
        pytest.param(["--rules", "tuidaohu", "--indicator", "0m"], id="bad-indicator"),
    ],
)
def test_bad_flag_values_are_usage_errors(run_mcr: RunMcr, args: list[str]) -> None:
    result = run_mcr("score", "[111p,1]234p567p99pPP9p", *args)
    assert result.exit_code == 2
    assert "Traceback" not in result.output + result.stderr
    assert ended_cleanly(result), repr(result.exception)


def test_house_rule_file_changes_values_and_is_echoed(
    run_mcr: RunMcr, score_json: ScoreJson, house_file: HouseFile
) -> None:
    club = house_file('system = "tuidaohu"\nbase = 2\n[values]\n混一色 = 10\n')
    obj = score_json("[111p,1]234p567p99pPP9p", "--rules-file", club, "-t")
    assert (obj["rules"], obj["total"]) == ("tuidaohu", 10 * 2 * 2 * 2)
    assert obj["house_rules"] == {"file": club, "values": {"混一色": 10}, "base": 2}
    text = run_mcr("score", "[111p,1]234p567p99pPP9p", "--rules-file", club, "-t").stdout
    assert f"house rules ({club}): 混一色 = 10, base = 2" in text
    assert "total 10 × 2 × 2 × 2 = 80" in text


def test_house_rule_file_must_agree_with_rules(run_mcr: RunMcr, house_file: HouseFile) -> None:
    club = house_file('system = "kawuxing"\ncap = 8\n')
    result = run_mcr("score", "[111p,1]234p567p99pPP9p", "--rules", "tuidaohu", "--rules-file", club)
    assert result.exit_code == 1 and "house-rule file for kawuxing" in result.stderr


def test_house_rule_file_errors_name_the_key(run_mcr: RunMcr, house_file: HouseFile) -> None:
    club = house_file('system = "tuidaohu"\n[values]\n八对 = 8\n')
    result = run_mcr("score", "[111p,1]234p567p99pPP9p", "--rules-file", club)
    assert result.exit_code == 1
    assert f"{club}: values.八对: 推倒胡 (tuidaohu) has no pattern '八对'" in result.stderr


def test_rules_lists_the_systems(run_mcr: RunMcr) -> None:
    result = run_mcr("rules", "--json")
    assert [s["name"] for s in json.loads(result.stdout)] == [
        "mcr",
        "tuidaohu",
        "kawuxing",
        "jipinghu",
        "tianjin",
    ]
    assert "mcr rules NAME" in run_mcr("rules").stdout


@pytest.mark.parametrize("name", ["tuidaohu", "kawuxing", "jipinghu", "tianjin"])
def test_rules_prints_the_table_the_scorer_reads(run_mcr: RunMcr, name: str) -> None:
    from mcr_cli.systems import find_system

    table = json.loads(run_mcr("rules", name, "--json").stdout)
    system = find_system(name)
    assert [p["zh"] for p in table["patterns"]] == [p.zh for p in system.patterns]
    assert [p["value"] for p in table["patterns"]] == [p.value for p in system.patterns]
    text = run_mcr("rules", name).stdout
    assert all(p.zh in text for p in system.patterns)


def test_rules_with_a_house_file_shows_what_is_in_force(run_mcr: RunMcr, house_file: HouseFile) -> None:
    club = house_file('system = "kawuxing"\noff = ["亮倒"]\n[values]\n七对 = 2\n')
    table = json.loads(run_mcr("rules", "--rules-file", club, "--json").stdout)
    rows = {p["zh"]: p for p in table["patterns"]}
    assert rows["七对"]["value"] == 2 and rows["亮倒"]["on"] is False
    assert "×2 (off)" in run_mcr("rules", "--rules-file", club).stdout


@pytest.mark.parametrize(
    ("args", "tiles"),
    [
        pytest.param(["[111p,1]234p567p99pPP", "--rules", "tuidaohu"], ["9p", "P"], id="tuidaohu"),
        pytest.param(
            ["[111p,1]234p567p99pPP", "--rules", "tuidaohu", "--wild", "5s"],
            ["9p", "5s", "P"],
            id="wild-drawn",
        ),
        pytest.param(["[555p,1]46p123s789sCC", "--rules", "kawuxing"], ["5p"], id="kawuxing"),
        pytest.param(["123m456m789p23s55s", "--rules", "jipinghu"], ["1s", "4s"], id="jipinghu"),
    ],
)
def test_waits_under_a_system(run_mcr: RunMcr, args: list[str], tiles: list[str]) -> None:
    result = run_mcr("waits", *args, "--json")
    assert result.exit_code == 0, result.stderr
    obj = json.loads(result.stdout)
    assert [w["tile"] for w in obj["waits"]] == tiles
    for wait in obj["waits"]:
        assert wait["self_drawn"] is not None


def test_a_wild_tile_is_never_won_on_a_discard(run_mcr: RunMcr) -> None:
    obj = json.loads(
        run_mcr("waits", "[111p,1]234p567p99pPP", "--rules", "tuidaohu", "--wild", "5s", "--json").stdout
    )
    wild = next(w for w in obj["waits"] if w["tile"] == "5s")
    assert wild["discard"] is None and wild["self_drawn"]["total"] > 0


def test_tianjin_waits_are_self_drawn_only(run_mcr: RunMcr) -> None:
    obj = json.loads(
        run_mcr("waits", "12346m123p123sCC", "--rules", "tianjin", "--indicator", "7p", "--json").stdout
    )
    assert obj["waits"] and all(w["discard"] is None for w in obj["waits"])


@pytest.mark.parametrize("example", ["tuidaohu", "kawuxing", "jipinghu", "tianjin"])
def test_example_files_score_cleanly(run_mcr: RunMcr, examples_dir: Path, example: str) -> None:
    path = examples_dir / f"{example}.txt"
    result = run_mcr("score", "--batch", str(path), "--json")
    assert result.exit_code == 0, result.stdout[-500:]
    hands = [x for x in path.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")]
    assert len(result.stdout.splitlines()) == len(hands) > 0
    assert all(json.loads(line)["rules"] == example for line in result.stdout.splitlines())


def test_explain_shows_what_each_wild_stands_for(run_mcr: RunMcr, score_json: ScoreJson) -> None:
    args = ["1234456789m123p9s", "--rules", "tianjin", "-t", "--indicator", "3m", "--explain"]
    text = run_mcr("score", *args).stdout
    assert "wilds stand for:" in text and "reading: four sets and a pair" in text
    obj = score_json(*args)
    assert obj["wilds"] and obj["reading"]["shape"] == "four sets and a pair"


def _tables_at_60(blocks: list) -> list[str]:
    from mcr_cli.render.layout import Table, plain_table

    return [line for block in blocks if isinstance(block, Table) for line in plain_table(block, 60)]


@pytest.mark.parametrize("name", ["tuidaohu", "kawuxing", "jipinghu", "tianjin"])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_system_tables_fit_60_columns_with_names_whole(name: str, lang: str) -> None:
    import unicodedata

    from mcr_cli.render.rules import system_blocks
    from mcr_cli.systems import find_system

    def width(line: str) -> int:
        return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line)

    system = find_system(name)
    lines = _tables_at_60(system_blocks(system.rules(), lang))
    assert max(map(width, lines)) <= 60
    text = "\n".join(lines)
    assert all((p.en if lang == "en" else p.zh) in text for p in system.patterns)


def test_score_tables_fit_60_columns(score_line: ScoreLine) -> None:
    from mcr_cli.render.result import score_blocks

    line = "123m456p789s55s66s6s --rules tuidaohu -t --indicator 5s --horses E:1s5p --horses W:C"
    lines = _tables_at_60(score_blocks(score_line(line), lang="en", explain=True))
    assert lines and max(len(line) for line in lines) <= 60
    assert "Chicken Hand" in "\n".join(lines)
