"""Checkpoint Charlie: a seat's choices (core/choices.py): the side of one's clue tile, drawing,
accusing a suspect (in turn, out of turn, when the deck is empty), Café Adler's chip swaps."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...core.choices import Choice, Choices
from ...core.label import Label, translate
from .components import CAT_NAMES, TILES, Clue, Colour, side_of
from .pictures import CAT_ART
from .state import Accuse, ChooseSide, Draw, KeepChips, Phase, Swap
from .view import ChipView, View

#: the two traits of each clue tile (side 0, side 1); the desktop's words too (ui/checkpoint)
TRAIT_NAMES: tuple[tuple[Label, Label], ...] = (
    (translate("CheckpointTexts", "hat"), translate("CheckpointTexts", "no hat")),
    (translate("CheckpointTexts", "sunglasses"), translate("CheckpointTexts", "no sunglasses")),
    (translate("CheckpointTexts", "trench coat"), translate("CheckpointTexts", "pullover")),
    (translate("CheckpointTexts", "newspaper"), translate("CheckpointTexts", "no newspaper")),
    (translate("CheckpointTexts", "grey fur"), translate("CheckpointTexts", "orange fur")),
)
COLOUR_NAMES = {
    Colour.GOLD: translate("CheckpointTexts", "gold"),
    Colour.WHITE: translate("CheckpointTexts", "white"),
    Colour.BLACK: translate("CheckpointTexts", "black"),
}


def trait(clue: Clue) -> Label:
    return TRAIT_NAMES[clue[0]][clue[1]]


def traits(cat: int) -> Label:
    """The five traits `cat` shows, in the order of the tiles."""
    five = (trait((tile, side_of(cat, tile))) for tile in range(TILES))
    return translate("Checkpoint Charlie", "%1, %2, %3, %4, %5").arg(*five)


def suspect(cat: int) -> Label:
    """A cat by name and traits ("Fleming: hat, …")."""
    return translate("Checkpoint Charlie", "%1: %2").arg(CAT_NAMES[cat], traits(cat))


def chip_name(chip: ChipView) -> Label:
    """A chip's colour, and its value where the viewer knows it."""
    colour = COLOUR_NAMES[chip.colour]
    return (
        colour
        if chip.value is None
        else translate("Checkpoint Charlie", "%1 %2").arg(colour, chip.value)
    )


def chip_target(player: int, slot: int) -> str:
    """The board's name of the chip in `slot` in front of `player`."""
    return f"chip-{player}-{slot}"


def choice(view: View, seat: int, action: Any) -> Choice:
    """The one choice of `action`, a legal action of `seat` seen in `view`."""
    if isinstance(action, ChooseSide):
        tile = view.players[seat].tile
        assert tile is not None  # the seat's own view knows its tile
        clue = (tile, action.side)
        label = translate("CheckpointTexts", "Clue: %1").arg(trait(clue))
        return Choice(f"clue/side-{action.side}", action, label, target=f"side-{action.side}")
    if isinstance(action, Draw):
        return Choice("draw", action, translate("CheckpointTexts", "Draw a card"), target="deck")
    if isinstance(action, Accuse):
        return Choice(
            f"accuse/cat-{action.cat}",
            action,
            translate("CheckpointTexts", "Accuse %1").arg(CAT_NAMES[action.cat]),
            group=translate("Checkpoint Charlie", "Accuse a cat"),
            target=f"cat-{action.cat}",
            art=CAT_ART,
            note=traits(action.cat),
            danger=True,
        )
    if isinstance(action, Swap):
        mine = view.players[seat].chips[action.slot]
        theirs = chip_target(action.target, action.target_slot)
        group = translate("Checkpoint Charlie", "Café Adler: your chip %1 (%2)")
        return Choice(
            f"swap/{chip_target(seat, action.slot)}/{theirs}",
            action,
            translate("Checkpoint Charlie", "Swap for %1's chip %2").arg(
                view.players[action.target].agent, action.target_slot + 1
            ),
            group=group.arg(action.slot + 1, chip_name(mine)),
            target=chip_target(seat, action.slot),
        )
    assert isinstance(action, KeepChips)
    return Choice("keep", action, translate("CheckpointTexts", "Keep my chips"))


def prompt(view: View, legal: Sequence[Any]) -> Label | None:
    """What to decide now, where the choices' own words do not say it."""
    kinds = {type(action) for action in legal}
    if ChooseSide in kinds:
        return translate(
            "Checkpoint Charlie",
            "Choose the side of your clue tile that counts this round (only you see it).",
        )
    if Swap in kinds:
        return translate(
            "Checkpoint Charlie",
            "Café Adler: swap a Café Adler chip for another agent's chip of the same colour,"
            " or keep your chips.",
        )
    if KeepChips in kinds:
        return translate("CheckpointTexts", "You have no Café Adler chip to swap.")
    if Accuse not in kinds:
        return None
    if view.phase is Phase.FINAL:
        return translate("Checkpoint Charlie", "The deck is empty: accuse a cat.")
    if Draw in kinds:
        return translate("Checkpoint Charlie", "Draw a card, or accuse a cat.")
    return translate("Checkpoint Charlie", "You may accuse a cat at any moment, also out of turn.")


def choices(view: View, seat: int, legal: Sequence[Any]) -> Choices:
    """One choice per legal action; accusations are one group, and each own Café Adler chip
    is a group of the chips it may be swapped for."""
    return Choices(prompt(view, legal), tuple(choice(view, seat, action) for action in legal))


def onlooker(view: View, seat: int, legal: Sequence[Any]) -> Choices:
    """The seat's choices as anyone watching reads them (the replay): no "your" or "my"; no
    prompt."""
    return Choices(None, tuple(neutral(view, seat, choice(view, seat, a)) for a in legal))


def neutral(view: View, seat: int, made: Choice) -> Choice:
    """`made`, a choice of `seat`, worded for anyone watching."""
    action = made.action
    if isinstance(action, Swap):
        mine = view.players[seat].chips[action.slot]
        group = translate("Checkpoint Charlie", "Café Adler: chip %1 (%2)")
        return replace(made, group=group.arg(action.slot + 1, chip_name(mine)))
    if isinstance(action, KeepChips):
        return replace(made, label=translate("Checkpoint Charlie", "Keep the chips"))
    return made
