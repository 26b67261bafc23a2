"""An unexpected error: logged, a dialog says what and where, the game is saved and resumable."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from spielesammlung.core import registry, saves
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.ui.crash import CrashHandler


def start_heimlich(window) -> Session:
    entry = registry.entry("heimlich")
    session = Session("heimlich", entry.rules(), Setup(("Anna", "Bert")), 5, [Seat(), Seat()])
    window.start_session(session, window.autosaves.new_path("heimlich"))
    return session


def play_one_move(window, session: Session) -> None:
    legal = session.game.legal_actions(session.state, 0)
    window.controller.submit(next(iter(legal)))
    assert session.cursor == 1


@pytest.fixture
def handler(window, log_file):
    crash = CrashHandler(log_file, window)
    crash.install()
    yield crash
    crash.uninstall()
    if crash.box is not None:
        crash.box.done(0)


def boom() -> None:
    raise ValueError("a bug in the board")


@pytest.mark.qt_no_exception_capture
def test_error_in_a_slot_saves_the_game_and_explains(window, handler, log_file, qtbot):
    session = start_heimlich(window)
    play_one_move(window, session)
    autosave = window.autosave_path
    QTimer.singleShot(0, boom)  # raised inside Qt's event loop, as a bug in a slot would be
    qtbot.waitUntil(lambda: handler.box is not None)
    box = handler.box
    assert box.windowTitle() == "Unexpected error"
    assert "ValueError: a bug in the board" in box.text()
    assert str(log_file) in box.informativeText()
    assert "saved" in box.informativeText()
    assert "boom" in box.detailedText()  # the traceback
    assert window.isVisible()
    # the game is closed, saved, and offered on the start screen; the log has the traceback
    assert window.controller is None and window.pages.currentWidget() is window.start
    assert saves.load(autosave).cursor == 1
    assert autosave in window.autosaves.list()
    text = log_file.read_text(encoding="utf-8")
    assert "Unexpected error" in text and "ValueError: a bug in the board" in text
    assert 'in boom\n    raise ValueError("a bug in the board")' in text
    box.button(QMessageBox.StandardButton.Ok).click()
    assert handler.box is None
    window.resume(autosave)  # the app stays usable: the game goes on from its last good state
    assert window.controller is not None and window.controller.session.cursor == 1


@pytest.mark.qt_no_exception_capture
def test_the_save_after_an_error_keeps_the_phones(window, handler, qtbot, monkeypatch):
    from tests.ui.test_phones import start

    start(window, monkeypatch, "geheime-mission", 2)
    autosave, mode = window.autosave_path, window.phones
    assert mode is not None
    kept = mode.kept()
    QTimer.singleShot(0, boom)
    qtbot.waitUntil(lambda: handler.box is not None)
    assert window.controller is None and window.phones is None
    assert saves.phones(autosave) == kept  # resumed, the game brings its phones back


@pytest.mark.qt_no_exception_capture
def test_error_in_another_thread_reaches_the_dialog(window, handler, qtbot):
    worker = threading.Thread(target=boom)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: handler.box is not None)
    assert "a bug in the board" in handler.box.text()
    assert "saved" not in handler.box.informativeText()  # no game was running


def test_one_dialog_at_a_time_later_errors_only_logged(window, handler, log_file):
    for text in ("first", "second"):
        try:
            raise RuntimeError(text)
        except RuntimeError as error:
            handler.excepthook(RuntimeError, error, error.__traceback__)
    assert "first" in handler.box.text()
    assert "RuntimeError: second" in log_file.read_text(encoding="utf-8")


def test_without_a_log_file_the_dialog_says_so(window, qtbot):
    handler = CrashHandler(None, window)
    handler.show(KeyError("x"))
    assert "No log file could be written." in handler.box.informativeText()
    assert "Open the log folder" not in [b.text() for b in handler.box.buttons()]
    handler.box.done(0)


def test_german_texts(window, handler):
    window.set_language("de")
    start_heimlich(window)
    handler.show(ValueError("kaputt"))
    box = handler.box
    assert box.windowTitle() == "Unerwarteter Fehler"
    assert "Euer Spiel wurde gespeichert" in box.informativeText()
    assert "Protokolldatei" in box.informativeText()
    window.set_language("en")
