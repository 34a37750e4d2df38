"""The public API as ``import mcr_cli`` shows it: every name listed once, documented, importable, cheap."""

from __future__ import annotations

import ast
import inspect
import pydoc
import subprocess
import sys
from importlib.metadata import version

import pytest

import mcr_cli
from tests.helpers.paths import ROOT

DEPRECATED = ["score_system", "find_waits", "find_shanten"]
"""The old spellings, kept one release (tests/test_api_calls.py: each warns and forwards)."""
ERRORS = [
    "MCRError",
    "NotationError",
    "InvalidHandError",
    "NotWinningError",
    "ContextError",
    "FlagValueError",
    "MatchRecordError",
    "HouseRulesError",
    "ExpectationError",
    "ExpectationSyntaxError",
    "UnknownSystemError",
]


@pytest.mark.parametrize("name", ERRORS)
def test_every_error_class_is_importable_from_the_package(name: str) -> None:
    kind = getattr(mcr_cli, name)
    assert name in mcr_cli.__all__
    assert inspect.isclass(kind) and issubclass(kind, mcr_cli.MCRError) and issubclass(kind, ValueError)


def test_every_error_class_the_package_defines_is_public() -> None:
    """A class deriving from ``MCRError`` anywhere in the package is one of ``ERRORS``."""
    import pkgutil
    from importlib import import_module

    found = set()
    for info in pkgutil.walk_packages(mcr_cli.__path__, "mcr_cli."):
        if info.name.startswith(("mcr_cli.cli", "mcr_cli.__main__")):
            continue  # the command line's own faults are not the API's (and its entry takes SIGINT)
        module = import_module(info.name)
        for name, value in vars(module).items():
            if inspect.isclass(value) and issubclass(value, mcr_cli.MCRError) and not name.startswith("_"):
                found.add(name)
    assert found <= set(ERRORS), found - set(ERRORS)


def test_the_version_is_the_distributions() -> None:
    assert mcr_cli.__version__ == version("mcr_cli")
    assert "__version__" in mcr_cli.__all__


def test_help_shows_every_public_name() -> None:
    text = pydoc.render_doc(mcr_cli, renderer=pydoc.plaintext)
    missing = [name for name in mcr_cli.__all__ if not name.startswith("_") and name not in text]
    assert not missing
    assert set(mcr_cli.__all__) <= set(dir(mcr_cli))
    assert len(mcr_cli.__all__) == len(set(mcr_cli.__all__))


def test_importing_the_package_imports_nothing_more() -> None:
    """``import mcr_cli`` is one module: the Ctrl-C guard of ``cli/entry.py`` comes right after it."""
    code = "import sys, mcr_cli; print(sorted(m for m in sys.modules if m.startswith('mcr_cli')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.stdout.strip() == "['mcr_cli']"


def type_checking_imports() -> dict[str, str]:
    """What ``mcr_cli/__init__.py`` imports from its own modules for type checkers: name → module."""
    tree = ast.parse((ROOT / "mcr_cli" / "__init__.py").read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for statement in node.body:
                if isinstance(statement, ast.ImportFrom) and statement.level == 1 and statement.module:
                    found.update((alias.asname or alias.name, statement.module) for alias in statement.names)
    return found


def test_the_public_names_are_listed_once() -> None:
    """``_LAZY`` lists the names imported on first use, and the type checkers' imports are the same.

    ``__all__`` is built from ``_LAZY`` and the functions the package defines
    (``score``, ``waits``, …); the ``TYPE_CHECKING`` imports of a public name
    must come from the module ``_LAZY`` loads it from, and name every one.
    """
    imported = type_checking_imports()
    public = {name: module for name, module in imported.items() if name in mcr_cli.__all__}
    assert public == mcr_cli._LAZY
    defined = {n for n in mcr_cli.__all__ if n not in mcr_cli._LAZY and n != "__version__"}
    assert defined == {"score", "score_json", "waits", "shanten", *DEPRECATED}
    for name in defined:
        function = getattr(mcr_cli, name)
        assert function.__module__ == "mcr_cli" and function.__doc__, name
    for name, module in mcr_cli._LAZY.items():
        assert getattr(mcr_cli, name) is getattr(__import__(f"mcr_cli.{module}", fromlist=[name]), name)
