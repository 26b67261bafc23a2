"""Geheime Mission through the GUI: placing by clicks and keys, the symbol preview, the hidden
mission card, round and game end, visor-only games, play again, texts."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase
from spielesammlung.games.geheime_mission import BOTS
from spielesammlung.games.geheime_mission.rules import (
    BLUE,
    RED,
    SYMBOLS,
    Discarded,
    GameWon,
    Mission,
    MissionAccomplished,
    Place,
    Reshuffled,
    RoundOver,
    Scored,
    Symbol,
    VisorRow,
)
from spielesammlung.ui.geheime_mission.art import CardItem, DieItem, Tile
from spielesammlung.ui.geheime_mission.layout import VX, Y0, column_x

GAME = registry.entry("geheime-mission").rules()
HUMANS = (Seat(), Seat())
COMPUTER = (Seat(), Seat("computer", "easy"))


def start(window, seats=HUMANS, moves=(), **options):
    session = Session("geheime-mission", GAME, Setup(("Anna", "Bert"), options), 3, list(seats))
    for column, symbol in moves:
        session.act(session.state.to_move, Place(column, Symbol(symbol)))
    window.start_session(session, window.autosaves.new_path("geheime-mission"))
    return window.controller


def key(board, code):
    board.key_press(QKeyEvent(QEvent.Type.KeyPress, code, Qt.KeyboardModifier.NoModifier))


def click_at(window, point: QPointF):
    view = window.game_page.view
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(point),
    )


def click_column(window, column):
    click_at(window, QPointF(column_x(column), Y0 - 20))


def tiles(board):
    return {i.symbol: i for i in board.table.layers.get("tiles", []) if isinstance(i, Tile)}


def ghost(board):
    dice = [i for i in board.table.layers.get("marks", []) if isinstance(i, DieItem)]
    return dice[0] if dice else None


def face_up_cards(board):
    return [i.card for i in board.scene.items() if isinstance(i, CardItem) and i.card is not None]


def scene_texts(board, layer=None):
    items = board.table.layers.get(layer, []) if layer else board.scene.items()
    texts = []
    for item in items:
        for part in (item, *item.childItems()):
            if isinstance(part, QGraphicsSimpleTextItem):
                texts.append(part.text())
    return " ".join(texts)


def test_placing_by_clicks_column_then_symbol(window):
    controller = start(window)
    board = controller.board
    click_column(window, 3)
    assert board.selected == 3 and not controller.session.log
    assert set(tiles(board)) == set(SYMBOLS)
    tile = tiles(board)[Symbol.SUBMARINE]
    click_at(window, tile.rect().center())
    assert controller.session.log[0].action == Place(3, Symbol.SUBMARINE)
    assert controller.session.state.rack[3][-1].symbol is Symbol.SUBMARINE
    assert window.game_page.log.item(0).text() == "1. Anna: column 4, Submarine on top, die 1 of 6"


def test_a_second_click_on_the_column_confirms_the_previewed_symbol(window):
    controller = start(window)
    board = controller.board
    board.click(5)
    board.preview(Symbol.COMPUTER)
    assert ghost(board).symbol is Symbol.COMPUTER and ghost(board).column == 5
    assert not controller.session.log
    board.click(5)
    assert controller.session.log[0].action == Place(5, Symbol.COMPUTER)


def test_the_preview_shows_the_symbol_before_it_is_final(window):
    controller = start(window, moves=[(2, "Mikrofilm")])
    board = controller.board
    assert board.column_tip(2) == "Column 3: 1 of 6 dice · on top: Microfilm (Red) · placed last"
    board.click(2)
    die = ghost(board)
    assert (die.column, die.level, die.owner) == (2, 1, 1)
    key(board, Qt.Key.Key_Down)
    assert ghost(board).symbol is SYMBOLS[(SYMBOLS.index(die.symbol) + 1) % 4]
    assert tiles(board)[ghost(board).symbol].childItems()  # the chosen tile is drawn
    board.preview(Symbol.SPACESHIP)
    assert ghost(board).symbol is Symbol.SPACESHIP
    assert len(controller.session.log) == 1
    key(board, Qt.Key.Key_Escape)
    assert board.selected is None and not tiles(board)
    assert len(controller.session.log) == 1


def test_placing_by_keyboard(window):
    controller = start(window)
    board = controller.board
    assert board.cursor == 3
    key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Left)
    key(board, Qt.Key.Key_Return)
    assert board.selected == 4 and tiles(board)
    board.symbol = SYMBOLS[0]
    key(board, Qt.Key.Key_Down)
    key(board, Qt.Key.Key_Down)
    key(board, Qt.Key.Key_Up)
    key(board, Qt.Key.Key_Return)
    assert controller.session.log[0].action == Place(4, SYMBOLS[1])


def test_full_columns_are_skipped_by_the_keyboard_and_ignored_by_clicks(window):
    controller = start(window, moves=[(4, "U-Boot")] * 6)
    board = controller.board
    board.cursor = 3
    key(board, Qt.Key.Key_Right)
    assert board.cursor == 5
    board.click(4)
    assert board.selected is None and len(controller.session.log) == 6


def test_the_own_mission_is_shown_only_while_the_button_is_held(window, qtbot):
    controller = start(window, seats=COMPUTER)
    board = controller.board
    panel = board.panel
    own, other = controller.session.state.cards
    text = board.texts.card_text(own)
    assert panel.show_button.isVisible() and panel.show_button.isEnabled()
    assert own not in face_up_cards(board) and text not in scene_texts(board)
    assert text not in panel.secret.text()
    qtbot.mousePress(panel.show_button, Qt.MouseButton.LeftButton)
    assert own in face_up_cards(board) and other not in face_up_cards(board)
    assert text in panel.secret.text() and panel.secret.isVisible()
    qtbot.mouseRelease(panel.show_button, Qt.MouseButton.LeftButton)
    assert own not in face_up_cards(board) and not panel.secret.text()
    assert other not in face_up_cards(board)


def test_the_shown_mission_hides_when_the_turn_changes(window, qtbot):
    controller = start(window)
    board = controller.board
    anna, bert = controller.session.state.cards
    board.panel.show_button.pressed.emit()
    assert anna in face_up_cards(board) and bert not in face_up_cards(board)
    board.click(0)
    board.choose_symbol(Symbol.MICROFILM)
    qtbot.waitUntil(lambda: controller.step.player == 1 and not controller.thinking)
    assert anna not in face_up_cards(board) and bert not in face_up_cards(board)
    assert not board.panel.secret.text()
    board.panel.show_button.pressed.emit()
    assert bert in face_up_cards(board) and anna not in face_up_cards(board)


def test_nothing_to_show_while_the_computer_moves(window):
    controller = start(window, seats=(Seat("computer", "easy"), Seat()))
    board = controller.board
    board.reveal_own(True)  # the computer may be thinking or done: only a human's own card
    cards = face_up_cards(board)
    assert controller.session.state.cards[0] not in cards


def test_a_round_end_is_announced(window, qtbot):
    red_row = [(0, "U-Boot"), (1, "U-Boot")] * 3
    controller = start(window, moves=red_row, visor_only=True)
    board = controller.board
    click_column(window, 0)
    qtbot.waitUntil(lambda: not controller.thinking)
    state = controller.session.state
    assert state.round == 2 and state.scores == (3, 0)
    assert "Round 2" in scene_texts(board, "banner")
    assert "Anna lined up four visors" in scene_texts(board, "banner")
    lines = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any("centre of the visor" in line for line in lines)
    assert "Round over. Bert (Blue) opens the next round." in " ".join(lines)
    assert "Round 2" in window.game_page.status.text()
    click_column(window, 3)  # Bert opens round 2; the banner stays for the first dice
    qtbot.waitUntil(lambda: not controller.thinking)
    assert "Round 2" in scene_texts(board, "banner")
    click_column(window, 3)
    qtbot.waitUntil(lambda: not controller.thinking)
    assert not scene_texts(board, "banner")


def test_a_visor_only_game_by_clicks(window, qtbot):
    controller = start(window, visor_only=True)
    board = controller.board
    assert not board.panel.show_button.isVisible()
    while controller.session.result is None:
        qtbot.waitUntil(lambda: not controller.thinking)
        assert controller.step.phase is Phase.HUMAN
        column = min(board.open)
        click_column(window, column)
    result = controller.session.result
    assert max(result.scores) >= 15
    winner = window.controller.session.setup.players[min(result.winners)]
    assert f"{winner} wins!" in scene_texts(board, "banner")
    qtbot.waitUntil(window.game_page.result.isVisible)
    assert window.game_page.result.again_button.text() == "Play again (colours swapped)"


def test_play_again_swaps_the_colours(window, qtbot):
    controller = start(window, seats=COMPUTER, visor_only=True)
    window.game_page.result.again_button.click()  # the result card's button
    assert window.controller is not controller
    session = window.controller.session
    assert session.setup.players == ("Bert", "Anna")
    assert session.seats == (Seat("computer", "easy"), Seat())
    assert session.setup.options == {"visor_only": True}


def test_hint_selects_a_column_and_symbol(window, qtbot):
    controller = start(window)
    window.menus.act_hint.trigger()
    qtbot.waitUntil(lambda: controller.board.selected is not None)
    board = controller.board
    assert Place(board.selected, board.symbol) in controller.game.legal_actions(
        controller.session.state, 0
    )


def test_revealed_missions_stay_on_the_board_and_texts_follow_the_language(window):
    bot = BOTS["easy"]()
    rng = random.Random(1)
    state = GAME.new_game(Setup(("Anna", "Bert")), 3)
    moves = []
    while not state.discard:  # play until somebody fulfils a mission
        player = state.to_move
        legal = GAME.legal_actions(state, player)
        action = bot.choose(GAME.view_for(state, player), player, legal, rng)
        moves.append((action.column, action.symbol.value))
        state = GAME.apply(state, player, action).state
    controller = start(window, moves=moves)
    revealed = [d.card for d in controller.session.state.discard]
    assert set(revealed) <= set(face_up_cards(controller.board))
    lines = [window.game_page.log.item(i).text() for i in range(window.game_page.log.count())]
    assert any("Secret mission!" in line for line in lines)
    assert "Anna – red, round visor" in window.game_page.status.text()
    window.menus.language_actions["de"].trigger()
    assert "Anna – rot, rundes Visier" in window.game_page.status.text()
    assert window.game_page.log.item(0).text().startswith("1. Anna: Spalte")


def side(item):
    """0 for an item left of the draw pile (Red's side), 1 right of it (Blue's), None on it."""
    x = item.sceneBoundingRect().center().x()
    return 0 if x < VX - 60 else 1 if x > VX + 60 else None


def pile_cards(board):
    """(side, card or None for a back) of the cards below the rack."""
    items = board.table.layers.get("pile", [])
    return [(side(i), i.card) for i in items if isinstance(i, CardItem)]


def pile_texts(board, player):
    items = board.table.layers.get("pile", [])
    texts = [i for i in items if isinstance(i, QGraphicsSimpleTextItem) and side(i) == player]
    return " ".join(i.text() for i in texts)


def test_each_fulfilled_mission_lies_on_its_owners_side(window):
    bot = BOTS["easy"]()
    rng = random.Random(1)
    state = GAME.new_game(Setup(("Anna", "Bert")), 3)
    moves = []
    while {d.owner for d in state.discard} != {RED, BLUE}:  # until both fulfilled a mission
        player = state.to_move
        legal = GAME.legal_actions(state, player)
        action = bot.choose(GAME.view_for(state, player), player, legal, rng)
        moves.append((action.column, action.symbol.value))
        state = GAME.apply(state, player, action).state
    controller = start(window, moves=moves)
    board = controller.board
    shown = pile_cards(board)
    for discarded in controller.session.state.discard:
        assert discarded.revealed and (discarded.owner, discarded.card) in shown
    assert "Anna" in pile_texts(board, RED) and "Bert" not in pile_texts(board, RED)
    assert "Bert" in pile_texts(board, BLUE) and "Anna" not in pile_texts(board, BLUE)
    assert "fulfilled: 1" in pile_texts(board, RED) and "fulfilled: 1" in pile_texts(board, BLUE)


def test_face_down_discards_show_only_their_backs_on_the_owners_side(window):
    controller = start(window)
    board = controller.board
    a, b, c = (Mission((2, 2, 0, 0), 1), Mission((0, 0, 2, 2), 1), Mission((3, 2, 0, 0), 2))
    pile = (Discarded(a, RED, False), Discarded(b, BLUE, True), Discarded(c, BLUE, False))
    state = replace(controller.session.state, discard=pile)
    board.status(GAME.view_for(state, None))
    cards = pile_cards(board)
    assert (RED, None) in cards and (BLUE, b) in cards and (BLUE, None) in cards
    assert a not in face_up_cards(board) and c not in face_up_cards(board)
    assert (RED, b) not in cards and (None, b) not in cards
    assert "fulfilled: 0 · face down: 1" in pile_texts(board, RED)
    assert "fulfilled: 1 · face down: 1" in pile_texts(board, BLUE)
    backs = [i for i in board.table.layers["pile"] if isinstance(i, CardItem) and side(i) == RED]
    assert backs[0].toolTip() == "Unfinished missions of Anna, discarded face down: 1"


def test_log_lines_for_every_event(window):
    board = start(window).board
    card = Mission((2, 0, 0, 2), 1)
    lines = [
        board.describe(event)
        for event in (
            MissionAccomplished(0, card),
            VisorRow(1, ((0, 0), (1, 1), (2, 2), (3, 3))),
            Scored(0, 2, 3, 1, 12),
            Scored(1, 0, 3, 0, 3),
            Reshuffled(14),
            RoundOver(True, 1),
            GameWon(0, (15, 9)),
        )
    ]
    assert lines == [
        "Secret mission! Anna: 2 × Microfilm + 2 × Computer (1 point)",
        "In the centre of the visor! Bert lines up four visors (+3)",
        "Anna: +6 (mission 2 + visor row 3 + bonus 1), total 12",
        "Bert: +3, total 3",
        "The draw pile is empty: the 14 discarded cards are shuffled",
        "Round over: the rack is full. Unfinished missions are discarded;"
        " Bert (Blue) opens the next round.",
        "Anna wins 15 : 9!",
    ]


def test_a_new_game_seats_the_players_by_lot(qtbot, monkeypatch):
    """ "Auslosen, wer mit den roten Würfeln spielt": Start draws the seating with the rules'
    seeded lot; the first seat plays red, and names and seats move together."""
    from spielesammlung.ui import new_game

    swapped = next(seed for seed in range(50) if GAME.seating_by_lot(2, seed) == (1, 0))
    kept = next(seed for seed in range(50) if GAME.seating_by_lot(2, seed) == (0, 1))
    for seed, players in ((swapped, ("Bert", "Anna")), (kept, ("Anna", "Bert"))):
        dialog = new_game.NewGameDialog("geheime-mission", "en")
        qtbot.addWidget(dialog)
        monkeypatch.setattr(new_game.random, "getrandbits", lambda bits, seed=seed: seed)
        dialog.accept()
        assert dialog.setup().players == players
        computer = Seat("computer", "easy")
        assert dialog.seats() == (
            [computer, Seat()] if players[0] == "Bert" else [Seat(), computer]
        )


def test_a_game_without_a_lot_keeps_the_seating(qtbot):
    from spielesammlung.ui.new_game import NewGameDialog

    dialog = NewGameDialog("heimlich", "en")
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.setup().players == ("Anna", "Bert")


def test_the_start_says_who_plays_red(window, qtbot):
    controller = start(window, visor_only=True)  # a click places at once
    board = controller.board
    assert "Anna plays red, Bert plays blue" in scene_texts(board, "banner")
    assert "Anna (Red) opens." in scene_texts(board, "banner")
    click_column(window, 3)
    qtbot.waitUntil(lambda: not controller.thinking)
    assert "Anna plays red" in scene_texts(board, "banner")  # until both placed a die
    click_column(window, 3)
    qtbot.waitUntil(lambda: not controller.thinking)
    assert not scene_texts(board, "banner")


def test_the_score_breakdown_comes_from_the_event(window):
    board = start(window).board
    assert (
        board.texts.points_text(Scored(0, 2, 3, 1, 12)) == "+6 (mission 2 + visor row 3 + bonus 1)"
    )
    assert board.texts.points_text(Scored(0, 1, 0, 0, 1)) == "+1"
    assert board.texts.points_text(Scored(1, 0, 3, 0, 3)) == "+3"


def test_items_are_kept_and_moved_not_rebuilt(window, qtbot):
    """A hover moves the marks; a new view keeps the dice that stay (their items are the same)."""
    controller = start(window, seats=COMPUTER, moves=[(2, "U-Boot"), (4, "Computer")])
    board = controller.board
    dice = dict(board.table.dice)
    board.hover(1)
    beam = board.table.marks["beam"]
    left = beam.rect().left()
    board.hover(5)
    assert board.table.marks["beam"] is beam and beam.rect().left() > left
    board.click(0)
    board.choose_symbol(Symbol.MICROFILM)
    qtbot.waitUntil(lambda: controller.step.player == 0 and not controller.thinking)
    assert all(board.table.dice[place] is die for place, die in dice.items())
    assert len(board.table.dice) == 4


def test_the_panel_knows_nothing_of_the_board():
    """The panel speaks in signals and shows a state it is given: it imports no board."""
    import ast
    import inspect

    from spielesammlung.ui.geheime_mission import panel

    tree = ast.parse(inspect.getsource(panel))
    imported = [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert imported and not any("board" in (module or "") for module in imported)
