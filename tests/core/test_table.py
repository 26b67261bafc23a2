"""The table: handovers, whose view the screen shows, computer turns, the end."""

from __future__ import annotations

from dataclasses import dataclass, replace

from hypothesis import given, settings
from hypothesis import strategies as st

from spielesammlung.core.protocol import (
    ALL_SEEING,
    NOBODY,
    ActionCodec,
    Outcome,
    Result,
    Setup,
    ToAct,
)
from spielesammlung.core.seats import COMPUTER, HUMAN, PHONE, Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase, Step, Table, TurnLoop, play_out
from spielesammlung.core.thinking import Thought, cancelled

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
    table = Table(session)
    assert table.humans == [0, 1] and table.base_viewer() is None
    assert table.step() == Step(Phase.HANDOVER, 0, None)
    assert table.step() == Step(Phase.HANDOVER, 0, None)  # asking again changes nothing
    table.reveal(0)
    assert table.step() == Step(Phase.HUMAN, 0, 0)
    assert table.viewer == 0
    session.act(0, Pick(1))
    step = table.step()
    assert step == Step(Phase.HANDOVER, 1, None)
    assert table.viewer is None  # never the previous player's view
    table.reveal(1)
    assert table.step() == Step(Phase.HUMAN, 1, 1)


def test_conceal_goes_back_to_the_handover() -> None:
    table = Table(toy_session())
    table.step()
    table.reveal(0)
    table.conceal()
    assert table.viewer is None
    assert table.step() == Step(Phase.HANDOVER, 0, None)


def test_revealing_the_wrong_player_shows_nothing_of_theirs() -> None:
    session = toy_session()
    session.act(1, Pick(2))
    table = Table(session)
    table.reveal(1)  # player 1 already picked; player 0 must act
    assert table.step() == Step(Phase.HANDOVER, 0, None)


def test_undo_never_shows_another_players_view() -> None:
    session = toy_session()
    table = Table(session)
    table.step()
    table.reveal(0)
    session.act(0, Pick(1))
    assert table.step().phase is Phase.HANDOVER
    table.reveal(1)
    session.undo()  # player 1 takes back player 0's pick: both must pick again
    step = table.step()
    assert step.viewer in (None, 1)
    assert step.phase is Phase.HANDOVER or step == Step(Phase.HUMAN, 1, 1)


def test_out_of_turn_lists_the_humans_who_may_shout() -> None:
    session = toy_session()
    table = Table(session)
    assert table.out_of_turn() == [0, 1]
    session.act(0, Shout())
    assert table.out_of_turn() == [1]
    assert Table(toy_session(HUMAN, COMPUTER)).out_of_turn() == [0]
    assert Table(toy_session(COMPUTER, COMPUTER)).out_of_turn() == []


def test_finished_shows_the_public_view_to_two_humans() -> None:
    session = toy_session()
    table = Table(session)
    for _ in range(3):
        session.act(0, Pick(2))
        session.act(1, Pick(2))
    table.reveal(1)
    assert table.step() == Step(Phase.FINISHED, None, None)
    assert table.viewer is None
    assert table.out_of_turn() == []


def test_public_decisions_need_no_handover() -> None:
    session = turn_session(HUMAN, HUMAN, HUMAN, private=False)
    table = Table(session)
    assert table.step() == Step(Phase.HUMAN, 0, None)
    session.act(0, Choose(1))
    assert table.step() == Step(Phase.HUMAN, 1, None)


# -- computers ----------------------------------------------------------------------------
def test_one_human_and_a_computer_need_no_handover() -> None:
    session = toy_session(HUMAN, COMPUTER)
    table = Table(session)
    assert table.base_viewer() == 0
    assert table.step() == Step(Phase.COMPUTER, 1, 0)
    session.act(1, Pick(1))
    assert table.step() == Step(Phase.HUMAN, 0, 0)
    session.act(0, Pick(1))
    assert table.step() == Step(Phase.COMPUTER, 1, 0)


