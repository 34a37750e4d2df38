"""The match record: the plain text a referee writes, read into typed data.

A record names the four players by their seats at the start, then one line
per hand (盘) in play order::

    # Table 3, session 1           comments and blank lines are skipped
    E Alice team Dragons           seat, player, optional team
    S Bob   team Tigers
    W Carol team Dragons
    N Dave  team Tigers
    win Alice 123m456p789s111z22z from Dave     a written hand, with the flags of `mcr score`
    win Bob 24 --self-drawn --flowers 2         only the fan total (flowers apart)
    draw                                        荒牌
    penalty Carol 10 slow play                  罚分, in the hand just recorded
    end time limit                              the match ended early

Only ``\n`` ends a line (one ``\r`` before it is dropped), so line N is
the line an editor shows as N.  Lines are split into words as a POSIX shell
would (``shlex``), so a name with a space is quoted.  Every number is read
strictly and bounded (``limits.parse_number``).  ``parse_record`` builds what the text says and
rejects what cannot be placed (an unknown player, a player in two seats, a
17th hand, a contradiction between a flag and the match position); whether
each win is a win is ``match.play``'s question.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Final

from ..errors import MatchRecordError
from ..faults import Said, message_of, split_reason
from ..limits import MAX_LINE_BYTES, MAX_PENALTY, MAX_TOTAL, escape, parse_number, show
from ..model.tiles import SEATS
from ..systems.context import WinContext
from ..systems.flags import SWITCH, TABLE_BY_NAME
from ..systems.mcr import READS as MCR_READS
from . import faults as F
from .types import (
    HANDS_PER_MATCH,
    HandLine,
    MatchRecord,
    Penalty,
    Player,
    Win,
    prevalent_wind,
    seat_wind,
)
from .words import KEYWORDS, SEAT_WORDS, TEAM_WORDS, ZH_FLAGS, did_you_mean, misspelt_word, split_words

_FLAGS: Final = {
    **{TABLE_BY_NAME[name].option: name for name in MCR_READS},
    **{TABLE_BY_NAME[name].short: name for name in MCR_READS if TABLE_BY_NAME[name].short},
    "from": "discarder",
    "--expect": "expect",
    "--expect-fans": "expect_fans",
    **ZH_FLAGS,
}
"""The flags of ``mcr score`` under MCR, as its declaration has them, ``from`` for the discarder,
``--expect``/``--expect-fans`` as ``mcr score`` has them, and each one's Chinese word."""
_TAKES_VALUE: Final = frozenset(
    [
        *(name for name in MCR_READS if TABLE_BY_NAME[name].kind != SWITCH),
        "discarder",
        "expect",
        "expect_fans",
    ]
)
_HAND_ONLY: Final = ("fourth_tile", "kong", "last_tile")
_NUMBER: Final = re.compile(r"[0-9]+")  # ASCII digits only: what reads as a number, not yet its range


class _Fault(ValueError):
    """A fault of the line being read; the parser adds the file and line."""

    def __init__(self, said: Said) -> None:
        super().__init__(said.text())
        self.said = said


def _read_flags(words: list[str]) -> dict[str, str]:
    """The flags after the hand, by destination (``"1"`` for a switch); a repeat is an error."""
    flags: dict[str, str] = {}
    i = 0
    while i < len(words):
        name, eq, inline = words[i].partition("=") if words[i].startswith("--") else (words[i], "", "")
        dest = _FLAGS.get(name)
        if dest is None:
            raise _Fault(F.UNEXPECTED_FLAG(word=show(words[i]), close=did_you_mean(name, _FLAGS)))
        if dest in flags:
            raise _Fault(F.FLAG_TWICE(what=dest.replace("_", " "), flag="--" + dest.replace("_", "-")))
        if dest not in _TAKES_VALUE:
            if eq:
                raise _Fault(F.TAKES_NO_VALUE(flag=name))
            flags[dest] = "1"
        elif eq:
            flags[dest] = inline
        elif i + 1 < len(words):
            i += 1
            flags[dest] = words[i]
        else:
            raise _Fault(F.NEEDS_A_VALUE(flag=name))
        i += 1
    return flags


