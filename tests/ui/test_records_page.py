"""The players' records in the app: a finished game recorded once, known names in the new-game
dialog, the records page (stats, streaks, last games, Replay, chart), player edits asked first,
a damaged database set aside with one message."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox, QPushButton

from spielesammlung.core import disk, registry, saves
from spielesammlung.core.protocol import Setup
from spielesammlung.core.records import GameRecord, Records
from spielesammlung.core.records import SeatRecord as S
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import accessible
from spielesammlung.ui.new_game import NewGameDialog
from tests.core import toy_game
from tests.core.toy_game import GAME as TOY
from tests.core.toy_game import Pick


@pytest.fixture
def toy(monkeypatch):
    entry = toy_game.ENTRY
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, entry))
    return entry


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes are not shown: each is kept, and `answer` (a button text) is clicked."""
    shown: list[QMessageBox] = []
    answer: list[str] = []

    def exec_(box: QMessageBox) -> int:
        shown.append(box)
        for button in box.buttons():
            if answer and button.text() == answer[0]:
                button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown, answer


def play_anna_wins(window, qtbot) -> Session:
    """Anna and Bert (both human) pick 1 each round: even sums, Anna scores three times."""
    session = Session("toy", TOY, Setup(("Anna", "Bert")), 7, [Seat(), Seat()])
    window.start_session(session, window.autosaves.new_path("toy"))
    for _ in range(3):
        for player in (0, 1):
            window.controller.reveal(player)
            window.secret_page.chosen.emit(Pick(1))
            qtbot.waitUntil(lambda: not window.controller.thinking)
    assert session.result is not None
    return session


def test_a_finished_game_is_recorded_once_with_its_save(window, toy, qtbot):
    session = play_anna_wins(window, qtbot)
    records = window.recorder.records()
    assert records.path.parent == window.autosaves.folder.parent  # the user's data folder
    (played,) = records.last_games()
    assert played.game == "toy"
    assert played.seats == (S(name="Anna", score=3, won=True), S(name="Bert", score=0))
    assert played.actions == len(session.played)
    assert played.duration is not None
    saved = Path(played.save_path)
    assert saved.parent == window.recorder.finished_folder
    assert saves.load(saved).result == session.result
    window.controller.advance()  # the end shown again (a new language, a table aid)
    window.start_session(saves.load(saved), window.autosaves.new_path("toy"))  # reopened
    assert window.controller.session.result is not None
    assert records.count() == 1
    assert "Anna wins" in window.statusBar().currentMessage()
    window.show_records()  # Replay on the records page opens the replay of that save
    window.records_page.table.cellWidget(0, 4).click()
    assert window.pages.currentWidget() is window.replay_page


def test_undo_and_redo_at_the_end_record_the_game_once(window, toy, qtbot, monkeypatch):
    session = Session("toy", TOY, Setup(("Anna", "Bert")), 8, [Seat(), Seat()])
    # as a game without secrets, whose end may be undone (a game with secrets ends for good)
    monkeypatch.setattr(session, "had_secrets", lambda: False)
    window.start_session(session, window.autosaves.new_path("toy"))
    for _ in range(2):
        for player in (0, 1):
            window.controller.reveal(player)
            window.secret_page.chosen.emit(Pick(1))
            qtbot.waitUntil(lambda: not window.controller.thinking)
    window.controller.interrupt(0)  # Anna shouts for her third point: an undoable end
    window.controller.reveal(0)
    window.controller.board.shout()
    qtbot.waitUntil(lambda: session.result is not None and not window.controller.thinking)
    records = window.recorder.records()
    assert records.count() == 1
    session.undo()  # (the controller's undo keeps Bert's secret pick at a shared screen)
    window.controller.advance()
    assert session.result is None
    window.menus.act_redo.trigger()
    qtbot.waitUntil(lambda: not window.controller.thinking)
    assert session.result is not None
    assert records.count() == 1
    (played,) = records.last_games()
    assert [seat.won for seat in played.seats] == [True, False]


def test_a_game_between_computers_is_recorded_by_level(window, toy, qtbot):
    seats = [Seat(COMPUTER, "easy"), Seat(COMPUTER, "strong")]
    window.start_session(
        Session("toy", TOY, Setup(("Anna", "Bert")), 3, seats), window.autosaves.new_path("toy")
    )
    session = window.controller.session
    qtbot.waitUntil(lambda: window.recorder.records().count() == 1, timeout=10_000)
    (played,) = window.recorder.records().last_games()
    assert [seat.level for seat in played.seats] == ["easy", "strong"]
    assert [seat.name for seat in played.seats] == [None, None]
    assert {i for i, seat in enumerate(played.seats) if seat.won} == set(session.result.winners)
    assert [seat.score for seat in played.seats] == list(session.result.scores)


