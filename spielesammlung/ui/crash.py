"""Unexpected errors: logged, explained in a dialog; a running game is saved and closed.

Installed as `sys.excepthook` and `threading.excepthook` while the app runs. PySide6 passes an
error raised in a slot or an event handler to `sys.excepthook` and goes on, so the app stays
usable: the dialog says what happened and where the log is, and the game is back on the start
screen, to be continued from its autosave (the last good state: sessions change only by whole
actions, and the window saves after each).
"""

from __future__ import annotations

import logging
import re
import sys
import threading
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..core.i18n import fill

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from .main_window import MainWindow

log = logging.getLogger("spielesammlung")
translate = QCoreApplication.translate
LONGEST = 300  # characters of the error's message shown in the dialog (all of it is in the log)
WORD = 30  # characters of a word in the dialog without a place to break the line


def breakable(text: str) -> str:
    """`text` with a line break allowed after every WORD characters of a longer word (a path, a
    name): a dialog breaks lines only between words, and would cut such a word at its edge."""
    return re.sub(rf"\S{{{WORD}}}(?=\S)", lambda match: match.group(0) + "\u200b", text)


class CrashHandler(QObject):
    """Turns an unexpected error into a log entry and a dialog; one dialog at a time."""

    _from_thread = Signal(object)  # errors of other threads are shown by the GUI thread

    def __init__(self, log_file: Path | None, window: MainWindow | None = None) -> None:
        super().__init__()
        self.log_file = log_file
        self.window = window
        self.box: QMessageBox | None = None
        # Emitted only from other threads, so Qt's automatic connection queues the call to the
        # GUI thread (naming QueuedConnection would load the whole `Qt` namespace at start).
        self._from_thread.connect(self.show)

    def install(self) -> None:
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        sys.excepthook = sys.__excepthook__
        threading.excepthook = threading.__excepthook__

    def excepthook(
        self, kind: type[BaseException], error: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        log.error("Unexpected error", exc_info=(kind, error, tb))
        if threading.current_thread() is threading.main_thread():  # Qt's GUI thread
            self.show(error)
        else:
            self._from_thread.emit(error)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            self.excepthook(args.exc_type, args.exc_value, args.exc_traceback)

    def show(self, error: BaseException) -> None:
        """The dialog (not blocking); errors while it is open are only logged."""
        if self.box is not None:
            return
        # Imported here, not at start: the dialog's classes are needed only when an error came.
        import traceback

        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        about_game = self._save_and_close_game()
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(translate("Crash", "Unexpected error"))
        message = f"{type(error).__name__}: {error}"
        if len(message) > LONGEST:
            message = message[:LONGEST] + "…"
        text = fill(translate("Crash", "Something went wrong in Spielesammlung: %1"), message)
        box.setText(breakable(text))
        if self.log_file is not None:
            where = fill(translate("Crash", "The details are in the log file %1."), self.log_file)
        else:
            where = translate("Crash", "No log file could be written.")
        box.setInformativeText("\n\n".join(s for s in (about_game, where) if s))
        box.setDetailedText("".join(traceback.format_exception(error)))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addButton(QMessageBox.StandardButton.Ok)
        if self.log_file is not None:
            folder = box.addButton(
                translate("Crash", "Open the log folder"), QMessageBox.ButtonRole.HelpRole
            )
            folder.clicked.connect(self.open_log_folder)
        box.finished.connect(self._closed)
        self.box = box
        box.open()

    def _closed(self) -> None:
        self.box = None

    def open_log_folder(self) -> None:
        if self.log_file is not None:
            from PySide6.QtCore import QUrl  # lazy, as in `show`
            from PySide6.QtGui import QDesktopServices

            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_file.parent)))

    def _save_and_close_game(self) -> str:
        """Save the running game once more, back to the start screen; what to tell the players."""
        window = self.window
        if window is None or window.controller is None:
            return ""
        from ..core import saves  # the saves' format: loaded with the first game or file

        path = window.autosave_path
        saved = False
        if path is not None:  # None: the game had ended, nothing is left to save
            try:
                session = window.controller.session
                saves.save(session, path, *window.kept(session))  # phones come back too
                saved = True
            except Exception:  # the dialog must come up whatever happened
                log.exception("Saving the game after the error failed")
        try:
            window.choose_game()
        except Exception:
            log.exception("Closing the game after the error failed")
        if saved:
            return translate(
                "Crash", "Your game was saved and closed; continue it from the start screen."
            )
        if path is not None:
            return translate("Crash", "The game was closed; it could not be saved.")
        return ""
