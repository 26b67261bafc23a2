"""The protocol: action codec, options, events, who acts, legality checks."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum, IntEnum, StrEnum
from typing import Any, Literal, Optional

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spielesammlung.core.protocol import (
    ALL_SEEING,
    NOBODY,
    ActionCodec,
    Event,
    IllegalAction,
    NotYourTurn,
    OptionSpec,
    Result,
    RulesError,
    Setup,
    ToAct,
    check_legal,
    options_with_defaults,
)

from . import toy_game


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


class Rank(IntEnum):
    LOW = 1
    HIGH = 2


class Side(StrEnum):
    LEFT = "left"
    RIGHT = "right"


@dataclass(frozen=True)
class Move:
    piece: int
    to: tuple[int, int]
    path: tuple[tuple[int, int], ...]
    name: str
    flip: bool


@dataclass(frozen=True)
class Choose:
    colour: Colour
    rank: Rank
    side: Side
    target: int | None
    label: Optional[str]  # noqa: UP045 - the old spelling must work too
    colours: tuple[Colour, ...]
    marks: frozenset[int]
    hues: frozenset[Colour]


@dataclass(frozen=True)
class Claim:
    side: Literal["red", "blue"]
    count: Literal[1, 2]


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Positive:
    value: int

    def __post_init__(self) -> None:
        if self.value <= 0:
            raise ValueError("must be positive")


CODEC = ActionCodec(Move, Choose, Claim, Pass, Positive)

small = st.integers(-(10**12), 10**12)
texts = st.text(max_size=8)
moves = st.builds(
    Move,
    small,
    st.tuples(small, small),
    st.lists(st.tuples(small, small), max_size=4).map(tuple),
    texts,
    st.booleans(),
)
chooses = st.builds(
    Choose,
    st.sampled_from(Colour),
    st.sampled_from(Rank),
    st.sampled_from(Side),
    st.none() | small,
    st.none() | texts,
    st.lists(st.sampled_from(Colour), max_size=3).map(tuple),
    st.frozensets(small, max_size=4),
    st.frozensets(st.sampled_from(Colour)),
)
claims = st.builds(Claim, st.sampled_from(["red", "blue"]), st.sampled_from([1, 2]))
actions = moves | chooses | claims | st.just(Pass()) | st.builds(Positive, st.integers(1, 99))


def _types(value: object) -> object:
    """The value with the exact type of every part (so True and 1 differ)."""
    if isinstance(value, tuple | frozenset):
        return (type(value), sorted((_types(v) for v in value), key=repr))
    if hasattr(value, "__dataclass_fields__"):
        return (type(value), [_types(getattr(value, f)) for f in value.__dataclass_fields__])
    return (type(value), value)


@settings(max_examples=150, deadline=None)
@given(actions)
def test_codec_round_trip_through_json(action: object) -> None:
    data = CODEC.encode(action)
    assert data["type"] == type(action).__name__
    decoded = CODEC.decode(json.loads(json.dumps(data)))
    assert decoded == action
    assert _types(decoded) == _types(action)


@settings(max_examples=100, deadline=None)
@given(moves | claims | st.just(Pass()))
def test_codec_encoding_is_canonical(action: object) -> None:
    data = json.loads(json.dumps(CODEC.encode(action)))
    assert CODEC.encode(CODEC.decode(data)) == data


def test_codec_encodes_enums_by_value() -> None:
    action = Choose(
        Colour.RED,
        Rank.HIGH,
        Side.LEFT,
        None,
        "x",
        (Colour.BLUE,),
        frozenset({3, 1}),
        frozenset(Colour),
    )
    assert json.loads(json.dumps(CODEC.encode(action))) == {
        "type": "Choose",
        "colour": "red",
        "rank": 2,
        "side": "left",
        "target": None,
        "label": "x",
        "colours": ["blue"],
        "marks": [1, 3],
        "hues": ["blue", "red"],
    }


def test_codec_of_the_toy_game() -> None:
    codec = toy_game.GAME.codec
    for action in (toy_game.Pick(1), toy_game.Pick(2), toy_game.Shout()):
        assert codec.decode(json.loads(json.dumps(codec.encode(action)))) == action


GOOD_MOVE: dict[str, Any] = {
    "type": "Move",
    "piece": 1,
    "to": [2, 3],
    "path": [],
    "name": "a",
    "flip": False,
}
GOOD_CHOOSE: dict[str, Any] = {
    "type": "Choose",
    "colour": "red",
    "rank": 1,
    "side": "left",
    "target": None,
    "label": None,
    "colours": [],
    "marks": [],
    "hues": [],
}


def _with(base: dict[str, Any], **changes: object) -> dict[str, Any]:
    return {**base, **changes}


def _without(base: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in base.items() if k != key}


MALFORMED = [
    None,
    3,
    "Move",
    [GOOD_MOVE],
    {},
    {"piece": 1},
    {"type": "Nope"},
    {"type": None},
    {"type": ["Move"]},
    {"type": {"Move": 1}},
    {"type": "move"},
    {"type": "Pick", "number": 1},  # another game's action
    _without(GOOD_MOVE, "piece"),
    _without(GOOD_MOVE, "flip"),
    _with(GOOD_MOVE, piece="1"),
    _with(GOOD_MOVE, piece=1.0),
    _with(GOOD_MOVE, piece=1.5),
    _with(GOOD_MOVE, piece=None),
    _with(GOOD_MOVE, piece=[1]),
    _with(GOOD_MOVE, piece=True),
    _with(GOOD_MOVE, flip=0),
    _with(GOOD_MOVE, flip=1),
    _with(GOOD_MOVE, flip="true"),
    _with(GOOD_MOVE, flip=None),
    _with(GOOD_MOVE, name=5),
    _with(GOOD_MOVE, name=None),
    _with(GOOD_MOVE, to=[1]),
    _with(GOOD_MOVE, to=[1, 2, 3]),
    _with(GOOD_MOVE, to=[1, "2"]),
    _with(GOOD_MOVE, to=[1, True]),
    _with(GOOD_MOVE, to={"0": 1, "1": 2}),
    _with(GOOD_MOVE, to="12"),
    _with(GOOD_MOVE, to=12),
    _with(GOOD_MOVE, path=[[1, 2], [3]]),
    _with(GOOD_MOVE, path=[1, 2]),
    _with(GOOD_MOVE, path=None),
    _with(GOOD_MOVE, bogus=1),
    _with(GOOD_CHOOSE, colour="green"),
    _with(GOOD_CHOOSE, colour="RED"),
    _with(GOOD_CHOOSE, colour=None),
    _with(GOOD_CHOOSE, colour=0),
    _with(GOOD_CHOOSE, rank=3),
    _with(GOOD_CHOOSE, rank="1"),
    _with(GOOD_CHOOSE, rank=True),
    _with(GOOD_CHOOSE, rank=1.0),
    _with(GOOD_CHOOSE, side="up"),
    _with(GOOD_CHOOSE, side=0),
    _with(GOOD_CHOOSE, target="3"),
    _with(GOOD_CHOOSE, target=False),
    _with(GOOD_CHOOSE, label=3),
    _with(GOOD_CHOOSE, colours=["red", "green"]),
    _with(GOOD_CHOOSE, colours="red"),
    _with(GOOD_CHOOSE, marks=[1, "2"]),
    _with(GOOD_CHOOSE, marks=[[1]]),
    _with(GOOD_CHOOSE, marks=5),
    _with(GOOD_CHOOSE, hues=["red", "pink"]),
    {"type": "Claim", "side": "green", "count": 1},
    {"type": "Claim", "side": "red", "count": 3},
    {"type": "Claim", "side": "red", "count": True},
    {"type": "Claim", "side": "red", "count": "1"},
    {"type": "Pass", "extra": 1},
    {"type": "Positive", "value": 0},
    {"type": "Positive", "value": -4},
]


@pytest.mark.parametrize("data", MALFORMED, ids=repr)
def test_codec_rejects_malformed_data(data: object) -> None:
    with pytest.raises(IllegalAction):
        CODEC.decode(data)


def test_codec_accepts_the_good_examples() -> None:
    assert CODEC.decode(GOOD_MOVE) == Move(1, (2, 3), (), "a", False)
    assert CODEC.decode(GOOD_CHOOSE) == Choose(
        Colour.RED, Rank.LOW, Side.LEFT, None, None, (), frozenset(), frozenset()
    )
    assert CODEC.decode({"type": "Pass"}) == Pass()


@settings(max_examples=100, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
        lambda c: st.lists(c) | st.dictionaries(st.text(), c),
        max_leaves=10,
    )
)
def test_codec_rejects_arbitrary_json_with_the_typed_error(data: object) -> None:
    try:
        action = CODEC.decode(data)
    except IllegalAction:
        return
    assert type(action) in (Move, Choose, Claim, Pass, Positive)


def test_codec_refuses_to_encode_foreign_actions() -> None:
    @dataclass(frozen=True)
    class Move:  # same name, another class
        piece: int

    with pytest.raises(IllegalAction):
        CODEC.encode(Move(1))
    with pytest.raises(IllegalAction):
        CODEC.encode(toy_game.Pick(1))


def test_typed_errors() -> None:
    assert issubclass(NotYourTurn, IllegalAction)
    assert issubclass(IllegalAction, RulesError)


# -- options ------------------------------------------------------------------------------
SPECS = (
    OptionSpec("classic", False),
    OptionSpec("first", "red", ("red", "blue")),
    OptionSpec("size", 3, (3, 4, 5), players=(2,)),
)


def test_options_with_defaults_fills_in_defaults() -> None:
    assert options_with_defaults(SPECS, {}) == {"classic": False, "first": "red", "size": 3}
    given = {"first": "blue", "size": 5}
    assert options_with_defaults(SPECS, given) == {"classic": False, "first": "blue", "size": 5}
    assert given == {"first": "blue", "size": 5}
    assert options_with_defaults((), {}) == {}


@pytest.mark.parametrize(
    "given",
    [
        {"unknown": True},
        {"classic": "yes"},
        {"classic": None},
        {"classic": 0},
        {"classic": 1},
        {"first": "green"},
        {"first": "Red"},
        {"size": 6},
        {"size": "3"},
        {"size": 3.0},
        {"size": True},
        {"first": ["red"]},
    ],
    ids=repr,
)
def test_options_with_defaults_rejects_bad_values(given: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        options_with_defaults(SPECS, given)


def test_option_values_keep_their_type() -> None:
    options = options_with_defaults(SPECS, {"classic": True})
    assert options["classic"] is True


@pytest.mark.parametrize(
    ("spec", "text", "value"),
    [
        (SPECS[0], "true", True),
        (SPECS[0], "True", True),
        (SPECS[0], " TRUE ", True),
        (SPECS[0], "false", False),
        (SPECS[1], "blue", "blue"),
        (SPECS[1], "RED", "red"),
        (SPECS[2], "4", 4),
    ],
)
def test_option_parse(spec: OptionSpec, text: str, value: object) -> None:
    parsed = spec.parse(text)
    assert parsed == value
    assert type(parsed) is type(value)


@pytest.mark.parametrize(
    ("spec", "text"),
    [(SPECS[0], "yes"), (SPECS[0], "1"), (SPECS[0], ""), (SPECS[1], "green"), (SPECS[2], "6")],
)
def test_option_parse_rejects(spec: OptionSpec, text: str) -> None:
    with pytest.raises(ValueError, match=spec.id):
        spec.parse(text)


@given(st.sampled_from(SPECS).flatmap(lambda s: st.tuples(st.just(s), st.sampled_from(s.choices))))
def test_option_parse_reads_every_choice(pair: tuple[OptionSpec, object]) -> None:
    spec, choice = pair
    assert spec.parse(str(choice)) == choice


# -- events, turns, results -------------------------------------------------------------
@dataclass(frozen=True)
class Said(Event):
    text: str


def test_public_event_is_seen_by_everyone() -> None:
    event = Said("hi")
    assert all(event.visible_to(v) for v in (None, ALL_SEEING, 0, 1, 4))


def test_secret_event_is_seen_only_by_its_seats() -> None:
    event = Said("psst", seen_by=frozenset({1, 3}))
    assert event.visible_to(1) and event.visible_to(3) and event.visible_to(ALL_SEEING)
    assert not event.visible_to(None)
    assert not event.visible_to(0)
    assert not event.visible_to(2)
    assert not Said("nobody", seen_by=frozenset()).visible_to(0)


def test_to_act() -> None:
    assert ToAct.one(2) == ToAct(players=frozenset({2}))
    assert ToAct.one(2).may_act(2) and not ToAct.one(2).may_act(1)
    both = ToAct(players=frozenset({0}), anyone=frozenset({1, 2}))
    assert [both.may_act(p) for p in range(4)] == [True, True, True, False]
    assert not any(NOBODY.may_act(p) for p in range(5))


def test_setup_and_result() -> None:
    setup = Setup(("a", "b", "c"), {"x": 1})
    assert setup.count == 3 and setup.option("x") == 1
    assert Result(frozenset()).draw
    assert not Result(frozenset({0}), (3, 1)).draw


def test_check_legal() -> None:
    game = toy_game.GAME
    state = game.new_game(Setup(("a", "b")), 0)
    check_legal(game, state, 0, toy_game.Pick(1))
    with pytest.raises(NotYourTurn):
        check_legal(game, state, 2, toy_game.Pick(1))
    with pytest.raises(IllegalAction):
        check_legal(game, state, 0, toy_game.Pick(3))
    state = game.apply(state, 0, toy_game.Pick(1)).state
    with pytest.raises(IllegalAction):
        check_legal(game, state, 0, toy_game.Pick(2))
    check_legal(game, state, 0, toy_game.Shout())
