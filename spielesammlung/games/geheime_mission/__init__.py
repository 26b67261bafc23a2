"""Geheime Mission: rules, computer players and a Connect Four solver for the visor-only game."""

from .bots import BOTS
from .rules import GeheimeMission

GAME = GeheimeMission()

__all__ = ["BOTS", "GAME"]