def test_the_human_in_the_second_seat_is_the_viewer() -> None:
    session = toy_session(COMPUTER, HUMAN)
    table = Table(session)
    assert table.step() == Step(Phase.COMPUTER, 0, 1)
    session.act(0, Pick(2))
    assert table.step() == Step(Phase.HUMAN, 1, 1)


def test_no_humans_watch_all_seeing_to_the_end() -> None:
    session = toy_session(COMPUTER, COMPUTER)
    table = Table(session)
    assert table.viewer == ALL_SEEING
    while (step := table.step()).phase is Phase.COMPUTER:
        assert step.viewer == ALL_SEEING
        assert step.player is not None
        session.act(step.player, Pick(1 + step.player))
    assert step == Step(Phase.FINISHED, None, ALL_SEEING)


def test_a_computer_turn_after_a_secret_pick_shows_nothing_secret() -> None:
    session = turn_session(HUMAN, COMPUTER, HUMAN)
    table = Table(session)
    assert table.step() == Step(Phase.HANDOVER, 0, None)
    table.reveal(0)
    assert table.step() == Step(Phase.HUMAN, 0, 0)
    session.act(0, Choose(2))
    assert table.step() == Step(Phase.COMPUTER, 1, None)
    session.act(1, Choose(1))
    assert table.step() == Step(Phase.HANDOVER, 2, None)


def test_waiting_for_out_of_turn_actions_shows_nothing_secret() -> None:
    session = turn_session(HUMAN, HUMAN, HUMAN)
    table = Table(session)
    for player in range(3):
        assert table.step() == Step(Phase.HANDOVER, player, None)
        table.reveal(player)
        session.act(player, Choose(1))
    assert table.step() == Step(Phase.HUMAN, None, None)
    assert table.out_of_turn() == [0, 1, 2]
    session.act(1, Knock())
    assert table.step() == Step(Phase.FINISHED, None, None)


def test_one_human_sees_their_view_while_waiting() -> None:
    session = turn_session(COMPUTER, HUMAN, COMPUTER)
    for player in range(3):
        session.act(player, Choose(2))
    assert Table(session).step() == Step(Phase.HUMAN, None, 1)


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
    table = Table(session)
    humans = [i for i, k in enumerate(kinds[: session.setup.count]) if k == HUMAN]
    for choice in choices:
        step = table.step()
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
        if choice % 5 == 0 and table.out_of_turn():
            shouter = table.out_of_turn()[choice % len(table.out_of_turn())]
            legal = session.game.legal_actions(session.state, shouter)
            session.act(shouter, legal[-1])
            continue
        if step.phase is Phase.HANDOVER:
            assert step.player is not None
            table.reveal(step.player)
        elif step.player is not None:
            legal = session.game.legal_actions(session.state, step.player)
            session.act(step.player, legal[choice % len(legal)])
        else:
            player = table.out_of_turn()[0] if table.out_of_turn() else 0
            session.act(player, session.game.legal_actions(session.state, player)[0])


# -- the one turn loop ----------------------------------------------------------------------
def _knock_state() -> TurnState:
    return TurnState(picks=(1, 1, 1))  # everyone may knock out of turn


def test_the_round_asks_clockwise_from_the_seat_after_the_last_actor() -> None:
    loop = TurnLoop(TurnGame(), 3, asked=(0, 1, 2), last=1)
    state = _knock_state()
    asked = []
    while (seat := loop.ask(state)) is not None:
        asked.append(seat)
        loop.passed(seat)
    assert asked == [2, 0, 1]
    assert loop.ask(state) is None  # the round is over until the next action


def test_only_the_asked_seats_are_asked_and_an_action_starts_a_new_round() -> None:
    loop = TurnLoop(TurnGame(), 3, asked=(0, 2), last=0)
    state = _knock_state()
    assert loop.ask(state) == 2
    loop.passed(2)
    assert loop.ask(state) == 0
    loop.acted(1)  # a human acted meanwhile: a new round, from the seat after them
    assert loop.ask(state) == 2


