"""Dialogs sized from their content and the app's font (issue 25), never beyond the screen.

Qt sizes a dialog once, when it is shown: a status line that later grows to three lines would
be cut. `fit_height` makes the dialog as tall as its wrapped texts need then. `readable_width`
is a width in characters of the widget's font (so it grows with the text size), and
`on_screen` bounds a window's size by the screen it is on.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

SCREEN_MARGIN = 40  # pixels left around a window for the desktop's frame


def screen_room(widget: QWidget) -> QSize:
    """The room a window of `widget` may take on its screen (less a frame)."""
    screen = widget.screen().availableGeometry().size()
    return QSize(screen.width() - SCREEN_MARGIN, screen.height() - SCREEN_MARGIN)


def readable_width(widget: QWidget, chars: int) -> int:
    """`chars` average characters of `widget`'s font, at most the screen's width."""
    return min(chars * widget.fontMetrics().averageCharWidth(), screen_room(widget).width())


def on_screen(window: QWidget, width: int, height: int) -> None:
    """Resize `window` to width x height, at most the room on its screen."""
    window.resize(QSize(width, height).boundedTo(screen_room(window)))


def fit_height(dialog: QWidget) -> None:
    """A shown dialog as tall as its layout needs at its width (at most the screen's height)."""
    layout = dialog.layout()
    if layout is None or not dialog.isVisible():
        return
    layout.activate()
    width = dialog.width()
    need = (
        layout.totalHeightForWidth(width)
        if layout.hasHeightForWidth()
        else layout.totalSizeHint().height()
    )
    if need > dialog.height():
        dialog.resize(width, min(need, screen_room(dialog).height()))
