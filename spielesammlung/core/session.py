"""A game in progress: setup, seed, seats and the action log with an undo/redo cursor."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .protocol import ALL_SEEING, Event, Game, Outcome, Result, Setup, check_legal
from .seats import Seat


@dataclass(frozen=True)
class Entry:
    """One logged action with what it produced."""

    player: int
    action: Any
    outcome: Outcome[Any]

    @property
    def irreversible(self) -> bool:
        return self.outcome.irreversible


class Session:
    """Replays and extends one game. `states[i]` is the state after the first i actions."""

    def __init__(
        self,
        game_id: str,
        game: Game[Any, Any],
        setup: Setup,
        seed: int,
        seats: Sequence[Seat],
        on_change: Callable[[Session], None] | None = None,
    ) -> None:
        if len(seats) != setup.count:
            raise ValueError("one seat per player")
        self.game_id = game_id
        self.game = game
        self.setup = setup
        self.seed = seed
        self.seats = tuple(seats)
        self.log: list[Entry] = []
        self.cursor = 0
        self._initial = game.new_game(setup, seed)
        self.on_change = on_change

    def reseated(self, order: Sequence[int], seed: int) -> Session:
        """A new game with the same options, the players (names and seats) reseated in `order`:
        the new first player is the old `order[0]`."""
        setup = Setup(tuple(self.setup.players[i] for i in order), self.setup.options)
        return Session(self.game_id, self.game, setup, seed, [self.seats[i] for i in order])

    # -- reading --------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.state_at(self.cursor)

    def state_at(self, index: int) -> Any:
        return self._initial if index == 0 else self.log[index - 1].outcome.state

    @property
    def played(self) -> list[Entry]:
        """The log up to the cursor (what has happened in this line of play)."""
        return self.log[: self.cursor]

    @property
    def result(self) -> Result | None:
        return self.game.result(self.state)

    def had_secrets(self) -> bool:
        """Whether anything was hidden from someone in this game (a secret event, or a start
        that the public view does not show whole)."""
        game, start = self.game, self._initial
        return any(
            event.seen_by is not None for entry in self.played for event in entry.outcome.events
        ) or game.view_for(start, None) != game.view_for(start, ALL_SEEING)

    def events_for(self, viewer: int | None) -> list[tuple[int, Event]]:
        """Every event so far that `viewer` saw, with the index of its action."""
        return [
            (i, event)
            for i, entry in enumerate(self.played)
            for event in entry.outcome.events
            if event.visible_to(viewer)
        ]

    # -- playing --------------------------------------------------------------------------
    def act(self, player: int, action: Any) -> Outcome[Any]:
        """Apply an action (raising the rules' typed error if illegal); drops the redo tail."""
        check_legal(self.game, self.state, player, action)
        outcome = self.game.apply(self.state, player, action)
        del self.log[self.cursor :]
        self.log.append(Entry(player, action, outcome))
        self.cursor += 1
        self._changed()
        return outcome

    def _is_human(self, player: int) -> bool:
        return not self.seats[player].is_computer

    def undo_target(self) -> int | None:
        """Where undo goes: before the last human action, with no irreversible one after it.

        The end of a game with secrets is final: the replay shows every secret then."""
        if self.result is not None and self.had_secrets():
            return None
        for index in range(self.cursor - 1, -1, -1):
            entry = self.log[index]
            if entry.irreversible:
                return None
            if self._is_human(entry.player):
                return index
        return None

    def undo_blocked(self) -> str | None:
        """Why undo cannot go back although a human has acted: "final" (the end of a game with
        secrets), "irreversible" (a random outcome or a revealed secret since); else None."""
        if self.undo_target() is not None:
            return None
        if self.result is not None and self.had_secrets():
            return "final"
        for entry in reversed(self.log[: self.cursor]):
            if entry.irreversible:
                return "irreversible"
            if self._is_human(entry.player):
                break
        return None

    def secret_in_the_way(self, actor: int | None) -> int | None:
        """The other human whose secret decision (a pick, a card, a number) undo would take
        back while several humans share the screen, else None. `actor`: the human asking (None:
        unknown, so every human's secret counts)."""
        target = self.undo_target()
        if target is None or sum(map(self._is_human, range(len(self.seats)))) < 2:
            return None
        player = self.log[target].player
        if player != actor and self.game.private_decision(self.state_at(target), player):
            return player
        return None

    def redo_target(self) -> int | None:
        """Where redo goes: after the next logged action and the computer actions that follow."""
        if self.cursor >= len(self.log):
            return None
        index = self.cursor + 1
        while index < len(self.log) and not self._is_human(self.log[index].player):
            index += 1
        return index

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def can_redo(self) -> bool:
        return self.redo_target() is not None

    def undo(self) -> None:
        target = self.undo_target()
        if target is None:
            raise IndexError("nothing to undo")
        self.cursor = target
        self._changed()

    def redo(self) -> None:
        target = self.redo_target()
        if target is None:
            raise IndexError("nothing to redo")
        self.cursor = target
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)
