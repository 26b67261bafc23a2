"""The one "hold to show mine" button of every side panel.

While it is held, the board shows the own view of the human on turn (`BoardUi.peek`); on release
the public view comes back. The button only says so: `held(True)` when pressed, `held(False)`
when the hold ends. The panel forwards `held` as its own signal; the board connects it to its
peek slot:

    self.mine = PeekButton()
    self.mine.held.connect(self.peek_held)          # panel: Signal(bool)
    self.mine.set_label(self.tr("Show my mission (hold)"), self.tr("Others look away."))

Nothing secret may stay on the shared screen, so the hold ends on anything that could mean
"let go": a mouse button released anywhere (Qt sends no `released` when the button moved away
from under the pointer), the release of the key that started it (auto-repeat ignored; X11's
key repeat sends an unflagged release with the time stamp of the press that follows it, so a
time-stamped release waits `REPEAT_GAP_MS` for that press), the button losing focus, its
window deactivated or the application inactive, the button (or a parent) hidden or disabled,
and the button moved or resized in its window. The panels keep the
button in place while it is held: whatever the hold shows appears below it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from .focus import KeyRepeats

#: the keys that hold the button while they are down (the keys that press a button in Qt)
HOLD_KEYS = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Select, Qt.Key.Key_Return, Qt.Key.Key_Enter})
#: how long a time-stamped key release waits for the press of a key repeat (X11 sends the pair
#: at once; a player letting go sends no press)
REPEAT_GAP_MS = 80


class PeekButton(QPushButton):
    """Press and hold to look at one's own secrets; `held(bool)` says pressed or released."""

    held = Signal(bool)

    def __init__(self, parent: QWidget | None = None, min_height: int = 0) -> None:
        super().__init__(parent)
        self.holding = False
        self.key: int | None = None  # the key holding the button, None for the mouse
        self.place = QRect()  # where the button was in its window when the hold began
        self.repeats = KeyRepeats()
        self.letting_go = QTimer(self)  # a key release that may be half of a key repeat
        self.letting_go.setSingleShot(True)
        self.letting_go.setInterval(REPEAT_GAP_MS)
        self.letting_go.timeout.connect(lambda: self._hold(False))
        if min_height:
            self.setMinimumHeight(min_height)
        self.pressed.connect(lambda: self._hold(True))
        self.released.connect(lambda: self._hold(False))

    def set_label(self, text: str, tip: str = "") -> None:
        """The visible text (also the accessible name) and an optional tooltip."""
        self.setText(text)
        self.setAccessibleName(text)
        if tip:
            self.setToolTip(tip)

    def _where(self) -> QRect:
        return QRect(self.mapTo(self.window(), self.rect().topLeft()), self.size())

    def _hold(self, down: bool) -> None:
        if down == self.holding:
            return
        app = QApplication.instance()
        self.holding = down
        if down:
            self.place = self._where()
            if isinstance(app, QApplication):
                app.installEventFilter(self)
                app.applicationStateChanged.connect(self._state_changed)
        else:
            self.key = None
            self.letting_go.stop()
            if isinstance(app, QApplication):
                app.removeEventFilter(self)
                app.applicationStateChanged.disconnect(self._state_changed)
            self.setDown(False)
        self.held.emit(down)

    def _state_changed(self, state: Qt.ApplicationState) -> None:
        if state != Qt.ApplicationState.ApplicationActive:
            self._hold(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While held: end the hold on every sign of letting go (the event goes on as usual)."""
        if self._lets_go(watched, event):
            self._hold(False)
        return False

    def _lets_go(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonRelease:
            return True
        if kind == QEvent.Type.KeyRelease:
            assert isinstance(event, QKeyEvent)
            if event.key() != self.key or event.isAutoRepeat():
                return False
            if not event.timestamp():
                return True  # (a release without a time stamp is never half of a repeat)
            self.repeats.released(event)
            self.letting_go.start()
            return False
        if kind == QEvent.Type.WindowDeactivate:
            return watched is self.window()
        if kind == QEvent.Type.FocusOut:
            return watched is self
        if kind == QEvent.Type.EnabledChange:
            return not self.isEnabled()
        if kind in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Hide):
            mine = isinstance(watched, QWidget) and (watched is self or watched.isAncestorOf(self))
            return mine and (kind == QEvent.Type.Hide or self._where() != self.place)
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() not in HOLD_KEYS:
            super().keyPressEvent(event)
            return
        event.accept()
        if self.holding and event.key() == self.key and self.repeats.repeated(event):
            self.letting_go.stop()  # the key is still down: the release was half of a repeat
        elif not event.isAutoRepeat() and not self.holding:
            self.key = event.key()
            self.setDown(True)
            self._hold(True)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() not in HOLD_KEYS:
            super().keyReleaseEvent(event)
            return
        event.accept()  # the hold ends in eventFilter; Qt's own handling would click the button

    def setVisible(self, visible: bool) -> None:
        if not visible:
            self._hold(False)
        super().setVisible(visible)

    def setEnabled(self, enabled: bool) -> None:
        if not enabled:
            self._hold(False)
        super().setEnabled(enabled)
