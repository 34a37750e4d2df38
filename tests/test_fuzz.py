"""Hostile input through the batch reader and the match reader, driven by hypothesis.

Each example is a batch file (bytes) built from good lines, mutated lines
and junk: random unicode, NULs, a lone ``\\r`` or U+2028 inside a line,
CRLF ends, huge numbers, invalid UTF-8, lines over the length cap.  The
properties: no traceback; the documented exit codes (0 all scored, 1 a line
refused); one JSON object per line that is not blank or a comment, in input
order; in text mode one ``error: line N`` per refused line, at the same
lines as the JSON error objects.  The model of "a line" is written here
independently: split the bytes at ``\\n`` only.
"""

from __future__ import annotations

import json
import re

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcr_cli.cli.main import main
from mcr_cli.limits import MAX_LINE_BYTES

# Good lines and the canonical hand each one's JSON object must show: how order is checked.
SCORE_LINES = {
    "123m456p789s111z22z": "123m456p789sEEESS",
    "[CCC][123p][456p,2]78p99s9p -t": "[123p,1][456p,2][CCC,1]78p99s9p",
    "1112345678999s9s --seat-wind S": "1112345678999s9s",
    "2244m6688p33557s7s --flowers 3": "2244m6688p33557s7s",
}
SYSTEM_LINES = {
    "'[111p,1]234p567p99pPP9p' --rules tuidaohu -t": "[111p,1]23456799pPP9p",
    "123m456p789s55s66s6s --rules tuidaohu -t --indicator 5s --horses E:1s5p": "123m456p5566789s6s",
    "'[555p,1]46p123s789sCC5p' --rules kawuxing --cap 8": "[555p,1]46p123789sCC5p",
    "123m456m789p23s55s4s --rules jipinghu -t --min-fan 1": "123456m789p2355s4s",
    "12346m123p123sCC5m --rules tianjin -t --indicator 7p --lazhuang S=1 --chan": "12346m123p123sCC5m",
}
WAITS_LINES = {
    "1112345678999s": "1112345678999s",
    "123m456p789s11pEE --seat-wind S": "123m11456p789sEE",
}
JUNK_WORDS = [
    "--flowers",
    "9" * 5000,
    "１２",
    "1_0",
    "-t",
    "--discarder",
    "S",
    "--expect",
    "--expect-fans",
    "花龙,nonsense",
    "'",
    "\\",
    "#",
    "[",
    "]",
    "\x00",
    "\r",
    "\u2028",
    "\u2029",
    "\x85",
    "\x1b[31m",
    "--jobs",
    "--rules",
    "tuidaohu",
    "kawuxing",
    "tianjin",
    "--indicator",
    "--wild",
    "--horses",
    "E:",
    "N:1s",
    "--lazhuang",
    "S=3",
    "--base",
    "--cap",
    "--rules-file",
    "/dev/null",
]

words = st.sampled_from(JUNK_WORDS) | st.text(max_size=12)


def junk_line(good: list[str]) -> st.SearchStrategy[bytes]:
    """A mutated good line, a line of junk words, raw bytes, or an overlong line."""
    mutated = st.tuples(st.sampled_from(good), st.lists(words, max_size=4)).map(
        lambda t: " ".join([t[0], *t[1]]).replace("\n", " ").encode()
    )
    spliced = st.tuples(st.sampled_from(good), st.integers(0, 30), st.text(min_size=1, max_size=3)).map(
        lambda t: (t[0][: t[1]] + t[2] + t[0][t[1] :]).replace("\n", "").encode()
    )
    raw = st.binary(max_size=40).map(lambda b: b.replace(b"\n", b""))
    long = st.sampled_from([b"1" * (MAX_LINE_BYTES + 1), b"x" * 70000 + b"\xff", b"# " + b"y" * 70000])
    return st.one_of(mutated, spliced, raw, long, st.lists(words, max_size=6).map(_words_line))


def _words_line(parts: list[str]) -> bytes:
    return " ".join(parts).replace("\n", " ").encode()


