"""Beside the Checkpoint Charlie table: "hold to show mine" and the memory aid.

The memory aid lists, for each other agent, the clues their row and discard pile still allow. It
uses only public facts, and it appears only in a player's own view (after the handover), never on
the public screen, so it reminds the player at the screen alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ...core.protocol import ALL_SEEING
from ...games.checkpoint.components import TILES
from ...games.checkpoint.deduce import facts_from_view, possible_clues
from ...games.checkpoint.view import View

if TYPE_CHECKING:
    from .board import CheckpointBoard


class CheckpointPanel(QWidget):
    def __init__(self, board: CheckpointBoard) -> None:
        super().__init__()
        self.board = board
        self.view: View | None = None
        self.peek = QPushButton()
        self.peek.setMinimumHeight(52)
        self.peek.pressed.connect(board.peek_pressed)
        self.peek.released.connect(board.peek_released)
        self.frame = QFrame()
        self.frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.aid = QLabel()
        self.aid.setWordWrap(True)
        for widget in (self.aid, self.frame):
            widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        inner = QVBoxLayout(self.frame)
        inner.addWidget(self.title)
        inner.addWidget(self.aid)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.peek)
        layout.addWidget(self.frame)

    def refresh(self, view: View) -> None:
        self.view = view
        board = self.board
        player = board.turn.player
        peeking = board.peeking is not None
        self.peek.setVisible((board.can_peek() or peeking) and player is not None)
        if player is not None:
            self.peek.setText(
                self.tr("Hold to show\n%1's clue and chips").replace("%1", board.name(player))
            )
            self.peek.setAccessibleName(self.peek.text().replace("\n", " "))
        viewer = view.viewer
        if not board.memory_aid or viewer == ALL_SEEING or view.over:
            self.frame.setVisible(False)
            return
        self.frame.setVisible(True)
        self.title.setText(self.tr("Memory aid"))
        if viewer is None:
            self.aid.setText(
                self.tr("Shown in your own view: the clues each agent may still hold.")
            )
            return
        self.aid.setText(self.aid_text(view, viewer))

    def aid_text(self, view: View, viewer: int) -> str:
        """For each other agent, the clues their row and discards still allow (public facts)."""
        from .board import trait

        possible = possible_clues(facts_from_view(view, own_clue=False))
        free = {(t, s) for t in range(TILES) for s in (0, 1)} - {
            (t, s) for t, _ in view.open_tiles for s in (0, 1)
        }
        lines = []
        own = view.players[viewer].clue
        if own is not None:
            lines.append(self.tr("Your clue: %1").replace("%1", trait(own)))
        for player, clues in enumerate(possible):
            if player == viewer:
                continue
            name = self.board.name(player)
            if len(clues) == 1:
                text = self.tr("surely %1").replace("%1", trait(next(iter(clues))))
            elif clues >= free:
                text = self.tr("anything yet")
            else:
                text = ", ".join(trait(clue) for clue in sorted(clues))
            lines.append(f"{name}: {text}")
        return "\n".join(lines)

    def retranslate(self) -> None:
        if self.view is not None:
            self.refresh(self.view)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
