"""The record in Chinese throughout, hands in groups, ``--expect`` on a hand line, every hand's fans."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mcr_cli.errors import MatchRecordError, MCRError
from mcr_cli.match.ledger import load_match
from mcr_cli.match.record import parse_record
from tests.helpers.strategies import fast

SEATS_EN = "E A\nS B\nW C\nN D\n"
SEATS_ZH = "东 张三 队 龙\n南 李四\n西 王五\n北 赵六 队 虎\n"


def test_a_record_written_in_chinese_reads_as_the_english_one() -> None:
    english = SEATS_EN + (
        "win A 123m456p789s111z22z from N\n"
        "win B 24 --self-drawn --flowers 1\n"
        "penalty C 5 late\n"
        "win C [WWWW,1][444s]45m678pFF6m from N\n"
        "draw\n"
        "end time\n"
    )
    chinese = SEATS_ZH + (
        "和 张三 123万 456饼 789条 东东东 南南 from 北\n"  # hand 1: 北 is D (赵六)
        "和 李四 24 自摸 花 1\n"
        "罚分 王五 5 late\n"
        "和 王五 [WWWW,1][444s]45m678pFF6m 点炮 北\n"  # hand 3: 北 is B (李四): (3 + 2) mod 4 = 1
        "荒牌\n"
        "结束 time\n"
    )
    en, zh = load_match(english, "en.match"), load_match(chinese, "zh.match")
    assert [h.changes for h in zh.hands] == [h.changes for h in en.hands]
    assert [h.hand for h in zh.hands] == [h.hand for h in en.hands]
    assert zh.record.players[0].team == "龙" and zh.record.players[3].team == "虎"
    assert zh.record.hands[2].win is not None and zh.record.hands[2].win.discarder == 1


@pytest.mark.parametrize(
    ("line", "winner", "discarder", "self_drawn"),
    [
        pytest.param("和 张三 8 from 东", 0, None, None, id="from-东-is-the-winner-himself"),
        pytest.param("和 张三 8 from 南", 0, 1, False, id="from-南"),
        pytest.param("和 张三 8 放炮 西", 0, 2, False, id="放炮"),
        pytest.param("和 张三 8 点炮 李四", 0, 1, False, id="点炮-by-name"),
        pytest.param("和 李四 8 自摸", 1, None, True, id="自摸"),
        pytest.param("和 南 8 自摸", 1, None, True, id="winner-by-seat-南"),
    ],
)
def test_chinese_words_on_a_win_line(
    line: str, winner: int, discarder: int | None, self_drawn: bool | None
) -> None:
    text = SEATS_ZH + line + "\n结束\n"
    if self_drawn is None:
        with pytest.raises(MatchRecordError, match="the discarder is the winner"):
            parse_record(text, "zh.match")
        return
    win = parse_record(text, "zh.match").hands[0].win
    assert win is not None
    assert (win.winner, win.discarder, win.context.self_drawn) == (winner, discarder, self_drawn)


def test_chinese_wind_values() -> None:
    """Hand 1: 张三 is East in the East round; 门风 东 agrees, 门风 南 is refused."""
    assert parse_record(SEATS_ZH + "和 张三 8 自摸 门风 东 圈风 东\n结束\n", "m").hands[0].win is not None
    with pytest.raises(MatchRecordError, match="seat wind is E"):
        parse_record(SEATS_ZH + "和 张三 8 自摸 门风 南\n结束\n", "m")


HAND_LINE = "win A 123m456p789s111z22z from N"  # 花龙 8 + 圈风刻 2 + 门风刻 2 + 门前清 2 + 单钓将 1 = 15


@pytest.mark.parametrize(
    "flags",
    [
        pytest.param("--expect 15", id="total"),
        pytest.param("--expect-fans 花龙,圈风刻,门风刻,门前清,单吊将", id="fans-with-an-alternative-name"),
        pytest.param("期望 15", id="chinese-word"),
    ],
)
def test_expect_on_a_hand_line_that_holds(flags: str) -> None:
    assert load_match(f"{SEATS_EN}{HAND_LINE} {flags}\nend\n", "m").hands[0].fan_points == 15


@pytest.mark.parametrize(
    ("line", "message"),
    [
        pytest.param(f"{HAND_LINE} --expect 16", "m:5: hand 1: expected total 16, scored 15", id="total"),
        pytest.param(f"{HAND_LINE} --expect-fans 花龙", "fans differ: extra", id="fans"),
        pytest.param(f"{HAND_LINE} --expect-fans 单调将", "did you mean 单钓将", id="unknown-fan"),
        pytest.param(
            "win A 24 -t --flowers 1 --expect 24", "expected total 24, scored 25", id="bare-total-and-flowers"
        ),
        pytest.param("win A 24 -t --expect-fans 花龙", "needs a written hand", id="fans-of-a-bare-total"),
        pytest.param("win A 24 -t --expect x", "--expect", id="bad-number"),
    ],
)
def test_expect_on_a_hand_line_that_fails_names_the_line(line: str, message: str) -> None:
    with pytest.raises(MatchRecordError) as caught:
        load_match(f"{SEATS_EN}{line}\nend\n", "m")
    assert message in str(caught.value) and str(caught.value).startswith("m:5:")


def test_a_hand_in_groups_on_a_win_line() -> None:
    one = load_match(SEATS_EN + "win A 123m 456p 789s EEE SS from N\nend\n", "m")
    assert one.hands[0].hand == "123m456p789sEEESS" and one.hands[0].fan_points == 15


def test_every_written_hand_has_its_fans_and_a_bare_total_none() -> None:
    result = load_match(SEATS_EN + HAND_LINE + "\nwin B 24 -t\nend\n", "m")
    assert [f["zh"] for f in result.hands[0].fans or ()] == ["花龙", "圈风刻", "门风刻", "门前清", "单钓将"]
    assert result.hands[1].fans is None


WORDS = st.sampled_from(
    ["和", "win", "张三", "李四", "自摸", "点炮", "from", "东", "北", "8", "24", "花", "1", "期望", "15",
     "--expect", "--expect-fans", "单吊将", "123万456饼789条东东东南南", "123m", "456p",
     "荒牌", "罚分", "结束", "队", "-t"]
)  # fmt: skip


@fast
@given(st.lists(st.lists(WORDS, max_size=8).map(" ".join), max_size=6))
def test_fuzz_chinese_records_are_scored_or_one_error_with_a_line(lines: list[str]) -> None:
    try:
        load_match(SEATS_ZH + "\n".join(lines) + "\n结束\n", "f.match")
    except MatchRecordError as err:
        assert err.line is None or 1 <= err.line <= 6 + len(lines)
    except MCRError as err:  # pragma: no cover - every fault of a record must be a MatchRecordError
        raise AssertionError(f"not a MatchRecordError: {err!r}") from None


SEATS_LINES = "E Alice\nS Bob\nW Carol\nN Dave\n"


@pytest.mark.parametrize(
    ("line", "suggestion"),
    [
        pytest.param("wni E 123m456p789s111z22z from S", "not 'wni' (did you mean win?)", id="keyword"),
        pytest.param("drwa", "not 'drwa' (did you mean draw?)", id="draw"),
        pytest.param("win E 123m456p789s111z22z form S", "unexpected 'form' in a win line", id="from"),
        pytest.param(
            "win E 123m456p789s111z22z from S --flower 2", "(did you mean --flowers?)", id="flowers-option"
        ),
        pytest.param(
            "win E 123m456p789s111z22z --self-drwn", "(did you mean --self-drawn?)", id="self-drawn"
        ),
    ],
)
def test_a_misspelt_word_of_a_record_gets_a_suggestion(line: str, suggestion: str) -> None:
    """As ``mcr score --flower`` does: the record's nearest word, at FILE:LINE."""
    with pytest.raises(MatchRecordError) as caught:
        parse_record(SEATS_LINES + line + "\n", "t.match")
    assert str(caught.value).startswith("t.match:5: ")
    assert suggestion in str(caught.value)
    if line.startswith("win E") and "form" in line:
        assert str(caught.value).endswith("(did you mean from?)")
