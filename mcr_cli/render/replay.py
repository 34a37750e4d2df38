"""``mcr replay``'s text: one line per round, and the summary of the run.

A win's line holds what a reader needs to check it by hand: where the round
is, its id, the winner and how he won, the hand with its flags exactly as
``mcr score`` takes them, our total and the recorded one, then ``agree`` or
each difference.  A refused round is one ``error: FILE:LINE: …`` line. The
command is ``cli/replay.py``, the replay itself ``replay/``.  One module of
this name per layer, on purpose, as for every command.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..model.tiles import SEATS
from ..replay.compare import MIXED_KONGS_NAME, Difference, Report
from ..systems.mcr.fans.catalogue import FANS, FanId
from .lang import say, seat
from .output import printable


def _how(report: Report, lang: str | None = None) -> str:
    win = report.round.win if report.round is not None else None
    if win is None:
        return say(lang, "荒牌 draw", "荒牌", "draw")
    winner = seat(SEATS[win.seat], lang)
    if win.how == "self-drawn":
        return say(lang, f"{winner} self-drawn", f"{winner} 自摸")
    assert win.discarder is not None
    other = seat(SEATS[win.discarder], lang)
    if win.how == "robbing":
        return say(lang, f"{winner} robs {other}", f"{winner} 抢{other}家的杠")
    return say(lang, f"{winner} from {other}", f"{winner} 和{other}家点炮")


def _scores(values: tuple[int, ...]) -> str:
    return " ".join(str(v) for v in values)


def difference(d: Difference, lang: str | None = None) -> str:
    """One difference between the record and our score, in ``lang`` (as ``Difference.text`` without)."""
    if lang is None:
        return d.text()
    if d.what == "fans":
        assert d.fan is not None
        fan = FANS[FanId(d.fan)]
        name = fan.en if lang == "en" else fan.zh
        en = f"{name} recorded ×{d.recorded} ours ×{d.ours}"
        return say(lang, en, f"{name} 记录 ×{d.recorded} 本程序 ×{d.ours}", en)
    recorded, ours = (_scores(d.recorded), _scores(d.ours)) if d.what == "scores" else (d.recorded, d.ours)
    what = say(lang, d.what, "各家得分" if d.what == "scores" else "总番数")
    en = f"{what} recorded {recorded} ours {ours}"
    return say(lang, en, f"{what} 记录 {recorded} 本程序 {ours}", en)


def verdict(report: Report, lang: str | None = None) -> str:
    """``agree``, ``agree under ruling 14 (…)`` or ``differs: …`` with each difference."""
    if report.differences:
        each = say(lang, "; ", "；").join(difference(d, lang) for d in report.differences)
        return say(lang, "differs: ", "不一致：") + each
    if report.ruling is not None:
        return say(
            lang,
            f"agree under ruling {report.ruling} ({MIXED_KONGS_NAME} = 暗杠 + 明杠)",
            f"一致（{MIXED_KONGS_NAME}按暗杠 + 明杠计）",
            "agree (a concealed and a melded kong counted as Concealed Kong + Melded Kong)",
        )
    return say(lang, "agree", "一致")


def round_line(report: Report, lang: str | None = None) -> str:
    """The one line of a replayed round (a refused one is ``error_line``)."""
    where = f"{printable(report.source)}:{report.line}"
    match = printable(report.match or "-")
    if report.ours is None:
        return f"{where}  {match}  {_how(report, lang)}  {verdict(report, lang)}"
    assert report.round is not None and report.round.fan is not None
    ours, recorded = report.ours["total"], report.round.fan.total
    totals = say(lang, f"ours {ours} recorded {recorded}", f"本程序 {ours} 记录 {recorded}")
    return f"{where}  {match}  {_how(report, lang)}  {report.command()}  {totals}  {verdict(report, lang)}"


def error_text(report: Report) -> str:
    """A refused round's ``FILE:LINE: …`` in English as the command line says it: a field as its flag."""
    said = report.said
    if said is not None and said.names_a_field():
        return said.text(flags=True)
    return report.error or ""


def report_object(report: Report) -> dict[str, Any]:
    """``report.to_dict()``, its ``"error"`` (if any) as the command line says it (``error_text``)."""
    obj = report.to_dict()
    if "error" in obj:
        obj["error"] = error_text(report)
    return obj


def error_line(report: Report, lang: str | None = None) -> str:
    """``error: FILE:LINE: …``; with ``--lang zh`` ``错误: FILE:LINE: …`` in Chinese, as every command's."""
    if lang == "zh":
        if report.said is not None:
            from .faults import say as say_fault

            return f"错误: {printable(say_fault(report.said, lang))}"
        return f"错误: {printable(report.error or '')}"  # no fault (a round too deep to read): as written
    return f"error: {printable(error_text(report))}"


class Tally(NamedTuple):
    """What a run counted: rounds replayed by kind, and how they compared."""

    wins: int = 0
    drawn: int = 0
    refused: int = 0
    agree: int = 0
    ruling: int = 0
    differ: int = 0


def summary_line(t: Tally, lang: str | None = None) -> str:
    """``12 rounds: 9 wins, 2 drawn, 1 refused; 10 agree (1 under ruling 14), 1 differs``."""
    rounds = t.wins + t.drawn + t.refused
    if lang == "zh":
        text = f"共 {rounds} 盘：和牌 {t.wins}，荒牌 {t.drawn}，拒绝 {t.refused}；一致 {t.agree}"
        if t.ruling:
            text += f"（其中 {t.ruling} 盘按{MIXED_KONGS_NAME}的裁定）"
        return text + f"，不一致 {t.differ}"
    text = f"{rounds} round{'s' if rounds != 1 else ''}: {t.wins} win{'s' if t.wins != 1 else ''}, "
    text += f"{t.drawn} drawn, {t.refused} refused; {t.agree} agree"
    if t.ruling:
        text += f" ({t.ruling} under ruling 14)" if lang is None else f" ({t.ruling} with mixed kongs)"
    return text + f", {t.differ} differ{'s' if t.differ == 1 else ''}"
