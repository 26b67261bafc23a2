"""The table's sounds: which sound an action makes, and playing it with Qt Multimedia.

Loaded with the first game (the controller imports it), not at start; Qt Multimedia itself is
imported only when the first sound plays. A sound is chosen from the public events only (those
everyone at the table saw), so it never gives a secret away: whatever a hidden card, number or
mission was, everyone hears the same. The sounds are made by `scripts/make_sounds.py`.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from importlib import import_module
from pathlib import Path
from typing import Any

from ..core import registry
from . import paths

#: the sounds, the most telling first: of several at one moment, the first in this list plays
SOUNDS = ("end", "accuse", "capture", "flip", "dice", "card", "place", "handover")

#: what an event sounds like: a sound, or a function of the public event (None: silence)
Sound = str | Callable[[Any], str | None]


def sound_file(name: str) -> Path:
    return paths.resources() / "sounds" / f"{name}.wav"


def choose(game_id: str, events: Iterable[Any], finished: bool = False) -> str | None:
    """The sound of one action: the most telling sound of its public events ("end" when the
    game ended), None for silence. Events only some seats saw are never looked at."""
    module = registry.entry(game_id).board
    table: Mapping[type, Sound] = import_module(module).SOUNDS if module else {}
    found = {"end"} if finished else set()
    for event in events:
        if event.seen_by is not None:
            continue
        for cls in type(event).__mro__:
            choice = table.get(cls)
            if choice is not None:
                name = choice if isinstance(choice, str) else choice(event)
                if name is not None:
                    found.add(name)
                break
    return next((name for name in SOUNDS if name in found), None)


def silenced() -> bool:
    """No sound under tests, with --smoke, without a screen, or when asked to be quiet."""
    return (
        os.environ.get("SPIELESAMMLUNG_SILENT", "") not in ("", "0")
        or "pytest" in sys.modules
        or "--smoke" in sys.argv
        or os.environ.get("QT_QPA_PLATFORM") == "offscreen"
    )


class Player:
    """Plays the sounds asked for (at most one a moment: the most telling one).

    `requested` keeps every sound asked for, also when silent (for tests)."""

    def __init__(self, enabled: bool = True, volume: int = 70) -> None:
        self.enabled = enabled
        self.volume = volume  # percent
        self.silent = silenced()
        self.requested: list[str] = []
        self._pending: str | None = None
        self._effects: dict[str, Any] | None = None  # name -> QSoundEffect, made when first needed

    def request(self, name: str | None) -> None:
        if name is None:
            return
        self.requested.append(name)
        if self.silent or not self.enabled or self.volume <= 0:
            return
        if self._pending is None:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self._play)
        if self._pending is None or SOUNDS.index(name) < SOUNDS.index(self._pending):
            self._pending = name

    def _play(self) -> None:
        name, self._pending = self._pending, None
        effect = self._effects_loaded().get(name or "")
        if effect is not None:
            effect.setVolume(self.volume / 100)
            effect.play()

    def _effects_loaded(self) -> dict[str, Any]:
        if self._effects is None:
            self._effects = {}
            try:
                from PySide6.QtCore import QUrl
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError:  # PySide6 without its add-ons: the table stays quiet
                logging.getLogger("spielesammlung").warning("No Qt Multimedia: no sounds")
                return self._effects
            for sound in SOUNDS:
                effect = QSoundEffect()
                effect.setSource(QUrl.fromLocalFile(str(sound_file(sound))))
                self._effects[sound] = effect
        return self._effects