def _number(text: str, what: str | Said, low: int, high: int) -> int:
    """A number of the record, strictly read and within ``low..high``; a ``_Fault`` with the range."""
    try:
        return parse_number(text, what, low, high)
    except ValueError as err:
        raise _Fault(message_of(err)) from None


def _wind(text: str, flag: str) -> int:
    """A wind flag's value, any case as in ``mcr score``."""
    if len(text) != 1 or text.upper() not in SEAT_WORDS:
        raise _Fault(F.NOT_A_WIND(flag=flag, value=show(text)))
    return SEAT_WORDS[text.upper()]


class _Parser:
    """Reads a record line by line; one instance per record."""

    def __init__(self, source: str, in_play: bool = False) -> None:
        self.source = source
        self.in_play = in_play
        self.players: dict[int, Player] = {}
        self.hands: list[HandLine] = []
        self.penalties: list[Penalty] = []
        self.end_note: str | None = None

    def fail(self, message: Said, line: int | None) -> MatchRecordError:
        return MatchRecordError(message, self.source, line)

    def read(self, lines: Iterable[tuple[int, str]]) -> MatchRecord:
        last = 0
        for item in lines:
            if not (
                isinstance(item, tuple)
                and len(item) == 2
                and type(item[0]) is int
                and isinstance(item[1], str)
            ):
                raise self.fail(F.LINE_NOT_A_PAIR(value=show(item)), None)
            last, raw = item
            if len(raw) > MAX_LINE_BYTES:
                raise self.fail(F.LINE_TOO_LONG(length=len(raw), limit=MAX_LINE_BYTES), last)
            try:
                words = split_words(raw)
            except ValueError as error:
                raise self.fail(F.CANNOT_SPLIT(what=split_reason(error)), last) from None
            if not words:
                continue
            try:
                self.line(words, last)
            except _Fault as fault:
                raise self.fail(fault.said, last) from None
        self.close_hand()
        if not self.hands:
            raise self.fail(F.NO_HANDS(), None)
        if self.end_note is None and len(self.hands) < HANDS_PER_MATCH and not self.in_play:
            raise self.fail(F.STOPS_EARLY(n=len(self.hands), hands=HANDS_PER_MATCH), last)
        players = tuple(self.players[chair] for chair in range(4))
        return MatchRecord(self.source, players, tuple(self.hands), self.end_note)

    def line(self, words: list[str], number: int) -> None:
        """Dispatch one non-empty line on its first word."""
        head, rest = words[0], words[1:]
        if self.end_note is not None:
            raise _Fault(F.AFTER_END())
        if head in SEAT_WORDS:
            self.seat(SEAT_WORDS[head], rest, number)
            return
        kind = KEYWORDS.get(head)
        if kind is None:
            raise _Fault(F.LINE_START(word=show(head), close=did_you_mean(head, KEYWORDS)))
        if kind == "penalty":
            self.penalty(rest, number)
        elif kind == "end":
            self.end_note = " ".join(rest)
        else:
            self.new_hand(rest, number, kind)

    def seat(self, chair: int, words: list[str], number: int) -> None:
        """``E NAME [team TEAM]``: who sits where at the start."""
        if self.hands:
            raise _Fault(F.SEATS_FIRST())
        if len(words) not in (1, 3) or (len(words) == 3 and words[1] not in TEAM_WORDS):
            raise _Fault(F.SEAT_LINE())
        name = words[0]
        if name in SEAT_WORDS or name in KEYWORDS or name in _FLAGS or name in TEAM_WORDS:
            raise _Fault(F.NAME_IS_A_WORD(name=show(name)))
        if name.startswith("-") or _NUMBER.fullmatch(name):
            raise _Fault(F.NAME_READS_AS(name=show(name)))
        if chair in self.players:
            raise _Fault(F.SEAT_TAKEN(seat=SEATS[chair], name=self.players[chair].name))
        for other in self.players.values():
            if other.name == name:
                raise _Fault(F.ALREADY_SEATED(name=name, seat=SEATS[other.chair]))
        self.players[chair] = Player(name, chair, words[2] if len(words) == 3 else None, number)

    def who(self, word: str, index: int) -> int:
        """The chair of a player named by name, or by seat wind in hand ``index``."""
        if word in SEAT_WORDS:  # E S W N, 东 南 西 北: the seat wind in this hand
            return (SEAT_WORDS[word] + index) % 4
        for player in self.players.values():
            if player.name == word:
                return player.chair
        names = ", ".join(p.name for p in self.players.values())
        raise _Fault(F.UNKNOWN_PLAYER(word=show(word), names=names))

    def close_hand(self) -> None:
        """Attach the penalties read since the last hand line to that hand."""
        if self.penalties:
            last = self.hands[-1]
            self.hands[-1] = HandLine(
                last.number, last.line, last.win, last.penalties + tuple(self.penalties)
            )
            self.penalties = []

    def new_hand(self, words: list[str], number: int, kind: str) -> None:
        missing = [SEATS[c] for c in range(4) if c not in self.players]
        if missing:
            raise _Fault(F.SEAT_EMPTY(seats=" ".join(missing)))
        self.close_hand()
        if len(self.hands) == HANDS_PER_MATCH:
            raise _Fault(F.SEVENTEENTH_HAND(hands=HANDS_PER_MATCH))
        index = len(self.hands)
        if kind == "draw" and words:
            raise _Fault(F.DRAW_LINE())
        win = self.win(words, index) if kind == "win" else None
        self.hands.append(HandLine(index + 1, number, win, ()))

    def penalty(self, words: list[str], number: int) -> None:
        """``penalty PLAYER POINTS [REASON...]``, deducted in the hand just recorded."""
        if not self.hands:
            raise _Fault(F.PENALTY_FIRST())
        if len(words) < 2 or not _NUMBER.fullmatch(words[1]) or not words[1].strip("0"):
            raise _Fault(F.PENALTY_LINE())
        points = _number(words[1], F.PENALTY_POINTS(), 1, MAX_PENALTY)
        chair = self.who(words[0], self.hands[-1].index)
        self.penalties.append(Penalty(chair, points, " ".join(words[2:]), number))

    def win(self, words: list[str], index: int) -> Win:
        """``win WINNER HAND|FAN-TOTAL [flags] [from DISCARDER]``."""
        if len(words) < 2:
            raise _Fault(F.WIN_LINE())
        winner = self.who(words[0], index)
        groups = 2  # a hand may be written in groups (123m 456p …): every word up to the first flag
        while (
            groups < len(words)
            and words[groups] not in _FLAGS
            and words[groups].partition("=")[0] not in _FLAGS
            and not misspelt_word(words[groups])
        ):
            groups += 1
        if groups > 2 and not _NUMBER.fullmatch(words[1]):
            words = [words[0], " ".join(words[1:groups]), *words[groups:]]
        flags = _read_flags(words[2:])
        seat, name = seat_wind(winner, index), self.players[winner].name
        for dest, actual, whose in (
            ("seat_wind", seat, name),
            ("prevalent_wind", prevalent_wind(index), None),
        ):
            flag = "--" + dest.replace("_", "-")
            if dest in flags and _wind(flags[dest], flag) != actual:
                said = F.PREVALENT_WIND() if whose is None else F.SEAT_WIND_OF(name=whose)
                raise _Fault(
                    F.WIND_GIVEN(flag=flag, value=flags[dest], n=index + 1, whose=said, seat=SEATS[actual])
                )
        discarder = self.discarder(flags, winner, index)
        try:
            flowers = parse_number(flags.get("flowers", "0"), "--flowers", 0, 8)
        except ValueError:
            raise _Fault(F.FLOWERS(value=escape(flags["flowers"]))) from None
        expect = None if "expect" not in flags else _number(flags["expect"], "--expect", 0, MAX_TOTAL)
        fan_points = None
        if _NUMBER.fullmatch(words[1]):
            if "expect_fans" in flags:
                raise _Fault(F.EXPECT_FANS_TOTAL())
            fan_points = _number(words[1], F.FAN_TOTAL(), 0, MAX_TOTAL)
            for dest in _HAND_ONLY:
                if dest in flags:
                    raise _Fault(F.HAND_ONLY_FLAG(flag="--" + dest.replace("_", "-"), total=fan_points))
        context = WinContext(
            self_drawn="self_drawn" in flags,
            fourth_tile="fourth_tile" in flags,
            kong="kong" in flags,
            last_tile="last_tile" in flags,
            seat_wind=seat,
            prevalent_wind=prevalent_wind(index),
            flowers=flowers,
            discarder=None if discarder is None else seat_wind(discarder, index),
        )
        hand = None if fan_points is not None else words[1]
        return Win(winner, discarder, hand, fan_points, context, expect, flags.get("expect_fans"))

    def discarder(self, flags: dict[str, str], winner: int, index: int) -> int | None:
        """The discarder's chair: named on a discard win, absent when self-drawn."""
        if "self_drawn" in flags:
            if "discarder" in flags:
                raise _Fault(F.SELF_DRAWN_FROM())
            return None
        if "discarder" not in flags:
            raise _Fault(F.NO_DISCARDER())
        chair = self.who(flags["discarder"], index)
        if chair == winner:
            raise _Fault(F.OWN_DISCARD(name=self.players[winner].name))
        return chair


