"""Every game ends on the same result card: who won, the game's own lines (why it ended, the
scores the rules give), and Play again / New game / Replay, reached by keys and announced."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from spielesammlung.core import autoplay, registry
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import accessible

GAMES = [  # game, players, seed, the winner's name, lines the card must hold, replay wording
    (
        "heimlich",
        2,
        1,
        "Anna wins!",
        ["Anna – police (white, star): 38 stones", "Bert – robbers (yellow, mask): 26 stones"],
        "Replay",
    ),
    (
        "allianz",
        2,
        1,
        "Bert wins!",
        ["Every other party is defeated.", "Bert (B): 15 pieces left", "Anna (A): defeated"],
        "Replay",
    ),
    (
        "spion-und-spion",
        2,
        1,
        "Anna wins!",
        ["Black side 14, white side 2 Zillionen"],
        "Replay (every secret shown)",
    ),
    (
        "geheime-mission",
        2,
        1,
        "Bert wins!",
        ["Bert (Blue) reached 15 points first.", "Anna (Red): 13 points", "Bert (Blue): 18 points"],
        "Replay (every secret shown)",
    ),
    (
        "checkpoint-charlie",
        3,
        1,
        "Clara wins!",
        ["1. Clara: 6 points", "2. Bert: 4 points", "3. Anna: 2 points"],
        "Replay (every secret shown)",
    ),
]
NAMES = ("Anna", "Bert", "Clara")


def finish(window: Any, qtbot: Any, game_id: str, players: int, seed: int) -> Session:
    """A seeded game of easy computer players, replayed by humans at the screen up to its last
    action, which is then played through the window."""
    played = autoplay.play(game_id, seed, players, levels=["easy"]).session
    *before, last = played.played
    setup = type(played.setup)(NAMES[:players], played.setup.options)
    rules = registry.entry(game_id).rules()
    session = Session(game_id, rules, setup, seed, [Seat()] * players)
    for entry in before:
        session.act(entry.player, entry.action)
    window.start_session(session, window.autosaves.new_path(game_id))
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.thinking)
    step = controller.step
    if step is None or step.player != last.player:
        controller.interrupt(last.player)  # the last action was out of turn (an accusation)
    if window.pages.currentWidget() is window.handover_page:
        controller.reveal(last.player)
    controller.submit(last.action)
    qtbot.waitUntil(lambda: session.result is not None and not controller.thinking)
    return session


@pytest.mark.parametrize(("game_id", "players", "seed", "winner", "lines", "replay"), GAMES)
def test_every_game_ends_on_the_result_card(
    window, qtbot, game_id, players, seed, winner, lines, replay
):
    with accessible.recording() as heard:
        session = finish(window, qtbot, game_id, players, seed)
        QApplication.processEvents()
    assert session.result == autoplay.play(game_id, seed, players, levels=["easy"]).result
    page = window.game_page
    card = page.result
    assert card.isVisibleTo(window) and page.turn.isHidden()
    assert card.winner.text() == winner
    shown = card.lines.text()
    for line in lines:
        assert line in shown
    assert card.replay_button.text() == replay
    assert card.new_button.text() == "New game…"
    assert QApplication.focusWidget() is card.again_button  # keys go on from the card
    said = [text for text in heard if text.startswith("Game over\n")]
    assert len(said) == 1 and winner in said[0] and lines[0] in said[0]
    assert card.accessibleDescription() == said[0]
    window.refresh()  # shown again (another update): not said again, focus stays
    assert [text for text in heard if text.startswith("Game over\n")] == said


def test_play_again_new_game_and_replay_from_the_card(window, qtbot, monkeypatch):
    session = finish(window, qtbot, "geheime-mission", 2, 1)
    card = window.game_page.result
    card.replay_button.click()
    assert window.pages.currentWidget() is window.replay_page
    window.replay_page.closed.emit()
    assert window.pages.currentWidget() is window.game_page
    asked: list[str] = []
    monkeypatch.setattr(window, "new_game", lambda game_id: asked.append(game_id) or False)
    card.new_button.click()
    assert asked == ["geheime-mission"] and window.controller.session is session
    assert card.again_button.text() == "Play again (colours swapped)"
    card.again_button.click()
    again = window.controller.session
    assert again is not session and again.setup.players == ("Bert", "Anna")
    assert again.result is None and card.isHidden() and not window.game_page.turn.isHidden()


def test_the_winner_is_not_left_in_the_status_bar_after_the_game(window, qtbot):
    finish(window, qtbot, "heimlich", 2, 1)
    assert window.statusBar().currentMessage() == "Anna wins!"
    window.choose_game()
    assert window.statusBar().currentMessage() == ""


def test_geheime_mission_ends_on_the_card_alone(window, qtbot):
    """No "The game is over." in the mission panel beside the card, and the status lines do
    not repeat the points the card gives."""
    finish(window, qtbot, "geheime-mission", 2, 1)
    QApplication.processEvents()
    page = window.game_page
    panel = window.controller.board.panel
    assert page.result.isVisibleTo(window)
    assert not panel.isVisibleTo(window)
    status = page.status.text()
    assert "points" not in status and "Round" in status
    assert "Bert (Blue): 18 points" in page.result.lines.text()


def test_the_card_stays_narrow_at_twice_the_text_size(qapp):
    """One button a row, a long one on two lines before its bracket: the card is no wider
    than the side panel at its narrowest, and each button still has its whole name."""
    from spielesammlung.ui import text_size
    from spielesammlung.ui.result import ResultCard

    text_size.apply("2")
    try:
        card = ResultCard()
        card.show_result("Anna wins!", ["Anna (red) is first to reach 15 points."], "", True)
        metrics = card.fontMetrics()
        assert card.minimumSizeHint().width() <= max(240, 26 * metrics.averageCharWidth())
        assert card.replay_button.text() == "Replay\n(every secret shown)"
        assert card.replay_button.accessibleName() == "Replay (every secret shown)"
        card.close()
    finally:
        text_size.apply(text_size.DEFAULT)


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_buttons_keep_one_line_at_the_usual_text_size(qapp, language):
    """At 1x no button of the card breaks onto two lines ("Replay (every secret shown)",
    Geheime Mission's "Play again (colours swapped)"), in German and English."""
    from PySide6.QtCore import QCoreApplication

    from spielesammlung.ui.i18n import Languages
    from spielesammlung.ui.result import ResultCard

    languages = Languages()
    languages.switch(language)
    try:
        swapped = QCoreApplication.translate("MissionBoard", "Play again (colours swapped)")
        assert swapped != "Play again (colours swapped)" or language == "en"
        for again in ("", swapped):
            card = ResultCard()
            card.show_result("Anna wins!", [], again, True)
            texts = [b.text() for b in (card.again_button, card.new_button, card.replay_button)]
            assert not [text for text in texts if "\n" in text]
            card.close()
    finally:
        languages.switch("en")
