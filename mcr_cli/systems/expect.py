"""``--expect`` and ``--expect-fans``: what a hand must score, checked after scoring.

A user keeps example hands honest in CI by writing, on the hand's line, the
total and the counted fans it must give::

    123m456p789s111z22z --expect 15 --expect-fans '花龙,圈风刻,门风刻,门前清,单钓将'
    [111m,1][999p,2][EEE,3]55s78s9s --fourth-tile --expect-fans '和绝张,幺九刻×2,…'

Fans are named in Chinese, English (any case) or a common alternative name
(``systems.names``: 单吊将, 平胡, 嵌张 …), an unknown one with suggestions, separated by
commas (``,`` ``，`` or ``、``); ``×n``, ``x n`` or ``*n`` after a name means
counted n times.  They are compared as a multiset with the counted fans,
花牌 included when there are flowers.  The total is ``fan_points + flowers``.
Under another system (``--rules``) the names are its patterns and factors
(each factor counted once) and the total is the system's ``total``.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from ..errors import MCRError, Message
from ..faults import Said, message_of
from ..limits import MAX_TOTAL, parse_number
from .faults import (
    BOTH,
    COUNT_OF,
    EXPECT_COUNT,
    EXPECT_DIFFERS,
    EXPECT_FANS,
    EXPECT_NO_FAN,
    EXPECT_RANGE,
    FANS_DIFFER,
    FANS_EXTRA,
    FANS_MISSING,
    TOTAL_DIFFERS,
)
from .names import Names, names_of

__all__ = [
    "ExpectationError",
    "ExpectationSyntaxError",
    "Names",
    "check",
    "counted_in",
    "names_of",
    "parse_fans",
]

_SPLIT = re.compile(r"[,，、]")
_COUNTED = re.compile(r"(.*?)\s*[×xX*]\s*([0-9]+)")


def mcr_names() -> Names:
    """The 81 fans as ``Names`` (with their alternative names), built on first use."""
    from . import find_system

    return names_of(find_system("mcr"))


def counted_in(obj: dict[str, Any]) -> dict[str, int]:
    """What a result's JSON object counts, by Chinese name: its fans, and its factors once each."""
    counted = {f["zh"]: f["count"] for f in obj["fans"]}
    counted.update({m["zh"]: 1 for m in obj.get("multipliers", ())})
    return counted


class ExpectationError(MCRError):
    """A hand that scored otherwise than its line said; ``expected`` and ``actual`` go into the JSON.

    ``check`` raises it with its fault, ``expect.differs`` (``code``), whose
    parameters hold the totals and the fans as data: ``missing`` and ``extra``
    are the fans (by Chinese name, with their counts) expected and not
    scored, and scored and not expected; the render layer says each by its
    name in the language shown, nothing parsed from the message.
    """

    def __init__(
        self,
        message: Message,
        expected: dict[str, Any],
        actual: dict[str, Any],
        result: object = None,
        *,
        missing: dict[str, int] | None = None,
        extra: dict[str, int] | None = None,
    ) -> None:
        super().__init__(message)
        self.expected = expected
        self.actual = actual
        self.result = result  # what was scored, for a table under the mismatch
        self.missing = missing or {}
        self.extra = extra or {}

    def json_fields(self) -> dict[str, Any]:
        return {"expected": self.expected, "actual": self.actual}


class ExpectationSyntaxError(MCRError):
    """An ``--expect-fans`` list that names no fan, or counts one badly."""


def parse_fans(text: str, names: Names | None = None) -> Counter[str]:
    """The counted fans an ``--expect-fans`` list names, by Chinese name.

    >>> sorted(parse_fans("花龙, mixed straight ×1 ,幺九刻x2").items())
    [('幺九刻', 2), ('花龙', 2)]
    >>> try:
    ...     parse_fans("花龙,单调将")
    ... except ExpectationSyntaxError as err:
    ...     print(err)
    expect_fans: no fan is named '单调将' (did you mean 单钓将 Single Wait?)
    """
    names = names or mcr_names()
    fans: Counter[str] = Counter()
    for item in _SPLIT.split(text):
        item = item.strip()
        if not item:
            continue
        count = 1
        name = item
        counted = _COUNTED.fullmatch(item)
        if counted is not None and names.find(item) is None:
            name = counted.group(1)
            try:
                count = parse_number(counted.group(2), COUNT_OF(name=name), 1, 99)
            except ValueError as err:
                raise ExpectationSyntaxError(EXPECT_COUNT(what=message_of(err))) from None
        fan = names.find(name)
        if fan is None:
            raise ExpectationSyntaxError(EXPECT_FANS(what=names.refusal(name)))
        fans[fan] += count
    if not fans:
        raise ExpectationSyntaxError(EXPECT_NO_FAN())
    return fans


def check(
    total: int,
    fans: dict[str, int],
    params: dict[str, Any],
    names: Names | None = None,
    result: object = None,
) -> None:
    """Raise ``ExpectationError`` when a hand's ``total`` or counted ``fans`` (by Chinese name)
    differ from the line's ``--expect`` / ``--expect-fans`` (``params["expect"]``, ``params["expect_fans"]``).

    Takes plain values so that it checks the JSON object of a batch and a ``Result`` of any
    system alike; ``names`` are that system's (MCR's by default).
    """
    names = names or mcr_names()
    expect_total, expect_fans = params.get("expect"), params.get("expect_fans")
    if expect_total is not None and not 0 <= expect_total <= MAX_TOTAL:
        raise ExpectationSyntaxError(EXPECT_RANGE(high=MAX_TOTAL, value=expect_total))
    wanted = None if expect_fans is None else parse_fans(expect_fans, names)
    expected: dict[str, Any] = {}
    actual: dict[str, Any] = {}
    faults: list[Said] = []
    missing: Counter[str] = Counter()
    extra: Counter[str] = Counter()
    if expect_total is not None:
        expected["total"], actual["total"] = expect_total, total
        if expect_total != total:
            faults.append(TOTAL_DIFFERS(expected=expect_total, scored=total))
    if wanted is not None:
        scored: Counter[str] = Counter({fan: n for fan, n in fans.items() if n})
        expected["fans"], actual["fans"] = names.text(wanted), names.text(scored)
        if wanted != scored:
            missing, extra = wanted - scored, scored - wanted
            parts = [FANS_MISSING(fans=names.listed(missing))] * bool(missing)
            parts += [FANS_EXTRA(fans=names.listed(extra))] * bool(extra)
            faults.append(FANS_DIFFER(what=_both(parts)))
    if faults:
        said = EXPECT_DIFFERS(what=_both(faults))
        raise ExpectationError(said, expected, actual, result, missing=dict(missing), extra=dict(extra))


def _both(parts: list[Said]) -> Said:
    """One part, or two said one after the other (``a; b``)."""
    return parts[0] if len(parts) == 1 else BOTH(one=parts[0], other=parts[1])
