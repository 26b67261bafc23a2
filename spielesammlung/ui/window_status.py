"""The game page's turn line: who moves, who thinks, who won, why Undo is grey, and why the game
cannot be saved (texts in the MainWindow context)."""

from __future__ import annotations

import errno
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from ..core.i18n import fill
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
        return fill(translate("MainWindow", "%1 wins!"), winners[0])
    return fill(translate("MainWindow", "%1 win together!"), " & ".join(winners))


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
        return fill(text, names[controller.interrupting])
    if step.phase is Phase.COMPUTER and step.player is not None and controller.paused:
        return fill(translate("MainWindow", "Paused: %1 is next"), names[step.player])
    if step.phase is Phase.COMPUTER and step.player is not None:
        return fill(translate("MainWindow", "%1 is thinking…"), names[step.player])
    table, player = controller.table, step.player  # who decides: at the screen, on phones
    phones = [p for p in table.deciding() if p in table.phones]
    lines = []
    if player is not None and player not in phones:
        lines.append(fill(translate("MainWindow", "%1 to move"), names[player]))
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


def save_problem(error: OSError) -> str:
    """Why the game is not being saved, in plain words (shown until a save works again)."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return translate(
            "MainWindow",
            "The disk is full: this game is not being saved. Free some space; saving goes on"
            " by itself.",
        )
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return fill(
            translate(
                "MainWindow",
                "The save folder cannot be written to: this game is not being saved (%1).",
            ),
            error.filename or error.strerror,
        )
    return fill(
        translate("MainWindow", "This game is not being saved: %1"), error.strerror or str(error)
    )


class SaveWarning(QLabel):
    """The status bar's lasting warning while the game cannot be saved; gone when a save works."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("saveWarning")
        self.setStyleSheet(
            "#saveWarning { background: #fff1c2; color: #2a2000; border: 2px solid #c98a1b;"
            " border-radius: 4px; padding: 2px 6px; font-weight: bold; }"
        )
        self.setWordWrap(True)
        self.hide()

    def report(self, error: OSError | None) -> None:
        """The last save's failure (None: it worked); a new problem is also announced."""
        if error is None:
            self.hide()
            return
        problem = save_problem(error)
        if self.isHidden() or self.text() != problem:
            self.setText(problem)
            self.show()
            from . import accessible

            accessible.announce(self, problem, asked=True)
