"""The house-rule file reader: every fault one ``HouseRulesError`` naming the file, in a batch that line's.

A file that cannot be used must never be a traceback (``RecursionError`` of
a deeply nested array), never block (a FIFO), never be read without end
(``/dev/zero``), and never be taken with a silent choice (two names of one
pattern).
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest
from click.testing import CliRunner

import mcr_cli
from mcr_cli.cli.main import main
from mcr_cli.systems.house import (
    MAX_NESTING,
    HouseRulesError,
    load_house_rules,
    nesting,
    parse_house_rules,
)

HAND = "1155m2299p3377sCC"


def _file(tmp_path: Path, text: str, name: str = "club.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _error(path: str) -> str:
    with pytest.raises(HouseRulesError) as caught:
        load_house_rules(path)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_a_deeply_nested_file_is_one_error_naming_it(tmp_path: Path) -> None:
    deep = _file(tmp_path, 'system = "tuidaohu"\nx = ' + "[" * 1000 + "]" * 1000 + "\n")
    assert _error(str(deep)).startswith(f"{deep}: arrays or inline tables nested 1000 deep")
    table = _file(tmp_path, 'system = "tuidaohu"\nx = ' + "{a = " * 500 + "1" + "}" * 500, "t.toml")
    assert "nested 500 deep" in _error(str(table))


def test_nesting_ignores_brackets_in_strings_and_comments() -> None:
    assert nesting("off = [\"[[[[\", '[[[[', \"\"\"[[[\n[[[\"\"\", '''[[[''']  # [[[[[[") == 1
    assert nesting('x = "\\"[[["') == 0
    assert nesting("[values]\n七对 = 8") == 1
    assert nesting("x = " + "[" * (MAX_NESTING + 1)) == MAX_NESTING + 1


def test_a_deep_file_in_a_batch_is_that_lines_error_and_the_batch_goes_on(tmp_path: Path) -> None:
    deep = _file(tmp_path, 'system = "tuidaohu"\nx = ' + "[" * 1000 + "]" * 1000 + "\n")
    lines = ["123m456p789s111z22z"] * 1200
    lines[700] = f"{HAND} -t --rules-file {deep}"
    batch = _file(tmp_path, "\n".join(lines) + "\n", "batch.txt")
    for jobs in ("1", "2"):
        result = CliRunner().invoke(main, ["score", "--json", "--batch", str(batch), "--jobs", jobs])
        assert result.exit_code == 1
        objects = [json.loads(line) for line in result.stdout.splitlines()]
        assert len(objects) == 1200
        assert [i for i, obj in enumerate(objects) if "error" in obj] == [700]
        assert objects[700]["error"].startswith(f"{deep}: arrays or inline tables nested")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("\xff\xfe", "not UTF-8 text"),
        ("system = ", "not valid TOML"),
        ('system = "tuidaohu"\nbase = ' + "9" * 5000, "a number too long to read"),
        ('system = "tuidaohu"\nbase = ' + "9" * 30, "a 30-digit number is out of range"),
    ],
)
def test_unreadable_contents_name_the_file(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_bytes(text.encode("latin-1") if text.startswith("\xff") else text.encode())
    message = _error(str(path))
    assert message.startswith(f"{path}: ") and expected in message
    assert "4300" not in message


def test_two_names_of_one_pattern_are_an_error_naming_both(tmp_path: Path) -> None:
    path = _file(tmp_path, 'system = "tuidaohu"\n[values]\n七对 = 8\n"Seven Pairs" = 9\n')
    message = _error(str(path))
    assert message.startswith(f"{path}: values.Seven Pairs: ")
    assert "'七对'" in message and "'Seven Pairs'" in message
    folded = _file(
        tmp_path, 'system = "tuidaohu"\n[values]\n"seven pairs" = 8\n"Seven Pairs" = 9\n', "b.toml"
    )
    assert "both set 七对" in _error(str(folded))


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "rules.toml"
    os.mkfifo(fifo)
    assert _error(str(fifo)) == f"{fifo}: a FIFO (named pipe), not a regular file"


@pytest.mark.parametrize(("path", "kind"), [("/dev/zero", "a character device"), ("/", "a directory")])
def test_special_files_are_refused_before_reading(path: str, kind: str) -> None:
    if not os.path.exists(path):  # pragma: no cover - a system without /dev/zero
        pytest.skip(f"no {path}")
    assert _error(path) == f"{path}: {kind}, not a regular file"


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no Unix sockets")
def test_a_socket_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    with socket.socket(socket.AF_UNIX) as server:
        try:
            server.bind(str(path))
        except OSError:  # pragma: no cover - a path too long for a socket
            pytest.skip("cannot bind a socket here")
        assert _error(str(path)) == f"{path}: a socket, not a regular file"


def test_a_nul_in_the_path_names_the_file_escaped() -> None:
    assert _error("club\x00.toml") == "club\\x00.toml: not a file name (it holds a NUL character)"
    long = "d/" * 200 + "\x1b[31m"
    message = _error(long)
    assert message.startswith("d/d/") and "…" in message and len(message) < 200


def test_a_nul_in_a_batch_lines_path_is_that_lines_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["score", "--json", "--batch", "-"], input=f"{HAND} -t --rules-file 'a\x00b'\n{HAND} -t\n"
    )
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.exit_code == 1 and len(objects) == 2
    assert objects[0]["error"] == "a\\x00b: not a file name (it holds a NUL character)"


@pytest.mark.parametrize(
    "path", [None, 5, 10**5000, b"club.toml", ["club.toml"], {"a": 1}, 1.5], ids=lambda v: type(v).__name__
)
def test_load_house_rules_refuses_wrong_types(path: object) -> None:
    """The public ``mcr_cli.load_house_rules`` (``api.py``) refuses it; the core's takes a ``str``."""
    with pytest.raises(HouseRulesError) as caught:
        mcr_cli.load_house_rules(path)
    assert str(caught.value).startswith("a house-rule file is named by a path (str), not ")


