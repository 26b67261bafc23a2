"""Offering the names known from the records in a name field (which still takes new names)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCompleter, QLineEdit


class _ListAll(QObject):
    """The Down key in the field lists every known name (typing filters them)."""

    def __init__(self, completer: QCompleter, edit: QLineEdit) -> None:
        super().__init__(edit)
        self.completer = completer

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Down
        ):
            popup = self.completer.popup()
            if popup is not None and popup.isVisible():
                return False
            self.completer.setCompletionPrefix("")
            self.completer.complete()
            return True
        return False

    def hint(self) -> str:
        return self.tr("Press the down arrow to choose a name played before, or type a new one.")


def offer_names(edit: QLineEdit, names: Sequence[str]) -> QCompleter | None:
    """Complete `edit` from `names` (most recent first), case-insensitively; None if no names."""
    if not names:
        return None
    completer = QCompleter(list(names), edit)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    edit.setCompleter(completer)
    lister = _ListAll(completer, edit)
    edit.installEventFilter(lister)
    edit.setToolTip(lister.hint())
    return completer
