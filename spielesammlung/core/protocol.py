"""The one protocol every game follows: setup, who acts, legal actions, apply, result, views.

A game is a stateless object whose methods take an immutable state and return new ones.
Players are seat indices 0..n-1. Nothing here knows about Qt, timers or text.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

from .options import OptionSpec as OptionSpec  # re-exported: games and tools import it here
from .options import OptionValue as OptionValue
from .options import _kind, _same
from .options import options_with_defaults as options_with_defaults

S = TypeVar("S")
A = TypeVar("A")


#: The viewer who sees everything (the watcher of a game between computer players).
ALL_SEEING = -1


class RulesError(Exception):
    """Base of the typed errors the rules raise."""


class IllegalAction(RulesError):
    """The action is not allowed for this player in this state."""


class NotYourTurn(IllegalAction):
    """The player may not act now."""


@dataclass(frozen=True)
class Setup:
    """Who plays and with which options; names are only labels for the UI and saves."""

    players: tuple[str, ...]
    options: Mapping[str, OptionValue] = field(default_factory=dict)

    @property
    def count(self) -> int:
        return len(self.players)

    def option(self, name: str) -> OptionValue:
        return self.options[name]


@dataclass(frozen=True)
class ToAct:
    """Who must or may act now.

    `players` must each act (one player: an ordinary turn; several: simultaneous choices,
    each submitted separately, order irrelevant). `anyone` may act out of turn (an accusation).
    """

    players: frozenset[int] = frozenset()
    anyone: frozenset[int] = frozenset()

    @staticmethod
    def one(player: int) -> ToAct:
        return ToAct(players=frozenset({player}))

    def may_act(self, player: int) -> bool:
        return player in self.players or player in self.anyone


NOBODY = ToAct()


@dataclass(frozen=True)
class Event:
    """Something that happened; `seen_by` None means everyone saw it, else only those seats."""

    seen_by: frozenset[int] | None = field(default=None, kw_only=True)

    def visible_to(self, viewer: int | None) -> bool:
        if self.seen_by is None or viewer == ALL_SEEING:
            return True
        return viewer is not None and viewer in self.seen_by


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """What `apply` returns. `irreversible`: a secret or a chance result was revealed."""

    state: S
    events: tuple[Event, ...] = ()
    irreversible: bool = False


@dataclass(frozen=True)
class Result:
    """The end of a game: the winners (several for a shared win, none for a draw)."""

    winners: frozenset[int]
    scores: tuple[int, ...] | None = None

    @property
    def draw(self) -> bool:
        return not self.winners


class ActionCodec:
    """Turns a game's action dataclasses into JSON-ready dicts and back."""

    def __init__(self, *classes: type) -> None:
        self.classes = {cls.__name__: cls for cls in classes}

    def encode(self, action: object) -> dict[str, Any]:
        name = type(action).__name__
        if self.classes.get(name) is not type(action):
            raise IllegalAction(f"unknown action type {name}")
        data: dict[str, Any] = {"type": name}
        for f in dataclasses.fields(action):  # type: ignore[arg-type]
            data[f.name] = _to_json(getattr(action, f.name))
        return data

    def decode(self, data: object) -> object:
        kind = data.get("type") if isinstance(data, dict) else None
        if not isinstance(data, dict) or not isinstance(kind, str) or kind not in self.classes:
            raise IllegalAction(f"not an action of this game: {data!r}")
        cls = self.classes[kind]
        hints = typing.get_type_hints(cls)
        fields = dataclasses.fields(cls)
        unknown = set(data) - {"type"} - {f.name for f in fields}
        if unknown:
            raise IllegalAction(f"{kind}: unknown fields {sorted(map(repr, unknown))}")
        kwargs = {}
        for f in fields:
            if f.name not in data:
                raise IllegalAction(f"{kind}: missing field {f.name}")
            kwargs[f.name] = _from_json(data[f.name], hints[f.name])
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as error:
            raise IllegalAction(str(error)) from error


def _to_json(value: object) -> object:
    if isinstance(value, Enum):
        return _to_json(value.value)
    if isinstance(value, frozenset):
        return sorted(_to_json(v) for v in value)  # type: ignore[type-var]
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: object, hint: object) -> object:
    """Rebuild a field value from JSON, checking it against the field's annotation."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        for option in args:
            try:
                return _from_json(value, option)
            except IllegalAction:
                continue
        raise IllegalAction(f"{value!r} does not fit {hint}")
    if hint is type(None):
        if value is None:
            return None
        raise IllegalAction(f"{value!r} is not None")
    if origin in (tuple, frozenset):
        if not isinstance(value, list):
            raise IllegalAction(f"{value!r} is not a list")
        if origin is frozenset:
            return frozenset(_from_json(v, args[0]) for v in value)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_from_json(v, args[0]) for v in value)
        if len(args) != len(value):
            raise IllegalAction(f"{value!r} has the wrong length")
        return tuple(_from_json(v, a) for v, a in zip(value, args, strict=True))
    if origin is typing.Literal:
        if any(_same(value, choice) for choice in args):
            return value
    elif isinstance(hint, type) and issubclass(hint, Enum):
        for member in hint:
            if _same(value, member.value):
                return member
    elif hint in (bool, int, str) and _kind(value) is hint:
        return value
    raise IllegalAction(f"{value!r} does not fit {hint}")


class Game(Protocol[S, A]):
    """The rules of one game. Every method is pure: states are never changed in place."""

    id: str
    rules_version: int
    codec: ActionCodec

    def new_game(self, setup: Setup, seed: int) -> S:
        """The initial state; all chance comes from `seed` and is carried in the state."""
        ...

    def to_act(self, state: S) -> ToAct:
        """Who must act now and who may act out of turn (NOBODY once finished)."""
        ...

    def legal_actions(self, state: S, player: int) -> Sequence[A]:
        """Every action `player` may take now (empty when the player may not act)."""
        ...

    def apply(self, state: S, player: int, action: A) -> Outcome[S]:
        """The state after `player` took `action`; raises IllegalAction when not allowed."""
        ...

    def result(self, state: S) -> Result | None:
        """The result once the game is over, else None."""
        ...

    def view_for(self, state: S, viewer: int | None) -> object:
        """What `viewer` may see (None: the public view; ALL_SEEING: everything)."""
        ...

    def private_decision(self, state: S, player: int) -> bool:
        """Whether `player`'s decision now needs the screen passed to them alone."""
        ...


def check_legal(game: Game[S, A], state: S, player: int, action: A) -> None:
    """Raise the typed error when `action` is not among `player`'s legal actions."""
    if not game.to_act(state).may_act(player):
        raise NotYourTurn(f"player {player} may not act now")
    if action not in game.legal_actions(state, player):
        raise IllegalAction(f"{action!r} is not legal for player {player}")
