"""Giving the C heap's free pages back to the system after a board's first picture.

Painting a board the first time makes big temporary pictures and SVG trees (Allianz's printed
scenery parses 3 MB of art); glibc keeps most of that freed memory in its heap, so the process
stays larger than what it uses (about 3.5 MB for Allianz). `malloc_trim(0)` returns free pages
anywhere in the heap. Linux with glibc only; elsewhere (macOS, Windows, musl) nothing happens.
"""

from __future__ import annotations

import sys
from collections.abc import Callable


def _find_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, where the process has it."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # (PySide6 imports it already)

    try:
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):  # not glibc
        return None
    return trim


_trim = _find_trim()


def give_back() -> bool:
    """Return the heap's free pages to the system; False where that cannot be asked."""
    if _trim is None:
        return False
    _trim(0)
    return True
