"""A main window with its own settings, autosave folder and log (no files in the user's home)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from spielesammlung.core.saves import Autosaves
from spielesammlung.ui import logs
from spielesammlung.ui.i18n import Languages
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.settings import Settings


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "off"
    settings.language = "en"
    languages = Languages()
    languages.switch(settings.language)
    win = MainWindow(settings, languages, Autosaves(tmp_path / "autosave"))
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close_game()


@pytest.fixture
def log_file(tmp_path: Path) -> Path:
    path = logs.start(tmp_path / "log")
    assert path is not None
    yield path
    logs.stop()
