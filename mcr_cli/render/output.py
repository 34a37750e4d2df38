"""Text the commands write for a machine or a log: one-line errors, quoted input, JSON lines."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any


def error_message(err: BaseException) -> str:
    """The one-line explanation of an error: ``unknown character 'x' at position 18``.

    As the command line says it: a field of the API its fault names is the flag (``render.faults.flag_text``).
    """
    said = getattr(err, "said", None)
    if said is None:
        text = str(err)
    else:
        from .faults import flag_text

        text = flag_text(err)
    return " ".join(text.split()) or type(err).__name__


def printable(text: str) -> str:
    r"""``text`` with control and format characters escaped, to quote input on a terminal safely.

    >>> printable("1m\x1b[31m2m\u2028")
    '1m\\x1b[31m2m\\u2028'
    """
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def safe_json(obj: Any, *, once: bool = False) -> str:
    r"""``json.dumps`` without ASCII escapes, but with U+2028, U+2029 and U+0085 escaped.

    JSON allows them raw, yet JavaScript and Python's ``str.splitlines``
    break lines at them; escaped, every JSON Lines reader splits the output
    right (``json.dumps`` already escapes the other control characters).

    >>> safe_json({"hand": "1m\u20282m"})
    '{"hand": "1m\\u20282m"}'
    >>> safe_json({"fans": [], "total": 8, "valid": True, "by": None}, once=True)
    '{"fans": [], "total": 8, "valid": true, "by": null}'

    ``once``: the process writes this one object and ends (``mcr score HAND
    --json``), so it is written without importing ``json``; a batch uses
    ``json``'s C encoder, several times faster per object.
    """
    try:
        if not once:
            raise _Unusual
        text = _dumps(obj)
    except _Unusual:
        text = _encoder()(obj)
    if "\u2028" in text or "\u2029" in text or "\x85" in text:
        text = text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029").replace("\x85", "\\u0085")
    return text


@cache
def _encoder() -> Callable[[Any], str]:
    """``json.dumps(obj, ensure_ascii=False)``, without building an encoder per object as ``dumps`` does."""
    import json

    return json.JSONEncoder(ensure_ascii=False).encode


class _Unusual(Exception):
    """A value ``_dumps`` leaves to ``json.dumps`` (floats, non-string keys, other types)."""


def _dumps(obj: Any) -> str:
    """What ``json.dumps(obj, ensure_ascii=False)`` gives, for str, int, bool, None, list and dict.

    The CLI's objects hold nothing else; writing them with the C string
    encoder alone spares a one-hand ``mcr score --json`` the import of the
    ``json`` package (its decoder and scanner), about 2 ms of a 55 ms start.
    ``tests/cli/test_score.py`` checks it against ``json.dumps`` on random values.
    """
    from _json import encode_basestring

    out: list[str] = []
    _put(obj, out, encode_basestring)
    return "".join(out)


def _put(obj: Any, out: list[str], enc: Callable[[str], str]) -> None:
    kind = type(obj)
    if kind is str:
        out.append(enc(obj))
    elif kind is bool:
        out.append("true" if obj else "false")
    elif kind is int:
        out.append(int.__repr__(obj))
    elif obj is None:
        out.append("null")
    elif kind is dict:
        out.append("{")
        for i, (key, value) in enumerate(obj.items()):
            if type(key) is not str:
                raise _Unusual
            out.append(", " if i else "")
            out.append(enc(key))
            out.append(": ")
            _put(value, out, enc)
        out.append("}")
    elif kind is list or kind is tuple:
        out.append("[")
        for i, value in enumerate(obj):
            out.append(", " if i else "")
            _put(value, out, enc)
        out.append("]")
    else:
        raise _Unusual
