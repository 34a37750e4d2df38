"""The faults of match records (``match/``): every raise of the area names one (``faults.py``).

Each is raised as ``MatchRecordError(FAULT(params), source, line)``, the
parser's line faults as ``_Fault(FAULT(params))``; its Chinese is
``render/zh/records.py``.  A number the record reads strictly
(``limits.parse_number``) is that error's fault (``message_of``), the number
named by a word of this area (``PENALTY_POINTS``, ``FAN_TOTAL``) or a flag.
"""

from __future__ import annotations

from ..faults import Field, fault

HAND_OF_RECORD = fault("record.hand", "hand {n}: {what}")
PENALTY_POINTS = fault("word.penalty-points", "penalty points")
FAN_TOTAL = fault("word.fan-total", "a fan total")
"""The numbers of a record, as ``limits.parse_number``'s faults name them (``penalty points must be…``)."""
HAND_REFUSED = fault("record.hand-refused", "hand {n}: {hand}: {what}")

# --- a record's lines (match/record.py) ----------------------------------------------------
UNEXPECTED_FLAG = fault(
    "record.unexpected-flag", "unexpected {word} in a win line (flags are those of `mcr score`){close}"
)
FLAG_TWICE = fault("record.flag-twice", "{what} given twice{flag:.0}")
"""``seat wind given twice``; ``flag`` (``--seat-wind``) is what Chinese says instead (English: ``:.0``)."""
TAKES_NO_VALUE = fault("record.flag-takes-no-value", "{flag} takes no value")
NEEDS_A_VALUE = fault("record.flag-needs-a-value", "{flag} needs a value")
NOT_A_WIND = fault("record.not-a-wind", "{flag} {value}: a wind is one of E S W N (or 东 南 西 北)")
LINE_TOO_LONG = fault(
    "record.line-too-long", "the line is {length} characters; a record line is {limit} at most"
)
CANNOT_SPLIT = fault("record.cannot-split", "cannot split the line into words: {what}")
NO_HANDS = fault("record.no-hands", "the record has no hands (win, draw) after the seats")
STOPS_EARLY = fault(
    "record.stops-early",
    "the record stops after hand {n} of {hands}; "
    "if the match ended early (time limit), write 'end' after the last hand",
)
AFTER_END = fault("record.after-end", "nothing may follow 'end'")
LINE_START = fault(
    "record.line-start", "a line starts with a seat (E S W N) or win, draw, penalty, end; not {word}{close}"
)
SEATS_FIRST = fault("record.seats-first", "the seats are set before the first hand")
SEAT_LINE = fault(
    "record.seat-line",
    "a seat line is: SEAT NAME [team TEAM], e.g. 'E Alice team Dragons' (or 东 张三 队 龙)",
)
NAME_IS_A_WORD = fault(
    "record.name-is-a-word", "{name} is a word of the record and cannot be a player's name"
)
NAME_READS_AS = fault(
    "record.name-reads-as-flag", "{name} cannot be a player's name (it reads as a flag or a number)"
)
SEAT_TAKEN = fault("record.seat-taken", "seat {seat} is already taken by {name}")
ALREADY_SEATED = fault("record.already-seated", "{name} is already in seat {seat}: a player sits in one seat")
UNKNOWN_PLAYER = fault("record.unknown-player", "unknown player {word} (the players are {names})")
SEAT_EMPTY = fault("record.seat-empty", "seat {seats} has no player; seat lines come before the first hand")
SEVENTEENTH_HAND = fault("record.seventeenth-hand", "a 17th hand: a match has {hands} hands (4 rounds of 4)")
DRAW_LINE = fault("record.draw-line", "a draw line is just 'draw'")
PENALTY_FIRST = fault(
    "record.penalty-before-hand", "a penalty follows the line of the hand it was given in; no hand yet"
)
PENALTY_LINE = fault(
    "record.penalty-line", "a penalty line is: penalty PLAYER POINTS [REASON], POINTS a whole number above 0"
)
WIN_LINE = fault("record.win-line", "a win line is: win WINNER HAND-or-FAN-TOTAL [flags] [from DISCARDER]")
WIND_GIVEN = fault(
    "record.wind-given",
    "{flag} {value}: in hand {n} {whose} is {seat} (the record gives the winds; leave the flag out)",
)
SEAT_WIND_OF = fault("word.seat-wind-of", "{name}'s seat wind")
PREVALENT_WIND = fault("word.the-prevalent-wind", "the prevalent wind")
FLOWERS = fault("record.flowers", "--flowers {value}: there are 8 flower tiles (0-8)")
EXPECT_FANS_TOTAL = fault(
    "record.expect-fans-total",
    "--expect-fans needs a written hand; with only a fan total, --expect checks the total",
)
HAND_ONLY_FLAG = fault(
    "record.flag-needs-hand",
    "{flag} describes a written hand; with only a fan total ({total}) write the hand or leave the flag out",
)
SELF_DRAWN_FROM = fault(
    "record.self-drawn-discarder", "a self-drawn win has no discarder: drop 'from' or --self-drawn"
)
NO_DISCARDER = fault(
    "record.no-discarder", "a win on a discard names the discarder: add 'from PLAYER' (or --self-drawn)"
)
OWN_DISCARD = fault(
    "record.own-discard", "the discarder is the winner, {name}: nobody wins on their own discard"
)

