"""Computer players: a beginner (corners, else often random), a shallow searcher with some chance
in its choice, and a strong player (iterative deepening within a time budget, exact endgames:
with the C solver `engine.native` when it was built, else in Python)."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from spielesammlung.core.seats import Bot

from . import engine
from .board import DIRECTIONS
from .engine import INFINITY, Search, Timeout, moves
from .evaluation import evaluator
from .rules import Action, Place, State, flips

CORNERS = 0x8100000000000081
EASY_GREEDY_SHARE = 0.4  # how often the beginner takes the move flipping the most stones
#: The strong player stops deepening after SOFT_LIMIT seconds and breaks off a search at
#: HARD_LIMIT; an exact endgame solve may run until SOLVE_LIMIT, or once per game (the first
#: solve with LONG_SOLVE_EMPTIES empty squares or fewer) until LONG_SOLVE_LIMIT: long
#: decisions stay rare (p95 <= 0.5 s) and the long one fills the table for the rest.
SOFT_LIMIT = 0.15
HARD_LIMIT = 0.4
SOLVE_LIMIT = 0.4
LONG_SOLVE_LIMIT = 0.9
LONG_SOLVE_EMPTIES = 12
#: With this many empty squares or fewer the strong player searches to the end of the game.
SOLVE_EMPTIES = 14
#: With the C solver it plays the end exactly from this many empty squares (one-line rules,
#: classic): first win/draw/loss, then the disc difference, within NATIVE_LIMIT, the first solve
#: of a game within NATIVE_LONG_LIMIT (it fills the table for the rest; bench/heimlich_endgame.py
#: measures the solves). Should the disc difference run out of time, the move of the
#: win/draw/loss solve stands; should even that (which ends FALLBACK_LIMIT earlier), the
#: Python search decides (without solving) within FALLBACK_LIMIT.
ENDGAME_EMPTIES = {False: 14, True: 16}
NATIVE_LIMIT = 0.6
NATIVE_LONG_LIMIT = 0.9
FALLBACK_LIMIT = 0.2
#: The medium player searches MEDIUM_DEPTH plies, solves the last MEDIUM_SOLVE squares exactly
#: and picks at random among the moves within MEDIUM_MARGIN (hundredths of a disc) of the best.
MEDIUM_DEPTH = 2
MEDIUM_SOLVE = 6
MEDIUM_MARGIN = 150


class SearchError(RuntimeError):
    """The search chose an action that is not legal: a bug, never hidden by a random move."""


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


def to_action(state: State, key: int) -> Action:
    """The action of a search key (square, or square * 8 + direction in the one-line rules)."""
    return Place(key) if state.classic else Place(key // 8, DIRECTIONS[key % 8])


def checked(action: Action, legal: Sequence[Any]) -> Action:
    if action not in legal:
        raise SearchError(f"the search chose {action!r}, which is not legal here")
    return action


class _Searcher:
    """Keeps one search (and its tables) per rule set across the decisions of a game."""

    def __init__(self) -> None:
        self._searches: dict[bool, Search] = {}

    def search(self, classic: bool) -> Search:
        if classic not in self._searches:
            self._searches[classic] = Search(classic, evaluator(classic))
        found = self._searches[classic]
        found.trim()
        found.deadline = float("inf")
        return found

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        return None


class MediumBot(_Searcher):
    """Looks `depth` plies ahead and takes one of the moves close to the best, by chance."""

    def __init__(
        self,
        depth: int = MEDIUM_DEPTH,
        solve_empties: int = MEDIUM_SOLVE,
        margin: int = MEDIUM_MARGIN,
    ) -> None:
        super().__init__()
        self.depth = depth
        self.solve_empties = solve_empties
        self.margin = margin

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        state: State = view
        own, opp = state.own, state.opp
        search = self.search(state.classic)
        solve = 64 - (own | opp).bit_count() <= self.solve_empties
        scored = []
        for key, flipped, bit in sorted(moves(own, opp, state.classic)):
            new_own, new_opp = opp & ~flipped, own | flipped | bit
            if solve:
                score = -search.solve(new_own, new_opp, -65, 65)
            else:
                score = -search.value(new_own, new_opp, self.depth - 1, -INFINITY, INFINITY)
            scored.append((score, key))
        best = max(score for score, _ in scored)
        margin = 0 if solve else self.margin
        keys = [key for score, key in scored if score >= best - margin]
        return checked(to_action(state, rng.choice(keys)), legal)


class StrongBot(_Searcher):
    """Iterative deepening alpha-beta within a time budget (or to a fixed `depth`), and an exact
    search to the end of the game from `solve_empties` empty squares.

    `solve_empties` None: SOLVE_EMPTIES, or ENDGAME_EMPTIES with the C solver. After each
    decision `last_depth` holds the depth of the deepest finished search (the number of empty
    squares once win, draw or loss is solved) and `solved` whether the move is exact (the best
    final disc difference).
    """

    def __init__(
        self,
        budget: float | None = HARD_LIMIT,
        depth: int | None = None,
        solve_empties: int | None = None,
    ) -> None:
        super().__init__()
        if budget is None and depth is None:
            raise ValueError("give a time budget or a depth")
        self.budget = budget
        self.depth = depth
        self.solve_empties = solve_empties
        self.last_depth = 0
        self.solved = False
        self.long_solve = True  # the one long solve of this game is still to come

    @property
    def reached(self) -> int:
        """The old name of `last_depth` (benchmarks)."""
        return self.last_depth

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            self.last_depth, self.solved = 0, False
            return legal[0]
        state: State = view
        return checked(to_action(state, self.best_key(state)), legal)

    def best_key(self, state: State) -> int:
        """The search key of the chosen placement (the side to move has at least one)."""
        own, opp = state.own, state.opp
        empties = 64 - (own | opp).bit_count()
        self.last_depth, self.solved = 0, False
        solve_empties = self.solve_empties
        if engine.native is None:
            solve_empties = SOLVE_EMPTIES if solve_empties is None else solve_empties
            return self.search_key(state, time.monotonic(), self.budget, empties <= solve_empties)
        if solve_empties is None:
            solve_empties = ENDGAME_EMPTIES[state.classic]
        if empties <= solve_empties:
            key = self.solve_key(state, empties)
            if key is not None:
                return key
            budget = None if self.budget is None else FALLBACK_LIMIT * self.budget / HARD_LIMIT
            return self.search_key(state, time.monotonic(), budget, False)
        return self.search_key(state, time.monotonic(), self.budget, False)

    def solve_key(self, state: State, empties: int) -> int | None:
        """The C solver's move: win, draw or loss first, then the best disc difference; None
        when even the first runs out of time (or there is no C solver)."""
        native = engine.native
        if native is None:
            return None
        own, opp, classic = state.own, state.opp, state.classic
        limit, self.long_solve = (NATIVE_LONG_LIMIT if self.long_solve else NATIVE_LIMIT), False
        seconds = wld_seconds = math.inf
        if self.budget is not None:
            seconds = limit * self.budget / HARD_LIMIT
            wld_seconds = (limit - FALLBACK_LIMIT) * self.budget / HARD_LIMIT
        deadline = time.monotonic() + seconds
        found = native.solve_root(own, opp, classic, -1, 1, wld_seconds)
        if found is None:
            return None
        key, score, _ = found
        self.last_depth = empties
        if score != 0:
            low, high = (0, 65) if score > 0 else (-65, 0)
            left = max(0.0, deadline - time.monotonic())
            found = native.solve_root(own, opp, classic, low, high, left, key)
            if found is None:
                return key  # a move that keeps the win (or loses least surely): not exact
            key = found[0]
        self.solved = True
        return key

    def search_key(self, state: State, start: float, budget: float | None, solve: bool) -> int:
        """The Python search: iterative deepening within `budget` from `start`, and with
        `solve` the exact endgame in Python."""
        own, opp = state.own, state.opp
        empties = 64 - (own | opp).bit_count()
        search = self.search(state.classic)
        timed = budget is not None
        if not solve:
            self.long_solve = True  # a new game, or the middle of this one
        best = -1
        if solve and (empties <= 10 or not timed):
            last = 0  # small endgames: straight to the exact solve
        elif solve:
            last = min(4, empties)  # a quick fallback should the solve run out of time
        else:
            last = empties if self.depth is None else min(self.depth, empties)
        soft = 0.0
        if budget is not None:
            search.deadline = start + budget
            soft = SOFT_LIMIT * budget / HARD_LIMIT  # the soft limit scales with the budget
        for depth in range(1, last + 1):
            try:
                key, _, complete = search.root(own, opp, depth, best)
            except Timeout:
                break
            best = key
            if not complete:
                break
            self.last_depth = depth
            if timed and not solve and time.monotonic() - start > soft:
                break
        if solve:
            if budget is not None:
                limit = SOLVE_LIMIT
                if self.long_solve and empties <= LONG_SOLVE_EMPTIES:
                    limit, self.long_solve = LONG_SOLVE_LIMIT, False
                search.deadline = start + limit * budget / HARD_LIMIT
            try:  # first win, draw or loss, then the exact disc difference
                best, score = search.solve_root(own, opp, best, -1, 1)
                self.last_depth = empties
                if score != 0:
                    low, high = (0, 65) if score > 0 else (-65, 0)
                    best, _ = search.solve_root(own, opp, best, low, high)
                self.solved = True
            except Timeout:
                pass
        if best < 0:  # not even one ply in time: the best-looking square
            best = search.ordered(own, opp, 0, -1)[0][0]
        return best


BOTS: dict[str, Callable[[], Bot]] = {"easy": EasyBot, "medium": MediumBot, "strong": StrongBot}
