"""Issue #15's acceptance: 0 English lines under ``--lang zh`` on the fuzz corpora.

``test_zh_errors`` holds hand-picked bad input to one language; here the
fuzz generators (``tests/helpers/hostile.py``, which ``test_fuzz`` and
``test_fuzz_replay`` draw from, and ``tests/helpers/handgen.py``) build fixed
corpora, each input a case of its own drawn from a seed of its own, the same
every run (``random.Random``, not hypothesis: a case's id must name the same
input under every hypothesis version):

* bad hands: ``mcr score HAND``, under MCR and under each regional system
  with its own flags given bad values (``mcr rules NAME``), and ``mcr waits``
  and ``mcr shanten``; the same lines through ``--batch FILE``;
* match records mutated line by line, through ``mcr match`` and ``mcr standings``;
* game logs (``examples/botzone.log``'s rounds) mutated, through ``mcr replay``;
* house-rule files mutated, through ``mcr score HAND --rules-file F``.

Every line a run writes, on stderr and on stdout, must have no English word
outside the allow-lists of ``test_one_language`` and ``test_zh_errors``
(system, setting and format names, metavariables; quoted text, file paths,
flags, ``mcr COMMAND`` and tile notation are never words) and the input's own
text: a part of a line between ``": "`` that is a piece of the input as
written (a batch line's hand, a record's hand, a house file's key), the names,
teams and notes of a match record, the ids of a game log, the words a house
file writes (``inf``, ``"Seven Pairs"``).

What ``main`` still prints in English is marked case by case (``XFAIL``, by
its cause in ``CAUSES``), strictly: a case whose cause is fixed fails until
its mark is removed.  About 430 runs, in-process through ``CliRunner``: a few
seconds.
"""

from __future__ import annotations

import random
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from mcr_cli.model.hand import parse_hand
from mcr_cli.model.tiles import tile_name
from mcr_cli.render.output import printable
from mcr_cli.systems import find_system, system_names
from mcr_cli.systems.flags import TABLE_BY_NAME
from tests.cli.test_one_language import WORD
from tests.cli.test_zh_errors import FLAG_POOL, english_words
from tests.cli.test_zh_errors import HOUSE_FILES as ZH_HOUSE_FILES
from tests.cli.test_zh_errors import RECORDS as ZH_RECORDS
from tests.helpers.cli import ended_cleanly
from tests.helpers.handgen import random_hand
from tests.helpers.hostile import (
    BAD_VALUES,
    GOOD_VALUES,
    HOSTILE_PATHS,
    JUNK_WORDS,
    LOG_JUNK,
    LOG_ROUNDS,
    LOG_WORDS,
    RECORD_LINES,
    SCORE_LINES,
    SHANTEN_LINES,
    SYSTEM_LINES,
    TEXT_VALUES,
    TOML_KEYS,
    TOML_VALUES,
    WAITS_LINES,
    bad_hand,
    context_flags,
    hostile_batch,
    mutated_lines,
)
from tests.helpers.paths import EXAMPLES


@dataclass
class Run:
    """One command line, the files it names (``@NAME`` in ``argv``) and the input's own words."""

    argv: list[str]
    files: dict[str, bytes] = field(default_factory=dict)
    own_words: set[str] = field(default_factory=set)
    own_text: str = ""
    """Text of the input outside ``files`` (a house-rule file given by its path)."""


CAUSES: dict[str, str] = {}
"""Why English is left under ``--lang zh``: the causes the corpus finds on ``main`` (see ``XFAIL``)."""
XFAIL: dict[str, str] = {}
"""The cases that print English, by cause: strict, so that a case passes its mark as its cause is fixed."""


def case(name: str, run: Run) -> object:
    marks = [pytest.mark.xfail(strict=True, reason=CAUSES[XFAIL[name]])] if name in XFAIL else []
    return pytest.param(run, id=name, marks=marks)


