"""Pieces every ``mcr`` command shares: exit codes, consoles, error lines, batch mode.

The core raises ``ValueError`` subclasses (``mcr_cli.errors``); only the CLI
turns them into messages and exit codes, and this module is where it does so,
so that ``mcr score``, ``mcr waits`` and the rest speak alike.

A command with a batch mode, in the shape ``mcr score`` has (``mcr waits``
would pass its own line command and function)::

    import click
    from mcr_cli import cli_common as cc

    def waits_params() -> list[click.Parameter]:
        # what one line of the batch file may hold: the hand and its flags
        return [click.Argument(["hand"], required=False), click.Option(["--all"], is_flag=True)]

    LINE = cc.LineParser(click.Command("waits", params=waits_params()))

    def waits_of(params: dict) -> WaitResult:      # raises ValueError for a bad hand
        return analyse(params["hand"], show_all=params["all"])

    @click.command(cls=cc.StrictCommand, params=waits_params())
    @click.option("--json", "as_json", is_flag=True)
    @click.option("--batch", type=click.File("r", encoding="utf-8", errors="replace"))
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

``LineParser`` reads a batch line with the options of a click command without
building a click context per line (about 4 µs a line instead of ~130), and it is strict
where click is lenient: an option given twice is an error.  ``StrictCommand``
applies the same rule on the real command line.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

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


class LazyGroup(click.Group):
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


# --- strict option parsing ------------------------------------------------------


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


class StrictCommand(click.Command):
    """A click command that refuses an option given twice (click would keep the last)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        twice = repeated_option(self.get_params(ctx), args)
        if twice is not None:
            raise click.UsageError(f"option {twice} given twice", ctx)
        return super().parse_args(ctx, args)


_PLAIN_WORD = re.compile(r"[^ \t\r\n]+")


def split_line(line: str) -> list[str]:
    """Words of a batch line as a POSIX shell splits them (``shlex``); ``LineError`` if unbalanced.

    >>> split_line("123m456p789s111z22z --seat-wind S")
    ['123m456p789s111z22z', '--seat-wind', 'S']
    >>> split_line("'123m456p789s111z22z' -t")
    ['123m456p789s111z22z', '-t']
    """
    if "'" not in line and '"' not in line and "\\" not in line:
        return _PLAIN_WORD.findall(line)  # what shlex gives, without its per-character loop
    import shlex

    try:
        return shlex.split(line)
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
        """The first positional word (the hand, in ``mcr score``), for error objects."""
        return next((w for w in words if w == "-" or not w.startswith("-")), None)

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
            if argument.nargs == -1:
                given[argument.name or ""], positional = tuple(positional), []
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


# --- batch mode ----------------------------------------------------------------


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
