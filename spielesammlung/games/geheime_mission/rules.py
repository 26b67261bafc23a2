"""The rules of Geheime Mission (Clementoni): dice with symbols and visors in a 7x6 rack.

Red is player 0 (the first seat), blue player 1; a new game from the dialog seats the players
by lot (`seating_by_lot`), "play again" swaps the seats. A turn places one die of the mover's
colour on top of a column that holds fewer than 6, with the chosen symbol on top. After the
placement the placer's own secret mission card is checked against the top symbols of all
columns; a visor row (four of the placer's dice in a line) scores 3. 15 points win at once; a
visor row short of 15 or a full rack starts a new round with the scores kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from spielesammlung.core.protocol import (
    ALL_SEEING,
    NOBODY,
    ActionCodec,
    Event,
    IllegalAction,
    NotYourTurn,
    OptionValue,
    Outcome,
    Result,
    Setup,
    ToAct,
    options_with_defaults,
)
from spielesammlung.core.rng import Rng

from .options import OPTIONS

WIDTH = 7
HEIGHT = 6
DICE = 21  # per colour
RED, BLUE = 0, 1
TARGET = 15  # points that win at once
VISOR_POINTS = 3
BOTH_BONUS = 1  # mission and visor row in one placement
NO_HARDER = "none"


class Symbol(StrEnum):
    """The four pictures on a die (the two visor faces always face the players)."""

    MICROFILM = "Mikrofilm"
    SPACESHIP = "Raumschiff"
    SUBMARINE = "U-Boot"
    COMPUTER = "Computer"


SYMBOLS = tuple(Symbol)


@dataclass(frozen=True)
class Mission:
    """A mission card: how many of each symbol (in SYMBOLS order) must show on top."""

    counts: tuple[int, int, int, int]
    points: int

    def missing(self, tops: Sequence[Symbol | None]) -> int:
        """How many more top symbols the card needs."""
        pairs = zip(SYMBOLS, self.counts, strict=True)
        return sum(max(0, need - tops.count(symbol)) for symbol, need in pairs)

    def fulfilled(self, tops: Sequence[Symbol | None]) -> bool:
        return self.missing(tops) == 0


def _card(counts: dict[int, int], points: int, harder: str) -> Mission:
    """A card asking counts[i] of SYMBOLS[i], one more of the `harder` symbol if it asks any."""
    if harder != NO_HARDER and (extra := SYMBOLS.index(Symbol(harder))) in counts:
        counts = {**counts, extra: counts[extra] + 1}
    full = [counts.get(i, 0) for i in range(len(SYMBOLS))]
    return Mission((full[0], full[1], full[2], full[3]), points)


def mission_cards(harder: str = NO_HARDER) -> tuple[Mission, ...]:
    """The 18 cards: "2 x A + 2 x B" (1 point) for each pair of symbols, "3 x A + 2 x B"
    (2 points) for each ordered pair; with `harder` a symbol every card asks one more of."""
    pairs = [_card({a: 2, b: 2}, 1, harder) for a in range(4) for b in range(a + 1, 4)]
    triples = [_card({a: 3, b: 2}, 2, harder) for a in range(4) for b in range(4) if a != b]
    return (*pairs, *triples)


# -- actions, events ----------------------------------------------------------------------
@dataclass(frozen=True)
class Place:
    """Put a die of one's colour on top of `column` (0-6, left to right), `symbol` on top."""

    column: int
    symbol: Symbol


@dataclass(frozen=True)
class Placed(Event):
    player: int
    column: int
    symbol: Symbol
    level: int  # 0: the bottom of the column
    covered: Die | None  # the die that was on top of the column before


@dataclass(frozen=True)
class MissionAccomplished(Event):
    """ "Geheime Mission!": the card is revealed."""

    player: int
    card: Mission