def seeded(name: str) -> random.Random:
    """The generator of the case ``name``: a seed of its own, the same input whatever the others draw."""
    return random.Random(f"zh-fuzz {name}")


# --- (a) bad hands, single and in a batch --------------------------------------------------------

SYSTEMS = [name for name in system_names() if name != "mcr"]
SETTING_FLAGS = {s.option: s for name in system_names() for s in find_system(name).settings if s.flag}
"""The settings a command line gives (``--base``, ``--cap``, ``--min-fan``, ``--min-points``)."""


def system_flags(name: str) -> list[str]:
    """The flags ``mcr score --rules NAME`` reads: the table's it reads, its own and its settings'."""
    system = find_system(name)
    table = [TABLE_BY_NAME[read].option for read in system.reads]
    own = [f.option for f in system.own_flags]
    return table + own + [s.option for s in system.settings if s.flag]


def kind_of(option: str) -> str:
    """``switch``, ``seat``, ``tile``, ``number`` or ``text``: what a flag's value is."""
    for flag in [*TABLE_BY_NAME.values(), *(f for n in system_names() for f in find_system(n).own_flags)]:
        if flag.option == option:
            return str(flag.kind)
    return str(SETTING_FLAGS[option].kind) if option in SETTING_FLAGS else "text"  # --visible


def bad_value(rng: random.Random, option: str) -> list[str]:
    """``option`` with a value it cannot take (a setting out of its range too), or none when it needs one."""
    kind = kind_of(option)
    if kind == "switch":
        return [option + rng.choice(BAD_VALUES["switch"])] if rng.random() < 0.5 else [option, option]
    if option in SETTING_FLAGS and rng.random() < 0.5:
        setting = SETTING_FLAGS[option]
        return [option, str(rng.choice([setting.low - 1, setting.high + 1]))]
    values = TEXT_VALUES[option] if kind == "text" else BAD_VALUES[kind]
    return [option, rng.choice(values)] if rng.random() < 0.9 else [option]


def good_value(rng: random.Random, option: str) -> list[str]:
    """``option`` with a value it takes (``GOOD_VALUES``): alone right, with the others perhaps not."""
    kind = kind_of(option)
    if kind == "switch":
        return [option]
    return [option, rng.choice(GOOD_VALUES[option if kind == "text" else kind])]


CONTRADICTIONS = [
    ["--kong"],
    ["--fourth-tile"],
    ["--discarder", "E"],
    ["-t", "--discarder", "S"],
    ["--last-tile", "--kong"],
    ["--kong", "-t"],
    ["--expect", "99"],
    ["--expect-fans", "花龙,清龙"],
    ["--expect-fans", "不存在,Seven Pair"],
    ["--heavenly", "-t"],
    ["--expect-fans", "花龙×999"],
]
"""Flags that a winning hand's context may contradict (ruling 17), or an ``--expect`` it fails."""


def mcr_hand(rng: random.Random) -> list[str]:
    """A random winning hand with its context's flags: spoilt, or with a flag of ``FLAG_POOL`` that
    may not fit it, or flags that contradict it."""
    text, ctx = random_hand(rng)
    pick = rng.random()
    words = [bad_hand(rng, text) if pick < 0.5 else text, *context_flags(ctx)]
    if pick >= 0.5 or rng.random() < 0.3:
        words += rng.choice(FLAG_POOL if rng.random() < 0.5 else CONTRADICTIONS)
    return words


