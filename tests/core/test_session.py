"""The session: acting, typed errors, undo/redo, secret events, change notifications."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spielesammlung.core.protocol import ALL_SEEING, IllegalAction, NotYourTurn, Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, Seat
from spielesammlung.core.session import Session

from .helpers import toy_session
from .toy_game import GAME, Pick, Picked, Revealed, Shout, State


def test_new_session() -> None:
    session = toy_session()
    assert session.state == State()
    assert session.cursor == 0 and session.log == [] and session.played == []
    assert session.result is None
    assert not session.can_undo() and not session.can_redo()
    with pytest.raises(IndexError):
        session.undo()
    with pytest.raises(IndexError):
        session.redo()


def test_one_seat_per_player() -> None:
    with pytest.raises(ValueError):
        Session("toy", GAME, Setup(("a", "b")), 1, [Seat()])


def test_act_applies_and_logs() -> None:
    session = toy_session()
    outcome = session.act(0, Pick(2))
    assert session.state == outcome.state == State(picks=(2, None))
    assert session.cursor == 1 and [e.action for e in session.log] == [Pick(2)]
    assert session.log[0].player == 0 and not session.log[0].irreversible
    assert session.state_at(0) == State()


@pytest.mark.parametrize(
    ("player", "action", "error"),
    [
        (0, Pick(3), IllegalAction),
        (0, Pick(2), IllegalAction),  # already picked
        (2, Pick(1), NotYourTurn),
        (-1, Shout(), NotYourTurn),
        (0, "Pick(1)", IllegalAction),
    ],
)
def test_illegal_action_raises_and_leaves_the_session_unchanged(
    player: int, action: object, error: type[Exception]
) -> None:
    calls: list[int] = []
    session = toy_session(on_change=lambda s: calls.append(s.cursor))
    session.act(0, Pick(1))
    session.act(1, Shout())
    session.undo()
    log, cursor, state, calls_before = list(session.log), session.cursor, session.state, len(calls)
    with pytest.raises(error):
        session.act(player, action)
    assert session.log == log and session.cursor == cursor and session.state == state
    assert len(calls) == calls_before
    assert session.can_redo()


def test_not_your_turn_after_the_end() -> None:
    session = toy_session()
    for _ in range(3):
        session.act(0, Pick(1))
        session.act(1, Pick(1))
    assert session.result is not None and 0 in session.result.winners
    with pytest.raises(NotYourTurn):
        session.act(1, Shout())


def test_undo_and_redo_move_the_cursor() -> None:
    session = toy_session()
    session.act(0, Shout())
    session.act(1, Pick(2))
    after = session.state
    session.undo()
    assert session.cursor == 1 and session.state == session.state_at(1)
    session.undo()
    assert session.cursor == 0 and session.state == State()
    assert not session.can_undo()
    session.redo()
    assert session.cursor == 1
    session.redo()
    assert session.cursor == 2 and session.state == after
    assert not session.can_redo()
    assert len(session.log) == 2


def test_new_action_drops_the_redo_tail() -> None:
    session = toy_session()
    session.act(0, Shout())
    session.act(1, Pick(2))
    session.undo()
    session.undo()
    session.act(1, Pick(1))
    assert [e.action for e in session.log] == [Pick(1)]
    assert session.cursor == 1 and not session.can_redo()


def test_the_reveal_cannot_be_undone() -> None:
    session = toy_session()
    session.act(0, Pick(1))
    outcome = session.act(1, Pick(2))
    assert outcome.irreversible and session.log[-1].irreversible
    assert not session.can_undo() and session.undo_blocked() == "irreversible"  # says why
    with pytest.raises(IndexError):
        session.undo()
    session.act(0, Pick(2))
    session.undo()
    assert session.cursor == 2
    assert not session.can_undo()


def test_nothing_blocks_undo_before_the_first_move() -> None:
    session = toy_session()
    assert not session.can_undo() and session.undo_blocked() is None
    session.act(0, Pick(1))
    assert session.can_undo() and session.undo_blocked() is None


def test_undo_with_a_computer_goes_back_to_the_last_human_decision() -> None:
    session = toy_session(HUMAN, COMPUTER)
    session.act(0, Shout())  # human
    session.act(1, Shout())  # computer
    session.act(0, Pick(1))  # human
    assert session.undo_target() == 2
    session.undo()
    assert session.cursor == 2  # before the human pick, after the computer shout
    session.undo()
    assert session.cursor == 0
    session.redo()
    assert session.cursor == 2  # the human shout and the computer's answer
    session.redo()
    assert session.cursor == 3
    assert not session.can_redo()


def test_undo_skips_trailing_computer_actions() -> None:
    session = toy_session(HUMAN, COMPUTER)
    session.act(0, Pick(2))
    session.act(1, Shout())
    assert session.undo_target() == 0
    session.undo()
    assert session.cursor == 0 and session.state == State()
    session.redo()
    assert session.cursor == 2


def test_no_undo_past_a_computer_reveal() -> None:
    session = toy_session(HUMAN, COMPUTER)
    session.act(0, Pick(2))
    session.act(1, Pick(1))  # the computer's pick reveals both
    assert not session.can_undo()


def test_no_undo_without_humans() -> None:
    session = toy_session(COMPUTER, COMPUTER)
    session.act(0, Shout())
    session.act(1, Pick(1))
    assert not session.can_undo()


def test_events_for_hide_the_other_players_pick() -> None:
    session = toy_session()
    session.act(0, Pick(2))
    assert session.events_for(0) == [(0, Picked(0, 2, seen_by=frozenset({0})))]
    assert session.events_for(1) == []
    assert session.events_for(None) == []
    assert session.events_for(ALL_SEEING) == session.events_for(0)
    session.act(1, Pick(1))
    assert session.events_for(1) == [
        (1, Picked(1, 1, seen_by=frozenset({1}))),
        (1, Revealed((2, 1))),
    ]
    assert session.events_for(None) == [(1, Revealed((2, 1)))]
    assert len(session.events_for(ALL_SEEING)) == 3


def test_events_for_follow_the_cursor() -> None:
    session = toy_session()
    session.act(0, Pick(2))
    session.undo()
    assert session.events_for(0) == []


def test_on_change_after_every_change() -> None:
    seen: list[tuple[int, int]] = []
    session = toy_session(on_change=lambda s: seen.append((s.cursor, len(s.log))))
    session.act(0, Shout())
    session.act(1, Shout())
    session.undo()
    session.redo()
    session.undo()
    session.act(0, Pick(1))
    assert seen == [(1, 1), (2, 2), (1, 2), (2, 2), (1, 2), (2, 2)]


def _replay(session: Session) -> object:
    state = GAME.new_game(session.setup, session.seed)
    for entry in session.played:
        state = GAME.apply(state, entry.player, entry.action).state
    return state


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.sampled_from([HUMAN, COMPUTER]), min_size=2, max_size=2),
    st.lists(st.tuples(st.sampled_from(["act", "undo", "redo"]), st.integers(0, 99)), max_size=40),
)
def test_random_play_keeps_the_session_consistent(
    kinds: list[str], steps: list[tuple[str, int]]
) -> None:
    session = toy_session(*kinds)
    for command, pick in steps:
        if command == "act":
            to_act = GAME.to_act(session.state)
            movers = sorted(to_act.players | to_act.anyone)
            if not movers:
                continue
            player = movers[pick % len(movers)]
            legal = GAME.legal_actions(session.state, player)
            session.act(player, legal[pick % len(legal)])
            assert not session.can_redo()
        elif command == "undo" and session.can_undo():
            before = session.cursor
            session.undo()
            undone = session.log[session.cursor : before]
            assert undone and not any(e.irreversible for e in undone)
            assert not session.seats[undone[0].player].is_computer
            assert all(session.seats[e.player].is_computer for e in undone[1:])
        elif command == "redo" and session.can_redo():
            before = session.cursor
            session.redo()
            assert session.cursor > before
        assert 0 <= session.cursor <= len(session.log)
        assert session.state == _replay(session)
        assert session.can_undo() == (session.undo_target() is not None)


def test_play_again_reseats_names_and_seats_with_the_same_options() -> None:
    old = toy_session(HUMAN, COMPUTER)
    new = old.reseated((1, 0), seed=11)
    assert new.setup.players == ("Bea", "Ada") and new.setup.options == old.setup.options
    assert new.seats == (old.seats[1], old.seats[0]) and new.seed == 11
    assert new.game_id == old.game_id and new.log == [] and new.on_change is None
