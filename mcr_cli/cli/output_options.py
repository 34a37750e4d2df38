"""The output options every command takes, declared once: ``--json``, ``--csv``, ``--explain``, ``--lang``.

As sqlite-utils' ``output_options``: one decorator gives a command its
output switches, each a click option whose name, destination, type and help
are written here.  In ``--help`` they stand as they always have: the formats
first (``--json``, then ``--csv`` where the command has rows), then the
command's own options, then ``--lang`` and ``--explain``.  What a command's
JSON or CSV holds differs, so the help of ``--json`` and ``--csv`` is the
command's (``json=``, ``csv=``); ``--explain`` is ``mcr score``'s alone.
A new format is one more option here and its drawing in ``render``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]

LANG = click.Choice(["zh", "en"])
LANG_HELP = (
    "One language for names, headers and reasons: zh (中文) or en. "
    "Without it: Chinese names first, then English, under English headers."
)
EXPLAIN_HELP = (
    "Also show the chosen reading and the fans not counted, with why "
    "(with --json: adds tiles, reading and not_counted)."
)


def output_options(
    *own: Decorator, json: str, csv: str | None = None, explain: str | None = None
) -> Decorator:
    """``--json`` (``as_json``), ``--csv`` (``as_csv``), then ``own``, then ``--lang``, ``--explain``.

    ``json`` and ``csv`` are the help of each format for this command;
    ``explain`` (a help text, ``EXPLAIN_HELP``) adds ``--explain``.  The
    options stand in ``--help`` in that order.
    """
    options: list[Decorator] = [click.option("--json", "as_json", is_flag=True, help=json)]
    if csv is not None:
        options.append(click.option("--csv", "as_csv", is_flag=True, help=csv))
    options += [*own, click.option("--lang", type=LANG, help=LANG_HELP)]
    if explain is not None:
        options.append(click.option("--explain", is_flag=True, help=explain))

    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        for option in reversed(options):  # click lists the options in the order they were declared
            command = option(command)
        return command

    return decorate
