"""Checkpoint Charlie on screen: the deck, each agent's row of suspects and discard pile.

The screen shows only the view the shell hands over: on the public screen every clue and chip
value stays hidden; a player sees their own after the handover (choosing the clue on the secret
page, accusing out of turn, the forced accusations, Café Adler) or with "look at mine", which
any human may use at any moment (behind the handover when several humans share the screen).

Mouse: click the deck to draw, a highlighted cat to accuse it (then confirm), a discard pile
to fan it out. Keyboard: arrows move the cursor over deck, buttons, piles and cats, Enter acts,
Escape steps back (or cancels an accusation out of turn).

This file wires the parts: `layout.py` (where things lie), `scene.py` and `overlays.py` (the
items of a view), `animate.py` (events to animations), `texts.py` (every text), `panel.py`
(beside the board), `art.py` (the pieces).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, QVariantAnimation
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsRectItem, QWidget

from ...core.protocol import ALL_SEEING, Event, Result, Setup
from ...games.checkpoint import rules as R
from ...games.checkpoint.choices import choice, choices
from ...games.checkpoint.state import Accuse, ChooseSide, Draw, KeepChips, Swap
from ...games.checkpoint.view import View
from .. import accessible, svg
from ..board import BoardUi, SecretRequest, Turn
from ..i18n import say
from ..items import Piece
from ..sound import Sound
from . import animate
from .art import Button, CardItem, MarkerItem, TileItem
from .layout import AGENT_W, EARLIER_W, H, Layout, W
from .panel import CheckpointPanel, PanelState
from .reader import CheckpointReader
from .scene import Table, Target
from .texts import CheckpointTexts, ranking, trait

__all__ = ["AGENT_W", "EARLIER_W", "CheckpointBoard", "create_board", "trait"]


class CheckpointBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.scene.setSceneRect(0, 0, W, H)
        self.set_backdrop(svg.item("checkpoint-table.svg", W, H))  # the view's cached background
        self.layout = Layout(setup.count)
        self.texts = CheckpointTexts(setup.players)
        self.reader = CheckpointReader(self.texts)
        self.view: View | None = None
        self.turn = Turn(None, ())
        self.selected: int | None = None  # the cat to accuse, waiting for the confirmation
        self.swap_slot: int | None = None  # the own Café Adler chip chosen for a swap
        self.fanned: int | None = None  # the player whose discard pile is spread out
        self.results = True  # the final results cover the table (a button toggles them)
        self.last_choice: tuple[int, bool] | None = None  # (round, shown): last round's result
        self.cursor_key: tuple[Any, ...] | None = None
        self.cursor_shown = False
        self.table = Table(self.scene, self.layout, self)
        self.moving: list[Piece] = []  # pieces painted from pictures while they move
        self.panel: CheckpointPanel | None = None

    def set_own_screen(self) -> None:
        self.texts.own_screen = True

    # -- what the table holds (for input, animation and tests) ----------------------------------
    @property
    def layer(self) -> QGraphicsRectItem:
        return self.table.layer

    @property
    def cats(self) -> dict[int, CardItem]:
        return self.table.cats

    @property
    def piles(self) -> dict[int, CardItem]:
        return self.table.piles

    @property
    def markers(self) -> dict[int, MarkerItem]:
        return self.table.markers

    @property
    def open_tiles(self) -> list[TileItem]:
        return self.table.open_tiles

    @property
    def agent_cards(self) -> dict[int, CardItem]:
        return self.table.agent_cards

    @property
    def buttons(self) -> list[Button]:
        return self.table.buttons

    @property
    def targets(self) -> list[list[Target]]:
        return self.table.targets

    def name(self, player: int) -> str:
        return self.setup.players[player]

    # -- the shell's calls ---------------------------------------------------------------------
    def show(self, view: View, turn: Turn) -> None:
        self._stop_animation()
        if self.view is None or view.round != self.view.round or view.phase != self.view.phase:
            self.fanned = None
            self.results = True
        self.view = view
        self.turn = self.at_screen(turn)
        self.selected = None
        self.swap_slot = None
        self._draw()

    def side_panel(self) -> QWidget:
        if self.panel is None:
            self.panel = CheckpointPanel()
            self.panel.look.connect(self.look_at_own)
            if self.view is not None:
                self.panel.show_state(self._panel_state(self.view))
        return self.panel

    def secret_request(self, view: View, turn: Turn) -> SecretRequest | None:
        sides = [a for a in turn.legal if isinstance(a, ChooseSide)]
        if not sides or turn.player is None:
            return None
        player = view.players[turn.player]
        if player.tile is None:
            return None
        title, info = self.texts.clue_request(view, turn.player)
        return SecretRequest(
            title, info, [(say(choice(view, turn.player, a).label), a) for a in sides]
        )

    def out_of_turn_label(self) -> str:
        return self.texts.accuse()

    def view_scaled(self, scale: float) -> bool:
        changed = super().view_scaled(scale)
        if changed:  # the words grow to 11 px on screen
            self.retranslate()
        return changed

    def retranslate(self) -> None:
        if self.view is not None and self.animation is None:
            self._draw()
        if self.panel is not None:
            self.panel.retranslate()

    def describe(self, event: Event) -> str | None:
        return self.texts.describe(event)

    def reader_text(self) -> str:
        if self.view is None:
            return ""
        item = self._cursor_item()
        target = ""
        if item is not None:
            target = item.text if isinstance(item, Button) else item.toolTip()
            said = self.choice_words(self.cursor_key or ("",))
            if said:
                target += "\n" + said
        return self.reader.reader(self.turn, self.prompt(self.view), target)

    def choice_words(self, key: tuple[Any, ...]) -> str:
        """What choosing the target `key` under the cursor does, in the model's words."""
        legal = self.turn.legal
        if self.view is None or self.turn.player is None:
            return ""
        if key[0] == "cat" and Accuse(key[1]) in legal:
            return self.words(Accuse(key[1]))
        if key[0] != "chip":
            return ""
        _, player, slot = key
        if self.swap_slot is not None and Swap(self.swap_slot, player, slot) in legal:
            return self.words(Swap(self.swap_slot, player, slot))
        swaps = [a for a in legal if isinstance(a, Swap) and a.slot == slot]
        if player == self.turn.player and swaps:
            group = choice(self.view, player, swaps[0]).group
            return "" if group is None else say(group)
        return ""

    def words(self, action: Any) -> str:
        """The words of the model of choices (games/checkpoint/choices.py) for `action`, a legal
        action of the seat on turn: the phone says the same."""
        assert self.view is not None and self.turn.player is not None
        return say(choice(self.view, self.turn.player, action).label)

    def position_text(self) -> str:
        return "" if self.view is None else self.reader.position(self.view)

    def moves_text(self) -> str:
        if self.view is None or self.turn.player is None:
            return ""
        return accessible.choice_lines(choices(self.view, self.turn.player, self.turn.legal).items)

    def describe_secret(self, event: Event) -> str | None:
        return self.texts.describe_secret(event)

    def status(self, view: View) -> str:
        return self.texts.status(view)

    def result_lines(self, view: View, result: Result) -> list[str]:
        return self.texts.result_lines(view, result)

    def prompt(self, view: View) -> tuple[str, str]:
        """The big line and the explanation in the middle of the checkpoint."""
        return self.texts.prompt(
            view,
            self.turn.player,
            self.turn.legal,
            self.selected,
            self.swap_slot,
            self.can_draw(),
            bool(self.legal_cats()),
            self.away,
        )

    def ranking(self, view: View) -> list[tuple[int, int]]:
        """(player, place) as the rules rank them, best first (empty until the game is over)."""
        return ranking(view)

    # -- looking at one's own clue and chips ---------------------------------------------------
    def look_at_own(self, player: int) -> None:
        """`player` looks at their own clue and chips (the shell hands the screen over)."""
        self.look(player, self.own_secrets)

    def own_secrets(self, view: View) -> SecretRequest:
        """The secret page of "look at mine": the viewer's own clue and chips, nothing else."""
        player = view.viewer
        assert player is not None and player != ALL_SEEING
        title, info, done = self.texts.own_secrets(view, player)
        return SecretRequest(title, info, [(done, None)])

    # -- drawing ---------------------------------------------------------------------------------
    def _draw(self) -> None:
        if self.view is None:
            return
        self.table.sync(self.view)
        if self.panel is not None:
            self.panel.show_state(self._panel_state(self.view))

    def _panel_state(self, view: View) -> PanelState:
        return PanelState(
            view, tuple(self.setup.players), self.screen_seats, self.memory_aid, self.deduction_aid
        )

    def can_draw(self) -> bool:
        """Drawing is offered on one's turn, not while accusing out of turn."""
        return Draw() in self.turn.legal and not self.turn.out_of_turn

    def legal_cats(self) -> set[int]:
        return {a.cat for a in self.turn.legal if isinstance(a, Accuse)}

    def results_shown(self, view: View) -> bool:
        """Whether the result panel covers the rows: the final one, or the last round's while
        the new round has no cards out yet (or as the players chose with the button)."""
        summary = view.last_round
        if summary is None:
            return False
        if view.over:
            return self.results
        if summary.round == view.round:
            return False  # scoring: the table itself shows the revealed round
        if self.last_choice is not None and self.last_choice[0] == view.round:
            return self.last_choice[1]
        return not any(pv.row or pv.discards for pv in view.players)

    # -- acting ----------------------------------------------------------------------------------
    def _emit(self, action: Any) -> None:
        if action not in self.turn.legal:
            return
        self.selected = None
        self.swap_slot = None
        self.turn = Turn(None, ())
        self.action_chosen.emit(action)

    def click_deck(self) -> None:
        if self.can_draw():
            self._emit(Draw())

    def click_cat(self, cat: int) -> None:
        if cat not in self.legal_cats():
            return
        if self.selected == cat:
            self.confirm()
            return
        self.selected = cat
        self.cursor_key = ("cat", cat)
        self._draw()

    def confirm(self) -> None:
        if self.selected is not None:
            self._emit(Accuse(self.selected))

    def back(self) -> None:
        """Step back from a chosen cat or chip."""
        self.selected = None
        self.swap_slot = None
        self._draw()

    def keep_chips(self) -> None:
        self._emit(KeepChips())

    def cancel(self) -> None:
        self.cancelled.emit()

    def click_pile(self, player: int) -> None:
        self.fanned = None if self.fanned == player else player
        self._draw()

    def close_fan(self) -> None:
        self.fanned = None
        self._draw()

    def toggle_results(self) -> None:
        self.results = not self.results
        self._draw()

    def toggle_last(self) -> None:
        if self.view is not None:
            self.last_choice = (self.view.round, not self.results_shown(self.view))
            self._draw()

    def click_chip(self, player: int, slot: int) -> None:
        if player == self.turn.player:
            self.swap_slot = None if self.swap_slot == slot else slot
            self._draw()
        elif self.swap_slot is not None:
            self._emit(Swap(self.swap_slot, player, slot))

    # -- the keyboard ----------------------------------------------------------------------------
    def key_press(self, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_Escape:
            if self.fanned is not None:
                self.close_fan()
            elif self.selected is not None or self.swap_slot is not None:
                self.back()
            elif self.turn.out_of_turn:
                self.cancelled.emit()
            else:
                return False
            return True
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in moves:
            self._move_cursor(*moves[key])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._activate()
            return True
        return False

    def _position(self) -> tuple[int, int] | None:
        for row, line in enumerate(self.targets):
            for column, (key, _) in enumerate(line):
                if key == self.cursor_key:
                    return row, column
        return None

    def _move_cursor(self, dx: int, dy: int) -> None:
        lines = self.targets
        here = self._position()
        if here is None or not self.cursor_shown:
            start = next(((r, 0) for r, line in enumerate(lines) if line), None)
            if start is None:
                return
            row, column = start
        else:
            row, column = here
            if dx:
                row, column = _step_along(lines, row, column, dx)
            else:
                x = lines[row][column][1].sceneBoundingRect().center().x()
                target = row + dy
                while 0 <= target < len(lines) and not lines[target]:
                    target += dy
                if 0 <= target < len(lines):
                    row = target
                    column = min(
                        range(len(lines[row])),
                        key=lambda c: abs(lines[row][c][1].sceneBoundingRect().center().x() - x),
                    )
        self.cursor_key = lines[row][column][0]
        self.cursor_shown = True
        self._draw()

    def focus_changed(self) -> None:
        if self.view is not None:
            self.cursor_shown = self.cursor_shown or self.focused
            self._draw()

    def _cursor_item(self) -> Piece | None:
        return self.table.cursor_item()

    def _activate(self) -> None:
        item = self._cursor_item() if self.cursor_shown else None
        if item is None:
            self._move_cursor(0, 0)
            return
        key = self.cursor_key
        assert key is not None
        if key[0] == "pile":
            self.click_pile(key[1])
        elif item.on_click is not None:
            item.on_click()

    def show_hint(self, action: Any) -> None:
        if isinstance(action, Draw):
            self.cursor_key = ("deck",)
        elif isinstance(action, Accuse):
            self.selected = action.cat
            self.cursor_key = ("cat", action.cat)
        elif isinstance(action, Swap):
            self.swap_slot = action.slot
            self.cursor_key = ("chip", action.target, action.target_slot)
        elif isinstance(action, KeepChips):
            self.cursor_key = ("button", 0)
        else:
            return
        self.cursor_shown = True
        self._draw()

    # -- animation -------------------------------------------------------------------------------
    @property
    def animation(self) -> QVariantAnimation | None:
        """The running animation, if any."""
        return self.animations[0] if self.animations else None

    def _stop_animation(self) -> None:
        self.stop_animations()
        animate.end_motion(self.moving)
        self.moving = []

    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        if self.speed <= 0 or self.view is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.show(view, Turn(None, ()))
        timeline, self.moving = animate.plan(self.table, events, view, self.speed)
        return timeline.play(self, done)


def create_board(setup: Setup) -> CheckpointBoard:
    return CheckpointBoard(setup)


#: the sound of each public event type (ui/sound.py)
SOUNDS: dict[type, Sound] = {
    R.RoundStarted: "card",  # the clue tiles are dealt
    R.SideChosen: "place",  # a clue tile laid face down
    R.ClueShown: "flip",
    R.CluesRevealed: "flip",
    R.CardDrawn: "card",
    R.AgentDrawn: "card",
    R.StasiDrawn: "card",
    R.ChipTaken: "place",
    R.Swapped: "place",
    R.Accused: "accuse",
    R.GameOver: "end",
}


def _step_along(lines: list[list[Target]], row: int, column: int, dx: int) -> tuple[int, int]:
    """Left and Right in reading order: past the end of a row to the next row's first target
    (past the start to the previous row's last), so the arrows reach every target."""
    here = row, column
    column += dx
    while not 0 <= column < len(lines[row]):
        row += dx
        if not 0 <= row < len(lines):
            return here  # the first or the last target: it stays
        column = 0 if dx > 0 else len(lines[row]) - 1
    return row, column
