"""Allianz: Halma moves across a landscape with castles, alliances, notice and betrayal.

The package declares the game (`ENTRY`, read at start); its rules and computer players load
with the first game (`GAME`, `BOTS`).
"""

from typing import Any

from ...core.entry import GameEntry, lazy
from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.options import OptionSpec

ENTRY = GameEntry(
    "allianz",
    "Allianz",
    "Allianz (Alliance)",
    QT_TRANSLATE_NOOP("Games", "Halma moves across a landscape: castles, alliances and betrayal."),
    (2, 3, 4),
    (
        OptionSpec(
            "pairing",
            "horizontal",
            ("horizontal", "vertical", "diagonal"),
            players=(2,),
            label=QT_TRANSLATE_NOOP("Options", "Opponents sit"),
            choice_labels=(
                QT_TRANSLATE_NOOP("Options", "side by side (A against B)"),
                QT_TRANSLATE_NOOP("Options", "one above the other (A against D)"),
                QT_TRANSLATE_NOOP("Options", "diagonally (A against C)"),
            ),
        ),
    ),
    module=__name__,
    board="spielesammlung.ui.allianz.board",
    lesson="spielesammlung.ui.allianz.lesson",
)


def __getattr__(name: str) -> Any:
    """`GAME` and `BOTS`, imported when first asked for."""
    return lazy(__name__, name, GAME="rules", BOTS="bots")
