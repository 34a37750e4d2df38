"""``mcr replay``: click only; reading, replaying and comparing live in ``mcr_cli.replay``.

Its lines are drawn by ``render/replay.py``.  Rounds stream through the batch
runner of ``mcr score --batch`` (``batch/run.py``'s ``run_items``,
``batch/pool.py``'s ``Workers``): the parent cuts the files into rounds,
each round (its bytes and first line number) is replayed where it lands —
in this process, or in a worker with ``--jobs`` — and the outcomes are
written in input order.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import IO, Any, NamedTuple

import click

from ..limits import shorten
from ..render.output import safe_json
from ..replay import RoundText, replay, split_rounds
from . import options as co
from .batch.options import jobs_option, quiet_option
from .batch.run import run_items
from .batch.runner import Job
from .batch.writer import Outcome, Writer
from .exits import REJECTED
from .output_options import output_options
from .progress import Bar


# The two parameter types only ``mcr replay`` has: here, not in ``options.py``, which ``mcr score``
# loads as it starts (a class is some 0.1M instructions to make).
class ExistingFile(click.Path):
    """``click.Path(exists=True, dir_okay=False, allow_dash=True)``, its refusals faults of the catalogue
    in click's words (``usage.file-missing`` …)."""

    def __init__(self) -> None:
        super().__init__(exists=True, dir_okay=False, allow_dash=True)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter as err:
            from click.utils import format_filename

            from .faults import FILE_IS_DIRECTORY, FILE_MISSING, FILE_UNREADABLE, SaidBadParameter

            for refusal in (FILE_MISSING, FILE_IS_DIRECTORY, FILE_UNREADABLE):
                said = refusal(path=repr(format_filename(value)))
                if str(said) == err.message:
                    raise SaidBadParameter(said, param, ctx) from None
            raise


class MatchId(click.ParamType):  # type: ignore[type-arg]
    """A game log's round id as its ``Match`` line writes it: 24 hex digits (``spec/game-logs.md``).

    Anything else can select no round, so it is a usage error, not a run that
    replays nothing and succeeds.
    """

    name = "id"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        text = str(value)
        if len(text) != 24 or not all(c in "0123456789abcdefABCDEF" for c in text):
            from .faults import MATCH_ID, SaidBadParameter

            raise SaidBadParameter(MATCH_ID(text=repr(shorten(text))), param, ctx)
        return text


class RoundOutcome(NamedTuple):
    """A batch ``Outcome`` and the kind of round it was (``win``, ``win14``, ``draw``, ``error``)."""

    out: str | None
    err: str | None
    failed: bool
    expectation: bool | None
    kind: str


class ReplayRunner:
    """Replays one round into its outcome: a text line or a JSON object, an error line when refused."""

    def __init__(self, as_json: bool, lang: str | None = None) -> None:
        self.as_json = as_json
        self.lang = lang

    def run(self, rt: RoundText) -> RoundOutcome:
        """The round's outcome; its text line broken between words on a terminal (``for_terminal``)."""
        from ..render.replay import error_line, report_object, round_line
        from ..render.wrapping import for_terminal

        report = replay(rt)
        if report.result == "error":
            if self.as_json:
                return RoundOutcome(safe_json(report_object(report)), None, True, None, "error")
            return RoundOutcome(
                None, for_terminal(error_line(report, self.lang), sys.stderr), True, None, "error"
            )
        out = safe_json(report.to_dict()) if self.as_json else for_terminal(round_line(report, self.lang))
        kind = report.result + ("14" if report.ruling is not None and report.agrees else "")
        return RoundOutcome(out, None, False, report.agrees, kind)

    def run_chunk(self, rounds: list[RoundText]) -> list[RoundOutcome]:
        return [self.run(rt) for rt in rounds]


def replay_runner(as_json: bool, lang: str | None = None) -> ReplayRunner:
    """Module level: a ``Job`` names it, and each ``--jobs`` worker builds its runner with it."""
    return ReplayRunner(as_json, lang)


class ReplayWriter(Writer):
    """The batch writer, counting rounds by kind; one line per round, so no blank line between them."""

    def __init__(self, out: IO[str], err: IO[str]) -> None:
        super().__init__(out, err, as_json=True)
        self.kinds: Counter[tuple[str, bool | None]] = Counter()

    def write(self, outcomes: Iterable[Outcome]) -> None:
        rounds: list[Any] = list(outcomes)
        for o in rounds:
            self.kinds[(o.kind, o.expectation)] += 1
        super().write(Outcome(*o[:4]) for o in rounds)

    def tally(self) -> Any:
        from ..render.replay import Tally

        k = self.kinds
        wins = sum(n for (kind, _), n in k.items() if kind.startswith("win"))
        drawn = sum(n for (kind, _), n in k.items() if kind == "draw")
        agree = sum(n for (kind, ok), n in k.items() if ok)
        differ = sum(n for (kind, ok), n in k.items() if ok is False)
        return Tally(wins, drawn, k[("error", None)], agree, k[("win14", True)], differ)


