"""House rules: a small TOML file that names a system and changes what clubs change.

    system = "tuidaohu"          # the base system (required)
    base = 2                     # settings the system has: base, and cap / min_fan where it has them
    off = ["杠上炮"]              # patterns switched off (Chinese or English names)

    [values]                     # a pattern's value: points, 番 or factor
    七对 = 8
    "Half Flush" = 10

Every fault is a ``HouseRulesError`` that names the file and the key, so a
club secretary can mend the file without reading code.  Files are read once
per path and kept, as a batch may name the same file on every line.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..errors import MCRError
from . import UnknownSystemError, find_system
from .base import Rules, System
from .house_types import HouseRules

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - the backport, only where Python < 3.11
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

MAX_FILE_BYTES = 64 * 1024
"""A house-rule file is a few lines; anything larger is refused before it is parsed."""
VALUE_RANGE = (0, 100_000)
FACTOR_RANGE = (1, 1024)


class HouseRulesError(MCRError):
    """A house-rule file that cannot be used: ``FILE: KEY: what is wrong``."""


def _whole(value: Any, where: str, low: int, high: int) -> int:
    """A TOML integer in ``low..high``; booleans (which Python counts as ints) are refused."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise HouseRulesError(f"{where}: must be a whole number ({low}-{high}), not {value!r}")
    if not low <= value <= high:
        raise HouseRulesError(f"{where}: {value} is out of range ({low}-{high})")
    return value


def _pattern_name(system: System, name: Any, where: str) -> str:
    """The Chinese name of the pattern called ``name`` (Chinese or English, any case)."""
    if isinstance(name, str):
        for p in system.patterns:
            if name == p.zh or name.casefold() == p.en.casefold():
                return p.zh
    known = ", ".join(p.zh for p in system.patterns)
    raise HouseRulesError(f"{where}: {system.zh} ({system.name}) has no pattern {name!r}; it has {known}")


def parse_house_rules(data: dict[str, Any], source: str) -> Rules:
    """The rules in force that the TOML ``data`` (read from ``source``) describes."""
    name = data.get("system")
    if name is None:
        raise HouseRulesError(f'{source}: system: missing (e.g. system = "tuidaohu")')
    try:
        system = find_system(name)
    except UnknownSystemError as err:
        raise HouseRulesError(f"{source}: system: {err}") from None
    if not system.house_variants:
        raise HouseRulesError(f"{source}: system: {system.label()} has no house variants")
    settings_known = {s.name: s for s in system.settings}
    values: dict[str, int] = {}
    settings: dict[str, int] = {}
    off: list[str] = []
    for key, value in data.items():
        where = f"{source}: {key}"
        if key == "system":
            continue
        if key == "values":
            if not isinstance(value, dict):
                raise HouseRulesError(f"{where}: must be a table ([values]) of pattern = value")
            for pname, pvalue in value.items():
                zh = _pattern_name(system, pname, f"{where}.{pname}")
                low, high = FACTOR_RANGE if system.pattern(zh).kind == "factor" else VALUE_RANGE
                values[zh] = _whole(pvalue, f"{where}.{pname}", low, high)
        elif key == "off":
            if not isinstance(value, list):
                raise HouseRulesError(f'{where}: must be a list of pattern names, e.g. off = ["七对"]')
            off += [_pattern_name(system, p, f"{where}") for p in value]
        elif key in settings_known:
            s = settings_known[key]
            settings[key] = _whole(value, where, s.low, s.high)
        else:
            allowed = ", ".join(["system", "values", "off", *settings_known])
            raise HouseRulesError(
                f"{where}: unknown key for {system.name}; a house-rule file may set {allowed}"
            )
    house = HouseRules(source, values, tuple(dict.fromkeys(off)), settings)
    return system.rules(house)


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


@lru_cache(maxsize=64)
def load_house_rules(path: str) -> Rules:
    """Read the house-rule file at ``path`` (kept per path: a batch may name it on every line)."""
    file = Path(path)
    try:
        with file.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as err:
        raise HouseRulesError(f"{path}: cannot read the house-rule file ({err.strerror or err})") from None
    if len(raw) > MAX_FILE_BYTES:
        raise HouseRulesError(
            f"{path}: larger than {MAX_FILE_BYTES // 1024} KiB; a house-rule file is a few lines"
        )
    try:
        data = tomllib.loads(quote_unicode_keys(raw.decode("utf-8-sig")))
    except UnicodeDecodeError:
        raise HouseRulesError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as err:
        raise HouseRulesError(f"{path}: not valid TOML: {err}") from None
    return parse_house_rules(data, path)
