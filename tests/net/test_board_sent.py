"""The board page while its move is on its way (issue 26): in a phase where every seat chooses
at once (Checkpoint Charlie's clue sides), another seat's choice arriving meanwhile does not
offer the page's choices again; they come back only if the host refuses the move.

The page's sends are held in the browser (a wrapped WebSocket.send) so that another seat's
choice surely comes first. Skipped when chromium, chromedriver or selenium are missing.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from spielesammlung.net.host import HostedTable
from tests.net.board_driver import (
    NEEDS_CHROMIUM,
    choices,
    hosted,
    join,
    my_turn,
    open_browser,
    page,
    pick_listed,
    wait,
)

pytestmark = NEEDS_CHROMIUM
#: the page's moves wait in window.held until released (`release`)
HOLD = """
window.held = [];
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) {
  if (String(data).includes('"act"')) window.held.push([this, data]); else send.call(this, data);
};
window.release = (data) => { const [ws, sent] = window.held.shift(); send.call(ws, data || sent); };
"""
SENT = {"en": "Sent; waiting for the table…", "de": "Gesendet; der Tisch ist dran…"}


@pytest.fixture(params=["en", "de"])
def browser(request: pytest.FixtureRequest) -> Iterator[Any]:
    driver = open_browser(str(request.param))
    driver.language = request.param
    yield driver
    driver.quit()


@pytest.fixture
def table() -> Iterator[HostedTable]:
    made = hosted("checkpoint-charlie", "RCC", 6)  # every seat chooses its clue side first
    yield made
    made.stop()


def held_back_while_another_seat_chose(browser: Any, table: HostedTable) -> None:
    """The page chose (held in the browser), then a computer chose: the view it gets shows no
    choices and says its move is on its way."""
    join(browser, table, 0)
    wait(lambda: my_turn(browser, table), "its first choice")
    browser.execute_script(HOLD)
    pick_listed(browser, choices(browser)[0], by_keys=False)
    assert page(browser)[1] == "sent"
    table.play(30, until=lambda session: session.cursor >= 1)  # one computer chooses
    wait(lambda: page(browser)[0] == 1, "the other seat's choice")
    assert table.session.game.legal_actions(table.session.state, 0)  # it must still choose
    assert choices(browser) == []
    assert page(browser)[1] == "sent"
    turn = browser.execute_script("return document.getElementById('turn').textContent")
    assert turn == SENT[browser.language]
    assert not browser.execute_script("return document.querySelectorAll('rect.spot.target').length")


def test_another_seats_choice_does_not_offer_the_choices_again(
    browser: Any, table: HostedTable, shots: Path
) -> None:
    held_back_while_another_seat_chose(browser, table)
    browser.save_screenshot(str(shots / f"board-sent-{browser.language}.png"))
    browser.execute_script("window.release()")
    wait(lambda: page(browser)[0] == 2 and page(browser)[1] == "ready", "its choice taken")
    assert table.session.played[1].player == 0
    assert choices(browser) == []  # the third seat has yet to choose
    assert len(table.session.played) == 2  # chosen once


def test_the_choices_come_back_when_the_host_refuses_the_move(
    browser: Any, table: HostedTable
) -> None:
    held_back_while_another_seat_chose(browser, table)
    forged = json.dumps({"type": "act", "action": "no such action"})
    browser.execute_script("window.release(arguments[0])", forged)
    wait(lambda: page(browser)[1] == "ready", "the refusal")
    assert page(browser)[0] == 1 and len(choices(browser)) == 2
    turn = browser.execute_script("return document.getElementById('turn').textContent")
    assert turn == ("Your turn" if browser.language == "en" else "Du bist dran")
