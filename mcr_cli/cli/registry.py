"""The commands and the parameter type that read the registry of systems when they run, not when built.

``mcr score``, ``waits`` and ``shanten`` are ``SystemCommand``s: their
options are the declarations of every system (``flags.system_params``),
built again whenever ``systems.SYSTEMS`` has changed since they were last
built (the tuples are compared, a few declarations by identity: nothing to
measure).  ``--rules`` and ``mcr rules NAME`` are a ``SystemChoice``: the
systems' names as they stand.  So a system registered after ``mcr_cli.cli``
was imported (``register("tests.helpers.demo")``) is a choice of the next
command, with its own flags, and no cache is cleared.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from .. import systems
from ..systems import system_names
from .options import SaidChoice, StrictCommand

if TYPE_CHECKING:
    from ..systems.declaration import Declaration


class SystemChoice(SaidChoice):
    """A system's name (``--rules``, ``mcr rules NAME``): one of ``SYSTEMS``' as it stands when read,
    so a system registered at run time is a choice of the next command, with no cache to clear."""

    def __init__(self) -> None:
        super().__init__(())

    @property
    def choices(self) -> tuple[str, ...]:
        return system_names()

    @choices.setter
    def choices(self, value: Any) -> None:
        """click's ``Choice.__init__`` sets the choices: they are the systems' names."""


class SystemCommand(StrictCommand):
    """A command whose first parameters are ``system_params()``, built from ``SYSTEMS``, before the
    ones its decorators give: built again whenever ``SYSTEMS`` has changed since, so a system
    registered at run time has its own options in the next invocation, its ``--help`` too."""

    def __init__(self, *args: Any, system_params: Callable[[], list[click.Parameter]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._system_params, self._own = system_params, list(self.params)
        self._registry: tuple[Declaration, ...] | None = None
        self._build()

    def _build(self) -> None:
        registry = systems.SYSTEMS
        if registry != self._registry:
            self.params, self._registry = [*self._system_params(), *self._own], registry

    def get_params(self, ctx: click.Context) -> list[click.Parameter]:
        self._build()
        return super().get_params(ctx)
