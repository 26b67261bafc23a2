"""The host's window serves its seats on other computers (issue 26): headless clients on
127.0.0.1 play a whole Checkpoint Charlie game against the window's table and computer player,
and receive only their own views."""

from __future__ import annotations

import os
import random
import threading
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QApplication

from spielesammlung.core import registry, saves
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, REMOTE, Seat
from spielesammlung.core.session import Session
from spielesammlung.net.client import Client, play_seat
from spielesammlung.ui import phones, remote_host
from spielesammlung.ui.controller import Mode
from spielesammlung.ui.main_window import MainWindow
from tests.net.test_play_across_computers import check_everything_received
from tests.ui.test_new_game import _accepting
from tests.ui.test_screen_controls import settle

GAME_MS = 180_000


def test_clients_play_a_whole_game_at_the_host_window(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(remote_host, "lan_address", lambda: "127.0.0.1")
    game_id = "checkpoint-charlie"
    entry = registry.entry(game_id)
    seats = [Seat(COMPUTER, "easy"), Seat(HUMAN, place=REMOTE), Seat(HUMAN, place=REMOTE)]
    session = Session(game_id, entry.rules(), Setup(("Anna", "Bert", "Clara"), {}), 4, seats)
    window.start_game(session, window.autosaves.new_path(game_id))
    host = window.remote
    assert host is not None and host.seats == [1, 2]
    assert host.where().startswith("127.0.0.1:")
    panel = [line.text() for line in host.panel.lines]
    assert panel[1] == f"Bert: code {host.server.rooms[1]} (not connected)"
    assert panel[3] == f"Spectators: code {host.server.spectator_code}"
    clients = {seat: Client(host.where(), host.server.rooms[seat]) for seat in (1, 2)}
    failures: list[BaseException] = []
    threads = []
    for seat, client in clients.items():
        client.join()
        bot = entry.bots()["easy"]()

        def run(client: Client = client, bot: object = bot, seed: int = seat) -> None:
            try:
                play_seat(client, bot, random.Random(seed), GAME_MS / 1000)  # type: ignore[arg-type]
            except BaseException as error:  # reported below
                failures.append(error)

        threads.append(threading.Thread(target=run, daemon=True))
        threads[-1].start()
    qtbot.waitUntil(lambda: host.panel.lines[2].text().endswith("(connected)"), timeout=10_000)
    qtbot.waitUntil(lambda: session.result is not None or bool(failures), timeout=GAME_MS)
    for thread in threads:
        thread.join(30)
    assert not failures and session.result is not None
    assert {entry.player for entry in session.played} == {0, 1, 2}
    for client in clients.values():
        check_everything_received(session, client)
        assert client.result == session.result
        client.close()
    window.close_game()
    assert window.remote is None and not host.server.running


def test_the_new_game_dialog_puts_seats_on_other_computers(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(remote_host, "lan_address", lambda: "127.0.0.1")
    _accepting(monkeypatch, {0: 0, 1: 2, 2: 2})  # Anna here, Bert and Clara elsewhere
    assert window.new_game("checkpoint-charlie")
    controller, host = window.controller, window.remote
    assert controller is not None and host is not None and window.phones is None
    assert [seat.place for seat in controller.session.seats] == ["screen", "remote", "remote"]
    assert host.seats == [1, 2] and controller.table.screen_seats == [0]
    keep = os.environ.get("NET_SHOTS")  # a picture of the host's window, to look at
    if keep:
        session = controller.session
        window.secret_page.chosen.emit(session.game.legal_actions(session.state, 0)[0])
        settle(qtbot, controller)
        window.resize(1024, 700)
        QApplication.processEvents()
        window.grab().save(os.path.join(keep, "host.png"))
    codes = dict(host.server.rooms)
    session = controller.session
    assert [seat.code for seat in session.seats] == [None, codes[1], codes[2]]  # in the save
    window.close_game()
    assert window.remote is None and not host.server.running
    window.start_game(saves.loads(saves.dumps(session)), window.autosaves.new_path(session.game_id))
    assert window.remote is not None and window.remote.server.rooms == codes  # resumed: the same
    window.close_game()


def test_phones_leave_the_seats_on_other_computers_where_they_are(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(remote_host, "lan_address", lambda: "127.0.0.1")
    monkeypatch.setattr(phones, "lan_address", lambda: "127.0.0.1")
    seats = [Seat(), Seat(HUMAN, place=REMOTE), Seat()]
    session = Session(
        "checkpoint-charlie", registry.entry("checkpoint-charlie").rules(),
        Setup(("Anna", "Bert", "Clara"), {}), 4, seats,
    )  # fmt: skip
    window.start_game(session, window.autosaves.new_path("checkpoint-charlie"))
    window.start_phones()  # every human in the room goes to their phone, not Bert
    mode = window.phones
    assert mode is not None and window.remote is not None
    assert [seat.place for seat in session.seats] == ["phone", "remote", "phone"]
    assert mode.seats == [0, 2] and set(mode.server.tokens) == {0, 2}
    assert window.controller is not None and window.controller.table.remotes == {1}
    window.close_game()


def test_a_seat_whose_computer_left_is_given_to_a_computer_player(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(remote_host, "lan_address", lambda: "127.0.0.1")
    game_id = "checkpoint-charlie"
    seats = [Seat(COMPUTER, "easy"), Seat(HUMAN, place=REMOTE), Seat(HUMAN, place=REMOTE)]
    session = Session(
        game_id, registry.entry(game_id).rules(), Setup(("Anna", "Bert", "Clara"), {}), 4, seats
    )
    window.start_game(session, window.autosaves.new_path(game_id))
    host = window.remote
    assert host is not None
    here = Client(host.where(), host.server.rooms[1])  # Clara's computer never comes
    here.join()
    failures: list[BaseException] = []

    def run() -> None:
        bot = registry.entry(game_id).bots()["easy"]()
        try:
            play_seat(here, bot, random.Random(1), GAME_MS / 1000)
        except BaseException as error:  # reported below
            failures.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    button = host.panel.to_computer[2]
    qtbot.waitUntil(lambda: host.panel.to_computer[1].isHidden(), timeout=10_000)
    assert not button.isHidden() and button.text() == "Let the computer play for Clara"
    qtbot.waitUntil(lambda: window.controller.table.step().player == 2, timeout=60_000)
    assert session.result is None  # the table waits for Clara
    button.click()
    assert session.seats[2] == Seat(COMPUTER, "medium") and button.isHidden()
    assert host.panel.lines[2].text() == f"Clara: code {host.server.rooms[2]} (the computer plays)"
    assert saves.load(window.autosave_path).seats[2] == Seat(COMPUTER, "medium")  # saved
    qtbot.waitUntil(lambda: session.result is not None or bool(failures), timeout=GAME_MS)
    thread.join(30)
    assert not failures and session.result is not None
    assert 2 in {entry.player for entry in session.played}
    check_everything_received(session, here)
    here.close()
    window.close_game()


def test_a_remote_seat_takes_back_its_own_move_as_the_undo_rules_allow(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Asked from another computer, undo takes back that seat's own last move (and the
    computers' after it), never past a secret revealed or a chance outcome, never another's."""
    monkeypatch.setattr(remote_host, "lan_address", lambda: "127.0.0.1")
    game_id = "checkpoint-charlie"
    seats = [Seat(COMPUTER, "easy"), Seat(HUMAN, place=REMOTE), Seat(COMPUTER, "easy")]
    session = Session(
        game_id, registry.entry(game_id).rules(), Setup(("Anna", "Bert", "Clara"), {}), 4, seats
    )
    window.start_game(session, window.autosaves.new_path(game_id))
    host = window.remote
    assert host is not None
    client = Client(host.where(), host.server.rooms[1])
    client.join()
    rng = random.Random(3)
    undone = refused = since_undo = 0
    for _ in range(60):  # own moves: one taken back, then on until undo must say no
        qtbot.waitUntil(lambda: bool(client.latest and client.latest["must"]), timeout=30_000)
        latest = client.latest
        assert latest is not None
        acted = len(client.received)
        client.act(rng.choice(client.legal(latest)))
        qtbot.waitUntil(lambda s=acted: answered(client, s), timeout=10_000)
        assert session.cursor > latest["at"]
        controller = window.controller
        controller.set_paused(True)  # the computers wait: the undo stays in sight
        qtbot.waitUntil(lambda c=controller: c.mode is Mode.IDLE, timeout=10_000)
        target = session.undo_target()
        mine = target is not None and session.log[target].player == 1
        qtbot.waitUntil(lambda: client.latest["at"] == session.cursor, timeout=10_000)
        assert client.latest["can_undo"] is mine  # the remote window's Undo shows this
        if not (undone and mine):  # taken back once: then on until undo must say no
            seen = len(client.received)
            client.undo()
            qtbot.waitUntil(lambda s=seen: answered(client, s), timeout=10_000)
            answer = next(m for m in client.received[seen:] if m["type"] in ("settled", "error"))
            if mine:
                assert answer["type"] == "settled" and session.cursor == target
                qtbot.waitUntil(lambda t=target: client.latest["at"] == t, timeout=10_000)
                undone += 1
                since_undo = len(client.received) - 1  # from here on, this line of play
            else:
                assert answer["type"] == "error" and answer["message"] in (
                    remote_host.NOTHING_TO_UNDO,
                    remote_host.NOT_YOURS,
                )
                refused += 1
        controller.set_paused(False)
        if undone and refused or session.result is not None:
            break
    assert undone and refused
    after = SimpleNamespace(received=client.received[since_undo:], seat=1)
    check_everything_received(session, after, rejoined=0)  # type: ignore[arg-type]
    client.close()
    window.close_game()


def answered(client: Client, seen: int) -> bool:
    """The host answered the client's last request (an action, an undo) after `seen`."""
    return any(m["type"] in ("settled", "error") for m in client.received[seen:])
