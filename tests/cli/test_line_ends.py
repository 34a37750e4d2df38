"""Only ``\\n`` ends a line; a ``\\r`` right before it goes with it; any other ``\\r`` is a character.

In a batch (``mcr score``, ``mcr waits``) and in a match record, a lone CR
never splits a line or separates words: ``123m456p789s111z22z\\r-t`` is one
word, a hand with a bad character at position 20, not a self-drawn hand; a
line ``\\r#x`` or `` \\r `` is no comment and no blank line, and gives its
one error.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from mcr_cli.errors import MatchRecordError
from mcr_cli.match.ledger import load_match
from mcr_cli.match.record import numbered_lines, parse_record, split_words

HAND = "123m456p789s111z22z"


def objects(command: str, data: bytes) -> tuple[int, list[dict]]:
    result = CliRunner().invoke(main, [command, "--json", "--batch", "-"], input=data)
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.exit_code, [json.loads(line) for line in result.stdout.splitlines()]


def test_a_lone_cr_is_part_of_the_hand() -> None:
    code, out = objects("score", f"{HAND}\r-t\n".encode())
    assert code == 1 and len(out) == 1
    assert out[0] == {
        "hand": f"{HAND}\r-t",
        "error": "unknown character '\\r' at position 20",
        "code": "notation.unknown-character",
        "line": 1,
        "position": 20,
    }


@pytest.mark.parametrize("line", [b"\r#x", b" \r ", b"\r\r", b"\t\r\t"])
def test_a_line_of_a_cr_is_a_line(line: bytes) -> None:
    for command in ("score", "waits"):
        code, out = objects(command, line + b"\n" + HAND.encode() + b"\n")
        assert code == 1 and len(out) == 2, out
        assert "error" in out[0] and out[0]["error"].startswith("unknown character '\\r'")


def test_crlf_still_ends_a_line_and_a_final_cr_is_a_character() -> None:
    code, out = objects("score", f"{HAND}\r\n{HAND} -t\r\n{HAND}\r".encode())
    assert code == 1 and len(out) == 3
    assert out[0]["hand"] == out[1]["hand"] == "123m456p789sEEESS" and "error" not in out[1]
    assert out[2] == {
        "hand": f"{HAND}\r",
        "error": "unknown character '\\r' at position 20",
        "code": "notation.unknown-character",
        "line": 3,
        "position": 20,
    }


def test_a_cr_in_a_quoted_line_is_no_separator() -> None:
    code, out = objects("score", f"'{HAND}'\r -t\n".encode())
    assert code == 1 and out[0]["hand"] == f"{HAND}\r"


RECORD = "E A\nS B\nW C\nN D\n"


def test_a_cr_in_a_record_line_is_a_character() -> None:
    with pytest.raises(MatchRecordError) as caught:
        load_match(RECORD + f"win B {HAND}\r-t from A\nend", "m.match")
    assert str(caught.value).startswith("m.match:5: hand 1: " + HAND)
    assert "unknown character '\\r' at position 20" in str(caught.value)
    with pytest.raises(MatchRecordError) as caught:
        parse_record(RECORD + "\r#x\nend", "m.match")
    assert str(caught.value) == (
        "m.match:5: a line starts with a seat (E S W N) or win, draw, penalty, end; not '\\r'"
    )


def test_record_lines_end_at_lf_only() -> None:
    assert list(numbered_lines("E A\r\nS B\r")) == [(1, "E A"), (2, "S B\r")]
    assert list(numbered_lines("x\ry\n")) == [(1, "x\ry")]
    assert split_words("win B 8\r-t") == ["win", "B", "8\r-t"]
    assert split_words("win B 8 \t-t # c") == ["win", "B", "8", "-t"]


def test_the_match_command_reads_a_cr_as_a_character() -> None:
    data = (RECORD + "win B 8\r-t\nend\n").encode()
    result = CliRunner().invoke(main, ["match", "-"], input=data)
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith("error: -:5: ")