def parse_record(text: str, source: str = "<record>", *, in_play: bool = False) -> MatchRecord:
    """Read a match record; raises ``MatchRecordError`` naming ``source`` and the line.

    ``in_play``: it may stop before hand 16 without ``end`` (a match in play, for ``--chase``).

    >>> record = parse_record("E A\\nS B\\nW C\\nN D\\nwin B 8 from A\\nend", "m.match")
    >>> record.hands[0].win.winner, record.hands[0].win.discarder, record.ended_early
    (1, 0, True)
    >>> parse_record("E A\\nS B\\nW C\\nN D\\nwin X 8 from A", "m.match")
    Traceback (most recent call last):
    ...
    mcr_cli.errors.MatchRecordError: m.match:5: unknown player 'X' (the players are A, B, C, D)
    """
    _check_source(source)
    if not isinstance(text, str):
        raise MatchRecordError(F.RECORD_NOT_TEXT(value=show(text)), source)
    return parse_lines(numbered_lines(text), source, in_play=in_play)


def _check_source(source: object, in_play: object = False) -> None:
    if not isinstance(source, str):
        raise MatchRecordError(F.SOURCE_NOT_TEXT(value=show(source)), "<record>")
    if type(in_play) is not bool:
        raise MatchRecordError(F.IN_PLAY(value=show(in_play)), source)


