"""The rules of Checkpoint Charlie: secret clues, drawing cats, accusations, blind score chips."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypeVar

from spielesammlung.core.protocol import (
    NOBODY,
    ActionCodec,
    Event,
    Outcome,
    Result,
    Setup,
    ToAct,
    check_legal,
)
from spielesammlung.core.rng import Rng

from .components import (
    AGENT_CARD,
    AGENT_NAMES,
    CATS,
    MAX_ROUNDS,
    SIDES,
    TARGET_POINTS,
    TILES,
    Clue,
    Colour,
    cat_of,
    chip_set,
    matches,
    mismatches,
)
from .state import (
    Accuse,
    Action,
    ChooseSide,
    Draw,
    Held,
    KeepChips,
    Phase,
    State,
    Summary,
    Swap,
    Verdict,
)
from .view import View, view_for

PLAYERS = (3, 4, 5)
T = TypeVar("T")


# -- events -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Revealing(Event):
    """An event that makes a chance result or a secret known (the action cannot be undone)."""


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    starter: int


@dataclass(frozen=True)
class TileDrawn(Revealing):
    player: int
    tile: int


@dataclass(frozen=True)
class SideChosen(Event):
    player: int


@dataclass(frozen=True)
class ClueChosen(Event):
    player: int
    tile: int
    side: int


@dataclass(frozen=True)
class ClueShown(Revealing):
    """The holder of the Stasi officer card plays with an open clue."""

    player: int
    tile: int
    side: int


@dataclass(frozen=True)
class CardDrawn(Revealing):
    player: int
    cat: int
    to_row: bool


@dataclass(frozen=True)
class AgentDrawn(Revealing):
    """An agent card: a tile from the bag was tossed and lies open with `side` up."""

    player: int
    agent: int
    tile: int
    side: int


@dataclass(frozen=True)
class Accused(Event):
    player: int
    cat: int


@dataclass(frozen=True)
class DeckEmpty(Event):
    pass


@dataclass(frozen=True)
class CluesRevealed(Revealing):
    summary: Summary


@dataclass(frozen=True)
class ChipTaken(Revealing):
    player: int
    colour: Colour


@dataclass(frozen=True)
class ChipSeen(Revealing):
    """The value of a chip, seen only by its new owner."""

    player: int
    slot: int
    value: int
    adler: bool


@dataclass(frozen=True)
class ChipMissing(Event):
    player: int
    colour: Colour


@dataclass(frozen=True)
class StasiDrawn(Revealing):
    player: int


@dataclass(frozen=True)
class Swapped(Revealing):
    """A Café Adler chip (now open with `value`) was swapped for another agent's chip."""

    player: int
    slot: int
    target: int
    target_slot: int
    colour: Colour
    value: int


@dataclass(frozen=True)
class GameOver(Revealing):
    scores: tuple[int, ...]
    golds: tuple[int, ...]
    stasi_kept: int | None
    places: tuple[int, ...] = ()  # by seat: 1 for the winners (State.places)


def reveals(event: Event) -> bool:
    return isinstance(event, Revealing)


