"""``mcr match`` and ``mcr standings``: click only; the record, rules and ranking live in the core.

Both commands read every file and compute everything before writing a
character, so a bad record gives one error line (``FILE:LINE: message``) on
stderr, exit status 1 and nothing on stdout: no half-written standings.
The record and the ledger are ``match/``; the tables and CSV ``render/match.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, Any

import click

from ..errors import MatchRecordError
from ..match.ledger import MatchResult, load_match
from . import options as co
from .batch.options import quiet_option
from .exits import REJECTED
from .output_options import output_options
from .progress import Bar
from .report import echo_error, echo_json

RECORD = co.SaidFile("rb")
"""Read as bytes by ``batch/reader.py``: UTF-8 with or without a byte-order mark, lines bounded."""


def _formats(as_json: bool, as_csv: bool) -> None:
    if as_json and as_csv:
        from .faults import JSON_AND_CSV, SaidUsageError

        raise SaidUsageError(JSON_AND_CSV())


def _load(stream: IO[bytes], in_play: bool = False) -> MatchResult:
    """Read and score one record (``in_play``: it may stop before hand 16 without ``end``).

    Its faults come back as ``MatchRecordError``.
    """
    source = stream.name if isinstance(getattr(stream, "name", None), str) else "-"
    source = "-" if source == "<stdin>" else source
    return load_match(_lines(stream, source), source, in_play=in_play)


def _lines(stream: IO[bytes], source: str) -> Iterator[tuple[int, str]]:
    """The record's lines as an editor numbers them; an overlong or non-UTF-8 line is an error."""
    from .batch.reader import read_lines

    for line in read_lines(stream):
        if line.fault is not None:
            raise MatchRecordError(line.fault, source, line.number)
        yield line.number, line.text


def _fail(err: MatchRecordError, lang: str | None = None) -> None:
    echo_error(err, lang=lang)
    raise SystemExit(REJECTED)


def _chase_flags(chase: bool, as_csv: bool, after: int | None) -> None:
    if chase and as_csv:
        from .faults import CHASE_AND_CSV, SaidUsageError

        raise SaidUsageError(CHASE_AND_CSV())
    if after is not None and not chase:
        from .faults import AFTER_WITHOUT_CHASE, SaidUsageError

        raise SaidUsageError(AFTER_WITHOUT_CHASE())


Chased = tuple[dict[str, Any], list[Any]]
"""The chase as JSON (``chase`` of the output object) and as table blocks."""


def _chased(
    targets: dict[str, list[Any]], after: int, source: str, ranked_by: str, lang: str | None = None
) -> Chased:
    from ..render.match import chase_blocks

    obj = {
        "source": source,
        "after": after,
        "ranked_by": ranked_by,
        "players": [{"name": name, "targets": [t.to_dict() for t in rows]} for name, rows in targets.items()],
    }
    title = f"追分 chase: {source}, after hand {after}" if after else f"追分 chase: {source}, before hand 1"
    if lang == "zh":
        title = f"追分: {source}，第 {after} 盘后" if after else f"追分: {source}，第 1 盘前"
    elif lang == "en":
        title = title.removeprefix("追分 ")
    return obj, chase_blocks(targets, title, ranked_by, lang)


def _match_chase(result: MatchResult, after: int | None, lang: str | None = None) -> Chased:
    from ..match.chase import match_chase, next_hand, totals_after

    done = next_hand(result, after) - 1
    names = [p.name for p in result.record.players]
    return _chased(match_chase(names, totals_after(result, done)), done, result.record.source, "局分", lang)


def _standings_chase(results: tuple[MatchResult, ...], lang: str | None = None) -> Chased:
    from ..match.chase import standings_chase

    last = results[-1]
    return _chased(standings_chase(results), len(last.hands), last.record.source, "标准分", lang)


