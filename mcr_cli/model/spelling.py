"""Hands as people write them, turned into the notation the scanner reads (``docs/notation.md``).

People write ``123m 456p 789s EEE SS`` (spaces between groups),
``123万456饼789条东东东南南`` (Chinese suits and honors, simplified or
traditional, digits or 一…九), the tile glyphs ``mcr`` itself prints
(🀇🀈🀉…), and full-width ``１２３ｍ``.  ``plain_spelling`` turns any of
these into canonical ASCII notation and keeps, for each character it writes,
the position of the character it came from, so that an error found later
still points at what the user typed.

It is a pure function of the text; the scanner calls it only for a text
that is not already plain ASCII without spaces (the fast path), so the
usual hand costs one ``isascii`` check.

>>> plain_spelling("123万 456饼 789条 东东东 南南")[0]
'123m456p789sEEESS'
>>> plain_spelling("\U0001f007\U0001f008\U0001f009\U0001f000")[0]
'1m2m3mE'
"""

from __future__ import annotations

from typing import Final

from ..errors import NotationError
from . import faults as f

SPACES: Final = " \t\u3000\u00a0"
"""What separates groups: space, tab, the ideographic (full-width) space, no-break space."""

_SUITS: Final = {
    "万": "m", "萬": "m", "饼": "p", "餅": "p", "筒": "p", "条": "s", "條": "s", "索": "s",
}  # fmt: skip
_HONORS: Final = {
    "东": "E", "東": "E", "南": "S", "西": "W", "北": "N",
    "中": "C", "发": "F", "發": "F", "白": "P",
}  # fmt: skip
_NUMERALS: Final = {
    "一": "1",
    "二": "2",
    "两": "2",
    "三": "3",
    "四": "4",
    "五": "5",
    "六": "6",
    "七": "7",
    "八": "8",
    "九": "9",
}
_PUNCTUATION: Final = {"【": "[", "】": "]", "、": ","}
_IGNORED: Final = "\ufe0e\ufe0f"
"""Variation selectors (text or emoji style): allowed right after a tile glyph such as 🀄, nowhere else."""

_GLYPH_TILES: Final = (
    [f"{r}m" for r in range(1, 10)]  # U+1F007 …
    + [f"{r}s" for r in range(1, 10)]  # U+1F010 …
    + [f"{r}p" for r in range(1, 10)]  # U+1F019 …
)
_HONOR_GLYPHS: Final = "ESWNCFP"  # U+1F000 … U+1F006


def _one(ch: str) -> str | None:
    """The notation of one character that is not plain ASCII notation, or ``None``."""
    code = ord(ch)
    if 0xFF01 <= code <= 0xFF5E:  # full-width ASCII
        return chr(code - 0xFEE0)
    if 0x1F007 <= code <= 0x1F021:
        return _GLYPH_TILES[code - 0x1F007]
    if 0x1F000 <= code <= 0x1F006:
        return _HONOR_GLYPHS[code - 0x1F000]
    return _SUITS.get(ch) or _HONORS.get(ch) or _NUMERALS.get(ch) or _PUNCTUATION.get(ch)


def plain_spelling(text: str) -> tuple[str, tuple[int, ...]]:
    """The hand in plain notation, and for each of its characters (and its end) the position in ``text``.

    A space may stand between groups (after a suit letter, an honor, a
    bracket or a comma), never after a digit: ``12 3m`` is an error, as a
    reader could take it for two groups.  Raises ``NotationError`` at the
    position in ``text`` of a character no spelling knows, or of a space
    that splits a group, with what would be accepted as its hint (``faults.HINT_TILE``).
    """
    out: list[str] = []
    origin: list[int] = []
    last = ""
    for i, ch in enumerate(text):
        if ch.isascii() and ch not in SPACES:
            piece = ch
        elif ch in SPACES:
            if last.isdigit():
                raise NotationError(f.SPACE_IN_GROUP(), i, text, hint=f.HINT_NO_SPACE())
            continue
        elif ch in _IGNORED:
            if i == 0 or not 0x1F000 <= ord(text[i - 1]) <= 0x1F021:
                raise NotationError(
                    f.LONE_SELECTOR(code=f"{ord(ch):04X}"), i, text, hint=f.HINT_GLYPH_FIRST()
                )
            continue
        else:
            found = _one(ch)
            if found is None:
                flower = f.FLOWER_GLYPH() if 0x1F022 <= ord(ch) <= 0x1F029 else ""
                raise NotationError(
                    f.UNKNOWN_CHARACTER(ch=repr(ch), note=flower), i, text, hint=f.HINT_TILE(meld="")
                )
            piece = found
        out.append(piece)
        origin.extend([i] * len(piece))
        last = piece[-1]
    origin.append(len(text))
    return "".join(out), tuple(origin)
