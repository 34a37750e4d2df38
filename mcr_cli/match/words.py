"""The words of a match record, in English and in Chinese (``record.py`` reads them).

A referee may write the whole record in Chinese: seats 东 南 西 北, 和 荒牌
罚分 结束 for the line kinds, 队 for a team, and on a win line 自摸, 点炮 (or
放炮) for the discarder, 花 N for flowers, and the rest below.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable
from difflib import get_close_matches
from typing import Final

from ..faults import DID_YOU_MEAN, Said
from ..model.tiles import SEAT_WORDS as SEAT_WORDS  # one spelling of the seats, for records and flags

KEYWORDS: Final = {
    "win": "win",
    "和": "win",
    "draw": "draw",
    "荒": "draw",
    "荒牌": "draw",
    "penalty": "penalty",
    "罚": "penalty",
    "罚分": "penalty",
    "end": "end",
    "结束": "end",
    "完": "end",
}
ZH_FLAGS: Final = {
    "自摸": "self_drawn",
    "点炮": "discarder",
    "放炮": "discarder",
    "点": "discarder",
    "花": "flowers",
    "绝张": "fourth_tile",
    "杠": "kong",
    "海底": "last_tile",
    "门风": "seat_wind",
    "圈风": "prevalent_wind",
    "期望": "expect",
    "期望番种": "expect_fans",
}
"""The Chinese word of each word a win line may hold: ``和 张三 24 自摸 花 2``, ``和 张三 8 点炮 李四``."""
TEAM_WORDS: Final = ("team", "队")


def misspelt_word(word: str) -> bool:
    """A word of lower-case letters alone (``form``), or one that starts ``--``, is no group of a hand
    but a word of the record, misspelt: a win line's hand ends before it.

    >>> misspelt_word("form"), misspelt_word("--flower"), misspelt_word("123m"), misspelt_word("东东东")
    (True, True, False, False)
    """
    return word.startswith("--") or (len(word) > 1 and word.isascii() and word.isalpha() and word.islower())


def did_you_mean(word: str, words: Iterable[str]) -> Said | str:
    """`` (did you mean from?)``: the record's word nearest a misspelt one, or nothing.

    >>> str(did_you_mean("form", ["from", "win"])), str(did_you_mean("--flower", ["--flowers", "--kong"]))
    (' (did you mean from?)', ' (did you mean --flowers?)')
    >>> did_you_mean("xyzzy", ["from"])
    ''
    """
    close = get_close_matches(word, [w for w in words if w.isascii()], n=1, cutoff=0.6)
    return DID_YOU_MEAN(word=close[0]) if close else ""


def split_words(line: str) -> list[str]:
    """A record line's words as a POSIX shell splits them (``shlex``), a ``#`` starting a comment.

    Spaces, tabs and newlines separate words; a lone ``\\r`` does not (``shlex``
    would split at it): it is a character of its word, and an error where it stands.

    >>> split_words("win 'Bob Ng' 8 from A  # note")
    ['win', 'Bob Ng', '8', 'from', 'A']
    >>> split_words("win Bob 8\\r-t")
    ['win', 'Bob', '8\\r-t']
    """
    lexer = shlex.shlex(line, posix=True)
    lexer.whitespace = " \t\n"
    lexer.whitespace_split = True
    return list(lexer)
