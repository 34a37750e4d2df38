"""The page's entry point (``mcr_cli.cli.page``): the command's JSON byte for byte, its blocks, its words.

The page itself, in a browser, is tested in ``tests/site/``; these run the same Python here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from mcr_cli.cli import flags as cf
from mcr_cli.cli import page
from tests.helpers.cli import RunMcr
from tests.helpers.page_lines import page_lines


def shown(line: str, lang: str = "en", number: int = 1) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(page.run(line, lang, number))
    return out


def test_json_is_the_batch_output_line_for_line(run_mcr: RunMcr) -> None:
    lines = page_lines(60, seed=7)
    batch = run_mcr("score", "--json", "--batch", "-", input="\n".join(lines) + "\n")
    expected = batch.stdout.splitlines()
    assert len(expected) == len(lines)
    assert [shown(line, number=i)["json"] for i, line in enumerate(lines, 1)] == expected


@pytest.mark.parametrize(
    "line",
    [
        "123m456p789s111z22z",
        "123m456p789s111z22z -t --seat-wind S --flowers 2",
        "[111p,1]234p567p99pPP9p --rules tuidaohu -t",
        "[555p,1]46p123s789sCC5p --rules kawuxing --discarder W",
        "12346m123p123sCC5m --rules tianjin -t --indicator 7p --seat-wind S",
    ],
)
def test_a_scored_line_is_what_mcr_score_json_prints(run_mcr: RunMcr, line: str) -> None:
    single = run_mcr("score", *line.split(), "--json")
    assert single.exit_code == 0
    assert shown(line)["json"] == single.stdout.rstrip("\n")


def test_the_view_is_the_commands_explain_blocks(run_mcr: RunMcr) -> None:
    text = run_mcr("score", "123m456p789s111z22z", "--explain", "--lang", "zh").stdout
    result = shown("123m456p789s111z22z", "zh")
    assert result["error"] is None
    cells = [c for b in result["blocks"] if "table" in b for r in b["rows"] for c in r]
    lines = [b["line"] for b in result["blocks"] if "line" in b]
    assert "不重复（圈风刻）" in cells and "花龙" in cells
    assert all(line in text for line in lines)
    headers = [c["header"] for b in result["blocks"] if "table" in b for c in b["columns"]]
    assert "番种" in headers and "原则" in headers


def test_an_error_is_said_in_the_commands_words_with_its_position() -> None:
    result = shown("123m456p789s111z2x", "zh")
    assert result["blocks"] is None
    error = result["error"]
    assert (error["label"], error["position"], error["code"]) == ("错误", 17, "notation.unknown-character")
    assert error["message"] == "无法识别的字符 'x'（第 18 个字符）"
    english = shown("123m456p789s111z2x", "en")["error"]
    assert english["message"] == "unknown character 'x' at position 18"
    assert json.loads(shown("123m456p789s111z2x")["json"])["position"] == 18


def test_a_line_error_is_said_too() -> None:
    result = shown("123m456p789s111z22z --no-such-flag")
    said = json.loads(result["json"])
    assert result["error"]["message"] == said["error"] and said["line"] == 1
    assert "--no-such-flag" in said["error"]


def test_thirteen_tiles_show_the_waits_and_fourteen_that_do_not_win_the_discards() -> None:
    waits = shown("123m456p789s11pEE --seat-wind S -t")
    assert waits["analysis"] == "waits" and waits["error"]["code"] == "hand.tile-count"
    assert [row[0] for b in waits["analysis_blocks"] if "table" in b for row in b["rows"]] == ["1p", "E"]
    discards = shown("12345678m12349p1s")
    assert discards["analysis"] == "shanten"
    assert any("table" in b for b in discards["analysis_blocks"])


def test_the_discard_table_of_any_hand_of_14(run_mcr: RunMcr) -> None:
    text = run_mcr("shanten", "123m456p789s111z22z", "--lang", "en").stdout
    drawn = json.loads(page.discards("123m456p789s111z22z -t", "en"))["blocks"]
    assert all(b["line"] in text for b in drawn if "line" in b)
    assert [r[0] for b in drawn if "table" in b for r in b["rows"]][:1] == ["four sets and a pair"]
    assert json.loads(page.discards("123m456p789s111z2x"))["error"]["position"] == 17


def test_fields_give_the_controls_back() -> None:
    got = page.fields("'123m 456p789s111z22z' -t --rules tuidaohu --horses=E:1s --horses S:2p --base 2")
    assert got == {
        "hand": "123m 456p789s111z22z",
        "flags": {"self_drawn": True, "rules": "tuidaohu", "horses": ["E:1s", "S:2p"], "base": "2"},
    }
    assert page.fields("'unbalanced") == {"hand": "'unbalanced", "flags": {}}


def test_structure_is_the_hand_as_written() -> None:
    assert page.structure("[WWWW,1]45m6m") == {
        "melds": [{"kind": "kong", "tiles": ["W", "W", "W", "W"], "offer": 1, "at": 0}],
        "standing": ["4m", "5m", "6m"],
        "standing_at": [8, 9, 11],
    }
    assert page.structure("12x") is None


def test_a_house_rule_file_names_its_system(examples_dir: Any) -> None:
    assert json.loads(page.house(str(examples_dir / "club.toml"))) == {"system": "tuidaohu"}
    assert json.loads(page.house("no-such.toml"))["error"]["code"] == "house.unreadable"


def test_the_controls_are_every_declared_flag_of_a_score_line() -> None:
    described = json.loads(page.describe())
    options = {f["option"] for f in described["flags"]}
    declared = {o for p in cf.system_params() for o in p.opts if o.startswith("--")}
    assert options == declared - {"--rules", "--rules-file"}
    names = {f["name"] for f in described["flags"]} | {"rules", "rules_file"}
    for system in described["systems"]:
        assert set(system["flags"]) <= names, system["name"]
    assert [s["name"] for s in described["systems"]] == ["mcr", "tuidaohu", "kawuxing", "jipinghu", "tianjin"]
    by_name = {f["name"]: f for f in described["flags"]}
    assert by_name["self_drawn"]["zh"] == "自摸" and by_name["horses"]["systems"] == ["tuidaohu"]


def test_the_page_needs_neither_rich_nor_the_commands_group() -> None:
    code = (
        "import sys, json\n"
        "from mcr_cli.cli import page\n"
        "page.run('123m456p789s111z22z', 'zh')\npage.run('123m456p789s11pEE')\npage.describe()\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] == 'rich')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == []
