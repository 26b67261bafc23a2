"""Heimlich, still & leise on screen: the green board, police and robber stones, line choice.

Clicking a square with one enclosed line places at once; with several, the candidate lines are
highlighted and numbered, and the player clicks one (keyboard: arrows move the cursor, Enter
places, then arrows choose the line and Enter confirms, or its number picks it; Escape cancels).
The side panel (`panel.py`) says what to do in the words of the model of choices
(games/heimlich/choices.py) and offers a button per line while one is chosen.

The files: `layout.py` geometry, `scene.py` the items, `animate.py` a placement's flips,
`texts.py` the words. This board keeps the turn and the choice and wires them together.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from ...core.choices import Choices
from ...core.protocol import Event, Result, Setup
from ...games.heimlich.board import squares
from ...games.heimlich.choices import choices, line_step
from ...games.heimlich.rules import Borrowed, Pass, Place, Placed, State, flips
from ..board import BoardUi, PointerSurface, Turn
from ..i18n import say
from ..sound import Sound
from . import animate
from .layout import CURSOR_START, cell_rect, grid_rect, square_at
from .panel import HeimlichPanel
from .scene import HeimlichTable, line_colour
from .texts import HeimlichTexts

CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
MOVES: dict[int, tuple[int, int]] = {  # key -> (files, ranks)
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, 1),
    Qt.Key.Key_Down: (0, -1),
}


class HeimlichBoard(BoardUi):
    grid = True  # squares in ranks and files

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.texts = HeimlichTexts(setup)
        self.table = HeimlichTable(self.scene)
        self.set_backdrop(self.table.backdrop)
        self.scene.addItem(PointerSurface(grid_rect(), square_at, self.click, self.hover))
        self.cursor = self.table.cursor
        self.view: State | None = None
        self.turn = Turn(None, ())
        self.choices: dict[int, list[Place]] = {}  # square -> its placements
        self.choosing: int | None = None  # square whose line is being chosen
        self.line_index = 0
        self.cursor_square = CURSOR_START
        self.made = Choices(None, ())  # the model of the turn's choices (the panel's words)
        self.panel = HeimlichPanel()
        self.panel.chosen.connect(self._line_chosen)
        self.panel.back.connect(self._leave_line_choice)

    def side_panel(self) -> QWidget:
        return self.panel

    # -- showing -------------------------------------------------------------------------------
    def show(self, view: State, turn: Turn) -> None:
        self.stop_animations()
        self.view = view
        self.turn = turn = self.at_screen(turn)
        self.choosing = None
        self.choices = {}
        for action in turn.legal:
            if isinstance(action, Place):
                self.choices.setdefault(action.square, []).append(action)
        player = turn.player
        self.made = Choices(None, ()) if player is None else choices(view, player, turn.legal)
        self.table.set_stones(view)
        self.table.show_last(view.last)
        self._draw_marks()

    def _draw_marks(self, hovered: int | None = None) -> None:
        if self.choosing is not None:
            self.table.show_lines(
                self.choosing,
                self.turn.player or 0,
                self.choices[self.choosing],
                self.line_index,
                self.line_squares,
            )
        else:
            self.table.show_squares(list(self.choices), hovered)
        self._show_prompt()
        self.table.place_cursor(self.cursor_square)
        self.cursor.setVisible(self.focused and self.turn.player is not None)

    def prompt(self) -> str:
        """What the player on turn is asked now (the model's words), or who decides elsewhere."""
        if self.choosing is not None:
            return say(line_step(self.made, self.choosing).prompt or "")
        if self.turn.player is not None and self.made.prompt is not None:
            return say(self.made.prompt)
        return self.phone_prompt([self.away]) if self.away is not None else ""

    def _show_prompt(self) -> None:
        """The prompt in the panel and, during a line choice, a button per line."""
        lines = []
        if self.choosing is not None:
            step = line_step(self.made, self.choosing)
            lines = [(c, line_colour(c.action)) for c in step.items]
        self.panel.show_choice(self.prompt(), lines, self.line_index)

    def _line_chosen(self, action: Place) -> None:
        """A line's button in the panel."""
        if self.choosing is not None and action in self.choices[self.choosing]:
            self.line_index = self.choices[self.choosing].index(action)
            self._choose(action)

    def _leave_line_choice(self) -> None:
        if self.choosing is not None:
            self.choosing = None
            self._draw_marks()

    def focus_changed(self) -> None:
        self._draw_marks()

    def line_squares(self, action: Place) -> list[int]:
        """The stones `action` would flip, nearest first."""
        assert self.view is not None
        mask = flips(self.view, action)
        origin = cell_rect(action.square).center()
        return sorted(
            squares(mask),
            key=lambda s: (cell_rect(s).center() - origin).manhattanLength(),
        )

    # -- choosing ------------------------------------------------------------------------------
    def click(self, square: int) -> None:
        if self.turn.player is None:
            return
        self.cursor_square = square
        if self.choosing is not None:
            for index, action in enumerate(self.choices[self.choosing]):
                if square in self.line_squares(action):
                    self.line_index = index
                    self._choose(action)
                    return
            self.choosing = None  # a click elsewhere cancels the line choice
            self._draw_marks()
            if square not in self.choices:
                return
        options = self.choices.get(square)
        if not options:
            return
        if len(options) == 1:
            self._choose(options[0])
        else:
            self.choosing = square
            self.line_index = 0
            self._draw_marks()

    def hover(self, square: int | None) -> None:
        if self.choosing is not None and square is not None:
            for index, action in enumerate(self.choices[self.choosing]):
                if square in self.line_squares(action) and index != self.line_index:
                    self.line_index = index
                    self._draw_marks()
                    return
        elif self.choosing is None and self.turn.player is not None:
            self._draw_marks(square)

    def _choose(self, action: Place) -> None:
        self.choosing = None
        self.table.clear_marks()
        self.choices = {}
        self.turn = Turn(None, ())
        self.made = Choices(None, ())
        self.panel.show_choice("")
        self.action_chosen.emit(action)

    def key_press(self, event: QKeyEvent) -> bool:
        if self.turn.player is None:
            return False
        key = event.key()
        if self.choosing is not None:
            count = len(self.choices[self.choosing])
            if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
                self.line_index = (self.line_index + 1) % count
            elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
                self.line_index = (self.line_index - 1) % count
            elif key in CONFIRM_KEYS:
                self._choose(self.choices[self.choosing][self.line_index])
                return True
            elif Qt.Key.Key_1 <= key < Qt.Key.Key_1 + count:  # the lines' numbered badges
                self._choose(self.choices[self.choosing][key - Qt.Key.Key_1])
                return True
            elif key == Qt.Key.Key_Escape:
                self.choosing = None
            else:
                return False
            self._draw_marks()
            return True
        if key in MOVES:
            df, dr = MOVES[key]
            file = min(7, max(0, self.cursor_square % 8 + df))
            rank = min(7, max(0, self.cursor_square // 8 + dr))
            self.cursor_square = file + 8 * rank
            self._draw_marks(self.cursor_square)
            return True
        if key in CONFIRM_KEYS:
            self.click(self.cursor_square)
            return True
        return False

    def auto_action(self, turn: Turn) -> Any | None:
        """A pass is announced, not chosen."""
        return turn.legal[0] if list(turn.legal) == [Pass()] else None

    def show_hint(self, action: Any) -> None:
        if not isinstance(action, Place) or action.square not in self.choices:
            return
        self.cursor_square = action.square
        if action.direction is not None and len(self.choices[action.square]) > 1:
            self.choosing = action.square
            self.line_index = self.choices[action.square].index(action)
        self._draw_marks(action.square)
        self.cursor.setVisible(True)

    # -- animation -----------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        placed = next((e for e in events if isinstance(e, Placed)), None)
        if self.speed <= 0 or placed is None or self.view is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.stop_animations()
        self.table.clear_marks()
        self.table.show_last(None)  # the new one is marked when the stones have turned
        self.turn = Turn(None, ())
        self.panel.show_choice("")

        def finished() -> None:
            self.show(view, Turn(None, ()))
            done()

        timeline, new = animate.place(self.table, placed, self.speed)
        self.transient.append(new)
        return timeline.play(self, finished)

    # -- texts ---------------------------------------------------------------------------------
    def status(self, view: State) -> str:
        return self.texts.status(view)

    def result_lines(self, view: State, result: Result) -> list[str]:
        return self.texts.result_lines(view, result)

    def describe(self, event: Event) -> str | None:
        return self.texts.describe(event)

    def retranslate(self) -> None:
        """Nothing is written on the board itself."""

    def reader_text(self) -> str:
        if self.view is None:
            return ""
        options = self.choices.get(self.cursor_square, [])
        flipped = [len(self.line_squares(a)) for a in options]
        line = None
        if self.choosing is not None:
            line = self.line_squares(self.choices[self.choosing][self.line_index])
        return self.texts.reader(
            self.view, self.turn, self.cursor_square, flipped, line, self.prompt()
        )

    def position_text(self) -> str:
        return "" if self.view is None else self.texts.position(self.view)

    def moves_text(self) -> str:
        places = [a for a in self.turn.legal if isinstance(a, Place)]
        places.sort(key=lambda a: a.square)
        return self.texts.moves([(a.square, self.line_squares(a)) for a in places])


def create_board(setup: Setup) -> HeimlichBoard:
    return HeimlichBoard(setup)


#: the sound of each public event type (ui/sound.py)
SOUNDS: dict[type, Sound] = {
    Placed: "flip",
    Borrowed: "place",
}
