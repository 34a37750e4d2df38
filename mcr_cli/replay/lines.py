"""One line of a Botzone game record, read strictly into a small typed value.

The format (``docs/replay.md``) has one event a line::

    Match 61602cb45ddc087351c04358
    Wind 1
    Player 0 Deal T8 B7 T1 W6 B8 W9 J1 T9 B2 W3 T6 F4 W9
    Player 2 Play W9
    Player 0 Peng W9 Ignore Player 3 Chi W8
    Player 1 Hu B7
    Fan 9 混一色*1+箭刻*1+老少副*1
    Score -8 33 -17 -8

Words are separated by spaces and tabs only (any other character, a lone
CR among them, belongs to its word and makes it wrong).  Keywords and
action words are read in any case (the platform writes ``PENG`` and
``Peng``); tiles are written as the platform writes them.  Every number is
bounded.  A fault raises ``LineFault`` with what is wrong; the caller adds
the file and line.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ..faults import Said, message_of
from ..limits import parse_number, shorten
from . import faults as F
from .fannames import MIXED_KONGS, fan_id

_SUITS: Final = "WBT"
TILES: Final = {
    **{f"{_SUITS[s]}{r + 1}": s * 9 + r for s in range(3) for r in range(9)},
    **{f"F{i + 1}": 27 + i for i in range(4)},
    **{f"J{i + 1}": 31 + i for i in range(3)},
}
"""The record's tile names: W1-W9 characters, B1-B9 dots, T1-T9 bamboo, F1-F4 winds, J1-J3 中发白."""
TILE_NAMES: Final = {tile: name for name, tile in TILES.items()}

ACTIONS: Final = ("Draw", "Play", "Chi", "Peng", "Gang", "AnGang", "BuGang", "Hu")
_ACTION_BY_WORD: Final = {a.lower(): a for a in ACTIONS}
CLAIMS: Final = frozenset({"Chi", "Peng", "Gang", "Hu"})
"""The actions an ``Ignore`` part may name, and the lines that may carry one."""
MAX_ID_CHARS: Final = 64
_ID_CHARS: Final = frozenset("0123456789abcdefABCDEFghijklmnopqrstuvwxyzGHIJKLMNOPQRSTUVWXYZ_-.")
MAX_SCORE: Final = 99_999
"""A seat's change in a ``Score`` line: real ones stay in the hundreds."""
MAX_FAN_COUNT: Final = 9
"""How often one fan may be counted in a ``Fan`` line (幺九刻 at most 4, 一般高 2)."""


class LineFault(ValueError):
    """What is wrong with the line being read (a fault, ``said``); the round reader adds ``FILE:LINE``."""

    def __init__(self, said: Said) -> None:
        super().__init__(said.text())
        self.said = said


class Claim(NamedTuple):
    """A claim that lost (``Ignore Player 3 Chi W8``): who, what, on which tile (a chow's middle)."""

    seat: int
    action: str
    tile: int


class Event(NamedTuple):
    """``Player N ACTION TILE`` with the claims it beat (only a claim line carries any)."""

    seat: int
    action: str
    tile: int
    ignored: tuple[Claim, ...] = ()


class Deal(NamedTuple):
    seat: int
    tiles: tuple[int, ...]


class FanLine(NamedTuple):
    """``Fan TOTAL NAME*COUNT+…``: the total, the fans by id (``MIXED_KONGS`` for 明暗杠), as named."""

    total: int
    fans: tuple[tuple[int, int], ...]
    names: tuple[tuple[str, int], ...]


class Header(NamedTuple):
    """``Match ID``, ``Wind W``, ``Huang`` or ``Score …``: a word and its value."""

    word: str
    value: object


Parsed = Event | Deal | FanLine | Header


def words_of(text: str) -> list[str]:
    """The words of a line, split at spaces and tabs only."""
    if "\t" in text:
        text = text.replace("\t", " ")
    return [w for w in text.split(" ") if w]


def tile_of(word: str) -> int:
    tile = TILES.get(word)
    if tile is None:
        raise LineFault(F.NOT_A_TILE(word=repr(shorten(word))))
    return tile


def seat_of(word: str) -> int:
    if len(word) == 1 and word in "0123":
        return int(word)
    raise LineFault(F.NOT_A_PLAYER(word=repr(shorten(word))))


def action_of(word: str) -> str:
    action = _ACTION_BY_WORD.get(word.lower())
    if action is None:
        raise LineFault(F.NOT_AN_ACTION(word=repr(shorten(word))))
    return action


_SEATS: Final = {"0": 0, "1": 1, "2": 2, "3": 3}
_EXACT: Final = {a: a for a in ACTIONS}


