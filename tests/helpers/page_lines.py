"""Batch lines of every system with its own flags, for comparing the page with ``mcr score --json --batch``.

``page_lines(n)`` deals ``n`` lines round the five systems (MCR from ``handgen``, the others from the
benchmarks' generators), each system's own flags among them (推倒胡's wild tiles and horses, 卡五星's
亮倒, 鸡平胡's minimum, Tianjin's indicator and 坐庄), and one line in ten that the command refuses
(bad notation, a flag of another system, a 13-tile hand): the error objects must agree too.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable

from tests.helpers.handgen import random_hand
from tests.helpers.paths import ROOT

SEATS = "ESWN"


def _benchmarks() -> None:
    if str(ROOT / "benchmarks") not in sys.path:
        sys.path.insert(0, str(ROOT / "benchmarks"))


def mcr_line(rng: random.Random) -> str:
    text, ctx = random_hand(rng)
    flags = " -t" if ctx.self_drawn else ""
    flags += f" --seat-wind {SEATS[ctx.seat_wind]} --prevalent-wind {SEATS[ctx.prevalent_wind]}"
    flags += f" --flowers {ctx.flowers}" if ctx.flowers else ""
    flags += " --last-tile" if ctx.last_tile else ""
    if not ctx.self_drawn and rng.random() < 0.5:
        flags += f" --discarder {rng.choice([s for s in SEATS if s != SEATS[ctx.seat_wind]])}"
    return text + flags


def tuidaohu_line(rng: random.Random) -> str:
    _benchmarks()
    from bench_systems import natural_hand, with_wilds

    line = with_wilds(rng, natural_hand(rng), rng.randrange(4)) + " --rules tuidaohu"
    if rng.random() < 0.5:
        line += f" --horses {rng.choice(SEATS)}:{rng.randint(1, 9)}s{rng.randint(1, 9)}p"
    if rng.random() < 0.3:
        line += f" --base {rng.randint(1, 5)}"
    return line


def kawuxing_line(rng: random.Random) -> str:
    _benchmarks()
    from bench_systems import kawuxing_hand, text_of

    line = text_of(kawuxing_hand(rng)) + " --rules kawuxing"
    line += " -t" if rng.random() < 0.5 else f" --discarder {rng.choice('SW')}"
    return line + (" --revealed" if rng.random() < 0.4 else "")


def jipinghu_line(rng: random.Random) -> str:
    _benchmarks()
    from bench_systems import natural_hand, text_of

    line = text_of(natural_hand(rng)) + " --rules jipinghu"
    line += " -t" if rng.random() < 0.5 else ""
    return line + (f" --min-fan {rng.randint(0, 1)}" if rng.random() < 0.3 else "")


def tianjin_line(rng: random.Random) -> str:
    _benchmarks()
    from bench_tianjin import random_hand as tianjin_hand

    from mcr_cli.model.tiles import tile_name

    text, indicator = tianjin_hand(rng, rng.randrange(5))
    line = f"{text} -t --indicator {tile_name(indicator)} --rules tianjin"
    return line + (" --zuozhuang" if rng.random() < 0.3 else "") + (" --chan" if rng.random() < 0.2 else "")


def refused_line(rng: random.Random) -> str:
    """A line the command refuses, each in its own way."""
    return rng.choice(
        [
            "123m456p789s111z2x",
            "123m456p789s111z22z --revealed",
            "123m456p789s11pEE",
            "123m456p789s111z22z --seat-wind Q",
            "123m456p789s111z22z --no-such-flag",
            "123m456p789s111z22z -t --discarder S",
            "'123m 456p",
        ]
    )


MAKERS: tuple[Callable[[random.Random], str], ...] = (
    mcr_line,
    tuidaohu_line,
    kawuxing_line,
    jipinghu_line,
    tianjin_line,
)


def page_lines(n: int, seed: int = 25) -> list[str]:
    """``n`` lines, the five systems in turn, one in ten refused."""
    rng = random.Random(seed)
    return [refused_line(rng) if i % 10 == 9 else MAKERS[i % len(MAKERS)](rng) for i in range(n)]