@dataclass(frozen=True)
class VisorRow(Event):
    """ "Im Zentrum des Visiers!": the cells (column, level) of the line(s) of four or more."""

    player: int
    cells: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Scored(Event):
    """The points of one placement by their parts: the mission card's points, the visor row's
    and the bonus for both at once; `total` is the player's score after them."""

    player: int
    mission: int
    row: int
    bonus: int
    total: int

    @property
    def points(self) -> int:
        return self.mission + self.row + self.bonus


@dataclass(frozen=True)
class CardDrawn(Event):
    """A new secret mission card; seen only by its owner."""

    player: int
    card: Mission


@dataclass(frozen=True)
class Reshuffled(Event):
    """The draw pile ran out: the discard pile was shuffled into a new draw pile."""

    cards: int


@dataclass(frozen=True)
class RoundOver(Event):
    """The rack is cleared, unfinished cards are discarded; `opener` opens the next round."""

    full_rack: bool
    opener: int


@dataclass(frozen=True)
class GameWon(Event):
    player: int
    scores: tuple[int, int]


# -- state and view -----------------------------------------------------------------------
@dataclass(frozen=True)
class Die:
    owner: int
    symbol: Symbol


@dataclass(frozen=True)
class Discarded:
    """A card on the discard pile: revealed (fulfilled) cards are public, the others face down."""

    card: Mission
    owner: int
    revealed: bool


@dataclass(frozen=True)
class State:
    rack: tuple[tuple[Die, ...], ...]  # 7 columns, each bottom to top
    supply: tuple[int, int]
    scores: tuple[int, int]
    to_move: int
    opener: int  # who opened the current round
    round: int
    cards: tuple[Mission | None, Mission | None]  # None: no card (visor only)
    deck: tuple[Mission, ...]  # the draw pile, top first
    discard: tuple[Discarded, ...]
    rng: Rng
    visor_only: bool
    harder: str
    winner: int | None = None
    #: the cell (column, level) of the die placed last, None in a new round: the board marks
    #: it; not part of the position
    last: tuple[int, int] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class SeenDiscard:
    """A discard-pile card as one viewer sees it; everyone sees whose it is and if it is face up."""

    owner: int
    card: Mission | None  # None: face down and not this viewer's
    revealed: bool  # a fulfilled mission, face up for everyone


@dataclass(frozen=True)
class View:
    """What one viewer sees: the rack is public, a mission card only its owner's."""

    columns: tuple[tuple[int, ...], ...]  # the owners of the dice in each column, bottom to top
    tops: tuple[Symbol | None, ...]  # the symbol on top of each column (None: empty column)
    supply: tuple[int, int]
    scores: tuple[int, int]
    to_move: int | None
    opener: int
    round: int
    cards: tuple[Mission | None, Mission | None]  # another player's card is always None
    discard: tuple[SeenDiscard, ...]  # the discard pile, bottom to top
    deck_size: int
    visor_only: bool
    harder: str
    winner: int | None
    last: tuple[int, int] | None = field(default=None, compare=False)  # the die placed last


def tops_of(rack: Sequence[Sequence[Die]]) -> tuple[Symbol | None, ...]:
    return tuple(column[-1].symbol if column else None for column in rack)


DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def visor_cells(owners: Sequence[Sequence[int]], column: int, level: int) -> list[tuple[int, int]]:
    """The cells of every line of four or more of one colour through (column, level)."""
    player = owners[column][level]

    def owner(c: int, h: int) -> int | None:
        inside = 0 <= c < WIDTH and 0 <= h < len(owners[c])
        return owners[c][h] if inside else None

    cells: list[tuple[int, int]] = []
    for dc, dh in DIRECTIONS:
        line = [(column, level)]
        for sign in (1, -1):
            c, h = column + sign * dc, level + sign * dh
            while owner(c, h) == player:
                line.append((c, h))
                c, h = c + sign * dc, h + sign * dh
        if len(line) >= 4:
            cells += sorted(line)
    return cells


