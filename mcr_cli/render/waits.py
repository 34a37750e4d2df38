"""What ``mcr waits`` and ``mcr shanten`` show: the waits of any system, the shanten table.

The waits of a result are drawn as its system counts (``counting``): MCR's
fans (unseen copies, fan points both ways, the 8-point minimum) or another
system's patterns (its totals both ways and its patterns).  The commands are
``cli/waits.py``; the analysis is ``systems/waits.py`` (every system) and
``systems/mcr/waits.py`` (MCR's own).  One module of this name per layer, on
purpose, as for every command.
"""

from __future__ import annotations

from typing import Any

from ..model.tiles import SEATS, Tile, tile_glyph, tile_name
from ..systems import find_system
from ..systems.readiness import ShantenResult, WaitsResult
from ..systems.result import FANS, Result
from . import layout as render
from .lang import SEATS_ZH, say
from .result import hand_heading

FAMILY_NAMES = {
    "standard": ("一般型", "four sets and a pair"),
    "seven_pairs": ("七对", "seven pairs"),
    "thirteen_orphans": ("十三幺", "thirteen orphans"),
    "honors_knitted": ("全不靠", "honors and knitted tiles"),
    "knitted_straight": ("组合龙", "knitted straight, a set and a pair"),
}


def _tiles_text(tiles: tuple[Tile, ...] | list[Tile], unseen: tuple[int, ...] | list[int]) -> str:
    """``3m×3 6m×4``: tiles with their unseen copies."""
    return " ".join(f"{tile_name(t)}×{unseen[t]}" for t in tiles) or "none"


def _fans_text(result: Result, lang: str | None) -> str:
    names = []
    for f in result.fans:
        name = f.en if lang == "en" else f.zh
        names.append(f"{name} {f.points}" + (f"×{f.count}" if f.count > 1 else ""))
    return ", ".join(names)


def _points(result: Result) -> str:
    """Fan points, and the total with flowers when there are any."""
    return str(result.fan_points) if not result.flowers else f"{result.fan_points} ({result.total})"


def _verdict(discard: Result, self_drawn: Result, lang: str | None = None) -> str:
    if discard.valid:
        return say(lang, "yes", "是")
    return (
        say(lang, "self-drawn only", "只能自摸")
        if self_drawn.valid
        else say(lang, "no (below 8)", "否（不足 8 番）")
    )


def mcr_waits_blocks(result: WaitsResult, lang: str | None = None) -> list[Any]:
    """Everything ``mcr waits`` shows about one hand."""
    ctx = result.context
    if lang == "zh":
        where = f"门风 {SEATS_ZH[ctx.seat_wind]} · 圈风 {SEATS_ZH[ctx.prevalent_wind]}"
        where += f" · 花牌 {ctx.flowers}" if ctx.flowers else ""
    else:
        where = f"seat {SEATS[ctx.seat_wind]} · round {SEATS[ctx.prevalent_wind]}"
        where += f" · {ctx.flowers} flower{'s' * (ctx.flowers > 1)}" if ctx.flowers else ""
    blocks: list[Any] = [render.Line(hand_heading(result.hand), "bold"), render.Line(where, "dim")]
    if not result.waits:
        text = say(
            lang,
            f"not ready: waits on nothing; shanten {result.shanten} (上听数); see mcr shanten",
            f"未听牌：上听数 {result.shanten}；见 mcr shanten",
            f"not ready: waits on nothing; shanten {result.shanten}; see mcr shanten",
        )
        blocks.append(render.Line(text, "yellow"))
        return blocks
    columns = [
        render.Column(say(lang, "tile", "和牌张"), style="bold"),
        render.Column("", style=None, drop=1),
        render.Column(say(lang, "unseen", "未见"), "right"),
        render.Column(say(lang, "discard", "点和"), "right"),
        render.Column(say(lang, "self-drawn", "自摸"), "right"),
        render.Column(say(lang, "8 points", "8 番")),
        render.Column(say(lang, "fans on a discard", "点和的番"), style="dim", fold=True),
    ]
    wins = [(w, w.discard, w.self_drawn) for w in result.waits]
    scored = [(w, d, s) for w, d, s in wins if d is not None and s is not None]  # MCR scores both ways
    rows = [
        (
            tile_name(w.tile),
            tile_glyph(w.tile),
            str(w.unseen),
            _points(d),
            _points(s),
            _verdict(d, s, lang),
            _fans_text(d, lang),
        )
        for w, d, s in scored
    ]
    blocks.append(render.Table(None, columns, rows))
    unseen = sum(w.unseen for w in result.waits)
    real = sum(d.valid or s.valid for _, d, s in scored)
    count = len(result.waits)
    summary = say(
        lang,
        f"ready: {count} winning tile{'s' * (count > 1)}, {unseen} unseen; {real} reach 8 points",
        f"听牌：{count} 张和牌张，未见 {unseen} 张；{real} 张达到 8 番",
    )
    blocks.append(render.Line(summary, "green" if real else "bold red"))
    return blocks


