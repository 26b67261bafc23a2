"""Several seats at this screen at a table server (issue 26, ui/server_table.py): the desktop
app joins every one of them and plays them all in one window, the public view between their
decisions and a handover page before a view with secrets, as at home; undo as the host allows
(a real server on 127.0.0.1)."""

from __future__ import annotations

import random
import threading
from pathlib import Path
from typing import Any

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, HUMAN, REMOTE, Seat
from spielesammlung.games.checkpoint.state import Accuse, ChooseSide, Draw
from spielesammlung.net.client import Client, play_seat
from spielesammlung.server.hub import Hub
from spielesammlung.ui import server_table
from spielesammlung.ui.remote_game import RemoteSeatWindow
from spielesammlung.ui.server_table import ServerTable
from tests.net.test_play_across_computers import check_everything_received
from tests.ui.test_remote_game import decides, shot

SECONDS = 240.0
MAX_STEPS = 400  # handovers and choices in one game at most


def open_table(
    qtbot: Any, window: Any, hub: Hub, monkeypatch: Any, game: str, setup: Setup, seats: list[Seat]
) -> ServerTable:
    """The Game menu's table server dialog, filled in and accepted (the table is made)."""
    monkeypatch.setattr(server_table, "ask_seats", lambda *args: (setup, seats))
    window.menus.act_server.trigger()
    made = window.findChild(ServerTable)
    assert made is not None
    made.dialog.address.setText(f"127.0.0.1:{hub.port}")
    made.dialog.game.setCurrentIndex(made.dialog.game.findData(game))
    with qtbot.waitSignal(made.dialog.accepted, timeout=30_000):
        made.dialog.choose()
    assert made.seat_window is not None
    made.seat_window.board.speed = 0  # no animations: the test plays fast
    return made


def play_elsewhere(client: Client, game: str, failures: list[BaseException]) -> None:
    """A thread playing `client`'s seat with the easy computer player."""

    def run() -> None:
        try:
            play_seat(client, registry.entry(game).bots()["easy"](), random.Random(3), SECONDS)
        except BaseException as error:  # reported by the test
            failures.append(error)

    threading.Thread(target=run, daemon=True).start()


def test_two_seats_at_this_screen_play_a_whole_checkpoint_game_with_handovers(
    qtbot, window, hub: Hub, monkeypatch, tmp_path: Path
) -> None:
    game = "checkpoint-charlie"
    setup = Setup(("Anna", "Bert", "Clara", "Dora"), {})
    seats = [Seat(HUMAN), Seat(HUMAN), Seat(HUMAN, place=REMOTE), Seat(COMPUTER, "easy")]
    made = open_table(qtbot, window, hub, monkeypatch, game, setup, seats)
    (table,) = hub.tables.values()
    seat_window = made.seat_window
    assert isinstance(seat_window, RemoteSeatWindow) and made.dialog.own == [0, 1]
    shared = seat_window.shared  # the seats at this screen
    assert [c.seat for c in shared.here] == [0, 1] and shared.public is not None
    assert shared.public.seat is None  # joined as a spectator for the public view
    assert seat_window.windowTitle() == "Anna, Bert at a table on another computer"
    assert made.dialog.made is not None
    clara = Client(f"127.0.0.1:{hub.port}", str(made.dialog.made.codes[2]))
    clara.join()
    failures: list[BaseException] = []
    play_elsewhere(clara, game, failures)
    rng = random.Random(1)
    handed: list[str] = []  # the names each handover page asked for
    claimed: int | None = None  # the seat whose player said "I am ...: show" last
    chose: list[int] = []  # the seat of every choice made at this screen
    try:
        for _ in range(MAX_STEPS):
            qtbot.waitUntil(
                lambda: (
                    seat_window.pages.currentWidget() is seat_window.handover
                    or decides(seat_window)
                    or table.session.result is not None
                    or bool(failures)
                ),
                timeout=int(SECONDS * 1000),
            )
            if table.session.result is not None or failures:
                break
            if seat_window.pages.currentWidget() is seat_window.handover:
                handed.append(seat_window.handover.name)
                if len(handed) == 1:
                    shot(seat_window, tmp_path / "handover.png")
                claimed = seat_window.handover.player
                seat_window.handover.button.click()
                continue
            seat = seat_window.seat
            assert seat in (0, 1) and seat == claimed  # a view with secrets only after a handover
            chose.append(seat)
            if seat_window.pages.currentWidget() is seat_window.secret_page:
                rng.choice(seat_window.secret_page.choice_buttons).click()
            else:
                latest = seat_window.client.latest
                assert latest is not None
                seat_window.send(rng.choice(seat_window.client.legal(latest)))
        assert not failures
        assert table.session.result is not None, "the game did not end"
        assert {"Anna", "Bert"} <= set(handed) and {0, 1} <= set(chose)
        assert {entry.player for entry in table.session.played} == {0, 1, 2, 3}
        qtbot.waitUntil(lambda: seat_window.client is shared.public, timeout=10_000)
        qtbot.waitUntil(lambda: seat_window.replay_button.isVisibleTo(seat_window), timeout=20_000)
        shot(seat_window, tmp_path / "shared-end.png")
        for client in [*shared.here, shared.public]:
            qtbot.waitUntil(lambda c=client: c.replay is not None, timeout=20_000)
            check_everything_received(table.session, client)
    finally:
        seat_window.close()
        clara.close()
        if made.codes is not None:
            made.codes.close()


