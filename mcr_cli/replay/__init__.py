"""Botzone game records: replay each round, rebuild and score each win, compare with the record.

``split_rounds`` cuts a stream into rounds (``rounds.py``), ``replay_round``
replays one against the table and derives the win's context from the play
(``play.py``), and ``judge`` scores the win through the public API and sets
it against the round's ``Fan`` and ``Score`` lines (``compare.py``).
``replay`` does the three for one round and never raises for a bad record:
the fault is the report's ``error``, ``FILE:LINE: what is wrong``.
"""

from __future__ import annotations

from ..errors import MatchRecordError
from ..faults import message_of
from .compare import Difference, Report, judge
from .faults import AT_PLACE
from .play import Win
from .rounds import Round, RoundText, numbered_lines, replay_round, split_rounds


def replay(rt: RoundText) -> Report:
    """The report of one round as read by ``split_rounds``: scored and compared, or its error."""
    try:
        return judge(replay_round(numbered_lines(rt), rt.source))
    except MatchRecordError as err:
        line = err.line if err.line is not None else rt.line
        said = AT_PLACE(place=err.place, what=message_of(err))
        return Report(rt.source, line, rt.ident(), "error", error=str(err), said=said)
    except (RecursionError, MemoryError) as err:  # pragma: no cover - no round is that deep or big
        return Report(
            rt.source, rt.line, rt.ident(), "error", error=f"{rt.source}:{rt.line}: {type(err).__name__}"
        )


__all__ = [
    "Difference",
    "Report",
    "Round",
    "RoundText",
    "Win",
    "judge",
    "replay",
    "replay_round",
    "split_rounds",
]
