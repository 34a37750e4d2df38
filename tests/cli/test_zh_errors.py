"""Issue #15 item 7: every error line in one language under ``--lang zh``, and unchanged without it.

A corpus of bad input of every kind (bad hands, bad flags and flag values,
flags a system lacks, bad house-rule files, bad match records and game logs,
click's own usage errors) is run under ``--lang zh``: no English word may be
left on stderr outside the named allow-list below (notation, flag names and
values, metavariables, the words of the formats a user writes, file paths and
quoted input).  Under ``--lang en`` and without ``--lang`` the lines are the
English they always were, and JSON never changes with ``--lang``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcr_cli.cli.main import main
from mcr_cli.faults import CATALOGUE
from mcr_cli.render.faults import zh_templates
from tests.cli.test_one_language import ALLOWED
from tests.helpers.cli import ended_cleanly
from tests.helpers.terminal import run_in_terminal

WORD = re.compile(r"\b[A-Za-z][A-Za-z'_-]*[A-Za-z]\b")
HONORS = re.compile(r"[ESWNCFP]+")

FORMAT_WORDS = {
    # a match record's words (docs/match.md): what a user writes in the file
    "win", "draw", "penalty", "end", "from", "team",
    # a game log's words (Botzone's format): the lines quote them
    "Match", "Wind", "Player", "Deal", "Draw", "Play", "Chi", "Peng", "Gang", "AnGang", "BuGang", "Hu",
    "Huang", "Fan", "Score", "Ignore", "ID",
    # an --other-kong KIND, a flag's values as written
    "concealed", "promoted", "melded", "gold",
    # a house-rule file's keys (docs/house-rules.md), as the file writes them
    "system", "values", "off",
    # names of formats and units
    "TOML", "UTF", "KiB", "NUL",
}  # fmt: skip
"""Words a reader types or finds in the file itself, which a Chinese message quotes as they are."""
METAVARS = {"HAND", "FILE", "OPTIONS", "NAME", "PATTERN", "FROM", "SEAT", "KIND", "TILES", "TOTAL", "COUNT"}
"""The placeholders of a usage line or a format (``mcr score [OPTIONS] HAND``, ``SEAT:KIND``)."""
ALLOW = ALLOWED | FORMAT_WORDS | METAVARS

H = "123m456p789s111z22z"
"""A good MCR hand (花龙 and more, 15 fan points), for the bad flags around it."""

BAD_HANDS = {
    "unknown-character": "123x",
    "flower-glyph": H + "\U0001f338",
    "no-suit-letter": "123m456p789s111z2",
    "thirteen-tiles": "123m456p789s111z2z",
    "twelve-tiles": "123m456p789s111z",
    "rank-zero": "0m",
    "honor-8z": "8z",
    "suit-letter-first": "m123",
    "unclosed-meld": "[123m",
    "stray-close": "123m]",
    "nested-meld": "[[123m]]",
    "two-tile-meld": "[12m]456p789s111z22z",
    "kong-not-alike": "[1234m]456p789s111z22z",
    "not-chow-or-pung": "[124m]456p789s111z22z",
    "chow-offer-9": "[123m,9]456p789s111z22z",
    "pung-offer-9": "[111m,9]456p789s111z22z",
    "kong-offer-9": "[1111m,9]456p789s111z22z",
    "fifth-copy": "11111m456p789s11z22z",
    "space-splits": "123m 4 56p789s111z22z",
    "five-melds": "[123m][456m][789m][123p][456p]11z",
    "empty": "",
    "no-win": "123m456p789s111z23z",
}
BAD_FLAGS = {
    "base-not-mcr": [H, "--base", "2"],
    "heavenly-not-mcr": [H, "--heavenly"],
    "flowers-9": [H, "--flowers", "9"],
    "flowers-x": [H, "--flowers", "x"],
    "seat-wind-q": [H, "--seat-wind", "Q"],
    "unknown-option": [H, "--x"],
    "close-option": [H, "--flower", "2"],
    "no-hand": [],
    "extra-argument": [H, "--", "extra", "words"],
    "self-drawn-discarder": [H, "--self-drawn", "--discarder", "S"],
    "kong-self-drawn": [H, "--kong", "-t"],
    "rules-unknown": [H, "--rules", "nope"],
    "tianjin-no-indicator": [H, "--rules", "tianjin"],
    "tianjin-not-self-drawn": [H, "--rules", "tianjin", "--indicator", "7p"],
    "tuidaohu-last-discard": [H, "--rules", "tuidaohu", "--last-tile"],
    "jipinghu-last-discard": [H, "--rules", "jipinghu", "--last-tile"],
    "horses-shape": [H, "--rules", "tuidaohu", "--horses", "x"],
    "horses-tile": [H, "--rules", "tuidaohu", "--horses", "E:1x"],
    "lazhuang-shape": [H, "--rules", "tianjin", "-t", "--indicator", "7p", "--lazhuang", "Q"],
    "lazhuang-dealer": [
        "12346m123p123sCC5m",
        "--rules",
        "tianjin",
        "-t",
        "--indicator",
        "7p",
        "--lazhuang",
        "E=1",
    ],
    "other-kong-kind": [H, "--rules", "tuidaohu", "--other-kong", "S:x"],
    "other-kong-winner": [H, "--rules", "tuidaohu", "--other-kong", "E:concealed"],
    "expect-fans-unknown": [H, "--expect-fans", "不存在"],
    "expect-fans-close": [H, "--expect-fans", "单吊"],
    "expect-total": [H, "--expect", "999"],
    "fourth-tile": [H, "--fourth-tile"],
    "option-twice": [H, "--seat-wind", "S", "--seat-wind", "W"],
    "jobs-without-batch": [H, "--jobs", "2"],
    "house-file-missing": [H, "--rules-file", "/nonexistent/house.toml"],
    "batch-missing": ["--batch", "/nonexistent/hands.txt"],
}
OTHER_COMMANDS = {
    "waits-twelve": ["waits", "123m456p789s111z"],
    "waits-visible-bad": ["waits", "123m456p789s111z2", "--visible", "1x"],
    "waits-visible-fifth": ["waits", "123m456p789s11z22z", "--visible", "2z2z2z"],
    "shanten-three": ["shanten", "123m"],
    "shanten-unknown": ["shanten", "123m4x"],
    "fans-unknown": ["fans", "不存在"],
    "fans-points-both": ["fans", "--points", "8", "--min-points", "2"],
    "rules-unknown": ["rules", "nope"],
    "rules-pattern-unknown": ["rules", "mcr", "不存在"],
    "match-missing": ["match", "/nonexistent/a.match"],
    "replay-missing": ["replay", "/nonexistent/a.log"],
    "standings-none": ["standings"],
}
HOUSE_FILES = {
    "base-not-number": 'system = "tuidaohu"\nbase = "x"\n',
    "system-unknown": 'system = "nope"\n',
    "system-missing": "base = 2\n",
    "key-unknown": 'system = "tuidaohu"\n"键" = 1\n',
    "pattern-unknown": 'system = "tuidaohu"\n[values]\n不存在 = 2\n',
    "off-not-list": 'system = "tuidaohu"\noff = "x"\n',
    "not-toml": "system = [\n",
    "not-toml-line": 'system = "tuidaohu"\nbase = = 2\n',
    "mcr-has-none": 'system = "mcr"\n',
    "robbed-pays": 'system = "tuidaohu"\nrobbed_pays = "some"\n',
}
SEATS = "E Alice\nS Bob\nW Carol\nN Dave\n"
RECORDS = {
    "bad-hand": SEATS + "win Alice 123x from Bob\nend\n",
    "stops-early": SEATS + "win Alice 8 from Bob\n",
    "seats-missing": "E Alice\nwin Alice 8\n",
    "unknown-player": SEATS + "win Zed 8 from Bob\n",
    "no-discarder": SEATS + "win Alice 8\n",
    "no-win": SEATS + "win Alice 5 from Bob\n",
    "unknown-line": "foo\n",
    "two-seats": "E Alice\nS Alice\n",
    "bad-flag": SEATS + "win Alice 8 from Bob --bogus\n",
    "early-penalty": SEATS + "penalty Bob 5\n",
    "self-drawn-from": SEATS + f"win Alice {H} -t from Bob\n",
    "penalty-points": SEATS + "win Alice 8 from Bob\npenalty Bob x\n",
    "not-winning": SEATS + "win Alice 123m456p789s111z23z from Bob\n",
}
LOGS = {
    "wind-9": "Match 1\nWind 9\n",
    "unknown-line": "Foo\n",
    "short-deal": "Match 1\nWind 0\nPlayer 0 Deal W1\n",
    "player-5": "Match 1\nWind 0\nPlayer 5 Draw W1\n",
    "ends-early": "Match 1\nWind 0\n",
    "bad-tile": "Match 1\nWind 0\nPlayer 0 Deal X1 W1 W1 W1 W2 W2 W2 W3 W3 W3 W4 W4 W4\n",
}


def corpus() -> list[pytest.param]:
    cases = [pytest.param(["score", hand], id=f"hand-{name}") for name, hand in BAD_HANDS.items()]
    cases += [pytest.param(["score", *args], id=f"flag-{name}") for name, args in BAD_FLAGS.items()]
    cases += [pytest.param(args, id=name) for name, args in OTHER_COMMANDS.items()]
    for name in HOUSE_FILES:
        cases.append(pytest.param(["score", H, "--rules-file", f"@house/{name}.toml"], id=f"house-{name}"))
        cases.append(pytest.param(["rules", "--rules-file", f"@house/{name}.toml"], id=f"rules-house-{name}"))
    cases += [pytest.param(["match", f"@record/{name}.match"], id=f"record-{name}") for name in RECORDS]
    cases += [pytest.param(["replay", f"@log/{name}.log"], id=f"log-{name}") for name in LOGS]
    return cases


CORPUS = corpus()


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("bad")
    for folder, texts, ext in (
        ("house", HOUSE_FILES, "toml"),
        ("record", RECORDS, "match"),
        ("log", LOGS, "log"),
    ):
        (root / folder).mkdir()
        for name, text in texts.items():
            (root / folder / f"{name}.{ext}").write_text(text, encoding="utf-8")
    return root


def run(args: list[str], root: Path, *lang: str) -> tuple[int, str, str]:
    argv = [str(root / a[1:]) if a.startswith("@") else a for a in args]
    if lang:
        argv[1:1] = ["--lang", *lang]  # after the command's name, before any ``--``
    result = CliRunner().invoke(main, argv, prog_name="mcr")
    assert ended_cleanly(result), result.output
    return result.exit_code, result.stdout, result.stderr.replace(str(root), "")


def english_words(text: str) -> set[str]:
    """The English words of ``text`` outside paths, flags, quoted input and the allow-list."""
    text = re.sub(r"'[^'\n]*'|\"[^\"\n]*\"|`[^`\n]*`", " ", text)  # quoted input and what one types
    text = re.sub(r"\S*/\S*", " ", text)  # file paths
    text = re.sub(r"(?<![\w-])--?[a-z][a-z-]*", " ", text)  # flag names
    text = re.sub(r"\bmcr [a-z]+", " ", text)  # a command a reader types
    text = re.sub(r"\b[1-9]+[mpsz]\b|\b[WBTFJ][1-9]\b", " ", text)  # tiles: notation, a log's
    return {w for w in WORD.findall(text) if not HONORS.fullmatch(w)} - ALLOW


@pytest.mark.parametrize("args", CORPUS)
def test_lang_zh_error_has_no_english_word(args: list[str], files: Path) -> None:
    code, _, err = run(args, files, "zh")
    assert code in (1, 2), err
    assert err.startswith(("错误: ", "用法: ")), err
    assert english_words(err) == set(), err


@pytest.mark.parametrize(
    "args", [c for c in CORPUS if not any(a.startswith("--expect") for a in c.values[0])]
)
def test_lang_en_error_is_the_default_one(args: list[str], files: Path) -> None:
    """``--lang en`` changes no error line: the core's messages and click's are English already.

    (A failed ``--expect`` names its fans in English under ``--lang en``, as its table does.)
    """
    assert run(args, files, "en") == run(args, files)


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        pytest.param(["score", "123x"], "错误: 无法识别的字符 'x'（第 4 个字符）", id="unknown-character"),
        pytest.param(
            ["score", "123m456p789s111z2z"],
            "错误: 13 张牌；这手牌应为 14 张：是等第 14 张的听牌吗？试试 `mcr waits`（第 19 个字符）",
            id="thirteen-tiles-try-waits",
        ),
        pytest.param(
            ["score", "11111m456p789s11z22z"],
            "错误: 15 张牌；这手牌应为 14 张（第 19 个字符）",
            id="fifteen-tiles",
        ),
        pytest.param(
            ["score", "11111m23456789p1z"], "错误: 第五张 1m：每种牌只有四张（第 5 个字符）", id="fifth-copy"
        ),
        pytest.param(
            ["score", H, "--base", "2"],
            "错误: 国标麻将 (mcr) 没有 --base；要用它，请用 --rules 选一个有它的规则体系"
            "（tuidaohu, kawuxing, jipinghu, tianjin）",
            id="base-not-mcr",
        ),
        pytest.param(
            ["score", H, "--flowers", "9"],
            "错误: '--flowers' 的值无效：'9'：须为整数 0-8",
            id="flowers-usage",
        ),
        pytest.param(["score", H, "--x"], "用法: mcr score [OPTIONS] HAND", id="usage-line"),
        pytest.param(["score", H, "--x"], "试试 'mcr score --help' 查看帮助。", id="help-hint"),
        pytest.param(["score", H, "--x"], "错误: 没有这个选项：'--x'", id="no-such-option"),
        pytest.param(["standings"], "错误: 缺少参数 'FILE...'。", id="missing-argument"),
        pytest.param(
            ["rules", "--rules-file", "@house/key-unknown.toml"],
            "错误: /house/key-unknown.toml: 键: tuidaohu 没有这个键；本地规则文件可设 "
            "system, values, off, base, robbed_pays, discard_wins",
            id="house-file-key",
        ),
        pytest.param(
            ["match", "@record/unknown-player.match"],
            "错误: /record/unknown-player.match:5: 没有玩家 'Zed'（玩家为 Alice, Bob, Carol, Dave）",
            id="record-file-line",
        ),
        pytest.param(
            ["match", "@record/bad-hand.match"],
            "错误: /record/bad-hand.match:5: 第 1 盘: 123x: 无法识别的字符 'x'（第 4 个字符）",
            id="record-bad-hand",
        ),
        pytest.param(
            ["replay", "@log/wind-9.log"],
            "错误: /log/wind-9.log:2: 圈风为 0-3（E S W N），而非 '9'",
            id="log-wind",
        ),
    ],
)
def test_lang_zh_error_reads(args: list[str], expected: str, files: Path) -> None:
    _, _, err = run(args, files, "zh")
    assert expected in err.splitlines(), err


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["score", "123x", "--json"], id="score-bad-hand"),
        pytest.param(["score", "123m456p789s111z2z", "--json"], id="score-thirteen"),
        pytest.param(["score", H, "--base", "2", "--json"], id="score-flag-not-mcr"),
        pytest.param(["waits", "123m", "--json"], id="waits-bad-hand"),
        pytest.param(["match", "@record/unknown-player.match", "--json"], id="match-record"),
    ],
)
def test_json_error_never_changes_with_lang(args: list[str], files: Path) -> None:
    """The JSON ``"error"`` is the contract's English, under every ``--lang``."""
    plain = run(args, files)
    assert run(args, files, "zh")[:2] == plain[:2] == run(args, files, "en")[:2]
    if plain[1]:  # the English the catalogue says for a terminal in Chinese, not its Chinese
        obj = json.loads(plain[1])
        assert "code" in obj, obj  # a fault of the catalogue: its own Chinese template
        assert zh_templates()[obj["code"]] != CATALOGUE[obj["code"]].en, obj


