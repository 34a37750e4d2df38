"""The scoring systems, one package each, declared once: ``SYSTEMS``, MCR first.

``find_system(name)`` is the only lookup: the CLI and the API ask it, never
a chain of ``if rules == ...``.  Each package's ``__init__.py`` declares the
system (``DECLARATION``: its flags and settings, which the command line reads
without loading the scorer, and where its ``SYSTEM`` is); the scorer is
imported when the system is first asked for, so ``mcr score`` under MCR pays
nothing for the others.  Adding a system: write ``systems/NAME/system.py``
with a ``System`` subclass and a ``SYSTEM`` instance, its ``DECLARATION`` in
``systems/NAME/__init__.py``, and one more entry of ``SYSTEMS``.  Any
importable package may be added at run time, by one line (the tests' demo:
``register("tests.helpers.demo")``): nothing else names a system, and what
waits, shanten and pattern names need the system gives itself
(``System.shapes``, ``System.aliases``).

    >>> [name for name in system_names()]
    ['mcr', 'tuidaohu', 'kawuxing', 'jipinghu', 'tianjin']
    >>> find_system("kawuxing").zh
    '卡五星'
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib import import_module
from typing import TYPE_CHECKING

from ..errors import MCRError
from . import jipinghu, kawuxing, mcr, tianjin, tuidaohu
from .declaration import Declaration

if TYPE_CHECKING:
    from .base import System

SYSTEMS: tuple[Declaration, ...] = (
    mcr.DECLARATION,
    tuidaohu.DECLARATION,
    kawuxing.DECLARATION,
    jipinghu.DECLARATION,
    tianjin.DECLARATION,
)
"""Every system, MCR (system no. 1) first: ``register`` makes a new tuple, so a reader that reads
``systems.SYSTEMS`` as it runs sees the systems as they stand, and can keep what it built per tuple."""

DEFAULT = "mcr"


class UnknownSystemError(MCRError):
    """A ``--rules`` name (or a house-rule file's ``system``) that names no system."""


def system_names() -> tuple[str, ...]:
    return tuple(d.name for d in SYSTEMS)


def _declared(name: str) -> Declaration:
    """The declaration of the system called ``name``; ``UnknownSystemError`` names the ones there are."""
    for declaration in SYSTEMS:
        if declaration.name == name:
            return declaration
    from ..limits import show  # a long name is quoted bounded
    from .faults import UNKNOWN_SYSTEM

    raise UnknownSystemError(UNKNOWN_SYSTEM(name=show(name), names=", ".join(system_names())))


def find_system(name: str) -> System:
    """The system called ``name`` (its scorer imported if not yet); ``UnknownSystemError`` if none."""
    return _declared(name).system()


def register(package: str) -> None:
    """Adds the system ``package`` declares (``DECLARATION``), after the others or in place of one so named.

    The package is imported, not its scorer: that waits until a hand is
    scored under it.
    """
    global SYSTEMS
    declaration: Declaration = import_module(package).DECLARATION
    if declaration.name in system_names():
        SYSTEMS = tuple(declaration if d.name == declaration.name else d for d in SYSTEMS)
    else:
        SYSTEMS = (*SYSTEMS, declaration)


def unregister(name: str) -> None:
    """Takes the system called ``name`` out of ``SYSTEMS`` (a system ``register`` added, as the tests do)."""
    global SYSTEMS
    _declared(name)
    SYSTEMS = tuple(d for d in SYSTEMS if d.name != name)


class _Registry:
    """``REGISTRY``, the old spelling, for one release: each system's name and package, read from
    ``SYSTEMS``; writing a line warns and calls ``register``, deleting one ``unregister``.

    The mapping's methods written out, not a ``MutableMapping``: compiled, a class cannot take an
    abstract base's metaclass.
    """

    def __getitem__(self, name: str) -> str:
        if name not in system_names():
            raise KeyError(name)
        return _declared(name).scorer.rpartition(".")[0]

    def __setitem__(self, name: str, package: str) -> None:
        _deprecated("mcr_cli.systems.REGISTRY[name] = package", "register(package)")
        register(package)

    def __delitem__(self, name: str) -> None:
        _deprecated("del mcr_cli.systems.REGISTRY[name]", "unregister(name)")
        if name not in system_names():
            raise KeyError(name)
        unregister(name)

    def __iter__(self) -> Iterator[str]:
        return iter(system_names())

    def __len__(self) -> int:
        return len(SYSTEMS)

    def __contains__(self, name: object) -> bool:
        return name in system_names()

    def keys(self) -> tuple[str, ...]:
        return system_names()

    def items(self) -> list[tuple[str, str]]:
        return [(name, self[name]) for name in system_names()]


def _deprecated(old: str, new: str) -> None:
    """A ``DeprecationWarning`` at the line that wrote ``REGISTRY``, as ``mcr_cli``'s old spellings warn.

    Compiled, this module's functions have no frames: the writer's line is the first one up.
    """
    from warnings import warn

    from ..native import compiled

    message = f"{old} is deprecated and goes in the next release: call mcr_cli.systems.{new}"
    warn(message, DeprecationWarning, stacklevel=1 if compiled() else 3)


REGISTRY = _Registry()
"""The old spelling of ``SYSTEMS`` (name → package), for one release: docs/api.md, "Old spellings"."""
