"""``--expect`` and ``--expect-fans`` on the command line: the checks live in ``systems.expect``.

What the CLI adds is the table under a mismatch: a failed expectation in
human output prints its one error line, then the table of what was scored,
so a CI log shows why without a second run.
"""

from __future__ import annotations

from ..systems.expect import (
    ExpectationError,
    ExpectationSyntaxError,
    check,
    counted_in,
    names_of,
    parse_fans,
)

__all__ = [
    "ExpectationError",
    "ExpectationSyntaxError",
    "check",
    "counted_in",
    "names_of",
    "parse_fans",
    "scored_of",
]


def scored_of(err: BaseException) -> object | None:
    """The result a failed expectation scored (to show under its error), or ``None``."""
    return err.result if isinstance(err, ExpectationError) else None