def system_waits_blocks(result: WaitsResult, lang: str | None = None) -> list[Any]:
    """What ``mcr waits --rules NAME`` shows: each winning tile, its value both ways, its patterns."""

    def value(r: Any) -> str:
        if r is None:
            return "—"
        return str(r.total) + ("" if r.valid else say(lang, " (not valid)", "（不算和）"))

    def names(r: Any) -> str:
        if r is None:
            return ""
        parts = [(f.en if lang == "en" else f.zh) + (f"×{f.count}" if f.count > 1 else "") for f in r.fans]
        parts += [f"{m.en if lang == 'en' else m.zh} ×{m.factor}" for m in r.multipliers]
        return ", ".join(parts)

    system = find_system(result.system)
    title = f"{system.name}: {system.en}" if lang == "en" else f"{system.zh} ({system.name})"
    blocks: list[Any] = [render.Line(hand_heading(result.hand), "bold"), render.Line(title, "dim")]
    if not result.waits:
        blocks.append(
            render.Line(say(lang, "not ready: no tile completes the hand", "未听牌：没有牌能和"), "yellow")
        )
        return blocks
    columns = [
        render.Column(say(lang, "tile", "和牌张"), style="bold"),
        render.Column("", drop=1),
        render.Column(say(lang, "unseen", "未见"), "right"),
        render.Column(say(lang, "discard", "点和"), "right"),
        render.Column(say(lang, "self-drawn", "自摸"), "right"),
        render.Column(say(lang, "patterns self-drawn", "自摸的番种"), style="dim", fold=True),
    ]
    rows = [
        (
            tile_name(w.tile),
            tile_glyph(w.tile),
            say(lang, "0 dead", "0 已绝") if w.dead else str(w.unseen),
            value(w.discard),
            value(w.self_drawn),
            names(w.self_drawn),
        )
        for w in result.waits
    ]
    blocks.append(render.Table(None, columns, rows))
    count = len(result.waits)
    unseen = sum(w.unseen for w in result.waits)
    dead = sum(w.dead for w in result.waits)
    summary = say(
        lang,
        f"ready: {count} winning tile{'s' * (count > 1)}, {unseen} unseen",
        f"听牌：{count} 张和牌张，未见 {unseen} 张",
    )
    if dead:
        summary += say(lang, f"; {dead} dead (every copy in sight)", f"；{dead} 张已绝（全部可见）")
    blocks.append(render.Line(summary, "green" if unseen else "bold red"))
    return blocks


def _shanten_state(shanten: int, lang: str | None) -> str:
    if lang == "zh":
        return {-1: "上听数 -1：和牌", 0: "上听数 0：听牌"}.get(
            shanten, f"上听数 {shanten}：离听牌还差 {shanten}"
        )
    en = {-1: "complete", 0: "ready"} if lang == "en" else {-1: "complete (和)", 0: "ready (听牌)"}
    return f"shanten {shanten}: {en.get(shanten, f'{shanten} from ready')}"


def shanten_blocks(result: ShantenResult, lang: str | None = None) -> list[Any]:
    """Everything ``mcr shanten`` shows: per family, the minimum, the effective tiles or the discards."""
    blocks: list[Any] = [render.Line(hand_heading(result.hand), "bold")]
    if result.counting != FANS:  # a system's own shapes, not MCR's five: its name and its wilds
        system = find_system(result.system)
        where = f"{system.name}: {system.en}" if lang == "en" else f"{system.zh} ({system.name})"
        if result.wild_tiles:
            kinds = "/".join(tile_name(t) for t in result.wild_tiles)
            where += say(
                lang, f" · wild {kinds}: {result.wilds} held", f" · 混 {kinds}：手中 {result.wilds} 张"
            )
        blocks.append(render.Line(where, "dim"))
    families = result.analysis.families
    rows = []
    for name in families:  # MCR: every family of FAMILY_NAMES; another system: its own shapes
        zh, en = FAMILY_NAMES[name]
        value = families[name]
        mark = "◀" if value == result.shanten else ""
        shape = (zh, en) if lang is None else (en,) if lang == "en" else (zh,)
        rows.append((*shape, "—" if value is None else str(value), mark))
    columns = [render.Column("形", style="bold"), render.Column("shape")]
    if lang is not None:
        columns = [render.Column(say(lang, "shape", "形"), style="bold")]
    columns.append(render.Column(say(lang, "shanten", "上听数"), "right"))
    blocks.append(render.Table(None, [*columns, render.Column("")], rows))
    blocks.append(render.Line(_shanten_state(result.shanten, lang), "bold"))
    if result.tiles == 13:
        effective = result.analysis.effective
        total = sum(result.unseen[t] for t in effective)
        tiles = _tiles_text(effective, result.unseen)
        text = say(
            lang,
            "effective tiles (有效牌), {} unseen: {}",
            "有效牌，未见 {} 张: {}",
            "effective tiles, {} unseen: {}",
        )
        blocks.append(render.Line(text.format(total, tiles)))
        return blocks
    columns = [
        render.Column(say(lang, "discard", "打出"), style="bold"),
        render.Column(say(lang, "shanten", "上听数"), "right"),
        render.Column(say(lang, "unseen", "未见"), "right"),
        render.Column(
            say(lang, "effective tiles (有效牌) × unseen", "有效牌 × 未见", "effective tiles × unseen"),
            fold=True,
        ),
    ]
    rows = [
        (tile_name(d.tile), str(d.shanten), str(d.unseen), _tiles_text(d.effective, result.unseen))
        for d in result.discards
    ]
    blocks.append(render.Table(say(lang, "discards, best first", "打牌选择（最好的在前）"), columns, rows))
    return blocks


def waits_blocks(result: WaitsResult, lang: str | None = None) -> list[Any]:
    """The blocks of ``mcr waits`` for the waits of any system, as its ``counting`` reads them."""
    return mcr_waits_blocks(result, lang) if result.counting == FANS else system_waits_blocks(result, lang)
