"""Drawing ``mcr score`` results: one layout, drawn by rich on a terminal or as plain text."""

from __future__ import annotations

import pytest

from mcr_cli import WinContext, score
from mcr_cli.render.layout import Column, Line, Table, plain_text, show
from mcr_cli.render.result import drop_rule, score_blocks
from mcr_cli.systems.mcr.fans.catalogue import FANS, FanId
from mcr_cli.systems.result import NotCounted, PatternName


def text_of(blocks: list) -> str:
    return plain_text(blocks)


def test_plain_table_aligns_wide_characters() -> None:
    table = Table("t", [Column("name"), Column("n", "right")], [("花龙", "8"), ("Mixed", "12")])
    assert plain_text([table]).splitlines() == ["t", "name    n", "-----  --", "花龙    8", "Mixed  12"]


def test_self_drawn_marks_no_discarder_and_everyone_pays() -> None:
    result = score("123m456p789s111z22z", WinContext(self_drawn=True, seat_wind=2))
    out = text_of(score_blocks(result))
    assert "payments (self-drawn)" in out and "discarder" not in out
    rows = {
        line.split()[0]: line.split() for line in out.splitlines() if line[:2] in ("E ", "S ", "W ", "N ")
    }
    assert rows["W"][-2:] == ["winner", f"+{3 * (8 + result.total)}"]
    assert all(rows[s][-1] == f"-{8 + result.total}" for s in "ESN")


def test_discarder_is_marked() -> None:
    result = score("123m456p789s111z22z", WinContext(seat_wind=1, discarder=3))
    out = text_of(score_blocks(result))
    assert "payments (discard from N)" in out
    rows = {
        line.split()[0]: line.split() for line in out.splitlines() if line[:2] in ("E ", "S ", "W ", "N ")
    }
    assert rows["S"][2] == "winner" and rows["N"][2] == "discarder"


def test_context_line_names_the_flags() -> None:
    ctx = WinContext(self_drawn=True, last_tile=True, seat_wind=3, prevalent_wind=1, flowers=2)
    out = text_of(score_blocks(score("123m456p789s12sEE3s", ctx)))
    assert out.splitlines()[1] == "seat N · round S · self-drawn · last tile · 2 flowers"


def dropped(fan: FanId, rule: str, by: FanId | None = None, detail: str = "") -> NotCounted:
    """An MCR fan kept out by ``rule`` (excluded ``by`` another fan), as the scorer records one."""
    row = FANS[fan]
    named = None if by is None else PatternName(int(by), FANS[by].zh, FANS[by].en)
    return NotCounted(row.zh, row.en, None, int(fan), row.points, 1, rule, named, detail)


@pytest.mark.parametrize(
    ("drop", "lang", "text"),
    [
        pytest.param(
            dropped(FanId.SHORT_STRAIGHT, "不计", FanId.PURE_STRAIGHT),
            None,
            "不计 (excluded by 清龙)",
            id="excluded-default",
        ),
        pytest.param(
            dropped(FanId.SHORT_STRAIGHT, "不计", FanId.PURE_STRAIGHT),
            "zh",
            "不计（清龙）",
            id="excluded-zh",
        ),
        pytest.param(
            dropped(FanId.SHORT_STRAIGHT, "不计", FanId.PURE_STRAIGHT),
            "en",
            "implied (excluded by Pure Straight)",
            id="excluded-en",
        ),
        pytest.param(
            dropped(FanId.PURE_DOUBLE_CHOW, "套算一次", None, "123m used twice"),
            None,
            "套算一次: 123m used twice",
            id="account-once",
        ),
        pytest.param(
            dropped(FanId.PURE_DOUBLE_CHOW, "套算一次", None, "123m+123m"),
            "en",
            "account once: 123m+123m",
            id="account-once-en",
        ),
        pytest.param(dropped(FanId.PURE_DOUBLE_CHOW, "不得相同"), None, "不得相同", id="not-same"),
        pytest.param(dropped(FanId.PURE_DOUBLE_CHOW, "不得相同"), "en", "non-identical", id="not-same-en"),
    ],
)
def test_drop_rule(drop: NotCounted, lang: str | None, text: str) -> None:
    assert drop_rule(drop, lang) == text


def test_rich_on_a_terminal_and_plain_elsewhere(capsys: pytest.CaptureFixture) -> None:
    blocks = [Line("heading", "bold"), Table(None, [Column("id", "right"), Column("番种")], [("39", "花龙")])]
    show(blocks, plain=False)
    drawn = capsys.readouterr().out
    assert "─" in drawn and "花龙" in drawn, "rich draws a rule under the header"
    show(blocks, plain=True)
    assert capsys.readouterr().out == "heading\n\nid  番种\n--  ----\n39  花龙\n"


# --- narrowing: nothing is ever cut ------------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from mcr_cli.render.console import cell_width  # noqa: E402
from mcr_cli.render.layout import plain_table as _plain_table  # noqa: E402

_WORDS = st.text(alphabet="abcxyz019+→花龙圈风刻門", min_size=1, max_size=6)
_CELLS = st.lists(_WORDS, min_size=0, max_size=5).map(" ".join)


@st.composite
def _tables(draw: st.DrawFn) -> Table:
    n = draw(st.integers(1, 9))
    headers = draw(st.lists(_CELLS.filter(bool), min_size=n, max_size=n))
    justify = draw(st.lists(st.sampled_from(["left", "right"]), min_size=n, max_size=n))
    columns = [
        Column(h, j, fold=draw(st.booleans()), drop=draw(st.integers(0, 3)))
        for h, j in zip(headers, justify, strict=True)
    ]
    rows = draw(st.lists(st.lists(_CELLS, min_size=n, max_size=n), max_size=6))
    return Table(draw(st.none() | _CELLS.filter(bool)), columns, rows)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(_tables(), st.integers(20, 130))
def test_a_table_at_any_width_keeps_every_word_whole_within_the_width(table: Table, limit: int) -> None:
    lines = _plain_table(table, limit)
    words = [w for line in lines for w in line.split() if w.strip("-")]
    given_words = [w for row in table.rows for cell in row for w in cell.split()]
    shown = [i for i in range(len(table.columns)) if not table.rows or any(row[i] for row in table.rows)]
    given_words += [
        w for i in shown for w in table.columns[i].header.split()
    ]  # a stacked row lists its values
    if table.title:
        given_words += table.title.split()
    for word in given_words:
        assert word in words, (word, lines, [c.header for c in table.columns], table.rows)
    assert all(cell_width(line) <= limit for line in lines), lines