def system_hand(rng: random.Random, name: str) -> list[str]:
    """A good line of ``name`` (``SYSTEM_LINES``): its hand spoilt, a flag's bad value or another's flag."""
    line = rng.choice([line for line in sorted(SYSTEM_LINES) if f"--rules {name}" in line])
    words = shlex.split(line)
    pick = rng.random()
    if pick < 0.2:
        words[0] = bad_hand(rng, words[0])
    elif pick < 0.35:  # a winning hand of MCR instead, the wild one of its tiles (its melds' too)
        words[0] = random_hand(rng)[0]
        tiles = [tile_name(t) for t in parse_hand(words[0]).all_tiles()]
        for flag in ("--indicator", "--wild"):
            if flag in words:
                words[words.index(flag) + 1] = rng.choice(tiles)
    elif pick < 0.6:
        words += bad_value(rng, rng.choice(system_flags(name)))
    elif pick < 0.85:  # flags of the system, with good values that may contradict the hand or each other
        for option in rng.sample(system_flags(name), rng.randint(1, 3)):
            words += good_value(rng, option)
    else:  # a flag of another system, with a good value
        other = sorted(set(system_flags(rng.choice(SYSTEMS))) - set(system_flags(name)))
        words += good_value(rng, rng.choice(other or ["--revealed"]))
    return words


def ready_hand(rng: random.Random, lines: dict[str, str], command: str) -> list[str]:
    """A waits or shanten line spoilt: its hand, or a flag (``--visible``, a system's) with a bad value."""
    words = shlex.split(rng.choice(sorted(lines)))
    pick = rng.random()
    if pick < 0.45:
        words[0] = bad_hand(rng, words[0])
    else:
        rules = words[words.index("--rules") + 1] if "--rules" in words else rng.choice(["mcr", *SYSTEMS])
        if "--rules" not in words and rules != "mcr":
            words += ["--rules", rules]
        options = ["--visible", "--seat-wind", "--flowers", "--indicator", "--wild", "--dealer"]
        options += [o for o in system_flags(rules) if o in SETTING_FLAGS or o in ("--lazhuang", "--revealed")]
        words += bad_value(rng, rng.choice(options))
    return words


def hand_corpus() -> list[object]:
    cases = [case(f"score-{i:02}", Run(["score", *mcr_hand(seeded(f"score-{i:02}"))])) for i in range(50)]
    for name in SYSTEMS:
        for i in range(20):
            cases.append(case(f"{name}-{i:02}", Run(["score", *system_hand(seeded(f"{name}-{i:02}"), name)])))
    for command, lines in (("waits", WAITS_LINES), ("shanten", SHANTEN_LINES)):
        for i in range(20):
            rng = seeded(f"{command}-{i:02}")
            cases.append(case(f"{command}-{i:02}", Run([command, *ready_hand(rng, lines, command)])))
    return cases


def batch_corpus() -> list[object]:
    """Batch files: ``hostile_batch``'s lines and the single hands' lines, some with ``--expect``."""
    cases = []
    sources: dict[str, tuple[dict[str, str], Callable[[random.Random], list[str]]]] = {
        "score": (SCORE_LINES, mcr_hand),
        "system": (SYSTEM_LINES, lambda rng: system_hand(rng, rng.choice(SYSTEMS))),
        "waits": (WAITS_LINES, lambda rng: ready_hand(rng, WAITS_LINES, "waits")),
        "shanten": (SHANTEN_LINES, lambda rng: ready_hand(rng, SHANTEN_LINES, "shanten")),
    }
    for kind, (good, spoilt) in sources.items():
        command = "score" if kind == "system" else kind
        for i in range(6):
            rng = seeded(f"batch-{kind}-{i}")
            lines = hostile_batch(5, rng.randrange(10**6), good).splitlines()
            for _ in range(6):
                words = spoilt(rng)
                if command == "score" and rng.random() < 0.4:
                    words += rng.choice(
                        [["--expect", "8"], ["--expect", "x"], ["--expect-fans", "花龙,单吊"]]
                    )
                lines.append(shlex.join(words).encode("utf-8", "surrogateescape"))
            rng.shuffle(lines)
            data = b"\n".join(lines) + b"\n"
            run = Run([command, "--batch", "@hands.txt"], {"hands.txt": data})
            cases.append(case(f"batch-{kind}-{i}", run))
    return cases


# --- (b) match records ---------------------------------------------------------------------------

