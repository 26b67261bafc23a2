"""Checkpoint Charlie (José Antonio Abascal): deduce the cat spy from secret clues."""

from .bots import EasyBot, MediumBot
from .rules import GAME
from .search import StrongBot

BOTS = {"easy": EasyBot, "medium": MediumBot, "strong": StrongBot}

__all__ = ["BOTS", "GAME"]
