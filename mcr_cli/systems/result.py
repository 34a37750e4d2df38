"""What scoring a hand returns under any system, MCR included: one type, typed, JSON-ready, free of I/O.

Every system's scorer ends in a ``Result`` (``engine.evaluate``), and one
writer (``Result.to_dict``) makes the object of ``mcr score --json``.  How
the numbers add up is the system's declared ``counting``:

* ``FANS`` (MCR): each fan's points times its count, plus flowers; the
  object keeps the 1998 contract's keys (``spec/hand-notation.md``)::

      hand, fans, fan_points, flowers, total, valid, payments

  each fan with its ``id``, and with ``--explain`` its ``tiles``, the
  ``reading`` and ``not_counted`` with the counting principle (不计, 套算一次 …).
* ``PATTERNS`` (every other system): values and factors times a base; the
  object keeps the MCR keys' meaning where they apply (``docs/json.md``)::

      hand, rules, fans, fan_points, multipliers, base, total, valid, payments, kong_payments

  then what the system or the call adds: ``kongs`` (each kong's money, in
  the systems with kong money), ``chan`` (Tianjin's 铲), ``capped`` (systems
  with a cap), ``horses`` (买马), ``house_rules`` (a house-rule file), and
  with ``--explain`` ``reading``, ``wilds``, ``not_counted`` and ``formula``.
"""

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from ..faults import Said
from ..model.hand import Hand, format_hand
from ..model.tiles import Tile, tile_name
from .context import WinContext

# No ``from __future__ import annotations`` here: a ``NamedTuple`` reads its fields' annotations as
# it is made, and a string annotation is compiled there (``typing.ForwardRef``) — two thirds of this
# module's import, on the path of ``mcr score --json``.  The house rules' type alone is named by a
# string, so that scoring a hand does not load it.
if TYPE_CHECKING:
    from .house_types import HouseRules

FANS: Final = "fans"
"""``Result.counting`` of MCR: Σ fan points (each fan its points × count) + flowers; the fans carry ids."""
PATTERNS: Final = "patterns"
"""``Result.counting`` of the other systems: values and factors times a base (``Result.arithmetic``)."""


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
    """A pattern (a fan, in MCR) that counts: ``points`` each (value in force), ``count`` times.

    ``tiles`` shows what makes it (MCR's sets, a system's tiles); ``id`` is
    an MCR fan's number in the official table (``None`` in the other systems).
    """

    zh: str
    en: str
    points: int
    count: int  # type: ignore[assignment]  # the pattern's count, shadowing tuple.count on purpose
    tiles: str = ""
    id: int | None = None

    @property
    def subtotal(self) -> int:
        return self.points * self.count

    def to_dict(self, tiles: bool = False) -> dict[str, Any]:
        """The pattern's object in ``fans``: its ``id`` first when it has one, its ``tiles`` when asked."""
        out: dict[str, Any] = {} if self.id is None else {"id": self.id}
        out.update(zh=self.zh, en=self.en, points=self.points, count=self.count)
        if tiles:
            out["tiles"] = self.tiles
        return out


class Multiplier(NamedTuple):
    """A pattern that multiplies the hand: ``factor``."""

    zh: str
    en: str
    factor: int

    def to_dict(self) -> dict[str, Any]:
        return {"zh": self.zh, "en": self.en, "factor": self.factor}


class PatternName(NamedTuple):
    """A pattern named by another row (the fan that excludes one): MCR's fan id and both names."""

    id: int
    zh: str
    en: str


class NotCounted(NamedTuple):
    """A pattern the reading shows that does not count, and why (``--explain``).

    ``why`` is a reason of the catalogue (``systems/reasons.py``); ``reason``,
    its English text (the JSON's).  MCR says it by its counting principle
    instead (its JSON's keys): ``rule`` (``不计`` with ``by``, the fan that
    excludes it; ``套算一次``, ``不得相同``, ``不拆移``, ``不重复``), ``detail``
    (the sets), and the fan's ``id``, ``points`` and ``count``.
    """

    zh: str
    en: str
    why: Said | None = None
    id: int | None = None
    points: int = 0
    count: int = 1  # type: ignore[assignment]  # the fan's count, shadowing tuple.count on purpose
    rule: str = ""
    by: PatternName | None = None
    detail: str = ""

    @property
    def reason(self) -> str:
        return "" if self.why is None else str(self.why)

    def to_dict(self) -> dict[str, Any]:
        if self.id is None:
            return {"zh": self.zh, "en": self.en, "reason": self.reason}
        return {
            "id": self.id,
            "zh": self.zh,
            "en": self.en,
            "points": self.points,
            "count": self.count,
            "rule": self.rule,
            "by": None if self.by is None else self.by.id,
            "detail": self.detail,
        }


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


