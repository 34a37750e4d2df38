"""mcr_cli: score mahjong hands under the Chinese Official rules (MCR, 国标麻将) and four regional systems.

    >>> from mcr_cli import score, waits, WinContext
    >>> result = score("123m456p789s111z22z")
    >>> result.fan_points, [f.zh for f in result.fans]
    (15, ['花龙', '圈风刻', '门风刻', '门前清', '单钓将'])
    >>> score("[111p,1]234p567p99pPP9p", WinContext(self_drawn=True), rules="tuidaohu").total
    32
    >>> [(w.tile, w.unseen) for w in waits("1112345678999s", visible="2s2s").waits][:3]  # 1s 2s 3s
    [(18, 1), (19, 1), (20, 3)]

``score``, ``waits`` and ``shanten`` take the same arguments under every
system: the hand (notation or a ``Hand``), what happened at the table (a
``WinContext``, or ``None``), and by keyword the rules in force — ``rules``
a system's name, a ``System`` or a ``Rules`` table (``"mcr"`` by default),
``house`` the path of a house-rule file — and for waits and shanten the
tiles seen on the table (``visible``: notation or tile numbers).  Every
error is an ``MCRError``, a ``ValueError``; docs/api.md has the whole API.

Glossary (one English word per concept): chow 顺子, pung 刻子, kong 杠,
pair 将, meld 副露 (a set shown in front of the player, or a concealed
kong), standing tiles 立牌, winning tile 和牌张, seat wind 门风, prevalent
wind 圈风, knitted 组合龙, last tile 和绝张, reading: one way of dividing the
hand into sets and a pair.
"""

from __future__ import annotations

TYPE_CHECKING = False
"""``typing.TYPE_CHECKING`` without importing ``typing``: ~5 ms the Ctrl-C guard of ``mcr`` would wait."""
# The names of ``_LAZY`` for type checkers, which read them as re-exported (pyproject.toml: mypy's
# implicit_reexport, ruff's F401 for this module); tests/test_public_api.py holds the two equal.
if TYPE_CHECKING:
    from typing import Any

    from .api import find_system, format_hand, load_house_rules, parse_hand
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
    from .model.hand import Hand, Meld, MeldKind
    from .systems import UnknownSystemError, system_names
    from .systems.base import Rules, System
    from .systems.context import SystemContext, WinContext
    from .systems.expect import ExpectationError, ExpectationSyntaxError
    from .systems.house import HouseRulesError
    from .systems.mcr.fans.catalogue import FANS, FanDef, FanId
    from .systems.result import (
        CountedFan,
        CountedPattern,
        DroppedFan,
        NotCounted,
        Result,
        ScoreResult,
        SystemResult,
    )

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
    "format_hand": "api",
    "parse_hand": "api",
    "SystemContext": "systems.context",
    "WinContext": "systems.context",
    "FANS": "systems.mcr.fans.catalogue",
    "FanDef": "systems.mcr.fans.catalogue",
    "FanId": "systems.mcr.fans.catalogue",
    "CountedFan": "systems.result",
    "DroppedFan": "systems.result",
    "ScoreResult": "systems.result",
    "CountedPattern": "systems.result",
    "NotCounted": "systems.result",
    "find_system": "api",
    "system_names": "systems",
    "Rules": "systems.base",
    "System": "systems.base",
    "load_house_rules": "api",
    "Result": "systems.result",
    "SystemResult": "systems.result",
    "load_match": "match.ledger",
    "standings": "match.standings",
}
"""Every public name but the functions below, imported on first use from its module.

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


# --- score, waits, shanten: one signature under every system ------------------------------------
# Defined here, in Python in both builds, so that help() shows their signatures and a deprecation
# warning points at its caller; api.py checks the arguments, the core (systems/scoring.py,
# systems/waits.py) does the work.

if TYPE_CHECKING:  # annotations only: the result types by their modules, not as names of the package
    import os
    from collections.abc import Callable, Sequence
    from typing import ParamSpec, TypeVar

    from .systems import readiness as _readiness
    from .systems import result as _result

    _P = ParamSpec("_P")
    _R = TypeVar("_R")


def score(
    hand: str | Hand | object,
    context: WinContext | object | None = None,
    *,
    rules: str | System | Rules | object = "mcr",
    house: str | os.PathLike[str] | object | None = None,
) -> Result:
    """Score a 14-tile hand under the rules in force: one ``Result`` under every system.

    ``hand`` is notation text (``"123m456p789s111z22z"``) or a ``Hand``;
    ``context`` a ``WinContext`` (what happened at the table) or ``None``.
    ``rules`` is the table in force: a system's name (``"mcr"``, the
    default, ``"tuidaohu"``, …), a ``System`` (its own table) or a ``Rules``
    (``find_system("tuidaohu").rules().with_settings(base=5)``,
    ``load_house_rules("club.toml")``).  ``house`` is the path of a
    house-rule file, as ``--rules-file`` takes it: the file names its
    system, so ``rules`` is left out (or names that system).

    Raises ``NotationError``/``InvalidHandError`` for the hand,
    ``ContextError`` for a tile, meld or flag the system lacks or flags that
    contradict the hand (``FlagValueError`` for a value no table can have),
    ``UnknownSystemError``, ``HouseRulesError``, ``NotWinningError``.
    """
    from . import api

    return api.score(hand, context, rules, house)


def _names_a_system(value: object) -> bool:
    """Whether ``value`` is a ``System`` or a registered system's name: the old first argument."""
    from .systems import system_names
    from .systems.base import System

    return isinstance(value, System) or (isinstance(value, str) and value in system_names())


