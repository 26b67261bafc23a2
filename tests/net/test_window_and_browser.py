"""One host, a second desktop and a browser (issue 26): the host's main window in an app
process of its own plays its screen seat, a second app process plays a seat in its remote
window (tests/net/app_process.py), and Debian's chromium driven by Selenium plays a third seat
on the board page the host serves, all on 127.0.0.1, a whole game to its end. Every message
each client received is checked against that seat's `view_for` in the host's final game.

The page is not changed for the test: a script Chrome runs before the page's own (DevTools'
`Page.addScriptToEvaluateOnNewDocument`) keeps every message the page's sockets receive.
Screenshots go to the test's tmp folder (SPIELESAMMLUNG_SHOTS: a folder to keep them).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from spielesammlung.core import saves
from spielesammlung.core.seats import HUMAN, REMOTE, Seat
from spielesammlung.core.session import Session
from spielesammlung.net import board
from spielesammlung.ui.window_status import result_text
from tests.net.board_driver import (
    NEEDS_CHROMIUM,
    open_browser,
    page,
    pick_listed,
    press,
    spot,
    steer,
    wait,
)
from tests.net.test_play_across_computers import check_everything_received
from tests.net.test_two_processes import check_client, hosted_save, start, wait_for

pytestmark = NEEDS_CHROMIUM
GAME_SECONDS = 240.0  # the whole game at most (it takes about a minute on a quiet machine)
MOVES = 200  # the browser's moves at most
POLL = 0.1  # seconds between looks at the page
#: kept by the page's sockets (a line {"type": "_joined"} at each new connection)
RECORDER = """
(() => {
  const Native = window.WebSocket;
  window.received = [];
  window.sent = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.received.push('{"type": "_joined"}');
      this.addEventListener("message", (event) => window.received.push(event.data));
    }
    send(data) {
      if (JSON.parse(data).type !== "hello") window.sent.push(data);
      super.send(data);
    }
  };
})();
"""

#: the messages from the arguments[0]th on, and the page's state
LOOK = """
const data = document.body.dataset;
return [window.received.slice(arguments[0]), {at: data.at, state: data.state,
  result: data.result, choices: document.querySelectorAll('#choices button').length,
  sent: window.sent.length}];
"""


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    return Path(os.environ.get("SPIELESAMMLUNG_SHOTS", tmp_path))


class Page:
    """The browser on the board page, with the messages its sockets received."""

    def __init__(self, language: str) -> None:
        self.browser = open_browser(language)
        self.browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
        self.messages: list[dict[str, Any]] = []
        self.joined: list[int] = []  # where each connection's messages begin
        self.taken = 0  # the page's messages read so far
        self.latest: dict[str, Any] | None = None  # the newest view message

    def join(self, where: str, code: str) -> None:
        """The page joins the seat of `code`, typed into its form."""
        from selenium.webdriver.common.by import By

        self.browser.get(f"http://{where}/")
        form = self.browser.find_element(By.ID, "code")
        wait(form.is_displayed, "the code form")
        form.send_keys(code.lower())
        self.browser.find_element(By.ID, "join-go").click()
        wait(lambda: page(self.browser)[0] >= 0, "a view")

    def look(self) -> tuple[dict[str, Any] | None, dict[str, Any]]:
        """Take in what arrived since the last look: the newest view message, and the page's
        state (one call into the page)."""
        texts, shown = self.browser.execute_script(LOOK, self.taken)
        self.taken += len(texts)
        for text in texts:
            message = json.loads(text)
            if message["type"] == "_joined":
                self.joined.append(len(self.messages))
            elif message["type"] != "welcome":
                self.messages.append(message)
                if message["type"] == "view":
                    self.latest = message
        return self.latest, shown

    def decides(self) -> bool:
        """The page shows the newest view, its seat must choose there, and nothing it sent
        waits for the host's answer (in a choice made at once, the others' choices bring new
        views while the seat's own is on its way)."""
        latest, shown = self.look()
        if latest is None or not latest["must"] or latest["result"] is not None:
            return False
        answers = sum(1 for m in self.messages if m["type"] in ("settled", "error"))
        ready = shown["at"] == str(latest["at"]) and shown["state"] == "ready"
        return ready and shown["choices"] > 0 and shown["sent"] == answers

    def over(self) -> bool:
        latest, shown = self.look()
        return latest is not None and latest["result"] is not None and shown["result"] == "over"

    def text(self, element: str) -> str:
        script = f"return document.getElementById('{element}').textContent"
        return str(self.browser.execute_script(script))

    def sends(self) -> int:
        return int(self.browser.execute_script("return window.sent.length"))

    def move(self, rng: random.Random, by_keys: bool) -> bool:
        """Play one listed choice (a safe one if there is one) on the board: its target by
        click or by arrow keys and Enter, then its listed button by click or number key; False
        when the page was drawn anew meanwhile and nothing was sent (look again)."""
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.common.keys import Keys

        browser = self.browser
        listed = browser.execute_script(
            "return [...document.querySelectorAll('#choices button')].map(b =>"
            " [b.dataset.id, b.dataset.target, b.classList.contains('danger')])"
        )
        wanted, target, danger = rng.choice([c for c in listed if not c[2]] or listed)
        before = self.sends()
        try:
            if target:
                if by_keys:
                    steer(browser, target)
                    press(browser, Keys.ENTER)
                else:
                    spot(browser, target).click()
            for _ in range(2 if danger else 1):  # a dangerous choice asks for a second press
                if self.sends() == before:
                    pick_listed(browser, wanted, by_keys)
        except (StaleElementReferenceException, KeyError, ValueError):
            pass  # drawn anew under the click or keys
        if self.sends() == before:
            press(browser, Keys.ESCAPE)  # nothing picked, nothing armed
            return False
        assert self.sends() == before + 1
        return True


