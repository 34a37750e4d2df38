"""The data model: melds, a hand, the context of a win.

These are plain immutable records (named tuples: cheap to create, and
cheap to import, which the CLI's start-up time needs) with no I/O.  ``notation.py`` turns text
into them and back; ``check_hand`` and ``check_context`` say what is wrong
with one, apart from parsing, so that the wait analyser can reuse the same
hand for 13 tiles.
"""

from typing import NamedTuple

from ..errors import ContextError, InvalidHandError
from ..limits import MAX_HAND_CHARS, show
from .meld import CONCEALED, PROMOTED_OFFERS, Meld, MeldKind
from .notation import OFFERS, check_scanned, check_text, format_meld, scan
from .tiles import SEATS, Tile, format_tiles, tile_name

__all__ = ["CONCEALED", "PROMOTED_OFFERS", "Hand", "Meld", "MeldKind"]


class Hand(NamedTuple):
    """Melds, standing tiles (sorted) and the winning tile.

    ``win_tile`` is ``None`` for a 13-tile hand that has not won yet.
    """

    melds: tuple[Meld, ...]
    standing: tuple[Tile, ...]
    win_tile: Tile | None

    @property
    def concealed_tiles(self) -> tuple[Tile, ...]:
        """Standing tiles with the winning tile: what must form the concealed sets."""
        if self.win_tile is None:
            return self.standing
        return tuple(sorted((*self.standing, self.win_tile)))

    def all_tiles(self) -> list[Tile]:
        """Every tile of the hand, a kong counting four."""
        tiles = list(self.concealed_tiles)
        for meld in self.melds:
            tiles.extend(meld.tiles)
        return tiles

    def tile_count(self) -> int:
        """Tiles toward the 14 (or 13): a kong counts three."""
        return len(self.standing) + (self.win_tile is not None) + 3 * len(self.melds)

    def __str__(self) -> str:
        """The canonical notation; for a ``Hand`` built in code with the wrong fields, what they hold."""
        try:
            return format_hand(self)
        except InvalidHandError:
            return self._fields_text()

    def __repr__(self) -> str:
        """``Hand.parse('…')`` with the melds in the order held, so that ``eval(repr(h)) == h``."""
        try:
            check_hand_types(self)
        except InvalidHandError:
            return self._fields_text()
        return f"Hand.parse({_format(self, sort=False)!r})"

    def _fields_text(self) -> str:
        """``Hand(melds=…, standing=…, win_tile=…)``, each shown bounded: never an error."""
        melds, standing, win = (show(field) for field in self)
        return f"Hand(melds={melds}, standing={standing}, win_tile={win})"

    @classmethod
    def parse(cls, text: str) -> "Hand":
        return parse_hand(text)


class WinContext(NamedTuple):
    """How the hand was won, from the flags of ``mcr score``.

    Winds are indices into ``SEATS`` (0 East … 3 North).  ``discarder`` is
    the seat that discarded the winning tile; ``None`` means the winner's
    left (上家).  ``kong`` means a kong replacement when self-drawn, robbing a
    kong otherwise; ``last_tile`` the wall's last tile or the last discard.
    """

    self_drawn: bool = False
    fourth_tile: bool = False
    kong: bool = False
    last_tile: bool = False
    seat_wind: int = 0
    prevalent_wind: int = 0
    flowers: int = 0
    discarder: int | None = None

    @property
    def discarder_seat(self) -> int | None:
        """The seat that pays for a discard win; ``None`` when self-drawn."""
        if self.self_drawn:
            return None
        return (self.seat_wind + 3) % 4 if self.discarder is None else self.discarder


def check_context(hand: Hand, ctx: WinContext) -> None:
    """Raise ``ContextError`` for a context of the wrong type and the impossible combinations of ruling 17.

    A ``hand`` that is not a ``Hand`` of tiles is an ``InvalidHandError``.
    """
    check_hand_types(hand)
    check_context_types(ctx)
    win = hand.win_tile
    if not 0 <= ctx.flowers <= 8:
        raise ContextError(f"--flowers {show(ctx.flowers)}: there are 8 flower tiles (0-8)")
    for name, wind in (("--seat-wind", ctx.seat_wind), ("--prevalent-wind", ctx.prevalent_wind)):
        if not 0 <= wind <= 3:
            raise ContextError(f"{name} must be one of E S W N")
    if ctx.discarder is not None and not 0 <= ctx.discarder <= 3:
        raise ContextError("--discarder must be one of E S W N")
    check_win_flags(hand, ctx.self_drawn, ctx.kong, ctx.last_tile, ctx.discarder, ctx.seat_wind)
    if win is not None and ctx.fourth_tile and hand.standing.count(win) > 0:
        raise ContextError(
            "--fourth-tile: the standing tiles hold another copy of the winning tile, "
            "so it cannot be the last of its kind"
        )


