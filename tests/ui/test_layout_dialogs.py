"""Layouts that adapt (issue 25), the dialogs and windows beside the game pages: at 1024x600 and
1920x1080, with the text size at 1x, 1.5x and 2x, in German and English, every dialog the app
opens holds its texts (tests/ui/layout_check.py: nothing cut, squeezed or overlapping) and fits
on the screen. The dialogs are found in the source (tests/ui/dialog_sites.py); each names the
test that checks it here or in test_layouts.py, so a new dialog without a check fails."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QLocale, QRect, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.saves import SaveError
from spielesammlung.core.seats import COMPUTER, HUMAN, PHONE, REMOTE, Seat
from spielesammlung.core.session import Session
from spielesammlung.net.client import Client, Created
from spielesammlung.net.discovery import Found
from spielesammlung.net.host import HostedTable
from spielesammlung.net.messages import VERSION
from spielesammlung.ui import crash, phones, remote_found, remote_host, text_size, window_help
from spielesammlung.ui.allianz.panel import confirmation
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.new_game import NewGameDialog
from spielesammlung.ui.remote_game import RemoteSeatWindow
from spielesammlung.ui.remote_join import JoinDialog
from spielesammlung.ui.replay import not_finished
from spielesammlung.ui.server_table import CodesDialog, ServerTableDialog
from tests.net.test_play_across_computers import CHECKPOINT, address, hosted
from tests.ui import layout_check
from tests.ui.dialog_sites import sites
from tests.ui.keyboard_util import start_game
from tests.ui.test_layouts import GAME_IDS, NAMES, _problems, _settle, screen

__all__ = ["screen"]  # the module's window at each size, text size and language

#: each place that opens a window (dialog_sites.sites) and the test that checks its layout
CHECKED = {
    "main_window.MainWindow": "test_layouts.py (every page)",
    "new_game.NewGameDialog": "test_the_new_game_dialog_with_seats_on_other_computers",
    "phones.JoinDialog": "test_the_phones_join_codes_and_panel",
    "phones.attach": "test_the_message_boxes",
    "remote_join.JoinDialog": "test_the_join_dialog_with_hosts_found",
    "remote_game.RemoteSeatWindow": "test_the_window_of_a_seat_at_another_computer",
    "remote_host.attach": "test_the_message_boxes",
    "server_table.ServerTableDialog": "test_the_table_server_dialogs",
    "server_table.CodesDialog": "test_the_table_server_dialogs",
    "window_help.show_rules": "test_the_rules_and_about",
    "window_help.about": "test_the_rules_and_about",
    "window_files.GameFiles.show_load_error": "test_the_message_boxes",
    "replay.not_finished": "test_the_message_boxes",
    "recording.Recorder._tell": "test_the_message_boxes",
    "records_page.RecordsPage.confirm": "test_the_message_boxes",
    "records_page.RecordsPage.say": "test_the_message_boxes",
    "records_page.RecordsPage.rename": "test_the_message_boxes",
    "records_page.RecordsPage.merge": "test_the_message_boxes",
    "allianz.panel.confirmation": "test_the_message_boxes",
    "crash.CrashHandler.show": "test_the_message_boxes",
    # Qt's own file dialog (the desktop's, where it has one): its layout is not ours
    "window_files.GameFiles.ask_open": "",
    "window_files.GameFiles.save_as": "",
}
LONG_ERROR = "[Errno 111] Connect call failed ('192.168.178.120', 40123)"


def test_every_dialog_is_checked() -> None:
    """A new dialog needs its layout check here (or a reason it needs none)."""
    found = sites()
    assert sorted(found - set(CHECKED)) == [], "dialogs without a layout check"
    assert sorted(set(CHECKED) - found) == [], "checks of dialogs that are gone"


@pytest.fixture
def on_screen(screen, monkeypatch) -> Iterator[tuple[MainWindow, tuple[int, int]]]:
    """The module's window; the dialogs that measure the screen see the one of this size."""
    window, size = screen
    rect = QRect(0, 0, *size)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: rect)
    monkeypatch.setattr(QScreen, "geometry", lambda _screen: rect)
    yield window, size
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()
    _settle()


