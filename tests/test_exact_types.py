"""The core takes exact types: no ``X | object`` below the API, no private name imported across packages.

A caller's hostile values are checked once, at the public API
(``mcr_cli/__init__.py`` and ``mcr_cli/api.py``, never compiled); the core
(every other module) says what it takes, so that its signatures are true
and the compiled build checks them as they say.  ``X | object`` is the
shape that once let anything through a compiled signature to be checked
inside; a private (underscored) function imported across packages was the
unchecked twin of a checked public one.  The source is read with ``ast``:
every annotation of every function, parameter and variable.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "mcr_cli"
API = {PACKAGE / "__init__.py", PACKAGE / "api.py"}
CORE = sorted(p for p in PACKAGE.rglob("*.py") if p not in API)


def _annotations(tree: ast.AST) -> list[ast.expr]:
    found: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
            found += [a.annotation for a in every if a is not None and a.annotation is not None]
            if node.returns is not None:
                found.append(node.returns)
        elif isinstance(node, ast.AnnAssign):
            found.append(node.annotation)
    return found


def _members(node: ast.expr) -> list[str]:
    """The members of a union written with ``|`` or ``Union[...]``, each as source; a lone type is one."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _members(node.left) + _members(node.right)
    if isinstance(node, ast.Subscript) and ast.unparse(node.value) in ("Union", "typing.Union"):
        items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        return [m for item in items for m in _members(item)]
    return [ast.unparse(node)]


def _takes_object_too(annotation: ast.expr) -> bool:
    """Whether the annotation, or a part of it, is a union of a type with ``object`` (``X | object``)."""
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return _takes_object_too(ast.parse(annotation.value, mode="eval").body)
    for node in ast.walk(annotation):
        members = set(_members(node)) if isinstance(node, (ast.BinOp, ast.Subscript)) else set()
        if "object" in members and members - {"object", "None"}:
            return True
    return False


@pytest.mark.parametrize("path", CORE, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_annotation_of_the_core_takes_object_besides_its_type(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    loose = [f"line {a.lineno}: {ast.unparse(a)}" for a in _annotations(tree) if _takes_object_too(a)]
    assert not loose, f"{path.relative_to(PACKAGE)} takes `X | object`: " + "; ".join(loose)


def _package_of(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts if parts[-1] == "__init__" else parts[:-1])


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_private_name_is_imported_from_another_package(path: Path) -> None:
    package = _package_of(path).removesuffix(".__init__")
    here = package.split(".")
    crossed = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom) or not node.level:
            continue
        base = here[: len(here) - node.level + 1]
        target = ".".join(base + ([node.module] if node.module else []))
        source = target if (PACKAGE.parent / target.replace(".", "/")).is_dir() else target.rsplit(".", 1)[0]
        for alias in node.names:
            if alias.name.startswith("_") and not alias.name.startswith("__") and source != package:
                crossed.append(f"{target}.{alias.name}")
    assert not crossed, f"{package}: imports private names of another package: {crossed}"
