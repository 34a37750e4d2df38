"""The faults of game logs (``replay/``): every raise of the area names one (``faults.py``).

A line's fault is raised as ``LineFault(FAULT(params))``, which the round
reader raises again as ``MatchRecordError(said, source, line)``; its Chinese
is ``render/zh/records.py``.  The log's actions (``Chi``, ``Peng``…) are
words of their own (``ACTION``): Chinese names them otherwise.  A template's
``{act:.0}`` says nothing in English: it is there for the Chinese to name.
"""

from __future__ import annotations

from typing import Final

from ..faults import Fault, fault

HU_REFUSED = fault("log.hu-refused", "player {seat} Hu {tile}: {what}")
FAN_LINE_TOTAL = fault("word.fan-line-total", "the Fan line's total")
FAN_COUNT = fault("word.count-of", "the count of {name}")
SCORE_CHANGE = fault("word.score-change", "a score change")
"""The numbers of a log, as ``limits.parse_number``'s faults name them (``a score change must be…``)."""
AT_PLACE = fault("part.at-place", "{place}: {what}")
"""A refused round's error as ``Report`` holds it: ``FILE:LINE: …``."""

ACTION: Final[dict[str, Fault]] = {
    a: fault(f"word.action-{a.lower()}", a)
    for a in ("Draw", "Play", "Chi", "Peng", "Gang", "AnGang", "BuGang", "Hu")
}

# --- one line (replay/lines.py) -----------------------------------------------------------
NOT_A_TILE = fault("log.not-a-tile", "not a tile: {word} (W1-W9, B1-B9, T1-T9, F1-F4, J1-J3)")
NOT_A_PLAYER = fault("log.not-a-player", "a player is 0-3, not {word}")
NOT_AN_ACTION = fault(
    "log.not-an-action", "not an action: {word} (Draw, Play, Chi, Peng, Gang, AnGang, BuGang, Hu)"
)
SCORE_LINE = fault("log.score-line", "a Score line has the four seats' changes, not {n} values")
MATCH_LINE = fault("log.match-line", "a Match line is 'Match ID'")
ROUND_ID = fault("log.round-id", "a round id is 1-{most} letters, digits, '_', '-' or '.', not {ident}")
WIND_LINE = fault("log.wind-line", "a Wind line is 'Wind 0..3'")
PREVALENT_WIND = fault("log.prevalent-wind", "the prevalent wind is 0-3 (E S W N), not {word}")
HUANG_LINE = fault("log.huang-line", "a Huang line has nothing after the word")
NOT_A_LINE = fault("log.not-a-line", "not a line of the format: {text}")
PLAYER_LINE = fault("log.player-line", "a Player line is 'Player N ACTION TILE'")
DEAL_SIZE = fault("log.deal-size", "a deal is 13 tiles, not {n}")
NOT_A_CLAIM = fault(
    "log.not-a-claim", "only a claim (Chi, Peng, Gang, Hu) carries more than its tile, not {action}{act:.0}"
)
AFTER_THE_TILE = fault("log.after-the-tile", "after the tile comes 'Ignore Player N ACTION TILE', not {word}")
IGNORED_LINE = fault("log.ignored-line", "an ignored claim is 'Ignore Player N ACTION TILE'")
IGNORED_ACTION = fault(
    "log.ignored-action", "an ignored claim is Chi, Peng, Gang or Hu, not {action}{act:.0}"
)
IGNORED_MANY = fault(
    "log.ignored-too-many", "more than three ignored claims: only three other seats can claim"
)
FAN_LINE = fault("log.fan-line", "a Fan line is 'Fan TOTAL NAME*COUNT+NAME*COUNT…'")
FAN_WRITTEN = fault("log.fan-written", "a fan is written NAME*COUNT, not {part}")
NO_SUCH_FAN = fault("log.no-such-fan", "no fan is named {name}")
TOO_MANY_FANS = fault("log.too-many-fans", "more fans than the table has")

