"""Spion & Spion on a phone: own spy numbers, the envelope, Zoff cards, accusations, moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..games.spion.board import board
from ..games.spion.model import (
    COLOURS,
    DUNGEON,
    GREY,
    RESERVE,
    SPIES_PER_COLOUR,
    WAITING,
    Accuse,
    BuyFree,
    ChooseDefender,
    DrawCard,
    GreySpy,
    KeepBazong,
    Move,
    Peek,
    PlaceTrap,
    RollTrapDie,
    Trap,
    WriteEnvelope,
    ZoffPick,
    owner,
)
from ..games.spion.view import SpyView, View
from . import Present, Text, Words, action, cell, join, row, secret, t, turn

COLOUR_NAMES = ("Schwarz", "Weiß", "Schwarz-Rot", "Weiß-Blau")
TRAPS = {
    Trap.SNAKE: t("snake", "Schlange"),
    Trap.MAGNET: t("magnet", "Magnet"),
    Trap.BOTTLE: t("bottle", "Flasche"),
}


LEFT, MIDDLE, RIGHT = t("left", "links"), t("middle", "Mitte"), t("right", "rechts")
SIDES: dict[int, tuple[Text, ...]] = {2: (LEFT, RIGHT), 3: (LEFT, MIDDLE, RIGHT)}


def art(spy: SpyView) -> str:
    return f"spion-spy-{spy.colour}.svg"


def zillions(amount: int) -> Text:
    if amount == 1:
        return t("1 zillion", "1 Zillion")
    return t(f"{amount} zillions", f"{amount} Zillionen")


def places(view: View) -> dict[int, Text]:
    """Where each spy stands among the spies of its place, as the table draws them (by id, in
    rows of three): left, middle, right or the k-th of n."""
    groups: dict[tuple[int, int], list[int]] = {}
    for spy in view.spies:
        colour = spy.id // SPIES_PER_COLOUR
        key = (spy.where, colour) if spy.where in (DUNGEON, WAITING) else (spy.where, -1)
        groups.setdefault(key, []).append(spy.id)
    found: dict[int, Text] = {}
    for ids in groups.values():
        for k, spy_id in enumerate(ids):
            sides = SIDES.get(len(ids))
            found[spy_id] = (
                sides[k] if sides else t(f"{k + 1}. of {len(ids)}", f"{k + 1}. von {len(ids)}")
            )
    return found


def distinct(labels: list[dict[str, Any]], legal: Sequence[Any], view: View) -> None:
    """Labels of different spies that read alike get where the spy stands among its neighbours."""
    seen: dict[str, int] = {}
    for item in labels:
        key = repr(item["text"])
        seen[key] = seen.get(key, 0) + 1
    where = places(view)
    for item, a in zip(labels, legal, strict=True):
        spy = getattr(a, "spy", getattr(a, "target", None))
        if seen[repr(item["text"])] > 1 and spy in where:
            item["text"] = join(item["text"], where[spy], sep=", ")


def presenter(names: Sequence[str]) -> Present:
    def field(view: View, index: int) -> Text:
        colour = board(view.players).embassy_colour(index)
        if colour is not None:
            return t(f"embassy {COLOUR_NAMES[colour]}", f"Botschaft {COLOUR_NAMES[colour]}")
        return t(f"field {index}", f"Feld {index}")

    def where(view: View, spy: SpyView) -> Text:
        if spy.where >= 0:
            return field(view, spy.where)
        if spy.where == DUNGEON:
            return t("in the dungeon", "im Verlies")
        return t("out", "draußen")

    def spy_name(view: View, index: int, seat: int) -> Text:
        if index == GREY:
            return t("the grey spy", "die graue Spionin")
        spy = view.spies[index]
        colour = owner(index)
        who = t("your", "dein") if colour == seat else t(COLOUR_NAMES[colour])
        number = spy.number if spy.number is not None else spy.remembered
        if index % SPIES_PER_COLOUR == RESERVE:
            kind = join(who, t("reserve spy", "Ersatzspion"))
        elif number is not None:
            kind = join(who, t(f"spy no. {number}", f"Spion Nr. {number}"))
        else:
            kind = join(who, t("spy", "Spion"))
        return join(kind, t("–"), where(view, spy))

    def present(seat: int, view: View, legal: Sequence[Any]) -> dict[str, Any]:
        secrets = []
        for spy in view.spies:
            if owner(spy.id) == seat and spy.where != -3 and spy.number is not None:
                secrets.append(
                    secret(
                        join(t(f"No. {spy.number}", f"Nr. {spy.number}"), t("–"), where(view, spy)),
                        art(spy),
                    )
                )
        for e in view.envelopes:
            if e.number is not None and (e.holder == seat or e.writer == seat):
                secrets.append(
                    secret(
                        t(
                            f"Your envelope: {view.traitor_name} of "
                            f"{COLOUR_NAMES[e.target]} is no. {e.number}",
                            f"Dein Umschlag: {view.traitor_name} von "
                            f"{COLOUR_NAMES[e.target]} ist Nr. {e.number}",
                        )
                        if e.writer == seat
                        else t(
                            f"Envelope of {names[e.writer]}: {view.traitor_name} of "
                            f"{COLOUR_NAMES[e.target]} is no. {e.number}",
                            f"Umschlag von {names[e.writer]}: {view.traitor_name} von "
                            f"{COLOUR_NAMES[e.target]} ist Nr. {e.number}",
                        ),
                        "spion-envelope.svg",
                    )
                )
        duel = view.duel
        if duel is not None:
            for card in (duel.attack, duel.defence):
                if card is not None:
                    secrets.append(
                        secret(
                            t(f"Your Zoff card: {card}", f"Deine Zoff-Karte: {card}"),
                            f"spion-zoff-{card.lower()}.svg",
                        )
                    )
        secrets.append(
            secret(
                join(t("Your money:", "Dein Geld:"), zillions(view.money[seat])), "spion-coin.svg"
            )
        )
        black, white = view.team_money
        info: list[Words] = [
            t(
                f"Team black {black} · team white {white} zillions ({view.win_money} win the game)",
                f"Team Schwarz {black} · Team Weiß {white} Zillionen ({view.win_money} gewinnen)",
            )
        ]
        if view.winner is None and view.phase != "envelopes":
            info.append(turn(names, view.current, seat))
        prompt = None
        if any(isinstance(a, WriteEnvelope) for a in legal):
            enemy = COLOUR_NAMES[seat ^ 1]
            prompt = t(
                f"Which of {enemy}'s spies is the traitor, the “{view.traitor_name}”? "
                "Write 1, 2 or 3 (only you see it).",
                f"Welcher Spion von {enemy} ist der Verräter, der „{view.traitor_name}“? "
                "Schreib 1, 2 oder 3 (nur du siehst es).",
            )
        elif any(isinstance(a, ZoffPick) for a in legal):
            prompt = t("Zoff! Lay down a card: A, B or C.", "Zoff! Leg eine Karte: A, B oder C.")
        labels = [label(a, view, seat) for a in legal]
        distinct(labels, legal, view)
        for item, a in zip(labels, legal, strict=True):
            item["pick"] = pick_of(a)
        return {
            "secrets": secrets,
            "info": info,
            "prompt": prompt,
            "actions": labels,
            "picture": picture(view, seat, legal),
        }

    def picture(view: View, seat: int, legal: Sequence[Any]) -> list[dict[str, Any]]:
        """One's spies (number, where they stand), the spies one may choose and the envelope
        one wrote or holds, the ones the legal actions refer to marked: from `view` only."""
        picks = {pick_of(a) for a in legal} - {None}

        def spy_cell(spy: SpyView) -> dict[str, Any]:
            number = spy.number if spy.number is not None else spy.remembered
            caption = join(
                t(
                    "?" if number is None else f"No. {number}",
                    None if number is None else f"Nr. {number}",
                ),
                where(view, spy),
                sep=" · ",
            )
            key = f"spy-{spy.id}"
            marked = key in picks
            return cell(
                spy_name(view, spy.id, seat),
                caption,
                art(spy),
                pick=key if marked else None,
                marked=marked,
            )

        mine = [s for s in view.spies if owner(s.id) == seat and s.where != -3]
        rows = [row([spy_cell(s) for s in mine], t("Your spies", "Deine Spione"))]
        others = [s for s in view.spies if owner(s.id) != seat and f"spy-{s.id}" in picks]
        if others:
            rows.append(row([spy_cell(s) for s in others], t("Other spies", "Andere Spione")))
        writing = "envelope" in picks
        envelopes = [
            cell(
                t(
                    f"Envelope of {names[e.writer]}: no. {e.number}",
                    f"Umschlag von {names[e.writer]}: Nr. {e.number}",
                ),
                t(f"No. {e.number}", f"Nr. {e.number}"),
                "spion-envelope.svg",
            )
            for e in view.envelopes
            if e.number is not None and (e.holder == seat or e.writer == seat)
        ]
        if writing:
            envelopes.append(
                cell(
                    t("Your envelope: still to write", "Dein Umschlag: noch zu schreiben"),
                    t("?"),
                    "spion-envelope.svg",
                    pick="envelope",
                    marked=True,
                )
            )
        if envelopes:
            rows.append(row(envelopes, t("Envelope", "Umschlag")))
        return rows

    def label(a: Any, view: View, seat: int) -> dict[str, Any]:
        if isinstance(a, WriteEnvelope):
            return action(
                t(f"No. {a.number}", f"Nr. {a.number}"),
                t("Hot envelope", "Heißer Umschlag"),
                "spion-envelope.svg",
            )
        if isinstance(a, ZoffPick):
            return action(
                t(f"Card {a.card}", f"Karte {a.card}"),
                t("Zoff"),
                f"spion-zoff-{a.card.lower()}.svg",
            )
        if isinstance(a, Move):
            steps = view.distance if view.distance else 1
            fields = (
                t("1 field", "1 Feld") if steps == 1 else t(f"{steps} fields", f"{steps} Felder")
            )
            return action(
                spy_name(view, a.spy, seat),
                join(t("Move a spy", "Einen Spion"), fields, t("", "ziehen")),
                art(view.spies[a.spy]),
            )
        if isinstance(a, DrawCard):
            return action(
                t(f"Pass card {a.position}", f"Passierschein {a.position}"),
                t("Take a pass card", "Passierschein nehmen"),
            )
        if isinstance(a, Accuse):
            return action(
                spy_name(view, a.spy, seat),
                t(f"“{view.traitor_name}!” Accuse", f"„{view.traitor_name}!“ Beschuldigen"),
                art(view.spies[a.spy]),
            )
        if isinstance(a, BuyFree):
            return action(
                spy_name(view, a.spy, seat),
                join(t("Buy free", "Freikaufen"), join(t("("), zillions(1), t(")"), sep="")),
                art(view.spies[a.spy]),
            )
        if isinstance(a, PlaceTrap):
            return action(
                field(view, a.field),
                join(
                    t("Set the", "Stelle die Falle"),
                    TRAPS[a.trap],
                    join(t("("), zillions(2), t(")"), sep=""),
                ),
                f"spion-trap-{a.trap}.svg",
            )
        if isinstance(a, RollTrapDie):
            cost = join(t("("), zillions({1: 1, 2: 3, 3: 5}[a.rolls]), t(")"), sep="")
            times = {1: "once", 2: "twice"}.get(a.rolls, f"{a.rolls} times")
            return action(
                join(t(f"Roll {times}", f"{a.rolls}× würfeln"), cost),
                join(t("Trap die against the", "Fallenwürfel gegen"), TRAPS[a.target]),
                "spion-die.svg",
            )
        if isinstance(a, GreySpy):
            trap = TRAPS[a.trap] if a.trap is not None else t("no trap", "keine Falle")
            target = (
                spy_name(view, a.target, seat) if a.target is not None else t("nobody", "niemand")
            )
            return action(
                join(t("Remove:", "Entfernt:"), trap, t("· attacks:", "· greift an:"), target),
                t("The grey spy", "Die graue Spionin"),
                "spion-spy-grau.svg",
            )
        if isinstance(a, Peek):
            return action(
                spy_name(view, a.spy, seat),
                t("Look at a number", "Nummer ansehen"),
                art(view.spies[a.spy]),
            )
        if isinstance(a, ChooseDefender):
            return action(
                spy_name(view, a.spy, seat),
                t("Fight next", "Als Nächstes kämpfen"),
                art(view.spies[a.spy]),
            )
        if isinstance(a, KeepBazong):
            return action(
                t(f"Bazong of {COLOUR_NAMES[a.colour]}", f"Bazong von {COLOUR_NAMES[a.colour]}"),
                t("Keep one Bazong", "Einen Bazong behalten"),
                f"spion-bazong-{('black', 'white')[a.colour % 2]}.svg",
            )
        return action(t(repr(a)))

    return present


def pick_of(a: Any) -> str | None:
    """The picture cell an action refers to: a spy, or the envelope being written."""
    if isinstance(a, WriteEnvelope):
        return "envelope"
    spy = getattr(a, "spy", None)
    return None if spy is None or spy == GREY else f"spy-{spy}"


__all__ = ["COLOURS", "presenter"]
