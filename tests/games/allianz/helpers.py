"""Small positions for the Allianz tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spielesammlung.core.protocol import Setup
from spielesammlung.games.allianz import board as B
from spielesammlung.games.allianz.model import EMPTY, Action, Alliance, Kind, Move, State
from spielesammlung.games.allianz.moves import moves
from spielesammlung.games.allianz.rules import GAME, new_state

#: Far-away squares where every seat keeps one piece, so nobody falls for lack of pieces.
PARKING = ((10, 0), (10, 24), (11, 24), (11, 0))


def sq(row: int, col: int) -> int:
    return B.square(row, col)


def position(
    pieces: dict[tuple[int, int], int], count: int = 4, pairing: str | None = None, **changes: Any
) -> State:
    """A state with only the given pieces (row, col) -> seat, plus one parked piece per seat."""
    options = {"pairing": pairing} if pairing else {}
    state = new_state(Setup(tuple(f"P{i}" for i in range(count)), options))
    board = [EMPTY] * len(B.SQUARES)
    for (row, col), seat in pieces.items():
        assert sq(row, col) not in B.ROCKS
        board[sq(row, col)] = seat
    for seat in range(count):
        if seat not in pieces.values():
            board[sq(*PARKING[seat])] = seat
    return replace(state, board=tuple(board), **changes)


def allied(a: int, b: int, kind: Kind = Kind.SMALL, since: int = 0) -> tuple[Alliance, ...]:
    return (Alliance((min(a, b), max(a, b)), kind, since),)


def ends(state: State, player: int, start: tuple[int, int]) -> dict[int, set[frozenset[int]]]:
    """End square -> the capture sets of the moves of the piece on `start`."""
    result: dict[int, set[frozenset[int]]] = {}
    for path, taken in moves(state, player):
        if path[0] == sq(*start):
            result.setdefault(path[-1], set()).add(taken)
    return result


def act(state: State, player: int, action: Action) -> State:
    return GAME.apply(state, player, action).state


def step(state: State, player: int, frm: tuple[int, int], to: tuple[int, int]) -> State:
    return act(state, player, Move((sq(*frm), sq(*to))))
