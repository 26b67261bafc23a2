"""The shell: start page, handover, secret page, out-of-turn, undo/redo, language, files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from spielesammlung.core import registry, saves
from spielesammlung.core.protocol import OptionSpec, Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import games
from tests.core import toy_game
from tests.core.toy_game import GAME as TOY
from tests.core.toy_game import Pick


@pytest.fixture
def toy(monkeypatch):
    entry = toy_game.ENTRY
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, entry))
    return entry


def toy_session(seats) -> Session:
    return Session("toy", TOY, Setup(("Anna", "Bert")), 7, seats)


def test_start_page_lists_every_game(window):
    cards = window.start.cards
    assert [c.entry.id for c in cards] == [g.id for g in registry.GAMES]
    heimlich = cards[0]
    assert heimlich.available and heimlich.button.isEnabled()
    for card in cards:
        assert card.button.accessibleName()
        assert card.button.isEnabled() == games.playable(card.entry.id)


def test_handover_hides_secrets_and_secret_page_collects_picks(window, toy, qtbot):
    window.start_session(toy_session([Seat(), Seat()]), window.autosaves.new_path("toy"))
    assert window.pages.currentWidget() is window.handover_page
    assert window.handover_page.title.text() == "Pass the computer to Anna"
    assert window.handover_page.button.text() == "I am Anna: show"
    board = window.controller.board
    assert board.shown == []  # nothing was drawn before Anna confirmed
    qtbot.mouseClick(window.handover_page.button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.secret_page
    window.secret_page.chosen.emit(Pick(2))
    # Bert comes next: the screen is blank again, and Anna's pick was never in a shown view
    assert window.pages.currentWidget() is window.handover_page
    assert window.handover_page.name == "Bert"
    assert all(view.picks == (None, None) or view.picks[0] is None for view, _ in board.shown)
    qtbot.mouseClick(window.handover_page.button, Qt.MouseButton.LeftButton)
    window.secret_page.chosen.emit(Pick(1))
    assert window.controller.session.state.scores == (0, 1)


def test_out_of_turn_button_passes_the_screen_to_that_player(window, toy, qtbot):
    window.start_session(toy_session([Seat(), Seat()]), window.autosaves.new_path("toy"))
    layout = window.game_page.out_of_turn
    labels = [layout.itemAt(i).widget().text() for i in range(layout.count())]
    assert labels == ["Shout (Anna)", "Shout (Bert)"]
    layout.itemAt(1).widget().click()
    assert window.pages.currentWidget() is window.handover_page
    assert window.handover_page.name == "Bert"
    qtbot.mouseClick(window.handover_page.button, Qt.MouseButton.LeftButton)
    window.controller.board.shout()
    assert window.controller.session.state.scores == (0, 1)


def test_undo_and_redo_from_the_menu(window, qtbot):
    game = registry.entry("heimlich").rules()
    session = Session("heimlich", game, Setup(("Anna", "Bert")), 1, [Seat(), Seat()])
    window.start_session(session, window.autosaves.new_path("heimlich"))
    window.controller.submit(game.legal_actions(session.state, 0)[0])  # a move everyone sees
    qtbot.waitUntil(window.menus.act_undo.isEnabled)
    window.menus.act_undo.trigger()
    assert window.controller.session.cursor == 0
    window.menus.act_redo.trigger()
    assert window.controller.session.cursor == 1


def test_undo_never_takes_back_another_humans_secret_pick(window, toy):
    window.start_session(toy_session([Seat(), Seat()]), window.autosaves.new_path("toy"))
    window.controller.reveal(0)
    window.secret_page.chosen.emit(Pick(1))
    assert window.pages.currentWidget() is window.handover_page  # Bert's turn to pick
    window.menus.act_undo.trigger()
    assert window.controller.session.cursor == 1  # Anna's secret pick stays
    assert "Anna" in window.statusBar().currentMessage()
    assert window.pages.currentWidget() is window.handover_page


def test_language_switch_is_live(window):
    assert window.menus.game_menu.title() == "&Game"
    window.menus.language_actions["de"].trigger()
    assert window.menus.game_menu.title() == "&Spiel"
    assert window.start.heading.text() == "Wähle ein Spiel"
    assert window.start.cards[0].button.text() == "Spielen"
    assert window.settings.language == "de"
    window.menus.language_actions["en"].trigger()
    assert window.start.heading.text() == "Choose a game"


def test_autosave_is_offered_and_resumed(window, toy):
    session = toy_session([Seat(), Seat()])
    path = window.autosaves.new_path("toy")
    window.start_session(session, path)
    window.controller.reveal(0)
    window.secret_page.chosen.emit(Pick(1))
    assert json.loads(path.read_text())["actions"]
    window.choose_game()
    assert [s.path for s in window.start.summaries] == [path]
    window.resume(path)
    assert window.controller.session.cursor == 1


def test_a_failing_autosave_is_said_until_saving_works_again(window, toy, monkeypatch):
    import errno

    real = saves.save

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    session = toy_session([Seat(), Seat()])
    window.start_session(session, window.autosaves.new_path("toy"))
    monkeypatch.setattr(saves, "save", full)
    window.controller.reveal(0)
    window.secret_page.chosen.emit(Pick(1))
    warning = window.files.save_warning
    QApplication.processEvents()  # (the status bar shows what it gets a moment later)
    assert warning is not None and warning.isVisibleTo(window)
    assert warning.text().startswith("The disk is full: this game is not being saved.")
    window.statusBar().showMessage("something else")  # a passing message does not hide it
    assert warning.isVisibleTo(window)
    monkeypatch.setattr(saves, "save", real)
    window.controller.reveal(1)
    window.secret_page.chosen.emit(Pick(2))
    assert not warning.isVisibleTo(window)


def left_unfinished(window, games: int = 1) -> None:
    """`games` toy games started, a move made in each and left: the start page offers them."""
    for _ in range(games):
        session = toy_session([Seat(), Seat()])
        window.start_session(session, window.autosaves.new_path("toy"))
        window.controller.reveal(0)
        window.secret_page.chosen.emit(Pick(1))
    window.choose_game()


def test_the_resume_list_keeps_the_game_cards_in_sight(window, toy):
    from spielesammlung.ui.start_page import RESUME_ROWS

    left_unfinished(window, RESUME_ROWS + 2)
    page = window.start

    def buttons() -> list[str]:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old rows go
        QApplication.processEvents()  # (a layout shows the widgets it gets a moment later)
        return [b.text() for b in page.findChildren(QPushButton) if b.isVisibleTo(page)]

    assert buttons().count("Resume") == RESUME_ROWS
    more = [b for b in page.findChildren(QPushButton) if b.text() == "Show 2 older games"]
    assert len(more) == 1
    more[0].click()
    assert buttons().count("Resume") == RESUME_ROWS + 2


def test_tab_reads_the_start_page_as_the_eye_does(window, toy):
    """Records (top right), then the game to resume, then the cards: the rows made after the
    cards still come before them."""
    left_unfinished(window)
    page = window.start
    QApplication.processEvents()  # (a layout shows the widgets it gets a moment later)
    order: list[QPushButton] = []
    widget = page.records_button.nextInFocusChain()
    while widget is not page.records_button:
        if isinstance(widget, QPushButton) and widget.isVisibleTo(page):
            order.append(widget)
        widget = widget.nextInFocusChain()
    assert [b.text() for b in order[:2]] == ["Resume", "Discard"]
    assert order[2] is page.cards[0].button and order[3] is page.cards[0].learn_button


@pytest.mark.parametrize("size", ["1", "2"])
def test_the_cards_flow_into_the_width_never_scrolled_sideways(window, size):
    """Three cards a row in a wide window, fewer in a narrow one or with large text; the page
    needs its side-scroll bar only where not even one card fits."""
    from PySide6.QtWidgets import QScrollArea

    window.set_text_size(size)
    page = window.start
    sideways = page.findChild(QScrollArea).horizontalScrollBar()
    columns = []
    for width in (1400, 760, 420):
        window.resize(width, 700)
        QApplication.processEvents()
        columns.append(page.columns)
        assert page.columns == 1 or not sideways.isVisible(), (size, width, page.columns)
    assert columns[0] == 3 and columns[-1] == 1 and columns == sorted(columns, reverse=True)
    assert columns[1] == 2 or size == "2"
    window.set_text_size("1")


def test_a_lesson_is_not_offered_for_resuming(window, qtbot):
    assert window.learn("heimlich")
    controller = window.controller
    qtbot.waitUntil(lambda: controller.step is not None)
    legal = controller.game.legal_actions(controller.session.state, 0)
    assert window.autosave_path is None and legal
    window.choose_game()
    assert window.start.summaries == [] and window.autosaves.list() == []


@pytest.mark.parametrize(
    ("content", "kind"),
    [
        (b"", "damaged"),
        (b'{"format": "spielesammlung-save", "format_ver', "damaged"),
        (b"\x89PNG\x00\xff", "foreign"),
        (b'{"hello": 1}', "foreign"),
        (b'{"format": "spielesammlung-save", "format_version": 99}', "newer"),
    ],
)
def test_bad_files_get_a_message_and_stay_untouched(window, tmp_path, monkeypatch, content, kind):
    path = tmp_path / "bad.spiel"
    path.write_bytes(content)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    window.resume(path)
    assert window.controller is None
    assert shown and "left unchanged" in shown[0]
    assert path.read_bytes() == content
    assert kind in saves.SaveError.KINDS


def test_options_offered_for_their_player_counts():
    spec = registry.entry("allianz").option("pairing")
    assert spec._replace(label="", choice_labels=()) == OptionSpec(
        "pairing", "horizontal", ("horizontal", "vertical", "diagonal"), players=(2,)
    )


def test_smoke_starts_and_exits():
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "spielesammlung", "--smoke"],
        capture_output=True,
        timeout=60,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr


def test_version_flag(capsys):
    from spielesammlung import __version__
    from spielesammlung.__main__ import main

    with pytest.raises(SystemExit):
        main(["--version"])
    assert __version__ in capsys.readouterr().out


def test_saved_file_round_trip(window, toy, tmp_path, monkeypatch):
    window.start_session(toy_session([Seat(), Seat()]), window.autosaves.new_path("toy"))
    window.controller.reveal(0)
    window.secret_page.chosen.emit(Pick(2))
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_as()
    loaded = saves.load(Path(str(target) + ".spiel"))
    assert loaded.cursor == 1 and loaded.state == window.controller.session.state


def test_an_unreadable_autosave_is_offered_to_explain_or_discard(window, monkeypatch):
    window.autosaves.folder.mkdir(parents=True, exist_ok=True)
    path = window.autosaves.new_path("toy")
    path.write_bytes(b'{"format": "spielesammlung-save", "format_ver')
    window.refresh_resumable()
    assert window.start.unreadable == [path]
    assert window.start.resume_heading.isVisibleTo(window.start)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    why = [
        b for b in window.start.findChildren(QPushButton) if b.accessibleName().startswith("Why?")
    ]
    assert len(why) == 1 and path.name in why[0].accessibleName()
    why[0].click()
    assert shown and "damaged" in shown[0] and window.controller is None
    assert path.exists()
    window.discard(path)
    assert not path.exists() and window.start.unreadable == []
