"""The strong Checkpoint Charlie player: it weighs waiting against accusing by simulation.

Only its own view is used. A world is sampled consistent with that view (the others' clues
from the deduction, the unseen cards shuffled, the agent cards where they may still lie), and
the rest of the round is played out there with the medium player's rules for everyone. The
mean chip it earns after waiting is set against what accusing now is worth by the odds. The
worlds are weighted by what the others did: an accuser most likely holds a clue the accused
cat shows, a player who kept silent most likely saw no chief by even odds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from spielesammlung.core.rng import Rng
from spielesammlung.core.table import TurnLoop, play_out
from spielesammlung.core.thinking import cancelled

from .bots import EXPECTED, MediumBot, _accusations
from .components import (
    AGENT_CARD,
    AGENT_NAMES,
    CATS,
    TILES,
    Clue,
    Colour,
    cat_of,
    chip_set,
    matches,
    mismatches,
)
from .deduce import Facts, assignments, assistant_odds, chief_odds, facts_from_view
from .rules import GAME, accusable
from .state import Accuse, Draw, Phase, State
from .view import View

#: The clock of the time budget (wall-clock; a benchmark on a crowded machine may charge
#: CPU time instead, `time.process_time`, to measure the strength of an idle machine).
CLOCK: Callable[[], float] = time.perf_counter
#: Wall-clock budget of one simulated decision, and its bounds in played-out rounds.
BUDGET_S = 0.3
MIN_ROLLOUTS = 4
#: The rounds being played out stop here even below MIN_ROLLOUTS (five players are slow).
HARD_S = 0.45
MAX_ROLLOUTS = 80
#: The weight of a world in which an accuser's clue does not fit the cat accused.
UNLIKELY = 0.15
#: The weight of a world in which a player who kept silent would have found the chief likely.
SILENT = 0.25
#: Below this chance of the chief (and with the chief not yet found) waiting is clear.
HOPELESS = 0.12
#: Up to this many players it plays rounds out; with more, the medium rule decides on the odds
#: weighted by what the others did, accusing at CROWD_BOLDNESS (five players, seats asked
#: fairly, 400 games: the played-out rounds won 0.4 times the fair share, the medium rule 1.0,
#: it on the weighted odds 1.03, and bolder: 1.25 at 0.35, 1.38 at 0.25, 1.31 at 0.2).
SIMULATED_PLAYERS = 4
#: The chance of the chief at which it accuses with more players: among four others the chief
#: is soon taken, so waiting for certainty costs more than a wrong guess.
CROWD_BOLDNESS = 0.25
#: Cards in each half of the deck (the agent cards are shuffled into the upper one).
HALF = CATS // 2


#: The stakes of a round that must bring the gold to win the game (a white chip, a black
#: one still tell the choices apart when nothing can be the chief any more).
CHASE: Mapping[Colour, float] = {Colour.GOLD: 1.0, Colour.WHITE: 0.05, Colour.BLACK: -0.01}


def last_round(view: View) -> bool:
    """Whether this round's scoring most likely ends the game: the last round, or the last
    gold chip in the supply."""
    return view.round >= view.max_rounds or view.supply[0] <= 1


def estimate(view: View, player: int) -> float:
    """A player's points as far as the view shows them: the own score, else the open chips'
    values and the mean chip of each hidden one's colour."""
    score = view.players[player].score
    if score is not None:
        return score
    chips = view.players[player].chips
    return sum(EXPECTED[c.colour] if c.value is None else c.value for c in chips)


class OutOfTime(Exception):
    """A simulation ran past the hard deadline."""


def _award(cat: int, chief: int) -> Colour:
    misses = mismatches(cat, chief)
    return (Colour.GOLD, Colour.WHITE)[misses] if misses < 2 else Colour.BLACK


