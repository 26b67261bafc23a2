"""The page of a running game: the board, and beside it whose turn, score, last move and log."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..core.i18n import fill
from . import text_size
from .board import BoardView
from .focus import SidePanel, install_pane_switch
from .result import ResultCard

if TYPE_CHECKING:
    from .controller import GameController


class SideScroll(QScrollArea):
    """The side panel scrolled up and down when the window is too low for all of it (a large
    text size on a small screen): its controls keep their size and the window its own."""

    def __init__(self, panel: QWidget, changed: Callable[[], None]) -> None:
        super().__init__()
        self.panel = panel
        self.changed = changed
        self.setWidget(panel)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # new buttons: the splitter asks again
            self.updateGeometry()
            self.changed()
        return False

    def _width(self) -> int:
        panel = self.panel
        # the style's scroll bar extent (PM_ScrollBarExtent), without loading QStyle's
        # Python class and enums (0.3 MB) into every game page
        bar = self.verticalScrollBar().sizeHint().width()
        return max(panel.minimumSizeHint().width(), panel.minimumWidth()) + bar + 2

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width(), 120)

    def sizeHint(self) -> QSize:
        return QSize(self._width(), self.panel.sizeHint().height())


class BoardSplitter(QSplitter):
    """The board and, right of it, the side panel (scrolled when the window is too low), as
    wide as the panel's words want or as the player dragged it: a panel that wanted more room
    once (a long text, a larger text size) gives it back to the board when it wants less."""

    def __init__(self, board: QWidget, panel: QWidget) -> None:
        super().__init__()
        self.side = SideScroll(panel, self.give_back)
        self.addWidget(board)
        self.addWidget(self.side)
        self.setStretchFactor(0, 1)
        self.setCollapsible(0, False)
        self.chosen = 0  # the side's width the player dragged the handle to
        self.splitterMoved.connect(self._moved)

    def _moved(self) -> None:
        self.chosen = self.sizes()[1]

    def give_back(self) -> None:
        board, side = self.sizes()
        wanted = max(self.side.sizeHint().width(), self.chosen)
        if side > wanted:
            self.setSizes([board + side - wanted, wanted])


class MoveLog(QListWidget):
    """The move log: Tab reaches it, the arrows read it line by line (a screen reader says each
    line as it becomes current); it comes in at the newest line."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        """Four lines high: the log takes what room the panel has left (its stretch), and a
        low window shows the whole panel, the log's newest line included, without scrolling."""
        high = 4 * self.fontMetrics().lineSpacing() + 2 * self.frameWidth() + 8
        return QSize(super().sizeHint().width(), high)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if self.count() and self.currentRow() < 0:
            self.setCurrentRow(self.count() - 1)
        super().focusInEvent(event)


