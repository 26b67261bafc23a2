"""Keyboard everywhere (issue 17): whole games by keys alone, focus order without traps, Enter and
Space on the handover and secret pages, first focus, the cursor's visibility and contrast, H and P
only on the board, and a status bar that forgets the last result."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.table import Phase
from spielesammlung.ui.board import Turn
from spielesammlung.ui.focus import FOCUS_COLOURS, FocusRing, contrast, focusable, mark_contrast
from spielesammlung.ui.handover import HandoverPage, SecretPage
from tests.ui.keyboard_util import GAME_IDS, PLAYERS, open_window, start_game, tab_chain

K = Qt.Key
BOARD_KEYS = {  # the keys a player uses on each board (F6 and Tab reach the side panel)
    "heimlich": [K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Return],
    "geheime-mission": [K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Return],
    "spion-und-spion": [K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Return, K.Key_1],
    "checkpoint-charlie": [K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Return],
    "allianz": [K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Return, K.Key_Tab],
}
SEATS = {  # two humans pass the screen in every game with secrets; a computer fills up
    "heimlich": [Seat(), Seat()],
    "geheime-mission": [Seat(), Seat()],
    "spion-und-spion": [Seat(), Seat()],
    "checkpoint-charlie": [Seat(), Seat(), Seat(COMPUTER, "easy")],
    "allianz": [Seat(), Seat()],
}
MOVES = {"spion-und-spion": 3}  # random moves before a look at the board (more may end it)


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key on whatever has the focus (as a keyboard does)."""
    QTest.keyClick(focused(), key, modifier)
    QApplication.processEvents()