RECORD_JUNK = [
    *RECORD_LINES,
    *(w for w in JUNK_WORDS if len(w) < 80),
    "win Bob 8 -t --flowers 9",
    "win Alice 7 from Bob",
    "win Zed 8 from Bob",
    "win Bob 8 --kong -t",
    "win Bob 8 --fourth-tile from Carol",
    "win Bob 123m456p789s111z22z --seat-wind W from Alice",
    "win Bob 123m456p789s111z22z from Alice --expect 9",
    "win Bob 123m456p789s111z22z from Alice --expect-fans 不存在",
    "win Bob 12 from Alice --expect-fans 花龙",
    "win Bob 123x from Alice",
    "win Bob 8 from Bob",
    "win Bob 8 -t from Carol",
    "win Bob 8 --bogus",
    "win Bob 8 --flowers",
    "win Bob",
    "penalty Bob x",
    "penalty Bob 0",
    "penalty Zed 5",
    "penalty",
    "E Alice team",
    "E Eve",
    "S Alice",
    "X Alice",
    "E win",
    "E --flowers",
    "draw now",
    "end",
    "和 Bob 8 点 东 花 9",
    "和 Bob 8 门风 Q",
    "荒牌 x",
    "罚分 Bob",
    "wn Bob 8 from Alice",
    "drow",
    "'unclosed",
    "win Bob 8 from Alice\\",
]
"""What a mutated record has in it: its own lines, junk words and lines of the format gone wrong."""


def record_words(text: str) -> set[str]:
    """A record's own words as a table shows them: names and teams, penalty reasons, the end note."""
    words: set[str] = set()
    for line in text.splitlines():
        try:
            parts = shlex.split(line, comments=True)
        except ValueError:
            parts = line.split()
        if parts and parts[0] in ("E", "S", "W", "N", "东", "南", "西", "北", "end", "结束", "完"):
            words |= {w for part in parts[1:] for w in WORD.findall(part)}
        elif parts and parts[0] in ("penalty", "罚分", "罚", "win", "和"):
            words |= {w for part in parts[1:2] + parts[3:] for w in WORD.findall(part)}
    return words


def record_texts() -> list[str]:
    seats = RECORD_LINES[:4]
    texts = [
        "\n".join(RECORD_LINES) + "\n",
        "\n".join(seats + RECORD_LINES[4:8]) + "\n",
        *ZH_RECORDS.values(),
    ]
    texts += [
        (EXAMPLES / f"{name}.match").read_text(encoding="utf-8") for name in ("session-2", "zh", "in-play")
    ]
    return texts


RECORD_FLAGS = [
    ["--flowers", "9"],
    ["--flowers", "x"],
    ["--seat-wind", "Q"],
    ["--seat-wind", "W"],
    ["--prevalent-wind", "S"],
    ["--discarder", "Q"],
    ["--expect", "9"],
    ["--expect", "16"],
    ["--expect", "x"],
    ["--expect", "9" * 30],
    ["期望", "12"],
    ["--expect-fans", "花龙,单钓将"],
    ["--expect-fans", "不存在"],
    ["--expect-fans", "花龙×999"],
    ["--expect-fans", "花龙"],
    ["--fourth-tile"],
    ["--kong"],
    ["--last-tile"],
    ["-t"],
    ["花", "9"],
    ["期望", "x"],
    ["门风", "Q"],
    ["圈风", "北"],
    ["--rules", "tuidaohu"],
    ["--horses", "E:1s"],
    ["from"],
    ["点", "Zed"],
]
"""What a spoilt win line has added: flags of ``mcr score`` with bad values, Chinese keywords, others."""


def spoilt_win(rng: random.Random, line: str) -> str:
    """A win line spoilt: its hand, its fan total, its discarder or a flag."""
    try:
        words = shlex.split(line, comments=True)
    except ValueError:
        return line
    if len(words) < 3:
        return line
    pick = rng.random()
    if pick < 0.35:
        hand = words[2] if not words[2].isdigit() else random_hand(rng)[0]
        words[2] = bad_hand(rng, hand) if rng.random() < 0.7 else random_hand(rng)[0]
    elif pick < 0.5:
        words[2] = rng.choice(["7", "0", "9" * 30, "99999", "8.5", "-8", "１２", "0" * 30 + "8"])
    elif pick < 0.65 and "from" in words[:-1]:
        words[words.index("from") + 1] = rng.choice(["Zed", words[1], "Q", "东", "-t"])
    else:
        words += rng.choice(RECORD_FLAGS)
    return shlex.join(words)