def test_a_full_disk_is_said_until_recording_works_again(window, toy, monkeypatch, qtbot):
    real = Records.record

    def fail(self, game):
        error = sqlite3.OperationalError("disk I/O error")  # what SQLite says on a full disk
        error.sqlite_errorname = "SQLITE_IOERR_WRITE"
        raise error

    full = OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(disk, "probe", lambda folder: full)
    monkeypatch.setattr(Records, "record", fail)
    with accessible.recording() as heard:
        session = play_anna_wins(window, qtbot)
    assert session.result is not None  # the game was played to its end all the same
    warning = window.recorder.warning
    assert warning is not None and warning.isVisibleTo(window)
    assert warning.text().startswith("The disk is full: finished games are not added")
    assert "I/O" not in warning.text() and warning.text() in heard
    window.choose_game()  # it lasts beyond the game and its status message
    assert warning.isVisibleTo(window)
    monkeypatch.setattr(Records, "record", real)
    play_anna_wins(window, qtbot)
    assert not warning.isVisibleTo(window) and window.recorder.records().count() == 1


def test_records_that_cannot_be_written_say_so_and_the_game_goes_on(
    window, toy, monkeypatch, qtbot
):
    def readonly(path, **kwargs):
        error = sqlite3.OperationalError("attempt to write a readonly database")
        error.sqlite_errorname = "SQLITE_READONLY"
        raise error

    denied = PermissionError(errno.EACCES, "Permission denied", "/home/anna/.local/share")
    monkeypatch.setattr(disk, "probe", lambda folder: denied)
    monkeypatch.setattr(Records, "open", readonly)
    session = play_anna_wins(window, qtbot)  # no dialog stops it
    assert session.result is not None
    warning = window.recorder.warning
    assert warning.text() == (
        "The records folder cannot be written to: finished games are not added to the"
        " records (/home/anna/.local/share)."
    )


def test_the_new_game_dialog_offers_known_names_and_remembers_new_ones(window, toy, monkeypatch):
    window.recorder.remember(["Zoe", "Anna"])
    seen = []

    def exec_(dialog: NewGameDialog) -> int:
        completer = dialog.names[0].completer()
        seen.append(sorted(completer.model().stringList()))
        dialog.names[0].setText("Yolanda")  # a new name is still taken
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    assert window.new_game("toy")
    assert seen == [["Anna", "Zoe"]]
    assert window.controller.session.setup.players[0] == "Yolanda"
    known = window.recorder.known_names()
    assert "Yolanda" in known
    assert "Bert" not in known  # a computer seat's name is not a player's


def test_known_names_are_listed_with_the_down_key(qtbot, toy):
    dialog = NewGameDialog("toy", "en", None, ["Zoe", "Anna"])
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.names[0]
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_Down)
    popup = field.completer().popup()
    assert popup.isVisible()
    assert popup.model().rowCount() == 2


def day(n: int) -> str:
    return f"2026-03-{n:02d}T18:00:00+00:00"


def fill(records: Records, save: Path) -> None:
    """Anna: lost, won, won, won against computers, then won and lost against Bert."""
    first = (S("Anna", score=1), S(level="easy", won=True))
    records.record(GameRecord("1", "toy", first, 9, finished_at=day(1)))
    for n in (2, 3, 4):
        records.record(
            GameRecord(
                str(n),
                "toy",
                (S("Anna", score=n, won=True), S(level="strong", score=0)),
                10,
                finished_at=day(n),
                duration=600.0,
            )
        )
    records.record(
        GameRecord(
            "5",
            "heimlich",
            (S("Anna", score=40, won=True), S("Bert", score=30)),
            30,
            finished_at=day(5),
            save_path=str(save),
        )
    )
    records.record(
        GameRecord(
            "6",
            "heimlich",
            (S("Anna", score=20), S("Bert", score=35, won=True)),
            30,
            finished_at=day(6),
            save_path=str(save.with_name("gone.spiel")),
        )
    )


@pytest.fixture
def page(window, toy, tmp_path, qtbot):
    save = tmp_path / "finished" / "heimlich-5.spiel"
    save.parent.mkdir()
    save.write_text("{}")
    fill(window.recorder.records(), save)
    qtbot.waitUntil(window.isActiveWindow)  # focus is given in an active window
    window.show_records()
    return window.records_page


