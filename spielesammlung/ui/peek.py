"""The one "hold to show mine" button of every side panel.

While it is held, the board shows the own view of the human on turn (`BoardUi.peek`); on release
the public view comes back. The button only says so: `held(True)` when pressed, `held(False)`
when released (also when it is hidden or disabled while held, so nothing secret stays up).
The panel forwards `held` as its own signal; the board connects it to its peek slot:

    self.mine = PeekButton()
    self.mine.held.connect(self.peek_held)          # panel: Signal(bool)
    self.mine.set_label(self.tr("Show my mission (hold)"), self.tr("Others look away."))
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QWidget


class PeekButton(QPushButton):
    """Press and hold to look at one's own secrets; `held(bool)` says pressed or released."""

    held = Signal(bool)

    def __init__(self, parent: QWidget | None = None, min_height: int = 0) -> None:
        super().__init__(parent)
        self.holding = False
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

    def _hold(self, down: bool) -> None:
        if down != self.holding:
            self.holding = down
            self.held.emit(down)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt's name
        if not visible:
            self._hold(False)
        super().setVisible(visible)

    def setEnabled(self, enabled: bool) -> None:  # noqa: N802 - Qt's name
        if not enabled:
            self._hold(False)
        super().setEnabled(enabled)
