"""The ``mcr`` command: click only; scoring lives in the core, drawing in ``render``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from ..limits import MAX_TOTAL
from ..model.hand import WinContext
from ..model.tiles import SEATS
from ..systems.mcr.fans.catalogue import FANS
from ..systems.mcr.scoring import score as score_hand
from ..systems.mcr.scoring import score_json
from . import common as cc
from . import options as co
from . import systems as cs

if TYPE_CHECKING:
    from ..systems.mcr.result import ScoreResult
    from .batch import LineRunner

WIND = co.WindChoice(list(SEATS), case_sensitive=False)
LANG = click.Choice(["zh", "en"])
POINTS = co.StrictInt(1, 88)
"""A fan's value: 1 to 88 points."""


def _wind_option(flag: str, help: str, default: str | None) -> click.Option:
    """A seat or wind flag: one of E S W N."""
    return click.Option(
        [flag], type=WIND, metavar="[E|S|W|N]", default=default, show_default=default is not None, help=help
    )


def context_params() -> list[click.Parameter]:
    """The hand and its win-context flags: what follows ``mcr score`` (and one batch line)."""
    return [
        click.Argument(["hand"], required=False),
        click.Option(
            ["--self-drawn", "-t"], is_flag=True, help="Won by self-draw (自摸); default: on a discard."
        ),
        click.Option(
            ["--fourth-tile"], is_flag=True, help="The winning tile is the last of its kind (和绝张)."
        ),
        click.Option(
            ["--kong"],
            is_flag=True,
            help="With -t: on a kong replacement (杠上开花); without: robbed a kong (抢杠和).",
        ),
        click.Option(
            ["--last-tile"],
            is_flag=True,
            help="With -t: the wall's last tile (妙手回春); without: the last discard.",
        ),
        _wind_option("--seat-wind", "The winner's seat wind (门风).", "E"),
        _wind_option("--prevalent-wind", "The round wind (圈风).", "E"),
        click.Option(
            ["--flowers"],
            type=co.StrictInt(0, 8, checked_later=True),
            metavar="N",
            default=None,
            help="Flower tiles laid out (0-8) [default: 0].",
        ),
        _wind_option("--discarder", "Seat that discarded the winning tile [default: winner's left].", None),
        *cs.system_params(),
    ]


def expect_params() -> list[click.Parameter]:
    """``--expect`` and ``--expect-fans``: what the hand must score (``mcr_cli.cli.expect``), for CI."""
    return [
        click.Option(
            ["--expect"],
            type=co.StrictInt(0, MAX_TOTAL),
            metavar="TOTAL",
            help="The total (fans and flowers) the hand must score; otherwise it is an error.",
        ),
        click.Option(
            ["--expect-fans"],
            metavar="FANS",
            help="The counted fans it must score: names (中文 or English) by commas, ×n for n times.",
        ),
    ]


def score_params() -> list[click.Parameter]:
    """What follows ``mcr score``, and what one line of its batch file holds."""
    return [*context_params(), *expect_params()]


def _seat(letter: str | None) -> int | None:
    return None if letter is None else SEATS.index(letter.upper())


def win_context(params: dict[str, Any]) -> WinContext:
    """The ``WinContext`` the flags describe (checked against the hand by the core)."""
    return WinContext(
        self_drawn=params["self_drawn"],
        fourth_tile=params["fourth_tile"],
        kong=params["kong"],
        last_tile=params["last_tile"],
        seat_wind=_seat(params["seat_wind"]) or 0,
        prevalent_wind=_seat(params["prevalent_wind"]) or 0,
        flowers=params["flowers"] or 0,
        discarder=_seat(params["discarder"]),
    )


def score_line(params: dict[str, Any]) -> ScoreResult | Any:
    """Score the hand of one command line (or batch line); raises the core's ``ValueError``s.

    MCR (no ``--rules``, or ``--rules mcr``) keeps its own fast path; any other
    system goes through the systems layer and returns a ``SystemResult``.
    """
    hand = params["hand"]
    if hand is None:
        raise co.LineError("missing argument HAND")
    if params["rules"] is not None or params["rules_file"] is not None:
        rules = cs.chosen_rules(params)
        if rules is not None:
            other = cs.score_other(params, rules)
            if params.get("expect") is not None or params.get("expect_fans") is not None:
                cs.check_expectations(other, rules.system, params)
            return other
    cs.refuse_under_mcr(params)
    result = score_hand(hand, win_context(params))
    if params.get("expect") is not None or params.get("expect_fans") is not None:
        from .expect import check

        check(result.total, {f.fan.zh: f.count for f in result.fans}, params)
    return result


