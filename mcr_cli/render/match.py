"""Output of ``mcr match`` and ``mcr standings``: tables (through ``render``) and CSV.

The tables are ``render`` blocks, so they are drawn with rich on a terminal
and as aligned plain text in a pipe, like every other command.  CSV is for
spreadsheets: one block per table with its own header row, blocks parted by
one empty row (the hands, then the placings; the players, then the teams).
JSON is the core's ``to_dict`` and never comes through here.  The commands are
``cli/match.py``, the record and the ledger ``match/``.  One module of this
name per layer, on purpose, as for every command.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from ..match.chase import Target
from ..match.ledger import HandScore, MatchResult, Player
from ..match.standings import TIE_BREAKS, Standing, Standings
from ..model.tiles import SEATS
from .lang import SEATS_ZH, say, seat
from .layout import Block, Column, Line, Table

TIE_BREAKS_EN = {
    "points": "total points",
    "best": "best single match",
    "high_scores": "more high match scores",
    "tie": "tied",
}
"""名次评定's tie-breaks in English (``--lang en``)."""


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def _fans(scored: HandScore) -> str:
    """``24`` or, with flowers, ``24+2`` (fan points + flowers), so the 8-point minimum stays visible."""
    if scored.fan_points is None:
        return ""
    return f"{scored.fan_points}+{scored.flowers}" if scored.flowers else str(scored.fan_points)


def _outcome(players: Sequence[Player], scored: HandScore, lang: str | None = None) -> tuple[str, str]:
    """The winner and where the tile came from: a name, ``自摸`` or, for a draw, ``荒牌``."""
    win = scored.record.win
    if win is None:
        return say(lang, "荒牌 draw", "荒牌", "draw"), ""
    source = say(lang, "自摸", "自摸", "self-drawn") if win.discarder is None else players[win.discarder].name
    return players[win.winner].name, source


def _penalties(players: Sequence[Player], scored: HandScore) -> str:
    return ", ".join(f"{players[p.chair].name} -{p.points}" for p in scored.record.penalties)


def _wind(wind: int, lang: str | None) -> str:
    if lang is not None:
        return SEATS_ZH[wind] if lang == "zh" else SEATS[wind]
    return SEATS_ZH[wind] + " " + SEATS[wind]


def hands_table(result: MatchResult, lang: str | None = None) -> Table:
    """Every hand: where it stands, who won from whom, the fans, and each player's change → running total.

    On a narrow terminal the 圈风, the round, the dealer and then the hand
    number are left out, in that order (the rows' order tells them), before
    a ``-8 → 492`` cell would be split.
    """
    players = result.record.players
    with_penalties = any(h.record.penalties for h in result.hands)
    columns = [
        Column(say(lang, "round", "圈"), "right", drop=2, omit=3),
        Column(say(lang, "hand", "盘"), "right", omit=1),
        Column(say(lang, "圈风", "圈风", "wind"), "left", drop=3, omit=4),
        Column(say(lang, "dealer", "庄家"), drop=1, omit=2),
        Column(say(lang, "winner", "和牌")),
        Column(say(lang, "from", "点炮")),
        Column(say(lang, "fans", "番数"), "right"),
    ]
    columns += [Column(f"{p.name} ({seat(SEATS[p.chair], lang)})", "right", whole=True) for p in players]
    if with_penalties:
        columns.append(Column(say(lang, "罚分 penalty", "罚分", "penalty"), fold=True))
    rows: list[tuple[str, ...]] = []
    table = Table(result.record.source, columns, rows)
    for scored in result.hands:
        hand = scored.record
        winner, source = _outcome(players, scored, lang)
        row = [
            str(hand.round),
            str(hand.number),
            _wind(hand.prevalent_wind, lang),
            players[hand.dealer].name,
            winner,
            source,
            _fans(scored),
        ]
        row += [f"{_signed(c)} → {t}" for c, t in zip(scored.changes, scored.totals, strict=True)]
        if with_penalties:
            row.append(_penalties(players, scored))
        rows.append(tuple(row))
    return table


def placings_table(result: MatchResult, lang: str | None = None) -> Table:
    """Each player's 局分, place and 标准分, best first."""
    columns = [
        Column(say(lang, "名次 place", "名次", "place"), "right"),
        Column(say(lang, "player", "选手")),
        Column(say(lang, "seat", "座位")),
        Column(say(lang, "局分 final", "局分", "final"), "right"),
        Column(say(lang, "标准分 standard", "标准分", "standard"), "right"),
    ]
    rows = [
        (str(p.place), p.player.name, seat(SEATS[p.player.chair], lang), str(p.final), str(p.standard))
        for p in result.placings
    ]
    return Table(
        say(lang, "局分 and 标准分", "局分与标准分", "final scores and standard points"), columns, rows
    )