@pytest.mark.parametrize(
    ("hand", "hint"),
    [
        pytest.param("123mx", "此处: 一张牌：数字 1-9 加 m p s z", id="tile-expected"),
        pytest.param(
            "12x", "此处: 再写一个数字，或 '12' 的花色字母：m p s z（或 万 饼 条）", id="digit-or-suit"
        ),
    ],
)
def test_lang_zh_caret_hint_on_a_terminal(hand: str, hint: str) -> None:
    """On a terminal the hand is shown with a caret under the fault and the hint beside it, in Chinese."""
    lines = run_in_terminal(["score", hand, "--lang", "zh"], 200)
    caret = next(line for line in lines if "^" in line)
    assert caret.strip().startswith("^ " + hint), lines
    assert english_words(caret.replace("^", "")) == set(), lines


@pytest.mark.parametrize(
    ("argv", "chinese"),
    [
        pytest.param(["score", H, "--x", "--lang=zh"], True, id="lang-equals-zh"),
        pytest.param(["score", H, "--lang", "zh", "--lang", "zh"], True, id="lang-twice"),
        pytest.param(["score", H, "--x", "--lang", "en"], False, id="lang-en"),
        pytest.param(["score", "--x", "--", "--lang", "zh"], False, id="after-double-dash-is-a-hand"),
    ],
)
def test_usage_error_language_comes_from_the_command_line(argv: list[str], chinese: bool) -> None:
    result = CliRunner().invoke(main, argv, prog_name="mcr")
    assert result.exit_code == 2 and ended_cleanly(result), result.output
    assert result.stderr.startswith("用法: mcr score" if chinese else "Usage: mcr score"), result.stderr


