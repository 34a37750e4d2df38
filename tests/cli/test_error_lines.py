"""Errors a script can place: every error object of a batch names its line, a notation error its character.

A script that reads ``mcr score --json --batch`` maps an error object back to
its input by ``line`` (1-based, as an editor counts, comments and blanks
included) and, for a fault in the notation, by ``position`` (1-based, in
``hand``, the character the message names).
"""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main

HAND = "123m456p789s111z22z"

KINDS: list[tuple[str, str | None]] = [
    (f"{HAND}", None),
    (f"{HAND} --seat-wind S -t", None),
    ("# a comment", "skip"),
    ("", "skip"),
    ("123m456p789s111z2x", "notation"),
    ("123m456p789s1x1z22z -t", "notation"),
    ("[123m", "notation"),
    ("123m456p789s111z2z", "tiles"),
    (f"{HAND} --bogus", "flag"),
    (f"{HAND} --seat-wind Q", "flag"),
    (f"{HAND} --expect 16", "expect"),
    (f"{HAND} --expect-fans 花龙", "expect"),
    ("'unbalanced", "flag"),
    ("123m456p789s12sEE4s", "no-win"),
]


def mixed_batch(n: int, seed: int) -> tuple[str, list[tuple[int, str, str | None]]]:
    """``n`` lines drawn from ``KINDS``; the lines that give an outcome, as (line number, text, kind)."""
    rng = random.Random(seed)
    chosen = [rng.choice(KINDS) for _ in range(n)]
    outcomes = [(i + 1, text, kind) for i, (text, kind) in enumerate(chosen) if kind != "skip"]
    return "".join(text + "\n" for text, _ in chosen), outcomes


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_every_error_object_of_a_300_line_batch_names_its_line(jobs: str) -> None:
    text, expected = mixed_batch(300, seed=15)
    result = CliRunner().invoke(main, ["score", "--json", "--batch", "-", "--jobs", jobs], input=text)
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(objects) == len(expected)
    lines = text.split("\n")
    errors = 0
    for obj, (number, line, kind) in zip(objects, expected, strict=True):
        if kind is None:
            assert "error" not in obj and "line" not in obj, obj
            continue
        errors += 1
        assert obj["line"] == number and lines[number - 1] == line, obj
        assert list(obj)[:2] == ["hand", "error"], "the contract's keys stay first"
        if kind == "notation":
            position = obj["position"]
            assert obj["error"].endswith(f"at position {position}")
            assert 1 <= position <= len(obj["hand"]) + 1 and line.startswith(obj["hand"])
        elif kind == "expect":
            assert {"expected", "actual"} <= set(obj) and "position" not in obj
        elif kind == "flag":
            assert "position" not in obj
    assert errors > 100, "the batch must be mostly errors, or it checks little"


@pytest.mark.parametrize(
    ("hand", "position", "char"),
    [
        pytest.param("123m456p789s111z2x", 18, "x", id="unknown-character"),
        pytest.param("123m456p789s1x1z22z", 14, "x", id="inside"),
        pytest.param("x23m456p789s111z22z", 1, "x", id="first"),
    ],
)
def test_a_notation_error_points_at_its_character(hand: str, position: int, char: str) -> None:
    """``position`` is 1-based: ``hand[position - 1]`` is the character at fault."""
    for args in (["score", hand, "--json"], ["score", "--json", "--batch", "-"]):
        result = CliRunner().invoke(main, args, input=hand + "\n")
        obj = json.loads(result.stdout)
        assert obj["position"] == position and obj["hand"][position - 1] == char
        assert ("line" in obj) == ("--batch" in args)


def test_a_line_that_cannot_be_read_names_its_line() -> None:
    """Not UTF-8: the error object carries the line too (its message also starts ``line N:``)."""
    data = f"{HAND}\n\n".encode() + b"\xff\n"
    result = CliRunner().invoke(main, ["score", "--json", "--batch", "-"], input=data)
    obj = json.loads(result.stdout.splitlines()[-1])
    assert obj["line"] == 3 and obj["error"].startswith("line 3: not UTF-8")


def test_waits_batch_error_objects_name_their_line() -> None:
    text = "1112345678999s\n# note\n1112345678999s9s\n11123456789x99s\n"
    result = CliRunner().invoke(main, ["waits", "--json", "--batch", "-"], input=text)
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o.get("line") for o in objects] == [None, 3, 4]
    assert objects[2]["position"] == 12 and objects[2]["hand"][11] == "x"
