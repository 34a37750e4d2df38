"""What ``mcr waits`` and ``mcr shanten`` show: the waits of any system, the shanten table.

The waits of a result are drawn as its ``layout`` says: ``"fans"`` (MCR:
unseen copies, fan points both ways, the 8-point minimum) or
``"patterns"`` (a system's totals both ways and its patterns).
"""

from __future__ import annotations

from typing import Any

from ..model.tiles import SEATS, Tile, tile_glyph, tile_name
from ..systems import find_system
from ..systems.mcr.result import ScoreResult
from ..systems.mcr.waits import ShantenResult, WaitsResult
from . import score as render

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


def _fans_text(result: ScoreResult, lang: str) -> str:
    names = []
    for f in result.fans:
        name = f.fan.zh if lang == "zh" else f.fan.en
        names.append(f"{name} {f.fan.points}" + (f"×{f.count}" if f.count > 1 else ""))
    return ", ".join(names)


def _points(result: ScoreResult) -> str:
    """Fan points, and the total with flowers when there are any."""
    return str(result.fan_points) if not result.flowers else f"{result.fan_points} ({result.total})"


def _verdict(discard: ScoreResult, self_drawn: ScoreResult) -> str:
    if discard.valid:
        return "yes"
    return "self-drawn only" if self_drawn.valid else "no (below 8)"


def mcr_waits_blocks(result: WaitsResult, lang: str = "zh") -> list[Any]:
    """Everything ``mcr waits`` shows about one hand."""
    ctx = result.context
    where = f"seat {SEATS[ctx.seat_wind]} · round {SEATS[ctx.prevalent_wind]}"
    where += f" · {ctx.flowers} flower{'s' * (ctx.flowers > 1)}" if ctx.flowers else ""
    blocks: list[Any] = [render.Line(render.hand_heading(result.hand), "bold"), render.Line(where, "dim")]
    if not result.waits:
        text = f"not ready: waits on nothing; shanten {result.shanten} (上听数); see mcr shanten"
        blocks.append(render.Line(text, "yellow"))
        return blocks
    columns = [
        render.Column("tile", style="bold"),
        render.Column("", style=None, drop=1),
        render.Column("unseen", "right"),
        render.Column("discard", "right"),
        render.Column("self-drawn", "right"),
        render.Column("8 points"),
        render.Column("fans on a discard", style="dim", fold=True),
    ]
    rows = [
        (
            tile_name(w.tile),
            tile_glyph(w.tile),
            str(w.unseen),
            _points(w.discard),
            _points(w.self_drawn),
            _verdict(w.discard, w.self_drawn),
            _fans_text(w.discard, lang),
        )
        for w in result.waits
    ]
    blocks.append(render.Table(None, columns, rows))
    unseen = sum(w.unseen for w in result.waits)
    real = sum(w.discard.valid or w.self_drawn.valid for w in result.waits)
    count = len(result.waits)
    summary = f"ready: {count} winning tile{'s' * (count > 1)}, {unseen} unseen; {real} reach 8 points"
    blocks.append(render.Line(summary, "green" if real else "bold red"))
    return blocks


def system_waits_blocks(result: Any, lang: str = "zh") -> list[Any]:
    """What ``mcr waits --rules NAME`` shows: each winning tile, its value both ways, its patterns."""

    def value(r: Any) -> str:
        if r is None:
            return "—"
        return str(r.total) + ("" if r.valid else " (not valid)")

    def names(r: Any) -> str:
        if r is None:
            return ""
        parts = [(f.zh if lang == "zh" else f.en) + (f"×{f.count}" if f.count > 1 else "") for f in r.fans]
        parts += [f"{m.zh if lang == 'zh' else m.en} ×{m.factor}" for m in r.multipliers]
        return ", ".join(parts)

    system = find_system(result.system)
    heading = render.Line(f"{system.zh} ({system.name})", "dim")
    blocks: list[Any] = [render.Line(render.hand_heading(result.hand), "bold"), heading]
    if not result.waits:
        blocks.append(render.Line("not ready: no tile completes the hand", "yellow"))
        return blocks
    columns = [
        render.Column("tile", style="bold"),
        render.Column("", drop=1),
        render.Column("unseen", "right"),
        render.Column("discard", "right"),
        render.Column("self-drawn", "right"),
        render.Column("patterns self-drawn", style="dim", fold=True),
    ]
    rows = [
        (
            tile_name(w.tile),
            tile_glyph(w.tile),
            "0 dead" if w.dead else str(w.unseen),
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
    summary = f"ready: {count} winning tile{'s' * (count > 1)}, {unseen} unseen"
    if dead:
        summary += f"; {dead} dead (every copy in sight)"
    blocks.append(render.Line(summary, "green" if unseen else "bold red"))
    return blocks


def shanten_blocks(result: ShantenResult | Any) -> list[Any]:
    """Everything ``mcr shanten`` shows: per family, the minimum, the effective tiles or the discards."""
    blocks: list[Any] = [render.Line(render.hand_heading(result.hand), "bold")]
    if not isinstance(result, ShantenResult):  # another system: its name and its wilds
        system = find_system(result.system)
        where = f"{system.zh} ({system.name})"
        if result.wild_tiles:
            kinds = "/".join(tile_name(t) for t in result.wild_tiles)
            where += f" · wild {kinds}: {result.wilds} held"
        blocks.append(render.Line(where, "dim"))
    families = result.analysis.families
    rows = []
    for name in families:  # MCR: every family of FAMILY_NAMES; another system: its own shapes
        zh, en = FAMILY_NAMES[name]
        value = families[name]
        mark = "◀" if value == result.shanten else ""
        rows.append((zh, en, "—" if value is None else str(value), mark))
    columns = [render.Column("形", style="bold"), render.Column("shape"), render.Column("shanten", "right")]
    blocks.append(render.Table(None, [*columns, render.Column("")], rows))
    state = {-1: "complete (和)", 0: "ready (听牌)"}.get(result.shanten, f"{result.shanten} from ready")
    blocks.append(render.Line(f"shanten {result.shanten}: {state}", "bold"))
    if result.tiles == 13:
        effective = result.analysis.effective
        total = sum(result.unseen[t] for t in effective)
        tiles = _tiles_text(effective, result.unseen)
        blocks.append(render.Line(f"effective tiles (有效牌), {total} unseen: {tiles}"))
        return blocks
    columns = [
        render.Column("discard", style="bold"),
        render.Column("shanten", "right"),
        render.Column("unseen", "right"),
        render.Column("effective tiles (有效牌) × unseen", fold=True),
    ]
    rows = [
        (tile_name(d.tile), str(d.shanten), str(d.unseen), _tiles_text(d.effective, result.unseen))
        for d in result.discards
    ]
    blocks.append(render.Table("discards, best first", columns, rows))
    return blocks


WAITS_LAYOUTS = {"fans": mcr_waits_blocks, "patterns": system_waits_blocks}


def waits_blocks(result: Any, lang: str = "zh") -> list[Any]:
    """The blocks of ``mcr waits`` for the waits of any system."""
    blocks: list[Any] = WAITS_LAYOUTS[result.layout](result, lang)
    return blocks
