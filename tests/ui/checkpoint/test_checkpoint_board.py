"""Checkpoint Charlie through the GUI: clue choices behind handovers, draws, an accusation out
of turn, the memory aid, discard piles, Café Adler swaps and the final reveal.

Every view the board is given is recorded: the public screen must never hold a secret.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QPushButton,
)

from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase as FlowPhase
from spielesammlung.games.checkpoint import BOTS, GAME
from spielesammlung.games.checkpoint.components import AGENT_CARD, AGENT_NAMES
from spielesammlung.games.checkpoint.rules import AgentDrawn, ChipSeen, ClueChosen, TileDrawn
from spielesammlung.games.checkpoint.state import (
    Accuse,
    ChooseSide,
    Draw,
    KeepChips,
    Phase,
    Swap,
)
from spielesammlung.games.checkpoint.view import View
from spielesammlung.ui.board import Turn
from spielesammlung.ui.checkpoint.board import (
    AGENT_W,
    EARLIER_W,
    CheckpointBoard,
    create_board,
    trait,
)
from tests.games.checkpoint.helpers import act, cafe_position, new, suspicion

NAMES = ("Anna", "Bert", "Clara")
HUMANS = (Seat(), Seat(), Seat())


@pytest.fixture
def shown(monkeypatch):
    """Every (view, turn) the board was asked to show."""
    calls: list[tuple[View, Turn]] = []
    original = CheckpointBoard.show

    def show(self, view, turn):
        calls.append((view, turn))
        original(self, view, turn)

    monkeypatch.setattr(CheckpointBoard, "show", show)
    return calls


def start(window, seats=HUMANS, actions=(), seed=3, options=None):
    session = Session("checkpoint-charlie", GAME, Setup(NAMES, options or {}), seed, list(seats))
    for player, action in actions:
        session.act(player, action)
    window.start_session(session, window.autosaves.new_path("checkpoint-charlie"))
    return window.controller


def reveal(window, name):
    assert window.pages.currentWidget() is window.handover_page
    assert window.handover_page.name == name
    window.handover_page.button.click()


def secret_buttons(window):
    layout = window.secret_page.buttons
    widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
    return [w for w in widgets if isinstance(w, QPushButton)]


def settle(qtbot, controller):
    """Wait until the move (and its pause) is over and the next step is shown."""
    qtbot.waitUntil(lambda: not controller.thinking)


def choose_clues(window, qtbot):
    """Each human in turn: the handover, then the clue side on the secret page."""
    for name in NAMES:
        reveal(window, name)
        assert window.pages.currentWidget() is window.secret_page
        assert name in window.secret_page.title.text()
        buttons = secret_buttons(window)
        assert len(buttons) == 2
        buttons[0].click()
    settle(qtbot, window.controller)


def draw(qtbot, controller, times=1):
    for _ in range(times):
        controller.board.click_deck()
        settle(qtbot, controller)


def out_of_turn_button(window, name):
    layout = window.game_page.out_of_turn
    buttons = [layout.itemAt(i).widget() for i in range(layout.count())]
    return next(b for b in buttons if b is not None and b.text() == f"Accuse ({name})")


def board_button(board, text):
    return next(b for b in board.buttons if b.text == text)


def key(board, code):
    board.key_press(QKeyEvent(QEvent.Type.KeyPress, code, Qt.KeyboardModifier.NoModifier))


def assert_no_secret(view: View, viewer: int | None):
    """`view` holds no clue or chip value of anybody but `viewer` (until they are revealed)."""
    revealed = view.over or (view.last_round is not None and view.last_round.round == view.round)
    for player, pv in enumerate(view.players):
        if player == viewer:
            continue
        if not revealed and not pv.stasi_card:
            assert pv.tile is None and pv.side is None
        if not view.over:
            assert all(chip.value is None for chip in pv.chips if not chip.open)
            assert pv.score is None


def assert_screen_safe(shown):
    for view, _ in shown:
        assert_no_secret(view, view.viewer)


def test_clue_choices_go_through_handover_and_secret_page(window, shown, qtbot):
    controller = start(window)
    assert window.pages.currentWidget() is window.handover_page
    assert shown == []  # nothing was drawn before Anna confirmed
    reveal(window, "Anna")
    tile = controller.session.state.tiles[0]
    info = window.secret_page.info.text()
    assert "You drew the clue tile" in info
    labels = [b.text() for b in secret_buttons(window)]
    assert labels == [
        "Clue: " + ["hat", "sunglasses", "trench coat", "newspaper", "grey fur"][tile],
        "Clue: " + ["no hat", "no sunglasses", "pullover", "no newspaper", "orange fur"][tile],
    ]
    secret_buttons(window)[1].click()
    for name in NAMES[1:]:
        reveal(window, name)
        secret_buttons(window)[0].click()
    settle(qtbot, controller)
    state = controller.session.state
    assert state.sides == (1, 0, 0) and state.phase is Phase.SUSPICION
    assert window.pages.currentWidget() is window.game_page
    view, turn = shown[-1]
    assert view.viewer is None and turn.player == state.turn
    assert_screen_safe(shown)
    assert window.controller.board.prompt(view)[0] == f"{NAMES[state.turn]}: draw a card"


def test_a_round_on_the_public_screen_with_an_accusation_out_of_turn(window, shown, qtbot):
    controller = start(window)
    choose_clues(window, qtbot)
    board = controller.board
    draw(qtbot, controller, 9)
    state = controller.session.state
    assert sum(len(r) + len(d) for r, d in zip(state.rows, state.discards, strict=True)) >= 9
    assert all(view.viewer is None for view, _ in shown)
    accuser = next(p for p in range(3) if p != state.turn)
    out_of_turn_button(window, NAMES[accuser]).click()
    reveal(window, NAMES[accuser])
    view, turn = shown[-1]
    assert view.viewer == accuser and turn.player == accuser and turn.out_of_turn
    assert view.players[accuser].clue is not None  # the accuser sees their own clue now
    assert not board.can_draw()
    cats = sorted(board.legal_cats())
    assert cats == sorted(view.accusable())
    assert all(board.cats[cat].on_click is not None for cat in cats)
    board.click_cat(cats[0])
    assert board.selected == cats[0]
    board_button(board, f"Accuse {board.cats[cats[0]].name}").on_click()
    settle(qtbot, controller)
    assert controller.session.state.accusations == ((accuser, cats[0]),)
    assert window.pages.currentWidget() is window.game_page
    assert shown[-1][0].viewer is None  # back to the public screen
    log = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any(f"{NAMES[accuser]} (" in line and "accuses" in line for line in log)
    assert_screen_safe(shown)


def test_cancelling_an_accusation_returns_to_the_public_screen(window, shown, qtbot):
    controller = start(window)
    choose_clues(window, qtbot)
    board = controller.board
    draw(qtbot, controller, 2)
    waiting = next(p for p in range(3) if p != controller.session.state.turn)
    out_of_turn_button(window, NAMES[waiting]).click()
    reveal(window, NAMES[waiting])
    assert shown[-1][0].viewer == waiting
    board_button(board, "Cancel").on_click()
    assert controller.interrupting is None
    assert shown[-1][0].viewer is None and shown[-1][1].player == controller.session.state.turn
    out_of_turn_button(window, NAMES[waiting]).click()
    reveal(window, NAMES[waiting])
    key(board, Qt.Key.Key_Escape)  # the keyboard cancels as well
    assert shown[-1][0].viewer is None
    assert controller.session.state.accusations == ()


def test_log_and_status_never_tell_secrets(window, qtbot):
    controller = start(window)
    choose_clues(window, qtbot)
    draw(qtbot, controller, 6)
    board = controller.board
    assert board.describe(TileDrawn(0, 2, seen_by=frozenset({0}))) is None
    assert board.describe(ClueChosen(0, 2, 1, seen_by=frozenset({0}))) is None
    assert board.describe(ChipSeen(0, 0, 4, False, seen_by=frozenset({0}))) is None
    log = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert log[0] == "1. Anna has chosen a clue"
    agents = sum("agent card" in line for line in log)
    assert len(log) == 3 + 6 + agents  # three choices, six draws, the agent cards among them
    assert "Cards in the deck" in window.game_page.status.text()


def look_button(window):
    return window.controller.board.panel.mine


def test_look_at_mine_goes_through_the_handover_and_shows_only_own_secrets(window, shown, qtbot):
    """Rulebook: "Sein eigenes Hinweisplättchen ... darf sich ein Spieler jederzeit ansehen"."""
    controller = start(window)
    choose_clues(window, qtbot)
    board = controller.board
    draw(qtbot, controller, 4)
    state = controller.session.state
    looker = next(p for p in range(3) if p != state.turn)  # not on turn
    panel = board.panel
    assert panel.mine.isVisibleTo(panel) and panel.mine.text() == "Look at mine…"
    assert [a.text() for a in panel.looker_actions] == [
        f"I am {name}: show my clue and chips" for name in NAMES
    ]
    shown.clear()
    given = []
    own_secrets = board.own_secrets
    board.own_secrets = lambda view: given.append(view) or own_secrets(view)
    panel.looker_actions[looker].trigger()
    assert window.pages.currentWidget() is window.handover_page and given == []
    reveal(window, NAMES[looker])
    assert [view.viewer for view in given] == [looker]
    assert_no_secret(given[0], looker)  # the page is made of a view without others' secrets
    assert window.pages.currentWidget() is window.secret_page
    assert shown == []  # the board was not given the private view
    page = window.secret_page
    assert page.title.text() == f"{NAMES[looker]}: your clue and chips"
    own = board.own_secrets(GAME.view_for(state, looker))
    assert page.info.text() == own.info
    assert f"Your clue: {trait(state.clue(looker))}" in page.info.text()
    for other in range(3):
        if other != looker:  # tiles differ, so no trait text of another seat is a substring
            assert trait(state.clue(other)) not in page.info.text()
    assert [b.text() for b in secret_buttons(window)] == ["Done: back to the table"]
    secret_buttons(window)[0].click()
    assert window.pages.currentWidget() is window.game_page
    assert controller.looking is None and controller.table.shown is None
    view, turn = shown[-1]
    assert view.viewer is None and turn.player == state.turn  # the neutral table again
    assert_screen_safe(shown)


def test_look_at_mine_shows_chips_and_with_one_human_needs_no_handover(window, qtbot):
    whole = play_out()
    entries = whole.log
    cut = next(i for i, e in enumerate(entries) if e.outcome.state.round == 2)
    seats = (Seat(), Seat("computer", "easy"), Seat("computer", "easy"))
    controller = start(window, seats=seats, actions=[(e.player, e.action) for e in entries[:cut]])
    board = controller.board
    settle(qtbot, controller)
    assert board.humans == (0,)
    assert board.panel.mine.text() == "Look at mine"
    board.panel.mine.click()  # one human: no question, no handover
    assert window.pages.currentWidget() is window.secret_page
    state = controller.session.state
    info = window.secret_page.info.text()
    if state.holdings[0]:
        assert "Your chips:" in info and f"points: {state.total(0)}" in info
    else:
        assert "You have no chips yet." in info
    secret_buttons(window)[0].click()
    settle(qtbot, controller)
    assert window.pages.currentWidget() in (window.game_page, window.secret_page)
    assert controller.looking is None


def test_the_memory_aid_shows_facts_and_the_deduction_helper_is_a_separate_setting(window, qtbot):
    assert window.settings.memory_aid and not window.settings.deduction_aid  # the defaults
    controller = start(window)
    choose_clues(window, qtbot)
    draw(qtbot, controller, 6)
    panel = controller.board.panel
    state = controller.session.state
    assert panel.frame.isVisibleTo(panel) and not panel.deduction_frame.isVisibleTo(panel)
    text = panel.aid.text()
    for p in range(3):
        assert f"{NAMES[p]} (row:" in text
    assert "surely" not in text and "Your clue" not in text  # the public screen: no secret
    window.menus.act_memory.trigger()  # memory aid off
    assert not panel.frame.isVisibleTo(panel)
    window.menus.act_deduction.trigger()  # deduction helper on
    assert window.settings.deduction_aid
    assert panel.deduction_frame.isVisibleTo(panel)
    assert "gives the solution away" in panel.deduction_title.text()
    assert "Shown in your own view" in panel.deduction.text()
    assert state.rows == controller.session.state.rows


def test_memory_aid_facts_and_the_deduction_helper_in_a_players_own_view():
    state = suspicion(new(3), [(0, 0), (1, 0), (2, 0)], deck=tuple(range(3, 32)))
    # Anna's row: cats 0 and 2 (both hat, trench coat, newspaper, grey fur; 2 wears no
    # sunglasses); Bert's pile: cat 1 (no hat, sunglasses, trench coat, newspaper, grey fur)
    state = replace(state, rows=((0, 2), (), ()), discards=((), (1,), ()), accusations=((0, 2),))
    board = create_board(Setup(NAMES))
    board.side_panel()
    board.show(GAME.view_for(state, 2), Turn(None, ()))
    assert board.panel.aid.text().splitlines() == [
        "Your clue: trench coat",
        "Anna (row: Fleming, Nils; discards: –; accused: Nils)",
        "Bert (row: –; discards: Boris)",
        "Clara (you; row: –; discards: –)",
    ]
    assert not board.panel.deduction_frame.isVisibleTo(board.panel)  # off by default
    board.deduction_aid = True
    board.show(GAME.view_for(state, 2), Turn(None, ()))
    assert board.panel.deduction.text().splitlines() == [
        "Anna: hat, trench coat, newspaper, grey fur",
        "Bert: hat, no sunglasses, pullover, no newspaper, orange fur",
    ]
    board.show(GAME.view_for(state, None), Turn(None, ()))
    assert "Anna:" not in board.panel.deduction.text()  # never on the public screen
    assert "Your clue" not in board.panel.aid.text()


def test_discard_piles_fan_out_and_the_keyboard_plays(window, qtbot):
    controller = start(window)
    choose_clues(window, qtbot)
    board = controller.board
    while not board.piles:
        draw(qtbot, controller)
    owner = next(iter(board.piles))
    board.click_pile(owner)
    assert board.fanned == owner
    assert f"{NAMES[owner]}'s discard pile" in board.prompt(board.view)[0] or board.fanned == owner
    key(board, Qt.Key.Key_Escape)
    assert board.fanned is None
    before = len(controller.session.log)
    board.cursor_key = None
    key(board, Qt.Key.Key_Up)  # the cursor appears on the deck
    assert board.cursor_key == ("deck",)
    key(board, Qt.Key.Key_Return)
    settle(qtbot, controller)
    assert len(controller.session.log) == before + 1
    assert isinstance(controller.session.log[-1].action, Draw)


def test_hint_marks_a_legal_action(window, qtbot):
    controller = start(window)
    choose_clues(window, qtbot)
    board = controller.board
    window.menus.act_hint.trigger()
    qtbot.waitUntil(lambda: board.cursor_shown)
    assert board.cursor_key == ("deck",) or board.selected in board.legal_cats()


def play_out(seed=3, seats=HUMANS, options=None) -> Session:
    """A whole game by the strong computer players, in a session with human seats."""
    session = Session("checkpoint-charlie", GAME, Setup(NAMES, options or {}), seed, list(seats))
    rng = random.Random(seed)
    bots = [BOTS["strong"]() for _ in NAMES]
    while session.result is None:
        state = session.state
        player = min(GAME.to_act(state).players)
        legal = GAME.legal_actions(state, player)
        session.act(player, bots[player].choose(GAME.view_for(state, player), player, legal, rng))
    return session


def test_the_final_reveal_after_the_last_action_through_the_gui(window, shown, qtbot):
    whole = play_out()
    *before, last = whole.log
    controller = start(window, actions=[(e.player, e.action) for e in before])
    board = controller.board
    assert_screen_safe(shown)
    shown.clear()
    step = controller.step
    if step.phase is FlowPhase.HANDOVER:
        reveal(window, NAMES[step.player])
    if isinstance(last.action, Draw):
        board.click_deck()
    elif isinstance(last.action, Accuse):
        if controller.step.player != last.player:
            out_of_turn_button(window, NAMES[last.player]).click()
            reveal(window, NAMES[last.player])
        board.click_cat(last.action.cat)
        board.confirm()
    else:
        board._emit(last.action)
    settle(qtbot, controller)
    assert controller.session.result is not None
    view, _ = shown[-1]
    assert view.over and view.viewer is None
    for pv in view.players:
        assert pv.clue is not None and pv.score is not None
        assert all(chip.value is not None for chip in pv.chips)
    result = controller.session.result
    assert [view.players[p].score for p in range(3)] == list(result.scores)
    ranking = board.ranking(view)
    assert ranking[0][0] in result.winners
    assert board.results_shown(view)
    assert board.prompt(view)[0] == "Game over"
    assert "Winner:" in board.prompt(view)[1]
    board_button(board, "Show the table").on_click()
    assert not board.results_shown(board.view)
    log = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any(line.startswith("Game over – points:") for line in log[-3:]) or any(
        "Game over – points:" in line for line in log
    )


def test_cafe_adler_swap_on_the_board():
    state = cafe_position()
    board = create_board(Setup(NAMES, {"cafe_adler": True}))
    chosen = []
    board.action_chosen.connect(chosen.append)
    legal = GAME.legal_actions(state, 0)
    board.show(GAME.view_for(state, 0), Turn(0, legal))
    assert "swap" in board.prompt(board.view)[0]
    board.click_chip(0, 0)
    assert board.swap_slot == 0
    board.click_chip(1, 0)
    assert chosen == [Swap(0, 1, 0)]
    board.show(GAME.view_for(state, 0), Turn(0, legal))
    board_button(board, "Keep my chips").on_click()
    assert chosen[-1] == KeepChips()


def test_german_texts(window, qtbot):
    window.menus.language_actions["de"].trigger()
    controller = start(window)
    choose_clues_de = ("Anna", "Bert", "Clara")
    for name in choose_clues_de:
        reveal(window, name)
        secret_buttons(window)[0].click()
    settle(qtbot, controller)
    board = controller.board
    draw(qtbot, controller)
    assert "Runde 1 von 5" in window.game_page.status.text()
    assert board.prompt(board.view)[0].endswith("Karte ziehen")
    assert ChooseSide(0) not in controller.game.legal_actions(controller.session.state, 0)
    window.menus.language_actions["en"].trigger()


def test_an_empty_deck_forces_accusations_behind_the_handover(window, shown, qtbot):
    session = Session("checkpoint-charlie", GAME, Setup(NAMES), 3, list(HUMANS))
    for player in range(3):
        session.act(player, ChooseSide(0))
    while session.state.phase is Phase.SUSPICION:
        session.act(session.state.turn, Draw())
    assert session.state.phase is Phase.FINAL
    window.start_session(session, window.autosaves.new_path("checkpoint-charlie"))
    controller = window.controller
    board = controller.board
    player = session.state.turn
    reveal(window, NAMES[player])
    view, turn = shown[-1]
    assert view.viewer == player and turn.player == player and not turn.out_of_turn
    assert board.prompt(view)[0] == f"{NAMES[player]}: the deck is empty – accuse a cat"
    assert [b.text for b in board.buttons] == []  # no drawing, no cancelling
    cat = min(board.legal_cats())
    board.click_cat(cat)
    board.click_cat(cat)  # a second click confirms
    settle(qtbot, controller)
    assert controller.session.state.accusations[0] == (player, cat)
    assert_screen_safe(shown)


def test_a_drawn_card_flies_to_its_place(window, qtbot):
    controller = start(window)
    choose_clues(window, qtbot)
    board = controller.board
    board.speed = 0.05
    drawn = len(controller.session.log)
    board.click_deck()
    qtbot.waitUntil(lambda: board.animation is not None or not controller.thinking)
    settle(qtbot, controller)
    event = next(e for e in controller.session.log[drawn].outcome.events if hasattr(e, "to_row"))
    item = board.cats[event.cat] if event.to_row else board.piles[event.player]
    assert item.number == event.cat
    assert item.isVisible() and item.transform().isIdentity() and not item.back
    assert item.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache  # at rest again


def click_item(window, qtbot, item):
    view = window.game_page.view
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_mouse_clicks_on_deck_and_cats(window, qtbot):
    controller = start(window)
    choose_clues(window, qtbot)
    board = controller.board
    window.resize(1280, 800)
    qtbot.wait(10)
    while not board.legal_cats():
        drawn = len(controller.session.log)
        click_item(window, qtbot, next(item for key, item in board.targets[0] if key == ("deck",)))
        qtbot.waitUntil(lambda: len(controller.session.log) > drawn)  # noqa: B023
        settle(qtbot, controller)
    cat = min(board.legal_cats())
    click_item(window, qtbot, board.cats[cat])
    qtbot.waitUntil(lambda: board.selected == cat)
    click_item(window, qtbot, board.cats[cat])
    qtbot.waitUntil(lambda: bool(controller.session.state.accusations))
    assert controller.session.state.accusations[0][1] == cat


def scene_texts(board):
    """Every label the board has drawn for the current view."""
    return [
        item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        for item in board.layer.childItems()
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)
    ]


def test_the_drawn_agent_card_lies_open_on_the_board(window, qtbot):
    controller = start(window)
    choose_clues(window, qtbot)
    board = controller.board
    while controller.session.state.deck[0] < AGENT_CARD:
        draw(qtbot, controller)
    board.speed = 0.05  # the agent card flies from the deck to its place
    animate, durations = board.animate, []
    board.animate = lambda *args: durations.append(animate(*args)) or durations[-1]
    drawn = len(controller.session.log)
    board.click_deck()
    qtbot.waitUntil(lambda: bool(durations) and board.animation is None)
    settle(qtbot, controller)
    assert durations[0] > 0
    event = controller.session.log[drawn].outcome.events[0]
    assert isinstance(event, AgentDrawn)
    name = AGENT_NAMES[event.agent]
    assert board.view.viewer is None and board.view.agents_drawn == (event.agent,)
    card = board.agent_cards[event.agent]
    assert card.kind == "agent" and card.number == event.agent and card.width == AGENT_W
    assert card.isVisible() and card.transform().isIdentity() and not card.back
    assert name in card.toolTip() and name in scene_texts(board)
    log = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any(f"draws the agent card {name}; the tossed tile shows:" in line for line in log)


def test_earlier_agent_cards_lie_small_beside_the_last_one():
    deck = (AGENT_CARD + 3, 4, AGENT_CARD + 4, 8, 7)
    state = suspicion(new(3), [(0, 0), (1, 0), (2, 0)], deck)
    board = create_board(Setup(NAMES))
    board.show(GAME.view_for(state, None), Turn(None, ()))
    assert board.agent_cards == {} and "Agents" in scene_texts(board)
    assert "none yet" in scene_texts(board)
    state = act(act(state, 0, Draw()), 1, Draw())
    board.show(GAME.view_for(state, None), Turn(None, ()))
    last, earlier = board.agent_cards[4], board.agent_cards[3]
    assert last.width == AGENT_W and earlier.width == EARLIER_W
    assert "Martin Colombini" in earlier.toolTip() and "Tossed clue tile" in earlier.toolTip()
    assert "Sam Spaniel" in scene_texts(board) and "Martin Colombini" not in scene_texts(board)
    five = create_board(Setup(("A", "B", "C", "D", "E")))
    five.show(GAME.view_for(new(5), None), Turn(None, ()))
    assert five.agent_cards == {} and "Agents" not in scene_texts(five)
