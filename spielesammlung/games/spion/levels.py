"""The computer levels of Spion & Spion, by id (the package's `BOTS`)."""

from collections.abc import Callable

from ...core.seats import Bot
from .bots import EasyBot, MediumBot
from .search import StrongBot

BOTS: dict[str, Callable[[], Bot]] = {"easy": EasyBot, "medium": MediumBot, "strong": StrongBot}
