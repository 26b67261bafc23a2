"""Spion & Spion (Alex Randolph, MB 1986): spies, secret Zoff cards, traps and traitors."""

from collections.abc import Callable

from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Bot

from .bots import EasyBot, MediumBot
from .rules import SpionGame
from .search import StrongBot
from .view import traitor_name

GAME = SpionGame()
BOTS: dict[str, Callable[[], Bot]] = {"easy": EasyBot, "medium": MediumBot, "strong": StrongBot}


def froehn_name(setup: Setup) -> str:
    """The traitor's name at this table (the rulebook renames him if a player is named Fröhn)."""
    return traitor_name(tuple(setup.players))


__all__ = ["BOTS", "GAME", "SpionGame", "froehn_name"]
