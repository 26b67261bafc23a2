"""Bitboard geometry of the 8x8 board: bit i is square i, a1 = 0, b1 = 1, ..., h8 = 63.

Everything here works on two masks, `own` (the side to move) and `opp`, as plain Python ints.
"""

from __future__ import annotations

from enum import StrEnum

FULL = (1 << 64) - 1
INNER = 0x7E7E7E7E7E7E7E7E  # files b-g: stops horizontal shifts from wrapping around
FILES = "abcdefgh"


class Direction(StrEnum):
    """The eight directions, north = towards rank 8, in the notation's order."""

    N = "n"
    NE = "ne"
    E = "e"
    SE = "se"
    S = "s"
    SW = "sw"
    W = "w"
    NW = "nw"


DIRECTIONS = tuple(Direction)
STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))  # (file, rank)


def square_name(square: int) -> str:
    return FILES[square % 8] + str(square // 8 + 1)


def parse_square(text: str) -> int:
    """`d3` -> 19; raises ValueError for anything else."""
    if len(text) != 2 or text[0] not in FILES or text[1] not in "12345678":
        raise ValueError(f"not a square: {text!r}")
    return FILES.index(text[0]) + 8 * (int(text[1]) - 1)


def _ray(square: int, step: tuple[int, int]) -> tuple[int, ...]:
    """The bits from `square` (exclusive) to the board edge in one direction."""
    file, rank = square % 8 + step[0], square // 8 + step[1]
    bits = []
    while 0 <= file < 8 and 0 <= rank < 8:
        bits.append(1 << (file + 8 * rank))
        file, rank = file + step[0], rank + step[1]
    return tuple(bits)


RAYS = tuple(tuple(_ray(square, step) for step in STEPS) for square in range(64))


def _up(own: int, mask: int, k: int) -> int:
    """Squares reached from `own` through a run of `mask` squares, shifting left by k."""
    x = mask & (own << k)
    x |= mask & (x << k)
    pairs = mask & (mask << k)
    k2 = k + k
    x |= pairs & (x << k2)
    x |= pairs & (x << k2)
    return x << k


def _down(own: int, mask: int, k: int) -> int:
    """As `_up`, shifting right by k."""
    x = mask & (own >> k)
    x |= mask & (x >> k)
    pairs = mask & (mask >> k)
    k2 = k + k
    x |= pairs & (x >> k2)
    x |= pairs & (x >> k2)
    return x >> k


def targets(own: int, opp: int) -> tuple[int, int, int, int, int, int, int, int]:
    """Per direction (n..nw): the empty squares where own encloses a line in that direction.

    A stone on such a square, looking in direction d, sees one or more opposing stones and then
    an own stone; so the squares are found by walking from own stones the opposite way.
    """
    empty = ~(own | opp) & FULL
    inner = opp & INNER
    return (
        _down(own, opp, 8) & empty,  # n: walk south from own stones
        _down(own, inner, 9) & empty,  # ne: walk south-west
        _down(own, inner, 1) & empty,  # e: walk west
        _up(own, inner, 7) & empty,  # se: walk north-west
        _up(own, opp, 8) & empty,  # s: walk north
        _up(own, inner, 9) & empty,  # sw: walk north-east
        _up(own, inner, 1) & empty,  # w: walk east
        _down(own, inner, 7) & empty,  # nw: walk south-east
    )


def line_flips(own: int, opp: int, square: int, direction: int) -> int:
    """The opposing stones a stone on `square` encloses in one direction (0: none)."""
    flips = 0
    for bit in RAYS[square][direction]:
        if opp & bit:
            flips |= bit
        elif own & bit:
            return flips
        else:
            return 0
    return 0


def all_flips(own: int, opp: int, square: int) -> int:
    """The opposing stones a stone on `square` encloses in all directions together."""
    flips = 0
    for direction in range(8):
        flips |= line_flips(own, opp, square, direction)
    return flips


def squares(mask: int) -> list[int]:
    """The squares of a mask in ascending order."""
    result = []
    while mask:
        low = mask & -mask
        result.append(low.bit_length() - 1)
        mask ^= low
    return result
