"""Any text size (issue 17): board texts at least 11 px at the default window size, and with the
application font at 1.5 times its size nothing on the side panels, the handover and the secret
pages is cut off (German and English)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.ui import text_size
from spielesammlung.ui.handover import HandoverPage, SecretPage
from spielesammlung.ui.i18n import say
from spielesammlung.ui.spion.texts import LETTERS
from tests.ui.keyboard_util import (
    GAME_IDS,
    MIN_BOARD_TEXT,
    PLAYERS,
    app_font_scaled,
    cut_off,
    open_window,
    start_game,
    text_sizes,
)


@pytest.fixture
def windows(qapp, tmp_path):
    """Windows made by the test, deleted at its end."""
    made = []

    def make(language: str = "en"):
        window = open_window(language, tmp_path / str(len(made)))
        made.append(window)
        return window

    yield make
    for window in made:
        window.close_game()
        window.hide()
        window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_board_texts_are_at_least_11_px_at_the_default_window_size(windows, game_id):
    for moves in (0, 15, 60):  # the opening, the middle and (often) the end with its results
        window = windows()
        window.menus.act_pause.setChecked(True)  # the computers wait: the position stays on screen
        seats = [Seat(COMPUTER, "easy")] * PLAYERS.get(game_id, 2)
        start_game(window, game_id, seats=seats, moves=moves)
        badges = {say(letters) for letters in LETTERS}  # Spion's badges: their shapes say it
        small = [(round(size, 1), text) for size, text in text_sizes(window) if size < 10.95]
        small = [(size, text) for size, text in small if text not in badges]
        assert not small, f"{game_id} after {moves} moves: texts below {MIN_BOARD_TEXT} px"


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_nothing_is_cut_off_with_the_app_font_at_one_and_a_half(windows, game_id, language):
    with app_font_scaled(1.5):
        for moves in (0, 9, 20):
            window = windows(language)
            start_game(window, game_id, moves=moves)  # humans: handover and secret pages too
            for _ in range(4):  # the page shown, then the next ones on the way to the board
                for _ in range(3):  # the layouts settle as on screen
                    QApplication.processEvents()
                page = window.pages.currentWidget()
                assert not cut_off(page), f"{game_id} ({language}, {moves} moves)"
                if isinstance(page, HandoverPage):
                    page.button.click()
                elif isinstance(page, SecretPage) and page.choice_buttons:
                    page.choice_buttons[0].click()
                else:
                    break
                QApplication.processEvents()


def test_the_handover_and_secret_pages_follow_the_application_font(qtbot):
    handover, secret = HandoverPage(), SecretPage()
    for page in (handover, secret):
        qtbot.addWidget(page)
    handover.ask(0, "Anna")
    secret.ask("Anna", "Only you see this.", [("1", 1)])
    normal = (handover.button.font().pointSizeF(), secret.choice_buttons[0].font().pointSizeF())
    with app_font_scaled(1.5):
        handover.ask(0, "Anna")
        secret.ask("Anna", "Only you see this.", [("1", 1)])
        large = (handover.button.font().pointSizeF(), secret.choice_buttons[0].font().pointSizeF())
    assert large == pytest.approx(tuple(1.5 * size for size in normal))


def test_the_first_window_fits_a_small_or_scaled_up_screen(window) -> None:
    """A screen smaller than the window's first size (or scaled up 1.5x) gets all of it in view."""
    from spielesammlung.ui.app import fit_to_screen

    area = window.screen().availableGeometry()
    window.resize(area.width() * 2, area.height() * 2)
    fit_to_screen(window)
    assert window.width() <= area.width() and window.height() <= area.height()
    small = window.size()
    fit_to_screen(window)  # a window that fits stays as it is
    assert window.size() == small


# -- the Text size setting (issue 25) --------------------------------------------------------------
@pytest.fixture
def system_size():
    """The text size back at the system's after the test."""
    yield
    text_size.apply(text_size.DEFAULT)


