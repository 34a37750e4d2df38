"""The command line's own faults (``cli/``): its usage errors, a batch line's, its streams'.

Each is raised as a fault of the catalogue (``faults.py``): a usage error as
``SaidUsageError(FAULT(params))`` (click shows the English, ``cli/usage.py``
the Chinese from ``render/zh/cli.py``), a value a parameter type refuses as
``SaidBadParameter``, a batch line's as ``LineError(FAULT(params))``
(``cli/lines.py``; its code is the JSON's ``"code"``).  Imported only when
an error is raised, so that no command's start-up pays for it.
"""

from __future__ import annotations

import click

from ..faults import Said, fault, split_reason

# --- usage errors of the command line (exit 2) -----------------------------------------
OPTION_TWICE = fault("usage.option-twice", "option {option} given twice")
HAND_AND_BATCH = fault("usage.hand-and-batch", "give either HAND or --batch FILE, not both")
MISSING_HAND = fault("usage.missing-hand", "missing argument HAND (or --batch FILE)")
FLAGS_WITH_BATCH = fault(
    "usage.flags-with-batch", "with --batch, give {flags} on each line of the file, not here"
)
JOBS_WITHOUT_BATCH = fault(
    "usage.jobs-without-batch", "--jobs {jobs} goes with --batch FILE; one hand has nothing to share out"
)
CSV_WITHOUT_BATCH = fault(
    "usage.csv-without-batch", "--csv goes with --batch FILE, without --json or --explain"
)
CSV_AND_OTHER = fault("usage.csv-and-other", "give --csv or {flag}, not both")
JSON_AND_CSV = fault("usage.json-and-csv", "give --json or --csv, not both")
CHASE_AND_CSV = fault("usage.chase-and-csv", "--chase has a table and JSON, not CSV: give --chase or --csv")
AFTER_WITHOUT_CHASE = fault("usage.after-without-chase", "--after N goes with --chase")
POINTS_AND_RANGE = fault("usage.points-and-range", "give --points, or --min-points/--max-points, not both")
MIN_ABOVE_MAX = fault("usage.min-above-max", "--min-points {low} is above --max-points {high}")
RULES_FILE_SYSTEM = fault("usage.rules-file-system", "{path} is a house-rule file for {system}, not {name}")

# --- values a parameter type refuses (click's ``Invalid value for ...``) ----------------
INVALID_VALUE = fault("usage.invalid-value", "Invalid value for {param}: {message}")
"""click's words around a value's fault (``Invalid value for '--flowers': …``), said in their turn."""
WHOLE_NUMBER_NEEDED = fault("usage.whole-number-needed", "{text}: a whole number {low}-{high} is needed")
MATCH_ID = fault("usage.match-id", "{text}: a Match id is 24 hex digits")
NOT_A_TILE = fault("usage.not-a-tile", "{text} is not a tile (1m-9m, 1p-9p, 1s-9s, E S W N C F P or 1z-7z)")
NOT_A_WIND = fault("usage.not-a-wind", "{text} is not one of {winds} (or 东 南 西 北).")
IN_SYSTEM = fault("usage.in-system", "{system}: {what}")
"""A system's word on a value (``PATTERN``), its label first."""

# --- the flags a line gives, against the system in force (``cli/flags.py``) -------------
FLAG_OF_OTHER_SYSTEMS = fault("context.flag-of-other-systems", "{flag} is not part of {system}{hint}")
SYSTEMS_HAVING = fault("part.systems-having", "; choose a system that has it with --rules ({systems})")
RULES_AND_RULES_FILE = fault(
    "context.rules-and-rules-file", "--rules {name}, but {path} is a house-rule file for {system}"
)

# --- a batch line (cli/lines.py, cli/batch.py): the JSON's "code" ------------------------
CANNOT_SPLIT = fault("line.cannot-split", "cannot split the line into words: {why}")
NO_SUCH_OPTION = fault("line.no-such-option", "no such option {option}{hint}")
LINE_OPTION_TWICE = fault("line.option-twice", "option {option} given twice")
TAKES_NO_VALUE = fault("line.takes-no-value", "option {option} does not take a value")
NEEDS_A_VALUE = fault("line.needs-a-value", "option {option} requires an argument")
NEEDS_VALUES = fault("line.needs-values", "option {option} requires {count} arguments")
MISSING_ARGUMENT = fault("line.missing-argument", "missing argument {argument}")
EXTRA_ARGUMENT = fault("line.extra-argument", "unexpected extra argument {word}")
BAD_VALUE = fault("line.bad-value", "{message}")
"""A value the parameter's type refused, as click says it (``Invalid value for …``)."""
TOO_LONG = fault("line.too-long", "longer than {limit} bytes")
NOT_UTF8 = fault("line.bad-encoding", "not UTF-8 text ({reason} at byte {at})")
TOO_DEEP = fault("line.too-deep", "too deeply nested or too large to read ({kind})")

# --- a run of batch lines (cli/pool.py) ---------------------------------------------------
WORKER_LOST = fault("run.worker-lost", "worker process {worker} ended unexpectedly (exit status {status})")

# --- the streams (cli/streams.py): one line on stderr, ``mcr: …`` ------------------------
READ_FAILED = fault("input.read-failed", "cannot read input: {reason}")
FILE_REASON = fault("part.file-reason", "{path}: {reason}")
WRITE_FAILED = fault("output.write-failed", "cannot write output: {reason}")


class SaidUsageError(click.UsageError):
    """A usage error of our own: click shows the English, ``cli/usage.py`` says ``said`` in Chinese."""

    def __init__(self, said: Said, ctx: click.Context | None = None) -> None:
        super().__init__(str(said), ctx)
        self.said = said


class SaidBadParameter(click.BadParameter):
    """A value a parameter type refuses, its fault kept (``value_said``) inside click's own words."""

    def __init__(
        self,
        said: Said,
        param: click.Parameter | None = None,
        ctx: click.Context | None = None,
        *,
        param_hint: str | None = None,
    ) -> None:
        super().__init__(str(said), ctx, param, param_hint)
        self.value_said = said


def split_fault(err: ValueError) -> Said:
    """``shlex``'s refusal of a line as a fault: its two messages by their own faults."""
    return CANNOT_SPLIT(why=split_reason(err))


def usage_said(err: click.UsageError) -> Said | None:
    """The fault of a usage error, click's ``Invalid value for …`` around a value's; else ``None``."""
    said = getattr(err, "said", None)
    if isinstance(said, Said):
        return said
    value = getattr(err, "value_said", None)
    if isinstance(value, Said):
        english, inner = err.format_message(), str(value)
        head = "Invalid value for "
        if english.startswith(head) and english.endswith(": " + inner):
            return INVALID_VALUE(param=english[len(head) : -len(inner) - 2], message=value)
    return None
