"""Issue #15 item 7, one language at a time: every command's output under ``--lang zh`` and ``--lang en``.

Stricter than ``test_lang``'s list of known header words: with ``--lang en``
no CJK character at all; with ``--lang zh`` no English word but the few a
reader must type or find in the input, each named below (notation, flag and
setting names, system names, TOML values, the names in the match records).
Run through click and, for some commands, in a real pseudo-terminal.  The
error lines on stderr are checked in ``test_zh_errors``; a table's or
summary's words on stdout are checked here.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from mcr_cli.systems import find_system, system_names
from tests.cli.test_lang import COMMANDS
from tests.helpers.cli import ended_cleanly
from tests.helpers.paths import ROOT
from tests.helpers.terminal import run_in_terminal

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
WORD = re.compile(r"\b[A-Za-z][A-Za-z'_-]*[A-Za-z]\b")

SYSTEM_NAMES = set(system_names())
"""``tuidaohu``, ``kawuxing``…: what ``--rules`` takes, shown beside the Chinese name."""
SETTING_NAMES = {s.name for name in system_names() for s in find_system(name).settings}
"""A house-rule file's keys (``robbed_pays``, ``min_points``), as ``mcr rules`` lists them."""
TOML_VALUES = {"true", "false", "all", "one"}
"""The values of those settings, as a house-rule file writes them."""
HONORS = re.compile(r"[ESWNCFP]+")
"""Honor tiles in the notation (``EEE``, ``CC``), as a hand or a reading writes them."""
METAVARS = {"NAME", "PATTERN"}
"""The placeholders of a command a footer names (``mcr rules NAME``)."""


def record_words(*paths: Path) -> set[str]:
    """The players', teams' and end reason's words of match records: the input's own text."""
    words: set[str] = set()
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            seat = re.match(r"[ESWN] (\S+)\s+team (\S+)", line)
            if seat:
                words |= {seat[1], seat[2]}
            if line.startswith("end "):
                words |= set(WORD.findall(line[4:]))
    return words


RECORDS = sorted((ROOT / "examples").glob("session-*.match"))
IN_PLAY = "examples/in-play.match"
"""A match still in play (no `end`): the record `--chase` answers for."""
ALLOWED = SYSTEM_NAMES | SETTING_NAMES | TOML_VALUES | METAVARS | record_words(*RECORDS)


def english_words(text: str) -> set[str]:
    """The English words of ``text`` outside paths, flags, ``mcr COMMAND`` and the allow-list."""
    text = text.replace(str(ROOT), "")
    text = re.sub(r"\S*/\S*", " ", text)  # file paths
    text = re.sub(r"(?<![\w-])--?[a-z][a-z-]*", " ", text)  # flag names
    text = re.sub(r"\bmcr [a-z]+", " ", text)  # a command a reader types
    return {w for w in WORD.findall(text) if not HONORS.fullmatch(w)} - ALLOWED


def chinese(text: str) -> list[str]:
    return [line for line in text.replace(str(ROOT), "").splitlines() if CJK.search(line)]


