"""The words of Heimlich, still & leise on screen: the sides, the status lines and the move log."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...core.i18n import fill
from ...core.protocol import Event, Result, Setup
from ...games.heimlich.board import square_name
from ...games.heimlich.rules import WHITE, Borrowed, Passed, Placed, State
from .. import accessible
from ..board import Turn


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
                fill(
                    self.tr("%1 – %2: %3 on the board, %4 in the supply"),
                    self.setup.players[player],
                    self.side_name(player),
                    count,
                    view.supplies[player],
                )
            )
        return "\n".join(lines)

    def result_lines(self, view: State, result: Result) -> list[str]:
        """The result card: why the game ended and each side's stones (the rules' scores)."""
        lines = [
            self.tr("The board is full.")
            if view.end_reason == "full"
            else self.tr("Neither side can place a stone.")
        ]
        for player, count in enumerate(result.scores or ()):
            name, side = self.setup.players[player], self.side_name(player)
            lines.append(fill(self.tr("%1 – %2: %n stone(s)", "", count), name, side))
        return lines

    def describe(self, event: Event) -> str | None:
        names = self.setup.players
        if isinstance(event, Placed):
            return fill(
                self.tr("%1 on %2, flips %3"),
                names[event.player],
                square_name(event.square),
                ", ".join(square_name(s) for s in sorted(event.flipped)),
            )
        if isinstance(event, Passed):
            return fill(self.tr("%1 cannot enclose anything and passes"), names[event.player])
        if isinstance(event, Borrowed):
            return fill(
                self.tr("%1 has no stone left and takes one from %2"),
                names[event.player],
                names[event.lender],
            )
        return None

    # -- for a screen reader -------------------------------------------------------------------
    def piece(self, view: State, square: int) -> str:
        """What lies on a square."""
        if view.white >> square & 1:
            return self.tr("police stone")
        if view.yellow >> square & 1:
            return self.tr("robber stone")
        return self.tr("empty")

    def reader(
        self,
        view: State,
        turn: Turn,
        cursor: int,
        flips: list[int],
        line: list[int] | None,
        prompt: str = "",
    ) -> str:
        """The cursor square and what lies there (`flips`: how many stones each
        placement there would flip), the line being chosen (the squares it flips), whose turn,
        what is asked."""
        target = f"{square_name(cursor)}, {self.piece(view, cursor)}"
        if view.last is not None and cursor == view.last.square:
            target += ", " + self.tr("placed last")
        elif view.last is not None and cursor in view.last.flipped:
            target += ", " + self.tr("flipped by the last move")
        if len(flips) == 1:
            target += ", " + fill(self.tr("you can place here (%1 to flip)"), flips[0])
        elif flips:
            target += ", " + fill(
                self.tr("you can place here (one of %1 lines to flip)"), len(flips)
            )
        chosen = ""
        if line is not None:
            names = ", ".join(square_name(s) for s in line)
            chosen = fill(self.tr("line that flips %1 (arrows: other line, Enter: place)"), names)
        return accessible.reader(self.setup.players, turn, target, chosen, prompt)

    def moves(self, places: list[tuple[int, list[int]]]) -> str:
        """The moves key: each square to place on and the stones placing there flips."""
        said = self.tr("%1, flips %2")
        options = [
            fill(said, square_name(at), ", ".join(square_name(s) for s in sorted(flipped)))
            for at, flipped in places
        ]
        return accessible.moves_line(options)

    def position(self, view: State) -> str:
        """The board rank by rank (8 down to 1), then the counts."""
        rows = []
        for rank in range(7, -1, -1):
            police, robbers = [], []
            for square in range(rank * 8, rank * 8 + 8):
                if view.white >> square & 1:
                    police.append(square_name(square))
                elif view.yellow >> square & 1:
                    robbers.append(square_name(square))
            parts = []
            if police:
                parts.append(fill(self.tr("police on %1"), ", ".join(police)))
            if robbers:
                parts.append(fill(self.tr("robbers on %1"), ", ".join(robbers)))
            text = "; ".join(parts) if parts else self.tr("empty")
            rows.append(fill(self.tr("Rank %1: %2"), rank + 1, text))
        return accessible.lines(*rows, self.status(view))
