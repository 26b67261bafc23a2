"""A seat played on this computer's desktop board at a table hosted elsewhere (issue 26): the
window shows only the views its client received and sends the board's choices (127.0.0.1)."""

from __future__ import annotations

import os
import random
import socket
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from spielesammlung.core import registry
from spielesammlung.net.client import Client, play_seat
from spielesammlung.net.host import HostedTable
from spielesammlung.net.messages import VERSION
from spielesammlung.ui import accessible, remote_join
from spielesammlung.ui.board import Turn
from spielesammlung.ui.remote_game import RemoteSeatWindow
from spielesammlung.ui.remote_join import JoinDialog
from spielesammlung.ui.sound import Player
from spielesammlung.ui.window_status import result_text
from tests.net.test_play_across_computers import (
    CHECKPOINT,
    address,
    check_everything_received,
    hosted,
)

GAME_MS = 180_000
MAX_CHOICES = 200  # a Checkpoint game asks a seat far fewer


def test_a_whole_game_on_the_desktop_board_of_a_remote_seat(qtbot, tmp_path: Path) -> None:
    table = hosted(CHECKPOINT, "CRR", seed=6)
    table.start()
    failures: list[BaseException] = []
    results: list[object] = []
    said_aloud: list[str] = []  # what a screen reader was told
    accessible.listeners.append(said_aloud.append)

    def host() -> None:
        try:
            results.append(table.play(GAME_MS / 1000))
        except BaseException as error:  # reported below
            failures.append(error)

    try:
        other = Client(address(table), table.server.rooms[2])
        other.join()
        # the others think a while: the window settles on views that offer an accusation
        slow = Slow(registry.entry(CHECKPOINT).bots()["easy"](), 0.2)
        table.bots[0] = Slow(table.bots[0], 0.8)  # type: ignore[assignment]

        def other_seat() -> None:
            try:
                play_seat(other, slow, random.Random(2), GAME_MS / 1000)  # type: ignore[arg-type]
            except BaseException as error:  # reported below
                failures.append(error)

        threads = [threading.Thread(target=other_seat, daemon=True)]
        threads[0].start()
        threads.append(threading.Thread(target=host, daemon=True))
        threads[1].start()
        mine = Client(address(table), table.server.rooms[1])
        mine.join()
        sounds = Player(enabled=False)
        window = RemoteSeatWindow(mine, sounds=sounds, speed=0.5)  # closed at the end
        animated: list[tuple[Any, ...]] = []  # the events each animation showed
        animate = window.board.animate

        def counting(events: Any, view: Any, done: Any) -> int:
            animated.append(tuple(events))
            return animate(events, view, done)

        window.board.animate = counting  # type: ignore[method-assign]
        window.resize(1024, 700)
        window.show()
        assert window.windowTitle() == "Bert at a table on another computer"
        rng = random.Random(1)
        secrets = moves = 0
        interjected = False
        for _ in range(MAX_CHOICES):
            qtbot.waitUntil(
                lambda done=interjected: (
                    decides(window)
                    or (not done and window.interject.isVisibleTo(window))
                    or bool(results or failures)
                ),
                timeout=GAME_MS,
            )
            if results or failures:
                break
            if not interjected and window.interject.isVisibleTo(window):  # out of turn: cancel
                window.interject.click()  # during a move shown: offered at its end
                qtbot.waitUntil(lambda: not window.animating, timeout=10_000)
                if not window.board.turn.out_of_turn:
                    continue  # the table moved on meanwhile: no accusation now
                interjected = True
                assert window.board.turn.player == 1
                window.board.cancelled.emit()
                qtbot.waitUntil(lambda: not window.animating, timeout=10_000)
                assert not window.board.turn.out_of_turn
                continue
            if window.pages.currentWidget() is window.secret_page:  # the clue, chosen alone
                secrets += 1
                if secrets == 1:
                    shot(window, tmp_path / "secret.png")
                rng.choice(window.secret_page.choice_buttons).click()
            else:
                moves += 1
                if moves == 3:
                    shot(window, tmp_path / "turn.png")
                if moves == 2:  # the hint, from the seat's own view
                    hints: list[Any] = []
                    window.board.show_hint = hints.append  # type: ignore[method-assign]
                    assert window.hint_button.isVisibleTo(window)
                    window.hint_button.click()
                    qtbot.waitUntil(lambda h=hints: bool(h), timeout=60_000)
                    assert hints[0] in window.board.turn.legal
                window.board.action_chosen.emit(rng.choice(list(window.board.turn.legal)))
        qtbot.waitUntil(lambda: bool(results or failures), timeout=GAME_MS)
        assert not failures and results[0] is not None and secrets >= 1 and moves >= 3
        assert interjected
        session = table.session
        assert session.result is not None
        said = result_text(session.setup.players, session.result)
        qtbot.waitUntil(
            lambda: window.status.text().startswith("The game is over.\n" + said), timeout=10_000
        )
        assert said_aloud.count(window.status.text()) == 1  # the end, said to a screen reader
        for button in (window.hint_button, window.undo_button, window.interject):
            assert not button.isVisibleTo(window)
        # the host sends everyone the whole game once nothing can be undone: replayed here
        qtbot.waitUntil(lambda: window.replay_button.isVisibleTo(window), timeout=10_000)
        shot(window, tmp_path / "end.png")
        assert window.replay_button.text() == "&Replay (every secret shown)"
        window.replay_button.click()
        page = window.replay_page
        assert page is not None and window.pages.currentWidget() is page
        assert page.session is not None and page.session.state == session.state
        assert page.session.result == session.result
        shot(window, tmp_path / "replay.png")
        page.close_replay()
        assert window.pages.currentIndex() == 0
        assert window.replay_button.hasFocus()
        table.stop()  # the host quits after the game: said, nothing to rejoin
        qtbot.waitUntil(
            lambda: window.status.text().endswith("\nThe host closed the table."), timeout=10_000
        )
        assert window.status.text().startswith("The game is over.\n" + said)
        assert window.replay_button.isVisibleTo(window) and not window.link.rejoining
        assert {entry.player for entry in session.played} == {0, 1, 2}
        check_everything_received(session, mine)
        assert window.board.view == session.game.view_for(session.state, 1)
        assert len(animated) > 10 and sounds.requested  # the others' moves, shown and heard
        assert all(event.visible_to(1) for events in animated for event in events)
        window.close()
        other.close()
    finally:
        accessible.listeners.remove(said_aloud.append)
        table.stop()