# --- the play (replay/play.py) ------------------------------------------------------------
FIFTH_TILE = fault("log.fifth-tile", "a fifth {tile}: only four copies of each tile exist")
LACKS = fault("log.lacks", "player {seat} plays {need} {tile} but holds {held}")
ONE = fault("word.one-tile", "a")
HOLDS_NONE = fault("part.holds-none", "none")
HOLDS_ONLY = fault("part.holds-only", "only {n}")
AFTER_SCORE = fault(
    "log.after-score", "a line after the round's Score line (a new round starts with 'Match ID')"
)
FAN_AFTER_HU = fault("log.fan-after-hu", "a Fan line comes only right after the Hu line")
ONE_MATCH_LINE = fault("log.one-match-line", "a round has one Match line, at its start")
WIND_ONCE = fault("log.wind-once", "the Wind line comes once, right after the Match line")
SCORE_AFTER = fault("log.score-after", "a Score line comes only after the Fan line or Huang")
DEALS_AFTER = fault("log.deals-after-wind", "the deals come after the Wind line, before any play")
DEALT_TWICE = fault("log.dealt-twice", "player {seat} is dealt twice")
HUANG_WHEN = fault("log.huang-when", "Huang comes only when a seat must draw")
HUANG_WALL = fault("log.huang-wall", "Huang, but player {seat}, who draws next, has {n} tiles to draw")
PLAY_WHERE = fault("log.play-where", "a play where {wanted} should come")
WANTED: Final = {
    "head": fault("word.wind-and-deals", "the Wind and four Deal lines"),
    "fan": fault("word.the-fan-line", "the Fan line"),
    "score": fault("word.the-score-line", "the Score line"),
}
DRAWS_NEXT = fault("part.draws-next", " (player {seat} draws next)")
TURN_TO_PLAY = fault("part.turn-to-play", " (it is player {seat}'s turn to play)")
MAY_NOT_DRAW = fault("log.may-not-draw", "player {seat} may not draw now{turn}")
EMPTY_WALL = fault("log.empty-wall", "player {seat} draws from an empty wall (it would be Huang)")
MAY_NOT = fault("log.may-not", "player {seat} may not {act} now{turn}")
KONG_WALL = fault(
    "log.kong-wall", "player {seat} may not declare a kong: his wall or his next seat's is empty"
)
NO_PUNG = fault("log.no-pung", "player {seat} adds {tile} to a pung he does not have")
NOTHING_TO_CLAIM = fault("log.nothing-to-claim", "player {seat} claims ({act}) with no discard to claim")
OWN_DISCARD = fault("log.own-discard", "player {seat} claims his own discard")
OTHER_TILE = fault("log.claims-other-tile", "player {seat} claims {tile}, but the discard is {discard}")
CLAIM_WALL = fault("log.claim-wall", "no {act} of the last discard: player {next}'s wall is empty")
CHOW_SEAT = fault("log.chow-seat", "player {seat} may not chow: only the discarder's next seat, {next}")
CHOW_MIDDLE = fault("log.chow-middle", "{tile} cannot be the middle tile of a chow")
CHOW_DISCARD = fault("log.chow-discard", "a chow around {tile} cannot use the discard {discard}")
IGNORED_SEAT = fault(
    "log.ignored-seat", "ignored claim of player {seat}: a seat claims once, never its own tile"
)
SHOULD_HAVE_WON = fault(
    "log.ignored-should-win",
    "the ignored {act} of player {seat} should have won over player {other}'s {over}",
)
IGNORED_LACKS = fault("log.ignored-lacks", "ignored {act} of player {seat}: he lacks the tiles")
IGNORED_NAMES = fault("log.ignored-names", "ignored {act} of player {seat} names {tile}, not the tile")
SELF_DRAWN_IGNORED = fault("log.self-drawn-ignored", "a self-drawn Hu has no claims to ignore")
WINS_ON_OTHER = fault("log.wins-on-other", "player {seat} wins on {tile} but drew {drawn}")
ROBS_OTHER = fault("log.robs-other", "player {seat} robs {tile}, but the kong is of {kong}")
ROBBED_ONLY_HU = fault("log.robbed-only-hu", "only a Hu on the added tile can compete for a robbed kong")
MAY_NOT_WIN = fault("log.may-not-win", "player {seat} may not win now{turn}")
HOLDS = fault("log.holds", "player {seat} holds {n} tiles, not 14")

# --- the rounds of a file (replay/rounds.py) ----------------------------------------------
ROUND_TOO_LONG = fault("log.round-too-long", "a round longer than {limit} bytes ({shown}); skipped")
LINE_TOO_LONG = fault("log.line-too-long", "a line longer than {limit} bytes")
NOT_UTF8 = fault("log.not-unicode-text", "not UTF-8 text ({why} at byte {at})")
ROUND_BEGINS = fault("log.round-begins", "a round begins with 'Match ID'")
ENDS_BEFORE = fault("log.ends-before", "the round ends before {missing}")
MISSING: Final = {
    "fan": fault("word.its-fan-line", "its Fan line"),
    "score": fault("word.its-score-line", "its Score line"),
}
NO_HU = fault("word.hu-or-huang", "Hu or Huang")
