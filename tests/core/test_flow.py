"""The table flow: handovers, whose view the screen shows, computer turns, the end."""

from __future__ import annotations

from dataclasses import dataclass, replace

from hypothesis import given, settings
from hypothesis import strategies as st

from spielesammlung.core.flow import Phase, Step, TableFlow
from spielesammlung.core.protocol import (
    ALL_SEEING,
    NOBODY,
    ActionCodec,
    Outcome,
    Result,
    Setup,
    ToAct,
)
from spielesammlung.core.seats import COMPUTER, HUMAN, Seat
from spielesammlung.core.session import Session

from .helpers import toy_session
from .toy_game import Pick, Shout


# -- a three-seat game: picks in turn order, then anyone may knock to end it ---------------
@dataclass(frozen=True)
class Choose:
    number: int


@dataclass(frozen=True)
class Knock:
    pass


@dataclass(frozen=True)
class TurnState:
    picks: tuple[int, ...] = ()
    knocked: bool = False


class TurnGame:
    id = "turns"
    rules_version = 1
    codec = ActionCodec(Choose, Knock)

    def __init__(self, private: bool = True) -> None:
        self.private = private

    def new_game(self, setup: Setup, seed: int) -> TurnState:
        return TurnState()

    def to_act(self, state: TurnState) -> ToAct:
        if state.knocked:
            return NOBODY
        if len(state.picks) < 3:
            return ToAct.one(len(state.picks))
        return ToAct(anyone=frozenset({0, 1, 2}))

    def legal_actions(self, state: TurnState, player: int) -> list[Choose | Knock]:
        to_act = self.to_act(state)
        if player in to_act.players:
            return [Choose(1), Choose(2)]
        return [Knock()] if player in to_act.anyone else []

    def apply(self, state: TurnState, player: int, action: Choose | Knock) -> Outcome[TurnState]:
        if isinstance(action, Knock):
            return Outcome(replace(state, knocked=True))
        return Outcome(replace(state, picks=(*state.picks, action.number)))

    def result(self, state: TurnState) -> Result | None:
        return Result(frozenset()) if state.knocked else None

    def view_for(self, state: TurnState, viewer: int | None) -> object:
        return state

    def private_decision(self, state: TurnState, player: int) -> bool:
        return self.private


def turn_session(*kinds: str, private: bool = True) -> Session:
    seats = [Seat(COMPUTER, "easy") if k == COMPUTER else Seat() for k in kinds]
    return Session("turns", TurnGame(private), Setup(("a", "b", "c")), 1, seats)


# -- two humans ---------------------------------------------------------------------------
def test_two_humans_hand_over_before_each_secret_pick() -> None:
    session = toy_session()
    flow = TableFlow(session)
    assert flow.humans == [0, 1] and flow.base_viewer() is None
    assert flow.step() == Step(Phase.HANDOVER, 0, None)
    assert flow.step() == Step(Phase.HANDOVER, 0, None)  # asking again changes nothing
    flow.reveal(0)
    assert flow.step() == Step(Phase.HUMAN, 0, 0)
    assert flow.viewer == 0
    session.act(0, Pick(1))
    step = flow.step()
    assert step == Step(Phase.HANDOVER, 1, None)
    assert flow.viewer is None  # never the previous player's view
    flow.reveal(1)
    assert flow.step() == Step(Phase.HUMAN, 1, 1)


def test_conceal_goes_back_to_the_handover() -> None:
    flow = TableFlow(toy_session())
    flow.step()
    flow.reveal(0)
    flow.conceal()
    assert flow.viewer is None
    assert flow.step() == Step(Phase.HANDOVER, 0, None)


def test_revealing_the_wrong_player_shows_nothing_of_theirs() -> None:
    session = toy_session()
    session.act(1, Pick(2))
    flow = TableFlow(session)
    flow.reveal(1)  # player 1 already picked; player 0 must act
    assert flow.step() == Step(Phase.HANDOVER, 0, None)


def test_undo_never_shows_another_players_view() -> None:
    session = toy_session()
    flow = TableFlow(session)
    flow.step()
    flow.reveal(0)
    session.act(0, Pick(1))
    assert flow.step().phase is Phase.HANDOVER
    flow.reveal(1)
    session.undo()  # player 1 takes back player 0's pick: both must pick again
    step = flow.step()
    assert step.viewer in (None, 1)
    assert step.phase is Phase.HANDOVER or step == Step(Phase.HUMAN, 1, 1)


def test_out_of_turn_lists_the_humans_who_may_shout() -> None:
    session = toy_session()
    flow = TableFlow(session)
    assert flow.out_of_turn() == [0, 1]
    session.act(0, Shout())
    assert flow.out_of_turn() == [1]
    assert TableFlow(toy_session(HUMAN, COMPUTER)).out_of_turn() == [0]
    assert TableFlow(toy_session(COMPUTER, COMPUTER)).out_of_turn() == []


