"""The ``mcr`` command: click only; scoring lives in the core, drawing in ``render``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from ..limits import MAX_TOTAL
from ..systems import scoring
from . import flags
from . import options as co
from .batch.options import batch_option, jobs_option, quiet_option, refuse_jobs_without_batch
from .output_options import EXPLAIN_HELP, output_options
from .registry import SystemCommand

if TYPE_CHECKING:
    from ..systems.result import Result
    from .batch.runner import LineRunner


def context_params() -> list[click.Parameter]:
    """The hand and every flag of every system: what follows ``mcr score`` (and one batch line)."""
    return [flags.hand_argument(), *flags.system_params()]


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


def score_line(params: dict[str, Any]) -> Result:
    """Score the hand of one command line (or batch line) under the system its flags choose.

    Raises the core's ``ValueError``s; every system, MCR first among them, is
    asked the same way: its rules in force, its context, ``scoring.score``.
    """
    hand = params["hand"]
    if hand is None:
        from .batch.parser import missing_hand

        raise missing_hand()
    rules = flags.rules_of(params)
    result = scoring.score(hand, flags.context_of(rules.system, params), rules=rules)
    if params.get("expect") is not None or params.get("expect_fans") is not None:
        from .expect import check, names_of

        check(result.total, result.counted(), params, names_of(rules.system), result)
    return result


def score_line_json(params: dict[str, Any]) -> dict[str, Any]:
    """``score_line(params).to_dict()``, by the system's lean path (``--json`` without ``--explain``)."""
    hand = params["hand"]
    if hand is None:
        from .batch.parser import missing_hand

        raise missing_hand()
    obj = flags.lean_score(hand, params)
    if params.get("expect") is not None or params.get("expect_fans") is not None:
        from .expect import check, counted_in, names_of

        check(obj["total"], counted_in(obj), params, names_of(flags.rules_of(params).system))
    return obj


def score_line_text(params: dict[str, Any]) -> str | dict[str, Any]:
    """``score_line_json(params)`` as JSON text where ``json_text`` writes it (no expectation)."""
    if params.get("expect") is not None or params.get("expect_fans") is not None or params["hand"] is None:
        return score_line_json(params)
    return flags.lean_score_text(params["hand"], params)


def score_runner(as_json: bool, explain: bool, lang: str | None, as_csv: bool = False) -> LineRunner:
    """The batch-line runner of ``mcr score`` (module level: a ``Job`` holds it, workers build with it)."""

    def render(result: Result) -> str:
        from ..render.layout import to_text
        from ..render.result import score_blocks

        return to_text(score_blocks(result, lang=lang, explain=explain))

    from .batch.parser import line_parser
    from .batch.runner import LineRunner

    lean = (as_json or as_csv) and not explain  # the contract's object comes straight from the core
    csv: dict[str, Any] = {}
    if as_csv:  # one row per line, from the same lean object
        from ..render.score_csv import error_line, result_line

        csv = {"to_csv": result_line, "csv_error": error_line}
    return LineRunner(
        line_parser("score", score_params),
        (score_line_json if as_csv else score_line_text) if lean else score_line,
        as_json=as_json,
        to_json=lambda result: result if isinstance(result, dict) else result.to_dict(explain=explain),
        render=render,
        lang=lang,
        **csv,
    )


LAZY_COMMANDS = {
    "fans": "mcr_cli.cli.fans:fans",
    "waits": "mcr_cli.cli.waits:waits",
    "shanten": "mcr_cli.cli.waits:shanten",
    "match": "mcr_cli.cli.match:match",
    "standings": "mcr_cli.cli.match:standings",
    "rules": "mcr_cli.cli.rules:rules",
    "replay": "mcr_cli.cli.replay:replay_command",
}
"""Commands defined in other modules, ``name: "module:attribute"``, imported only when used,
so that ``mcr score`` does not pay for them at start-up.  Add new commands here."""


