"""Pieces every ``mcr`` command shares: exit codes, consoles, error lines, batch mode.

The core raises ``ValueError`` subclasses (``mcr_cli.errors``); only the CLI
turns them into messages and exit codes, and this module is where it does so,
so that ``mcr score``, ``mcr waits`` and the rest speak alike.

A command with a batch mode, in the shape ``mcr score`` has (``mcr waits``
would pass its own line command and function)::

    import click
    from mcr_cli import cli_common as cc
    from mcr_cli.cli_options import LineParser, StrictCommand

    def waits_params() -> list[click.Parameter]:
        # what one line of the batch file may hold: the hand and its flags
        return [click.Argument(["hand"], required=False), click.Option(["--all"], is_flag=True)]

    LINE = LineParser(click.Command("waits", params=waits_params()))

    def waits_of(params: dict) -> WaitResult:      # raises ValueError for a bad hand
        return analyse(params["hand"], show_all=params["all"])

    @click.command(cls=StrictCommand, params=waits_params())
    @click.option("--json", "as_json", is_flag=True)
    @click.option("--batch", type=click.File("r", encoding="utf-8-sig", errors="replace"))
    def waits(as_json, batch, **params):
        if batch is not None:
            code = cc.run_batch(batch, LINE, waits_of, as_json=as_json,
                                to_json=lambda r: r.to_dict(), show=render_waits)
            raise SystemExit(code)
        try:
            result = waits_of(params)
        except ValueError as err:
            raise SystemExit(cc.report_error(err, params["hand"], as_json=as_json))
        cc.echo_json(result.to_dict()) if as_json else render_waits(result)

and list it in ``mcr_cli.cli.LAZY_COMMANDS`` (``"waits": "mcr_cli.cli_waits:waits"``):
the group imports a command's module only when that command runs, so one
command's imports never slow down another's start.

Exit codes are ``OK`` (0), ``REJECTED`` (1: a hand or line was refused) and
``USAGE`` (2: the command line itself is wrong; click raises those).

``LineParser``, ``StrictCommand`` and ``LazyGroup`` live in ``cli_options``
(strict option parsing, shared by the command line and batch lines).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

from .cli_options import LineParser, split_line

if TYPE_CHECKING:
    from rich.console import Console

OK = 0
"""Every hand was scored (or the command succeeded)."""
REJECTED = 1
"""A hand was refused: bad notation, an impossible hand, no win, contradictory flags."""
USAGE = 2
"""The command line itself is wrong (click's usage errors)."""

R = TypeVar("R")


# --- consoles -----------------------------------------------------------------


def wants_plain(stream: IO[str] | None = None) -> bool:
    """True when output should be plain text: not a terminal, ``NO_COLOR`` set or ``TERM=dumb``.

    The plain path never imports ``rich.console`` (30 ms of import time).
    """
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return True
    stream = sys.stdout if stream is None else stream
    try:
        return not stream.isatty()
    except (AttributeError, ValueError):
        return True


def make_console(*, stderr: bool = False) -> Console:
    """A rich ``Console`` on stdout (or stderr), built when a command needs one.

    Rich honours ``NO_COLOR``, ``TERM=dumb`` and non-terminals itself.
    """
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=False)


def cell_width(text: str) -> int:
    """Columns ``text`` takes on a terminal: 2 for wide (CJK) characters, 1 otherwise."""
    if text.isascii():
        return len(text)
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


# --- errors -------------------------------------------------------------------


def error_message(err: BaseException) -> str:
    """The one-line explanation of an error: ``unknown character 'x' at position 18``."""
    return " ".join(str(err).split()) or type(err).__name__


def error_object(hand: str, err: BaseException | str) -> dict[str, str]:
    """The contract's object for a refused hand: ``{"hand": <as given>, "error": ...}``."""
    return {"hand": hand, "error": err if isinstance(err, str) else error_message(err)}


def caret_lines(text: str, position: int) -> list[str]:
    """The text and a ``^`` under character ``position`` (0-based), indented two columns.

    >>> print("\\n".join(caret_lines("123m456p789s111z2x", 17)))
      123m456p789s111z2x
                       ^
    """
    position = max(0, min(position, len(text)))
    return ["  " + text, "  " + " " * cell_width(text[:position]) + "^"]


def echo_json(obj: Any) -> None:
    """One JSON object on one line of stdout, never through rich."""
    import json

    click.echo(json.dumps(obj, ensure_ascii=False))


def echo_error(err: BaseException | str, hand: str | None = None, *, prefix: str = "") -> None:
    """``error: <prefix><message>`` on stderr; on a terminal, the hand with a ``^`` under the fault."""
    message = err if isinstance(err, str) else error_message(err)
    lines = [f"error: {prefix}{message}"]
    position = getattr(err, "position", None)
    if hand is not None and isinstance(position, int) and not wants_plain(sys.stderr):
        lines += caret_lines(hand, position)
    click.echo("\n".join(lines), err=True)


def report_error(err: BaseException, hand: str, *, as_json: bool) -> int:
    """Report a refused hand (the error object on stdout with ``--json``); returns ``REJECTED``."""
    if as_json:
        echo_json(error_object(hand, err))
    else:
        echo_error(err, hand)
    return REJECTED


# --- batch mode ----------------------------------------------------------------


def batch_option(help: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--batch FILE`` (``-`` is standard input), read as UTF-8 with or without a BOM."""
    return click.option(
        "--batch",
        type=click.File("r", encoding="utf-8-sig", errors="replace"),
        metavar="FILE",
        help=help,
    )


def spaced(show: Callable[[R], None]) -> Callable[[R], None]:
    """``show`` with a blank line between results, for text batches."""
    first = True

    def show_spaced(result: R) -> None:
        nonlocal first
        if not first:
            click.echo("")
        first = False
        show(result)

    return show_spaced


def run_batch(
    lines: Iterable[str],
    parser: LineParser,
    handle: Callable[[dict[str, Any]], R],
    *,
    as_json: bool,
    to_json: Callable[[R], Any],
    show: Callable[[R], None] | None = None,
    hand_param: str = "hand",
) -> int:
    """Run ``handle`` on every line of a batch file; returns the exit code.

    Blank lines and lines starting with ``#`` are skipped.  Each other line is
    split like a shell would (``split_line``) and read by ``parser``; ``handle``
    gets the parameters and returns a result or raises ``ValueError``.  With
    ``as_json`` each line gives one JSON object on stdout (``to_json(result)``
    or ``{"hand": ..., "error": ...}``), in input order; otherwise ``show``
    renders each result and errors go to stderr as ``error: line N: HAND: ...``.
    Returns ``OK`` when every line succeeded, ``REJECTED`` when any failed.
    """
    import json

    failed = False
    out: list[str] = []
    write = sys.stdout.write
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        hand = text
        try:
            words = split_line(text)
            hand = parser.first_argument(words) or text
            params = parser.parse(words)
            hand = params.get(hand_param) or hand
            result = handle(params)
        except ValueError as err:  # LineError and every error of the core
            failed = True
            if as_json:
                out.append(json.dumps(error_object(hand, err), ensure_ascii=False))
            else:
                echo_error(err, prefix=f"line {number}: {hand}: ")
            continue
        if as_json:
            out.append(json.dumps(to_json(result), ensure_ascii=False))
            if len(out) >= 256:
                write("\n".join(out) + "\n")
                out.clear()
        elif show is not None:
            show(result)
    if out:
        write("\n".join(out) + "\n")
    sys.stdout.flush()
    return REJECTED if failed else OK
