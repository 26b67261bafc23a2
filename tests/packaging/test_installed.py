"""The wheel installed outside the source tree: translations, art and rules texts are found.

Builds the wheel from a copy of the sources without network (no build isolation) and installs it
with --target; PySide6 and platformdirs come from this environment.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md")
TREES = ("spielesammlung", "resources", "translations")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.qm")

CHECK = """
import sys
from pathlib import Path
import spielesammlung
from spielesammlung.ui import i18n, paths
site = Path(sys.argv[1]).resolve()
assert Path(spielesammlung.__file__).resolve().is_relative_to(site), spielesammlung.__file__
assert paths.resources().resolve() == site / "spielesammlung" / "data" / "resources"
assert paths.translations().resolve() == site / "spielesammlung" / "data" / "translations"
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
for language in i18n.LANGUAGES:
    qm = i18n.compiled(language)  # compiled by lrelease into the user cache
    assert qm is not None and qm.stat().st_size > 0, language
print("ok")
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("installed")
    source = tmp / "source"
    source.mkdir()
    for name in SOURCES:
        shutil.copy2(ROOT / name, source / name)
    for name in TREES:
        shutil.copytree(ROOT / name, source / name, ignore=SKIP)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    wheels = tmp / "wheels"
    subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(wheels), str(source)],
        check=True,
        cwd=tmp,
        capture_output=True,
    )
    (wheel,) = wheels.glob("spielesammlung-*.whl")
    target = tmp / "site"
    subprocess.run(
        [*pip, "install", "--no-deps", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    return target


def run(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    home = site.parent / "home"
    env = {
        **os.environ,
        "PYTHONPATH": str(site),
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_STATE_HOME": str(home / "state"),
    }
    return subprocess.run(
        args, cwd=site.parent, env=env, capture_output=True, text=True, timeout=120
    )


def installed_files(folder: Path) -> set[Path]:
    return {p.relative_to(folder) for p in folder.rglob("*") if p.is_file()}


def test_every_resource_and_translation_is_installed(site: Path):
    data = site / "spielesammlung" / "data"
    for name in ("resources", "translations"):
        wanted = {p for p in installed_files(ROOT / name) if p.suffix != ".qm"}
        assert wanted and wanted <= installed_files(data / name), name


def test_installed_package_finds_its_data_outside_the_source_tree(site: Path):
    done = run(site, sys.executable, "-c", CHECK, str(site))
    assert done.stdout.strip() == "ok", done.stderr


def test_installed_app_starts(site: Path):
    done = run(site, sys.executable, "-m", "spielesammlung", "--smoke")
    assert done.returncode == 0, done.stderr


def test_installed_command(site: Path):
    done = run(site, str(site / "bin" / "spielesammlung"), "--version")
    from spielesammlung import __version__

    assert done.stdout.strip() == f"spielesammlung {__version__}", done.stderr
