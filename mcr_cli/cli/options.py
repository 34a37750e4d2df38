"""Strict option parsing, for the real command line and for batch lines.

click lets an option repeat (the last one wins); a scorer must not guess
which ``--seat-wind`` was meant, so ``StrictCommand`` refuses a repeated
option on the command line and ``LineParser`` does the same for each line of a
batch file.  ``LineParser`` reads a line with the parameters of a click
command without building a click context per line (about 4 µs a line
instead of ~130), converting each value with the parameter's own type.
``LazyGroup`` imports a command's module only when that command runs, and
ends a run whose reader has gone (``| head``) quietly, with status 0.
``StrictInt`` reads a number as the core does: ASCII digits, bounded.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from functools import cache
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
            self.fail(f"{shorten(text)!r}: a whole number {self.low}-{self.high} is needed", param, ctx)

    def get_metavar(self, param: click.Parameter, *args: Any) -> str:
        return "N"


class WindChoice(click.Choice[str]):
    """``E S W N`` in any case, and an error that names them as written (click shows them folded)."""

    def shell_complete(self, ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
        """The winds as written (click would offer them folded to lower case)."""
        from click.shell_completion import CompletionItem

        return [CompletionItem(c) for c in map(str, self.choices) if c.startswith(incomplete.upper())]

    def get_invalid_choice_message(self, value: Any, ctx: click.Context | None) -> str:
        return f"{value!r} is not one of {', '.join(map(str, self.choices))}."


class LineError(ValueError):
    """A batch line that cannot be read as the command's arguments."""


def _option_table(params: Iterable[click.Parameter]) -> dict[str, tuple[click.Option, bool]]:
    """Each option string → (option, True for its primary form / False for ``--no-x``)."""
    table: dict[str, tuple[click.Option, bool]] = {}
    for param in params:
        if isinstance(param, click.Option):
            for opt in param.opts:
                table[opt] = (param, True)
            for opt in param.secondary_opts:
                table[opt] = (param, False)
    return table


def _repeatable(option: click.Option) -> bool:
    return bool(option.multiple or option.count)


def repeated_option(params: Iterable[click.Parameter], args: list[str]) -> str | None:
    """The first option of ``args`` given a second time, if any (``--x=v`` counts as ``--x``)."""
    table = _option_table(params)
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
        if _repeatable(option):
            continue
        if option.name in seen:
            return word.split("=", 1)[0]
        seen.add(option.name)
    return None


