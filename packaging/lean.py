"""What the Linux bundle leaves out: Qt modules, plugins and translations the app does not use.

Used by spielesammlung.spec (PyInstaller) on the lists of files it collected, before the bundle
is written: drop what is listed here, then every shared library nothing left needs.
"""

from __future__ import annotations

import posixpath
import re
import subprocess
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

# what the app imports (QtMultimedia: the sounds, QSoundEffect only, which needs no plugin)
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtSvgWidgets", "QtMultimedia")

# Qt's own texts kept: the standard buttons and dialogs ("Show Details...") in our languages
QT_TRANSLATIONS = ("qtbase_de.qm", "qtbase_en.qm")

# Qt plugins kept, by folder; every other plugin (and folder) is left out.
PLUGINS = {
    "platforms": ("qxcb", "qwayland", "qoffscreen"),  # X11, Wayland, no screen (--smoke, tests)
    "xcbglintegrations": ("qxcb-egl-integration", "qxcb-glx-integration"),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("adwaita", "bradient"),
    "wayland-graphics-integration-client": ("qt-plugin-wayland-egl",),
    "platforminputcontexts": (
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    ),
    "platformthemes": ("qxdgdesktopportal",),  # qgtk3 would need the system's GTK with ours
    "iconengines": ("qsvgicon",),
    "imageformats": ("qsvg",),  # PNG is built into QtGui
}


def unused_qt_modules(pyside_dir: Path) -> list[str]:
    """`PySide6.<name>` for every Qt module of the installed PySide6 the app does not import."""
    names = {path.name.split(".")[0] for path in pyside_dir.glob("Qt*.*")}
    return sorted(f"PySide6.{name}" for name in names - set(QT_MODULES) if name.isidentifier())


def keep(dest: str) -> bool:
    """Whether a collected file (its path inside the bundle) belongs in the bundle."""
    parts = PurePosixPath(dest).parts
    if parts[:3] == ("PySide6", "Qt", "translations"):
        return parts[-1] in QT_TRANSLATIONS
    if parts[:3] == ("PySide6", "Qt", "plugins") and len(parts) > 4:
        stem = parts[4].split(".")[0].removeprefix("lib")
        return stem in PLUGINS.get(parts[3], ())
    return True


def needed(path: str) -> list[str]:
    """The shared libraries an ELF file links (objdump, which PyInstaller needs on Linux too)."""
    out = subprocess.run(["objdump", "-p", path], capture_output=True, text=True).stdout
    return re.findall(r"^\s*NEEDED\s+(\S+)", out, re.MULTILINE)


def _is_root(dest: str) -> bool:
    """Loaded by Python or Qt directly: extension modules, plugins, Python's own library."""
    name = PurePosixPath(dest).name
    return (
        "/plugins/" in dest
        or ".cpython-" in name
        or name.endswith(".abi3.so")
        or name.startswith(("libpython", "libpyside6", "libshiboken6"))
    )


def reachable(binaries: Iterable[tuple[str, str, str]]) -> set[str]:
    """The destinations of the binaries that a root needs, directly or through others."""
    entries = list(binaries)
    by_name = {PurePosixPath(dest).name: (dest, src) for dest, src, _kind in entries}
    todo = [PurePosixPath(dest).name for dest, _src, _kind in entries if _is_root(dest)]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen or name not in by_name:
            continue
        seen.add(name)
        todo.extend(needed(by_name[name][1]))
    return {by_name[name][0] for name in seen}


def trim(binaries: list, datas: list) -> tuple[list, list]:
    """The collected binaries and data files without what the app does not use."""
    binaries = [entry for entry in binaries if keep(entry[0])]
    wanted = reachable(binaries)
    binaries = [entry for entry in binaries if entry[0] in wanted]

    def alive(dest: str, target: str, kind: str) -> bool:  # no links to what was left out
        return (
            kind != "SYMLINK"
            or posixpath.normpath(posixpath.join(posixpath.dirname(dest), target)) in wanted
        )

    return binaries, [entry for entry in datas if keep(entry[0]) and alive(*entry)]
