"""The one difference the compiled build makes, as a test marker.

A function compiled by mypyc checks each argument (and each ``NamedTuple``
field it reads) against its annotation, and a wrong *type* is Python's
``TypeError`` ("str object expected; got int") before the package's own check
runs; the pure build answers the same call with the package's error.  Wrong
*values* of the right type get the package's errors in both builds.  A test
that pins the pure build's answer to a wrong type carries this marker.
"""

from __future__ import annotations

import re

import pytest

from mcr_cli.native import compiled

PURE_TYPE_ERRORS = pytest.mark.skipif(
    compiled(), reason="compiled build: a wrong argument type is mypyc's TypeError (tests/helpers/build.py)"
)

COMPILED_TYPE_CHECK = re.compile(r"^[^\n]+ object expected; got [^\n]+$")
"""The message of the ``TypeError`` a compiled function raises for an argument of the wrong type."""


def compiled_type_error(err: BaseException) -> bool:
    """Whether ``err`` is the compiled build's own type check (never true in the pure build)."""
    return compiled() and isinstance(err, TypeError) and bool(COMPILED_TYPE_CHECK.match(str(err)))
