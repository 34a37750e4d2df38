"""``mcr rules NAME --rules-file F``: the table, settings and formula in force, as the scorer reads them.

A house-rule file may change a cap, a minimum, the base, a pattern's value
or switch a pattern off; ``mcr rules`` (text and ``--json``) must print the
numbers of the file, not the system's own, wherever the formula names them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from mcr_cli.systems import find_system, system_names
from mcr_cli.systems.flags import toml_value
from tests.helpers.cli import HouseFile, RunMcr
from tests.helpers.paths import ROOT


@pytest.fixture(autouse=True)
def wide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wide enough that no column of the table is dropped or folded."""
    monkeypatch.setenv("COLUMNS", "250")


def printed_formula(text: str) -> str:
    """The formula line of ``mcr rules NAME`` (``total: …``), without its label."""
    (line,) = (line for line in text.splitlines() if line.startswith("total: "))
    return line.removeprefix("total: ")


def row(text: str, zh: str) -> list[str]:
    """The cells of the table row of pattern ``zh``."""
    (line,) = (line for line in text.splitlines() if line.startswith(f"{zh} "))
    return re.split(r"\s{2,}", line.strip())


IN_FORCE = [
    pytest.param(
        "jipinghu",
        "cap = 5\n",
        "total = 2^番 × base; 番 = min(one base pattern + add-ons, 5) or a special hand's own 番",
        'settings: base = 1, cap = 5, min_fan = none, flush_above_cap = true, robbed_pays = "all"',
        id="jipinghu-cap",
    ),
    pytest.param(
        "jipinghu",
        "cap = 4\nmin_fan = 1\nbase = 2\n",
        "total = 2^番 × base 2; 番 = min(one base pattern + add-ons, 4) or a special hand's own 番"
        "; a win needs 1 番 or more",
        'settings: base = 2, cap = 4, min_fan = 1, flush_above_cap = true, robbed_pays = "all"',
        id="jipinghu-cap-min-fan-base",
    ),
    pytest.param(
        "kawuxing",
        "cap = 16\n",
        "total = 1 × min(Π factors, 16) × base; self-drawn: each other seat pays total; "
        "on a discard: the discarder alone pays total (包胡: 2 × total); a discard win needs Π factors ≥ 2",
        "settings: base = 1, cap = 16, baohu_shares = 2, min_discard_factor = 2",
        id="kawuxing-cap",
    ),
    pytest.param(
        "kawuxing",
        "cap = 8\nbase = 3\nbaohu_shares = 1\nmin_discard_factor = 1\n",
        "total = 1 × min(Π factors, 8) × base 3; self-drawn: each other seat pays total; "
        "on a discard: the discarder alone pays total",
        "settings: base = 3, cap = 8, baohu_shares = 1, min_discard_factor = 1",
        id="kawuxing-cap-base",
    ),
    pytest.param(
        "tuidaohu",
        "base = 2\n[values]\n自摸 = 3\n",
        "total = (Σ patterns) × 自摸 3 × 硬胡 2 × base 2; no cap",
        'settings: base = 2, robbed_pays = "all", discard_wins = true',
        id="tuidaohu-base-and-a-factor",
    ),
    pytest.param(
        "tuidaohu",
        'off = ["硬胡"]\nrobbed_pays = "one"\n',
        "total = (Σ patterns) × 自摸 2 × base; no cap",
        'settings: base = 1, robbed_pays = "one", discard_wins = true',
        id="tuidaohu-factor-off",
    ),
    pytest.param(
        "tianjin",
        "base = 4\n[values]\n提溜 = 2\n",
        "total = (提溜 2, or 捉五 + 龙) × 2 per ×2 pattern × base 4; each other seat pays total × its stake",
        "settings: base = 4, kong_exposed = 1, kong_concealed = 2, kong_gold = 8, chan = 1, min_points = 2, "
        "double_wild_in_dragon = false",
        id="tianjin-base-and-plain-win",
    ),
    pytest.param(
        "tianjin",
        'off = ["提溜", "杠开"]\nmin_points = 3\ndouble_wild_in_dragon = true\n[values]\n素 = 4\n',
        "total = (捉五 + 龙) × the factor of each that counts (素 ×4, 混吊 ×2, 双混吊 ×2, 本混 ×2)"
        " × base; each other seat pays total × its stake; 起和 3",
        "settings: base = 1, kong_exposed = 1, kong_concealed = 2, kong_gold = 8, chan = 1, min_points = 3, "
        "double_wild_in_dragon = true",
        id="tianjin-factors-changed-and-off",
    ),
]


@pytest.mark.parametrize(("name", "house", "formula", "settings"), IN_FORCE)
def test_rules_prints_the_formula_and_settings_in_force(
    run_mcr: RunMcr, house_file: HouseFile, name: str, house: str, formula: str, settings: str
) -> None:
    path = house_file(f'system = "{name}"\n{house}')
    for args in (["rules", name, "--rules-file", path], ["rules", "--rules-file", path]):
        result = run_mcr(*args)
        assert result.exit_code == 0, result.stderr
        assert printed_formula(result.stdout) == formula
        assert settings in result.stdout.splitlines()


