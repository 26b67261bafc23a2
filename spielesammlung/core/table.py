"""The one table: whose decision is next, who is asked out of turn, who looks at the screen.

`TurnLoop` is the one turn loop of the collection: after every action the seats that may act
out of turn are asked, clockwise from the seat after the last actor (`interjection_order`);
the first that acts is applied and the rest of that round is asked about the new state; then
the seat on turn decides. `play_out` drives it to the end for computer players (autoplay, the
arena, simulations inside a computer player); the Qt controller drives the same loop one
decision at a time, and `Table` adds the shared screen: where each seat sits (at the screen,
on a phone, on another computer, a computer player), who may look at it, and when it must be
passed on.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .protocol import ALL_SEEING, Game, Outcome
from .seats import COMPUTER, Seat, interjection_order
from .session import Session

MAX_ACTIONS = 100_000  # a game that needs more is stuck (a bug in rules or computer players)


class Stuck(RuntimeError):
    """Nobody must act and nobody did, or the game did not end within MAX_ACTIONS."""


class TurnLoop:
    """The rounds of asking out of turn and the turn, for one game (states are passed in)."""

    def __init__(
        self, game: Game[Any, Any], players: int, asked: Collection[int], last: int | None = None
    ) -> None:
        self.game = game
        self.players = players
        self.asked = frozenset(asked)  # the seats asked out of turn (computer players)
        #: who acted last (the asking starts after them); at the start, as if the seat before
        #: seat 0 had acted
        self.last = players - 1 if last is None else last
        self._round: list[int] | None = None  # seats still to ask; None: a new round is due

    def ask(self, state: Any) -> int | None:
        """The seat to ask now whether it acts out of turn; None when the round is over."""
        if self.game.result(state) is not None:
            return None
        anyone = self.game.to_act(state).anyone
        if self._round is None:
            self._round = interjection_order(anyone & self.asked, self.players, self.last)
        while self._round and self._round[0] not in anyone:
            del self._round[0]
        return self._round[0] if self._round else None

    def passed(self, player: int) -> None:
        """The seat asked out of turn stays quiet: the next one is asked."""
        if self._round and self._round[0] == player:
            del self._round[0]

    def acted(self, player: int) -> None:
        """`player`'s action was applied: the rest of the round (when it was asked in one) is
        asked about the new state, else a new round begins after it."""
        if self._round and self._round[0] == player:
            del self._round[0]
        else:
            self._round = None
        self.last = player

    def settle(self, last: int | None) -> None:
        """Nobody is asked until the next action (after undo, redo or a resumed game)."""
        self._round = []
        self.last = self.players - 1 if last is None else last


Decide = Callable[[Any, int, bool], Any]  # (state, player, out_of_turn) -> action or None


def play_out(
    loop: TurnLoop,
    state: Any,
    decide: Decide,
    act: Callable[[Any, int, Any], Any],
    until: Callable[[Any], bool] = lambda state: False,
    label: str = "game",
) -> Any:
    """Drive `loop` from `state` until the game ends (or `until(state)`); returns that state.

    `decide(state, player, out_of_turn)` answers for every seat (None: stays quiet out of
    turn); on turn the lowest seat that must act decides. `act(state, player, action)` applies
    an action and returns the new state.
    """
    game = loop.game
    for _ in range(MAX_ACTIONS):
        while True:
            if game.result(state) is not None or until(state):
                return state
            player = loop.ask(state)
            if player is None:
                break
            action = decide(state, player, True)
            if action is None:
                loop.passed(player)
            else:
                state = act(state, player, action)
                loop.acted(player)
        pending = game.to_act(state).players
        if not pending:
            raise Stuck(f"{label}: nobody must act and nobody did")
        player = min(pending)
        state = act(state, player, decide(state, player, False))
        loop.acted(player)
    raise Stuck(f"{label} did not finish in {MAX_ACTIONS} actions")


# -- the shared screen --------------------------------------------------------------------------
class Phase(Enum):
    COMPUTER = "computer"  # a computer seat must act (or is asked out of turn)
    HANDOVER = "handover"  # the screen is blanked until `player` says "I am ...: show"
    HUMAN = "human"  # `player` decides on the board
    PHONE = "phone"  # `player` decides a private matter on their phone; the table waits
    REMOTE = "remote"  # `player` decides on another computer; the table waits
    FINISHED = "finished"


@dataclass(frozen=True)
class Step:
    phase: Phase
    player: int | None = None
    viewer: int | None = None  # whose view the screen shows (None: the public view)
    out_of_turn: bool = False  # a computer seat is asked whether it acts out of turn


class Table:
    """One game at the table: where each seat sits, the turn loop, and the screen.

    The screen shows one view at a time: everything when only computers play, the only
    human's own view when one human sits at the screen alone, else the public view, or the
    view of the seat that has claimed the screen after its handover (`reveal`). A seat on
    another computer (`remotes`) is never looked at here: it sees its own view there.
    """

    def __init__(self, session: Session) -> None:
        self.session = session
        self.shown: int | None = None  # the human whose secrets the screen may show now
        self.table = False  # phones as private hands: the screen is the table (public view)
        self.phones: frozenset[int] = frozenset(
            i for i, seat in enumerate(session.seats) if seat.on_phone
        )
        #: the seats played on other computers (spielesammlung/net): every decision of theirs
        #: is made there, the table waits for it
        self.remotes: frozenset[int] = frozenset(
            i for i, seat in enumerate(session.seats) if seat.remote
        )
        computers = [i for i, seat in enumerate(session.seats) if seat.is_computer]
        self.loop = TurnLoop(session.game, len(session.seats), computers)
        self.settle()

    def to_computer(self, seat: int, level: str) -> None:
        """The seat's player on another computer left: a computer player of `level` decides
        for it from now on (the session's seat changes with it, so the save knows)."""
        session = self.session
        session.seats = tuple(
            Seat(COMPUTER, level) if i == seat else s for i, s in enumerate(session.seats)
        )
        self.remotes = self.remotes - {seat}
        self.loop.asked = self.loop.asked | {seat}
        if session.on_change is not None:
            session.on_change(session)

    @property
    def seats(self) -> Sequence[Seat]:
        return self.session.seats

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if not seat.is_computer]

    @property
    def screen_seats(self) -> list[int]:
        """The humans deciding at the shared screen (not on a phone, not on another computer):
        only they have controls there (show-mine, look-at-mine, action buttons, the hint)."""
        return [p for p in self.humans if p not in self.phones and p not in self.remotes]

    def base_viewer(self) -> int | None:
        """The viewer when nobody has claimed the screen: the only human in the room, or
        all-seeing when only computers play; the public view when every human is elsewhere."""
        humans = self.humans
        if not humans:
            return ALL_SEEING
        here = [p for p in humans if p not in self.remotes]
        if len(here) == 1 and not self.table:
            return here[0]
        return None

    @property
    def viewer(self) -> int | None:
        base = self.base_viewer()
        return self.shown if base is None else base

    # -- the turn loop --------------------------------------------------------------------
    def act(self, player: int, action: Any) -> Outcome[Any]:
        """Apply `player`'s action (the rules' typed error if it is illegal now)."""
        outcome = self.session.act(player, action)
        self.loop.acted(player)
        return outcome

    def passed(self, player: int) -> None:
        """The computer seat asked out of turn stays quiet."""
        self.loop.passed(player)

    def settle(self) -> None:
        """The session jumped (undo, redo, a resumed game): nobody is asked out of turn until
        the next action."""
        played = self.session.played
        self.loop.settle(played[-1].player if played else None)

    def step(self) -> Step:
        """What happens next: a computer decides, the screen is passed, a human decides."""
        session = self.session
        if session.result is not None:
            self.shown = None
            return Step(Phase.FINISHED, viewer=self.base_viewer())
        asked = self.loop.ask(session.state)
        if asked is not None:
            return Step(Phase.COMPUTER, asked, self.viewer, out_of_turn=True)
        pending = sorted(session.game.to_act(session.state).players)
        computers = [p for p in pending if self.seats[p].is_computer]
        if computers or not pending:  # nobody decides at the screen: show nothing secret
            self.shown = None
        if computers:
            return Step(Phase.COMPUTER, computers[0], self.viewer)
        if not pending:  # only out-of-turn actions are possible: nobody must act
            return Step(Phase.HUMAN, None, self.viewer)
        here = [p for p in pending if p not in self.remotes]
        at_table = [p for p in here if p not in self.phones] or here or pending
        player = self.shown if self.shown in pending else at_table[0]
        if player in self.remotes:  # every seat that must act decides elsewhere: wait
            self.shown = None
            return Step(Phase.REMOTE, player, self.base_viewer())
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

    def deciding(self) -> list[int]:
        """Every seat that must decide now (several at once in simultaneous choices)."""
        session = self.session
        if session.result is not None:
            return []
        return sorted(session.game.to_act(session.state).players)

    # -- the screen -----------------------------------------------------------------------
    def reveal(self, player: int) -> None:
        """The player at the screen confirmed who they are: their view may be shown."""
        self.shown = player

    def conceal(self) -> None:
        """Back to the neutral public screen (after a secret input, or on a timeout)."""
        self.shown = None

    def out_of_turn(self) -> list[int]:
        """Humans at the screen who may act out of turn now (the screen offers them a button)."""
        session = self.session
        if session.result is not None:
            return []
        to_act = session.game.to_act(session.state)
        return [p for p in sorted(to_act.anyone) if p in self.screen_seats]
