"""Whatever bytes the command line holds, what ``mcr`` prints is UTF-8 (issue 21, item 5).

A byte that is not UTF-8 reaches Python as a lone surrogate; written to a
stream with ``surrogateescape`` it would go out as the raw byte.  Real
processes, with the arguments as bytes, under a UTF-8 locale and under C.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.helpers.paths import ROOT

BAD = b"\xff"


def mcr(args: list[bytes], locale: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LC_ALL": locale, "NO_COLOR": "1"}
    return subprocess.run([sys.executable, "-m", "mcr_cli", *args], capture_output=True, env=env, timeout=60)


@pytest.mark.parametrize("locale", ["C.UTF-8", "C"])
@pytest.mark.parametrize(
    ("command", "hand", "position"),
    [
        pytest.param(b"score", BAD, 0, id="score-a-lone-byte"),
        pytest.param(b"score", b"123m" + BAD + b"456p", 4, id="score-a-byte-inside"),
        pytest.param(b"shanten", b"1m" + BAD, 2, id="shanten"),
        pytest.param(b"waits", b"1112345678999" + BAD + b"s", 13, id="waits"),
    ],
)
def test_issue21_a_byte_that_is_not_utf8_is_printed_as_u_fffd(
    command: bytes, hand: bytes, position: int, locale: str
) -> None:
    """The JSON error object holds U+FFFD where the byte was, and points at it; the text error too."""
    done = mcr([command, hand, b"--json"], locale)
    assert done.returncode == 1
    obj = json.loads(done.stdout.decode("utf-8"))  # strict: raises on a raw byte
    assert obj["hand"] == hand.decode("utf-8", "replace")
    assert obj["position"] == position + 1
    assert "\ufffd" in obj["error"]
    text = mcr([command, hand], locale)
    assert text.returncode == 1 and text.stdout == b""
    assert f"'\ufffd' at position {position + 1}" in text.stderr.decode("utf-8")


def test_issue21_a_batch_line_and_an_argument_say_the_same_byte_alike() -> None:
    """The batch has always read such a byte as U+FFFD in its ``hand``; the argument now does too."""
    done = subprocess.run(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", "-"],
        input=BAD + b"\n",
        capture_output=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=60,
    )
    batch = json.loads(done.stdout.decode("utf-8"))
    single = json.loads(mcr([b"score", BAD, b"--json"], "C.UTF-8").stdout.decode("utf-8"))
    assert batch["hand"] == single["hand"] == "\ufffd"
