"""How each system forms its total from what it counted: declared once, as data, with its arithmetic.

The engine's last step (``engine.py``, ``System.settle``) turns the best
reading's counted patterns into one number.  The systems form it in a few
ways only, and each is a form here: a system names its form once
(``total_form`` on its ``System``) and ``settle`` asks it, so the total a
result carries and the arithmetic a reader sees (``Result.arithmetic``,
``--explain``) come from one computation and can never disagree.

* ``Product``: (Σ points) × Π factors × base, the product of factors cut
  to a cap when one is given — 推倒胡 and Tianjin (no cap), 卡五星 (a hand
  worth 1, ``--cap``);
* ``Power``: 2^番 × base, 番 the sum of the terms cut to a cap — 鸡平胡
  (爆胡, J5; a special hand is given no cap);
* ``Flowers``: the sum of fan points plus flowers — MCR, whose hot path
  keeps its own arithmetic: ``FAN_POINTS_AND_FLOWERS`` is its form as data,
  which ``tests/systems/test_totals.py`` holds to MCR's results.

With ``detail=False`` (the batch's JSON, which shows no arithmetic) a form
makes no arithmetic: ``Total.said`` is ``None``.  A capped form may say why
its total is less than its arithmetic before the cap (``note``: the
uncapped figure and the cap give the system's own words, 卡五星's ``封顶``
or 鸡平胡's ``爆胡``).

    >>> t = SUMMED.total([8, 88], [2, 2], 2)
    >>> t.value, t.capped, str(t.said)
    (768, False, '(8 + 88) × 2 × 2 × 2 = 768')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..faults import Said
from .reasons import CAPPED_PRODUCT, CAPPED_SUM, FORMULA, POWER
from .settle import formula

Note = Callable[[int, int], Said]
"""What a system says when its cap cut the total: given the figure before the cap and the cap."""


class Total:
    """A total as a form made it: the value, whether a cap cut it, the arithmetic, the cap's note.

    A slotted class (native when compiled), as the forms are: a regional batch makes one a hand,
    and a ``NamedTuple`` costs more to make and to declare.  Nothing sets a field after ``__init__``.
    """

    __slots__ = ("capped", "note", "said", "value")

    def __init__(self, value: int, capped: bool, said: Said | None, note: Said | None = None) -> None:
        self.value = value
        self.capped = capped
        self.said = said
        self.note = note


class Product:
    """(Σ points) × Π factors × base; with a cap, the product of the factors is cut to it.

    Uncapped, as 推倒胡 and Tianjin count (``SUMMED``):

    >>> t = SUMMED.total([8], [2, 2], 1)
    >>> t.value, t.capped, str(t.said)
    (32, False, '8 × 2 × 2 × 1 = 32')

    Capped, as 卡五星 counts (a hand worth 1, ``--cap 4``, base 2):

    >>> t = Product().total([1], [4, 4], 2, cap=4)
    >>> t.value, t.capped, str(t.said)
    (8, True, '1 × 4 × 4 × 2 (product 16 capped at 4) = 8')
    """

    __slots__ = ("note",)

    def __init__(self, note: Note | None = None) -> None:
        self.note = note
        """Said when the cap cut the product (卡五星's ``the product of factors 16 is capped at 4``)."""

    def total(
        self,
        points: Sequence[int],
        factors: Sequence[int],
        base: int,
        cap: int | None = None,
        detail: bool = True,
    ) -> Total:
        product = 1
        for f in factors:
            product *= f
        capped = cap is not None and product > cap
        kept = cap if cap is not None and capped else product
        value = sum(points) * kept * base
        note = self.note(product, kept) if capped and self.note is not None else None
        if not detail:
            return Total(value, capped, None, note)
        cut = CAPPED_PRODUCT(product=product, cap=cap) if capped else None
        return Total(value, capped, formula(points, factors, base, value, cut), note)


class Power:
    """2^番 × base, 番 the sum of ``terms`` (a pattern's 番 as often as it counts) cut to ``cap``.

    鸡平胡's: an ordinary sum under the cap, over it (爆胡), and a special hand (no cap):

    >>> [str(Power().total(terms, 1, cap=3).said) for terms in ([1, 1], [2, 1, 1])]
    ['2^(1 + 1) × 1 = 4', '2^min(2 + 1 + 1, 3) × 1 = 8']
    >>> t = Power().total([5], 1)
    >>> t.value, t.capped, str(t.said)
    (32, False, '2^5 × 1 = 32')
    """

    __slots__ = ("note",)

    def __init__(self, note: Note | None = None) -> None:
        self.note = note
        """Said when the cap cut 番 (鸡平胡's ``爆胡: 4 番 counts 3 (J5)``)."""

    def total(self, terms: Sequence[int], base: int, cap: int | None = None, detail: bool = True) -> Total:
        raw = sum(terms)
        capped = cap is not None and raw > cap
        fan = cap if cap is not None and capped else raw
        value = (1 << fan) * base
        note = self.note(raw, fan) if capped and self.note is not None else None
        if not detail:
            return Total(value, capped, None, note)
        head = " + ".join(map(str, terms)) or "0"
        grouped = f"({head})" if len(terms) > 1 else head
        exponent: Said | str = CAPPED_SUM(terms=head, cap=cap) if capped else grouped
        return Total(value, capped, POWER(exponent=exponent, base=base, total=value), note)


class Flowers:
    """The sum of fan points plus one point a flower; no base, no cap (payments add their own 底分).

    >>> t = FAN_POINTS_AND_FLOWERS.total(15, 2)
    >>> t.value, t.capped, str(t.said)
    (17, False, '15 + 2 = 17')
    """

    __slots__ = ()

    def total(self, points: int, flowers: int) -> Total:
        value = points + flowers
        head = f"{points} + {flowers}" if flowers else str(points)
        return Total(value, False, FORMULA(head=head, cap="", total=value))


SUMMED = Product()
"""推倒胡's and Tianjin's form: the points added, times each factor and the base, no cap."""

FAN_POINTS_AND_FLOWERS = Flowers()
"""MCR's form (``systems/mcr/scoring.py`` adds ``ctx.flowers`` to the fan points itself, on its hot path)."""
