"""One shared SVG renderer per art file (loaded once; QtSvg itself with the first one)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from . import paths

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer


@cache
def renderer(name: str) -> QSvgRenderer:
    """The shared renderer of `resources/art/<name>` (loaded once)."""
    # QtSvg is loaded with the first renderer: the start screen's pictures come from the cache
    from PySide6.QtSvg import QSvgRenderer

    return QSvgRenderer(str(paths.art(name)))
