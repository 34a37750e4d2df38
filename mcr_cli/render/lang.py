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

from ..faults import Fault, Said
from ..systems.base import Pattern, System, Texts
from ..systems.reasons import RULINGS, Named, Seat, rulings_of
from .zh.reasons import ZH as SHARED_ZH

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


# --- the systems' reasons, notes and arithmetic ---------------------------------------

Name = Callable[[str], str]
"""A pattern's name in the language shown, from its Chinese name."""

SHARED_EN = {"reason.excluded": "implied by {by}"}
"""The reasons every system shares, said otherwise under ``--lang en`` (the rest: their English)."""


def _template(fault: Fault, lang: str, own: Mapping[str, str], system: System | None) -> str:
    """The template of a reason's (or its part's) code in ``lang``: the system's own, else the shared one.

    A ruling id's part says nothing: with ``--lang`` the ids follow the text, with ``--explain``.
    """
    if fault.code in RULINGS:
        return ""
    if fault.code in own:
        template = own[fault.code]
    elif lang == "zh":
        template = SHARED_ZH.get(fault.code, fault.en)
    else:
        template = SHARED_EN.get(fault.code, fault.en)
    return english(template, system) if lang == "en" and system is not None else template


def _said(said: Said, lang: str, name: Name, own: Mapping[str, str], system: System | None) -> str:
    def value(v: object) -> object:
        if isinstance(v, Said):
            return _said(v, lang, name, own, system)
        if isinstance(v, tuple):
            return ", ".join(str(value(item)) for item in v)
        if isinstance(v, Named):
            return name(v.zh)
        if isinstance(v, Seat):
            return seat(v.letter, lang)
        return v

    template = _template(said.fault, lang, own, system)
    return template.format_map({k: value(v) for k, v in said.params.items()})


def reason(
    said: Said, lang: str | None, name: Name, *, explain: bool = False, system: System | None = None
) -> str:
    """A system's reason or note (``systems/reasons.py``) in ``lang``; without ``--lang``, its English.

    ``system``'s own templates first (``Texts.reasons``), then the ones every
    system shares; with ``--lang en`` the patterns' English names.  With
    ``--lang``, a ruling id is named after the text only with ``--explain``
    (where ``ruling_lines`` says what it means).

    >>> from mcr_cli.systems.reasons import EXCLUDED, Named
    >>> reason(EXCLUDED(by=Named("清一色")), "zh", str)
    '被 清一色 不计'
    """
    if lang is None:
        return said.text()
    own = _texts(system, lang).reasons if system is not None else {}
    text = _said(said, lang, name, own, system)
    ids = rulings_of(said)
    if explain and ids:
        text += f" ({', '.join(ids)})"
    return text


def formula(said: Said, lang: str | None) -> str:
    """A result's arithmetic; its words (卡五星's cap, 鸡平胡's ``min``) in Chinese with ``--lang zh``.

    >>> from mcr_cli.systems.reasons import CAPPED_SUM, POWER
    >>> formula(POWER(exponent=CAPPED_SUM(terms="2 + 1 + 1", cap=3), base=1, total=8), "zh")
    '2^(2 + 1 + 1，至多 3) × 1 = 8'
    """
    if lang != "zh":
        return said.text()
    return _said(said, lang, str, {}, None)


def ruling_lines(ids: Iterable[str], notes: Iterable[str], lang: str | None) -> list[str]:
    """``N14 stake per payer: …``: the meaning of each ruling id of ``ids``, from the system's notes.

    Without ``--lang`` nothing: the texts keep their ids as they always have.
    """
    if lang is None:
        return []
    meaning: dict[str, str] = {}
    for note in notes:  # a note may hold two rulings: ``N3 self-draw only.  N4 four sets…``
        for part in _PARTS.split(note):
            found = _ID.match(part)
            if found is not None:
                meaning.setdefault(found[1], part)
    wanted: list[str] = []
    for i in ids:
        if i not in wanted and i in meaning:
            wanted.append(i)
    return [meaning[i] for i in wanted]


# --- a system's own texts: its source, descriptions and rulings ------------------------

_ID = re.compile(r"^([A-Z][0-9]{1,2}) ")
_PARTS = re.compile(r"  (?=[A-Z][0-9]{1,2} )")
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
        for part in _PARTS.split(line):
            found = _ID.match(part)
            if found is not None:
                own[found[1]] = part
    lines = []
    for line in system.notes:
        parts = []
        for part in _PARTS.split(line):
            found = _ID.match(part)
            mine = own.get(found[1]) if found is not None else None
            parts.append(mine or (english(part, system) if lang == "en" else part))
        lines.append("  ".join(parts))
    return lines


def without_ids(note: str) -> str:
    """A ruling line without its ids (``--lang`` shows them only with ``--explain``)."""
    return " ".join(_ID.sub("", part) for part in _PARTS.split(note))


# --- error lines ------------------------------------------------------------------------


def error_label(lang: str | None) -> str:
    """``error`` before a refused hand's message; ``错误`` with ``--lang zh`` (its text: ``faults``)."""
    return "错误" if lang == "zh" else "error"
