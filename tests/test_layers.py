"""The package's layers, as the folders show them: no import runs upward, no module imports itself round.

Every import counts — at the top of a module, inside a function, or under
``TYPE_CHECKING`` — since each is a dependency a reader must hold in mind.
Layers, lowest first: ``faults`` → ``errors``/``limits``/``native`` → ``model`` → ``systems`` →
``match``/``replay`` → ``render`` → ``cli`` → ``api`` (the public API's checks, which no layer
below may call: the core takes exact types); the package root (the API) may import any.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "mcr_cli"
LAYERS = (
    "faults",
    "errors",
    "limits",
    "native",
    "model",
    "systems",
    "match",
    "replay",
    "render",
    "cli",
    "api",
)
FLOOR = {
    "faults": -1,
    "errors": 0,
    "limits": 0,
    "native": 0,
    "model": 1,
    "systems": 2,
    "match": 3,
    "replay": 3,
    "render": 4,
    "cli": 5,
    "api": 6,
}
MAX_LINES = 400


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imports_of(name: str) -> set[str]:
    """The package's modules that ``name`` imports, resolved to module names."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in MODULES else target)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {m for m in found if m in MODULES and m != name}


GRAPH = {name: imports_of(name) for name in MODULES}


def layer(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else None


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_import_runs_upward(name: str) -> None:
    here = layer(name)
    if here is None or here == "__main__":
        return
    upward = sorted(m for m in GRAPH[name] if layer(m) and FLOOR[layer(m)] > FLOOR[here])  # type: ignore[index]
    assert not upward, f"{name} ({here}) imports a higher layer: {upward}"


def test_no_import_circle() -> None:
    circles = []
    for start in MODULES:
        stack = [(start, [start])]
        seen = set()
        while stack:
            node, path = stack.pop()
            for nxt in GRAPH[node]:
                if nxt == start:
                    circles.append(" → ".join([*path, start]))
                elif nxt not in seen and nxt != "mcr_cli":
                    seen.add(nxt)
                    stack.append((nxt, [*path, nxt]))
    assert not circles, "\n".join(sorted(set(circles))[:10])


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_is_short(name: str) -> None:
    lines = MODULES[name].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{name} has {lines} lines"


def test_every_module_is_in_a_layer() -> None:
    assert {layer(m) for m in MODULES} - {None, "__main__"} <= set(LAYERS)
