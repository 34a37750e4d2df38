"""``mcr waits`` and ``mcr shanten``: click only; the analysis lives in ``waits`` and ``shanten``."""

from __future__ import annotations

from typing import Any

import click

from ..systems import DEFAULT, find_system
from ..systems.mcr.waits import parse_visible
from ..systems.result import Waits
from ..systems.waits import waits as waits_under
from . import common as cc
from . import flags
from . import options as co
from .batch import Job, LineRunner
from .main import LANG, LANG_HELP

VISIBLE_HELP = "Tiles seen on the table (discards, others' melds), e.g. 1m1m5pEE; they are not unseen."


def waits_params() -> list[click.Parameter]:
    """The hand, the flags every system declares as known before the win, and ``--visible``."""
    return [
        flags.hand_argument(),
        *flags.system_params(before_win=True),
        click.Option(["--visible"], metavar="TILES", default="", help=VISIBLE_HELP),
    ]


def waits_line(params: dict[str, Any]) -> Waits:
    """The waits of one command line (or batch line) under its system; raises the core's ``ValueError``s."""
    if params["hand"] is None:
        raise co.LineError("missing argument HAND")
    rules = flags.rules_of(params)
    ctx = flags.context_of(rules.system, params)
    visible = parse_visible(params["visible"]) if params["visible"] else ()
    return waits_under(rules.system, params["hand"], ctx, rules, visible)


def waits_runner(as_json: bool, lang: str | None) -> LineRunner:
    """The batch-line runner of ``mcr waits`` (module level: ``--jobs`` workers build it by name)."""

    def render(result: Waits) -> str:
        from ..render.layout import to_text
        from ..render.waits import waits_blocks

        return to_text(waits_blocks(result, lang))

    return LineRunner(
        co.line_parser("waits", waits_params),
        waits_line,
        as_json=as_json,
        to_json=lambda result: result.to_dict(),
        render=render,
    )


# --- commands --------------------------------------------------------------------


@click.command(cls=co.StrictCommand, params=waits_params())
@click.option("--json", "as_json", is_flag=True, help="One JSON object per hand: shanten and every wait.")
@cc.batch_option("One 13-tile hand (with its flags) per line of FILE; - reads standard input.")
@cc.jobs_option()
@click.option("--lang", type=LANG, help=LANG_HELP)
def waits(as_json: bool, batch: Any, jobs: int, lang: str | None, **params: Any) -> None:
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
    except ValueError as err:  # every error of the core (MCRError) is a ValueError
        raise SystemExit(cc.report_error(err, params["hand"], as_json=as_json)) from None
    if as_json:
        cc.echo_json(result.to_dict())
    else:
        from ..render.layout import show
        from ..render.waits import waits_blocks

        show(waits_blocks(result, lang))


@click.command(cls=co.StrictCommand)
@click.argument("hand", nargs=-1, required=True, callback=flags.join_groups, metavar="HAND")
@click.option("--visible", metavar="TILES", default="", help=VISIBLE_HELP)
@click.option("--json", "as_json", is_flag=True, help="One JSON object: shapes, effective tiles, discards.")
@click.option("--lang", type=LANG, help=LANG_HELP)
def shanten(hand: str, visible: str, as_json: bool, lang: str | None) -> None:
    """How far a hand is from ready (上听数), per shape, and the tiles that help (有效牌).

    With 13 tiles: the shanten and the effective tiles.  With 14 tiles: for
    every discard, the shanten it leaves and the effective tiles then — the
    table for choosing a discard.  A fifth copy is never counted as help.

    \b
    Examples:
      mcr shanten 12345678m12349p
      mcr shanten 123m456p789s11pEEN
      mcr shanten 147m258p369s1p23m5mE --json
      mcr shanten 12345678m12349p --lang zh
    """
    try:
        result = find_system(DEFAULT).find_shanten(hand, visible)
    except ValueError as err:  # every error of the core (MCRError) is a ValueError
        raise SystemExit(cc.report_error(err, hand, as_json=as_json)) from None
    if as_json:
        cc.echo_json(result.to_dict())
        return
    from ..render.layout import show
    from ..render.waits import shanten_blocks

    show(shanten_blocks(result, lang))
