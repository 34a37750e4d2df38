"""Bounds on what the scorer reads, and the one strict way it reads a number.

Input may come from anywhere (a log, a pipe, a web form), so every size and
number has a bound, and a value outside it is refused at once with the range
in the message, before any work is done on it: a 10 MB "hand" costs a length
check, a 5,000-digit "fan total" never reaches ``int()``.
"""

from __future__ import annotations

from typing import Final

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


def parse_number(text: str, what: str, low: int, high: int) -> int:
    """``text`` as a whole number in ``low..high``: ASCII digits only, no sign, ``_`` or spaces.

    Raises ``ValueError`` whose message names ``what`` and the range; the
    caller wraps it in its own error kind (a record line, a batch line).

    >>> parse_number("15", "a fan total", 0, 9999)
    15
    >>> parse_number("１５", "a fan total", 0, 9999)
    Traceback (most recent call last):
    ...
    ValueError: a fan total must be a whole number 0-9999, not '１５'
    >>> parse_number("1" * 5000, "a fan total", 0, 9999)
    Traceback (most recent call last):
    ...
    ValueError: a fan total must be 0-9999, not a 5000-digit number
    """
    if not text or not _DIGITS.issuperset(text):
        raise ValueError(f"{what} must be a whole number {low}-{high}, not {shorten(text)!r}")
    if len(text) > len(str(high)):
        significant = text.lstrip("0")
        if len(significant) > len(str(high)):
            shown = significant if len(significant) <= 20 else f"a {len(significant)}-digit number"
            raise ValueError(f"{what} must be {low}-{high}, not {shown}")
    value = int(text.lstrip("0") or "0")
    if not low <= value <= high:
        raise ValueError(f"{what} must be {low}-{high}, not {value}")
    return value


def show(value: object, limit: int = 40) -> str:
    """``value`` as a message may quote it: shortened, and never a huge int written out.

    Python refuses to write an int of over 4,300 digits (and takes long to write a
    big one), so a caller's huge number is described, not printed.

    >>> show(7), show("S"), show(10**5000), show("x" * 50)[-3:]
    ('7', "'S'", 'a 5001-digit number', 'xx…')
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        digits = int(value.bit_length() * 0.30103) + 1
        return f"a {digits}-digit number"
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"a {type(value).__name__}"
    return shorten(text, limit)