FLAG_POOL = [
    ["-t"], ["--kong"], ["--last-tile"], ["--flowers", "9"], ["--flowers", "x"], ["--seat-wind", "Q"],
    ["--discarder", "E"], ["--rules", "tuidaohu"], ["--rules", "tianjin"], ["--rules", "kawuxing"],
    ["--rules", "jipinghu"], ["--indicator", "7p"], ["--wild", "5s"], ["--base", "0"], ["--heavenly"],
    ["--expect", "8"], ["--expect-fans", "单吊"], ["--fourth-tile"], ["--other-kong", "S:melded"], ["--x"],
]  # fmt: skip
"""Flags, good and bad, that a fuzzed command line draws from."""


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    command=st.sampled_from(["score", "waits", "shanten"]),
    hand=st.text(alphabet="0123456789mpszxESWNCFP[], 万东", max_size=24),
    flags=st.lists(st.sampled_from(FLAG_POOL), max_size=3),
)
def test_fuzzed_command_lines_fail_in_chinese(command: str, hand: str, flags: list[list[str]]) -> None:
    """Whatever the hand and flags, under ``--lang zh`` it ends cleanly and its errors read in Chinese."""
    argv = [command, hand, *(word for flag in flags for word in flag), "--lang", "zh"]
    result = CliRunner().invoke(main, argv, prog_name="mcr")
    assert ended_cleanly(result) and result.exit_code in (0, 1, 2), result.output
    assert english_words(result.stderr) == set(), (argv, result.stderr)
