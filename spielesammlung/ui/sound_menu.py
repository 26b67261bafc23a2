"""Settings ▸ Sound: sounds on or off and their volume (the sounds themselves: ui/sound.py)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ..core.i18n import fill
from .settings import Settings

VOLUMES = (25, 50, 70, 100)  # percent


class SoundMenu(QMenu):
    changed = Signal()  # on/off or the volume changed (stored in the settings already)

    def __init__(self, settings: Settings, parent: QWidget) -> None:
        super().__init__(parent)
        self.settings = settings
        self.act_on = QAction(self, checkable=True)
        self.act_on.setChecked(settings.sound)
        self.act_on.triggered.connect(self._switch)
        self.addAction(self.act_on)
        self.addSeparator()
        group = QActionGroup(self)
        self.volume_actions: dict[int, QAction] = {}
        current = min(VOLUMES, key=lambda v: abs(v - settings.volume))
        for volume in VOLUMES:
            action = QAction(self, checkable=True)
            action.setChecked(volume == current)
            action.triggered.connect(lambda _=False, v=volume: self._set_volume(v))
            group.addAction(action)
            self.addAction(action)
            self.volume_actions[volume] = action
        self.retranslate()

    def _switch(self, on: bool) -> None:
        self.settings.sound = on
        self.changed.emit()

    def _set_volume(self, volume: int) -> None:
        self.settings.volume = volume
        self.changed.emit()

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Sound"))
        self.act_on.setText(self.tr("Play &sounds"))
        for volume, action in self.volume_actions.items():
            action.setText(fill(self.tr("Volume %1 %"), volume))
