"""A view sent as JSON is made the game's own view object again (net/views.py), exactly."""

from __future__ import annotations

import json

import pytest

from spielesammlung.core import autoplay
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import ALL_SEEING
from spielesammlung.core.table_pages import Bucket
from spielesammlung.core.table_server import OUTBOX, Phone, _carry_events
from spielesammlung.net.views import BadView, decodable, decode_events, decode_view


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("checkpoint-charlie", 4), ("spion-und-spion", 4), ("geheime-mission", 2), ("allianz", 2)],
)
def test_every_view_of_a_game_comes_back_as_it_was(game_id: str, players: int) -> None:
    session = autoplay.play(game_id, 3, players).session
    game = session.game
    for index in range(0, session.cursor + 1, max(1, session.cursor // 12)):
        state = session.state_at(index)
        for viewer in (None, ALL_SEEING, *range(players)):
            view = game.view_for(state, viewer)
            assert decode_view(game, json.loads(json.dumps(jsonable(view)))) == view


def test_a_heimlich_view_comes_back_from_its_own_json_form() -> None:
    session = autoplay.play("heimlich", 3, 2).session
    game = session.game
    assert decodable(game)
    for index in range(0, session.cursor + 1, max(1, session.cursor // 12)):
        view = game.view_for(session.state_at(index), 0)
        back = decode_view(game, json.loads(json.dumps(jsonable(view))))
        assert back == view and back.to_json() == view.to_json()
    data = jsonable(game.view_for(session.state, None))
    assert isinstance(data, dict)
    for broken in (
        {**data, "secret": 1},
        {k: v for k, v in data.items() if k != "passes"},
        {**data, "board": data["board"][:-1]},
        {**data, "board": "X" * 64},
        {**data, "to_move": "B"},
        {**data, "supplies": [1, "2"]},
        {**data, "stones": [0, 0]},  # not the board's
        {**data, "classic": 0},
        [data],
        None,
    ):
        with pytest.raises(BadView):
            decode_view(game, broken)


@pytest.mark.parametrize(
    "game_id", ["checkpoint-charlie", "spion-und-spion", "geheime-mission", "allianz", "heimlich"]
)
def test_every_event_of_a_game_comes_back_as_it_was(game_id: str) -> None:
    session = autoplay.play(game_id, 3).session  # the fewest players
    items = [
        {"kind": type(event).__name__, "event": jsonable(event)}
        for entry in session.played
        for event in entry.outcome.events
    ]
    expected = tuple(event for entry in session.played for event in entry.outcome.events)
    assert expected and decode_events(session.game, json.loads(json.dumps(items))) == expected
    for broken in ([{"kind": "NoSuchEvent", "event": {}}], [items[0]["event"]], {}):
        with pytest.raises(BadView):
            decode_events(session.game, broken)


def test_what_does_not_fit_the_view_is_refused() -> None:
    session = autoplay.play("checkpoint-charlie", 3, 3).session
    game = session.game
    data = jsonable(game.view_for(session.state, 0))
    for broken in (
        {**data, "secret": 1},  # a field the view does not have
        {k: v for k, v in data.items() if k != "round"},
        {**data, "round": "3"},
        {**data, "phase": "no such phase"},
        {**data, "supply": [1, 2]},  # a pair where three are due
        {**data, "players": [{"agent": 1}]},
        [data],
        None,
    ):
        with pytest.raises(BadView):
            decode_view(game, broken)


def view(at: int, *indexes: int) -> str:
    events = [{"index": i, "kind": "E", "event": {"seen_by": None}} for i in indexes]
    return json.dumps({"type": "view", "at": at, "events": events})


def test_a_view_that_supersedes_a_waiting_one_carries_its_events() -> None:
    phone = Phone(0, None, "", Bucket(20, 10.0))  # type: ignore[arg-type]
    phone.queue(view(1, 0), view=True)
    phone.queue('{"type": "settled", "error": null}')
    phone.queue(view(3, 1, 2), view=True)
    assert [json.loads(item.text)["type"] for item in phone.outbox] == ["settled", "view"]
    newest = json.loads(phone.outbox[-1].text)
    assert [event["index"] for event in newest["events"]] == [0, 1, 2]
    after_undo = json.loads(_carry_events([view(3, 0, 1, 2)], view(1)))  # undone to 1
    assert [event["index"] for event in after_undo["events"]] == [0]


def test_a_full_outbox_drops_an_error_answer_but_never_the_replay() -> None:
    phone = Phone(0, None, "", Bucket(20, 10.0))  # type: ignore[arg-type]
    phone.queue(view(1, 0), view=True)
    for number in range(OUTBOX):
        phone.refuse(f"too many messages {number}")
    assert len(phone.outbox) == OUTBOX
    phone.queue('{"type": "replay"}')  # the oldest error makes room
    kinds = [json.loads(item.text)["type"] for item in phone.outbox]
    assert len(kinds) == OUTBOX and kinds[0] == "view" and kinds[-1] == "replay"
    assert all("messages 0" not in item.text for item in phone.outbox)
