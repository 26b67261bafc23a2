"""Heimlich, still & leise: Reversi where the mover chooses the one line that flips."""

from .bots import BOTS
from .rules import GAME

__all__ = ["BOTS", "GAME"]
