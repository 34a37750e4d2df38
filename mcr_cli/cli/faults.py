"""The command line's own faults (``cli/``): its usage errors, a batch line's, its streams'.

Each is raised as a fault of the catalogue (``faults.py``): a usage error as
``SaidUsageError(FAULT(params))`` (click shows the English, ``cli/usage.py``
the Chinese from ``render/zh/cli.py``), a value a parameter type refuses as
``SaidBadParameter``, a batch line's as ``LineError(FAULT(params))``
(``cli/batch/parser.py``; its code is the JSON's ``"code"``).  Imported only when
an error is raised, so that no command's start-up pays for it.

click's own usage errors are faults too, with click's English: an unknown
option, a missing argument, an option without its value, its ``Invalid
value for …`` around a value's fault are read from the exception's type and
attributes (``usage_said``);
the values click's types refuse and extra arguments are raised as faults by
our own types and command (``options.py``).  Each is checked against the
English click would say, so a click that words it otherwise is shown as it
says it, never misread.
"""

from __future__ import annotations

from collections.abc import Sequence

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

# --- click's own, in its words (usage_said; options.py's types and StrictCommand) ---------
NO_SUCH_OPTION_USAGE = fault("usage.no-such-option", "No such option {option}.{hint}")
NO_SUCH_COMMAND_USAGE = fault("usage.no-such-command", "No such command {command}.{hint}")
MEANT_OPTION = fault("part.did-you-mean-option", " Did you mean {option}?")
MEANT_ONE_OF = fault("part.did-you-mean-one-of", " (Did you mean one of: {options}?)")
MISSING_ARGUMENT_USAGE = fault("usage.missing-argument", "Missing argument {name}.")
MISSING_OPTION_USAGE = fault("usage.missing-option", "Missing option {name}.")
NEEDS_A_VALUE_USAGE = fault("usage.needs-a-value", "Option {option} requires an argument.")
NEEDS_VALUES_USAGE = fault("usage.needs-values", "Option {option} requires {count} arguments.")
TAKES_NO_VALUE_USAGE = fault("usage.takes-no-value", "Option {option} does not take a value.")
EXTRA_ARGUMENT_USAGE = fault("usage.extra-argument", "Got unexpected extra argument ({args})")
EXTRA_ARGUMENTS_USAGE = fault("usage.extra-arguments", "Got unexpected extra arguments ({args})")
NOT_ONE_OF = fault("usage.not-one-of", "{value} is not one of {choices}.")
CANNOT_OPEN = fault("usage.cannot-open", "{path}: {reason}")
"""A ``FILE`` click cannot open: its name as click quotes it, the system's reason (``Foreign``)."""
FILE_MISSING = fault("usage.file-missing", "File {path} does not exist.")
FILE_IS_DIRECTORY = fault("usage.file-is-directory", "File {path} is a directory.")
FILE_UNREADABLE = fault("usage.file-unreadable", "File {path} is not readable.")

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

# --- a batch line (cli/batch/: parser.py, reader.py, runner.py): the JSON's "code" -------------
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

# --- a run of batch lines (cli/batch/pool.py) ---------------------------------------------
WORKER_LOST = fault("run.worker-lost", "worker process {worker} ended unexpectedly (exit status {status})")

# --- the streams (cli/streams.py): one line on stderr, ``mcr: …`` ------------------------
READ_FAILED = fault("input.read-failed", "cannot read input: {reason}")
FILE_REASON = fault("part.file-reason", "{path}: {reason}")
WRITE_FAILED = fault("output.write-failed", "cannot write output: {reason}")


class SaidUsageError(click.UsageError):
    """A usage error of our own: click shows the English, ``cli/usage.py`` says ``said`` in Chinese."""

    def __init__(self, said: Said, ctx: click.Context | None = None) -> None:
        super().__init__(said.text(flags=True), ctx)  # a field of the core's fault as its flag
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
        super().__init__(said.text(flags=True), ctx, param, param_hint)
        self.value_said = said


def split_fault(err: ValueError) -> Said:
    """``shlex``'s refusal of a line as a fault: its two messages by their own faults."""
    return CANNOT_SPLIT(why=split_reason(err))


def listed(items: Sequence[object]) -> Said | str:
    """``'a', 'b', 'c'`` (``'a'、'b'、'c'`` in Chinese): items joined as click joins its choices."""
    from ..systems.faults import LIST_MORE

    said: Said | str = ""
    for item in reversed(items):
        said = LIST_MORE(first=item, rest=said) if said else str(item)
    return said


def usage_said(err: click.UsageError) -> Said | None:
    """The fault of a usage error, ours or click's, if it says exactly what click shows; else ``None``.

    click's are read from the exception: its type and attributes (``option_name``,
    ``possibilities``, ``param``, ``param_hint``), never its text.
    """
    said = getattr(err, "said", None)
    if isinstance(said, Said):
        return said
    found = _click_said(err)
    return found if found is not None and str(found) == err.format_message() else None


def _meant(possibilities: object) -> Said | str:
    """click's ``Did you mean …?`` of the nearest names, or nothing."""
    near = sorted(possibilities) if isinstance(possibilities, (list, tuple, set)) else []
    if len(near) == 1:
        return MEANT_OPTION(option=repr(near[0]))
    return MEANT_ONE_OF(options=listed([repr(p) for p in near])) if near else ""


def _click_said(err: click.UsageError) -> Said | None:
    if isinstance(err, click.NoSuchOption):
        return NO_SUCH_OPTION_USAGE(option=repr(err.option_name), hint=_meant(err.possibilities))
    command = getattr(err, "command_name", None)  # click's NoSuchCommand (8.4 and later)
    if isinstance(command, str):
        return NO_SUCH_COMMAND_USAGE(command=repr(command), hint=_meant(getattr(err, "possibilities", None)))
    if isinstance(err, click.BadOptionUsage):  # which of click's three: the one whose words it says
        option = repr(err.option_name)
        params = err.ctx.command.params if err.ctx is not None else []
        nargs = {p.nargs for p in params if err.option_name in p.opts}
        said = [NEEDS_A_VALUE_USAGE(option=option), TAKES_NO_VALUE_USAGE(option=option)]
        said += [NEEDS_VALUES_USAGE(option=option, count=n) for n in nargs if n > 1]
        return next((s for s in said if str(s) == err.format_message()), None)
    if isinstance(err, click.MissingParameter):
        kind = err.param_type or (err.param.param_type_name if err.param is not None else None)
        missing = {"argument": MISSING_ARGUMENT_USAGE, "option": MISSING_OPTION_USAGE}.get(kind or "")
        name = _param_hint(err)
        return None if missing is None or name is None else missing(name=name)
    value = getattr(err, "value_said", None)
    if isinstance(err, click.BadParameter) and isinstance(value, Said):
        name = _param_hint(err)
        return None if name is None else INVALID_VALUE(param=name, message=value)
    return None


def _param_hint(err: click.BadParameter) -> str | None:
    """The parameter as click names it in a message (``'--flowers'``, ``'--jobs' / '-j'``, ``NAME``)."""
    hint = err.param_hint
    if hint is None and err.param is not None:
        hint = err.param.get_error_hint(err.ctx)
    if hint is None or isinstance(hint, str):
        return hint
    return " / ".join(repr(x) for x in hint)
