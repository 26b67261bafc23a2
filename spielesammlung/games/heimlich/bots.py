"""Computer players: a beginner (corners, else often random) and an alpha-beta searcher."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from spielesammlung.core.seats import Bot

from .board import DIRECTIONS, FULL, all_flips, line_flips, squares
from .board import targets as board_targets
from .rules import Action, Place, State, flips

CORNERS = 0x8100000000000081
#: Each corner with its X square (diagonal neighbour) and its two C squares (edge neighbours).
CORNER_NEIGHBOURS = (
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 48) | (1 << 57)),
    (1 << 63, 1 << 54, (1 << 55) | (1 << 62)),
)
#: Classic square values, used to order moves (best first).
SQUARE_VALUES = (
    (100, -20, 10, 5, 5, 10, -20, 100),
    (-20, -50, -2, -2, -2, -2, -50, -20),
    (10, -2, 1, 1, 1, 1, -2, 10),
    (5, -2, 1, 0, 0, 1, -2, 5),
    (5, -2, 1, 0, 0, 1, -2, 5),
    (10, -2, 1, 1, 1, 1, -2, 10),
    (-20, -50, -2, -2, -2, -2, -50, -20),
    (100, -20, 10, 5, 5, 10, -20, 100),
)
SQUARE_VALUE = tuple(value for row in SQUARE_VALUES for value in row)
EDGES = (
    tuple(1 << s for s in range(8)),  # rank 1
    tuple(1 << s for s in range(56, 64)),  # rank 8
    tuple(1 << s for s in range(0, 64, 8)),  # file a
    tuple(1 << s for s in range(7, 64, 8)),  # file h
)
WIN = 10_000
EASY_GREEDY_SHARE = 0.4  # how often the beginner takes the move flipping the most stones
STRONG_BUDGET = 0.8  # seconds per move
#: With this many empty squares or fewer the strong bot searches to the end of the game,
#: allowing itself SOLVE_BUDGET_FACTOR times the budget.
SOLVE_EMPTIES = 8
SOLVE_BUDGET_FACTOR = 1.25  # an endgame solve still answers within about a second


class EasyBot:
    """Takes a corner when it can; otherwise sometimes the greediest move, mostly a random one."""

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        state: State = view
        corners = [a for a in legal if isinstance(a, Place) and CORNERS >> a.square & 1]
        if corners:
            return rng.choice(corners)
        if rng.random() < EASY_GREEDY_SHARE:
            gains = [flips(state, a).bit_count() if isinstance(a, Place) else 0 for a in legal]
            return rng.choice([a for a, g in zip(legal, gains, strict=True) if g == max(gains)])
        return rng.choice(list(legal))

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        return None


class Timeout(Exception):
    """The search ran out of time."""


Child = tuple[int, int, int, int]  # key (square * 8 + direction, or square), own, opp, order


def _neighbours(mask: int) -> int:
    """The squares next to any square of `mask` (in all eight directions)."""
    west, east = mask & ~0x0101010101010101, mask & ~0x8080808080808080  # may step that way
    spread = (mask << 8) | (mask >> 8) | (east << 1) | (west >> 1)
    spread |= (east << 9) | (west << 7) | (east >> 7) | (west >> 9)
    return spread & FULL


def _mobility(own: int, opp: int) -> int:
    """The number of squares where the side can place (each counted once)."""
    m = board_targets(own, opp)
    return (m[0] | m[1] | m[2] | m[3] | m[4] | m[5] | m[6] | m[7]).bit_count()


def _anchored(own: int) -> int:
    """Own edge stones in an unbroken run from an own corner (they can never flip)."""
    stable = 0
    for edge in EDGES:
        for run in (edge, edge[::-1]):
            for bit in run:
                if not own & bit:
                    break
                stable |= bit
    return stable.bit_count()


def evaluate(own: int, opp: int) -> int:
    """A heuristic score for the side to move (own); positive is good for it."""
    empty = ~(own | opp) & FULL
    empties = empty.bit_count()
    score = 30 * ((own & CORNERS).bit_count() - (opp & CORNERS).bit_count())
    for corner, x_square, c_squares in CORNER_NEIGHBOURS:
        if empty & corner:
            score -= 15 * (bool(own & x_square) - bool(opp & x_square))
            score -= 5 * ((own & c_squares).bit_count() - (opp & c_squares).bit_count())
    score += 5 * (_mobility(own, opp) - _mobility(opp, own))
    front = _neighbours(empty)
    score -= 2 * ((own & front).bit_count() - (opp & front).bit_count())
    score += 8 * (_anchored(own) - _anchored(opp))
    if empties < 16:
        score += (16 - empties) * (own.bit_count() - opp.bit_count()) // 2
    return score


def _final(own: int, opp: int) -> int:
    """The exact score of a finished game: a win beats any heuristic score."""
    diff = own.bit_count() - opp.bit_count()
    return diff + (WIN if diff > 0 else -WIN if diff < 0 else 0)


class Search:
    """Negamax with alpha-beta, a best-move table for ordering and an optional deadline."""

    def __init__(self, classic: bool, deadline: float | None) -> None:
        self.classic = classic
        self.deadline = deadline
        self.nodes = 0
        self.exact = True  # no leaf of the last search was cut off by the depth limit
        self.best: dict[tuple[int, int], int] = {}

    def children(self, own: int, opp: int, fastest_first: bool = False) -> list[Child]:
        """Every placement as (key, own after, opp after, order), best guesses first.

        `fastest_first` (deep endgame): the moves leaving the opponent fewest replies first.
        """
        masks = board_targets(own, opp)
        found: list[Child] = []
        if self.classic:
            anywhere = 0
            for mask in masks:
                anywhere |= mask
            for square in squares(anywhere):
                flipped = all_flips(own, opp, square)
                bit = 1 << square
                found.append((square, own | flipped | bit, opp & ~flipped, SQUARE_VALUE[square]))
        else:
            for direction, mask in enumerate(masks):
                for square in squares(mask):
                    flipped = line_flips(own, opp, square, direction)
                    bit = 1 << square
                    order = SQUARE_VALUE[square] + flipped.bit_count()
                    key = square * 8 + direction
                    found.append((key, own | flipped | bit, opp & ~flipped, order))
        first = self.best.get((own, opp))
        if fastest_first:
            found.sort(key=lambda child: (child[0] != first, _mobility(child[2], child[1])))
        else:
            found.sort(key=lambda child: 1000 if child[0] == first else child[3], reverse=True)
        return found

    def negamax(self, own: int, opp: int, passed: bool, depth: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 255 and time.monotonic() > self.deadline:
            raise Timeout
        if (own | opp) == FULL:
            return _final(own, opp)
        if depth <= 0:
            self.exact = False
            return evaluate(own, opp)
        found = self.children(own, opp, depth > 4 and 64 - (own | opp).bit_count() <= depth)
        if not found:
            if passed:
                return _final(own, opp)
            return -self.negamax(opp, own, True, depth, -beta, -alpha)
        best, best_key = -WIN - 64, found[0][0]
        for index, (key, new_own, new_opp, _) in enumerate(found):
            if index == 0:
                score = -self.negamax(new_opp, new_own, False, depth - 1, -beta, -alpha)
            else:  # principal variation search: prove the first move best with a null window
                score = -self.negamax(new_opp, new_own, False, depth - 1, -alpha - 1, -alpha)
                if alpha < score < beta:
                    score = -self.negamax(new_opp, new_own, False, depth - 1, -beta, -score)
            if score > best:
                best, best_key = score, key
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        self.best[(own, opp)] = best_key
        return best

    def root(self, own: int, opp: int, depth: int) -> int:
        """The key of the best placement at this depth (raises Timeout)."""
        alpha, best_key = -WIN - 65, -1
        for key, new_own, new_opp, _ in self.children(own, opp):
            score = -self.negamax(new_opp, new_own, False, depth - 1, -WIN - 65, -alpha)
            if score > alpha:
                alpha, best_key = score, key
        self.best[(own, opp)] = best_key
        return best_key


class StrongBot:
    """Iterative deepening alpha-beta within `budget` seconds, or to a fixed `depth`.

    With `solve_empties` empty squares or fewer it searches to the end of the game (a perfect
    endgame), allowing itself SOLVE_BUDGET_FACTOR times the budget for that.
    """

    def __init__(
        self,
        budget: float | None = STRONG_BUDGET,
        depth: int | None = None,
        solve_empties: int = SOLVE_EMPTIES,
    ) -> None:
        if budget is None and depth is None:
            raise ValueError("give a time budget or a depth")
        self.budget = budget
        self.depth = depth
        self.solve_empties = solve_empties
        self.reached = 0  # the depth of the last completed search (for benchmarks)
        self.solved = False  # whether that search saw the end of every line (exact)

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        state: State = view
        key = self.best_key(state)
        action: Action = Place(key) if state.classic else Place(key // 8, DIRECTIONS[key % 8])
        return action if action in legal else rng.choice(list(legal))

    def best_key(self, state: State) -> int:
        """The search key of the chosen placement (the side to move has at least one)."""
        own, opp = state.own, state.opp
        empties = 64 - (own | opp).bit_count()
        solve = empties <= self.solve_empties
        start = time.monotonic()
        deadline = None
        if self.budget is not None:
            deadline = start + self.budget * (SOLVE_BUDGET_FACTOR if solve else 1)
        search = Search(state.classic, deadline)
        best = search.children(own, opp)[0][0]
        last = empties if self.depth is None or solve else min(self.depth, empties)
        self.reached, self.solved = 0, False
        for depth in range(1, last + 1):
            search.exact = True
            try:
                best = search.root(own, opp, depth)
            except Timeout:
                break
            self.reached, self.solved = depth, search.exact
            if search.exact:
                break
            if not solve and self.budget and time.monotonic() - start > 0.4 * self.budget:
                break  # the next, deeper search would most likely not finish
        return best

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        return None


BOTS: dict[str, Callable[[], Bot]] = {"easy": EasyBot, "strong": StrongBot}
