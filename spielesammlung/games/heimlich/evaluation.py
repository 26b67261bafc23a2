"""The evaluation of a position for the side to move: a linear model over a few features.

The weights (one set per stage of the game and rule set) are data: `weights.py`, written by
`bench/heimlich_fit.py` from self-play games. Values are in hundredths of a disc of the expected
final disc difference.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .board import FULL
from .board import targets as board_targets
from .weights import CLASSIC, ONE_LINE

CORNERS = 0x8100000000000081
#: Each corner with its X square (diagonal neighbour) and its two C squares (edge neighbours).
CORNER_NEIGHBOURS = (
    (1 << 0, 1 << 9, (1 << 1) | (1 << 8)),
    (1 << 7, 1 << 14, (1 << 6) | (1 << 15)),
    (1 << 56, 1 << 49, (1 << 48) | (1 << 57)),
    (1 << 63, 1 << 54, (1 << 55) | (1 << 62)),
)
FILE_A = 0x0101010101010101
GATHER = 0x0102040810204080  # (x & FILE_A) * GATHER >> 56: file a as a byte, rank 1 = bit 0
NOT_FILE_A = ~FILE_A & FULL
NOT_FILE_H = ~(FILE_A << 7) & FULL
FEATURES = (
    "corners",
    "x",
    "c",
    "mobility",
    "frontier",
    "potential",
    "anchored",
    "discs",
    "parity",
    "tempo",
)
#: Stages: the weights used with `empties` empty squares are those of STAGE[empties].
STAGES = 6
STAGE = tuple(
    min(STAGES - 1, (60 - empties) // 10) if empties <= 60 else 0 for empties in range(65)
)


def _anchored_run(byte: int) -> int:
    """How many stones of an edge (as a byte) lie in unbroken runs from its two corners."""
    stable = 0
    for order in (range(8), range(7, -1, -1)):
        for index in order:
            if not byte >> index & 1:
                break
            stable |= 1 << index
    return stable.bit_count()


ANCHORED = tuple(_anchored_run(byte) for byte in range(256))


def anchored(stones: int) -> int:
    """The stones on the four edges that are joined to an own corner by an unbroken run."""
    return (
        ANCHORED[stones & 0xFF]
        + ANCHORED[stones >> 56]
        + ANCHORED[((stones & FILE_A) * GATHER >> 56) & 0xFF]
        + ANCHORED[(((stones >> 7) & FILE_A) * GATHER >> 56) & 0xFF]
    )


def neighbours(mask: int) -> int:
    """The squares next to any square of `mask`."""
    west, east = mask & NOT_FILE_A, mask & NOT_FILE_H  # may step that way
    spread = (mask << 8) | (mask >> 8) | (east << 1) | (west >> 1)
    spread |= (east << 9) | (west << 7) | (east >> 7) | (west >> 9)
    return spread & FULL


def features(own: int, opp: int) -> tuple[int, ...]:
    """The features of FEATURES, each own minus opponent (parity and tempo: 0 or 1).

    Frontier: stones next to an empty square; potential: empty squares next to opposing stones
    (where one may place later) minus those next to own stones.
    """
    empty = ~(own | opp) & FULL
    x = c = 0
    for corner, x_square, c_squares in CORNER_NEIGHBOURS:
        if empty & corner:
            x += bool(own & x_square) - bool(opp & x_square)
            c += (own & c_squares).bit_count() - (opp & c_squares).bit_count()
    m = board_targets(own, opp)
    mine = (m[0] | m[1] | m[2] | m[3] | m[4] | m[5] | m[6] | m[7]).bit_count()
    m = board_targets(opp, own)
    theirs = (m[0] | m[1] | m[2] | m[3] | m[4] | m[5] | m[6] | m[7]).bit_count()
    front = neighbours(empty)
    return (
        (own & CORNERS).bit_count() - (opp & CORNERS).bit_count(),
        x,
        c,
        mine - theirs,
        (own & front).bit_count() - (opp & front).bit_count(),
        (neighbours(opp) & empty).bit_count() - (neighbours(own) & empty).bit_count(),
        anchored(own) - anchored(opp),
        own.bit_count() - opp.bit_count(),
        empty.bit_count() & 1,
        1,
    )


def evaluator(
    classic: bool, table: Sequence[Sequence[float]] | None = None
) -> Callable[[int, int], int]:
    """The evaluation function of one rule set: (own, opp) -> hundredths of a disc.

    `table` replaces the shipped weights (one row per stage), for benchmarks.
    """
    if table is None:
        table = CLASSIC if classic else ONE_LINE
    weights = [tuple(int(round(100 * w)) for w in stage) for stage in table]

    def evaluate(own: int, opp: int) -> int:
        f = features(own, opp)
        w = weights[STAGE[64 - (own | opp).bit_count()]]
        return (
            w[0] * f[0]
            + w[1] * f[1]
            + w[2] * f[2]
            + w[3] * f[3]
            + w[4] * f[4]
            + w[5] * f[5]
            + w[6] * f[6]
            + w[7] * f[7]
            + w[8] * f[8]
            + w[9]
        )

    return evaluate
