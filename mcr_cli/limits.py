"""Bounds on what the scorer reads, and the one strict way it reads a number.

Input may come from anywhere (a log, a pipe, a web form), so every size and
number has a bound, and a value outside it is refused at once with the range
in the message, before any work is done on it: a 10 MB "hand" costs a length
check, a 5,000-digit "fan total" never reaches ``int()``.
"""

from __future__ import annotations

from typing import Final

from .faults import Said, fault

NOT_WHOLE = fault("number.not-whole", "{what} must be a whole number {low}-{high}, not {text}")
OUT_OF_RANGE = fault("number.out-of-range", "{what} must be {low}-{high}, not {value}")
DIGIT_COUNT = fault("part.digit-count", "a {count}-digit number")
NEGATIVE_DIGIT_COUNT = fault("part.negative-digit-count", "a negative {count}-digit number")

MAX_HAND_CHARS: Final = 128
"""No legal hand is longer: the longest spelling of 14 tiles with four kongs
(``[1m1m1m1m,5]`` ×4 and a pair ``1m1m``) is 52 characters."""
MAX_TILES_CHARS: Final = 512
"""``--visible``: 136 tiles at two characters each is 272; this leaves room for spaces."""
MAX_LINE_BYTES: Final = 4096
"""A batch or record line: the hand, its flags and any ``--expect-fans`` list."""
MAX_TOTAL: Final = 9999
"""A fan total (or an expected total) a user may write; real hands stay far below."""
MAX_PENALTY: Final = 9999
"""罚分 in a match record."""
_DIGITS: Final = frozenset("0123456789")


def shorten(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters with ``…``, to quote a hostile value in a message.

    >>> shorten("1" * 50, 10)
    '111111111…'
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


class NumberError(ValueError):
    """A number ``parse_number`` refuses: a ``ValueError`` whose fault (``said``) names ``what``, the range.

    A caller that says the message in another language passes ``what`` as a
    fault of its own (``word.…``); a plain text is said as written.
    """

    def __init__(self, said: Said) -> None:
        super().__init__(str(said))
        self.said = said

    @property
    def code(self) -> str:
        return self.said.code


def parse_number(text: str, what: str | Said, low: int, high: int) -> int:
    """``text`` as a whole number in ``low..high``: ASCII digits only, no sign, ``_`` or spaces.

    Raises ``NumberError`` (a ``ValueError``) whose message names ``what`` and the range; the
    caller wraps it in its own error kind (a record line, a batch line).

    >>> parse_number("15", "a fan total", 0, 9999)
    15
    >>> parse_number("１５", "a fan total", 0, 9999)
    Traceback (most recent call last):
    ...
    mcr_cli.limits.NumberError: a fan total must be a whole number 0-9999, not '１５'
    >>> parse_number("1" * 5000, "a fan total", 0, 9999)
    Traceback (most recent call last):
    ...
    mcr_cli.limits.NumberError: a fan total must be 0-9999, not a 5000-digit number
    """
    if not text or not _DIGITS.issuperset(text):
        raise NumberError(NOT_WHOLE(what=what, low=low, high=high, text=repr(shorten(text))))
    if len(text) > len(str(high)):
        significant = text.lstrip("0")
        if len(significant) > len(str(high)):
            shown = significant if len(significant) <= 20 else DIGIT_COUNT(count=len(significant))
            raise NumberError(OUT_OF_RANGE(what=what, low=low, high=high, value=shown))
    value = int(text.lstrip("0") or "0")
    if not low <= value <= high:
        raise NumberError(OUT_OF_RANGE(what=what, low=low, high=high, value=value))
    return value


_MAX_SHOWN_BITS: Final = 64
"""An int of at most 64 bits has at most 20 digits: printed whole; a larger one by its length."""
_LOG10_2: Final = 0.30102999566398120


def digit_count(value: int) -> int:
    """The decimal digits of ``abs(value)``, for a number too long to show (``DIGIT_COUNT``).

    >>> digit_count(10**5000), digit_count(-99)
    (5001, 2)
    """
    return _digits(value)


def _digits(value: int) -> int:
    """Decimal digits of ``abs(value)`` without ``int.__str__`` (which refuses over 4300 digits)."""
    magnitude = abs(value)
    if magnitude == 0:
        return 1
    n = int((magnitude.bit_length() - 1) * _LOG10_2) + 1
    return n + 1 if magnitude >= 10**n else n


def escape(text: str, limit: int = 40) -> str:
    r"""``text`` shortened to ``limit`` characters, control and format characters escaped, no quotes.

    For a name a message shows as written (a file name):

    >>> escape("club\x00.toml")
    'club\\x00.toml'
    """
    text = shorten(text, limit)
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def show(value: object, limit: int = 40) -> str:
    """A caller's value as a message quotes it: ``repr``-like, bounded, never a conversion error.

    A string is quoted shortened; an int of more than 20 digits is described
    by its length (``int.__str__`` would raise past 4300 digits, and a message
    has no use for them); a list, tuple or dict shows its first items, each
    shown so, and anything else its type.

    >>> show("1" * 50, 10)
    "'111111111…'"
    >>> show(10**5000)
    'a 5001-digit number'
    >>> show([None, 3, b"x"])
    "[None, 3, b'x']"
    """
    return _show(value, limit, 2)


def _show(value: object, limit: int, depth: int) -> str:
    if value is None or isinstance(value, (bool, float)):
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() <= _MAX_SHOWN_BITS + 8 and _digits(value) <= 20:
            return str(int(value))
        return f"{'a negative ' if value < 0 else 'a '}{_digits(value)}-digit number"
    if isinstance(value, str):
        return repr(shorten(value, limit))
    if isinstance(value, (bytes, bytearray)):
        return repr(bytes(value[:limit])) + ("…" if len(value) > limit else "")
    kind = type(value)
    if kind not in (list, tuple, dict, set, frozenset):
        name = kind.__name__
        return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"
    assert isinstance(value, (list, tuple, dict, set, frozenset))
    if depth == 0:
        return "[…]" if kind is list else f"a {kind.__name__}"
    if isinstance(value, dict):
        pairs = list(value.items())[:4]
        items = [f"{_show(k, limit, depth - 1)}: {_show(v, limit, depth - 1)}" for k, v in pairs]
    else:
        items = [_show(item, limit, depth - 1) for item in list(value)[:4]]
    if len(value) > 4:
        items.append("…")
    elif kind is tuple and len(value) == 1:
        items[0] += ","
    brackets = {list: "[]", tuple: "()"}.get(kind, "{}")
    return shorten(brackets[0] + ", ".join(items) + brackets[1], 2 * limit)
