"""Pieces every ``mcr`` command shares: exit codes, consoles, error lines, batch mode.

The core raises ``ValueError`` subclasses (``mcr_cli.errors``); only the CLI
turns them into messages and exit codes, and this module is where it does so,
so that ``mcr score``, ``mcr waits`` and the rest speak alike.

A command with a batch mode, in the shape ``mcr score`` has (``mcr waits``
would pass its own line command and function)::

    import click

    from mcr_cli.cli import common as cc
    from mcr_cli.cli.lines import LineParser
    from mcr_cli.cli.options import StrictCommand

    def waits_params() -> list[click.Parameter]:
        # what one line of the batch file may hold: the hand and its flags
        return [click.Argument(["hand"], required=False), click.Option(["--all"], is_flag=True)]

    LINE = LineParser(click.Command("waits", params=waits_params()))

    def waits_of(params: dict) -> WaitResult:      # raises ValueError for a bad hand
        return analyse(params["hand"], show_all=params["all"])

    def waits_runner(as_json: bool) -> LineRunner:  # module level: workers of --jobs build it too
        return LineRunner(line_parser("waits", waits_params), waits_of, as_json=as_json,
                          to_json=lambda r: r.to_dict(), render=lambda r: to_text(blocks_of(r)))

    @click.command(cls=StrictCommand, params=waits_params())
    @click.option("--json", "as_json", is_flag=True)
    @cc.batch_option("One hand per line of FILE.")
    @cc.jobs_option()
    def waits(as_json, batch, jobs, **params):
        if batch is not None:
            job = Job("mymodule:waits_runner", {"as_json": as_json})
            raise SystemExit(cc.run_batch(batch, job, as_json=as_json, jobs=jobs))
        cc.refuse_jobs_without_batch(jobs)
        try:
            result = waits_of(params)
        except ValueError as err:
            raise SystemExit(cc.report_error(err, params["hand"], as_json=as_json))
        cc.echo_json(result.to_dict()) if as_json else render_waits(result)

and list it in ``mcr_cli.cli.main.LAZY_COMMANDS`` (``"waits": "mcr_cli.cli.waits:waits"``):
the group imports a command's module only when that command runs, so one
command's imports never slow down another's start.

Exit codes are ``OK`` (0), ``REJECTED`` (1: a hand or line was refused) and
``USAGE`` (2: the command line itself is wrong; click raises those).

``LineParser``, ``StrictCommand`` and ``LazyGroup`` live in ``cli_options``
(strict option parsing, shared by the command line and batch lines).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import IO, TYPE_CHECKING, Any

import click

from ..errors import FlagValueError
from ..render.console import cell_width, make_console, wants_plain
from ..render.output import error_message, printable, safe_json
from .options import SaidFile, StrictInt

__all__ = ["cell_width", "error_message", "make_console", "printable", "safe_json", "wants_plain"]

if TYPE_CHECKING:
    from .batch import Job
    from .progress import Bar
    from .writer import Writer

OK = 0
"""Every hand was scored (or the command succeeded)."""
REJECTED = 1
"""A hand was refused: bad notation, an impossible hand, no win, contradictory flags."""
USAGE = 2
"""The command line itself is wrong (click's usage errors)."""

MAX_JOBS = 256
"""The most worker processes ``--jobs`` starts."""


# --- errors -------------------------------------------------------------------


def error_object(hand: str, err: BaseException | str) -> dict[str, Any]:
    """The contract's object for a refused hand: ``{"hand": <as given>, "error": ...}``.

    An error that carries more (``--expect``: what was expected, what was
    scored) adds its ``json_fields()``; a notation error adds ``position``.
    """
    obj: dict[str, Any] = {"hand": hand, "error": err if isinstance(err, str) else error_message(err)}
    code = getattr(err, "code", None)
    if isinstance(code, str):  # a fault of the catalogue (docs/json.md lists the codes)
        obj["code"] = code
    fields = getattr(err, "json_fields", None)
    if fields is not None:
        obj.update(fields())
    position = getattr(err, "position", None)
    if type(position) is int:  # a notation error: the character of ``hand``, 1-based as in the message
        obj["position"] = position + 1
    return obj


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
    click.echo(safe_json(obj, once=True))


def echo_error(
    err: BaseException | str, hand: str | None = None, *, prefix: str = "", lang: str | None = None
) -> None:
    """``error: <prefix><message>`` on stderr; on a terminal, the hand with a ``^`` under the fault.

    On a terminal the lines break between words at its width, the hint's under its first word.

    With ``--lang`` (``lang``) a failed ``--expect`` is said in that language and,
    with ``zh``, the line begins ``错误`` and the core's fault (and the caret's
    hint) is said from its Chinese template (``render.faults``); JSON keeps the English.
    """
    message = err if isinstance(err, str) else error_message(err)
    hint = getattr(err, "hint", "")
    label = "error"
    if lang is not None:
        from ..render.faults import error_words, say

        label, message = error_words(err, message, lang)
        hint_said = getattr(err, "hint_said", None)
        if hint_said is not None:
            hint = say(hint_said, lang)
    from ..render.wrapping import for_terminal

    lines = [for_terminal(f"{label}: {prefix}{printable(message)}", sys.stderr)]
    position = getattr(err, "position", None)
    if hand is not None and isinstance(position, int) and not wants_plain(sys.stderr):
        lines += caret_lines(printable(hand), position)
        if hint:
            lines[-1] += f" {'此处' if lang == 'zh' else 'here'}: {printable(hint)}"
        under = len(lines[-1]) - len(lines[-1].lstrip(" ")) + 2  # the hint's lines under its first word
        lines[-1] = for_terminal(lines[-1], sys.stderr, under)
    click.echo("\n".join(lines), err=True)


def report_error(err: BaseException, hand: str, *, as_json: bool, lang: str | None = None) -> int:
    """Report a refused hand (the error object on stdout with ``--json``); returns ``REJECTED``.

    A flag's value that no table can have (``FlagValueError``) is a usage
    error instead, as click's own range errors are: one exit code for every
    bad value, whichever layer found it.
    """
    if isinstance(err, FlagValueError):
        from ..faults import message_of
        from .faults import SaidUsageError

        raise SaidUsageError(message_of(err))  # a usage error, its fault kept for ``--lang zh``
    if as_json:
        echo_json(error_object(hand, err))
    else:
        echo_error(err, hand, lang=lang)
    return REJECTED


# --- batch mode ----------------------------------------------------------------


def batch_option(help: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--batch FILE`` (``-`` is standard input), read as bytes by ``batch.read_lines``."""
    return click.option("--batch", type=SaidFile("rb"), metavar="FILE", help=help)


def jobs_option() -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--jobs N``: worker processes for ``--batch`` (0: one per core)."""
    return click.option(
        "--jobs",
        "-j",
        type=StrictInt(0, MAX_JOBS),
        metavar="N",
        default=1,
        show_default=True,
        help="With --batch: N worker processes, 0 for one per core; output stays in input order.",
    )


def quiet_option() -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--quiet``: no progress bar on a terminal (``cli/progress.py``); what is written is the same."""
    return click.option(
        "--quiet", "-q", is_flag=True, help="No progress bar on the terminal during a long run."
    )


def refuse_jobs_without_batch(jobs: int) -> None:
    """``--jobs`` only means something with ``--batch``; alone it contradicts a single hand."""
    ctx = click.get_current_context()
    from click.core import ParameterSource

    if ctx.get_parameter_source("jobs") is ParameterSource.COMMANDLINE:
        from .faults import JOBS_WITHOUT_BATCH, SaidUsageError

        raise SaidUsageError(JOBS_WITHOUT_BATCH(jobs=jobs))


def run_batch(
    stream: IO[bytes],
    job: Job,
    *,
    as_json: bool,
    jobs: int = 1,
    header: str | None = None,
    lang: str | None = None,
    quiet: bool = False,
) -> int:
    """Run a batch file through ``job``'s line runner (see ``mcr_cli.cli.batch``); returns the exit code.

    Blank lines and comment lines are skipped.  With ``as_json`` each other
    line gives one JSON object on stdout, in input order; otherwise its
    rendered result, and its error on stderr as ``error: line N: HAND: ...``.
    When some lines carried ``--expect``, a summary line goes to stderr.
    Returns ``OK`` when every line succeeded (and met its expectation),
    ``REJECTED`` otherwise.  Stopped by SIGINT or SIGTERM, it writes every
    outcome already made, says so on stderr in one line and returns 128 plus
    the signal's number (130, 143), as a shell reports a process the signal killed.
    ``header`` (the CSV header row) is written first.  ``lang`` (``--lang``) is
    the summary's language; each line's runner says its errors in it too.
    A long run from a file shows a progress bar on a terminal unless ``quiet``.
    """
    from .batch import read_lines
    from .progress import Bar
    from .writer import Writer

    writer = Writer(sys.stdout, sys.stderr, as_json=as_json, lang=lang)
    if header is not None:
        sys.stdout.write(header + "\n")
    stopped = run_items(read_lines(stream), job, writer, jobs, Bar.of_stream(stream, quiet))
    if stopped is not None:
        return stopped
    summary = writer.summary()
    if summary is not None:
        sys.stderr.write(summary + "\n")
    return REJECTED if writer.failed else OK


def run_items(
    items: Iterator[Any], job: Job, writer: Writer, jobs: int = 1, bar: Bar | None = None
) -> int | None:
    """Run ``items`` (batch lines, or ``mcr replay``'s rounds) through ``job`` into ``writer``.

    ``None`` when every item ran; else the exit code of a run stopped by
    SIGINT or SIGTERM (128 + the signal, what was made is written and stderr
    says so) or by a worker killed from outside (``REJECTED``).  ``bar``
    (``cli/progress.py``) shows the run's progress, and is gone before any
    last word of the run is written.
    """
    from .batch import run
    from .pool import STOP, Interrupted, WorkerLost

    if bar is not None:
        items, writer.say = bar.track(items), bar.say
    STOP.install()
    try:
        run(items, job, writer, jobs)
        writer.flush()
    except (Interrupted, KeyboardInterrupt) as stop:
        import signal

        if bar is not None:
            bar.close()
        signum = stop.signum if isinstance(stop, Interrupted) else int(signal.SIGINT)
        writer.flush()
        sys.stderr.write(
            f"mcr: interrupted by {signal.Signals(signum).name}; the lines before it are written\n"
        )
        return 128 + signum
    except WorkerLost as lost:
        if bar is not None:
            bar.close()
        writer.flush()
        sys.stderr.write(f"mcr: {lost}; the lines before it are written\n")
        return REJECTED
    finally:
        if bar is not None:
            bar.close()
        STOP.restore()
    return None
