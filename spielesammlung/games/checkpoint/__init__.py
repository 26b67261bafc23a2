"""Checkpoint Charlie (José Antonio Abascal): deduce the cat spy from secret clues."""

from .bots import EasyBot, StrongBot
from .rules import GAME

BOTS = {"easy": EasyBot, "strong": StrongBot}

__all__ = ["BOTS", "GAME"]