@click.command(cls=co.StrictCommand)
@click.argument("record", type=RECORD, metavar="FILE")
@output_options(
    click.option(
        "--chase",
        is_flag=True,
        help="追分: what each player needs from the next hand to pass or stay ahead "
        "(a match in play: the record stops without 'end').",
    ),
    click.option(
        "--after",
        type=co.StrictInt(0, 16),
        metavar="N",
        help="With --chase: the position after hand N (0: before the first), not after the last.",
    ),
    json="One JSON object: players, every hand, placings.",
    csv="CSV: the hands, an empty row, the placings.",
)
def match(
    record: IO[bytes], as_json: bool, as_csv: bool, chase: bool, after: int | None, lang: str | None
) -> None:
    """Score a whole match (局) from its record: every hand, 局分, place and 标准分.

    FILE (- for standard input) names the players by their seats at the
    start, then has one line per hand (盘) in play order:

    \b
      # comments and blank lines are skipped
      E Alice team Dragons        # seats at the start (team optional)
      S Bob
      W Carol
      N Dave
      win Alice 123m456p789s111z22z from Dave
      win Bob 24 --self-drawn --flowers 2
      draw
      penalty Carol 10 slow play
      end time limit

    A win is the winner, then the hand with the flags of `mcr score` (the
    winds come from the match) or only its fan points, then `from` the
    discarder unless --self-drawn.  Players keep their chairs; the dealer
    passes to the next player every hand.  Equal 局分 share the better place.

    Exit status: 0 scored, 1 the record has an error (FILE:LINE on stderr,
    nothing on stdout), 2 a usage error.

    \b
    Examples:
      mcr match examples/session-1.match
      mcr match examples/session-2.match --json
      mcr match examples/session-1.match --csv > session-1.csv
      mcr match examples/session-1.match --lang zh
    """
    _formats(as_json, as_csv)
    _chase_flags(chase, as_csv, after)
    try:
        result = _load(record, in_play=chase)
        chased = _match_chase(result, after, lang) if chase else None
    except MatchRecordError as err:
        _fail(err, lang)
    if as_json:
        echo_json({**result.to_dict(), **({} if chased is None else {"chase": chased[0]})})
    elif as_csv:
        from ..render.match import match_csv

        click.echo(match_csv(result), nl=False)
    else:
        from ..render.layout import show
        from ..render.match import match_blocks

        show(match_blocks(result, lang) + ([] if chased is None else chased[1]))


@click.command(cls=co.StrictCommand)
@click.argument("records", type=RECORD, nargs=-1, required=True, metavar="FILE...")
@output_options(
    click.option(
        "--chase",
        is_flag=True,
        help="追分: what the next hand of the last match (in play: no 'end') must be to pass or stay ahead.",
    ),
    quiet_option(),
    json="One JSON object: matches, players, teams.",
    csv="CSV: the players, an empty row, the teams.",
)
def standings(
    records: tuple[IO[bytes], ...], as_json: bool, as_csv: bool, chase: bool, quiet: bool, lang: str | None
) -> None:
    """Rank players (and teams) over several match records, by 名次评定.

    Players are ranked by their total 标准分; equal totals are decided, in
    order, by 比赛分之和 (total 局分), 单局标准分最高 (best single match) and
    单局标准分高分多 (more high single-match 标准分); a tie on all of these
    shares the place.  Teams, named on the seat lines (E Alice team Dragons),
    are ranked by their players' 标准分 with the same tie-breaks.

    Exit status: 0 ranked, 1 a record has an error (FILE:LINE on stderr,
    nothing on stdout), 2 a usage error.

    \b
    Examples:
      mcr standings examples/session-*.match
      mcr standings examples/session-*.match --json
      mcr standings day1/*.match day2/*.match --csv > standings.csv
      mcr standings examples/session-*.match --lang en
    """
    from ..match.standings import standings as rank_matches

    _formats(as_json, as_csv)
    _chase_flags(chase, as_csv, None)
    bar = Bar.of_files([getattr(r, "name", "-") for r in records], quiet, "records")
    try:
        last = len(records) - 1
        matches = []
        try:
            for i, record in enumerate(records):
                matches.append(_load(record, chase and i == last))
                if bar is not None:
                    bar.step()
        finally:  # gone before any error line
            if bar is not None:
                bar.close()
        table = rank_matches(matches)
        chased = _standings_chase(table.matches, lang) if chase else None
    except MatchRecordError as err:
        _fail(err, lang)
    if as_json:
        echo_json({**table.to_dict(), **({} if chased is None else {"chase": chased[0]})})
    elif as_csv:
        from ..render.match import standings_csv

        click.echo(standings_csv(table), nl=False)
    else:
        from ..render.layout import show
        from ..render.match import standings_blocks

        show(standings_blocks(table, lang) + ([] if chased is None else chased[1]))
