"""A replayed round scored through the public API and set against what the record says.

The win's hand and context go to ``score_json`` (the same lean path as
``mcr score --json``); its fans, total and the four payments are compared
with the round's ``Fan`` and ``Score`` lines.  The judge's 明暗杠 (one
concealed and one melded kong as a single 5-point fan) is ruling 14's
暗杠 + 明杠 = 3 read the other way: a round whose only difference is that
reading agrees "under ruling 14", and is said to.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from .. import FANS, FanId, score_json
from ..errors import MatchRecordError
from ..faults import Said, message_of
from ..model.hand import Hand, MeldKind
from ..model.tiles import SEATS
from .fannames import CONCEALED_KONG, MELDED_KONG, MIXED_KONGS, MIXED_KONGS_NAME
from .faults import HU_REFUSED
from .lines import TILE_NAMES
from .play import Win
from .rounds import Round

MIXED_KONGS_RULING: Final = 14
_NO_SCORES: Final = (0, 0, 0, 0)


class Difference(NamedTuple):
    """One disagreement: ``fans`` (then ``fan`` is the id), ``total`` or ``scores``."""

    what: str
    recorded: Any
    ours: Any
    fan: int | None = None

    def text(self) -> str:
        if self.what == "fans":
            return f"{FANS[FanId(self.fan)].zh} recorded ×{self.recorded} ours ×{self.ours}"  # type: ignore[arg-type]
        if self.what == "scores":
            return f"scores recorded {_scores(self.recorded)} ours {_scores(self.ours)}"
        return f"total recorded {self.recorded} ours {self.ours}"

    def to_dict(self) -> dict[str, Any]:
        obj: dict[str, Any] = {"what": self.what}
        if self.fan is not None:
            obj["id"] = self.fan
            obj["zh"] = FANS[FanId(self.fan)].zh
        obj["recorded"] = list(self.recorded) if isinstance(self.recorded, tuple) else self.recorded
        obj["ours"] = list(self.ours) if isinstance(self.ours, tuple) else self.ours
        return obj


def _scores(values: tuple[int, ...]) -> str:
    return " ".join(str(v) for v in values)


class Report(NamedTuple):
    """What ``mcr replay`` says of one round: a win, a drawn round, or a refused round's error."""

    source: str
    line: int | None
    match: str | None
    result: str
    """``win``, ``draw`` or ``error``."""
    round: Round | None = None
    ours: dict[str, Any] | None = None
    flags: tuple[str, ...] = ()
    differences: tuple[Difference, ...] = ()
    ruling: int | None = None
    error: str | None = None
    said: Said | None = None
    """The error as a fault (``FILE:LINE: …``), for ``render`` to say in another language."""

    @property
    def agrees(self) -> bool:
        return self.result != "error" and not self.differences

    def command(self) -> str:
        """What to paste after ``mcr score``: the hand, then its flags."""
        assert self.ours is not None
        return " ".join((self.ours["hand"], *self.flags))

    def to_dict(self) -> dict[str, Any]:
        obj: dict[str, Any] = {
            "file": self.source,
            "line": self.line,
            "match": self.match,
            "result": self.result,
        }
        if self.result == "error":
            obj["error"] = self.error
            return obj
        rnd = self.round
        assert rnd is not None
        obj["wind"] = SEATS[rnd.wind]
        win, ours = rnd.win, self.ours
        if win is not None and ours is not None:
            obj.update(
                winner=SEATS[win.seat],
                how=win.how,
                discarder=None if win.discarder is None else SEATS[win.discarder],
                tile=TILE_NAMES[win.hand.win_tile],  # type: ignore[index]
                hand=ours["hand"],
                flags=" ".join(self.flags),
                fans=ours["fans"],
                fan_points=ours["fan_points"],
                total=ours["total"],
                valid=ours["valid"],
                scores=[ours["payments"][s] for s in SEATS],
            )
        recorded: dict[str, Any] = {}
        if rnd.fan is not None:
            recorded["fans"] = [_recorded_fan(name, count) for name, count in rnd.fan.names]
            recorded["total"] = rnd.fan.total
        recorded["scores"] = list(rnd.scores)
        obj["recorded"] = recorded
        obj["agree"] = self.agrees
        obj["ruling"] = self.ruling
        obj["differences"] = [d.to_dict() for d in self.differences]
        return obj


def _recorded_fan(name: str, count: int) -> dict[str, Any]:
    from .fannames import fan_id

    ident = fan_id(name)
    if ident == MIXED_KONGS:
        return {"name": name, "id": None, "count": count, "reads_as": [CONCEALED_KONG, MELDED_KONG]}
    return {"name": name, "id": ident, "count": count}


