"""Every place in spielesammlung/ui that opens a window of its own, found in the source (issue
25): a class of a dialog or main window (`module.Class`), and a call that makes or opens a
dialog or message box, `QDialog(…)`, `QMessageBox(…)`, `QMessageBox.about(…)`,
`QInputDialog.getText(…)` (`module.function`, the function it is made in). The layout test of
the dialogs (test_layout_dialogs.py) names the test that checks each one, so a new dialog
without a layout check fails there."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import spielesammlung.ui

UI = Path(spielesammlung.ui.__file__).parent
#: Qt's classes of windows of their own
WINDOWS = {"QDialog", "QMainWindow", "QMessageBox", "QInputDialog", "QFileDialog", "QWizard"}


def sites() -> set[str]:
    """`module.Class` of each window class and `module.function` of each dialog made."""
    found: set[str] = set()
    for path in sorted(UI.rglob("*.py")):
        module = path.relative_to(UI).with_suffix("").as_posix().replace("/", ".")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for scope, node in _walk(tree, ""):
            if isinstance(node, ast.ClassDef):
                if any(_last(base) in WINDOWS for base in node.bases):
                    found.add(f"{module}.{node.name}")
            elif isinstance(node, ast.Call) and _opens(node.func):
                found.add(f"{module}.{scope}")
    return found


def _last(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    return node.attr if isinstance(node, ast.Attribute) else ""


def _opens(func: ast.expr) -> bool:
    """`QDialog(…)` or a static opener such as `QMessageBox.warning(…)`."""
    if isinstance(func, ast.Name):
        return func.id in WINDOWS
    return (
        isinstance(func, ast.Attribute)
        and isinstance(func.value, ast.Name)
        and func.value.id in WINDOWS
        and func.attr[:1].islower()
    )


def _walk(node: ast.AST, scope: str) -> Iterator[tuple[str, ast.AST]]:
    """Each node below `node` with the dotted name of the class or function it is in."""
    for child in ast.iter_child_nodes(node):
        yield scope, child
        if isinstance(child, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            inner = f"{scope}.{child.name}" if scope else child.name
            yield from _walk(child, inner)
        else:
            yield from _walk(child, scope)
