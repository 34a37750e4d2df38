"""Melds: a set shown in front of the player (副露), or a concealed kong."""

from enum import Enum
from typing import NamedTuple

from ..errors import InvalidHandError
from .records import guard_record
from .tiles import Tile


class MeldKind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"


CONCEALED = 0
"""Offer of a concealed kong (暗杠): written with no number."""
PROMOTED_OFFERS = (5, 6, 7)
"""A pung claimed from left / across / right, later promoted to a kong (加杠)."""


class Meld(NamedTuple):
    """A set shown in front of the player (副露), or a concealed kong.

    ``tile`` is the lowest tile of a chow, the tile of a pung or kong.
    ``offer`` follows the notation: for a chow, which of its three tiles was
    claimed (1-3); for a pung, who supplied it (1 left, 2 across, 3 right);
    for a kong, 0 when concealed, 1-3 when melded, 5-7 when promoted.

    A field it lacks, or too many, is an ``InvalidHandError`` (``records.py``).
    What the fields hold is checked when the meld is used, in a ``Hand``
    (``score``, ``waits``, ``shanten``, ``format_hand``, ``check_hand``): a
    meld built with a wrong value is refused there with the package's error,
    in both builds, and its ``repr`` and ``str`` never fail.  ``tiles`` and
    ``is_concealed`` are for a checked meld.
    """

    kind: MeldKind
    tile: Tile
    offer: int = 1

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind is MeldKind.CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.kind is MeldKind.KONG else 3)

    @property
    def is_concealed(self) -> bool:
        """Only a concealed kong is concealed; every other meld was claimed."""
        return self.kind is MeldKind.KONG and self.offer == CONCEALED


guard_record(Meld, InvalidHandError)


def kind_index(kind: MeldKind) -> int:
    """0 for a chow, 1 a pung, 2 a kong: the order of kinds, found without hashing the enum.

    An ``Enum`` member's hash is a Python-level method, so a dict keyed by
    kinds costs an interpreted call per look-up, even in the compiled build.

    >>> [kind_index(k) for k in MeldKind]
    [0, 1, 2]
    """
    return 0 if kind is MeldKind.CHOW else 1 if kind is MeldKind.PUNG else 2


def meld_order(meld: Meld) -> tuple[int, int, int]:
    """The canonical order of melds in notation: by first tile, chows before pungs before kongs, then offer.

    >>> [m.tile for m in sorted([Meld(MeldKind.PUNG, 9), Meld(MeldKind.CHOW, 0)], key=meld_order)]
    [0, 9]
    """
    return (meld.tile, kind_index(meld.kind), meld.offer)