SEAT_LINE = re.compile(r"\s*(?:[ESWN]|东|南|西|北)\s")


def spoilt_record(rng: random.Random, text: str) -> str:
    """A record with a win line spoilt, or its other lines mutated (its seats now and then)."""
    lines = text.splitlines()
    wins = [n for n, line in enumerate(lines) if line.startswith(("win ", "和 "))]
    pick = rng.random()
    if wins and pick < 0.5:
        n = rng.choice(wins)
        lines[n] = spoilt_win(rng, lines[n])
    elif wins and pick < 0.6:  # a penalty after a hand, its points spoilt
        n = rng.choice(wins)
        points = rng.choice(["x", "0", "9" * 30, "１２", "5.5", "99999"])
        lines.insert(n + 1, f"{rng.choice(['penalty', '罚分'])} {lines[n].split()[1]} {points} late")
    else:
        seats = [line for line in lines if SEAT_LINE.match(line)]
        rest = [line for line in lines if not SEAT_LINE.match(line)]
        if rng.random() < 0.2:
            seats = mutated_lines(rng, seats, RECORD_JUNK, 1)
        lines = seats + mutated_lines(rng, rest, RECORD_JUNK, rng.randint(1, 2))
    return "\n".join(lines) + rng.choice(["\n", "\r\n", ""])


def record_corpus() -> list[object]:
    bases = record_texts()
    other = (EXAMPLES / "session-1.match").read_bytes()
    cases = []
    for i in range(100):
        name = f"match-{i:02}" if i < 70 else f"standings-{i - 70:02}"
        rng = seeded(name)
        text = spoilt_record(rng, rng.choice(bases))
        data, own = text.encode("utf-8", "surrogateescape"), record_words(text)
        chase = ["--chase"] if rng.random() < 0.2 else []
        if i < 70:
            cases.append(case(name, Run(["match", "@r.match", *chase], {"r.match": data}, own)))
        else:
            argv = ["standings", "@one.match", "@r.match", *chase]
            files = {"one.match": other, "r.match": data}
            cases.append(case(name, Run(argv, files, own | record_words(other.decode()))))
    return cases


# --- (c) game logs -------------------------------------------------------------------------------

LOG_TEXT = [line.decode("utf-8", "surrogateescape") for line in LOG_JUNK]
LOG_LINES = [*LOG_TEXT, "Fan 8 不存在*1", "Fan 88 大四喜*1", "Score 8 -8 0 0", "Wind 9", "Player 0 Peng W1"]
LOG_LINES += [b" ".join(LOG_WORDS[i : i + 3]).decode() for i in range(0, len(LOG_WORDS), 7)]
"""A mutated log's junk: ``LOG_JUNK``, lines of its words, a Fan or Score line that disagrees."""


FAN_NAMES = ["大四喜", "清一色", "花龙", "不存在", "Seven Pairs", "门前清"]
"""Fan names a ``Fan`` line is given instead of its own: other fans, an unknown one, English."""


