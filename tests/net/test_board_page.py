"""The board page's host side (issue 26, net/board.py): what the host serves a browser, and
the "board" each view message carries, without a browser."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from spielesammlung.core import autoplay, registry
from spielesammlung.core.jsonable import jsonable
from spielesammlung.net.board import BOARD_FILES, board_words, page_words, with_board
from spielesammlung.net.host import HostedTable
from spielesammlung.net.messages import VERSION, Hello, Refusal, read_hello
from tests.net.board_driver import hosted


@pytest.fixture
def table() -> Iterator[HostedTable]:
    made = hosted("heimlich", "RC", 1)
    yield made
    made.stop()


def get(table: HostedTable, path: str) -> tuple[int, bytes, str]:
    url = f"http://127.0.0.1:{table.server.port}{path}"
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:  # loopback only
            return answer.status, answer.read(), answer.headers["Content-Type"]
    except urllib.error.HTTPError as error:
        return error.code, b"", ""


def test_the_host_serves_the_page_its_files_and_only_the_art(table: HostedTable) -> None:
    status, body, kind = get(table, "/")
    assert status == 200 and b"/board/board.js" in body and kind.startswith("text/html")
    for name in BOARD_FILES:
        assert get(table, f"/board/{name}")[0] == 200
    assert get(table, "/art/heimlich-board.svg")[2].startswith("image/svg+xml")
    for path in (
        "/art/../core/table.py",
        "/art/%2e%2e/phone/phone.js",
        "/art/heimlich-board.png",
        "/board/../art/heimlich-board.svg",
        "/board/index.html.bak",
        "/phone/phone.js",  # the phone page is the phone server's, not the network host's
        "/s/x",
        "/board/",
    ):
        assert get(table, path)[0] == 404, path


def test_the_pages_words_come_in_both_languages(table: HostedTable) -> None:
    status, body, _ = get(table, "/board/words.json")
    words = json.loads(body)
    assert status == 200 and words == page_words()
    flat = [*(v for k, v in words.items() if k != "errors"), *words["errors"].values()]
    for text in flat:
        assert set(text) == {"en", "de"} and text["en"] and text["de"]
    assert words["over"] == {"en": "Game over", "de": "Spielende"}


@pytest.mark.parametrize(
    ("game_id", "players"),
    [
        ("heimlich", 2),
        ("geheime-mission", 2),
        ("spion-und-spion", 4),
        ("checkpoint-charlie", 5),
        ("allianz", 2),
    ],
)
def test_each_view_message_carries_the_seats_choices(game_id: str, players: int) -> None:
    session = autoplay.play(game_id, 2, players).session
    game = session.game
    names = session.setup.players
    words = board_words(game_id, names)
    model = __import__(f"{registry.entry(game_id).module}.choices", fromlist=["choices"])
    for index in range(0, session.cursor, max(1, session.cursor // 10)):
        state = session.state_at(index)
        for seat in game.to_act(state).players:
            legal = game.legal_actions(state, seat)
            made = json.loads(json.dumps(words(seat, game.view_for(state, seat), legal)))
            sent = {"seat": seat, "view": jsonable(game.view_for(state, seat)),
                    "legal": [game.codec.encode(action) for action in legal]}  # fmt: skip
            assert json.loads(with_board(words, game, json.dumps(sent)))["board"] == made
            expected = model.choices(game.view_for(state, seat), seat, legal)
            assert [c["id"] for c in made["choices"]] == [c.id for c in expected.items]
            assert [c["target"] for c in made["choices"]] == [c.target for c in expected.items]
            assert all(set(c["text"]) == {"en", "de"} for c in made["choices"])
            assert made["players"] == list(names)
        assert words(None, game.view_for(state, None), ())["choices"] == []


def test_only_a_browsers_view_messages_carry_the_board(table: HostedTable) -> None:
    server = table.server
    with table.changed:
        plain = server.message(0, 0)
        public = server.message(None, 0)
    assert "board" not in json.loads(plain) and "board" not in json.loads(public)
    message = json.loads(with_board(server._board, table.session.game, plain))
    spectator = json.loads(with_board(server._board, table.session.game, public))
    assert {k: v for k, v in message.items() if k != "board"} == json.loads(plain)
    assert len(message["board"]["choices"]) == len(message["legal"]) > 0
    assert message["board"]["game"]["de"] == "Heimlich, still & leise"
    assert spectator["board"]["choices"] == [] and spectator["legal"] == []


def test_a_hello_asks_for_the_board_and_without_it_none_is_asked() -> None:
    plain = json.loads(Hello(VERSION, "ABCD").to_text())
    assert "board" not in plain and read_hello(json.dumps(plain)).board is False
    assert read_hello(Hello(VERSION, "ABCD", board=True).to_text()).board is True
    with pytest.raises(Refusal):
        read_hello(json.dumps({**plain, "board": "yes"}))
