"""Strict option parsing, for the real command line and for batch lines.

click lets an option repeat (the last one wins); a scorer must not guess
which ``--seat-wind`` was meant, so ``StrictCommand`` refuses a repeated
option on the command line and ``LineParser`` does the same for each line of a
batch file (``batch/parser.py``, whose names are read here too); the options of
batch mode itself are ``batch/options.py``'s.
``LazyGroup`` imports a command's module only when that command runs, and
ends a run whose reader has gone (``| head``) quietly, with status 0.
``StrictInt`` reads a number as the core does: ASCII digits, bounded.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import Any

import click

from ..limits import parse_number, shorten


def show_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """``mcr --version``: what ``click.version_option`` prints, and whether the core runs compiled.

    Our own: ``version_option`` translates its message when the command is
    declared, which imports ``locale`` (a millisecond of every start).
    """
    if not value or ctx.resilient_parsing:
        return
    from ..native import version_line

    guarded(lambda: click.echo(version_line()))
    ctx.exit()


class PlainHelp:
    """``-h``/``--help`` built without click's message translation (``gettext``, which imports ``locale``).

    click builds its help option on every run, translating "Show this message and exit."
    """

    _plain_help: click.Option | None = None

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        names = self.get_help_option_names(ctx)  # type: ignore[attr-defined]
        if not names or not self.add_help_option:  # type: ignore[attr-defined]
            return None
        if self._plain_help is None:

            def show_help(ctx: click.Context, param: click.Parameter, value: bool) -> None:
                if value and not ctx.resilient_parsing:
                    guarded(lambda: click.echo(ctx.get_help(), color=ctx.color))
                    ctx.exit()

            self._plain_help = click.Option(
                names,
                is_flag=True,
                is_eager=True,
                expose_value=False,
                callback=show_help,
                help="Show this message and exit.",
            )
        return self._plain_help


class LazyGroup(PlainHelp, click.Group):
    """A click group that imports some commands only when they are used or listed.

    ``lazy_commands`` maps a command name to ``"module:attribute"``.
    """

    def __init__(self, *args: Any, lazy_commands: dict[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy_commands = dict(lazy_commands or {})

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy_commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.lazy_commands and cmd_name not in self.commands:
            from importlib import import_module

            module, _, attribute = self.lazy_commands[cmd_name].partition(":")
            self.add_command(getattr(import_module(module), attribute), cmd_name)
        return super().get_command(ctx, cmd_name)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """Run ``mcr``: output failures end it as ``guarded`` says, ``--help`` and ``--version`` too."""
        if sys.stdout is None:  # started with descriptor 1 closed: fail on the first write
            from .streams import ClosedOutput

            sys.stdout = ClosedOutput()
        return guarded(lambda: super(LazyGroup, self).main(*args, **kwargs))

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["mcr_cli.words"] = tuple(args)  # ``mcr nosuch --lang zh`` is refused in Chinese too
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return guarded(lambda: super(LazyGroup, self).invoke(ctx))  # before click makes EPIPE status 1
        except click.UsageError as err:  # a command's usage error, in Chinese with --lang zh
            from .usage import in_language

            raise in_language(err) from None


def guarded(run: Callable[[], Any]) -> Any:
    """``run()``; a closed pipe (``| head -1``) ends it quietly, status 0; output that cannot be
    written (``>&-``, ``/dev/full``) is one line on stderr, status 1 (``streams.output_failed``)."""
    try:
        try:
            return run()
        finally:
            sys.stdout.flush()
    except BrokenPipeError:
        from .streams import quiet_exit

        quiet_exit()
    except OSError as err:
        from .streams import output_failed

        output_failed(err)


def fan_named(text: str) -> str:
    """``mcr fans NAME``: the Chinese name of the fan ``text`` names (any spelling); a usage error with
    the nearest names if none."""
    from ..systems.expect import mcr_names

    names = mcr_names()
    zh = names.find(text)
    if zh is None:
        from .faults import SaidBadParameter

        raise SaidBadParameter(names.refusal(text), param_hint="NAME")
    return zh


class StrictInt(click.ParamType):  # type: ignore[type-arg]
    """A whole number in ``low..high`` written in ASCII digits (no sign, ``_``, spaces or full-width digits).

    click's ``INT`` takes what Python's ``int()`` takes (``１２``, ``1_000``,
    a 5,000-digit number up to the conversion limit); a scorer's numbers are
    small, so anything else is a usage error that gives the range.  With
    ``checked_later`` a value of at most four digits (and a ``-`` sign)
    passes whatever its range, for flags whose range is a rule the core
    reports itself (``--flowers`` 0-8, ruling 17).
    """

    name = "integer"

    def __init__(self, low: int, high: int, *, checked_later: bool = False) -> None:
        self.low, self.high, self.checked_later = low, high, checked_later

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, int):
            return value
        text = str(value)
        try:
            if self.checked_later:
                sign = -1 if text.startswith("-") else 1
                return sign * parse_number(text[1:] if sign < 0 else text, "", 0, 9999)
            return parse_number(text, "", self.low, self.high)
        except ValueError:
            from .faults import WHOLE_NUMBER_NEEDED, SaidBadParameter

            raise SaidBadParameter(
                WHOLE_NUMBER_NEEDED(text=repr(shorten(text)), low=self.low, high=self.high), param, ctx
            ) from None

    def get_metavar(self, param: click.Parameter, *args: Any) -> str:
        return "N"


class FilePath(click.ParamType):  # type: ignore[type-arg]
    """A file's path, taken as written (its reader says what is wrong with it); the shell completes paths."""

    name = "file"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        return value

    def shell_complete(self, ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
        from click.shell_completion import CompletionItem

        return [CompletionItem(incomplete, type="file")]


FILE = FilePath()
"""``--rules-file FILE.toml``: completed as a path by bash, zsh and fish."""


class SaidChoice(click.Choice[str]):
    """click's ``Choice``, its refusal a fault of the catalogue in click's words (``usage.not-one-of``)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter as err:
            from .faults import NOT_ONE_OF, SaidBadParameter, listed

            said = NOT_ONE_OF(value=repr(value), choices=listed([repr(str(c)) for c in self.choices]))
            if str(said) != err.message:  # a click that says it otherwise: shown as it says it
                raise
            raise SaidBadParameter(said, param, ctx) from None


class SaidFile(click.File):
    """click's ``File``: a file it cannot open is a fault of the catalogue, the system's reason by its
    ``errno`` (``usage.cannot-open``), in click's words."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter as err:
            cause = err.__context__  # the OSError click met
            if not isinstance(cause, OSError):
                raise
            from click.utils import format_filename

            from ..faults import os_reason
            from .faults import CANNOT_OPEN, SaidBadParameter

            said = CANNOT_OPEN(path=f"'{format_filename(value)}'", reason=os_reason(cause))
            if str(said) != err.message:
                raise
            raise SaidBadParameter(said, param, ctx) from None


class WindChoice(click.Choice[str]):
    """``E S W N`` in any case, or ``东 南 西 北`` as hands and records have them; errors name them."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        from ..model.tiles import SEATS, seat_of

        seat = seat_of(value) if isinstance(value, str) else None
        try:
            return super().convert(value if seat is None else SEATS[seat], param, ctx)
        except click.BadParameter:
            from .faults import NOT_A_WIND, SaidBadParameter

            winds = ", ".join(map(str, self.choices))
            raise SaidBadParameter(NOT_A_WIND(text=repr(value), winds=winds), param, ctx) from None

    def shell_complete(self, ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
        """The winds as written (click would offer them folded to lower case)."""
        from click.shell_completion import CompletionItem

        return [CompletionItem(c) for c in map(str, self.choices) if c.startswith(incomplete.upper())]


def option_table(params: Iterable[click.Parameter]) -> dict[str, tuple[click.Option, bool]]:
    """Each option string → (option, True for its primary form / False for ``--no-x``)."""
    table: dict[str, tuple[click.Option, bool]] = {}
    for param in params:
        if isinstance(param, click.Option):
            for opt in param.opts:
                table[opt] = (param, True)
            for opt in param.secondary_opts:
                table[opt] = (param, False)
    return table


def repeatable(option: click.Option) -> bool:
    return bool(option.multiple or option.count)


def repeated_option(params: Iterable[click.Parameter], args: list[str]) -> str | None:
    """The first option of ``args`` given a second time, if any (``--x=v`` counts as ``--x``)."""
    table = option_table(params)
    seen: set[str | None] = set()
    words = iter(args)
    for word in words:
        if word == "--":
            break
        found = table.get(word.split("=", 1)[0] if word.startswith("--") else word)
        if found is None:
            continue
        option = found[0]
        if not (option.is_flag or option.count) and "=" not in word:
            for _ in range(option.nargs):
                next(words, None)
        if repeatable(option):
            continue
        if option.name in seen:
            return word.split("=", 1)[0]
        seen.add(option.name)
    return None


class StrictCommand(PlainHelp, click.Command):
    """A click command that refuses an option given twice (click would keep the last).

    Words left over are refused as click refuses them, in its words, but as a
    fault of the catalogue (``usage.extra-argument``), for ``--lang zh``.
    """

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["mcr_cli.words"] = tuple(args)  # for ``--lang zh`` (``cli.usage``): click consumes ``args``
        twice = repeated_option(self.get_params(ctx), args)
        if twice is not None:
            from .faults import OPTION_TWICE, SaidUsageError

            raise SaidUsageError(OPTION_TWICE(option=twice), ctx)
        allowed = ctx.allow_extra_args
        ctx.allow_extra_args = True  # click's own refusal of extra words comes after its parameters'
        try:
            rest = super().parse_args(ctx, args)
        except click.UsageError as err:
            if err.ctx is None:  # click's parser says "requires an argument" with no context: give it
                err.ctx = ctx  # the usage line, the help hint and ``--lang zh`` (``cli/usage``) then
            raise
        finally:
            ctx.allow_extra_args = allowed
        if rest and not allowed and not ctx.resilient_parsing:
            from .faults import EXTRA_ARGUMENT_USAGE, EXTRA_ARGUMENTS_USAGE, SaidUsageError

            extra = EXTRA_ARGUMENT_USAGE if len(rest) == 1 else EXTRA_ARGUMENTS_USAGE
            raise SaidUsageError(extra(args=" ".join(map(str, rest))), ctx)
        return rest


def refuse_points_with_range(points: int | None, low: int | None, high: int | None) -> None:
    """``mcr fans``: ``--points`` is one value, ``--min-points``/``--max-points`` a range; not both,
    and a range in order."""
    if points is not None and (low is not None or high is not None):
        from .faults import POINTS_AND_RANGE, SaidUsageError

        raise SaidUsageError(POINTS_AND_RANGE())
    if low is not None and high is not None and low > high:
        from .faults import MIN_ABOVE_MAX, SaidUsageError

        raise SaidUsageError(MIN_ABOVE_MAX(low=low, high=high))


def refuse_flags_with_batch(ctx: click.Context, names: Iterable[str]) -> None:
    """With ``--batch`` each line carries its own flags: one given on the command line is a usage error.

    Applying it to every line instead would be a guess the batch contract
    does not make, and ignoring it silently would score the wrong hands.
    """
    from click.core import ParameterSource

    given = [
        f"--{name.replace('_', '-')}"
        for name in names
        if ctx.get_parameter_source(name) is ParameterSource.COMMANDLINE
    ]
    if given:
        from .faults import FLAGS_WITH_BATCH, SaidUsageError

        raise SaidUsageError(FLAGS_WITH_BATCH(flags=", ".join(given)))