def check_win_flags(
    hand: Hand,
    self_drawn: bool,
    kong: bool,
    last_tile: bool,
    discarder: int | None,
    seat: int,
    seats: str = SEATS,
) -> None:
    """Ruling 17 for how a win came, as every system reads it: who discarded, and the kong flags.

    The one home of these checks: MCR's ``check_context`` and the systems
    layer's both call it.  Arguments of the wrong type are a ``ContextError``
    (an ``InvalidHandError`` for the hand).
    """
    check_hand_types(hand)
    if not isinstance(seats, str) or len(seats) not in (3, 4):
        raise ContextError(f"seats must be the seat letters in play order (ESWN, ESW), not {show(seats)}")
    for name, value in (("self_drawn", self_drawn), ("kong", kong), ("last_tile", last_tile)):
        if type(value) is not bool:
            raise ContextError(f"{name} must be True or False, not {show(value)}")
    last = len(seats) - 1
    if type(seat) is not int or not 0 <= seat <= last:
        raise ContextError(f"seat must be a seat number 0-{last} ({' '.join(seats)}), not {show(seat)}")
    if discarder is not None and (type(discarder) is not int or not 0 <= discarder <= last):
        raise ContextError(f"discarder must be None or a seat number 0-{last}, not {show(discarder)}")
    if self_drawn and discarder is not None:
        raise ContextError(
            f"--discarder {seats[discarder]} with --self-drawn: nobody discarded a self-drawn tile"
        )
    if not self_drawn and discarder is not None and discarder == seat:
        raise ContextError(
            f"--discarder {seats[discarder]} is the winner's own seat; "
            "a player cannot win on their own discard"
        )
    win = hand.win_tile
    if kong and self_drawn and not any(m.kind is MeldKind.KONG for m in hand.melds):
        raise ContextError("--kong --self-drawn (杠上开花) needs a kong among the melds")
    if kong and not self_drawn:
        if last_tile:
            raise ContextError(
                "--kong --last-tile on a discard: no kong can be declared once the wall is empty"
            )
        if win is not None and (any(win in m.tiles for m in hand.melds) or win in hand.standing):
            raise ContextError(
                "--kong (robbing a kong): another copy of the winning tile is in the hand, "
                "so nobody can be promoting a kong of it"
            )


_FLAG_FIELDS = ("self_drawn", "fourth_tile", "kong", "last_tile")
_SEAT_FIELDS = ("seat_wind", "prevalent_wind")


def check_context_types(ctx: object) -> None:
    """``ContextError`` for what an API caller may pass by mistake: not a ``WinContext``, a wind as text.

    The flags must be ``bool``; winds and ``discarder`` seat numbers 0-3
    (``SEATS.index("S")``); ``flowers`` an ``int`` (its range is ruling 17's).
    """
    if not isinstance(ctx, WinContext):
        raise ContextError(f"the context must be a WinContext, not {type(ctx).__name__}")
    for name in _FLAG_FIELDS:
        if not isinstance(getattr(ctx, name), bool):
            raise ContextError(f"WinContext.{name} must be True or False, not {show(getattr(ctx, name))}")
    for name in _SEAT_FIELDS:
        value = getattr(ctx, name)
        if type(value) is not int or not 0 <= value <= 3:
            raise ContextError(f"WinContext.{name} must be a seat number 0-3 (E S W N), not {show(value)}")
    if ctx.discarder is not None and (type(ctx.discarder) is not int or not 0 <= ctx.discarder <= 3):
        raise ContextError(
            f"WinContext.discarder must be None or a seat number 0-3, not {show(ctx.discarder)}"
        )
    if type(ctx.flowers) is not int:
        raise ContextError(f"WinContext.flowers must be a whole number 0-8, not {show(ctx.flowers)}")


