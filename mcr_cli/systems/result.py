"""What scoring a hand under a system other than MCR returns: typed, JSON-ready, free of I/O.

The JSON keeps the MCR keys' meaning where they apply (``docs/json.md``)::

    hand, rules, fans, fan_points, multipliers, base, total, valid, payments, kong_payments

then what the system or the call adds: ``kongs`` (each kong's money, in the
systems with kong money), ``chan`` (Tianjin's 铲), ``capped`` (systems with a cap),
``horses`` (买马), ``house_rules`` (a house-rule file), and with ``--explain``
``reading``, ``wilds`` and ``not_counted``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple, Protocol

from ..faults import Said
from ..model.hand import Hand, format_hand
from ..model.tiles import Tile, tile_name
from .house_types import HouseRules


class Result(Protocol):
    """What every system's result gives, and all that rendering, JSON and ``--expect`` read.

    ``layout`` names how its numbers add up, for the table a reader sees:
    ``"fans"`` (points per fan, plus flowers: MCR) or ``"patterns"`` (values
    and factors times a base).  ``counted`` is each counted pattern or factor
    by Chinese name with its count, as ``--expect-fans`` compares them.
    """

    @property
    def layout(self) -> str: ...
    @property
    def hand(self) -> Hand: ...
    @property
    def total(self) -> int: ...
    @property
    def valid(self) -> bool: ...
    @property
    def payments(self) -> dict[str, int]: ...
    def counted(self) -> dict[str, int]: ...
    def to_dict(self, explain: bool = False) -> dict[str, Any]: ...


class Waits(Protocol):
    """What ``mcr waits`` shows of a 13-tile hand under any system."""

    @property
    def layout(self) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...


class Shanten(Protocol):
    """What ``mcr shanten`` shows; ``layout`` as for ``Waits`` (``"patterns"``: a system's shapes, wilds)."""

    @property
    def layout(self) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...


def shanten_tiles(
    unseen: tuple[int, ...],
    effective: Sequence[Tile],
    discards: Iterable[tuple[Tile, int, tuple[Tile, ...], int]] | None,
) -> dict[str, Any]:
    """The tiles part of a shanten object, MCR's and every system's alike.

    13 tiles (``discards`` is ``None``): the effective tiles with their unseen
    copies.  14 tiles: one row per ``(tile, shanten, effective, unseen)`` discard.
    """

    def listed(tiles: Sequence[Tile]) -> list[dict[str, Any]]:
        return [{"tile": tile_name(t), "unseen": unseen[t]} for t in tiles]

    if discards is None:
        return {"effective": listed(effective), "effective_unseen": sum(unseen[t] for t in effective)}
    return {
        "discards": [
            {"discard": tile_name(t), "shanten": n, "effective": listed(helps), "effective_unseen": count}
            for t, n, helps, count in discards
        ]
    }


class CountedPattern(NamedTuple):
    """An additive pattern that counts: ``points`` each (value in force), ``count`` times."""

    zh: str
    en: str
    points: int
    count: int  # type: ignore[assignment]  # shadowing tuple.count on purpose, as in MCR's CountedFan
    tiles: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"zh": self.zh, "en": self.en, "points": self.points, "count": self.count}


class Multiplier(NamedTuple):
    """A pattern that multiplies the hand: ``factor``."""

    zh: str
    en: str
    factor: int

    def to_dict(self) -> dict[str, Any]:
        return {"zh": self.zh, "en": self.en, "factor": self.factor}


class NotCounted(NamedTuple):
    """A pattern the reading shows that does not count, and why (``--explain``): ``why``, a reason of
    the catalogue (``systems/reasons.py``); ``reason``, its English text (the JSON's)."""

    zh: str
    en: str
    why: Said

    @property
    def reason(self) -> str:
        return str(self.why)

    def to_dict(self) -> dict[str, Any]:
        return {"zh": self.zh, "en": self.en, "reason": str(self.why)}


