r"""The shell examples of README.md and docs/: read from the pages, run as a reader runs them, compared.

An example is a `$ COMMAND` line of a ```console block (a trailing backslash
continues it on the next line) and the lines under it up to the next `$ ` line or
the block's end: what the command prints, standard error in its place.  A page
line that is only `...` or `…` stands for any number of lines; trailing spaces
and final blank lines are not compared.

>>> text = "```console\n$ echo a \\\n  b\na b\n$ seq 5\n1\n...\n5\n```\n"
>>> [(e.line, e.command, e.shown) for e in blocks_of(text, "p.md")[0]]
[(2, 'echo a \\\n  b', ('a b',)), (5, 'seq 5', ('1', '...', '5'))]
>>> matches(("1", "...", "5"), ["1", "2", "3", "4", "5"]), matches(("1", "…", "4"), ["1", "5"])
(True, False)
"""

from __future__ import annotations

import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.helpers.paths import EXAMPLES, ROOT

ELISION = ("...", "…")
UNSET = ("COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE")
"""What would change how mcr lays out or colours its output; a reader's shell may set any of them."""
TIMEOUT = 120


@dataclass(frozen=True)
class Example:
    """One `$ COMMAND` of a page: where it is, what it runs, what the page shows it printing."""

    page: str
    line: int
    command: str
    shown: tuple[str, ...]

    @property
    def where(self) -> str:
        """``docs/score.md:42``: the page and the line of the ``$``."""
        return f"{self.page}:{self.line}"


def pages() -> list[Path]:
    """README.md and every page under docs/."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def blocks_of(text: str, page: str) -> list[list[Example]]:
    """The examples of each ```console block of ``text``, block by block, in page order."""
    blocks: list[list[Example]] = []
    inside: list[tuple[int, str]] | None = None
    for number, line in enumerate(text.split("\n"), 1):
        fence = line.strip().startswith("```")
        if inside is None and fence and line.strip().startswith("```console"):
            inside = []
        elif inside is not None and fence:
            blocks.append(list(_examples(inside, page)))
            inside = None
        elif inside is not None:
            inside.append((number, line))
    return blocks


def _examples(lines: list[tuple[int, str]], page: str) -> Iterator[Example]:
    start, command, shown = 0, "", list[str]()
    for number, line in lines:
        if line.startswith("$ "):
            if command:
                yield Example(page, start, command, _trimmed(shown))
            start, command, shown = number, line[2:], []
        elif command and command.endswith("\\") and not shown:
            command += "\n" + line
        elif command:
            shown.append(line)
    if command:
        yield Example(page, start, command, _trimmed(shown))


def _trimmed(lines: list[str]) -> tuple[str, ...]:
    while lines and not lines[-1].strip():
        lines.pop()
    return tuple(lines)


def matches(shown: tuple[str, ...], printed: list[str]) -> bool:
    """Whether ``printed`` is what the page shows, each `...` line standing for any lines."""
    pattern = "".join(
        r"(?:[^\n]*\n)*?" if line.strip() in ELISION else re.escape(line.rstrip()) + r"[ \t]*\n"
        for line in shown
    )
    return re.fullmatch(pattern, "".join(line.rstrip() + "\n" for line in printed)) is not None


def difference(example: Example, printed: list[str]) -> str:
    """The page's lines against the program's, as a unified diff headed by where the example is."""
    diff = difflib.unified_diff(list(example.shown), printed, "page", "program", lineterm="")
    cut = any(line.strip() in ELISION for line in example.shown)
    elided = " (a page line `...` stands for any lines)" if cut else ""
    return f"{example.where}: $ {example.command}{elided}\n" + "\n".join(diff)


def environment() -> dict[str, str]:
    """The reader's shell: this interpreter's scripts (its ``mcr``) first on PATH, no layout variables."""
    env = {name: value for name, value in os.environ.items() if name not in UNSET}
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    return env


def run_block(block: list[Example]) -> list[list[str]]:
    """Each command's output, run one after another with bash in a fresh folder holding a copy of examples/.

    Standard error goes into the same pipe as standard output, so the lines come in
    the order they were written, as a reader who pastes the block into a shell sees them.
    Files the block writes (``printf ... > bad.toml``) are there for its later commands,
    and go with the folder.
    """
    env = environment()
    outputs = []
    with tempfile.TemporaryDirectory(prefix="mcr-docs-") as folder:
        shutil.copytree(EXAMPLES, Path(folder) / "examples")
        for example in block:
            try:
                done = subprocess.run(
                    ["bash", "-c", example.command],
                    cwd=folder,
                    env=env,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.STDOUT,
                    timeout=TIMEOUT,
                    check=False,
                )
                text = done.stdout.decode("utf-8", "replace").rstrip("\n")
                outputs.append(text.split("\n") if text else [])
            except subprocess.TimeoutExpired:
                outputs.append([f"<no answer in {TIMEOUT} s>"])
    return outputs
