"""``mcr waits`` and ``mcr shanten``: click only; the analysis lives in ``waits`` and ``shanten``."""

from __future__ import annotations

from typing import Any

import click

from ..errors import MCRError
from ..model.hand import WinContext
from ..model.tiles import SEATS, Tile, tile_glyph, tile_name
from ..systems.mcr.result import ScoreResult
from ..systems.mcr.waits import ShantenResult, WaitsResult, find_shanten, find_waits
from . import common as cc
from . import options as co
from . import systems as cs
from .batch import Job, LineRunner
from .main import LANG, context_params

VISIBLE_HELP = "Tiles seen on the table (discards, others' melds), e.g. 1m1m5pEE; they are not unseen."

FAMILY_NAMES = {
    "standard": ("一般型", "four sets and a pair"),
    "seven_pairs": ("七对", "seven pairs"),
    "thirteen_orphans": ("十三幺", "thirteen orphans"),
    "honors_knitted": ("全不靠", "honors and knitted tiles"),
    "knitted_straight": ("组合龙", "knitted straight, a set and a pair"),
}


def waits_params() -> list[click.Parameter]:
    """The hand and the flags of ``mcr score`` that make sense before the win, and ``--visible``."""
    kept = [p for p in context_params() if p.name in ("hand", "seat_wind", "prevalent_wind", "flowers")]
    kept += [p for p in cs.system_params() if p.name in WAITS_SYSTEM_FLAGS]
    return [*kept, click.Option(["--visible"], metavar="TILES", default="", help=VISIBLE_HELP)]


WAITS_SYSTEM_FLAGS = (
    "rules",
    "rules_file",
    "base",
    "indicator",
    "wild",
    "dealer",
    "revealed",
    "cap",
    "min_fan",
    "zuozhuang",
    "lazhuang",
)
"""The flags of the other systems that hold before the win: the rules, the wilds, the stakes."""
AFTER_THE_WIN = (
    "self_drawn",
    "kong",
    "last_tile",
    "after_kong",
    "fourth_tile",
    "heavenly",
    "earthly",
    "chan",
)
"""Flags that say how a win came: waits tries each way itself, so they are off."""


def waits_line(params: dict[str, Any]) -> WaitsResult | Any:
    """The waits of one command line (or batch line); raises the core's ``ValueError``s."""
    if params["hand"] is None:
        raise co.LineError("missing argument HAND")
    if params["rules"] is not None or params["rules_file"] is not None:
        rules = cs.chosen_rules(params)
        if rules is not None:
            from ..systems.waits import find_system_waits

            if params["visible"]:
                raise co.LineError("--visible counts unseen copies under MCR only")
            full: dict[str, Any] = {**dict.fromkeys(AFTER_THE_WIN, False), "discarder": None, "horses": ()}
            full.update(params)
            return find_system_waits(rules, params["hand"], cs.system_context(full))
    cs.refuse_under_mcr(params)  # a flag of another system, under MCR
    context = WinContext(
        seat_wind=SEATS.index(params["seat_wind"].upper()),
        prevalent_wind=SEATS.index(params["prevalent_wind"].upper()),
        flowers=params["flowers"] or 0,
    )
    return find_waits(params["hand"], context, params["visible"])


def waits_runner(as_json: bool, lang: str) -> LineRunner:
    """The batch-line runner of ``mcr waits`` (module level: ``--jobs`` workers build it by name)."""

    def render(result: WaitsResult | Any) -> str:
        from ..render import score as draw

        if isinstance(result, WaitsResult):
            return draw.to_text(waits_blocks(result, lang))
        return draw.to_text(system_waits_blocks(result, lang))

    return LineRunner(
        co.line_parser("waits", waits_params),
        waits_line,
        as_json=as_json,
        to_json=lambda result: result.to_dict(),
        render=render,
    )


# --- drawing ---------------------------------------------------------------------


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


def waits_blocks(result: WaitsResult, lang: str = "zh") -> list[Any]:
    """Everything ``mcr waits`` shows about one hand."""
    from ..render import score as render

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
    from ..render import score as render

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

    from ..systems import find_system

    system = find_system(result.system)
    heading = render.Line(f"{system.zh} ({system.name})", "dim")
    blocks: list[Any] = [render.Line(render.hand_heading(result.hand), "bold"), heading]
    if not result.waits:
        blocks.append(render.Line("not ready: no tile completes the hand", "yellow"))
        return blocks
    columns = [
        render.Column("tile", style="bold"),
        render.Column("", drop=1),
        render.Column("discard", "right"),
    ]
    columns += [
        render.Column("self-drawn", "right"),
        render.Column("patterns self-drawn", style="dim", fold=True),
    ]
    rows = [
        (tile_name(w.tile), tile_glyph(w.tile), value(w.discard), value(w.self_drawn), names(w.self_drawn))
        for w in result.waits
    ]
    blocks.append(render.Table(None, columns, rows))
    count = len(result.waits)
    blocks.append(render.Line(f"ready: {count} winning tile{'s' * (count > 1)}", "green"))
    return blocks


