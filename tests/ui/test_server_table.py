"""The desktop app creates its table on a table server (issue 26, ui/server_table.py): a real
server on 127.0.0.1, the Game menu's dialog, this screen's seat played in a remote seat window
and the others' codes handed out."""

from __future__ import annotations

import contextlib
import random
import threading
from pathlib import Path

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, REMOTE, Seat
from spielesammlung.net.client import Client, play_seat
from spielesammlung.server.hub import Hub
from spielesammlung.ui import server_table
from spielesammlung.ui.server_table import ServerTable
from tests.net.test_play_across_computers import check_everything_received
from tests.ui.test_remote_game import decides, shot

GAME = "checkpoint-charlie"
SECONDS = 180.0


def test_the_app_creates_a_table_there_and_plays_its_seat_through_a_client(
    qtbot, window, hub: Hub, monkeypatch, tmp_path: Path
) -> None:
    assert window.menus.act_server.text() == "Play on a &table server…"
    seats = [Seat(HUMAN), Seat(HUMAN, place=REMOTE), Seat(COMPUTER, "easy")]
    setup = Setup(("Anna", "Bert", "Clara"), {})
    monkeypatch.setattr(server_table, "ask_seats", lambda *args: (setup, seats))
    window.menus.act_server.trigger()
    made = window.findChild(ServerTable)
    assert made is not None and made.dialog.isVisible()
    dialog = made.dialog
    dialog.choose()
    assert dialog.status.text() == "Type the table server's address."
    address = f"127.0.0.1:{hub.port}"
    dialog.address.setText(address)
    dialog.game.setCurrentIndex(dialog.game.findData(GAME))
    with qtbot.waitSignal(dialog.accepted, timeout=30_000):
        dialog.choose()  # the create and the join run on a thread: the window goes on
        assert not dialog.create_button.isEnabled()
    (table,) = hub.tables.values()
    assert table.session.game_id == GAME and table.session.setup.players == setup.players
    assert sorted(table.bots) == [2]  # the computer plays there; both people are remote
    seat_window, codes = made.seat_window, made.codes
    assert seat_window is not None and codes is not None and seat_window.seat == 0
    text = codes.codes.text()
    code = dialog.made.codes[1]
    assert f"Address: {address}" in text and f"Bert: {code}" in text
    assert "Clara: a computer player" in text and dialog.made.spectator in text
    other = Client(address, str(code))
    other.join()
    failures: list[BaseException] = []

    def bert() -> None:
        try:
            play_seat(other, registry.entry(GAME).bots()["easy"](), random.Random(1), SECONDS)
        except BaseException as error:  # reported below
            failures.append(error)

    thread = threading.Thread(target=bert, daemon=True)
    thread.start()
    try:
        qtbot.waitUntil(lambda: decides(seat_window), timeout=60_000)  # Anna's turn, here
        message = seat_window.client.latest
        assert message is not None and message["legal"]
        assert message["can_undo"] is False and seat_window.undo_button.isHidden()  # nothing yet
        board = seat_window.board
        assert board.texts.mode(seat_window.client.view) == "Anna's own view"  # her own screen
        for _ in range(5):  # (a move sent from a view just overtaken is refused: again)
            message = seat_window.client.latest
            assert message is not None
            if message["must"]:
                seat_window.send(seat_window.client.legal(message)[0])
            with contextlib.suppress(qtbot.TimeoutError):
                qtbot.waitUntil(lambda: any(e.player == 0 for e in table.session.played),
                                timeout=20_000)  # fmt: skip
                break
        assert any(entry.player == 0 for entry in table.session.played)
        assert not failures
        check_everything_received(table.session, seat_window.client)
        shot(seat_window, tmp_path / "server-seat.png")
        shot(codes, tmp_path / "server-codes.png")  # type: ignore[arg-type]
    finally:
        seat_window.close()
        codes.close()
        other.close()
