"""The replay of a finished game: every action in turn, the all-seeing view, every secret shown.

Games between computer players (easy) are played to their end, saved, and opened as the records
page and the Open dialog open them. The replay steps to every action and back; the board is
given the all-seeing view of each state, and shows every seat's secrets (Checkpoint Charlie:
each clue and chip value; Spion & Spion: each spy's number).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from spielesammlung.core import autoplay, registry, saves
from spielesammlung.core.options import options_with_defaults
from spielesammlung.core.protocol import ALL_SEEING
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.ui.board import Turn
from spielesammlung.ui.main_window import MainWindow

GAMES = {  # game id -> players, seed
    "heimlich": (2, 3),
    "geheime-mission": (2, 3),
    "spion-und-spion": (2, 3),
    "checkpoint-charlie": (4, 3),
    "allianz": (3, 3),
}
_PLAYED: dict[str, Session] = {}


def finished_session(game_id: str) -> Session:
    """A game between easy computer players, played to its end (once per test run)."""
    if game_id not in _PLAYED:
        players, seed = GAMES[game_id]
        entry = registry.entry(game_id)
        options = options_with_defaults(entry.options, {}, players)
        _PLAYED[game_id] = autoplay.play(game_id, seed, players, options, ["easy"]).session
    return _PLAYED[game_id]


def saved(tmp_path: Path, session: Session, name: str = "game") -> Path:
    path = tmp_path / f"{name}{saves.SUFFIX}"
    saves.save(session, path)
    return path


def unfinished(tmp_path: Path, game_id: str = "checkpoint-charlie") -> Path:
    """The same game cut after its first few actions (a human seat, so it is resumed as is)."""
    played = finished_session(game_id)
    session = Session(
        game_id,
        played.game,
        played.setup,
        played.seed,
        [Seat(), *played.seats[1:]],
    )
    for entry in played.log[:5]:
        session.act(entry.player, entry.action)
    return saved(tmp_path, session, "unfinished")


@pytest.fixture
def no_dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes are recorded (their text) instead of shown."""
    shown: list[str] = []

    def exec_(box: QMessageBox) -> int:
        shown.append(box.text())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown


def _recording(window: MainWindow) -> list[Any]:
    """The views the replay's board is shown from now on."""
    board = window.replay_page.board
    assert board is not None
    shown: list[Any] = []
    original = board.show

    def show(view: Any, turn: Turn) -> None:
        shown.append(view)
        original(view, turn)

    board.show = show  # type: ignore[method-assign]
    return shown


@pytest.mark.parametrize("game_id", list(GAMES))
def test_replay_steps_through_every_action(
    window: MainWindow, tmp_path: Path, game_id: str, no_dialogs: list[str]
) -> None:
    session = finished_session(game_id)
    window.open_replay(saved(tmp_path, session))
    page = window.replay_page
    assert window.pages.currentWidget() is page
    assert page.play.hasFocus() or QApplication.focusWidget() is page.play
    length = len(session.played)
    assert page.length == length and page.step == 0
    shown = _recording(window)
    game = session.game
    for step in range(1, length + 1):
        page.step_forward()
        assert page.step == step and page.slider.value() == step
        assert shown[-1] == game.view_for(session.state_at(step), ALL_SEEING)
        logged = [page.log.item(i).data(Qt.ItemDataRole.UserRole) for i in range(page.log.count())]
        assert logged == sorted(logged) and all(s <= step for s in logged)
    assert not page.forward.isEnabled() and session.result is not None
    assert page.result_text() in page.status.text()
    for step in range(length - 1, -1, -1):
        page.step_back()
        assert page.step == step
        assert shown[-1] == game.view_for(session.state_at(step), ALL_SEEING)
    assert not page.back.isEnabled()
    page.close_replay()
    assert window.pages.currentWidget() is window.start
    assert no_dialogs == []


def test_keys_slider_and_play(window: MainWindow, tmp_path: Path, qtbot: Any) -> None:
    session = finished_session("geheime-mission")
    window.open_replay(saved(tmp_path, session))
    page = window.replay_page
    length = page.length
    qtbot.keyClick(page.play, Qt.Key.Key_End)
    assert page.step == length
    qtbot.keyClick(page.play, Qt.Key.Key_Left)
    assert page.step == length - 1
    qtbot.keyClick(page.play, Qt.Key.Key_Home)
    assert page.step == 0
    qtbot.keyClick(page.play, Qt.Key.Key_Right)
    assert page.step == 1
    page.slider.setValue(7)
    assert page.step == 7
    page.log.itemClicked.emit(page.log.item(0))
    assert page.step == page.log.item(0).data(Qt.ItemDataRole.UserRole)
    page.toggle_play()  # animations are off: a step every pause
    assert page.playing
    qtbot.waitUntil(lambda: page.step >= 3, timeout=5000)
    page.toggle_play()
    assert not page.playing
    page.forward.setFocus()
    step = page.step
    qtbot.keyClick(page.forward, Qt.Key.Key_Space)  # Space presses the button that has the focus
    assert page.step == step + 1 and not page.playing
    qtbot.keyClick(page.play, Qt.Key.Key_Escape)
    assert window.pages.currentWidget() is window.start


def test_checkpoint_shows_every_clue_and_chip(window: MainWindow, tmp_path: Path) -> None:
    from spielesammlung.ui.checkpoint.texts import trait

    session = finished_session("checkpoint-charlie")
    window.open_replay(saved(tmp_path, session))
    page = window.replay_page
    board: Any = page.board
    chips_seen = 0
    for step in range(page.length):
        page.go(step)
        view = board.view
        assert view.viewer == ALL_SEEING
        texts = {item.toolTip() for item in board.scene.items() if item.isVisible()}
        text = "\n".join(texts)
        for player, pv in enumerate(view.players):
            assert pv.tile is not None  # every seat's clue tile, whoever holds it
            if pv.side is not None:
                assert board.texts.tile(player, pv)[1] in texts, (step, player)
                assert trait((pv.tile, pv.side)) in text
            for chip in pv.chips:
                assert chip.value is not None
                chips_seen += 1
                assert board.texts.chip_tip(chip) in texts
    assert chips_seen  # chips were taken in this game
    secret = [page.log.item(i).text() for i in range(page.log.count())]
    assert any("Secret:" in line for line in secret)


def test_spion_shows_every_spy_number_and_envelope(window: MainWindow, tmp_path: Path) -> None:
    session = finished_session("spion-und-spion")
    window.open_replay(saved(tmp_path, session))
    page = window.replay_page
    board: Any = page.board
    for step in range(0, page.length, 3):
        page.go(step)
        state = session.state_at(step)
        view = session.game.view_for(state, ALL_SEEING)
        assert board.view == view
        for spy in view.spies:
            if spy.id in board.pieces and not spy.reserve:
                assert board.pieces[spy.id].number == spy.number
                assert spy.number == state.spies[spy.id].number
        for envelope in view.envelopes:
            assert envelope.written == (envelope.number is not None)


def test_replay_offered_only_once_the_game_is_over(window: MainWindow, tmp_path: Path) -> None:
    from spielesammlung.core.table import Phase

    window.open_path(unfinished(tmp_path))  # an unfinished save is resumed as a game
    assert window.controller is not None
    assert window.pages.currentWidget() is not window.__dict__.get("replay_page")
    assert window.controller.step is not None
    assert window.controller.step.phase is not Phase.FINISHED
    assert not window.game_page.replay_button.isVisibleTo(window.game_page)


def test_replay_button_after_the_game(window: MainWindow, tmp_path: Path, qtbot: Any) -> None:
    session = finished_session("heimlich")
    # the last action still to play, by a human: the game ends on the game page
    humans = [Seat() for _ in session.seats]
    rest = Session(session.game_id, session.game, session.setup, session.seed, humans)
    for entry in session.log[:-1]:
        rest.act(entry.player, entry.action)
    window.start_session(rest, window.autosaves.new_path(rest.game_id))
    page = window.game_page
    assert not page.replay_button.isVisibleTo(page)
    assert window.controller is not None
    window.controller.submit(session.log[-1].action)
    qtbot.waitUntil(lambda: page.replay_button.isVisibleTo(page), timeout=5000)
    assert window.autosaves.list() == []  # the finished game's autosave is gone
    page.replay_button.click()
    assert window.pages.currentWidget() is window.replay_page
    assert window.replay_page.length == len(session.log)
    window.replay_page.close_replay()
    assert window.pages.currentWidget() is page


