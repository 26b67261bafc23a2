"""Allianz on screen."""

from __future__ import annotations

import ctypes
import sys


def _keep_none_alive() -> None:
    """Work around PySide6 6.12 on Python 3.11: every call of a void Qt method returns None
    without a new reference (as if None were immortal, as it is from 3.12 on), so after a few
    thousand calls Python frees None and aborts. Allianz makes that many calls in one game;
    give None enough references for any game."""
    if sys.version_info < (3, 12):
        ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40


_keep_none_alive()
