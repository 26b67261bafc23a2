"""The Linux bundle: what it leaves out, and (once packaging/build ran) what it carries."""

from __future__ import annotations

import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

import PySide6
import pytest

from spielesammlung import __version__
from spielesammlung.ui.app import APP_ID

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import lean  # noqa: E402

BUNDLE = ROOT / "dist" / f"spielesammlung-{__version__}-linux-{platform.machine()}"


def test_the_app_imports_only_the_qt_modules_the_bundle_keeps():
    imported = set()
    for source in (ROOT / "spielesammlung").rglob("*.py"):
        imported |= set(re.findall(r"PySide6\.(Qt\w+)", source.read_text(encoding="utf-8")))
    assert imported <= set(lean.QT_MODULES), "add the module to packaging/lean.py QT_MODULES"


def test_unused_qt_modules_are_left_out():
    unused = lean.unused_qt_modules(Path(PySide6.__file__).parent)
    assert "PySide6.QtNetwork" in unused and "PySide6.QtQml" in unused
    assert not {f"PySide6.{name}" for name in lean.QT_MODULES} & set(unused)


def test_plugins_and_qt_translations_kept_or_left_out():
    plugins = "PySide6/Qt/plugins"
    assert lean.keep(f"{plugins}/platforms/libqxcb.so")
    assert lean.keep(f"{plugins}/platforms/libqwayland.so")
    assert lean.keep(f"{plugins}/imageformats/libqsvg.so")
    assert lean.keep(f"{plugins}/iconengines/libqsvgicon.so")
    assert not lean.keep(f"{plugins}/platforms/libqvnc.so")
    assert not lean.keep(f"{plugins}/platformthemes/libqgtk3.so")
    assert not lean.keep(f"{plugins}/tls/libqopensslbackend.so")
    assert not lean.keep("PySide6/Qt/translations/qt_help_de.qm")
    assert lean.keep("PySide6/Qt/translations/qtbase_de.qm")
    assert lean.keep("spielesammlung/data/translations/spielesammlung_de.qm")


@pytest.mark.parametrize(
    "spec", ["spielesammlung.spec", "windows/spielesammlung.spec", "macos/spielesammlung.spec"]
)
def test_every_recipe_carries_resources_and_translations(spec: str):
    text = (ROOT / "packaging" / spec).read_text(encoding="utf-8")
    for name in ("resources", "translations"):
        assert f'"spielesammlung/data/{name}"' in text, name
    assert 'collect_submodules("spielesammlung")' in text  # games are imported by name


@pytest.fixture
def bundle() -> Path:
    if not (BUNDLE / "spielesammlung").is_file():
        pytest.skip("no bundle: run packaging/build (.ci/run does)")
    return BUNDLE


def files(folder: Path) -> set[Path]:
    return {p.relative_to(folder) for p in folder.rglob("*") if p.is_file()}


def test_bundle_carries_every_resource_and_compiled_translations(bundle: Path):
    data = bundle / "_internal" / "spielesammlung" / "data"
    for name in ("resources", "translations"):
        wanted = {p for p in files(ROOT / name) if p.suffix != ".qm"}
        assert wanted <= files(data / name), name
    for ts in (ROOT / "translations").glob("*.ts"):
        assert (data / "translations" / ts.with_suffix(".qm").name).stat().st_size > 0


def test_bundle_is_lean(bundle: Path):
    internal = bundle / "_internal"
    qt_texts = {p.name for p in (internal / "PySide6" / "Qt" / "translations").iterdir()}
    assert qt_texts == set(lean.QT_TRANSLATIONS)
    names = {p.name for p in internal.rglob("*")}
    assert "QtNetwork.abi3.so" not in names  # libQt6Network stays: QtMultimedia links it
    assert "libqxcb.so" in names and "libqsvgicon.so" in names


def test_bundle_carries_the_native_solvers(bundle: Path):
    compiled = {p.name for p in (ROOT / "spielesammlung").rglob("_*.so")}
    assert compiled <= {p.name for p in (bundle / "_internal" / "spielesammlung").rglob("*.so")}


def test_bundle_carries_ssl(bundle: Path):
    """websockets' client imports ssl: without it "Join a game" could not start."""
    assert any(p.name.startswith("_ssl.") for p in (bundle / "_internal").rglob("_ssl.*"))


def test_bundle_carries_what_playing_across_computers_needs(bundle: Path):
    """websockets, zeroconf (finding hosts on the network) and its ifaddr, in the archive of
    the bundle's Python modules (PyInstaller's table of it) or as compiled files."""
    table = ROOT / "build" / "packaging" / "pyinstaller" / "spielesammlung" / "PYZ-00.toc"
    if not table.is_file():
        pytest.skip("no table of the bundle's modules: run packaging/build here")
    modules = set(re.findall(r"'([A-Za-z_][\w.]*)'", table.read_text()))
    assert {
        "websockets.asyncio.client",
        "zeroconf",
        "ifaddr",
        "spielesammlung.net.discovery",
    } <= modules
    assert any((bundle / "_internal" / "zeroconf").rglob("*.so"))


def test_bundle_has_desktop_integration(bundle: Path):
    share = bundle / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    assert (bundle / "install.sh").is_file()


def test_install_script_installs_and_removes(bundle: Path, tmp_path: Path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PREFIX": str(tmp_path / "prefix")}
    subprocess.run([str(bundle / "install.sh")], env=env, check=True, capture_output=True)
    prefix = tmp_path / "prefix"
    done = subprocess.run(
        [str(prefix / "bin" / "spielesammlung"), "--version"],
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.stdout.strip() == f"spielesammlung {__version__}"
    desktop = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    assert f'Exec="{prefix}/lib/spielesammlung/spielesammlung" %f' in desktop.read_text()
    assert (prefix / "share" / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True)
        assert check.returncode == 0 and not check.stdout, check.stdout
    subprocess.run([str(bundle / "install.sh"), "--uninstall"], env=env, check=True)
    left = [p for p in prefix.rglob("*") if p.is_file() or p.is_symlink()]
    mime = prefix / "share" / "mime"  # the file type database, made anew without ours
    left = [p for p in left if mime not in p.parents or p.parent == mime / "packages"]
    assert [p.name for p in left if p.suffix != ".cache"] == []  # the desktop's caches stay
