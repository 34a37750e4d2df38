"""Hand notation, scanned: tiles and melds with the character position of each (``docs/notation.md``).

``hand.py`` builds a ``Hand`` from what this module scans, and writes it back.

    [MELD][MELD]...STANDING

Melds stand in ``[...]`` anywhere in the text; the last standing tile written
is the winning tile.  Parsing reports the first fault with its character
position; ``format_hand`` writes the canonical form (melds first with their
commas, in one order: by first tile, then chow, pung, kong, then offer;
standing tiles sorted, honors as letters, the winning tile last), so that
``format_hand(parse_hand(x))`` is stable and one hand has one form.

>>> from mcr_cli.model.hand import format_hand, parse_hand
>>> format_hand(parse_hand("123m456p789s111z22z"))
'123m456p789sEEESS'
>>> format_hand(parse_hand("45m678pFF[WWWW1][444s]6m"))
'[444s,1][WWWW,1]45m678pFF6m'
>>> parse_hand("123m456p789s111z2x")
Traceback (most recent call last):
...
mcr_cli.errors.NotationError: unknown character 'x' at position 18
"""

from typing import Final, NamedTuple

from ..errors import InvalidHandError, NotationError
from ..faults import Said
from ..limits import MAX_HAND_CHARS, MAX_TILES_CHARS, show
from . import faults as f
from .meld import CONCEALED, PROMOTED_OFFERS, Meld, MeldKind, kind_index
from .tiles import HONOR_LETTERS, SUIT_LETTERS, Tile, format_tiles, tile_name


def check_text(text: str, what: Said, limit: int) -> str:
    """``text`` if it holds at most ``limit`` characters; else the error, at once.

    The bound comes before any reading, so a megabyte of text costs a length check.
    """
    if len(text) > limit:
        raise InvalidHandError(f.TOO_LONG(what=what, length=len(text), limit=show(limit)))
    return text


class Scanned(NamedTuple):
    """What the text says, with where it says it, before any validity check."""

    melds: tuple[Meld, ...]
    meld_positions: tuple[int, ...]
    standing: tuple[tuple[Tile, int], ...]  # in text order, with positions
    meld_tiles: tuple[tuple[Tile, int], ...]  # every meld tile, at its '[' position


def _char_codes() -> tuple[int, ...]:
    codes = [-1] * 128
    for d in range(10):
        codes[ord(str(d))] = d
    for i, letter in enumerate(SUIT_LETTERS + "z"):
        codes[ord(letter)] = 10 + i
    for i, letter in enumerate(HONOR_LETTERS):
        codes[ord(letter)] = 20 + i
    return tuple(codes)


_CHAR_CODES: Final = _char_codes()
"""What each ASCII character is in plain notation, by code point: a digit (0-9), a suit letter
(10-13: m p s z), an honor letter (20-26: E S W N C F P), or -1.  Compiled, ``ord(text[i])``
reads the character as a number, so a character costs one tuple index instead of searches."""


def _code(text: str, i: int) -> int:
    """``_CHAR_CODES`` of ``text[i]``; -1 beyond ASCII."""
    point = ord(text[i])
    return _CHAR_CODES[point] if point < 128 else -1