def fans_table(result: MatchResult, lang: str | None = None) -> Table | None:
    """The counted fans of every written hand (``None`` when no hand was written down)."""
    players = result.record.players
    rows = []
    for scored in result.hands:
        if scored.fans is None or scored.record.win is None:
            continue
        names = [(f["en"] if lang == "en" else f["zh"], f["points"], f["count"]) for f in scored.fans]
        fans = ", ".join(
            f"{name} {points}" + (f"×{count}" if count > 1 else "") for name, points, count in names
        )
        rows.append(
            (str(scored.record.number), players[scored.record.win.winner].name, scored.hand or "", fans)
        )
    if not rows:
        return None
    columns = [
        Column(say(lang, "hand", "盘"), "right"),
        Column(say(lang, "winner", "和牌")),
        Column(say(lang, "notation", "牌")),
        Column(say(lang, "番种 fans", "番种", "fans"), fold=True),
    ]
    return Table(say(lang, "written hands: their fans", "写下的牌：番种"), columns, rows)


def match_blocks(result: MatchResult, lang: str | None = None) -> list[Block]:
    blocks: list[Block] = [hands_table(result, lang)]
    written = fans_table(result, lang)
    if written is not None:
        blocks.append(written)
    blocks.append(placings_table(result, lang))
    if result.record.ended_early:
        record = result.record
        if lang == "zh":
            note = f"（{record.end_note}）" if record.end_note else ""
            text = f"第 {len(result.hands)} 盘后提前结束（共 16 盘）{note}。"
        else:
            note = f" ({record.end_note})" if record.end_note else ""
            text = f"Ended early after hand {len(result.hands)} of 16{note}."
        blocks.append(Line(text, "yellow"))
    elif result.record.in_play:
        played = len(result.hands)
        text = f"In play: {played} of 16 hands."
        if lang == "zh":
            text = f"比赛进行中：已打 {played} 盘（共 16 盘）。"
        blocks.append(Line(text, "yellow"))
    return blocks


def _numbers(entry: Standing, lang: str | None = None) -> tuple[str, ...]:
    """标准分, 比赛分, best single match, and the tie-break that placed the line, if one did."""
    decided = ""
    if entry.decided_by is not None:
        decided = (TIE_BREAKS_EN if lang == "en" else TIE_BREAKS)[entry.decided_by]
    return (str(entry.standard), str(entry.points), str(entry.best), decided)


def standings_blocks(standings: Standings, lang: str | None = None) -> list[Block]:
    """The players' ranking and, when the records name teams, the teams'."""
    tail = [
        Column(say(lang, "标准分 standard", "标准分", "standard"), "right"),
        Column(say(lang, "比赛分 points", "比赛分", "points"), "right"),
        Column(say(lang, "单局最高 best", "单局最高", "best"), "right"),
        Column(say(lang, "by 名次评定", "名次评定", "tie-break")),
    ]
    team_tail = [
        *tail[:2],
        Column(tail[2].header, "right", drop=1),
        tail[3],
    ]  # a team's best: the least telling
    rank = Column(say(lang, "名次 rank", "名次", "rank"), "right")
    count = len(standings.matches)
    title = say(
        lang, f"Players over {count} match(es)", f"选手（{count} 场比赛）", f"Players over {count} matches"
    )
    players = Table(
        title,
        [
            rank,
            Column(say(lang, "player", "选手")),
            Column(say(lang, "team", "队"), drop=1),
            Column(say(lang, "matches", "场数"), "right", drop=2),
            *tail,
        ],
        [(str(s.rank), s.name, s.team or "", str(s.matches), *_numbers(s, lang)) for s in standings.players],
    )
    blocks: list[Block] = [players]
    if standings.teams:
        rows = [(str(t.rank), t.name, ", ".join(t.members), *_numbers(t, lang)) for t in standings.teams]
        columns = [rank, Column(say(lang, "team", "队")), Column(say(lang, "players", "选手")), *team_tail]
        blocks.append(Table(say(lang, "Teams", "队伍"), columns, rows))
    return blocks


def _csv(blocks: Sequence[Sequence[Sequence[object]]]) -> str:
    """The tables, an empty row between two; a cell a spreadsheet would run is guarded (``csv_cells``)."""
    from .csv_cells import csv_row

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for i, rows in enumerate(blocks):
        if i:
            writer.writerow([])
        writer.writerows(csv_row(row) for row in rows)
    return out.getvalue()