def _fitted(dialog: QWidget, size: tuple[int, int]) -> list[str]:
    """The problems of `dialog` shown on a screen of `size` (a window manager keeps it within
    the screen, as far as its minimum size lets it)."""
    dialog.show()
    _settle()
    if dialog.width() > size[0] or dialog.height() > size[1]:
        dialog.resize(min(dialog.width(), size[0]), min(dialog.height(), size[1]))
        _settle()
    found = layout_check.problems(dialog)
    for _ in range(3):  # a layout still on its way (a view that came meanwhile) settles first
        if not found:
            break
        _settle()
        found = layout_check.problems(dialog)
    if dialog.width() > size[0] or dialog.height() > size[1]:
        found.append(f"{type(dialog).__name__} is {dialog.size().toTuple()}, the screen {size}")
    _keep_picture(dialog, size)
    return [f"{dialog.windowTitle()}: {problem}" for problem in found]


def _keep_picture(dialog: QWidget, size: tuple[int, int]) -> None:
    """A picture of `dialog` in the folder LAYOUT_SHOTS names (to look at), if it names one."""
    folder = os.environ.get("LAYOUT_SHOTS")
    if not folder:
        return
    language = QLocale().name()[:2]
    stem = f"{size[0]}x{size[1]}-{text_size.current()}x-{language}-{type(dialog).__name__}"
    path = Path(folder) / f"{stem}.png"
    number = 1
    while path.exists():
        number += 1
        path = Path(folder) / f"{stem}-{number}.png"
    dialog.grab().save(str(path))


def _opened(open_it: Callable[[], object], size: tuple[int, int]) -> list[str]:
    """The problems of the dialog that `open_it` opens (modal or not); it is closed again."""
    before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
    found: list[str] = []
    seen: list[QDialog] = []

    def look(tries: int = 50) -> None:
        new = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QDialog) and w.isVisible() and id(w) not in before
        ]
        if not new:
            if tries:
                QTimer.singleShot(20, lambda: look(tries - 1))
            return
        seen.append(new[0])
        found.extend(_fitted(new[0], size))
        new[0].done(0)

    QTimer.singleShot(0, look)
    open_it()
    if not seen:
        look(0)
    assert seen, "no dialog opened"
    return found


def test_the_join_dialog_with_hosts_found(on_screen, monkeypatch) -> None:
    window, size = on_screen
    monkeypatch.setattr(remote_found.FoundHosts, "look", lambda _self: None)
    dialog = JoinDialog(window)
    hosts = [
        Found("Annas Spieletisch im Wohnzimmer", "192.168.178.120:40123", False, VERSION, False),
        Found("tische.example.org", "203.0.113.7:8765", True, VERSION, True),
        Found("Bert", "192.168.178.31:40999", False, VERSION + 1, False),
    ]
    dialog.show()
    dialog.found._found(hosts)
    dialog._done(OSError(LONG_ERROR))
    found = _fitted(dialog, size)
    dialog.found._found(RuntimeError("zeroconf is not installed"))
    found += _fitted(dialog, size)
    dialog.close()
    assert not found, "\n".join(found)


def test_the_table_server_dialogs(on_screen) -> None:
    window, size = on_screen
    dialog = ServerTableDialog(window, window.languages.current, list(NAMES))
    dialog.show()
    dialog._done(OSError(LONG_ERROR))
    found = _fitted(dialog, size)
    dialog.close()
    codes = ("KRXW-PTMB", None, "HDNQ-ZLVC", "WBTR-MKPS", None)
    made = Created("KRXW", codes, "KRXW-SPEC")
    dialog = CodesDialog(window, "tische.example.org:8765", made, NAMES)
    found += _fitted(dialog, size)
    dialog.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_new_game_dialog_with_seats_on_other_computers(on_screen, game_id) -> None:
    """The most players, every seat but the first on another computer (or a phone)."""
    window, size = on_screen
    dialog = NewGameDialog(game_id, window.languages.current, window)
    dialog.count.setCurrentIndex(dialog.count.count() - 1)
    for kind in dialog.kinds[1:]:
        places = [kind.itemData(i).place for i in range(kind.count())]
        if REMOTE in places or PHONE in places:
            kind.setCurrentIndex(places.index(REMOTE if REMOTE in places else PHONE))
    found = _fitted(dialog, size)
    dialog.close()
    dialog.deleteLater()
    assert not found, "\n".join(found)


