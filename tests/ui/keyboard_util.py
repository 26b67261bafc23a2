"""Helpers of the keyboard and text-size tests (issue 17): a window at its default size, a game
started in it, the text sizes drawn on the board, the Tab chain of a page, the widgets cut off."""

from __future__ import annotations

import math
import random
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QFont, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QWidget,
)

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.saves import Autosaves
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import text_size
from spielesammlung.ui.i18n import Languages
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.settings import Settings

GAME_IDS = ("heimlich", "geheime-mission", "spion-und-spion", "checkpoint-charlie", "allianz")
NAMES = ("Anna", "Bert", "Clara", "David")
PLAYERS = {"checkpoint-charlie": 3, "allianz": 4}
MIN_BOARD_TEXT = 11.0  # pixels at the default window size


def open_window(language: str = "en", folder: Path | None = None) -> MainWindow:
    """A main window at its default size, animations off, settings in a folder of its own."""
    folder = folder or Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.speed = "off"
    settings.language = language
    languages = Languages()
    languages.switch(language)
    window = MainWindow(settings, languages, Autosaves(folder / "autosave"))
    window.show()
    window.activateWindow()
    QApplication.processEvents()
    return window


@contextmanager
def own_window(language: str, folder: Path, size: str | None = None) -> Iterator[MainWindow]:
    """`open_window`, at text size `size` if given; afterwards its game closed, the window
    deleted and the text size the system's again."""
    if size is not None:
        text_size.apply(size)
    window = open_window(language, folder)
    try:
        yield window
    finally:
        window.close_game()
        window.hide()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        text_size.apply(text_size.DEFAULT)


def start_game(
    window: MainWindow,
    game_id: str,
    seats: list[Seat] | None = None,
    seed: int = 3,
    moves: int = 0,
    names: tuple[str, ...] = NAMES,
) -> Session:
    """A game of `game_id` in `window`, after `moves` random legal actions."""
    count = len(seats) if seats else PLAYERS.get(game_id, 2)
    rules = registry.entry(game_id).rules()
    seats = seats or [Seat() for _ in range(count)]
    session = Session(game_id, rules, Setup(names[:count], {}), seed, seats)
    rng = random.Random(seed)
    for _ in range(moves):
        if rules.result(session.state) is not None:
            break
        player = min(rules.to_act(session.state).players)
        session.act(player, rng.choice(list(rules.legal_actions(session.state, player))))
    window.start_session(session, window.autosaves.new_path(game_id))
    QApplication.processEvents()
    return session


def _pixels(font: QFont) -> float:
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * 96 / 72


def _scale(transform) -> float:  # type: ignore[no-untyped-def]
    return math.sqrt(abs(transform.determinant()))


@contextmanager
def painted_fonts() -> Iterator[list[tuple[float, str]]]:
    """The (device pixel size, text) of every text Python paint code draws meanwhile."""
    found: list[tuple[float, str]] = []
    original = QPainter.drawText

    def draw_text(painter: QPainter, *args):  # type: ignore[no-untyped-def]
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            size = _pixels(painter.font()) * _scale(painter.worldTransform())
            found.append((size / painter.device().devicePixelRatioF(), text))
        return original(painter, *args)

    QPainter.drawText = draw_text  # type: ignore[method-assign]
    try:
        yield found
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]


def text_sizes(window: MainWindow) -> list[tuple[float, str]]:
    """The on-screen pixel size of every text on the board (items and painted words)."""
    view = window.game_page.view
    scale = _scale(view.transform())
    sizes = []
    for item in view.scene().items():
        if not item.isVisible() or item.opacity() <= 0.05:
            continue
        if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
            sizes.append(
                (_pixels(item.font()) * _scale(item.sceneTransform()) * scale, item.text())
            )
        elif isinstance(item, QGraphicsTextItem) and item.toPlainText().strip():
            own = _scale(item.sceneTransform()) * scale
            sizes.append((_pixels(item.font()) * own, item.toPlainText()))
    from PySide6.QtGui import QPixmapCache

    QPixmapCache.clear()  # paint everything again, so painted words are seen
    view.board.background_version += 1  # type: ignore[union-attr]
    view.scene().invalidate()
    from spielesammlung.ui import sprites

    sprites.clear()
    with painted_fonts() as painted:
        for item in view.scene().items():
            refresh = getattr(item, "refresh", None)
            if isinstance(item, sprites.Backdrop) and refresh is not None:
                refresh()
        view.viewport().grab()
    return sizes + painted


# -- focus -----------------------------------------------------------------------------------------
def focus_widget() -> QWidget | None:
    return QApplication.focusWidget()


def tab_chain(start: QWidget, limit: int = 80, backwards: bool = False) -> list[QWidget]:
    """Press Tab (Shift+Tab) from `start` until the focus comes back; the widgets passed."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    chain: list[QWidget] = [start]
    key = Qt.Key.Key_Backtab if backwards else Qt.Key.Key_Tab
    for _ in range(limit):
        widget = QApplication.focusWidget()
        assert widget is not None
        QTest.keyClick(widget, key)
        QApplication.processEvents()
        now = QApplication.focusWidget()
        if now is start:
            return chain
        assert now is not None and now not in chain, "the focus is trapped or lost"
        chain.append(now)
    raise AssertionError("Tab never came back to where it started")


# -- text size ------------------------------------------------------------------------------------
def cut_off(root: QWidget) -> list[str]:
    """The visible buttons and labels in `root` whose text does not fit."""
    problems = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint()
            if widget.width() + 1 < hint.width() or widget.height() + 1 < hint.height():
                problems.append(f"button {widget.text()!r} {widget.size()} < {hint}")
        elif isinstance(widget, QLabel) and widget.text() and not widget.wordWrap():
            needed = widget.fontMetrics().horizontalAdvance(widget.text().split("\n")[0])
            if (
                widget.textFormat() != Qt.TextFormat.RichText
                and widget.contentsRect().width() + 1 < needed
            ):
                problems.append(f"label {widget.text()!r} {widget.width()} < {needed}")
        elif isinstance(widget, QLabel) and widget.text() and widget.wordWrap():
            needed = widget.heightForWidth(widget.width())
            if needed > widget.height() + 1:
                problems.append(f"label {widget.text()[:40]!r} height {widget.height()} < {needed}")
    return problems


@contextmanager
def app_font_scaled(factor: float) -> Iterator[None]:
    """The application font `factor` times its size while the block runs."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    original = QFont(app.font())
    bigger = QFont(original)
    bigger.setPointSizeF(original.pointSizeF() * factor)
    app.setFont(bigger)
    try:
        yield
    finally:
        app.setFont(original)
