"""The batch-line parser: a line's words as a command's parameters, split as a shell splits them, strictly.

``LineParser`` reads a line with the parameters of the very click command
that a batch line follows (``mcr score``'s ``score_params``, ``mcr waits``'s
…): each value is converted by the parameter's own type and callback, the
defaults are click's, and an option given twice is refused as
``options.StrictCommand`` refuses it on the command line.  Only the walk
over the words is its own, and that is why.

Why not click's own parsing of the command (``command.make_context(name,
words)``, or ``command.make_parser(ctx).parse_args(words)``): a batch line
is parsed once per line, and a line's whole cost is some 150-250 µs.
Measured on a typical 4-line mix of ``mcr score`` lines, per line:
``make_context`` 268 µs (a context, every parameter processed); click's
option parser alone, one parser kept, 24 µs to cut the words into options,
values and arguments, before any conversion; this parser 15 µs for all of
it, and 2 µs when the words after the hand repeat (``_fast``, the common
case).  ``make_context`` would more than double a batch's time; the bare
parser is ``click.parser.OptionParser``, deprecated in click 8.2 and gone
in 9.0 (``make_parser`` gives its private successor).  Either would also
need its errors read back into this module's faults (``line.option-twice``,
which click's parser does not see; ``line.no-such-option`` with its hint),
whose codes and words the JSON and ``--lang zh`` keep.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

import click

from ..options import option_table, repeatable

if TYPE_CHECKING:
    from ...faults import Said
    from ...systems.declaration import Declaration


class LineError(ValueError):
    """A batch line that cannot be read as the command's arguments: its fault (``said``, ``cli/faults.py``).

    ``str(error)`` is the English; its code is the JSON's ``"code"``.
    """

    def __init__(self, said: Said) -> None:
        super().__init__(said.text(flags=True))  # the command line's: a field of the core's fault as its flag
        self.said = said

    @property
    def code(self) -> str:
        return self.said.code


def missing_hand() -> LineError:
    """The error of a line (or command line) with no hand: ``missing argument HAND``."""
    from ..faults import MISSING_ARGUMENT

    return LineError(MISSING_ARGUMENT(argument="HAND"))


_PLAIN_WORD = r"[^ \t\r\n]+"
_words: Callable[[str], list[str]] | None = None
"""``findall`` of ``_PLAIN_WORD``, compiled on the first batch line, not at every start-up."""


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
        global _words
        if _words is None:
            _words = re.compile(_PLAIN_WORD).findall
        return _words(line)  # what shlex gives, without its per-character loop
    try:
        import shlex  # only for lines with quotes, escapes, comments or a CR

        lexer = shlex.shlex(line, posix=True)  # shlex.split(line, comments=True), but a lone CR
        lexer.whitespace = " \t\n"  # is a character of the line, never a space
        lexer.whitespace_split = True
        return list(lexer)
    except ValueError as err:
        from ..faults import split_fault

        raise LineError(split_fault(err)) from None


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
        self._options = option_table(command.params)
        self._arguments = [p for p in command.params if isinstance(p, click.Argument)]
        self._ctx = click.Context(command, info_name=command.name, resilient_parsing=False)
        defaults = command.make_context(command.name, [], resilient_parsing=True).params
        self._defaults = {p.name: defaults.get(p.name) for p in command.params if p.name}
        self._converted: dict[tuple[str | None, Any], Any] = {}
        only = self._arguments[0] if len(self._arguments) == 1 else None
        self._words = only if only is not None and only.nargs == -1 and only.type is click.STRING else None
        self._after_words: dict[tuple[str, ...], dict[str, Any]] = {}

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
        """The parameters the words give, defaults filled in; raises ``LineError``.

        A line of a log is one word (the hand) and the same few options
        after it, line after line: those options' values are read once and
        kept by their words (``_fast``).
        """
        fast = self._fast(words)
        if fast is not None:
            return fast
        return self._parse(words)

    def _fast(self, words: list[str]) -> dict[str, Any] | None:
        """``_parse(words)`` for a first word that is the only positional one, from the options kept."""
        argument = self._words
        if argument is None or not words or words[0].startswith("-"):
            return None
        rest = tuple(words[1:])
        given = self._after_words.get(rest)
        if given is None:
            try:
                given = self._parse(list(rest))
            except LineError:
                return None
            if given[argument.name or ""] is not None or len(self._after_words) >= 1024:
                return None  # another positional word among them, or too many kinds of line
            self._after_words[rest] = given
        params = dict(given)
        groups = (words[0],)  # the argument's value, as ``process_value`` makes it of one string word
        params[argument.name or ""] = (
            groups if argument.callback is None else argument.callback(self._ctx, argument, groups)
        )
        return params

    def _parse(self, words: list[str]) -> dict[str, Any]:
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
        if key in given and not repeatable(option):
            from ..faults import LINE_OPTION_TWICE

            raise LineError(LINE_OPTION_TWICE(option=name))
        if option.is_flag or option.count:
            if eq:
                from ..faults import TAKES_NO_VALUE

                raise LineError(TAKES_NO_VALUE(option=name))
            if option.count:
                given[key] = given.get(key, 0) + 1
                return i
            raw: Any = primary if option.is_bool_flag else option.flag_value
        elif eq:
            raw = inline
        else:
            if i + option.nargs > len(words):
                from ..faults import NEEDS_A_VALUE, NEEDS_VALUES

                raise LineError(
                    NEEDS_A_VALUE(option=name)
                    if option.nargs == 1
                    else NEEDS_VALUES(option=name, count=option.nargs)
                )
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
                from ..faults import MISSING_ARGUMENT

                raise LineError(MISSING_ARGUMENT(argument=argument.make_metavar(self._ctx)))
        if positional:
            from ..faults import EXTRA_ARGUMENT

            raise LineError(EXTRA_ARGUMENT(word=repr(positional[0])))

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
            from ...faults import TEXT
            from ..faults import BAD_VALUE, usage_said

            said = usage_said(err)
            raise LineError(
                BAD_VALUE(message=TEXT(text=err.format_message()) if said is None else said)
            ) from None
        if (
            param.callback is None
            and len(self._converted) < 4096
            and isinstance(value, (str, int, bool, type(None)))
        ):
            self._converted[key] = value
        return value

    def _no_such_option(self, name: str) -> Said:
        from difflib import get_close_matches

        from ...faults import DID_YOU_MEAN
        from ..faults import NO_SUCH_OPTION

        close = get_close_matches(name, [o for o in self._options if o.startswith("--")], n=1)
        return NO_SUCH_OPTION(option=name, hint=DID_YOU_MEAN(word=close[0]) if close else "")


def line_parser(name: str, params: Callable[[], list[click.Parameter]]) -> LineParser:
    """The ``LineParser`` of a command's batch lines, built on the first batch and kept.

    Kept per ``SYSTEMS`` tuple, as the flags are (``flags.declarations``): a
    system registered at run time has its flags in the next parser asked for.
    """
    from ... import systems

    return _line_parser(name, params, systems.SYSTEMS)


@cache
def _line_parser(
    name: str, params: Callable[[], list[click.Parameter]], registry: tuple[Declaration, ...]
) -> LineParser:
    return LineParser(click.Command(name, params=params()))