def test_the_rules_and_about(on_screen) -> None:
    window, size = on_screen
    language = window.languages.current
    found: list[str] = []
    for game_id in GAME_IDS:
        found += _opened(lambda g=game_id: window_help.show_rules(window, g, language), size)
    found += _opened(lambda: window_help.about(window), size)
    assert not found, "\n".join(found)


def _game(window: MainWindow, game_id: str, seats: list[Seat]) -> Session:
    entry = registry.entry(game_id)
    session = Session(game_id, entry.rules(), Setup(NAMES[: len(seats)], {}), 4, seats)
    window.start_game(session, window.autosaves.new_path(game_id))
    _settle()
    return session


def test_the_host_panel_of_seats_on_other_computers(on_screen, monkeypatch) -> None:
    """The side panel with where to join, a code a seat and "Let the computer play for …"."""
    window, size = on_screen
    monkeypatch.setattr(remote_host, "lan_address", lambda: "127.0.0.1")
    monkeypatch.setattr(remote_host.RemoteHost, "where", lambda _host: "192.168.178.120:40123")
    window.menus.act_pause.setChecked(True)
    seats = [Seat()] + [Seat(HUMAN, place=REMOTE)] * 3 + [Seat(COMPUTER, "easy")]
    _game(window, CHECKPOINT, seats)
    try:
        assert window.remote is not None
        found = _problems(window, size)
        _keep_picture(window, size)
    finally:
        window.close_game()
        window.menus.act_pause.setChecked(False)
    assert not found, "\n".join(found)


def test_the_phones_join_codes_and_panel(on_screen, monkeypatch) -> None:
    """The join codes of four phones (QR codes, room codes, links) and the side panel."""
    window, size = on_screen
    monkeypatch.setattr(phones, "lan_address", lambda: "127.0.0.1")
    window.menus.act_pause.setChecked(True)
    seats = [Seat(COMPUTER, "easy")] + [Seat(HUMAN, place=PHONE)] * 4
    _game(window, CHECKPOINT, seats)
    try:
        mode = window.phones
        assert mode is not None and mode.dialog is not None
        found = _fitted(mode.dialog, size)
        mode.dialog.hide()
        found += _problems(window, size)
        _keep_picture(window, size)
    finally:
        window.close_game()
        window.menus.act_pause.setChecked(False)
    assert not found, "\n".join(found)


@pytest.fixture
def table() -> Iterator[object]:
    """A Checkpoint table of five hosted on 127.0.0.1: four seats on other computers."""
    hosting = hosted(CHECKPOINT, "RRRRC", seed=6)
    hosting.start()
    yield hosting
    hosting.stop()


def test_the_window_of_a_seat_at_another_computer(on_screen, table, qtbot) -> None:
    """The remote seat's board with its status and buttons, as large as the screen."""
    window, size = on_screen
    client = Client(address(table), table.server.rooms[0])  # type: ignore[attr-defined]
    client.join()
    seat_window = RemoteSeatWindow(client, speed=0)
    seat_window.resize(*size)
    try:
        seat_window.show()
        qtbot.waitUntil(lambda: seat_window.shown_at >= 0, timeout=10_000)
        found = _fitted(seat_window, size)  # the clue's secret page
        seat_window.secret_page.choice_buttons[0].click()
        qtbot.waitUntil(lambda: seat_window.pages.currentIndex() == 0, timeout=10_000)
        qtbot.waitUntil(lambda: "…" in seat_window.status.text(), timeout=10_000)
        found += _fitted(seat_window, size)  # the board, waiting for the others
        for button in (seat_window.hint_button, seat_window.undo_button):
            button.show()  # the widest row while the game runs
        found += _fitted(seat_window, size)
    finally:
        seat_window.close()
    assert not found, "\n".join(found)


