"""Allianz move generation: the legal steps and jump chains of a player and what they capture."""

from __future__ import annotations

from collections.abc import Sequence

from . import board as B
from .chains import every_chain, first_chains
from .model import EMPTY, Move, State

Chain = tuple[tuple[int, ...], frozenset[int]]  # (path, captured squares)
_JUMP_LENGTHS = (2, 2 * B.COLS - 2, 2 * B.COLS, 2 * B.COLS + 2)  # square differences of a jump


def piece_moves(state: State, player: int, start: int) -> list[Chain]:
    """Every distinct outcome (end square, captures) of moving the piece on `start`."""
    board = state.board
    ally = state.ally(player)
    zone = state.zone(ally) if ally is not None else frozenset()
    exits = B.EXIT_DISTANCE[state.parties[ally]] if ally is not None else ()
    inside = start in zone
    own_castle = state.castle(player)

    def may_end(sq: int) -> bool:
        return sq not in zone or (inside and exits[sq] < exits[start])

    known: dict[int, list[tuple[int, int, bool]]] = {}

    def hops(sq: int) -> list[tuple[int, int, bool]]:
        """(jumped square, landing square, captures) of each jump from `sq` on this board.

        A captured square never becomes a landing square: the landing squares of a chain all
        share the start's row and column parity, and the jumped squares never do.
        """
        found = known.get(sq)
        if found is None:
            found = known[sq] = []
            for over, land in B.JUMPS[sq]:
                owner = board[over]
                if owner == EMPTY or over == start or board[land] != EMPTY:
                    continue
                if land in zone and not inside:
                    continue
                capture = owner != player and owner != ally and over not in own_castle
                found.append((over, land, capture))
        return found

    outcomes: dict[tuple[int, frozenset[int]], tuple[int, ...]] = {}
    for sq in B.STEPS[start]:
        if board[sq] == EMPTY and may_end(sq):
            outcomes[(sq, frozenset())] = (start, sq)
    chains = every_chain(start, hops) if hops(start) else {}
    if any(taken for _, taken in chains):  # the paths of rules version 1 (saves name them)
        chains = {**chains, **first_chains(start, hops)}
    for (end, taken), path in chains.items():
        if may_end(end):
            outcomes.setdefault((end, taken), path)
    return [(path, taken) for (_, taken), path in outcomes.items()]


def moves(state: State, player: int) -> list[Chain]:
    """All moves of `player`; pieces inside an ally's zone must walk out first if they can."""
    ally = state.ally(player)
    own = state.pieces(player)
    if ally is not None:
        zone = state.zone(ally)
        stuck = [sq for sq in own if sq in zone]
        leaving = [m for sq in stuck for m in piece_moves(state, player, sq)]
        if leaving:
            return leaving
    return [m for sq in own for m in piece_moves(state, player, sq)]


def legal_move(state: State, player: int, path: tuple[int, ...]) -> Chain | None:
    """The chain of `path` if it is one of the legal moves, else None (checks one piece only)."""
    if not path or not 0 <= path[0] < len(state.board) or state.board[path[0]] != player:
        return None
    ally = state.ally(player)
    if ally is not None and path[0] not in state.zone(ally):
        zone = state.zone(ally)
        stuck = [sq for sq in state.pieces(player) if sq in zone]
        if any(piece_moves(state, player, sq) for sq in stuck):
            return None
    for chain in piece_moves(state, player, path[0]):
        if chain[0] == path:
            return chain
    return None


def captures(state: State, player: int, path: Sequence[int]) -> frozenset[int]:
    """The pieces a move along `path` captures: jumped enemies, except in the mover's castle."""
    taken = set()
    for a, b in zip(path, path[1:], strict=False):
        if abs(b - a) in _JUMP_LENGTHS:
            over = (a + b) // 2
            if state.hostile(player, state.board[over]) and over not in state.castle(player):
                taken.add(over)
    return frozenset(taken)


def chain_for(state: State, player: int, path: Sequence[int]) -> Move | None:
    """The legal move with the same start, end and captures as a hand-made hop sequence."""
    path = tuple(path)
    if len(path) < 2 or not all(0 <= s < len(state.board) for s in path):
        return None
    taken = captures(state, player, path)
    for chain_path, chain_taken in piece_moves(state, player, path[0]):
        same = chain_path[-1] == path[-1] and chain_taken == taken
        if same and legal_move(state, player, chain_path) is not None:
            return Move(chain_path)
    return None
