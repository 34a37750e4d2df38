"""What scoring a hand returns: typed, JSON-ready, free of I/O."""

from typing import Any, NamedTuple

from ...model.hand import Hand, format_hand
from ..context import WinContext
from .fans.catalogue import FanDef


class CountedFan(NamedTuple):
    """A fan that counts: ``count`` times its points; ``tiles`` shows what makes it."""

    fan: FanDef
    count: int  # type: ignore[assignment]  # the fan's count, shadowing tuple.count on purpose
    tiles: str = ""

    @property
    def subtotal(self) -> int:
        return self.fan.points * self.count


class DroppedFan(NamedTuple):
    """A fan the reading shows but that does not count, and why (for ``--explain``).

    ``rule`` names the principle: ``不计`` (with ``by``, the fan that excludes
    it), ``套算一次``, ``不得相同`` or ``不拆移``.
    """

    fan: FanDef
    count: int  # type: ignore[assignment]  # the fan's count, shadowing tuple.count on purpose
    rule: str
    by: FanDef | None = None
    detail: str = ""


class Reading(NamedTuple):
    """The chosen reading of the hand: its shape and its sets and pair, as notation."""

    shape: str
    parts: tuple[str, ...]


class ScoreResult(NamedTuple):
    """The score of one winning hand under the 1998 rules."""

    hand: Hand
    context: WinContext
    fans: tuple[CountedFan, ...]
    reading: Reading
    dropped: tuple[DroppedFan, ...]
    payments: dict[str, int]

    @property
    def layout(self) -> str:
        return "fans"

    def counted(self) -> dict[str, int]:
        """Each counted fan by Chinese name, with its count."""
        return {f.fan.zh: f.count for f in self.fans}

    @property
    def fan_points(self) -> int:
        """Sum of the fans, flowers excluded (what the 8-point minimum is measured on)."""
        return sum(f.subtotal for f in self.fans if f.fan.id != 81)

    @property
    def flowers(self) -> int:
        return self.context.flowers

    @property
    def total(self) -> int:
        return self.fan_points + self.flowers

    @property
    def valid(self) -> bool:
        """Reaches the 8-point minimum (起和分); flowers do not count toward it."""
        return self.fan_points >= 8

    def fans_json(self, explain: bool = False) -> list[dict[str, Any]]:
        """The ``fans`` list of ``to_dict`` (each fan's ``tiles`` with ``explain``)."""
        fans = []
        for f in self.fans:
            fan: dict[str, Any] = {
                "id": int(f.fan.id),
                "zh": f.fan.zh,
                "en": f.fan.en,
                "points": f.fan.points,
                "count": f.count,
            }
            if explain:
                fan["tiles"] = f.tiles
            fans.append(fan)
        return fans

    def to_dict(self, explain: bool = False) -> dict[str, Any]:
        """The object of ``mcr score --json``, exactly as the contract lays it out.

        With ``explain`` (``--explain --json``) three keys are added, after
        the contract's: each fan's ``tiles``, the ``reading``, and
        ``not_counted`` with the rule that kept each fan out.
        """
        out: dict[str, Any] = {
            "hand": format_hand(self.hand),
            "fans": self.fans_json(explain),
            "fan_points": self.fan_points,
            "flowers": self.flowers,
            "total": self.total,
            "valid": self.valid,
            "payments": dict(self.payments),
        }
        if explain:
            out["reading"] = {"shape": self.reading.shape, "parts": list(self.reading.parts)}
            out["not_counted"] = [
                {
                    "id": int(d.fan.id),
                    "zh": d.fan.zh,
                    "en": d.fan.en,
                    "points": d.fan.points,
                    "count": d.count,
                    "rule": d.rule,
                    "by": None if d.by is None else int(d.by.id),
                    "detail": d.detail,
                }
                for d in self.dropped
            ]
        return out
