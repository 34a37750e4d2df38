"""``--expect`` and ``--expect-fans``: what a hand must score, checked after scoring.

A user keeps example hands honest in CI by writing, on the hand's line, the
total and the counted fans it must give::

    123m456p789s111z22z --expect 15 --expect-fans '花龙,圈风刻,门风刻,门前清,单钓将'
    [111m,1][999p,2][EEE,3]55s78s9s --fourth-tile --expect-fans '和绝张,幺九刻×2,…'

Fans are named in Chinese or English (English in any case), separated by
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

from ..errors import MCRError
from ..limits import MAX_TOTAL, parse_number, shorten
from ..systems.base import System
from ..systems.mcr.fans.catalogue import FANS

_SPLIT = re.compile(r"[,，、]")
_COUNTED = re.compile(r"(.*?)\s*[×xX*]\s*([0-9]+)")


class Names:
    """The names a scorer counts (Chinese, English in any case) and their table order.

    MCR's are the 81 fans; another system's are its patterns, factors included,
    so ``--expect-fans '混一色,自摸,硬胡'`` checks a 推倒胡 hand.
    """

    def __init__(self, pairs: list[tuple[str, str]]) -> None:
        self.order = {zh: i for i, (zh, _) in enumerate(pairs)}
        self.lookup: dict[str, str] = {}
        for zh, en in pairs:
            self.lookup[zh] = zh
            self.lookup[en.casefold()] = zh

    def find(self, name: str) -> str | None:
        return self.lookup.get(name) or self.lookup.get(" ".join(name.casefold().split()))

    def text(self, counts: Counter[str]) -> list[str]:
        """``['花龙', '幺九刻×2']``: counted names in table order."""
        return [zh + (f"×{n}" if n > 1 else "") for zh, n in sorted(counts.items(), key=self._key) if n]

    def _key(self, item: tuple[str, int]) -> int:
        return self.order.get(item[0], len(self.order))


_MCR: list[Names] = []


def mcr_names() -> Names:
    """The 81 fans as ``Names``, built on first use (the JSON path never needs them)."""
    if not _MCR:
        _MCR.append(Names([(f.zh, f.en) for f in FANS.values()]))
    return _MCR[0]


_BY_SYSTEM: dict[str, Names] = {}


def names_of(system: System) -> Names:
    """A system's patterns (and factors) as ``Names``, built once per system: MCR's are the 81 fans."""
    names = _BY_SYSTEM.get(system.name)
    if names is None:
        names = _BY_SYSTEM[system.name] = Names([(p.zh, p.en) for p in system.patterns])
    return names


def counted_in(obj: dict[str, Any]) -> dict[str, int]:
    """What a result's JSON object counts, by Chinese name: its fans, and its factors once each."""
    counted = {f["zh"]: f["count"] for f in obj["fans"]}
    counted.update({m["zh"]: 1 for m in obj.get("multipliers", ())})
    return counted


class ExpectationError(MCRError):
    """A hand that scored otherwise than its line said; ``expected`` and ``actual`` go into the JSON."""

    def __init__(self, message: str, expected: dict[str, Any], actual: dict[str, Any]) -> None:
        super().__init__(message)
        self.expected = expected
        self.actual = actual

    def json_fields(self) -> dict[str, Any]:
        return {"expected": self.expected, "actual": self.actual}


class ExpectationSyntaxError(MCRError):
    """An ``--expect-fans`` list that names no fan, or counts one badly."""


def parse_fans(text: str, names: Names | None = None) -> Counter[str]:
    """The counted fans an ``--expect-fans`` list names, by Chinese name.

    >>> sorted(parse_fans("花龙, mixed straight ×1 ,幺九刻x2").items())
    [('幺九刻', 2), ('花龙', 2)]
    >>> parse_fans("花龙,dragon")
    Traceback (most recent call last):
    ...
    mcr_cli.cli.expect.ExpectationSyntaxError: --expect-fans: no fan is named 'dragon'
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
                count = parse_number(counted.group(2), f"--expect-fans: the count of {name}", 1, 99)
            except ValueError as err:
                raise ExpectationSyntaxError(str(err)) from None
        fan = names.find(name)
        if fan is None:
            raise ExpectationSyntaxError(f"--expect-fans: no fan is named {shorten(name)!r}")
        fans[fan] += count
    if not fans:
        raise ExpectationSyntaxError("--expect-fans: name at least one fan")
    return fans


def check(total: int, fans: dict[str, int], params: dict[str, Any], names: Names | None = None) -> None:
    """Raise ``ExpectationError`` when a hand's ``total`` or counted ``fans`` (by Chinese name)
    differ from the line's ``--expect`` / ``--expect-fans`` (``params["expect"]``, ``params["expect_fans"]``).

    Takes plain values so that it checks the lean JSON object, a ``ScoreResult`` and
    another system's result alike; ``names`` are that system's (MCR's by default).
    """
    names = names or mcr_names()
    expect_total, expect_fans = params.get("expect"), params.get("expect_fans")
    if expect_total is not None and not 0 <= expect_total <= MAX_TOTAL:
        raise ExpectationSyntaxError(f"--expect must be 0-{MAX_TOTAL}, not {expect_total}")
    wanted = None if expect_fans is None else parse_fans(expect_fans, names)
    expected: dict[str, Any] = {}
    actual: dict[str, Any] = {}
    faults: list[str] = []
    if expect_total is not None:
        expected["total"], actual["total"] = expect_total, total
        if expect_total != total:
            faults.append(f"expected total {expect_total}, scored {total}")
    if wanted is not None:
        scored: Counter[str] = Counter({fan: n for fan, n in fans.items() if n})
        expected["fans"], actual["fans"] = names.text(wanted), names.text(scored)
        if wanted != scored:
            missing, extra = names.text(wanted - scored), names.text(scored - wanted)
            parts = [f"missing {', '.join(missing)}"] * bool(missing) + [f"extra {', '.join(extra)}"] * bool(
                extra
            )
            faults.append(f"fans differ: {'; '.join(parts)}")
    if faults:
        raise ExpectationError("; ".join(faults), expected, actual)