def _hand_row(players: Sequence[Player], scored: HandScore) -> list[object]:
    hand, win = scored.record, scored.record.win
    winner, source = ("", "") if win is None else _outcome(players, scored)
    penalties = "; ".join(f"{players[p.chair].name} {p.points} {p.reason}".strip() for p in hand.penalties)
    return [
        hand.number,
        hand.round,
        SEATS[hand.prevalent_wind],
        players[hand.dealer].name,
        "draw" if win is None else "win",
        winner,
        "" if source == "自摸" else source,
        scored.hand or "",
        scored.fan_points,
        scored.flowers,
        scored.total,
        penalties,
        *(v for pair in zip(scored.changes, scored.totals, strict=True) for v in pair),
    ]


def match_csv(result: MatchResult) -> str:
    """The hands (each player's change and running total), an empty row, the placings."""
    players = result.record.players
    head: list[object] = ["hand", "round", "prevalent_wind", "dealer", "result", "winner", "discarder"]
    head += ["notation", "fan_points", "flowers", "total", "penalties"]
    head += [f"{p.name} {what}" for p in players for what in ("change", "total")]
    hands = [head] + [_hand_row(players, scored) for scored in result.hands]
    placings: list[list[object]] = [["place", "player", "seat", "team", "final", "standard"]]
    for p in result.placings:
        placings.append(
            [p.place, p.player.name, SEATS[p.player.chair], p.player.team or "", p.final, p.standard]
        )
    return _csv([hands, placings])


def standings_csv(standings: Standings) -> str:
    """The players, then (when there are teams) an empty row and the teams."""
    tail = ["matches", "standard", "points", "best", "standards", "decided_by"]

    def numbers(s: Standing) -> list[object]:
        standards = " ".join(map(str, s.standards))
        return [s.matches, s.standard, s.points, s.best, standards, s.decided_by or ""]

    blocks = [
        [["rank", "player", "team", *tail]]
        + [[s.rank, s.name, s.team or "", *numbers(s)] for s in standings.players]
    ]
    if standings.teams:
        blocks.append(
            [["rank", "team", "players", *tail]]
            + [[t.rank, t.name, " ".join(t.members), *numbers(t)] for t in standings.teams]
        )
    return _csv(blocks)


def _figure(total: int | None, at_table: bool = True, lang: str | None = None) -> str:
    """A least total: ``any win`` (8, the least win), ``cannot``, or ``—`` when the case cannot arise."""
    if not at_table:
        return "—"
    if total is None:
        return say(lang, "cannot", "不能")
    return say(lang, "any win", "和即可") if total <= 8 else str(total)


RANKED_BY_EN = {"局分": "final", "标准分": "standard"}
RELATIONS_ZH = {"above": "在上", "level": "持平", "below": "在下"}


def chase_blocks(
    targets: dict[str, list[Target]], title: str, ranked_by: str, lang: str | None = None
) -> list[Block]:
    """追分: a row per player and rival, with the least total of the next hand for each way of winning."""
    by = RANKED_BY_EN.get(ranked_by, ranked_by) if lang == "en" else ranked_by
    columns = [
        Column(say(lang, "player", "选手")),
        Column(say(lang, "rival", "对手")),
        Column(say(lang, "is", "位置")),
        Column(f"{say(lang, 'gap', '差距')} ({by})", "right"),
        Column(say(lang, "winner", "和牌")),
        Column(say(lang, "自摸 self-drawn", "自摸", "self-drawn"), "right"),
        Column(say(lang, "loser discards", "输家点炮"), "right"),
        Column(say(lang, "third discards", "第三家点炮"), "right"),
    ]
    rows: list[tuple[str, ...]] = []
    for name, rows_of in targets.items():
        for t in rows_of:
            rows.append(
                (
                    name,
                    t.rival,
                    RELATIONS_ZH.get(t.relation, t.relation) if lang == "zh" else t.relation,
                    f"{t.gap:+d}" if t.gap else "0",
                    t.winner,
                    _figure(t.self_drawn, lang=lang),
                    _figure(t.discard_by_loser, t.at_table, lang),
                    _figure(t.discard_by_third, lang=lang),
                )
            )
    note = Line(
        say(
            lang,
            "Least total (fan points + flowers) of the next hand for the winner to pass the loser "
            "(above/level: you win; below: the rival wins and you lose your place over them).",
            "下一盘和牌者超过输家所需的最少合计（番数 + 花牌）"
            "（在上/持平：你和牌；在下：对手和牌，你失去领先）。",
        ),
        "dim",
    )
    return [Table(title, columns, rows), note]
