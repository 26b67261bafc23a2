"""The words of Allianz on screen: names and parties, the move log, status lines, prompts and
tooltips (every one through tr())."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...core.i18n import fill
from ...core.protocol import Event, Result, Setup
from ...games.allianz import board as B
from ...games.allianz.choices import PARTY_NAMES
from ...games.allianz.model import (
    EMPTY,
    AllianceEnded,
    Allied,
    Betrayed,
    Cancelled,
    ChipReturned,
    Declined,
    Defeated,
    DrawDeclined,
    DrawOffered,
    GameOver,
    Kind,
    Moved,
    NoticeNamed,
    Passed,
    Proposed,
    Relocated,
    State,
)
from ...games.allianz.rules import end_reason, new_state
from .. import accessible
from ..board import Turn
from ..i18n import say
from .layout import square_name


class AllianzTexts(QObject):
    def __init__(self, setup: Setup) -> None:
        super().__init__()
        self.setup = setup
        self.parties = new_state(setup).parties
        self.lines: dict[Event, str | None] = {}  # log lines in the current language

    def retranslate(self) -> None:
        self.lines = {}

    # -- names ---------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.setup.players[seat]

    def who(self, seat: int) -> str:
        """A player's name with his party letter."""
        return f"{self.name(seat)} ({B.PARTY_LETTERS[self.parties[seat]]})"

    def result_lines(self, view: State, result: Result) -> list[str]:
        """The result card: why the battle ended, and who is left with how many pieces."""
        reasons = {
            "victory": self.tr("Every other party is defeated."),
            "move-limit": self.tr("The move limit is reached."),
            "draw-agreed": self.tr("The players agreed on a draw."),
        }
        lines = [reasons.get(end_reason(view) or "", "")]
        for seat, pieces in enumerate(result.scores or ()):
            if view.alive[seat]:
                left = self.tr("%1: %n piece(s) left", "", pieces)
                lines.append(fill(left, self.who(seat)))
            else:
                lines.append(fill(self.tr("%1: defeated"), self.who(seat)))
        return [line for line in lines if line]

    def party_text(self, seat: int) -> str:
        return say(PARTY_NAMES[self.parties[seat]])

    # -- on the board --------------------------------------------------------------------------
    def prompt(self, kind: str) -> str:
        """What the player on turn is asked: "choose" between chains, a "target" square, a
        piece to "relocate", a piece to "move", or nothing ("")."""
        prompts = {
            "choose": self.tr(
                "Several chains end there, capturing different pieces: choose one below or"
                " click a square of its path (Tab switches, Enter confirms, Escape: back)."
            ),
            "target": self.tr(
                "Click a marked square, or go there with Tab or the arrow keys and press Enter"
                " (Escape: back)."
            ),
            "relocate": self.tr(
                "Click a piece of your new ally in your truce zone, or pick it with Tab and Enter."
            ),
            "move": self.tr(
                "Click one of your pieces, or pick it with Tab and Enter. F6: to the diplomacy"
                " panel and back."
            ),
        }
        return prompts.get(kind, "")

    def path_text(self, taken: frozenset[int]) -> str:
        """A candidate chain, by what it captures."""
        if not taken:
            return self.tr("Capture nothing")
        names = ", ".join(square_name(s) for s in sorted(taken))
        return fill(self.tr("Capture %1"), names)

    def square_tip(self, square: int, view: State | None) -> str:
        """A tooltip describing a square: its name, terrain and piece."""
        parts = [square_name(square)]
        if square in B.ROCKS:
            parts.append(self.tr("impassable"))
        elif square in B.CASTLE_OWNER and B.CASTLE_OWNER[square] in self.parties:
            seat = self.parties.index(B.CASTLE_OWNER[square])
            parts.append(fill(self.tr("castle of %1"), self.who(seat)))
        elif square in B.ZONE_OWNER and B.ZONE_OWNER[square] in self.parties:
            seat = self.parties.index(B.ZONE_OWNER[square])
            parts.append(fill(self.tr("truce zone of %1"), self.who(seat)))
            ally = view.ally(seat) if view is not None else None
            if ally is not None:
                parts.append(fill(self.tr("closed to %1"), self.who(ally)))
        owner = view.board[square] if view is not None else EMPTY
        if owner != EMPTY:
            parts.append(fill(self.tr("piece of %1"), self.who(owner)))
        last = view.last.path if view is not None and view.last is not None else ()
        if square in last:
            if square == last[-1]:
                parts.append(self.tr("the last move ended here"))
            elif square == last[0]:
                parts.append(self.tr("the last move started here"))
            else:
                parts.append(self.tr("the last move jumped via here"))
        return " · ".join(parts)

    # -- for a screen reader -------------------------------------------------------------------
    def reader(self, view: State, turn: Turn, prompt: str, cursor: str, selected: str) -> str:
        """The square under the cursor, the selection, whose turn, what is asked."""
        return accessible.reader(self.setup.players, turn, cursor, selected, prompt)

    def movable(self) -> str:
        return self.tr("you can move this piece")

    def target(self, paths: list[str]) -> str:
        """A square the selected piece can reach, with what each way there captures."""
        return fill(self.tr("reachable: %1"), "; ".join(paths))

    def chosen_path(self, square: int, index: int, count: int, path: str) -> str:
        return fill(
            self.tr("the piece on %1, way %2 of %3: %4"),
            square_name(square),
            index + 1,
            count,
            path,
        )

    def reach(self, square: int, ways: list[str]) -> str:
        """A square the selected piece can reach, with what each way there captures."""
        return fill(self.tr("%1: %2"), square_name(square), "; ".join(ways))

    def moves(self, options: list[str]) -> str:
        return accessible.moves_line(options)

    def selected_piece(self, square: int) -> str:
        return fill(self.tr("the piece on %1"), square_name(square))

    def position(self, view: State) -> str:
        """The board row by row from the top (the pieces with their owners), then the status."""
        rows = []
        for row in range(B.ROWS):
            pieces = [
                f"{square_name(sq)} {self.who(view.board[sq])}"
                for sq in range(row * B.COLS, (row + 1) * B.COLS)
                if view.board[sq] != EMPTY
            ]
            text = ", ".join(pieces) if pieces else self.tr("empty")
            rows.append(fill(self.tr("Row %1: %2"), row + 1, text))
        return accessible.lines(*rows, self.status(view))

    def out_of_turn_label(self) -> str:
        """Proposing an alliance or giving notice out of turn."""
        return self.tr("Diplomacy")

    # -- status and log ------------------------------------------------------------------------
    def status(self, view: State) -> str:
        lines = []
        for seat in range(len(view.parties)):
            if not view.alive[seat]:
                line = self.tr("%1 – %2: defeated")
            else:
                line = self.tr("%1 – %2 – pieces: %3")
            pieces = len(view.pieces(seat))
            lines.append(fill(line, self.name(seat), self.party_text(seat), pieces))
        pairs = [
            fill(
                self.tr("%1 & %2 (small)") if a.kind is Kind.SMALL else self.tr("%1 & %2 (grand)"),
                self.name(a.members[0]),
                self.name(a.members[1]),
            )
            for a in view.alliances
        ]
        if pairs:
            lines.append(fill(self.tr("Alliances: %1"), "; ".join(pairs)))
        return "\n".join(lines)

    def describe(self, event: Event) -> str | None:
        """A log line; the shell asks for every line again after each move, so they are kept."""
        if event not in self.lines:
            self.lines[event] = self._describe(event)
        return self.lines[event]

    def _moved(self, event: Moved) -> str:
        """The move's path, then what it changed: the pieces it took (and whose), the enemy
        castle it entered."""
        path = "–".join(square_name(s) for s in event.path)
        line = fill(self.tr("%1: %2"), self.who(event.player), path)
        if event.captured:
            taken = [
                fill(self.tr("%1's piece on %2"), self.name(seat), square_name(sq))
                for sq, seat in zip(event.captured, event.victims, strict=True)
            ]
            line += ", " + fill(self.tr("captures %1"), ", ".join(taken))
        party = B.CASTLE_OWNER.get(event.path[-1])
        lords = [seat for seat, p in enumerate(self.parties) if p == party]
        if lords and lords[0] != event.player and B.CASTLE_OWNER.get(event.path[0]) != party:
            line += ", " + fill(self.tr("enters the castle of %1"), self.who(lords[0]))
        return line

    def _describe(self, event: Event) -> str | None:
        if isinstance(event, Moved):
            return self._moved(event)
        if isinstance(event, Passed):
            return fill(self.tr("%1 cannot move and passes"), self.who(event.player))
        if isinstance(event, Proposed):
            text = (
                self.tr("%1 proposes a small alliance to %2")
                if event.kind is Kind.SMALL
                else self.tr("%1 proposes a grand alliance to %2")
            )
            return fill(text, self.who(event.player), self.who(event.to))
        if isinstance(event, Declined):
            return fill(self.tr("%1 declines"), self.who(event.player))
        if isinstance(event, Allied):
            text = (
                self.tr("%1 and %2 form a small alliance")
                if event.kind is Kind.SMALL
                else self.tr("%1 and %2 form a grand alliance")
            )
            a, b = event.members
            return fill(text, self.who(a), self.who(b))
        if isinstance(event, Relocated):
            return fill(
                self.tr("%1 puts the piece on %2 outside the truce zone, onto %3"),
                self.who(event.lord),
                square_name(event.piece),
                square_name(event.to),
            )
        if isinstance(event, Cancelled):
            return fill(
                self.tr("%1 gives %2 notice of their small alliance"),
                self.who(event.player),
                self.who(event.partner),
            )
        if isinstance(event, NoticeNamed) and event.moves == 0:
            return fill(self.tr("%1 waives the notice"), self.who(event.player))
        if isinstance(event, NoticeNamed):
            return fill(
                self.tr("%1 asks for %n move(s) of notice and takes %n chip(s)", "", event.moves),
                self.who(event.player),
            )
        if isinstance(event, ChipReturned):
            return fill(
                self.tr("%1 returns a notice chip (%2 left)"),
                self.who(event.player),
                event.left,
            )
        if isinstance(event, Betrayed):
            return fill(
                self.tr("%1 betrays %2 and can never ally again!"),
                self.who(event.traitor),
                self.who(event.victim),
            )
        if isinstance(event, AllianceEnded):
            reasons = {
                "notice": self.tr("The notice is over: the alliance of %1 and %2 ends"),
                "waived": self.tr("The alliance of %1 and %2 ends at once"),
                "betrayal": self.tr("The alliance of %1 and %2 is broken"),
                "defeat": self.tr("The alliance of %1 and %2 ends with a defeat"),
                "two-left": self.tr("Only two parties are left: the alliance of %1 and %2 ends"),
            }
            a, b = event.members
            text = reasons.get(event.reason, reasons["defeat"])
            return fill(text, self.who(a), self.who(b))
        if isinstance(event, Defeated):
            reasons = {
                "castle": self.tr("The castle of %1 has fallen: %1 is defeated"),
                "lone-fighter": self.tr(
                    "The lone fighter has entered the castle of %1: %1 is defeated"
                ),
                "alliance": self.tr("Both castles of the alliance are taken: %1 is defeated"),
                "no-pieces": self.tr("%1 has no pieces left and is defeated"),
                "resigned": self.tr("%1 resigns"),
            }
            return fill(reasons.get(event.reason, reasons["castle"]), self.who(event.player))
        if isinstance(event, DrawOffered):
            return fill(self.tr("%1 offers a draw"), self.who(event.player))
        if isinstance(event, DrawDeclined):
            return fill(self.tr("%1 declines the draw"), self.who(event.player))
        if isinstance(event, GameOver):
            if event.winners:
                names = " & ".join(self.who(p) for p in sorted(event.winners))
                return fill(self.tr("%1 wins the battle!"), names)
            if event.reason == "move-limit":
                return self.tr("The move limit is reached: the game ends in a draw")
            return self.tr("The players agree on a draw")
        return None
