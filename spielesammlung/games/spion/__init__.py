"""Spion & Spion (Alex Randolph, MB 1986): spies, secret Zoff cards, traps and traitors."""

from spielesammlung.core.protocol import Setup

from .bots import BOTS
from .rules import SpionGame
from .view import traitor_name

GAME = SpionGame()


def froehn_name(setup: Setup) -> str:
    """The traitor's name at this table (the rulebook renames him if a player is named Fröhn)."""
    return traitor_name(tuple(setup.players))


__all__ = ["BOTS", "GAME", "SpionGame", "froehn_name"]
