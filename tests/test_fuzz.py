"""Hostile input through every reader and the public API, driven by hypothesis.

Readers: the score batch reader (MCR and the regional systems), the waits
and shanten batch readers, the match record reader (command and API) and the house-rule
file reader.  Each example is built from good input, mutated input and
junk: random unicode and bytes, NULs, a lone ``\\r``, U+2028, a byte-order
mark, CRLF ends, huge numbers, invalid UTF-8, deep nesting, lines over the
length cap, house-rule files that are FIFOs, directories, ``/dev/zero``,
1,000 levels deep or name one pattern twice.  The properties: no traceback;
the documented exit codes (0 all scored, 1 a line refused); one JSON object
per line that is not blank or a comment, in input order; in text mode one
``error: line N`` per refused line, at the same lines as the JSON error
objects; every error one line.  The model of "a line" is written here
independently: split the bytes at ``\\n`` only, a ``\\r`` right before it
going with it.

The API: every public function (``tests/test_api_arguments.SPECS``) called
with random hostile values raises nothing but the package's ``MCRError``,
whose message is one line.  A few real processes (``sys.executable -m
mcr_cli``) check what only a real descriptor shows: a worker pool over a
hostile batch, and a full disk.

Examples are derandomized (a fixed seed per test) and few, so the file runs
in seconds and a failure is reproducible.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mcr_cli.cli.main import main
from mcr_cli.errors import MatchRecordError, MCRError
from mcr_cli.limits import MAX_LINE_BYTES
from mcr_cli.match.ledger import load_match
from mcr_cli.match.record import parse_record
from mcr_cli.model.hand import Hand, Meld, MeldKind
from mcr_cli.systems import house
from mcr_cli.systems.context import WinContext
from tests.helpers.hostile import (
    HOSTILE_PATHS,
    HOUSE_DIR,
    JUNK_WORDS,
    RECORD_LINES,
    SCORE_LINES,
    SHANTEN_LINES,
    SYSTEM_LINES,
    TOML_KEYS,
    TOML_VALUES,
    WAITS_LINES,
    hostile_batch,
)
from tests.helpers.paths import ROOT
from tests.test_api_arguments import HOSTILE, SPECS

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
    carriage = st.tuples(st.sampled_from(good), st.sampled_from(["\r", " \r ", "\r#", "\x00", "\u2028"])).map(
        lambda t: (t[0] + t[1] + "-t").encode()
    )
    house_line = st.tuples(st.sampled_from(good), st.sampled_from(HOSTILE_PATHS)).map(
        lambda t: f"{t[0]} --rules-file '{t[1]}'".encode()
    )
    long = st.sampled_from([b"1" * (MAX_LINE_BYTES + 1), b"x" * 70000 + b"\xff", b"# " + b"y" * 70000])
    return st.one_of(
        mutated, spliced, raw, long, carriage, house_line, st.lists(words, max_size=6).map(_words_line)
    )


def _words_line(parts: list[str]) -> bytes:
    return " ".join(parts).replace("\n", " ").encode()


def batch_files(good: dict[str, str]) -> st.SearchStrategy[tuple[bytes, list[str | None]]]:
    """A batch file and, per line, the canonical hand its object must show (``None``: unknown)."""
    known = st.sampled_from(sorted(good)).map(lambda line: (line.encode(), good[line]))
    other = junk_line(sorted(good)).map(lambda b: (b, None))
    ends = st.sampled_from([b"\n", b"\r\n"])
    lines = st.lists(st.tuples(st.one_of(known, other, other), ends), min_size=1, max_size=12)

    def build(
        items: list[tuple[tuple[bytes, str | None], bytes]], cut: bool, bom: bool
    ) -> tuple[bytes, list[str | None]]:
        data = b"".join(body + end for (body, _), end in items)
        if cut:  # the last line without its end
            data = data[: -len(items[-1][1])]
        return (b"\xef\xbb\xbf" if bom else b"") + data, [tag for (_, tag), _ in items]

    return st.tuples(lines, st.booleans(), st.booleans()).map(lambda t: build(*t))


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


FUZZ = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def check_batch(command: str, data: bytes, tags: list[str | None]) -> None:
    expected = expected_lines(data, tags)
    code, out, _err = invoke([command, "--json", "--batch", "-"], data)
    assert code in (0, 1)
    objects = [json.loads(line) for line in out.split("\n")[:-1]] if out else []
    assert len(objects) == len(expected), (out, expected)
    assert "\u2028" not in out and "\u2029" not in out and "\x85" not in out
    for obj, (_, tag) in zip(objects, expected, strict=True):
        assert "Traceback" not in obj.get("error", "") and "4300" not in obj.get("error", "")
        if tag is not None:
            assert obj == {**obj, "hand": tag} and "error" not in obj
    failed = [number for obj, (number, _) in zip(objects, expected, strict=True) if "error" in obj]
    assert [obj["line"] for obj in objects if "error" in obj] == failed, "each error object names its line"
    assert code == (1 if failed else 0)
    if command == "score":  # --csv: a header, then one row per line, errors as rows with their number
        import csv
        import io

        code_csv, out_csv, _ = invoke([command, "--csv", "--batch", "-"], data)
        rows = list(csv.reader(io.StringIO(out_csv, newline="")))
        assert code_csv == code and rows[0][0] == "line" and len(rows) == len(expected) + 1
        assert [int(row[0]) for row in rows[1:]] == [number for number, _ in expected]
        assert [int(row[0]) for row in rows[1:] if row[-1]] == failed
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


@FUZZ
@given(batch_files(SHANTEN_LINES))
def test_shanten_batch_survives_hostile_lines(file: tuple[bytes, list[str | None]]) -> None:
    check_batch("shanten", *file)


@settings(max_examples=60, deadline=None, derandomize=True)
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


# --- the house-rule file reader ---------------------------------------------------------------

toml_line = st.one_of(
    st.tuples(st.sampled_from(TOML_KEYS), st.sampled_from(TOML_VALUES)).map(lambda t: f"{t[0]} = {t[1]}"),
    st.sampled_from(TOML_KEYS),
    st.text(max_size=20),
)
house_files = st.one_of(
    st.lists(toml_line, max_size=8).map(lambda lines: "\n".join(lines).encode("utf-8", "surrogatepass")),
    st.binary(max_size=200),
    st.sampled_from(
        [b"\xef\xbb\xbfsystem = 'tuidaohu'\n", b"system = 'tuidaohu'\r\nbase = 2\r\n", b"\x00" * 10]
    ),
    st.integers(1, 5000).map(lambda n: b'system = "tuidaohu"\nx = ' + b"[" * n + b"]" * n),
)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(house_files)
def test_house_rule_reader_survives_hostile_files(data: bytes) -> None:
    path = HOUSE_DIR / "fuzzed.toml"
    path.write_bytes(data)
    house._load.cache_clear()  # one path, new contents each example
    try:
        house.load_house_rules(str(path))
    except house.HouseRulesError as err:
        message = str(err)
        assert message.startswith(f"{path}: ") and "\n" not in message and len(message) < 1200
        assert "4300" not in message
    result = CliRunner().invoke(main, ["rules", "--rules-file", str(path), "--json"])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code in (0, 1)
    if result.exit_code == 1:
        assert result.stdout == "" and result.stderr.count("\n") == 1
        assert result.stderr.startswith(f"error: {path}: ")


@pytest.mark.parametrize("path", HOSTILE_PATHS, ids=lambda p: Path(p).name)
def test_hostile_house_rule_paths_are_one_error(path: str) -> None:
    try:
        house.load_house_rules(path)
    except house.HouseRulesError as err:
        assert "\n" not in str(err) and str(err).startswith(house.escape(path, house.MAX_PATH_SHOWN))
    else:
        assert Path(path).name == "good.toml"


# --- the match record API -------------------------------------------------------------------------

record_texts = st.lists(
    st.one_of(
        st.sampled_from(RECORD_LINES),
        st.text(max_size=30),
        st.sampled_from(["win Bob 9" + "9" * 5000, "E " + "x" * 5000, "win Bob 8 -t\r", "\ufeffE Alice"]),
    ),
    max_size=20,
).map("\n".join)


@settings(max_examples=80, deadline=None, derandomize=True)
@given(record_texts, st.one_of(st.just("m.match"), st.text(max_size=300)))
def test_match_record_api_raises_only_record_errors(text: str, source: str) -> None:
    for read in (parse_record, load_match):
        try:
            read(text, source)
        except MatchRecordError as err:
            message = str(err)
            assert "\n" not in message.replace("\\n", "") and len(message) < 1500, message[:200]


# --- the public API -------------------------------------------------------------------------------

leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([5000, -5000, 20, 64]).map(lambda n: 10**n if n > 0 else -(10**-n)),  # huge, lazily
    st.floats(),
    st.binary(max_size=10),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=10),
    st.sampled_from(["\r", "\x00", "\u2028", "\ufeff", "9" * 5000, "1m" * 100]),
    st.sampled_from(list(MeldKind)),
)
hostile = st.recursive(
    leaves,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.lists(inner, max_size=5).map(tuple),
        st.dictionaries(st.text(max_size=3), inner, max_size=3),
        st.builds(Hand, inner, inner, inner),
        st.builds(Meld, inner, inner, inner),
        st.builds(WinContext, seat_wind=inner, flowers=inner, extra=inner),
    ),
    max_leaves=8,
) | st.integers(0, len(HOSTILE) - 1).map(HOSTILE.__getitem__)  # by index: hypothesis reprs what it samples


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # SPECS call the old spellings too
@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.sampled_from([spec.values for spec in SPECS]), st.data())
def test_public_api_raises_only_the_packages_errors(spec: Any, data: st.DataObject) -> None:
    function, good = spec
    name = data.draw(st.sampled_from(sorted(good)))
    value = data.draw(hostile)
    try:
        result = function(**{**good, name: value})
        if hasattr(result, "__next__"):
            list(result)
        str(result)
        repr(result)
    except MCRError as err:
        message = str(err)
        assert "\n" not in message and len(message) < 800 and "4300" not in message, message[:200]


# --- real processes -------------------------------------------------------------------------------


def mcr_process(args: list[str], **kwargs: Any) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-m", "mcr_cli", *args], env=env, timeout=120, **kwargs
    )


def test_a_worker_pool_over_a_hostile_batch_gives_one_line_per_line() -> None:
    data = hostile_batch(1300, seed=7)
    tags = [None] * data.count(b"\n")
    expected = expected_lines(data, tags)
    result = mcr_process(["score", "--json", "--batch", "-", "--jobs", "2"], input=data, capture_output=True)
    assert result.returncode in (0, 1) and b"Traceback" not in result.stderr
    lines = result.stdout.decode().splitlines()
    assert len(lines) == len(expected)
    one = mcr_process(["score", "--json", "--batch", "-"], input=data, capture_output=True)
    assert one.stdout == result.stdout


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_hostile_batch_to_a_full_disk_is_one_line() -> None:
    with open("/dev/full", "wb") as full:
        result = mcr_process(
            ["score", "--json", "--batch", "-", "--jobs", "2"],
            input=hostile_batch(1300, seed=8),
            stdout=full,
            stderr=subprocess.PIPE,
        )
    assert result.returncode == 1
    assert result.stderr == b"mcr: cannot write output: No space left on device\n"