class StrictCommand(PlainHelp, click.Command):
    """A click command that refuses an option given twice (click would keep the last)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["mcr_cli.words"] = tuple(args)  # for ``--lang zh`` (``cli.usage``): click consumes ``args``
        twice = repeated_option(self.get_params(ctx), args)
        if twice is not None:
            raise click.UsageError(f"option {twice} given twice", ctx)
        return super().parse_args(ctx, args)


_PLAIN_WORD = r"[^ \t\r\n]+"  # compiled on first use (re caches it), not at every start-up


def split_line(line: str) -> list[str]:
    """Words of a batch line as a POSIX shell splits them (``shlex``); ``LineError`` if unbalanced.

    >>> split_line("123m456p789s111z22z --seat-wind S")
    ['123m456p789s111z22z', '--seat-wind', 'S']
    >>> split_line("'123m456p789s111z22z' -t")
    ['123m456p789s111z22z', '-t']
    >>> split_line("123m456p789s111z22z -t  # a note, as a shell reads it")
    ['123m456p789s111z22z', '-t']
    """
    if "'" not in line and '"' not in line and "\\" not in line and "#" not in line and "\r" not in line:
        return re.findall(_PLAIN_WORD, line)  # what shlex gives, without its per-character loop
    try:
        import shlex  # only for lines with quotes, escapes, comments or a CR

        lexer = shlex.shlex(line, posix=True)  # shlex.split(line, comments=True), but a lone CR
        lexer.whitespace = " \t\n"  # is a character of the line, never a space
        lexer.whitespace_split = True
        return list(lexer)
    except ValueError as err:
        raise LineError(f"cannot split the line into words: {err}") from None


class LineParser:
    """Reads a batch line's words with the parameters of a click command, strictly and fast.

    Unknown options, an option given twice, a missing or bad value and extra
    arguments raise ``LineError`` with click's wording.  Values are converted
    with each parameter's own type (so a ``click.Choice`` is checked as on the
    command line) and its callback is called; defaults are worked out once.
    Supported: positional arguments, ``--opt VALUE``, ``--opt=VALUE``, flags
    (``--x/--no-x`` too), ``multiple`` and ``count`` options, ``--``.
    """

    def __init__(self, command: click.Command) -> None:
        self.command = command
        self._options = _option_table(command.params)
        self._arguments = [p for p in command.params if isinstance(p, click.Argument)]
        self._ctx = click.Context(command, info_name=command.name, resilient_parsing=False)
        defaults = command.make_context(command.name, [], resilient_parsing=True).params
        self._defaults = {p.name: defaults.get(p.name) for p in command.params if p.name}
        self._converted: dict[tuple[str | None, Any], Any] = {}

    def first_argument(self, words: list[str]) -> str | None:
        """The first positional word (the hand, in ``mcr score``), for error objects.

        The value of an option is not one: in ``--seat-wind S 123m…`` the hand is ``123m…``.
        """
        skip = False
        for word in words:
            if skip:
                skip = False
            elif word == "-" or not word.startswith("-"):
                return word
            elif "=" not in word:
                found = self._options.get(word)
                skip = found is not None and not (found[0].is_flag or found[0].count)
        return None

    def parse(self, words: list[str]) -> dict[str, Any]:
        """The parameters the words give, defaults filled in; raises ``LineError``."""
        given: dict[str, Any] = {}
        positional: list[str] = []
        i, n = 0, len(words)
        while i < n:
            word = words[i]
            i += 1
            if word == "--":
                positional.extend(words[i:])
                break
            if not word.startswith("-") or word == "-":
                positional.append(word)
                continue
            i = self._take_option(word, words, i, given)
        self._take_arguments(positional, given)
        params = dict(self._defaults)
        params.update(given)
        return params

    def _take_option(self, word: str, words: list[str], i: int, given: dict[str, Any]) -> int:
        name, eq, inline = word.partition("=") if word.startswith("--") else (word, "", "")
        found = self._options.get(name)
        if found is None:
            raise LineError(self._no_such_option(name))
        option, primary = found
        key = option.name or name
        if key in given and not _repeatable(option):
            raise LineError(f"option {name} given twice")
        if option.is_flag or option.count:
            if eq:
                raise LineError(f"option {name} does not take a value")
            if option.count:
                given[key] = given.get(key, 0) + 1
                return i
            raw: Any = primary if option.is_bool_flag else option.flag_value
        elif eq:
            raw = inline
        else:
            if i + option.nargs > len(words):
                what = "an argument" if option.nargs == 1 else f"{option.nargs} arguments"
                raise LineError(f"option {name} requires {what}")
            raw = words[i] if option.nargs == 1 else tuple(words[i : i + option.nargs])
            i += option.nargs
        value = self._convert(option, raw)
        if option.multiple:
            given[key] = (*given.get(key, ()), value)
        else:
            given[key] = value
        return i

    def _take_arguments(self, positional: list[str], given: dict[str, Any]) -> None:
        for argument in self._arguments:
            if argument.nargs == -1:  # through its type and callback (the hand: its words joined)
                given[argument.name or ""], positional = self._convert(argument, tuple(positional)), []
            elif positional:
                given[argument.name or ""] = self._convert(argument, positional.pop(0))
            elif argument.required:
                raise LineError(f"missing argument {argument.make_metavar(self._ctx)}")
        if positional:
            raise LineError(f"unexpected extra argument {positional[0]!r}")

    def _convert(self, param: click.Parameter, raw: Any) -> Any:
        """The value of ``raw`` for ``param``; memoised, since batch lines repeat the same few values."""
        key = (param.name, raw)
        if key in self._converted:
            return self._converted[key]
        try:
            if isinstance(param, click.Option) and param.multiple:
                value = param.type(raw, param, self._ctx)
            else:
                value = param.process_value(self._ctx, raw)
        except click.UsageError as err:
            raise LineError(err.format_message()) from None
        if (
            param.callback is None
            and len(self._converted) < 4096
            and isinstance(value, (str, int, bool, type(None)))
        ):
            self._converted[key] = value
        return value

    def _no_such_option(self, name: str) -> str:
        from difflib import get_close_matches

        close = get_close_matches(name, [o for o in self._options if o.startswith("--")], n=1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        return f"no such option {name}{hint}"


@cache
def line_parser(name: str, params: Callable[[], list[click.Parameter]]) -> LineParser:
    """The ``LineParser`` of a command's batch lines, built on the first batch and kept."""
    return LineParser(click.Command(name, params=params()))


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
        raise click.UsageError(f"with --batch, give {', '.join(given)} on each line of the file, not here")
