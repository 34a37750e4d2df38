"""Hostile input the fuzz tests share: good lines of each reader, junk words, hostile house-rule files.

``tests/test_fuzz.py`` and ``tests/replay/test_fuzz_replay.py`` draw their
hypothesis examples from these lists; ``tests/cli/test_zh_fuzz.py`` builds
fixed corpora from them with the seeded mutators at the end (``hostile_batch``,
``bad_hand``, ``mutated_lines``: the same input from the same
``random.Random``), so that all of them fuzz the same words.  Importing this
module writes the hostile house-rule files (a FIFO, a directory, 1,000 levels
of nesting…) into a temporary folder, ``HOUSE_DIR``.
"""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

from mcr_cli.systems.context import WinContext
from tests.helpers.paths import ROOT

# Good lines and the canonical hand each one's JSON object must show: how order is checked.
SCORE_LINES = {
    "123m456p789s111z22z": "123m456p789sEEESS",
    "[CCC][123p][456p,2]78p99s9p -t": "[123p,1][456p,2][CCC,1]78p99s9p",
    "1112345678999s9s --seat-wind S": "1112345678999s9s",
    "2244m6688p33557s7s --flowers 3": "2244m6688p33557s7s",
}
SYSTEM_LINES = {
    "'[111p,1]234p567p99pPP9p' --rules tuidaohu -t": "[111p,1]23456799pPP9p",
    "123m456p789s55s66s6s --rules tuidaohu -t --indicator 5s --horses E:1s5p": "123m456p5566789s6s",
    "'[555p,1]46p123s789sCC5p' --rules kawuxing --cap 8": "[555p,1]46p123789sCC5p",
    "123m456m789p23s55s4s --rules jipinghu -t --min-fan 1": "123456m789p2355s4s",
    "12346m123p123sCC5m --rules tianjin -t --indicator 7p --lazhuang S=1 --chan": "12346m123p123sCC5m",
}
WAITS_LINES = {
    "1112345678999s": "1112345678999s",
    "123m456p789s11pEE --seat-wind S": "123m11456p789sEE",
}
SHANTEN_LINES = {
    "12345678m12349p": "12345678m12349p",
    "1355m2478p369sCF --rules tuidaohu --wild 5m": "1355m2478p369sCF",
    "1345m2478p3699sF5m --rules tianjin --indicator 4m": "1345m2478p3699sF5m",
    "1379p2468sCCFPP --rules kawuxing --visible 5p": "1379p2468sCCFPP",
    "19m19p19sESWNCF3m --rules jipinghu": "139m19p19sESWNCF",
}
HOUSE_DIR = Path(tempfile.mkdtemp(prefix="mcr-fuzz-"))
"""Hostile house-rule files a batch line may name with ``--rules-file`` (removed with the temp dir)."""
HOUSE_FILES = {
    "deep": 'system = "tuidaohu"\nx = ' + "[" * 1000 + "]" * 1000 + "\n",
    "table": 'system = "tuidaohu"\nx = ' + "{a = " * 300 + "1" + "}" * 300 + "\n",
    "twice": 'system = "tuidaohu"\n[values]\n七对 = 8\n"Seven Pairs" = 9\n',
    "huge": 'system = "tuidaohu"\nbase = ' + "9" * 5000 + "\n",
    "nul": 'system = "tuidaohu"\x00\n',
    "good": 'system = "tuidaohu"\nbase = 2\n',
}
for _name, _text in HOUSE_FILES.items():
    (HOUSE_DIR / f"{_name}.toml").write_text(_text, encoding="utf-8")
(HOUSE_DIR / "latin1.toml").write_bytes(b'system = "tuidaohu"\n# \xff\xfe\n')
(HOUSE_DIR / "dir.toml").mkdir()
if hasattr(os, "mkfifo"):
    os.mkfifo(HOUSE_DIR / "fifo.toml")
HOSTILE_PATHS = [str(p) for p in sorted(HOUSE_DIR.iterdir())] + ["/dev/zero", "/nonexistent/x.toml", "a\x00b"]

