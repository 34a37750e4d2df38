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
from mcr_cli.render.faults import error_text, say
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
        said = error_text(err, "zh") or translate(
            message, "zh"
        )  # the catalogue's fault, or a text said still
        assert english_words(said) == set(), (message, said)
        hint_said = getattr(err, "hint_said", None)
        hint = say(hint_said, "zh") if hint_said is not None else translate(getattr(err, "hint", ""), "zh")
        assert english_words(hint) == set(), hint


@fast
@given(st.text(max_size=200))
def test_any_text_is_kept_without_lang_zh_and_never_raises(text: str) -> None:
    assert translate(text, None) == text == translate(text, "en")
    assert isinstance(translate(text, "zh"), str)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        pytest.param(
            "--heavenly is not part of 国标麻将 (mcr)",
            "国标麻将 (mcr) 没有 --heavenly",
            id="flag-not-in-system",
        ),
        pytest.param(
            "club.toml:3: --heavenly is not part of 国标麻将 (mcr)",
            "club.toml:3: 国标麻将 (mcr) 没有 --heavenly",
            id="place-kept",
        ),
        pytest.param(
            "no fan is named '单吊' (did you mean 单钓将 Single Wait?)",
            "没有名为 '单吊' 的番种（是否要找 单钓将？）",
            id="close-names-chinese-only",
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
