"""Three computer levels in every game: the ids easy, medium, strong are contracts."""

from __future__ import annotations

import json

import pytest

from spielesammlung.core import registry, saves

LEVELS = ["easy", "medium", "strong"]

# A save written before the medium level existed: a game of Heimlich, the computer seats
# named by the two old levels, no move played yet.
OLD_SAVE = {
    "format": "spielesammlung-save",
    "format_version": 1,
    "app_version": "0.1.0",
    "game": "heimlich",
    "rules_version": 1,
    "setup": {"players": ["Anna", "Bert"], "options": {"classic": False}},
    "seed": 5,
    "seats": [{"kind": "computer", "level": "easy"}, {"kind": "computer", "level": "strong"}],
    "actions": [],
    "cursor": 0,
    "saved_at": "2026-01-01T12:00:00+0000",
}


@pytest.mark.parametrize("entry", registry.GAMES, ids=lambda e: e.id)
def test_every_game_has_easy_medium_strong_in_this_order(entry: registry.GameEntry) -> None:
    assert [level.id for level in entry.levels] == LEVELS
    assert list(entry.bots()) == LEVELS


def test_a_save_naming_the_old_levels_still_loads() -> None:
    session = saves.loads(json.dumps(OLD_SAVE))
    assert [seat.level for seat in session.seats] == ["easy", "strong"]
    assert session.game_id == "heimlich"


@pytest.mark.parametrize("entry", registry.GAMES, ids=lambda e: e.id)
def test_saves_of_every_level_load_in_every_game(entry: registry.GameEntry) -> None:
    from spielesammlung.core.protocol import Setup, options_with_defaults
    from spielesammlung.core.seats import Seat
    from spielesammlung.core.session import Session

    count = max(entry.players)
    levels = (LEVELS * 2)[:count]
    setup = Setup(
        tuple(f"P{i}" for i in range(count)), options_with_defaults(entry.options, {}, count)
    )
    seats = [Seat("computer", level) for level in levels]
    session = Session(entry.id, entry.rules(), setup, 3, seats)
    loaded = saves.loads(saves.dumps(session))
    assert [seat.level for seat in loaded.seats] == levels