def _scan_tiles(
    text: str, start: int, stop: int, in_meld: bool
) -> tuple[list[tuple[Tile, int]], int | None, int]:
    """Read tiles in ``text[start:stop]``.

    Returns the tiles with their positions and, inside a meld, a trailing offer
    number (a digit run with no suit letter at the end) and its position.
    """
    tiles: list[tuple[Tile, int]] = []
    digits: list[int] = []  # positions of pending digits
    i = start
    while i < stop:
        code = _code(text, i)
        if 0 <= code <= 9:
            digits.append(i)
        elif 10 <= code <= 13:  # a suit letter: m p s, or z for honors by number
            if not digits:
                honor = f.HONOR_CASE(honor=text[i].upper()) if text[i] in "sp" else ""
                raise NotationError(f.SUIT_WITHOUT_DIGITS(letter=text[i], case=honor), i, text)
            for pos in digits:
                rank = _code(text, pos)
                if rank == 0:
                    raise NotationError(f.ZERO_RANK(), pos, text)
                if code == 13:
                    if rank > 7:
                        raise NotationError(f.NO_SUCH_HONOR(rank=rank), pos, text)
                    tiles.append((26 + rank, pos))
                else:
                    tiles.append(((code - 10) * 9 + rank - 1, pos))
            digits = []
        elif code >= 20:  # an honor letter
            if digits:
                case = f.SUIT_CASE(suit=text[i].lower()) if text[i] in "PS" else ""
                raise NotationError(
                    f.DIGITS_WITHOUT_SUIT(digits=text[digits[0] : i], case=case), digits[0], text
                )
            tiles.append((code + 7, i))
        elif in_meld and text[i] == ",":
            break
        else:
            raise NotationError(
                f.UNKNOWN_CHARACTER(ch=repr(text[i]), note=_case_hint(text[i])),
                i,
                text,
                hint=_accepted(text, digits, in_meld),
            )
        i += 1
    if digits and not in_meld:
        raise NotationError(f.DIGITS_WITHOUT_SUIT(digits=text[digits[0] : stop], case=""), digits[0], text)
    offer_pos = None
    offer_text = ""
    if in_meld:
        if i < stop and text[i] == ",":
            if digits:
                raise NotationError(f.DIGITS_BEFORE_COMMA(), digits[0], text)
            offer_pos = i + 1
            offer_text = text[i + 1 : stop]
        elif digits:
            offer_pos = digits[0]
            offer_text = text[digits[0] : stop]
        if offer_pos is not None:
            if len(offer_text) != 1 or offer_text not in "0123456789":
                raise NotationError(f.OFFER_NOT_A_DIGIT(offer=repr(offer_text[:8])), offer_pos, text)
            return tiles, int(offer_text), offer_pos
    return tiles, None, i


def _case_hint(ch: str) -> Said | str:
    """What a letter in the wrong case means: suits are lower case, honors upper case.

    >>> str(_case_hint("M")), str(_case_hint("e")), _case_hint("x")
    (': suit letters are lower case (m p s z)', ': honors are upper case (E S W N C F P)', '')
    """
    if ch in "MPSZ":
        return f.SUIT_LETTER_CASE()
    if ch in "ewncf":
        return f.HONOR_LETTER_CASE()
    return ""


def _accepted(text: str, digits: list[int], in_meld: bool) -> Said:
    """What could stand where the scanner found a character it does not know: the caret's hint."""
    if digits:
        return f.HINT_DIGITS(digits=text[digits[0] : digits[-1] + 1])
    return f.HINT_TILE(meld=f.HINT_IN_MELD() if in_meld else "")


OFFERS = {
    MeldKind.CHOW: (1, 2, 3),
    MeldKind.PUNG: (1, 2, 3),
    MeldKind.KONG: (1, 2, 3, *PROMOTED_OFFERS),  # no number at all: concealed
}


_OFFERS_BY_INDEX: Final = (OFFERS[MeldKind.CHOW], OFFERS[MeldKind.PUNG], OFFERS[MeldKind.KONG])
"""``OFFERS`` by ``kind_index``: the scanner's look-up, without hashing the enum."""


def _make_meld(tiles: list[Tile], offer: int | None, text: str, at: int, offer_at: int) -> Meld:
    """The meld the tiles of one ``[...]`` make, or a ``NotationError`` at its '['."""
    written = text[at : text.index("]", at) + 1]
    ordered = sorted(tiles)
    if len(tiles) not in (3, 4):
        raise NotationError(f.MELD_SIZE(meld=written, count=len(tiles)), at, text)
    if len(set(ordered)) == 1:
        kind = MeldKind.KONG if len(tiles) == 4 else MeldKind.PUNG
    elif (
        len(tiles) == 3
        and ordered[0] < 27
        and ordered[0] // 9 == ordered[2] // 9
        and ordered[1] == ordered[0] + 1
        and ordered[2] == ordered[0] + 2
    ):
        kind = MeldKind.CHOW
    else:
        raise NotationError(
            (f.MELD_NOT_A_KONG if len(tiles) == 4 else f.MELD_NOT_A_SET)(meld=written), at, text
        )
    if offer is None:
        offer = CONCEALED if kind is MeldKind.KONG else 1
    elif offer not in _OFFERS_BY_INDEX[kind_index(kind)]:
        allowed = (f.CHOW_OFFERS, f.PUNG_OFFERS, f.KONG_OFFERS)[kind_index(kind)]()
        raise NotationError(
            f.OFFER_OUT_OF_RANGE(offer=offer, kind=kind.value, allowed=allowed), offer_at, text
        )
    return Meld(kind, ordered[0], offer)