def disagreeing(rng: random.Random, lines: list[str]) -> list[str]:
    """A ``Fan`` or ``Score`` line changed: a fan renamed, a count, a total or a score changed
    (ours and the record's then differ) or out of range."""
    ends = [n for n, line in enumerate(lines) if line.startswith(("Fan ", "Score "))]
    if not ends:
        return lines
    n = rng.choice(ends)
    if lines[n].startswith("Fan ") and rng.random() < 0.5:
        words = lines[n].split(" ", 2)
        fans = words[2].split("+") if len(words) > 2 else []
        if fans:
            k = rng.randrange(len(fans))
            name, _, count = fans[k].partition("*")
            if rng.random() < 0.5:
                fans[k] = f"{rng.choice(FAN_NAMES)}*{count}"
            else:
                fans[k] = f"{name}*{rng.choice([str(int(count or 1) + 1), 'x', '999', '0', ''])}"
            total = rng.choice([words[1]] * 6 + ["99999", "x", "9" * 30])
            lines[n] = " ".join([words[0], total, "+".join(fans)])
        return lines
    changes = [lambda v: str(int(v) + rng.randint(1, 9)), lambda v: "9" * 30, lambda v: "x"]
    change = rng.choice(changes[:1] * 4 + changes[1:])
    lines[n] = re.sub(r"-?\d+", lambda m: change(m[0]), lines[n], count=rng.randint(1, 2))
    return lines


def log_corpus() -> list[object]:
    cases = []
    for i in range(50):
        rng = seeded(f"replay-{i:02}")
        rounds = [r.decode() for r in rng.sample(LOG_ROUNDS, rng.randint(1, 2))]
        lines = "\n\n".join(rounds).split("\n")
        if rng.random() < 0.45:
            lines = disagreeing(rng, lines)
        else:
            lines = mutated_lines(rng, lines, LOG_LINES, rng.randint(1, 3))
        data = "\n".join(lines).encode("utf-8", "surrogateescape") + b"\n"
        own = {w for line in lines if line.startswith("Match ") for w in WORD.findall(line[6:])}
        argv = ["replay", "@game.log", *(["--check"] if rng.random() < 0.3 else [])]
        cases.append(case(f"replay-{i:02}", Run(argv, {"game.log": data}, own)))
    return cases


# --- (d) house-rule files ------------------------------------------------------------------------


TOML_ODD = [
    "1979-05-27",
    "07:32:00",
    "1979-05-27T07:32:00Z",
    "9" * 24,
    "false",
    "[true, 1.5]",
    "{a = 1}",
    "inf",
]
"""TOML values of kinds a house-rule file has no use for: dates, times, a long number, a table."""
TOML_LITERALS = {"inf", "nan"}
"""How TOML writes a float that is no number (``1e400`` is ``inf``), as a fault quotes it back."""
TOML_BROKEN = [
    "x = '''x",
    'x = "abc',
    "x = [1,",
    "x = 1 2",
    'x = "\x01"',
    "x = 1979-13-45",
    "[values",
    "= 1",
    "x.y = 1",
]
"""Lines that are not TOML: what Python's reader says of each (its own text)."""


def setting_lines(rng: random.Random, name: str) -> list[str]:
    """Lines of ``name``'s settings with values of the wrong kind, out of range or not among its choices."""
    lines = []
    for setting in find_system(name).settings:
        if rng.random() < 0.5:
            continue
        if setting.kind == "number":
            value = rng.choice([str(setting.low - 1), str(setting.high + 1), '"2"', "true", "1.5"])
        elif setting.kind == "switch":
            value = rng.choice(['"no"', "1", '"true"'])
        else:
            value = rng.choice(['"some"', "1", "true", '["all"]'])
        if rng.random() < 0.3:  # a value of another kind of TOML
            value = rng.choice(TOML_ODD)
        lines.append(f"{setting.name} = {value}")
    return lines