class Result(NamedTuple):
    """The score of one hand under a system: what rendering, JSON, waits and ``--expect`` read.

    ``total`` is already capped and times ``base``.  ``counting`` (``FANS`` or
    ``PATTERNS``) is the system's declared way of forming it, and so the
    object's keys (``to_dict``) and the lines a reader sees.
    """

    system: str
    hand: Hand
    fans: tuple[CountedPattern, ...]
    fan_points: int
    """The sum of the counted patterns' points (MCR: without flowers, as its 8-point minimum is)."""
    total: int
    valid: bool
    payments: dict[str, int]
    context: WinContext
    counting: str = PATTERNS
    flowers: int = 0
    """MCR's flower tiles, each a point beside ``fan_points``."""
    multipliers: tuple[Multiplier, ...] = ()
    base: int = 1
    kong_payments: dict[str, int] | None = None
    """Each seat's kong money (JSON ``kong_payments``); ``None`` (no key) under MCR, which has none."""
    arithmetic: Said | None = None
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
    house: "HouseRules | None" = None
    kongs: tuple[KongPayment, ...] | None = None
    """Each kong's money (JSON ``kongs``), in systems with kong money; ``None`` (no key) elsewhere."""
    chan: dict[str, int] | None = None
    """Tianjin's 铲, when it happened: its payments, part of ``kong_payments`` (JSON ``chan``)."""

    @property
    def formula(self) -> str:
        return "" if self.arithmetic is None else str(self.arithmetic)

    @property
    def notes(self) -> tuple[str, ...]:
        return tuple(map(str, self.remarks))

    @property
    def dropped(self) -> tuple[NotCounted, ...]:
        """``not_counted`` by the name MCR's result gave it (kept for one release)."""
        return self.not_counted

    def counted(self) -> dict[str, int]:
        """Each counted pattern and factor by Chinese name, with its count (a factor counts once)."""
        out = {f.zh: f.count for f in self.fans}
        out.update({m.zh: 1 for m in self.multipliers})
        return out

    def fans_json(self, explain: bool = False) -> list[dict[str, Any]]:
        """The ``fans`` list of ``to_dict`` (an MCR fan's ``tiles`` with ``explain``)."""
        tiles = explain and self.counting == FANS
        return [f.to_dict(tiles) for f in self.fans]

    def to_dict(self, explain: bool = False) -> dict[str, Any]:
        """The object of ``mcr score --json``, in the contract's key order (see the module's docstring)."""
        out: dict[str, Any] = {"hand": format_hand(self.hand)}
        if self.counting == FANS:
            out.update(
                fans=self.fans_json(explain),
                fan_points=self.fan_points,
                flowers=self.flowers,
                total=self.total,
                valid=self.valid,
                payments=dict(self.payments),
            )
            if explain:
                out["reading"] = {"shape": self.shape, "parts": list(self.reading)}
                out["not_counted"] = [n.to_dict() for n in self.not_counted]
            return out
        out.update(
            rules=self.system,
            fans=self.fans_json(),
            fan_points=self.fan_points,
            multipliers=[m.to_dict() for m in self.multipliers],
            base=self.base,
            total=self.total,
            valid=self.valid,
            payments=dict(self.payments),
            kong_payments=dict(self.kong_payments or {}),
        )
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
            out["formula"] = self.formula
        return out


SystemResult = Result
"""The name a system other than MCR's result had (kept for one release)."""
ScoreResult = Result
"""The name MCR's result had (kept for one release)."""
CountedFan = CountedPattern
"""The name MCR's counted fan had (kept for one release)."""
DroppedFan = NotCounted
"""The name MCR's fan not counted had (kept for one release)."""
