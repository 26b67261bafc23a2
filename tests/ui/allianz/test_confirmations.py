"""Notice, betrayal and resignation bind the player: a human confirms them, a computer does not."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from spielesammlung.core.seats import Seat
from spielesammlung.games.allianz.bots import AllianzBot
from spielesammlung.games.allianz.model import Betray, Cancel, Kind, Propose, Resign
from spielesammlung.ui.allianz.panel import ask, confirmation

from .test_allianz_board import answer, settle, sq, start


def allied(window, qtbot, kind):
    """Anna and Bert allied; Anna is on turn again."""
    controller = start(window)
    panel = controller.board.panel
    panel.partner.setCurrentIndex(panel.partner.findData(1))
    panel.buttons[kind].click()
    settle(qtbot, controller)
    answer(panel, "Accept")
    settle(qtbot, controller)
    assert controller.session.state.ally(0) == 1 and controller.step.player == 0
    return controller


def two_left(window, qtbot):
    """A two-player game in which Bert is on turn."""
    controller = start(window, names=("Anna", "Bert"))
    controller.board.click(sq(3, 6))
    controller.board.click(sq(3, 7))
    settle(qtbot, controller)
    return controller


def test_confirmed_betrayal_is_played(window, qtbot, questions):
    controller = allied(window, qtbot, "ally/grand")
    controller.board.panel.buttons["betray"].click()
    settle(qtbot, controller)
    assert controller.session.log[-1].action == Betray()
    assert 0 in controller.session.state.traitors
    [(title, text, info, yes, no)] = questions.asked
    assert title == "Betray the alliance"
    assert text == "Anna, do you want to betray Bert (B) and break your grand alliance?"
    assert info == "You may attack Bert at once, but you can never ally again in this game."
    assert (yes, no) == ("Betray", "Keep the alliance")


def test_cancelled_betrayal_changes_nothing(window, qtbot, questions):
    controller = allied(window, qtbot, "ally/grand")
    played = len(controller.session.log)
    questions.answer = False
    panel = controller.board.panel
    panel.buttons["betray"].click()
    assert len(questions.asked) == 1 and len(controller.session.log) == played
    state = controller.session.state
    assert state.ally(0) == 1 and not state.traitors and controller.step.player == 0
    assert panel.buttons["betray"].isEnabled() and controller.board.turn.player == 0


def test_notice_is_confirmed_first(window, qtbot, questions):
    controller = allied(window, qtbot, "ally/small")
    played = len(controller.session.log)
    questions.answer = False
    panel = controller.board.panel
    panel.buttons["give-notice"].click()
    assert len(controller.session.log) == played and controller.session.state.pending is None
    assert questions.asked[-1][1] == (
        "Anna, do you want to give Bert (B) notice of your small alliance?"
    )
    assert "cannot be taken back" in questions.asked[-1][2]
    questions.answer = True
    panel.buttons["give-notice"].click()
    settle(qtbot, controller)
    assert controller.session.log[-1].action == Cancel() and controller.step.player == 1


def test_resignation_is_confirmed_first(window, qtbot, questions):
    controller = two_left(window, qtbot)
    panel = controller.board.panel
    questions.answer = False
    panel.buttons["resign"].click()
    assert len(controller.session.log) == 1 and controller.session.result is None
    title, text, info, yes, no = questions.asked[-1]
    assert text == "Bert, do you want to resign the game?"
    assert info == "Anna (A) then wins the battle."
    assert (yes, no) == ("Resign", "Play on")
    questions.answer = True
    panel.buttons["resign"].click()
    settle(qtbot, controller)
    assert controller.session.result.winners == {0}


def test_offers_and_proposals_are_not_asked(window, qtbot, questions):
    controller = start(window)
    panel = controller.board.panel
    panel.partner.setCurrentIndex(panel.partner.findData(2))
    panel.buttons["ally/grand"].click()
    settle(qtbot, controller)
    assert controller.session.log[-1].action == Propose(Kind.GRAND, 2)
    assert questions.asked == []


def test_a_computer_resigns_without_being_asked(window, qtbot, questions, monkeypatch):
    def resigning(self, view, player, legal, rng):
        return Resign() if Resign() in legal else legal[0]

    monkeypatch.setattr(AllianzBot, "choose", resigning)
    controller = start(window, names=("Anna", "Bert"), seats=[Seat(), Seat("computer", "easy")])
    controller.board.click(sq(3, 6))
    controller.board.click(sq(3, 7))
    qtbot.waitUntil(lambda: controller.session.result is not None)
    assert controller.session.log[-1].action == Resign() and questions.asked == []


def test_the_dialog_defaults_to_the_safe_answer(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    box = confirmation(parent, "Betray the alliance", "Betray?", "Never again.", "Betray", "Keep")
    keep = box.defaultButton()
    assert keep.text() == "Keep" and box.escapeButton() is keep
    assert box.buttonRole(keep) == QMessageBox.ButtonRole.RejectRole
    assert box.icon() == QMessageBox.Icon.Warning and box.informativeText() == "Never again."


def answered_by_keys(qtbot, *keys):
    """Run the real dialog and answer it with keys; the safe answer has the focus first."""
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    seen = []  # (the safe answer had the focus, the keys closed the dialog)

    def press():
        box = QApplication.activeModalWidget()
        try:
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)  # once it is active
            focused = QApplication.focusWidget() is box.defaultButton()
            for key in keys:
                qtbot.keyClick(QApplication.focusWidget(), key)
            seen.append((focused, not box.isVisible()))
        finally:
            if box.isVisible():  # the keys did not answer: close it, never block the tests
                box.done(0)

    QTimer.singleShot(0, press)
    answered = ask(parent, "Betray the alliance", "Betray?", "Never again.", "Betray", "Keep")
    assert seen == [(True, True)]
    return answered


def test_enter_and_escape_keep_the_alliance(qtbot):
    assert answered_by_keys(qtbot, Qt.Key.Key_Return) is False
    assert answered_by_keys(qtbot, Qt.Key.Key_Escape) is False


def test_the_confirming_button_works_by_keyboard(qtbot):
    assert answered_by_keys(qtbot, Qt.Key.Key_Tab, Qt.Key.Key_Space) is True
