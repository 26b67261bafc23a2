"""Geheime Mission on screen: the dice rack, placing a die with its top symbol, scores, missions.

Click a column (or Left/Right and Enter): a ghost die stands on top of it and four symbol tiles
appear above the rack. Hovering a tile (or Up/Down) shows its symbol on the ghost die; a click
on a tile (or Enter, or a second click on the column) places the die; Escape cancels. In
"visor only" the symbol does not matter: a click on a column places at once.
The own mission card stays face down unless its owner holds the button in the side panel.

The files: `layout.py` geometry, `art.py` the pieces, `scene.py` the table built from a view,
`animate.py` the events as animation, `texts.py` the words, `panel.py` the side panel. This
board keeps the turn and the player's choice and wires them together.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from ...core.protocol import Event, Result, Setup
from ...games.geheime_mission import rules as R
from ...games.geheime_mission.choices import choices
from ...games.geheime_mission.rules import (
    SYMBOLS,
    WIDTH,
    Mission,
    MissionAccomplished,
    Place,
    Placed,
    RoundOver,
    Symbol,
    View,
    VisorRow,
)
from .. import accessible
from ..board import BoardUi, PointerSurface, Turn
from ..motion import run_phases
from ..sound import Sound
from . import animate
from .layout import column_at, rack_area
from .panel import MissionPanel, PanelState
from .scene import Marks, MissionTable
from .texts import MissionTexts, RoundNote

CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class MissionBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.texts = MissionTexts(setup)
        self.table = MissionTable(self.scene, self.texts)
        self.set_backdrop(*self.table.backdrop)
        self.table.choose, self.table.preview = self.choose_symbol, self.preview
        self.scene.addItem(
            PointerSurface(rack_area(), column_at, self.click, self.hover, self.column_tip)
        )
        self.view: View | None = None
        self.public: View | None = None  # the public view (the shell gives it to status())
        self.turn = Turn(None, ())
        self.open: set[int] = set()  # columns the player may place on
        self.cursor = WIDTH // 2
        self.cursor_visible = False
        self.hovered: int | None = None
        self.selected: int | None = None  # the column whose symbol is being chosen
        self.symbol = SYMBOLS[0]
        self.peeking: tuple[int, Mission] | None = None  # (owner, card) while the button is held
        self.round_note: RoundNote | None = None
        self.panel = MissionPanel()
        self.panel.peek_held.connect(self.reveal_own)

    # -- words (from texts.py) -----------------------------------------------------
    def column_tip(self, column: int) -> str:
        """What a column holds, for its tooltip."""
        return "" if self.view is None else self.texts.column_tip(self.view, column)

    def describe(self, event: Event) -> str | None:
        return self.texts.describe(event)

    def describe_secret(self, event: Event) -> str | None:
        return self.texts.describe_secret(event)

    def status(self, view: View) -> str:
        """Score and supplies; the public view it gets also draws the revealed missions."""
        self.public = view
        self.table.show_pile(view)
        return self.texts.status(view)

    def side_panel(self) -> QWidget:
        return self.panel

    def reader_text(self) -> str:
        if self.view is None:
            return ""
        column = self.selected if self.selected is not None else self.cursor
        text = self.texts.reader(
            self.view, self.turn, column, self.symbol, self.selected is not None
        )
        if self.away is not None and self.view.winner is None:  # the seat decides on its phone
            text += "\n" + self.phone_prompt([self.away])
        if self.peeking:  # only while its owner holds the button
            text += "\n" + self.texts.own_mission(self.peeking[1])
        return text

    def moves_text(self) -> str:
        if self.view is None or self.turn.player is None:
            return ""
        return accessible.choice_lines(choices(self.view, self.turn.player, self.turn.legal).items)

    def position_text(self) -> str:
        if self.view is None:
            return ""
        own = self.peeking[1] if self.peeking else None
        return self.texts.position(self.view, self.public, own)

    def retranslate(self) -> None:
        self.panel.retranslate()
        self.table.forget()
        self._draw()

    def view_scaled(self, scale: float) -> bool:
        changed = super().view_scaled(scale)
        self.table.smallest = self.smallest_text
        if changed and not self.animations:  # the words grow to 11 px on screen
            self.table.forget()
            self._draw()
        return changed

    # -- showing -------------------------------------------------------------------------------
    def show(self, view: View, turn: Turn) -> None:
        self.stop_animations()
        self.view = view
        self.turn = turn = self.at_screen(turn)
        self.open = {a.column for a in turn.legal if isinstance(a, Place)}
        self.selected = None
        self.peeking = None
        if view.visor_only and turn.player is not None:
            self.symbol = SYMBOLS[sum(map(len, view.columns)) % len(SYMBOLS)]
        self._draw()

    def _draw(self) -> None:
        view = self.view
        if view is None:
            return
        self.table.show_dice(view)
        self.table.show_last(view)
        self.table.show_players(view, self.peeking)
        self.table.show_banner(view, self.round_note)
        self._draw_marks()
        self.table.show_pile(self.public)

    def focus_changed(self) -> None:
        if self.view is not None:
            self._draw_marks()

    def _draw_marks(self) -> None:
        """The cursor, ghost die and tiles of the player's choice, and the panel's prompt."""
        self.table.show_marks(
            self.view,
            Marks(
                self.turn.player,
                self._target(),
                self.symbol,
                self.selected is not None,
                self.cursor if self.cursor_visible or self.focused else None,
            ),
        )
        view = self.view
        if view is None:
            return
        acting = self.turn.player is not None
        prompt = self.texts.prompt(view, acting, self.selected is not None)
        if self.away is not None and view.winner is None:
            prompt = self.phone_prompt([self.away])
        at_screen = bool(self.screen_seats) or not self.humans  # (none given: a board alone)
        self.panel.show_state(
            PanelState(
                prompt=prompt,
                cards=not view.visor_only and at_screen,
                can_peek=acting,
                secret=self.texts.own_mission(self.peeking[1]) if self.peeking else "",
                finished=view.winner is not None,
            )
        )

    def _target(self) -> int | None:
        if self.turn.player is None:
            return None
        for column in (self.selected, self.hovered, self.cursor if self.cursor_visible else None):
            if column is not None and column in self.open:
                return column
        return None

    # -- choosing ------------------------------------------------------------------------------
    def click(self, column: int) -> None:
        if self.turn.player is None or column not in self.open or self.view is None:
            return
        self.cursor = column
        if self.view.visor_only or self.selected == column:
            self._place(column, self.symbol)
            return
        self.selected = column
        self._draw_marks()

    def hover(self, column: int | None) -> None:
        if column != self.hovered:
            self.hovered = column
            if self.turn.player is not None:
                self._draw_marks()

    def preview(self, symbol: Symbol) -> None:
        if symbol != self.symbol:
            self.symbol = symbol
            self._draw_marks()

    def choose_symbol(self, symbol: Symbol) -> None:
        if self.selected is not None:
            self._place(self.selected, symbol)

    def _place(self, column: int, symbol: Symbol) -> None:
        action = Place(column, symbol)
        if action not in self.turn.legal:
            return
        self.symbol = symbol
        self.selected = None
        self.turn = Turn(None, ())
        self.open = set()
        self.table.clear("marks", "tiles")
        self.action_chosen.emit(action)

    def key_press(self, event: QKeyEvent) -> bool:
        """Left/Right (or 1-7) pick a column, Up/Down the symbol, Enter chooses, Escape cancels."""
        view = self.view
        if self.turn.player is None or view is None or not self.open:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            column = self.cursor + step
            while 0 <= column < WIDTH and column not in self.open:
                column += step
            if 0 <= column < WIDTH:
                self.cursor = column
                if self.selected is not None:
                    self.selected = column
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = 1 if key == Qt.Key.Key_Down else -1
            self.symbol = SYMBOLS[(SYMBOLS.index(self.symbol) + step) % len(SYMBOLS)]
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_7:
            self.cursor = int(key - Qt.Key.Key_1)
        elif key in CONFIRM_KEYS:
            if self.selected is not None or view.visor_only:
                self._place(self.cursor, self.symbol)
                return True
            if self.cursor in self.open:
                self.selected = self.cursor
        elif key == Qt.Key.Key_Escape and self.selected is not None:
            self.selected = None
        else:
            return False
        self.cursor_visible = True
        self._draw_marks()
        return True

    def show_hint(self, action: Any) -> None:
        if not isinstance(action, Place) or action.column not in self.open or self.view is None:
            return
        self.cursor = action.column
        self.cursor_visible = True
        self.symbol = action.symbol
        if not self.view.visor_only:
            self.selected = action.column
        self._draw_marks()

    # -- the panel's wishes --------------------------------------------------------------------
    def reveal_own(self, on: bool) -> None:
        """Show the mission card of the human on turn while the button is held."""
        self.peeking = None
        own = self.peek() if on else None
        if isinstance(own, View) and own.to_move is not None:
            card = own.cards[own.to_move]
            if card is not None:
                self.peeking = (own.to_move, card)
        self._draw()
        self.reader_changed.emit()
        if self.peeking:
            self.spoken.emit(self.texts.own_mission(self.peeking[1]))

    def again(self) -> tuple[tuple[int, ...], str]:
        """Play again with the colours swapped (red was the advantage)."""
        return (1, 0), self.tr("Play again (colours swapped)")

    def result_lines(self, view: View, result: Result) -> list[str]:
        return self.texts.result_lines(result)

    # -- animation -----------------------------------------------------------------------------
    def stop_animations(self) -> bool:
        interrupted = super().stop_animations()
        self.table.clear("cue", "falling")
        return interrupted

    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        over = next((e for e in events if isinstance(e, RoundOver)), None)
        row = next((e for e in events if isinstance(e, VisorRow)), None)
        if over is not None:
            self.round_note = (view.round, over.full_rack, row.player if row else None)
        placed = next((e for e in events if isinstance(e, Placed)), None)
        before = self.view
        if self.speed <= 0 or placed is None or before is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.stop_animations()
        self.turn, self.open, self.selected, self.peeking = Turn(None, ()), set(), None, None
        self.table.clear("marks", "tiles")
        after = animate.landed(before, placed, view.scores)

        def lands() -> None:
            self.view = after
            self.table.show_dice(after)
            self.table.show_players(after, None)

        level = len(before.columns[placed.column])
        phases = [animate.drop(self.table, placed, level, lands)]
        mission = next((e for e in events if isinstance(e, MissionAccomplished)), None)
        if mission is not None or row is not None:
            phases.append(animate.cue(self.table, mission, row, events))
        if over is not None:
            phases.append(animate.new_round(self.table, view, self.round_note))

        def finish() -> None:
            self.table.clear("cue")
            self.show(view, Turn(None, ()))
            done()

        return run_phases(self, phases, finish)


def create_board(setup: Setup) -> MissionBoard:
    return MissionBoard(setup)


#: the sound of each public event type (ui/sound.py)
SOUNDS: dict[type, Sound] = {
    R.Placed: "place",
    R.MissionAccomplished: "flip",  # the mission card is turned open
    R.VisorRow: "capture",
    R.Reshuffled: "card",
    R.GameWon: "end",
}
