"""Starting the application: Qt, language, settings, the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from ..core.saves import Autosaves
from . import paths
from .i18n import Languages
from .main_window import MainWindow
from .settings import Settings


class _FirstFrame(QObject):
    """Quits the application once the first frame of the window was painted (--smoke)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, QApplication.instance().quit)
        return False


def create_window(settings: Settings | None = None) -> tuple[MainWindow, Languages]:
    settings = settings or Settings()
    languages = Languages()
    languages.switch(settings.language)
    window = MainWindow(settings, languages, Autosaves(paths.autosave_folder()))
    return window, languages


def run(argv: Sequence[str], smoke: bool = False) -> int:
    app = QApplication.instance() or QApplication(list(argv))
    app.setApplicationName("Spielesammlung")
    app.setOrganizationName("Spielesammlung")
    app.setDesktopFileName("spielesammlung")
    window, _languages = create_window()
    if smoke:
        watcher = _FirstFrame(window)
        window.installEventFilter(watcher)
        window.start.installEventFilter(watcher)
        QTimer.singleShot(10_000, lambda: app.exit(1))
    window.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(run(sys.argv))
