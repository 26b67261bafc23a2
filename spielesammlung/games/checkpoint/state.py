"""The state and the actions of Checkpoint Charlie (immutable)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from spielesammlung.core.rng import Rng

from .components import Chip, Clue, Colour, chip_set


class Phase(StrEnum):
    CLUES = "clues"  # everyone secretly chooses the side of the drawn clue tile
    SUSPICION = "suspicion"  # turns: draw cards; anyone may accuse at any moment
    FINAL = "final"  # the deck is empty: the remaining players accuse one by one
    CAFE = "cafe"  # scoring with Café Adler: the player who just drew may swap chips
    OVER = "over"


# -- actions ----------------------------------------------------------------------------
@dataclass(frozen=True)
class ChooseSide:
    side: int


@dataclass(frozen=True)
class Draw:
    pass


@dataclass(frozen=True)
class Accuse:
    cat: int


@dataclass(frozen=True)
class Swap:
    """Swap one's own hidden Café Adler chip (by slot) for another agent's hidden chip."""

    slot: int
    target: int
    target_slot: int


@dataclass(frozen=True)
class KeepChips:
    """End one's Café Adler decision in this scoring phase."""


Action = ChooseSide | Draw | Accuse | Swap | KeepChips


# -- state ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Held:
    """A chip in front of a player; `open` once it lies face up (a swapped Café Adler chip)."""

    chip: int
    open: bool = False


@dataclass(frozen=True)
class Verdict:
    """A cat in an open row at the end of a round: the traits it shares with the chief and the
    colour of the chip its accuser earns (gold: the chief, white: an assistant, else black)."""

    cat: int
    shared: int
    colour: Colour


@dataclass(frozen=True)
class Summary:
    """A scored round, public once the clues are revealed."""

    round: int
    clues: tuple[Clue, ...]  # the players' clues, by seat
    tossed: tuple[Clue, ...]  # the tiles tossed in the middle (during the round or at its end)
    chief: int
    accusations: tuple[tuple[int, int], ...]  # (player, cat) in order
    awards: tuple[Colour, ...]  # the colour each player earned, by seat
    found_by: int | None  # who accused the chief
    verdicts: tuple[Verdict, ...] = ()  # every cat in the open rows, by cat
    missing: tuple[int, ...] = ()  # players who earned a colour whose chips were used up


@dataclass(frozen=True)
class State:
    players: int
    stasi: bool
    cafe_adler: bool
    rng: Rng
    round: int
    starter: int
    phase: Phase
    turn: int
    deck: tuple[int, ...]  # card ids, top first
    bag: tuple[int, ...]  # clue tiles still in the bag
    tiles: tuple[int, ...]  # each player's clue tile
    sides: tuple[int | None, ...]  # each player's chosen side
    open_tiles: tuple[Clue, ...]  # tiles tossed into the middle this round
    agents_out: tuple[int, ...]  # agent cards drawn this round
    rows: tuple[tuple[int, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    accusations: tuple[tuple[int, int], ...]  # (player, cat) in order
    supply: tuple[int, ...]  # chip ids face down in the supply (order irrelevant)
    holdings: tuple[tuple[Held, ...], ...]
    stasi_holder: int | None  # who holds the Stasi officer card this round
    stasi_drawer: int | None  # who drew the Stasi chip in this scoring phase
    queue: tuple[tuple[int, Colour], ...] = ()  # chips still to hand out this scoring phase
    summary: Summary | None = None  # the last scored round

    @property
    def chips(self) -> tuple[Chip, ...]:
        return chip_set(self.stasi, self.cafe_adler)

    def clue(self, player: int) -> Clue | None:
        side = self.sides[player]
        return None if side is None else (self.tiles[player], side)

    @property
    def accusers(self) -> tuple[int, ...]:
        return tuple(player for player, _ in self.accusations)

    @property
    def revealed(self) -> bool:
        """Whether this round's clues are open (scoring has begun)."""
        return self.summary is not None and self.summary.round == self.round

    def total(self, player: int) -> int:
        return sum(self.chips[held.chip].value for held in self.holdings[player])

    def golds(self, player: int) -> int:
        chips = self.chips
        return sum(chips[held.chip].colour is Colour.GOLD for held in self.holdings[player])

    def places(self) -> tuple[int, ...]:
        """Each player's place: the most points first, on a tie more gold chips; players equal
        in both share a place (and the victory, if it is the first)."""
        ranks = [(self.total(p), self.golds(p)) for p in range(self.players)]
        return tuple(1 + sum(other > rank for other in ranks) for rank in ranks)
