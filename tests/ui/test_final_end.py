"""The end of a game with secrets is final: once the replay with every secret is offered, undo
is refused, so nobody can watch the secrets and play on (issue 23)."""

from __future__ import annotations

import pytest

from spielesammlung.core import autoplay, registry
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session


def _one_action_before_the_end(
    game_id: str, players: int, seed: int
) -> tuple[Session, int, object]:
    """A game of easy computer players, replayed with every seat human up to its last action;
    that action and its player."""
    played = autoplay.play(game_id, seed, players, levels=["easy"]).session
    *before, last = played.played
    session = Session(
        game_id, registry.entry(game_id).rules(), played.setup, seed, [Seat()] * players
    )
    for entry in before:
        session.act(entry.player, entry.action)
    return session, last.player, last.action


@pytest.mark.parametrize(
    ("game_id", "players", "seed"),
    [
        ("geheime-mission", 2, 1),
        ("geheime-mission", 2, 2),
        ("spion-und-spion", 2, 1),
        ("spion-und-spion", 4, 2),
        ("checkpoint-charlie", 3, 1),
    ],
)
def test_undo_is_refused_once_the_replay_with_every_secret_is_offered(
    window, qtbot, game_id, players, seed
):
    session, player, action = _one_action_before_the_end(game_id, players, seed)
    window.start_session(session, window.autosaves.new_path(game_id))
    controller = window.controller
    qtbot.waitUntil(lambda: not controller.thinking)
    step = controller.step
    if step is None or step.player != player:
        controller.interrupt(player)  # the last action was out of turn (an accusation)
    if window.pages.currentWidget() is window.handover_page:
        controller.reveal(player)
    controller.submit(action)
    qtbot.waitUntil(lambda: session.result is not None and not controller.thinking)
    assert not window.game_page.replay_button.isHidden()  # every secret may be shown now
    assert window.game_page.replay_button.text() == "Replay (every secret shown)"
    assert session.had_secrets()
    assert not controller.can_undo() and not window.menus.act_undo.isEnabled()
    assert window.menus.act_undo.toolTip().startswith("Undo: the game is over")  # it says why
    cursor = session.cursor
    assert controller.undo() is None and session.cursor == cursor
    window.undo()  # Ctrl+Z too
    assert session.cursor == cursor and session.result is not None