def play(page_: Page, processes: list[subprocess.Popen[bytes]], seed: int) -> int:
    """The browser's seat plays (by click and by keys in turn) until the page shows the end;
    returns its moves."""
    rng = random.Random(seed)
    moves = tries = 0
    deadline = time.monotonic() + GAME_SECONDS
    while not page_.over():
        assert time.monotonic() < deadline, "the game took too long"
        assert all(p.poll() is None for p in processes), "an app process ended"
        assert tries < MOVES, "the page took no move"
        if page_.decides():
            tries += 1
            moves += page_.move(rng, by_keys=moves % 2 == 1)
        else:
            time.sleep(POLL)
    return moves


def check_browser(session: Session, page_: Page) -> None:
    """Every view the page received is its seat's view then, and its "board" is made of that
    message's own view and legal actions; it got the end and the replay."""
    words = board.board_words(session.game_id, session.setup.players)
    plain: list[dict[str, Any]] = []
    for message in page_.messages:
        if message["type"] != "view":
            plain.append(message)
            continue
        bare = {k: v for k, v in message.items() if k != "board"}
        made = json.loads(board.with_board(words, session.game, json.dumps(bare)))
        assert made["board"] == message["board"]
        plain.append(bare)
    ends = [*page_.joined[1:], len(plain)]
    for begin, end in zip(page_.joined, ends, strict=True):  # each connection on its own
        client = SimpleNamespace(received=plain[begin:end], seat=2)
        check_everything_received(session, client, rejoined=0)  # type: ignore[arg-type]
    views = [m for m in plain if m["type"] == "view"]
    assert views[-1]["at"] == session.cursor and views[-1]["result"] is not None
    replays = [m for m in plain if m["type"] == "replay"]
    assert len(replays) == 1 and saves.from_json(replays[0]["game"]).log == session.log


def test_the_host_window_a_second_desktop_and_a_browser_play_one_game(
    tmp_path: Path, shots: Path
) -> None:
    """Checkpoint Charlie: Anna at the host's screen, Bert in the second app's remote window,
    Clara in the browser."""
    seats = [Seat(HUMAN), Seat(HUMAN, place=REMOTE), Seat(HUMAN, place=REMOTE)]
    save = hosted_save(tmp_path, "checkpoint-charlie", seats, seed=9)
    host = start(tmp_path, "host", str(save), str(tmp_path))
    processes = [host]
    browser = Page("en")
    try:
        info = wait_for(tmp_path / "host.json", host, 60)
        assert set(info["codes"]) == {"1", "2"}
        processes.append(start(tmp_path, "join", info["where"], info["codes"]["1"], str(tmp_path)))
        browser.join(info["where"], info["codes"]["2"])
        moves = play(browser, processes, seed=9)
        browser.browser.save_screenshot(str(shots / "browser-checkpoint-end.png"))
        assert processes[1].wait(GAME_SECONDS) == 0, "the desktop client failed"
        wait_for(tmp_path / "host-end.spiel", host, 30)
        turn, prompt = browser.text("turn"), browser.text("prompt")
    finally:
        browser.look()
        browser.browser.quit()
        lines = [json.dumps(m) for m in browser.messages]
        (tmp_path / "browser.jsonl").write_text("\n".join(lines))
        for process in processes:
            if process.poll() is None:
                process.kill()
            process.wait(10)
    session = saves.load(tmp_path / "host-end.spiel")
    result = session.result
    assert result is not None and moves >= 3
    assert {entry.player for entry in session.played} == {0, 1, 2}
    # the browser: its seat's views only, the end said
    check_browser(session, browser)
    names = session.setup.players
    assert turn == "Game over"
    winners = [names[seat] for seat in sorted(result.winners)]
    if 2 in result.winners:
        assert prompt == "You won!"
    else:
        assert prompt == (
            "Winners: " + ", ".join(winners) if winners else "The game ends in a draw."
        )
    # the second desktop: its seat's views only, the end said, the replay offered and opened
    check_client(session, tmp_path, 1)
    end = json.loads((tmp_path / "seat-1-end.json").read_text())
    assert end["status"].startswith("The game is over.\n" + result_text(names, result))
    assert end["status_fits"] and end["buttons"] == ["replay"]
    assert end["replay_opened"] and end["replay_secrets"]
    assert end["replay_steps"] == end["replay_at"] == len(session.played)
    if len(winners) > 1:
        assert end["replay_result"] == " & ".join(winners) + " won together."
    else:
        assert end["replay_result"] == (
            f"{winners[0]} won." if winners else "The game ended in a draw."
        )
    for name in ("seat-1.png", "seat-1-replay.png"):
        if shots != tmp_path:
            shutil.copy(tmp_path / name, shots / f"desktop-checkpoint-{name}")
