"""Every error of the core said in Chinese from its fault; no regular expression reads a message back.

Hands are drawn as the other fuzz tests draw them (``tests.helpers.strategies``)
and broken one character at a time (a character inserted, dropped or
replaced by one a hand should not hold), then scored under every system and
asked for waits and shanten: whatever the core raises is a fault of the
catalogue, and its Chinese leaves no English word outside the allow-list of
``tests.cli.test_zh_errors``.  Words from outside the package (the system's
reason, ``tomllib``'s) are looked up by their key, never by their shape.
"""

from __future__ import annotations

import ast
import errno
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mcr_cli import score, shanten, waits
from mcr_cli.errors import InvalidHandError
from mcr_cli.faults import TEXT, Foreign, os_reason, split_reason
from mcr_cli.render.faults import error_text, say
from mcr_cli.systems import find_system, system_names
from mcr_cli.systems.names import names_of
from tests.cli.test_zh_errors import english_words
from tests.helpers.cli import run_mcr
from tests.helpers.paths import ROOT
from tests.helpers.strategies import fast, hands

HOSTILE = "0123456789mpszxESWNCFP[],]万饼条东🀇🌸 \t,"
"""Characters a broken hand may gain: digits, suits, honors, brackets, a stray letter, glyphs, spaces."""


@st.composite
def broken_hands(draw: st.DrawFn) -> str:
    text, _ = draw(hands)
    at = draw(st.integers(0, len(text)))
    how = draw(st.sampled_from(["insert", "drop", "replace", "cut"]))
    ch = draw(st.sampled_from(HOSTILE))
    if how == "insert":
        return text[:at] + ch + text[at:]
    if how == "drop":
        return text[:at] + text[at + 1 :]
    if how == "cut":
        return text[:at]
    return text[:at] + ch + text[at + 1 :]


def faults(text: str) -> list[ValueError]:
    """What the core raises for ``text`` under each system, and as a hand for waits and shanten."""
    found: list[ValueError] = []
    for name in system_names():
        for ask in (score, waits, shanten):
            try:
                ask(text, rules=name)
            except ValueError as err:
                found.append(err)
    return found


@fast
@given(broken_hands())
def test_broken_hand_errors_are_faults_said_in_chinese(text: str) -> None:
    for err in faults(text):
        said = error_text(err, "zh")
        assert said is not None, f"{type(err).__name__} without a fault: {err}"
        assert english_words(said) == set(), (str(err), said)
        hint_said = getattr(err, "hint_said", None)
        assert hint_said is not None or not getattr(err, "hint", ""), err
        if hint_said is not None:
            assert english_words(say(hint_said, "zh")) == set(), hint_said


@pytest.mark.parametrize(
    ("typed", "what", "en", "zh"),
    [
        pytest.param(
            "单吊",
            "fan",
            "no fan is named '单吊' (did you mean 单钓将 Single Wait?)",
            "没有名为 '单吊' 的番种（是否要找 单钓将？）",
            id="close-names-chinese-only",
        ),
        pytest.param(
            "不存在", "fan", "no fan is named '不存在'", "没有名为 '不存在' 的番种", id="no-close-name"
        ),
        pytest.param(
            "不存在", "pattern", "no pattern is named '不存在'", "没有名为 '不存在' 的番型", id="pattern"
        ),
    ],
)
def test_a_name_no_pattern_has(typed: str, what: str, en: str, zh: str) -> None:
    refusal = names_of(find_system("mcr")).refusal(typed, what)
    assert (str(refusal), say(refusal, "zh")) == (en, zh)


def test_the_nearest_names_are_listed_in_each_language() -> None:
    names = names_of(find_system("mcr"))
    close = names.suggest("一色")
    assert len(close) > 1
    refusal = names.refusal("一色")
    assert str(refusal) == (
        f"no fan is named '一色' (did you mean {', '.join(f'{zh} {names.english[zh]}' for zh in close)}?)"
    )
    assert say(refusal, "zh") == f"没有名为 '一色' 的番种（是否要找 {'、'.join(close)}？）"


def test_a_family_the_melds_rule_out_is_a_fault() -> None:
    from mcr_cli.systems.mcr.shanten import family_shanten

    with pytest.raises(InvalidHandError) as caught:
        family_shanten([0] * 34, "seven_pairs", 1)
    assert str(caught.value) == "seven_pairs is impossible with melds"
    assert caught.value.code == "hand.family-with-melds"
    assert error_text(caught.value, "zh") == "有副露就不可能成 seven_pairs"


