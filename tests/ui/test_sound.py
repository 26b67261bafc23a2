"""The table's sounds: chosen per kind of event from public events only, never telling a secret,
made by scripts/make_sounds.py, silent under tests, and not loaded at start."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from importlib import import_module
from pathlib import Path

import pytest

from spielesammlung.core import registry
from spielesammlung.core.protocol import Event, Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import sound
from spielesammlung.ui.sound import SOUNDS, Player, choose

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = {
    "heimlich": 2,
    "allianz": 4,
    "checkpoint-charlie": 4,
    "geheime-mission": 2,
    "spion-und-spion": 4,
}


def rules(game_id: str):
    return registry.entry(game_id).rules()


def walk(game_id: str, seed: int, moves: int = 300):
    """(state, player, legal actions) along a game played by random legal actions."""
    game = rules(game_id)
    count = PLAYERS[game_id]
    rng = random.Random(seed)
    state = game.new_game(Setup(tuple("ABCD"[:count]), {}), seed)
    for _ in range(moves):
        if game.result(state) is not None:
            return
        player = next((p for p in range(count) if game.legal_actions(state, p)), None)
        if player is None:
            return
        legal = list(game.legal_actions(state, player))
        yield state, player, legal
        state = game.apply(state, player, rng.choice(legal)).state


def sound_of(game_id: str, state, player: int, action) -> str | None:
    game = rules(game_id)
    outcome = game.apply(state, player, action)
    return choose(game_id, outcome.events, game.result(outcome.state) is not None)


def test_every_kind_of_moment_has_its_sound():
    from spielesammlung.games.allianz import model as allianz
    from spielesammlung.games.checkpoint import rules as checkpoint
    from spielesammlung.games.heimlich import rules as heimlich
    from spielesammlung.games.spion import model as spion

    assert choose("allianz", [allianz.Moved(0, (1, 2), (), ())]) == "place"
    assert choose("allianz", [allianz.Moved(0, (1, 3), (2,), (1,))]) == "capture"
    assert choose("heimlich", [heimlich.Placed(0, 3, 1, (4,))]) == "flip"
    assert choose("spion-und-spion", [spion.DieRolled(0, next(iter(spion.Trap)))]) == "dice"
    assert choose("checkpoint-charlie", [checkpoint.CardDrawn(0, 3, True)]) == "card"
    assert choose("checkpoint-charlie", [checkpoint.Accused(1, 4)]) == "accuse"
    assert choose("spion-und-spion", [spion.Accused(1, 2, 3, 4, False)]) == "accuse"
    assert choose("heimlich", [heimlich.Passed(0)], finished=True) == "end"
    # of several at one moment, the most telling one
    assert choose(
        "spion-und-spion", [spion.DieRolled(0, next(iter(spion.Trap))), spion.Moved(1, (2,))]
    ) == ("dice")
    assert choose("heimlich", [heimlich.Passed(0)]) is None
    tables = [import_module(entry.board).SOUNDS for entry in registry.GAMES if entry.board]
    assert set(SOUNDS) == {
        name for table in tables for name in table.values() if isinstance(name, str)
    } | {"handover"}


def test_every_sound_is_heard_in_real_games():
    heard = set()
    for game_id in PLAYERS:
        game = rules(game_id)
        for seed in range(2):
            for state, player, legal in walk(game_id, seed):
                heard.add(sound_of(game_id, state, player, random.Random(seed).choice(legal)))
                if game.result(state) is not None:
                    break
    assert heard >= {"place", "flip", "capture", "card", "accuse", "end"}


@dataclasses.dataclass(frozen=True)
class _Secret(Event):
    value: int


@pytest.mark.parametrize("game_id", PLAYERS)
def test_the_sound_comes_from_public_events_only(game_id):
    """Whatever the events only some seats saw were, the sound is the same."""
    game = rules(game_id)
    for state, player, legal in walk(game_id, 1, 150):
        outcome = game.apply(state, player, legal[0])
        finished = game.result(outcome.state) is not None
        public = [e for e in outcome.events if e.seen_by is None]
        other = [e if e.seen_by is None else _Secret(7, seen_by=e.seen_by) for e in outcome.events]
        expected = choose(game_id, public, finished)
        assert choose(game_id, outcome.events, finished) == expected
        assert choose(game_id, other, finished) == expected


def test_a_secret_pick_sounds_the_same_whatever_was_picked():
    """Spion's Zoff cards and envelope numbers, Checkpoint's clue side: every legal pick of a
    secret decision sounds alike."""
    from spielesammlung.games.checkpoint.state import ChooseSide
    from spielesammlung.games.spion.model import WriteEnvelope, ZoffPick

    secret = {"spion-und-spion": (ZoffPick, WriteEnvelope), "checkpoint-charlie": (ChooseSide,)}
    checked = dict.fromkeys(secret, 0)
    for game_id, kinds in secret.items():
        for seed in range(4):
            for state, player, legal in walk(game_id, seed):
                picks = [a for a in legal if isinstance(a, kinds)]
                if len(picks) > 1:
                    assert len({sound_of(game_id, state, player, a) for a in picks}) == 1
                    checked[game_id] += 1
    assert all(checked.values()), checked


def test_the_sound_of_a_move_does_not_tell_the_mission():
    """Geheime Mission: the same moves with another secret mission card sound the same
    (until a mission is fulfilled: that is shown to everyone)."""
    game = rules("geheime-mission")
    state = game.new_game(Setup(("A", "B"), {}), 3)
    other = next(card for card in state.deck if card != state.cards[0])
    swapped = dataclasses.replace(state, cards=(other, state.cards[1]))
    rng = random.Random(3)
    compared = 0
    while game.result(state) is None and compared < 40:
        player = state.to_move
        legal = game.legal_actions(state, player)
        action = rng.choice(list(legal))
        if action not in game.legal_actions(swapped, player):
            break
        one, two = game.apply(state, player, action), game.apply(swapped, player, action)
        if any(
            type(e).__name__ in ("MissionAccomplished", "Scored") for e in one.events + two.events
        ):
            break
        assert choose("geheime-mission", one.events) == choose("geheime-mission", two.events)
        state, swapped = one.state, two.state
        compared += 1
    assert compared >= 4


def test_silent_under_tests_but_the_choice_is_kept():
    player = Player()
    assert player.silent
    player.request("place")
    player.request(None)
    assert player.requested == ["place"] and player._effects is None  # nothing was loaded


def test_the_table_plays_sounds_through_the_controller(window, qtbot):
    game = rules("heimlich")
    session = Session("heimlich", game, Setup(("Anna", "Bert"), {}), 1, [Seat(), Seat()])
    window.start_session(session, window.autosaves.new_path("heimlich"))
    controller = window.controller
    action = game.legal_actions(session.state, 0)[0]
    controller.submit(action)
    assert window.sounds.requested[-1] == "flip"
    window.menus.sound_menu.act_on.trigger()  # off
    assert not window.settings.sound and not window.sounds.enabled
    window.menus.sound_menu.volume_actions[25].trigger()
    assert window.settings.volume == 25 and window.sounds.volume == 25


def test_the_handover_has_its_sound(window):
    from spielesammlung.games.spion import GAME as SPION

    session = Session("spion-und-spion", SPION, Setup(("Anna", "Bert")), 1, [Seat(), Seat()])
    window.start_session(session, window.autosaves.new_path("spion-und-spion"))
    assert window.pages.currentWidget() is window.handover_page
    assert window.sounds.requested[-1] == "handover"


def test_the_sounds_are_what_the_script_makes(tmp_path):
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    for path in make_sounds.write(tmp_path):
        assert path.read_bytes() == sound.sound_file(path.stem).read_bytes(), path.name
    assert {p.stem for p in tmp_path.iterdir()} == set(SOUNDS)


def test_starting_the_app_loads_no_sound_module():
    code = (
        "import sys, spielesammlung.ui.app, spielesammlung.ui.main_window;"
        "print('PySide6.QtMultimedia' in sys.modules, 'spielesammlung.ui.sound' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout
    assert out.split() == ["False", "False"]
