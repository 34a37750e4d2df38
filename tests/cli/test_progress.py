"""A progress bar on a terminal's standard error during long work; never elsewhere, never under --quiet.

Real processes: standard error a pseudo-terminal, standard output a file, the
bar's delay (``progress.AFTER``) set to nothing so a short run shows it.
"""

from __future__ import annotations

import os
import pty
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.paths import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals")

RUN = """
import sys
from mcr_cli.cli import progress
progress.AFTER = 0.0
progress.EVERY = 0.0
sys.argv = ["mcr", *ARGS]
from mcr_cli.cli.entry import run
run()
"""


def run(args: list[str], out: Path, terminal: bool) -> tuple[int, str]:
    """``mcr ARGS`` with stdout to ``out`` and stderr a pseudo-terminal (or a pipe); its status and stderr."""
    code = f"ARGS = {args!r}\n{RUN}"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TERM": "xterm", "COLUMNS": "100"}
    with out.open("wb") as sink:
        if not terminal:
            done = subprocess.run(
                [sys.executable, "-c", code],
                stdout=sink,
                stderr=subprocess.PIPE,
                env=env,
                cwd=ROOT,
                timeout=120,
            )
            return done.returncode, done.stderr.decode()
        main, other = pty.openpty()
        child = subprocess.Popen([sys.executable, "-c", code], stdout=sink, stderr=other, env=env, cwd=ROOT)
        os.close(other)
        seen = b""
        while True:
            try:
                chunk = os.read(main, 65536)
            except OSError:  # the child closed its end
                break
            if not chunk:
                break
            seen += chunk
        os.close(main)
        return child.wait(timeout=120), seen.decode(errors="replace")


@pytest.fixture(scope="module")
def hands(tmp_path_factory: pytest.TempPathFactory) -> Path:
    lines = [
        line
        for line in (ROOT / "examples" / "hands.txt").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    path = tmp_path_factory.mktemp("progress") / "hands.txt"
    path.write_text("\n".join(lines * 20) + "\nnot a hand\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("args", "unit"),
    [
        pytest.param(["score", "--json", "--batch", "HANDS"], "lines", id="score-json"),
        pytest.param(["score", "--batch", "HANDS"], "lines", id="score-text"),
        pytest.param(["replay", "examples/botzone.log"], "rounds", id="replay"),
        pytest.param(
            ["standings", "examples/session-1.match", "examples/session-2.match"], "records", id="standings"
        ),
    ],
)
def test_a_long_run_shows_a_bar_on_a_terminal_and_writes_the_same(
    tmp_path: Path, hands: Path, args: list[str], unit: str
) -> None:
    args = [str(hands) if a == "HANDS" else a for a in args]
    code, bar = run(args, tmp_path / "with.out", terminal=True)
    quiet_code, quiet = run([*args, "--quiet"], tmp_path / "quiet.out", terminal=True)
    piped_code, piped = run(args, tmp_path / "piped.out", terminal=False)
    assert code == quiet_code == piped_code
    assert f"{unit}/s" in bar  # rich's bar: the count, the rate, the time left
    assert f"{unit}/s" not in quiet and f"{unit}/s" not in piped
    with_bar = (tmp_path / "with.out").read_bytes()
    assert with_bar == (tmp_path / "quiet.out").read_bytes() == (tmp_path / "piped.out").read_bytes()
    assert "Traceback" not in bar


def visible_lines(raw: str) -> list[str]:
    """What a terminal shows of ``raw``: no escape sequences, each line as its last carriage return left."""
    plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", raw)
    return [line.rsplit("\r", 1)[-1] for line in plain.replace("\r\n", "\n").split("\n")]


def test_the_bar_leaves_the_error_lines_and_the_summary_whole(tmp_path: Path, hands: Path) -> None:
    """A refused line and the --expect summary are written above the bar, each a whole line of its own."""
    _, bar = run(["score", "--batch", str(hands)], tmp_path / "out", terminal=True)
    _, piped = run(["score", "--batch", str(hands)], tmp_path / "out2", terminal=False)
    said = piped.strip().splitlines()
    assert said[0].startswith("error: line ") and "not a hand" in said[0]
    assert said[-1].endswith("differ")
    shown = [line for line in visible_lines(bar) if line.strip()]
    assert set(said) <= set(shown)
    assert shown[-1] == said[-1]  # the bar is gone: the summary is the last thing on the screen
