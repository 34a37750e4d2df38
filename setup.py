"""Build: pure Python by default; the core compiled into C extensions with mypyc under ``MCR_CLI_COMPILE=1``.

Everything declarative is in ``pyproject.toml``.  This file only adds the
extension modules of the compiled build.  The compiled set is the core —
``errors``, ``limits``, ``model`` and ``systems`` (every system, MCR's fans
included) — and nothing that imports click or rich: the CLI, the renderers,
the match reader and the public API module stay Python in both builds, as do
``native.py`` (which must not be compiled) and ``__main__.py``.  The Python
sources ship in both builds: the compiled wheel holds them beside the
extensions, which Python imports first.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "build_backend"))

from mcr_build import compiling, core_modules  # noqa: E402

BUILDS = frozenset({"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"})
"""The setup commands that build extensions; the metadata steps (``egg_info``, ``dist_info``) skip mypyc."""


def ext_modules() -> list[object]:
    if not compiling() or BUILDS.isdisjoint(sys.argv[1:]):
        return []
    from compiler_check import require_c_compiler

    require_c_compiler()
    from mypyc.build import mypycify

    opt_level = os.environ.get("MYPYC_OPT_LEVEL", "3")
    return list(mypycify(core_modules(HERE), opt_level=opt_level))


setup(ext_modules=ext_modules())