class Slow:
    """A computer player that thinks a while on its turn (the other seats' windows settle)."""

    def __init__(self, bot: Any, seconds: float) -> None:
        self.bot = bot
        self.seconds = seconds

    def choose(self, view: Any, seat: int, legal: Any, rng: random.Random) -> Any:
        time.sleep(self.seconds)
        return self.bot.choose(view, seat, legal, rng)

    def interject(self, view: Any, seat: int, legal: Any, rng: random.Random) -> Any:
        return self.bot.interject(view, seat, legal, rng)


def decides(window: RemoteSeatWindow) -> bool:
    """The window waits for its player's choice (on the secret page or the board)."""
    if window.pages.currentWidget() is window.secret_page:
        return bool(window.secret_page.choice_buttons)
    turn: Turn = getattr(window.board, "turn", Turn(None, ()))
    return turn.player is not None and bool(turn.legal) and "Your move" in window.status.text()


def shot(window: RemoteSeatWindow, path: Path) -> None:
    """A picture of the window (kept where NET_SHOTS says, to look at)."""
    QApplication.processEvents()
    keep = os.environ.get("NET_SHOTS")
    target = Path(keep) / path.name if keep else path
    assert window.grab().save(str(target))


def test_a_client_of_another_version_is_told_plainly(qtbot, window, monkeypatch) -> None:
    class Newer(Client):
        def __init__(self, address: str, code: str) -> None:
            super().__init__(address, code, version=VERSION + 1)

    monkeypatch.setattr(remote_join, "Client", Newer)
    table = hosted(CHECKPOINT, "CRR", seed=6)
    table.start()
    try:
        dialog = JoinDialog(window)
        qtbot.addWidget(dialog)
        dialog.address.setText(address(table))
        dialog.code.setText(table.server.rooms[1])
        dialog.join()
        qtbot.waitUntil(dialog.join_button.isEnabled, timeout=10_000)
        assert dialog.status.text() == (
            "The host plays an older Spielesammlung. The host needs to update it."
        )
        assert dialog.client is None
    finally:
        table.stop()


def test_the_join_dialog_says_why_and_joins_without_blocking(qtbot, window) -> None:
    assert window.menus.act_join.text() == "&Join a game on another computer…"
    table = hosted(CHECKPOINT, "CRR", seed=6)
    table.start()
    try:
        dialog = JoinDialog(window)
        qtbot.addWidget(dialog)
        dialog.join()
        assert dialog.status.text() == "Type the host's address and your code."
        dialog.address.setText(address(table))
        dialog.code.setText("WXYZ")  # Z is no code letter: "WXY" is no seat's code
        dialog.join()
        assert not dialog.join_button.isEnabled()  # it waits for the answer, the window not
        qtbot.waitUntil(dialog.join_button.isEnabled, timeout=10_000)
        assert dialog.status.text() == "There is no seat with this code at this table."
        with socket.socket() as closed:  # a port nobody listens on (bound, never listening)
            closed.bind(("127.0.0.1", 0))
            dialog.address.setText(f"127.0.0.1:{closed.getsockname()[1]}")
            dialog.join()
            qtbot.waitUntil(dialog.join_button.isEnabled, timeout=10_000)
        assert dialog.status.text().startswith("The host could not be reached: ")
        dialog.address.setText(address(table))
        dialog.code.setText(table.server.rooms[2].lower())
        with qtbot.waitSignal(dialog.accepted, timeout=10_000):
            dialog.join()
        assert dialog.client is not None and dialog.client.seat == 2
        dialog.client.close()
    finally:
        table.stop()


def test_the_window_says_when_the_host_ended_the_game_or_the_network_failed(qtbot) -> None:
    """A lost connection is said plainly and joined again in the background: after a network
    failure at once, after the host ended the game when it resumes it with the same codes."""
    table = hosted(CHECKPOINT, "CRC", seed=6)
    table.start()
    port, codes = table.server.port, dict(table.server.rooms)
    client = Client(address(table), codes[1])
    client.join()
    window = RemoteSeatWindow(client, speed=0)
    window.show()
    again = None
    try:
        qtbot.waitUntil(lambda: window.shown_at >= 0, timeout=10_000)
        client.drop()  # the network fails: no goodbye
        qtbot.waitUntil(lambda: len(client.starts) == 2 and not client.closed, timeout=30_000)
        table.stop()  # the host ends the game
        qtbot.waitUntil(
            lambda: window.status.text().startswith("The host ended the game."), timeout=10_000
        )
        assert window.link.rejoining
        again = HostedTable(table.session, table.bots, 6, port=port, codes=codes)
        again.start()  # resumed later with the same codes
        qtbot.waitUntil(lambda: len(client.starts) == 3 and not client.closed, timeout=30_000)
        qtbot.waitUntil(lambda: "Your move" in window.status.text(), timeout=10_000)
        assert client.seat == 1
    finally:
        window.close()
        table.stop()
        if again is not None:
            again.stop()