RULES = [pytest.param(["rules", name], id=f"rules-{name}") for name in system_names()]
MORE = [
    *RULES,
    pytest.param(["rules", "tianjin", "双混吊"], id="rules-pattern-tianjin"),
    pytest.param(["rules", "kawuxing", "亮倒"], id="rules-pattern-kawuxing"),
    pytest.param(["rules", "jipinghu", "混碰"], id="rules-pattern-jipinghu"),
    pytest.param(["rules", "mcr", "大四喜"], id="rules-pattern-mcr"),
    pytest.param(["rules", "--rules-file", "examples/club.toml"], id="rules-house"),
    pytest.param(
        ["standings", *(f"examples/session-{n}.match" for n in (1, 2, 3)), IN_PLAY, "--chase"],
        id="chase",
    ),
    pytest.param(["replay", "examples/botzone.log"], id="replay"),
    pytest.param(
        ["shanten", "12346m123p123sCC", "--rules", "tianjin", "--indicator", "7p"], id="shanten-wilds"
    ),
    pytest.param(["shanten", "1155m2299p3377sC", "--rules", "tuidaohu"], id="shanten-tuidaohu"),
    pytest.param(["waits", "EEESSSWWWN5s5s5s", "--rules", "tuidaohu", "--wild", "5s"], id="waits-wild"),
    pytest.param(
        ["waits", "12346m123p123sCC", "--rules", "tianjin", "--indicator", "7p"], id="waits-tianjin"
    ),
    pytest.param(["match", IN_PLAY, "--chase"], id="match-chase-3"),
    pytest.param(["fans", "花龙"], id="fans-one"),
    pytest.param(["score", "123m456p789s111z22z", "--explain", "--rules", "mcr"], id="score-rules-mcr"),
    pytest.param(
        ["score", "[CCC,1]123p456pSSS9p9p", "--rules", "jipinghu", "--seat-wind", "S", "--explain"],
        id="jipinghu-capped",
    ),
    pytest.param(
        ["score", "12346m123p123sCC5m", "--rules", "tianjin", "-t", "--indicator", "7p", "--lazhuang", "S=1"],
        id="tianjin-stakes",
    ),
]
EXAMPLES = [
    pytest.param(["score", "--batch", f"examples/{name}.txt", "--explain"], id=f"batch-{name}")
    for name in ("tuidaohu", "kawuxing", "jipinghu", "tianjin")
]
"""Every regional example hand, explained: each reason and note a system writes there (包胡, 爆胡, 起和…)."""
ALL = [*COMMANDS, *MORE, *EXAMPLES]


def run(args: list[str], lang: str) -> str:
    argv = [str(ROOT / a) if a.startswith("examples/") else a for a in args]
    result = CliRunner().invoke(main, [*argv, "--lang", lang])
    assert result.exit_code in (0, 1) and ended_cleanly(result), result.output
    assert result.stdout, result.output
    return result.stdout


@pytest.mark.parametrize("args", ALL)
def test_lang_en_no_chinese_character(args: list[str]) -> None:
    assert chinese(run(args, "en")) == []


@pytest.mark.parametrize("args", ALL)
def test_lang_zh_no_english_word_outside_the_allow_list(args: list[str]) -> None:
    assert english_words(run(args, "zh")) == set()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("name", list(system_names()))
def test_rules_with_lang_shows_no_ruling_id(name: str, lang: str) -> None:
    """Without ``--explain`` (which ``mcr rules`` has not) a ruling id stays out under ``--lang``."""
    out = run(["rules", name], lang)
    assert not re.search(r"\b[TKJN][0-9]{1,2}\b", out), out


@pytest.mark.parametrize(
    ("args", "lang", "expected"),
    [
        pytest.param(["rules", "tuidaohu"], "zh", "硬胡        ×2  手中没有一张赖子牌", id="tuidaohu-zh"),
        pytest.param(
            ["rules", "tuidaohu"],
            "zh",
            "合计: 总分 = （各番型之和）× 自摸 2 × 硬胡 2 × 底分；不封顶",
            id="formula-zh",
        ),
        pytest.param(["rules", "jipinghu"], "en", "total: total = 2^fan × base;", id="jipinghu-en"),
        pytest.param(["rules", "kawuxing"], "zh", "喜钱 × 底分", id="kawuxing-k8-zh"),
        pytest.param(
            ["rules", "tianjin"], "en", "chan: the dealer pays each non-dealer 1 × stake", id="n16-en"
        ),
        pytest.param(["rules", "mcr"], "zh", "大四喜        88  第 1 番；不计 三风刻、小四喜", id="mcr-zh"),
    ],
)
def test_rules_texts_in_the_language_asked(args: list[str], lang: str, expected: str) -> None:
    assert expected in run(args, lang)


IN_A_TERMINAL = (
    "rules-kawuxing",
    "replay",
    "shanten-wilds",
    "shanten-tuidaohu",
    "waits-wild",
    "waits-tianjin",
    "match-chase-3",
    "fans-one",
)
"""Commands of ``MORE`` run again in a pseudo-terminal, where rich draws them."""


@pytest.mark.parametrize(
    "args",
    [
        *(p for p in MORE if p.id in IN_A_TERMINAL),
        pytest.param(["score", "[555p,1]46p123s789sCC5p", "--rules", "kawuxing", "--explain"], id="score"),
        pytest.param(["match", "examples/session-2.match"], id="match"),
    ],
)
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_one_language_in_a_terminal(args: list[str], lang: str) -> None:
    """What a person at an 80-column terminal sees: the same one language as in a pipe."""
    argv = [str(ROOT / a) if a.startswith("examples/") else a for a in args]
    text = "\n".join(run_in_terminal([*argv, "--lang", lang], 80))
    assert text.strip()
    if lang == "en":
        assert chinese(text) == []
    else:
        assert english_words(text) == set()


