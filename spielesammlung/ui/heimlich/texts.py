"""The words of Heimlich, still & leise on screen: the sides, the status lines and the move log."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...core.protocol import Event, Setup
from ...games.heimlich.board import square_name
from ...games.heimlich.rules import WHITE, Borrowed, Passed, Placed, State


class HeimlichTexts(QObject):
    def __init__(self, setup: Setup) -> None:
        super().__init__()
        self.setup = setup

    def side_name(self, player: int) -> str:
        return (
            self.tr("police (white, star)")
            if player == WHITE
            else self.tr("robbers (yellow, mask)")
        )

    def status(self, view: State) -> str:
        lines = []
        for player, count in enumerate(view.counts):
            lines.append(
                self.tr("%1 – %2: %3 on the board, %4 in the supply")
                .replace("%1", self.setup.players[player])
                .replace("%2", self.side_name(player))
                .replace("%3", str(count))
                .replace("%4", str(view.supplies[player]))
            )
        return "\n".join(lines)

    def describe(self, event: Event) -> str | None:
        names = self.setup.players
        if isinstance(event, Placed):
            return (
                self.tr("%1 on %2, %3 flipped")
                .replace("%1", names[event.player])
                .replace("%2", square_name(event.square))
                .replace("%3", str(len(event.flipped)))
            )
        if isinstance(event, Passed):
            return self.tr("%1 cannot enclose anything and passes").replace(
                "%1", names[event.player]
            )
        if isinstance(event, Borrowed):
            return (
                self.tr("%1 has no stone left and takes one from %2")
                .replace("%1", names[event.player])
                .replace("%2", names[event.lender])
            )
        return None