JUNK_WORDS = [
    "--flowers",
    "9" * 5000,
    "１２",
    "1_0",
    "-t",
    "--discarder",
    "S",
    "--expect",
    "--expect-fans",
    "花龙,nonsense",
    "'",
    "\\",
    "#",
    "[",
    "]",
    "\x00",
    "\r",
    "\u2028",
    "\u2029",
    "\x85",
    "\x1b[31m",
    "--jobs",
    "--rules",
    "tuidaohu",
    "kawuxing",
    "tianjin",
    "--indicator",
    "--wild",
    "--horses",
    "E:",
    "N:1s",
    "--lazhuang",
    "S=3",
    "--base",
    "--cap",
    "--rules-file",
    "/dev/null",
    "\ufeff",
    "[" * 64,
    "[[[[1m]]]]",
    "1" * 300,
    "-" * 50,
    "--seat-wind=\r",
    *HOSTILE_PATHS,
]

RECORD_LINES = [
    "E Alice",
    "S Bob",
    "W Carol",
    "N Dave",
    "win Alice 123m456p789s111z22z from Dave",
    "win Bob 24 --self-drawn --flowers 2",
    "draw",
    "penalty Carol 10 slow play",
    "end time limit",
]

TOML_KEYS = [
    "system",
    "base",
    "cap",
    "min_fan",
    "values",
    "off",
    "七对",
    '"Seven Pairs"',
    "x",
    "[values]",
    "[[x]]",
]
TOML_VALUES = [
    '"tuidaohu"',
    '"kawuxing"',
    '"mcr"',
    "2",
    "-1",
    "9" * 30,
    "9" * 5000,
    "1e400",
    "true",
    '["七对", "Seven Pairs"]',
    "[" * 40 + "]" * 40,
    "{a = 1}",
    '"\\u0000"',
    "'''x",
]


LOG_ROUNDS = (ROOT / "examples" / "botzone.log").read_bytes().split(b"\n\n")
"""The example game log's rounds (``mcr replay``), a blank line between them."""
LOG_WORDS = sorted({w for r in LOG_ROUNDS for w in r.split()})
"""Every word of those rounds, for lines made of a log's own words."""
LOG_JUNK = [
    b"",
    b"\x00",
    b"\r",
    "\u2028".encode(),
    b"\xef\xbb\xbf",
    b"\xff\xfe",
    b"9" * 5000,
    b"x" * 5000,
    b"Player 9 Draw W1",
    b"Match",
    b"Match \xff",
    b"Fan 99999999999999999999 \xe8*1",
    b"Score -1 -1 -1 -1",
    b"Player 0 Hu W1 Ignore Player 0 Hu W1",
    b"Player 1 Chi W9",
    b"Huang",
    b"  \t ",
]
"""Junk lines for a game log: control characters, overlong words, lines of the format gone wrong."""


def hostile_batch(count: int, seed: int, lines: dict[str, str] | None = None) -> bytes:
    """``count`` lines, good and hostile, from a fixed seed: the same file every run.

    The good lines are ``lines``' (``SCORE_LINES`` by default); a hostile one is
    a good line and a junk word, or random bytes.
    """
    rng = random.Random(seed)
    good = sorted(SCORE_LINES if lines is None else lines)
    pieces = []
    for _ in range(count):
        pick = rng.random()
        if pick < 0.6:
            pieces.append(rng.choice(good).encode())
        elif pick < 0.8:
            pieces.append(f"{rng.choice(good)} {rng.choice(JUNK_WORDS)}".encode())
        else:
            pieces.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 30))).replace(b"\n", b" "))
    return b"\n".join(pieces) + b"\n"


# --- seeded mutators: the same hostile input from the same ``random.Random`` -----------------------