@pytest.mark.parametrize(("name", "house", "formula", "settings"), IN_FORCE)
def test_rules_json_gives_the_formula_in_force(
    run_mcr: RunMcr, house_file: HouseFile, name: str, house: str, formula: str, settings: str
) -> None:
    path = house_file(f'system = "{name}"\n{house}')
    table = json.loads(run_mcr("rules", name, "--rules-file", path, "--json").stdout)
    assert table["formula"] == formula
    shown = ", ".join(f"{k} = {toml_value(v)}" for k, v in table["settings"].items())
    assert f"settings: {shown}" == settings


@pytest.mark.parametrize("name", list(system_names()))
def test_without_a_house_file_the_formula_is_the_systems_own(run_mcr: RunMcr, name: str) -> None:
    system = find_system(name)
    assert system.formula_in_force(system.rules()) == system.formula
    assert json.loads(run_mcr("rules", name, "--json").stdout)["formula"] == system.formula
    assert printed_formula(run_mcr("rules", name).stdout) == system.formula


@pytest.mark.parametrize(
    ("name", "house", "changed", "off"),
    [
        pytest.param("jipinghu", "[values]\n混一色 = 3\n", {"混一色": "3"}, "平胡", id="jipinghu"),
        pytest.param("kawuxing", "[values]\n七对 = 8\n", {"七对": "×8"}, "亮倒", id="kawuxing"),
        pytest.param(
            "tuidaohu", "[values]\n七对 = 8\n自摸 = 3\n", {"七对": "8", "自摸": "×3"}, "杠上炮", id="tuidaohu"
        ),
        pytest.param("tianjin", "[values]\n龙 = 6\n", {"龙": "6"}, "提溜", id="tianjin"),
    ],
)
def test_rules_rows_show_values_in_force_and_patterns_off(
    run_mcr: RunMcr, house_file: HouseFile, name: str, house: str, changed: dict[str, str], off: str
) -> None:
    path = house_file(f'system = "{name}"\noff = ["{off}"]\n{house}')
    text = run_mcr("rules", name, "--rules-file", path).stdout
    for zh, value in changed.items():
        assert row(text, zh)[2] == value
    own = find_system(name).pattern(off)
    assert row(text, off)[2] == ("×" if own.kind == "factor" else "") + f"{own.value} (off)"
    rows = {
        p["zh"]: p
        for p in json.loads(run_mcr("rules", name, "--rules-file", path, "--json").stdout)["patterns"]
    }
    assert {zh: str(rows[zh]["value"]) for zh in changed} == {zh: v.lstrip("×") for zh, v in changed.items()}
    assert [zh for zh, p in rows.items() if not p["on"]] == [off]


def test_the_cap_printed_is_the_cap_the_scorer_uses(
    run_mcr: RunMcr, house_file: HouseFile, tmp_path: Path
) -> None:
    """The report: a file setting ``cap = 5`` printed ``min(…, 3)`` while the scorer counted 5."""
    path = house_file('system = "jipinghu"\ncap = 5\n')
    assert "min(one base pattern + add-ons, 5)" in printed_formula(
        run_mcr("rules", "jipinghu", "--rules-file", path).stdout
    )
    # J5 (rev. 2): 混碰 stands above the cap alone (4); the ordinary reading is 碰碰胡 2 + 自摸 1 + 门风 1
    # + 圈风 1 = 5 番: 5 under the file's cap (more than 混碰's 4), 3 without it (less).
    scored = run_mcr("score", "111m222m333mEEENN", "--rules-file", path, "-t", "--json")
    assert json.loads(scored.stdout)["total"] == 2**5
    plain = run_mcr("score", "111m222m333mEEENN", "--rules", "jipinghu", "-t", "--json")
    assert json.loads(plain.stdout)["total"] == 2**4


SAVED = ROOT / "tests" / "data" / "rules"
"""``mcr rules`` as main printed it before ``--lang`` reached the systems' texts (saved, then frozen)."""


@pytest.mark.parametrize("saved", sorted(p.stem for p in SAVED.glob("*.txt")))
def test_default_output_byte_for_byte_as_saved(saved: str) -> None:
    """Without --lang every system's table, pattern and JSON is as it was: translations add, never change."""
    args = {"list": ["rules"], "club": ["rules", "--rules-file", str(ROOT / "examples" / "club.toml")]}
    patterns = {
        "tuidaohu": "鸡胡",
        "tianjin": "双混吊",
        "jipinghu": "混碰",
        "kawuxing": "三龙七对",
        "mcr": "大四喜",
    }
    name, _, kind = saved.partition("-")
    argv = args.get(saved) or [
        "rules",
        name,
        *({"json": ["--json"], "pattern": [patterns[name]]}.get(kind, [])),
    ]
    result = CliRunner().invoke(main, argv)
    assert result.exit_code == 0
    assert result.stdout == (SAVED / f"{saved}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("name", list(system_names()))
def test_json_the_same_under_every_lang(name: str, lang: str) -> None:
    """--lang changes what a person reads, never a JSON key or value."""
    plain = CliRunner().invoke(main, ["rules", name, "--json"]).stdout
    assert CliRunner().invoke(main, ["rules", name, "--json", "--lang", lang]).stdout == plain
