"""The scoring systems, one module each, registered once by name.

``find_system(name)`` is the only lookup: the CLI and the API ask the
registry, never a chain of ``if rules == ...``.  Modules are imported when a
system is first asked for, so ``mcr score`` under MCR pays nothing for the
others.  Adding a system: write ``systems/NAME/system.py`` with a ``System``
subclass and a ``SYSTEM`` instance, its flags in ``systems/NAME/__init__.py``, and one line in ``REGISTRY``.
The line may name any importable package, and be written at run time (the
tests' demo: ``REGISTRY["demo"] = "tests.helpers.demo"``): nothing else
names a system, and what waits, shanten and pattern names need the system
gives itself (``System.shapes``, ``System.aliases``).

    >>> [name for name in system_names()]
    ['mcr', 'tuidaohu', 'kawuxing', 'jipinghu', 'tianjin']
    >>> find_system("kawuxing").zh
    '卡五星'
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from ..errors import MCRError
from .flags import Flag, Setting

if TYPE_CHECKING:
    from .base import System

REGISTRY: dict[str, str] = {
    "mcr": "mcr_cli.systems.mcr",
    "tuidaohu": "mcr_cli.systems.tuidaohu",
    "kawuxing": "mcr_cli.systems.kawuxing",
    "jipinghu": "mcr_cli.systems.jipinghu",
    "tianjin": "mcr_cli.systems.tianjin",
}
"""Each system's name and its package (any importable one): the package declares the flags and
settings the system has (``READS``, ``FLAGS``, ``SETTINGS``), which the command line reads without
loading the scorer, and its ``system`` module holds ``SYSTEM``."""

DEFAULT = "mcr"


class UnknownSystemError(MCRError):
    """A ``--rules`` name (or a house-rule file's ``system``) that names no system."""


def system_names() -> tuple[str, ...]:
    return tuple(REGISTRY)


def find_system(name: str) -> System:
    """The registered system called ``name``; ``UnknownSystemError`` names the ones there are."""
    if name not in REGISTRY:
        from ..limits import show  # a long name is quoted bounded
        from .faults import UNKNOWN_SYSTEM

        raise UnknownSystemError(UNKNOWN_SYSTEM(name=show(name), names=", ".join(REGISTRY)))
    system: System = import_module(REGISTRY[name] + ".system").SYSTEM
    return system


def declared_flags(name: str) -> Declared:
    """What system ``name`` declares of its flags, without importing its scorer."""
    module = import_module(REGISTRY[name])
    return Declared(name, module.READS, module.FLAGS, module.SETTINGS)


class Declared:
    """A system's flags as its ``flags`` module declares them."""

    __slots__ = ("flags", "name", "reads", "settings")

    def __init__(
        self, name: str, reads: tuple[str, ...], flags: tuple[Flag, ...], settings: tuple[Setting, ...]
    ) -> None:
        self.name, self.reads, self.flags, self.settings = name, reads, flags, settings
