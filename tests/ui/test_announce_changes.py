"""What a screen reader hears after each move, in all five games: who moved and what changed
(stones flipped, pieces captured and whose, a spy sent to the dungeon, the die covered), said
once, for the human's moves and the computer's alike, and never a secret of the table."""

from __future__ import annotations

import random
from typing import Any

from spielesammlung.core.i18n import fill
from spielesammlung.core.protocol import Setup
from spielesammlung.games.allianz import board as allianz_board
from spielesammlung.games.allianz.bots import EasyBot
from spielesammlung.games.allianz.model import Moved as AllianzMoved
from spielesammlung.games.geheime_mission.rules import Place as GmPlace
from spielesammlung.games.heimlich.board import square_name as heimlich_square
from spielesammlung.games.heimlich.rules import Placed as HeimlichPlaced
from spielesammlung.games.spion.model import ZoffRevealed
from spielesammlung.ui import accessible
from spielesammlung.ui.allianz.texts import AllianzTexts

from .test_accessible import play, settle, start, to_the_board


def events_since(controller: Any, played: int) -> list[Any]:
    """The public events of the actions played after the first `played`."""
    return [
        e
        for entry in controller.session.played[played:]
        for e in entry.outcome.events
        if e.seen_by is None
    ]


def said_once(heard: list[str], text: str) -> str:
    """The one announcement that contains `text` (it must be said exactly once)."""
    found = [line for line in heard if text in line]
    assert len(found) == 1, (text, heard)
    return found[0]


def test_heimlich_says_the_stone_and_every_flipped_stone_for_both_sides(window):
    controller = start(window, "heimlich", humans=1)  # Bert is the computer
    rng = random.Random(3)
    assert to_the_board(window, rng)
    played = len(controller.session.played)
    with accessible.recording() as heard:
        legal = controller.game.legal_actions(controller.session.state, 0)
        controller.submit(rng.choice(legal))
        assert to_the_board(window, rng)  # the computer has answered
    placed = [e for e in events_since(controller, played) if isinstance(e, HeimlichPlaced)]
    assert [e.player for e in placed] == [0, 1]
    for event, name in zip(placed, ("Anna", "Bert"), strict=True):
        line = said_once(heard, f"{name} on {heimlich_square(event.square)}, flips ")
        flipped = line.split(", flips ", 1)[1].split(", ")
        assert sorted(flipped) == sorted(heimlich_square(s) for s in event.flipped)


def test_allianz_says_the_path_and_whose_pieces_were_captured(window):
    controller = start(window, "allianz", humans=1)  # Anna plays the easy computer's moves
    rng, bot = random.Random(5), EasyBot()
    with accessible.recording() as heard:
        for _ in range(200):
            taken = [
                e for e in events_since(controller, 0) if isinstance(e, AllianzMoved) and e.captured
            ]
            if taken:
                break
            assert to_the_board(window, rng)
            state, player = controller.session.state, controller.step.player
            legal = controller.game.legal_actions(state, player)
            controller.submit(bot.choose(state, player, legal, rng))
        else:
            raise AssertionError("no capture came up")
        settle(controller)
    moved = taken[0]
    names = controller.session.setup.players
    path = "–".join(allianz_board.square_name(s) for s in moved.path)
    line = said_once(heard, f"{names[moved.player]} ({'ABCD'[moved.player]}): {path}, captures ")
    for sq, seat in zip(moved.captured, moved.victims, strict=True):
        assert f"{names[seat]}'s piece on {allianz_board.square_name(sq)}" in line


def test_allianz_says_an_enemy_castle_entered():
    setup = Setup(("Anna", "Bert", "Cleo", "Dora"), {})
    texts = AllianzTexts(setup)
    castle = allianz_board.CASTLES[texts.parties[1]][0]
    step = next(s for s in allianz_board.STEPS[castle] if s not in allianz_board.CASTLE_OWNER)
    line = texts.describe(AllianzMoved(0, (step, castle), (), ()))
    assert line is not None and line.startswith("Anna (A): ")
    assert line.endswith(fill("enters the castle of %1", texts.who(1)))
    home = allianz_board.CASTLES[texts.parties[0]][0]
    out = next(s for s in allianz_board.STEPS[home] if s not in allianz_board.CASTLE_OWNER)
    back = texts.describe(AllianzMoved(0, (out, home), (), ()))
    assert back is not None and "castle" not in back  # the own castle is no news


def test_spion_says_who_goes_to_the_dungeon_after_a_zoff_and_no_secret(window):
    controller = start(window, "spion-und-spion", seed=4)
    rng = random.Random(4)
    with accessible.recording() as heard:
        for _ in range(600):
            zoffs = [e for e in events_since(controller, 0) if isinstance(e, ZoffRevealed)]
            if zoffs:
                break
            settle(controller)
            page = window.pages.currentWidget()
            if page is window.secret_page:
                page.choice_buttons[0].click()
            elif page is window.handover_page:
                window.handover_page.button.click()
            else:
                play(window, rng, 1)
        else:
            raise AssertionError("no Zoff in this game")
        settle(controller)
    zoff = zoffs[0]
    loser = zoff.defender if zoff.attacker_won else zoff.attacker
    line = said_once(heard, "Zoff cards: ")
    spy = controller.board.texts.spy(loser)
    assert line.endswith(fill("; %1 goes to the dungeon", spy))
    assert not any("writes the number" in said or "looks at " in said for said in heard)
    assert any(" moves a spy: " in said and " → " in said for said in heard)


def test_geheime_mission_says_the_column_the_die_and_what_it_covers(window):
    controller = start(window, "geheime-mission", humans=1)  # Bert is the computer
    rng = random.Random(2)
    assert to_the_board(window, rng)
    played = len(controller.session.played)
    symbols = [a.symbol for a in controller.game.legal_actions(controller.session.state, 0)]
    with accessible.recording() as heard:
        controller.submit(GmPlace(0, symbols[0]))
        assert to_the_board(window, rng)
        controller.submit(GmPlace(0, symbols[-1]))
        settle(controller)
    placed = [e for e in events_since(controller, played) if type(e).__name__ == "Placed"]
    texts = controller.board.texts
    assert [e.player for e in placed[:3]] == [0, 1, 0]
    first, second = [said for said in heard if said.startswith("Anna: column 1, ")]
    assert first.endswith(", die 1 of 6")
    bert = placed[1]
    symbol = texts.symbol_name(bert.symbol)
    said_once(heard, f"Bert: column {bert.column + 1}, {symbol} on top, die {bert.level + 1} of 6")
    assert ", covers " in second
    under = placed[2].covered
    assert under is not None
    tail = fill("covers %1 (%2)", texts.symbol_name(under.symbol), texts.colour_name(under.owner))
    assert second.endswith(tail)


def test_checkpoint_says_what_the_table_saw_and_keeps_the_clues_secret(window):
    controller = start(window, "checkpoint-charlie", humans=1)
    rng = random.Random(6)
    with accessible.recording() as heard:
        play(window, rng, 12)
        settle(controller)
    assert any(" has chosen a clue" in said for said in heard)
    assert any(
        " draws " in said and (": into the row" in said or "discard pile" in said) for said in heard
    )
    assert not any("draws the clue tile" in said or "chooses the clue" in said for said in heard)
    assert not any("new chip is worth" in said for said in heard)
    log = controller.log_lines()
    assert log and [said for said in heard if said in set(log)] == log  # each said once
