"""Building Checkpoint Charlie positions for the tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spielesammlung.core.protocol import Setup
from spielesammlung.games.checkpoint.components import TILES, Clue
from spielesammlung.games.checkpoint.rules import GAME
from spielesammlung.games.checkpoint.state import Action, Held, Phase, State


def new(players: int = 3, seed: int = 0, **options: bool) -> State:
    names = tuple(f"P{i}" for i in range(players))
    return GAME.new_game(Setup(names, options), seed)


def suspicion(
    state: State, clues: list[Clue], deck: tuple[int, ...], starter: int = 0, **changes: Any
) -> State:
    """The suspicion phase with the given clues, deck (top first) and starter."""
    used = {tile for tile, _ in clues + list(changes.get("open_tiles", ()))}
    changes.setdefault("turn", starter)
    return replace(
        state,
        phase=Phase.SUSPICION,
        starter=starter,
        deck=deck,
        tiles=tuple(tile for tile, _ in clues),
        sides=tuple(side for _, side in clues),
        bag=tuple(t for t in range(TILES) if t not in used),
        **changes,
    )


def act(state: State, player: int, action: Action) -> State:
    return GAME.apply(state, player, action).state


def chip_ids(state: State, colour: str, value: int | None = None, **flags: bool) -> list[int]:
    """Ids of the chips of `colour` (and `value`, Adler/Stasi flags) in this game's set."""
    return [
        i
        for i, chip in enumerate(state.chips)
        if chip.colour == colour
        and (value is None or chip.value == value)
        and all(getattr(chip, k) == v for k, v in flags.items())
    ]


def cafe_position() -> State:
    """Three players with Café Adler in the café phase, P0 on turn holding the Adler white 1
    and P1 a plain white 2 (the swap of the two is P0's choice)."""
    state = new(3, cafe_adler=True)
    adler = chip_ids(state, "white", 1, adler=True)[0]
    plain = chip_ids(state, "white", 2)[0]
    return replace(
        state,
        phase=Phase.CAFE,
        turn=0,
        holdings=((Held(adler),), (Held(plain),), ()),
        supply=tuple(c for c in state.supply if c not in (adler, plain)),
    )
