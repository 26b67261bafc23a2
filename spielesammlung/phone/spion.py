"""Spion & Spion on a phone: own spy numbers, the envelope, Zoff cards, and the seat's choices
(games/spion/choices.py) with the board things they refer to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.label import Label, translate
from ..games.spion.choices import (
    COLOUR_NAMES,
    TRAP_NAMES,
    choices,
    field_name,
    place,
    spy_art,
    spy_name,
    zillions,
)
from ..games.spion.model import WAITING, owner
from ..games.spion.view import SpyView, View
from . import Present, actions, cell, row, secret, turn

PILE_ART = ("spion-card-black.svg", "spion-card-white.svg")


def number_of(spy: SpyView) -> int | None:
    """The spy's number as the seat knows it: shown now, or seen before."""
    return spy.number if spy.number is not None else spy.remembered


def presenter(names: Sequence[str]) -> Present:
    def present(seat: int, view: View, legal: Sequence[Any]) -> dict[str, Any]:
        secrets = [
            secret(
                translate("SpionTexts", "%1: number %2").arg(place(view, spy), spy.number),
                spy_art(spy),
            )
            for spy in view.spies
            if owner(spy.id) == seat and spy.where != WAITING and spy.number is not None
        ]
        for e in view.envelopes:
            if e.number is not None and (e.holder == seat or e.writer == seat):
                traitor, colour = view.traitor_name, COLOUR_NAMES[e.target]
                filled = (
                    translate("Phone", "Your envelope: %1 of %2 is number %3").arg(
                        traitor, colour, e.number
                    )
                    if e.writer == seat
                    else translate("Phone", "Envelope of %1: %2 of %3 is number %4").arg(
                        names[e.writer], traitor, colour, e.number
                    )
                )
                secrets.append(secret(filled, "spion-envelope.svg"))
        duel = view.duel
        if duel is not None:
            for card in (duel.attack, duel.defence):
                if card is not None:
                    secrets.append(
                        secret(
                            translate("Phone", "Your Zoff card: %1").arg(card.value),
                            f"spion-zoff-{card.lower()}.svg",
                        )
                    )
        money = translate("Phone", "Your money: %1").arg(zillions(view.money[seat]))
        secrets.append(secret(money, "spion-coin.svg"))
        black, white = view.team_money
        info: list[Label] = [
            translate("Phone", "Team black %1 · team white %2 Zillionen (%3 win the game)").arg(
                black, white, view.win_money
            )
        ]
        if view.winner is None and view.phase != "envelopes":
            info.append(turn(names, view.current, seat))
        made = choices(view, seat, legal)
        return {
            "secrets": secrets,
            "info": info,
            "prompt": made.prompt,
            "actions": actions(made),
            "picture": picture(view, seat, made.targets(), names),
        }

    return present


def picture(view: View, seat: int, targets: set[str], names: Sequence[str]) -> list[dict[str, Any]]:
    """One's spies (number, where they stand), the spies, fields and pass cards the choices
    refer to, the traps on the board and the envelope one wrote or holds: from `view` and the
    choices' targets only."""

    def spy_cell(spy: SpyView) -> dict[str, Any]:
        number = number_of(spy)
        where = place(view, spy)
        caption = (
            translate("Phone", "? · %1").arg(where)
            if number is None
            else translate("Phone", "No. %1 · %2").arg(number, where)
        )
        key = f"spy-{spy.id}"
        marked = key in targets
        return cell(
            spy_name(view, spy.id, seat),
            caption,
            spy_art(spy),
            pick=key if marked else None,
            marked=marked,
        )

    mine = [s for s in view.spies if owner(s.id) == seat and s.where != WAITING]
    rows = [row([spy_cell(s) for s in mine], translate("Phone", "Your spies"))]
    others = [s for s in view.spies if owner(s.id) != seat and f"spy-{s.id}" in targets]
    if others:
        rows.append(row([spy_cell(s) for s in others], translate("Phone", "Other spies")))
    fields = sorted(int(key.removeprefix("field-")) for key in targets if key.startswith("field-"))
    if fields:
        free = [cell(field_name(view, f), str(f), pick=f"field-{f}", marked=True) for f in fields]
        rows.append(row(free, translate("Phone", "Empty fields for a trap: tap one")))
    if view.traps:
        traps = [
            cell(
                translate("Phone", "%1 on %2").arg(TRAP_NAMES[trap], field_name(view, field)),
                str(field),
                f"spion-trap-{trap}.svg",
            )
            for trap, field in view.traps
        ]
        rows.append(row(traps, translate("Phone", "Traps on the board")))
    cards = [
        cell(
            translate("SpionTexts", "Pass card %1").arg(position),
            str(position),
            PILE_ART[seat % 2],
            pick=f"card-{position}",
            marked=True,
        )
        for position in (1, 2, 3)
        if f"card-{position}" in targets
    ]
    if cards:
        rows.append(row(cards, translate("Phone", "Your side's pass cards")))
    envelopes = [
        cell(
            translate("Phone", "Envelope of %1: number %2").arg(names[e.writer], e.number),
            translate("Phone", "No. %1").arg(e.number),
            "spion-envelope.svg",
        )
        for e in view.envelopes
        if e.number is not None and (e.holder == seat or e.writer == seat)
    ]
    if "envelope" in targets:
        envelopes.append(
            cell(
                translate("Phone", "Your envelope: still to write"),
                "?",
                "spion-envelope.svg",
                pick="envelope",
                marked=True,
            )
        )
    if envelopes:
        rows.append(row(envelopes, translate("Phone", "Envelope")))
    return rows