def house_text(rng: random.Random) -> str:
    pick = rng.random()
    name = rng.choice(SYSTEMS)
    if pick < 0.35:  # the club's file mutated
        lines = (EXAMPLES / "club.toml").read_text(encoding="utf-8").splitlines()
        junk = [f"{k} = {v}" for k in TOML_KEYS for v in TOML_VALUES if len(v) < 60] + TOML_KEYS + TOML_BROKEN
        return "\n".join(mutated_lines(rng, lines, junk, rng.randint(1, 3))) + "\n"
    if pick < 0.7:  # a system's settings gone wrong, a pattern's value or name too
        lines = [f'system = "{name}"', *setting_lines(rng, name)]
        if rng.random() < 0.5:
            pairs = ["七对 = -1", "七对 = 999999", '七对 = "x"', "不存在 = 2", '"Seven Pair" = 2']
            lines += ["[values]", rng.choice([*pairs, *(f"七对 = {v}" for v in TOML_ODD)])]
        if rng.random() < 0.3:
            offs = ['off = ["不存在"]', 'off = "七对"', "off = [1]", "off = [true]", "off = [1979-05-27]"]
            lines.insert(1, rng.choice([*offs, "cap = 0", "min_fan = 9"]))
        return "\n".join(lines) + "\n"
    keys, values = TOML_KEYS, TOML_VALUES + TOML_ODD
    lines = [f"{rng.choice(keys)} = {rng.choice(values)}" for _ in range(rng.randint(1, 4))]
    if rng.random() < 0.7:
        lines.insert(0, f'system = "{name}"')
    return "\n".join(lines) + "\n"


HOUSE_HAND = {
    "tuidaohu": ["1155m2299p3377sCC", "-t"],
    "kawuxing": ["[555p,1]46p123s789sCC5p"],
    "jipinghu": ["123m456m789p23s55s4s", "-t"],
    "tianjin": ["12346m123p123sCC5m", "-t", "--indicator", "7p"],
}
"""A hand each system scores, for the house-rule file naming it (or another) to score it under."""


def house_corpus() -> list[object]:
    cases = []
    for i in range(60):
        text = house_text(seeded(f"house-{i:02}"))
        found = re.search(r'system = "(\w+)"', text)
        hand = HOUSE_HAND.get(found[1] if found else "", HOUSE_HAND["tuidaohu"])
        own = set(WORD.findall(text)) | TOML_LITERALS  # what the file writes, quoted back: a value, a key
        run = Run(["score", *hand, "--rules-file", "@club.toml"], {"club.toml": text.encode()}, own)
        cases.append(case(f"house-{i:02}", run))
    for name, text in ZH_HOUSE_FILES.items():
        run = Run(
            ["score", *HOUSE_HAND["tuidaohu"], "--rules-file", "@club.toml"], {"club.toml": text.encode()}
        )
        cases.append(case(f"house-{name}", run))
    for path in HOSTILE_PATHS:  # test_fuzz's hostile files: deep, a FIFO, a directory, /dev/zero…
        regular = "\x00" not in path and Path(path).is_file()
        text = Path(path).read_text(encoding="utf-8", errors="replace") if regular else ""
        run = Run(["score", *HOUSE_HAND["tuidaohu"], "--rules-file", path], own_text=text)
        cases.append(case(f"house-path-{printable(Path(path).name)}", run))
    return cases


CORPUS = [*hand_corpus(), *batch_corpus(), *record_corpus(), *log_corpus(), *house_corpus()]

# --- the check -----------------------------------------------------------------------------------


def echoes(line: str, own: str) -> str:
    """``line`` without the parts between ``": "`` that are the input's own text, as written or escaped."""
    shown = printable(own)
    parts = line.split(": ")
    kept = []
    for part in parts:
        piece = part.strip().removesuffix("…")
        words = re.split(r"[\s.]+", piece)  # a batch line's hand and words, a house file's values.KEY
        if piece and (piece in own or piece in shown or all(w in own or w in shown for w in words)):
            continue
        kept.append(part)
    return ": ".join(kept)


def english_lines(run: Run, out: str, err: str, root: Path) -> list[str]:
    """The lines of ``out`` and ``err`` with an English word outside the allow-lists and the input's text."""
    files = [d.decode("utf-8", "replace") for d in run.files.values()]
    own = "\n".join([" ".join(run.argv), *files, run.own_text])
    found = []
    for line in (err + out).replace(str(root), "").splitlines():
        words = english_words(echoes(line, own)) - run.own_words
        if words:
            found.append(line)
    return found


