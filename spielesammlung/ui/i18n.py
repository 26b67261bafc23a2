"""Languages: Qt translators from the .ts files, switched while the app runs.

The .ts files are the source; Qt's lrelease (shipped with PySide6) compiles them to .qm once,
into the user cache, unless a bundle ships the .qm files beside them.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import PySide6
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ..core.i18n import fill
from . import paths

if TYPE_CHECKING:  # the rules' labels come with the first game, not at start
    from ..core.label import Label

LANGUAGES = ("de", "en")
LANGUAGES_NAMES = {"de": "Deutsch", "en": "English"}


def _lrelease() -> str | None:
    shipped = Path(PySide6.__file__).parent / ("lrelease.exe" if os.name == "nt" else "lrelease")
    return str(shipped) if shipped.exists() else shutil.which("pyside6-lrelease")


def compiled(language: str) -> Path | None:
    """The .qm file of `language`: shipped beside the .ts, or compiled into the cache."""
    source = paths.translations() / f"spielesammlung_{language}.ts"
    shipped = source.with_suffix(".qm")
    if shipped.exists():
        return shipped
    try:
        found = source.stat()  # its size and time of change name the compiled file
    except OSError:
        return None
    target = paths.cache() / f"{language}-{found.st_size:x}-{found.st_mtime_ns:x}.qm"
    if not target.exists():
        tool = _lrelease()
        if tool is None:
            return None
        import subprocess  # only the first start after a change of the texts needs it

        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part.qm")
        done = subprocess.run([tool, "-silent", str(source), "-qm", str(partial)], check=False)
        if done.returncode != 0 or not partial.exists():
            return None
        partial.replace(target)
    return target


def system_language() -> str:
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


_installed: list[QTranslator] = []  # the one translator of the application


class Languages:
    """Installs one translator at a time; Qt then sends LanguageChange to every widget."""

    def __init__(self) -> None:
        self.current = ""

    def switch(self, language: str) -> None:
        if language not in LANGUAGES:
            language = "en"
        while _installed:
            QCoreApplication.removeTranslator(_installed.pop())
        if language != "en":  # Qt's own texts (standard buttons, dialogs): English in Qt
            from PySide6.QtCore import QLibraryInfo

            qt_texts = QTranslator()
            folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt_texts.load(f"qtbase_{language}", folder):
                QCoreApplication.installTranslator(qt_texts)
                _installed.append(qt_texts)
        translator = QTranslator()
        qm = compiled(language)
        if qm is not None and translator.load(str(qm)):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
        german = QLocale.Language.German if language == "de" else QLocale.Language.English
        QLocale.setDefault(QLocale(german))
        self.current = language


def say(label: Label | str) -> str:
    """A catalogue label (core.label) in the current language (a plain string as it is)."""
    if isinstance(label, str):
        return label
    args = tuple(say(arg) for arg in label.args)
    return fill(QCoreApplication.translate(label.context, label.source), *args)


def signed(text: str, count: int) -> str:
    """A plural text translated for the size of `count` (Qt fills %n with counts from 0 up)
    with the count's sign put back: "-1 Punkt" like "1 Punkt"."""
    if count >= 0:
        return text
    return re.sub(rf"(?<![%\d]){-count}(?!\d)", str(count), text)
