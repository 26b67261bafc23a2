"""The pieces of Checkpoint Charlie as data: traits, cats, agents, score chips.

A clue is `(tile, side)`: tile 0..4, side 0 (the first trait of TRAITS[tile]) or 1. A cat is the
number 0..31 whose bit `tile` is the side it shows on that tile, so every trait combination
exists exactly once. Card ids: cats 0..31, the agent card of agent `a` is AGENT_CARD + a.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

Clue = tuple[int, int]

TILES = 5
SIDES = 2
CATS = 1 << TILES
AGENT_CARD = CATS

#: The two opposite traits on each clue tile (side 0, side 1).
TRAITS: tuple[tuple[str, str], ...] = (
    ("hat", "no hat"),
    ("sunglasses", "no sunglasses"),
    ("trench coat", "pullover"),
    ("newspaper", "no newspaper"),
    ("grey fur", "orange fur"),
)

#: The name of cat `i` (Fleming, Boris, Nils and Lash are from the rulebook).
CAT_NAMES: tuple[str, ...] = (
    "Fleming", "Boris", "Nils", "Lash", "Mata", "Kim", "Ivan", "Greta",
    "Felix", "Natascha", "Moritz", "Olga", "Rudi", "Sascha", "Tiger", "Mischa",
    "Leopold", "Karla", "Smiley", "Ziggy", "Gustav", "Dimitri", "Hedy", "Otto",
    "Vera", "Bruno", "Luna", "Pavel", "Mimi", "Anatol", "Elsa", "Harry",
)  # fmt: skip

#: The dog agents; seat i plays agent i (Sam Spaniel is ours, the others are the rulebook's).
AGENT_NAMES: tuple[str, ...] = (
    "John Britton",
    "Miss Lansbury",
    "Jimmy Laces",
    "Martin Colombini",
    "Sam Spaniel",
)

MAX_ROUNDS = 5
TARGET_POINTS = 10
STASI_KEPT_VALUE = -2


def side_of(cat: int, tile: int) -> int:
    """The side of `tile` that `cat` shows."""
    return (cat >> tile) & 1


def matches(cat: int, clue: Clue) -> bool:
    return side_of(cat, clue[0]) == clue[1]


def cat_of(sides: dict[int, int]) -> int:
    """The cat showing `sides` (tile -> side, all five tiles)."""
    return sum(side << tile for tile, side in sides.items())


def traits_of(cat: int) -> tuple[str, ...]:
    return tuple(TRAITS[tile][side_of(cat, tile)] for tile in range(TILES))


def mismatches(cat: int, chief: int) -> int:
    """How many of the five traits `cat` does not share with `chief`."""
    return (cat ^ chief).bit_count()


class Colour(StrEnum):
    GOLD = "gold"
    WHITE = "white"
    BLACK = "black"


@dataclass(frozen=True)
class Chip:
    """A score chip; `adler` chips may be swapped (Café Adler), `stasi` is the Stasi officer."""

    colour: Colour
    value: int
    adler: bool = False
    stasi: bool = False


@cache
def chip_set(stasi: bool, cafe_adler: bool) -> tuple[Chip, ...]:
    """The 25 chips in play (rulings.md), with the variants' chips replacing ordinary ones."""
    gold = [3, 3, 4, 4, 5]
    white = [1] * 6 + [2] * 6
    black = [0] * 4 + [-1] * 4
    chips: list[Chip] = []
    if cafe_adler:
        gold.remove(3)
        white.remove(1)
        white.remove(1)
        black.remove(-1)
        chips += [
            Chip(Colour.GOLD, 3, adler=True),
            Chip(Colour.WHITE, 1, adler=True),
            Chip(Colour.WHITE, 1, adler=True),
            Chip(Colour.BLACK, -1, adler=True),
        ]
    if stasi:
        black.remove(-1)
        chips.append(Chip(Colour.BLACK, STASI_KEPT_VALUE, stasi=True))
    chips += [Chip(Colour.GOLD, v) for v in gold]
    chips += [Chip(Colour.WHITE, v) for v in white]
    chips += [Chip(Colour.BLACK, v) for v in black]
    return tuple(chips)
