"""Headless games between computer players."""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from spielesammlung.core import autoplay, registry, table
from spielesammlung.core.protocol import NOBODY, ActionCodec, Outcome, Result, Setup, ToAct
from spielesammlung.core.seats import RandomBot

from . import toy_game
from .helpers import TOY_ENTRY
from .toy_game import Shout, View

pytestmark = pytest.mark.usefixtures("toy_registered")


@pytest.mark.parametrize("seed", range(60))
def test_toy_game_finishes_with_random_bots(seed: int) -> None:
    played = autoplay.play("toy", seed)
    assert played.result == played.session.result
    assert max(played.result.scores or ()) == 3
    assert len(played.result.winners) == 1
    assert all(seat.is_computer and seat.level == "easy" for seat in played.session.seats)
    assert played.session.setup.options == {"loud": False, "goal": 3, "hue": "red"}


def test_same_seed_same_game() -> None:
    first, second = autoplay.play("toy", 5), autoplay.play("toy", 5)
    assert [(e.player, e.action) for e in first.session.log] == [
        (e.player, e.action) for e in second.session.log
    ]


def test_options_and_levels_are_checked() -> None:
    assert autoplay.play("toy", 1, options={"goal": 5}).session.setup.options["goal"] == 5
    with pytest.raises(ValueError):
        autoplay.play("toy", 1, options={"goal": 4})
    with pytest.raises(ValueError):
        autoplay.play("toy", 1, players=3)
    with pytest.raises(ValueError, match="level"):
        autoplay.play("toy", 1, levels=["godlike"])
    with pytest.raises(KeyError):
        autoplay.play("no-such-game", 1)


class ShoutyBot(RandomBot):
    """Shouts out of turn whenever it may, and records every view it was given."""

    views: list[tuple[int, Any]] = []

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        ShoutyBot.views.append((player, view))
        return super().choose(view, player, legal, rng)

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        ShoutyBot.views.append((player, view))
        return Shout() if Shout() in legal else None


def test_bots_may_act_out_of_turn_and_see_only_their_view(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(toy_game.BOTS, "shouty", ShoutyBot)
    monkeypatch.setattr(ShoutyBot, "views", [])
    played = autoplay.play("toy", 3, levels=["shouty", "easy"])
    assert (played.session.log[0].player, played.session.log[0].action) == (0, Shout())
    for player, view in ShoutyBot.views:
        assert isinstance(view, View)
        assert view.picks[1 - player] is None  # never the other player's secret pick


# -- games that do not finish -------------------------------------------------------------
@dataclass(frozen=True)
class Wait:
    pass


class StuckGame:
    """Nobody must act and the game is not over: a rules bug."""

    id = "stuck"
    rules_version = 1
    codec = ActionCodec(Wait)

    def new_game(self, setup: Setup, seed: int) -> int:
        return 0

    def to_act(self, state: int) -> ToAct:
        return NOBODY if state else ToAct.one(0)

    def legal_actions(self, state: int, player: int) -> list[Wait]:
        return [Wait()] if player in self.to_act(state).players else []

    def apply(self, state: int, player: int, action: Wait) -> Outcome[int]:
        return Outcome(state + 1)

    def result(self, state: int) -> Result | None:
        return None

    def view_for(self, state: int, viewer: int | None) -> int:
        return state

    def private_decision(self, state: int, player: int) -> bool:
        return False


class EndlessGame(StuckGame):
    """Player 0 waits forever."""

    def to_act(self, state: int) -> ToAct:
        return ToAct.one(0)


GAME: StuckGame = StuckGame()
BOTS = {"easy": RandomBot}


def _register(monkeypatch: pytest.MonkeyPatch, game: StuckGame) -> None:
    monkeypatch.setattr(sys.modules[__name__], "GAME", game)
    entry = registry.GameEntry(
        "stuck", "S", "S", "", (1,), levels=(registry.EASY,), module=__name__
    )
    monkeypatch.setattr(registry, "GAMES", (TOY_ENTRY, entry))


def test_stuck_when_nobody_must_act(monkeypatch: pytest.MonkeyPatch) -> None:
    _register(monkeypatch, StuckGame())
    with pytest.raises(table.Stuck, match="nobody must act"):
        autoplay.play("stuck", 1)


def test_stuck_when_the_game_never_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    _register(monkeypatch, EndlessGame())
    monkeypatch.setattr(table, "MAX_ACTIONS", 50)
    with pytest.raises(table.Stuck, match="did not finish in 50"):
        autoplay.play("stuck", 1)
