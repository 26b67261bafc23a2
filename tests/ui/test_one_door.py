"""A game declares itself in one place: the toy game, added to the list of games and nowhere
else (core/registry.py), shows on the start page, plays in the window and on phones."""

from __future__ import annotations

import random

import pytest

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import games
from tests.ui.test_phones import check, join, start, wait_for

TIMEOUT_MS = 10_000


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> registry.GameEntry:
    """The toy added through the one door: the list of the games' packages."""
    monkeypatch.setattr(
        registry, "GAMES", registry.load((*registry.PACKAGES, "tests.core.toy_game"))
    )
    return registry.entry("toy")


def test_the_toy_is_offered_and_plays_to_its_end_in_the_window(toy, qtbot, window) -> None:
    card = next(c for c in window.start.cards if c.entry.id == "toy")  # made from the list
    assert card.button.isEnabled() and card.learn_button.isHidden()
    assert games.playable("toy") and not games.has_lesson("toy")
    seats = [Seat(COMPUTER, "easy"), Seat(COMPUTER, "easy")]
    session = Session("toy", toy.rules(), Setup(("Ada", "Bea")), 5, seats)
    window.start_session(session, window.autosaves.new_path("toy"))
    qtbot.waitUntil(lambda: session.result is not None, timeout=TIMEOUT_MS)
    winner = session.setup.players[min(session.result.winners)]
    qtbot.waitUntil(lambda: winner in window.statusBar().currentMessage(), timeout=TIMEOUT_MS)


def test_the_toy_plays_on_phones(toy, qtbot, window, monkeypatch) -> None:
    session = start(window, monkeypatch, "toy", 2, seed=4)
    found = join(qtbot, window)
    rng = random.Random(4)
    for _ in range(100):
        if session.result is not None:
            break
        cursor = session.cursor
        seat = min(session.game.to_act(session.state).players)
        phone = found[seat]
        wait_for(qtbot, phone, lambda p, c=cursor: p.last is not None and p.last["at"] == c)
        check(session, phone)
        assert phone.last is not None
        assert [a["text"]["en"] for a in phone.last["show"]["actions"]][:2] == ["Pick 1", "Pick 2"]
        legal = phone.last["legal"]
        phone.act(rng.choice([a for a in legal if a["type"] == "Pick"]))
        qtbot.waitUntil(lambda c=cursor: session.cursor > c, timeout=TIMEOUT_MS)
    assert session.result is not None
    for phone in found.values():
        phone.ws.close()
