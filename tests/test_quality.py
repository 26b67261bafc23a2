"""The code stays ruff clean, mypy clean on the whole package, and translations complete."""

from __future__ import annotations

import re
import runpy
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


def test_ruff_clean() -> None:
    done = run(str(BIN / "ruff"), "check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_placeholders_are_filled_by_fill() -> None:
    """%1, %2… are filled in one pass by `core.i18n.fill`, never by a chain of str.replace."""
    chain = re.compile(r"""\.replace\(\s*f?["']%""")
    found = [
        f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"
        for path in sorted((ROOT / "spielesammlung").rglob("*.py"))
        for text in [path.read_text(encoding="utf-8")]
        for match in chain.finditer(text)
    ]
    assert not found, found


def test_mypy_clean() -> None:
    done = run(str(BIN / "mypy"))
    assert done.returncode == 0, done.stdout + done.stderr


def test_translations_are_complete_and_current(tmp_path: Path) -> None:
    sources = runpy.run_path(str(ROOT / "scripts" / "i18n.py"))["sources"]()
    fresh = tmp_path / "fresh.ts"
    done = run(str(BIN / "pyside6-lupdate"), *sources, "-locations", "none", "-ts", str(fresh))
    assert done.returncode == 0, done.stderr

    def keys(path: Path) -> set[tuple[str, str]]:
        root = ElementTree.parse(path).getroot()
        return {
            (context.findtext("name", ""), message.findtext("source", ""))
            for context in root.iter("context")
            for message in context.iter("message")
        }

    wanted = keys(fresh)
    for language in ("de", "en"):
        path = ROOT / "translations" / f"spielesammlung_{language}.ts"
        assert wanted <= keys(path), f"run scripts/i18n.py update: {sorted(wanted - keys(path))}"
        text = path.read_text(encoding="utf-8")
        assert 'type="unfinished"' not in text, f"{path.name} has unfinished messages"
