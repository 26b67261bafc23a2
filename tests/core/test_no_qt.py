"""The core, the command line and every game's rules package import without Qt."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import importlib, importlib.abc, json, pkgutil, sys, traceback

QT = ("PySide6", "shiboken6")
tried = []


class BlockQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name.partition(".")[0] in QT:
            tried.append(name)
            raise ImportError(f"Qt is blocked here: {name}")
        return None


sys.meta_path.insert(0, BlockQt())
imported, failed = [], {}


def load(name):
    try:
        module = importlib.import_module(name)
    except BaseException:
        failed[name] = traceback.format_exc()
        return None
    imported.append(name)
    return module


def walk(package):
    module = load(package)
    if module is not None and hasattr(module, "__path__"):
        for info in pkgutil.iter_modules(module.__path__, package + "."):
            walk(info.name)


load("spielesammlung")
walk("spielesammlung.core")
load("spielesammlung.cli")
walk("spielesammlung.games")
loaded = sorted(n for n, m in sys.modules.items() if n.partition(".")[0] in QT and m is not None)
print(json.dumps({"imported": imported, "failed": failed, "tried": tried, "loaded": loaded}))
"""


def test_no_qt_in_core_cli_and_games() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["failed"] == {}, "\n".join(report["failed"].values())
    assert report["tried"] == [] and report["loaded"] == []
    imported = set(report["imported"])
    core = {p.stem for p in (ROOT / "spielesammlung" / "core").glob("*.py")} - {"__init__"}
    assert {f"spielesammlung.core.{name}" for name in core} <= imported
    assert "spielesammlung.cli" in imported
    games = [
        p.name
        for p in (ROOT / "spielesammlung" / "games").iterdir()
        if (p / "__init__.py").exists()
    ]
    assert {f"spielesammlung.games.{name}" for name in games} <= imported
