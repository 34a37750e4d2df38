"""Tiles: the 34 kinds, their names, glyphs and traits.

A tile is a plain ``int`` from 0 to 33 — characters 1-9 (0-8), dots 1-9
(9-17), bamboo 1-9 (18-26), the winds East South West North (27-30) and the
dragons 中 发 白 (31-33).  Plain integers keep the scorer's hot loops cheap
(counts are lists indexed by tile); the functions and tables here give them
meaning.

>>> tile_name(parse_tile_name("5z"))
'C'
>>> [tile_name(t) for t in (0, 17, 26, EAST, RED, WHITE)]
['1m', '9p', '9s', 'E', 'C', 'P']
"""

from __future__ import annotations

from typing import Final

from ..errors import NotationError
from ..limits import show
from . import faults as f

Tile = int

SUIT_LETTERS: Final = "mps"
HONOR_LETTERS: Final = "ESWNCFP"
"""East South West North, then 中 (C, red), 发 (F, green), 白 (P, white)."""

EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
RED, GREEN, WHITE = 31, 32, 33
WINDS: Final = (EAST, SOUTH, WEST, NORTH)
DRAGONS: Final = (RED, GREEN, WHITE)
ALL_TILES: Final = tuple(range(34))

SEATS: Final = "ESWN"
"""Seat and wind letters in play order; the index is the wind's number."""

SEAT_WORDS: Final = {"E": 0, "S": 1, "W": 2, "N": 3, "东": 0, "南": 1, "西": 2, "北": 3, "東": 0}
"""A seat as people write it, in a record, a hand or a flag: ``E S W N`` or ``东 南 西 北``."""


def seat_of(word: str) -> int | None:
    """The seat ``word`` names (E S W N in either case, 东 南 西 北), or ``None``.

    >>> seat_of("s"), seat_of("南"), seat_of("東"), seat_of("SE"), seat_of("中")
    (1, 1, 0, None, None)
    """
    return SEAT_WORDS.get(word.upper() if word.isascii() else word)


def make_tile(suit: int, rank: int) -> Tile:
    """The tile of ``suit`` (0 m, 1 p, 2 s) and ``rank`` (1-9)."""
    return suit * 9 + rank - 1


def suit_of(tile: Tile) -> int:
    """0 characters, 1 dots, 2 bamboo, 3 honors."""
    return tile // 9 if tile < 27 else 3


def rank_of(tile: Tile) -> int:
    """1-9 for suited tiles, 0 for honors."""
    return tile % 9 + 1 if tile < 27 else 0


def is_suited(tile: Tile) -> bool:
    return tile < 27


def is_honor(tile: Tile) -> bool:
    return tile >= 27


def is_wind(tile: Tile) -> bool:
    return 27 <= tile <= 30


def is_dragon(tile: Tile) -> bool:
    return tile >= 31


def is_terminal(tile: Tile) -> bool:
    """一 or 九 of a suit."""
    return tile < 27 and tile % 9 in (0, 8)


TERMINAL_OR_HONOR: Final = frozenset(t for t in ALL_TILES if is_terminal(t) or is_honor(t))
"""幺九牌: terminals and honors."""

GREEN_TILES: Final = frozenset(make_tile(2, r) for r in (2, 3, 4, 6, 8)) | {GREEN}
"""绿一色: 23468 bamboo and 发."""

REVERSIBLE_TILES: Final = (
    frozenset(make_tile(1, r) for r in (1, 2, 3, 4, 5, 8, 9))
    | frozenset(make_tile(2, r) for r in (2, 4, 5, 6, 8, 9))
    | {WHITE}
)
"""推不倒: 1234589 dots, 245689 bamboo and 白, whose faces look the same upside down."""

_GLYPH_START: Final = (0x1F007, 0x1F019, 0x1F010)
_HONOR_GLYPHS: Final = "\U0001f000\U0001f001\U0001f002\U0001f003\U0001f004\U0001f005\U0001f006"


def tile_name(tile: Tile) -> str:
    """Notation of one tile: ``1m`` … ``9s``, or an honor letter."""
    if tile >= 27:
        return HONOR_LETTERS[tile - 27]
    return f"{tile % 9 + 1}{SUIT_LETTERS[tile // 9]}"


def tile_glyph(tile: Tile) -> str:
    """The Unicode mahjong glyph of a tile (🀇 for 1m, 🀄 for 中)."""
    if tile >= 27:
        return _HONOR_GLYPHS[tile - 27]
    return chr(_GLYPH_START[tile // 9] + tile % 9)


def parse_tile_name(text: str) -> Tile:
    """The tile named by ``1m`` … ``9s``, ``1z`` … ``7z`` or an honor letter.

    Raises ``NotationError`` (a ``ValueError``) for anything else.
    """
    if len(text) == 1 and text in HONOR_LETTERS:
        return 27 + HONOR_LETTERS.index(text)
    if len(text) == 2 and text[0] in "123456789":
        rank = int(text[0])
        if text[1] in SUIT_LETTERS:
            return make_tile(SUIT_LETTERS.index(text[1]), rank)
        if text[1] == "z" and rank <= 7:
            return 26 + rank
    raise NotationError(f.NOT_A_TILE(text=show(text, 12)), 0, text)


_RANK_TEXT: Final = ("1", "2", "3", "4", "5", "6", "7", "8", "9")


def format_tiles(tiles: list[Tile] | tuple[Tile, ...]) -> str:
    """Compact notation of tiles in the order given: runs of one suit share the suffix.

    >>> format_tiles([0, 1, 2, 9, 27, 27])
    '123m1pEE'
    """
    out: list[str] = []
    pending: list[str] = []
    pending_suit = -1
    for t in tiles:
        s = t // 9 if t < 27 else 3
        if s != pending_suit and pending:
            out.append("".join(pending) + SUIT_LETTERS[pending_suit])
            pending = []
        if s == 3:
            out.append(HONOR_LETTERS[t - 27])
            pending_suit = -1
        else:
            pending.append(_RANK_TEXT[t % 9])
            pending_suit = s
    if pending:
        out.append("".join(pending) + SUIT_LETTERS[pending_suit])
    return "".join(out)