def parse_line(text: str) -> Parsed | None:
    """The value of one line (``None`` when blank); ``LineFault`` when it is not a line of the format."""
    words = text.split(" ")
    if len(words) == 4 and words[0] == "Player":  # the common line, as the platform spells it
        seat, action, tile = _SEATS.get(words[1]), _EXACT.get(words[2]), TILES.get(words[3])
        if seat is not None and action is not None and tile is not None:
            return Event(seat, action, tile)
    words = words_of(text)
    if not words:
        return None
    head = words[0].lower()
    if head == "player":
        return _player(words)
    if head == "fan":
        return _fan(words)
    if head == "score":
        if len(words) != 5:
            raise LineFault(F.SCORE_LINE(n=len(words) - 1))
        return Header("Score", tuple(_signed(w) for w in words[1:]))
    if head == "match":
        if len(words) != 2:
            raise LineFault(F.MATCH_LINE())
        ident = words[1]
        if len(ident) > MAX_ID_CHARS or not _ID_CHARS.issuperset(ident):
            raise LineFault(F.ROUND_ID(most=MAX_ID_CHARS, ident=repr(ident)))
        return Header("Match", ident)
    if head == "wind":
        if len(words) != 2:
            raise LineFault(F.WIND_LINE())
        if len(words[1]) != 1 or words[1] not in "0123":
            raise LineFault(F.PREVALENT_WIND(word=repr(shorten(words[1]))))
        return Header("Wind", int(words[1]))
    if head == "huang":
        if len(words) != 1:
            raise LineFault(F.HUANG_LINE())
        return Header("Huang", None)
    raise LineFault(F.NOT_A_LINE(text=repr(shorten(text))))


def _player(words: list[str]) -> Parsed:
    if len(words) < 4:
        raise LineFault(F.PLAYER_LINE())
    seat = seat_of(words[1])
    if words[2].lower() == "deal":
        if len(words) != 16:
            raise LineFault(F.DEAL_SIZE(n=len(words) - 3))
        return Deal(seat, tuple(tile_of(w) for w in words[3:]))
    action = action_of(words[2])
    tile = tile_of(words[3])
    if len(words) == 4:
        return Event(seat, action, tile)
    if action not in CLAIMS:
        raise LineFault(F.NOT_A_CLAIM(action=action, act=F.ACTION[action]()))
    return Event(seat, action, tile, _ignored(words[4:]))


def _ignored(words: list[str]) -> tuple[Claim, ...]:
    """``Ignore Player M ACTION TILE`` parts: each may repeat ``Ignore`` or not, but the first must say it."""
    if words[0].lower() != "ignore":
        raise LineFault(F.AFTER_THE_TILE(word=repr(shorten(words[0]))))
    claims: list[Claim] = []
    i = 0
    while i < len(words):
        if words[i].lower() == "ignore":
            i += 1
        part = words[i : i + 4]
        if len(part) < 4 or part[0].lower() != "player":
            raise LineFault(F.IGNORED_LINE())
        action = action_of(part[2])
        if action not in CLAIMS:
            raise LineFault(F.IGNORED_ACTION(action=action, act=F.ACTION[action]()))
        claims.append(Claim(seat_of(part[1]), action, tile_of(part[3])))
        if len(claims) > 3:
            raise LineFault(F.IGNORED_MANY())
        i += 4
    return tuple(claims)


def _fan(words: list[str]) -> FanLine:
    if len(words) != 3:
        raise LineFault(F.FAN_LINE())
    total = _number(words[1], F.FAN_LINE_TOTAL(), 9999)
    fans: dict[int, int] = {}
    names: list[tuple[str, int]] = []
    for part in words[2].split("+"):
        name, star, count_text = part.rpartition("*")
        if not star or not name:
            raise LineFault(F.FAN_WRITTEN(part=repr(shorten(part))))
        count = _number(count_text, F.FAN_COUNT(name=shorten(name)), MAX_FAN_COUNT, low=1)
        ident = fan_id(name)
        if ident is None:
            raise LineFault(F.NO_SUCH_FAN(name=repr(shorten(name))))
        fans[ident] = fans.get(ident, 0) + count
        names.append((name, count))
        if len(names) > 81:
            raise LineFault(F.TOO_MANY_FANS())
    return FanLine(total, tuple(sorted(fans.items())), tuple(names))


def _number(text: str, what: Said, high: int, low: int = 0) -> int:
    try:
        return parse_number(text, what, low, high)
    except ValueError as err:
        raise LineFault(message_of(err)) from None


def _signed(text: str) -> int:
    sign = -1 if text.startswith("-") else 1
    digits = text[1:] if text[:1] in "+-" and len(text) > 1 else text
    return sign * _number(digits, F.SCORE_CHANGE(), MAX_SCORE)


__all__ = ["MIXED_KONGS", "Claim", "Deal", "Event", "FanLine", "Header", "LineFault", "parse_line"]
