"""A straightforward reference of Heimlich's move rules on a list of 64 cells, for comparison.

Same rules and perft definition as `spielesammlung.games.heimlich.notation.perft`: a move is a
square plus one direction (classic: all enclosed lines flip), a pass is a ply, a finished game
(two passes in a row or a full board) is a leaf.
"""

from __future__ import annotations

EMPTY, WHITE, YELLOW = 0, 1, 2
STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))  # n..nw


def start() -> list[int]:
    board = [EMPTY] * 64
    board[27] = board[36] = WHITE  # d4 e5
    board[28] = board[35] = YELLOW  # e4 d5
    return board


def line(board: list[int], square: int, step: tuple[int, int], me: int) -> list[int]:
    """The opposing cells a stone of `me` on `square` encloses in one direction."""
    file, rank = square % 8 + step[0], square // 8 + step[1]
    found: list[int] = []
    while 0 <= file < 8 and 0 <= rank < 8:
        cell = board[file + 8 * rank]
        if cell == EMPTY:
            return []
        if cell == me:
            return found
        found.append(file + 8 * rank)
        file, rank = file + step[0], rank + step[1]
    return []


def moves(board: list[int], me: int, classic: bool) -> list[list[int]]:
    """Every move as (square, flipped cells...); classic: one per square with all lines."""
    result: list[list[int]] = []
    for square in range(64):
        if board[square] != EMPTY:
            continue
        lines = [line(board, square, step, me) for step in STEPS]
        if classic:
            flipped = [cell for found in lines for cell in found]
            if flipped:
                result.append([square, *flipped])
        else:
            result.extend([square, *found] for found in lines if found)
    return result


def perft_from(board: list[int], me: int, passes: int, depth: int, classic: bool) -> int:
    if depth == 0 or passes >= 2 or EMPTY not in board:
        return 1
    found = moves(board, me, classic)
    if not found:
        return perft_from(board, 3 - me, passes + 1, depth - 1, classic)
    if depth == 1:
        return len(found)
    total = 0
    for move in found:
        child = board[:]
        for cell in move:
            child[cell] = me
        total += perft_from(child, 3 - me, 0, depth - 1, classic)
    return total


def perft(depth: int, classic: bool) -> int:
    return perft_from(start(), WHITE, 0, depth, classic)