# -- the game -----------------------------------------------------------------------------
class GeheimeMission:
    """Geheime Mission for two players.

    private_decision is always False: a player's own card is not needed on screen to decide
    (the UI shows it only while a button is held), so no handover is needed between turns.
    """

    id = "geheime-mission"
    rules_version = 2  # 2: given-up cards join the discard pile after the new cards are drawn
    codec = ActionCodec(Place)

    def new_game(self, setup: Setup, seed: int) -> State:
        if setup.count != 2:
            raise ValueError("Geheime Mission is for two players")
        options: Mapping[str, OptionValue] = options_with_defaults(OPTIONS, setup.options)
        visor_only = bool(options["visor_only"])
        harder = str(options["harder"])
        opener = RED if options["first"] == "red" else BLUE
        rng = Rng.seeded(seed)
        deck: tuple[Mission, ...] = ()
        if not visor_only:
            deck, rng = rng.shuffled(mission_cards(harder))
        state = State(
            rack=((),) * WIDTH,
            supply=(DICE, DICE),
            scores=(0, 0),
            to_move=opener,
            opener=opener,
            round=1,
            cards=(None, None),
            deck=deck,
            discard=(),
            rng=rng,
            visor_only=visor_only,
            harder=harder,
        )
        return _deal(state, [])

    def to_act(self, state: State) -> ToAct:
        return NOBODY if state.winner is not None else ToAct.one(state.to_move)

    def legal_actions(self, state: State, player: int) -> list[Place]:
        if state.winner is not None or player != state.to_move:
            return []
        return [
            Place(c, symbol)
            for c in range(WIDTH)
            if len(state.rack[c]) < HEIGHT
            for symbol in SYMBOLS
        ]

    def apply(self, state: State, player: int, action: Place) -> Outcome[State]:
        if state.winner is not None or player != state.to_move:
            raise NotYourTurn(f"player {player} may not place now")
        if not isinstance(action, Place) or not isinstance(action.symbol, Symbol):
            raise IllegalAction(f"not a placement: {action!r}")
        if not 0 <= action.column < WIDTH or len(state.rack[action.column]) >= HEIGHT:
            raise IllegalAction(f"column {action.column} is full or does not exist")
        rack = list(state.rack)
        below = rack[action.column]
        rack[action.column] = (*below, Die(player, action.symbol))
        supply = list(state.supply)
        supply[player] -= 1
        level = len(rack[action.column]) - 1
        last = (action.column, level)
        state = replace(state, rack=tuple(rack), supply=(supply[0], supply[1]), last=last)
        covered = below[-1] if below else None
        events: list[Event] = [Placed(player, action.column, action.symbol, level, covered)]

        owners = [[die.owner for die in column] for column in rack]
        row = visor_cells(owners, action.column, len(rack[action.column]) - 1)
        card = state.cards[player]
        mission = card is not None and card.fulfilled(tops_of(rack))
        # a fulfilled card joins the discard pile only after the next card is drawn
        revealed: tuple[Discarded, ...] = ()
        if card is not None and mission:
            events.append(MissionAccomplished(player, card))
            revealed = (Discarded(card, player, revealed=True),)
            state = replace(state, cards=_with(state.cards, player, None))
        if row:
            events.append(VisorRow(player, tuple(row)))
        if mission or row:
            parts = (
                card.points if card is not None and mission else 0,
                VISOR_POINTS if row else 0,
                BOTH_BONUS if mission and row else 0,
            )
            scores = list(state.scores)
            scores[player] += sum(parts)
            state = replace(state, scores=(scores[0], scores[1]))
            events.append(Scored(player, *parts, total=scores[player]))
            if scores[player] >= TARGET:
                events.append(GameWon(player, state.scores))
                state = replace(state, winner=player, discard=(*state.discard, *revealed))
                return Outcome(state, tuple(events), irreversible=mission)
        if row or sum(supply) == 0:
            state = _new_round(state, events, revealed, full_rack=not row)
            return Outcome(state, tuple(events), irreversible=not state.visor_only)
        state = replace(state, to_move=1 - player)
        if mission:
            state = _draw(state, player, events)
            state = replace(state, discard=(*state.discard, *revealed))
        return Outcome(state, tuple(events), irreversible=mission)

    def result(self, state: State) -> Result | None:
        if state.winner is None:
            return None
        return Result(frozenset({state.winner}), state.scores)

    def view_for(self, state: State, viewer: int | None) -> View:
        def sees(owner: int) -> bool:
            return viewer in (owner, ALL_SEEING)

        return View(
            columns=tuple(tuple(die.owner for die in column) for column in state.rack),
            tops=tops_of(state.rack),
            supply=state.supply,
            scores=state.scores,
            to_move=None if state.winner is not None else state.to_move,
            opener=state.opener,
            round=state.round,
            cards=(
                state.cards[0] if sees(0) else None,
                state.cards[1] if sees(1) else None,
            ),
            discard=tuple(
                SeenDiscard(d.owner, d.card if d.revealed or sees(d.owner) else None, d.revealed)
                for d in state.discard
            ),
            deck_size=len(state.deck),
            visor_only=state.visor_only,
            harder=state.harder,
            winner=state.winner,
            last=state.last,
        )

    def private_decision(self, state: State, player: int) -> bool:
        return False

    def seating_by_lot(self, players: int, seed: int) -> tuple[int, ...]:
        """ "Auslosen, wer mit den roten Würfeln spielt": the order to seat the players in, drawn
        by lot from `seed`; the first seat plays red. The new-game dialog seats them so: the
        setup then holds the lot (saves replay it, "play again" swaps the seats as before)."""
        order, _ = Rng.seeded(seed).shuffled(range(players))
        return order


