"""The main window's files: the dialogs that open and save games, and what they say."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from . import games

if TYPE_CHECKING:  # the saves' format loads with the first file opened or saved
    from PySide6.QtWidgets import QMainWindow

    from ..core import saves
    from ..core.saves import SaveError
    from ..core.session import Session
    from .window_status import LastingWarning


class GameFiles:
    """Save files read and written for a window; its dialogs open over `parent`, a failed
    autosave is said in its status bar."""

    def __init__(self, parent: QMainWindow) -> None:
        self.parent = parent
        self.save_warning: LastingWarning | None = None  # made at the first failed autosave

    def autosave(
        self, session: Session, path: Path, kept: tuple[saves.Phones | None, saves.Hosted | None]
    ) -> None:
        """Write `session` to its autosave `path`; a failure is said until a write succeeds."""
        from ..core import saves

        try:
            saves.save(session, path, *kept)
        except OSError as error:
            from .window_status import lasting_warning, save_problem

            if self.save_warning is None:  # lasts while the game cannot be saved
                self.save_warning = lasting_warning(self.parent, "saveWarning")
            self.save_warning.report(save_problem(error))
        else:
            if self.save_warning is not None:
                self.save_warning.report("")

    def tr(self, text: str) -> str:
        return QCoreApplication.translate("GameFiles", text)

    def load(self, path: Path) -> Session | None:
        """The game saved in `path`; None, after a message, when it cannot be played here."""
        from ..core import saves

        try:
            session = saves.load(path)
        except saves.SaveError as error:
            self.show_load_error(path, error)
            return None
        if not games.playable(session.game_id):
            self.show_load_error(path, saves.SaveError("unknown-game", session.game_id))
            return None
        return session

    def show_load_error(self, path: Path, error: SaveError) -> None:
        from PySide6.QtWidgets import QMessageBox  # dialogs load when first needed, not at start

        reasons = {
            "unreadable": self.tr("The file could not be read."),
            "damaged": self.tr("The file is damaged or incomplete."),
            "foreign": self.tr("This is not a saved game of Spielesammlung."),
            "newer": self.tr("This game was saved by a newer version of Spielesammlung."),
            "unknown-game": self.tr("This version of Spielesammlung does not have that game."),
            "invalid": self.tr("The moves in this file do not follow the rules."),
        }
        box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Cannot open the game"))
        box.setText(reasons[error.kind] + "\n" + self.tr("The file was left unchanged."))
        box.setInformativeText(str(path))
        box.setDetailedText(error.detail)
        box.exec()

    def ask_open(self) -> Path | None:
        """The save file the user picks in the Open dialog; None when they cancel."""
        from PySide6.QtWidgets import QFileDialog  # dialogs load when first needed, not at start

        name, _ = QFileDialog.getOpenFileName(
            self.parent, self.tr("Open a saved game"), "", self.tr("Saved games (*.spiel)")
        )
        return Path(name) if name else None

    def save_as(
        self, session: Session, kept: tuple[saves.Phones | None, saves.Hosted | None]
    ) -> None:
        """Save `session` (with its phones and host, `kept`) where the user says; a failure
        gets a message."""
        from PySide6.QtWidgets import (  # dialogs load when first needed, not at start
            QFileDialog,
            QMessageBox,
        )

        from ..core import saves

        name, _ = QFileDialog.getSaveFileName(
            self.parent, self.tr("Save the game"), "", self.tr("Saved games (*.spiel)")
        )
        if name:
            path = Path(name if name.endswith(saves.SUFFIX) else name + saves.SUFFIX)
            try:
                saves.save(session, path, *kept)
            except OSError as error:
                QMessageBox.warning(self.parent, self.tr("Cannot save"), str(error))