class StrongBot(MediumBot):
    """Accuses when it is worth more than waiting, found by playing the round out."""

    #: What each colour of chip is worth to it (the mean chip, by default).
    worth: Mapping[Colour, float] = EXPECTED

    def __init__(self) -> None:
        self.model = MediumBot()
        self.crowd = MediumBot()  # its rule with more than SIMULATED_PLAYERS players
        self.crowd.boldness = CROWD_BOLDNESS
        #: rounds played out for the last decision (None: it needed no simulation)
        self.last_depth: int | None = None
        self.hard_deadline = 0.0
        #: the round, the public facts and the accusable cats at its last decision, and at the
        #: one before with other facts (everyone had the chance to accuse then)
        self.seen: tuple[int, Facts, tuple[int, ...]] | None = None
        self.earlier: tuple[int, Facts, tuple[int, ...]] | None = None
        #: what each colour is worth in the decision being made (`worth_now`)
        self.stakes: Mapping[Colour, float] = self.worth
        #: deciding on its turn: every other seat was asked on this position before
        self.everyone_asked = False

    def interject(
        self, view: View, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        if not _accusations(legal):
            return None
        cat = self.pick(view, player, forced=False, rng=rng)
        return None if cat is None else Accuse(cat)

    def choose(self, view: View, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase is Phase.SUSPICION:
            self.everyone_asked = True  # every other seat passed on this position just now
            try:
                return self.interject(view, player, legal, rng) or Draw()
            finally:
                self.everyone_asked = False
        return super().choose(view, player, legal, rng)

    def pick(
        self, view: View, player: int, forced: bool, rng: random.Random | None = None
    ) -> int | None:
        self.last_depth = None
        cats = view.accusable()
        now = (view.round, facts_from_view(view, own_clue=False), cats)
        if self.seen is None or self.seen[:2] != now[:2]:  # cards were drawn since
            self.earlier, self.seen = self.seen, now
        earlier = self.earlier if self.earlier and self.earlier[0] == view.round else None
        worlds, weights = _beliefs(view, player, earlier, self.everyone_asked)
        chief, assistant = _odds(facts_from_view(view), worlds, weights)
        if len(view.players) > SIMULATED_PLAYERS:
            return self.crowd.decide(view, player, forced, chief, assistant)
        self.stakes = self.worth_now(view, player)
        gold, white, black = (self.stakes[c] for c in Colour)

        def value(cat: int) -> float:
            other = 1 - chief[cat] - assistant[cat]
            return gold * chief[cat] + white * assistant[cat] + black * other

        best = max(cats, key=lambda c: (value(c), chief[c]))
        if forced or chief[best] >= 1 or not worlds:
            return best
        found = sum(chief[cat] for _, cat in view.accusations)
        if chief[best] < HOPELESS and found < 0.5:
            return None
        wait = self._wait(view, player, worlds, weights, rng or random.Random(0))
        if wait is None:  # no round played out in time: the medium player's rule
            return super().pick(view, player, forced)
        return best if value(best) >= wait else None

    def worth_now(self, view: View, player: int) -> Mapping[Colour, float]:
        """What each colour is worth now: the mean chip, except in the last round when a white
        chip cannot lift it to the top any more (then only the gold counts: a win is what
        matters, not the chips)."""
        if not last_round(view):
            return self.worth
        mine = view.players[player].score
        if mine is None:
            return self.worth
        best_other = max(estimate(view, p) for p in range(len(view.players)) if p != player)
        if mine + self.worth[Colour.WHITE] + 0.5 > best_other:
            return self.worth
        return CHASE

    # -- simulation -----------------------------------------------------------------------
    def _wait(
        self,
        view: View,
        player: int,
        worlds: Sequence[tuple[Clue, ...]],
        weights: Sequence[float],
        rng: random.Random,
    ) -> float | None:
        """The mean chip value earned when waiting now and playing on like the medium player
        (None if not one round could be played out in time)."""
        start = CLOCK()
        deadline = start + BUDGET_S
        self.hard_deadline = start + HARD_S
        total = 0.0
        count = 0
        while count < MAX_ROLLOUTS and (count < MIN_ROLLOUTS or CLOCK() < deadline):
            state = self._world(view, rng.choices(worlds, weights)[0], rng)
            try:
                total += self._rollout(state, player, rng)
            except OutOfTime:
                break
            count += 1
        self.last_depth = count
        return total / count if count else None

    def _world(self, view: View, clues: tuple[tuple[int, int], ...], rng: random.Random) -> State:
        """A full state consistent with the view and the sampled clues."""
        n = len(view.players)
        seen = {c for p in view.players for c in p.row + p.discards}
        unseen = [c for c in range(CATS) if c not in seen]
        rng.shuffle(unseen)
        agents = [AGENT_CARD + a for a in range(n, len(AGENT_NAMES)) if a not in view.agents_drawn]
        agents = agents[: view.bag_size]  # each agent card tosses a tile from the bag
        drawn = CATS + len(AGENT_NAMES) - n - view.deck_size
        upper = max(len(agents), HALF + len(AGENT_NAMES) - n - drawn)  # the rest of the top half
        deck = list(unseen)
        for agent, spot in zip(agents, sorted(rng.sample(range(upper), len(agents))), strict=True):
            deck.insert(spot, agent)
        used = {tile for tile, _ in clues} | {tile for tile, _ in view.open_tiles}
        stasi = next((p for p, pv in enumerate(view.players) if pv.stasi_card), None)
        turn = view.turn if view.turn is not None else view.starter
        return State(
            players=n,
            stasi=view.stasi,
            cafe_adler=view.cafe_adler,
            rng=Rng.seeded(rng.getrandbits(64)),
            round=view.round,
            starter=view.starter,
            phase=view.phase,
            turn=turn,
            deck=tuple(deck),
            bag=tuple(t for t in range(TILES) if t not in used),
            tiles=tuple(tile for tile, _ in clues),
            sides=tuple(side for _, side in clues),
            open_tiles=view.open_tiles,
            agents_out=view.agents_drawn,
            rows=tuple(p.row for p in view.players),
            discards=tuple(p.discards for p in view.players),
            accusations=view.accusations,
            supply=tuple(range(len(chip_set(view.stasi, view.cafe_adler)))),
            holdings=((),) * n,
            stasi_holder=stasi,
            stasi_drawer=None,
        )

    def _rollout(self, state: State, player: int, rng: random.Random) -> float:
        """Play the round out with the table's turn loop (waiting first: `player` is not asked
        until something happened); the value of the chip `player` earns."""
        model = self.model
        start = state.round
        waiting = True

        def decide(state: State, p: int, out_of_turn: bool) -> Any:
            if CLOCK() > self.hard_deadline or cancelled():
                raise OutOfTime
            if not out_of_turn:
                if state.phase is not Phase.FINAL:
                    return Draw()
                cat = _medium_pick(model, state, p, forced=True)
                assert cat is not None
                return Accuse(cat)
            if waiting and p == player:
                return None
            cat = _medium_pick(model, state, p, forced=False)
            return None if cat is None else Accuse(cat)

        def act(state: State, p: int, action: Any) -> State:
            nonlocal waiting
            waiting = False
            return GAME.apply(state, p, action).state

        def decided(state: State) -> bool:
            summary = state.summary
            return (
                summary is not None
                and summary.round == start
                or any(accuser == player for accuser, _ in state.accusations)
            )

        seats = range(len(state.rows))
        loop = TurnLoop(GAME, len(state.rows), seats, last=state.turn)  # the drawer acted last
        state = play_out(loop, state, decide, act, until=decided)
        summary = state.summary
        if summary is not None and summary.round == start:
            return self.stakes[summary.awards[player]]
        return _worth(state, dict(state.accusations)[player], self.stakes)


class _Table:
    """What the medium player's rule reads of a view, taken straight from a state (fast)."""

    def __init__(self, state: State) -> None:
        self.accusations = state.accusations
        self.accusers = state.accusers
        self.players = state.rows
        self.cats = tuple(accusable(state))

    def accusable(self) -> tuple[int, ...]:
        return self.cats


def _medium_pick(model: MediumBot, state: State, player: int, forced: bool) -> int | None:
    """`model.pick` on `player`'s view of `state` (its own clue, an open Stasi clue)."""
    known = tuple(
        state.clue(p) if p in (player, state.stasi_holder) else None for p in range(state.players)
    )
    facts = Facts(state.rows, state.discards, state.open_tiles, known)
    table: Any = _Table(state)
    return model.decide(table, player, forced, chief_odds(facts), assistant_odds(facts))


def _beliefs(
    view: View,
    player: int,
    earlier: tuple[int, Facts, tuple[int, ...]] | None,
    everyone_asked: bool = False,
) -> tuple[tuple[tuple[Clue, ...], ...], list[float]]:
    """The clue assignments the view allows, weighted by what the others did.

    Who accused a cat most likely holds a clue it shows (else it could not be the chief in
    their eyes). Who kept silent most likely holds no clue that made some cat the chief by
    even odds: at the previous decision (`earlier`: the public facts of that moment), and on
    this position when `everyone_asked` (on its turn, after all the others passed).
    """
    worlds = assignments(facts_from_view(view))
    weights = [1.0] * len(worlds)
    for p, cat in view.accusations:
        if p == player:
            continue
        for i, world in enumerate(worlds):
            if not matches(cat, world[p]):
                weights[i] *= UNLIKELY
    moments = [earlier[1:]] if earlier is not None else []
    if everyone_asked:
        moments.append((facts_from_view(view, own_clue=False), view.accusable()))
    silent = [p for p in range(len(view.players)) if p != player and p not in view.accusers]
    for p in silent:
        telling = set()
        for clue in {world[p] for world in worlds}:
            for facts, cats in moments:
                known = tuple(clue if q == p else k for q, k in enumerate(facts.known))
                odds = chief_odds(replace(facts, known=known))
                if any(odds[cat] >= MediumBot.boldness for cat in cats):
                    telling.add(clue)
                    break  # one moment that tells is enough
        for i, world in enumerate(worlds):
            if world[p] in telling:
                weights[i] *= SILENT
    return worlds, weights


def _odds(
    facts: Facts, worlds: Sequence[tuple[Clue, ...]], weights: Sequence[float]
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The chance of each cat to be the chief and to be an assistant, over weighted worlds."""
    if all(w == 1.0 for w in weights):
        return chief_odds(facts), assistant_odds(facts)
    counts = [0.0] * CATS
    for world, weight in zip(worlds, weights, strict=True):
        fixed = dict(world + facts.open_tiles)
        free = [tile for tile in range(TILES) if tile not in fixed]
        for bits in range(1 << len(free)):
            sides = fixed | {tile: (bits >> i) & 1 for i, tile in enumerate(free)}
            counts[cat_of(sides)] += weight
    total = sum(counts) or 1.0
    chief = tuple(c / total for c in counts)
    assistant = tuple(sum(chief[cat ^ (1 << t)] for t in range(TILES)) for cat in range(CATS))
    return chief, assistant


def _worth(state: State, cat: int, worth: Mapping[Colour, float]) -> float:
    """The mean chip value of having accused `cat`, over the sides of the tiles in the bag."""
    fixed = dict(state.open_tiles)
    for p in range(state.players):
        clue = state.clue(p)
        assert clue is not None
        fixed[clue[0]] = clue[1]
    free = [t for t in range(TILES) if t not in fixed]
    total = 0.0
    for bits in range(1 << len(free)):
        sides = fixed | {t: (bits >> i) & 1 for i, t in enumerate(free)}
        total += worth[_award(cat, cat_of(sides))]
    return total / (1 << len(free))