def score_runner(as_json: bool, explain: bool, lang: str) -> LineRunner:
    """The batch-line runner of ``mcr score`` (module level: ``--jobs`` workers build it by name)."""

    def render(result: ScoreResult | Any) -> str:
        from ..render import score as draw
        from ..systems.mcr.result import ScoreResult

        if isinstance(result, ScoreResult):
            return draw.to_text(draw.score_blocks(result, lang=lang, explain=explain))
        from ..render import systems as system_render

        return draw.to_text(system_render.score_blocks(result, lang=lang, explain=explain))

    from .batch import LineRunner

    lean = as_json and not explain  # the contract's object comes straight from the core
    return LineRunner(
        co.line_parser("score", score_params),
        score_line_json if lean else score_line,
        as_json=as_json,
        to_json=lambda result: result if isinstance(result, dict) else result.to_dict(explain=explain),
        render=render,
    )


def score_line_json(params: dict[str, Any]) -> dict[str, Any]:
    """``score_line(params).to_dict()`` by the core's lean path (``--json`` without ``--explain``).

    The lean path is MCR's; a line under another system is scored as ``score_line`` does.
    """
    if params["hand"] is None:
        raise co.LineError("missing argument HAND")
    if params["rules"] is not None or params["rules_file"] is not None:
        result: dict[str, Any] = score_line(params).to_dict()
        return result
    cs.refuse_under_mcr(params)
    obj = score_json(params["hand"], win_context(params))
    if params.get("expect") is not None or params.get("expect_fans") is not None:
        from .expect import check

        check(obj["total"], {f["zh"]: f["count"] for f in obj["fans"]}, params)
    return obj


LAZY_COMMANDS = {
    "waits": "mcr_cli.cli.waits:waits",
    "shanten": "mcr_cli.cli.waits:shanten",
    "match": "mcr_cli.cli.match:match",
    "standings": "mcr_cli.cli.match:standings",
    "rules": "mcr_cli.cli.rules:rules",
}
"""Commands defined in other modules, ``name: "module:attribute"``, imported only when used,
so that ``mcr score`` does not pay for them at start-up.  Add new commands here."""


@click.group(
    cls=co.LazyGroup, lazy_commands=LAZY_COMMANDS, context_settings={"help_option_names": ["-h", "--help"]}
)
@click.option(
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=co.show_version,
    help="Show the version and exit.",
)
def main() -> None:
    """Score Chinese Official Mahjong (MCR, 国标麻将) hands under the 1998 rules, and four
    other systems with --rules (推倒胡, 卡五星, 鸡平胡, 天津).

    Hands are written as in 123m456p789s111z22z: digits then m/p/s for the
    suits, E S W N for the winds, C F P for 中发白, melds in [...]; the last
    standing tile is the winning tile.

    \b
    Examples:
      mcr score 123m456p789s111z22z
      mcr score '[WWWW,1][444s]45m678pFF6m' --self-drawn --json
      mcr score --batch examples/hands.txt --json
      mcr score '[111p,1]234p567p99pPP9p' --rules tuidaohu -t
      mcr rules kawuxing
      mcr fans --name dragon
    """