def test_undo_at_a_shared_screen_takes_back_the_move_of_the_seat_here(
    qtbot, window, hub: Hub, monkeypatch
) -> None:
    game = "allianz"  # nothing secret: the screen passes between the two without a handover
    setup = Setup(("Anna", "Bert"), {})
    made = open_table(qtbot, window, hub, monkeypatch, game, setup, [Seat(HUMAN), Seat(HUMAN)])
    (table,) = hub.tables.values()
    seat_window = made.seat_window
    assert seat_window is not None
    try:
        qtbot.waitUntil(lambda: decides(seat_window), timeout=30_000)
        assert seat_window.seat == 0 and seat_window.undo_button.isHidden()
        latest = seat_window.client.latest
        assert latest is not None
        start = latest["at"]
        seat_window.send(seat_window.client.legal(latest)[0])
        qtbot.waitUntil(lambda: decides(seat_window) and seat_window.seat == 1, timeout=30_000)
        assert seat_window.undo_button.isVisibleTo(seat_window)
        assert seat_window.undo_button.text() == "&Undo the move of Anna"
        seat_window.undo_button.click()
        qtbot.waitUntil(lambda: table.session.cursor == start, timeout=30_000)
        qtbot.waitUntil(lambda: decides(seat_window) and seat_window.seat == 0, timeout=30_000)
        assert seat_window.pages.currentWidget() is not seat_window.handover
        assert seat_window.undo_button.isHidden()
        assert len(table.session.log) >= start  # the move is taken back, the game goes on
        latest = seat_window.client.latest
        assert latest is not None and latest["at"] == start
    finally:
        seat_window.close()
        if made.codes is not None:
            made.codes.close()