def test_the_page_shows_stats_streaks_levels_and_last_games(window, page, qtbot, boxes):
    assert window.pages.currentWidget() is page
    assert window.focusWidget() is page.players
    assert [page.players.item(i).text() for i in range(page.players.count())] == ["Anna", "Bert"]
    assert page.current_player() == "Anna"
    values = {key: label.text() for key, label in page.stat_values.items()}
    assert values == {
        "played": "6",
        "won": "4",
        "rate": "67 %",
        "best": "40",
        "current": "0",
        "longest": "4",
    }
    assert page.against.text().splitlines() == [
        "Easy: won 0 of 1 (0 %)",
        "Strong: won 3 of 3 (100 %)",
    ]
    assert len(page.chart.points) == 6
    table = page.table
    assert table.rowCount() == 6
    assert table.item(0, 3).text() == "Lost"
    assert table.item(1, 3).text() == "Won"
    assert table.item(1, 2).text() == "Anna 40 ★, Bert 30"
    assert table.item(5, 2).text() == "Anna 1, Computer (Easy) ★"
    assert table.item(3, 0).toolTip().endswith("\n10 moves · 10 min")
    # Replay only where the finished game's save still exists
    assert table.cellWidget(0, 4) is None
    button = table.cellWidget(1, 4)
    assert isinstance(button, QPushButton) and button.text() == "Replay"
    with qtbot.waitSignal(page.replay_requested) as signal:
        button.click()
    assert signal.args == [Path(page.records.last_games()[1].save_path)]
    with qtbot.waitSignal(page.replay_requested) as signal:  # Enter on the row does the same
        page.table.itemActivated.emit(page.table.item(1, 0))
    assert signal.args == [Path(page.records.last_games()[1].save_path)]
    # one game only: its streaks
    page.game_choice.setCurrentIndex(page.game_choice.findData("toy"))
    assert page.stat_values["played"].text() == "4"
    assert page.stat_values["current"].text() == "3"
    assert page.table.rowCount() == 4
    page.grab()  # the chart paints
    qtbot.keyClick(page.players, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.start


def test_the_page_in_german(window, page, qtbot):
    window.menus.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: page.heading.text() == "Statistik")  # Qt's LanguageChange
    assert page.table.item(0, 3).text() == "Verloren"
    assert page.stat_names["longest"].text() == "Längste Siegesserie:"
    window.menus.language_actions["en"].trigger()


def test_the_start_page_and_the_menu_lead_to_the_page(window, toy):
    window.start.records_button.click()
    assert window.pages.currentWidget() is window.records_page
    assert "No games recorded yet" in window.records_page.message.text()
    window.records_page.back_button.click()
    assert window.pages.currentWidget() is window.start
    window.menus.act_records.trigger()
    assert window.pages.currentWidget() is window.records_page


def test_rename_is_asked_first_with_cancel_as_default(page, boxes, monkeypatch):
    shown, answer = boxes
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Annika", True))
    page.rename()  # not confirmed
    assert len(shown) == 1
    box = shown[0]
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    assert "Rename Anna to Annika" in box.text()
    assert page.records.players() == ["Anna", "Bert"]
    answer.append("Rename")
    page.rename()
    assert page.records.players() == ["Annika", "Bert"]
    assert page.current_player() == "Annika"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Bert", True))
    page.rename()  # a name in use: merge instead, nothing asked, nothing changed
    assert "already a player" in shown[-1].text()
    assert page.records.players() == ["Annika", "Bert"]


def test_merge_is_asked_first(page, boxes, monkeypatch):
    shown, answer = boxes
    page.players.setCurrentRow(1)  # Bert
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Anna", True))
    page.merge()
    assert page.records.players() == ["Anna", "Bert"]
    assert shown[0].defaultButton() is shown[0].button(QMessageBox.StandardButton.Cancel)
    answer.append("Merge")
    page.merge()
    assert page.records.players() == ["Anna"]
    assert page.current_player() == "Anna"


def test_delete_is_asked_first(page, boxes):
    shown, answer = boxes
    page.players.setCurrentRow(1)  # Bert
    page.delete()
    assert page.records.players() == ["Anna", "Bert"]
    assert "Delete Bert" in shown[0].text()
    assert shown[0].defaultButton() is shown[0].button(QMessageBox.StandardButton.Cancel)
    answer.append("Delete")
    page.delete()
    assert page.records.players() == ["Anna"]
    assert page.records.count() == 6  # Anna's games stay, Bert's seats without a name


def test_a_damaged_database_is_set_aside_with_one_message(window, toy, boxes, qtbot):
    shown, _ = boxes
    folder = window.autosaves.folder.parent
    (folder / "records.sqlite3").write_bytes(b"this is no database " * 200)
    window.show_records()
    assert len(shown) == 1
    assert "set aside, not deleted" in shown[0].text()
    aside = list(folder.glob("records.sqlite3.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is no database")
    assert str(aside[0]) == shown[0].informativeText()
    assert window.records_page.players.count() == 0
    window.choose_game()
    window.show_records()
    play_anna_wins(window, qtbot)
    assert len(shown) == 1  # said once
    assert window.recorder.records().count() == 1  # the fresh database records


def test_a_game_this_version_does_not_know_is_listed_by_its_id(window, page, monkeypatch):
    """Records of a game the app no longer (or not yet) has: shown by id, no crash."""
    monkeypatch.setattr(registry, "GAMES", tuple(e for e in registry.GAMES if e.id != "toy"))
    page.refill()
    texts = [page.table.item(r, 1).text() for r in range(page.table.rowCount())]
    assert "toy" in texts and any(text.startswith("Heimlich") for text in texts)


def test_where_a_seat_sits_is_not_part_of_the_game_recorded():
    """A seat moved between the screen and a phone mid-game: still the same game, recorded once."""
    from dataclasses import replace

    from spielesammlung.core.seats import PHONE
    from spielesammlung.ui.recording import session_uid

    session = Session("toy", TOY, Setup(("Anna", "Bert")), 8, [Seat(), Seat()])
    moved = Session("toy", TOY, Setup(("Anna", "Bert")), 8, [Seat(), replace(Seat(), place=PHONE)])
    assert session_uid(session) == session_uid(moved)