@main.command(cls=co.StrictCommand, params=score_params())
@click.option("--json", "as_json", is_flag=True, help="One JSON object per hand (the contract's format).")
@cc.batch_option("Score one hand (with its flags) per line of FILE; - reads standard input.")
@cc.jobs_option()
@click.option("--lang", type=LANG, default="zh", show_default=True, help="Which fan name comes first.")
@click.option(
    "--explain",
    is_flag=True,
    help="Also show the chosen reading and the fans not counted, with why "
    "(with --json: adds tiles, reading and not_counted).",
)
def score(as_json: bool, batch: Any, jobs: int, lang: str, explain: bool, **params: Any) -> None:
    """Score a winning hand: its fans, total and the four seats' payments.

    Exit status: 0 scored, 1 a hand was refused (bad notation, impossible
    hand, no win, contradictory flags) or scored otherwise than --expect
    said, 2 a usage error.

    \b
    Examples:
      mcr score 123m456p789s111z22z
      mcr score 123m456p789s111z22z --self-drawn --seat-wind S --json
      mcr score '[WWWW,1][444s]45m678pFF6m' --explain --lang en
      mcr score --batch examples/hands.txt --json > scores.jsonl
      echo '1112345678999s9s -t' | mcr score --batch -
      mcr score --batch big.txt --json --jobs 0 > scores.jsonl
      mcr score 123m456p789s111z22z --expect 15 --expect-fans '花龙,圈风刻,门风刻,门前清,单钓将'

    Other systems (--rules; `mcr rules` lists them and their tables):

    \b
      mcr score '[111p,1]234p567p99pPP9p' --rules tuidaohu -t
      mcr score 123m456p789s55s66s6s --rules tuidaohu -t --indicator 5s --horses E:1s5p
      mcr score '[555p,1]46p123s789sCC5p' --rules kawuxing --discarder W
      mcr score 123m456m789p23s55s4s --rules jipinghu -t
      mcr score 12346m123p123sCC5m --rules tianjin -t --indicator 7p --seat-wind S
      mcr score 1155m2299p3377sCC --rules-file examples/club.toml -t
    """

    def show(result: ScoreResult | Any) -> None:
        from ..render import score as render  # only for tables: the JSON path never loads it
        from ..systems.mcr.result import ScoreResult

        if isinstance(result, ScoreResult):
            render.show(render.score_blocks(result, lang=lang, explain=explain))
        else:
            from ..render import systems as system_render

            render.show(system_render.score_blocks(result, lang=lang, explain=explain))

    if batch is not None:
        if params["hand"] is not None:
            raise click.UsageError("give either HAND or --batch FILE, not both")
        co.refuse_flags_with_batch(click.get_current_context(), params)  # each line carries its own
        from .batch import Job

        job = Job("mcr_cli.cli.main:score_runner", {"as_json": as_json, "explain": explain, "lang": lang})
        raise SystemExit(cc.run_batch(batch, job, as_json=as_json, jobs=jobs))
    cc.refuse_jobs_without_batch(jobs)
    if params["hand"] is None:
        raise click.UsageError("missing argument HAND (or --batch FILE)")
    lean = as_json and not explain  # the contract's object straight from the core, as a batch does
    try:
        result = score_line_json(params) if lean else score_line(params)
    except ValueError as err:  # every error of the core (MCRError) is a ValueError
        raise SystemExit(cc.report_error(err, params["hand"], as_json=as_json)) from None
    if as_json:
        cc.echo_json(result if isinstance(result, dict) else result.to_dict(explain=explain))
    else:
        show(result)


@main.command(cls=co.StrictCommand)
@click.option("--points", type=POINTS, help="Only fans worth exactly N points.", metavar="N")
@click.option("--min-points", type=POINTS, help="Only fans worth at least N points.", metavar="N")
@click.option("--max-points", type=POINTS, help="Only fans worth at most N points.", metavar="N")
@click.option(
    "--name", help="Only fans whose Chinese or English name contains TEXT (any case).", metavar="TEXT"
)
@click.option("--json", "as_json", is_flag=True, help="A JSON list of {id, zh, en, points, excludes}.")
@click.option("--lang", type=LANG, default="zh", show_default=True, help="Which fan name comes first.")
def fans(
    points: int | None,
    min_points: int | None,
    max_points: int | None,
    name: str | None,
    as_json: bool,
    lang: str,
) -> None:
    """The 81 fans: number, names, points and the fans each one excludes (不计).

    \b
    Examples:
      mcr fans
      mcr fans --points 88
      mcr fans --min-points 24 --lang en
      mcr fans --name 龙
      mcr fans --name "pure" --json
    """
    if points is not None and (min_points is not None or max_points is not None):
        raise click.UsageError("give --points, or --min-points/--max-points, not both")
    if min_points is not None and max_points is not None and min_points > max_points:
        raise click.UsageError(f"--min-points {min_points} is above --max-points {max_points}")
    needle = None if name is None else name.casefold()
    chosen = [
        f
        for f in FANS.values()
        if (points is None or f.points == points)
        and (min_points is None or f.points >= min_points)
        and (max_points is None or f.points <= max_points)
        and (needle is None or needle in f.zh.casefold() or needle in f.en.casefold())
    ]
    if as_json:
        cc.echo_json(
            [
                {
                    "id": int(f.id),
                    "zh": f.zh,
                    "en": f.en,
                    "points": f.points,
                    "excludes": [int(x) for x in f.excludes],
                }
                for f in chosen
            ]
        )
        return
    if not chosen:
        click.echo("no fan matches", err=True)
        return
    from ..render import score as render

    render.show([render.fan_reference_table(chosen, lang)])
