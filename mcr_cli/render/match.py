"""Output of ``mcr match`` and ``mcr standings``: tables (through ``render``) and CSV.

The tables are ``render`` blocks, so they are drawn with rich on a terminal
and as aligned plain text in a pipe, like every other command.  CSV is for
spreadsheets: one block per table with its own header row, blocks parted by
one empty row (the hands, then the placings; the players, then the teams).
JSON is the core's ``to_dict`` and never comes through here.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from ..match.chase import Target
from ..match.ledger import HandScore, MatchResult, Player
from ..match.standings import TIE_BREAKS, Standing, Standings
from ..model.tiles import SEATS
from .score import WIND_ZH, Block, Column, Line, Table


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def _fans(scored: HandScore) -> str:
    """``24`` or, with flowers, ``24+2`` (fan points + flowers), so the 8-point minimum stays visible."""
    if scored.fan_points is None:
        return ""
    return f"{scored.fan_points}+{scored.flowers}" if scored.flowers else str(scored.fan_points)


def _outcome(players: Sequence[Player], scored: HandScore) -> tuple[str, str]:
    """The winner and where the tile came from: a name, ``自摸`` or, for a draw, ``荒牌``."""
    win = scored.record.win
    if win is None:
        return "荒牌 draw", ""
    source = "自摸" if win.discarder is None else players[win.discarder].name
    return players[win.winner].name, source


def _penalties(players: Sequence[Player], scored: HandScore) -> str:
    return ", ".join(f"{players[p.chair].name} -{p.points}" for p in scored.record.penalties)


def hands_table(result: MatchResult) -> Table:
    """Every hand: where it stands, who won from whom, the fans, and each player's change → running total."""
    players = result.record.players
    with_penalties = any(h.record.penalties for h in result.hands)
    columns = [
        Column("round", "right", drop=2),
        Column("hand", "right"),
        Column("圈风", "left", drop=3),
        Column("dealer", drop=1),
        Column("winner"),
        Column("from"),
        Column("fans", "right"),
    ]
    columns += [Column(f"{p.name} ({SEATS[p.chair]})", "right") for p in players]
    if with_penalties:
        columns.append(Column("罚分 penalty", fold=True))
    rows: list[tuple[str, ...]] = []
    table = Table(result.record.source, columns, rows)
    for scored in result.hands:
        hand = scored.record
        winner, source = _outcome(players, scored)
        row = [
            str(hand.round),
            str(hand.number),
            WIND_ZH[hand.prevalent_wind] + " " + SEATS[hand.prevalent_wind],
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


def placings_table(result: MatchResult) -> Table:
    """Each player's 局分, place and 标准分, best first."""
    columns = [
        Column("名次 place", "right"),
        Column("player"),
        Column("seat"),
        Column("局分 final", "right"),
        Column("标准分 standard", "right"),
    ]
    rows = [
        (str(p.place), p.player.name, SEATS[p.player.chair], str(p.final), str(p.standard))
        for p in result.placings
    ]
    return Table("局分 and 标准分", columns, rows)


def fans_table(result: MatchResult) -> Table | None:
    """The counted fans of every written hand (``None`` when no hand was written down)."""
    players = result.record.players
    rows = []
    for scored in result.hands:
        if scored.fans is None or scored.record.win is None:
            continue
        fans = ", ".join(
            f"{f['zh']} {f['points']}" + (f"×{f['count']}" if f["count"] > 1 else "") for f in scored.fans
        )
        rows.append(
            (str(scored.record.number), players[scored.record.win.winner].name, scored.hand or "", fans)
        )
    if not rows:
        return None
    columns = [Column("hand", "right"), Column("winner"), Column("notation"), Column("番种 fans", fold=True)]
    return Table("written hands: their fans", columns, rows)


def match_blocks(result: MatchResult) -> list[Block]:
    blocks: list[Block] = [hands_table(result)]
    written = fans_table(result)
    if written is not None:
        blocks.append(written)
    blocks.append(placings_table(result))
    if result.record.ended_early:
        note = f" ({result.record.end_note})" if result.record.end_note else ""
        blocks.append(Line(f"Ended early after hand {len(result.hands)} of 16{note}.", "yellow"))
    return blocks


def _numbers(entry: Standing) -> tuple[str, ...]:
    """标准分, 比赛分, best single match, and the tie-break that placed the line, if one did."""
    decided = "" if entry.decided_by is None else TIE_BREAKS[entry.decided_by]
    return (str(entry.standard), str(entry.points), str(entry.best), decided)


def standings_blocks(standings: Standings) -> list[Block]:
    """The players' ranking and, when the records name teams, the teams'."""
    tail = [
        Column("标准分 standard", "right"),
        Column("比赛分 points", "right"),
        Column("单局最高 best", "right"),
        Column("by 名次评定"),
    ]
    team_tail = [
        *tail[:2],
        Column("单局最高 best", "right", drop=1),
        tail[3],
    ]  # a team's best: the least telling
    players = Table(
        f"Players over {len(standings.matches)} match(es)",
        [
            Column("名次 rank", "right"),
            Column("player"),
            Column("team", drop=1),
            Column("matches", "right", drop=2),
            *tail,
        ],
        [(str(s.rank), s.name, s.team or "", str(s.matches), *_numbers(s)) for s in standings.players],
    )
    blocks: list[Block] = [players]
    if standings.teams:
        rows = [(str(t.rank), t.name, ", ".join(t.members), *_numbers(t)) for t in standings.teams]
        blocks.append(
            Table(
                "Teams", [Column("名次 rank", "right"), Column("team"), Column("players"), *team_tail], rows
            )
        )
    return blocks


def _csv(blocks: Sequence[Sequence[Sequence[object]]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for i, rows in enumerate(blocks):
        if i:
            writer.writerow([])
        writer.writerows(rows)
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


def _figure(total: int | None, at_table: bool = True) -> str:
    """A least total: ``any win`` (8, the least win), ``cannot``, or ``—`` when the case cannot arise."""
    if not at_table:
        return "—"
    if total is None:
        return "cannot"
    return "any win" if total <= 8 else str(total)


def chase_blocks(targets: dict[str, list[Target]], title: str, ranked_by: str) -> list[Block]:
    """追分: a row per player and rival, with the least total of the next hand for each way of winning."""
    columns = [
        Column("player"),
        Column("rival"),
        Column("is"),
        Column(f"gap ({ranked_by})", "right"),
        Column("winner"),
        Column("自摸 self-drawn", "right"),
        Column("loser discards", "right"),
        Column("third discards", "right"),
    ]
    rows: list[tuple[str, ...]] = []
    for name, rows_of in targets.items():
        for t in rows_of:
            rows.append(
                (
                    name,
                    t.rival,
                    t.relation,
                    f"{t.gap:+d}" if t.gap else "0",
                    t.winner,
                    _figure(t.self_drawn),
                    _figure(t.discard_by_loser, t.at_table),
                    _figure(t.discard_by_third),
                )
            )
    note = Line(
        "Least total (fan points + flowers) of the next hand for the winner to pass the loser "
        "(above/level: you win; below: the rival wins and you lose your place over them).",
        "dim",
    )
    return [Table(title, columns, rows), note]