class GamePage(QWidget):
    interrupt = Signal(int)  # a human asks to act out of turn

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = BoardView()
        self.view.setAccessibleName(self.tr("Board"))
        side = SidePanel()  # as wide as its buttons want, widths following the font
        self.side = side
        self.title = QLabel()
        text_size.follow(self.title, 1.4, bold=True)  # sizes follow the application font
        self.title.setWordWrap(True)
        self.turn = QLabel()
        text_size.follow(self.turn, 1.2, bold=True)
        self.turn.setWordWrap(True)
        self.result = ResultCard()  # shown once the game is over
        self.replay_button = self.result.replay_button
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.last = QLabel()
        self.last.setWordWrap(True)
        self.out_of_turn = QGridLayout()  # two buttons a row: five players still fit
        self._out_of_turn_shown: tuple[str, list[tuple[int, str]]] = ("", [])
        self.log_label = QLabel()
        self.log = MoveLog()
        self.log.setAccessibleName(self.tr("Move log"))
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.following = True  # the log shows its newest line (until the player scrolls up)
        bar = self.log.verticalScrollBar()
        bar.valueChanged.connect(self._log_scrolled)
        bar.rangeChanged.connect(self._log_grew)
        layout = QVBoxLayout(side)
        for widget in (self.title, self.turn, self.result, self.status, self.last):
            layout.addWidget(widget)
        layout.addLayout(self.out_of_turn)
        self.extra_box = QVBoxLayout()
        layout.addLayout(self.extra_box)
        layout.addWidget(self.log_label)
        layout.addWidget(self.log, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(BoardSplitter(self.view, side))
        self.log_label.setText(self.tr("Moves"))
        self.lines: list[str] = []  # the move log's lines, as announced
        install_pane_switch(self, self.view, side)  # F6: board <-> side panel

    def set_log(self, lines: list[str]) -> None:
        from . import accessible

        items = [f"{number}. {line}" for number, line in enumerate(lines, 1)]
        if [self.log.item(i).text() for i in range(self.log.count())] == items:
            return
        # the public lines as they happen, from the window (this page may be hidden by then)
        accessible.announce_new(self.window(), self.lines, lines)
        shown = len(self.lines)
        self.lines = list(lines)
        if self.log.count() == shown and items[:shown] == [
            self.log.item(i).text() for i in range(shown)
        ]:
            self.log.addItems(items[shown:])  # new lines only: the place read stays
        else:  # undone, or in another language: anew, where the player was
            bar = self.log.verticalScrollBar()
            value, following = bar.value(), self.following
            self.log.clear()
            self.log.addItems(items)
            self.following = following
            bar.setValue(bar.maximum() if following else value)
        self.last.setText(fill(self.tr("Last: %1"), lines[-1]) if lines else "")

    def _log_scrolled(self, value: int) -> None:
        self.following = value >= self.log.verticalScrollBar().maximum()

    def _log_grew(self, _low: int, high: int) -> None:
        """The log's lines were laid out (also late, when the page shows): still following,
        it goes on to the newest line."""
        if self.following:
            self.log.verticalScrollBar().setValue(high)

    def set_out_of_turn(self, label: str, players: list[tuple[int, str]]) -> None:
        if self._out_of_turn_shown == (label, players):
            return
        self._out_of_turn_shown = (label, players)
        while (item := self.out_of_turn.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.hide()  # at once: it is deleted only when the event loop runs again
                widget.deleteLater()
        for index, (player, name) in enumerate(players):
            button = QPushButton(f"{label} ({name})")
            button.setAutoDefault(True)  # Enter presses it, as Space does
            button.setAccessibleName(button.text())
            button.clicked.connect(lambda _=False, p=player: self.interrupt.emit(p))
            self.out_of_turn.addWidget(button, index // 2, index % 2)

    def set_extra(self, widget: QWidget | None) -> None:
        """The game's own panel (diplomacy, memory aid), replacing the previous game's panels."""
        while (item := self.extra_box.takeAt(0)) is not None:
            old = item.widget()
            if old is not None:
                old.setParent(None)
        if widget is not None:
            self.extra_box.addWidget(widget)

    def add_extra(self, widget: QWidget, first: bool = False) -> None:
        """A feature's panel beside the board (the coach's `first`, the phones' after the game's
        own), until the next set_extra; a panel shown elsewhere moves here."""
        if first:
            self.extra_box.insertWidget(0, widget)
        else:
            self.extra_box.addWidget(widget)

    def show_result(self, winner: str, lines: list[str], again: str, secrets: bool) -> None:
        """The game is over: the result card instead of the turn line (`secrets`: the game had
        some, its replay shows them); the first time, the card takes the focus."""
        self.turn.hide()
        if self.result.show_result(winner, lines, again, secrets):
            self.result.again_button.setFocus()

    def hide_result(self) -> None:
        """A game is running (again, after an undo or in a new game)."""
        self.result.hide()
        self.turn.show()

    def retranslate(self) -> None:
        self.result.retranslate()
        self.view.setAccessibleName(self.tr("Board"))
        self.log.setAccessibleName(self.tr("Move log"))
        self.log_label.setText(self.tr("Moves"))

    def show_game(self, controller: GameController, title: str) -> None:
        """Title, turn line, status, result, log and out-of-turn buttons of the running game."""
        from ..core.table import Phase  # loaded with the first game, like the controller
        from . import accessible
        from .window_status import result_text, turn_line

        session, step, board = controller.session, controller.step, controller.board
        self.title.setText(title)
        names = session.setup.players
        said = turn_line(controller)
        if said != self.turn.text() and step is not None and step.phase is Phase.COMPUTER:
            accessible.announce(self.window(), said)  # "Bert is thinking…" (his line follows)
        self.turn.setText(said)
        view = session.game.view_for(session.state, None)
        self.status.setText(board.status(view))
        result = session.result
        if step is not None and step.phase is Phase.FINISHED and result is not None:
            lines = board.result_lines(view, result)
            again = board.again()[1]
            self.show_result(result_text(names, result), lines, again, session.had_secrets())
        else:
            self.hide_result()
        self.set_log(controller.log_lines())
        self.view.describe()
        self.set_out_of_turn(
            board.out_of_turn_label(), [(p, names[p]) for p in controller.out_of_turn()]
        )

    def hinted(self, _action: object) -> None:
        """A hint shown: the board's description follows the cursor to the suggested move and
        a screen reader hears it; a hint on a side-panel button takes the focus there instead
        (once that button is shown: the words are said after the focus has settled)."""
        self.view.describe()
        QTimer.singleShot(0, self._say_hint)

    def _say_hint(self) -> None:
        from . import accessible

        view, board = self.view, self.view.board
        if not view.hasFocus() or board is None:
            return
        lines = board.reader_text().split("\n")
        turns = accessible.turn_lines(board.setup.players)
        cut = next((i for i, line in enumerate(lines) if i and line in turns), 1)
        target = lines[:cut]  # the target under the cursor (before whose turn it is)
        accessible.announce(view, fill(self.tr("Hint: %1"), "\n".join(target)), asked=True)
