"""Why a pattern a reading shows does not count, the notes under a total, the arithmetic: said as data.

A system's result says why 混一色 is not counted (``不计 (excluded by
清一色)``), why a win pays nothing (``T4: 鸡胡 alone won on a discard…``)
and how its total was formed (``2^min(2 + 1 + 1, 3) × 1 = 8``).  Each is a
fault of the catalogue (``faults.py``) with its parameters, a ``Said``:
its English template filled in is the text the JSON and the default table
show, and another language is a table from its code to a template
(``Texts.reasons`` of the system's package, ``render/zh/reasons.py`` for the
ones every system shares), filled with the same parameters.  No text is
parsed back.

Codes: ``reason.…`` for a pattern not counted, ``note.…`` for a line under
the total, ``part.…`` for the pieces they are made of.  Their parameters are
said in the language shown as every fault's are (``faults.py``): a ``Said``
in its turn, a ``Named`` pattern (its English name under ``--lang en``), a
``Seat`` (东南西北 in Chinese).
A ruling id is a part of its own (``ruled``): the default text shows it
where the system writes it (``T4: …``, ``抢杠全包 (J8): …``); with
``--lang`` it is left out and named after the text, with ``--explain``.

    >>> from mcr_cli.faults import Named
    >>> said = EXCLUDED(by=Named("清一色"))
    >>> str(said), said.code
    ('不计 (excluded by 清一色)', 'reason.excluded')
    >>> str(ruled("T4")), str(ruled("J8", after=True))
    ('T4: ', ' (J8)')
"""

from __future__ import annotations

from ..faults import Fault, Said, fault

RULING_BEFORE = fault("part.ruling-before", "{ruling}: ")
"""A ruling id before its text: ``T4: 鸡胡 only when no other pattern``."""
RULING_AFTER = fault("part.ruling-after", " ({ruling})")
"""A ruling id after a term: ``抢杠全包 (J8): …``, ``爆胡: 9 番 counts 8 (J5)``."""
RULINGS = (RULING_BEFORE.code, RULING_AFTER.code)


def ruled(ruling: str, after: bool = False) -> Said:
    """The ruling id part (``T4: `` before the text, `` (J8)`` after a term)."""
    return (RULING_AFTER if after else RULING_BEFORE)(ruling=ruling)


def rulings_of(said: Said) -> list[str]:
    """The ruling ids ``said`` holds, in order (for the ``rulings:`` lines of ``--explain``).

    >>> from mcr_cli.systems.tianjin.texts import STAKES
    >>> rulings_of(STAKES(ruling=ruled("N14", after=True), factors=()))
    ['N14']
    """
    found: list[str] = []
    if said.code in RULINGS:
        found.append(str(said.params["ruling"]))
    for value in said.params.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Said):
                found += [r for r in rulings_of(item) if r not in found]
    return found


def reason(code: str, en: str) -> Fault:
    """Declare a reason or a note (``reason.SYSTEM.what``, ``note.SYSTEM.what``) and its English."""
    if not code.startswith(("reason.", "note.", "part.")):
        raise RuntimeError(f"a reason's code starts reason., note. or part., not {code}")
    return fault(code, en)


# --- what every system says alike ---------------------------------------------------------

EXCLUDED = reason("reason.excluded", "不计 (excluded by {by})")
"""A pattern another counted one implies (``by``, a ``Named``): the table's 不计."""
HOUSE_OFF = reason("reason.house-off", "switched off by house rules")
"""A pattern a house-rule file turned off."""

SEAT_FACTOR = reason("part.seat-factor", "{seat} ×{factor}")
"""One seat's stake: ``E ×2`` (a ``Seat`` and its factor)."""

FORMULA = reason("part.formula", "{head}{cap} = {total}")
"""The arithmetic of a total: ``(8 + 88) × 2 × 2 × 2 = 768``; ``cap``, a part or ``""``."""
CAPPED_PRODUCT = reason("part.capped-product", " (product {product} capped at {cap})")
"""卡五星's cap in the arithmetic: ``1 × 4 × 4 (product 16 capped at 8) = 8``."""
POWER = reason("part.power", "2^{exponent} × {base} = {total}")
"""鸡平胡's arithmetic: ``2^(1 + 1) × 1 = 4``."""
CAPPED_SUM = reason("part.capped-sum", "min({terms}, {cap})")
"""鸡平胡's capped exponent: ``min(2 + 1 + 1, 3)``."""
