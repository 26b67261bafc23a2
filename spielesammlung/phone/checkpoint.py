"""Checkpoint Charlie on a phone: the own clue and chips, the clue pick, accusations, swaps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..games.checkpoint.components import CAT_NAMES, TILES, Clue, Colour, side_of
from ..games.checkpoint.pictures import CAT_ART, TRAIT_ART, TRAIT_PICTURES, cat_layers
from ..games.checkpoint.state import Accuse, ChooseSide, Draw, KeepChips, Phase, Swap
from ..games.checkpoint.view import ChipView, View
from . import Present, Text, Words, action, cell, join, row, secret, t, turn

TRAITS: tuple[tuple[Text, Text], ...] = (
    (t("hat", "Hut"), t("no hat", "kein Hut")),
    (t("sunglasses", "Sonnenbrille"), t("no sunglasses", "keine Sonnenbrille")),
    (t("trench coat", "Trenchcoat"), t("pullover", "Pullover")),
    (t("newspaper", "Zeitung"), t("no newspaper", "keine Zeitung")),
    (t("grey fur", "graues Fell"), t("orange fur", "oranges Fell")),
)
#: the trait pictures of checkpoint-traits.svg, per side of each tile (its 100 x 100 cells)
TRAIT_CELLS = ("tile", "tile-back", *(name for pair in TRAIT_PICTURES for name in pair))
CAT_BOX = "0 0 200 280"  # checkpoint-cat.svg
COLOURS = {
    Colour.GOLD: t("gold", "Gold"),
    Colour.WHITE: t("white", "Weiß"),
    Colour.BLACK: t("black", "Schwarz"),
}


def trait(clue: Clue) -> Text:
    return TRAITS[clue[0]][clue[1]]


def traits(cat: int) -> Text:
    return join(*(trait((tile, side_of(cat, tile))) for tile in range(TILES)), sep=", ")


def chip(view: ChipView) -> Text:
    colour = COLOURS[view.colour]
    return colour if view.value is None else join(colour, t(str(view.value)))


def presenter(names: Sequence[str]) -> Present:
    def present(seat: int, view: View, legal: Sequence[Any]) -> dict[str, Any]:
        me = view.players[seat]
        secrets = [
            secret(
                t(f"Your agent: {me.agent}", f"Dein Agent: {me.agent}"),
                agent(seat),
            )
        ]
        if me.clue is not None:
            secrets.append(secret(join(t("Your clue:", "Dein Hinweis:"), trait(me.clue))))
        elif me.tile is not None:
            secrets.append(
                secret(
                    join(
                        t("Your clue tile:", "Dein Hinweisplättchen:"),
                        trait((me.tile, 0)),
                        t("/"),
                        trait((me.tile, 1)),
                    )
                )
            )
        if me.stasi_card:
            secrets.append(
                secret(t("You hold the Stasi officer card.", "Du hast die Stasi-Offizierskarte."))
            )
        if me.chips:
            chips = join(*(chip(c) for c in me.chips), sep=", ")
            secrets.append(secret(join(t("Your chips:", "Deine Chips:"), chips)))
        else:
            secrets.append(secret(t("No chips yet.", "Noch keine Chips.")))
        if me.score is not None:
            secrets.append(secret(join(t("Your points:", "Deine Punkte:"), t(str(me.score)))))
        info: list[Words] = [
            t(
                f"Round {view.round} of {view.max_rounds}",
                f"Runde {view.round} von {view.max_rounds}",
            ),
            t(f"Cards in the deck: {view.deck_size}", f"Karten im Stapel: {view.deck_size}"),
        ]
        if view.turn is not None and view.phase is not Phase.OVER:
            info.append(turn(names, view.turn, seat))
        if view.last_round is not None:
            chief = view.last_round.chief
            info.append(
                join(
                    t(
                        f"Round {view.last_round.round}: the chief spy was {CAT_NAMES[chief]}",
                        f"Runde {view.last_round.round}: Der Chefspion war {CAT_NAMES[chief]}",
                    ),
                    join(t("("), traits(chief), t(")"), sep=""),
                )
            )
        prompt = None
        if any(isinstance(a, ChooseSide) for a in legal):
            prompt = t(
                "Choose the side of your clue tile that counts this round (only you see it).",
                "Wähle die Seite deines Hinweisplättchens für diese Runde (nur du siehst sie).",
            )
        elif any(isinstance(a, Swap | KeepChips) for a in legal):
            prompt = t(
                "Café Adler: swap a chip or keep yours.",
                "Café Adler: tausche einen Chip oder behalte deine.",
            )
        elif view.phase is Phase.FINAL and legal:
            prompt = t(
                "The deck is empty: accuse a cat.", "Der Stapel ist leer: Beschuldige eine Katze."
            )
        return {
            "secrets": secrets,
            "info": info,
            "prompt": prompt,
            "actions": [label(a, view, seat, names) for a in legal],
            "picture": picture(view, seat, names, legal),
        }

    return present


def trait_cell(clue: Clue, text: Text | None, pick: str | None = None) -> dict[str, Any]:
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


def picture(
    view: View, seat: int, names: Sequence[str], legal: Sequence[Any]
) -> list[dict[str, Any]]:
    """One's agent and clue (both sides while choosing), the clues open in the middle and the
    open rows of cats, the ones one may accuse marked: made of `view` and `legal` only."""
    me = view.players[seat]
    mine = [cell(t(f"Your agent: {me.agent}", f"Dein Agent: {me.agent}"), None, agent(seat))]
    sides = {a.side for a in legal if isinstance(a, ChooseSide)}
    if me.clue is not None:
        mine.append(trait_cell(me.clue, trait(me.clue)))
    elif me.tile is not None:
        for side in (0, 1):
            clue = (me.tile, side)
            mine.append(trait_cell(clue, trait(clue), f"side-{side}" if side in sides else None))
    rows = [row(mine, t("Your clue", "Dein Hinweis"))]
    if view.open_tiles:
        middle = [trait_cell(c, None) for c in view.open_tiles]
        rows.append(row(middle, t("Clues in the middle", "Hinweise in der Mitte")))
    suspects = {a.cat for a in legal if isinstance(a, Accuse)}
    for p, player in enumerate(view.players):
        if not player.row:
            continue
        cats = [
            cell(
                join(t(CAT_NAMES[cat]), join(t("("), traits(cat), t(")"), sep="")),
                t(CAT_NAMES[cat]),
                CAT_ART,
                pick=f"cat-{cat}" if cat in suspects else None,
                marked=cat in suspects,
                layers={"box": CAT_BOX, "ids": cat_layers(cat)},
            )
            for cat in player.row
        ]
        owner = (
            t("Your row", "Deine Reihe")
            if p == seat
            else t(f"{names[p]}'s row", f"Reihe von {names[p]}")
        )
        rows.append(row(cats, owner))
    return rows


def agent(seat: int) -> str:
    return f"checkpoint-agent-{seat}.svg"


def label(a: Any, view: View, seat: int, names: Sequence[str]) -> dict[str, Any]:
    me = view.players[seat]
    if isinstance(a, ChooseSide):
        tile = me.tile if me.tile is not None else 0
        clue = (tile, a.side)
        return action(trait(clue), t("Your clue", "Dein Hinweis"), pick=f"side-{a.side}")
    if isinstance(a, Draw):
        return action(t("Draw a card", "Karte ziehen"))
    if isinstance(a, Accuse):
        return action(
            t(CAT_NAMES[a.cat]),
            t("Accuse a cat", "Katze beschuldigen"),
            CAT_ART,
            traits(a.cat),
            pick=f"cat-{a.cat}",
        )
    if isinstance(a, Swap):
        mine = me.chips[a.slot]
        theirs = view.players[a.target].chips[a.target_slot]
        return action(
            join(
                t(f"Your chip {a.slot + 1}:", f"Dein Chip {a.slot + 1}:"),
                chip(mine),
                t("↔"),
                t(
                    f"{names[a.target]}'s chip {a.target_slot + 1}:",
                    f"{names[a.target]}s Chip {a.target_slot + 1}:",
                ),
                COLOURS[theirs.colour],
            ),
            t("Café Adler"),
        )
    if isinstance(a, KeepChips):
        return action(t("Keep my chips", "Chips behalten"), t("Café Adler"))
    return action(t(repr(a)))
