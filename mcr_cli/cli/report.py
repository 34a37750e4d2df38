"""The reporter: what a command writes for a refused hand or batch line, and its JSON on stdout.

The core raises ``ValueError`` subclasses (``mcr_cli.errors``); only the CLI
turns them into messages and exit codes, and this module is where it does
so, for a single hand (``report_error``, ``echo_error``) and for a batch line
(``batch/runner.py``) alike: ``error_object`` builds the JSON error object and
``error_line`` the ``error: …`` line (``错误: …`` with ``--lang zh``), each
once.  On a terminal a single hand's line is broken between words at its
width, with the hand and a ``^`` under the fault (``echo_error``).
"""

from __future__ import annotations

import sys
from typing import Any

import click

from ..errors import FlagValueError
from ..render.console import cell_width, wants_plain
from ..render.output import error_message, printable, safe_json
from .exits import REJECTED


def error_object(
    hand: str, err: BaseException | str, *, line: int | None = None, message: str | None = None
) -> dict[str, Any]:
    """The contract's object for a refused hand: ``{"hand": <as given>, "error": ...}``.

    A fault of the catalogue adds its ``code``; an error that carries more
    (``--expect``: what was expected, what was scored) adds its
    ``json_fields()``; a batch line adds its ``line`` number; a notation
    error adds ``position``.  ``message`` replaces the error's own words (a
    line that could not be read says its number in them).
    """
    if message is None:
        message = err if isinstance(err, str) else error_message(err)
    obj: dict[str, Any] = {"hand": hand, "error": message}
    code = getattr(err, "code", None)
    if isinstance(code, str):  # a fault of the catalogue (docs/json.md lists the codes)
        obj["code"] = code
    fields = getattr(err, "json_fields", None)
    if fields is not None:
        obj.update(fields())
    if line is not None:
        obj["line"] = line  # where a script finds the line in its input
    position = getattr(err, "position", None)
    if type(position) is int:  # a notation error: the character of ``hand``, 1-based as in the message
        obj["position"] = position + 1
    return obj


def error_line(
    err: BaseException | str, *, lang: str | None = None, line: int | None = None, hand: str | None = None
) -> str:
    """``error: [line N: ][HAND: ]message``, the one line that says an error on stderr.

    With ``--lang`` (``lang``) a failed ``--expect`` is said in that language
    and, with ``zh``, the line begins ``错误``, the place is ``第 N 行`` and the
    core's fault is said from its Chinese template (``render.faults``); JSON
    keeps the English.
    """
    message = err if isinstance(err, str) else error_message(err)
    label, place = "error", None if line is None else f"line {line}"
    if lang is not None:
        from ..render.faults import error_words, line_place

        label, message = error_words(err, message, lang)
        if line is not None:
            place = line_place(line, lang)
    words = [label] if place is None else [label, place]
    if hand is not None:
        words.append(printable(hand))
    words.append(printable(message))
    return ": ".join(words)


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


def echo_error(err: BaseException | str, hand: str | None = None, *, lang: str | None = None) -> None:
    """``error_line(err)`` on stderr; on a terminal, the hand with a ``^`` under the fault.

    On a terminal the lines break between words at its width, the hint's under its first word.
    """
    from ..render.wrapping import for_terminal

    lines = [for_terminal(error_line(err, lang=lang), sys.stderr)]
    position = getattr(err, "position", None)
    if hand is not None and isinstance(position, int) and not wants_plain(sys.stderr):
        hint = getattr(err, "hint", "")
        hint_said = getattr(err, "hint_said", None)
        if lang is not None and hint_said is not None:
            from ..render.faults import say

            hint = say(hint_said, lang)
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