def _with(
    cards: tuple[Mission | None, Mission | None], player: int, card: Mission | None
) -> tuple[Mission | None, Mission | None]:
    return (card, cards[1]) if player == 0 else (cards[0], card)


def _draw(state: State, player: int, events: list[Event]) -> State:
    """The player draws a new secret card; an empty draw pile is refilled from the discards."""
    deck, discard, rng = state.deck, state.discard, state.rng
    if not deck:
        deck, rng = rng.shuffled([d.card for d in discard])
        discard = ()
        events.append(Reshuffled(len(deck)))
    card = deck[0]
    events.append(CardDrawn(player, card, seen_by=frozenset({player})))
    return replace(
        state,
        cards=_with(state.cards, player, card),
        deck=deck[1:],
        discard=discard,
        rng=rng,
    )


def _deal(state: State, events: list[Event]) -> State:
    """Both players draw a card for the round (red first); nothing in the visor-only game."""
    if state.visor_only:
        return state
    for player in (RED, BLUE):
        state = _draw(state, player, events)
    return state


def _new_round(
    state: State, events: list[Event], revealed: tuple[Discarded, ...], full_rack: bool
) -> State:
    """Clear the rack, deal new cards, then discard the given-up ones; the other colour opens.

    The cards given up (unfinished, and `revealed`: one just fulfilled) join the discard pile
    only after the new cards are dealt, so a reshuffle never deals a player the card he just
    gave up ("eine andere Missionskarte").
    """
    unfinished = tuple(
        Discarded(card, player, revealed=False)
        for player, card in enumerate(state.cards)
        if card is not None
    )
    opener = 1 - state.opener
    events.append(RoundOver(full_rack, opener))
    state = replace(
        state,
        rack=((),) * WIDTH,
        supply=(DICE, DICE),
        to_move=opener,
        opener=opener,
        round=state.round + 1,
        cards=(None, None),
        last=None,
    )
    state = _deal(state, events)
    return replace(state, discard=(*state.discard, *revealed, *unfinished))


GAME = GeheimeMission()
