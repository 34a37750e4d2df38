"""A system's declaration: what the command line needs of it without loading its scorer, and the scorer.

Each system package's ``__init__.py`` holds one ``Declaration``
(``DECLARATION``): its name, the table's flags it reads, its own flags, its
settings, and where its ``SYSTEM`` is.  ``systems.SYSTEMS`` is the tuple of
them; the command line builds its options from the declarations and imports
a scorer only when a hand is scored under it (``Declaration.system``).

Whether a flag belongs to a system is decided once (``flags.flag_names``),
for a declaration and a ``System`` alike: the command line's refusals, the
batch line's and the API's checks all ask it.

    >>> from mcr_cli.systems import SYSTEMS
    >>> SYSTEMS[1].name, "horses" in SYSTEMS[1].flag_names()
    ('tuidaohu', True)
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Final

from .flags import Flag, Setting, flag_names

if TYPE_CHECKING:
    from .base import System


class Declaration:
    """One system as its package declares it; the scorer (``SYSTEM``) is imported when first asked for.

    A plain class, compared by identity: the command line keeps what it
    builds of the declarations per ``SYSTEMS`` tuple, which hashes and
    compares cheaply so.
    """

    __slots__ = ("flags", "name", "reads", "scorer", "settings")

    name: Final[str]
    reads: Final[tuple[str, ...]]
    """The table's flags (``flags.TABLE``) the system reads."""
    flags: Final[tuple[Flag, ...]]
    """Its own flags (``--horses``), whose values ride in ``WinContext.extra``."""
    settings: Final[tuple[Setting, ...]]
    scorer: Final[str]

    def __init__(
        self,
        name: str,
        reads: tuple[str, ...],
        flags: tuple[Flag, ...],
        settings: tuple[Setting, ...],
        scorer: str,
    ) -> None:
        """``scorer`` is the module holding ``SYSTEM`` (``mcr_cli.systems.mcr.system``)."""
        self.name = name
        self.reads = reads
        self.flags = flags
        self.settings = settings
        self.scorer = scorer

    def __repr__(self) -> str:
        return f"Declaration({self.name!r}, scorer={self.scorer!r})"

    def system(self) -> System:
        """The system declared: its scorer's ``SYSTEM``, imported the first time it is asked for."""
        system: System = import_module(self.scorer).SYSTEM
        return system

    def flag_names(self) -> frozenset[str]:
        """Every flag the system has (``flags.flag_names``), read from the declaration alone."""
        return flag_names(self.reads, self.flags, self.settings)
