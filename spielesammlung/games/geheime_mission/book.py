"""The opening book of the strong player in the visor-only game (Connect Four).

book.bin is made by scripts/build_connect4_book.py with the project's solver: for each position
the strong player can meet while following its own choices in which a fresh solve takes too
long, the column to play. A position is stored once for itself and its mirror image, under
the smaller of the two keys (`current + mask` in the solver's layout).

File format: b"GMB1", the ply through which the book is complete (1 byte, 255: none), the
number of entries (4 bytes, little-endian), then the entries sorted by key: the key in 7 bytes
and the column (0-6, in the orientation of the stored key) in one byte, all little-endian.
"""

from __future__ import annotations

import struct
from functools import cache
from pathlib import Path

BOOK_PATH = Path(__file__).with_name("book.bin")
MAGIC = b"GMB1"
KEY_BYTES = 7


def mirror(bits: int) -> int:
    """The bitboard mirrored left to right (column c becomes column 6 - c)."""
    result = 0
    for c in range(7):
        result |= ((bits >> (7 * c)) & 0x7F) << (7 * (6 - c))
    return result


def canonical(current: int, mask: int) -> tuple[int, bool]:
    """(the book key of the position, whether it is the key of the mirror image)."""
    key = current + mask
    flipped = mirror(current) + mirror(mask)
    return (flipped, True) if flipped < key else (key, False)


def write_book(path: Path, book: dict[int, int], complete_through: int) -> None:
    header = MAGIC + struct.pack("<BI", complete_through & 0xFF, len(book))
    body = b"".join(
        key.to_bytes(KEY_BYTES, "little") + bytes((column,)) for key, column in sorted(book.items())
    )
    temporary = path.with_suffix(".tmp")
    temporary.write_bytes(header + body)
    temporary.replace(path)


def read_book(path: Path) -> tuple[dict[int, int], int]:
    """(key -> column, the ply through which it is complete or -1)."""
    data = path.read_bytes()
    if data[:4] != MAGIC:
        raise ValueError(f"not an opening book: {path}")
    complete, count = struct.unpack_from("<BI", data, 4)
    book = {}
    size = KEY_BYTES + 1
    for i in range(count):
        start = 9 + i * size
        book[int.from_bytes(data[start : start + KEY_BYTES], "little")] = data[start + KEY_BYTES]
    return book, (-1 if complete == 0xFF else complete)


@cache
def shipped_book() -> dict[int, int]:
    """The shipped book (loaded once; empty when the file is missing)."""
    try:
        return read_book(BOOK_PATH)[0]
    except FileNotFoundError:
        return {}


def book_column(current: int, mask: int) -> int | None:
    """The book's column (0-6) for the position, or None when it is not in the book."""
    key, flipped = canonical(current, mask)
    column = shipped_book().get(key)
    if column is None:
        return None
    return 6 - column if flipped else column
