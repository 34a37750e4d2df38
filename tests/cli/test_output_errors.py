"""Output that cannot be written: one line on stderr and status 1, in every command; a closed pipe: quiet.

Real processes (``sys.executable -m mcr_cli``), as only a real descriptor
can be full (``/dev/full``) or closed (``>&-``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.paths import EXAMPLES, ROOT

HAND = "123m456p789s111z22z"
COMMANDS = [
    ["score", HAND, "--json"],
    ["score", HAND],
    ["score", "--json", "--batch", str(EXAMPLES / "hands.txt")],
    ["score", "--batch", str(EXAMPLES / "hands.txt")],
    ["fans"],
    ["fans", "--json"],
    ["rules"],
    ["rules", "tuidaohu", "--json"],
    ["waits", "1112345678999s"],
    ["waits", "--json", "--batch", str(EXAMPLES / "waits.txt")],
    ["shanten", "1112345678999s"],
    ["match", str(EXAMPLES / "session-1.match")],
    ["match", str(EXAMPLES / "session-1.match"), "--csv"],
    ["standings", str(EXAMPLES / "session-1.match"), str(EXAMPLES / "session-2.match")],
    ["score", "--help"],
    ["--help"],
    ["--version"],
]
IDS = [" ".join(Path(a).name if "/" in a else a for a in args) for args in COMMANDS]


def env() -> dict[str, str]:
    """The environment of a child ``mcr``: this checkout first on the path, whatever is installed."""
    return {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}


def mcr(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-m", "mcr_cli", *args], env=env(), text=True, timeout=60, **kwargs
    )


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("args", COMMANDS, ids=IDS)
def test_a_full_disk_is_one_line_and_status_1(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        result = mcr(args, stdout=full, stderr=subprocess.PIPE)
    assert result.returncode == 1, result.stderr
    assert result.stderr.splitlines()[-1] == "mcr: cannot write output: No space left on device"
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX descriptors")
@pytest.mark.parametrize("args", COMMANDS, ids=IDS)
def test_a_closed_stdout_is_one_line_and_status_1(args: list[str]) -> None:
    result = mcr(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))
    assert result.returncode == 1, result.stderr
    assert result.stderr.splitlines()[-1] == "mcr: cannot write output: Bad file descriptor"
    assert "Traceback" not in result.stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_full_disk_under_a_worker_pool() -> None:
    lines = "\n".join([HAND] * 1200) + "\n"
    with open("/dev/full", "w") as full:
        result = mcr(
            ["score", "--json", "--batch", "-", "--jobs", "2"],
            input=lines,
            stdout=full,
            stderr=subprocess.PIPE,
        )
    assert result.returncode == 1
    assert result.stderr == "mcr: cannot write output: No space left on device\n"


def test_a_closed_pipe_stays_quiet_with_status_0() -> None:
    lines = "\n".join([HAND] * 3000) + "\n"
    child = subprocess.Popen(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", "-"],
        env=env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None and child.stdin is not None
    child.stdin.write(lines)
    child.stdin.close()
    child.stdout.readline()
    child.stdout.close()  # the reader goes, as `| head -1` does
    assert child.wait(timeout=60) == 0
    assert child.stderr is not None and child.stderr.read() == ""


@pytest.mark.skipif(not os.path.exists("/proc/self/mem"), reason="no /proc")
@pytest.mark.parametrize("args", [["score", "--json", "--batch"], ["waits", "--batch"], ["match"]])
def test_a_read_error_is_one_line(args: list[str]) -> None:
    """A file that fails as it is read (``/proc/self/mem`` at offset 0: EIO) is one line, status 1."""
    result = mcr([*args, "/proc/self/mem"], capture_output=True)
    assert result.returncode == 1
    assert result.stderr == "mcr: cannot read input: Input/output error\n"
