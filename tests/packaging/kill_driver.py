"""Test-only driver: the real app, playing a game between computer players until it is killed.

    python tests/packaging/kill_driver.py GAME PLAYERS SEED [--new | --quit]

Starts the app as `spielesammlung` does (ui.app.run: log, crash handler, settings, the autosave
folder under XDG_DATA_HOME) with animations at "fast". If the start screen offers an autosaved
game, it presses the first "Resume" button; otherwise (or with `--new`) it starts a new game of
GAME between computer players. It reports on standard output, one line each (the test reads them):

    leftovers [NAME, ...]           temporary files in the autosave folder after the start
    offered [[PATH, ...], [PATH, ...]]   the autosaves offered to resume, and unreadable ones
    resumed [PATH, ACTIONS]         the resumed game and how many actions it replayed
    new PATH                        a new game's autosave
    discard PATH                    the finished game's autosave is about to be deleted

(each line a word and a JSON value)

With `--quit` it quits once it has reported what the start screen offers.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup, options_with_defaults
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.ui import app, paths
from spielesammlung.ui.settings import Settings

NAMES = ("Anna", "Ben", "Cem", "Dora", "Emil")


def say(word: str, value: object) -> None:
    print(word, json.dumps(value), flush=True)


def drive(window: object, game_id: str, players: int, seed: int, flags: list[str]) -> None:
    from PySide6.QtWidgets import QApplication, QPushButton

    from spielesammlung.core.session import Session
    from spielesammlung.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    autosaves = window.autosaves
    real_discard = autosaves.discard

    def discard(path: Path) -> None:
        say("discard", str(path))
        real_discard(path)

    autosaves.discard = discard  # type: ignore[method-assign]
    start = window.start
    say("offered", [[str(s.path) for s in start.summaries], [str(p) for p in start.unreadable]])
    if "--quit" in flags:
        QApplication.quit()
        return
    if start.summaries and "--new" not in flags:
        resume = window.tr("Resume")  # the start page's first row is the newest autosave
        buttons = [
            b for b in start.findChildren(QPushButton) if b.accessibleName().startswith(resume)
        ]
        buttons[0].click()
        assert window.controller is not None, "the resume button started no game"
        session = window.controller.session
        say("resumed", [str(window.autosave_path), len(session.log)])
        return
    entry = registry.entry(game_id)
    setup = Setup(NAMES[:players], options_with_defaults(entry.options, {}, players))
    seats = [Seat(COMPUTER, entry.levels[0].id)] * players
    session = Session(game_id, entry.rules(), setup, seed, seats)
    path = autosaves.new_path(game_id)
    say("new", str(path))
    window.start_session(session, path)


def main() -> int:
    game_id, players, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    settings = Settings()
    settings.speed = "fast"
    settings.language = "en"
    real_create_window = app.create_window

    def create_window(
        settings: Settings | None = None, later: bool = False
    ) -> tuple[object, object]:
        window, languages = real_create_window(settings, later)
        folder = paths.autosave_folder()
        say("leftovers", sorted(p.name for p in folder.glob("*.tmp")))
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: drive(window, game_id, players, seed, sys.argv[4:]))
        return window, languages

    app.create_window = create_window  # type: ignore[assignment]
    return app.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