def batch_files(good: dict[str, str]) -> st.SearchStrategy[tuple[bytes, list[str | None]]]:
    """A batch file and, per line, the canonical hand its object must show (``None``: unknown)."""
    known = st.sampled_from(sorted(good)).map(lambda line: (line.encode(), good[line]))
    other = junk_line(sorted(good)).map(lambda b: (b, None))
    ends = st.sampled_from([b"\n", b"\r\n"])
    lines = st.lists(st.tuples(st.one_of(known, other, other), ends), min_size=1, max_size=12)

    def build(
        items: list[tuple[tuple[bytes, str | None], bytes]], cut: bool
    ) -> tuple[bytes, list[str | None]]:
        data = b"".join(body + end for (body, _), end in items)
        if cut:  # the last line without its end
            data = data[: -len(items[-1][1])]
        return data, [tag for (_, tag), _ in items]

    return st.tuples(lines, st.booleans()).map(lambda t: build(*t))


def expected_lines(data: bytes, tags: list[str | None]) -> list[tuple[int, str | None]]:
    """(line number, tag) of every line that must give an object: not blank, not a comment.

    A byte-order mark opening the file is not part of the first line (the reader drops it).
    """
    pieces = data.removeprefix(b"\xef\xbb\xbf").split(b"\n")
    last = pieces.pop()  # after the last newline: an unterminated last line, or nothing
    pieces = [p.removesuffix(b"\r") for p in pieces]  # a CR only right before LF ends a line
    if last:
        pieces.append(last)
    assert len(tags) - 1 <= len(pieces) <= len(tags)  # an unterminated empty last line is no line
    kept = []
    for number, (piece, tag) in enumerate(zip(pieces, tags, strict=False), start=1):
        body = piece.strip(b" \t")  # blanks are spaces and tabs; any other CR is a character
        if body and not body.startswith(b"#"):
            kept.append((number, tag))
    return kept


def invoke(args: list[str], data: bytes) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, args, input=data)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.stdout + result.stderr
    return result.exit_code, result.stdout, result.stderr


FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_batch(command: str, data: bytes, tags: list[str | None]) -> None:
    expected = expected_lines(data, tags)
    code, out, _err = invoke([command, "--json", "--batch", "-"], data)
    assert code in (0, 1)
    objects = [json.loads(line) for line in out.split("\n")[:-1]] if out else []
    assert len(objects) == len(expected), (out, expected)
    assert "\u2028" not in out and "\u2029" not in out and "\x85" not in out
    for obj, (_, tag) in zip(objects, expected, strict=True):
        if tag is not None:
            assert obj == {**obj, "hand": tag} and "error" not in obj
    failed = [number for obj, (number, _) in zip(objects, expected, strict=True) if "error" in obj]
    assert code == (1 if failed else 0)
    # the text mode refuses the same lines, and says which
    code_text, _, err_text = invoke([command, "--batch", "-"], data)
    assert code_text == code
    numbers = [int(m) for m in re.findall(r"^error: line (\d+)", err_text, re.MULTILINE)]
    assert numbers == failed


@FUZZ
@given(batch_files(SCORE_LINES))
def test_score_batch_survives_hostile_lines(file: tuple[bytes, list[str | None]]) -> None:
    check_batch("score", *file)


@FUZZ
@given(batch_files(SYSTEM_LINES))
def test_system_batch_survives_hostile_lines(file: tuple[bytes, list[str | None]]) -> None:
    check_batch("score", *file)


@FUZZ
@given(batch_files(WAITS_LINES))
def test_waits_batch_survives_hostile_lines(file: tuple[bytes, list[str | None]]) -> None:
    check_batch("waits", *file)


RECORD_LINES = [
    "E Alice",
    "S Bob",
    "W Carol",
    "N Dave",
    "win Alice 123m456p789s111z22z from Dave",
    "win Bob 24 --self-drawn --flowers 2",
    "draw",
    "penalty Carol 10 slow play",
    "end time limit",
]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(RECORD_LINES).map(str.encode),
            junk_line(RECORD_LINES),
            st.tuples(st.sampled_from(["win Bob ", "penalty Bob ", "win Bob 8 -t --flowers "]), words).map(
                lambda t: (t[0] + t[1]).replace("\n", " ").encode()
            ),
        ),
        max_size=14,
    ),
    st.sampled_from([b"\n", b"\r\n"]),
)
def test_match_reader_survives_hostile_records(lines: list[bytes], end: bytes) -> None:
    data = b"".join(line + end for line in lines)
    code, out, err = invoke(["match", "-"], data)
    assert code in (0, 1)
    if code == 1:
        assert out == ""
        match = re.fullmatch(r"error: -(?::(\d+))?: .+\n", err)
        assert match is not None, err
        if match.group(1) is not None:
            assert 1 <= int(match.group(1)) <= len(lines)