def scan(text: str) -> Scanned:
    """What ``text`` says, tile by tile with character positions, before any validity check.

    Public for checks that point at a tile the parser accepts but a system does
    not have (a ``5m`` in 卡五星): they need its position, which a ``Hand`` forgets.
    A text as people write it (spaces, 万饼条, glyphs, full width: ``spelling.py``)
    is read in its plain spelling; every position, of a tile or of an error, is
    the position in ``text``.  Plain ASCII with no space skips that step.
    """
    text = check_text(text, f.HAND_WORD(), MAX_HAND_CHARS)
    if text.isascii() and " " not in text and "\t" not in text:
        return _scan(text)
    from .spelling import plain_spelling  # loaded for people's spellings only

    plain, origin = plain_spelling(text)
    try:
        scanned = _scan(plain)
    except NotationError as err:
        raise NotationError(err.what, origin[err.position], text, err.hint_what) from None
    melds, meld_positions, standing, meld_tiles = scanned
    return Scanned(
        melds,
        tuple(origin[p] for p in meld_positions),
        tuple((t, origin[p]) for t, p in standing),
        tuple((t, origin[p]) for t, p in meld_tiles),
    )


def _scan(text: str) -> Scanned:
    """``scan`` of a text in plain notation."""
    melds: list[Meld] = []
    meld_positions: list[int] = []
    standing: list[tuple[Tile, int]] = []
    meld_tiles: list[tuple[Tile, int]] = []
    i = 0
    n = len(text)
    while i < n:
        if text[i] == "[":
            close = text.find("]", i + 1)
            nested = text.find("[", i + 1)
            if nested >= 0 and (close < 0 or nested < close):
                raise NotationError(f.NESTED_MELD(), nested, text)
            if close < 0:
                raise NotationError(f.UNCLOSED_MELD(), i, text)
            tiles, offer, offer_at = _scan_tiles(text, i + 1, close, in_meld=True)
            meld = _make_meld([t for t, _ in tiles], offer, text, i, offer_at)
            melds.append(meld)
            meld_positions.append(i)
            meld_tiles.extend((t, i) for t in meld.tiles)
            i = close + 1
        elif text[i] == "]":
            raise NotationError(f.UNOPENED_MELD(), i, text)
        else:
            opens, closes = text.find("[", i), text.find("]", i)
            stop = min(opens if opens >= 0 else n, closes if closes >= 0 else n)
            tiles, _, _ = _scan_tiles(text, i, stop, in_meld=False)
            standing.extend(tiles)
            i = stop
    return Scanned(tuple(melds), tuple(meld_positions), tuple(standing), tuple(meld_tiles))


