"""Computer players for Geheime Mission. They see only their own view and the legal actions.

easy: fulfils its mission greedily (the placement that leaves the fewest symbols missing),
takes a visor row it can complete, blocks the opponent's row only half of the time.
strong: in the mission game a two-ply search: its own points now, minus the opponent's best
reply averaged over every card the opponent might hold (the 18 cards minus its own and the
face-up discards), plus its mission progress and its visor threats. In the visor-only game it
plays perfectly with the solver from SOLVER_FROM dice on; from TRY_SOLVER_FROM dice whenever
the solver finishes within SOLVER_BUDGET positions; otherwise a depth-limited search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .rules import (
    BOTH_BONUS,
    HEIGHT,
    SYMBOLS,
    TARGET,
    VISOR_POINTS,
    WIDTH,
    Mission,
    Place,
    Symbol,
    View,
    mission_cards,
    visor_cells,
)
from .solver import BOARD, BOTTOM, COLUMNS, ORDER, OutOfBudget, Solver, winning_cells

BLOCK_CHANCE = 0.5  # how often the easy bot blocks an opposing visor row
SOLVER_FROM = 18  # dice on the rack from which the strong bot solves the visor-only game
TRY_SOLVER_FROM = 10  # from here it tries the solver with a budget of SOLVER_BUDGET positions
SOLVER_BUDGET = 20_000
SEARCH_DEPTH = 6  # plies of the strong bot's search before that
WIN = 1000
OPPONENT_WEIGHT = 0.9  # the strong bot's weights of the mission game
PROGRESS_WEIGHT = 0.4
THREAT_WEIGHT = 0.5
FRESH_CARD_MISSING = 3  # what a newly drawn card is assumed to lack


def _makes_row(columns: Sequence[Sequence[int]], column: int, player: int) -> bool:
    """Whether a die of `player` on top of `column` completes a visor row."""
    if len(columns[column]) >= HEIGHT:
        return False
    grid = [list(c) for c in columns]
    grid[column].append(player)
    return bool(visor_cells(grid, column, len(grid[column]) - 1))


def _with_top(tops: Sequence[Symbol | None], column: int, symbol: Symbol) -> list[Symbol | None]:
    changed = list(tops)
    changed[column] = symbol
    return changed


class EasyBot:
    """Greedy about its mission, takes visor rows, blocks some of the opponent's."""

    def choose(self, view: View, player: int, legal: Sequence[Place], rng: random.Random) -> Place:
        columns = sorted({action.column for action in legal})
        wins = [c for c in columns if _makes_row(view.columns, c, player)]
        blocks = [c for c in columns if _makes_row(view.columns, c, 1 - player)]
        if wins:
            columns = wins
        elif blocks and rng.random() < BLOCK_CHANCE:
            columns = blocks
        else:  # do not put a die right below an opposing row
            safe = [c for c in columns if not self._opens_row(view, c, player)]
            columns = safe or columns
        card = view.cards[player]
        options = [a for a in legal if a.column in columns]
        if card is None:
            return rng.choice(options)
        least = min(card.missing(_with_top(view.tops, a.column, a.symbol)) for a in options)
        return rng.choice(
            [a for a in options if card.missing(_with_top(view.tops, a.column, a.symbol)) == least]
        )

    @staticmethod
    def _opens_row(view: View, column: int, player: int) -> bool:
        grid = [list(c) for c in view.columns]
        grid[column].append(player)
        return _makes_row(grid, column, 1 - player)

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> None:
        return None


def bitboards(columns: Sequence[Sequence[int]], player: int) -> tuple[int, int]:
    """(the stones of `player`, all stones) in the solver's layout."""
    current = mask = 0
    for c, column in enumerate(columns):
        for h, owner in enumerate(column):
            bit = 1 << (7 * c + h)
            mask |= bit
            if owner == player:
                current |= bit
    return current, mask