def errors(args: list[str], lang: str | None) -> str:
    result = CliRunner().invoke(main, [*args, *(["--lang", lang] if lang else [])])
    assert result.exit_code == 1 and ended_cleanly(result), result.output
    return result.stderr


EXPECT = ["score", "123m456p789s111z22z", "--expect", "8", "--expect-fans", "花龙,清龙"]


def test_a_failed_expect_in_chinese() -> None:
    """Beside the Chinese table of what was scored, the mismatch in Chinese too."""
    assert (
        errors(EXPECT, "zh")
        == "错误: 应为合计 8，实得 15；番种不符：缺少 清龙；多出 圈风刻、门风刻、门前清、单钓将\n"
    )


def test_a_failed_expect_in_english() -> None:
    assert errors(EXPECT, "en") == (
        "error: expected total 8, scored 15; fans differ: missing Pure Straight; "
        "extra Prevalent Wind, Seat Wind, Concealed Hand, Single Wait\n"
    )


def test_a_failed_expect_under_another_system_names_its_patterns() -> None:
    """推倒胡's own names in English (硬胡: No Wilds, a factor MCR has not)."""
    hand = ["score", "1155m2299p3377sCC", "--rules", "tuidaohu", "-t", "--expect-fans", "七对"]
    assert errors(hand, "en") == "error: fans differ: extra Self-Drawn, No Wilds\n"


def test_a_failed_expect_without_lang_as_ever() -> None:
    assert errors(EXPECT, None) == (
        "error: expected total 8, scored 15; fans differ: missing 清龙; "
        "extra 圈风刻, 门风刻, 门前清, 单钓将\n"
    )


@pytest.mark.parametrize(
    ("args", "zh", "en"),
    [
        pytest.param(
            ["score", "12x"],
            "错误: 无法识别的字符 'x'（第 3 个字符）\n",
            "error: unknown character 'x' at position 3\n",
            id="notation",
        ),
        pytest.param(
            ["waits", "123m"],
            "错误: 3 张牌；这手牌应为 13 张（第 5 个字符）\n",
            "error: 3 tiles; the hand needs 13 at position 5\n",
            id="waits",
        ),
    ],
)
def test_a_bad_hand_under_lang_zh_is_said_in_chinese(args: list[str], zh: str, en: str) -> None:
    """The message in Chinese with its position (``render.faults``); English as ever otherwise."""
    assert errors(args, "zh") == zh
    assert errors(args, "en") == errors(args, None) == en


def _sed(lines: list[str], script: str) -> list[str]:
    """The two ``sed -n`` forms the docs use: ``'A,Bp'`` and ``'/^WORD/,$p'``."""
    if script.startswith("/^"):
        start = script[2 : script.index("/", 2)]
        return lines[next(i for i, line in enumerate(lines) if line.startswith(start)) :]
    first, last = script.rstrip("p").split(",")
    return lines[int(first) - 1 : int(last)]


def shell_examples() -> list[object]:
    """The ``--lang`` examples of docs/shell.md: the command line and the lines it prints."""
    text = (ROOT / "docs" / "shell.md").read_text(encoding="utf-8")
    out = []
    for block in text.split("```console\n")[1:]:
        command, *expected = block[: block.index("```")].rstrip("\n").split("\n")
        if "--lang" in command:
            out.append(pytest.param(command, expected, id=command[6:40]))
    return out


