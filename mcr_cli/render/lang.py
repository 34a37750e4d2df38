"""One language at a time: ``--lang zh`` or ``--lang en`` for every header, label and reason.

Without ``--lang`` (``lang`` is ``None``) every command shows what it always
has: names in both languages, headers in English with the Chinese terms of
the game.  With ``--lang``, one language: names in that language only, and
every header, label and reason a command draws translated, and each
system's own texts (its source, pattern descriptions, rulings and formula)
from the translations its package declares (``systems/NAME/texts.py``).

The systems write their reasons and notes in English with the Chinese names
of their patterns, and often a ruling id (``T4: 鸡胡 only when…``,
``stakes (N14): …``); ``reason`` translates the ones they write, and keeps a
ruling id only with ``--explain``, where ``ruling_lines`` gives its meaning.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

from ..faults import Fault, Field, Foreign, Named, PatternList, Said, Seat
from ..systems.base import Pattern, System, Texts
from ..systems.reasons import RULINGS, rulings_of

SEATS_ZH = "东南西北"
SEAT_ZH = dict(zip("ESWN", SEATS_ZH, strict=True))


def say(lang: str | None, default: str, zh: str, en: str | None = None) -> str:
    """The text for ``lang``: ``default`` without ``--lang``, else ``zh``, or ``en`` (``default`` if none)."""
    if lang is None:
        return default
    if lang == "zh":
        return zh
    return default if en is None else en


def first(zh: str, en: str, lang: str | None) -> str:
    """The one name to show where there is room for one: English with ``--lang en``, else Chinese."""
    return en if lang == "en" else zh


def seat(letter: str, lang: str | None) -> str:
    """A seat as ``E`` (no ``--lang``, ``--lang en``) or ``东`` (``--lang zh``)."""
    return SEAT_ZH.get(letter, letter) if lang == "zh" else letter


RULES_EN = {
    "不计": "implied",
    "不重复": "non-repeat",
    "不拆移": "non-separation",
    "不得相同": "non-identical",
    "套算一次": "account once",
}
"""MCR's exclusions and counting principles, in English (``--lang en``)."""

SHAPES_ZH = {
    "four sets and a pair": "一般型",
    "seven pairs": "七对",
    "thirteen orphans": "十三幺",
    "honors and knitted tiles": "全不靠",
    "knitted straight, a set and a pair": "组合龙",
}


def shape(text: str, lang: str | None) -> str:
    return SHAPES_ZH.get(text, text) if lang == "zh" else text


# --- a fault, a reason or a note said in a language ------------------------------------

Name = Callable[[str], str]
"""A pattern's name in the language shown, from its Chinese name."""

SHARED_EN = {"reason.excluded": "implied by {by}"}
"""The reasons every system shares, said otherwise under ``--lang en`` (the rest: their English)."""


def namer(system: System | None, lang: str | None) -> Name:
    """A pattern's name in the language shown, from its Chinese name (unknown names as they are)."""

    def name(zh: str) -> str:
        if lang != "en" or system is None:
            return zh
        try:
            return system.pattern(zh).en
        except (KeyError, ValueError):
            return zh

    return name


def _template(fault: Fault, lang: str, own: Mapping[str, str], system: System | None) -> str:
    """The template of ``fault``'s code in ``lang``: the system's own, else the catalogue's table.

    A ruling id's part says nothing: with ``--lang`` the ids follow the text, with ``--explain``.
    """
    if fault.code in RULINGS:
        return ""
    if fault.code in own:
        template = own[fault.code]
    elif lang == "zh":
        from .zh import templates  # Chinese only: the English tables never read it

        template = templates().get(fault.code, fault.en)
    else:
        template = SHARED_EN.get(fault.code, fault.en)
    return english(template, system) if lang == "en" and system is not None else template


def said_in(said: Said, lang: str | None, system: System | None = None, name: Name | None = None) -> str:
    """``said`` in ``lang``, from the template of its code, each parameter said in ``lang`` in its turn.

    The one way a fault, a reason or a note is said: without ``lang`` its
    English (a field as the flag the command line takes); with ``zh`` the
    Chinese table's template (``render/zh/``), with ``en`` its English, a
    system's own first (``Texts.reasons``).  A pattern (``Named``,
    ``PatternList``) is named in ``lang``, a seat written as ``lang`` writes
    it, a field as its flag, words from outside the package by their table.

    >>> from mcr_cli.faults import Named
    >>> from mcr_cli.systems.reasons import EXCLUDED
    >>> said_in(EXCLUDED(by=Named("清一色")), "zh"), said_in(EXCLUDED(by=Named("清一色")), None)
    ('被 清一色 不计', '不计 (excluded by 清一色)')
    """
    if lang is None:
        return said.text(flags=True)
    own = _texts(system, lang).reasons if system is not None else {}
    pattern_name = name or namer(system, lang)

    def value(v: object) -> object:
        if isinstance(v, Said):
            return said_in(v, lang, system, pattern_name)
        if isinstance(v, tuple):
            return ", ".join(str(value(item)) for item in v)
        if isinstance(v, Named):
            return pattern_name(v.zh)
        if isinstance(v, Seat):
            return seat(v.letter, lang)
        if isinstance(v, PatternList):
            return patterns(v, lang)
        if isinstance(v, Field):
            return v.text(flags=True)
        if isinstance(v, Foreign) and lang == "zh":
            from .zh.foreign import TABLES, UNKNOWN  # an error's path only

            return TABLES.get(v.kind, {}).get(v.key) or UNKNOWN.get(v.kind, v.text)
        return v

    return _template(said.fault, lang, own, system).format_map({k: value(v) for k, v in said.params.items()})


