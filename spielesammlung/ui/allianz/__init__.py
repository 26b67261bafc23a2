"""Allianz on screen."""

from __future__ import annotations

import ctypes
import sys


def _keep_singletons_alive() -> None:
    """Work around PySide6 6.12 on Python 3.11: void Qt methods return None and `Signal.emit`
    returns True without a new reference (as if they were immortal, as from Python 3.12 on),
    so after a few thousand calls Python frees None or True and aborts. One Allianz game makes
    far more calls than that; give these singletons enough references for any game."""
    if sys.version_info < (3, 12):
        for singleton in (None, True, False):
            ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40


_keep_singletons_alive()