def answer_dialogs(rng: random.Random) -> QTimer:
    """Modal questions (Allianz's confirmations) answered by keys: yes or no at random."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            return
        if rng.random() < 0.5:
            QTest.keyClick(focused(), K.Key_Backtab)  # from the safe default to "yes"
        QTest.keyClick(focused(), K.Key_Space)

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    return timer


def settle(qtbot, window) -> None:
    """Wait until a human must act (or the game is over)."""
    controller = window.controller

    def ready() -> bool:
        step = controller.step
        if controller.thinking or step is None:
            return False
        return step.phase in (Phase.HUMAN, Phase.HANDOVER, Phase.FINISHED)

    qtbot.waitUntil(ready, timeout=20_000)


def play_by_keys(qtbot, window, game_id: str, seed: int, limit: int = 12_000) -> dict[str, int]:
    """Play the humans' part of the running game with keys on the focused widget only; how
    often each page was answered and the side panel reached."""
    rng = random.Random(seed)
    keys = BOARD_KEYS[game_id]
    session = window.controller.session
    timer = answer_dialogs(rng)
    presses = 0
    seen = {"handover": 0, "secret": 0, "panel": 0, "board": 0, "popup": 0}
    try:
        while session.result is None:
            assert presses < limit, "the game did not end by keyboard"
            settle(qtbot, window)
            if session.result is not None:  # the computers ended it: no key on the result card
                break
            popup = QApplication.activePopupWidget()
            if popup is not None:  # a menu (who looks at their own?): arrows and Enter
                QTest.keyClick(popup, K.Key_Down)
                QTest.keyClick(popup, rng.choice([K.Key_Return, K.Key_Escape]))
                QApplication.processEvents()
                seen["popup"] += 1
                continue
            page = window.pages.currentWidget()
            widget = focused()
            assert widget.window() is window or QApplication.activeModalWidget() is not None
            if isinstance(page, HandoverPage):
                assert widget is page.button
                seen["handover"] += 1
                press(rng.choice([K.Key_Return, K.Key_Space]))
            elif isinstance(page, SecretPage):
                assert widget is page.choice_buttons[0]  # the first choice has the focus
                seen["secret"] += 1
                for _ in range(rng.randrange(len(page.choice_buttons))):
                    press(K.Key_Tab)
                press(rng.choice([K.Key_Return, K.Key_Space]))
            elif window.game_page.view.hasFocus():
                seen["board"] += 1
                roll = rng.random()
                press(K.Key_F6 if roll < 0.02 else rng.choice(keys))
            else:  # in the side panel: walk, press now and then, go back with F6
                seen["panel"] += 1
                roll = rng.random()
                press(K.Key_Tab if roll < 0.5 else K.Key_F6 if roll < 0.8 else K.Key_Space)
            presses += 1
    finally:
        timer.stop()
    return seen


@pytest.fixture
def own_window(qtbot, tmp_path):
    """A window of its own, deleted at the end (not left to receive the next test's events)."""
    from PySide6.QtCore import QEvent

    window = open_window("en", tmp_path)
    yield window
    window.close_game()
    window.hide()
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_by_keyboard(own_window, qtbot, game_id):
    window = own_window
    start_game(window, game_id, seats=list(SEATS[game_id]), seed=5)
    if game_id == "allianz":  # a few moves, then resign through the diplomacy panel (F6)
        play_moves = 6
        rng = random.Random(1)
        session = window.controller.session
        timer = answer_dialogs(random.Random(0))
        while session.cursor < play_moves:
            settle(qtbot, window)
            if window.game_page.view.hasFocus():
                press(rng.choice(BOARD_KEYS[game_id]))
            else:
                press(K.Key_F6)
        timer.stop()
        settle(qtbot, window)
        if not window.game_page.view.hasFocus():
            press(K.Key_F6)
        press(K.Key_F6)  # to the side panel
        panel = window.controller.board.side_panel()
        for _ in range(60):
            if getattr(focused(), "text", lambda: "")() == panel.tr("Resign"):
                break
            press(K.Key_Tab)
        assert focused().text() == panel.tr("Resign")
        yes = QTimer()
        yes.setSingleShot(True)
        yes.timeout.connect(lambda: (press(K.Key_Backtab), press(K.Key_Space)))
        yes.start(50)
        press(K.Key_Space)
        qtbot.waitUntil(lambda: session.result is not None)
        return
    seen = play_by_keys(qtbot, window, game_id, seed=7)
    assert window.controller.session.result is not None
    assert seen["board"]
    assert seen["panel"] or game_id == "heimlich"  # by F6 to the side panel (Heimlich has none)
    if game_id in ("spion-und-spion", "checkpoint-charlie"):
        assert seen["handover"] and seen["secret"]  # secret choices passed by keys


# -- focus order ----------------------------------------------------------------------------------
def test_the_start_page_tabs_round_without_a_trap(window):
    window.activateWindow()
    window.start.focus_first()
    first = focused()
    assert first is window.start.cards[0].button  # the first thing to press has the focus
    chain = tab_chain(first)
    assert {card.button for card in window.start.cards if card.button.isEnabled()} <= set(chain)
    assert tab_chain(first, backwards=True)[1:] == chain[1:][::-1]


def test_the_new_game_dialog_starts_on_its_first_control_and_tabs_round(window, qtbot):
    from spielesammlung.ui.new_game import NewGameDialog

    dialog = NewGameDialog("allianz", "en", window)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
    assert focused() is dialog.count
    chain = tab_chain(dialog.count)
    assert dialog.names[0] in chain and dialog.kinds[0] in chain
    press(K.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_game_page_tabs_through_board_and_side_panel(window, qtbot, game_id):
    window.activateWindow()
    start_game(window, game_id, seats=[Seat()] * 2 if game_id != "checkpoint-charlie" else None)
    settle(qtbot, window)
    while not isinstance(window.pages.currentWidget(), type(window.game_page)):
        press(K.Key_Return)  # through handover and secret pages
        settle(qtbot, window)
    view = window.game_page.view
    assert view.hasFocus()  # the board has the focus when it is shown
    if not focusable(window.game_page.side):  # nothing beside the board: Tab stays, no trap
        press(K.Key_Tab)
        press(K.Key_F6)
        assert view.hasFocus()
        return
    press(K.Key_F6)
    side = window.game_page.side
    assert side.isAncestorOf(focused())  # F6: to the side panel
    panel = focusable(side)
    assert focused() is panel[0]
    if game_id == "allianz":  # the board keeps Tab for its targets: F6 is the way out
        seen = []
        while not view.hasFocus():  # Tab from the panel walks through it to the board
            assert len(seen) <= len(panel), "Tab never reaches the board"
            seen.append(focused())
            press(K.Key_Tab)
        assert set(panel) <= set(seen)
        press(K.Key_Tab)
        assert view.hasFocus()
        press(K.Key_F6)
        assert focused() is panel[0]
    else:
        controls = tab_chain(focused())
        assert view in controls and set(panel) <= set(controls)  # all of them, and back
    press(K.Key_F6)
    assert view.hasFocus()  # F6 again: back to the board


def test_handover_and_secret_pages_take_enter_and_space_and_focus_their_first_button(qtbot):
    handover = HandoverPage()
    qtbot.addWidget(handover)
    handover.show()
    handover.activateWindow()
    confirmed: list[int] = []
    handover.confirmed.connect(confirmed.append)
    handover.ask(1, "Bert")
    qtbot.waitUntil(lambda: handover.button.hasFocus())
    QTest.keyClick(handover.button, K.Key_Return)
    QTest.keyClick(handover.button, K.Key_Enter)
    QTest.keyClick(handover.button, K.Key_Space)
    assert confirmed == [1, 1, 1]
    assert tab_chain(handover.button) == [handover.button]  # nothing else to reach, no trap

    secret = SecretPage()
    qtbot.addWidget(secret)
    secret.show()
    secret.activateWindow()
    chosen: list[object] = []
    secret.chosen.connect(chosen.append)
    secret.ask("Anna, write your envelope", "Only you see this.", [(str(n), n) for n in (1, 2, 3)])
    qtbot.waitUntil(lambda: secret.choice_buttons[0].hasFocus())
    assert tab_chain(secret.choice_buttons[0]) == secret.choice_buttons
    secret.choice_buttons[0].setFocus()
    QTest.keyClick(focused(), K.Key_Tab)
    QTest.keyClick(focused(), K.Key_Return)
    QTest.keyClick(focused(), K.Key_Space)
    assert chosen == [2, 2]


# -- the board's cursor ---------------------------------------------------------------------------
def _cursor_ring(board) -> FocusRing | None:
    return next(
        (i for i in board.scene.items() if isinstance(i, FocusRing) and i.isVisible()), None
    )


def _painted_cursor(board) -> bool:
    """Spion & Spion paints its cursor with its marks: is a focused target there?"""
    return board.focused and board._focus() is not None


def _a_turn_on_the_board(window, game_id: str, moves: int):
    """A paused game between computers after `moves`, its board showing the acting seat's
    legal actions as for a human (no key pressed yet); returns the board."""
    window.activateWindow()
    window.menus.act_pause.setChecked(True)
    start_game(
        window, game_id, seats=[Seat(COMPUTER, "easy")] * PLAYERS.get(game_id, 2), moves=moves
    )
    controller = window.controller
    board = controller.board
    state = controller.session.state
    acting = controller.game.to_act(state)
    player = min(acting.players or acting.anyone)
    board.show(board.view, Turn(player, tuple(controller.game.legal_actions(state, player))))
    return board


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_cursor_shows_as_soon_as_the_board_has_the_focus(window, qtbot, game_id):
    board = _a_turn_on_the_board(window, game_id, MOVES.get(game_id, 8))
    window.game_page.view.clearFocus()
    QApplication.processEvents()
    shown = _painted_cursor if game_id == "spion-und-spion" else _cursor_ring
    assert not shown(board)
    window.game_page.view.setFocus()
    QApplication.processEvents()
    assert shown(board)


def _grounds(view, ring: QRectF) -> list[QColor]:
    """The colours on screen under the ring's band (the ring itself hidden)."""
    view.viewport().repaint()
    image = view.viewport().grab().toImage()
    box = view.mapFromScene(ring).boundingRect()
    colours = []
    step = max(1, min(box.width(), box.height()) // 12)
    points = [
        (x, y) for x in range(box.left(), box.right(), step) for y in (box.top(), box.bottom())
    ]
    points += [
        (x, y) for y in range(box.top(), box.bottom(), step) for x in (box.left(), box.right())
    ]
    for x, y in points:
        if 0 <= x < image.width() and 0 <= y < image.height():
            colours.append(image.pixelColor(x, y))
    return colours


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_cursor_stands_out_at_least_3_to_1_from_what_lies_under_it(window, qtbot, game_id):
    board = _a_turn_on_the_board(window, game_id, MOVES.get(game_id, 12))
    window.game_page.view.setFocus()
    QApplication.processEvents()
    if game_id == "spion-und-spion":
        hot = board._focus()
        assert hot is not None
        rect = hot.rect.adjusted(-8, -8, 8, 8)
        board.hots = []  # the ground without the marks
        board.marks.update()
    else:
        ring = _cursor_ring(board)
        assert ring is not None
        rect = ring.mapRectToScene(ring.rect())
        ring.setVisible(False)
    grounds = _grounds(window.game_page.view, rect)
    assert grounds
    worst = min(mark_contrast(ground) for ground in grounds)
    assert worst >= 3.0, f"{game_id}: the cursor stands out only {worst:.2f}:1"
    # the old white dashed ring alone would not (on light ground it vanishes)
    assert min(contrast(QColor("#ffffff"), g) for g in grounds) < worst or worst > 4.5
    assert FOCUS_COLOURS  # the ring's colours are the ones measured


def test_contrast_follows_wcag():
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    for grey in range(0, 256, 5):  # the double ring stands out on any ground
        assert mark_contrast(QColor(grey, grey, grey)) >= 4.5


# -- shortcuts -------------------------------------------------------------------------------------
def test_h_and_p_act_only_while_the_board_has_the_focus(window, qtbot):
    window.activateWindow()
    start_game(window, "heimlich", seats=[Seat(), Seat(COMPUTER, "easy")])
    settle(qtbot, window)
    hints: list[object] = []
    window.controller.hint_ready.connect(hints.append)
    paused = window.menus.act_pause.isChecked()
    window.game_page.title.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # something else to hold it
    window.game_page.title.setFocus()
    press(K.Key_H)
    press(K.Key_P)
    QApplication.processEvents()
    assert window.menus.act_pause.isChecked() == paused and not hints
    window.game_page.view.setFocus()
    press(K.Key_H)
    qtbot.waitUntil(lambda: bool(hints))
    press(K.Key_P)
    assert window.menus.act_pause.isChecked() != paused


def test_the_status_bar_forgets_the_last_result_when_a_new_game_begins(window, qtbot):
    from spielesammlung.core.protocol import Result

    start_game(window, "heimlich", seats=[Seat(), Seat()])
    window._finished(Result(winners=frozenset({1})))
    assert window.statusBar().currentMessage() == "Bert wins!"
    start_game(window, "heimlich", seats=[Seat(), Seat()])
    assert window.statusBar().currentMessage() == ""
