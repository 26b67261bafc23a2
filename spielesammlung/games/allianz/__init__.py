"""Allianz: Halma moves across a landscape with castles, alliances, notice and betrayal."""

from .bots import BOTS
from .rules import GAME

__all__ = ["BOTS", "GAME"]