class _Reading:
    """How far the replay has read its files, in bytes: the progress bar's position."""

    def __init__(self) -> None:
        self.before = 0
        self.stream: IO[bytes] | None = None

    def position(self) -> int:
        return self.before + (self.stream.tell() if self.stream is not None else 0)


def _rounds(
    files: tuple[str, ...], wanted: frozenset[str], limit: int | None, reading: _Reading | None = None
) -> Iterator[RoundText]:
    """The rounds of every file in order, those selected by id, at most ``limit`` of them."""
    from .faults import FILE_REASON
    from .streams import InputError

    count = 0
    for path in files:
        try:
            stream: IO[bytes] = sys.stdin.buffer if path == "-" else open(path, "rb")  # noqa: SIM115
        except OSError as err:
            raise InputError(err.errno, FILE_REASON(path=path, reason=err.strerror or str(err))) from None
        if reading is not None:
            reading.stream = stream
        try:
            for rt in split_rounds(stream, path):
                if wanted and rt.ident() not in wanted:
                    continue
                yield rt
                count += 1
                if limit is not None and count >= limit:
                    return
        except OSError as err:
            raise InputError(err.errno, FILE_REASON(path=path, reason=err.strerror or str(err))) from None
        finally:
            if reading is not None:
                reading.before, reading.stream = reading.before + _size(stream), None
            if path != "-":
                stream.close()


def _size(stream: IO[bytes]) -> int:
    try:
        return os.fstat(stream.fileno()).st_size
    except (OSError, ValueError):
        return 0


@click.command("replay", cls=co.StrictCommand)
@click.argument(
    "files",
    nargs=-1,
    required=True,
    metavar="FILE...",
    type=ExistingFile(),
)
@output_options(
    click.option(
        "--check", is_flag=True, help="Exit 1 when any round's fans, total or scores differ from ours."
    ),
    click.option(
        "--rounds", "limit", type=co.StrictInt(1, 10**9), metavar="N", help="Replay only the first N rounds."
    ),
    click.option(
        "--round",
        "round_ids",
        multiple=True,
        type=MatchId(),
        metavar="ID",
        help="Replay only the round with this Match id, 24 hex digits (repeatable).",
    ),
    jobs_option("N worker processes, 0 for one per core; output stays in input order."),
    quiet_option(),
    json="One JSON object per round; the summary goes to stderr.",
)
def replay_command(
    files: tuple[str, ...],
    as_json: bool,
    check: bool,
    limit: int | None,
    round_ids: tuple[str, ...],
    jobs: int,
    quiet: bool,
    lang: str | None,
) -> None:
    """Replay Botzone game records: score every win from the play and compare with the record.

    Each round is replayed move by move; each win's hand is rebuilt in our
    notation with its flags worked out from the play (self-drawn or not,
    杠上开花, 抢杠和, 和绝张, 妙手回春/海底捞月, the winds), scored, and its
    fans, total and the four score changes are set against the round's Fan
    and Score lines.  One line per round, then a summary; a bad round is one
    error line (FILE:LINE) and the replay goes on.  - reads standard input.

    Exit status: 0 replayed (with --check: and every round agrees), 1 a
    round was refused or (with --check) differs, 2 a usage error.

    \b
    Examples:
      mcr replay examples/botzone.log
      mcr replay examples/botzone.log --json --check > report.jsonl
      mcr replay big.txt --jobs 0 --check
      mcr replay examples/botzone.log --round 000000000000000000000004
      mcr replay examples/botzone.log --lang zh
    """
    writer = ReplayWriter(sys.stdout, sys.stderr)
    job = Job(replay_runner, {"as_json": as_json, "lang": lang})
    reading = _Reading()
    bar = Bar.of_files(files, quiet, "rounds", reading.position)
    stopped = run_items(_rounds(files, frozenset(round_ids), limit, reading), job, writer, jobs, bar)
    if stopped is not None:
        raise SystemExit(stopped)
    from ..render.replay import summary_line
    from ..render.wrapping import for_terminal

    tally = writer.tally()
    summary = summary_line(tally, lang)
    if as_json:
        sys.stderr.write(for_terminal(summary, sys.stderr) + "\n")
    else:
        click.echo(for_terminal(summary))
    if tally.refused or (check and tally.differ):
        raise SystemExit(REJECTED)
