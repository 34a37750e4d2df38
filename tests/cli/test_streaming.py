"""``--batch -`` streams: each result comes back while the input is still open, with ``--jobs`` too.

The input stays open in every case here, so a result that waited for the end
of the input (or for a chunk to fill) would never arrive: the test would hit
its generous deadline.  How fast it arrives is for the benchmarks.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time

import pytest

HAND = "123m456p789s111z22z"
DEADLINE = 30.0
"""Seconds to wait for a line before calling it held back (a loaded machine is slow, not stuck)."""


def _read_lines(proc: subprocess.Popen[bytes], count: int, buffer: bytearray) -> list[bytes]:
    assert proc.stdout is not None
    stop = time.monotonic() + DEADLINE
    while buffer.count(b"\n") < count and time.monotonic() < stop:
        ready, _, _ = select.select([proc.stdout], [], [], 0.05)
        if ready:
            piece = os.read(proc.stdout.fileno(), 1 << 16)
            if not piece:
                break
            buffer.extend(piece)
    return bytes(buffer).splitlines()


@pytest.mark.parametrize(
    ("jobs", "before"),
    [
        pytest.param(1, 0, id="jobs-1-first-line"),
        pytest.param(1, 700, id="jobs-1-after-a-chunk"),
        pytest.param(2, 0, id="jobs-2-first-line"),
        pytest.param(2, 1300, id="jobs-2-through-the-pool"),
    ],
)
def test_a_line_comes_back_while_the_input_stays_open(jobs: int, before: int) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", "-", "--jobs", str(jobs)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        bufsize=0,
    )
    assert proc.stdin is not None
    buffer = bytearray()
    try:
        proc.stdin.write(f"{HAND}\n".encode() * before)
        assert len(_read_lines(proc, before, buffer)) == before, "the lines written so far all come back"
        proc.stdin.write(f"{HAND} --self-drawn\n".encode())
        lines = _read_lines(proc, before + 1, buffer)
        assert len(lines) == before + 1, "the last line was held back until the input ends"
        assert {"不求人", "自摸"} & {fan["zh"] for fan in json.loads(lines[-1])["fans"]}, "its own flags"
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    assert proc.returncode == 0


def test_an_endless_line_is_reported_at_once() -> None:
    """A line with no end (``/dev/zero``) gives its error as soon as it passes the cap, not never."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        bufsize=0,
    )
    assert proc.stdin is not None
    buffer = bytearray()
    try:
        proc.stdin.write(b"x" * 10_000)  # no line end, and the input stays open
        lines = _read_lines(proc, 1, buffer)
        assert len(lines) == 1
        assert "longer than 4096 bytes" in json.loads(lines[0])["error"]
        proc.stdin.write(b"x" * 10_000 + b"\n" + HAND.encode() + b"\n")
        assert len(_read_lines(proc, 2, buffer)) == 2, "the rest of the long line is skipped, the next scored"
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