def _takes_the_old_order(old: Callable[..., Any]) -> Callable[[Callable[_P, _R]], Callable[_P, _R]]:
    """For one release: a call in the old order (``waits(system, hand, …)``, or ``system=``) goes to ``old``.

    ``old`` takes the old parameters, warns and calls the new function; any
    other call is the new function's.  No hand is a system's name, so the
    two orders cannot be mistaken for each other.
    """

    def wrap(function: Callable[_P, _R]) -> Callable[_P, _R]:
        from functools import wraps

        @wraps(function)  # help() and inspect.signature show the new signature (__wrapped__)
        def call(*args: _P.args, **kwargs: _P.kwargs) -> _R:
            if "system" in kwargs or (len(args) >= 2 and _names_a_system(args[0])):
                result: _R = old(*args, **kwargs)
                return result
            return function(*args, **kwargs)

        return call

    return wrap


def _deprecated(old: str, new: str, depth: int = 3) -> None:
    """A ``DeprecationWarning`` at the caller ``depth`` frames up: ``old`` goes, call ``new``."""
    import warnings

    message = f"mcr_cli.{old} is deprecated and goes in the next release: call mcr_cli.{new}"
    warnings.warn(message, DeprecationWarning, stacklevel=depth)


def _old_table(system: object, rules: object) -> Rules:
    """The old ``(system, rules)`` pair as one table in force, checked as before (``api.old_table``)."""
    from .api import old_table

    return old_table(system, rules)


def _old_score_json(system: object, hand: object, ctx: object = None, rules: object = None) -> dict[str, Any]:
    _deprecated("score_json(system, hand, ctx, rules)", "score_json(hand, context, rules=system)", 4)
    return score_json(hand, ctx, rules=_old_table(system, rules))


@_takes_the_old_order(_old_score_json)
def score_json(
    hand: str | Hand | object,
    context: WinContext | object | None = None,
    *,
    rules: str | System | Rules | object = "mcr",
    house: str | os.PathLike[str] | object | None = None,
) -> dict[str, Any]:
    """``score(...).to_dict()``, the object of ``mcr score --json``, built by the system's lean path.

    Takes what ``score`` takes and raises what it raises; under MCR it never
    builds the result object (a batch's path), byte for byte the same JSON.
    """
    from . import api

    return api.score_json(hand, context, rules, house)