class Horse(NamedTuple):
    """One horse tile (买马): who holds it, the seat it points at, what it moved."""

    holder: str
    tile: str
    points_at: str

    def to_dict(self) -> dict[str, Any]:
        return {"holder": self.holder, "tile": self.tile, "points_at": self.points_at}


class KongPayment(NamedTuple):
    """One kong made in the hand and the kong money it moved: the winner's kongs first (rev. 2)."""

    seat: str
    kind: str
    """``concealed``, ``promoted``, ``melded`` or ``gold`` (Tianjin's 金杠)."""
    source: str | None
    """The seat whose discard a melded kong took (JSON ``from``); ``None`` for the other kinds."""
    payments: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.source is not None:
            out["from"] = self.source
        out["payments"] = dict(self.payments)
        return out


class SystemResult(NamedTuple):
    """The score of one hand under a system; ``total`` is already capped and times ``base``."""

    system: str
    hand: Hand
    fans: tuple[CountedPattern, ...]
    fan_points: int
    multipliers: tuple[Multiplier, ...]
    base: int
    total: int
    valid: bool
    payments: dict[str, int]
    kong_payments: dict[str, int]
    arithmetic: Said
    """The arithmetic with its numbers (``formula`` as text): ``(16 + 8) × 2 × 2 × 1 = 96``."""
    seat: int = 0
    discarder: int | None = None
    capped: bool | None = None
    """``True``/``False`` for a system with a cap; ``None`` (no key) for one without."""
    horses: tuple[Horse, ...] = ()
    reading: tuple[str, ...] = ()
    """The chosen reading's groups as notation, a wild shown by what it stands for: ``456m(5m*)``."""
    shape: str = ""
    wilds: str = ""
    """What each wild stands for in the chosen reading (``--explain``)."""
    not_counted: tuple[NotCounted, ...] = ()
    remarks: tuple[Said, ...] = ()
    """Lines for a reader (``notes`` as text): why a hand is not valid (鸡胡 on a discard), what the
    cap did; each a note of the catalogue (``systems/reasons.py``)."""
    house: HouseRules | None = None
    kongs: tuple[KongPayment, ...] | None = None
    """Each kong's money (JSON ``kongs``), in systems with kong money; ``None`` (no key) elsewhere."""
    chan: dict[str, int] | None = None
    """Tianjin's 铲, when it happened: its payments, part of ``kong_payments`` (JSON ``chan``)."""

    @property
    def layout(self) -> str:
        return "patterns"

    @property
    def formula(self) -> str:
        return str(self.arithmetic)

    @property
    def notes(self) -> tuple[str, ...]:
        return tuple(map(str, self.remarks))

    def counted(self) -> dict[str, int]:
        """Each counted pattern and factor by Chinese name, with its count (a factor counts once)."""
        out = {f.zh: f.count for f in self.fans}
        out.update({m.zh: 1 for m in self.multipliers})
        return out

    def to_dict(self, explain: bool = False) -> dict[str, Any]:
        """The object of ``mcr score --rules NAME --json``, in the contract's key order."""
        out: dict[str, Any] = {
            "hand": format_hand(self.hand),
            "rules": self.system,
            "fans": [f.to_dict() for f in self.fans],
            "fan_points": self.fan_points,
            "multipliers": [m.to_dict() for m in self.multipliers],
            "base": self.base,
            "total": self.total,
            "valid": self.valid,
            "payments": dict(self.payments),
            "kong_payments": dict(self.kong_payments),
        }
        if self.kongs is not None:
            out["kongs"] = [k.to_dict() for k in self.kongs]
        if self.chan is not None:
            out["chan"] = dict(self.chan)
        if self.capped is not None:
            out["capped"] = self.capped
        if self.horses:
            out["horses"] = [h.to_dict() for h in self.horses]
        if self.house is not None:
            out["house_rules"] = self.house.to_dict()
        if explain:
            out["reading"] = {"shape": self.shape, "parts": list(self.reading)}
            out["wilds"] = self.wilds
            out["not_counted"] = [n.to_dict() for n in self.not_counted]
            out["formula"] = str(self.arithmetic)
        return out
