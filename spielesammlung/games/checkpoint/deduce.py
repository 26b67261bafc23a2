"""Deduction for Checkpoint Charlie, pure: which clues each player may hold, who may be the chief.

Everything follows from public facts (rows, discard piles, tossed tiles, open clues) plus,
optionally, the asking player's own clue. Each player's clue must fit their row (every cat
there shows it) and their discard pile (no cat there shows it); the five tiles are distinct.
All consistent assignments of clues are equally likely and the sides of tiles nobody has seen
are even chances, so counting (assignment, unseen sides) pairs gives exact odds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from .components import CATS, SIDES, TILES, Clue, cat_of
from .view import View

#: Every clue, in the order the deduction lists them.
ALL_CLUES: tuple[Clue, ...] = tuple((t, s) for t in range(TILES) for s in range(SIDES))
ALL_BITS = CATS - 1


@dataclass(frozen=True)
class Facts:
    rows: tuple[tuple[int, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    open_tiles: tuple[Clue, ...]  # tiles lying open in the middle
    known: tuple[Clue | None, ...]  # clues known for certain (one's own, an open Stasi clue)

    @property
    def players(self) -> int:
        return len(self.rows)


def facts_from_view(view: View, own_clue: bool = True) -> Facts:
    """The facts a view shows; `own_clue` False leaves out the viewer's secret clue."""
    known = []
    for p, player in enumerate(view.players):
        public = (
            player.stasi_card
            or view.last_round is not None
            and (view.last_round.round == view.round)
        )
        known.append(player.clue if own_clue or p != view.viewer or public else None)
    return Facts(
        tuple(p.row for p in view.players),
        tuple(p.discards for p in view.players),
        view.open_tiles,
        tuple(known),
    )


def fits(clue: Clue, row: tuple[int, ...], discards: tuple[int, ...]) -> bool:
    """Whether a player holding `clue` would have put exactly these cats in the row."""
    return clue in fitting(row, discards)


@lru_cache(maxsize=8192)
def fitting(row: tuple[int, ...], discards: tuple[int, ...]) -> frozenset[Clue]:
    """The clues a player with this row and discard pile may hold: every cat in the row shows
    the clue, none on the pile does (by bits: side 1 of tile t is bit t set)."""
    ones = ALL_BITS  # bits set in every cat of the row
    zeros = ALL_BITS  # bits clear in every cat of the row
    for cat in row:
        ones &= cat
        zeros &= ~cat
    for cat in discards:  # a discarded cat shows the other side
        ones &= ~cat
        zeros &= cat
    return frozenset(
        (tile, side) for tile, side in ALL_CLUES if (ones if side else zeros) >> tile & 1
    )


@lru_cache(maxsize=4096)
def assignments(facts: Facts) -> tuple[tuple[Clue, ...], ...]:
    """Every assignment of clues to all players consistent with the facts."""

    allowed = []
    for player, known in enumerate(facts.known):
        fit = fitting(facts.rows[player], facts.discards[player])
        allowed.append([clue for clue in ([known] if known else ALL_CLUES) if clue in fit])

    def extend(player: int, used: frozenset[int]) -> Iterator[tuple[Clue, ...]]:
        if player == facts.players:
            yield ()
            return
        for clue in allowed[player]:
            if clue[0] in used:
                continue
            for rest in extend(player + 1, used | {clue[0]}):
                yield (clue, *rest)

    return tuple(extend(0, frozenset(tile for tile, _ in facts.open_tiles)))


def possible_clues(facts: Facts) -> tuple[frozenset[Clue], ...]:
    """For each player, the clues (tile, side) they may still hold."""
    joint = assignments(facts)
    return tuple(frozenset(a[p] for a in joint) for p in range(facts.players))


@lru_cache(maxsize=4096)
def chief_weights(facts: Facts) -> tuple[int, ...]:
    """For each cat, in how many equally likely worlds it is the chief."""
    counts = [0] * CATS
    for joint in assignments(facts):
        fixed = dict(joint + facts.open_tiles)
        free = [tile for tile in range(TILES) if tile not in fixed]
        for bits in range(1 << len(free)):
            sides = fixed | {tile: (bits >> i) & 1 for i, tile in enumerate(free)}
            counts[cat_of(sides)] += 1
    return tuple(counts)


@lru_cache(maxsize=4096)
def chief_odds(facts: Facts) -> tuple[float, ...]:
    """For each cat, the chance that it is the chief (all zero if the facts contradict)."""
    weights = chief_weights(facts)
    total = sum(weights)
    return tuple(w / total if total else 0.0 for w in weights)


@lru_cache(maxsize=4096)
def assistant_odds(facts: Facts) -> tuple[float, ...]:
    """For each cat, the chance that it is an assistant (shares exactly four traits)."""
    chief = chief_odds(facts)
    odds = [0.0] * CATS
    for tile in range(TILES):
        bit = 1 << tile
        for cat in range(CATS):
            odds[cat] += chief[cat ^ bit]
    return tuple(odds)


def chief_candidates(facts: Facts) -> frozenset[int]:
    """The cats that can still be the chief."""
    return frozenset(cat for cat, w in enumerate(chief_weights(facts)) if w)


def scoring_candidates(facts: Facts) -> frozenset[int]:
    """The cats that can still be the chief or an assistant (not sure to earn black)."""
    chief = chief_candidates(facts)
    return frozenset(c for c in range(CATS) if any((c ^ k).bit_count() <= 1 for k in chief))
