"""Helpers for Heimlich tests: positions drawn as diagrams, playing actions by notation."""

from __future__ import annotations

from spielesammlung.core.protocol import Outcome
from spielesammlung.games.heimlich import GAME
from spielesammlung.games.heimlich.notation import format_move, parse_move, parse_position
from spielesammlung.games.heimlich.rules import State

#: White at c3 encloses two lines: c4 (north, up to c5) and d3 (east, up to e3).
TWO_LINES = """
........
........
........
..W.....
..Y.....
...YW...
........
........
"""


def moves(state: State) -> list[str]:
    """The legal moves of the side to move, in notation."""
    return [format_move(a) for a in GAME.legal_actions(state, state.to_move)]


def line(diagram: str, side: str) -> str:
    """A notation line from eight rows drawn rank 8 first (as on a printed board)."""
    rows = diagram.split()
    assert len(rows) == 8 and all(len(row) == 8 for row in rows)
    return "".join(reversed(rows)) + " " + side


def position(diagram: str, side: str, classic: bool = False) -> State:
    return parse_position(line(diagram, side), classic)


def play(state: State, move: str) -> Outcome[State]:
    """Apply one move given in notation for the side to move."""
    return GAME.apply(state, state.to_move, parse_move(move))


def squares_of(mask: int) -> set[str]:
    return {"abcdefgh"[s % 8] + str(s // 8 + 1) for s in range(64) if mask >> s & 1}
