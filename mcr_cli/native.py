"""Whether the core runs compiled, and the one mypyc marker the core needs; never compiled itself.

``MCR_CLI_COMPILE=1 pip install .`` compiles the core (``errors``, ``limits``,
``model``, ``systems``) into C extensions with mypyc; without it the same
modules run as Python.  This module stays Python in both builds: it holds

* ``mypyc_attr``: mypyc reads it where it is declared (``mypy_extensions``,
  which the compiler brings), while at run time it is a decorator that
  changes nothing, so neither build needs ``mypy_extensions`` installed;
* ``compiled()``: whether the core's modules were loaded from extensions,
  for ``mcr --version``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:

    def mypyc_attr(*_args: object, **_kwargs: object) -> Any:
        """At run time the class as it is: the compiler alone reads the marker."""
        return lambda cls: cls


__all__ = ["compiled", "mypyc_attr", "version_line"]

_EXTENSION_SUFFIXES = (".so", ".pyd")


def compiled() -> bool:
    """Whether the core was loaded compiled: its lowest module is a C extension, not a ``.py`` file.

    The core is compiled all or nothing (``tests/test_build.py``), so one module answers for it.

    >>> compiled() in (True, False)
    True
    """
    from . import errors

    return str(errors.__file__).endswith(_EXTENSION_SUFFIXES)


def version_line() -> str:
    """What ``mcr --version`` prints: the version, then ``(compiled)`` or ``(pure Python)``."""
    from importlib.metadata import version

    return f"mcr, version {version('mcr_cli')} ({'compiled' if compiled() else 'pure Python'})"
