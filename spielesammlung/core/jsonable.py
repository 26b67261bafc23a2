"""Turn views and results (dataclasses, tuples, sets, enums) into plain JSON values."""

from __future__ import annotations

import dataclasses
from enum import Enum
from functools import cache
from typing import Any

_PLAIN = frozenset({str, int, float, bool, type(None)})  # exactly these types: kept as they are


@cache
def _field_names(cls: Any) -> tuple[str, ...] | None:
    """The fields of a dataclass (None: `cls` is none, or has its own JSON form)."""
    if hasattr(cls, "to_json") or not dataclasses.is_dataclass(cls):
        return None
    return tuple(f.name for f in dataclasses.fields(cls))


def jsonable(value: Any) -> Any:
    """Plain JSON values; an object with a `to_json()` method chooses its own form."""
    kind: Any = type(value)
    if kind in _PLAIN:
        return value
    if kind is tuple or kind is list:
        return [jsonable(v) for v in value]
    names = _field_names(kind)
    if names is not None:
        return {name: jsonable(getattr(value, name)) for name in names}
    to_json = getattr(value, "to_json", None)
    if callable(to_json) and not isinstance(value, type):
        return jsonable(to_json())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(jsonable(k)): jsonable(v) for k, v in value.items()}
    if isinstance(value, frozenset | set):
        return sorted((jsonable(v) for v in value), key=repr)
    if isinstance(value, tuple | list):
        return [jsonable(v) for v in value]
    return value
