"""A view received as JSON made the game's own view object again, from its type annotations.

The host sends `jsonable(view_for(state, seat))`; the client rebuilds the dataclasses, tuples,
frozensets and enums the game's `view_for` is annotated to return (a view with a JSON form
of its own, `to_json`, is read back by its `from_json`), so that the desktop board and
the computer players read a received view exactly as they read one made at home. Anything that
does not fit the annotation is refused (BadView), never guessed.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any

from ..core.protocol import Event, Game


class BadView(ValueError):
    """The received value does not fit the view's annotation."""


@cache
def view_type(game_class: type[Game[Any, Any]]) -> Any:
    """What `game_class.view_for` is annotated to return."""
    return typing.get_type_hints(game_class.view_for)["return"]


def decodable(game: Game[Any, Any]) -> bool:
    """Whether the views of `game` can be rebuilt here (dataclasses without a JSON form of
    their own): only then can its seats be played on another computer."""
    hint = view_type(type(game))
    own_form = hasattr(hint, "to_json")  # then it must read its form back (`from_json`)
    return dataclasses.is_dataclass(hint) and (not own_form or hasattr(hint, "from_json"))


def decode_view(game: Game[Any, Any], data: object) -> Any:
    """`data` (the JSON of a view of `game`) as the game's view object."""
    return rebuild(data, view_type(type(game)))


def rebuild(value: object, hint: Any) -> Any:
    """`value` (plain JSON) rebuilt as `hint` describes it."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        if value is None and type(None) in args:
            return None
        for option in (a for a in args if a is not type(None)):
            try:
                return rebuild(value, option)
            except BadView:
                continue
        raise BadView(f"{value!r} does not fit {hint}")
    if hint is type(None):
        if value is None:
            return None
    elif hint is Any or hint is object:
        return value
    elif origin in (tuple, frozenset, list):
        if isinstance(value, list):
            return _sequence(value, origin, args)
    elif origin is dict:
        if isinstance(value, dict):
            key, item = args
            return {_key(k, key): rebuild(v, item) for k, v in value.items()}
    elif origin is typing.Literal:
        if value in args:
            return value
    elif isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(value)
        except ValueError:
            pass
    elif isinstance(hint, type) and hasattr(hint, "to_json") and hasattr(hint, "from_json"):
        try:  # a view with a JSON form of its own (Heimlich) reads it back itself
            return hint.from_json(value)
        except (ValueError, TypeError):
            pass
    elif isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if isinstance(value, dict):
            return _dataclass(value, hint)
    elif hint is float and type(value) in (int, float):
        return float(value)  # type: ignore[arg-type]
    elif hint in (bool, int, str) and type(value) is hint:
        return value
    raise BadView(f"{value!r} does not fit {hint}")


def _sequence(value: list[Any], origin: Any, args: tuple[Any, ...]) -> Any:
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        if len(args) != len(value):
            raise BadView(f"{value!r} has the wrong length")
        return tuple(rebuild(v, a) for v, a in zip(value, args, strict=True))
    items = [rebuild(v, args[0] if args else Any) for v in value]
    return tuple(items) if origin is tuple else frozenset(items) if origin is frozenset else items


def _key(key: str, hint: Any) -> Any:
    """A dict key (JSON keys are strings)."""
    if hint is int:
        try:
            return int(key)
        except ValueError:
            raise BadView(f"{key!r} is not a number") from None
    return rebuild(key, hint)


@cache
def _fields(cls: type) -> tuple[list[dataclasses.Field[Any]], dict[str, Any]]:
    """The fields a dataclass is made of, and their annotations."""
    return [f for f in dataclasses.fields(cls) if f.init], typing.get_type_hints(cls)


def _dataclass(value: dict[str, Any], cls: type) -> Any:
    fields, hints = _fields(cls)
    names = {f.name for f in fields}
    if set(value) - names:
        raise BadView(f"{cls.__name__}: unknown fields {sorted(set(value) - names)}")
    kwargs = {}
    for f in fields:
        if f.name not in value:
            raise BadView(f"{cls.__name__}: missing field {f.name}")
        kwargs[f.name] = rebuild(value[f.name], hints[f.name])
    return cls(**kwargs)


@cache
def event_types(game_class: type[Game[Any, Any]]) -> dict[str, type[Event]]:
    """The events of `game_class` by their class name: those defined in its package."""
    package = game_class.__module__.rsplit(".", 1)[0] + "."
    found: dict[str, type[Event]] = {}
    todo = list(Event.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith(package):
            found[cls.__name__] = cls
    return found


def decode_events(game: Game[Any, Any], items: object) -> tuple[Event, ...]:
    """The events of a view message ({"kind", "event"} each) as the game's own event objects,
    for the board's animations, sounds and log (BadView when one does not fit)."""
    if not isinstance(items, list):
        raise BadView(f"{items!r} is no list of events")
    kinds = event_types(type(game))
    events = []
    for item in items:
        kind = item.get("kind") if isinstance(item, dict) else None
        cls = kinds.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise BadView(f"{item!r} is no event of this game")
        events.append(rebuild(item.get("event"), cls))
    return tuple(events)