# -- the game ---------------------------------------------------------------------------
class CheckpointCharlie:
    id = "checkpoint-charlie"
    rules_version = 1
    codec = ActionCodec(ChooseSide, Draw, Accuse, Swap, KeepChips)

    def new_game(self, setup: Setup, seed: int) -> State:
        n = setup.count
        if n not in PLAYERS:
            raise ValueError(f"Checkpoint Charlie is for {PLAYERS} players, not {n}")
        stasi = bool(setup.options.get("stasi", False))
        cafe_adler = bool(setup.options.get("cafe_adler", False))
        starter, rng = Rng.seeded(seed).below(n)
        state = State(
            players=n,
            stasi=stasi,
            cafe_adler=cafe_adler,
            rng=rng,
            round=0,
            starter=starter,
            phase=Phase.CLUES,
            turn=starter,
            deck=(),
            bag=(),
            tiles=(),
            sides=(),
            open_tiles=(),
            agents_out=(),
            rows=((),) * n,
            discards=((),) * n,
            accusations=(),
            supply=tuple(range(len(chip_set(stasi, cafe_adler)))),
            holdings=((),) * n,
            stasi_holder=None,
            stasi_drawer=None,
        )
        return _start_round(state, [])

    def to_act(self, state: State) -> ToAct:
        if state.phase is Phase.OVER:
            return NOBODY
        if state.phase is Phase.CLUES:
            return ToAct(players=frozenset(p for p, s in enumerate(state.sides) if s is None))
        if state.phase is Phase.SUSPICION:
            anyone = frozenset(_may_accuse(state)) if accusable(state) else frozenset()
            return ToAct(players=frozenset({state.turn}), anyone=anyone)
        return ToAct.one(state.turn)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        phase = state.phase
        actions: list[Action] = []
        if phase is Phase.CLUES and state.sides[player] is None:
            actions += [ChooseSide(side) for side in range(SIDES)]
        elif phase is Phase.SUSPICION:
            if player == state.turn:
                actions.append(Draw())
            if player in _may_accuse(state):
                actions += [Accuse(cat) for cat in accusable(state)]
        elif phase is Phase.FINAL and player == state.turn:
            actions += [Accuse(cat) for cat in accusable(state)]
        elif phase is Phase.CAFE and player == state.turn:
            actions += _swaps(state, player)
            actions.append(KeepChips())
        return actions

    def apply(self, state: State, player: int, action: Action) -> Outcome[State]:
        check_legal(self, state, player, action)
        events: list[Event] = []
        if isinstance(action, ChooseSide):
            state = _choose(state, player, action.side, events)
        elif isinstance(action, Draw):
            state = _draw(state, player, events)
        elif isinstance(action, Accuse):
            state = _accuse(state, player, action.cat, events)
        elif isinstance(action, Swap):
            state = _swap(state, player, action, events)
        else:
            state = _hand_out(state, events)
        return Outcome(state, tuple(events), irreversible=any(map(reveals, events)))

    def result(self, state: State) -> Result | None:
        if state.phase is not Phase.OVER:
            return None
        scores = tuple(state.total(p) for p in range(state.players))
        places = state.places()
        return Result(frozenset(p for p, place in enumerate(places) if place == 1), scores)

    def view_for(self, state: State, viewer: int | None) -> View:
        return view_for(state, viewer)

    def private_decision(self, state: State, player: int) -> bool:
        """Choosing a clue, a forced accusation and a chip swap are made looking at secrets."""
        return state.phase in (Phase.CLUES, Phase.FINAL, Phase.CAFE)


# -- helpers ----------------------------------------------------------------------------
def accusable(state: State) -> list[int]:
    """The cats that may be accused now: in an open row and not accused yet."""
    accused = {cat for _, cat in state.accusations}
    return sorted(cat for row in state.rows for cat in row if cat not in accused)


def _may_accuse(state: State) -> list[int]:
    accusers = state.accusers
    return [p for p in range(state.players) if p not in accusers]


