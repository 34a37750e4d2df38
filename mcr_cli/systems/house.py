"""House rules: a small TOML file that names a system and changes what clubs change.

    system = "tuidaohu"          # the base system (required)
    base = 2                     # settings the system has: base, and cap / min_fan where it has them
    robbed_pays = "one"          # a rule switch of revision 2: a word, true/false or a number
    off = ["杠上炮"]              # patterns switched off (Chinese or English names)

    [values]                     # a pattern's value: points, 番 or factor
    七对 = 8
    "Half Flush" = 10

Every fault is a ``HouseRulesError`` that names the file and the key, so a
club secretary can mend the file without reading code.  Files are read once
per path and kept, as a batch may name the same file on every line.
"""

from __future__ import annotations

import datetime
import os
import re
import stat
import sys
from functools import lru_cache
from typing import Any

from ..errors import MCRError
from ..faults import TEXT, Foreign, Said, message_of, os_reason
from ..limits import DIGIT_COUNT, NEGATIVE_DIGIT_COUNT, digit_count, escape, shorten, show
from . import UnknownSystemError, find_system
from . import faults as F
from .base import Rules, System
from .flags import NUMBER, Setting
from .house_types import HouseRules

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - the backport, only where Python < 3.11
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

MAX_FILE_BYTES = 64 * 1024
"""A house-rule file is a few lines; anything larger is refused before it is parsed."""
VALUE_RANGE = (0, 100_000)
FACTOR_RANGE = (1, 1024)
MAX_NESTING = 16
"""Arrays and inline tables nested deeper than this are refused before the file is parsed.

A house-rule file nests nothing (``off`` is one list); ``tomllib`` recurses
once per level, so a 2 KB file of ``[[[[…]]]]`` would exhaust the stack.
"""
MAX_PATH_SHOWN = 120
"""A file name longer than this is shortened in messages (and control characters escaped)."""


class HouseRulesError(MCRError):
    """A house-rule file that cannot be used: ``FILE: KEY: what is wrong``."""


_EXAMPLE = 'system = "tuidaohu"'
"""The line a file's ``system`` key is shown with, when it is missing or not a name."""


def _value(value: Any) -> str | Said:
    """A value of the file as a fault quotes it, as TOML writes it (``true``, ``1979-05-27``,
    ``[true, 1.5]``), a string quoted; a whole number too long to show by its count of digits
    (``part.digit-count``, which Chinese says too).

    >>> _value(True), _value(datetime.date(1979, 5, 27)), _value([True, 1.5]), str(_value(-(10**30)))
    ('true', '1979-05-27', '[true, 1.5]', 'a negative 31-digit number')
    """
    if isinstance(value, int) and not isinstance(value, bool) and not show(value).lstrip("-").isdigit():
        return (DIGIT_COUNT if value > 0 else NEGATIVE_DIGIT_COUNT)(count=digit_count(value))
    return _toml(value, 2)


def _toml(value: Any, depth: int) -> str:
    """``value`` in TOML's spelling, ``depth`` levels of arrays and tables; else as ``show`` shows it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (datetime.date, datetime.time)):  # a datetime is a date
        return value.isoformat()
    if isinstance(value, list) and depth:
        items = [_toml(item, depth - 1) for item in value[:4]] + (["…"] if len(value) > 4 else [])
        return shorten("[" + ", ".join(items) + "]", 80)
    if isinstance(value, dict) and depth:
        pairs = [
            f"{escape(k) if isinstance(k, str) else show(k)} = {_toml(v, depth - 1)}"
            for k, v in list(value.items())[:4]
        ]
        return shorten("{" + ", ".join(pairs + (["…"] if len(value) > 4 else [])) + "}", 80)
    return show(value)


def _whole(value: Any, where: str, low: int, high: int) -> int:
    """A TOML integer in ``low..high``; booleans (which Python counts as ints) are refused."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise HouseRulesError(F.HOUSE_WHOLE(place=where, low=low, high=high, value=_value(value)))
    if not low <= value <= high:
        raise HouseRulesError(F.HOUSE_RANGE(place=where, value=_value(value), low=low, high=high))
    return value