# --- scoring, standings, the chase (match/ledger.py, standings.py, chase.py) --------------
NO_WIN = fault(
    "record.no-win",
    "hand {n}: {points} fan points is no win; a win needs {least} (起和分, flowers not counted)",
)
TWO_TEAMS = fault("record.two-teams", "{name} plays for {team} here but for {other} in {place}")
MATCH_TWICE = fault("record.match-twice", "this match is given twice")
AFTER_OUT_OF_RANGE = fault(
    "record.after-out-of-range",
    "{after} {value}: the record has hands 1-{hands} (0: before the first)",
    Field("after"),
)
MATCH_OVER = fault(
    "record.match-over",
    "the match is over: hand {n} of {hands} was its last, so there is no next hand to chase",
)
MATCH_ENDED = fault(
    "record.match-ended", "the match ended after hand {n} ('end'), so there is no next hand to chase"
)

# --- the API's arguments (the place is the function) --------------------------------------
RECORD_NOT_TEXT = fault("api.record-not-text", "a record is text (str), not {value}")
SOURCE_NOT_TEXT = fault("api.record-source", "source must be a str naming the record, not {value}")
IN_PLAY = fault("api.record-in-play", "in_play must be True or False, not {value}")
LINES_NOT_PAIRS = fault("api.record-lines", "the lines are (number, text) pairs, not {value}")
LINE_NOT_A_PAIR = fault("api.record-line", "a record line is a (number, text) pair, not {value}")
TEXT_OR_LINES = fault("api.record-text-or-lines", "a record is text or numbered lines, not {kind}")
FINALS = fault("api.record-finals", "finals must be a tuple of 局分, not {value}")
WHOLE = fault("api.record-whole", "{name} must be a whole number {low}-{high}, not {value}")
EXPECTED = fault("api.record-value", "{what} must be {expected}, not {value}")
NOT_RESULTS = fault("api.standings-results", "standings take MatchResult values, not {value}")
PLACINGS = fault("api.standings-placings", "MatchResult.placings must be 4 Placing values, not {value}")
PLACING = fault(
    "api.standings-placing", "each placing must be a Placing of a player of the record, not {value}"
)
NOT_STANDING = fault("api.rank-standing", "rank takes Standing values, not {value}")
STANDING = fault(
    "api.rank-standing-fields",
    "a Standing needs a name (str), a team (str or None), members (str), "
    "and at least one 标准分 (0-64); not {name}, {standards}",
)
NOT_STANDINGS = fault("api.rank-list", "rank takes a list of Standing, not {value}")
NOT_RESULT_LIST = fault("api.standings-list", "standings take a list of MatchResult, not {value}")
