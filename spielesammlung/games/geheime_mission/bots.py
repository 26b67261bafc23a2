"""Computer players for Geheime Mission. They see only their own view and the legal actions.

easy: fulfils its mission greedily (the placement that leaves the fewest symbols missing),
takes a visor row it can complete, blocks the opponent's row only half of the time.
medium: in the mission game a two-ply search: its own points now, minus the opponent's best
reply averaged over every card the opponent might hold (the 18 cards minus its own and the
face-up discards), plus its mission progress and its visor threats. In the visor-only game a
MEDIUM_DEPTH-placement search for visor rows.
strong: the medium player's two plies plus a visor search deepened while THINK_SECONDS last,
which sees rows forced several placements ahead. In the visor-only game (exactly Connect Four)
it plays perfectly: its opening book (book.py) where the solver would be slow, the solver
everywhere else: the C solver (_c4.c, at most NATIVE_BUDGET positions and NATIVE_SECONDS; the
book is built so that every position outside it solves within NATIVE_BOOK_FAST positions), or,
when it was not compiled, the Python solver (solver.py, at most SOLVER_BUDGET positions and
SOLVER_SECONDS). A position neither covers in time gets the deepened search (not perfect; with
the Python solver that is most positions of the first dozen placements outside the book).
`last_depth`: the placements searched ahead (the rest of the round when the book or the
solver decided).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from .book import book_column, canonical
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
from .solver import ORDER, OutOfBudget, Solver, native, winning_cells
from .tactics import WIN, column_scores, deepening

BLOCK_CHANCE = 0.5  # how often the easy bot blocks an opposing visor row
MEDIUM_DEPTH = 4  # placements the medium bot looks ahead in the visor-only game
SOLVER_BUDGET = 60_000  # positions the strong bot's solver may visit for one decision
SOLVER_SECONDS = 0.35  # and the time it may take for them
NATIVE_BOOK_FAST = 4_000_000  # the book holds the positions a fresh C solve takes longer for
NATIVE_BUDGET = 2 * NATIVE_BOOK_FAST  # positions the C solver may visit for one decision
NATIVE_SECONDS = 0.6  # and the time it may take for them
THINK_SECONDS = 0.2  # the strong bot's deepened visor search (mission game)
FALLBACK_SECONDS = 0.1  # and after the solver ran out of positions or time
FIRST_DEPTH = 4
TACTIC_WEIGHT = 3.0  # a visor row forced (or conceded) a few placements ahead, in points
OPPONENT_WEIGHT = 0.9  # the weights of the mission game (medium and strong)
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


class MediumBot:
    """Two-ply search in the mission game; a short visor search in the visor-only game."""

    last_depth: int | None = None

    def choose(self, view: View, player: int, legal: Sequence[Place], rng: random.Random) -> Place:
        if view.visor_only:
            current, mask = bitboards(view.columns, player)
            scores = column_scores(current, mask, MEDIUM_DEPTH)
            best = max(scores.values())
            column = rng.choice([c for c, score in scores.items() if score == best])
            self.last_depth = MEDIUM_DEPTH
            return rng.choice([a for a in legal if a.column == column])
        self.last_depth = 2
        return _mission_choice(view, player, legal, rng, {})

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> None:
        return None


class StrongBot:
    """The medium player's two plies plus a deepened visor search in the mission game;
    perfect play (book and solver) in the visor-only game."""

    def __init__(self) -> None:
        self.solver = Solver()
        self.beliefs = Beliefs()
        self.last_depth: int | None = None
        self.last_source = ""  # visor only: "book", "solver" or "search" (not perfect)

    def choose(self, view: View, player: int, legal: Sequence[Place], rng: random.Random) -> Place:
        current, mask = bitboards(view.columns, player)
        if view.visor_only:
            column = self._visor_column(current, mask)
            return rng.choice([a for a in legal if a.column == column])
        scores, self.last_depth = deepening(current, mask, THINK_SECONDS, FIRST_DEPTH)
        best = max(scores.values())
        tactics = {}
        for c, score in scores.items():
            if score <= -WIN:
                tactics[c] = -TACTIC_WEIGHT  # the opponent forces a row
            elif score == best and score >= WIN:
                tactics[c] = TACTIC_WEIGHT
        beliefs = self.beliefs.update(view, player)
        action = _mission_choice(view, player, legal, rng, tactics, beliefs)
        self.beliefs.own_move(view, player, action)
        return action

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> None:
        return None

    def _visor_column(self, current: int, mask: int) -> int:
        """A perfect column: from the book, else from the solver (the first best column in
        ORDER on the book's orientation, so that the player stays inside its book)."""
        self.last_depth = 42 - mask.bit_count()
        column = book_column(current, mask)
        self.last_source = "book"
        if column is not None:
            return column
        self.last_source = "solver"
        best = self._solved_columns(current, mask)
        if best is None:
            self.last_source = "search"
            scores, self.last_depth = deepening(current, mask, FALLBACK_SECONDS, FIRST_DEPTH)
            top = max(scores.values())
            best = [c for c, score in scores.items() if score == top]
        if canonical(current, mask)[1]:
            return 6 - next(c for c in ORDER if 6 - c in best)
        return next(c for c in ORDER if c in best)

    def _solved_columns(self, current: int, mask: int) -> list[int] | None:
        """The columns that keep the exact score, or None when the solver ran out of time."""
        if native is not None:
            answer = native.best_columns(current, mask, NATIVE_BUDGET, NATIVE_SECONDS)
            return None if answer is None else answer[1]
        try:
            return self.solver.best_columns(current, mask, SOLVER_BUDGET, SOLVER_SECONDS)
        except OutOfBudget:
            return None


def unseen_cards(view: View, player: int) -> list[Mission]:
    """The cards the opponent may hold: all but the own card and the discards one has seen."""
    known = {d.card for d in view.discard if d.card is not None} | {view.cards[player]}
    return [c for c in mission_cards(view.harder) if c not in known]


class Beliefs:
    """What the opponent's placements tell about its card: the symbol it put on top, if it is
    the best one at that column for a card, makes that card likelier (LIKELY : UNLIKELY).

    `update` before each own decision, `own_move` after it; the weights are forgotten when
    the opponent's card may have changed (a new round, a fulfilled mission, a reshuffle)."""

    LIKELY = 1.0
    UNLIKELY = 0.25

    def __init__(self) -> None:
        self.weights: dict[Mission, float] = {}
        self.epoch: tuple[int, int] | None = None
        self.after_own: tuple[tuple[tuple[int, ...], ...], list[Symbol | None]] | None = None

    def update(self, view: View, player: int) -> dict[Mission, float]:
        opponent = 1 - player
        revealed = sum(d.revealed and d.owner == opponent for d in view.discard)
        epoch = (view.round, revealed)
        if epoch != self.epoch or self.after_own is None:
            self.weights = {}
        else:
            columns, tops = self.after_own
            placed = [
                c
                for c in range(WIDTH)
                if len(view.columns[c]) == len(columns[c]) + 1 and view.columns[c][-1] == opponent
            ]
            symbol = view.tops[placed[0]] if len(placed) == 1 else None
            if symbol is not None:
                for card in unseen_cards(view, player):
                    missing = [card.missing(_with_top(tops, placed[0], s)) for s in SYMBOLS]
                    chosen = card.missing(_with_top(tops, placed[0], symbol))
                    factor = self.LIKELY if chosen == min(missing) else self.UNLIKELY
                    self.weights[card] = self.weights.get(card, 1.0) * factor
        self.epoch = epoch
        return self.weights

    def own_move(self, view: View, player: int, action: Place) -> None:
        columns = list(view.columns)
        columns[action.column] = (*columns[action.column], player)
        self.after_own = (tuple(columns), _with_top(view.tops, action.column, action.symbol))


def _mission_choice(
    view: View,
    player: int,
    legal: Sequence[Place],
    rng: random.Random,
    tactics: dict[int, float],
    beliefs: Mapping[Mission, float] | None = None,
) -> Place:
    """The placement of the highest value (`tactics`: a bonus per column; `beliefs`: weights
    of the opponent's possible cards, all alike when None)."""
    card = view.cards[player]
    opponent = 1 - player
    possible = {
        c: 1.0 if beliefs is None else beliefs.get(c, 1.0) for c in unseen_cards(view, player)
    }
    best_value = -float("inf")
    best: list[Place] = []
    for action in legal:
        value = _value(view, player, opponent, card, possible, action)
        if value < WIN:
            value += tactics.get(action.column, 0.0)
        if value > best_value + 1e-9:
            best_value, best = value, [action]
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return rng.choice(best)


def _value(
    view: View,
    player: int,
    opponent: int,
    card: Mission | None,
    possible: Mapping[Mission, float],
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
    possible: Mapping[Mission, float],
) -> float:
    """The opponent's best points on the next placement, averaged over its possible cards
    (`possible`: card -> weight)."""
    replies: list[tuple[bool, list[Symbol | None]]] = []
    for c in range(WIDTH):
        if len(grid[c]) < HEIGHT:
            row = _makes_row(grid, c, opponent)
            replies += [(row, _with_top(tops, c, symbol)) for symbol in SYMBOLS]
    if not replies:
        return 0.0
    any_row = any(row for row, _ in replies)
    total = 0.0
    cards: dict[Mission | None, float] = {None: 1.0}
    if possible:
        cards = {card: weight for card, weight in possible.items()}
    for card, weight in cards.items():
        gain = VISOR_POINTS if any_row else 0
        if card is not None:
            for row, after in replies:
                if card.fulfilled(after):
                    gain = max(gain, card.points + (VISOR_POINTS + BOTH_BONUS if row else 0))
        total += weight * (WIN if scores[opponent] + gain >= TARGET else gain)
    return total / sum(cards.values())


BOTS = {"easy": EasyBot, "medium": MediumBot, "strong": StrongBot}
