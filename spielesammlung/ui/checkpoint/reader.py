"""Checkpoint Charlie for a screen reader: the board's description and the whole table as text.

Only from the view the board shows (the public one, or the own one of the seat at the screen)
and the words of `texts.py`; kept apart so that file stays a readable size.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.i18n import fill
from ...games.checkpoint.components import AGENT_NAMES, CAT_NAMES
from ...games.checkpoint.view import View
from .. import accessible
from ..board import Turn
from .texts import CheckpointTexts, trait

CONTEXT = "CheckpointReader"


class CheckpointReader:
    def __init__(self, texts: CheckpointTexts) -> None:
        self.texts = texts

    def tr(self, text: str) -> str:
        return QCoreApplication.translate(CONTEXT, text)

    def reader(self, turn: Turn, prompt: tuple[str, str], target: str) -> str:
        """The target under the cursor, whose turn, what is asked (with the chosen cat or chip)."""
        return accessible.reader(self.texts.names, turn, target, "", *prompt)

    def position(self, view: View) -> str:
        """The checkpoint (agents drawn, open clues), then each agent's row, the status."""
        t = self.texts
        drawn = ", ".join(AGENT_NAMES[a] for a in view.agents_drawn) or t.none_yet()
        rows = [t.mode(view), fill(self.tr("Agents drawn: %1"), drawn)]
        clues = ", ".join(trait(c) for c in view.open_tiles) or t.no_open_clues(view)
        rows.append(fill(self.tr("Open clues: %1"), clues))
        for p, pv in enumerate(view.players):
            suspects = ", ".join(CAT_NAMES[c] for c in pv.row) or t.no_suspects()
            parts = [
                t.plays_agent(p, pv.agent),
                fill(self.tr("suspects: %1"), suspects),
                fill(self.tr("discard pile: %1"), len(pv.discards)),
            ]
            if pv.accused is not None:
                parts.append(fill(self.tr("accuses %1"), CAT_NAMES[pv.accused]))
            parts.append(t.tile(p, pv)[1])
            if pv.score is not None:
                parts.append(t.points(pv.score))
            rows.append("; ".join(parts))
        return accessible.lines(*rows, t.status(view))
