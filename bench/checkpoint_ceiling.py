"""Checkpoint Charlie: where do a player's wins come from? One test player among medium seats.

    taskset -c 0 nice -n 15 .venv/bin/python bench/checkpoint_ceiling.py seer --players 3 \
        --games 300 [--stasi] [--cafe]

Prints the test level's share of the wins as a factor of the fair share (1/players), with the
arena's seating (blocks of `players` games on one seed, the lineup rotating). Test levels:

- `medium`, `strong`: the app's levels (the baseline).
- `bold-X`: the medium player accusing at chance X of the chief (medium: 0.5).
- `seer`: cheats, it sees every player's clue (not the future tosses of the bag); accuses like
  medium on those odds. `seer-X`: at chance X. `seer-wait`: accuses only the sure chief (or
  an assistant once the chief is taken).
- `oracle`: cheats more, it also knows the sides the tiles in the bag will show (it replays
  the state's random generator for every number of agent cards still to come and takes the
  chief of the round ending before the next agent card): accuses the chief the first moment it
  lies open, takes an assistant once the chief is gone, else keeps silent.
- `*-clue`: also chooses the side of its clue tile so that the chief is early in the deck
  (only the cheats: it sees the deck).

`--set NAME=VALUE` sets a constant of checkpoint/search.py: e.g. `strong --set
SIMULATED_PLAYERS=2 --set CROWD_BOLDNESS=0.3` plays the strong player's rule for many players
(no rounds played out) at three players.

CLOCK is CPU time here (the strong player's strength on an idle machine).

Measured 2026-11-24 (seed 1, basic game; factor = share x players), the seats asked out of
turn clockwise from the seat after the last actor (core.seats.interjection_order):

    level      3p (300 games)   4p (200)   5p (200)
    medium     1.00             1.00       1.00   by seat 3p 1.00 1.14 0.85;
                                                  5p 1.25 1.19 0.75 0.94 0.88
    seer       1.13             1.95       2.85
    oracle     1.50             1.97       2.85   by seat 3p 1.50 1.56 1.44
    strong     1.35             1.68       1.38   3p, 4p: the ladder (42 and 40 games);
                                                  5p: 400 games, the bolder rule (CROWD_BOLDNESS)
    the bolder rule at 3p / 4p (400 games, --set SIMULATED_PLAYERS=2 / 3): 1.09 / 1.10, so the
    played-out rounds stay there; 4p Café Adler: 0.95 (the played-out rounds: 1.17, 160 games)

So at three players even the oracle, which sees every clue and the tiles still to come, gets
1.5 times the fair share: whoever else sees the chief at the same moment takes it half the time.
(With the seats asked in seat order, as before, the lowest seat took it: medium seat 0 won 88%
of the three-player games.)
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from spielesammlung.core.arena import tasks
from spielesammlung.core.autoplay import drive
from spielesammlung.core.protocol import ALL_SEEING, Setup
from spielesammlung.games.checkpoint import BOTS, GAME, search
from spielesammlung.games.checkpoint.bots import MediumBot
from spielesammlung.games.checkpoint.components import AGENT_CARD, SIDES, TILES, cat_of
from spielesammlung.games.checkpoint.rules import accusable
from spielesammlung.games.checkpoint.state import Accuse, ChooseSide, Draw, Phase, State


class Table:
    """The true state, for the cheats (updated after every action)."""

    state: State


def chief_after(state: State, agents: int) -> int | None:
    """The chief if the round ends after `agents` more agent cards (None: not all clues chosen).

    Replays what the rules do with the state's generator: each agent card draws a tile from the
    bag and tosses it; the tiles left in the bag are tossed at the end of the round."""
    if None in state.sides:
        return None
    rng, bag = state.rng, list(state.bag)
    fixed = dict(state.open_tiles)
    for _ in range(min(agents, len(bag))):
        index, rng = rng.below(len(bag))
        side, rng = rng.below(SIDES)
        fixed[bag.pop(index)] = side
    for tile in bag:
        side, rng = rng.below(SIDES)
        fixed[tile] = side
    for p in range(state.players):
        clue = state.clue(p)
        assert clue is not None
        fixed[clue[0]] = clue[1]
    assert len(fixed) == TILES
    return cat_of(fixed)


def true_chief(state: State) -> int | None:
    """The chief of this round if no further agent card is drawn before it ends."""
    return chief_after(state, 0)


class Seer(MediumBot):
    """Medium's rules on the odds of a view that shows every clue."""

    def __init__(self, table: Table, boldness: float = 0.5, clue: bool = False) -> None:
        self.table, self.boldness, self.clue = table, boldness, clue

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase is Phase.CLUES and self.clue:
            return early_side(self.table.state, player, legal, rng)
        full = GAME.view_for(self.table.state, ALL_SEEING)
        return super().choose(replace(full, viewer=player), player, legal, rng)

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        full = GAME.view_for(self.table.state, ALL_SEEING)
        return super().interject(replace(full, viewer=player), player, legal, rng)