class StrongBot:
    """Two-ply search in the mission game; perfect play (solver) in the visor-only game."""

    def __init__(self) -> None:
        self.solver = Solver()

    def choose(self, view: View, player: int, legal: Sequence[Place], rng: random.Random) -> Place:
        if view.visor_only:
            column = self._visor_column(view, player, rng)
            return rng.choice([a for a in legal if a.column == column])
        return self._mission_choice(view, player, legal, rng)

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> None:
        return None

    # -- the visor-only game: Connect Four ---------------------------------------------
    def _visor_column(self, view: View, player: int, rng: random.Random) -> int:
        current, mask = bitboards(view.columns, player)
        stones = mask.bit_count()
        if stones >= SOLVER_FROM:
            return rng.choice(self.solver.best_columns(current, mask))
        if stones >= TRY_SOLVER_FROM:
            try:
                return rng.choice(self.solver.best_columns(current, mask, SOLVER_BUDGET))
            except OutOfBudget:
                pass
        scores = _search_scores(current, mask, SEARCH_DEPTH)
        best = max(scores.values())
        return rng.choice([c for c, score in scores.items() if score == best])

    # -- the mission game ---------------------------------------------------------------
    def _mission_choice(
        self, view: View, player: int, legal: Sequence[Place], rng: random.Random
    ) -> Place:
        card = view.cards[player]
        opponent = 1 - player
        known = {d.card for d in view.discard if d.card is not None} | {card}
        possible = [c for c in mission_cards(view.harder) if c not in known]
        best_value = -float("inf")
        best: list[Place] = []
        for action in legal:
            value = self._value(view, player, opponent, card, possible, action)
            if value > best_value + 1e-9:
                best_value, best = value, [action]
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best)

    def _value(
        self,
        view: View,
        player: int,
        opponent: int,
        card: Mission | None,
        possible: Sequence[Mission],
        action: Place,
    ) -> float:
        grid = [list(c) for c in view.columns]
        grid[action.column].append(player)
        row = bool(visor_cells(grid, action.column, len(grid[action.column]) - 1))
        tops = _with_top(view.tops, action.column, action.symbol)
        fulfilled = card is not None and card.fulfilled(tops)
        points = VISOR_POINTS if row else 0
        if card is not None and fulfilled:
            points += card.points + (BOTH_BONUS if row else 0)
        if view.scores[player] + points >= TARGET:
            return WIN
        value = float(points)
        if row or sum(len(c) for c in grid) == WIDTH * HEIGHT:
            return value  # a new round: the rack is cleared
        missing = FRESH_CARD_MISSING if fulfilled or card is None else card.missing(tops)
        value -= PROGRESS_WEIGHT * missing
        value -= OPPONENT_WEIGHT * _opponent_gain(grid, tops, opponent, view.scores, possible)
        mine, theirs = bitboards(grid, player)
        threats = winning_cells(mine, theirs).bit_count()
        threats -= winning_cells(theirs ^ mine, theirs).bit_count()
        return value + THREAT_WEIGHT * threats


def _opponent_gain(
    grid: Sequence[Sequence[int]],
    tops: Sequence[Symbol | None],
    opponent: int,
    scores: Sequence[int],
    possible: Sequence[Mission],
) -> float:
    """The opponent's best points on the next placement, averaged over its possible cards."""
    replies: list[tuple[bool, list[Symbol | None]]] = []
    for c in range(WIDTH):
        if len(grid[c]) < HEIGHT:
            row = _makes_row(grid, c, opponent)
            replies += [(row, _with_top(tops, c, symbol)) for symbol in SYMBOLS]
    if not replies:
        return 0.0
    any_row = any(row for row, _ in replies)
    total = 0.0
    cards: list[Mission | None] = [*possible] or [None]
    for card in cards:
        gain = VISOR_POINTS if any_row else 0
        if card is not None:
            for row, after in replies:
                if card.fulfilled(after):
                    gain = max(gain, card.points + (VISOR_POINTS + BOTH_BONUS if row else 0))
        total += WIN if scores[opponent] + gain >= TARGET else gain
    return total / len(cards)


# -- a depth-limited search for the opening of the visor-only game ---------------------------
CENTRE = COLUMNS[3]


def _evaluate(current: int, mask: int) -> int:
    """Threats and centre dice of the side to move minus the opponent's."""
    opponent = current ^ mask
    mine = winning_cells(current, mask).bit_count() - winning_cells(opponent, mask).bit_count()
    centre = (current & CENTRE).bit_count() - (opponent & CENTRE).bit_count()
    return 4 * mine + centre


def _negamax(current: int, mask: int, depth: int, alpha: int, beta: int) -> int:
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
        return _evaluate(current, mask)
    for c in ORDER:
        move = possible & COLUMNS[c]
        if move:
            score = -_negamax(current ^ mask, mask | move, depth - 1, -beta, -alpha)
            if score >= beta:
                return score
            alpha = max(alpha, score)
    return alpha


def _search_scores(current: int, mask: int, depth: int) -> dict[int, int]:
    """A heuristic score of each playable column, searched `depth` plies deep."""
    scores = {}
    wins = winning_cells(current, mask)
    best = -3 * WIN
    for c in ORDER:
        move = (mask + BOTTOM) & COLUMNS[c]
        if move:
            if wins & move:
                scores[c] = 2 * WIN
            else:  # a column worse than the best so far may get any score below it
                scores[c] = -_negamax(current ^ mask, mask | move, depth - 1, -3 * WIN, 1 - best)
            best = max(best, scores[c])
    return scores


BOTS = {"easy": EasyBot, "strong": StrongBot}
