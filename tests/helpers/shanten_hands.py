"""Random hands of each regional system for the shanten tests: melds the system allows, wilds in play.

``system_hands(name)`` draws the notation of a hand, its ``WinContext`` (the
wild tile or indicator) and the indicator/wild as tile numbers, for the
oracles of ``shanten_oracle``.  Concealed tiles come from a few tile kinds
now and then, so that near-ready hands are common.
"""

from __future__ import annotations

from typing import NamedTuple

from hypothesis import strategies as st

from mcr_cli.model.tiles import format_tiles
from mcr_cli.systems.context import WinContext
from tests.helpers.shanten_oracle import next_tile, system_tiles

CHOWS_ALLOWED = {"jipinghu"}


class Drawn(NamedTuple):
    system: str
    text: str
    ctx: WinContext
    indicator: int | None
    wild: int | None


@st.composite
def system_hands(draw: st.DrawFn, system: str, melds: tuple[int, int] = (0, 4), size: int = 13) -> Drawn:
    """A hand of ``size`` tiles (13 or 14) with a number of melds in ``melds``, valid under ``system``."""
    tiles = sorted(system_tiles(system))
    indicator = wild = None
    if system == "tianjin":
        indicator = draw(st.sampled_from(tiles))
    elif system == "tuidaohu":
        mode = draw(st.sampled_from(("none", "wild", "indicator")))
        if mode == "wild":
            wild = draw(st.sampled_from(tiles))
        elif mode == "indicator":
            indicator = draw(st.sampled_from(tiles))
    left = {t: 4 for t in tiles}
    if system == "tianjin" and indicator is not None:
        left[indicator] = 3
    kinds = {indicator, next_tile(indicator)} if system == "tianjin" and indicator is not None else set()
    if system == "tuidaohu":
        kinds = {wild if wild is not None else (next_tile(indicator) if indicator is not None else -1)}
    texts = []
    for _ in range(draw(st.integers(*melds))):
        kind = draw(
            st.sampled_from(("pung", "kong", "concealed", *(("chow",) if system in CHOWS_ALLOWED else ())))
        )
        if kind == "chow":
            start = draw(st.sampled_from([t for t in tiles if t < 27 and t % 9 <= 6]))
            run = [start, start + 1, start + 2]
            if any(left[t] < 1 for t in run):
                continue
            for t in run:
                left[t] -= 1
            texts.append(f"[{format_tiles(run)},1]")
            continue
        n = 3 if kind == "pung" else 4
        gold = system == "tianjin" and kind == "concealed"
        choices = [t for t in tiles if left[t] >= n and (t not in kinds or gold)]
        tile = draw(st.sampled_from(choices))
        left[tile] -= n
        texts.append(f"[{format_tiles([tile] * n)}" + ("]" if kind == "concealed" else ",1]"))
    count = size - 3 * len(texts)
    pool_kinds = draw(st.sampled_from(("any", "few")))
    pool = [t for t in tiles for _ in range(left[t])]
    if pool_kinds == "few":
        few = set(draw(st.lists(st.sampled_from(tiles), min_size=4, max_size=7, unique=True)))
        few |= kinds & set(tiles)
        narrow = [t for t in pool if t in few]
        pool = narrow if len(narrow) >= count else pool
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=count, max_size=count, unique=True))
    concealed = sorted(pool[i] for i in picks)
    text = "".join(texts) + format_tiles(concealed)
    ctx = WinContext(indicator=indicator, wild=wild)
    return Drawn(system, text, ctx, indicator, wild)