def patterns(listed: PatternList, lang: str | None) -> str:
    """Patterns by their names in ``lang``, joined as it joins a list.

    >>> from mcr_cli.faults import PatternList
    >>> listed = PatternList("tuidaohu", [("自摸", 1), ("硬胡", 1)])
    >>> patterns(listed, "zh"), patterns(listed, "en"), patterns(listed, None)
    ('自摸、硬胡', 'Self-Drawn, No Wilds', '自摸, 硬胡')
    """
    if lang is None:
        return str(listed)
    from ..systems import find_system

    try:
        name = namer(find_system(listed.system), lang)
    except ValueError:  # no such system: each name as written
        name = str
    return listed.text(name, "、" if lang == "zh" else ", ")


def reason(
    said: Said, lang: str | None, name: Name, *, explain: bool = False, system: System | None = None
) -> str:
    """A system's reason or note (``systems/reasons.py``) in ``lang`` (``said_in``); without ``--lang``,
    its English.  With ``--lang``, a ruling id is named after the text only with ``--explain``
    (where ``ruling_lines`` says what it means).

    >>> from mcr_cli.faults import Named
    >>> from mcr_cli.systems.reasons import EXCLUDED
    >>> reason(EXCLUDED(by=Named("清一色")), "zh", str)
    '被 清一色 不计'
    """
    text = said_in(said, lang, system, name)
    ids = rulings_of(said)
    if lang is not None and explain and ids:
        text += f" ({', '.join(ids)})"
    return text


def formula(said: Said, lang: str | None) -> str:
    """A result's arithmetic; its words (卡五星's cap, 鸡平胡's ``min``) in Chinese with ``--lang zh``.

    >>> from mcr_cli.systems.reasons import CAPPED_SUM, POWER
    >>> formula(POWER(exponent=CAPPED_SUM(terms="2 + 1 + 1", cap=3), base=1, total=8), "zh")
    '2^(2 + 1 + 1，至多 3) × 1 = 8'
    """
    return said_in(said, lang if lang == "zh" else None)


def ruling_lines(ids: Iterable[str], notes: Iterable[str], lang: str | None) -> list[str]:
    """``N14 stake per payer: …``: the meaning of each ruling id of ``ids``, from the system's notes.

    Without ``--lang`` nothing: the texts keep their ids as they always have.
    """
    if lang is None:
        return []
    meaning: dict[str, str] = {}
    for note in notes:  # a note may hold two rulings: ``N3 self-draw only.  N4 four sets…``
        for part in re.split(_PARTS, note):
            found = re.match(_ID, part)
            if found is not None:
                meaning.setdefault(found[1], part)
    wanted: list[str] = []
    for i in ids:
        if i not in wanted and i in meaning:
            wanted.append(i)
    return [meaning[i] for i in wanted]


# --- a system's own texts: its source, descriptions and rulings ------------------------

_ID = r"^([A-Z][0-9]{1,2}) "
"""A ruling's id at the start of its text.  The two patterns are compiled at their first use (``re``
keeps them), not as the module imports: ``mcr score HAND``'s table never reads a ruling."""
_PARTS = r"  (?=[A-Z][0-9]{1,2} )"
"""Where a note holding two rulings parts: ``N3 self-draw only.  N4 four sets…``."""


def english(text: str, system: System) -> str:
    """``text`` with each pattern's Chinese name replaced by its English one (longest names first)."""
    for p in sorted(system.patterns, key=lambda p: -len(p.zh)):
        if p.zh in text:
            text = text.replace(p.zh, p.en)
    return text


def _texts(system: System, lang: str | None) -> Texts:
    return system.texts.get(lang or "", Texts())


def source_text(system: System, lang: str | None) -> str:
    """Where the system's table comes from, in ``lang`` (as declared without ``--lang``)."""
    if lang is None:
        return system.source
    own = _texts(system, lang).source
    return own or (english(system.source, system) if lang == "en" else system.source)


def description(system: System, p: Pattern, lang: str | None) -> str:
    """What pattern ``p`` is; without ``--lang`` with its ruling id, as declared."""
    if lang is None:
        return p.description + (f" ({p.ruling})" if p.ruling else "")
    own = _texts(system, lang).descriptions.get(p.zh)
    return own or (english(p.description, system) if lang == "en" else p.description)


def notes_in(system: System, lang: str | None) -> list[str]:
    """The system's rulings in ``lang``, one line each as declared, each ruling after its id."""
    if lang is None:
        return list(system.notes)
    own: dict[str, str] = {}
    for line in _texts(system, lang).notes:
        for part in re.split(_PARTS, line):
            found = re.match(_ID, part)
            if found is not None:
                own[found[1]] = part
    lines = []
    for line in system.notes:
        parts = []
        for part in re.split(_PARTS, line):
            found = re.match(_ID, part)
            mine = own.get(found[1]) if found is not None else None
            parts.append(mine or (english(part, system) if lang == "en" else part))
        lines.append("  ".join(parts))
    return lines


def without_ids(note: str) -> str:
    """A ruling line without its ids (``--lang`` shows them only with ``--explain``)."""
    return " ".join(re.sub(_ID, "", part) for part in re.split(_PARTS, note))


# --- error lines ------------------------------------------------------------------------


def error_label(lang: str | None) -> str:
    """``error`` before a refused hand's message; ``错误`` with ``--lang zh`` (its text: ``faults``)."""
    return "错误" if lang == "zh" else "error"
