"""Geheime Mission on a phone: the own mission card, the scores and where to place a die."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.label import Label, translate
from ..games.geheime_mission.choices import SYMBOL_ART, SYMBOL_NAMES, choices, column_name
from ..games.geheime_mission.rules import HEIGHT, SYMBOLS, View
from . import Present, actions, cell, row, secret, turn

COLOURS = (translate("Geheime Mission", "Red"), translate("Geheime Mission", "Blue"))
DICE = ("red", "blue")  # the stack colours of the seats' dice


def you_play(seat: int) -> Label:
    return translate("Phone", "You play %1").arg(COLOURS[seat])


def times(count: int, symbol: Label) -> Label:
    return translate("Phone", "%1 × %2").arg(count, symbol)


def presenter(names: Sequence[str]) -> Present:
    def present(seat: int, view: Any, legal: Sequence[Any]) -> dict[str, Any]:
        secrets = [secret(you_play(seat), f"mission-die-{DICE[seat]}.svg")]
        card = view.cards[seat]
        if card is not None:
            heading = (
                translate("Phone", "Your mission: on top of the columns (1 point)")
                if card.points == 1
                else translate("Phone", "Your mission: on top of the columns (%1 points)").arg(
                    card.points
                )
            )
            secrets.append(secret(heading, "mission-card.svg"))
            for symbol, count in zip(SYMBOLS, card.counts, strict=True):
                if count:
                    secrets.append(secret(times(count, SYMBOL_NAMES[symbol]), SYMBOL_ART[symbol]))
        elif view.visor_only:
            secrets.append(secret(translate("Phone", "Visor rows only: no mission cards.")))
        scores = " · ".join(f"{names[p]} {view.scores[p]}" for p in range(len(names)))
        info = [translate("Phone", "Round %1 · points: %2").arg(view.round, scores)]
        if view.to_move is not None:
            info.append(turn(names, view.to_move, seat))
        made = choices(view, seat, legal)
        return {
            "secrets": secrets,
            "info": info,
            "prompt": made.prompt,
            "actions": actions(made),
            "picture": picture(view, seat, made.targets()),
        }

    return present


def picture(view: View, seat: int, targets: set[str]) -> list[dict[str, Any]]:
    """The rack as the public view shows it (each column's dice and top face), the columns one
    may place on marked, and the seat's own mission card: made of `view` and the choices only."""
    you = cell(you_play(seat), translate("Phone", "you"), f"mission-die-{DICE[seat]}.svg")
    card = view.cards[seat]
    wanted = [
        cell(times(count, SYMBOL_NAMES[symbol]), translate("Phone", "%1 ×").arg(count), art)
        for symbol, count in zip(SYMBOLS, () if card is None else card.counts, strict=False)
        if count
        for art in (SYMBOL_ART[symbol],)
    ]
    title = None if card is None else translate("Phone", "Your mission")
    rows = [row([you, *wanted], title)]
    columns = []
    for c, (owners, top) in enumerate(zip(view.columns, view.tops, strict=True)):
        on_top = translate("Phone", "empty") if top is None else SYMBOL_NAMES[top]
        say = translate("Phone", "%1: %2, %3 of %4 dice").arg(
            column_name(c), on_top, len(owners), HEIGHT
        )
        stack = [DICE[owner] for owner in owners] + [""] * (HEIGHT - len(owners))
        pick = f"column-{c}"
        columns.append(
            cell(
                say,
                str(c + 1),
                None if top is None else SYMBOL_ART[top],
                stack,
                pick=pick if pick in targets else None,
                marked=pick in targets,
            )
        )
    title = (
        translate("Phone", "The rack: tap a column") if targets else translate("Phone", "The rack")
    )
    rows.append(row(columns, title))
    return rows
