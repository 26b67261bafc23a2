"""Building Geheime Mission states for the tests."""

from __future__ import annotations

from dataclasses import replace

from spielesammlung.core.protocol import OptionValue, Setup
from spielesammlung.games.geheime_mission import GAME
from spielesammlung.games.geheime_mission.rules import (
    Mission,
    Place,
    State,
    Symbol,
    mission_cards,
)

M, S, U, C = Symbol.MICROFILM, Symbol.SPACESHIP, Symbol.SUBMARINE, Symbol.COMPUTER
#: A full rack without four in a line (red first); its last die is blue's.
DRAWN = "257771314744647214154617633623313656555222"


def new(seed: int = 0, **options: OptionValue) -> State:
    return GAME.new_game(Setup(("Rot", "Blau"), options), seed)


def card(points: int, **counts: int) -> Mission:
    """A card by symbol letters, e.g. card(1, M=2, S=2); it must be one of the 18."""
    index = {"M": 0, "S": 1, "U": 2, "C": 3}
    full = [0, 0, 0, 0]
    for letter, count in counts.items():
        full[index[letter]] = count
    made = Mission((full[0], full[1], full[2], full[3]), points)
    assert made in mission_cards()
    return made


def play(state: State, *moves: tuple[int, Symbol]) -> State:
    """Apply placements (column, symbol) by whoever is to move."""
    for column, symbol in moves:
        state = GAME.apply(state, state.to_move, Place(column, symbol)).state
    return state


def play_line(state: State, line: str, symbol: Symbol = M) -> State:
    """Apply the columns of `line` (digits 1-7), all with `symbol` on top."""
    return play(state, *((int(ch) - 1, symbol) for ch in line))


def with_cards(
    state: State, red: Mission | None, blue: Mission | None, deck: tuple[Mission, ...] = ()
) -> State:
    """Give the players these cards; `deck` goes on top of the draw pile (taken from it)."""
    rest = tuple(c for c in state.deck + tuple(state.cards) if c not in (red, blue, *deck))
    rest = tuple(c for c in rest if c is not None)
    return replace(state, cards=(red, blue), deck=deck + rest)
