"""The menus' entries of a window made for the start: made after its first frame, or at once
when one is asked for before it (ui/window_menus.py)."""

from __future__ import annotations

from pathlib import Path

from spielesammlung.core.autosaves import Autosaves
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.ui import text_size
from spielesammlung.ui.i18n import Languages
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.settings import Settings

from .keyboard_util import start_game


def later_window(qtbot, settings: Settings, tmp_path: Path) -> MainWindow:
    languages = Languages()
    languages.switch(settings.language)
    window = MainWindow(settings, languages, Autosaves(tmp_path / "autosave"), later=True)
    qtbot.addWidget(window)
    return window


def test_the_titles_come_first_and_the_entries_with_finish(qtbot, settings, tmp_path) -> None:
    settings.text_size = "1.5"
    settings.speed = "slow"
    window = later_window(qtbot, settings, tmp_path)
    menus = window.menus
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&Move", "&View", "&Settings", "&Help"]
    assert not menus.filled and menus.settings_menu.actions() == []
    window.finish()
    assert menus.filled and menus.act_undo.text() == "&Undo"
    assert menus.text_size_actions["1.5"].isChecked() and menus.speed_actions["slow"].isChecked()
    assert menus.language_actions["en"].isChecked()
    assert not menus.act_save.isEnabled()  # no game yet
    assert text_size._desktop is not None  # the desktop's font, to follow when it changes


def test_an_entry_asked_for_before_the_first_frame_is_made_then(qtbot, settings, tmp_path) -> None:
    """A game opened before the first frame (a save named on the command line) finds the
    entries it needs, in the state the game gives them."""
    window = later_window(qtbot, settings, tmp_path)
    start_game(window, "heimlich", seats=[Seat(), Seat(COMPUTER, "easy")])
    assert window.menus.filled
    assert window.menus.act_save.isEnabled() and window.menus.act_rules.isEnabled()
    assert window.menus.act_new.text() == "&New…"
    window.close_game()


def test_a_language_chosen_before_the_entries_are_made_is_checked(
    qtbot, settings, tmp_path
) -> None:
    window = later_window(qtbot, settings, tmp_path)
    window.set_language("de")
    assert window.menus.language_actions["de"].isChecked()
    assert window.menus.act_undo.text() == "&Rückgängig"
    assert [a.text() for a in window.menuBar().actions()][0] == "&Spiel"
    window.set_language("en")
