"""Geheime Mission: a seat's choices (core/choices.py), one per place a die may go."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.choices import Choice, Choices
from ...core.label import Label, translate
from .rules import Place, Symbol, View

SYMBOL_NAMES: dict[Symbol, Label] = {  # the option "harder" uses these words too (options.py)
    Symbol.MICROFILM: translate("Options", "Microfilm"),
    Symbol.SPACESHIP: translate("Options", "Spaceship"),
    Symbol.SUBMARINE: translate("Options", "Submarine"),
    Symbol.COMPUTER: translate("Options", "Computer"),
}
SYMBOL_ART = {
    Symbol.MICROFILM: "mission-mikrofilm.svg",
    Symbol.SPACESHIP: "mission-raumschiff.svg",
    Symbol.SUBMARINE: "mission-u-boot.svg",
    Symbol.COMPUTER: "mission-computer.svg",
}


def column_name(column: int) -> Label:
    return translate("Geheime Mission", "Column %1").arg(column + 1)


def choices(view: View, seat: int, legal: Sequence[Any]) -> Choices:
    """Each column one may place on is a group (and a board target); its choices are the
    symbols that may go on top."""
    items = []
    for action in legal:
        assert isinstance(action, Place)
        target = f"column-{action.column}"
        items.append(
            Choice(
                f"{target}/{action.symbol.name.lower()}",
                action,
                SYMBOL_NAMES[action.symbol],
                group=column_name(action.column),
                target=target,
                art=SYMBOL_ART[action.symbol],
            )
        )
    prompt = (
        translate("Geheime Mission", "Place a die: choose the column and the symbol on top.")
        if items
        else None
    )
    return Choices(prompt, tuple(items))
