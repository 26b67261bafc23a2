"""Seats on another computer (issue 26): the table waits for them and shows nothing of theirs."""

from __future__ import annotations

import pytest

from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, PHONE, REMOTE, Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase, Step, Table

from . import toy_game
from .test_table import Choose, TurnGame
from .toy_game import Pick


def toy(*seats: Seat) -> Session:
    return Session("toy", toy_game.GAME, Setup(("Ada", "Bea")), 7, seats)


def test_a_remote_seat_round_trips_through_json_and_is_away() -> None:
    seat = Seat(HUMAN, place=REMOTE)
    assert seat.remote and seat.away and not seat.on_phone
    assert seat.to_json() == {"kind": HUMAN, "level": None, "place": REMOTE}
    assert Seat.from_json(seat.to_json()) == seat
    assert Seat().to_json() == {"kind": HUMAN, "level": None}  # older saves stay the same
    assert not Seat().away and Seat(place=PHONE).away
    with pytest.raises(ValueError):
        Seat.from_json({"kind": HUMAN, "place": "moon"})


def test_the_table_waits_for_a_remote_seat_and_the_screen_keeps_its_own_human() -> None:
    session = toy(Seat(), Seat(HUMAN, place=REMOTE))
    table = Table(session)
    assert table.remotes == {1} and table.screen_seats == [0]
    assert table.base_viewer() == 0  # the one human in the room: no handovers, their own view
    assert table.step() == Step(Phase.HUMAN, 0, 0)
    table.act(0, Pick(1))
    assert table.step() == Step(Phase.REMOTE, 1, 0)  # the screen still shows seat 0's view
    assert table.out_of_turn() == [0]  # only the human here gets a button
    table.act(1, Pick(2))  # its action comes from its computer
    assert table.step().phase in (Phase.HUMAN, Phase.FINISHED)


def test_only_remote_humans_leave_the_public_view_on_the_screen() -> None:
    session = toy(Seat(HUMAN, place=REMOTE), Seat(HUMAN, place=REMOTE))
    table = Table(session)
    assert table.screen_seats == [] and table.base_viewer() is None
    assert table.step() == Step(Phase.REMOTE, 0, None)
    with_computer = Table(toy(Seat(COMPUTER, "easy"), Seat(HUMAN, place=REMOTE)))
    assert with_computer.base_viewer() is None  # never all-seeing while a human plays elsewhere


def test_a_remote_decision_that_is_not_private_is_still_made_there() -> None:
    seats = [Seat(), Seat(HUMAN, place=REMOTE), Seat(HUMAN, place=PHONE)]
    session = Session("turns", TurnGame(private=False), Setup(("a", "b", "c")), 1, seats)
    table = Table(session)
    assert table.step() == Step(Phase.HUMAN, 0, None)
    table.act(0, Choose(1))
    assert table.step() == Step(Phase.REMOTE, 1, None)
    table.act(1, Choose(1))
    assert table.step() == Step(Phase.HUMAN, 2, None)  # a phone seat, as before
    table.act(2, Choose(1))
    assert table.out_of_turn() == [0]


def test_the_screen_seats_decide_first_when_several_must_act_at_once() -> None:
    session = toy(Seat(HUMAN, place=REMOTE), Seat())
    table = Table(session)
    assert table.deciding() == [0, 1]
    assert table.step() == Step(Phase.HUMAN, 1, 1)
    table.act(1, Pick(1))
    assert table.step() == Step(Phase.REMOTE, 0, 1)


def test_a_remote_seat_keeps_its_code_in_the_save() -> None:
    seat = Seat(HUMAN, place=REMOTE, code="KXMP")
    assert seat.to_json() == {"kind": HUMAN, "level": None, "place": REMOTE, "code": "KXMP"}
    assert Seat.from_json(seat.to_json()) == seat
    assert Seat.from_json({"kind": HUMAN, "place": PHONE, "code": "KXMP"}).code is None
    for bad in ("", 7, "A" * 17):
        with pytest.raises(ValueError):
            Seat.from_json({"kind": HUMAN, "place": REMOTE, "code": bad})
