"""Diplomacy out of turn ("jederzeit"): the shell's out-of-turn buttons open the panel."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.games.allianz.model import Accept, Cancel, Decline, Kind, Move, Propose
from spielesammlung.games.allianz.rules import new_state

from .test_allianz_board import answer, log_texts, settle, start


def buttons(window) -> dict[str, QPushButton]:
    layout = window.game_page.out_of_turn
    found = (layout.itemAt(i).widget() for i in range(layout.count()))
    return {button.text(): button for button in found if button is not None}


def test_a_player_proposes_out_of_turn_and_the_turn_goes_on(window, qtbot):
    controller = start(window, names=("Anna", "Bert", "Carla"))
    assert set(buttons(window)) == {"Diplomacy (Bert)", "Diplomacy (Carla)"}
    buttons(window)["Diplomacy (Bert)"].click()
    assert window.pages.currentWidget() is window.handover_page  # several people share the screen
    qtbot.mouseClick(window.handover_page.button, Qt.MouseButton.LeftButton)
    board, panel = controller.board, controller.board.panel
    assert board.turn.player == 1 and board.turn.out_of_turn and not board.options
    assert panel.question.text() == "Bert, out of turn you may propose an alliance."
    assert not panel.buttons["betray"].isEnabled() and not panel.buttons["resign"].isEnabled()
    panel.partner.setCurrentIndex(panel.partner.findData(2))
    panel.buttons["ally/small"].click()
    settle(qtbot, controller)
    assert controller.session.log[-1].action == Propose(Kind.SMALL, 2)
    assert controller.step.player == 2  # Carla answers at once
    assert answer(panel, "Accept") == Accept()
    settle(qtbot, controller)
    assert controller.session.state.ally(1) == 2
    assert controller.step.player == 0 and controller.interrupting is None  # Anna moves on
    assert log_texts(window)[-2:] == [
        "1. Bert (B) proposes a small alliance to Carla (C)",
        "2. Bert (B) and Carla (C) form a small alliance",
    ]
    # Carla may give notice out of turn; going back changes nothing
    assert set(buttons(window)) == {"Diplomacy (Bert)", "Diplomacy (Carla)"}
    buttons(window)["Diplomacy (Carla)"].click()
    qtbot.mouseClick(window.handover_page.button, Qt.MouseButton.LeftButton)
    assert Cancel() in board.turn.legal and panel.buttons["give-notice"].isEnabled()
    assert panel.question.text() == (
        "Carla, out of turn you may give notice of your small alliance."
    )
    [back] = [b for b in panel.findChildren(QPushButton) if b.text() == "Back"]
    back.click()
    settle(qtbot, controller)
    assert len(controller.session.log) == 2 and controller.step.player == 0
    assert not board.turn.out_of_turn
    # undo takes the out-of-turn steps back like any other
    window.menus.act_undo.trigger()
    window.menus.act_undo.trigger()
    assert controller.session.state.alliances == ()


def test_a_human_proposes_while_the_computers_play(window, qtbot):
    window.menus.act_pause.setChecked(True)  # the computers wait, so the test can act between moves
    seats = [Seat(), Seat("computer", "easy"), Seat("computer", "easy")]
    state = replace(new_state(Setup(("Anna", "Bert", "Carla"))), turn=1)
    controller = start(window, names=("Anna", "Bert", "Carla"), seats=seats, state=state)
    assert controller.step.player == 1  # Bert (computer) is on turn, paused
    assert set(buttons(window)) == {"Diplomacy (Anna)"}
    buttons(window)["Diplomacy (Anna)"].click()  # one human: no handover needed
    board = controller.board
    assert board.turn.player == 0 and board.turn.out_of_turn
    assert not any(isinstance(a, Move) for a in board.turn.legal)
    panel = board.panel
    panel.partner.setCurrentIndex(panel.partner.findData(2))
    panel.buttons["ally/grand"].click()
    settle(qtbot, controller)
    assert controller.session.log[-1].action == Propose(Kind.GRAND, 2)
    assert controller.step.player == 2  # Carla must answer first
    window.menus.act_pause.trigger()  # Carla answers, then Bert moves
    qtbot.waitUntil(lambda: len(controller.session.log) >= 3)
    assert controller.session.log[1].player == 2
    assert controller.session.log[1].action in (Accept(), Decline())
