"""The real app in a state worth showing, for the AppStream screenshots (packaging/screenshots/).

    QT_QPA_PLATFORM=xcb .venv/bin/python packaging/screenshots.py start|heimlich

Runs the app window with its own settings (English, no animations) and autosave folder in a
temporary home; `heimlich` resumes a two-player game after some moves of the computer players.
Take the picture with a screen grabber on a 1200x780 virtual screen (Xvfb), e.g. after 5 s.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from spielesammlung.core import registry, saves
from spielesammlung.core.protocol import Setup
from spielesammlung.core.saves import Autosaves
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.ui.app import app_icon
from spielesammlung.ui.i18n import Languages
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.settings import Settings

MOVES = 14  # Heimlich: well into the opening


def heimlich(autosaves: Autosaves) -> Session:
    entry = registry.entry("heimlich")
    session = Session("heimlich", entry.rules(), Setup(("Anna", "Ben")), 7, [Seat(), Seat()])
    bot = entry.bots()["easy"]()
    rng = random.Random(7)
    for _ in range(MOVES):
        player = min(session.game.to_act(session.state).players)
        legal = list(session.game.legal_actions(session.state, player))
        view = session.game.view_for(session.state, player)
        session.act(player, bot.choose(view, player, legal, rng))
    saves.save(session, autosaves.new_path("heimlich"))
    return session


def main(scene: str) -> int:
    home = Path(tempfile.mkdtemp(prefix="spielesammlung-shot-"))
    app = QApplication(sys.argv[:1])
    app.setWindowIcon(app_icon())
    store = QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.language, settings.speed = "en", "off"
    languages = Languages()
    languages.switch(settings.language)
    autosaves = Autosaves(home / "autosave")
    if scene == "heimlich":
        heimlich(autosaves)
    window = MainWindow(settings, languages, autosaves)
    window.show()
    if scene == "heimlich":
        window.resume(autosaves.list()[0])
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "start"))
