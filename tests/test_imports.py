"""The import graph of the package, built from the source: no module imports itself in a circle.

Every import counts: at the top, inside functions and under TYPE_CHECKING; relative imports are
resolved. `from package import name` counts as an import of the submodule `name` when there is
one (a native module counts by its .pyi stub), else of `package`; a package's __init__ that
gathers its submodules is no circle with them (Python imports the parent package before any
submodule anyway). SCOPES lists the packages checked: the whole package.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "spielesammlung"
SCOPES = ("spielesammlung",)  # the whole package


def _modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its __init__.py; a native
    module by its stub, the .pyi beside its C source)."""
    modules = {}
    for path in [*(ROOT / PACKAGE).rglob("*.py"), *(ROOT / PACKAGE).rglob("*.pyi")]:
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def _imported(name: str, path: Path, modules: dict[str, Path]) -> Iterator[str]:
    """The package's modules that the module `name` imports anywhere in its source."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                for alias in node.names
            ]
        else:
            continue
        for target in targets:
            if target in modules:
                yield target


def import_graph(scopes: tuple[str, ...] = SCOPES) -> dict[str, set[str]]:
    """Module -> the modules it imports, both inside `scopes`."""

    def inside(name: str) -> bool:
        return any(name == scope or name.startswith(scope + ".") for scope in scopes)

    modules = _modules()
    return {
        name: {target for target in _imported(name, path, modules) if inside(target)}
        for name, path in modules.items()
        if inside(name)
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (or a module importing
    itself), each sorted: Tarjan's algorithm."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1 or node in graph[node]:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_imports_in_functions_and_under_type_checking_count(tmp_path: Path) -> None:
    source = tmp_path / "pkg" / "mod.py"
    source.parent.mkdir()
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from .a import Thing\n"
        "def f():\n"
        "    from . import b\n"
        "    import pkg.c\n"
        "    from .. import elsewhere\n"
    )
    modules = {name: source for name in ("pkg", "pkg.a", "pkg.b", "pkg.c", "pkg.mod")}
    assert sorted(_imported("pkg.mod", source, modules)) == ["pkg.a", "pkg.b", "pkg.c"]


def test_circles_are_found() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"a"}, "b": set()}) == [["a"]]


def test_no_import_circle() -> None:
    assert cycles(import_graph()) == []
