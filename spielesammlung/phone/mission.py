"""Geheime Mission on a phone: the own mission card, the scores and where to place a die."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..games.geheime_mission.rules import SYMBOLS, Place, Symbol
from . import Present, Text, action, join, secret, t, turn

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


def presenter(names: Sequence[str]) -> Present:
    def present(seat: int, view: Any, legal: Sequence[Any]) -> dict[str, Any]:
        secrets = [
            secret(
                join(t("You play", "Du spielst"), COLOURS[seat]),
                f"mission-die-{('red', 'blue')[seat]}.svg",
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
        }

    return present


def label(a: Any) -> dict[str, Any]:
    if isinstance(a, Place):
        return action(
            SYMBOL_TEXTS[a.symbol],
            t(f"Column {a.column + 1}", f"Säule {a.column + 1}"),
            SYMBOL_ART[a.symbol],
        )
    return action(t(repr(a)))
