"""``SYSTEMS``: one declaration per system package, MCR first, and the one answer to whose a flag is.

Each package's ``DECLARATION`` is the object ``SYSTEMS`` holds and
``find_system``'s result comes from; ``register``/``unregister`` make a new
tuple, which the readers read as they run.  Whether a flag belongs to a system
is ``flags.flag_names``, asked alike by the declaration and the ``System``.
"""

from __future__ import annotations

import subprocess
import sys
from importlib import import_module

import pytest

from mcr_cli import systems
from mcr_cli.systems import (
    SYSTEMS,
    UnknownSystemError,
    find_system,
    register,
    system_names,
    unregister,
)
from mcr_cli.systems.base import System
from mcr_cli.systems.declaration import Declaration
from mcr_cli.systems.flags import TABLE, flag_names
from tests.helpers.paths import ROOT
from tests.helpers.registry import demo_registered

PACKAGES = {d.name: d.scorer.rpartition(".")[0] for d in SYSTEMS}


def test_systems_is_a_tuple_of_declarations_mcr_first_names_unique() -> None:
    assert isinstance(SYSTEMS, tuple)
    assert all(type(d) is Declaration for d in SYSTEMS)
    assert SYSTEMS[0].name == "mcr" == systems.DEFAULT
    assert len(set(system_names())) == len(SYSTEMS)
    assert system_names() == ("mcr", "tuidaohu", "kawuxing", "jipinghu", "tianjin")


@pytest.mark.parametrize("name", list(PACKAGES))
def test_each_packages_declaration_is_the_one_its_system_comes_from(name: str) -> None:
    package = import_module(PACKAGES[name])
    declaration = package.DECLARATION
    assert [d for d in SYSTEMS if d.name == name] == [declaration]
    assert find_system(name) is declaration.system() is import_module(declaration.scorer).SYSTEM
    system = find_system(name)
    assert system.name == name
    assert (system.reads, system.own_flags, system.settings) == (
        declaration.reads,
        declaration.flags,
        declaration.settings,
    )
    assert (declaration.reads, declaration.flags, declaration.settings) == (
        package.READS,
        package.FLAGS,
        package.SETTINGS,
    )


@pytest.mark.parametrize("name", list(PACKAGES))
def test_the_declaration_and_the_system_agree_on_every_flag(name: str) -> None:
    """One rule: the table's flags read, the prevalent wind, the own flags, the settings that are flags."""
    (declaration,) = [d for d in SYSTEMS if d.name == name]
    system = find_system(name)
    assert declaration.flag_names() == system.flag_names()
    assert "prevalent_wind" in system.flag_names()
    everything = {f.name for f in TABLE} | {f.name for d in SYSTEMS for f in d.flags}
    for flag in everything:
        has = flag in flag_names(declaration.reads, declaration.flags, declaration.settings)
        assert has == (flag in system.flag_names()), flag


def test_the_prevalent_wind_is_every_systems_though_it_reads_none() -> None:
    class Quiet(System):
        name = "quiet"
        reads = ("self_drawn",)

    assert Quiet().flag_names() == {"self_drawn", "prevalent_wind"}


def test_an_unknown_name_is_refused_naming_the_systems() -> None:
    with pytest.raises(UnknownSystemError, match="choose one of mcr, tuidaohu, kawuxing, jipinghu, tianjin"):
        find_system("riichi")
    with pytest.raises(UnknownSystemError):
        unregister("riichi")


def test_register_adds_after_the_others_and_unregister_takes_it_out() -> None:
    before = systems.SYSTEMS
    with demo_registered():
        assert systems.SYSTEMS[: len(before)] == before
        assert systems.SYSTEMS[-1] is import_module("tests.helpers.demo").DECLARATION
        register("tests.helpers.demo")  # again: in place, not twice
        assert system_names() == (*(d.name for d in before), "demo")
    assert before == systems.SYSTEMS
    with pytest.raises(UnknownSystemError):
        find_system("demo")


def test_the_command_line_loads_the_declarations_and_only_the_scorer_it_scores_with() -> None:
    """Every system's options come from its declaration: ``mcr score`` under MCR imports MCR's scorer alone,
    the demo registered before it too."""
    code = (
        "import sys\n"
        "from mcr_cli.systems import register\n"
        "register('tests.helpers.demo')\n"
        "from mcr_cli.cli.main import main\n"
        "try:\n    main(['score', '123m456p789s111z22z', '--json'])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.endswith('.system')), file=sys.stderr)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert '"total": 15' in proc.stdout
    assert proc.stderr.strip() == "['mcr_cli.systems.mcr.system']"


ROW_TABLES = (
    # system, module of its rows, the rows with no predicate (said elsewhere, and why)
    ("tuidaohu", "mcr_cli.systems.tuidaohu.table", {"鸡胡", "自摸", "硬胡"}),  # T4; the doublings
    ("jipinghu", "mcr_cli.systems.jipinghu.table", {"鸡胡"}),  # J3: no other base pattern
    ("kawuxing", "mcr_cli.systems.kawuxing.system", set()),
)


@pytest.mark.parametrize(("name", "module", "unpredicated"), ROW_TABLES, ids=[r[0] for r in ROW_TABLES])
def test_each_row_of_a_regional_table_is_its_pattern_beside_its_predicate(
    name: str, module: str, unpredicated: set[str]
) -> None:
    """A table is declared once, as rows: the system's patterns are the rows' patterns, in order, and
    every row but those the system decides as a whole carries the predicate that detects it."""
    rows = import_module(module).ROWS
    assert find_system(name).patterns == tuple(p for p, _ in rows)
    assert {p.zh for p, holds in rows if holds is None} == unpredicated
    assert all(callable(holds) for _, holds in rows if holds is not None)