@pytest.mark.parametrize(
    ("err", "zh"),
    [
        pytest.param(
            FileNotFoundError(errno.ENOENT, "No such file or directory"), "没有这个文件或目录", id="enoent"
        ),
        pytest.param(PermissionError(errno.EACCES, "Permission denied"), "没有权限", id="eacces"),
        pytest.param(OSError(errno.EIO, "Input/output error"), "系统无法读取它", id="unknown-as-its-kind"),
    ],
)
def test_the_systems_reason_by_its_errno(err: OSError, zh: str) -> None:
    from mcr_cli.systems.faults import HOUSE_UNREADABLE

    said = HOUSE_UNREADABLE(place="club.toml", reason=os_reason(err))
    assert str(said) == f"club.toml: cannot read the house-rule file ({err.strerror})"
    assert say(said, "zh") == f"club.toml: 无法读取本地规则文件（{zh}）"


def test_tomllibs_reason_by_its_exact_words() -> None:
    from mcr_cli.systems.faults import HOUSE_TOML

    for reason, zh in (("Invalid value", "值无效"), ("Something new", "读取器不接受这里的写法")):
        said = HOUSE_TOML(place="a.toml", format="TOML", reason=Foreign("toml", reason, reason), where="")
        assert str(said) == f"a.toml: not valid TOML: {reason}"
        assert say(said, "zh") == f"a.toml: 不是有效的 TOML：{zh}"


def test_a_plain_text_is_said_as_written() -> None:
    assert say(TEXT(text="an error's own words"), "zh") == "an error's own words"


@pytest.mark.parametrize(
    ("words", "zh"),
    [("No closing quotation", "引号没有闭合"), ("No escaped character", "反斜杠后缺少字符")],
)
def test_shlexs_reasons_are_faults(words: str, zh: str) -> None:
    said = split_reason(ValueError(words))
    assert (str(said), say(said, "zh")) == (words, zh)


PACKAGE = ROOT / "mcr_cli"
RENDER_AND_CLI = sorted([*(PACKAGE / "render").rglob("*.py"), *(PACKAGE / "cli").rglob("*.py")])
REGEX_KEPT = {
    "render/wrapping.py": "breaks a line between words",
    "render/csv_cells.py": "a cell a spreadsheet would read as a number",
    "render/lang.py": "a system's own notes, parted by their ruling ids",
    "cli/batch/parser.py": "a batch line's words",
    "cli/page.py": "the Chinese term a flag's help names, the page's label for it",
}
"""The modules of ``render/`` and ``cli/`` that use ``re``, and what for: never to read an error's message."""


def _uses_re(path: Path) -> bool:
    """Whether the module imports ``re`` (at its top or inside a function)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name == "re" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "re":
            return True
    return False


def test_the_shapes_are_gone() -> None:
    assert not (PACKAGE / "render" / "messages").exists()


@pytest.mark.parametrize("path", RENDER_AND_CLI, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_regular_expression_reads_a_message_in_render_or_cli(path: Path) -> None:
    """An error is said from its fault: no module that says one parses a message with ``re``."""
    name = str(path.relative_to(PACKAGE))
    assert not _uses_re(path) or name in REGEX_KEPT, f"{name} uses re"


def test_the_modules_that_say_errors_use_no_re() -> None:
    for name in ("render/faults.py", "render/replay.py", "cli/usage.py", "cli/faults.py", "cli/report.py"):
        assert not _uses_re(PACKAGE / name), name
    assert all(not _uses_re(p) for p in (PACKAGE / "render" / "zh").glob("*.py"))


@pytest.mark.parametrize(
    ("text", "english"),
    [
        pytest.param("[foo]\n[foo]\n", "Cannot declare ('foo',) twice", id="table-twice"),
        pytest.param("a = {b = 1, b = 2}\n", "Duplicate inline table key 'b'", id="key-twice"),
    ],
)
def test_a_toml_reason_no_table_holds_is_said_as_its_kind_in_chinese(
    tmp_path: Path, text: str, english: str
) -> None:
    """tomllib's reasons that quote the file's own keys are no table's key: Chinese says their kind."""
    house = tmp_path / "club.toml"
    house.write_text('system = "tuidaohu"\n' + text, encoding="utf-8")
    plain = run_mcr("score", "123m456p789s111z22z", "--rules-file", str(house))
    chinese = run_mcr("score", "123m456p789s111z22z", "--rules-file", str(house), "--lang", "zh")
    assert english in plain.stderr
    assert chinese.stderr.startswith("错误: ")
    assert chinese.stderr.rstrip().endswith("：读取器不接受这里的写法")