@click.group(
    cls=co.LazyGroup, lazy_commands=LAZY_COMMANDS, context_settings={"help_option_names": ["-h", "--help"]}
)
@click.option(
    "--version",
    "-V",
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


@main.command(cls=SystemCommand, system_params=score_params)
@output_options(
    batch_option("Score one hand (with its flags) per line of FILE; - reads standard input."),
    jobs_option(),
    quiet_option(),
    json="One JSON object per hand (the contract's format).",
    csv="With --batch: a header row, then one CSV row per hand line (errors too, with their line).",
    explain=EXPLAIN_HELP,
)
def score(
    as_json: bool,
    as_csv: bool,
    batch: Any,
    jobs: int,
    quiet: bool,
    lang: str | None,
    explain: bool,
    **params: Any,
) -> None:
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
      mcr score --batch examples/hands.txt --csv > scores.csv
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

    if as_csv and (as_json or explain or batch is None):
        from .faults import CSV_AND_OTHER, CSV_WITHOUT_BATCH, SaidUsageError

        raise SaidUsageError(
            CSV_WITHOUT_BATCH()
            if batch is None or not (as_json or explain)
            else CSV_AND_OTHER(flag="--json" if as_json else "--explain")
        )
    if batch is not None:
        if params["hand"] is not None:
            from .faults import HAND_AND_BATCH, SaidUsageError

            raise SaidUsageError(HAND_AND_BATCH())
        co.refuse_flags_with_batch(click.get_current_context(), params)  # each line carries its own
        from .batch.run import run_batch
        from .batch.runner import Job

        options = {"as_json": as_json, "explain": explain, "lang": lang, "as_csv": as_csv}
        header = None
        if as_csv:
            from ..render.score_csv import header_line

            header = header_line()
        job = Job(score_runner, options)
        raise SystemExit(
            run_batch(batch, job, as_json=as_json or as_csv, jobs=jobs, header=header, lang=lang, quiet=quiet)
        )
    refuse_jobs_without_batch(jobs)
    if params["hand"] is None:
        from .faults import MISSING_HAND, SaidUsageError

        raise SaidUsageError(MISSING_HAND())
    lean = as_json and not explain  # the contract's object straight from the core, as a batch does
    try:
        if lean:
            from .report import echo_json  # JSON and errors only: a table never loads it

            echo_json(score_line_json(params))
            return
        result = score_line(params)
    except ValueError as err:  # every error of the core (MCRError) is a ValueError
        from .report import report_error

        code = report_error(err, params["hand"], as_json=as_json, lang=lang)
        from .expect import scored_of

        missed = scored_of(err)  # a failed --expect: the table of what was scored, under the error
        if missed is not None and not as_json:
            from ..render.layout import show
            from ..render.result import score_blocks

            show(score_blocks(missed, lang=lang, explain=explain))  # type: ignore[arg-type]
        raise SystemExit(code) from None
    if as_json:
        from .report import echo_json

        echo_json(result.to_dict(explain=explain))
    else:
        from ..render.layout import show  # only for tables: the JSON path never loads it
        from ..render.result import score_blocks

        show(score_blocks(result, lang=lang, explain=explain))


def run() -> None:
    """The ``mcr`` console script and ``python -m mcr_cli``: ``main()``, then a quick exit.

    A one-shot command has nothing to give back when it ends, yet Python's own
    exit tears every module down and runs a full garbage collection: about a
    tenth of ``mcr score HAND``'s start-up (22.7M instructions by callgrind).
    So once the command is done and its output flushed, the process leaves at
    once (``os._exit``), with the status the command chose.  Whenever that
    could lose something the normal exit runs instead: an ``atexit`` handler is
    registered, another thread is alive, or a stream cannot be flushed (its
    error is then reported as usual).  ``main`` itself (click's ``CliRunner``,
    shell completion) is unchanged.
    """
    try:
        main()
    except SystemExit as done:
        _leave(done)


def _leave(done: SystemExit) -> None:
    import atexit
    import os
    import sys
    import threading

    code = done.code
    pending = getattr(atexit, "_ncallbacks", None)
    if not isinstance(code, int | None) or pending is None or pending() or threading.active_count() > 1:
        raise done
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        raise done from None
    os._exit(code or 0)
