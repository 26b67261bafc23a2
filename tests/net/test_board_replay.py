"""The board page's replay (issue 26, net/board_replay.py, resources/board/replay.js): once the
game is over for good a browser, seat or spectator, is offered the whole game with every secret
shown and steps through it by buttons and keys, each position drawn by the game's renderer."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import connect

from spielesammlung.core import autoplay, registry
from spielesammlung.core.catalogue import texts
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import ALL_SEEING
from spielesammlung.core.session import Session
from spielesammlung.net.board_replay import replay_board
from spielesammlung.net.client import Client, play_seat
from spielesammlung.net.host import HostedTable
from spielesammlung.net.messages import PATH, VERSION, Hello
from tests.net.board_driver import (
    GAME_SECONDS,
    NEEDS_CHROMIUM,
    TURNS,
    count,
    hosted,
    join,
    open_browser,
    page,
    play_on,
    press,
    run_computers,
    wait,
)

SPY_MOVE = {"en": "Move a spy", "de": "Einen Spion ziehen"}
CARDS = "#board image[href='/art/mission-card.svg']"
DICE = "#board image.die"


@pytest.mark.parametrize(
    ("game_id", "players"),
    [
        ("heimlich", 2),
        ("geheime-mission", 2),
        ("spion-und-spion", 4),
        ("checkpoint-charlie", 3),
        ("allianz", 2),
    ],
)
def test_every_position_is_the_all_seeing_view_with_the_move_in_words(
    game_id: str, players: int
) -> None:
    session = autoplay.play(game_id, 3, players).session
    made = json.loads(json.dumps(replay_board(session)))
    game = session.game
    model = __import__(f"{registry.entry(game_id).module}.choices", fromlist=["choices"])
    assert len(made["steps"]) == session.cursor + 1
    assert made["players"] == list(session.setup.players)
    assert made["result"] == jsonable(session.result)
    assert made["secrets"] is (game_id not in ("heimlich", "allianz"))
    for index, step in enumerate(made["steps"]):
        assert step["view"] == jsonable(game.view_for(session.state_at(index), ALL_SEEING))
    assert made["steps"][0]["player"] is None and made["steps"][0]["move"] is None
    for index, entry in enumerate(session.played[:40]):
        step = made["steps"][index + 1]
        before = session.state_at(index)
        words = getattr(model, "onlooker", model.choices)  # worded for anyone watching
        offered = words(
            game.view_for(before, entry.player),
            entry.player,
            game.legal_actions(before, entry.player),
        )
        choice = offered.find(entry.action)
        assert step["player"] == entry.player
        assert step["move"]["text"] == texts(choice.label)
        assert step["move"]["group"] == (None if choice.group is None else texts(choice.group))
        said = f"{(step['move']['group'] or {}).get('en')} {step['move']['text']['en']}"
        assert not {"your", "my"} & set(said.lower().split()), said  # not the mover's words


def finished_table(game_id: str, players: int, seed: int) -> HostedTable:
    """A host whose game is over (every seat a computer's): only the spectator code joins."""
    played = autoplay.play(game_id, seed, players).session
    table = HostedTable(played, {}, seed)
    table.start()
    return table


def first_messages(table: HostedTable, board: bool) -> list[dict[str, Any]]:
    hello = Hello(VERSION, table.server.spectator_code, "after", False, board)
    with connect(f"ws://127.0.0.1:{table.server.port}{PATH}", open_timeout=10) as socket:
        socket.send(hello.to_text())
        return [json.loads(socket.recv(timeout=20)) for _ in range(2)]


def test_a_page_joining_after_the_end_gets_the_board_replay_and_others_the_save() -> None:
    table = finished_table("geheime-mission", 2, 5)
    try:
        session: Session = table.session
        welcome, replay = first_messages(table, board=True)
        assert welcome["type"] == "welcome" and replay["type"] == "replay"
        assert len(replay["board"]["steps"]) == session.cursor + 1
        assert replay["board"] == json.loads(json.dumps(replay_board(session)))
        plain = first_messages(table, board=False)[1]
        assert plain["type"] == "replay" and "board" not in plain
        assert plain["game"] == replay["game"]
    finally:
        table.stop()


def test_a_table_that_takes_nothing_back_sends_the_replay_of_a_game_without_secrets() -> None:
    """A headless host (as a table server) has no undo: a Heimlich game is over for good at
    its end, so its replay comes although a human played."""
    table = hosted("heimlich", "RC", 8)
    client = Client(f"127.0.0.1:{table.server.port}", table.server.rooms[0])
    try:
        client.join()
        computers = run_computers(table)
        bot = registry.entry("heimlich").bots()["easy"]()
        play_seat(client, bot, random.Random(8), GAME_SECONDS)
        deadline = time.monotonic() + 20
        while client.replay is None and time.monotonic() < deadline:
            client.wait(len(client.received), deadline - time.monotonic())
        assert client.replay is not None and table.session.can_undo()
        assert client.replay.log == table.session.log
    finally:
        client.close()
        table.stop()
    computers.join(10)


def replay_state(browser: Any) -> tuple[str, int, str]:
    offered, step, said = browser.execute_script(
        "return [document.body.dataset.replay || '', document.body.dataset.replayStep || '-1',"
        " document.body.dataset.said || '']"
    )
    return str(offered), int(step), str(said)


def shown_text(browser: Any, element: str) -> str:
    return str(browser.execute_script(f"return document.getElementById('{element}').textContent"))


def hidden(browser: Any, element: str) -> bool:
    script = f"return document.getElementById('{element}').closest('[hidden]') !== null"
    return bool(browser.execute_script(script))


def move_words(made: dict[str, Any], step: int, language: str) -> str:
    here = made["steps"][step]
    group = here["move"]["group"]
    what = (group[language] + " – " if group else "") + here["move"]["text"][language]
    return made["players"][here["player"]] + ": " + what


@NEEDS_CHROMIUM
def test_the_seat_and_a_spectator_step_through_the_replay_in_the_browser(shots: Path) -> None:
    """A whole Geheime Mission game played in the browser, watched by a second browser; then
    both open the replay, where both secret mission cards are drawn."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    table = hosted("geheime-mission", "RC", 21)
    seat = open_browser("en")
    watcher = open_browser("de")
    try:
        join(seat, table, 0)
        watcher.get(f"http://127.0.0.1:{table.server.port}/#{table.server.spectator_code}")
        wait(lambda: page(watcher)[0] >= 0, "the spectator's view")
        computers = run_computers(table)
        assert play_on(seat, table, 0, TURNS, 21) > 5
        session = table.session
        assert session.result is not None
        made = replay_board(session)
        last = len(made["steps"]) - 1
        for browser in (seat, watcher):
            wait(lambda b=browser: replay_state(b)[0] == "offered", "the replay offered", 60)
        assert count(seat, CARDS) == 1  # the live end: the seat's own mission only
        assert shown_text(seat, "replay-open") == "Replay (every secret shown)"
        result = f"{shown_text(seat, 'turn')}. {shown_text(seat, 'prompt')}."  # who won
        offered = "The replay of the game is ready, every secret shown."
        assert result.startswith("Game over. ") and replay_state(seat)[2] == f"{result} {offered}"
        seat.save_screenshot(str(shots / "replay-geheime-mission-en-offered.png"))

        seat.find_element(By.ID, "replay-open").click()
        assert replay_state(seat)[:2] == ("open", 0)
        assert hidden(seat, "live-panel") and not hidden(seat, "replay")
        assert count(seat, CARDS) == 2  # both players' secret missions, at the start
        assert count(seat, DICE) == 0
        assert seat.execute_script("return document.activeElement.id") == "replay-next"
        assert seat.find_element(By.ID, "replay-back").get_attribute("disabled")
        press(seat, Keys.ARROW_RIGHT)
        _, step, said = replay_state(seat)
        assert step == 1 and said == f"Move 1 of {last}. {move_words(made, 1, 'en')}."
        assert shown_text(seat, "replay-move") == move_words(made, 1, "en")
        assert count(seat, DICE) == 1
        seat.find_element(By.ID, "replay-next").click()
        assert replay_state(seat)[1] == 2 and count(seat, DICE) == 2
        seat.save_screenshot(str(shots / "replay-geheime-mission-en-step-2.png"))
        seat.find_element(By.ID, "replay-back").click()
        assert replay_state(seat)[1] == 1
        press(seat, Keys.END)
        _, step, said = replay_state(seat)
        final = made["steps"][last]["view"]
        assert step == last and said.endswith("Game over. Winners: " + winners(made))
        assert count(seat, DICE) == sum(len(column) for column in final["columns"])
        assert seat.find_element(By.ID, "replay-next").get_attribute("disabled")
        press(seat, Keys.HOME)
        assert replay_state(seat)[1] == 0
        press(seat, Keys.ESCAPE)
        assert replay_state(seat)[0] == "offered" and not hidden(seat, "live-panel")
        assert seat.execute_script("return document.activeElement.id") == "replay-open"
        assert count(seat, CARDS) == 1  # the live board again

        assert shown_text(watcher, "replay-open") == "Wiederholung (alle Geheimnisse offen)"
        watcher.find_element(By.ID, "replay-open").send_keys(Keys.ENTER)
        assert replay_state(watcher)[:2] == ("open", 0)
        for _ in range(3):
            press(watcher, Keys.ARROW_RIGHT)
        _, step, said = replay_state(watcher)
        assert step == 3 and said == f"Zug 3 von {last}. {move_words(made, 3, 'de')}."
        assert count(watcher, CARDS) == 2 and count(watcher, DICE) == 3
        watcher.save_screenshot(str(shots / "replay-geheime-mission-de-spectator.png"))
        table.stop()  # after the end: the pages say so and do not try to rejoin
        for browser in (seat, watcher):
            wait(lambda b=browser: page(b)[2] == "closed", "the table closed")
        assert shown_text(seat, "link") == "The host closed the table."
        assert seat.execute_script("return document.body.dataset.joins") == "1"
    finally:
        seat.quit()
        watcher.quit()
        table.stop()
    computers.join(10)


@NEEDS_CHROMIUM
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_replay_words_each_move_for_anyone_watching(language: str, shots: Path) -> None:
    """A Spion & Spion replay names the mover's spy by its colour, not as "your spy"."""
    table = finished_table("spion-und-spion", 2, 3)
    browser = open_browser(language)
    try:
        made = replay_board(table.session)
        steps = made["steps"]
        k = next(k for k in range(1, len(steps)) if steps[k]["move"]["group"] == SPY_MOVE)
        browser.get(f"http://127.0.0.1:{table.server.port}/#{table.server.spectator_code}")
        wait(lambda: replay_state(browser)[0] == "offered", "the replay offered")
        browser.execute_script("document.getElementById('replay-open').click()")
        press(browser, *["\ue014"] * k)  # ArrowRight
        assert replay_state(browser)[1] == k
        words = shown_text(browser, "replay-move")
        assert words == move_words(made, k, language)
        mover = made["steps"][k]["player"]
        whose = (("of Black", "of White"), ("von Schwarz", "von Weiß"))[language == "de"][mover]
        assert whose in words  # "Move 2 fields: spy no. 2 of Black (embassy Black)"
        assert not {"your", "dein", "deinen"} & set(words.lower().split()), words
        browser.save_screenshot(str(shots / f"replay-spion-{language}-move.png"))
    finally:
        browser.quit()
        table.stop()


def winners(made: dict[str, Any]) -> str:
    return ", ".join(made["players"][s] for s in made["result"]["winners"])
