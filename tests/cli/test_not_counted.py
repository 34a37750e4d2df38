"""The `not_counted` of `mcr score --explain --json` holds to docs/json.md: `by` and `detail`, rule by rule.

The page's table gives, for each ``rule``, what ``by`` is (the ``id`` of a fan
that counts, or ``null``) and what ``detail`` is (``""``, or the sets joined by
``+``).  The table is read from the page, so the page and these tests cannot part:
one hand per rule shows the entry the page promises, and every entry of the
2,000 reference hands keeps the rule's shape.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.helpers.cli import RunMcr, ScoreJson
from tests.helpers.paths import ROOT, VECTORS

KEYS = ["id", "zh", "en", "points", "count", "rule", "by", "detail"]
SETS = re.compile(r"[1-9]{3}[mps](\+[1-9]{3}[mps]){1,2}")
"""``123m+456m`` or ``123m+456m+789m``: a set is its three tiles, melded or not."""


def page_rules() -> dict[str, tuple[str, str]]:
    """docs/json.md's table: each rule's ``by`` and ``detail`` cells."""
    text = (ROOT / "docs" / "json.md").read_text(encoding="utf-8")
    table = text[text.index("| `rule` | the fan is kept out because |") :].split("\n\n")[0]
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in table.splitlines()[2:]]
    return {rule.strip("`"): (by, detail) for rule, _, by, detail in rows}


RULES = page_rules()


def holds_to_page(entry: dict[str, Any], fans: list[dict[str, Any]]) -> None:
    """The entry has the page's keys, and ``by`` and ``detail`` as the page's row for its rule says."""
    assert list(entry) == KEYS
    by, detail = RULES[entry["rule"]]
    if by == "that fan's `id`":
        assert entry["by"] in [fan["id"] for fan in fans], entry
    else:
        assert (by, entry["by"]) == ("`null`", None), entry
    if detail == '`""`':
        assert entry["detail"] == "", entry
    else:
        assert SETS.fullmatch(entry["detail"]), entry


def test_the_page_names_the_five_rules() -> None:
    assert set(RULES) == {"不计", "不重复", "不拆移", "不得相同", "套算一次"}


# id: (hand, an entry of its not_counted: zh, count, rule, by, detail)
STRAIGHT_TWICE = "[123m,1][456m,1][789m,1][789m,1]5s5s"
ONE_PER_RULE = {
    "bu-ji-on-the-list": (STRAIGHT_TWICE, ("单钓将", 1, "不计", 52, "")),
    "bu-ji-nine-gates-holds-one-pung": ("1112345678999m5m", ("幺九刻", 1, "不计", 4, "")),
    "bu-chong-fu-prevalent-wind": ("123m456p789s111z22z", ("幺九刻", 1, "不重复", 60, "")),
    "bu-chong-fu-big-four-winds": ("[EEE,1][SSS,2][WWW,3]NNN5m5m", ("幺九刻", 4, "不重复", 1, "")),
    "bu-chong-fu-thirteen-orphans": ("19m19p19sESWNCFP1m", ("混幺九", 1, "不重复", 7, "")),
    "bu-chai-yi": (STRAIGHT_TWICE, ("连六", 1, "不拆移", None, "123m+456m")),
    "bu-de-xiang-tong-three-sets": (STRAIGHT_TWICE, ("清龙", 1, "不得相同", None, "123m+456m+789m")),
    "bu-de-xiang-tong-two-sets": ("123m123m456m789p5s5s", ("连六", 1, "不得相同", None, "123m+456m")),
    "tao-suan-yi-ci": ("123m789m123p789pEE", ("老少副", 1, "套算一次", None, "123p+789p")),
}


@pytest.mark.parametrize(("hand", "expected"), ONE_PER_RULE.values(), ids=ONE_PER_RULE)
def test_each_rule_gives_by_and_detail_as_the_page_says(
    score_json: ScoreJson, hand: str, expected: tuple[str, int, str, int | None, str]
) -> None:
    out = score_json(hand, "--explain")
    entries = [(e["zh"], e["count"], e["rule"], e["by"], e["detail"]) for e in out["not_counted"]]
    assert expected in entries
    for entry in out["not_counted"]:
        holds_to_page(entry, out["fans"])


def test_every_rule_has_a_hand() -> None:
    assert {rule for _, (_, _, rule, _, _) in ONE_PER_RULE.values()} == set(RULES)


def test_every_entry_of_the_reference_hands_holds_to_the_page(run_mcr: RunMcr) -> None:
    vectors = VECTORS.read_text(encoding="utf-8").splitlines()
    lines = [json.loads(raw)["line"] for raw in vectors if raw.strip()]
    result = run_mcr("score", "--explain", "--json", "--batch", "-", input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.stderr
    rules = set()
    for raw in result.stdout.splitlines():
        out = json.loads(raw)
        for entry in out["not_counted"]:
            holds_to_page(entry, out["fans"])
            rules.add(entry["rule"])
    assert rules == set(RULES)
