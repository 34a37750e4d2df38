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
from collections.abc import Callable, Iterable

from ..systems.base import Pattern, System, Texts

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


# --- the systems' reasons and notes --------------------------------------------------

_RULING = re.compile(r"^([A-Z][0-9]{1,2}): | \(([A-Z][0-9]{1,2})\)")
"""A ruling id a system writes: ``T4: text`` or ``text (N14)``."""

Name = Callable[[str], str]
"""A pattern's name in the language shown, from its Chinese name."""

_REASONS: list[
    tuple[re.Pattern[str], Callable[[re.Match[str], Name], str], Callable[[re.Match[str], Name], str]]
] = [
    (
        re.compile(r"不计 \(excluded by (.+)\)"),
        lambda m, n: f"被 {m[1]} 不计",
        lambda m, n: f"implied by {n(m[1])}",
    ),
    (re.compile(r"switched off by house rules"), lambda m, n: "本地规则不计", lambda m, n: m[0]),
    (
        re.compile(r"stakes: (.+)"),
        lambda m, n: "注码: " + re.sub(r"\b([ESWN]) ×", lambda s: SEAT_ZH[s[1]] + " ×", m[1]),
        lambda m, n: m[0],
    ),
]
"""The reasons every system writes alike (不计, house rules, a seat's stake); a system's own are in
its package (``Texts.reasons``)."""

_COMPILED: dict[str, re.Pattern[str]] = {}


def _own_reason(body: str, system: System | None, lang: str) -> str | None:
    """``body`` by the system's own translations (``Texts.reasons``), or ``None`` when none matches."""
    if system is None:
        return None
    for expression, text in _texts(system, lang).reasons:
        pattern = _COMPILED.get(expression)
        if pattern is None:
            pattern = _COMPILED[expression] = re.compile(expression)
        found = pattern.fullmatch(body)
        if found is not None:
            return found.expand(text)
    return None


_CAPPED = re.compile(r"\(product (\d+) capped at (\d+)\)")
_MIN = re.compile(r"min\(([^,()]+), (\d+)\)")
"""鸡平胡's capped sum, ``2^min(2 + 1 + 1, 3)``: ``2^(2 + 1 + 1，至多 3)`` in Chinese."""


def formula(text: str, lang: str | None) -> str:
    """A result's arithmetic; its words (卡五星's cap, 鸡平胡's ``min``) in Chinese with ``--lang zh``."""
    if lang != "zh":
        return text
    text = _MIN.sub(lambda m: f"({m[1]}，至多 {m[2]})", text)
    return _CAPPED.sub(lambda m: f"（倍数之积 {m[1]} 封顶为 {m[2]}）", text)


def ruling_ids(text: str) -> list[str]:
    """The ruling ids ``text`` names (``T4``, ``N14``)."""
    return [a or b for a, b in _RULING.findall(text)]


def reason(
    text: str, lang: str | None, name: Name, *, explain: bool = False, system: System | None = None
) -> str:
    """A system's reason or note in ``lang``; without ``--lang``, exactly as written.

    ``system``'s own translations first, then the ones every system shares;
    with ``--lang en`` the patterns' English names for the Chinese ones left.
    With ``--lang``, a ruling id stays only with ``--explain`` (where
    ``ruling_lines`` says what it means).
    """
    if lang is None:
        return text
    ids = ruling_ids(text)
    body = _RULING.sub("", text)
    own = _own_reason(body, system, lang)
    if own is not None:
        body = own
    else:
        for pattern, zh, en in _REASONS:
            found = pattern.fullmatch(body)
            if found is not None:
                body = (zh if lang == "zh" else en)(found, name)
                break
    if lang == "en" and system is not None:
        body = english(body, system)
    if explain and ids:
        body += f" ({', '.join(ids)})"
    return body


def ruling_lines(texts: Iterable[str], notes: Iterable[str], lang: str | None) -> list[str]:
    """``N14 stake per payer: …``: the meaning of each ruling id ``texts`` name, from the system's notes.

    Without ``--lang`` nothing: the texts keep their ids as they always have.
    """
    if lang is None:
        return []
    meaning: dict[str, str] = {}
    for note in notes:  # a note may hold two rulings: ``N3 self-draw only.  N4 four sets…``
        for part in re.split(r"  (?=[A-Z][0-9]{1,2} )", note):
            found = re.match(r"([A-Z][0-9]{1,2}) ", part)
            if found is not None:
                meaning.setdefault(found[1], part)
    wanted: list[str] = []
    for text in texts:
        wanted += [i for i in ruling_ids(text) if i not in wanted and i in meaning]
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
    """``error`` before a refused hand's message; ``错误`` with ``--lang zh`` (the text: ``messages``)."""
    return "错误" if lang == "zh" else "error"