def early_side(state: State, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
    """The side that brings the chief earliest, given the others' chosen sides (a guess for
    the ones not chosen yet)."""
    sides = list(state.sides)
    best, when = None, 99
    for side in range(SIDES):
        trial = [s if s is not None else rng.randrange(SIDES) for s in sides]
        trial[player] = side
        chief = true_chief(replace(state, sides=tuple(trial)))
        assert chief is not None
        spot = state.deck.index(chief)
        if spot < when:
            best, when = side, spot
    return ChooseSide(best if best is not None else 0)


class Oracle(MediumBot):
    """Knows the chief; accuses it at once, else an assistant once the chief is taken."""

    def __init__(self, table: Table, clue: bool = False) -> None:
        self.table, self.clue = table, clue

    def chief(self) -> int | None:
        state = self.table.state
        agents_left = sum(card >= AGENT_CARD for card in state.deck)
        # the round most often ends before the next agent card when it lies deep in the deck
        nxt = next((i for i, c in enumerate(state.deck) if c >= AGENT_CARD), None)
        more = 0 if nxt is None or nxt > 6 else agents_left
        return chief_after(state, more)

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase is Phase.CLUES:
            if self.clue:
                return early_side(self.table.state, player, legal, rng)
            return rng.choice(list(legal))
        if view.phase is Phase.FINAL:
            return Accuse(self.best(forced=True))
        if view.phase is Phase.SUSPICION:
            return self.interject(view, player, legal, rng) or Draw()
        return super().choose(view, player, legal, rng)

    def best(self, forced: bool) -> int:
        state = self.table.state
        chief = self.chief()
        cats = accusable(state)
        assert chief is not None and cats
        return min(cats, key=lambda c: (c ^ chief).bit_count())

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if not any(isinstance(a, Accuse) for a in legal):
            return None
        state = self.table.state
        chief = self.chief()
        cats = accusable(state)
        if chief in cats:
            GUESSES.append(chief)
            return Accuse(chief)
        taken = chief in {cat for _, cat in state.accusations}
        near = [c for c in cats if (c ^ chief).bit_count() == 1] if chief is not None else []
        if taken and near:
            return Accuse(near[0])
        return None


def bold(boldness: float) -> Callable[[], Any]:
    def make() -> MediumBot:
        bot = MediumBot()
        bot.boldness = boldness
        return bot

    return make


def factory(level: str, table: Table) -> Callable[[], Any]:
    if level in BOTS:
        return BOTS[level]
    name, _, arg = level.partition("-")
    clue = level.endswith("-clue")
    if clue:
        arg = arg.removesuffix("clue").rstrip("-")
    if name == "bold":
        return bold(float(arg))
    if name == "seer":
        chance = 2.0 if arg == "wait" else float(arg) if arg else 0.5
        return lambda: Seer(table, chance, clue)
    if name == "oracle":
        return lambda: Oracle(table, clue)
    raise SystemExit(f"unknown level {level}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("level")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stasi", action="store_true")
    parser.add_argument("--cafe", action="store_true")
    parser.add_argument("--against", default="medium")
    parser.add_argument("--progress", action="store_true", help="a line every 5 blocks")
    parser.add_argument("--set", action="append", default=[], help="NAME=VALUE (search.py)")
    args = parser.parse_args()
    search.CLOCK = time.process_time
    for setting in args.set:
        key, _, value = setting.partition("=")
        setattr(search, key, float(value))
    options = {"stasi": args.stasi, "cafe_adler": args.cafe}
    lineup = [args.level] + [args.against] * (args.players - 1)
    points = 0.0
    golds = whites = blacks = rounds = 0
    think: list[float] = []
    by_seat = [0.0] * args.players
    start = time.process_time()
    for index, task in enumerate(tasks(GAME.id, lineup, args.games, args.seed, options)):
        table = Table()
        seat = index % args.players  # the rotation puts the test level on this seat
        bots = [factory(level, table)() for level in task.levels]
        state = GAME.new_game(Setup(tuple(f"P{i}" for i in task.levels), options), task.seed)
        table.state = state

        def act(
            state: State, player: int, action: Any, table: Table = table, seat: int = seat
        ) -> State:
            table.state = GAME.apply(state, player, action).state
            summary = table.state.summary
            if summary is not None and summary is not state.summary:
                tally(summary, seat, state)
            return table.state

        rngs = [random.Random(task.seed * 1_000 + s) for s in range(args.players)]
        timed = Timed(bots[seat], think)
        bots[seat] = timed
        final = drive(GAME, state, bots, rngs, act, "ceiling")
        result = GAME.result(final)
        assert result is not None
        if seat in result.winners:
            points += 1 / len(result.winners)
            by_seat[seat] += 1 / len(result.winners)
        rounds += final.round
        if args.progress and (index + 1) % (5 * args.players) == 0:
            print(f"    after {index + 1} games: factor {points * args.players / (index + 1):.2f}")
        colours = [final.chips[h.chip].colour for h in final.holdings[seat]]
        golds += colours.count("gold")
        whites += colours.count("white")
        blacks += colours.count("black")
    games = len(tasks(GAME.id, lineup, args.games, args.seed, options))
    share = points / games
    think.sort()
    p95 = think[int(0.95 * len(think))] if think else 0.0
    variant = "stasi" if args.stasi else "cafe" if args.cafe else "basic"
    print(
        f"{args.level:12s} {args.players}p {variant:5s} games {games} seed {args.seed}: "
        f"factor {share * args.players:.2f} (share {share:.3f}); per game "
        f"gold {golds / games:.2f} white {whites / games:.2f} black {blacks / games:.2f} "
        f"rounds {rounds / games:.2f}; think p95 {p95:.3f}s; cpu "
        f"{time.process_time() - start:.0f}s",
        flush=True,
    )
    total = sum(v for k, v in ROUNDS.items() if not k.startswith("test"))
    print(
        "    factor by seat:",
        " ".join(f"{args.players * b / (games / args.players):.2f}" for b in by_seat),
    )
    print(f"    rounds {total}:", end=" ")
    print("   ", ", ".join(f"{k} {v / total:.2f}" for k, v in sorted(ROUNDS.items())))
    sys.stdout.flush()


ROUNDS: dict[str, int] = {}
GUESSES: list[int] = []


def tally(summary: Any, seat: int, before: State) -> None:
    """Count how the test seat's rounds went."""
    if summary.found_by is None:
        drawn = any(summary.chief in row for row in before.rows)
        key = "chief open, not found" if drawn else "chief never drawn"
    elif summary.found_by == seat:
        key = "found by test"
    else:
        key = "found by other"
    ROUNDS[key] = ROUNDS.get(key, 0) + 1
    award = summary.awards[seat]
    if GUESSES:
        key = "oracle right" if GUESSES[-1] == summary.chief else "oracle wrong"
        ROUNDS["test " + key] = ROUNDS.get("test " + key, 0) + 1
        GUESSES.clear()
    silent = seat not in dict(summary.accusations)
    key = f"test {'silent' if silent else 'accused'} {award}"
    ROUNDS[key] = ROUNDS.get(key, 0) + 1


class Timed:
    def __init__(self, bot: Any, think: list[float]) -> None:
        self.bot, self.think = bot, think

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        start = time.process_time()
        action = self.bot.choose(view, player, legal, rng)
        if len(legal) > 1:
            self.think.append(time.process_time() - start)
        return action

    def interject(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        return self.bot.interject(view, player, legal, rng)


if __name__ == "__main__":
    main()
