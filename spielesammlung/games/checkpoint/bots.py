"""Computer players for Checkpoint Charlie; they see only their own view."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .components import Colour, matches
from .deduce import assistant_odds, chief_odds, facts_from_view
from .state import Accuse, Draw, KeepChips, Phase, Swap
from .view import View

#: The average chip of each colour (what an accusation is worth before the chips are drawn).
EXPECTED = {Colour.GOLD: 3.8, Colour.WHITE: 1.5, Colour.BLACK: -0.5}
EASY_EAGERNESS = 0.08  # chance per opportunity that the easy bot accuses
EASY_SWAP = 0.5  # chance that the easy bot swaps a Café Adler chip


def _accusations(legal: Sequence[Any]) -> list[Accuse]:
    return [a for a in legal if isinstance(a, Accuse)]


def _swaps(legal: Sequence[Any]) -> list[Swap]:
    return [a for a in legal if isinstance(a, Swap)]


class EasyBot:
    """Accuses early on a guess: a cat showing its own clue and the open tiles."""

    def choose(self, view: View, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase is Phase.CLUES:
            return rng.choice(list(legal))
        if view.phase is Phase.CAFE:
            swaps = _swaps(legal)
            return rng.choice(swaps) if swaps and rng.random() < EASY_SWAP else KeepChips()
        if view.phase is Phase.FINAL:
            return self._guess(view, player, legal, rng)
        return self.interject(view, player, legal, rng) or Draw()

    def interject(
        self, view: View, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        if not _accusations(legal) or rng.random() >= EASY_EAGERNESS:
            return None
        return self._guess(view, player, legal, rng)

    def _guess(self, view: View, player: int, legal: Sequence[Any], rng: random.Random) -> Accuse:
        accusations = _accusations(legal)
        clues = [view.players[player].clue, *view.open_tiles]
        likely = [a for a in accusations if all(c is None or matches(a.cat, c) for c in clues)]
        return rng.choice(likely or accusations)


class MediumBot:
    """Deduces the odds of every cat; accuses when the chief is likely or waiting costs."""

    boldness = 0.5  # chance of the chief at which it accuses at once
    settle = 1.0  # once the chief is surely taken: the worth at which it takes an assistant

    def choose(self, view: View, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase is Phase.CLUES:
            return rng.choice(list(legal))
        if view.phase is Phase.CAFE:
            return self._swap(view, legal)
        if view.phase is Phase.FINAL:
            cat = self.pick(view, player, forced=True)
            assert cat is not None
            return Accuse(cat)
        return self.interject(view, player, legal, rng) or Draw()

    def interject(
        self, view: View, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        if not _accusations(legal):
            return None
        cat = self.pick(view, player, forced=False)
        return None if cat is None else Accuse(cat)

    def pick(self, view: View, player: int, forced: bool) -> int | None:
        """The cat to accuse now, or None to wait (never None when `forced`)."""
        facts = facts_from_view(view)
        return self.decide(view, player, forced, chief_odds(facts), assistant_odds(facts))

    def decide(
        self,
        view: View,
        player: int,
        forced: bool,
        chief: Sequence[float],
        assistant: Sequence[float],
    ) -> int | None:
        """`pick` on given odds of each cat to be the chief and to be an assistant."""
        cats = view.accusable()
        gold, white, black = (EXPECTED[c] for c in Colour)

        def value(cat: int) -> float:
            other = 1 - chief[cat] - assistant[cat]
            return gold * chief[cat] + white * assistant[cat] + black * other

        best = max(cats, key=lambda c: (value(c), chief[c]))
        if forced or chief[best] >= 1:
            return best
        found = sum(chief[cat] for _, cat in view.accusations)
        others = [p for p in range(len(view.players)) if p != player and p not in view.accusers]
        if len(others) == 1:  # the other one's accusation ends the round
            risk = max(chief[c] for c in cats)
            wait = black * found + (1 - found) * (black * risk + white * (1 - risk))
            return best if value(best) > wait else None
        if chief[best] >= self.boldness or (found >= 1 and value(best) >= self.settle):
            return best
        return None

    def _swap(self, view: View, legal: Sequence[Any]) -> Any:
        """Always swap a Café Adler chip (it is the lowest of its colour), hitting the leader."""
        swaps = _swaps(legal)
        if not swaps:
            return KeepChips()
        return max(swaps, key=lambda s: view.players[s.target].chip_counts)
