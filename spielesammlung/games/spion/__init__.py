"""Spion & Spion (Alex Randolph, MB 1986): spies, secret Zoff cards, traps and traitors.

The package declares the game (`ENTRY`, read at start); its rules and computer players load
with the first game (`GAME`, `BOTS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.entry import GameEntry, lazy
from ...core.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ...core.protocol import Setup

ENTRY = GameEntry(
    "spion-und-spion",
    "Spion & Spion",
    "Spion & Spion (Spy & Spy)",
    QT_TRANSLATE_NOOP(
        "Games", "Spies, duels with secret cards, traps and traitors: steal the Bazong."
    ),
    (2, 4),
    module=__name__,
    board="spielesammlung.ui.spion.board",
    lesson="spielesammlung.ui.spion.lesson",
    phone="spielesammlung.phone.spion",
)


def froehn_name(setup: Setup) -> str:
    """The traitor's name at this table (the rulebook renames him if a player is named Fröhn)."""
    from .view import traitor_name

    return traitor_name(tuple(setup.players))


def __getattr__(name: str) -> Any:
    """`GAME`, `BOTS` and `SpionGame`, imported when first asked for."""
    return lazy(__name__, name, GAME="rules", SpionGame="rules", BOTS="levels")
