"""Checkpoint Charlie (José Antonio Abascal): deduce the cat spy from secret clues.

The package declares the game (`ENTRY`, read at start); its rules and computer players load
with the first game (`GAME`, `BOTS`).
"""

from typing import Any

from ...core.entry import GameEntry, lazy
from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.options import OptionSpec

ENTRY = GameEntry(
    "checkpoint-charlie",
    "Checkpoint Charlie",
    "Checkpoint Charlie",
    QT_TRANSLATE_NOOP(
        "Games", "Deduce the cat spy from secret clues and accuse before the others."
    ),
    (3, 4, 5),
    (
        OptionSpec("stasi", False, label=QT_TRANSLATE_NOOP("Options", "Variant: Stasi officer")),
        OptionSpec("cafe_adler", False, label=QT_TRANSLATE_NOOP("Options", "Variant: Café Adler")),
    ),
    module=__name__,
    board="spielesammlung.ui.checkpoint.board",
    lesson="spielesammlung.ui.checkpoint.lesson",
    phone="spielesammlung.phone.checkpoint",
)


def __getattr__(name: str) -> Any:
    """`GAME` and `BOTS`, imported when first asked for."""
    return lazy(__name__, name, GAME="rules", BOTS="levels")
