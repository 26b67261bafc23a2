"""The Text size setting: the application font as a factor of the system's, applied live.

The system font (a larger one on a high-DPI or "large text" desktop included) is the base;
the setting multiplies it. Widgets with a font of their own (a title 1.4 times as large) take it
from `follow`, which remembers the factor and sets it again when the text size changes. Boards
read `factor()` for the texts they draw, so their words grow with the setting too.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtGui import QFont, QGuiApplication, QPixmapCache
from PySide6.QtWidgets import QApplication, QWidget

from .settings import TEXT_SIZES

#: setting id -> factor on the system font
SIZES = {size: float(size) for size in TEXT_SIZES}
DEFAULT = "1"
MIN_BOARD_TEXT = 11.0  # pixels on screen: no word on a board is drawn smaller
_FACTOR = "textSizeFactor"  # the property `follow` keeps on a widget
_BOLD = "textSizeBold"

_system: QFont | None = None  # the application font before the first change
_desktop: QFont | None = None  # the desktop's font (`remember_desktop`, or as it last changed)
_applied: QFont | None = None  # the application font `apply` set last
_current = 1.0
_on_change: list[Callable[[], None]] = []  # what `apply` calls (caches of pictures with words)


def on_change(forget: Callable[[], None]) -> None:
    """Have `apply` call `forget` (a cache of pictures that hold words empties itself)."""
    _on_change.append(forget)


def system_font() -> QFont:
    """The font the desktop gave the application (before any text size was applied)."""
    global _system
    if _system is None:
        _system = QFont(QApplication.font())
    return QFont(_system)


def desktop_font() -> QFont:
    """The font the desktop's settings give applications now."""
    from PySide6.QtGui import QFontDatabase  # after the first frame (`remember_desktop`)

    return QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)


def remember_desktop() -> None:
    """Note the desktop's font, which `desktop_changed` compares with (once the window is up:
    the first frame need not wait for it)."""
    global _desktop
    if _desktop is None:
        _desktop = desktop_font()


def desktop_changed() -> bool:
    """Whether the desktop's font changed since the text size was applied (its theme now has
    another font, or the platform set another application font); if so it becomes the base
    of the text size, and the caller applies the setting again."""
    global _system, _desktop
    system_font()
    remember_desktop()
    current = QApplication.font()
    if _applied is not None and current != _applied:  # the application font set from outside
        _system, _desktop = QFont(current), desktop_font()
        return True
    desktop = desktop_font()
    if desktop != _desktop:  # a theme change: the desktop's font is another one now
        _system, _desktop = desktop, desktop
        return True
    return False


def factor() -> float:
    """The text size now: the application font's size against the system font's."""
    return _current


def current() -> str:
    """The text size now, as its setting (a key of SIZES)."""
    return next((size for size, by in SIZES.items() if by == _current), DEFAULT)


def board_factor() -> float:
    """How much larger than drawn for the default the board's words are: the square root of
    the text size times a system font set larger by its dots per inch (QT_FONT_DPI=144: 1.5).
    Less than the panels' factor: the board's boxes keep their size (2x: 1.41 times)."""
    screen = QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
    return math.sqrt(_current * max(1.0, dpi / 96.0))


def scaled(base: QFont, by: float) -> QFont:
    """`base`, `by` times its size (point or pixel, whichever it has)."""
    font = QFont(base)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * by)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * by)))
    return font


def apply(size: str) -> None:
    """Make the application font `size` (a key of SIZES) times the system font, at once: every
    widget gets the new font (Qt's font change event), widgets that `follow` are set again,
    and so are style sheets (they hold the fonts of their widgets)."""
    global _current, _applied
    _current = SIZES.get(size, 1.0)
    _applied = scaled(system_font(), _current)
    QApplication.setFont(_applied)
    for forget in _on_change:  # the pictures of boards that hold words are made again
        forget()
    QPixmapCache.clear()
    for widget in QApplication.allWidgets():
        if widget.property(_FACTOR) is not None:
            _set(widget)
        sheet = widget.styleSheet()
        if sheet:  # a style sheet keeps the fonts its widgets had: applied anew, they follow
            widget.setStyleSheet("")
            widget.setStyleSheet(sheet)


def follow(widget: QWidget, by: float = 1.0, bold: bool = False) -> None:
    """Give `widget` the application font `by` times as large (bold if asked), now and after
    every change of the text size."""
    widget.setProperty(_FACTOR, by)
    widget.setProperty(_BOLD, bold)
    _set(widget)


def _set(widget: QWidget) -> None:
    font = scaled(QApplication.font(), float(widget.property(_FACTOR)))
    font.setBold(bool(widget.property(_BOLD)))
    widget.setFont(font)
