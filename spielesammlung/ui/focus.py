"""Keyboard reach shared by every screen: the board's focus mark, F6 between board and side
panel, fonts derived from the application font, and the contrast measure the mark is held to.

The focus mark is a double ring, a dark band with a light line on it: whatever lies under it,
one of the two stands out at least 4.5:1 (WCAG relative luminance), light or dark ground alike.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

FOCUS_DARK = QColor("#000000")
FOCUS_LIGHT = QColor("#ffffff")
FOCUS_COLOURS = (FOCUS_DARK, FOCUS_LIGHT)
PANE_KEY = "F6"  # between the board and the side panel, both ways


# -- contrast (WCAG 2) -----------------------------------------------------------------------------
def luminance(colour: QColor) -> float:
    """The relative luminance of an sRGB colour (0 black .. 1 white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """The contrast ratio of two colours, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def mark_contrast(ground: QColor, colours: tuple[QColor, ...] = FOCUS_COLOURS) -> float:
    """How well a mark drawn in `colours` stands out on `ground`: its best colour's contrast."""
    return max(contrast(colour, ground) for colour in colours)


# -- the focus mark --------------------------------------------------------------------------------
def focus_pens(width: float) -> tuple[QPen, QPen]:
    """The dark band (twice `width`) and the light line on it."""
    dark = QPen(FOCUS_DARK, 2 * width)
    dark.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    light = QPen(FOCUS_LIGHT, width)
    light.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return dark, light


def paint_focus(painter: QPainter, rect: QRectF, width: float, radius: float = 0.0) -> None:
    """The double ring around `rect` with a painter."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for pen in focus_pens(width):
        painter.setPen(pen)
        painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


class FocusRing(QGraphicsPathItem):
    """The board's keyboard cursor as a scene item: a rounded double ring around a rect."""

    def __init__(self, width: float = 3.0, radius: float = 6.0, z: float = 40) -> None:
        super().__init__()
        self.width, self.radius = width, radius
        self.setPen(focus_pens(width)[0])  # the wider pen: the bounding rect holds both
        self.setZValue(z)
        self.setVisible(False)

    def setRect(self, rect: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, self.radius, self.radius)
        self.setPath(path)

    def rect(self) -> QRectF:
        return self.path().boundingRect()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen in focus_pens(self.width):
            painter.setPen(pen)
            painter.drawPath(self.path())


# -- fonts -----------------------------------------------------------------------------------------
def app_font(factor: float = 1.0, bold: bool = False) -> QFont:
    """The application's font, `factor` times its size (follows a larger system font)."""
    font = QFont(QApplication.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * factor)))
    font.setBold(bold)
    return font


# -- F6: between the board and the side panel ----------------------------------------------
def focusable(widget: QWidget) -> list[QWidget]:
    """The widgets in `widget` Tab reaches, in the order of its layout tree (depth first; Qt's
    Tab order too unless a widget joined the window later than its neighbours).

    Never walk `nextInFocusChain()` from Python: PySide hangs each widget it returns under the
    asking widget in its ownership tree, so a walk round the chain hung the window under its
    last widget (a secret page's choice); deleting that widget then took the wrappers of the
    window's menus with it ("Internal C++ object (QMenu) already deleted" on the next language
    switch)."""
    window = widget.window()
    return [
        child
        for child in widget.findChildren(QWidget)
        if not child.isWindow()
        and child.isVisibleTo(window)
        and child.isVisible()
        and child.isEnabled()
        and child.focusPolicy() & Qt.FocusPolicy.TabFocus
    ]


def install_pane_switch(host: QWidget, board: QWidget, side: QWidget) -> QShortcut:
    """F6 in `host` moves the focus from the board to the side panel's first control and from
    anywhere else back to the board (the way out of a board that keeps Tab for its targets)."""
    shortcut = QShortcut(QKeySequence(PANE_KEY), host)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def switch() -> None:
        if board.hasFocus():
            controls = focusable(side)
            if controls:
                controls[0].setFocus(Qt.FocusReason.TabFocusReason)
        else:
            board.setFocus(Qt.FocusReason.TabFocusReason)

    shortcut.activated.connect(switch)
    return shortcut


def board_only(board: QWidget, *actions: QAction) -> None:
    """The letter shortcuts of `actions` act only while `board` has the focus (in a text field
    or on a button they would surprise); their menu entries work everywhere."""
    for action in actions:
        action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        board.addAction(action)


class SidePanel(QWidget):
    """The side panel beside the board: never narrower than its contents want, so a larger
    font widens it instead of cutting its buttons off (game_page.SideScroll scrolls it when
    the window is too low). Its widths follow the application font."""

    def __init__(self) -> None:
        super().__init__()
        self.narrowest = 240
        self._measure()

    def _measure(self) -> None:
        chars = self.fontMetrics().averageCharWidth()
        self.narrowest = max(240, 26 * chars)  # a large text leaves the board room too
        self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # a new text size: new widths
            self._measure()
        super().changeEvent(event)

    def minimumSizeHint(self) -> QSize:
        base = super().minimumSizeHint()  # (its layouts: every button at its full width)
        return QSize(max(self.narrowest, base.width()), base.height())


PANEL_FRAMES = 40  # a button's frame and the panel's margins around the button's words


def panel_lines(widget: QWidget, words: str) -> str:
    """`words` of a side panel's button on two lines, broken at the space nearest their
    middle, where one line would widen the panel at its narrowest (at a large text size)."""
    metrics = widget.fontMetrics()
    room = max(240, 26 * metrics.averageCharWidth()) - PANEL_FRAMES  # (as SidePanel)
    spaces = [i for i, c in enumerate(words) if c == " "]
    if metrics.horizontalAdvance(words) <= room or not spaces:
        return words
    cut = min(spaces, key=lambda i: abs(2 * i - len(words)))
    return words[:cut] + "\n" + words[cut + 1 :]


# -- key repeats -----------------------------------------------------------------------------
class KeyRepeats:
    """Tells a key held down (its repeats) from a new press. Qt flags most repeats
    (`isAutoRepeat`), but on X11 the server's auto-repeat often reaches Qt as a plain release
    and press of the same key with one time stamp, neither flagged."""

    def __init__(self) -> None:
        self.last: tuple[int, int] | None = None  # (key, time stamp) of the last release

    def released(self, event: QKeyEvent) -> None:
        stamp = event.timestamp()
        self.last = (event.key(), stamp) if stamp and not event.isAutoRepeat() else None

    def repeated(self, event: QKeyEvent) -> bool:
        """Whether the press `event` repeats a key still held down."""
        stamp = event.timestamp()
        return event.isAutoRepeat() or (stamp != 0 and self.last == (event.key(), stamp))
