"""What every game's board provides to the shell, and the view that shows it scaled."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleInterface,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)

from ..core.i18n import fill
from ..core.protocol import Event, Result, Setup
from . import text_size
from .focus import KeyRepeats

T = TypeVar("T")


@dataclass(frozen=True)
class Turn:
    """What the board may offer now: `player` acts with one of `legal` (None: look only)."""

    player: int | None
    legal: Sequence[Any]
    out_of_turn: bool = False  # the player asked to act out of turn (offer that, and Cancel)


@dataclass(frozen=True)
class SecretRequest:
    """A secret input collected on the secret page instead of the board."""

    title: str
    info: str
    choices: Sequence[tuple[str, Any]]  # (label, action)
    names: Sequence[str] = ()  # what each choice chooses, for a screen reader (else its label)


class BoardUi(QObject):
    """Base of a game's board. The shell gives it views (never states) and collects actions."""

    action_chosen = Signal(object)  # an action for the current Turn's player
    play_again = Signal(tuple)  # a new game, same setup, players reseated in this order
    cancelled = Signal()  # the player gave up acting out of turn
    reader_changed = Signal()  # reader_text() changed outside show() and keys (a held peek)
    #: the board is a grid of squares: a screen reader is told its view is a table (else a
    #: canvas); its texts name the squares (`reader_text`)
    grid = False
    spoken = Signal(str)  # say this to a screen reader now (the own secrets while held)

    def __init__(self, setup: Setup, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = setup
        self.scene = QGraphicsScene(self)
        self.speed = 1.0  # animation factor, 0 = off
        self.memory_aid = True  # remind a player of what they have seen (in their own view)
        self.deduction_aid = False  # name what the others can still hold (gives the puzzle away)
        self.animations: list[QVariantAnimation] = []  # running; kept so they are not collected
        self.transient: list[QGraphicsItem] = []  # scene items that live only for an animation
        #: the own view of the human on turn, for a "hold to show mine" button (set by the shell)
        self.peek: Callable[[], Any | None] = lambda: None
        #: the human seats, and look(player, page): that human looks at their own secrets at any
        #: moment, on the secret page `page` makes of their view (set by the shell)
        self.humans: tuple[int, ...] = ()
        #: the humans at the shared screen (not on a phone): only they get controls there;
        #: the controller keeps it current (a seat may switch to or from its phone)
        self.screen_seats: tuple[int, ...] = ()
        self.look: Callable[[int, Callable[[Any], SecretRequest]], None] = lambda p, page: None
        self.away: int | None = None  # the seat on turn decides on its phone (see at_screen)
        #: items painted as the view's background, rendered once per view size (see set_backdrop)
        self.background_items: list[QGraphicsItem] = []
        self.background_version = 0
        self.focused = False  # the board view has the keyboard focus: show the cursor
        #: the smallest size to give paint.font so a text is 11 px on screen (see view_scaled)
        self.smallest_text = 0.0
        self.discarded = False  # left its view for good (see discard)

    def at_screen(self, turn: Turn) -> Turn:
        """`turn` as the shared screen may offer it: nothing to a seat deciding on its phone,
        which is kept in `away` (for the prompt)."""
        self.away = turn.player if self.on_phone(turn.player) else None
        return Turn(None, ()) if self.away is not None else turn

    def on_phone(self, player: int | None) -> bool:
        """Whether `player` is a human seat deciding on their phone (no controls at the screen)."""
        return player in self.humans and player not in self.screen_seats

    def phone_prompt(self, players: Sequence[int]) -> str:
        """The prompt while seats decide on their phones ("Dora decides on the phone")."""
        return phone_text([self.setup.players[p] for p in players])

    def set_focused(self, focused: bool) -> None:
        """The view got or lost the keyboard focus; a board shows its cursor while focused.
        Shown a moment later: the focus often moves while a board item is still handling the
        click or key that moved it, and redrawing then would delete that very item."""
        if focused != self.focused:
            self.focused = focused
            QTimer.singleShot(0, self, self._focus_later)

    def _focus_later(self) -> None:
        if not self.discarded:
            self.focus_changed()

    def focus_changed(self) -> None:
        """Show or hide the keyboard cursor after `self.focused` changed."""

    def set_backdrop(self, *items: QGraphicsItem) -> None:
        """The static table: `items` (NOT added to the scene; in scene coordinates by their own
        transform) are painted into the view's cached background, rendered again only when the
        view's size or scale changes (or after this call: call it again when they change)."""
        self.background_items = list(items)
        self.background_version += 1
        self.scene.invalidate(QRectF(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def discard(self) -> None:
        """The board leaves its view for good: its items are deleted now, while every Python
        wrapper is alive. Left to the garbage collector, which frees a cycle's wrappers in any
        order, the scene's end crashed now and then (a double free in QGraphicsScene::clear)."""
        self.discarded = True
        self.stop_animations()
        self.scene.clear()
        self.background_items = []

    def stop_animations(self) -> bool:
        """Stop what is running and remove its items; True when something was interrupted."""
        interrupted = bool(self.animations)
        for animation in self.animations:
            animation.stop()
        self.animations = []
        for item in self.transient:
            self.scene.removeItem(item)
        self.transient = []
        return interrupted

    def scene_rect(self) -> QRectF:
        return self.scene.sceneRect()

    def show(self, view: Any, turn: Turn) -> None:
        """Draw `view`; offer `turn.legal` on the board when `turn.player` is not None."""
        raise NotImplementedError

    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        """Show the change to `view` with a short animation; returns its duration in ms."""
        self.show(view, Turn(None, ()))
        done()
        return 0

    def describe(self, event: Event) -> str | None:
        """A line for the move log (translated), or None for events not worth a line."""
        return None

    def describe_secret(self, event: Event) -> str | None:
        """A log line for a secret event (`seen_by` set), for the replay that shows every
        secret of a finished game; None for events not worth a line."""
        return None

    def status(self, view: Any) -> str:
        """Score and supplies, one or two short lines (translated)."""
        return ""

    def result_lines(self, view: Any, result: Result) -> list[str]:
        """The result card's lines under the winner: why the game ended and the scores, in the
        words of the game, from the rules' `result` and end facts (never worked out here)."""
        return []

    def again(self) -> tuple[tuple[int, ...], str]:
        """How "Play again" reseats the players, and its button text (empty: "Play again")."""
        return tuple(range(self.setup.count)), ""

    def secret_request(self, view: Any, turn: Turn) -> SecretRequest | None:
        """A secret input to collect on the secret page instead of the board."""
        return None

    def auto_action(self, turn: Turn) -> Any | None:
        """An action that is taken for the player without asking (an announced pass)."""
        return None

    def show_hint(self, action: Any) -> None:
        """Mark `action` on the board as the suggested move."""

    def key_press(self, event: QKeyEvent) -> bool:
        """Keyboard play; True when the key was used."""
        return False

    def side_panel(self) -> QWidget | None:
        """An extra panel beside the board (e.g. diplomacy); it must show only public facts."""
        return None

    def reader_text(self) -> str:
        """For a screen reader (translated, from the shown view only): whose turn, the target
        under the keyboard cursor and what lies there, the selection (`ui/accessible.py`)."""
        return ""

    def position_text(self) -> str:
        """The whole shown position as text (translated): the board row by row, scores, what
        lies open; read out by the reader key."""
        return ""

    def moves_text(self) -> str:
        """What the seat on turn may choose now, one option a line (translated, the moves key;
        `accessible.moves_line`); empty when the board offers nothing."""
        return ""

    def out_of_turn_label(self) -> str:
        """The button text for acting out of turn (an accusation)."""
        return self.tr("Act out of turn")

    def retranslate(self) -> None:
        """Texts drawn on the board in the new language."""

    def set_own_screen(self) -> None:
        """The board is one player's own screen (a seat on another computer): nobody else
        looks at it, so it never asks the others to look away."""

    def view_scaled(self, scale: float) -> bool:
        """The view shows the scene `scale` times (after a resize, a new text size): the size
        for paint.font that is 11 px on screen. True when it grew, or shrank by a pixel or more
        (a board whose words follow it draws them again)."""
        # (paint.font rounds the size times the factor: half a pixel more stays above 11)
        smallest = (text_size.MIN_BOARD_TEXT / max(scale, 0.01) + 0.5) / text_size.board_factor()
        old = self.smallest_text
        if old < smallest or smallest < old - 1:  # larger at once, smaller by a whole pixel
            self.smallest_text = smallest
            return True
        return False


def phone_text(names: Sequence[str]) -> str:
    """Who decides on their phone now, all of them named (translated)."""
    if len(names) == 1:
        return fill(QCoreApplication.translate("BoardUi", "%1 decides on the phone"), names[0])
    listed = QCoreApplication.translate("BoardUi", "%1 and %2")
    listed = fill(listed, ", ".join(names[:-1]), names[-1])
    return fill(QCoreApplication.translate("BoardUi", "%1 decide on their phones"), listed)


class PointerSurface(QGraphicsRectItem, Generic[T]):
    """An invisible layer over a board: clicks, hovers and tooltips go to the board's callbacks
    with the target under the pointer (a square, a column), as `locate` finds it."""

    def __init__(
        self,
        rect: QRectF,
        locate: Callable[[QPointF], T | None],
        click: Callable[[T], None],
        hover: Callable[[T | None], None],
        tip: Callable[[T], str] | None = None,
    ) -> None:
        super().__init__(rect)
        self.locate, self.on_click, self.on_hover, self.tip = locate, click, hover, tip
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setAcceptHoverEvents(True)
        self.setZValue(50)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        target = self.locate(event.scenePos())
        if target is not None and event.button() == Qt.MouseButton.LeftButton:
            self.on_click(target)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        target = self.locate(event.scenePos())
        if self.tip is not None:
            self.setToolTip(self.tip(target) if target is not None else "")
        self.on_hover(target)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.on_hover(None)


BACKGROUND = "#3b3a36"  # around the board
#: the keys that choose on a board: a key repeat of them chooses nothing
ACTIVATE_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})


class BoardView(QGraphicsView):
    """Shows a board scene keeping its aspect ratio, centred, filling the space."""

    def __init__(self, parent: QWidget | None = None) -> None:
        _install_accessible()  # (before the view exists: Qt keeps the first interface it made)
        super().__init__(parent)
        self.board: BoardUi | None = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(f"background: {BACKGROUND};")
        # drawBackground covers every pixel (the backdrop picture, else the colour), so Qt need
        # not fill the viewport and the window below it first: at scale 2 those fills took as
        # long as the board itself
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.viewport().setAutoFillBackground(False)
        self._background: tuple[tuple[float, ...], QRect, QPixmap] | None = None
        self.repeats = KeyRepeats()
        self._first_paint = False  # a board was set and not yet painted

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The board's backdrop from one viewport-sized pixmap, painted again only when the
        view's size, scale or pixel ratio or the text size changes, or the board sets a new
        backdrop. (Not Qt's CacheBackground: its partly exposed updates did not give the same
        pixels every time.)"""
        board = self.board
        if self._first_paint and board is not None:
            # a board's first frame leaves big temporaries freed in the C heap: give that back
            # once the whole window is painted (here, not in a paintEvent of Python's own: that
            # would cost every repaint a call into Python)
            from . import heap

            self._first_paint = False
            QTimer.singleShot(0, heap.give_back)
        if board is None or not board.background_items:
            self._background = None
            painter.save()
            painter.resetTransform()  # whole device pixels: nothing half covered at the edges
            painter.fillRect(self.viewport().rect(), QColor(BACKGROUND))
            painter.restore()
            return
        port = self.viewport()
        ratio = port.devicePixelRatioF()
        t = self.viewportTransform()
        key: tuple[float, ...] = (port.width(), port.height(), ratio, t.m11(), t.m22(), t.dx())
        key += (t.dy(), id(board), board.background_version, text_size.board_factor())
        if self._background is None or self._background[0] != key:
            area = self._backdrop_area(board, ratio)
            self._background = (key, area, self._paint_backdrop(board, area, ratio))
        _, area, pixmap = self._background
        painter.save()
        painter.resetTransform()
        for part in _around(port.rect(), area):  # the colour around the board's picture
            painter.fillRect(part, QColor(BACKGROUND))
        painter.drawPixmap(area.topLeft(), pixmap)
        painter.restore()

    def _backdrop_area(self, board: BoardUi, ratio: float) -> QRect:
        """The viewport's part (logical pixels) the backdrop's items cover, with a margin: only
        that is kept as a picture (a square board in a wide window: 40% less), on whole device
        pixels; the whole viewport where its offset would not be or an item is drawn in
        perspective (whose edges come out a little different when shifted)."""
        port = self.viewport().rect()
        bounds = QRectF()
        for item in board.background_items:
            if not item.sceneTransform().isAffine():
                return port
            if item.isVisible():
                bounds = bounds.united(item.sceneBoundingRect())
        area = self.mapFromScene(bounds).boundingRect().adjusted(-4, -4, 4, 4).intersected(port)
        if area.isEmpty() or any((v * ratio) % 1 for v in (area.x(), area.y())):
            return port
        return area

    def _paint_backdrop(self, board: BoardUi, area: QRect, ratio: float) -> QPixmap:
        from PySide6.QtWidgets import QStyleOptionGraphicsItem

        pixmap = QPixmap(round(area.width() * ratio), round(area.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor(BACKGROUND))  # opaque: blitted without blending
        painter = QPainter(pixmap)
        painter.setRenderHints(self.renderHints())
        option = QStyleOptionGraphicsItem()
        shift = QTransform.fromTranslate(-area.x(), -area.y())
        for item in board.background_items:
            if not item.isVisible():
                continue
            painter.save()
            painter.setTransform(item.sceneTransform() * self.viewportTransform() * shift)
            painter.setOpacity(item.opacity())
            option.exposedRect = item.boundingRect()
            direct = getattr(item, "paint_direct", None)  # a sprite would be a second copy
            (direct or item.paint)(painter, option, None)
            painter.restore()
        painter.end()
        return pixmap

    def set_board(self, board: BoardUi | None) -> None:
        _budget_pixmap_cache()
        if self.board is not None:
            self.board.reader_changed.disconnect(self.describe)
            self.board.spoken.disconnect(self.speak)
            if self.board is not board:
                self.board.discard()
                from . import sprites

                sprites.clear()  # its renderings: the next board draws its own
        self._first_paint = board is not None and board is not self.board
        self.board = board
        self.setScene(board.scene if board is not None else None)
        if board is not None:
            board.reader_changed.connect(self.describe)
            board.spoken.connect(self.speak)
        self.describe()
        self.fit()
        if board is not None:
            board.set_focused(self.hasFocus())

    def describe(self) -> None:
        """The accessible description from the board (`ui/accessible.py`)."""
        from . import accessible

        accessible.describe_board(self, self.board)

    def speak(self, text: str) -> None:
        from . import accessible

        accessible.announce(self, text, asked=True)

    def fit(self) -> None:
        if self.board is not None:
            self.fitInView(self.board.scene_rect(), Qt.AspectRatioMode.KeepAspectRatio)
            self.board.view_scaled(self.transform().m11())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.repeats.repeated(event) and event.key() in ACTIVATE_KEYS:
            event.accept()  # a held Enter or Space chooses once, not once per key repeat
            return
        if self.board is None or not self.board.key_press(event):
            super().keyPressEvent(event)
        self.describe()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        self.repeats.released(event)
        super().keyReleaseEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.board is not None:
            self.board.set_focused(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if self.board is not None:
            self.board.set_focused(False)


class BoardAccessible(QAccessibleWidget):
    """The board view as a screen reader is given it: a table where the board is a grid of
    squares, else a canvas (not Qt's generic filler); name and description as the view's."""

    def role(self) -> QAccessible.Role:
        view = self.widget()
        board = view.board if isinstance(view, BoardView) else None
        grid = board is not None and board.grid
        return QAccessible.Role.Table if grid else QAccessible.Role.Canvas


def _board_accessible(key: str, target: QObject) -> QAccessibleInterface | None:
    return BoardAccessible(target) if isinstance(target, BoardView) else None


def _install_accessible() -> None:
    """The factory of the board view's accessible object, once."""
    if not _accessible_installed:
        QAccessible.installFactory(_board_accessible)
        _accessible_installed.append(True)


_accessible_installed: list[bool] = []
PIXMAP_CACHE_KB = 128 * 1024  # item caches of whole boards at scale 2 (Allianz: 10 MB each)


def _budget_pixmap_cache() -> None:
    """Room in `QPixmapCache` for board-sized item caches (its default, 10 MB, holds not even
    one at scale 2: Qt then paints the whole board again on every repaint). Set when the first
    board is shown, not at start."""
    from PySide6.QtGui import QPixmapCache

    if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
        QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)


def _around(whole: QRect, inner: QRect) -> list[QRect]:
    """The parts of `whole` outside `inner` (which lies within it): above, below, left, right."""
    parts = [
        QRect(whole.left(), whole.top(), whole.width(), inner.top() - whole.top()),
        QRect(whole.left(), inner.bottom() + 1, whole.width(), whole.bottom() - inner.bottom()),
        QRect(whole.left(), inner.top(), inner.left() - whole.left(), inner.height()),
        QRect(inner.right() + 1, inner.top(), whole.right() - inner.right(), inner.height()),
    ]
    return [part for part in parts if not part.isEmpty()]
