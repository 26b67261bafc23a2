"""Beside the Checkpoint Charlie table: "look at mine", the memory aid and the deduction helper.

The memory aid lists facts only: what lies open (rows, discard piles, tossed tiles, an open Stasi
clue, accusations) and, in a player's own view, their own clue. The deduction helper (a separate
setting, off by default) names the clues each other agent can still hold: it does the deducing of
the game, so it gives the solution away; it appears only in a player's own view.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.i18n import fill
from ...core.protocol import ALL_SEEING
from ...games.checkpoint.components import CAT_NAMES, TILES
from ...games.checkpoint.deduce import facts_from_view, possible_clues
from ...games.checkpoint.view import View
from .texts import trait


@dataclass(frozen=True)
class PanelState:
    """What the panel shows: the board hands it over with every view."""

    view: View
    names: tuple[str, ...]  # the players' names
    humans: tuple[int, ...]  # the humans at the screen (who may look at their own there)
    memory_aid: bool
    deduction_aid: bool


def _frame(*widgets: QWidget) -> QFrame:
    frame = QFrame()
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    frame.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    inner = QVBoxLayout(frame)
    for widget in widgets:
        inner.addWidget(widget)
    return frame


def _label(bold: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class CheckpointPanel(QWidget):
    """The side panel; it tells the board through `look` that a human looks at their own."""

    look = Signal(int)  # this human seat looks at their own clue and chips

    def __init__(self) -> None:
        super().__init__()
        self.state: PanelState | None = None
        self.mine = QPushButton()
        self.mine.setAutoDefault(True)  # Enter presses it, as Space does
        self.mine.setMinimumHeight(44)
        self.mine.clicked.connect(self.look_clicked)
        self.menu = QMenu(self)  # who is looking, when several humans share the screen
        self.looker_actions: list[QAction] = []
        self.title, self.aid = _label(bold=True), _label()
        self.frame = _frame(self.title, self.aid)
        self.deduction_title, self.deduction = _label(bold=True), _label()
        self.deduction_frame = _frame(self.deduction_title, self.deduction)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.mine)
        layout.addWidget(self.frame)
        layout.addWidget(self.deduction_frame)

    def name(self, player: int) -> str:
        assert self.state is not None
        return self.state.names[player]

    # -- looking at one's own clue and chips ----------------------------------------------------
    def look_clicked(self) -> None:
        """One human looks at once; with several, the menu asks who is looking."""
        humans = self.state.humans if self.state is not None else ()
        if len(humans) == 1:
            self.look.emit(humans[0])
        elif humans:
            self.menu.popup(self.mine.mapToGlobal(self.mine.rect().bottomLeft()))

    def _fill_menu(self, humans: tuple[int, ...]) -> None:
        self.menu.clear()
        self.looker_actions = []
        for player in humans:
            action = self.menu.addAction(
                fill(self.tr("I am %1: show my clue and chips"), self.name(player))
            )
            action.triggered.connect(lambda _=False, p=player: self.look.emit(p))
            self.looker_actions.append(action)

    # -- the texts ----------------------------------------------------------------------------
    def show_state(self, state: PanelState) -> None:
        self.state = state
        view, humans = state.view, state.humans
        self.mine.setVisible(bool(humans) and not view.over)
        self.mine.setText(self.tr("Look at mine…") if len(humans) > 1 else self.tr("Look at mine"))
        self.mine.setToolTip(
            self.tr("Your own clue and chips, at any moment (the others look away)")
        )
        self.mine.setAccessibleName(self.mine.text())
        self._fill_menu(humans)
        viewer = view.viewer
        self.frame.setVisible(state.memory_aid and viewer != ALL_SEEING and not view.over)
        self.title.setText(self.tr("Memory aid"))
        self.aid.setText(self.facts(view))
        own = viewer is not None and viewer != ALL_SEEING
        self.deduction_frame.setVisible(
            state.deduction_aid and viewer != ALL_SEEING and not view.over
        )
        self.deduction_title.setText(self.tr("Deduction helper (gives the solution away)"))
        self.deduction.setText(
            self.deduction_text(view, viewer)
            if own and viewer is not None
            else self.tr("Shown in your own view: the clues each other agent can still hold.")
        )

    def facts(self, view: View) -> str:
        """What lies open on the table, and the viewer's own clue: facts, no conclusions."""
        lines = []
        viewer = view.viewer
        if viewer is not None and viewer != ALL_SEEING:
            own = view.players[viewer]
            if own.clue is not None:
                lines.append(fill(self.tr("Your clue: %1"), trait(own.clue)))
        if view.open_tiles:
            tiles = ", ".join(trait(clue) for clue in view.open_tiles)
            lines.append(fill(self.tr("Open clues: %1"), tiles))
        for player, pv in enumerate(view.players):
            if player == viewer:
                parts = [self.tr("you")]
            else:
                parts = []
                if pv.stasi_card and pv.clue is not None:
                    parts.append(fill(self.tr("open clue (Stasi): %1"), trait(pv.clue)))
            cats = ", ".join(CAT_NAMES[cat] for cat in pv.row) or "–"
            parts.append(fill(self.tr("row: %1"), cats))
            cats = ", ".join(CAT_NAMES[cat] for cat in pv.discards) or "–"
            parts.append(fill(self.tr("discards: %1"), cats))
            if pv.accused is not None:
                parts.append(fill(self.tr("accused: %1"), CAT_NAMES[pv.accused]))
            lines.append(f"{self.name(player)} ({'; '.join(parts)})")
        return "\n".join(lines)

    def deduction_text(self, view: View, viewer: int) -> str:
        """For each other agent, the clues their row and discards still allow (the deducing)."""
        possible = possible_clues(facts_from_view(view, own_clue=False))
        free = {(t, s) for t in range(TILES) for s in (0, 1)} - {
            (t, s) for t, _ in view.open_tiles for s in (0, 1)
        }
        lines = []
        for player, clues in enumerate(possible):
            if player == viewer:
                continue
            name = self.name(player)
            if len(clues) == 1:
                text = fill(self.tr("surely %1"), trait(next(iter(clues))))
            elif clues >= free:
                text = self.tr("anything yet")
            else:
                text = ", ".join(trait(clue) for clue in sorted(clues))
            lines.append(f"{name}: {text}")
        return "\n".join(lines)

    def retranslate(self) -> None:
        if self.state is not None:
            self.show_state(self.state)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
