"""The Allianz board, parsed from `board.txt`, and the geometry derived from it.

A square is the integer `row * COLS + col`, rows from the top, columns from the left.
Parties are 0..3 for A..D, clockwise from the top left.
"""

from __future__ import annotations

from collections import deque
from functools import cache
from importlib import resources

_PACKAGE = "spielesammlung.games.allianz"
PARTY_LETTERS = "ABCD"
COLUMN_NAMES = "abcdefghijklmnopqrstuvwxy"
DIRECTIONS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def _load() -> list[str]:
    text = resources.files(_PACKAGE).joinpath("board.txt").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.strip()]
    if len({len(row) for row in rows}) != 1:
        raise ValueError("board.txt: rows of different length")
    return rows


MAP = _load()
ROWS = len(MAP)
COLS = len(MAP[0])
SQUARES = range(ROWS * COLS)
#: one int object per square, shared by every table below (ints past 256 are not cached by
#: Python: each table would hold thousands of copies, about 0.3 MB)
_SQUARE = tuple(SQUARES)


def square(row: int, col: int) -> int:
    return _SQUARE[row * COLS + col]


def coords(sq: int) -> tuple[int, int]:
    return divmod(sq, COLS)


def square_name(sq: int) -> str:
    """Like a map: columns a-y from the left, rows 1-22 from the top ("c4")."""
    row, col = coords(sq)
    return f"{COLUMN_NAMES[col]}{row + 1}"


def _cells(chars: str) -> list[int]:
    return [square(r, c) for r in range(ROWS) for c in range(COLS) if MAP[r][c] in chars]


ROCKS = frozenset(_cells("#"))
CASTLES: tuple[tuple[int, ...], ...] = tuple(tuple(_cells(p)) for p in PARTY_LETTERS)
STARTS: tuple[tuple[int, ...], ...] = tuple(tuple(_cells(p.lower())) for p in PARTY_LETTERS)
CASTLE_OWNER = {sq: party for party, castle in enumerate(CASTLES) for sq in castle}


def _chebyshev(a: int, b: int) -> int:
    (ra, ca), (rb, cb) = coords(a), coords(b)
    return max(abs(ra - rb), abs(ca - cb))


def _zone_owner(sq: int) -> int:
    """The party whose castle is nearest to a truce square."""
    return min(range(4), key=lambda p: min(_chebyshev(sq, c) for c in CASTLES[p]))


#: The truce zone of each party: its `+` squares and its castle.
ZONES: tuple[frozenset[int], ...] = tuple(
    frozenset([s for s in _cells("+") if _zone_owner(s) == p] + list(CASTLES[p])) for p in range(4)
)
ZONE_OWNER = {sq: party for party, zone in enumerate(ZONES) for sq in zone}


def _neighbours(sq: int) -> list[tuple[int, int]]:
    """(square one step away, square two steps away or -1) for each direction."""
    r, c = coords(sq)
    result = []
    for dr, dc in DIRECTIONS:
        r1, c1, r2, c2 = r + dr, c + dc, r + 2 * dr, c + 2 * dc
        if not (0 <= r1 < ROWS and 0 <= c1 < COLS):
            continue
        beyond = square(r2, c2) if 0 <= r2 < ROWS and 0 <= c2 < COLS else -1
        result.append((square(r1, c1), -1 if beyond in ROCKS else beyond))
    return result


#: Open neighbours of each square (a step goes there).
STEPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(a for a, _ in _neighbours(s) if a not in ROCKS) for s in SQUARES
)
#: (jumped square, landing square) pairs of each square; landing squares are never rocks.
JUMPS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((a, b) for a, b in _neighbours(s) if b >= 0 and a not in ROCKS) for s in SQUARES
)


def _distances(targets: frozenset[int] | tuple[int, ...]) -> tuple[int, ...]:
    """Steps (8 directions, around rocks) from every square to the nearest target."""
    far = ROWS * COLS
    dist = [far] * (ROWS * COLS)
    queue = deque(targets)
    for t in targets:
        dist[t] = 0
    while queue:
        s = queue.popleft()
        for n in STEPS[s]:
            if dist[n] == far:
                dist[n] = dist[s] + 1
                queue.append(n)
    return tuple(dist)


#: Steps from each square to each party's castle.
CASTLE_DISTANCE = tuple(_distances(CASTLES[p]) for p in range(4))


@cache
def distances_to(squares: tuple[int, ...]) -> tuple[int, ...]:
    """Steps from every square to the nearest of `squares` (remembered: castle squares)."""
    return _distances(squares)


#: Steps from each square of a party's zone to the nearest open square outside it.
EXIT_DISTANCE = tuple(_distances(frozenset(SQUARES) - ZONES[p] - ROCKS) for p in range(4))
#: Open squares outside each zone that touch it (where a lord may put a new ally's pieces).
ZONE_BORDER: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        s
        for s in SQUARES
        if EXIT_DISTANCE[p][s] == 0 and s not in ROCKS and any(n in ZONES[p] for n in STEPS[s])
    )
    for p in range(4)
)
