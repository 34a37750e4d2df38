"""The catalogue of faults: every fault in English and in Chinese, each template naming its own parameters.

``faults.py``: a raise site names a fault and its parameters; the English
template filled is the message, the Chinese one (``render/zh/``) is what
``--lang zh`` prints.  Nothing is parsed.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import mcr_cli.cli.faults  # noqa: F401  (the command line's faults: above render, catalogue() cannot import them)
from mcr_cli.errors import InvalidHandError, NotationError
from mcr_cli.faults import CATALOGUE, Said, fault, template_names
from mcr_cli.model.hand import parse_hand
from mcr_cli.render.faults import catalogue, error_text, say, zh_templates
from tests.helpers.paths import ROOT

FAULTS = sorted(catalogue())
RECORD_WORDS = (
    r"\b(?:win|draw|penalty|team|end|from"  # a match record's
    r"|Match|Wind|Player|Score|Huang|Ignore|Draw|Play|Peng|Gang|AnGang|BuGang)\b"  # a game log's
)
"""The words of a match record and of a game log, which a Chinese one writes too (``win 张三 8``)."""


@pytest.mark.parametrize("code", FAULTS)
def test_every_fault_has_a_chinese_template_naming_only_its_parameters(code: str) -> None:
    entry = CATALOGUE[code]
    zh = zh_templates().get(code)
    assert zh is not None, f"{code} has no Chinese template (render/zh/)"
    assert template_names(zh) <= entry.names, f"{code}: {sorted(template_names(zh) - entry.names)}"
    kept = (
        r"\{\w+\}|`[^`]*`|'[^']*'|--[a-z-]+|[A-Z]\w*\.\w+|\w+\(.*?\)|[A-Z]{2,}|Match |"
        r"\b[a-z]+(?:_[a-z]+)+ = (?:true|false)\b|" + RECORD_WORDS
    )  # HAND, JSON, a Match id, a house rule as its file writes it, the record's and the log's own words
    assert not re.search(r"[A-Za-z]{4,}", re.sub(kept, "", zh)) or (code.startswith("api.")), (
        f"{code}: English words in its Chinese"
    )


def test_the_chinese_tables_hold_no_code_the_catalogue_lacks() -> None:
    assert set(zh_templates()) <= set(CATALOGUE)


def test_a_code_is_declared_once() -> None:
    with pytest.raises(RuntimeError, match="declared twice"):
        fault(FAULTS[0], "again")


def test_a_fault_takes_exactly_its_parameters() -> None:
    from mcr_cli.model.faults import FIFTH_COPY

    assert str(FIFTH_COPY(tile="1m")) == "a fifth 1m; there are only four of each tile"
    with pytest.raises(RuntimeError, match="takes"):
        FIFTH_COPY(tile="1m", extra=1)


def test_docs_json_lists_every_error_code() -> None:
    page = (ROOT / "docs" / "json.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^\| `([a-z]+\.[a-z-]+)` \|", page, re.MULTILINE))
    errors = {c for c in FAULTS if not c.startswith(("part.", "word.", "hint.", "reason.", "note."))}
    assert listed == errors


@pytest.mark.parametrize(
    ("text", "code", "zh"),
    [
        pytest.param(
            "123m456p789s111z2x", "notation.unknown-character", "无法识别的字符 'x'（第 18 个字符）", id="x"
        ),
        pytest.param(
            "123m456p789s111z2z",
            "hand.tile-count",
            "13 张牌；这手牌应为 14 张：是等第 14 张的听牌吗？试试 `mcr waits`（第 19 个字符）",
            id="thirteen",
        ),
        pytest.param(
            "[1111m]1m23m456p789s11z",
            "hand.fifth-copy",
            "第五张 1m：每种牌只有四张（第 8 个字符）",
            id="fifth",
        ),
        pytest.param(
            "[123m,9]456p789s111z22z",
            "notation.offer-out-of-range",
            "来源标记 9 超出范围：顺子为 1-3（吃的是第几张）（第 7 个字符）",
            id="offer",
        ),
        pytest.param("123万 45", "notation.digits-without-suit", None, id="people-spelling"),
    ],
)
def test_an_error_of_the_catalogue_carries_its_code_and_says_itself_in_chinese(
    text: str, code: str, zh: str | None
) -> None:
    with pytest.raises((NotationError, InvalidHandError)) as caught:
        parse_hand(text)
    assert caught.value.code == code and isinstance(caught.value.said, Said)
    assert str(caught.value) == caught.value.said.text() + f" at position {caught.value.position + 1}"
    if zh is not None:
        assert error_text(caught.value, "zh") == zh
    assert error_text(caught.value, None) is None  # English is str(error) as ever


def test_a_hint_is_a_fault_too() -> None:
    with pytest.raises(NotationError) as caught:
        parse_hand("123m45x")
    assert caught.value.hint_said is not None
    assert say(caught.value.hint_said, "zh").startswith("再写一个数字")


CATALOGUED = (
    "mcr_cli/model",
    "mcr_cli/limits.py",
    "mcr_cli/systems",
    "mcr_cli/match",
    "mcr_cli/replay",
    "mcr_cli/cli",
)
"""The areas (a folder, or a module) whose every raise of a package error names a fault: the whole package."""
ERRORS = {
    "NotationError",
    "InvalidHandError",
    "NotWinningError",
    "ContextError",
    "FlagValueError",
    "MCRError",
    "HouseRulesError",
    "ExpectationSyntaxError",
    "UnknownSystemError",
    "NumberError",
    "LineError",
    "InputError",
    "SaidUsageError",
    "SaidBadParameter",
    "WorkerLost",
    "MatchRecordError",
    "_Fault",
    "LineFault",
}
CLICK_ERRORS = {"UsageError", "BadParameter"}
"""click's, raised with our own text (``click.UsageError("…")``): ``cli/faults.py``'s instead."""


def _text_raises(path: Path) -> list[int]:
    """The lines where a package error is built from a string literal or an f-string."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", getattr(node.func, "attr", None))  # Error(…) or click.UsageError(…)
        if name in ERRORS or name in CLICK_ERRORS:
            first = node.args[0] if node.args else None
            if isinstance(first, (ast.Constant, ast.JoinedStr)) and not (
                isinstance(first, ast.Constant) and not isinstance(first.value, str)
            ):
                found.append(node.lineno)
    return found


def _files(area: str) -> list[Path]:
    """The modules of an area: a package's, or one module's (``limits.py``)."""
    return [ROOT / area] if area.endswith(".py") else sorted((ROOT / area).rglob("*.py"))


@pytest.mark.parametrize(
    "path",
    [p for area in CATALOGUED for p in _files(area)],
    ids=lambda p: str(p.relative_to(ROOT / "mcr_cli")),
)
def test_every_error_of_a_catalogued_area_names_a_fault(path: Path) -> None:
    assert _text_raises(path) == [], f"{path.relative_to(ROOT)}: free text raised"


@pytest.mark.parametrize(
    "path", sorted((ROOT / "mcr_cli").rglob("faults.py")), ids=lambda p: str(p.relative_to(ROOT / "mcr_cli"))
)
def test_a_faults_module_binds_each_name_once(path: Path) -> None:
    """Two faults under one name: the second would silently replace the first for every raise site."""
    names = [
        target.id
        for node in ast.parse(path.read_text(encoding="utf-8")).body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    ]
    assert sorted({n for n in names if names.count(n) > 1}) == []