def _setting(setting: Setting, value: Any, where: str) -> int | str:
    """A setting's value as the file gives it: a whole number, ``true``/``false`` or one of its words."""
    if setting.kind == NUMBER:
        return _whole(value, where, setting.low, setting.high)
    if setting.value_error(value) is not None:
        raise HouseRulesError(F.HOUSE_SETTING(place=where, expects=setting.expects(), value=_value(value)))
    assert isinstance(value, (bool, str))
    return value


def _pattern_name(system: System, name: Any, where: str) -> str:
    """The Chinese name of the pattern called ``name`` (Chinese or English, any case)."""
    from .names import names_of  # the one lookup: Chinese, English, alternative names

    names = names_of(system)
    if isinstance(name, str):
        found = names.find(name)
        if found is not None:
            return found
        close = names.suggest(name)
        if close:
            hint = ", ".join(close)
            raise HouseRulesError(
                F.HOUSE_CLOSE(place=where, system=system.label(), name=_value(name), close=hint)
            )
    known = ", ".join(p.zh for p in system.patterns)
    raise HouseRulesError(F.HOUSE_PATTERN(place=where, system=system.label(), name=_value(name), known=known))


def key_line(text: str, table: str, key: str) -> int | None:
    r"""The line (from 1) where ``key`` is set in ``[table]`` ("" for the top level) of TOML ``text``.

    >>> key_line('system = "x"\n[values]\n"七对" = 8', "values", "七对")
    3
    """
    current = ""
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.strip()
        if stripped.startswith("["):
            current = stripped.strip("[] \t").split("]")[0].strip()
        elif current == table and re.match(rf"[\"']?{re.escape(key)}[\"']?\s*=", stripped):
            return number
    return None


def _both_off_and_valued(
    values: dict[str, int], off: list[str], named: dict[str, str], source: str, text: str
) -> None:
    """A pattern both switched off and given a value: the file says two things of it, refused."""
    for zh in off:
        if zh in values:
            line = key_line(text, "values", named[zh])
            place = source if line is None else f"{source}:{line}"
            at = f"{place}: values.{escape(named[zh])}"
            raise HouseRulesError(F.HOUSE_OFF_VALUED(place=at, zh=zh, table="[values]"))


def parse_house_rules(data: object, source: object, *, text: str = "") -> Rules:
    """The rules in force that the TOML ``data`` (read from ``source``) describes.

    ``text``, the file as written, lets a fault name its line.  Raises
    ``HouseRulesError`` for every fault, a ``data`` or ``source`` of the wrong
    type too: this is public API that callers reach in the core (TOML they
    read themselves), and TOML data may be anything, so it takes ``object``
    and checks each part as it reads it.
    """
    if not isinstance(source, str):
        raise HouseRulesError(F.HOUSE_SOURCE(value=show(source)))
    source = escape(source, MAX_PATH_SHOWN)
    if not isinstance(data, dict):
        raise HouseRulesError(F.HOUSE_NOT_TABLE(place=source, value=show(data)))
    for key in data:
        if not isinstance(key, str):
            raise HouseRulesError(F.HOUSE_KEY(place=source, value=show(key)))
    name = data.get("system")
    if name is None:
        raise HouseRulesError(F.HOUSE_MISSING(place=source, key="system", example=_EXAMPLE))
    if not isinstance(name, str):
        raise HouseRulesError(
            F.HOUSE_SYSTEM_NAME(place=source, key="system", example=_EXAMPLE, value=_value(name))
        )
    try:
        system = find_system(name)
    except UnknownSystemError as err:
        raise HouseRulesError(F.HOUSE_UNKNOWN(place=source, key="system", what=message_of(err))) from None
    if not system.house_variants:
        raise HouseRulesError(F.HOUSE_NO_VARIANTS(place=source, key="system", system=system.label()))
    settings_known = {s.name: s for s in system.settings}
    values: dict[str, int] = {}
    settings: dict[str, int | str] = {}
    off: list[str] = []
    named: dict[str, str] = {}  # pattern → the key of [values] that set it
    for key, value in data.items():
        where = f"{source}: {escape(key)}"
        if key == "system":
            continue
        if key == "values":
            if not isinstance(value, dict):
                raise HouseRulesError(F.HOUSE_VALUES(place=where, table="[values]"))
            for pname, pvalue in value.items():
                at = f"{where}.{escape(pname) if isinstance(pname, str) else show(pname)}"
                zh = _pattern_name(system, pname, at)
                if zh in named:
                    raise HouseRulesError(
                        F.HOUSE_TWICE(place=at, first=show(named[zh]), second=show(pname), zh=zh)
                    )
                named[zh] = pname
                low, high = FACTOR_RANGE if system.pattern(zh).kind == "factor" else VALUE_RANGE
                values[zh] = _whole(pvalue, at, low, high)
        elif key == "off":
            if not isinstance(value, list):
                raise HouseRulesError(F.HOUSE_OFF(place=where))
            off += [_pattern_name(system, p, f"{where}") for p in value]
        elif key in settings_known:
            settings[key] = _setting(settings_known[key], value, where)
        else:
            allowed = ", ".join(["system", "values", "off", *settings_known])
            raise HouseRulesError(F.HOUSE_UNKNOWN_KEY(place=where, system=system.name, keys=allowed))
    _both_off_and_valued(values, off, named, source, text if isinstance(text, str) else "")
    house = HouseRules(source, values, tuple(dict.fromkeys(off)), settings)
    rules = system.rules(house)
    found = rules.contradiction()
    if found is not None:
        name, why = found
        line = key_line(text, "", name) if isinstance(text, str) and name in data else None
        raise HouseRulesError(
            F.HOUSE_CONTRADICTION(place=source if line is None else f"{source}:{line}", why=why)
        )
    return rules


