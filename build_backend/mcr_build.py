"""The build backend: setuptools' own, asking for the compiler only when the build is to be compiled.

``pip install .`` builds pure Python and needs nothing beyond setuptools, so
it stays a matter of seconds.  ``MCR_CLI_COMPILE=1 pip install .`` compiles
the core with mypyc (``setup.py``): only then does the build ask pip for mypy,
which carries mypyc, and only after checking that a C compiler is there, so a
machine without one is told at once, before anything is downloaded.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 - every other hook is setuptools' own

MYPY = "mypy==2.4.1"
"""The compiler, pinned: the compiled build is tested with this one."""


CORE = ("mcr_cli/errors.py", "mcr_cli/limits.py", "mcr_cli/model", "mcr_cli/systems")
"""What the compiled build compiles: the core, every system and MCR's fans with it."""


def core_modules(root: Path) -> list[str]:
    """The core's source files under ``root``, relative to it, in a stable order (they name the extension)."""
    files: list[Path] = []
    for entry in CORE:
        path = root / entry
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return [f.relative_to(root).as_posix() for f in files]


def compiling() -> bool:
    """Whether the environment asks for the compiled build (``MCR_CLI_COMPILE`` set, and not ``0``)."""
    return os.environ.get("MCR_CLI_COMPILE", "").strip() not in ("", "0")


def _with_compiler(requires: list[str]) -> list[str]:
    if not compiling():
        return requires
    import compiler_check

    compiler_check.require_c_compiler()
    return [*requires, MYPY]


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _with_compiler(_setuptools.get_requires_for_build_wheel(config_settings))


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _with_compiler(_setuptools.get_requires_for_build_editable(config_settings))
