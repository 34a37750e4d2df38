"""``mcr replay``'s text: one line per round, and the summary of the run.

A win's line holds what a reader needs to check it by hand: where the round
is, its id, the winner and how he won, the hand with its flags exactly as
``mcr score`` takes them, our total and the recorded one, then ``agree`` or
each difference.  A refused round is one ``error: FILE:LINE: …`` line.
"""

from __future__ import annotations

from typing import NamedTuple

from ..model.tiles import SEATS
from ..replay.compare import MIXED_KONGS_NAME, Report
from .output import printable


def _how(report: Report) -> str:
    win = report.round.win if report.round is not None else None
    if win is None:
        return "荒牌 draw"
    seat = SEATS[win.seat]
    if win.how == "self-drawn":
        return f"{seat} self-drawn"
    assert win.discarder is not None
    verb = "robs" if win.how == "robbing" else "from"
    return f"{seat} {verb} {SEATS[win.discarder]}"


def verdict(report: Report) -> str:
    """``agree``, ``agree under ruling 14 (…)`` or ``differs: …`` with each difference."""
    if report.differences:
        return "differs: " + "; ".join(d.text() for d in report.differences)
    if report.ruling is not None:
        return f"agree under ruling {report.ruling} ({MIXED_KONGS_NAME} = 暗杠 + 明杠)"
    return "agree"


def round_line(report: Report) -> str:
    """The one line of a replayed round (a refused one is ``error_line``)."""
    where = f"{printable(report.source)}:{report.line}"
    match = printable(report.match or "-")
    if report.ours is None:
        return f"{where}  {match}  {_how(report)}  {verdict(report)}"
    assert report.round is not None and report.round.fan is not None
    ours, recorded = report.ours["total"], report.round.fan.total
    totals = f"ours {ours} recorded {recorded}"
    return f"{where}  {match}  {_how(report)}  {report.command()}  {totals}  {verdict(report)}"


def error_line(report: Report) -> str:
    return f"error: {printable(report.error or '')}"


class Tally(NamedTuple):
    """What a run counted: rounds replayed by kind, and how they compared."""

    wins: int = 0
    drawn: int = 0
    refused: int = 0
    agree: int = 0
    ruling: int = 0
    differ: int = 0


def summary_line(t: Tally) -> str:
    """``12 rounds: 9 wins, 2 drawn, 1 refused; 10 agree (1 under ruling 14), 1 differs``."""
    rounds = t.wins + t.drawn + t.refused
    text = f"{rounds} round{'s' if rounds != 1 else ''}: {t.wins} win{'s' if t.wins != 1 else ''}, "
    text += f"{t.drawn} drawn, {t.refused} refused; {t.agree} agree"
    if t.ruling:
        text += f" ({t.ruling} under ruling 14)"
    return text + f", {t.differ} differ{'s' if t.differ == 1 else ''}"