def check_scanned(scanned: Scanned, text: str, tiles: int) -> None:
    """Tile count, meld count and the fifth copy of what ``scan(text)`` gave, each pointed at in the text."""
    if not text.strip():
        raise InvalidHandError(f.EMPTY_HAND(), 0)
    if len(scanned.melds) > 4:
        raise InvalidHandError(f.TOO_MANY_MELDS(), scanned.meld_positions[4])
    count = len(scanned.standing) + 3 * len(scanned.melds)
    if count != tiles:
        kongs = sum(m.kind is MeldKind.KONG for m in scanned.melds)
        note = f.KONG_COUNTS_THREE() if kongs else ""
        if count > tiles:
            extra = count - tiles
            where = (
                scanned.standing[-extra][1] if len(scanned.standing) >= extra else scanned.meld_positions[-1]
            )
        else:
            where = len(text)
        advice = (
            f.TRY_WAITS()
            if (count, tiles) == (13, 14)
            else f.TRY_SHANTEN()
            if (count, tiles) == (14, 13)
            else ""
        )
        raise InvalidHandError(f.TILE_COUNT(count=count, tiles=tiles, kong=note, advice=advice), where)
    held = [0] * 34
    for tile, _ in scanned.meld_tiles:
        held[tile] += 1
    for tile, _ in scanned.standing:
        held[tile] += 1
    if max(held) < 5:
        return
    seen = [0] * 34  # a fifth copy: the first place, in the text, where one is
    for tile, pos in sorted(scanned.meld_tiles + scanned.standing, key=lambda tp: tp[1]):
        seen[tile] += 1
        if seen[tile] == 5:
            raise InvalidHandError(f.FIFTH_COPY(tile=tile_name(tile)), pos)


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Loose tiles in standing-tile notation, no melds (``--visible 1m1m5pEE``).

    >>> [tile_name(t) for t in parse_tiles("1m1m5pEE")]
    ['1m', '1m', '5p', 'E', 'E']

    Raises ``NotationError`` with the character position of the fault.
    """
    text = check_text(text, f.TILE_LIST_WORD(), MAX_TILES_CHARS)
    if "[" in text or "]" in text:
        where = min(i for i in (text.find("["), text.find("]")) if i >= 0)
        raise NotationError(f.NO_MELDS_HERE(), where, text)
    tiles, _, _ = _scan_tiles(text, 0, len(text), in_meld=False)
    return tuple(t for t, _ in tiles)


def plain_counts(text: str) -> list[int] | None:
    """The 34 counts of a text of standing tiles in plain notation (``123m45pEE``), or ``None``.

    A bot's shanten call reads the same short text thousands of times a
    move, so this is ``scan`` for the one spelling bots write: digits 1-9
    before m, p, s (1-7 before z) and honor letters, nothing else.  Anything
    else (a meld, a space, a fault of any kind) is ``None``, and the caller
    reads the text with ``parse_hand``, which says what is wrong and where.
    The counts are not checked (a fifth copy, the tile count): the caller does.

    >>> counts = plain_counts("19m19p19s1234567z")
    >>> sum(counts), counts[0], counts[27], plain_counts("19m[EEE]"), plain_counts("19"), plain_counts("8z")
    (13, 1, 1, None, None, None)
    """
    if len(text) > MAX_HAND_CHARS:
        return None
    counts = [0] * 34
    first = 0  # where the pending digits start
    for i in range(len(text)):
        code = _code(text, i)
        if 1 <= code <= 9:
            continue
        if code >= 20 and first == i:  # an honor letter, no digit pending
            counts[code + 7] += 1
        elif 10 <= code <= 13 and first < i:  # a suit letter closing its digits
            for j in range(first, i):
                rank = _code(text, j)
                if code == 13 and rank > 7:
                    return None
                counts[26 + rank if code == 13 else (code - 10) * 9 + rank - 1] += 1
        else:
            return None
        first = i + 1
    return counts if first == len(text) else None


def format_meld(meld: Meld) -> str:
    """``[123m,1]``, ``[999s,3]``, ``[8888p,1]``; a concealed kong has no number: ``[SSSS]``.

    There are 34 tiles, 3 kinds and 8 offers: each text is made once and kept by a number.
    """
    offer = meld.offer
    key = (kind_index(meld.kind) * 34 + meld.tile) * 8 + offer
    text = _MELD_TEXTS.get(key) if 0 <= offer < 8 else None
    if text is None:
        body = format_tiles(meld.tiles)
        text = f"[{body}]" if meld.kind is MeldKind.KONG and offer == CONCEALED else f"[{body},{offer}]"
        if 0 <= offer < 8:
            _MELD_TEXTS[key] = text
    return text


_MELD_TEXTS: dict[int, str] = {}
"""``format_meld`` by kind, tile and offer as one number (at most 816 of them)."""
