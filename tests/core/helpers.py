"""Shared helpers of the core tests: the toy game's registry entry and sessions."""

from __future__ import annotations

from collections.abc import Callable

from spielesammlung.core import registry
from spielesammlung.core.protocol import OptionSpec, Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, Seat
from spielesammlung.core.session import Session

from . import toy_game

TOY_OPTIONS = (
    OptionSpec("loud", False),
    OptionSpec("goal", 3, (3, 5)),
    OptionSpec("hue", "red", ("red", "blue")),
)

TOY_ENTRY = registry.GameEntry(
    "toy",
    "Spielzeug",
    "Toy",
    "A test game.",
    (2,),
    TOY_OPTIONS,
    levels=(registry.EASY,),
    module="tests.core.toy_game",
)


def toy_session(
    *kinds: str, on_change: Callable[[Session], None] | None = None, seed: int = 7
) -> Session:
    """A toy session with seats of the given kinds (default: two humans)."""
    seats = [Seat(COMPUTER, "easy") if k == COMPUTER else Seat() for k in kinds or (HUMAN, HUMAN)]
    setup = Setup(("Ada", "Bea"), {"loud": True, "goal": 5, "hue": "blue"})
    return Session("toy", toy_game.GAME, setup, seed, seats, on_change)
