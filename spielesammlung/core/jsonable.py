"""Turn views and results (dataclasses, tuples, sets, enums) into plain JSON values."""

from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any


def jsonable(value: Any) -> Any:
    """Plain JSON values; an object with a `to_json()` method chooses its own form."""
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
