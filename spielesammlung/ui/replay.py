"""The replay of a finished game: every action in turn, with every secret shown.

The board is the game's own, given the all-seeing view (`view_for(state, ALL_SEEING)`) of the
state after each action; the move log holds the all-seeing lines (secret events included, marked
with who alone saw them) up to the action shown. Step with the buttons, the slider or the keys
(Left/Right, Home/End, Space plays and pauses, Escape closes); play goes on at the app's
animation speed. Loaded only when a replay is opened (not at start).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QHideEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..core.i18n import fill
from ..core.protocol import ALL_SEEING, Event
from ..core.session import Session
from . import text_size
from .board import BoardUi, BoardView, Turn
from .game_page import BoardSplitter

STEP_MS = 700  # play: the pause after each action at normal speed (animations come on top)
OFF_FACTOR = 0.5  # play with animations off: the pause at half the normal one


def finished(session: Session) -> bool:
    """Whether the game is over at the session's cursor (only such a game is replayed)."""
    return session.result is not None


@dataclass(frozen=True)
class Line:
    """One line of the replay's log: after action `step` (1-based), seen by `seen_by` only."""

    step: int
    text: str
    seen_by: frozenset[int] | None


class ReplayPage(QWidget):
    """The board and beside it the position in the game, the controls and the log."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        self.board: BoardUi | None = None
        self.speed = 1.0
        self.step = 0  # actions shown: the state after the first `step` actions
        self.playing = False
        self._generation = 0  # bumps on every jump: a late end of an animation does nothing
        self._lines: list[Line] = []
        self._told = -1  # the step whose lines were announced last
        self.secrets = True  # the game has secrets (the texts say that they are all shown)
        self.view = BoardView()
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys belong to the replay
        side = QWidget()
        side.setMinimumWidth(260)
        side.setMaximumWidth(400)
        self.title = QLabel()
        text_size.follow(self.title, 1.45, bold=True)
        self.title.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.position = QLabel()
        text_size.follow(self.position, 1.2, bold=True)
        self.position.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.slider.valueChanged.connect(self._slid)
        self.first = QPushButton()
        self.back = QPushButton()
        self.play = QPushButton()
        self.forward = QPushButton()
        self.last = QPushButton()
        self.buttons = (self.first, self.back, self.play, self.forward, self.last)
        pixmap = QStyle.StandardPixmap
        self.icons = {
            name: self.style().standardIcon(icon)
            for name, icon in (
                ("first", pixmap.SP_MediaSkipBackward),
                ("back", pixmap.SP_MediaSeekBackward),
                ("play", pixmap.SP_MediaPlay),
                ("pause", pixmap.SP_MediaPause),
                ("forward", pixmap.SP_MediaSeekForward),
                ("last", pixmap.SP_MediaSkipForward),
            )
        }
        row = QHBoxLayout()
        for button, name in zip(
            self.buttons, ("first", "back", "play", "forward", "last"), strict=True
        ):
            button.setIcon(self.icons[name])
            button.setIconSize(QSize(22, 22))
            button.setMinimumHeight(36)
            row.addWidget(button)
        self.first.clicked.connect(lambda: self.go(0))
        self.back.clicked.connect(self.step_back)
        self.play.clicked.connect(self.toggle_play)
        self.forward.clicked.connect(self.step_forward)
        self.last.clicked.connect(lambda: self.go(self.length))
        self.log_label = QLabel()
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)  # lines of 1-4 rows
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.itemClicked.connect(self._line_clicked)
        # the lines wrap anew when the list gets its width: the end stays in sight
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close_replay)
        layout = QVBoxLayout(side)
        for widget in (self.title, self.note, self.position, self.status, self.slider):
            layout.addWidget(widget)
        layout.addLayout(row)
        layout.addWidget(self.log_label)
        layout.addWidget(self.log, 1)
        layout.addWidget(self.close_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(BoardSplitter(self.view, side))  # the side scrolled when too low
        keys = {
            Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Right: self.step_forward,
            Qt.Key.Key_Home: lambda: self.go(0),
            Qt.Key.Key_End: lambda: self.go(self.length),
            Qt.Key.Key_Space: self._space,
            Qt.Key.Key_Escape: self.close_replay,
        }
        self.shortcuts = []
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        #: holds the board's own side panel, never shown (its prompts and buttons are for play;
        #: without a parent it would show itself as a window of its own)
        self.parking = QWidget(self)
        self.parking.hide()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._tick)
        self.retranslate()

    # -- opening and closing ---------------------------------------------------------------------
    def open(self, session: Session, board: BoardUi, speed: float, title: str) -> None:
        """Replay the finished `session` on `board` (a new board of its game), from its start."""
        self._release()
        self.session = session
        self.board = board
        self.speed = speed
        board.speed = speed
        board.memory_aid = False  # the all-seeing view shows every secret anyway
        board.deduction_aid = False
        panel = board.side_panel()
        if panel is not None:
            panel.setParent(self.parking)
        self.title.setText(title)
        self.view.set_board(board)
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.length)
        self.slider.blockSignals(False)
        self._lines = self._log_lines()
        self.secrets = session.had_secrets()
        self.step = 0
        self.retranslate()  # the texts for a game with secrets or without
        self.step = -1
        self._told = -1
        self.go(0)
        self.play.setFocus()

    def set_speed(self, speed: float) -> None:
        """The animation speed setting changed: steps and play follow it from now on."""
        self.speed = speed
        if self.board is not None:
            self.board.speed = speed

    def close_replay(self) -> None:
        self._release()
        self.closed.emit()

    def _release(self) -> None:
        """Let go of the replayed game: its board and the board's panel."""
        self.stop()
        board, self.board = self.board, None
        self.session = None
        self.view.set_board(None)
        if board is not None:
            board.stop_animations()
            board.deleteLater()
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for panel in self.parking.findChildren(QWidget, options=direct):
            panel.deleteLater()

    # -- where we are ----------------------------------------------------------------------------
    @property
    def length(self) -> int:
        return len(self.session.played) if self.session is not None else 0

    def view_at(self, step: int) -> Any:
        """The all-seeing view of the state after `step` actions."""
        assert self.session is not None
        return self.session.game.view_for(self.session.state_at(step), ALL_SEEING)

    def go(self, step: int, animate: bool = False) -> None:
        """Show the state after `step` actions (animated when it is the next one and asked)."""
        if self.session is None or self.board is None:
            return
        step = max(0, min(step, self.length))
        self._generation += 1
        generation = self._generation
        next_one = step == self.step + 1
        self.step = step
        view = self.view_at(step)
        self.board.status(view)  # a board may draw from the view it gets there (Geheime Mission)
        if animate and next_one and step > 0 and self.speed > 0:
            events = self.session.played[step - 1].outcome.events
            self.board.animate(events, view, lambda: self._animated(generation))
        else:
            self.board.show(view, Turn(None, ()))
            if self.playing:
                self._animated(generation)
        self._update()

    def step_forward(self) -> None:
        if not self.playing:
            self.go(self.step + 1, animate=True)

    def step_back(self) -> None:
        self.stop()
        self.go(self.step - 1)

    def _slid(self, value: int) -> None:
        if value != self.step:
            self.stop()
            self.go(value)

    def _line_clicked(self, item: QListWidgetItem) -> None:
        step = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(step, int):
            self.stop()
            self.go(step)

    # -- playing ---------------------------------------------------------------------------------
    def _space(self) -> None:
        """Space plays and pauses; on another button (Close, a step) it presses that one."""
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractButton) and focused is not self.play:
            focused.click()
        else:
            self.toggle_play()

    def toggle_play(self) -> None:
        if self.playing:
            self.stop()
            return
        if self.session is None:
            return
        if self.step >= self.length:
            self.go(0)
        self.playing = True
        self._update()
        self.timer.start(self._pause_ms())

    def stop(self) -> None:
        self.playing = False
        self.timer.stop()
        self._update()

    def _pause_ms(self) -> int:
        return int(STEP_MS * (self.speed or OFF_FACTOR))

    def _tick(self) -> None:
        if not self.playing:
            return
        if self.step >= self.length:
            self.stop()
            return
        self.go(self.step + 1, animate=True)

    def _animated(self, generation: int) -> None:
        """The action is shown: while playing, the next one follows after a pause."""
        if generation != self._generation or not self.playing:
            return
        if self.step >= self.length:
            self.stop()
        else:
            self.timer.start(self._pause_ms())

    # -- the texts beside the board ----------------------------------------------------------------
    def _log_lines(self) -> list[Line]:
        """The all-seeing log: every event's line, the secret ones marked."""
        assert self.session is not None and self.board is not None
        lines = []
        for step, entry in enumerate(self.session.played, 1):
            for event in entry.outcome.events:
                text = self._describe(event)
                if text:
                    lines.append(Line(step, text, event.seen_by))
        return lines

    def _describe(self, event: Event) -> str | None:
        assert self.board is not None and self.session is not None
        if event.seen_by is None:
            return self.board.describe(event)
        text = self.board.describe_secret(event)
        if not text:
            return None
        return fill(self.tr("Secret: %1"), text)

    def _update(self) -> None:
        session = self.session
        self.play.setIcon(self.icons["pause" if self.playing else "play"])
        self.play.setToolTip(self.tr("Pause (Space)") if self.playing else self.tr("Play (Space)"))
        self.play.setAccessibleName(self.play.toolTip())
        if session is None:
            return
        step, length = self.step, self.length
        self.first.setEnabled(step > 0)
        self.back.setEnabled(step > 0)
        self.forward.setEnabled(step < length)
        self.last.setEnabled(step < length)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        names = session.setup.players
        if step == 0:
            self.position.setText(self.tr("Start of the game (%n action(s))", "", length))
        else:
            player = session.played[step - 1].player
            name = names[player] if 0 <= player < len(names) else "?"
            self.position.setText(fill(self.tr("Action %1 of %2: %3"), step, length, name))
        view = self.view_at(step)
        status = self.board.status(view) if self.board is not None else ""
        if step == length:
            status = "\n".join(filter(None, (self.result_text(), status)))
        self.status.setText(status)
        self.slider.setAccessibleDescription(self.position.text())
        self._fill_log()
        self._tell(step)

    def _tell(self, step: int) -> None:
        """The board's description, and the step's lines announced (once per step shown)."""
        from . import accessible

        self.view.describe()
        if step == self._told or self.session is None or self.board is None:
            return
        self._told = step
        said = [line.text for line in self._lines if line.step == step]
        accessible.announce(self.view, "\n".join([self.position.text(), *said]))

    def result_text(self) -> str:
        assert self.session is not None
        result = self.session.result
        if result is None:
            return ""
        names = self.session.setup.players
        winners = [names[i] for i in sorted(result.winners)]
        if not winners:
            return self.tr("The game ended in a draw.")
        if len(winners) == 1:
            return fill(self.tr("%1 won."), winners[0])
        return fill(self.tr("%1 won together."), " & ".join(winners))

    def _fill_log(self) -> None:
        shown = [line for line in self._lines if line.step <= self.step]
        if self.log.count() != len(shown):
            self.log.clear()
            secret = QBrush(QColor("#7a4a9a"))
            names = self.session.setup.players if self.session is not None else ()
            for line in shown:
                item = QListWidgetItem(f"{line.step}. {line.text}")
                item.setData(Qt.ItemDataRole.UserRole, line.step)
                if line.seen_by is not None:
                    seen = " & ".join(names[p] for p in sorted(line.seen_by) if 0 <= p < len(names))
                    item.setToolTip(fill(self.tr("Seen only by %1 at the table"), seen))
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                    item.setForeground(secret)
                self.log.addItem(item)
        current = QBrush(QColor(242, 194, 74, 90))  # the lines of the action shown
        for index, line in enumerate(shown):
            item = self.log.item(index)
            item.setBackground(current if line.step == self.step else QBrush())
        if shown:
            self.log.doItemsLayout()  # the wrapped lines' heights, before scrolling to the end
            self.log.scrollToBottom()

    def retranslate(self) -> None:
        if self.secrets:
            self.log_label.setText(self.tr("Moves (every secret shown)"))
            self.note.setText(
                self.tr("Replay: every hand, clue and secret is shown as it was at that moment.")
            )
        else:
            self.log_label.setText(self.tr("Moves"))
            self.note.setText(self.tr("Replay of the whole game, action by action."))
        self.close_button.setText(self.tr("Close (Esc)"))
        self.view.setAccessibleName(self.tr("Board"))
        self.log.setAccessibleName(self.tr("Move log"))
        self.slider.setAccessibleName(self.tr("Position in the game"))
        tips = (
            self.tr("To the start (Home)"),
            self.tr("One action back (Left)"),
            "",
            self.tr("One action forward (Right)"),
            self.tr("To the end (End)"),
        )
        for button, tip in zip(self.buttons, tips, strict=True):
            if tip:
                button.setToolTip(tip)
                button.setAccessibleName(tip)
        if self.session is not None and self.board is not None:
            self.board.retranslate()
            self._lines = self._log_lines()
            self.log.clear()
        self._update()

    def hideEvent(self, event: QHideEvent) -> None:
        self.stop()  # left for another page (a new game): playing stops
        super().hideEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def not_finished(parent: QWidget, path: Path) -> None:
    """Tell that the game in `path` cannot be replayed: it is not over yet (left unchanged)."""
    from PySide6.QtCore import QCoreApplication

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(QCoreApplication.translate("ReplayPage", "Cannot replay the game"))
    box.setText(
        QCoreApplication.translate(
            "ReplayPage", "This game is not finished yet: only finished games can be replayed."
        )
    )
    box.setInformativeText(str(path))
    box.exec()
