"""Plain-JSON views and seats."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from enum import Enum, IntEnum

import pytest

from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.seats import COMPUTER, HUMAN, RandomBot, Seat, interjection_order


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


class Rank(IntEnum):
    ONE = 1


@dataclass(frozen=True)
class Inner:
    colour: Colour
    marks: frozenset[int]


@dataclass(frozen=True)
class Outer:
    inner: Inner
    cells: tuple[tuple[int | None, ...], ...]
    by_colour: dict[Colour, int]
    by_rank: dict[Rank, str]
    by_number: dict[int, bool]


def test_jsonable_view() -> None:
    view = Outer(
        Inner(Colour.BLUE, frozenset({3, 1, 2})),
        ((1, None), ()),
        {Colour.RED: 2},
        {Rank.ONE: "x"},
        {4: True},
    )
    data = jsonable(view)
    assert data == {
        "inner": {"colour": "blue", "marks": [1, 2, 3]},
        "cells": [[1, None], []],
        "by_colour": {"red": 2},
        "by_rank": {"1": "x"},
        "by_number": {"4": True},
    }
    assert json.loads(json.dumps(data)) == data


def test_jsonable_leaves_plain_values() -> None:
    assert jsonable(None) is None and jsonable("ä") == "ä" and jsonable(2.5) == 2.5
    assert jsonable(Inner) is Inner  # a class is not a dataclass value


def test_seat_json_round_trip() -> None:
    for seat in (Seat(), Seat(HUMAN), Seat(COMPUTER, "easy"), Seat(COMPUTER, "strong")):
        assert Seat.from_json(json.loads(json.dumps(seat.to_json()))) == seat
    assert not Seat().is_computer and Seat(COMPUTER, "easy").is_computer


@pytest.mark.parametrize(
    "data",
    [
        None,
        "human",
        [],
        {},
        {"kind": "robot"},
        {"kind": "computer", "level": 1},
        {"kind": ["human"]},
    ],
)
def test_seat_from_bad_json(data: object) -> None:
    with pytest.raises(ValueError):
        Seat.from_json(data)


def test_random_bot() -> None:
    bot, rng = RandomBot(), random.Random(1)
    assert {bot.choose(None, 0, ("a", "b"), rng) for _ in range(50)} == {"a", "b"}
    assert bot.interject(None, 0, ("a",), rng) is None


def test_out_of_turn_seats_are_asked_clockwise_from_the_seat_after_the_last_actor() -> None:
    assert interjection_order({0, 1, 2}, 3, last=0) == [1, 2, 0]
    assert interjection_order({0, 1, 2}, 3, last=1) == [2, 0, 1]
    assert interjection_order({0, 1, 2}, 3, last=2) == [0, 1, 2]
    assert interjection_order({0, 2, 3}, 4, last=2) == [3, 0, 2]  # seat 1 may not act