def test_finished_shows_the_public_view_to_two_humans() -> None:
    session = toy_session()
    flow = TableFlow(session)
    for _ in range(3):
        session.act(0, Pick(2))
        session.act(1, Pick(2))
    flow.reveal(1)
    assert flow.step() == Step(Phase.FINISHED, None, None)
    assert flow.viewer is None
    assert flow.out_of_turn() == []


def test_public_decisions_need_no_handover() -> None:
    session = turn_session(HUMAN, HUMAN, HUMAN, private=False)
    flow = TableFlow(session)
    assert flow.step() == Step(Phase.HUMAN, 0, None)
    session.act(0, Choose(1))
    assert flow.step() == Step(Phase.HUMAN, 1, None)


# -- computers ----------------------------------------------------------------------------
def test_one_human_and_a_computer_need_no_handover() -> None:
    session = toy_session(HUMAN, COMPUTER)
    flow = TableFlow(session)
    assert flow.base_viewer() == 0
    assert flow.step() == Step(Phase.COMPUTER, 1, 0)
    session.act(1, Pick(1))
    assert flow.step() == Step(Phase.HUMAN, 0, 0)
    session.act(0, Pick(1))
    assert flow.step() == Step(Phase.COMPUTER, 1, 0)


def test_the_human_in_the_second_seat_is_the_viewer() -> None:
    session = toy_session(COMPUTER, HUMAN)
    flow = TableFlow(session)
    assert flow.step() == Step(Phase.COMPUTER, 0, 1)
    session.act(0, Pick(2))
    assert flow.step() == Step(Phase.HUMAN, 1, 1)


def test_no_humans_watch_all_seeing_to_the_end() -> None:
    session = toy_session(COMPUTER, COMPUTER)
    flow = TableFlow(session)
    assert flow.viewer == ALL_SEEING
    while (step := flow.step()).phase is Phase.COMPUTER:
        assert step.viewer == ALL_SEEING
        assert step.player is not None
        session.act(step.player, Pick(1 + step.player))
    assert step == Step(Phase.FINISHED, None, ALL_SEEING)


def test_a_computer_turn_after_a_secret_pick_shows_nothing_secret() -> None:
    session = turn_session(HUMAN, COMPUTER, HUMAN)
    flow = TableFlow(session)
    assert flow.step() == Step(Phase.HANDOVER, 0, None)
    flow.reveal(0)
    assert flow.step() == Step(Phase.HUMAN, 0, 0)
    session.act(0, Choose(2))
    assert flow.step() == Step(Phase.COMPUTER, 1, None)
    session.act(1, Choose(1))
    assert flow.step() == Step(Phase.HANDOVER, 2, None)


def test_waiting_for_out_of_turn_actions_shows_nothing_secret() -> None:
    session = turn_session(HUMAN, HUMAN, HUMAN)
    flow = TableFlow(session)
    for player in range(3):
        assert flow.step() == Step(Phase.HANDOVER, player, None)
        flow.reveal(player)
        session.act(player, Choose(1))
    assert flow.step() == Step(Phase.HUMAN, None, None)
    assert flow.out_of_turn() == [0, 1, 2]
    session.act(1, Knock())
    assert flow.step() == Step(Phase.FINISHED, None, None)


def test_one_human_sees_their_view_while_waiting() -> None:
    session = turn_session(COMPUTER, HUMAN, COMPUTER)
    for player in range(3):
        session.act(player, Choose(2))
    assert TableFlow(session).step() == Step(Phase.HUMAN, None, 1)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["toy", "turns"]),
    st.lists(st.sampled_from([HUMAN, COMPUTER]), min_size=3, max_size=3),
    st.lists(st.integers(0, 99), max_size=40),
)
def test_a_seats_view_is_shown_only_to_that_seat_deciding(
    game: str, kinds: list[str], choices: list[int]
) -> None:
    session = toy_session(*kinds[:2]) if game == "toy" else turn_session(*kinds)
    flow = TableFlow(session)
    humans = [i for i, k in enumerate(kinds[: session.setup.count]) if k == HUMAN]
    for choice in choices:
        step = flow.step()
        if len(humans) >= 2 and step.viewer is not None:
            assert step.viewer >= 0
            assert step.phase is Phase.HUMAN and step.player == step.viewer
        if len(humans) < 2:
            assert step.viewer == (humans[0] if humans else ALL_SEEING)
        if step.phase is Phase.FINISHED:
            break
        if choice % 7 == 0 and session.can_undo():
            session.undo()
            continue
        if choice % 5 == 0 and flow.out_of_turn():
            shouter = flow.out_of_turn()[choice % len(flow.out_of_turn())]
            legal = session.game.legal_actions(session.state, shouter)
            session.act(shouter, legal[-1])
            continue
        if step.phase is Phase.HANDOVER:
            assert step.player is not None
            flow.reveal(step.player)
        elif step.player is not None:
            legal = session.game.legal_actions(session.state, step.player)
            session.act(step.player, legal[choice % len(legal)])
        else:
            player = flow.out_of_turn()[0] if flow.out_of_turn() else 0
            session.act(player, session.game.legal_actions(session.state, player)[0])