def shanten_blocks(result: ShantenResult) -> list[Any]:
    """Everything ``mcr shanten`` shows: per family, the minimum, the effective tiles or the discards."""
    from ..render import score as render

    blocks: list[Any] = [render.Line(render.hand_heading(result.hand), "bold")]
    families = result.analysis.families
    rows = []
    for name, (zh, en) in FAMILY_NAMES.items():
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


# --- commands --------------------------------------------------------------------


@click.command(cls=co.StrictCommand, params=waits_params())
@click.option("--json", "as_json", is_flag=True, help="One JSON object per hand: shanten and every wait.")
@cc.batch_option("One 13-tile hand (with its flags) per line of FILE; - reads standard input.")
@cc.jobs_option()
@click.option("--lang", type=LANG, default="zh", show_default=True, help="Language of the fan names.")
def waits(as_json: bool, batch: Any, jobs: int, lang: str, **params: Any) -> None:
    """The tiles a 13-tile hand waits on (听牌), copies left and what each win is worth.

    HAND is 13 tiles in the notation of `mcr score`, without a winning tile.
    Each winning tile is scored on a discard and self-drawn; a win below the
    8-point minimum is no win.  A hand that waits on nothing shows its shanten.

    \b
    Examples:
      mcr waits 1112345678999s
      mcr waits 123m456p789s11pEE --seat-wind S --visible 1p1pE
      mcr waits '[CCC,1]123m456p22s34s' --json
      mcr waits --batch examples/waits.txt --json > waits.jsonl
      mcr waits --batch big.txt --json --jobs 2 > waits.jsonl
      mcr waits '[555p,1]46p123s789sCC' --rules kawuxing
      mcr waits '[111p,1]234p567p99pPP' --rules tuidaohu --wild 5s
    """
    from ..render import score as render

    def show(result: WaitsResult | Any) -> None:
        if isinstance(result, WaitsResult):
            render.show(waits_blocks(result, lang))
        else:
            render.show(system_waits_blocks(result, lang))

    if batch is not None:
        if params["hand"] is not None:
            raise click.UsageError("give either HAND or --batch FILE, not both")
        co.refuse_flags_with_batch(click.get_current_context(), params)  # each line carries its own
        job = Job("mcr_cli.cli.waits:waits_runner", {"as_json": as_json, "lang": lang})
        raise SystemExit(cc.run_batch(batch, job, as_json=as_json, jobs=jobs))
    cc.refuse_jobs_without_batch(jobs)
    if params["hand"] is None:
        raise click.UsageError("missing argument HAND (or --batch FILE)")
    try:
        result = waits_line(params)
    except (MCRError, ValueError) as err:
        raise SystemExit(cc.report_error(err, params["hand"], as_json=as_json)) from None
    if as_json:
        cc.echo_json(result.to_dict())
    else:
        show(result)


@click.command(cls=co.StrictCommand)
@click.argument("hand")
@click.option("--visible", metavar="TILES", default="", help=VISIBLE_HELP)
@click.option("--json", "as_json", is_flag=True, help="One JSON object: shapes, effective tiles, discards.")
def shanten(hand: str, visible: str, as_json: bool) -> None:
    """How far a hand is from ready (上听数), per shape, and the tiles that help (有效牌).

    With 13 tiles: the shanten and the effective tiles.  With 14 tiles: for
    every discard, the shanten it leaves and the effective tiles then — the
    table for choosing a discard.  A fifth copy is never counted as help.

    \b
    Examples:
      mcr shanten 12345678m12349p
      mcr shanten 123m456p789s11pEEN
      mcr shanten 147m258p369s1p23m5mE --json
    """
    try:
        result = find_shanten(hand, visible)
    except (MCRError, ValueError) as err:
        raise SystemExit(cc.report_error(err, hand, as_json=as_json)) from None
    if as_json:
        cc.echo_json(result.to_dict())
        return
    from ..render import score as render

    render.show(shanten_blocks(result))
