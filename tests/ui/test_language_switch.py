"""Switching the language while the app runs, after the keyboard moved around: in a game (after F6
to the side panel and back), on the start page, in a replay and in a lesson, the menus follow."""

from __future__ import annotations

import gc

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton, QVBoxLayout, QWidget

from spielesammlung.core.seats import Seat
from spielesammlung.ui.coach import start_lesson
from spielesammlung.ui.focus import focusable
from spielesammlung.ui.main_window import MainWindow
from tests.ui.keyboard_util import start_game
from tests.ui.test_replay import finished_session, saved

MENU_TITLES = {"de": "&Spiel", "en": "&Game"}


def switch_languages(window: MainWindow) -> None:
    """To German and back, the menus' wrappers collected meanwhile if they were lost."""
    for language in ("de", "en"):
        gc.collect()
        window.set_language(language)
        QApplication.processEvents()
        assert window.menus.game_menu.title() == MENU_TITLES[language]
        assert window.menuBar().actions()[0].text() == MENU_TITLES[language]


def delete_later(widget: QWidget) -> None:
    widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def f6(window: MainWindow) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F6)
    QApplication.processEvents()


def test_f6_and_a_deleted_secret_choice_leave_the_menus_alive(window, qtbot):
    """F6 walked the window's whole focus chain with nextInFocusChain(), and PySide hangs each
    widget that returns under the asking one in its ownership tree: the window itself ended up
    under the last widget of the chain (a secret page's choice). When that choice was deleted for
    the next question, the menus' wrappers went with it, and the next language switch raised
    "Internal C++ object (QMenu) already deleted" (after a few hundred random keys)."""
    start_game(window, "allianz", seats=[Seat(), Seat()])
    page = window.secret_page  # made now: its choices are the last widgets of the focus chain
    page.ask("Title", "", [("A choice", None)])
    old_choice = page.choice_buttons[0]
    window.pages.setCurrentWidget(window.game_page)
    window.game_page.view.setFocus()
    QApplication.processEvents()
    f6(window)
    assert window.game_page.side.isAncestorOf(QApplication.focusWidget())
    f6(window)
    assert window.game_page.view.hasFocus()
    page.ask("Title", "", [("Another choice", None)])  # the old choice is deleted later
    delete_later(old_choice)
    switch_languages(window)


def test_focusable_lists_the_tab_stops_in_layout_order_and_leaves_the_window_alone(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("Menu")  # made by Qt: its wrapper is only borrowed
    host = QWidget()
    layout = QVBoxLayout(host)
    first, hidden, disabled, last = (QPushButton(name) for name in ("1", "hidden", "off", "2"))
    inner = QWidget()
    QVBoxLayout(inner).addWidget(last)
    for widget in (first, hidden, disabled, inner):
        layout.addWidget(widget)
    window.setCentralWidget(host)
    hidden.hide()
    disabled.setEnabled(False)
    window.show()
    assert focusable(host) == [first, last]
    delete_later(last)  # the last widget of the window's focus chain
    gc.collect()
    assert menu.title() == "Menu"
    assert focusable(host) == [first]


def test_the_language_switches_on_the_start_page_in_a_game_a_replay_and_a_lesson(
    window, qtbot, tmp_path
):
    switch_languages(window)  # the start page
    start_game(window, "geheime-mission", seats=[Seat(), Seat()])
    qtbot.waitUntil(lambda: window.pages.currentWidget() is not window.start)
    switch_languages(window)  # a game (its handover page)
    window.open_replay(saved(tmp_path, finished_session("checkpoint-charlie")))
    assert window.replaying()
    switch_languages(window)  # a replay
    window.replay_page.close_button.click()
    window.close_game()
    start_lesson(window, "heimlich")
    switch_languages(window)  # a lesson