@pytest.mark.parametrize(
    ("data", "source", "expected"),
    [
        (None, "s", "s: house rules are a table (dict) of key = value, not None"),
        ([1], "s", "s: house rules are a table (dict) of key = value, not [1]"),
        ({"system": "tuidaohu"}, None, "the source of house rules must be a str naming them, not None"),
        ({1: 2}, "s", "s: a key must be a name (str), not 1"),
        ({"system": ["tuidaohu"]}, "s", "s: system: must be a name"),
        ({"system": 10**5000}, "s", "a 5001-digit number"),
        ({"system": "x" * 5000}, "s", "s: system: unknown system 'xxxx"),
        ({"system": "tuidaohu", "values": {None: 2}}, "s", "has no pattern None"),
        ({"system": "tuidaohu", "values": {"七对": 10**5000}}, "s", "a 5001-digit number is out of range"),
        ({"system": "tuidaohu", "values": {"七对": [10**5000]}}, "s", "not [a 5001-digit number]"),
        ({"system": "tuidaohu", "off": [[None]]}, "s", "has no pattern [None]"),
        ({"system": "tuidaohu", "base": b"2"}, "s", "not b'2'"),
    ],
    ids=lambda v: type(v).__name__ if not isinstance(v, str) else v[:20],
)
def test_parse_house_rules_refuses_wrong_types(data: object, source: object, expected: str) -> None:
    with pytest.raises(HouseRulesError) as caught:
        parse_house_rules(data, source)  # type: ignore[arg-type]
    assert expected in str(caught.value) and "\n" not in str(caught.value)
    assert len(str(caught.value)) < 600