def _put(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """`items` with `items[index]` replaced."""
    return items[:index] + (value,) + items[index + 1 :]


def build_deck(players: int, rng: Rng) -> tuple[tuple[int, ...], Rng]:
    """All cats shuffled; with fewer than five players the unused agent cards are shuffled
    into the upper half (16 cats), which is put on the lower half."""
    cats, rng = rng.shuffled(range(CATS))
    agents = tuple(AGENT_CARD + a for a in range(players, len(AGENT_NAMES)))
    half = CATS // 2
    top, rng = rng.shuffled(cats[:half] + agents)
    return top + cats[half:], rng


def _start_round(state: State, events: list[Event]) -> State:
    """Shuffle the deck, put the five tiles in the bag and let everyone draw one."""
    n = state.players
    deck, rng = build_deck(n, state.rng)
    tiles, rng = rng.shuffled(range(TILES))
    state = replace(
        state,
        rng=rng,
        round=state.round + 1,
        phase=Phase.CLUES,
        turn=state.starter,
        deck=deck,
        bag=tuple(sorted(tiles[n:])),
        tiles=tiles[:n],
        sides=(None,) * n,
        open_tiles=(),
        agents_out=(),
        rows=((),) * n,
        discards=((),) * n,
        accusations=(),
    )
    events.append(RoundStarted(state.round, state.starter))
    events += [TileDrawn(p, tiles[p], seen_by=frozenset({p})) for p in range(n)]
    return state


def _choose(state: State, player: int, side: int, events: list[Event]) -> State:
    tile = state.tiles[player]
    sides = _put(state.sides, player, side)
    state = replace(state, sides=sides)
    events.append(SideChosen(player))
    events.append(ClueChosen(player, tile, side, seen_by=frozenset({player})))
    if state.stasi_holder == player:
        events.append(ClueShown(player, tile, side))
    if None not in sides:
        state = replace(state, phase=Phase.SUSPICION, turn=state.starter)
    return state


def _draw(state: State, player: int, events: list[Event]) -> State:
    """Draw cards until a cat comes; each agent card tosses a tile from the bag."""
    clue = state.clue(player)
    assert clue is not None
    while state.deck:
        card, deck = state.deck[0], state.deck[1:]
        if card >= AGENT_CARD:
            index, rng = state.rng.below(len(state.bag))
            side, rng = rng.below(SIDES)
            tile = state.bag[index]
            state = replace(
                state,
                rng=rng,
                deck=deck,
                bag=state.bag[:index] + state.bag[index + 1 :],
                open_tiles=state.open_tiles + ((tile, side),),
                agents_out=state.agents_out + (card - AGENT_CARD,),
            )
            events.append(AgentDrawn(player, card - AGENT_CARD, tile, side))
            continue
        to_row = matches(card, clue)
        if to_row:
            row = state.rows[player] + (card,)
            state = replace(state, deck=deck, rows=_put(state.rows, player, row))
        else:
            pile = state.discards[player] + (card,)
            state = replace(state, deck=deck, discards=_put(state.discards, player, pile))
        events.append(CardDrawn(player, card, to_row))
        break
    following = (player + 1) % state.players
    if not state.deck:
        events.append(DeckEmpty())
        return _next_final(state, following, events)
    return replace(state, turn=following)


def _accuse(state: State, player: int, cat: int, events: list[Event]) -> State:
    state = replace(state, accusations=state.accusations + ((player, cat),))
    events.append(Accused(player, cat))
    if len(state.accusations) >= state.players - 1:
        return _end_round(state, events)
    if state.phase is Phase.FINAL:
        return _next_final(state, (player + 1) % state.players, events)
    return state


def _next_final(state: State, start: int, events: list[Event]) -> State:
    """The deck is empty: the next player clockwise who has not accused must do so."""
    n = state.players
    if len(state.accusations) >= n - 1 or not accusable(state):
        return _end_round(state, events)
    accusers = state.accusers
    player = next(q for q in ((start + k) % n for k in range(n)) if q not in accusers)
    return replace(state, phase=Phase.FINAL, turn=player)


def _end_round(state: State, events: list[Event]) -> State:
    """Reveal the clues, toss the tiles still in the bag, find the chief, queue the chips."""
    n = state.players
    clues: list[Clue] = []
    for p in range(n):
        clue = state.clue(p)
        assert clue is not None
        clues.append(clue)
    rng = state.rng
    tossed = list(state.open_tiles)
    for tile in state.bag:
        side, rng = rng.below(SIDES)
        tossed.append((tile, side))
    chief = cat_of(dict(clues + tossed))
    accused = dict(state.accusations)
    found_by = next((p for p, cat in state.accusations if cat == chief), None)
    awards = tuple(
        _award(mismatches(accused[p], chief)) if p in accused else _silent_award(found_by)
        for p in range(n)
    )
    silent = [q for q in ((state.starter + k) % n for k in range(n)) if q not in accused]
    order = list(state.accusers) + silent
    verdicts = tuple(
        Verdict(cat, TILES - mismatches(cat, chief), _award(mismatches(cat, chief)))
        for cat in sorted(cat for row in state.rows for cat in row)
    )
    summary = Summary(
        state.round,
        tuple(clues),
        tuple(tossed),
        chief,
        state.accusations,
        awards,
        found_by,
        verdicts,
    )
    state = replace(
        state,
        rng=rng,
        bag=(),
        open_tiles=tuple(tossed),
        stasi_holder=None,
        queue=tuple((p, awards[p]) for p in order),
        summary=summary,
    )
    events.append(CluesRevealed(summary))
    return _hand_out(state, events)


def _award(misses: int) -> Colour:
    """Gold for the chief (all five traits), white for an assistant (four), else black."""
    return (Colour.GOLD, Colour.WHITE)[misses] if misses < 2 else Colour.BLACK


def _silent_award(found_by: int | None) -> Colour:
    """Whoever did not accuse: black, or white if nobody found the chief."""
    return Colour.BLACK if found_by is not None else Colour.WHITE


def _hand_out(state: State, events: list[Event]) -> State:
    """Hand out the queued chips; with Café Adler each receiver then decides about swaps."""
    while state.queue:
        (player, colour), queue = state.queue[0], state.queue[1:]
        state = _take_chip(replace(state, queue=queue), player, colour, events)
        if _cafe_open(state):
            return replace(state, phase=Phase.CAFE, turn=player)
    return _finish_scoring(state, events)


def _take_chip(state: State, player: int, colour: Colour, events: list[Event]) -> State:
    """Draw a chip of `colour` blind from the supply; none left: the player gets nothing."""
    chips = state.chips
    candidates = [c for c in state.supply if chips[c].colour is colour]
    if not candidates:
        events.append(ChipMissing(player, colour))
        summary = state.summary
        if summary is None:
            return state
        return replace(state, summary=replace(summary, missing=(*summary.missing, player)))
    index, rng = state.rng.below(len(candidates))
    chip = candidates[index]
    supply = tuple(c for c in state.supply if c != chip)
    if chips[chip].stasi:
        events.append(StasiDrawn(player))
        return replace(state, rng=rng, supply=supply, stasi_drawer=player)
    holding = state.holdings[player] + (Held(chip),)
    events.append(ChipTaken(player, colour))
    events.append(
        ChipSeen(
            player,
            len(holding) - 1,
            chips[chip].value,
            chips[chip].adler,
            seen_by=frozenset({player}),
        )
    )
    holdings = _put(state.holdings, player, holding)
    return replace(state, rng=rng, supply=supply, holdings=holdings)


def _cafe_open(state: State) -> bool:
    """Whether some Café Adler chip may still be hidden with a player (not yet lying open)."""
    if not state.cafe_adler:
        return False
    chips = state.chips
    spent = {held.chip for holding in state.holdings for held in holding if held.open}
    return any(chip.adler and i not in spent for i, chip in enumerate(chips))


def _swaps(state: State, player: int) -> list[Swap]:
    """Swap a hidden Café Adler chip for a hidden chip of the same colour of another agent."""
    chips = state.chips
    swaps = []
    for slot, mine in enumerate(state.holdings[player]):
        if mine.open or not chips[mine.chip].adler:
            continue
        colour = chips[mine.chip].colour
        for target in range(state.players):
            if target == player:
                continue
            for target_slot, theirs in enumerate(state.holdings[target]):
                if not theirs.open and chips[theirs.chip].colour is colour:
                    swaps.append(Swap(slot, target, target_slot))
    return swaps


def _swap(state: State, player: int, action: Swap, events: list[Event]) -> State:
    chips = state.chips
    mine = state.holdings[player][action.slot]
    theirs = state.holdings[action.target][action.target_slot]
    holdings = list(state.holdings)
    holdings[player] = _put(holdings[player], action.slot, Held(theirs.chip))
    holdings[action.target] = _put(
        holdings[action.target], action.target_slot, Held(mine.chip, open=True)
    )
    adler = chips[mine.chip]
    received = chips[theirs.chip]
    events.append(
        Swapped(player, action.slot, action.target, action.target_slot, adler.colour, adler.value)
    )
    events.append(
        ChipSeen(player, action.slot, received.value, received.adler, seen_by=frozenset({player}))
    )
    return replace(state, holdings=tuple(holdings))


def _finish_scoring(state: State, events: list[Event]) -> State:
    """Check the three ends of the game; else the Stasi chip returns and a new round starts.

    The Stasi chip drawn in this scoring counts as back in the supply, so it never makes black
    used up; it is kept (-2) only when the game ends, and the 10 points are counted with it.
    """
    n = state.players
    chips = state.chips
    drawer = state.stasi_drawer
    stasi_chip = next((i for i, chip in enumerate(chips) if chip.stasi), None)
    drawn = () if drawer is None or stasi_chip is None else (stasi_chip,)
    supply = state.supply + drawn
    used_up = any(not any(chips[c].colour is colour for c in supply) for colour in Colour)
    kept = state
    if drawer is not None and drawn:
        holding = state.holdings[drawer] + (Held(drawn[0], open=True),)
        kept = replace(state, holdings=_put(state.holdings, drawer, holding), stasi_drawer=None)
    reached = any(kept.total(p) >= TARGET_POINTS for p in range(n))
    if used_up or reached or state.round >= MAX_ROUNDS:
        state = replace(kept, phase=Phase.OVER)
        events.append(
            GameOver(
                tuple(state.total(p) for p in range(n)),
                tuple(state.golds(p) for p in range(n)),
                drawer,
                state.places(),
            )
        )
        return state
    if drawer is not None:
        state = replace(state, supply=supply, stasi_holder=drawer, stasi_drawer=None)
    summary = state.summary
    assert summary is not None
    starter = summary.found_by if summary.found_by is not None else state.starter
    return _start_round(replace(state, starter=starter), events)


GAME = CheckpointCharlie()