def numbered_lines(text: str) -> Iterable[tuple[int, str]]:
    r"""``text``'s lines numbered from 1, split at ``\n`` only, one ``\r`` before it dropped.

    ``str.splitlines`` would also split at U+2028, ``\x0c``, ``\x1c`` and
    more, and number the lines otherwise than an editor does.

    >>> list(numbered_lines("E A\r\nS B\u2028x\rC\n"))
    [(1, 'E A'), (2, 'S B\u2028x\rC')]

    A ``text`` that is not a string is a ``MatchRecordError`` at once, not when the lines are read.
    """
    if not isinstance(text, str):
        raise MatchRecordError(F.RECORD_NOT_TEXT(value=show(text)), "<record>")
    return _numbered(text)


def _numbered(text: str) -> Iterator[tuple[int, str]]:
    lines = text.split("\n")
    last = lines.pop()  # what follows the last newline: a last line without one, or nothing
    for number, line in enumerate(lines, start=1):
        yield number, line[:-1] if line.endswith("\r") else line  # a CR only before LF is a line end
    if last:
        yield len(lines) + 1, last


def parse_lines(
    lines: Iterable[tuple[int, str]], source: str = "<record>", *, in_play: bool = False
) -> MatchRecord:
    """Read a match record given as numbered lines (a file read line by line, with a bound)."""
    _check_source(source, in_play)
    if isinstance(lines, (str, bytes, bytearray)) or not isinstance(lines, Iterable):
        raise MatchRecordError(F.LINES_NOT_PAIRS(value=show(lines)), source)
    return _Parser(source, in_play).read(lines)
