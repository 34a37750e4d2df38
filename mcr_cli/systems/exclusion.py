"""不计 for the regional systems, in one place: which patterns a reading shows count, and why the rest do not.

Each system's table says what a pattern does not also count (its
``excludes``); a house-rule file may switch a pattern off.  The systems
differ in one point only, declared as data (``Exclusion``): whether a
pattern that is itself not counted still excludes others.  In 推倒胡 and
卡五星 every pattern the reading shows excludes (十三幺 drops 混幺九, which
drops 碰碰胡 all the same); in Tianjin, as in MCR, a pattern not counted
excludes nothing, so the patterns are visited in the table's order.
鸡平胡 lets only its one base pattern exclude (``excluders``).  MCR's fans
are counted, not listed, and some take part of another's count (不重复):
``systems/mcr/fans/exclusions.py`` is that table's own, on fan ids.

A pattern not counted names the pattern that excluded it: the first that
counts, else the first that excluded it.

    >>> excludes = {"十三幺": ("混幺九",), "混幺九": ("碰碰胡",)}
    >>> exclude(["十三幺", "混幺九", "碰碰胡"], excludes)
    (['十三幺'], {'混幺九': '十三幺', '碰碰胡': '混幺九'})
    >>> exclude(["十三幺", "混幺九", "碰碰胡"], excludes, EXCLUDED_EXCLUDE_NOTHING)
    (['十三幺', '碰碰胡'], {'混幺九': '十三幺'})
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import NamedTuple

from ..faults import Named
from .base import Rules
from .reasons import EXCLUDED, HOUSE_OFF
from .result import NotCounted


class Exclusion(NamedTuple):
    """How a system applies its table's 不计."""

    excluded_exclude: bool
    """Whether a pattern not counted (excluded itself) still excludes the patterns on its list."""


EVERY_SHOWN_EXCLUDES = Exclusion(excluded_exclude=True)
"""推倒胡, 卡五星, 鸡平胡: each pattern the reading shows excludes, counted or not."""
EXCLUDED_EXCLUDE_NOTHING = Exclusion(excluded_exclude=False)
"""Tianjin (and MCR's rule): a pattern not counted excludes nothing; the table's order decides."""


def _excluders(
    shown: Sequence[str],
    excludes: Mapping[str, Sequence[str]],
    rule: Exclusion,
    excluders: Collection[str] | None,
) -> dict[str, list[str]]:
    """Each pattern of ``shown`` that another's list excludes, with the patterns that exclude it, in order."""
    by: dict[str, list[str]] = {}
    for zh in shown:
        if (excluders is not None and zh not in excluders) or (zh in by and not rule.excluded_exclude):
            continue
        for other in excludes.get(zh, ()):
            if other != zh:
                by.setdefault(other, []).append(zh)
    return by


def _named(shown: Sequence[str], by: dict[str, list[str]]) -> tuple[list[str], dict[str, str]]:
    """The patterns that count, and the one named for each excluded: the first that counts, else the first."""
    counted = [zh for zh in shown if zh not in by]
    kept = set(counted)
    return counted, {zh: next((x for x in who if x in kept), who[0]) for zh, who in by.items() if zh in shown}


def exclude(
    shown: Sequence[str],
    excludes: Mapping[str, Sequence[str]],
    rule: Exclusion = EVERY_SHOWN_EXCLUDES,
    excluders: Collection[str] | None = None,
) -> tuple[list[str], dict[str, str]]:
    """The patterns of ``shown`` that count, and each one 不计 with the pattern named as excluding it.

    ``shown`` are the patterns in force (a switched-off one is not here), in
    the table's order; ``excludes`` each one's list; ``excluders``, when
    given, the only patterns whose lists apply.
    """
    return _named(shown, _excluders(shown, excludes, rule, excluders))


def counted_of(
    shown: Sequence[str], excludes: Mapping[str, Sequence[str]], rule: Exclusion = EVERY_SHOWN_EXCLUDES
) -> list[str]:
    """``exclude``'s patterns that count, alone: what a reading's search asks of every reading."""
    by = _excluders(shown, excludes, rule, None)
    return [zh for zh in shown if zh not in by]


def judge(
    shown: Sequence[str],
    rules: Rules,
    excludes: Mapping[str, Sequence[str]],
    rule: Exclusion = EVERY_SHOWN_EXCLUDES,
) -> tuple[list[str], tuple[NotCounted, ...]]:
    """In one pass: the patterns of ``shown`` that count, and why each other does not (``--explain``),
    in ``shown``'s order: switched off by house rules, or 不计 by another (``exclude`` of those in force)."""
    live = [zh for zh in shown if rules.on(zh)]
    counted, by = exclude(live, excludes, rule)
    out = []
    for zh in shown:
        if not rules.on(zh):
            out.append(NotCounted(zh, rules.pattern(zh).en, HOUSE_OFF()))
        elif zh in by:
            out.append(NotCounted(zh, rules.pattern(zh).en, EXCLUDED(by=Named(by[zh]))))
    return counted, tuple(out)


def not_counted(
    shown: Sequence[str],
    rules: Rules,
    excludes: Mapping[str, Sequence[str]],
    rule: Exclusion = EVERY_SHOWN_EXCLUDES,
) -> tuple[NotCounted, ...]:
    """``judge``'s reasons alone: why each pattern of ``shown`` that does not count is left out."""
    return judge(shown, rules, excludes, rule)[1]
