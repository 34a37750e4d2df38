"""click's usage errors (exit 2) in Chinese when the command line asks for ``--lang zh``.

click says ``Usage:``, ``Try 'mcr score --help' for help.`` and ``Error: …``
in English.  ``LazyGroup`` hands each usage error of a command here; when the
command's own words (``StrictCommand`` keeps them) hold ``--lang zh``, it is
shown as ``用法:``, ``试试 …`` and ``错误: …``, the message said from the
catalogue of faults (ours, ``cli/faults.py``; click's own, read from the
exception's type and attributes, ``usage_said``; the core's a flag's value
met).  One that says otherwise than the catalogue (another click's words)
is shown as click says it.  ``--help`` stays English.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import IO, Any

import click


def asks_chinese(words: Sequence[str]) -> bool:
    """Whether the words hold ``--lang zh`` (or ``--lang=zh``) before any ``--``.

    >>> asks_chinese(["123m", "--lang", "zh"]), asks_chinese(["--", "--lang", "zh"])
    (True, False)
    """
    for i, word in enumerate(words):
        if word == "--":
            return False
        if word == "--lang=zh" or (word == "--lang" and list(words[i + 1 : i + 2]) == ["zh"]):
            return True
    return False


def in_language(err: click.UsageError) -> click.UsageError:
    """``err`` as its command's words (``StrictCommand`` keeps them) ask: in Chinese with ``--lang zh``."""
    ctx = err.ctx
    if (
        ctx is None
        or isinstance(err, ChineseUsageError)
        or not asks_chinese(ctx.meta.get("mcr_cli.words", ()))
    ):
        return err
    return ChineseUsageError(err, ctx)


class ChineseUsageError(click.UsageError):
    """A usage error said in Chinese: ``用法:``, the help hint and ``错误:``, the message from its fault."""

    def __init__(self, err: click.UsageError, ctx: click.Context) -> None:
        super().__init__(err.format_message(), ctx)
        from .faults import usage_said

        self.said = usage_said(err)  # ours, click's (``cli/faults.py``), or the core's a flag's value met

    def show(self, file: IO[Any] | None = None) -> None:
        lines = []
        ctx = self.ctx
        color = None
        if ctx is not None:
            color = ctx.color
            lines.append("用法:" + ctx.get_usage().removeprefix("Usage:"))
            if ctx.command.get_help_option(ctx) is not None:
                names = ctx.command.get_help_option_names(ctx)
                lines.append(f"试试 '{ctx.command_path} {max(names, key=len)}' 查看帮助。")
            lines.append("")
        from ..render.faults import say

        said = self.format_message() if self.said is None else say(self.said, "zh")
        lines.append(f"错误: {said}")
        click.echo("\n".join(lines), file=sys.stderr if file is None else file, color=color)
