"""The two boards of Spion & Spion, read from the drawing in `boards.txt` (geometry is data)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

#: Embassy codes of the drawing in colour order (Schwarz, Weiss, Schwarz-Rot, Weiss-Blau).
EMBASSY_CODES = ("ES", "EW", "ESR", "EWB")
TRACK = "o"
ALFRED = "@"


@dataclass(frozen=True)
class Field:
    """One field of the ring: where it is drawn and what it is."""

    index: int
    row: int
    col: int
    embassy: int | None  # the colour whose embassy this is
    alfred: bool


@dataclass(frozen=True)
class Board:
    """A ring of fields in clockwise order, field 0 being the Schwarz embassy."""

    players: int
    fields: tuple[Field, ...]
    rows: int
    cols: int

    @property
    def size(self) -> int:
        return len(self.fields)

    def embassy(self, colour: int) -> int:
        """The field index of `colour`'s embassy."""
        for f in self.fields:
            if f.embassy == colour:
                return f.index
        raise KeyError(colour)

    def embassy_colour(self, index: int) -> int | None:
        return self.fields[index].embassy

    def is_alfred(self, index: int) -> bool:
        return self.fields[index].alfred


def parse(text: str) -> dict[int, Board]:
    """Read every board section of the drawing."""
    sections: dict[int, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        header = re.fullmatch(r"\[(\d+)\]", line.strip())
        if header:
            current = sections.setdefault(int(header.group(1)), [])
        elif current is not None:
            current.append(line)
    return {players: _board(players, lines) for players, lines in sections.items()}


def _board(players: int, lines: list[str]) -> Board:
    columns = {m.start(): int(m.group()) for m in re.finditer(r"\S+", lines[0])}
    cells: list[tuple[int, int, str]] = []
    for line in lines[1:]:
        tokens = list(re.finditer(r"\S+", line))
        row = int(tokens[0].group())
        for token in tokens[1:]:
            if token.start() not in columns:
                raise ValueError(f"board {players}: cell {token.group()!r} is off the columns")
            cells.append((row, columns[token.start()], token.group()))
    rows = max(r for r, _, _ in cells) + 1
    cols = max(c for _, c, _ in cells) + 1
    centre_r = sum(r for r, _, _ in cells) / len(cells)
    centre_c = sum(c for _, c, _ in cells) / len(cells)

    def clockwise(cell: tuple[int, int, str]) -> float:
        angle = math.atan2(centre_r - cell[0], cell[1] - centre_c)  # maths angle, y up
        return -angle  # clockwise on screen = decreasing maths angle

    ring = sorted(cells, key=clockwise)
    start = next(i for i, cell in enumerate(ring) if cell[2] == EMBASSY_CODES[0])
    ring = ring[start:] + ring[:start]
    fields = tuple(
        Field(
            i,
            r,
            c,
            EMBASSY_CODES.index(code) if code in EMBASSY_CODES else None,
            code == ALFRED,
        )
        for i, (r, c, code) in enumerate(ring)
    )
    for code in (*EMBASSY_CODES[:players], TRACK, ALFRED):
        if code not in {cell[2] for cell in cells}:
            raise ValueError(f"board {players} lacks {code}")
    return Board(players, fields, rows, cols)


@cache
def boards() -> dict[int, Board]:
    return parse(resources.files(__package__).joinpath("boards.txt").read_text("utf-8"))


def board(players: int) -> Board:
    """The board for this player count."""
    return boards()[players]
