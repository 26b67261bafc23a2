"""The game page's turn line: who moves, who thinks, who won, and why Undo is grey (texts in the
MainWindow context)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..core.table import Phase
from .board import phone_text

if TYPE_CHECKING:
    from ..core.protocol import Result
    from .controller import GameController

translate = QCoreApplication.translate


def result_text(names: Sequence[str], result: Result) -> str:
    """Who won, by their `names`, or a draw."""
    winners = [names[i] for i in sorted(result.winners)]
    if not winners:
        return translate("MainWindow", "The game ends in a draw.")
    if len(winners) == 1:
        return translate("MainWindow", "%1 wins!").replace("%1", winners[0])
    return translate("MainWindow", "%1 win together!").replace("%1", " & ".join(winners))


def turn_line(controller: GameController) -> str:
    """What the game waits for now (empty before the first step)."""
    step, session = controller.step, controller.session
    names = session.setup.players
    if step is None:
        return ""
    if step.phase is Phase.FINISHED and session.result is not None:
        return result_text(names, session.result)
    if controller.interrupting is not None:
        text = translate("MainWindow", "%1 acts out of turn")
        return text.replace("%1", names[controller.interrupting])
    if step.phase is Phase.COMPUTER and step.player is not None and controller.paused:
        return translate("MainWindow", "Paused: %1 is next").replace("%1", names[step.player])
    if step.phase is Phase.COMPUTER and step.player is not None:
        return translate("MainWindow", "%1 is thinking…").replace("%1", names[step.player])
    table, player = controller.table, step.player  # who decides: at the screen, on phones
    phones = [p for p in table.deciding() if p in table.phones]
    lines = []
    if player is not None and player not in phones:
        lines.append(translate("MainWindow", "%1 to move").replace("%1", names[player]))
    if phones:
        lines.append(phone_text([names[p] for p in phones]))
    return "\n".join(lines)


def undo_why(blocked: str | None) -> str:
    """Why Undo is grey (`Session.undo_blocked`), in words; empty when it is not."""
    if blocked == "final":
        return translate(
            "MainWindow", "Undo: the game is over and its secrets may be shown; it stays over."
        )
    if blocked == "irreversible":
        return translate(
            "MainWindow",
            "Undo: a die, a drawn card or a revealed secret since the last move cannot be taken"
            " back.",
        )
    return ""
