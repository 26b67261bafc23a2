"""A tiny game used only by the tests: simultaneous secret picks and an out-of-turn shout.

Each round both players secretly pick 1 or 2; when both have picked, the picks are revealed:
an even sum scores for player 0, an odd one for player 1. Once per game each player may shout
out of turn for one point. Three points win.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from spielesammlung.core.entry import GameEntry
from spielesammlung.core.protocol import (
    ALL_SEEING,
    NOBODY,
    ActionCodec,
    Event,
    IllegalAction,
    Outcome,
    Result,
    Setup,
    ToAct,
)
from spielesammlung.core.seats import RandomBot


@dataclass(frozen=True)
class Pick:
    number: int


@dataclass(frozen=True)
class Shout:
    pass


@dataclass(frozen=True)
class Revealed(Event):
    picks: tuple[int, int]


@dataclass(frozen=True)
class Picked(Event):
    player: int
    number: int


@dataclass(frozen=True)
class State:
    picks: tuple[int | None, int | None] = (None, None)
    scores: tuple[int, int] = (0, 0)
    shouted: tuple[bool, bool] = (False, False)


@dataclass(frozen=True)
class View:
    picks: tuple[int | None, int | None]
    picked: tuple[bool, bool]
    scores: tuple[int, int]


class ToyGame:
    id = "toy"
    rules_version = 1
    codec = ActionCodec(Pick, Shout)

    def new_game(self, setup: Setup, seed: int) -> State:
        return State()

    def to_act(self, state: State) -> ToAct:
        if self.result(state) is not None:
            return NOBODY
        return ToAct(
            players=frozenset(p for p in (0, 1) if state.picks[p] is None),
            anyone=frozenset(p for p in (0, 1) if not state.shouted[p]),
        )

    def legal_actions(self, state: State, player: int) -> list[Pick | Shout]:
        to_act = self.to_act(state)
        actions: list[Pick | Shout] = []
        if player in to_act.players:
            actions += [Pick(1), Pick(2)]
        if player in to_act.anyone:
            actions.append(Shout())
        return actions

    def apply(self, state: State, player: int, action: Pick | Shout) -> Outcome[State]:
        if action not in self.legal_actions(state, player):
            raise IllegalAction(repr(action))
        if isinstance(action, Shout):
            return Outcome(self._score(state, player, shouted=True))
        picks = list(state.picks)
        picks[player] = action.number
        secret = Picked(player, action.number, seen_by=frozenset({player}))
        if None in picks:
            return Outcome(replace(state, picks=(picks[0], picks[1])), (secret,))
        a, b = picks[0], picks[1]
        assert a is not None and b is not None
        state = self._score(replace(state, picks=(None, None)), (a + b) % 2)
        return Outcome(state, (secret, Revealed((a, b))), irreversible=True)

    def _score(self, state: State, player: int, shouted: bool = False) -> State:
        scores = list(state.scores)
        scores[player] += 1
        flags = list(state.shouted)
        flags[player] = flags[player] or shouted
        return replace(state, scores=(scores[0], scores[1]), shouted=(flags[0], flags[1]))

    def result(self, state: State) -> Result | None:
        for p in (0, 1):
            if state.scores[p] >= 3:
                return Result(frozenset({p}), state.scores)
        return None

    def view_for(self, state: State, viewer: int | None) -> View:
        picks = tuple(
            pick if viewer in (p, ALL_SEEING) else None for p, pick in enumerate(state.picks)
        )
        return View(
            (picks[0], picks[1]),
            (state.picks[0] is not None, state.picks[1] is not None),
            state.scores,
        )

    def private_decision(self, state: State, player: int) -> bool:
        return True


GAME = ToyGame()
BOTS = {"easy": RandomBot, "medium": RandomBot, "strong": RandomBot}  # every level plays randomly

#: how the toy declares itself: tests/ui/test_one_door.py adds it to the list of games
ENTRY = GameEntry(
    "toy",
    "Spielzeug",
    "Toy",
    "A test game.",
    (2,),
    module=__name__,
    board="tests.ui.toy_board",
    phone="tests.ui.toy_phone",
)
