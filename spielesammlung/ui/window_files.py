"""The main window's files: opening and saving games, and replaying finished ones."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..core import saves
from ..core.saves import SaveError
from . import games

if TYPE_CHECKING:
    from ..core.session import Session


class GameFiles:
    """Mixed into MainWindow (its texts are translated in this class's context)."""

    def _load(self, path: Path) -> Session | None:
        try:
            session = saves.load(path)
        except SaveError as error:
            self.show_load_error(path, error)
            return None
        if not games.playable(session.game_id):
            self.show_load_error(path, SaveError("unknown-game", session.game_id))
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
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Cannot open the game"))
        box.setText(reasons[error.kind] + "\n" + self.tr("The file was left unchanged."))
        box.setInformativeText(str(path))
        box.setDetailedText(error.detail)
        box.exec()

    def resume(self, path: Path) -> None:
        session = self._load(path)
        if session is not None:
            self.start_game(session, path, saves.phones(path))  # with its phones, if it had

    def discard(self, path: Path) -> None:
        self.autosaves.discard(path)
        self.refresh_resumable()

    def open_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # dialogs load when first needed, not at start

        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), "", self.tr("Saved games (*.spiel)")
        )
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> None:
        """Open a save file (the Open dialog, the command line, the desktop): a finished game
        is replayed, an unfinished one resumed (autosaved elsewhere: the file stays as it is)."""
        session = self._load(path)
        if session is None:
            return
        if session.result is not None:
            self.replay(session)
        else:
            self.start_game(session, self.autosaves.new_path(session.game_id), saves.phones(path))

    def open_replay(self, path: Path) -> None:
        """Replay the finished game saved in `path` (the records page's "Replay"); a damaged,
        foreign or unfinished file gets a message and is left unchanged."""
        session = self._load(path)
        if session is None:
            return
        if session.result is None:
            from .replay import not_finished

            not_finished(self, path)
            return
        self.replay(session)

    def replay(self, session: Session) -> None:
        """Step through a finished game with every secret shown; Close comes back here."""
        if session.result is None:
            return
        if self.controller is not None and self.controller.session is not session:
            self.close_game()  # a game in progress stays in its autosave, resumable
            self.refresh_resumable()
        board = games.create_board(session.game_id, session.setup)
        title = games.title(session.game_id, self.languages.current)
        if not self.replaying():
            self._replay_from = self.pages.currentWidget()  # where Close leads back to
        self.replay_page.open(session, board, self.settings.speed_factor, title)
        self.pages.setCurrentWidget(self.replay_page)
        self.replay_page.play.setFocus()
        self.refresh()

    def replay_current(self) -> None:
        """The finished game on the game page, replayed."""
        if self.controller is not None:
            self.replay(self.controller.session)

    def replaying(self) -> bool:
        return "replay_page" in self.__dict__ and self.pages.currentWidget() is self.replay_page

    def _replay_closed(self) -> None:
        """Back to where the replay was opened: the records, the start page, the finished game."""
        back = getattr(self, "_replay_from", None)
        pages = ("game_page", "handover_page", "secret_page")
        playing = [self.__dict__.get(name) for name in pages]
        if back is None or back in playing:
            back = self.game_page if self.controller is not None else self.start
        self.pages.setCurrentWidget(back)
        if back is self.start:
            self.refresh_resumable()
        self.refresh()

    def save_as(self) -> None:
        from PySide6.QtWidgets import (  # dialogs load when first needed, not at start
            QFileDialog,
            QMessageBox,
        )

        if self.controller is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), "", self.tr("Saved games (*.spiel)")
        )
        if name:
            path = Path(name if name.endswith(saves.SUFFIX) else name + saves.SUFFIX)
            try:
                session = self.controller.session
                saves.save(session, path, self.kept_phones(session))
            except OSError as error:
                QMessageBox.warning(self, self.tr("Cannot save"), str(error))
