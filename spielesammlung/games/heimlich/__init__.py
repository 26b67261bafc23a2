"""Heimlich, still & leise: Reversi where the mover chooses the one line that flips.

The package declares the game (`ENTRY`, read at start); its rules and computer players load
with the first game (`GAME`, `BOTS`).
"""

from typing import Any

from ...core.entry import GameEntry, lazy
from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.options import OptionSpec

ENTRY = GameEntry(
    "heimlich",
    "Heimlich, still & leise",
    "Heimlich, still & leise (Quietly, Secretly)",
    QT_TRANSLATE_NOOP(
        "Games", "Reversi with a twist: only one enclosed line flips, chosen by the mover."
    ),
    (2,),
    (
        OptionSpec(
            "classic",
            False,
            label=QT_TRANSLATE_NOOP("Options", "Classic rules (all enclosed lines flip)"),
        ),
    ),
    module=__name__,
    board="spielesammlung.ui.heimlich.board",
    lesson="spielesammlung.ui.heimlich.lesson",
)


def __getattr__(name: str) -> Any:
    """`GAME` and `BOTS`, imported when first asked for."""
    return lazy(__name__, name, GAME="rules", BOTS="bots")
