"""The console script's quick exit (``cli.main.run``): every byte and status as ``main`` gives them.

``run`` leaves with ``os._exit`` once the command's output is flushed, and
takes Python's normal exit whenever that could lose something.  These tests
hold both halves: the process's output and status equal what click's runner
sees, and each guard sends the exit the normal way.
"""

from __future__ import annotations

import atexit
import os
import subprocess
import sys
import threading

import pytest
from click.testing import CliRunner

from mcr_cli.cli import main as cli_main
from tests.helpers.paths import ROOT

CASES = [
    pytest.param(["fans", "--lang", "en"], id="long-output"),
    pytest.param(["score", "123m456p789s111z22z", "--json"], id="json"),
    pytest.param(["score", "123m456p789s11z22z"], id="refused-hand"),
    pytest.param(["score", "123m456p789s111z22z", "--flowers", "x"], id="usage-error"),
    pytest.param(["score", "--batch", "examples/hands.txt", "--json"], id="batch"),
]


@pytest.mark.parametrize("args", CASES)
def test_the_process_writes_and_ends_as_main_does(args: list[str]) -> None:
    """``python -m mcr_cli ARGS`` in a pipe: the same stdout, stderr and status as ``CliRunner``."""
    env = {**os.environ, "COLUMNS": "250"}
    child = subprocess.run(
        [sys.executable, "-m", "mcr_cli", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    old = os.getcwd()
    os.chdir(ROOT)
    try:
        inner = CliRunner().invoke(cli_main.main, args, prog_name="python -m mcr_cli", env={"COLUMNS": "250"})
    finally:
        os.chdir(old)
    assert (child.stdout, child.returncode) == (inner.stdout, inner.exit_code)
    assert child.stderr == inner.stderr
    assert "Traceback" not in child.stderr


class Left(Exception):
    """What the patched ``os._exit`` raises: the quick exit was taken, with this status."""


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    def fake_exit(status: int) -> None:
        raise Left(status)

    monkeypatch.setattr(os, "_exit", fake_exit)
    monkeypatch.setattr(atexit, "_ncallbacks", lambda: 0)  # pytest's own handlers are not the command's


@pytest.mark.usefixtures("quick")
@pytest.mark.parametrize(("code", "status"), [(None, 0), (0, 0), (1, 1), (2, 2)])
def test_a_finished_command_leaves_at_once_with_its_status(code: int | None, status: int) -> None:
    with pytest.raises(Left) as left:
        cli_main._leave(SystemExit(code))
    assert left.value.args == (status,)


@pytest.mark.usefixtures("quick")
def test_an_atexit_handler_gets_the_normal_exit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atexit, "_ncallbacks", lambda: 1)
    with pytest.raises(SystemExit) as done:
        cli_main._leave(SystemExit(0))
    assert done.value.code == 0


def test_a_registered_handler_runs_in_the_process() -> None:
    """A handler registered while a command runs (here by a ``sitecustomize``-like ``-c``) still runs."""
    code = (
        "import atexit, sys; atexit.register(lambda: print('handler ran', file=sys.stderr)); "
        "sys.argv = ['mcr', 'score', '123m456p789s111z22z', '--json']; "
        "from mcr_cli.cli.main import run; run()"
    )
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert child.returncode == 0 and '"total": 15' in child.stdout
    assert child.stderr == "handler ran\n"


@pytest.mark.usefixtures("quick")
def test_a_live_thread_gets_the_normal_exit() -> None:
    stop = threading.Event()
    worker = threading.Thread(target=stop.wait)
    worker.start()
    try:
        with pytest.raises(SystemExit):
            cli_main._leave(SystemExit(1))
    finally:
        stop.set()
        worker.join()


@pytest.mark.usefixtures("quick")
def test_a_message_as_the_exit_code_gets_the_normal_exit() -> None:
    """``sys.exit("text")`` prints the text: only Python's own exit does that."""
    with pytest.raises(SystemExit) as done:
        cli_main._leave(SystemExit("stopped"))
    assert done.value.code == "stopped"


@pytest.mark.usefixtures("quick")
def test_a_stream_that_cannot_be_flushed_gets_the_normal_exit(monkeypatch: pytest.MonkeyPatch) -> None:
    class Full:
        def flush(self) -> None:
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(sys, "stdout", Full())
    with pytest.raises(SystemExit) as done:
        cli_main._leave(SystemExit(0))
    assert done.value.code == 0
