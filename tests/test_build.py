"""The two builds: pure Python by default, the core compiled with mypyc under ``MCR_CLI_COMPILE=1``.

What is checked here runs in either build (CI runs the suite against both):
the build in use is the one announced (``mcr --version``, and
``MCR_CLI_EXPECT_BUILD`` when CI sets it, so a compiled run can never test the
sources by mistake), the core is compiled all or nothing, the compiled set is
the core and only the core, and the backend asks for the compiler only when
told to, stopping with one clear line when there is no C compiler.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys

import pytest

from mcr_cli.native import compiled
from tests.helpers.paths import ROOT

BACKEND = ROOT / "build_backend"
CORE_PACKAGES = ("mcr_cli.model", "mcr_cli.systems")


def core_module_names() -> list[str]:
    """Every module of the core, from the source tree: errors, limits, model, systems."""
    names = ["mcr_cli.errors", "mcr_cli.limits"]
    for package in CORE_PACKAGES:
        folder = ROOT / package.replace(".", "/")
        for path in sorted(folder.rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def is_extension(module_name: str) -> bool:
    return str(importlib.import_module(module_name).__file__).endswith((".so", ".pyd"))


def test_version_line_names_the_build(run_mcr) -> None:  # type: ignore[no-untyped-def]
    result = run_mcr("--version")
    assert result.exit_code == 0
    assert result.stdout.rstrip().endswith("(compiled)" if compiled() else "(pure Python)")


def test_build_is_the_one_ci_expects() -> None:
    expected = os.environ.get("MCR_CLI_EXPECT_BUILD")
    if expected is None:
        pytest.skip("MCR_CLI_EXPECT_BUILD not set (CI sets it to 'compiled' or 'pure')")
    assert expected in ("compiled", "pure")
    assert compiled() == (expected == "compiled"), f"expected the {expected} build"


def test_core_is_compiled_all_or_nothing() -> None:
    kinds = {name: is_extension(name) for name in core_module_names()}
    assert set(kinds.values()) == {compiled()}, sorted(n for n, ext in kinds.items() if ext != compiled())


@pytest.mark.parametrize("name", ["mcr_cli", "mcr_cli.native", "mcr_cli.cli.main", "mcr_cli.render.output"])
def test_api_cli_render_and_marker_stay_python(name: str) -> None:
    assert not is_extension(name)


def test_compiled_set_is_the_core() -> None:
    sys.path.insert(0, str(BACKEND))
    try:
        import mcr_build
    finally:
        sys.path.remove(str(BACKEND))
    files = mcr_build.core_modules(ROOT)
    as_names = [f.removesuffix(".py").replace("/", ".").removesuffix(".__init__") for f in files]
    assert sorted(as_names) == sorted(core_module_names())
    assert "mcr_cli/native.py" not in files and "mcr_cli/__init__.py" not in files


def run_backend(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh Python, in the repository root, with the backend importable, under ``env``."""
    environ = {k: v for k, v in os.environ.items() if k not in ("MCR_CLI_COMPILE", "CC")}
    environ.update(env)
    return subprocess.run(
        [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(BACKEND)!r}); {code}"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environ,
        timeout=120,
    )


@pytest.mark.parametrize(
    ("value", "asks"), [("", False), ("0", False), ("1", True)], ids=["unset", "zero", "one"]
)
def test_compiling_only_when_asked(value: str, asks: bool) -> None:
    result = run_backend("import mcr_build; print(mcr_build.compiling())", MCR_CLI_COMPILE=value)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(asks)


def test_pure_build_needs_no_compiler() -> None:
    pytest.importorskip("setuptools")
    result = run_backend(
        "import mcr_build; print(mcr_build.get_requires_for_build_wheel())", CC="/nonexistent/cc"
    )
    assert result.returncode == 0, result.stderr
    assert "mypy" not in result.stdout.splitlines()[-1]


def test_compiled_build_without_a_c_compiler_stops_with_one_line() -> None:
    pytest.importorskip("setuptools")
    result = run_backend(
        "import mcr_build; mcr_build.get_requires_for_build_wheel()",
        MCR_CLI_COMPILE="1",
        CC="/nonexistent/cc",
    )
    assert result.returncode == 1
    message = [line for line in result.stderr.splitlines() if line.startswith("error:")]
    assert len(message) == 1 and "no working C compiler" in message[0] and "/nonexistent/cc" in message[0]
    assert "Traceback" not in result.stderr


def test_compiled_build_asks_for_mypyc_when_a_compiler_works() -> None:
    pytest.importorskip("setuptools")
    probe = run_backend("import compiler_check; compiler_check.require_c_compiler()")
    if probe.returncode != 0:
        pytest.skip("no C compiler on this machine")
    result = run_backend(
        "import mcr_build; print(mcr_build.get_requires_for_build_wheel())", MCR_CLI_COMPILE="1"
    )
    assert result.returncode == 0, result.stderr
    assert "mypy==" in result.stdout.splitlines()[-1]


def test_compiled_marker_is_inert_at_run_time() -> None:
    from mcr_cli.native import mypyc_attr

    class Plain:
        pass

    assert mypyc_attr(allow_interpreted_subclasses=True)(Plain) is Plain
