"""Batch mode as a tool in a pipeline: --jobs, line ends, closed pipes, --expect, hostile lines."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest
from click.testing import CliRunner

from mcr_cli.cli.batch import reader, runner
from mcr_cli.cli.batch import run as run_module
from mcr_cli.cli.batch.run import CHUNK
from mcr_cli.cli.batch.writer import Outcome
from mcr_cli.cli.main import main
from mcr_cli.limits import MAX_HAND_CHARS, MAX_LINE_BYTES
from tests.helpers.paths import ROOT

HAND = "123m456p789s111z22z"  # the contract's example: 花龙 圈风刻 门风刻 门前清 单钓将 = 15
FANS_15 = "花龙,圈风刻,门风刻,门前清,单钓将"


def run(*args: str, stdin: bytes | str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result.exit_code, result.stdout, result.stderr


def mixed_lines(n: int) -> bytes:
    """``n`` lines of good hands, bad hands, comments, blanks and a bad byte, numbered in the hand."""
    kinds = [
        f"{HAND}\n",
        f"{HAND} --seat-wind S -t\n",
        "# a comment\n",
        "\n",
        "123m456p789s111z2x\n",
        "1112345678999s9s --flowers 2\r\n",
        "123m\u2028456p\n",
    ]
    data = "".join(kinds[i % len(kinds)] for i in range(n)).encode()
    return data + b"\xff oops\n"


# --- --jobs ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("as_json", [True, False], ids=["json", "text"])
def test_jobs_gives_the_bytes_of_one_process(as_json: bool) -> None:
    data = mixed_lines(CHUNK * 3 + 7)  # several chunks, so the pool really runs
    flags = ["--json"] * as_json
    one = run("score", *flags, "--batch", "-", stdin=data)
    two = run("score", *flags, "--batch", "-", "--jobs", "2", stdin=data)
    assert one == two
    assert one[0] == 1  # bad lines were refused
    if as_json:
        objects = [json.loads(line) for line in one[1].splitlines()]
        giving = sum(i % 7 not in (2, 3) for i in range(CHUNK * 3 + 7))  # not the comment, the blank
        assert len(objects) == giving + 1  # and the line with a bad byte
        assert objects[-1]["error"].startswith(f"line {(CHUNK * 3 + 7) + 1}: not UTF-8")


def test_jobs_for_waits_keeps_order() -> None:
    lines = ["1112345678999s", "123m456p789s11pEE --seat-wind S", "1m"] * (CHUNK // 2 + 5)
    data = "\n".join(lines) + "\n"
    one = run("waits", "--json", "--batch", "-", stdin=data)
    two = run("waits", "--json", "--batch", "-", "-j", "0", stdin=data)
    assert one == two and one[1].count("\n") == len(lines)


def test_a_small_batch_starts_no_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_pool(*args: object) -> None:
        raise AssertionError("a pool was started for a small input")

    monkeypatch.setattr(run_module, "_run_pool", no_pool)
    for count in (10, CHUNK):  # a chunk or less, however many jobs
        assert run("score", "--json", "--batch", "-", "--jobs", "4", stdin=f"{HAND}\n" * count)[0] == 0


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["score", HAND, "--jobs", "2"], id="jobs-without-batch"),
        pytest.param(["score", "--batch", "-", "--jobs", "-1"], id="negative-jobs"),
        pytest.param(["score", "--batch", "-", "--jobs", "２"], id="full-width-jobs"),
        pytest.param(["score", "--batch", "-", "--expect", "15"], id="expect-beside-batch"),
    ],
)
def test_jobs_and_batch_flags_that_make_no_sense_are_usage_errors(args: list[str]) -> None:
    assert run(*args, stdin="")[0] == 2


# --- reading lines ------------------------------------------------------------------------------------


def read(data: bytes, limit: int = MAX_LINE_BYTES) -> list[reader.Line]:
    return list(reader.read_lines(io.BytesIO(data), limit))


@pytest.mark.parametrize(
    ("data", "lines"),
    [
        pytest.param(b"a\nb\n", [(1, "a"), (2, "b")], id="two-lines"),
        pytest.param(b"a\r\nb", [(1, "a"), (2, "b")], id="crlf-and-no-final-newline"),
        pytest.param(b"a\rb\n", [(1, "a\rb")], id="lone-cr-stays-inside"),
        pytest.param("a\u2028b\x0cc\n".encode(), [(1, "a\u2028b\x0cc")], id="u2028-and-ff-stay-inside"),
        pytest.param(b"\xef\xbb\xbfa\n", [(1, "a")], id="bom-dropped"),
        pytest.param(b"# x\n\n  \t\nb\n", [(4, "b")], id="comments-and-blanks-skipped-but-counted"),
        pytest.param(b"a\x00b\n", [(1, "a\x00b")], id="nul-kept-for-the-parser-to-refuse"),
    ],
)
def test_only_newline_ends_a_line(data: bytes, lines: list[tuple[int, str]]) -> None:
    assert [(line.number, line.text) for line in read(data)] == lines


def test_an_overlong_line_is_skipped_in_pieces_and_reported() -> None:
    data = b"1" * 100 + b"\n" + b"x" * 1000 + b"\nb\n"
    lines = read(data, limit=64)
    assert [(line.number, line.fault and str(line.fault)) for line in lines] == [
        (1, "longer than 64 bytes"),
        (2, "longer than 64 bytes"),
        (3, None),
    ]


def test_ten_megabyte_line_is_refused_fast_in_little_memory() -> None:
    data = b"1" * 10_000_000 + b"m\n" + HAND.encode() + b"\n"
    tracemalloc.start()
    start = time.perf_counter()
    lines = read(data)
    elapsed = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert [line.fault is not None for line in lines] == [True, False]
    assert elapsed < 0.5 and peak < 1_000_000, (elapsed, peak)


def test_non_utf8_line_is_an_error_naming_its_line() -> None:
    code, _out, err = run("score", "--batch", "-", stdin=f"{HAND}\n".encode() + b"12\xe9m\n")
    assert code == 1 and err.startswith("error: line 2: not UTF-8 text (invalid continuation byte at byte 3)")


def test_json_never_holds_raw_line_separators() -> None:
    code, out, _ = run("score", "--json", "--batch", "-", stdin="1m\u2028\u2029\x85\n")
    assert code == 1 and out.count("\n") == 1
    assert json.loads(out)["hand"] == "1m\u2028\u2029\x85"
    assert "\u2028" not in out and "\u2029" not in out and "\x85" not in out


# --- pipes ----------------------------------------------------------------------------------------------


def test_closed_pipe_ends_quietly_with_status_0(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_text(f"{HAND}\n" * 20000, encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "mcr_cli", "score", "--json", "--batch", str(big)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    still_running = process.poll() is None  # the first object came while the rest were being made
    process.stdout.close()  # what `| head -1` does
    assert process.wait(timeout=60) == 0
    assert json.loads(first)["fan_points"] == 15 and still_running
    assert process.stderr.read() == b""


# --- --expect -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "flags",
    [
        pytest.param(["--expect", "15"], id="total"),
        pytest.param(["--expect-fans", FANS_15], id="fans-zh"),
        pytest.param(
            ["--expect-fans", "MIXED straight, prevalent wind,Seat Wind，门前清、single wait"],
            id="fans-en-any-case",
        ),
        pytest.param(["--expect", "15", "--expect-fans", FANS_15], id="both"),
    ],
)
def test_expectation_met(flags: list[str]) -> None:
    assert run("score", HAND, *flags)[0] == 0


def test_expectation_missed_is_an_error_showing_expected_and_actual() -> None:
    code, out, _ = run("score", HAND, "--json", "--expect", "16", "--expect-fans", "花龙,门前清,单钓将")
    obj = json.loads(out)
    assert code == 1
    assert obj["error"].startswith("expected total 16, scored 15; fans differ: extra 圈风刻, 门风刻")
    assert obj["expected"] == {"total": 16, "fans": ["花龙", "门前清", "单钓将"]}
    assert obj["actual"] == {"total": 15, "fans": ["花龙", "圈风刻", "门风刻", "门前清", "单钓将"]}


LAST = "[111m,1][999p,2][EEE,3]55s78s9s --fourth-tile --expect-fans"  # 和绝张 圈风刻 门风刻 幺九刻×2


@pytest.mark.parametrize(
    ("line", "met"),
    [
        pytest.param(f"{LAST} '和绝张,圈风刻,门风刻,幺九刻×2'", True, id="times-2"),
        pytest.param(f"{LAST} '和绝张,圈风刻,门风刻,幺九刻 x 2'", True, id="x-2"),
        pytest.param(f"{LAST} '和绝张,圈风刻,门风刻,幺九刻'", False, id="count-missing"),
        pytest.param(f"{HAND} --flowers 2 --expect 17 --expect-fans '{FANS_15},花牌×2'", True, id="flowers"),
        pytest.param(f"{HAND} --flowers 2 --expect 15", False, id="total-includes-flowers"),
    ],
)
def test_expectation_counts_fans_as_a_multiset(line: str, met: bool) -> None:
    code, _, err = run("score", "--batch", "-", stdin=line + "\n")
    assert (code, err.splitlines()[-1]) == (
        (0, "1 checked, 1 as expected, 0 differ") if met else (1, "1 checked, 0 as expected, 1 differs")
    )


def test_batch_summary_counts_only_lines_with_expectations() -> None:
    lines = [f"{HAND} --expect 15", f"{HAND} --expect 14", HAND, "1m --expect 8", "# --expect 1"]
    code, out, err = run("score", "--json", "--batch", "-", stdin="\n".join(lines))
    assert code == 1 and out.count("\n") == 4
    assert err == "3 checked, 1 as expected, 2 differ\n"
    assert run("score", "--batch", "-", stdin=HAND)[2] == ""  # no expectation, no summary


@pytest.mark.parametrize(
    ("value", "message"),
    [
        pytest.param("花龙,dragon", "no fan is named 'dragon'", id="unknown-name"),
        pytest.param("花龙×0", "1-99", id="zero-count"),
        pytest.param(",", "name at least one fan", id="empty"),
    ],
)
def test_bad_expect_fans_is_the_lines_error(value: str, message: str) -> None:
    code, _, err = run("score", HAND, "--expect-fans", value)
    assert code == 1 and message in err


def test_examples_file_meets_its_expectations(examples_dir: Path) -> None:
    code, _, err = run("score", "--batch", str(examples_dir / "hands.txt"))
    assert code == 0
    checked = int(err.split()[0])
    assert checked >= 20 and err == f"{checked} checked, {checked} as expected, 0 differ\n"


# --- hostile input, everywhere ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["score", "1" * 10_000], id="score"),
        pytest.param(["waits", "1" * 10_000], id="waits"),
        pytest.param(["shanten", "1" * 10_000], id="shanten"),
        pytest.param(["waits", "1112345678999s", "--visible", "1m" * 5000], id="visible"),
    ],
)
def test_overlong_hand_is_refused_at_once(args: list[str]) -> None:
    start = time.perf_counter()
    code, _, err = run(*args)
    assert code == 1 and "no legal one is longer than" in err
    assert time.perf_counter() - start < 0.5


@pytest.mark.parametrize(
    ("args", "code"),
    [
        pytest.param([HAND, "--flowers", "１"], 2, id="full-width-digit"),
        pytest.param([HAND, "--flowers", "1_0"], 2, id="underscore"),
        pytest.param([HAND, "--flowers", "9" * 5000], 2, id="5000-digits"),
        pytest.param([HAND, "--flowers", " 1"], 2, id="space"),
        pytest.param([HAND, "--expect", "+15"], 2, id="plus-sign"),
        pytest.param([HAND, "--expect", "99999"], 2, id="expect-out-of-range"),
        pytest.param([HAND, "-t", "--discarder", "S"], 1, id="r17-discarder-when-self-drawn"),
    ],
)
def test_numbers_are_strict_and_flags_consistent(args: list[str], code: int) -> None:
    result = run("score", *args)
    assert result[0] == code and "Traceback" not in result[2]
    assert len(result[2]) < 400  # a hostile value is quoted shortened


@pytest.mark.parametrize(
    "args",
    [
        pytest.param(["--points", "8", "--min-points", "4"], id="points-and-min"),
        pytest.param(["--min-points", "24", "--max-points", "8"], id="min-above-max"),
        pytest.param(["--points", "１"], id="full-width"),
        pytest.param(["--points", "99"], id="above-88"),
    ],
)
def test_fans_filters_that_contradict_are_usage_errors(args: list[str]) -> None:
    assert run("fans", *args)[0] == 2


SEATS = "E Alice\nS Bob\nW Carol\nN Dave\n"


NO_EVE = "# x\u2028y\nE Alice\nS Bob\nW Carol\nN Dave\nwin Eve 8 -t\n"


@pytest.mark.parametrize(
    ("record", "message"),
    [
        pytest.param(
            SEATS + "win Bob " + "9" * 4301 + " -t\n", "-:5: longer than 4096 bytes", id="long-line"
        ),
        pytest.param(
            SEATS + "win Bob " + "9" * 4000 + " -t\n",
            "-:5: a fan total must be 0-9999, not a 4000-digit number",
            id="4000-digit-total",
        ),
        pytest.param(
            SEATS + "draw\npenalty Bob 99999\n", "-:6: penalty points must be 1-9999, not 99999", id="penalty"
        ),
        pytest.param(
            SEATS + "win Bob 8 -t --flowers １\n", "-:5: --flowers １: there are 8 flower", id="flowers"
        ),
        pytest.param("E Alice\x0cS Bob\nW \xe9\n", "-:1: ", id="form-feed-is-no-line-end"),
        pytest.param(NO_EVE, "-:6: unknown player 'Eve'", id="u2028-is-no-line-end"),
    ],
)
def test_match_records_are_read_strictly(record: str, message: str) -> None:
    code, out, err = run("match", "-", stdin=record.encode())
    assert code == 1 and out == "" and err.startswith(f"error: {message}"), err


def test_match_names_a_non_utf8_line() -> None:
    code, _, err = run("match", "-", stdin=SEATS.encode() + b"win Bob 8 -t\n\xff\n")
    assert code == 1 and err.startswith("error: -:6: not UTF-8 text")


def test_no_traceback_for_an_env_without_a_terminal() -> None:
    env = {**os.environ, "COLUMNS": "abc"}
    result = subprocess.run(
        [sys.executable, "-m", "mcr_cli", "score", HAND], capture_output=True, text=True, env=env, cwd=ROOT
    )
    assert result.returncode == 0 and "花龙" in result.stdout


def test_hand_bound_is_above_any_legal_hand() -> None:
    longest = "[1m1m1m1m,5][2m2m2m2m,5][3m3m3m3m,5][4m4m4m4m,5]5m5m"
    assert len(longest) <= MAX_HAND_CHARS
    assert run("score", longest, "--json")[0] == 0


def _api_calls() -> list[object]:
    from mcr_cli import Hand, Meld, MeldKind, WinContext, parse_hand, score
    from mcr_cli.match.ledger import load_match
    from mcr_cli.match.standings import standings

    return [
        pytest.param(lambda: score(123), "a hand is notation text or a Hand, not int", id="score-int"),
        pytest.param(lambda: score(None), "not NoneType", id="score-none"),
        pytest.param(lambda: score(HAND, context="x"), "must be a WinContext, not str", id="context-str"),
        pytest.param(
            lambda: score(HAND, WinContext(seat_wind=7)), "seat_wind must be a seat 0-3", id="seat-7"
        ),
        pytest.param(
            lambda: score(HAND, WinContext(seat_wind="S")), "seat_wind must be a seat 0-3", id="seat-str"
        ),
        pytest.param(lambda: score(HAND, WinContext(self_drawn="yes")), "True or False", id="flag-str"),
        pytest.param(
            lambda: score(HAND, WinContext(flowers=2.5)),
            "flowers must be a whole number",
            id="flowers-float",
        ),
        pytest.param(lambda: score(Hand((), ("1m",), 1)), "tiles 0-33", id="hand-of-strings"),
        pytest.param(
            lambda: score(Hand((Meld(MeldKind.CHOW, 8),), (), None)), "chow cannot start", id="chow-9m"
        ),
        pytest.param(lambda: parse_hand(b"123m"), "not bytes", id="parse-bytes"),
        pytest.param(lambda: parse_hand(HAND, 15), "13 or 14 tiles", id="parse-15"),
        pytest.param(lambda: load_match(123), "text or numbered lines", id="match-int"),
        pytest.param(lambda: load_match([(1, 2)]), "(number, text) pair", id="match-bad-line"),
        pytest.param(lambda: standings("abc"), "list of MatchResult", id="standings-str"),
    ]


@pytest.mark.parametrize(("call", "message"), _api_calls())
def test_api_refuses_wrong_types_with_its_own_errors(call: object, message: str) -> None:
    from mcr_cli.errors import MCRError

    with pytest.raises(MCRError, match=re.escape(message)):
        call()  # type: ignore[operator]


@pytest.mark.parametrize("kind", [RecursionError, MemoryError])
def test_a_line_that_exhausts_the_stack_or_memory_is_that_lines_error(
    monkeypatch: pytest.MonkeyPatch, kind: type[BaseException]
) -> None:
    """Whatever a line does to the scorer, the batch goes on: one output line per input line."""
    real = runner.LineRunner.run

    def deep(self: runner.LineRunner, line: reader.Line) -> Outcome:
        if "-t" in line.text:
            original = self.handle

            def fail(params: dict) -> object:
                raise kind()

            self.handle = fail
            try:
                return real(self, line)
            finally:
                self.handle = original
        return real(self, line)

    monkeypatch.setattr(runner.LineRunner, "run", deep)
    code, out, _ = run("score", "--json", "--batch", "-", stdin=f"{HAND}\n{HAND} -t\n{HAND}\n")
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and len(objects) == 3
    assert objects[1]["error"] == f"too deeply nested or too large to read ({kind.__name__})"
    assert "error" not in objects[0] and "error" not in objects[2]


@pytest.mark.parametrize(
    ("size", "fault"), [(MAX_LINE_BYTES, "is 4096 characters"), (MAX_LINE_BYTES + 1, "longer than")]
)
def test_a_byte_order_mark_does_not_count_toward_the_first_lines_cap(size: int, fault: str) -> None:
    """Found by the fuzz run: the mark's 3 bytes cut a 4096-byte first line in two (two objects, not one)."""
    data = b"\xef\xbb\xbf" + b"1" * size + b"\n" + HAND.encode() + b"\n"
    code, out, _ = run("score", "--json", "--batch", "-", stdin=data)
    objects = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and len(objects) == 2
    assert fault in objects[0]["error"] and "error" not in objects[1]
