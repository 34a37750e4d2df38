"""The one pipeline every system's hand runs through, MCR's first: readings → judge → best → settle.

``scoring.py`` has checked the hand, its context and the rules in force;
this module then asks the system, step by step, for what only it knows:

1. ``System.readings``: every way the hand's tiles read as a winning shape
   (sets and a pair, seven pairs, …; wild tiles standing for others);
2. ``System.judge``: one reading's patterns detected from the system's rows
   and 不计 applied (``exclusion.py``, or MCR's own table on fan ids), the
   reading's total worked out — or ``None`` when the reading wins nothing;
3. ``System.rank``: the key that picks the best reading (就高不就低 and the
   system's tie-breaks); ``System.prefer`` chooses among readings the key
   cannot tell apart (the first found, unless the system says otherwise);
4. ``System.settle``: the best reading's result — its total, the minimum,
   who pays — as the one ``Result`` type every system returns.

The loop is written here once, so a system declares its steps and never
its own pipeline.  ``detail`` is whether the result must carry the evidence
a reader sees (each fan's tiles, what did not count): the JSON of a batch
asks none, so MCR's scorer skips its second, annotated judging.

>>> from mcr_cli.systems import find_system
>>> from mcr_cli.model.hand import parse_hand
>>> from mcr_cli.systems.context import WinContext
>>> mcr = find_system("mcr")
>>> result = evaluate(mcr, parse_hand("123m456p789s111z22z"), WinContext(), mcr.rules())
>>> result.total, [f.en for f in result.fans]
(15, ['Mixed Straight', 'Prevalent Wind', 'Seat Wind', 'Concealed Hand', 'Single Wait'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import NotWinningError
from ..model.hand import Hand
from .base import Rules, System
from .context import WinContext

if TYPE_CHECKING:
    from .result import Result


def best(system: System, hand: Hand, ctx: WinContext, rules: Rules) -> Any:
    """Steps 1-3: the best of the hand's readings, as the system judged it; ``NotWinningError`` if none."""
    found = system.readings(hand, ctx, rules)
    chosen: Any = None
    top: tuple[int, ...] = ()
    tied: list[Any] | None = None  # made only when two readings tie: most hands have one reading
    for reading in found:
        judged = system.judge(reading, hand, ctx, rules)
        if judged is None:
            continue
        key = system.rank(judged)
        if chosen is None or key > top:
            chosen, top, tied = judged, key, None
        elif key == top:
            if tied is None:
                tied = [chosen]
            tied.append(judged)
    if chosen is None:
        raise NotWinningError(system.no_win(hand, found, rules))
    return chosen if tied is None else system.prefer(tied)


def evaluate(system: System, hand: Hand, ctx: WinContext, rules: Rules, detail: bool = True) -> Result:
    """Score a checked hand: the best reading (``best``), settled into the system's ``Result`` (step 4)."""
    return system.settle(best(system, hand, ctx, rules), hand, ctx, rules, detail)