def test_after_an_action_out_of_turn_the_rest_of_the_round_is_asked() -> None:
    game = TurnGame()
    loop = TurnLoop(game, 3, asked=(0, 1, 2), last=2)
    state = TurnState(picks=(1, 1))  # seat 2 must choose; nobody may knock yet
    assert loop.ask(state) is None
    state = _knock_state()
    loop.acted(2)
    assert loop.ask(state) == 0
    loop.acted(0)  # seat 0 acted out of turn: seats 1 and 2 are asked about the new state
    assert (loop.ask(state), loop.last) == (1, 0)
    loop.passed(1)
    assert loop.ask(state) == 2


def test_settle_asks_nobody_until_the_next_action() -> None:
    loop = TurnLoop(TurnGame(), 3, asked=(0, 1, 2))
    loop.settle(last=0)
    assert loop.ask(_knock_state()) is None
    loop.acted(0)
    assert loop.ask(_knock_state()) == 1


def test_play_out_asks_out_of_turn_then_the_turn() -> None:
    game = TurnGame()
    calls: list[tuple[int, bool]] = []

    def decide(state: TurnState, player: int, out_of_turn: bool) -> Choose | Knock | None:
        calls.append((player, out_of_turn))
        if out_of_turn:
            return Knock() if player == 1 else None
        return Choose(1)

    loop = TurnLoop(game, 3, asked=(0, 1, 2))
    final = play_out(loop, TurnState(), decide, lambda s, p, a: game.apply(s, p, a).state)
    assert final.knocked and final.picks == (1, 1, 1)
    # the picks in turn order; after the last pick (seat 2) seat 0 is asked first, then seat 1
    assert calls == [(0, False), (1, False), (2, False), (0, True), (1, True)]


def test_play_out_stops_when_told() -> None:
    game = TurnGame()
    loop = TurnLoop(game, 3, asked=())
    final = play_out(
        loop,
        TurnState(),
        lambda s, p, o: None if o else Choose(2),
        lambda s, p, a: game.apply(s, p, a).state,
        until=lambda s: len(s.picks) == 2,
    )
    assert final.picks == (2, 2)


def test_the_table_asks_computer_seats_out_of_turn_after_an_action() -> None:
    session = turn_session(HUMAN, COMPUTER, COMPUTER, private=False)
    table = Table(session)
    for player in range(3):
        step = table.step()
        assert (step.phase, step.player, step.out_of_turn) == (
            Phase.COMPUTER if player else Phase.HUMAN,
            player,
            False,
        )
        table.act(player, Choose(1))
    step = table.step()
    assert (step.phase, step.player, step.out_of_turn) == (Phase.COMPUTER, 1, True)
    table.passed(1)
    assert table.step() == Step(Phase.COMPUTER, 2, 0, out_of_turn=True)  # the human's view
    table.passed(2)
    assert table.step() == Step(Phase.HUMAN, None, 0)  # only the human may still knock
    assert table.out_of_turn() == [0]


def test_a_seat_on_a_phone_gets_no_button_on_the_screen() -> None:
    seats = [Seat(HUMAN), Seat(HUMAN, place=PHONE), Seat(HUMAN)]
    session = Session("turns", TurnGame(), Setup(("a", "b", "c")), 1, seats)
    table = Table(session)
    assert table.phones == {1} and table.screen_seats == [0, 2]
    for player in range(3):
        session.act(player, Choose(1))
    assert table.out_of_turn() == [0, 2]


def test_the_end_of_a_game_with_secrets_cannot_be_undone() -> None:
    session = toy_session()
    while session.result is None:
        session.act(0, Pick(2))
        session.act(1, Pick(1))
    assert session.had_secrets() and not session.can_undo()
    plain = turn_session(HUMAN, HUMAN, HUMAN, private=False)
    for player in range(3):
        plain.act(player, Choose(1))
    plain.act(0, Knock())
    assert not plain.had_secrets() and plain.can_undo()  # nothing was hidden: undo stays


def test_a_cancelled_thought_is_seen_by_its_search_only() -> None:
    seen: list[bool] = []
    thought = Thought(lambda: seen.append(cancelled()))
    thought.run()
    thought.cancel()
    thought.run()
    assert seen == [False, True]
    assert not cancelled()  # this thread works on no thought now
