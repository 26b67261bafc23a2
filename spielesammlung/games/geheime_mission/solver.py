"""A perfect Connect Four solver for the visor-only game (after Pascal Pons's solver).

Positions are bitboards on Python ints in Pons's layout: column c uses bits 7c..7c+5 (bottom
to top) and one spare bit. `current` holds the stones of the side to move, `mask` all stones.
Scores follow Pons: 0 is a draw; a win scores (43 - k) // 2 where k is the number of stones
on the rack before the winning stone; a loss scores the negative of the winner's score.

The search is Pons's: negamax with alpha-beta, null-window iterative narrowing, a
transposition table with upper and lower bounds, only moves that do not lose at once, moves
ordered by the threats they create. Pure-Python speed-ups: the threats of all seven moves are
computed at once in one big int (one 80-bit lane per column), each child receives its
opponent's threats from its parent instead of recomputing them, and the move that refuted a
position before is tried first.

_c4.c is the same search in C (about a hundred times faster), built by setup.py when a C compiler
is there; `native` is that module or None. `LineSolver` answers the command line's `solve`.
"""

from __future__ import annotations

import time

from spielesammlung.core.thinking import cancelled

try:
    from . import _c4 as native
except ImportError:  # no C compiler at install time: the Python solver alone
    native = None  # type: ignore[assignment]

WIDTH = 7
HEIGHT = 6
CELLS = WIDTH * HEIGHT
BOTTOM = sum(1 << (7 * c) for c in range(WIDTH))
BOARD = BOTTOM * ((1 << HEIGHT) - 1)
COLUMNS = tuple(((1 << HEIGHT) - 1) << (7 * c) for c in range(WIDTH))
COLUMN_OF = {1 << (7 * c + h): c for c in range(WIDTH) for h in range(HEIGHT)}
ORDER = (3, 2, 4, 1, 5, 0, 6)  # centre columns first
LANE = 80  # bits per lane when seven bitboards share one int (49 used, 24 for the shifts)
LANES = sum(1 << (LANE * c) for c in range(WIDTH))
SPREAD = sum(COLUMNS[c] << (LANE * c) for c in range(WIDTH))  # lane c keeps column c only
CHECK_EVERY = 1024  # positions between two looks at the clock when a deadline is set
TABLE_LIMIT = 1_000_000  # entries before the transposition table is cleared
UPPER = 50  # table values: an upper bound u is stored as u + UPPER, a lower bound l as l + LOWER
LOWER = 150  # (all within Python's small int cache)


def winning_cells(stones: int, mask: int) -> int:
    """The empty cells where one more stone completes a line of four of `stones`."""
    r = (stones << 1) & (stones << 2) & (stones << 3)
    for s in (7, 6, 8):
        a1 = stones << s
        b1 = stones >> s
        p = a1 & (stones << 2 * s)
        q = b1 & (stones >> 2 * s)
        r |= (p & ((stones << 3 * s) | b1)) | (q & (a1 | (stones >> 3 * s)))
    return r & (BOARD ^ mask)


def play_line(line: str) -> tuple[int, int]:
    """(current, mask) after the columns in `line` (digits 1-7, the first side first).

    Raises ValueError for any other character, a move into a full column, and a move that
    completes four (a finished game has no score to solve; neither has a game played on).
    """
    current = mask = 0
    for index, char in enumerate(line.strip()):
        if char not in "1234567":
            raise ValueError(f"not a column 1-7: {char!r}")
        move = (mask + BOTTOM) & COLUMNS[int(char) - 1]
        if not move:
            raise ValueError(f"column {char} is full at move {index + 1}")
        if winning_cells(current, mask) & move:
            raise ValueError(f"move {index + 1} completes four: the game is over")
        current ^= mask
        mask |= move
    return current, mask


class OutOfBudget(Exception):
    """The search visited more positions than it was allowed, or its deadline passed."""


