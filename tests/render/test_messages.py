"""``render.messages``: the core's error messages in Chinese, by shape; fuzzed with hostile hands.

Hands are drawn as the other fuzz tests draw them (``tests.helpers.strategies``)
and broken one character at a time (a character inserted, dropped or
replaced by one a hand should not hold), then scored under every system and
asked for waits and shanten: whatever the core says, said in Chinese, leaves
no English word outside the allow-list of ``tests.cli.test_zh_errors``.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mcr_cli import score_system, shanten, waits
from mcr_cli.render.messages import translate
from mcr_cli.systems import REGISTRY
from tests.cli.test_zh_errors import english_words
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
    for name in REGISTRY:
        for ask in (score_system, waits, shanten):
            try:
                ask(name, text)
            except ValueError as err:
                found.append(err)
    return found


@fast
@given(broken_hands())
def test_broken_hand_errors_read_in_chinese(text: str) -> None:
    for err in faults(text):
        message = " ".join(str(err).split())
        said = translate(message, "zh")
        assert english_words(said) == set(), (message, said)
        hint = getattr(err, "hint", "")
        if hint:
            assert english_words(translate(hint, "zh")) == set(), hint


@fast
@given(st.text(max_size=200))
def test_any_text_is_kept_without_lang_zh_and_never_raises(text: str) -> None:
    assert translate(text, None) == text == translate(text, "en")
    assert isinstance(translate(text, "zh"), str)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        pytest.param(
            "unknown character 'x' at position 4", "无法识别的字符 'x'（第 4 个字符）", id="unknown-character"
        ),
        pytest.param(
            "13 tiles; the hand needs 14: a hand waiting for its 14th tile? try `mcr waits` at position 19",
            "13 张牌；这手牌应为 14 张：是等第 14 张的听牌吗？试试 `mcr waits`（第 19 个字符）",
            id="thirteen-tiles",
        ),
        pytest.param(
            "15 tiles; the hand needs 14 (a kong counts 3)",
            "15 张牌；这手牌应为 14 张（杠按 3 张计）",
            id="kong-counts-3",
        ),
        pytest.param(
            "--heavenly is not part of 国标麻将 (mcr)",
            "国标麻将 (mcr) 没有 --heavenly",
            id="flag-not-in-system",
        ),
        pytest.param(
            "s.match:7: hand 2: 123x: unknown character 'x' at position 4",
            "s.match:7: 第 2 盘: 123x: 无法识别的字符 'x'（第 4 个字符）",
            id="place-kept-message-said",
        ),
        pytest.param(
            "club.toml: base: 0 is out of range (1-1000000)",
            "club.toml: base: 0 超出范围（1-1000000）",
            id="house-key",
        ),
        pytest.param(
            "no fan is named '单吊' (did you mean 单钓将 Single Wait?)",
            "没有名为 '单吊' 的番种（是否要找 单钓将？）",
            id="close-names-chinese-only",
        ),
        pytest.param(
            "WinContext has no field 'selfdrawn' (did you mean self_drawn?)",
            "WinContext 没有字段 'selfdrawn'（是否要用 self_drawn？）",
            id="record-field-near-miss",
        ),
        pytest.param("Meld needs kind and tile", "Meld 缺少 kind、tile", id="record-field-missing"),
        pytest.param(
            "WinContext takes at most 15 fields, not 18",
            "WinContext 最多有 15 个字段，而非 18 个",
            id="record-too-many",
        ),
        pytest.param(
            "something the catalogue has never seen",
            "something the catalogue has never seen",
            id="unknown-kept",
        ),
    ],
)
def test_translate(message: str, expected: str) -> None:
    assert translate(message, "zh") == expected


def test_every_shape_compiles_and_its_template_names_only_its_groups() -> None:
    """A template naming a group its expression lacks would fail at the worst time: on an error line."""
    import string

    from mcr_cli.render.messages import hands, records, systems, usage

    for expression, template in [*hands.SHAPES, *systems.SHAPES, *records.SHAPES, *usage.SHAPES]:
        groups = set(re.compile(expression).groupindex)
        if isinstance(template, str):
            fields = {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
            assert fields <= groups, (expression, template)
