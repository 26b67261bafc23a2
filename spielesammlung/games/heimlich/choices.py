"""Heimlich, still & leise: a seat's choices (core/choices.py), one per placement.

A placement is a square and, unless the rules are classic, the one enclosed line that flips:
each square is a group (and a board target), its choices are its lines, numbered as the board
numbers them ("Line 1: flips d4, d5"). Choosing the line is the second step (`line_step`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.choices import Choice, Choices
from ...core.label import Label, translate
from .board import square_name, squares
from .rules import Pass, Place, State, flips


def square_target(square: int) -> str:
    """The board's name of a square ("square-19")."""
    return f"square-{square}"


def line(view: State, action: Place) -> list[int]:
    """The stones `action` flips, nearest to its square first (the board draws them so)."""
    file, rank = action.square % 8, action.square // 8
    return sorted(
        squares(flips(view, action)), key=lambda s: max(abs(s % 8 - file), abs(s // 8 - rank))
    )


def names(line_squares: Sequence[int]) -> str:
    """Squares in the notation, "d4, d5" (the same in every language)."""
    return ", ".join(square_name(s) for s in line_squares)


def choice(view: State, action: Any, number: int, lines: int) -> Choice:
    """The choice of `action`; `number` of `lines` is its line's badge among its square's."""
    if isinstance(action, Pass):
        return Choice("pass", action, translate("Heimlich", "Pass (no stone can enclose any)"))
    assert isinstance(action, Place)
    name = square_name(action.square)
    flipped = names(line(view, action))
    if action.direction is None:  # classic: every enclosed line flips
        label = translate("Heimlich", "Place on %1").arg(name)
        note = translate("Heimlich", "flips %1").arg(flipped)
        return Choice(name, action, label, target=square_target(action.square), note=note)
    if lines == 1:
        label = translate("Heimlich", "Flips %1").arg(flipped)
    else:
        label = translate("Heimlich", "Line %1: flips %2").arg(number, flipped)
    return Choice(
        f"{name}/{action.direction}",
        action,
        label,
        group=translate("Heimlich", "Stone on %1").arg(name),
        target=square_target(action.square),
    )


def choices(view: State, seat: int, legal: Sequence[Any]) -> Choices:
    """One choice per placement (or the pass); a square's lines in the order of `legal`."""
    per_square: dict[int, list[Any]] = {}
    for action in legal:
        if isinstance(action, Place):
            per_square.setdefault(action.square, []).append(action)
    items = []
    for action in legal:
        same = per_square.get(action.square, []) if isinstance(action, Place) else [action]
        items.append(choice(view, action, same.index(action) + 1, len(same)))
    return Choices(prompt(legal), tuple(items))


def prompt(legal: Sequence[Any]) -> Label | None:
    if not legal:
        return None
    if list(legal) == [Pass()]:
        return translate("Heimlich", "No stone of yours can enclose any: you pass.")
    return translate(
        "Heimlich", "Place a stone on a marked square: it must enclose stones of the other side."
    )


def line_step(made: Choices, square: int) -> Choices:
    """The second step on `square`: which of its enclosed lines flips (the only one flips)."""
    target = square_target(square)
    items = tuple(c for c in made.items if c.target == target)
    name = square_name(square)
    if len(items) == 2:
        ask = translate("Heimlich", "Stone on %1: choose which line flips, 1 or 2.").arg(name)
    else:
        ask = translate("Heimlich", "Stone on %1: choose which line flips, 1 to %2.")
        ask = ask.arg(name, len(items))
    return Choices(ask, items)