def _old_waits(
    system: object, hand: object, ctx: object = None, rules: object = None, visible: object = ()
) -> _readiness.WaitsResult:
    _deprecated(
        "waits(system, hand, ctx, rules, visible)", "waits(hand, context, rules=system, visible=…)", 4
    )
    return waits(hand, ctx, rules=_old_table(system, rules), visible=visible)


@_takes_the_old_order(_old_waits)
def waits(
    hand: str | Hand | object,
    context: WinContext | object | None = None,
    *,
    rules: str | System | Rules | object = "mcr",
    house: str | os.PathLike[str] | object | None = None,
    visible: str | Sequence[int] | object = (),
) -> _readiness.WaitsResult:
    """The waits of a 13-tile hand: each tile that completes it, its unseen copies, each way of winning on it.

    ``hand``, ``context``, ``rules`` and ``house`` as ``score`` takes them,
    checked as it checks them (a hand that cannot be scored cannot wait
    either); ``visible`` the tiles seen on the table, as notation
    (``"1p1pE"``) or tile numbers.  MCR answers by its own analysis
    (its shanten, waits with both scores); another system by trying every
    tile through its scorer; one ``WaitsResult`` either way.  ``to_dict()`` is
    the object of ``mcr waits --json``.
    """
    from . import api

    return api.waits(hand, context, rules, house, visible)


def _old_shanten(
    system: object, hand: object, ctx: object = None, rules: object = None, visible: object = ()
) -> _readiness.ShantenResult:
    _deprecated(
        "shanten(system, hand, ctx, rules, visible)", "shanten(hand, context, rules=system, visible=…)", 4
    )
    return shanten(hand, ctx, rules=_old_table(system, rules), visible=visible)


@_takes_the_old_order(_old_shanten)
def shanten(
    hand: str | Hand | object,
    context: WinContext | object | None = None,
    *,
    rules: str | System | Rules | object = "mcr",
    house: str | os.PathLike[str] | object | None = None,
    visible: str | Sequence[int] | object = (),
) -> _readiness.ShantenResult:
    """How far 13 or 14 tiles are from ready (上听数), per shape, with the tiles that help (有效牌).

    Takes what ``waits`` takes.  With 14 tiles, each discard with the
    shanten it leaves, in one ``ShantenResult`` under every system: MCR
    answers by its own analysis, another system by its shapes and wild tiles.
    ``to_dict()`` is the object of ``mcr shanten --json``.
    """
    from . import api

    return api.shanten(hand, context, rules, house, visible)


# --- deprecated: the old spellings, for one release ------------------------------------------------


def score_system(
    system: System | str | object,
    hand: str | Hand | object,
    ctx: WinContext | object | None = None,
    rules: Rules | object | None = None,
) -> Result:
    """Deprecated: call ``score(hand, ctx, rules=system)``, or ``rules=`` the table in force."""
    _deprecated("score_system(system, hand, ctx, rules)", "score(hand, context, rules=system)")
    return score(hand, ctx, rules=_old_table(system, rules))


def find_waits(
    hand: str | Hand | object, context: WinContext | object | None = None, visible: object = ()
) -> _readiness.WaitsResult:
    """Deprecated: call ``waits(hand, context, visible=visible)`` (MCR is the default)."""
    _deprecated("find_waits(hand, context, visible)", "waits(hand, context, visible=visible)")
    return waits(hand, context, visible=visible)


def find_shanten(hand: str | Hand | object, visible: object = ()) -> _readiness.ShantenResult:
    """Deprecated: call ``shanten(hand, visible=visible)`` (MCR is the default)."""
    _deprecated("find_shanten(hand, visible)", "shanten(hand, visible=visible)")
    return shanten(hand, visible=visible)


def _defined_here(name: str, value: object) -> bool:
    """Whether ``value`` is a function this module defines as ``name`` (not a name it imports)."""
    return getattr(value, "__module__", "") == __name__ and getattr(value, "__name__", "") == name


__all__ = sorted(
    [
        "__version__",
        *_LAZY,
        *(n for n, v in list(globals().items()) if n[0] != "_" and _defined_here(n, v)),
    ]
)
"""Every public name: those of ``_LAZY`` and the functions defined here, each listed once."""
