"""Checkpoint Charlie on a phone: the own clue and chips, the clue pick, accusations, swaps.

Every word is a catalogue label; the buttons and the prompt are the game's model of a seat's
choices (games/checkpoint/choices.py), whose targets are the picture's picks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..core.label import Label, translate
from ..games.checkpoint.choices import chip_name, chip_target, choices, suspect, trait, traits
from ..games.checkpoint.components import CAT_NAMES, Clue, Colour
from ..games.checkpoint.pictures import CAT_ART, CHIP_ART, TRAIT_ART, TRAIT_PICTURES, cat_layers
from ..games.checkpoint.state import Phase
from ..games.checkpoint.view import ChipView, View
from . import Present, actions, cell, row, secret, turn

#: the trait pictures of checkpoint-traits.svg, per side of each tile (its 100 x 100 cells)
TRAIT_CELLS = ("tile", "tile-back", *(name for pair in TRAIT_PICTURES for name in pair))
CAT_BOX = "0 0 200 280"  # checkpoint-cat.svg
CHIP_CELLS = (Colour.GOLD, Colour.WHITE, Colour.BLACK)  # the first cells of checkpoint-chips.svg


def listing(items: Iterable[Label]) -> Label | None:
    """`items` as one text, separated by commas (None if there are none)."""
    text: Label | None = None
    for item in items:
        text = item if text is None else translate("Phone", "%1, %2").arg(text, item)
    return text


def your_agent(agent: str) -> Label:
    return translate("Phone", "Your agent: %1").arg(agent)


def presenter(names: Sequence[str]) -> Present:
    def present(seat: int, view: View, legal: Sequence[Any]) -> dict[str, Any]:
        me = view.players[seat]
        secrets = [secret(your_agent(me.agent), agent(seat))]
        if me.clue is not None:
            secrets.append(
                secret(translate("CheckpointTexts", "Your clue: %1").arg(trait(me.clue)))
            )
        elif me.tile is not None:
            tile = translate("CheckpointTexts", "Your clue tile: %1 / %2 (no side chosen yet)")
            secrets.append(secret(tile.arg(trait((me.tile, 0)), trait((me.tile, 1)))))
        if me.stasi_card:
            secrets.append(
                secret(
                    translate(
                        "CheckpointTexts",
                        "You hold the Stasi officer card: everybody sees your clue.",
                    )
                )
            )
        chips = listing(chip_name(c) for c in me.chips)
        if chips is None:
            secrets.append(secret(translate("CheckpointTexts", "You have no chips yet.")))
        else:
            secrets.append(secret(translate("CheckpointTexts", "Your chips: %1").arg(chips)))
        if me.score is not None:
            secrets.append(secret(translate("CheckpointTexts", "Points: %1").arg(me.score)))
        info = [
            translate("CheckpointTexts", "Round %1 of %2").arg(view.round, view.max_rounds),
            translate("CheckpointTexts", "Cards in the deck: %1").arg(view.deck_size),
        ]
        if view.turn is not None and view.phase is not Phase.OVER:
            info.append(turn(names, view.turn, seat))
        if view.last_round is not None:
            chief = view.last_round.chief
            info.append(
                translate("CheckpointTexts", "Round %1: the chief spy was %2 (%3).").arg(
                    view.last_round.round, CAT_NAMES[chief], traits(chief)
                )
            )
        made = choices(view, seat, legal)
        return {
            "secrets": secrets,
            "info": info,
            "prompt": made.prompt,
            "actions": actions(made),
            "picture": picture(view, seat, names, made.targets()),
        }

    return present


def trait_cell(clue: Clue, text: Label | None, pick: str | None = None) -> dict[str, Any]:
    """One side of a clue tile, drawn as its 100 x 100 cell of checkpoint-traits.svg."""
    name = TRAIT_PICTURES[clue[0]][clue[1]]
    box = f"{100 * TRAIT_CELLS.index(name)} 0 100 100"
    return cell(
        trait(clue),
        text,
        TRAIT_ART,
        pick=pick,
        marked=pick is not None,
        layers={"box": box, "ids": [name]},
    )


def chip_cell(chip: ChipView, pick: str | None) -> dict[str, Any]:
    """One's chip, drawn as its colour's cell of checkpoint-chips.svg."""
    box = f"{100 * CHIP_CELLS.index(chip.colour)} 0 100 100"
    name = chip_name(chip)
    say = translate("Phone", "%1 (Café Adler)").arg(name) if chip.adler else name
    return cell(
        say,
        say,
        CHIP_ART,
        pick=pick,
        marked=pick is not None,
        layers={"box": box, "ids": [chip.colour.value]},
    )


def picture(view: View, seat: int, names: Sequence[str], targets: set[str]) -> list[dict[str, Any]]:
    """One's agent and clue (both sides while choosing), one's chips, the clues open in the
    middle and the open rows of cats; the choices' targets marked: made of `view` only."""
    me = view.players[seat]
    mine = [cell(your_agent(me.agent), None, agent(seat))]
    if me.clue is not None:
        mine.append(trait_cell(me.clue, trait(me.clue)))
    elif me.tile is not None:
        for side in (0, 1):
            clue, pick = (me.tile, side), f"side-{side}"
            mine.append(trait_cell(clue, trait(clue), pick if pick in targets else None))
    rows = [row(mine, translate("Phone", "Your clue"))]
    if me.chips:
        picks = [chip_target(seat, slot) for slot in range(len(me.chips))]
        chips = [
            chip_cell(chip, pick if pick in targets else None)
            for chip, pick in zip(me.chips, picks, strict=True)
        ]
        rows.append(row(chips, translate("Phone", "Your chips")))
    if view.open_tiles:
        middle = [trait_cell(c, None) for c in view.open_tiles]
        rows.append(row(middle, translate("CheckpointTexts", "Open clues")))
    for p, player in enumerate(view.players):
        if not player.row:
            continue
        cats = [
            cell(
                suspect(cat),
                CAT_NAMES[cat],
                CAT_ART,
                pick=pick if pick in targets else None,
                marked=pick in targets,
                layers={"box": CAT_BOX, "ids": cat_layers(cat)},
            )
            for cat in player.row
            for pick in (f"cat-{cat}",)
        ]
        owner = (
            translate("Phone", "Your row")
            if p == seat
            else translate("Phone", "%1's row").arg(names[p])
        )
        rows.append(row(cats, owner))
    return rows


def agent(seat: int) -> str:
    return f"checkpoint-agent-{seat}.svg"
