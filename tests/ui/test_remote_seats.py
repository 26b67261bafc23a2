"""A seat on another computer (issue 26) at the host's window: no control, the status says so."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import HUMAN, REMOTE, Seat
from spielesammlung.core.session import Session
from spielesammlung.core.table import Phase

from .test_screen_controls import NAMES, controls, settle


def test_the_host_screen_waits_for_seats_on_other_computers(qtbot, window) -> None:
    seats = [Seat(), Seat(HUMAN, place=REMOTE), Seat(HUMAN, place=REMOTE)]
    session = Session(
        "checkpoint-charlie", registry.entry("checkpoint-charlie").rules(),
        Setup(NAMES[:3], {}), 7, seats,
    )  # fmt: skip
    window.start_session(session, window.autosaves.new_path("checkpoint-charlie"))
    controller = window.controller
    assert controller is not None and controller.table.screen_seats == [0]
    assert controller.table.viewer == 0  # Anna alone in the room: her own view, no handover
    assert session.game.to_act(session.state).players == {0, 1, 2}  # the clues, all at once
    assert controller.step is not None and controller.step.phase is Phase.HUMAN
    assert window.game_page.turn.text() == (
        "Anna to move\nBert decides on their own computer\nClara decides on their own computer"
    )
    window.secret_page.chosen.emit(session.game.legal_actions(session.state, 0)[0])
    settle(qtbot, controller)
    assert controller.step.phase is Phase.REMOTE and controller.step.player == 1
    assert window.game_page.turn.text() == (
        "Bert decides on their own computer\nClara decides on their own computer"
    )
    named = [text for text, _ in controls(window) if "Bert" in text or "Clara" in text]
    assert named == []  # nothing at this screen acts or looks for a seat elsewhere
    panel: QWidget = controller.board.side_panel()
    assert all("Bert" not in b.text() for b in panel.findChildren(QPushButton))
    for seat in (1, 2):  # their actions arrive as a phone's do (the network host's path)
        legal = session.game.legal_actions(session.state, seat)
        assert controller.act_for(seat, legal[0]) is None
        settle(qtbot, controller)
    assert session.game.to_act(session.state).players != {1, 2}