def parse_hand(text: str, tiles: int = 14) -> Hand:
    """Parse and check a hand of ``tiles`` tiles (14 to score, 13 to wait).

    With 14 tiles the last standing tile written is the winning tile; with 13
    there is none.  Raises ``NotationError`` or ``InvalidHandError``, each with
    the character position of the fault; a text longer than any legal hand
    (``limits.MAX_HAND_CHARS``) or not a string is refused before it is read.
    """
    if type(tiles) is not int or tiles not in (13, 14):
        raise InvalidHandError(f"a hand has 13 or 14 tiles, not {show(tiles)}")
    check_text(text, "the hand", MAX_HAND_CHARS)
    scanned = scan(text)
    check_scanned(scanned, text, tiles)
    standing = [t for t, _ in scanned.standing]
    win = None
    if tiles == 14:
        if not standing:
            raise InvalidHandError("no standing tiles: the last standing tile is the winning tile", len(text))
        win = standing.pop()
    return Hand(scanned.melds, tuple(sorted(standing)), win)


def format_hand(hand: Hand) -> str:
    """Canonical notation: the melds in canonical order, sorted standing tiles, then the winning tile.

    Raises ``InvalidHandError`` for a value that is not a ``Hand`` of melds and tiles.
    """
    check_hand_types(hand)
    return _format(hand)


_KIND_ORDER = {MeldKind.CHOW: 0, MeldKind.PUNG: 1, MeldKind.KONG: 2}


def meld_order(meld: Meld) -> tuple[int, int, int]:
    """Where a meld stands in the canonical notation: by its first tile, then chow, pung, kong, then offer."""
    return (meld.tile, _KIND_ORDER[meld.kind], meld.offer)


def _format(hand: Hand, *, sort: bool = True) -> str:
    """``format_hand`` of a hand whose types are checked.

    The melds are written in one order (``meld_order``), whatever order the
    text gave them in, so one hand has one canonical form; ``Hand.melds``
    keeps the order written, which errors point into.
    """
    melds = "".join(format_meld(m) for m in (sorted(hand.melds, key=meld_order) if sort else hand.melds))
    standing = format_tiles(sorted(hand.standing))
    win = "" if hand.win_tile is None else tile_name(hand.win_tile)
    return melds + standing + win


def check_hand(hand: Hand, tiles: int = 14) -> None:
    """Check a ``Hand`` built in code as the parser checks text.

    Formats the hand and re-reads it, so there is one home for the tile-count
    and fifth-copy rules; raises ``InvalidHandError`` (also for a value that
    is not a ``Hand`` of ``Meld``s and tile numbers, as an API caller may pass).
    """
    if type(tiles) is not int or tiles not in (13, 14):
        raise InvalidHandError(f"a hand has 13 or 14 tiles, not {show(tiles)}")
    check_hand_types(hand)
    text = _format(hand)
    check_scanned(scan(text), text, tiles)


def check_hand_types(hand: object) -> None:
    """``InvalidHandError`` unless ``hand`` is a ``Hand`` whose fields hold what they should."""
    if not isinstance(hand, Hand):
        raise InvalidHandError(f"the hand must be notation (str) or a Hand, not {type(hand).__name__}")

    def is_tile(t: object) -> bool:
        return type(t) is int and 0 <= t < 34

    melds, standing, win = hand
    if not isinstance(melds, tuple) or not all(
        isinstance(m, Meld) and isinstance(m.kind, MeldKind) and is_tile(m.tile) and type(m.offer) is int
        for m in melds
    ):
        raise InvalidHandError("Hand.melds must be a tuple of Meld(kind, tile 0-33, offer)")
    if len(melds) > 4:
        raise InvalidHandError("more than 4 melds")
    if not isinstance(standing, tuple) or len(standing) > 14 or not all(is_tile(t) for t in standing):
        raise InvalidHandError("Hand.standing must be a tuple of tiles 0-33")
    if win is not None and not is_tile(win):
        raise InvalidHandError("Hand.win_tile must be a tile 0-33 or None")
    for m in melds:
        if m.kind is MeldKind.CHOW and (m.tile >= 27 or m.tile % 9 > 6):
            raise InvalidHandError(f"a chow cannot start at {tile_name(m.tile)}")
        if m.offer not in OFFERS[m.kind] and not (m.kind is MeldKind.KONG and m.offer == CONCEALED):
            raise InvalidHandError(f"offer {show(m.offer)} out of range for a {m.kind.value}")
