"""The list of games: each declares itself in its own package (`ENTRY`, see core/entry.py).

Adding a game adds its package here and touches no other shared file. Reading the entries
imports the game packages only, which are light: rules and computer players load with the
first game.
"""

from __future__ import annotations

import importlib

from .entry import EASY, MEDIUM, STRONG, GameEntry, Level

__all__ = ["EASY", "GAMES", "MEDIUM", "PACKAGES", "STRONG", "GameEntry", "Level", "entry", "load"]

#: the games' packages, in the order the start page shows them
PACKAGES = (
    "spielesammlung.games.heimlich",
    "spielesammlung.games.geheime_mission",
    "spielesammlung.games.spion",
    "spielesammlung.games.checkpoint",
    "spielesammlung.games.allianz",
)


def load(packages: tuple[str, ...]) -> tuple[GameEntry, ...]:
    """The entries the packages declare (`ENTRY`), in their order."""
    return tuple(importlib.import_module(package).ENTRY for package in packages)


GAMES = load(PACKAGES)


def entry(game_id: str) -> GameEntry:
    """The registry entry of `game_id`; raises KeyError for an unknown id."""
    for game in GAMES:
        if game.id == game_id:
            return game
    raise KeyError(game_id)
