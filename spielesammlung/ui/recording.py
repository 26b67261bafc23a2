"""The main window's link to the players' records (core/records.py).

The database is opened when first needed (the new-game dialog, a finished game, the records
page), never at start. Trouble with the records never costs a game: a damaged file is set aside
and said so once, other trouble is said once and play goes on without records.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core import saves
from ..core.i18n import fill

if TYPE_CHECKING:
    from ..core.records import Records, RecordsDamaged
    from ..core.session import Session

FINISHED_FOLDER = "finished"  # copies of finished games' saves, for "Replay"

log = logging.getLogger("spielesammlung")


def session_uid(session: Session) -> str:
    """One game, whatever became of it: the deal (game, seed, players, options, seats).

    Reopening its save, undoing at the end and finishing again: the same game, recorded once.
    """
    from ..core.records import game_uid

    setup = session.setup
    seats = [{"kind": seat.kind, "level": seat.level} for seat in session.seats]  # not the place
    return game_uid(session.game_id, session.seed, list(setup.players), dict(setup.options), seats)


class Recorder(QObject):
    """Opens the records in the data folder `folder`, records finished games, knows names."""

    def __init__(self, folder: Path, window: QWidget) -> None:
        super().__init__(window)
        self.folder = folder
        self.window = window
        self._records: Records | None = None
        self._warned = False  # the records were found unusable and the player was told
        self._started: tuple[Session, float | None] | None = None

    @property
    def finished_folder(self) -> Path:
        return self.folder / FINISHED_FOLDER

    def records(self) -> Records | None:
        """The open records, or None when they cannot be used (said once)."""
        if self._records is not None:
            return self._records
        from ..core.records import FILE_NAME, Records

        try:
            self._records = Records.open(self.folder / FILE_NAME)
        except Exception as error:  # never let the records stop a game
            log.exception("The records cannot be opened")
            self._unusable(error)
            return None
        if self._records.set_aside is not None:
            self._set_aside(self._records.set_aside)
        return self._records

    def close(self) -> None:
        if self._records is not None:
            self._records.close()
            self._records = None

    # -- names -----------------------------------------------------------------------------
    def known_names(self) -> list[str]:
        records = self.records()
        if records is None:
            return []
        try:
            return records.known_names()
        except Exception:
            log.exception("The known names cannot be read")
            return []

    def remember(self, names: list[str]) -> None:
        records = self.records()
        if records is None:
            return
        try:
            records.remember_names(names)
        except Exception:
            log.exception("The names cannot be remembered")

    # -- games -----------------------------------------------------------------------------
    def started(self, session: Session) -> None:
        """A game is shown: its length counts from now if it starts afresh."""
        self._started = (session, None if session.played else time.monotonic())

    def finished(self, session: Session) -> str | None:
        """Record the finished `session` once, with a copy of its save; a message if that failed."""
        result = session.result
        records = self.records()
        if result is None or records is None:
            return None
        from ..core.records import record_from

        try:
            uid = session_uid(session)
            if records.has(uid):
                return None
            duration = None
            if self._started is not None and self._started[0] is session:
                begun = self._started[1]
                duration = None if begun is None else round(time.monotonic() - begun, 1)
            record = record_from(
                session.game_id,
                session.setup.players,
                session.setup.options,
                session.seats,
                result,
                actions=len(session.played),
                uid=uid,
                duration=duration,
                save_path=self._keep_save(session, uid),
            )
            records.record(record)
        except Exception as error:
            log.exception("The game cannot be recorded")
            return fill(self.tr("The game could not be added to the records: %1"), error)
        return None

    def _keep_save(self, session: Session, uid: str) -> str | None:
        """A copy of the finished game's save in the finished-games folder (None if it failed)."""
        path = self.finished_folder / f"{session.game_id}-{uid}{saves.SUFFIX}"
        try:
            saves.save(session, path)
        except OSError:
            log.exception("The finished game's save cannot be kept")
            return None
        return str(path)

    # -- messages --------------------------------------------------------------------------
    def _set_aside(self, damage: RecordsDamaged) -> None:
        reasons = {
            "not-sqlite": self.tr("The records file is not a database."),
            "damaged": self.tr("The records file is damaged."),
            "newer": self.tr("The records file was written by a newer version of Spielesammlung."),
        }
        moved = str(damage.moved_to) if damage.moved_to is not None else ""
        self._tell(
            self.tr("Records set aside"),
            reasons[damage.kind]
            + "\n"
            + self.tr(
                "It was set aside, not deleted, and a new, empty records file was started."
                " Your games and saved games are not affected."
            ),
            moved,
            damage.detail,
        )

    def _unusable(self, error: Exception) -> None:
        if self._warned:
            return
        self._warned = True
        self._tell(
            self.tr("Records unavailable"),
            self.tr(
                "The records cannot be used right now, so finished games are not recorded."
                " Playing is not affected."
            ),
            str(self.folder),
            str(error),
        )

    def _tell(self, title: str, text: str, info: str, detail: str) -> None:
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(title)
        box.setText(text)
        box.setInformativeText(info)
        box.setDetailedText(detail)
        box.exec()
