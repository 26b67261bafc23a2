"""A main window with its own settings and autosave folder, animations off."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings

from spielesammlung.core.saves import Autosaves
from spielesammlung.ui.i18n import Languages
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.settings import Settings


@pytest.fixture(autouse=True)
def english_after_the_test():
    """A test that switched to German does not leave the next one in German."""
    yield
    if QLocale().language() == QLocale.Language.German:
        Languages().switch("en")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    store = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    store.speed = "off"
    store.language = "en"
    return store


@pytest.fixture
def window(qtbot, settings: Settings, tmp_path: Path) -> MainWindow:
    languages = Languages()
    languages.switch(settings.language)
    win = MainWindow(settings, languages, Autosaves(tmp_path / "autosave"))
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close_game()
    win.start.set_resumable([])  # test-only games vanish from the registry after the test