JUNK_CHARS = "0x8z[],mpsz ESWNCFP🀄🌸１万饼条东'\"\\#\x00\r\u2028\ufeff"
"""Characters a mutated hand has spliced in: notation's own, Chinese, glyphs, quotes and controls."""
BAD_VALUES = {
    "switch": ["=1", "yes"],
    "seat": ["Q", "e", "东", "EE", "1", ""],
    "tile": ["0m", "x", "1x", "10m", "8z", "EE", "1m2m", "🀄", ""],
    "number": ["x", "1.5", "-0", "1_0", "１２", "9" * 30, "-1", "0"],
}
"""A flag's bad values by its kind (``systems/flags.py``); a ``text`` flag's are in ``TEXT_VALUES``."""
TEXT_VALUES = {
    "--horses": ["x", "E:", "E:1x", "Q:1s", "E:1s:2s", "E:" + "1s" * 30, "S:1s,E:2s", ":1s"],
    "--other-kong": [
        "S:x",
        "E:concealed",
        "S:melded",
        "S:melded:Q",
        "S:melded:S",
        "Q:promoted",
        "S",
        "S:gold",
    ],
    "--lazhuang": ["Q", "S=x", "E=1", "S=0", "S=99", "S=1,S=2", "S=1,", "=1", "S"],
    "--visible": ["1x", "2z2z2z2z2z", "[123m]", "0m", "1m" * 30],
}
"""Bad values of the flags whose values are words of their own (``SEAT:TILES``, ``SEAT=N``, tiles)."""
GOOD_VALUES = {
    "seat": ["S", "W", "N", "E"],
    "tile": ["5s", "7p", "C", "1m"],
    "number": ["1", "2", "3"],
    "--horses": ["E:1s5p", "S:C", "W:9m"],
    "--other-kong": ["S:concealed", "W:melded:N", "N:promoted", "S:gold"],
    "--lazhuang": ["S=1", "W=2,N=1"],
    "--visible": ["5p5p", "1m1m1m1m"],
}
"""Values a flag takes, by its kind or (a ``text`` flag) its name: good alone, perhaps not together."""


def context_flags(ctx: WinContext) -> list[str]:
    """The flags of ``mcr score`` that say a ``WinContext`` of ``handgen.random_hand`` (not its defaults)."""
    words = ["-t"] if ctx.self_drawn else []
    words += [flag for flag, on in (("--fourth-tile", ctx.fourth_tile), ("--kong", ctx.kong)) if on]
    words += ["--last-tile"] if ctx.last_tile else []
    words += ["--seat-wind", "ESWN"[ctx.seat_wind]] if ctx.seat_wind else []
    words += ["--prevalent-wind", "ESWN"[ctx.prevalent_wind]] if ctx.prevalent_wind else []
    return words + (["--flowers", str(ctx.flowers)] if ctx.flowers else [])


def bad_hand(rng: random.Random, text: str) -> str:
    """``text`` (a hand in notation) spoilt one way: a character dropped, spliced in, changed, cut…"""
    kind = rng.randrange(8)
    i = rng.randrange(len(text) + 1)
    if kind == 0 and text:  # a character dropped
        return text[:i] + text[i + 1 :]
    if kind == 1:  # a character spliced in
        return text[:i] + rng.choice(JUNK_CHARS) + text[i:]
    if kind == 2:  # a tile too many, or a fifth copy
        return text[:i] + rng.choice("19") + text[i:]
    if kind == 3:  # cut short
        return text[: rng.randrange(len(text) + 1)]
    if kind == 4 and text:  # a character changed
        return text[:i] + rng.choice("0x9zqE[],") + text[i + 1 :]
    if kind == 5:  # a junk word after it
        return text + " " + rng.choice(JUNK_WORDS)[:60]
    if kind == 6:  # fourteen tiles at random: rarely a winning hand
        tiles = rng.sample([f"{n}{s}" for s in "mps" for n in range(1, 10)] * 4 + list("ESWNCFP") * 4, 14)
        return "".join(tiles)
    return text.replace(",", rng.choice([",9", ",0", ",,", ""]), 1).replace(
        "]", rng.choice(["]", "]]", ""]), 1
    )


def mutated_lines(rng: random.Random, lines: list[str], junk: list[str], times: int) -> list[str]:
    """``lines`` with ``times`` mutations: a line replaced by junk, dropped, repeated, cut, a word swapped."""
    lines = list(lines)
    for _ in range(times):
        if not lines:
            lines = [rng.choice(junk)]
        i = rng.randrange(len(lines))
        kind = rng.randrange(6)
        if kind == 0:
            lines[i] = rng.choice(junk)
        elif kind == 1:
            del lines[i]
        elif kind == 2:
            lines.insert(i, lines[i])
        elif kind == 3:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
        elif kind == 4:
            words = lines[i].split(" ")
            words[rng.randrange(len(words))] = rng.choice(junk).split(" ")[0]
            lines[i] = " ".join(words)
        else:
            lines[i] = lines[i] + " " + rng.choice(junk)
    return lines
