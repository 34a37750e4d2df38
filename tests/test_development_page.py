"""docs/development.md's "Adding a system" and "Adding a flag" are what the demo system does.

Each section names the modules it edits and shows excerpts of them: the
modules exist, each excerpt is in the module named last before it, line for
line, and what the sections say the commands then do, they do (the demo
registered by its one line after the command line was built).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from click.testing import CliRunner

from mcr_cli.cli.main import main
from tests.helpers.paths import ROOT
from tests.helpers.registry import demo_registered

PAGE = ROOT / "docs" / "development.md"
DEMO = "tests/helpers/demo/"
MODULE = re.compile(r"`((?:tests|mcr_cli)/[\w/]+\.py)`")
READY = "[111p,1]234p567p99pCC9p"


def section(title: str) -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end >= 0 else len(text)]


def excerpts(text: str) -> Iterator[tuple[str, list[str]]]:
    """Each ```python block, with the module named last before it."""
    lines = text.splitlines()
    named = ""
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```python":
            j = i + 1
            while lines[j].strip() != "```":
                j += 1
            yield named, [line.strip() for line in lines[i + 1 : j] if line.strip()]
            i = j
        else:
            found = MODULE.findall(lines[i])
            named = found[-1] if found else named
        i += 1


def demo_modules(text: str) -> set[str]:
    return {m for m in MODULE.findall(text) if m.startswith(DEMO)}


@pytest.mark.parametrize("title", ["Adding a system", "Adding a flag"])
def test_the_sections_modules_exist_and_hold_their_excerpts(title: str) -> None:
    text = section(title)
    for module in MODULE.findall(text):
        assert (ROOT / module).is_file(), module
    shown = list(excerpts(text))
    assert shown
    for module, excerpt in shown:
        source = [line.strip() for line in (ROOT / module).read_text(encoding="utf-8").splitlines()]
        n = len(excerpt)
        assert any(source[k : k + n] == excerpt for k in range(len(source))), (module, excerpt)


def test_adding_a_system_walks_through_the_whole_demo_package() -> None:
    package = {f"{DEMO}{p.name}" for p in (ROOT / DEMO).glob("*.py")}
    assert demo_modules(section("Adding a system")) == package


def test_adding_a_flag_edits_the_declarations_and_the_system_nothing_else() -> None:
    assert demo_modules(section("Adding a flag")) == {f"{DEMO}__init__.py", f"{DEMO}system.py"}
    mentions = [
        p for p in (ROOT / "mcr_cli").rglob("*.py") if "bonus" in p.read_text(encoding="utf-8").lower()
    ]
    assert mentions == []


@pytest.fixture
def demo() -> Iterator[None]:
    with demo_registered():
        yield


@pytest.mark.usefixtures("demo")
def test_what_the_sections_say_the_commands_then_do() -> None:
    def mcr(*args: str) -> tuple[int, str]:
        done = CliRunner().invoke(main, list(args))
        return done.exit_code, done.stdout + done.stderr

    assert "demo" in mcr("rules")[1]
    assert mcr("rules", "demo")[0] == 0
    assert mcr("score", READY, "--rules", "demo", "--json")[1].count('"total": 1') == 1
    assert mcr("score", READY, "--rules", "demo", "--bonus", "--json")[1].count('"total": 2') == 1
    code, said = mcr("score", "123m456p789s111z22z", "--bonus")
    assert code != 0
    assert "--bonus" in said
    assert "demo" in said