def test_the_text_size_is_stored_and_applied_live(window, settings, system_size) -> None:
    from spielesammlung.ui.paint import font

    system = text_size.system_font().pointSizeF()
    start_game(window, "checkpoint-charlie", seats=[Seat()] + [Seat(COMPUTER, "easy")] * 2)
    title = window.game_page.title.font().pointSizeF()
    board_word = font(20).pixelSize()
    window.menus.text_size_actions["2"].trigger()
    assert settings.text_size == "2"
    assert QApplication.font().pointSizeF() == pytest.approx(2 * system)
    assert window.game_page.title.font().pointSizeF() == pytest.approx(2 * title)
    assert font(20).pixelSize() > board_word  # the board's words grow too
    assert window.menus.text_size_actions["2"].isChecked()
    window.menus.text_size_actions["1"].trigger()
    assert QApplication.font().pointSizeF() == pytest.approx(system)
    assert window.game_page.title.font().pointSizeF() == pytest.approx(title)


def test_an_unknown_stored_text_size_is_the_systems(settings) -> None:
    settings.store.setValue("text_size", "7")
    assert settings.text_size == text_size.DEFAULT


def test_board_words_stay_11_px_in_a_small_window(window, system_size) -> None:
    """Checkpoint with five players at 1024x600 and the largest text: no board text under
    11 px (the board follows the view's scale)."""
    from tests.ui import layout_check

    text_size.apply("2")
    window.resize(1024, 600)
    names = ("Anna", "Bert", "Clara", "David", "Emil")
    start_game(window, "checkpoint-charlie", [Seat()] + [Seat(COMPUTER, "easy")] * 4, names=names)
    QApplication.processEvents()
    assert not layout_check.board_problems(window.game_page.view)


def test_a_smaller_text_size_keeps_the_board_words_at_11_px(window, system_size) -> None:
    """From 2x back to 1x while a game is shown: the board measures its smallest words anew."""
    from tests.ui import layout_check

    window.resize(1024, 600)
    names = ("Anna", "Bert", "Clara", "David", "Emil")
    start_game(window, "checkpoint-charlie", [Seat()] + [Seat(COMPUTER, "easy")] * 4, names=names)
    window.set_text_size("2")
    QApplication.processEvents()
    window.set_text_size("1")
    QApplication.processEvents()
    assert not layout_check.board_problems(window.game_page.view)


# -- the desktop's font, changed while the app runs (issue 25) --------------------------------
def test_a_new_desktop_font_is_followed_at_the_chosen_text_size(window, system_size) -> None:
    """The platform sets a larger application font (a desktop's font setting changed): the text
    size keeps its factor on the new font, and the panels and the board's words follow."""
    start_game(window, "checkpoint-charlie", seats=[Seat()] + [Seat(COMPUTER, "easy")] * 2)
    window.set_text_size("1.5")
    system = text_size.system_font()
    title = window.game_page.title.font().pointSizeF()
    board = text_size.board_factor()
    larger = text_size.scaled(system, 1.25)
    QApplication.setFont(larger)  # what the platform does when the desktop's font changes
    QApplication.processEvents()
    assert text_size.system_font().pointSizeF() == pytest.approx(larger.pointSizeF())
    assert QApplication.font().pointSizeF() == pytest.approx(1.5 * larger.pointSizeF())
    assert window.game_page.title.font().pointSizeF() == pytest.approx(1.25 * title)
    assert text_size.factor() == 1.5 and text_size.board_factor() == pytest.approx(board)
    assert window.menus.text_size_actions["1.5"].isChecked()
    text_size.apply(text_size.DEFAULT)
    QApplication.setFont(system)  # the desktop's font as before, for the tests after this one
    QApplication.processEvents()
    assert text_size.system_font().pointSizeF() == pytest.approx(system.pointSizeF())


def test_a_theme_with_another_font_is_followed(window, system_size, monkeypatch) -> None:
    """A theme change (the desktop's font in its settings) makes that font the base."""
    system = text_size.system_font()
    window.set_text_size("2")
    larger = text_size.scaled(system, 1.5)
    monkeypatch.setattr(text_size, "desktop_font", lambda: QFont(larger))
    QApplication.sendEvent(window, QEvent(QEvent.Type.ThemeChange))
    assert QApplication.font().pointSizeF() == pytest.approx(2 * larger.pointSizeF())
    monkeypatch.undo()
    QApplication.sendEvent(window, QEvent(QEvent.Type.ThemeChange))  # and back
    assert QApplication.font().pointSizeF() == pytest.approx(2 * system.pointSizeF())