_BARE_KEY = re.compile(r"^(\s*)([^\s\"'=#\[\].]+)(\s*=)", re.MULTILINE)


def quote_unicode_keys(text: str) -> str:
    """Quote bare keys written in Chinese, as TOML 1.1 allows them unquoted and TOML 1.0 does not.

    Clubs write ``七对 = 8``; Python's ``tomllib`` reads TOML 1.0, where only
    ASCII letters, digits, ``_`` and ``-`` may stand bare.

    >>> quote_unicode_keys("[values]\\n七对 = 8\\nbase = 2")
    '[values]\\n"七对" = 8\\nbase = 2'
    """
    return _BARE_KEY.sub(
        lambda m: m.group(0) if m.group(2).isascii() else f'{m.group(1)}"{m.group(2)}"{m.group(3)}', text
    )


def load_house_rules(path: str) -> Rules:
    """Read the house-rule file at ``path`` (kept per path: a batch may name it on every line).

    Every fault is one ``HouseRulesError`` naming the file: a path that holds
    a NUL, a file that is missing, unreadable or not a regular file (a FIFO
    would block the read, ``/dev/zero`` never end), too large, not UTF-8, not
    TOML, nested too deep, or a key or value that is wrong.  ``mcr_cli.load_house_rules``
    (``mcr_cli/api.py``) refuses a path that is not a string first.
    """
    return _load(path)


@lru_cache(maxsize=64)
def _load(path: str) -> Rules:
    shown = escape(path, MAX_PATH_SHOWN)
    raw = _read(path, shown)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise HouseRulesError(F.HOUSE_UTF8(place=shown, byte=err.start + 1)) from None
    depth = nesting(text)
    if depth > MAX_NESTING:
        raise HouseRulesError(F.HOUSE_NESTING(place=shown, depth=depth, limit=MAX_NESTING))
    try:
        data = tomllib.loads(quote_unicode_keys(text))
    except tomllib.TOMLDecodeError as err:
        raise HouseRulesError(_not_toml(shown, " ".join(str(err).split()))) from None
    except (RecursionError, MemoryError):
        raise HouseRulesError(F.HOUSE_TOO_LARGE(place=shown)) from None
    except ValueError:  # tomllib's int() of a number past Python's conversion limit (4300 digits)
        raise HouseRulesError(F.HOUSE_LONG_NUMBER(place=shown)) from None
    try:
        return parse_house_rules(data, path, text=text)
    except (RecursionError, MemoryError):  # pragma: no cover - the nesting bound comes first
        raise HouseRulesError(F.HOUSE_TOO_DEEP(place=shown)) from None


