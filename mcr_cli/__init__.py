"""mcr_cli: score Chinese Official Mahjong (MCR, 国标麻将) hands under the 1998 rules.

    >>> from mcr_cli import score, WinContext
    >>> result = score("123m456p789s111z22z")
    >>> result.fan_points, [f.fan.zh for f in result.fans]
    (15, ['花龙', '圈风刻', '门风刻', '门前清', '单钓将'])

Glossary (one English word per concept): chow 顺子, pung 刻子, kong 杠,
pair 将, meld 副露 (a set shown in front of the player, or a concealed
kong), standing tiles 立牌, winning tile 和牌张, seat wind 门风, prevalent
wind 圈风, knitted 组合龙, last tile 和绝张, reading: one way of dividing the
hand into sets and a pair.
"""

from __future__ import annotations

TYPE_CHECKING = False
"""``typing.TYPE_CHECKING`` without importing ``typing``: ~5 ms the Ctrl-C guard of ``mcr`` would wait."""
if TYPE_CHECKING:
    from typing import Any

    from .errors import (
        ContextError,
        FlagValueError,
        InvalidHandError,
        MatchRecordError,
        MCRError,
        NotationError,
        NotWinningError,
    )
    from .match.ledger import load_match
    from .match.standings import standings
    from .model.hand import Hand, Meld, MeldKind, format_hand, parse_hand
    from .systems import UnknownSystemError, find_system, system_names
    from .systems.base import Rules, System
    from .systems.context import SystemContext, WinContext
    from .systems.expect import ExpectationError, ExpectationSyntaxError
    from .systems.house import HouseRulesError, load_house_rules
    from .systems.mcr.fans.catalogue import FANS, FanDef, FanId
    from .systems.mcr.result import CountedFan, DroppedFan, Reading, ScoreResult
    from .systems.mcr.system import score
    from .systems.mcr.waits import find_shanten, find_waits
    from .systems.result import Result, SystemResult
    from .systems.scoring import score_json, score_system
    from .systems.waits import shanten, waits

_LAZY = {
    "ContextError": "errors",
    "FlagValueError": "errors",
    "InvalidHandError": "errors",
    "MCRError": "errors",
    "MatchRecordError": "errors",
    "UnknownSystemError": "systems",
    "HouseRulesError": "systems.house",
    "ExpectationError": "systems.expect",
    "ExpectationSyntaxError": "systems.expect",
    "NotationError": "errors",
    "NotWinningError": "errors",
    "Hand": "model.hand",
    "Meld": "model.hand",
    "MeldKind": "model.hand",
    "format_hand": "model.hand",
    "parse_hand": "model.hand",
    "SystemContext": "systems.context",
    "WinContext": "systems.context",
    "score": "systems.mcr.system",
    "FANS": "systems.mcr.fans.catalogue",
    "FanDef": "systems.mcr.fans.catalogue",
    "FanId": "systems.mcr.fans.catalogue",
    "CountedFan": "systems.mcr.result",
    "DroppedFan": "systems.mcr.result",
    "Reading": "systems.mcr.result",
    "ScoreResult": "systems.mcr.result",
    "find_shanten": "systems.mcr.waits",
    "find_waits": "systems.mcr.waits",
    "find_system": "systems",
    "system_names": "systems",
    "Rules": "systems.base",
    "System": "systems.base",
    "load_house_rules": "systems.house",
    "Result": "systems.result",
    "SystemResult": "systems.result",
    "score_json": "systems.scoring",
    "score_system": "systems.scoring",
    "waits": "systems.waits",
    "shanten": "systems.waits",
    "load_match": "match.ledger",
    "standings": "match.standings",
}
"""Every public name, imported on first use.

``mcr score --json`` never builds a result object, waits or a match; and the
``mcr`` command's entry (``cli/entry.py``) takes Ctrl-C before anything
heavy is imported, which it could not if importing the package itself
imported the core.
"""


def __getattr__(name: str) -> Any:
    if name == "__version__":  # the installed distribution's, as ``mcr --version`` says it
        from importlib.metadata import version

        return version("mcr_cli")
    if name in _LAZY:
        from importlib import import_module

        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module 'mcr_cli' has no attribute {name!r}")


def __dir__() -> list[str]:
    """The public names too, though not yet imported: ``dir()`` and ``help(mcr_cli)`` list them all."""
    return sorted({*globals(), *__all__})


__all__ = [
    "FANS",
    "ContextError",
    "CountedFan",
    "DroppedFan",
    "ExpectationError",
    "ExpectationSyntaxError",
    "FanDef",
    "FanId",
    "FlagValueError",
    "Hand",
    "HouseRulesError",
    "InvalidHandError",
    "MCRError",
    "MatchRecordError",
    "Meld",
    "MeldKind",
    "NotWinningError",
    "NotationError",
    "Reading",
    "Result",
    "Rules",
    "ScoreResult",
    "System",
    "SystemContext",
    "SystemResult",
    "UnknownSystemError",
    "WinContext",
    "__version__",
    "find_shanten",
    "find_system",
    "find_waits",
    "format_hand",
    "load_house_rules",
    "load_match",
    "parse_hand",
    "score",
    "score_json",
    "score_system",
    "shanten",
    "standings",
    "system_names",
    "waits",
]
