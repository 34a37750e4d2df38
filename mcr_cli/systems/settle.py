"""Money between seats: transfers summed per seat, and the arithmetic shown to a reader.

Every system settles a win as a list of transfers ``(payer, payee, amount)``;
``settle`` sums them per seat, so payments always sum to 0 and no seat pays
itself.

    >>> settle("ESWN", [(1, 0, 32), (2, 0, 32), (3, 0, 32)])
    {'E': 96, 'S': -32, 'W': -32, 'N': -32}
    >>> str(formula([16, 8], [2, 2], 1, 96))
    '(16 + 8) × 2 × 2 × 1 = 96'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..faults import Said
from .kongs import Kong
from .reasons import FORMULA
from .result import KongPayment

Transfer = tuple[int, int, int]
"""``(payer, payee, amount)``, seats as indices."""


def settle(seats: str, transfers: Iterable[Transfer]) -> dict[str, int]:
    """Per-seat change of points; a transfer from a seat to itself is dropped."""
    out = dict.fromkeys(seats, 0)
    for payer, payee, amount in transfers:
        if payer == payee or not amount:
            continue
        out[seats[payer]] -= amount
        out[seats[payee]] += amount
    return out


def from_each(payers: Iterable[int], payee: int, amount: int) -> list[Transfer]:
    """Each of ``payers`` pays ``payee`` ``amount``."""
    return [(p, payee, amount) for p in payers if p != payee]


def others(seats: str, seat: int) -> list[int]:
    """Every seat but ``seat``, in turn order from ``seat``'s 下家."""
    n = len(seats)
    return [(seat + k) % n for k in range(1, n)]


def settle_kongs(
    seats: str, kongs: Iterable[Kong], price: Callable[[Kong], list[Transfer]]
) -> tuple[tuple[KongPayment, ...], list[Transfer]]:
    """Each kong's money as ``price`` sets it, and every kong's transfers together (for ``kong_payments``).

    >>> def concealed(k: Kong) -> list[Transfer]:
    ...     return from_each(others("ESW", k.seat), k.seat, 2)
    >>> entries, moved = settle_kongs("ESW", [Kong(1, "concealed")], concealed)
    >>> entries[0].to_dict(), moved
    ({'seat': 'S', 'kind': 'concealed', 'payments': {'E': -2, 'S': 4, 'W': -2}}, [(2, 1, 2), (0, 1, 2)])
    """
    entries: list[KongPayment] = []
    moved: list[Transfer] = []
    for kong in kongs:
        transfers = price(kong)
        source = None if kong.source is None else seats[kong.source]
        entries.append(KongPayment(seats[kong.seat], kong.kind, source, settle(seats, transfers)))
        moved += transfers
    return tuple(entries), moved


def base_term(base: int | None) -> str:
    """``base`` in a system's formula as ``mcr rules`` prints it: its value when a house rule changed it.

    >>> base_term(1), base_term(5)
    ('base', 'base 5')
    """
    return "base" if base is None or base == 1 else f"base {base}"


def formula(
    adds: Sequence[int], factors: Sequence[int], base: int, total: int, cap: Said | None = None
) -> Said:
    """``(a + b) × f × g × base = total``; one addend needs no brackets; ``cap`` is said before ``=``.

    >>> str(formula([8, 88], [2, 2], 2, 768))
    '(8 + 88) × 2 × 2 × 2 = 768'
    """
    head = " + ".join(map(str, adds)) or "0"
    if len(adds) > 1:
        head = f"({head})"
    return FORMULA(head=" × ".join([head, *map(str, factors), str(base)]), cap=cap or "", total=total)