def flags_of(win: Win) -> tuple[str, ...]:
    """The ``mcr score`` flags of the win's context; defaults (East, the winner's left) left out."""
    ctx = win.ctx
    out: list[str] = []
    for on, flag in (
        (ctx.self_drawn, "--self-drawn"),
        (ctx.kong, "--kong"),
        (ctx.last_tile, "--last-tile"),
        (ctx.fourth_tile, "--fourth-tile"),
    ):
        if on:
            out.append(flag)
    if ctx.seat_wind:
        out += ["--seat-wind", SEATS[ctx.seat_wind]]
    if ctx.prevalent_wind:
        out += ["--prevalent-wind", SEATS[ctx.prevalent_wind]]
    if ctx.discarder is not None and ctx.discarder != (ctx.seat_wind - 1) % 4:
        out += ["--discarder", SEATS[ctx.discarder]]
    return tuple(out)


_DIGIT: Final = tuple(str(t % 9 + 1) if t < 27 else "ESWNCFP"[t - 27] for t in range(34))
_SUFFIX: Final = ("m", "p", "s", "")
_KONG_OFFER: Final = ("", ",1", ",2", ",3", "", ",5", ",6", ",7")


def _compact(tiles: tuple[int, ...]) -> str:
    """Sorted tiles as runs that share a suffix (``123m45p``): short text is quick to read."""
    out: list[str] = []
    suit = -1
    for t in tiles:
        s = t // 9 if t < 27 else 3
        if s != suit and suit >= 0:
            out.append(_SUFFIX[suit])
        suit = s
        out.append(_DIGIT[t])
    if suit >= 0:
        out.append(_SUFFIX[suit])
    return "".join(out)


def notation(hand: Hand) -> str:
    """The hand as text for ``score_json``: a string is read faster than a ``Hand`` is checked."""
    parts = []
    for meld in hand.melds:
        offer = _KONG_OFFER[meld.offer] if meld.kind is MeldKind.KONG else f",{meld.offer}"
        parts.append(f"[{_compact(meld.tiles)}{offer}]")
    parts.append(_compact(hand.standing))
    parts.append(_compact((hand.win_tile,)))  # type: ignore[arg-type]
    return "".join(parts)


def payments(total: int, valid: bool, winner: int, discarder: int | None) -> tuple[int, ...]:
    """Ruling 20: self-drawn, each other seat pays 8 + total; else the discarder 8 + total, the others 8."""
    if not valid:
        return _NO_SCORES
    out = [0, 0, 0, 0]
    for seat in range(4):
        if seat != winner:
            out[seat] = -(8 + total) if discarder is None or seat == discarder else -8
    out[winner] = -sum(out)
    return tuple(out)


def judge(rnd: Round) -> Report:
    """Score the round's win (if any) and compare; ``MatchRecordError`` when the hand is refused."""
    win = rnd.win
    if win is None:
        diffs: tuple[Difference, ...] = (
            () if rnd.scores == _NO_SCORES else (Difference("scores", rnd.scores, _NO_SCORES),)
        )
        return Report(rnd.source, rnd.line, rnd.match, "draw", rnd, differences=diffs)
    try:
        ours = score_json(notation(win.hand), win.ctx)
    except ValueError as err:
        tile = TILE_NAMES[win.hand.win_tile]  # type: ignore[index]
        said = HU_REFUSED(seat=win.seat, tile=tile, what=message_of(err))
        raise MatchRecordError(said, rnd.source, win.line) from None
    diffs, ruling = _differences(rnd, win, ours)
    return Report(rnd.source, rnd.line, rnd.match, "win", rnd, ours, flags_of(win), diffs, ruling)


def _differences(rnd: Round, win: Win, ours: dict[str, Any]) -> tuple[tuple[Difference, ...], int | None]:
    assert rnd.fan is not None
    recorded = dict(rnd.fan.fans)
    counts = {f["id"]: f["count"] for f in ours["fans"]}
    total, valid = ours["total"], ours["valid"]
    scores = tuple(ours["payments"][s] for s in SEATS)
    ruling = None
    mixed = recorded.pop(MIXED_KONGS, 0)
    if mixed:  # the judge's 明暗杠: 暗杠 + 明杠 here, 2 points more there (ruling 14)
        recorded[CONCEALED_KONG] = recorded.get(CONCEALED_KONG, 0) + mixed
        recorded[MELDED_KONG] = recorded.get(MELDED_KONG, 0) + mixed
        if counts.get(CONCEALED_KONG) == mixed and counts.get(MELDED_KONG) == mixed:
            ruling = MIXED_KONGS_RULING
            total += 2 * mixed
            valid = ours["fan_points"] + 2 * mixed >= 8
            scores = payments(total, valid, win.seat, win.discarder)
    diffs = [
        Difference("fans", recorded.get(ident, 0), counts.get(ident, 0), ident)
        for ident in sorted(set(recorded) | set(counts))
        if recorded.get(ident, 0) != counts.get(ident, 0)
    ]
    if rnd.fan.total != total:
        diffs.append(Difference("total", rnd.fan.total, total))
    if rnd.scores != scores:
        diffs.append(Difference("scores", rnd.scores, scores))
    return tuple(diffs), ruling


__all__ = ["MIXED_KONGS_NAME", "Difference", "Report", "flags_of", "judge", "payments"]
