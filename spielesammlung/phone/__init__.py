"""What a phone shows (issue 15): each seat's secrets and legal actions in words, pure Python.

The table server adds `present(seat, view, legal)` to each view message as "show": the phone
page (resources/phone/) renders it without knowing the game. A text T comes in both languages
(`{"en": ..., "de": ...}`, made from the catalogue's labels by `localised`), or is the same in
every language (a plain string: a name, a number); the page picks one after the browser's
language. Everything here is made from `view_for(seat)` and that seat's legal actions only.

"show" = {
  "secrets": [{"text": T, "art": str | None}],  # the seat's own secrets
  "info": [T],  # public lines: round, whose turn, money
  "prompt": T | None,  # what to decide now
  "actions": [{"text": T, "note": T | None, "group": T | None, "art": str | None,
               "pick": str | None}],
  "picture": [{"title": T | None, "cells": [CELL]}] | None,  # rows drawn above the buttons
}  # actions[i] labels legal[i]; art is a file name under resources/art/

CELL = {"text": T | None, "art": str | None, "layers": LAYERS | None, "stack": [str] | None,
        "pick": str | None, "marked": bool, "say": T}
LAYERS = {"box": "0 0 W H", "ids": [str]}  # `art` composed of these elements, bottom first
A cell of the picture: its art (a file name; "#svgView(viewBox(...))" after it shows a part),
a caption, a stack of coloured slots bottom to top ("red", "blue", "" for an empty one); `say`
is what a screen reader hears. A cell with a `pick` is tappable when some action carries the
same `pick`: the tap narrows the buttons to those actions (the buttons stay the full,
accessible list). `marked`: a legal target.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Sequence
from typing import Any

from ..core import registry
from ..core.catalogue import texts
from ..core.choices import Choices
from ..core.label import Label, translate

Words = Label | str  # a catalogue label (made a text per language by `localised`), or the same
# in every language (a name, a number)
Present = Callable[[int, Any, Sequence[Any]], dict[str, Any]]


def turn(names: Sequence[str], player: int, seat: int) -> Label:
    """Whose turn it is, as the seat `seat` reads it."""
    if player == seat:
        return translate("Phone", "Turn: you")
    return translate("Phone", "Turn: %1").arg(names[player])


def action(
    text: Words,
    group: Words | None = None,
    art: str | None = None,
    note: Words | None = None,
    pick: str | None = None,
) -> dict[str, Any]:
    return {"text": text, "note": note, "group": group, "art": art, "pick": pick}


def secret(text: Words, art: str | None = None) -> dict[str, Any]:
    return {"text": text, "art": art}


def cell(
    say: Words,
    text: Words | None = None,
    art: str | None = None,
    stack: Sequence[str] | None = None,
    pick: str | None = None,
    marked: bool = False,
    layers: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """One cell of a picture row (see "show" above)."""
    listed = None if stack is None else list(stack)
    return {
        "text": text,
        "art": art,
        "layers": layers,
        "stack": listed,
        "pick": pick,
        "marked": marked,
        "say": say,
    }


def row(cells: Sequence[dict[str, Any]], title: Words | None = None) -> dict[str, Any]:
    return {"title": title, "cells": list(cells)}


def generic(names: Sequence[str]) -> Present:
    """For a game without a label module: the action's own words."""

    def present(seat: int, view: Any, legal: Sequence[Any]) -> dict[str, Any]:
        return {
            "secrets": [],
            "info": [],
            "prompt": None,
            "actions": [action(repr(a)) for a in legal],
            "picture": None,
        }

    return present


def modelled(model: Any) -> Present:
    """For a game with a model of choices (games/<game>/choices.py) but no page of its own:
    the model's prompt and buttons."""

    def present(seat: int, view: Any, legal: Sequence[Any]) -> dict[str, Any]:
        made = model.choices(view, seat, legal)
        return {
            "secrets": [],
            "info": [],
            "prompt": made.prompt,
            "actions": actions(made),
            "picture": None,
        }

    return present


def presenter(game_id: str, names: Sequence[str]) -> Present:
    """The `present` function of `game_id` for a table of `names`: the module its entry names
    (`GameEntry.phone`, the games with secrets), else its model of choices, else the actions'
    own words."""
    entry = registry.entry(game_id)
    model = f"{entry.module}.choices"
    if entry.phone is not None:
        made: Present = importlib.import_module(entry.phone).presenter(names)
    elif entry.module is not None and importlib.util.find_spec(model) is not None:
        made = modelled(importlib.import_module(model))
    else:
        made = generic(names)
    title = {"en": entry.name_en, "de": entry.name_de}

    def present(seat: int, view: Any, legal: Sequence[Any]) -> dict[str, Any]:
        shown = {"game": title, "players": list(names), "picture": None, **made(seat, view, legal)}
        return localised(shown)

    return present


def localised(shown: Any) -> Any:
    """`shown` with every catalogue label made a text in both languages."""
    if isinstance(shown, Label):
        return texts(shown)
    if isinstance(shown, dict):
        return {key: localised(value) for key, value in shown.items()}
    if isinstance(shown, list | tuple):
        return [localised(value) for value in shown]
    return shown


def actions(choices: Choices) -> list[dict[str, Any]]:
    """The phone's buttons of a seat's choices (core.choices), in the order of its legal actions:
    a choice's board target is the picture cell's `pick` that narrows the buttons to it."""
    return [
        {"text": c.label, "note": c.note, "group": c.group, "art": c.art, "pick": c.target}
        for c in choices.items
    ]
