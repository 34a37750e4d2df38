"""``mcr`` run in-process through click's ``CliRunner``, as the command-line tests call it (conftest.py)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from click.testing import CliRunner, Result

from mcr_cli.cli.main import main


class RunMcr(Protocol):
    """The ``run_mcr`` fixture: ``run_mcr("score", HAND, "--json", input=None, env=None) -> Result``."""

    def __call__(
        self, *args: str, input: str | bytes | None = None, env: Mapping[str, str] | None = None
    ) -> Result: ...


class ScoreJson(Protocol):
    """The ``score_json`` fixture: ``mcr score *args --json``, exit 0, the parsed object."""

    def __call__(self, *args: str) -> dict[str, Any]: ...


HouseFile = Callable[[str], str]
"""The ``house_file`` fixture: ``house_file(toml_text)`` → the path of a house-rule file holding it."""
ScoreLine = Callable[[str], Any]
"""The ``score_line`` fixture: one ``mcr score --batch`` line → its result (``SystemResult`` or MCR's)."""


def run_mcr(*args: str, input: str | bytes | None = None, env: Mapping[str, str] | None = None) -> Result:
    """``mcr *args`` with ``input`` on stdin; ``result.stdout`` and ``result.stderr`` kept apart."""
    return CliRunner().invoke(main, list(args), input=input, env=env)


def ended_cleanly(result: Result) -> bool:
    """The command ended on purpose (an exit code), not on an uncaught exception.

    ``CliRunner`` catches an exception into ``result.exception`` and prints no
    traceback, so ``"Traceback" not in result.stderr`` alone cannot fail in-process.
    """
    return result.exception is None or isinstance(result.exception, SystemExit)


def score_json(*args: str) -> dict[str, Any]:
    """``mcr score *args --json``, which must exit 0: the object it prints."""
    result = run_mcr("score", *args, "--json")
    assert result.exit_code == 0, result.output + result.stderr
    obj: dict[str, Any] = json.loads(result.stdout)
    return obj