@pytest.mark.parametrize(("command", "expected"), shell_examples())
def test_the_shell_page_shows_what_the_command_prints(command: str, expected: list[str]) -> None:
    feed = None
    if command.startswith("$ printf "):  # ``printf 'LINES' | mcr … > /dev/null``: a batch's stderr
        words = shlex.split(command.removeprefix("$ "))
        feed, command = words[1].replace("\\n", "\n"), "$ " + " ".join(words[3:]).removesuffix(" > /dev/null")
    line, _, sed = command.removeprefix("$ mcr ").partition(" | sed -n ")
    args = [str(ROOT / a) if a.startswith("examples/") else a for a in line.split()]
    result = CliRunner().invoke(main, args, prog_name="mcr", input=feed)
    shown = result.stderr if feed is not None else result.stdout or result.stderr  # an error: its stderr
    lines = shown.replace(str(ROOT) + "/", "").splitlines()
    assert (_sed(lines, sed.strip("'")) if sed else lines) == expected


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["score", "--batch", "examples/hands.txt", "--csv"], id="csv"),
        pytest.param(["score", "--batch", "examples/tuidaohu.txt", "--json", "--explain"], id="json-explain"),
        pytest.param(["waits", "[555p,1]46p123s789sCC", "--rules", "kawuxing", "--json"], id="waits-json"),
    ],
)
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_json_and_csv_never_change_with_lang(args: list[str], lang: str) -> None:
    """The contract's objects and rows carry both names: --lang is for a person reading a table."""
    argv = [str(ROOT / a) if a.startswith("examples/") else a for a in args]
    plain = CliRunner().invoke(main, argv).stdout
    assert plain and CliRunner().invoke(main, [*argv, "--lang", lang]).stdout == plain


BATCH = b"123m456p789s111z22z --expect 15\n123x\n123m456p789s111z22z --expect 8\n\xff\n"
"""A batch with a line met, a bad hand, a failed ``--expect`` and a line that is not UTF-8."""


def batch_errors(command: str, lang: str | None, jobs: int = 1) -> str:
    args = [command, "--batch", "-", "--jobs", str(jobs), *(["--lang", lang] if lang else [])]
    result = CliRunner().invoke(main, args, input=BATCH)
    assert result.exit_code == 1 and ended_cleanly(result), result.output
    return result.stderr


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_batch_says_its_errors_and_summary_in_chinese(jobs: int) -> None:
    """Each line's error and the summary in one language, from the workers of ``--jobs`` too."""
    lines = batch_errors("score", "zh", jobs).splitlines()
    assert lines[0] == "错误: 第 2 行: 123x: 无法识别的字符 'x'（第 4 个字符）"
    assert lines[1] == "错误: 第 3 行: 123m456p789s111z22z: 应为合计 8，实得 15"
    assert lines[2].startswith("错误: 第 4 行: ")
    assert lines[3] == "检查 2 行：1 行符合预期，1 行不符"
    assert english_words("\n".join(lines)) <= {"UTF"}  # 不是 UTF-8: the encoding's name


@pytest.mark.parametrize("lang", [None, "en"])
def test_a_batch_says_its_errors_in_english_without_lang_zh(lang: str | None) -> None:
    lines = batch_errors("score", lang).splitlines()
    assert lines[:2] == [
        "error: line 2: 123x: unknown character 'x' at position 4",
        "error: line 3: 123m456p789s111z22z: expected total 8, scored 15",
    ]
    assert lines[2].startswith("error: line 4: ") and lines[3] == "2 checked, 1 as expected, 1 differs"


@pytest.mark.parametrize(
    ("line", "said"),
    [
        pytest.param(
            "123m456p789s111z22z --fowers 2", "没有这个选项：--fowers（是否要用 --flowers？）", id="typo"
        ),
        pytest.param("123m456p789s111z22z --flowers", "选项 --flowers 需要一个值", id="no-value"),
        pytest.param("123m 'abc", "无法把这一行分成词：引号没有闭合", id="quote"),
    ],
)
def test_a_batch_lines_own_words_are_said_in_chinese(line: str, said: str) -> None:
    result = CliRunner().invoke(main, ["score", "--batch", "-", "--lang", "zh"], input=line + "\n")
    assert result.stderr.rstrip("\n").endswith(said), result.stderr


def test_a_waits_batch_says_its_errors_in_chinese() -> None:
    """``mcr waits`` has no ``--expect``: line 1 is refused, in Chinese, as line 2's bad tile is."""
    lines = batch_errors("waits", "zh").splitlines()
    assert lines[0] == "错误: 第 1 行: 123m456p789s111z22z: 没有这个选项：--expect"
    assert lines[1] == "错误: 第 2 行: 123x: 无法识别的字符 'x'（第 4 个字符）"
