"""A batch stopped by SIGINT or SIGTERM: each line scored is written whole, no traceback, 128 + signal.

Real processes, signalled once their first outcomes are out: the parent
alone (``kill PID``) and the whole process group (Ctrl-C on a terminal,
systemd's stop), with one process and with a worker pool.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

import pytest

from tests.helpers.paths import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")

LINES = ["123m456p789s111z22z", "[CCC][123p][456p,2]78p99s9p -t", "1112345678999s9s --seat-wind S"]
HANDS = ["123m456p789sEEESS", "[123p,1][456p,2][CCC,1]78p99s9p", "1112345678999s9s"]


def start(batch: Path, out: IO[str], jobs: str) -> subprocess.Popen[str]:
    def child() -> None:  # a test runner may hand its children SIGINT ignored; a shell would not
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    return subprocess.Popen(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", str(batch), "--jobs", jobs],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=out,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=child,
        start_new_session=True,
    )


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("group", [False, True], ids=["parent", "group"])
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_an_interrupted_batch_writes_what_it_scored(
    tmp_path: Path, jobs: str, group: bool, signum: signal.Signals
) -> None:
    count = 30_000
    batch = tmp_path / "batch.txt"
    batch.write_text("\n".join(LINES[i % 3] for i in range(count)) + "\n")
    out = tmp_path / "out.jsonl"
    with out.open("w") as stream:
        child = start(batch, stream, jobs)
    deadline = time.monotonic() + 60
    while out.stat().st_size == 0 and time.monotonic() < deadline and child.poll() is None:
        time.sleep(0.05)
    if group:
        os.killpg(child.pid, signum)
    else:
        child.send_signal(signum)
    assert child.stderr is not None
    err = child.stderr.read()
    child.stderr.close()
    assert child.wait(timeout=60) == 128 + signum
    assert err == f"mcr: interrupted by {signum.name}; the lines before it are written\n"
    written = out.read_text().split("\n")
    assert written.pop() == ""  # the last line is whole: it ends with its newline
    assert 0 < len(written) < count
    for i, line in enumerate(written):
        assert json.loads(line)["hand"] == HANDS[i % 3]


def test_a_signal_ignored_at_start_stays_ignored(tmp_path: Path) -> None:
    """``nohup``-style: SIGINT ignored by whoever started ``mcr`` is not taken back."""
    batch = tmp_path / "batch.txt"
    batch.write_text("\n".join(LINES * 400) + "\n")
    child = subprocess.Popen(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", str(batch)],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )
    time.sleep(0.5)
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=120)
    assert child.returncode == 0 and err == ""
    assert len(out.splitlines()) == 1200


RING = """
import os, runpy, signal, sys

class Ring:
    '''Sends this process SIGINT as MODULE starts to import: Ctrl-C at that instant.'''
    def find_spec(self, name, path=None, target=None):
        if name == MODULE:
            sys.meta_path.remove(self)
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, Ring())
sys.argv = ["mcr", *ARGS]
runpy.run_module("mcr_cli", run_name="__main__", alter_sys=True)
"""


def interrupted_at(module: str, args: list[str], ignored: bool = False) -> subprocess.CompletedProcess[str]:
    """``python -m mcr_cli ARGS`` with a Ctrl-C delivered the moment ``module`` is first imported."""

    def child() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN if ignored else signal.SIG_DFL)

    code = f"MODULE = {module!r}\nARGS = {args!r}\n{RING}"
    return subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        preexec_fn=child,
        timeout=60,
    )


@pytest.mark.parametrize(
    ("module", "args"),
    [
        pytest.param("click", ["score", "123m456p789s111z22z"], id="importing-click"),
        pytest.param("mcr_cli.cli.main", ["score", "123m456p789s111z22z"], id="importing-the-command"),
        pytest.param("mcr_cli.systems.scoring", ["score", "123m456p789s111z22z"], id="importing-the-core"),
        pytest.param("mcr_cli.render.result", ["score", "123m456p789s111z22z", "--explain"], id="scoring"),
        pytest.param("mcr_cli.render.match", ["match", "examples/session-1.match"], id="reading-a-match"),
    ],
)
def test_issue21_ctrl_c_at_any_moment_exits_130_with_one_line(module: str, args: list[str]) -> None:
    """SIGINT while modules import, or mid-command: exit 130 and the one documented line, no traceback."""
    done = interrupted_at(module, args)
    assert (done.returncode, done.stderr, done.stdout) == (130, "mcr: interrupted by SIGINT\n", "")


def test_issue21_ctrl_c_ignored_at_start_stays_ignored_while_modules_import() -> None:
    """Under ``nohup`` (SIGINT ignored at start) the early guard takes nothing: the hand is scored."""
    done = interrupted_at("mcr_cli.systems.scoring", ["score", "123m456p789s111z22z", "--json"], ignored=True)
    assert done.returncode == 0 and '"total": 15' in done.stdout and done.stderr == ""


def test_issue21_ctrl_c_in_a_batch_keeps_the_batch_line() -> None:
    """A batch still writes what it scored and says so in its own line (its handler replaces the guard)."""
    done = interrupted_at("mcr_cli.render.result", ["score", "--batch", "examples/hands.txt"])
    assert done.returncode == 130
    assert done.stderr.splitlines()[-1] == "mcr: interrupted by SIGINT; the lines before it are written"
    assert "Traceback" not in done.stderr


CUT = """
import os, runpy, signal, sys, threading

name = "_start_new_thread" if hasattr(threading, "_start_new_thread") else "_start_joinable_thread"
real = getattr(threading, name)

def cut(*args, **kwargs):
    '''Starts the thread, then SIGTERM at once: the signal lands inside Thread.start.'''
    setattr(threading, name, real)
    started = real(*args, **kwargs)
    os.kill(os.getpid(), signal.SIGTERM)
    return started

setattr(threading, name, cut)
sys.argv = ["mcr", *ARGS]
runpy.run_module("mcr_cli", run_name="__main__", alter_sys=True)
"""


def test_a_signal_as_the_pool_starts_its_reader_stops_the_run_quietly(tmp_path: Path) -> None:
    """SIGTERM the instant ``--jobs 2`` starts its reader thread: one stderr line, 143, no thread traceback.

    The race CI met: cut inside ``Thread.start``, the thread found itself
    gone from ``threading``'s books and printed a ``KeyError``.
    """
    batch = tmp_path / "batch.txt"
    batch.write_text("\n".join(LINES[i % 3] for i in range(3_000)) + "\n")
    args = ["score", "--json", "--batch", str(batch), "--jobs", "2"]
    done = subprocess.run(
        [sys.executable, "-c", f"ARGS = {args!r}\n{CUT}"],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 143
    assert done.stderr == "mcr: interrupted by SIGTERM; the lines before it are written\n"
    written = done.stdout.split("\n")
    assert written.pop() == ""
    assert 0 < len(written) < 3_000
