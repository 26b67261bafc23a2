"""Giving the C heap's free pages back to the system after a board's first frame.

Painting a board the first time makes big temporary pictures and SVG trees (Allianz's printed
scenery parses 1.9 MB of art); glibc keeps most of that freed memory in its heap, so the process
stays larger than what it uses (about 3 MB for Allianz, 0.5 MB for Geheime Mission and Spion &
Spion). `malloc_trim(0)` returns free pages anywhere in the heap. Linux with glibc only;
elsewhere (macOS, Windows, musl) nothing happens.

The call goes through `_ctypes`, the C half of `ctypes`: the module `ctypes` itself would cost
a game page 0.2 MB more than the call is worth on a board without big temporaries.
"""

from __future__ import annotations

import sys
from collections.abc import Callable


def _find_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, where the process has it."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import _ctypes

        class Int(_ctypes._SimpleCData):  # ctypes.c_int
            _type_ = "i"

        class Function(_ctypes.CFuncPtr):  # a C function, as ctypes.CDLL makes them
            _flags_ = _ctypes.FUNCFLAG_CDECL
            _restype_ = Int

        trim = Function(_ctypes.dlsym(_ctypes.dlopen("libc.so.6"), "malloc_trim"))
        trim.argtypes = (Int,)
    except (ImportError, OSError, AttributeError, TypeError):  # not glibc, or no ctypes
        return None
    return trim


_trim = _find_trim()


def give_back() -> bool:
    """Return the heap's free pages to the system; False where that cannot be asked."""
    if _trim is None:
        return False
    _trim(0)
    return True
