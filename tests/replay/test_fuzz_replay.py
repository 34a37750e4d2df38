"""Hostile game records through ``mcr replay``, driven by hypothesis, as for the other readers.

Records are the example's rounds with lines dropped, repeated, cut, or
replaced by junk: random unicode and bytes, NULs, a lone CR, U+2028, a
byte-order mark, CRLF ends, huge numbers, invalid UTF-8, overlong lines,
words of other lines.  The properties: no traceback; exit 0 or 1; with
``--json`` one object per round, in order, where a round is counted here
independently (a line starting with ``Match`` and a blank, and any text
before a file's first such line); every refused round one ``FILE:LINE``
error, in text mode on stderr.
"""

from __future__ import annotations

import json
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.cli import ended_cleanly, run_mcr
from tests.helpers.hostile import LOG_JUNK as JUNK
from tests.helpers.hostile import LOG_ROUNDS as ROUNDS
from tests.helpers.hostile import LOG_WORDS as WORDS


@st.composite
def records(draw: st.DrawFn) -> bytes:
    rounds = draw(st.lists(st.sampled_from(ROUNDS), min_size=1, max_size=4))
    lines = [line for r in rounds for line in (*r.split(b"\n"), b"")]
    for _ in range(draw(st.integers(0, 6))):
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.integers(0, 4))
        if kind == 0:
            lines[i] = draw(st.sampled_from(JUNK))
        elif kind == 1:
            lines[i] = draw(st.binary(max_size=40))
        elif kind == 2:
            lines[i] = b" ".join(draw(st.lists(st.sampled_from(WORDS), max_size=6)))
        elif kind == 3:
            del lines[i]
            if not lines:
                lines = [b""]
        else:
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
    end = draw(st.sampled_from([b"\n", b"\r\n"]))
    return end.join(lines) + draw(st.sampled_from([b"", end]))


def rounds_in(data: bytes) -> int:
    """Rounds as the format counts them: each ``Match`` line, and a non-blank text before the first."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    starts = [m.start() for m in re.finditer(rb"(?m)^[ \t]*Match(?=[ \t\r\n])", data)]
    before = data[: starts[0]] if starts else data
    return len(starts) + (1 if before.strip() else 0)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_replay_survives_hostile_records(data: bytes) -> None:
    result = run_mcr("replay", "-", "--json", input=data)
    assert ended_cleanly(result), result.exception
    assert result.exit_code in (0, 1)
    objs = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(objs) == rounds_in(data)
    errors = [o for o in objs if o["result"] == "error"]
    assert all(re.match(r"-:\d+: \S", o["error"]) and "\n" not in o["error"] for o in errors)
    assert (result.exit_code == 1) == bool(errors)
    text = run_mcr("replay", "-", input=data)
    assert ended_cleanly(text) and text.exit_code == result.exit_code
    refused = [line for line in text.stderr.splitlines() if line.startswith("error: ")]
    assert len(refused) == len(errors) == len(text.stderr.splitlines())
