"""Spion & Spion: a seat's choices (core/choices.py), the side panel's and the phone's words.

Words the desktop already had keep their context "SpionTexts" (one catalogue entry for both);
the others are in the context "Spion & Spion".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...core.choices import Choice, Choices
from ...core.label import Label, translate
from .board import board
from .model import (
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
    Phase,
    PlaceTrap,
    RollTrapDie,
    Trap,
    WriteEnvelope,
    ZoffPick,
    owner,
    step,
)
from .view import SpyView, View

# The colours' names in the reader's language (Schwarz, Weiß, Schwarz-Rot, Weiß-Blau in German).
COLOUR_NAMES = (
    translate("Spion & Spion", "Black"),
    translate("Spion & Spion", "White"),
    translate("Spion & Spion", "Black-Red"),
    translate("Spion & Spion", "White-Blue"),
)
TRAP_NAMES = {
    Trap.SNAKE: translate("SpionTexts", "snake"),
    Trap.MAGNET: translate("SpionTexts", "magnet"),
    Trap.BOTTLE: translate("SpionTexts", "bottle"),
}
ROLLS = {
    1: translate("SpionTexts", "Once (1 Zillion)"),
    2: translate("SpionTexts", "Twice (3 Zillionen)"),
    3: translate("SpionTexts", "3 times (5 Zillionen)"),
}
SIDES = {
    2: (translate("Spion & Spion", "left"), translate("Spion & Spion", "right")),
    3: (
        translate("Spion & Spion", "left"),
        translate("Spion & Spion", "middle"),
        translate("Spion & Spion", "right"),
    ),
}


def spy_art(spy: SpyView) -> str:
    return f"spion-spy-{spy.colour}.svg"


def zillions(amount: int) -> Label:
    if amount == 1:
        return translate("SpionTexts", "1 Zillion")
    return translate("SpionTexts", "%1 Zillionen").arg(amount)


def field_name(view: View, field: int) -> Label:
    colour = board(view.players).embassy_colour(field)
    if colour is not None:
        return translate("SpionTexts", "embassy %1").arg(COLOUR_NAMES[colour])
    return translate("SpionTexts", "field %1").arg(field)


def place(view: View, spy: SpyView) -> Label:
    """Where a spy is: a field, the dungeon, or outside (waiting or out of the game)."""
    if spy.where >= 0:
        return field_name(view, spy.where)
    if spy.where == DUNGEON:
        return translate("SpionTexts", "in the dungeon")
    return translate("Spion & Spion", "outside")


def spy_name(view: View, index: int, seat: int | None) -> Label:
    """A spy as the seat knows it: whose, its number if the seat sees or saw it, and where
    (seat None: as an onlooker reads it, by colour, none is "yours")."""
    if index == GREY:
        return translate("SpionTexts", "the grey spy")
    spy = view.spies[index]
    where = place(view, spy)
    number = spy.number if spy.number is not None else spy.remembered
    colour = owner(index)
    if colour == seat:
        if index % SPIES_PER_COLOUR == RESERVE:
            return translate("Spion & Spion", "your reserve spy (%1)").arg(where)
        if number is not None:
            return translate("Spion & Spion", "your spy no. %1 (%2)").arg(number, where)
        return translate("Spion & Spion", "your spy (%1)").arg(where)
    if index % SPIES_PER_COLOUR == RESERVE:
        return translate("Spion & Spion", "reserve spy of %1 (%2)").arg(COLOUR_NAMES[colour], where)
    if number is not None:
        return translate("Spion & Spion", "spy no. %1 of %2 (%3)").arg(
            number, COLOUR_NAMES[colour], where
        )
    return translate("Spion & Spion", "spy of %1 (%2)").arg(COLOUR_NAMES[colour], where)


def sides(view: View) -> dict[int, Label]:
    """Where each spy stands among the spies of its place, as the table draws them (by id, in
    rows of three): left, middle, right or the k-th of n."""
    groups: dict[tuple[int, int], list[int]] = {}
    for spy in view.spies:
        colour = spy.id // SPIES_PER_COLOUR
        key = (spy.where, colour) if spy.where in (DUNGEON, WAITING) else (spy.where, -1)
        groups.setdefault(key, []).append(spy.id)
    found: dict[int, Label] = {}
    for ids in groups.values():
        for k, spy_id in enumerate(ids):
            named = SIDES.get(len(ids))
            found[spy_id] = (
                named[k] if named else translate("Spion & Spion", "%1. of %2").arg(k + 1, len(ids))
            )
    return found


def spy_of(action: Any) -> int | None:
    """The spy an action refers to (the grey spy's target), if any."""
    if isinstance(action, GreySpy):
        return action.target
    spy = getattr(action, "spy", None)
    return spy if isinstance(spy, int) and spy != GREY else None


def destination(view: View, spy: int) -> int:
    """The field a move of `spy` ends on: one step, or the drawn move card's distance."""
    distance = view.distance if view.phase == Phase.CARD_MOVE else 1
    return (view.spies[spy].where + step(owner(spy)) * distance) % board(view.players).size


def spy_choice(
    action: Move | Accuse | BuyFree | Peek | ChooseDefender, view: View, reader: int | None
) -> Choice:
    """The choice of an action on one of the seat's or an enemy's spies (reader: spy_name's)."""
    assert action.spy is not None
    target, art = f"spy-{action.spy}", spy_art(view.spies[action.spy])
    name = spy_name(view, action.spy, reader)
    if isinstance(action, Move):
        end = destination(view, action.spy)
        steps = view.distance if view.phase == Phase.CARD_MOVE else 1
        label = (
            translate("Spion & Spion", "Move 1 field: %1").arg(name)
            if steps == 1
            else translate("Spion & Spion", "Move %1 fields: %2").arg(steps, name)
        )
        group = translate("Spion & Spion", "Move a spy")
        return Choice(f"move/{target}/field-{end}", action, label, group, target, art)
    if isinstance(action, Accuse):
        label = translate("Spion & Spion", "Accuse: %1").arg(name)
        group = translate("SpionTexts", "“%1!” Accuse a spy…").arg(view.traitor_name)
        return Choice(f"accuse/{target}", action, label, group, target, art, danger=True)
    if isinstance(action, BuyFree):
        label = translate("Spion & Spion", "Buy free: %1").arg(name)
        group = translate("SpionTexts", "Buy a spy free (1 Zillion)")
        return Choice(f"buy/{target}", action, label, group, target, art)
    if isinstance(action, Peek):
        label = translate("Spion & Spion", "Look at the number: %1").arg(name)
        group = translate("Spion & Spion", "Ansicht: look at a number")
        return Choice(f"peek/{target}", action, label, group, target, art)
    label = translate("Spion & Spion", "Fight next: %1").arg(name)
    group = translate("Spion & Spion", "Zoff against several enemies")
    return Choice(f"defender/{target}", action, label, group, target, art)


def grey_choice(action: GreySpy, view: View, reader: int | None) -> Choice:
    """The grey spy's help: grouped by the trap she removes, then whom she attacks."""
    group = (
        translate("SpionTexts", "She removes no trap…")
        if action.trap is None
        else translate("SpionTexts", "She removes the %1…").arg(TRAP_NAMES[action.trap])
    )
    trap = "none" if action.trap is None else str(action.trap)
    if action.target is None:
        label = translate("SpionTexts", "Nobody to attack: done")
        return Choice(f"grey/{trap}/nobody", action, label, group, art="spion-spy-grau.svg")
    target = f"spy-{action.target}"
    name = spy_name(view, action.target, reader)
    label = translate("Spion & Spion", "The grey spy attacks: %1").arg(name)
    art = spy_art(view.spies[action.target])
    return Choice(f"grey/{trap}/{target}", action, label, group, target, art)


def choice(action: Any, view: View, seat: int, neutral: bool = False) -> Choice:
    """The choice of one legal action (its label may still read like another spy's);
    neutral: worded for anyone watching (the replay), not for the seat."""
    reader = None if neutral else seat
    if isinstance(action, Peek) and action.spy is None:  # Ansicht says "darfst"
        label = translate("Spion & Spion", "Look at no number")
        group = translate("Spion & Spion", "Ansicht: look at a number")
        return Choice("peek/none", action, label, group)
    if isinstance(action, Move | Accuse | BuyFree | Peek | ChooseDefender):
        return spy_choice(action, view, reader)
    if isinstance(action, GreySpy):
        return grey_choice(action, view, reader)
    if isinstance(action, PlaceTrap):
        field = f"field-{action.field}"
        trap = TRAP_NAMES[action.trap]
        label = translate("Spion & Spion", "Set the trap: %1 on %2").arg(
            trap, field_name(view, action.field)
        )
        group = translate("SpionTexts", "Set the %1 (2 Zillionen)…").arg(trap)
        ident = f"trap/{action.trap}/{field}"
        return Choice(ident, action, label, group, field, f"spion-trap-{action.trap}.svg")
    if isinstance(action, RollTrapDie):
        group = translate("SpionTexts", "Trap die against the %1…").arg(TRAP_NAMES[action.target])
        ident = f"die/{action.target}/rolls-{action.rolls}"
        return Choice(ident, action, ROLLS[action.rolls], group, art="spion-die.svg")
    if isinstance(action, DrawCard):
        label = translate("SpionTexts", "Take pass card %1").arg(action.position)
        group = translate("Spion & Spion", "Take a pass card")
        card = f"card-{action.position}"
        return Choice(
            card, action, label, group, card, f"spion-card-{('black', 'white')[seat % 2]}.svg"
        )
    if isinstance(action, WriteEnvelope):
        label = translate("Spion & Spion", "Number %1").arg(action.number)
        group = (
            translate("Spion & Spion", "Hot envelope")
            if neutral
            else translate("Spion & Spion", "Your hot envelope")
        )
        ident = f"envelope/number-{action.number}"
        return Choice(ident, action, label, group, "envelope", "spion-envelope.svg")
    if isinstance(action, ZoffPick):
        label = translate("Spion & Spion", "Zoff card %1").arg(action.card.value)
        picture = f"spion-zoff-{action.card.lower()}.svg"
        return Choice(f"zoff/{action.card.lower()}", action, label, art=picture)
    assert isinstance(action, KeepBazong)
    label = translate("Spion & Spion", "Keep the Bazong of %1").arg(COLOUR_NAMES[action.colour])
    bazong = f"spion-bazong-{('black', 'white')[action.colour % 2]}.svg"
    return Choice(f"keep/bazong-{action.colour}", action, label, art=bazong)


def prompt(view: View, seat: int, legal: Sequence[Any]) -> Label | None:
    """What the seat decides now (None: nothing)."""
    if not legal:
        return None
    if all(isinstance(a, Accuse) for a in legal):
        return translate(
            "Spion & Spion",
            "“%1!” You may accuse a spy whenever you like: if your envelope names another "
            "number, you leave the game.",
        ).arg(view.traitor_name)
    if isinstance(legal[0], WriteEnvelope):
        return translate(
            "Spion & Spion",
            "Which of %1's spies is the traitor, the “%2”? Write 1, 2 or 3 (only you see it).",
        ).arg(COLOUR_NAMES[seat ^ 1], view.traitor_name)
    phase = view.phase
    if phase == Phase.MAIN:
        if any(isinstance(a, BuyFree | PlaceTrap | RollTrapDie) for a in legal):
            return translate(
                "Spion & Spion",
                "If you like, first buy free, set a trap or roll the trap die. Then move a spy "
                "one field or take a pass card.",
            )
        return translate("Spion & Spion", "Move a spy one field or take a pass card.")
    if phase == Phase.CARD_MOVE:
        return translate("Spion & Spion", "Move one spy exactly %1 fields.").arg(view.distance)
    prompts = {
        Phase.LECHZ: translate(
            "Spion & Spion",
            "The grey spy helps you: she removes a trap if you like and attacks an enemy "
            "outside the embassies.",
        ),
        Phase.PEEK: translate(
            "Spion & Spion",
            "Ansicht: you may look at the number of one enemy spy (only you see it), or at "
            "none. Then you move again.",
        ),
        Phase.ORDER: translate(
            "Spion & Spion", "Zoff against several enemies: choose the one you fight next."
        ),
        Phase.DUEL: translate("Spion & Spion", "Zoff! Lay down a card: A, B or C."),
        Phase.BAZONG: translate(
            "Spion & Spion",
            "Your spy holds two Bazongs. Keep one; the other stays on the field.",
        ),
    }
    return prompts.get(phase)


def choices(view: View, seat: int, legal: Sequence[Any]) -> Choices:
    """One choice per legal action; labels of spies that read alike (the same colour, number
    and place) get where each stands among its neighbours."""
    return Choices(prompt(view, seat, legal), labelled(view, seat, legal, False))


def onlooker(view: View, seat: int, legal: Sequence[Any]) -> Choices:
    """The seat's choices as anyone watching reads them (the replay): spies by colour, no
    "your"; no prompt."""
    return Choices(None, labelled(view, seat, legal, True))


def labelled(view: View, seat: int, legal: Sequence[Any], neutral: bool) -> tuple[Choice, ...]:
    """The choices of `choices` (neutral: worded for anyone watching)."""
    items = [choice(action, view, seat, neutral) for action in legal]
    counts: dict[Label, int] = {}
    for item in items:
        counts[item.label] = counts.get(item.label, 0) + 1
    where = sides(view)
    for k, item in enumerate(items):
        spy = spy_of(item.action)
        if counts[item.label] > 1 and spy is not None:
            label = translate("Spion & Spion", "%1, %2").arg(item.label, where[spy])
            items[k] = replace(item, label=label)
    return tuple(items)
