"""The end of a game in the desktop's remote window (issue 26), on 127.0.0.1: a spectator's
window and a Spion seat's window say the result, offer the replay with every secret (and
nothing else) and replay the host's game; everything they received is checked against the
host's game."""

from __future__ import annotations

import random
import threading
from pathlib import Path
from typing import Any

from spielesammlung.core import registry
from spielesammlung.net.client import Client
from spielesammlung.net.host import HostedTable
from spielesammlung.ui.remote_game import RemoteSeatWindow
from spielesammlung.ui.window_status import result_text
from tests.net.test_play_across_computers import (
    CHECKPOINT,
    address,
    check_everything_received,
    hosted,
)
from tests.ui.test_remote_game import shot

GAME_MS = 100_000
MAX_CHOICES = 400  # a Spion seat chooses far fewer times


def play_in_background(table: HostedTable, results: list[Any]) -> threading.Thread:
    """The host plays its computer seats until the game ends (its result, or the error)."""

    def run() -> None:
        try:
            results.append(table.play(GAME_MS / 1000))
        except BaseException as error:  # reported by the test
            results.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def check_end(qtbot: Any, window: RemoteSeatWindow, table: HostedTable, tmp_path: Path) -> None:
    """The window says the result, fully shown; only the replay is offered; it replays the
    host's whole game (every secret) and gives the keyboard back on Close."""
    session = table.session
    assert session.result is not None
    said = result_text(session.setup.players, session.result)
    status = window.status
    qtbot.waitUntil(lambda: status.text().startswith("The game is over.\n" + said), timeout=10_000)
    qtbot.waitUntil(lambda: window.replay_button.isVisibleTo(window), timeout=10_000)
    qtbot.waitUntil(lambda: not window.animating, timeout=10_000)
    for button in (window.hint_button, window.undo_button, window.interject):
        assert not button.isVisibleTo(window)
    # once laid out, no line of the result is cut off
    qtbot.waitUntil(lambda: status.height() >= status.heightForWidth(status.width()))
    shot(window, tmp_path / f"end-{session.game_id}.png")
    window.replay_button.click()
    page = window.replay_page
    assert page is not None and window.pages.currentWidget() is page
    assert page.session is not None and page.secrets
    assert [(e.player, e.action) for e in page.session.log] == [
        (e.player, e.action) for e in session.log
    ]
    assert page.session.state == session.state and page.session.result == session.result
    page.go(page.length)
    assert page.position.text().startswith(f"Action {page.length} of {page.length}")
    shot(window, tmp_path / f"replay-{session.game_id}.png")
    page.close_replay()
    assert window.pages.currentIndex() == 0 and window.replay_button.hasFocus()


def test_a_spectators_window_at_the_end(qtbot, tmp_path: Path) -> None:
    table = hosted(CHECKPOINT, "CCCC", seed=4)
    table.start()
    results: list[Any] = []
    try:
        watcher = Client(address(table), table.server.spectator_code)
        watcher.join()
        window = RemoteSeatWindow(watcher, speed=0.2)
        window.resize(1024, 700)
        window.show()
        assert window.windowTitle() == "Spectator at a table on another computer"
        play_in_background(table, results)
        qtbot.waitUntil(lambda: bool(results), timeout=GAME_MS)
        assert results[0] is not None and results[0] == table.session.result
        check_end(qtbot, window, table, tmp_path)
        assert check_everything_received(table.session, watcher) >= 2
        window.close()
    finally:
        table.stop()


def test_a_spion_seat_window_at_the_end(qtbot, tmp_path: Path) -> None:
    """The seat's player decides on the window's board and secret pages (an easy computer
    player's choice, made where a click would make it)."""
    table = hosted("spion-und-spion", "CR", seed=3)
    table.start()
    results: list[Any] = []
    try:
        client = Client(address(table), table.server.rooms[1])
        client.join()
        window = RemoteSeatWindow(client, speed=0.2)
        window.resize(1024, 700)
        window.show()
        play_in_background(table, results)
        bot = registry.entry("spion-und-spion").bots()["easy"]()
        rng = random.Random(3)
        secrets = moves = 0
        decided = -1  # each view is decided once
        for _ in range(MAX_CHOICES):
            qtbot.waitUntil(
                lambda done=decided: decides(window, done) or bool(results), timeout=GAME_MS
            )
            if results:
                break
            latest, view, _ = client.now()
            assert latest is not None
            decided = latest["at"]
            wanted = bot.choose(view, 1, client.legal(latest), rng)
            if window.pages.currentWidget() is window.secret_page:
                secrets += 1
                window.secret_page.chosen.emit(wanted)  # its button's signal
            else:
                moves += 1
                assert wanted in window.board.turn.legal
                window.board.action_chosen.emit(wanted)
        qtbot.waitUntil(lambda: bool(results), timeout=GAME_MS)
        assert results[0] is not None and results[0] == table.session.result
        assert moves >= 5
        check_end(qtbot, window, table, tmp_path)
        assert check_everything_received(table.session, client) >= 2
        window.close()
    finally:
        table.stop()


def decides(window: RemoteSeatWindow, decided: int) -> bool:
    """The window shows the newest view (not the one `decided` last) and waits for its
    player's choice."""
    latest, _, _ = window.client.now()
    if latest is None or window.animating or latest["at"] != window.shown_at:
        return False
    if latest["at"] == decided:
        return False
    if not latest["must"] or latest["result"] is not None:
        return False
    if window.pages.currentWidget() is window.secret_page:
        return bool(window.secret_page.choice_buttons)
    return bool(window.board.turn.legal) and window.board.turn.player == 1


def test_a_choice_on_its_way_is_not_asked_again(qtbot) -> None:
    """Everyone chooses a clue at once: another seat's choice brings a new view, in which this
    seat must still choose, while its own choice is on its way; the window does not ask again,
    and goes on once the host answered."""
    from spielesammlung.games.checkpoint.state import ChooseSide

    table = hosted(CHECKPOINT, "CRR", seed=6)  # the computer never chooses: the clues wait
    table.start()
    try:
        client = Client(address(table), table.server.rooms[1])
        other = Client(address(table), table.server.rooms[2])
        client.join()
        other.join()
        window = RemoteSeatWindow(client, speed=0)
        window.show()
        held: list[Any] = []
        send = window.link.act
        window.link.act = held.append  # type: ignore[method-assign]  # the network is slow
        qtbot.waitUntil(lambda: window.pages.currentWidget() is window.secret_page, timeout=10_000)
        window.secret_page.choice_buttons[0].click()
        assert held == [ChooseSide(0)] and window.pages.currentIndex() == 0
        other.act(ChooseSide(1))  # Clara's choice arrives first
        qtbot.waitUntil(lambda: window.shown_at == 1, timeout=10_000)
        assert client.latest is not None and client.latest["must"]  # (for the host: not yet)
        assert window.pages.currentIndex() == 0 and not window.board.turn.legal
        assert window.status.text() == "Sent; waiting for the table…"
        assert not window.hint_button.isVisibleTo(window)
        send(held.pop())  # Bert's choice arrives: taken, answered
        qtbot.waitUntil(lambda: window.status.text() == "Waiting for the others…", timeout=10_000)
        assert window.shown_at == 2 and window.pages.currentIndex() == 0
        assert not [m for m in client.received if m["type"] == "error"]
        window.close()
        other.close()
    finally:
        table.stop()