def test_a_house_rule_file_error_is_one_line_from_the_cli(tmp_path: Path) -> None:
    deep = _file(tmp_path, 'system = "tuidaohu"\nx = ' + "[" * 1000 + "]" * 1000 + "\n")
    for args in (["score", HAND, "-t", "--rules-file", str(deep)], ["rules", "--rules-file", str(deep)]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 1
        assert result.exception is None or isinstance(result.exception, SystemExit)
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
        assert result.stderr.startswith(f"error: {deep}: arrays or inline tables nested 1000 deep")


@pytest.mark.parametrize("kind", [RecursionError, MemoryError])
def test_a_parser_that_runs_out_of_stack_or_memory_is_one_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: type[BaseException]
) -> None:
    from mcr_cli.systems import house

    def fail(text: str) -> None:
        raise kind()

    monkeypatch.setattr(house.tomllib, "loads", fail)
    path = _file(tmp_path, 'system = "tuidaohu"\n', f"{kind.__name__}.toml")
    assert _error(str(path)) == f"{path}: too deeply nested or too large to read"


@pytest.mark.parametrize(
    ("system", "off", "key", "zh"),
    [
        pytest.param("tuidaohu", "七对", "七对", "七对", id="tuidaohu"),
        pytest.param("jipinghu", "Half Flush", '"混一色"', "混一色", id="jipinghu-english-off"),
        pytest.param("kawuxing", "亮倒", '"Revealed Hand"', "亮倒", id="kawuxing-english-value"),
        pytest.param("tianjin", "双混吊", "双混吊", "双混吊", id="tianjin"),
    ],
)
def test_house_pattern_both_off_and_valued_is_refused(
    tmp_path: Path, system: str, off: str, key: str, zh: str
) -> None:
    """``off`` and ``[values]`` naming one pattern contradict: refused at the value's line, naming it."""
    path = _file(tmp_path, f'system = "{system}"\noff = ["{off}"]\n\n[values]\n{key} = 2\n')
    message = _error(str(path))
    assert message == (
        f"{path}:5: values.{key.strip(chr(34))}: {zh} is switched off (off) and given a value ([values]); "
        "give it one or the other"
    )


@pytest.mark.parametrize(
    ("text", "line", "value", "bound"),
    [
        pytest.param("cap = 1\nmin_discard_factor = 100000\n", 3, 100000, 16384, id="issue-example"),
        pytest.param("min_discard_factor = 16385\n", 2, 16385, 16384, id="just-above"),
        pytest.param(
            'min_discard_factor = 4096\noff = ["清一色", "亮倒"]\n',
            2,
            4096,
            2 * 4 * 4 * 8 * 2 * 2 * 2,
            id="off",
        ),
        pytest.param(
            'min_discard_factor = 40000\n[values]\n"三龙七对" = 1024\n', 2, 40000, 32768, id="value"
        ),
    ],
)
def test_house_min_discard_factor_no_hand_reaches_is_refused(
    tmp_path: Path, text: str, line: int, value: int, bound: int
) -> None:
    """卡五星's K11 minimum above every product of factors the table allows: no discard win could be legal."""
    path = _file(tmp_path, f'system = "kawuxing"\n{text}')
    assert _error(str(path)) == (
        f"{path}:{line}: min_discard_factor = {value} is above the largest product of factors "
        f"the table can reach ({bound}): no discard win could be legal (K11)"
    )


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("cap = 1\n", id="cap-1-default-minimum"),
        pytest.param("cap = 1\nmin_discard_factor = 16384\n", id="the-largest-product"),
        pytest.param("min_discard_factor = 1\n", id="any-discard-win"),
    ],
)
def test_house_min_discard_factor_a_hand_can_reach_is_kept(tmp_path: Path, text: str) -> None:
    path = _file(tmp_path, f'system = "kawuxing"\n{text}')
    done = CliRunner().invoke(main, ["rules", "--rules-file", str(path)])
    assert done.exit_code == 0, done.stderr


def test_with_settings_min_discard_factor_no_hand_reaches_is_a_flag_value_error() -> None:
    from mcr_cli import FlagValueError, find_system

    rules = find_system("kawuxing").rules()
    assert rules.with_settings(min_discard_factor=16384).setting("min_discard_factor") == 16384
    with pytest.raises(FlagValueError, match=r"^min_discard_factor = 16385 is above .* \(16384\)"):
        rules.with_settings(min_discard_factor=16385)
