"""Fan and pattern names as people type them: the one lookup every place uses.

A name is found by its Chinese name, its English name (any case, spaces
and hyphens ignored, British "honour" as "honor"), or one of the system's
common alternative names (``System.aliases``: 单吊将 for 单钓将, 平胡 for
平和, 嵌张 for 坎张 …).  Before comparing, the characters people use in
each other's place are made one: 胡 and 和, 么 and 幺, 吊 and 钓, and the
traditional forms (龍 門 對 …).  An unknown name gets the nearest names as
suggestions (``difflib``).

``names_of(system).find(text)`` is used by ``--expect-fans``, house-rule
files, ``mcr fans NAME`` and ``mcr rules NAME PATTERN``.

>>> from mcr_cli.systems import find_system
>>> names = names_of(find_system("mcr"))
>>> [names.find(n) for n in ("单吊将", "平胡", "嵌张", "all  chows", "全带么", "single-wait")]
['单钓将', '平和', '坎张', '平和', '全带幺', '单钓将']
>>> names.suggest("单调将")[:1]
['单钓将']
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from difflib import get_close_matches
from typing import Final

from ..faults import PatternList, Said
from .base import System

_SAME: Final = str.maketrans(
    {
        "胡": "和", "么": "幺", "吊": "钓", "龍": "龙", "門": "门", "對": "对", "風": "风", "將": "将",
        "張": "张", "連": "连", "雙": "双", "槓": "杠", "順": "顺",
        "節": "节", "無": "无", "斷": "断", "帶": "带", "獨": "独", "發": "发", "紅": "红", "東": "东",
        "單": "单", "邊": "边", "歸": "归", "鷄": "鸡", "雞": "鸡", "搶": "抢", "華": "华",
        "湊": "凑", "從": "从", "釣": "钓", "麼": "幺", "頭": "头", "廣": "广", "裏": "里", "號": "号",
    }
)  # fmt: skip
"""Characters written for one another in fan names: one form each, applied to both sides."""
_NOT_WORD: Final = re.compile(r"[\s\-_'’.]+")


def fold(name: str) -> str:
    """The form names are compared in: variant characters made one, English folded."""
    text = _NOT_WORD.sub("", name.casefold().translate(_SAME))
    return text.replace("honour", "honor")


class Names:
    """The names a table counts (Chinese, English, alternatives) and its order.

    ``pairs`` are each pattern's Chinese and English names in table order;
    ``aliases`` maps an alternative name to the Chinese name it means;
    ``system`` is the system's name, by which a fault's list of them is said
    in the language shown (``listed``).
    """

    def __init__(
        self, pairs: list[tuple[str, str]], aliases: Mapping[str, str] | None = None, system: str = ""
    ) -> None:
        self.system = system
        self.order = {zh: i for i, (zh, _) in enumerate(pairs)}
        self.english = dict(pairs)
        self.lookup: dict[str, str] = {}
        self.shown: dict[str, str] = {}  # every typed form, as written, to suggest from
        for zh, en in pairs:
            self._add(zh, zh)
            self._add(en, zh)
        for alias, zh in (aliases or {}).items():
            if zh in self.order and fold(alias) not in self.lookup:
                self._add(alias, zh)

    def _add(self, name: str, zh: str) -> None:
        self.lookup.setdefault(fold(name), zh)
        self.shown[name] = zh

    def find(self, name: str) -> str | None:
        """The Chinese name ``name`` means, or ``None``."""
        if name in self.order:
            return name
        return self.lookup.get(fold(name))

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """The Chinese names nearest to ``name`` (by any of their spellings), best first."""
        keys = {fold(k): zh for k, zh in self.shown.items()}
        found: list[str] = []
        for key in get_close_matches(fold(name), list(keys), n=3 * n, cutoff=0.5):
            if keys[key] not in found:
                found.append(keys[key])
        return found[:n]

    def unknown(self, name: str, what: str = "fan") -> str:
        """``no fan is named 'x' (did you mean 单钓将 Single Wait?)``: ``refusal``'s English."""
        return str(self.refusal(name, what))

    def refusal(self, name: str, what: str = "fan") -> Said:
        """The fault of a name no pattern has, ``what`` a ``fan`` or a ``pattern``, with the nearest names.

        >>> from mcr_cli.systems import find_system
        >>> str(names_of(find_system("mcr")).refusal("单调将"))
        "no fan is named '单调将' (did you mean 单钓将 Single Wait?)"
        """
        from ..limits import shorten
        from . import faults as F

        names: Said | str = ""
        for zh in reversed(self.suggest(name)):  # ``a, b, c``: in English each name with its English too
            both = F.BOTH_NAMES(zh=zh, en=self.english[zh])
            names = F.LIST_MORE(first=both, rest=names) if names else both
        close = F.CLOSE_NAMES(names=names) if names else ""
        refusal = F.NO_PATTERN_NAMED if what == "pattern" else F.NO_FAN_NAMED
        return refusal(name=repr(shorten(name)), close=close)

    def text(self, counts: Counter[str]) -> list[str]:
        """``['花龙', '幺九刻×2']``: counted names in table order."""
        return [zh + (f"×{n}" if n > 1 else "") for zh, n in self.listed(counts).counts]

    def listed(self, counts: Counter[str]) -> PatternList:
        """Counted names in table order, as a fault's parameter: the render layer names each."""
        return PatternList(self.system, [(zh, n) for zh, n in sorted(counts.items(), key=self._key) if n])

    def _key(self, item: tuple[str, int]) -> int:
        return self.order.get(item[0], len(self.order))


_BY_SYSTEM: dict[System, Names] = {}
"""Each system's ``Names``, by the system itself (one registered at run time needs no cache cleared)."""


def aliases_of(system: System) -> dict[str, str]:
    """A system's alternative names (alias → Chinese name), as it gives them (``System.aliases``)."""
    return dict(system.aliases())


def names_of(system: System) -> Names:
    """A system's patterns (factors included) as ``Names``, built once per system: MCR's are the 81 fans."""
    names = _BY_SYSTEM.get(system)
    if names is None:
        pairs = [(p.zh, p.en) for p in system.patterns]
        names = _BY_SYSTEM[system] = Names(pairs, aliases_of(system), system.name)
    return names
