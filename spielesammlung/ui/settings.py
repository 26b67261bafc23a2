"""The user's settings (language, animation speed, text size), kept by QSettings."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from .i18n import LANGUAGES, system_language

#: animation speed id -> factor on the games' base durations (0: animations off)
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
#: the text sizes (as text_size.SIZES; kept here too, so reading settings loads no widgets)
TEXT_SIZES = ("1", "1.25", "1.5", "2")


class _Flag:
    """A yes/no setting stored as "true"/"false" under `key`."""

    def __init__(self, key: str, default: bool) -> None:
        self.key, self.default = key, default

    def __get__(self, settings: Settings, owner: type | None = None) -> bool:
        stored = settings.store.value(self.key, "true" if self.default else "false")
        return str(stored).lower() == "true"

    def __set__(self, settings: Settings, value: bool) -> None:
        settings.store.setValue(self.key, "true" if value else "false")


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
    def text_size(self) -> str:
        """A key of text_size.SIZES: the application font against the system font."""
        value = str(self.store.value("text_size", "1"))
        return value if value in TEXT_SIZES else "1"

    @text_size.setter
    def text_size(self, value: str) -> None:
        self.store.setValue("text_size", value)

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed]

    memory_aid = _Flag("memory_aid", True)
    #: the deduction helper (what the others can still hold): off unless asked for
    deduction_aid = _Flag("deduction_aid", False)
    #: each line of the move log is announced to screen readers as it happens
    announcements = _Flag("announcements", True)
    #: the table's sounds (ui/sound.py) and their volume in percent
    sound = _Flag("sound", True)

    @property
    def volume(self) -> int:
        value = str(self.store.value("volume", "70"))
        return min(100, max(0, int(value))) if value.isdigit() else 70

    @volume.setter
    def volume(self, value: int) -> None:
        self.store.setValue("volume", str(value))
