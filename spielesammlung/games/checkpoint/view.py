"""What each seat may see of a Checkpoint Charlie state."""

from __future__ import annotations

from dataclasses import dataclass

from spielesammlung.core.protocol import ALL_SEEING

from .components import AGENT_NAMES, MAX_ROUNDS, Clue, Colour
from .state import Phase, State, Summary


@dataclass(frozen=True)
class ChipView:
    """A chip in front of a player; value and kind only where the viewer may know them."""

    colour: Colour
    open: bool  # lies face up (a swapped Café Adler chip, a kept Stasi chip)
    value: int | None
    adler: bool | None
    stasi: bool | None


@dataclass(frozen=True)
class PlayerView:
    agent: str
    row: tuple[int, ...]  # suspicious cats, open
    discards: tuple[int, ...]  # the discard pile, open to everyone
    tile: int | None  # the clue tile, where the viewer may know it
    side: int | None
    chosen: bool  # has chosen the side of the clue tile
    accused: int | None  # the cat under this player's agent marker
    chips: tuple[ChipView, ...]  # in the order taken
    chip_counts: tuple[int, int, int]  # gold, white, black
    stasi_card: bool  # holds the Stasi officer card: plays with an open clue
    score: int | None  # known to the player; to everyone once the game is over

    @property
    def clue(self) -> Clue | None:
        return None if self.tile is None or self.side is None else (self.tile, self.side)


@dataclass(frozen=True)
class View:
    viewer: int | None
    round: int
    max_rounds: int
    starter: int
    phase: Phase
    turn: int | None  # the drawer, the forced accuser or the chip swapper; None while choosing
    deck_size: int
    agents_in_deck: int
    agents_drawn: tuple[int, ...]  # this round, open in the middle; [i] tossed open_tiles[i]
    bag_size: int
    open_tiles: tuple[Clue, ...]  # tiles tossed into the middle (side up)
    accusations: tuple[tuple[int, int], ...]  # (player, cat) in order
    supply: tuple[int, int, int]  # face-down chips left: gold, white, black
    stasi: bool
    cafe_adler: bool
    stasi_drawer: int | None  # drew the Stasi chip in this scoring phase
    players: tuple[PlayerView, ...]
    last_round: Summary | None  # the last scored round with all its clues
    places: tuple[int, ...] | None  # by seat once the game is over: 1 for the winners

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def accusers(self) -> tuple[int, ...]:
        return tuple(p for p, _ in self.accusations)

    def accusable(self) -> tuple[int, ...]:
        """Cats in the open rows that nobody accused yet."""
        accused = {cat for _, cat in self.accusations}
        return tuple(sorted(c for p in self.players for c in p.row if c not in accused))


def _counts(colours: list[Colour]) -> tuple[int, int, int]:
    return (
        colours.count(Colour.GOLD),
        colours.count(Colour.WHITE),
        colours.count(Colour.BLACK),
    )


def view_for(state: State, viewer: int | None) -> View:
    chips = state.chips
    over = state.phase is Phase.OVER
    accused = dict(state.accusations)

    def knows(owner: int) -> bool:
        return viewer in (owner, ALL_SEEING) or over

    players = []
    for p in range(state.players):
        side = state.sides[p]
        stasi_card = state.stasi_holder == p
        clue_known = knows(p) or state.revealed or (stasi_card and side is not None)
        chip_views = []
        for held in state.holdings[p]:
            chip = chips[held.chip]
            seen = knows(p) or held.open
            chip_views.append(
                ChipView(
                    chip.colour,
                    held.open,
                    chip.value if seen else None,
                    chip.adler if seen else None,
                    chip.stasi if seen else None,
                )
            )
        players.append(
            PlayerView(
                agent=AGENT_NAMES[p],
                row=state.rows[p],
                discards=state.discards[p],
                tile=state.tiles[p] if clue_known else None,
                side=side if clue_known else None,
                chosen=side is not None,
                accused=accused.get(p),
                chips=tuple(chip_views),
                chip_counts=_counts([c.colour for c in chip_views]),
                stasi_card=stasi_card,
                score=state.total(p) if knows(p) else None,
            )
        )
    return View(
        viewer=viewer,
        round=state.round,
        max_rounds=MAX_ROUNDS,
        starter=state.starter,
        phase=state.phase,
        turn=None if state.phase in (Phase.CLUES, Phase.OVER) else state.turn,
        deck_size=len(state.deck),
        agents_in_deck=len(AGENT_NAMES) - state.players - len(state.agents_out),
        agents_drawn=state.agents_out,
        bag_size=len(state.bag),
        open_tiles=state.open_tiles,
        accusations=state.accusations,
        supply=_counts([chips[c].colour for c in state.supply]),
        stasi=state.stasi,
        cafe_adler=state.cafe_adler,
        stasi_drawer=state.stasi_drawer,
        players=tuple(players),
        last_round=state.summary,
        places=state.places() if over else None,
    )
