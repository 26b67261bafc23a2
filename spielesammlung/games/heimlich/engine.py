"""The search behind the computer players: fast flips, alpha-beta with a transposition table,
iterative deepening and an exact endgame solver.

Positions are two masks, `own` (the side to move) and `opp`. A move is `(key, flips, bit)`:
`key` is the square in classic mode and `square * 8 + direction` in the one-line rules.

`native` is the C twin of the endgame solver (`_endgame.c`, built by setup.py when a compiler
is there; None otherwise): the same values and keys as `Search.solve` and `Search.solve_root`,
a hundred times faster.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from spielesammlung.core.thinking import cancelled

from .board import FULL, RAYS
from .board import targets as board_targets

try:
    from . import _endgame as native
except ImportError:  # built without a C compiler: the Python solver alone
    native = None  # type: ignore[assignment]

Move = tuple[int, int, int]  # key, flipped stones, bit of the placed stone
Evaluate = Callable[[int, int], int]

#: The ray of every square in every direction (n..nw) as one mask.
RAY = tuple(tuple(sum(ray) for ray in rays) for rays in RAYS)
#: Whether the direction (n..nw) runs towards higher bits.
UPWARD = (True, True, True, False, False, False, False, True)
#: Classic square values: move ordering before anything better is known (best first).
SQUARE_ORDER = (
    (100, -20, 10, 5, 5, 10, -20, 100),
    (-20, -50, -2, -2, -2, -2, -50, -20),
    (10, -2, 1, 1, 1, 1, -2, 10),
    (5, -2, 1, 0, 0, 1, -2, 5),
    (5, -2, 1, 0, 0, 1, -2, 5),
    (10, -2, 1, 1, 1, 1, -2, 10),
    (-20, -50, -2, -2, -2, -2, -50, -20),
    (100, -20, 10, 5, 5, 10, -20, 100),
)
SQUARE_VALUE = tuple(value for row in SQUARE_ORDER for value in row)
#: Scores of finished games lie beyond every heuristic score.
WIN = 1_000_000
INFINITY = WIN + 100
#: Transposition tables are emptied when they grow past this many positions.
TABLE_LIMIT = 200_000
#: From this depth on, moves are ordered by the evaluation of the position they lead to.
ORDER_DEPTH = 3


class Timeout(Exception):
    """The search ran past its deadline."""


def line_flips(own: int, opp: int, square: int, direction: int) -> int:
    """The opposing stones enclosed from `square` in one direction (0: none)."""
    ray = RAY[square][direction]
    blockers = ray & ~opp
    if not blockers:
        return 0
    if UPWARD[direction]:
        first = blockers & -blockers
        return ray & (first - 1) if own & first else 0
    first = 1 << (blockers.bit_length() - 1)
    return ray & -(first << 1) if own & first else 0


def moves(own: int, opp: int, classic: bool) -> list[Move]:
    """Every placement of the side to move (unordered)."""
    masks = board_targets(own, opp)
    if classic:
        flips: dict[int, int] = {}
        for direction, mask in enumerate(masks):
            while mask:
                bit = mask & -mask
                mask ^= bit
                square = bit.bit_length() - 1
                flips[square] = flips.get(square, 0) | line_flips(own, opp, square, direction)
        return [(square, flipped, 1 << square) for square, flipped in flips.items()]
    found = []
    for direction, mask in enumerate(masks):
        while mask:
            bit = mask & -mask
            mask ^= bit
            square = bit.bit_length() - 1
            found.append((square * 8 + direction, line_flips(own, opp, square, direction), bit))
    return found


def _adjacent(square: int, direction: int) -> int:
    ray = RAYS[square][direction]
    return ray[0] if ray else 0


#: The neighbour of every square in every direction (0 off the board), and all its neighbours.
ADJACENT = tuple(tuple(_adjacent(square, d) for d in range(8)) for square in range(64))
AROUND = tuple(sum(adjacent) for adjacent in ADJACENT)
#: Up to this many empty squares, moves are found square by square (cheaper than by shifts).
FEW_EMPTIES = 7


def moves_few(own: int, opp: int, empty: int, classic: bool) -> list[Move]:
    """As `moves`, looking at each empty square: faster when only a few are left."""
    found = []
    while empty:
        bit = empty & -empty
        empty ^= bit
        square = bit.bit_length() - 1
        if not AROUND[square] & opp:
            continue
        adjacent = ADJACENT[square]
        if classic:
            flipped = 0
            for direction in range(8):
                if adjacent[direction] & opp:
                    flipped |= line_flips(own, opp, square, direction)
            if flipped:
                found.append((square, flipped, bit))
            continue
        for direction in range(8):
            if adjacent[direction] & opp:
                flipped = line_flips(own, opp, square, direction)
                if flipped:
                    found.append((square * 8 + direction, flipped, bit))
    return found


def mobility(own: int, opp: int) -> int:
    """The number of squares where the side to move can place."""
    m = board_targets(own, opp)
    return (m[0] | m[1] | m[2] | m[3] | m[4] | m[5] | m[6] | m[7]).bit_count()


def replies(own: int, opp: int, classic: bool) -> int:
    """How many moves the side to move has (squares in classic mode, square-lines otherwise)."""
    m = board_targets(own, opp)
    if classic:
        return (m[0] | m[1] | m[2] | m[3] | m[4] | m[5] | m[6] | m[7]).bit_count()
    return sum(mask.bit_count() for mask in m)


def final_score(own: int, opp: int) -> int:
    """The disc difference of a finished game for `own` (empty squares go to nobody)."""
    return own.bit_count() - opp.bit_count()


def _best_gain(own: int, opp: int, square: int, classic: bool) -> int:
    """How many stones a placement on `square` flips at most (0: none)."""
    adjacent = ADJACENT[square]
    gain = 0
    for direction in range(8):
        if adjacent[direction] & opp:
            flipped = line_flips(own, opp, square, direction).bit_count()
            gain = gain + flipped if classic else max(gain, flipped)
    return gain


def last_square(own: int, opp: int, classic: bool) -> int:
    """The final disc difference for `own` to move with exactly one empty square left."""
    square = (~(own | opp) & FULL).bit_length() - 1
    diff = own.bit_count() - opp.bit_count()
    gain = _best_gain(own, opp, square, classic)
    if gain:
        return diff + 1 + 2 * gain
    gain = _best_gain(opp, own, square, classic)
    return diff - 1 - 2 * gain if gain else diff


class Search:
    """Negamax alpha-beta (principal variation search) within a deadline.

    Midgame values come from `evaluate` (far below WIN); finished games score
    WIN + disc difference. The endgame solver works in disc differences and fills its own table.
    """

    def __init__(self, classic: bool, evaluate: Evaluate) -> None:
        self.classic = classic
        self.evaluate = evaluate
        self.deadline = float("inf")
        self.nodes = 0
        self.table: dict[tuple[int, int], tuple[int, int, int, int]] = {}  # depth, low, up, key
        self.end_table: dict[tuple[int, int], tuple[int, int, int]] = {}  # low, up, key

    def tick(self) -> None:
        self.nodes += 1
        if not self.nodes & 127 and (time.monotonic() > self.deadline or cancelled()):
            raise Timeout

    def trim(self) -> None:
        """Forget old positions once the tables grow too large."""
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
        if len(self.end_table) > TABLE_LIMIT:
            self.end_table.clear()

    # Midgame ---------------------------------------------------------------------------------

    def ordered(self, own: int, opp: int, depth: int, first: int) -> list[Move]:
        found = moves(own, opp, self.classic)
        if len(found) < 2:
            return found
        if depth >= ORDER_DEPTH:
            evaluate = self.evaluate
            found.sort(
                key=lambda m: (m[0] != first, evaluate(opp & ~m[1], own | m[1] | m[2])),
            )
        else:
            found.sort(key=lambda m: (m[0] != first, -SQUARE_VALUE[m[2].bit_length() - 1]))
        return found

    def value(self, own: int, opp: int, depth: int, alpha: int, beta: int) -> int:
        """The negamax value for `own` to move, searched `depth` plies deep (fail-soft)."""
        self.tick()
        if depth <= 0:
            if (own | opp) == FULL:
                return self.finished(own, opp)
            return self.evaluate(own, opp)
        position = (own, opp)
        entry = self.table.get(position)
        first = -1
        if entry is not None:
            stored, low, up, first = entry
            if stored >= depth:
                if low >= beta:
                    return low
                if up <= alpha or low == up:
                    return up
                alpha, beta = max(alpha, low), min(beta, up)
        found = self.ordered(own, opp, depth, first)
        if not found:
            if not mobility(opp, own):
                return self.finished(own, opp)
            return -self.value(opp, own, depth, -beta, -alpha)
        start_alpha = alpha
        best, best_key = -INFINITY, found[0][0]
        for index, (key, flipped, bit) in enumerate(found):
            new_own, new_opp = opp & ~flipped, own | flipped | bit
            if index == 0:
                score = -self.value(new_own, new_opp, depth - 1, -beta, -alpha)
            else:
                score = -self.value(new_own, new_opp, depth - 1, -alpha - 1, -alpha)
                if alpha < score < beta:
                    score = -self.value(new_own, new_opp, depth - 1, -beta, -score)
            if score > best:
                best, best_key = score, key
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        low = best if best > start_alpha else -INFINITY
        up = best if best < beta else INFINITY
        self.table[position] = (depth, low, up, best_key)
        return best

    def finished(self, own: int, opp: int) -> int:
        diff = final_score(own, opp)
        return diff + (WIN if diff > 0 else -WIN if diff < 0 else 0)

    def root(self, own: int, opp: int, depth: int, first: int) -> tuple[int, int, bool]:
        """(best key, its value, complete) at `depth`; on a timeout the best move found so far.

        The first move (last iteration's best) is searched with the full window, later ones with
        a null window and re-searched when better, so a move replacing it has a proven value.
        """
        found = self.ordered(own, opp, max(depth, 3), first)
        best_key, alpha = found[0][0], -INFINITY
        try:
            for index, (key, flipped, bit) in enumerate(found):
                new_own, new_opp = opp & ~flipped, own | flipped | bit
                if index == 0:
                    score = -self.value(new_own, new_opp, depth - 1, -INFINITY, INFINITY)
                else:
                    score = -self.value(new_own, new_opp, depth - 1, -alpha - 1, -alpha)
                    if score > alpha:
                        score = -self.value(new_own, new_opp, depth - 1, -INFINITY, -alpha)
                if score > alpha:
                    alpha, best_key = score, key
        except Timeout:
            if alpha == -INFINITY:
                raise
            return best_key, alpha, False
        self.table[(own, opp)] = (depth, alpha, alpha, best_key)
        return best_key, alpha, True

    # Endgame ---------------------------------------------------------------------------------

    def solve(self, own: int, opp: int, alpha: int, beta: int) -> int:
        """The exact final disc difference for `own` to move under perfect play (fail-soft)."""
        self.tick()
        empties = 64 - (own | opp).bit_count()
        if empties <= 1:
            return last_square(own, opp, self.classic) if empties else final_score(own, opp)
        position = (own, opp)
        first = -1
        if empties > 6:
            entry = self.end_table.get(position)
            if entry is not None:
                low, up, first = entry
                if low >= beta:
                    return low
                if up <= alpha or low == up:
                    return up
                alpha, beta = max(alpha, low), min(beta, up)
        if empties <= FEW_EMPTIES:
            empty = ~(own | opp) & FULL
            found = moves_few(own, opp, empty, self.classic)
            if not found:
                if not moves_few(opp, own, empty, self.classic):
                    return final_score(own, opp)
                return -self.solve(opp, own, -beta, -alpha)
        else:
            found = moves(own, opp, self.classic)
            if not found:
                if not mobility(opp, own):
                    return final_score(own, opp)
                return -self.solve(opp, own, -beta, -alpha)
        if len(found) > 1:
            if empties > 6:
                classic = self.classic
                found.sort(
                    key=lambda m: (
                        m[0] != first,
                        replies(opp & ~m[1], own | m[1] | m[2], classic),
                        -SQUARE_VALUE[m[2].bit_length() - 1],
                    )
                )
            elif empties > 3:
                found.sort(key=lambda m: -SQUARE_VALUE[m[2].bit_length() - 1])
        best_key, best = self._solve_moves(own, opp, found, alpha, beta)
        if empties > 6:
            low = best if best > alpha else -65
            up = best if best < beta else 65
            self.end_table[position] = (low, up, best_key)
        return best

    def solve_root(self, own: int, opp: int, first: int, low: int, high: int) -> tuple[int, int]:
        """(best key, its fail-soft value) of the whole endgame within the window (low, high).

        A value >= high means the key reaches at least that, <= low that no move does better;
        in between it is exact. (-1, 1) decides win, draw or loss. Raises Timeout.
        """
        found = moves(own, opp, self.classic)
        classic = self.classic
        found.sort(key=lambda m: (m[0] != first, replies(opp & ~m[1], own | m[1] | m[2], classic)))
        return self._solve_moves(own, opp, found, low, high)

    def _solve_moves(
        self, own: int, opp: int, found: list[Move], alpha: int, beta: int
    ) -> tuple[int, int]:
        """(best key, its fail-soft value) over the ordered moves `found` (PVS)."""
        best, best_key = -65, found[0][0]
        for index, (key, flipped, bit) in enumerate(found):
            new_own, new_opp = opp & ~flipped, own | flipped | bit
            if index == 0:
                score = -self.solve(new_own, new_opp, -beta, -alpha)
            else:
                score = -self.solve(new_own, new_opp, -alpha - 1, -alpha)
                if alpha < score < beta:
                    score = -self.solve(new_own, new_opp, -beta, -score)
            if score > best:
                best, best_key = score, key
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best_key, best