def test_a_seat_at_a_shared_screen_accuses_out_of_turn_from_the_public_view(
    qtbot, window, hub: Hub, monkeypatch, tmp_path: Path
) -> None:
    game = "checkpoint-charlie"
    setup = Setup(("Anna", "Bert", "Clara"), {})
    seats = [Seat(HUMAN), Seat(HUMAN), Seat(HUMAN, place=REMOTE)]
    made = open_table(qtbot, window, hub, monkeypatch, game, setup, seats)
    (table,) = hub.tables.values()
    seat_window = made.seat_window
    assert seat_window is not None and made.dialog.made is not None
    shared = seat_window.shared
    anna, bert = shared.here
    assert seat_window.interjects[id(anna)].text() == "Accuse (Anna)"
    assert seat_window.interjects[id(bert)].accessibleName() == "Accuse (Bert)"
    clara = Client(f"127.0.0.1:{hub.port}", str(made.dialog.made.codes[2]))
    clara.join()  # played by the test: her turn waits until Anna has accused
    clara_acted = -1  # the `at` of Clara's view she decided last
    rng = random.Random(2)

    def public_offers_anna() -> bool:
        button = seat_window.interjects[id(anna)]
        return seat_window.client is shared.public and button.isVisibleTo(seat_window)

    def clara_must() -> bool:
        latest = clara.latest
        return latest is not None and bool(latest["must"]) and latest["at"] != clara_acted

    try:
        for _ in range(MAX_STEPS):
            qtbot.waitUntil(
                lambda: (
                    seat_window.pages.currentWidget() is seat_window.handover
                    or decides(seat_window)
                    or clara_must()
                ),
                timeout=int(SECONDS * 1000),
            )
            if seat_window.pages.currentWidget() is seat_window.handover:
                seat_window.handover.button.click()
            elif decides(seat_window):  # Anna's or Bert's turn: drawn, never accused
                assert seat_window.status.text().startswith("Your move, ")
                if seat_window.pages.currentWidget() is seat_window.secret_page:
                    rng.choice(seat_window.secret_page.choice_buttons).click()
                else:
                    legal = seat_window.board.turn.legal  # type: ignore[attr-defined]
                    seat_window.send(next(a for a in legal if isinstance(a, Draw)))
            elif clara.view.accusable():  # (not in the clues phase, nor before a card lies)
                break
            else:
                latest = clara.latest
                assert latest is not None
                clara_acted = latest["at"]
                legal = clara.legal(latest)
                clara.act(next(a for a in legal if isinstance(a, ChooseSide | Draw)))
        # Clara's turn, an accusation possible: the screen shows the public view and offers
        # each seat here to accuse out of turn
        qtbot.waitUntil(public_offers_anna, timeout=30_000)
        qtbot.waitUntil(  # (Bert's client hears the view on its own connection)
            lambda: seat_window.interjects[id(bert)].isVisibleTo(seat_window), timeout=30_000
        )
        shot(seat_window, tmp_path / "public-out-of-turn.png")
        seat_window.interjects[id(anna)].click()
        assert seat_window.pages.currentWidget() is seat_window.handover  # her view has secrets
        assert seat_window.handover.name == "Anna"
        seat_window.handover.button.click()
        turn = seat_window.board.turn  # type: ignore[attr-defined]
        assert seat_window.client is anna and turn.player == 0 and turn.out_of_turn
        assert seat_window.status.text() == "Anna acts out of turn"
        for client in shared.here:  # (offered to her already; Bert gets his turn after her)
            assert not seat_window.interjects[id(client)].isVisibleTo(seat_window)
        accusation = next(a for a in turn.legal if isinstance(a, Accuse))
        seat_window.board.action_chosen.emit(accusation)  # through Anna's own client
        qtbot.waitUntil(
            lambda: (0, accusation.cat) in table.session.state.accusations, timeout=30_000
        )
        for client in [*shared.here, shared.public, clara]:  # shown in every view
            qtbot.waitUntil(
                lambda c=client: (0, accusation.cat) in c.view.accusations, timeout=30_000
            )
        # the screen is free again: Clara's turn, the public view; Anna accused already
        qtbot.waitUntil(lambda: seat_window.client is shared.public, timeout=30_000)
        assert shared.interjecting is None
        assert not seat_window.interjects[id(anna)].isVisibleTo(seat_window)
        offered = bert.latest is not None and bool(bert.latest["legal"])  # cats left to accuse
        bert_button = seat_window.interjects[id(bert)]
        qtbot.waitUntil(lambda: bert_button.isVisibleTo(seat_window) == offered, timeout=30_000)
        shot(seat_window, tmp_path / "public-accused.png")
    finally:
        seat_window.close()
        clara.close()
        if made.codes is not None:
            made.codes.close()