def test_open_replay_refuses_unfinished_and_damaged_files(
    window: MainWindow, tmp_path: Path, no_dialogs: list[str]
) -> None:
    path = unfinished(tmp_path)
    before = path.read_bytes()
    window.open_replay(path)
    assert len(no_dialogs) == 1 and "not finished" in no_dialogs[0]
    assert window.controller is None and path.read_bytes() == before
    damaged = tmp_path / f"damaged{saves.SUFFIX}"
    damaged.write_bytes(before[: len(before) // 2])
    window.open_replay(damaged)
    foreign = tmp_path / f"foreign{saves.SUFFIX}"
    foreign.write_text('{"hello": 1}', encoding="utf-8")
    window.open_replay(foreign)
    window.open_path(foreign)
    assert len(no_dialogs) == 4
    assert "damaged" in no_dialogs[1] and "not a saved game" in no_dialogs[2]
    assert damaged.read_bytes() == before[: len(before) // 2]
    assert window.pages.currentWidget() is window.start


def test_open_path_replays_a_finished_save(window: MainWindow, tmp_path: Path) -> None:
    window.open_path(saved(tmp_path, finished_session("geheime-mission")))
    assert window.pages.currentWidget() is window.replay_page
    assert window.controller is None  # nothing is played, nothing autosaved
    assert window.autosaves.list() == []


def test_geheime_mission_shows_both_mission_cards(window: MainWindow, tmp_path: Path) -> None:
    from spielesammlung.ui.geheime_mission.art import CardItem

    session = finished_session("geheime-mission")
    window.open_replay(saved(tmp_path, session))
    page = window.replay_page
    board: Any = page.board
    checked = 0
    for step in range(0, page.length, 5):
        page.go(step)
        view = session.game.view_for(session.state_at(step), ALL_SEEING)
        if view.winner is not None or view.visor_only:
            continue
        shown = [i.card for i in board.scene.items() if isinstance(i, CardItem) and i.isVisible()]
        for card in view.cards:
            assert card is not None and card in shown, step
        checked += 1
    assert checked


def test_a_new_language_while_replaying(window: MainWindow, tmp_path: Path, qtbot: Any) -> None:
    session = finished_session("checkpoint-charlie")
    window.open_replay(saved(tmp_path, session))
    page = window.replay_page
    page.go(page.length)
    english = [page.log.item(i).text() for i in range(page.log.count())]
    window.set_language("de")
    try:  # the page hears of it with Qt's LanguageChange event
        qtbot.waitUntil(lambda: page.close_button.text() == "Schließen (Esc)")
        assert window.pages.currentWidget() is page and page.step == page.length
        german = [page.log.item(i).text() for i in range(page.log.count())]
        assert len(german) == len(english) and german != english
        assert any("Geheim:" in line for line in german)
    finally:
        window.set_language("en")


def test_leaving_the_replay_for_another_page_stops_playing(
    window: MainWindow, tmp_path: Path
) -> None:
    window.open_replay(saved(tmp_path, finished_session("heimlich")))
    page = window.replay_page
    page.toggle_play()
    assert page.playing
    window.choose_game()
    assert window.pages.currentWidget() is window.start and not page.playing


def test_a_game_without_secrets_does_not_speak_of_them(window: MainWindow, tmp_path: Path) -> None:
    window.open_replay(saved(tmp_path, finished_session("heimlich")))
    page = window.replay_page
    assert not page.secrets and "secret" not in page.note.text()
    window.open_replay(saved(tmp_path, finished_session("spion-und-spion")))
    assert page.secrets and "secret" in page.note.text()


def test_the_boards_own_panel_stays_out_of_sight(window: MainWindow, tmp_path: Path) -> None:
    """Spion & Spion's panel (prompts and buttons for play) is no window of its own."""
    window.open_replay(saved(tmp_path, finished_session("spion-und-spion")))
    page = window.replay_page
    board: Any = page.board
    for step in (0, 5, page.length):
        page.go(step)
        panel = board.side_panel()
        assert not panel.isWindow() and not panel.isVisibleTo(window)
    # (windows of earlier tests may still be open: only the board's panels matter here)
    top = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    assert not [w for w in top if isinstance(w, type(panel))]


def test_play_follows_the_animation_speed(window: MainWindow, tmp_path: Path) -> None:
    window.open_replay(saved(tmp_path, finished_session("heimlich")))
    page = window.replay_page
    assert page.speed == 0.0 and page._pause_ms() > 0  # animations off: still a pause to follow
    window.set_speed("slow")
    assert page.speed == 2.0 and page.board is not None and page.board.speed == 2.0
    slow = page._pause_ms()
    window.set_speed("fast")
    assert page._pause_ms() < slow


def test_close_leads_back_to_where_the_replay_was_opened(
    window: MainWindow, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QLabel

    other = QLabel("records")  # a page of its own, as the records page is
    window.pages.addWidget(other)
    window.pages.setCurrentWidget(other)
    window.open_replay(saved(tmp_path, finished_session("heimlich")))
    assert window.pages.currentWidget() is window.replay_page
    window.replay_page.close_replay()
    assert window.pages.currentWidget() is other


def test_replay_steps_are_announced_and_the_board_described(
    window: MainWindow, tmp_path: Path
) -> None:
    """A screen reader hears each step's lines once and can read the replayed board."""
    from spielesammlung.ui import accessible

    window.open_replay(saved(tmp_path, finished_session("checkpoint-charlie")))
    page = window.replay_page
    assert page.board is not None
    with accessible.recording() as heard:
        page.go(1)
        page.go(1)  # the same step again is not announced twice
        page.go(2)
    assert len(heard) == 2 and page.position.text() in heard[1]
    assert heard[0] != heard[1]
    assert page.view.accessibleDescription() == page.board.reader_text()
