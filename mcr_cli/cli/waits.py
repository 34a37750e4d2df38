"""``mcr waits`` and ``mcr shanten``: click only; the analysis lives in ``systems/waits.py``.

The drawing is ``render/waits.py``; MCR's own waits and shanten are ``systems/mcr/waits.py``
and ``systems/mcr/shanten.py`` (a module of the same name in each layer, one concern).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from ..systems.readiness import ShantenResult, WaitsResult
from ..systems.waits import shanten as shanten_under
from ..systems.waits import waits as waits_under
from . import flags
from . import options as co
from .batch.options import batch_option, jobs_option, quiet_option, refuse_jobs_without_batch
from .batch.parser import line_parser, missing_hand
from .batch.runner import Job, LineRunner
from .output_options import output_options
from .registry import SystemCommand

T = TypeVar("T")

VISIBLE_HELP = "Tiles seen on the table (discards, others' melds), e.g. 1m1m5pEE; they are not unseen."


def waits_params() -> list[click.Parameter]:
    """The hand, the flags every system declares as known before the win, and ``--visible``."""
    return [
        flags.hand_argument(),
        *flags.system_params(before_win=True),
        click.Option(["--visible"], metavar="TILES", default="", help=VISIBLE_HELP),
    ]


def _under_its_system(params: dict[str, Any], ask: Callable[..., T]) -> T:
    """``ask`` (waits or shanten) of one command line (or batch line) under its system and flags;
    raises the core's ``ValueError``s."""
    if params["hand"] is None:
        raise missing_hand()
    rules = flags.rules_of(params)
    ctx = flags.context_of(rules.system, params)
    return ask(params["hand"], ctx, rules=rules, visible=params["visible"])


def waits_line(params: dict[str, Any]) -> WaitsResult:
    """The waits of one command line (or batch line) under its system."""
    return _under_its_system(params, waits_under)


def waits_runner(as_json: bool, lang: str | None) -> LineRunner:
    """The batch-line runner of ``mcr waits`` (module level: a ``Job`` holds it, workers build with it)."""
    return _runner("waits", waits_params, waits_line, "waits_blocks", as_json, lang)


def _runner(
    name: str,
    params: Callable[[], list[click.Parameter]],
    line: Callable[[dict[str, Any]], Any],
    blocks: str,
    as_json: bool,
    lang: str | None,
) -> LineRunner:
    """A batch runner of ``mcr waits`` or ``mcr shanten``: ``line`` per line, drawn by ``render.waits``."""

    def render(result: Any) -> str:
        from ..render import waits as drawn
        from ..render.layout import to_text

        return to_text(getattr(drawn, blocks)(result, lang))

    return LineRunner(
        line_parser(name, params),
        line,
        as_json=as_json,
        to_json=lambda result: result.to_dict(),
        render=render,
        lang=lang,
    )


def _run(
    runner: Callable[..., LineRunner],
    line: Callable[[dict[str, Any]], Any],
    blocks: str,
    as_json: bool,
    batch: Any,
    jobs: int,
    lang: str | None,
    params: dict[str, Any],
    quiet: bool = False,
) -> None:
    """``mcr waits`` or ``mcr shanten``: a batch through ``runner``, or one hand, as JSON or drawn."""
    if batch is not None:
        if params["hand"] is not None:
            from .faults import HAND_AND_BATCH, SaidUsageError

            raise SaidUsageError(HAND_AND_BATCH())
        co.refuse_flags_with_batch(click.get_current_context(), params)  # each line carries its own
        from .batch.run import run_batch

        job = Job(runner, {"as_json": as_json, "lang": lang})
        raise SystemExit(run_batch(batch, job, as_json=as_json, jobs=jobs, lang=lang, quiet=quiet))
    refuse_jobs_without_batch(jobs)
    if params["hand"] is None:
        from .faults import MISSING_HAND, SaidUsageError

        raise SaidUsageError(MISSING_HAND())
    try:
        result = line(params)
    except ValueError as err:  # every error of the core (MCRError) is a ValueError
        from .report import report_error

        raise SystemExit(report_error(err, params["hand"], as_json=as_json, lang=lang)) from None
    if as_json:
        from .report import echo_json

        echo_json(result.to_dict())
        return
    from ..render import waits as drawn
    from ..render.layout import show

    show(getattr(drawn, blocks)(result, lang))


# --- commands --------------------------------------------------------------------


@click.command(cls=SystemCommand, system_params=waits_params)
@output_options(
    batch_option("One 13-tile hand (with its flags) per line of FILE; - reads standard input."),
    jobs_option(),
    quiet_option(),
    json="One JSON object per hand: shanten and every wait.",
)
def waits(as_json: bool, batch: Any, jobs: int, quiet: bool, lang: str | None, **params: Any) -> None:
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
    _run(waits_runner, waits_line, "waits_blocks", as_json, batch, jobs, lang, params, quiet)


def shanten_params() -> list[click.Parameter]:
    """The parameters of ``mcr waits`` (a shanten line refuses what a waits line refuses)."""
    return waits_params()


def shanten_line(params: dict[str, Any]) -> ShantenResult:
    """The shanten of one command line (or batch line) under its system."""
    return _under_its_system(params, shanten_under)


def shanten_runner(as_json: bool, lang: str | None) -> LineRunner:
    """The batch-line runner of ``mcr shanten`` (module level: a ``Job`` holds it, workers build with it)."""
    return _runner("shanten", shanten_params, shanten_line, "shanten_blocks", as_json, lang)


@click.command(cls=SystemCommand, system_params=shanten_params)
@output_options(
    batch_option("One 13- or 14-tile hand (with its flags) per line of FILE; - reads standard input."),
    jobs_option(),
    quiet_option(),
    json="One JSON object per hand: shapes, effective tiles.",
)
def shanten(as_json: bool, batch: Any, jobs: int, quiet: bool, lang: str | None, **params: Any) -> None:
    """How far a hand is from ready (上听数), per shape, and the tiles that help (有效牌).

    With 13 tiles: the shanten and the effective tiles.  With 14 tiles: for
    every discard, the shanten it leaves and the effective tiles then — the
    table for choosing a discard.  A fifth copy is never counted as help.
    Under --rules NAME the shapes are that system's own (no 七对 in 鸡平胡
    or Tianjin) and its wild tiles (--indicator, --wild) stand for any tile.

    \b
    Examples:
      mcr shanten 12345678m12349p
      mcr shanten 123m456p789s11pEEN
      mcr shanten 147m258p369s1p23m5mE --json
      mcr shanten 1355m2478p369sCF --rules tuidaohu --wild 5m
      mcr shanten 1345m2478p3699sF --rules tianjin --indicator 4m
      mcr shanten 1379p2468sCCFPP --rules kawuxing --visible 5p5p5p
      mcr shanten --batch hands.txt --json > shanten.jsonl
      mcr shanten 12345678m12349p --lang zh
    """
    _run(shanten_runner, shanten_line, "shanten_blocks", as_json, batch, jobs, lang, params, quiet)
