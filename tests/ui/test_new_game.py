"""The new-game dialog's places (issue 23): at the screen, on a phone, a computer level."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from spielesammlung.core.seats import COMPUTER, HUMAN, PHONE, REMOTE, Seat
from spielesammlung.ui import phones
from spielesammlung.ui.main_window import MainWindow
from spielesammlung.ui.new_game import NewGameDialog


def _dialog(qtbot, game_id: str) -> NewGameDialog:
    dialog = NewGameDialog(game_id, "en")
    qtbot.addWidget(dialog)
    return dialog


def test_every_seat_has_the_same_places(qtbot) -> None:
    dialog = _dialog(qtbot, "checkpoint-charlie")
    for kind in dialog.kinds:
        assert [kind.itemData(i) for i in range(kind.count())] == [
            Seat(HUMAN),
            Seat(HUMAN, place=PHONE),
            Seat(HUMAN, place=REMOTE),
            *(Seat(COMPUTER, level) for level in ("easy", "medium", "strong")),
        ]
    assert dialog.kinds[0].currentData() == Seat(HUMAN)
    assert dialog.kinds[1].currentData() == Seat(COMPUTER, "easy")
    assert dialog.phone_help is not None


def test_a_game_without_secrets_offers_no_phone(qtbot) -> None:
    dialog = _dialog(qtbot, "heimlich")
    kind = dialog.kinds[0]
    assert [kind.itemText(i) for i in range(kind.count())][:3] == [
        "At the screen",
        "On another computer",  # its views can be rebuilt there (net/views.py)
        "Computer: Easy",
    ]
    assert dialog.phone_help is None


def test_the_place_is_named_after_the_player(qtbot) -> None:
    dialog = _dialog(qtbot, "spion-und-spion")
    assert dialog.kinds[0].accessibleName() == "Place of Anna"
    assert dialog.kinds[0].accessibleDescription() == "Place of Anna"  # what Linux reads
    assert dialog.labels[0].buddy() is dialog.kinds[0]
    dialog.names[1].setText("Zoë")
    assert dialog.kinds[1].accessibleName() == "Place of Zoë"
    dialog.names[1].setText(" ")
    assert dialog.kinds[1].accessibleName() == "Place of Bert"  # the name the game will use


def _accepting(monkeypatch: pytest.MonkeyPatch, places: dict[int, int]) -> None:
    """The dialog is accepted at once with seat i set to the item places[i]."""

    def exec_(dialog: NewGameDialog) -> int:
        dialog.count.setCurrentIndex(dialog.count.findData(3))
        for seat, item in places.items():
            dialog.kinds[seat].setCurrentIndex(item)
        dialog.accept()
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", exec_)


def test_a_seat_on_a_phone_starts_the_phones_for_it_alone(window: MainWindow, monkeypatch) -> None:
    monkeypatch.setattr(phones, "lan_address", lambda: "127.0.0.1")
    _accepting(monkeypatch, {0: 1, 1: 0, 2: 1})  # Anna and Clara on phones, Bert at the screen
    assert window.new_game("checkpoint-charlie")
    controller, mode = window.controller, window.phones
    assert controller is not None and mode is not None
    assert [seat.place for seat in controller.session.seats] == ["phone", "screen", "phone"]
    assert controller.table.table and controller.table.phones == {0, 2}
    assert controller.table.screen_seats == [1]
    assert mode.dialog is not None and mode.dialog.seats == [0, 2]


def test_no_seat_on_a_phone_no_phones(window: MainWindow, monkeypatch) -> None:
    _accepting(monkeypatch, {0: 0, 1: 0})
    assert window.new_game("checkpoint-charlie")
    assert window.controller is not None and window.phones is None
    assert not window.controller.table.table


def test_the_dialog_grows_with_the_players_and_cuts_nothing(qtbot) -> None:
    """Issue 25: the level descriptions were cut off with 3-5 players."""
    from tests.ui import layout_check

    dialog = NewGameDialog("checkpoint-charlie", "de")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not layout_check.problems(dialog))
    low = dialog.height()
    dialog.count.setCurrentIndex(dialog.count.count() - 1)  # five players
    qtbot.waitUntil(lambda: dialog.height() > low)
    qtbot.waitUntil(lambda: not layout_check.problems(dialog))
