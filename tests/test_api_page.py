"""docs/api.md is true: its ```python examples run, in order, and give what their comments promise.

The page's blocks run one after another in one namespace, from the
repository's root (``examples/club.toml`` is there), with the old spellings'
``DeprecationWarning`` an error: the page shows the API as it is. A comment
on a line is a promise when it starts with

* a value (a Python literal, a tuple in parentheses: ``# (17, True): 花龙 8, …``,
  ``# {'E': 75, …}``, ``# 32: 混一色 8 × …``): the line's value equals it;
* a repr (``# Hand.parse('[444s,1]…')``): the line's ``repr`` starts the comment;
* an error's name and message (``# ContextError: --flowers is not part of …``):
  the line raises that error with that message;

and is prose otherwise (``# the table in force``).  tests/test_docs_examples.py
runs the ```console examples of the same pages.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
import warnings
from typing import Any, NamedTuple

import pytest

from mcr_cli import systems
from tests.helpers.paths import ROOT

PAGE = ROOT / "docs" / "api.md"
ERROR = re.compile(r"([A-Z]\w*(?:Error|Exception)): (.*)")
REPR = re.compile(r"[A-Za-z_][\w.]*\(")


class Block(NamedTuple):
    line: int
    """The page's line of the block's first line of code (1-based)."""
    code: str


def python_blocks(text: str) -> list[Block]:
    """The ```python blocks of a Markdown page, each with the line it starts on."""
    blocks, lines, start = [], text.splitlines(), None
    for number, line in enumerate(lines, 1):
        if start is None and line.strip() == "```python":
            start = number + 1
        elif start is not None and line.strip() == "```":
            blocks.append(Block(start, "\n".join(lines[start - 1 : number - 1]) + "\n"))
            start = None
    return blocks


def comments(code: str) -> dict[int, str]:
    """Each line's comment, without its ``#`` (lines of ``code`` from 1)."""
    found = {}
    for token in tokenize.generate_tokens(io.StringIO(code).readline):
        if token.type == tokenize.COMMENT:
            found[token.start[0]] = token.string[1:].strip()
    return found


def promised_value(comment: str) -> tuple[bool, Any]:
    """``(True, value)`` if the comment starts with a Python literal (the longest), else ``(False, None)``."""
    cuts = [i for i, ch in enumerate(comment) if ch in " :;,"] + [len(comment)]
    for cut in reversed(cuts):
        if comment[:cut].rstrip().endswith(","):
            continue  # ``17, the object …`` promises 17: a tuple is written in parentheses
        try:
            return True, ast.literal_eval(comment[:cut])
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            continue
    return False, None


def check(statement: ast.stmt, comment: str | None, namespace: dict[str, Any], where: str) -> str | None:
    """Run one statement; the failure of its promise, if it makes one and breaks it."""
    code = compile(ast.Module(body=[statement], type_ignores=[]), where, "exec")
    error = ERROR.fullmatch(comment or "")
    if not isinstance(statement, ast.Expr) or comment is None:
        exec(code, namespace)
        return None
    expression = compile(ast.Expression(statement.value), where, "eval")
    if error:
        try:
            value = eval(expression, namespace)
        except Exception as err:
            shown = f"{type(err).__name__}: {err}"
            return None if shown == comment else f"{where}: raised {shown!r}, the page says {comment!r}"
        return f"{where}: gave {value!r}, the page says it raises {comment!r}"
    value = eval(expression, namespace)
    is_value, promised = promised_value(comment)
    if is_value:
        return None if value == promised else f"{where}: gave {value!r}, the page says {promised!r}"
    if REPR.match(comment) and not comment.startswith(repr(value)):
        return f"{where}: repr is {value!r}, the page says {comment!r}"
    return None


def run_page(text: str, source: str = "docs/api.md") -> tuple[list[str], int]:
    """The broken promises of a page's blocks, and how many promises there were."""
    namespace: dict[str, Any] = {"__name__": "api_page"}
    failures, promises = [], 0
    for block in python_blocks(text):
        said = comments(block.code)
        for statement in ast.parse(block.code).body:
            assert statement.end_lineno is not None
            comment = said.get(statement.end_lineno)
            where = f"{source}:{block.line + statement.lineno - 1}"
            if isinstance(statement, ast.Expr) and comment is not None:
                promises += ERROR.fullmatch(comment) is not None or promised_value(comment)[0]
                promises += bool(REPR.match(comment)) and not promised_value(comment)[0]
            failure = check(statement, comment, namespace, where)
            if failure:
                failures.append(failure)
    return failures, promises


def test_the_api_page_gives_what_it_promises(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    registered = systems.SYSTEMS
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", DeprecationWarning)
            failures, promises = run_page(PAGE.read_text(encoding="utf-8"))
    finally:
        systems.SYSTEMS = registered
    assert not failures, "\n".join(failures)
    assert promises >= 30


@pytest.mark.parametrize(
    ("code", "failure"),
    [
        pytest.param("1 + 1  # 3: wrong", "gave 2, the page says 3", id="value"),
        pytest.param("[1, 2]  # [1, 2]", None, id="value-kept"),
        pytest.param("17  # 17, then prose", None, id="value-then-comma"),
        pytest.param("x = 5  # 6: an assignment promises nothing", None, id="assignment"),
        pytest.param("int('x')  # ValueError: nope", 'raised "ValueError: invalid literal', id="message"),
        pytest.param("int('1')  # ValueError: nope", "gave 1, the page says it raises", id="no-raise"),
        pytest.param("int('x')  # the prose of a line", "invalid literal", id="unpromised-raise"),
        pytest.param("range(3)  # range(0, 3)", None, id="repr"),
        pytest.param("range(3)  # range(0, 4)", "repr is range(0, 3)", id="wrong-repr"),
        pytest.param("'a' * 2  # the object of a command", None, id="prose"),
    ],
)
def test_a_broken_promise_is_found(code: str, failure: str | None) -> None:
    text = f"Text.\n\n```python\n{code}\n```\n"
    try:
        failures, _ = run_page(text, "page.md")
    except ValueError as err:  # an error no comment promised is the test's failure
        failures = [str(err)]
    if failure is None:
        assert failures == []
    else:
        assert len(failures) == 1 and failure in failures[0], failures
