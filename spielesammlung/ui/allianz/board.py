"""Allianz on screen: the landscape, four parties of pieces, jump chains and diplomacy.

Click one of your pieces: its reachable squares are marked; hovering one draws the jump chain.
Where several chains with different captures end on the same square, all of them are drawn in
different colours; click a square of one path (or Tab to switch, Enter to confirm). Keyboard:
arrows move the cursor, Enter selects, Tab cycles targets and paths, Escape steps back.
Diplomacy happens in the side panel (`panel.py`).

The board keeps the turn and the selection and wires the parts: `scenery.py` (the printed
board), `scene.py` (pieces and marks), `animate.py`, `texts.py` and `panel.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from ...core.choices import Choices
from ...core.protocol import Event, Result, Setup
from ...games.allianz import board as B
from ...games.allianz.choices import choices
from ...games.allianz.model import (
    Betrayed,
    Defeated,
    GameOver,
    Move,
    Moved,
    Pass,
    Relocate,
    Relocated,
    State,
)
from ...games.allianz.moves import captures
from ...games.allianz.rules import new_state
from ..board import BoardUi, PointerSurface, Turn
from ..sound import Sound
from .animate import plan
from .art import choice_colour
from .layout import FIELD, HEIGHT, WIDTH, square_at
from .panel import DiplomacyPanel, PanelState
from .scene import Chain, Table
from .scenery import scenery
from .texts import AllianzTexts

KEY_STEPS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
Option = Move | Relocate


class AllianzBoard(BoardUi):
    grid = True  # squares in ranks and files

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.parties = new_state(setup).parties
        self.texts = AllianzTexts(setup)
        self.scene.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.backdrop = scenery(self.parties)
        self.set_backdrop(self.backdrop)  # in the view's background picture, blitted opaque
        self.scene.addItem(
            PointerSurface(FIELD, square_at, self.click, self.hover, self.square_tip)
        )
        self.scene.installEventFilter(self)  # Tab reaches the scene, not the view's key handler
        self.table = Table(self.scene, self.parties)
        self.view: State | None = None
        self.turn = Turn(None, ())
        self.options: dict[int, list[Option]] = {}  # square of a piece -> its actions
        self.selected: int | None = None
        self.hovered: int | None = None
        self.candidates: list[Move] = []  # chains to one square with different captures
        self.index = 0  # the highlighted candidate
        self.cursor_square = B.square(5, 5)
        self.prompt_kind = ""  # what the player is asked (texts.prompt), for a screen reader
        self.choices = Choices(None, ())  # the model of the turn's choices (the panel's words)
        self.panel = DiplomacyPanel()
        self.panel.chosen.connect(self.choose)
        self.panel.path_picked.connect(self.pick_path)
        self.panel.back.connect(self.cancelled.emit)

    # -- showing -------------------------------------------------------------------------------
    def show(self, view: State, turn: Turn) -> None:
        self.stop_animations()
        self.view = view
        self.turn = turn = self.at_screen(turn)
        self.options = {}
        for action in turn.legal:
            if isinstance(action, Move):
                self.options.setdefault(action.path[0], []).append(action)
            elif isinstance(action, Relocate):
                self.options.setdefault(action.piece, []).append(action)
        self.selected = None
        self.hovered = None
        self.candidates = []
        self.table.sync_pieces(view)
        self.table.show_zones(view)
        self.table.show_last(view.last)
        self._show_panel(view, turn)
        self._draw_marks()

    def _show_panel(self, view: State, turn: Turn) -> None:
        seats = range(len(view.parties))
        names = tuple(self.texts.name(s) for s in seats)
        whos = tuple(self.texts.who(s) for s in seats)
        self.choices = (
            Choices(None, ()) if turn.player is None else choices(view, turn.player, turn.legal)
        )
        self.panel.show_state(PanelState(view, turn, self.choices, names, whos))

    def side_panel(self) -> QWidget:
        return self.panel

    def _targets(self) -> dict[int, list[Option]]:
        """End square -> the actions of the selected piece ending there."""
        result: dict[int, list[Option]] = {}
        for action in self.options.get(self.selected, []) if self.selected is not None else []:
            end = action.path[-1] if isinstance(action, Move) else action.to
            result.setdefault(end, []).append(action)
        return result

    def captured(self, move: Move) -> frozenset[int]:
        assert self.view is not None and self.turn.player is not None
        return captures(self.view, self.turn.player, move.path)

    def _ordered(self, actions: Sequence[Option]) -> list[Move]:
        """Candidate chains to one square: most captures first, then the shortest."""
        moves = [a for a in actions if isinstance(a, Move)]
        return sorted(moves, key=lambda m: (-len(self.captured(m)), len(m.path), m.path))

    def _own_marks(self, move: Move) -> set[int]:
        """The squares that identify one candidate path: its landings and its captures."""
        return set(move.path[1:-1]) | set(self.captured(move))

    def _chains(self, moves: list[Move]) -> list[Chain]:
        return [(m, self.captured(m)) for m in moves]

    def _draw_marks(self) -> None:
        self.table.clear_marks()
        prompt = ""
        if self.turn.player is not None and self.view is not None:
            if self.candidates:
                assert self.selected is not None
                chains = self._chains(self.candidates)
                self.table.mark_candidates(self.selected, chains, self.index)
                prompt = "choose"
            elif self.selected is not None:
                targets = self._targets()
                ends = {
                    square: (
                        any(self.captured(a) for a in actions if isinstance(a, Move)),
                        len(actions) > 1,
                    )
                    for square, actions in targets.items()
                }
                pointed = targets.get(self.hovered, []) if self.hovered is not None else []
                chains = self._chains(self._ordered(pointed))
                self.table.mark_targets(self.selected, ends, chains)
                prompt = "target"
            elif self.options:
                self.table.mark_pieces(list(self.options))
                relocating = any(isinstance(a, Relocate) for a in self.turn.legal)
                prompt = "relocate" if relocating else "move"
        self.prompt_kind = prompt
        self.panel.set_prompt(self.texts.prompt(prompt))
        paths = []
        for i, move in enumerate(self.candidates):
            choice = self.choices.find(move)
            assert choice is not None  # a candidate is a legal move of the seat on turn
            paths.append((choice_colour(i).name(), choice))
        self.panel.set_paths(paths, self.index)
        self.table.show_cursor(self.cursor_square, self.focused and self.turn.player is not None)

    def focus_changed(self) -> None:
        self.table.show_cursor(self.cursor_square, self.focused and self.turn.player is not None)

    def pick_path(self, index: int) -> None:
        """The player chose one of the candidate chains (from the panel)."""
        if 0 <= index < len(self.candidates):
            self.index = index
            self.choose(self.candidates[index])

    # -- choosing ------------------------------------------------------------------------------
    def click(self, square: int) -> None:
        if self.turn.player is None or self.view is None:
            return
        self.cursor_square = square
        if self.candidates:
            if square == self.candidates[0].path[-1]:
                self.choose(self.candidates[self.index])
                return
            picks = [i for i, m in enumerate(self.candidates) if square in self._own_marks(m)]
            if len(picks) == 1:
                self.index = picks[0]
                self.choose(self.candidates[self.index])
                return
            if picks and self.index not in picks:
                self.index = picks[0]
            if picks:
                self._draw_marks()
                return
            self.candidates = []  # a click elsewhere: back to the piece's targets
        targets = self._targets()
        if square in targets:
            actions = targets[square]
            if len(actions) == 1:
                self.choose(actions[0])
                return
            self.candidates = self._ordered(actions)
            self.index = 0
        elif square in self.options and square != self.selected:
            self.selected = square
        else:
            self.selected = None
        self.hovered = None
        self._draw_marks()

    def hover(self, square: int | None) -> None:
        if self.turn.player is None:
            return
        if self.candidates:
            picks = [i for i, m in enumerate(self.candidates) if square in self._own_marks(m)]
            if len(picks) == 1 and picks[0] != self.index:
                self.index = picks[0]
                self._draw_marks()
        elif self.selected is not None and square != self.hovered:
            self.hovered = square
            self._draw_marks()

    def choose(self, action: Any) -> None:
        """Hand a legal action to the shell (from the board or the panel)."""
        if self.turn.player is None or action not in self.turn.legal:
            return
        self.selected = None
        self.candidates = []
        self.turn = Turn(None, ())
        self.table.clear_marks()
        self.panel.set_prompt("")
        self.panel.set_paths([], 0)
        self.action_chosen.emit(action)

    def key_press(self, event: QKeyEvent) -> bool:
        if self.turn.player is None:
            return False
        key = event.key()
        if key in KEY_STEPS:
            dr, dc = KEY_STEPS[Qt.Key(key)]
            row, col = B.coords(self.cursor_square)
            row = min(B.ROWS - 1, max(0, row + dr))
            col = min(B.COLS - 1, max(0, col + dc))
            self._move_cursor(B.square(row, col))
            return True
        if key in CONFIRM_KEYS:
            self.table.cursor.setVisible(True)
            self.click(self.cursor_square)
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = -1 if key == Qt.Key.Key_Backtab else 1
            if self.candidates:
                self.index = (self.index + step) % len(self.candidates)
                self.table.cursor.setVisible(True)
                self._draw_marks()
                return True
            squares = sorted(self._targets()) or sorted(self.options)
            if not squares:
                return False
            later = [s for s in squares if (s - self.cursor_square) * step > 0]
            self._move_cursor(
                (later[0] if step > 0 else later[-1]) if later else squares[0 if step > 0 else -1]
            )
            return True
        if key == Qt.Key.Key_Escape:
            if self.turn.out_of_turn:
                self.cancelled.emit()
                return True
            if self.candidates:
                self.candidates = []
            elif self.selected is not None:
                self.selected = None
            else:
                return False
            self._draw_marks()
            return True
        return False

    def _move_cursor(self, square: int) -> None:
        self.cursor_square = square
        self.table.cursor.setVisible(True)
        if self.selected is not None and not self.candidates:
            self.hover(square)
        self._draw_marks()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.scene
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and self.key_press(event)
        ):
            event.accept()
            self.reader_changed.emit()  # the view's key handler, which says so, is passed by
            return True
        return False

    def auto_action(self, turn: Turn) -> Any | None:
        """A pass with nothing else to do is announced, not chosen."""
        return turn.legal[0] if list(turn.legal) == [Pass()] else None

    def show_hint(self, action: Any) -> None:
        if isinstance(action, Move | Relocate):
            start = action.path[0] if isinstance(action, Move) else action.piece
            if start not in self.options:
                return
            self.selected = start
            end = action.path[-1] if isinstance(action, Move) else action.to
            candidates = self._ordered(self._targets().get(end, []))
            if len(candidates) > 1 and action in candidates:
                self.candidates = candidates
                self.index = candidates.index(action)
            self.hovered = end
            self.cursor_square = end
            self._draw_marks()
            self.table.cursor.setVisible(True)
        else:
            self.panel.highlight(action)

    # -- animation -----------------------------------------------------------------------------
    def stop_animations(self) -> bool:
        interrupted = super().stop_animations()
        if interrupted:
            self.table.clear_pieces()  # pieces stood half way: draw them anew from the view
        return interrupted

    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        if self.speed <= 0 or self.view is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.stop_animations()
        self.table.clear_marks()
        self.table.show_last(None)  # the new one is marked when the pieces stand
        self.turn = Turn(None, ())
        self._show_panel(view, self.turn)
        self.panel.set_prompt("")
        self.panel.set_paths([], 0)
        self.table.show_zones(view)
        timeline, where = plan(events, view, self.table, self.speed)
        self.transient.extend(timeline.flashes)
        if not timeline.steps:
            self.show(view, Turn(None, ()))
            done()
            return 0

        def finished() -> None:
            for item in timeline.gone:
                self.scene.removeItem(item)
            self.table.pieces = where
            self.show(view, Turn(None, ()))
            done()

        return timeline.play(self, finished)

    # -- texts ---------------------------------------------------------------------------------
    def square_tip(self, square: int) -> str:
        return self.texts.square_tip(square, self.view)

    def status(self, view: State) -> str:
        return self.texts.status(view)

    def result_lines(self, view: State, result: Result) -> list[str]:
        return self.texts.result_lines(view, result)

    def describe(self, event: Event) -> str | None:
        """A log line; the shell asks for every line again after each move, so they are kept."""
        return self.texts.describe(event)

    def out_of_turn_label(self) -> str:
        return self.texts.out_of_turn_label()

    def reader_text(self) -> str:
        view = self.view
        if view is None:
            return ""
        t, square = self.texts, self.cursor_square
        cursor = t.square_tip(square, view)
        prompt, selected = "", ""
        if self.turn.player is not None:
            prompt = t.prompt(self.prompt_kind)
            targets = self._targets()
            if square in targets:
                ways = self._ordered(targets[square])
                paths = [t.path_text(self.captured(m)) for m in ways] or [t.path_text(frozenset())]
                cursor += " · " + t.target(paths)
            elif square in self.options and self.selected is None:
                cursor += " · " + t.movable()
        if self.candidates and self.selected is not None:
            move = self.candidates[self.index]
            path = t.path_text(self.captured(move))
            selected = t.chosen_path(self.selected, self.index, len(self.candidates), path)
        elif self.selected is not None:
            selected = t.selected_piece(self.selected)
        return t.reader(view, self.turn, prompt, cursor, selected)

    def position_text(self) -> str:
        return "" if self.view is None else self.texts.position(self.view)

    def moves_text(self) -> str:
        """The targets of the selected piece and what each way captures, else the pieces
        that can move."""
        t = self.texts
        if self.turn.player is None:
            return ""
        if self.selected is None:
            return t.moves([t.selected_piece(square) for square in sorted(self.options)])
        options = []
        for end, actions in sorted(self._targets().items()):
            ways = [t.path_text(self.captured(m)) for m in self._ordered(actions)]
            options.append(t.reach(end, ways or [t.path_text(frozenset())]))
        return t.moves(options)

    def retranslate(self) -> None:
        self.texts.retranslate()
        self.panel.retranslate()
        self._draw_marks()


def create_board(setup: Setup) -> AllianzBoard:
    return AllianzBoard(setup)


def _move_sound(event: Moved) -> str:
    return "capture" if event.captured else "place"


#: the sound of each public event type (ui/sound.py)
SOUNDS: dict[type, Sound] = {
    Moved: _move_sound,
    Relocated: "place",
    Defeated: "capture",
    Betrayed: "accuse",
    GameOver: "end",
}
