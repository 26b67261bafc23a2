"""A depth-limited Connect Four search on the solver's bitboards: visor rows a few placements
ahead. The medium player uses it at a fixed depth; the strong player deepens it while its time
lasts (the mission game, and the visor-only game where neither book nor solver answers in time).
"""

from __future__ import annotations

import time

from spielesammlung.core.thinking import cancelled

from .solver import BOARD, BOTTOM, COLUMNS, ORDER, winning_cells

WIN = 1000  # a forced row; the depth left is added so that sooner rows score higher
CENTRE = COLUMNS[3]


class OutOfTime(Exception):
    """The deadline passed during a search."""


def evaluate(current: int, mask: int) -> int:
    """Threats and centre dice of the side to move minus the opponent's."""
    opponent = current ^ mask
    mine = winning_cells(current, mask).bit_count() - winning_cells(opponent, mask).bit_count()
    centre = (current & CENTRE).bit_count() - (opponent & CENTRE).bit_count()
    return 4 * mine + centre


def negamax(
    current: int, mask: int, depth: int, alpha: int, beta: int, deadline: float = float("inf")
) -> int:
    """The heuristic value for the side to move, `depth` placements deep (alpha-beta)."""
    if time.perf_counter() > deadline or cancelled():
        raise OutOfTime
    possible = (mask + BOTTOM) & BOARD
    if winning_cells(current, mask) & possible:
        return WIN + depth
    if not possible:
        return 0
    threats = winning_cells(current ^ mask, mask)
    forced = possible & threats
    if forced:
        if forced & (forced - 1):
            return -WIN - depth
        possible = forced
    possible &= ~(threats >> 1)
    if not possible:
        return -WIN - depth
    if depth == 0:
        return evaluate(current, mask)
    for c in ORDER:
        move = possible & COLUMNS[c]
        if move:
            score = -negamax(current ^ mask, mask | move, depth - 1, -beta, -alpha, deadline)
            if score >= beta:
                return score
            alpha = max(alpha, score)
    return alpha


def column_scores(
    current: int, mask: int, depth: int, deadline: float = float("inf")
) -> dict[int, int]:
    """A heuristic score of each playable column, searched `depth` placements deep.

    A column worse than the best one before it may get any score below that best; a column
    that completes four scores 2 * WIN. Raises OutOfTime after `deadline` (perf_counter).
    """
    scores = {}
    wins = winning_cells(current, mask)
    best = -3 * WIN
    for c in ORDER:
        move = (mask + BOTTOM) & COLUMNS[c]
        if move:
            if wins & move:
                scores[c] = 2 * WIN
            elif mask.bit_count() + 1 >= 42:
                scores[c] = 0
            else:
                scores[c] = -negamax(
                    current ^ mask, mask | move, depth - 1, -3 * WIN, 1 - best, deadline
                )
            best = max(best, scores[c])
    return scores


def deepening(
    current: int, mask: int, seconds: float, first: int = 2, last: int = 42
) -> tuple[dict[int, int], int]:
    """column_scores at depths first, first + 1, ... while `seconds` last: (the scores of the
    deepest search that finished, its depth). The first depth always finishes."""
    deadline = time.perf_counter() + seconds
    scores = column_scores(current, mask, first)
    depth = first
    empty = 42 - mask.bit_count()
    while depth < min(last, empty):
        if any(abs(s) >= WIN for s in scores.values()) and max(scores.values()) >= WIN:
            break  # a forced row: deeper looks change nothing
        try:
            scores = column_scores(current, mask, depth + 1, deadline)
        except OutOfTime:
            break
        depth += 1
    return scores, depth
