"""Geheime Mission: rules, computer players and a Connect Four solver for the visor-only game.

The package declares the game (`ENTRY`, read at start); its rules and computer players load
with the first game (`GAME`, `BOTS`).
"""

from typing import Any

from ...core.entry import GameEntry, lazy
from ...core.i18n import QT_TRANSLATE_NOOP
from .options import OPTIONS

ENTRY = GameEntry(
    "geheime-mission",
    "Geheime Mission",
    "Geheime Mission (Secret Mission)",
    QT_TRANSLATE_NOOP(
        "Games", "Stack dice in a rack: fulfil secret missions and line up four visors."
    ),
    (2,),
    OPTIONS,
    module=__name__,
    board="spielesammlung.ui.geheime_mission.board",
    lesson="spielesammlung.ui.geheime_mission.lesson",
    phone="spielesammlung.phone.mission",
)


def __getattr__(name: str) -> Any:
    """`GAME` and `BOTS`, imported when first asked for."""
    return lazy(__name__, name, GAME="rules", BOTS="bots")