def invoke(run: Run, root: Path) -> tuple[int, str, str]:
    for name, data in run.files.items():
        (root / name).write_bytes(data)
    argv = [str(root / a[1:]) if a.startswith("@") else a for a in run.argv]
    argv[1:1] = ["--lang", "zh"]  # after the command's name: never a flag's value
    result = CliRunner().invoke(main, argv, prog_name="mcr")
    assert ended_cleanly(result), (run.argv, result.exception)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("run", CORPUS)
def test_no_english_line_under_lang_zh(run: Run, tmp_path: Path) -> None:
    code, out, err = invoke(run, tmp_path)
    assert code in (0, 1, 2), err
    assert english_lines(run, out, err, tmp_path) == [], run.argv


# --- the causes fixed beside this test, each pinned by a line -----------------------------------


@pytest.mark.parametrize(
    ("argv", "lines"),
    [
        pytest.param(
            ["score", "--lang", "zh", "123m456p789s111z22z", "--flowers"],
            ["用法: mcr score [OPTIONS] HAND", "错误: 选项 '--flowers' 需要一个值。"],
            id="needs-a-value-zh",
        ),
        pytest.param(
            [
                "score",
                "[555m,1]12346m123p1sCC",
                "--rules",
                "tianjin",
                "-t",
                "--indicator",
                "4m",
                "--lang",
                "zh",
            ],
            ["错误: 5m 的刻子：混不能进刻子或明杠（N2）"],
            id="meld-of-tile-zh",
        ),
        pytest.param(
            ["match", "--lang", "zh", "@r.match"],
            ["错误: /r.match:6: 罚分 须为 1-9999，而非 99999"],
            id="penalty-points-zh",
        ),
        pytest.param(
            ["replay", "--lang", "zh", "@game.log"],
            ["错误: /game.log:118: 自摸 的次数 须为整数 1-9，而非 'x'"],
            id="fan-count-zh",
        ),
        pytest.param(
            ["score", "--lang", "zh", *HOUSE_HAND["tuidaohu"], "--rules-file", "@dates.toml"],
            ["错误: /dates.toml: base: 须为整数（1-1000000），而非 1979-05-27"],
            id="house-date-zh",
        ),
        pytest.param(
            ["score", "--lang", "zh", *HOUSE_HAND["tuidaohu"], "--rules-file", "@long.toml"],
            ["错误: /long.toml: base: 24 位的数 超出范围（1-1000000）"],
            id="house-long-number-zh",
        ),
        pytest.param(
            ["score", *HOUSE_HAND["tuidaohu"], "--rules-file", "@true.toml"],
            ["error: /true.toml: base: must be a whole number (1-1000000), not true"],
            id="house-true-en",
        ),
        pytest.param(
            ["score", "123m456p789s111z22z", "--self-drawn=1"],
            ["Usage: mcr score [OPTIONS] HAND", "Error: Option '--self-drawn' does not take a value."],
            id="takes-no-value-en",
        ),
    ],
)
def test_fixed_cause_says(argv: list[str], lines: list[str], tmp_path: Path) -> None:
    (tmp_path / "r.match").write_text("\n".join([*RECORD_LINES[:5], "penalty Bob 99999"]) + "\n")
    game = LOG_ROUNDS[0].decode().replace("+自摸*1", "+自摸*x")  # its Fan line, line 118
    for name, value in (("dates", "1979-05-27"), ("long", "9" * 24), ("true", "true")):
        (tmp_path / f"{name}.toml").write_text(f'system = "tuidaohu"\nbase = {value}\n', encoding="utf-8")
    (tmp_path / "game.log").write_text(game, encoding="utf-8")
    argv = [str(tmp_path / a[1:]) if a.startswith("@") else a for a in argv]
    result = CliRunner().invoke(main, argv, prog_name="mcr")
    assert ended_cleanly(result) and result.exit_code in (1, 2), result.output
    shown = result.stderr.replace(str(tmp_path), "").splitlines()
    assert all(line in shown for line in lines), shown