_TOML_PLACE = re.compile(r"(.+?)(?: \(at line (\d+), column (\d+)\)| \((at end of document)\))?")
"""What ``tomllib`` says of a bad file: its reason, then where (a line and column, or the end)."""


def _not_toml(shown: str, said: str) -> Said:
    """The fault of a file ``tomllib`` cannot read: its reason (``tomllib``'s own words), and where."""
    found = _TOML_PLACE.fullmatch(said)
    reason, line, column, end = found.groups() if found else (said, None, None, None)
    where: Said | str = F.TOML_AT(line=line, column=column) if line else F.TOML_AT_END() if end else ""
    return F.HOUSE_TOML(place=shown, format="TOML", reason=Foreign("toml", reason, reason), where=where)


def shorten_reason(err: BaseException) -> str:
    """The first sentence of an error's message, bounded: a reason to quote after the file name."""
    reason = " ".join(str(err).split()).split(";")[0]
    return escape(reason, 100)


def _read(path: str, shown: str) -> bytes:
    """The bytes of the regular file at ``path``, at most ``MAX_FILE_BYTES``; a ``HouseRulesError`` else.

    The file is checked with ``stat`` before it is opened, and again on the
    open descriptor (opened without blocking), so a FIFO, a device, a socket
    or a directory is refused and never read.
    """
    if "\x00" in path:
        raise HouseRulesError(F.HOUSE_NUL(place=shown))
    try:
        mode = os.stat(path).st_mode
        if stat.S_ISREG(mode):
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError) as err:  # ValueError: a path the system cannot encode
        reason: Foreign | Said = TEXT(text=shorten_reason(err))  # a ValueError's text, as written
        if isinstance(err, OSError) and err.strerror:
            reason = os_reason(err)
        raise HouseRulesError(F.HOUSE_UNREADABLE(place=shown, reason=reason)) from None
    if not stat.S_ISREG(mode):
        raise HouseRulesError(F.HOUSE_NOT_REGULAR(place=shown, kind=_kind(mode)))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # replaced between the stat and the open
            raise HouseRulesError(F.HOUSE_NOT_REGULAR(place=shown, kind=_kind(mode)))
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_FILE_BYTES:
            chunk = os.read(fd, MAX_FILE_BYTES + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as err:
        raise HouseRulesError(F.HOUSE_UNREADABLE(place=shown, reason=os_reason(err))) from None
    finally:
        os.close(fd)
    if size > MAX_FILE_BYTES:
        raise HouseRulesError(F.HOUSE_TOO_BIG(place=shown, kib=MAX_FILE_BYTES // 1024))
    return b"".join(chunks)


def _kind(mode: int) -> Said:
    """What a file that is not a regular file is, for the message."""
    if stat.S_ISDIR(mode):
        return F.DIRECTORY()
    for test, name in (
        (stat.S_ISFIFO, "a FIFO (named pipe)"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
    ):
        if test(mode):
            return F.SPECIAL_FILE(kind=name)
    return F.SPECIAL_FILE(kind="a special file")


def nesting(text: str) -> int:
    """How deep arrays and inline tables nest in the TOML ``text``, strings and comments left out.

    A table header (``[values]``, ``[[x]]``) counts as it is read, a level or
    two; only the bound matters, so the count need not follow TOML exactly.

    >>> nesting('off = ["a]", ["b"]]  # [[[')
    2
    """
    depth = deepest = 0
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth = max(0, depth - 1)
        elif ch == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        elif ch in "\"'":
            quote = text[i : i + 3] if text.startswith(ch * 3, i) else ch
            i += len(quote)
            while i < n and not text.startswith(quote, i):
                if ch == '"' and text[i] == "\\":
                    i += 1
                elif len(quote) == 1 and text[i] == "\n":
                    break
                i += 1
            i += len(quote)
            continue
        i += 1
    return deepest
