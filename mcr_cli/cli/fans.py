"""``mcr fans``: the fan table, in its own module so that ``mcr score`` does not build its options."""

from __future__ import annotations

import click

from . import options as co
from .output_options import output_options
from .report import echo_json

POINTS = co.StrictInt(1, 88)
"""A fan's value: 1 to 88 points."""


@click.command(cls=co.StrictCommand)
@click.argument("fan", required=False, metavar="[NAME]")
@click.option("--points", type=POINTS, help="Only fans worth exactly N points.", metavar="N")
@click.option("--min-points", type=POINTS, help="Only fans worth at least N points.", metavar="N")
@click.option("--max-points", type=POINTS, help="Only fans worth at most N points.", metavar="N")
@click.option(
    "--name", help="Only fans whose Chinese or English name contains TEXT (any case).", metavar="TEXT"
)
@output_options(json="A JSON list of {id, zh, en, points, excludes}.")
def fans(
    fan: str | None,
    points: int | None,
    min_points: int | None,
    max_points: int | None,
    name: str | None,
    as_json: bool,
    lang: str | None,
) -> None:
    """The 81 fans: number, names, points and the fans each one excludes (不计).

    \b
    Examples:
      mcr fans
      mcr fans --points 88
      mcr fans --min-points 24 --lang en
      mcr fans --name 龙
      mcr fans --name "pure" --json
      mcr fans 单吊将

    NAME shows one fan, named in Chinese, English or a common alternative
    name (单吊将, 平胡, 嵌张 …); an unknown name gets the nearest ones.
    """
    co.refuse_points_with_range(points, min_points, max_points)
    from ..systems.mcr.fans.catalogue import FANS

    needle = None if name is None else name.casefold()
    only = None if fan is None else co.fan_named(fan)
    chosen = [
        f
        for f in FANS.values()
        if (only is None or f.zh == only)
        and (points is None or f.points == points)
        and (min_points is None or f.points >= min_points)
        and (max_points is None or f.points <= max_points)
        and (needle is None or needle in f.zh.casefold() or needle in f.en.casefold())
    ]
    if as_json:
        echo_json(
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
        click.echo("没有符合的番种" if lang == "zh" else "no fan matches", err=True)
        return
    from ..render.fans import fan_reference_table
    from ..render.layout import show

    show([fan_reference_table(chosen, lang)])
