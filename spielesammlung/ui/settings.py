"""The user's settings (language, animation speed), kept by QSettings."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from .i18n import LANGUAGES, system_language

#: animation speed id -> factor on the games' base durations (0: animations off)
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}


class Settings:
    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings("Spielesammlung", "spielesammlung")

    @property
    def language(self) -> str:
        value = str(self.store.value("language", "") or "")
        return value if value in LANGUAGES else system_language()

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("language", value)

    @property
    def speed(self) -> str:
        value = str(self.store.value("speed", "normal"))
        return value if value in SPEEDS else "normal"

    @speed.setter
    def speed(self, value: str) -> None:
        self.store.setValue("speed", value)

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed]

    @property
    def memory_aid(self) -> bool:
        return str(self.store.value("memory_aid", "true")).lower() == "true"

    @memory_aid.setter
    def memory_aid(self, value: bool) -> None:
        self.store.setValue("memory_aid", "true" if value else "false")

    @property
    def deduction_aid(self) -> bool:
        """The deduction helper (what the others can still hold): off unless asked for."""
        return str(self.store.value("deduction_aid", "false")).lower() == "true"

    @deduction_aid.setter
    def deduction_aid(self, value: bool) -> None:
        self.store.setValue("deduction_aid", "true" if value else "false")