class Solver:
    """Exact scores; the transposition table is kept between solves (clear it at will)."""

    def __init__(self) -> None:
        self.table: dict[int, int] = {}
        self.hints: dict[int, int] = {}  # position key -> the move that last caused a cut-off
        self.nodes = 0  # positions visited so far
        self.limit: int | None = None  # raise OutOfBudget once `nodes` passes this
        self.deadline: float | None = None  # or once time.perf_counter() passes this

    def clear(self) -> None:
        self.table.clear()
        self.hints.clear()

    def solve(self, current: int, mask: int) -> int:
        """The exact score for the side to move; no side may have four already."""
        moves = mask.bit_count()
        if winning_cells(current, mask) & (mask + BOTTOM) & BOARD:
            return (CELLS + 1 - moves) // 2
        if len(self.table) > TABLE_LIMIT:
            self.clear()
        low = -((CELLS - moves) // 2)
        high = (CELLS + 1 - moves) // 2
        while low < high:
            mid = low + (high - low) // 2
            if mid <= 0 and -(-low // 2) < mid:
                mid = -(-low // 2)
            elif mid >= 0 and high // 2 > mid:
                mid = high // 2
            value = self._negamax(current, mask, moves, mid, mid + 1)
            if value <= mid:
                high = value
            else:
                low = value
        return low

    def best_columns(
        self, current: int, mask: int, budget: int | None = None, seconds: float | None = None
    ) -> list[int]:
        """The columns (0-6) that keep the exact score of the position for the side to move.

        One exact solve of the position, then one null-window test per column: cheaper than
        solving every column exactly. Raises OutOfBudget after `budget` positions or after
        `seconds` (the clock is read every CHECK_EVERY positions).
        """
        self.limit = None if budget is None else self.nodes + budget
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        try:
            return self._best_columns(current, mask)
        finally:
            self.limit = self.deadline = None

    def _best_columns(self, current: int, mask: int) -> list[int]:
        value = self.solve(current, mask)
        moves = mask.bit_count()
        wins = winning_cells(current, mask)
        best = []
        for c in range(WIDTH):
            move = (mask + BOTTOM) & COLUMNS[c]
            if not move:
                continue
            child, child_mask = current ^ mask, mask | move
            if wins & move:
                score = (CELLS + 1 - moves) // 2
            elif moves + 1 == CELLS:
                score = 0
            elif winning_cells(child, child_mask) & (child_mask + BOTTOM) & BOARD:
                score = -((CELLS - moves) // 2)  # the opponent wins at once
            else:  # is the child's score at most -value?
                test = self._negamax(child, child_mask, moves + 1, -value, 1 - value)
                score = value if test <= -value else value - 1
            if score == value:
                best.append(c)
        return best

    def _negamax(self, current: int, mask: int, moves: int, alpha: int, beta: int) -> int:
        """Pons's negamax in a closure (local names are the fastest in CPython)."""
        table = self.table
        hints = self.hints
        nodes = 0
        limit = (1 << 60) if self.limit is None else self.limit - self.nodes
        deadline = self.deadline
        check = CHECK_EVERY if deadline is not None else limit

        def search(cur: int, mask: int, moves: int, alpha: int, beta: int, threats: int) -> int:
            """`threats`: the empty cells where the opponent would complete four."""
            nonlocal nodes, check
            nodes += 1
            if nodes > check:
                if (
                    nodes > limit
                    or (deadline is not None and time.perf_counter() > deadline)
                    or cancelled()
                ):
                    raise OutOfBudget
                check = min(limit, nodes + CHECK_EVERY)
            possible = (mask + BOTTOM) & BOARD
            forced = possible & threats
            if forced:
                if forced & (forced - 1):
                    return -((CELLS - moves) // 2)
                possible = forced
            possible &= ~(threats >> 1)  # never play below an opponent's winning cell
            if not possible:
                return -((CELLS - moves) // 2)
            if moves >= CELLS - 2:
                return 0
            low = -((CELLS - 2 - moves) // 2)
            if alpha < low:
                alpha = low
                if alpha >= beta:
                    return alpha
            high = (CELLS - 1 - moves) // 2
            if beta > high:
                beta = high
                if alpha >= beta:
                    return beta
            key = cur + mask
            stored = table.get(key)
            if stored is not None:
                if stored < 100:  # an upper bound
                    if beta > stored - UPPER:
                        beta = stored - UPPER
                        if alpha >= beta:
                            return beta
                elif alpha < stored - LOWER:
                    alpha = stored - LOWER
                    if alpha >= beta:
                        return alpha
            # lane c: our winning cells after a move in column c (winning_cells, 7 at once)
            s = cur * LANES | (possible * LANES) & SPREAD
            r = (s << 1) & (s << 2) & (s << 3)
            a1 = s << 7
            b1 = s >> 7
            p = a1 & (s << 14)
            q = b1 & (s >> 14)
            r |= (p & ((s << 21) | b1)) | (q & (a1 | (s >> 21)))
            a1 = s << 6
            b1 = s >> 6
            p = a1 & (s << 12)
            q = b1 & (s >> 12)
            r |= (p & ((s << 18) | b1)) | (q & (a1 | (s >> 18)))
            a1 = s << 8
            b1 = s >> 8
            p = a1 & (s << 16)
            q = b1 & (s >> 16)
            r |= (p & ((s << 24) | b1)) | (q & (a1 | (s >> 24)))
            r &= (BOARD ^ mask) * LANES
            opp = cur ^ mask
            moves += 1
            hint = hints.get(key)
            if hint is not None:  # the move that refuted this position before
                threats = r >> LANE * COLUMN_OF[hint] & BOARD
                score = -search(opp, mask | hint, moves, -beta, -alpha, threats)
                if score >= beta:
                    table[key] = score + LOWER
                    return score
                if score > alpha:
                    alpha = score
                possible ^= hint
            children = []
            for i, c in enumerate(ORDER):
                move = possible & COLUMNS[c]
                if move:
                    threats = r >> LANE * c & BOARD
                    children.append((threats.bit_count() << 3 | 7 - i, move, threats))
            if len(children) > 1:
                children.sort(reverse=True)
            for _, move, threats in children:
                score = -search(opp, mask | move, moves, -beta, -alpha, threats)
                if score >= beta:
                    table[key] = score + LOWER
                    hints[key] = move
                    return score
                if score > alpha:
                    alpha = score
            table[key] = alpha + UPPER
            return alpha

        try:
            return search(current, mask, moves, alpha, beta, winning_cells(current ^ mask, mask))
        finally:
            self.nodes += nodes


class LineSolver:
    """Exact scores (Pons's convention) of the positions after lines of moves, one line after
    another: the C solver where it is built (as the strong player), else the Python solver;
    either keeps its table from line to line. `python=True` asks for the Python solver."""

    def __init__(self, python: bool = False) -> None:
        self.native = None if python else native
        self.solver = Solver()

    def __call__(self, line: str) -> str:
        """The exact score of the position after `line`, as text."""
        current, mask = play_line(line)
        if self.native is not None:
            return str(self.native.score(current, mask))
        return str(self.solver.solve(current, mask))
