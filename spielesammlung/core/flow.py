"""The one turn/phase state machine that drives every game at a shared screen.

It decides, from the session and what is on screen, what happens next: a computer thinks,
the screen is passed to a human (handover), a human decides, or the game is over. It also
decides whose view the screen may show, so nothing secret is ever shown by default.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .protocol import ALL_SEEING
from .session import Session


class Phase(Enum):
    COMPUTER = "computer"  # a computer seat must act
    HANDOVER = "handover"  # the screen is blanked until `player` says "I am ...: show"
    HUMAN = "human"  # `player` decides on the board
    PHONE = "phone"  # `player` decides a private matter on their phone; the table waits
    FINISHED = "finished"


@dataclass(frozen=True)
class Step:
    phase: Phase
    player: int | None = None
    viewer: int | None = None  # whose view the screen shows (None: the public view)


class TableFlow:
    """Tracks whose private view is on screen and computes the next step."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.shown: int | None = None  # the human whose secrets the screen may show now
        self.table = False  # phones as private hands: the screen is the table (public view)
        self.phones: frozenset[int] = frozenset()  # seats that decide on their phone now

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.session.seats) if not seat.is_computer]

    @property
    def screen_seats(self) -> list[int]:
        """The humans deciding at the shared screen (not on a phone): only they have controls
        there (show-mine, look-at-mine, action buttons, the hint)."""
        return [p for p in self.humans if p not in self.phones]

    def base_viewer(self) -> int | None:
        """The viewer when nobody has claimed the screen: the only human, or all-seeing."""
        humans = self.humans
        if not humans:
            return ALL_SEEING
        if len(humans) == 1 and not self.table:
            return humans[0]
        return None

    @property
    def viewer(self) -> int | None:
        base = self.base_viewer()
        return self.shown if base is None else base

    def step(self) -> Step:
        session = self.session
        if session.result is not None:
            self.shown = None
            return Step(Phase.FINISHED, viewer=self.base_viewer())
        to_act = session.game.to_act(session.state)
        pending = sorted(to_act.players)
        computers = [p for p in pending if session.seats[p].is_computer]
        if computers or not pending:  # nobody decides at the screen: show nothing secret
            self.shown = None
        if computers:
            return Step(Phase.COMPUTER, computers[0], self.viewer)
        if not pending:  # only out-of-turn actions are possible: nobody must act
            return Step(Phase.HUMAN, None, self.viewer)
        at_table = [p for p in pending if p not in self.phones] or pending
        player = self.shown if self.shown in pending else at_table[0]
        private = session.game.private_decision(session.state, player)
        if private and player in self.phones:
            self.shown = None
            return Step(Phase.PHONE, player, None)
        if self.base_viewer() is None and private:
            if self.shown != player:
                self.shown = None
                return Step(Phase.HANDOVER, player, None)
            return Step(Phase.HUMAN, player, player)
        self.shown = None
        return Step(Phase.HUMAN, player, self.viewer)

    def reveal(self, player: int) -> None:
        """The player at the screen confirmed who they are: their view may be shown."""
        self.shown = player

    def conceal(self) -> None:
        """Back to the neutral public screen (after a secret input, or on a timeout)."""
        self.shown = None

    def out_of_turn(self) -> list[int]:
        """Humans at the screen who may act out of turn now (the UI offers a button for them)."""
        session = self.session
        if session.result is not None:
            return []
        to_act = session.game.to_act(session.state)
        return [p for p in sorted(to_act.anyone) if p in self.screen_seats]
