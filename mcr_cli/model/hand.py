"""The data model: melds, a hand, the context of a win.

These are plain immutable records (named tuples: cheap to create, and
cheap to import, which the CLI's start-up time needs) with no I/O.  ``notation.py`` turns text
into them and back; ``check_hand`` and ``check_context`` say what is wrong
with one, apart from parsing, so that the wait analyser can reuse the same
hand for 13 tiles.
"""

from typing import NamedTuple

from ..errors import InvalidHandError
from ..limits import MAX_HAND_CHARS, show
from . import checks
from . import faults as f
from .checks import fields_of
from .meld import CONCEALED, PROMOTED_OFFERS, Meld, MeldKind, meld_order
from .notation import OFFERS, check_scanned, check_text, format_meld, scan
from .records import guard_record
from .tiles import Tile, format_tiles, tile_name

__all__ = ["CONCEALED", "PROMOTED_OFFERS", "Hand", "Meld", "MeldKind"]


class Hand(NamedTuple):
    """Melds, standing tiles (sorted) and the winning tile.

    ``win_tile`` is ``None`` for a 13-tile hand that has not won yet.

    ``parse_hand`` builds a checked one.  Built in code, a field it lacks
    (or too many) is an ``InvalidHandError`` at once; what the fields hold is
    checked when the hand is used: ``score``, ``score_json``, ``waits``,
    ``shanten``, ``format_hand`` and ``check_hand`` refuse a wrong value with
    the package's error, in both builds, and ``repr`` and ``str`` never fail
    (they show the fields as they are).  The properties are for a checked hand.
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

    def __str__(self) -> str:
        """The canonical notation; for a ``Hand`` built in code with the wrong fields, what they hold."""
        try:
            return format_hand(check_hand_types(self))
        except InvalidHandError:
            return self._fields_text()

    def __repr__(self) -> str:
        """``Hand.parse('…')`` with the melds in the order held, so that ``eval(repr(h)) == h``."""
        try:
            check_hand_types(self)
        except InvalidHandError:
            return self._fields_text()
        return f"Hand.parse({format_hand(self)!r})"

    def _fields_text(self) -> str:
        """``Hand(melds=…, standing=…, win_tile=…)``, each shown bounded: never an error."""
        melds, standing, win = (show(field) for field in fields_of(self))  # untyped: any value shows
        return f"Hand(melds={melds}, standing={standing}, win_tile={win})"

    @classmethod
    def parse(cls, text: object) -> "Hand":
        """``parse_hand(text)``: public API on a compiled class, so it takes any value and checks it here."""
        return parse_hand(checks.text(text, f.HAND_WORD()))


guard_record(Hand, InvalidHandError)


def parse_hand(text: str, tiles: int = 14) -> Hand:
    """Parse and check a hand of ``tiles`` tiles (14 to score, 13 to wait).

    With 14 tiles the last standing tile written is the winning tile; with 13
    there is none.  Raises ``NotationError`` or ``InvalidHandError``, each with
    the character position of the fault; a text longer than any legal hand
    (``limits.MAX_HAND_CHARS``) is refused before it is read.
    """
    text = check_text(text, f.HAND_WORD(), MAX_HAND_CHARS)
    scanned = scan(text)
    check_scanned(scanned, text, tiles)
    standing = [t for t, _ in scanned.standing]
    win = None
    if tiles == 14:
        if not standing:
            raise InvalidHandError(f.NO_STANDING_TILES(), len(text))
        win = standing.pop()
    melds = scanned.melds if len(scanned.melds) < 2 else tuple(sorted(scanned.melds, key=meld_order))
    return Hand(melds, tuple(sorted(standing)), win)


def format_hand(hand: Hand) -> str:
    """Canonical notation: melds in ``meld_order``, sorted standing tiles, then the winning tile.

    One hand has one canonical form, whatever order its melds were written in.  The hand is
    a checked one (``parse_hand`` built it, or ``check_hand_types`` passed it).
    """
    shown = hand.melds if len(hand.melds) < 2 else sorted(hand.melds, key=meld_order)
    melds = "".join([format_meld(m) for m in shown])
    standing = format_tiles(sorted(hand.standing))
    win = "" if hand.win_tile is None else tile_name(hand.win_tile)
    return melds + standing + win


def check_hand(hand: Hand, tiles: int = 14) -> Hand:
    """Check a ``Hand`` built in code as the parser checks text, for ``tiles`` tiles (13 or 14).

    Its fields first (``check_hand_types``: what a caller built may hold
    anything); then it formats the hand and re-reads it, so there is one home
    for the tile-count and fifth-copy rules.  Raises ``InvalidHandError``; returns the hand.
    """
    checked = check_hand_types(hand)
    text = format_hand(checked)
    check_scanned(scan(text), text, tiles)
    return checked


def _is_meld(m: object) -> bool:
    """Whether ``m`` is a ``Meld`` of a ``MeldKind``, a tile 0-33 and an ``int`` offer (read untyped)."""
    if not isinstance(m, Meld):
        return False
    kind, tile, offer = fields_of(m)
    return isinstance(kind, MeldKind) and type(tile) is int and 0 <= tile < 34 and type(offer) is int


def check_hand_types(hand: object) -> Hand:
    """``hand`` if it is a ``Hand`` whose fields hold what they should; ``InvalidHandError`` if not.

    The fields are read untyped (``checks.fields_of``) until they pass.
    """
    if not isinstance(hand, Hand):
        raise InvalidHandError(f.NOT_A_HAND(kind=type(hand).__name__))

    def is_tile(t: object) -> bool:
        return type(t) is int and 0 <= t < 34

    melds, standing, win = fields_of(hand)
    if not isinstance(melds, tuple) or not all(_is_meld(m) for m in melds):
        raise InvalidHandError(f.HAND_MELDS())
    if len(melds) > 4:
        raise InvalidHandError(f.TOO_MANY_MELDS())
    if not isinstance(standing, tuple) or len(standing) > 14 or not all(is_tile(t) for t in standing):
        raise InvalidHandError(f.HAND_STANDING())
    if win is not None and not is_tile(win):
        raise InvalidHandError(f.HAND_WIN_TILE())
    for m in melds:
        if m.kind is MeldKind.CHOW and (m.tile >= 27 or m.tile % 9 > 6):
            raise InvalidHandError(f.CHOW_START(tile=tile_name(m.tile)))
        if m.offer not in OFFERS[m.kind] and not (m.kind is MeldKind.KONG and m.offer == CONCEALED):
            raise InvalidHandError(f.MELD_OFFER(offer=show(m.offer), kind=m.kind.value))
    return hand
