"""The core's error messages in Chinese, for ``--lang zh`` on a terminal.

The core raises its errors in English, and that text is part of the
contract: it is the ``"error"`` value of the JSON, and the API's message,
under every ``--lang``.  What a person reads on stderr is another matter:
with ``--lang zh`` each line should be in one language.  So the core is left
alone, and the render layer translates a message from a catalogue of its
shapes: a regular expression with named groups, and the Chinese it becomes.

A group named ``msg`` (or ``msg2``…) holds a message of its own (``hand 3:
HAND: <msg>``, ``--visible 1x: <msg>``), translated in its turn; the other
groups are the input's own text, a tile, a flag or a number, kept as written.
A message with a place in front that no shape names (``FILE:LINE: <msg>``,
``FILE: KEY: <msg>``) keeps the place and translates the rest.  A message
that matches nothing stays as written: better English than a wrong guess.
"""

from __future__ import annotations

import re

from .base import Template

_COMPILED: list[tuple[re.Pattern[str], Template]] = []

_PLACE = re.compile(r"(?P<place>[^:]*(?::\d+)?): (?P<rest>.+)", re.DOTALL)
"""``FILE:LINE: <msg>`` or ``FILE: <msg>`` (a house-rule key, ``KEY: <msg>``): a place before a message."""


def _compiled() -> list[tuple[re.Pattern[str], Template]]:
    if not _COMPILED:
        from . import hands, records, systems, usage

        shapes = [*hands.SHAPES, *systems.SHAPES, *records.SHAPES, *usage.SHAPES]
        _COMPILED.extend((re.compile(p, re.DOTALL), t) for p, t in shapes)
    return _COMPILED


def _shape(message: str) -> str | None:
    """``message`` by the first shape it matches in full, or ``None``."""
    for pattern, template in _compiled():
        found = pattern.fullmatch(message)
        if found is None:
            continue
        if callable(template):
            return template(found, _any)
        values = {k: (_any(v) if k.startswith("msg") else v) for k, v in found.groupdict("").items()}
        return template.format(**values)
    return None


def _any(message: str) -> str:
    """``message`` in Chinese: by its shape, else its place kept and the rest translated, else as written."""
    own = _shape(message)
    if own is not None:
        return own
    found = _PLACE.fullmatch(message)
    if found is not None:
        rest = _any(found["rest"])
        if rest != found["rest"]:
            return f"{found['place']}: {rest}"
    return message


def translate(message: str, lang: str | None) -> str:
    """The core's error ``message`` in ``lang``: Chinese with ``zh``, else exactly as written.

    >>> translate("a line longer than 4096 bytes", "zh")
    '一行超过 4096 字节'
    >>> translate("hands.match:3: a line longer than 4096 bytes", "zh")
    'hands.match:3: 一行超过 4096 字节'
    >>> translate("empty hand", None)
    'empty hand'
    """
    if lang != "zh":
        return message
    return _any(message)


def error_words(err: BaseException | str, message: str, lang: str | None) -> tuple[str, str]:
    """The label and text of an error line: ``error`` and ``message`` as written without ``lang``.

    With ``zh`` the label is ``错误`` and the core's message Chinese.  One
    function for a single hand's error and a batch line's, so that the two
    read alike.
    """
    if lang is None:
        return "error", message
    from ..lang import error_label

    return error_label(lang), translate(message, lang)


def line_place(number: int, lang: str | None) -> str:
    """Where a batch line's error is: ``line 3``, ``第 3 行`` with ``--lang zh``."""
    return f"第 {number} 行" if lang == "zh" else f"line {number}"