@pytest.fixture(scope="module")
def finished_table() -> Iterator[HostedTable]:
    """A Checkpoint game of five computer players hosted on 127.0.0.1, played to its end."""
    hosting = hosted(CHECKPOINT, "CCCCC", seed=6)
    hosting.start()
    assert hosting.play(120) is not None
    yield hosting
    hosting.stop()


def test_the_window_of_a_spectator_at_the_end(on_screen, finished_table, qtbot) -> None:
    """The result in words and the replay button, after the game (issue 26's end)."""
    window, size = on_screen
    watcher = Client(address(finished_table), finished_table.server.spectator_code)
    watcher.join()
    seat_window = RemoteSeatWindow(watcher, speed=0)
    seat_window.resize(*size)
    try:
        seat_window.show()
        shown = seat_window.replay_button
        qtbot.waitUntil(lambda: shown.isVisibleTo(seat_window), timeout=10_000)
        qtbot.waitUntil(lambda: "\n" in seat_window.status.text(), timeout=10_000)
        found = _fitted(seat_window, size)
    finally:
        seat_window.close()
    assert not found, "\n".join(found)


def test_the_message_boxes(on_screen, monkeypatch, tmp_path: Path) -> None:
    window, size = on_screen
    found = _opened(
        lambda: window.files.show_load_error(
            tmp_path / "ein-sehr-langer-ordnername" / "checkpoint-charlie-2026-11-28.json",
            SaveError("damaged", "Expecting ',' delimiter: line 1 column 2817 (char 2816)"),
        ),
        size,
    )
    found += _opened(lambda: not_finished(window, tmp_path / "heimlich.json"), size)
    found += _opened(
        lambda: window.recorder._tell("Records", "The records could not be saved.", "", ""), size
    )
    records = window.records_page
    monkeypatch.setattr(records, "current_player", lambda: "Anna")
    monkeypatch.setattr(records, "_names", lambda: ["Anna", "Bert", "Clara"])
    monkeypatch.setattr(records, "records", SimpleNamespace())
    found += _opened(records.rename, size)
    found += _opened(records.merge, size)
    found += _opened(lambda: records.confirm("Rename", "Rename Anna to Bert?", "Rename"), size)
    found += _opened(lambda: records.say("Not changed", "disk I/O error"), size)
    found += _opened(
        lambda: confirmation(
            window, "Resign", "Resign the game?", "The others win.", "Resign", "Keep playing"
        ).exec(),
        size,
    )
    handler = crash.CrashHandler(tmp_path / "spielesammlung.log", window)
    found += _opened(lambda: handler.show(RuntimeError("x" * 400)), size)
    window.menus.act_pause.setChecked(True)
    _game(window, CHECKPOINT, [Seat(), Seat(COMPUTER, "easy"), Seat(COMPUTER, "easy")])

    def refused(*_args: object, **_kwargs: object) -> None:
        raise OSError(98, "Address already in use")

    monkeypatch.setattr(phones, "TableMode", refused)
    monkeypatch.setattr(remote_host, "RemoteHost", refused)
    found += _opened(lambda: phones.attach(window), size)
    found += _opened(lambda: remote_host.attach(window), size)
    window.close_game()
    window.menus.act_pause.setChecked(False)
    assert not found, "\n".join(found)


def test_the_replay_of_a_game_with_secrets(on_screen) -> None:
    """The replay viewer of a finished Checkpoint game of five (every secret shown)."""
    window, size = on_screen
    if text_size.current() == "1.5":
        pytest.skip("playing a game to its end is slow: 1x and 2x bound 1.5x")
    seats = [Seat(COMPUTER, "easy")] * 5
    session = start_game(window, CHECKPOINT, seats, moves=2000, names=NAMES)
    assert session.result is not None
    window.replay(session)
    _settle()
    found = _problems(window, size)
    window.close_game()
    assert not found, "\n".join(found)
