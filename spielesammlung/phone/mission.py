"""Geheime Mission on a phone: the own mission card, the scores and where to place a die."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..games.geheime_mission.rules import HEIGHT, SYMBOLS, Place, Symbol, View
from . import Present, Text, action, cell, join, row, secret, t, turn

SYMBOL_TEXTS: dict[Symbol, Text] = {
    Symbol.MICROFILM: t("microfilm", "Mikrofilm"),
    Symbol.SPACESHIP: t("spaceship", "Raumschiff"),
    Symbol.SUBMARINE: t("submarine", "U-Boot"),
    Symbol.COMPUTER: t("computer", "Computer"),
}
SYMBOL_ART = {
    Symbol.MICROFILM: "mission-mikrofilm.svg",
    Symbol.SPACESHIP: "mission-raumschiff.svg",
    Symbol.SUBMARINE: "mission-u-boot.svg",
    Symbol.COMPUTER: "mission-computer.svg",
}
COLOURS = (t("red", "Rot"), t("blue", "Blau"))
DICE = ("red", "blue")  # the stack colours of the seats' dice


def presenter(names: Sequence[str]) -> Present:
    def present(seat: int, view: Any, legal: Sequence[Any]) -> dict[str, Any]:
        secrets = [
            secret(
                join(t("You play", "Du spielst"), COLOURS[seat]),
                f"mission-die-{DICE[seat]}.svg",
            )
        ]
        card = view.cards[seat]
        if card is not None:
            for symbol, count in zip(SYMBOLS, card.counts, strict=True):
                if count:
                    secrets.append(
                        secret(join(t(f"{count} ×"), SYMBOL_TEXTS[symbol]), SYMBOL_ART[symbol])
                    )
            points = card.points
            secrets.append(
                secret(
                    t(
                        f"Your mission: on top of the columns ({points} point{'s' * (points > 1)})",
                        f"Deine Mission: oben auf den Säulen ({points} Punkt{'e' * (points > 1)})",
                    ),
                    "mission-card.svg",
                )
            )
            secrets.insert(1, secrets.pop())  # the heading before the symbols
        elif view.visor_only:
            secrets.append(
                secret(
                    t(
                        "Visor rows only: no mission cards.",
                        "Nur Visierreihen: keine Missionskarten.",
                    )
                )
            )
        scores = " · ".join(f"{names[p]} {view.scores[p]}" for p in range(len(names)))
        info = [
            t(f"Round {view.round} · points: {scores}", f"Runde {view.round} · Punkte: {scores}")
        ]
        if view.to_move is not None:
            info.append(turn(names, view.to_move, seat))
        prompt = (
            t(
                "Place a die: choose the column and the symbol on top.",
                "Setze einen Würfel: Wähle die Säule und das Symbol oben.",
            )
            if legal
            else None
        )
        return {
            "secrets": secrets,
            "info": info,
            "prompt": prompt,
            "actions": [label(a) for a in legal],
            "picture": picture(view, seat, legal),
        }

    return present


def picture(view: View, seat: int, legal: Sequence[Any]) -> list[dict[str, Any]]:
    """The rack as the public view shows it (each column's dice and top face), the columns one
    may place on marked, and the seat's own mission card: made of `view` and `legal` only."""
    you = cell(
        join(t("You play", "Du spielst"), COLOURS[seat]),
        t("you", "du"),
        f"mission-die-{DICE[seat]}.svg",
    )
    card = view.cards[seat]
    wanted = [
        cell(join(t(f"{count} ×"), SYMBOL_TEXTS[symbol]), t(f"{count} ×"), SYMBOL_ART[symbol])
        for symbol, count in zip(SYMBOLS, () if card is None else card.counts, strict=False)
        if count
    ]
    title = None if card is None else t("Your mission", "Deine Mission")
    rows = [row([you, *wanted], title)]
    targets = {a.column for a in legal if isinstance(a, Place)}
    columns = []
    for c, (owners, top) in enumerate(zip(view.columns, view.tops, strict=True)):
        on_top = t("empty", "leer") if top is None else SYMBOL_TEXTS[top]
        dice = t(f"{len(owners)} of {HEIGHT} dice", f"{len(owners)} von {HEIGHT} Würfeln")
        say = {k: f"{column_text(c)[k]}: {on_top[k]}, {dice[k]}" for k in ("en", "de")}
        stack = [DICE[owner] for owner in owners] + [""] * (HEIGHT - len(owners))
        columns.append(
            cell(
                say,
                t(str(c + 1)),
                None if top is None else SYMBOL_ART[top],
                stack,
                pick=f"column-{c}" if c in targets else None,
                marked=c in targets,
            )
        )
    title = t("The rack: tap a column", "Das Regal: tippe eine Säule an") if targets else None
    rows.append(row(columns, title or t("The rack", "Das Regal")))
    return rows


def column_text(column: int) -> Text:
    return t(f"Column {column + 1}", f"Säule {column + 1}")


def label(a: Any) -> dict[str, Any]:
    if isinstance(a, Place):
        return action(
            SYMBOL_TEXTS[a.symbol],
            column_text(a.column),
            SYMBOL_ART[a.symbol],
            pick=f"column-{a.column}",
        )
    return action(t(repr(a)))
