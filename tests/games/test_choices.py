"""Every game's model of a seat's choices (games/<game>/choices.py, core/choices.py): one
choice per legal action in the order of `legal`, stable ids, words from the catalogue in both
languages, made of the seat's view only."""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

from spielesammlung.core import registry
from spielesammlung.core.catalogue import catalogue
from spielesammlung.core.choices import Choices
from spielesammlung.core.label import Label
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session

TABLES = [  # (game, players, options) with choices beside the board
    ("geheime-mission", 2, {}),
    ("spion-und-spion", 2, {}),
    ("spion-und-spion", 4, {}),
    ("checkpoint-charlie", 3, {}),
    ("checkpoint-charlie", 5, {"stasi": True, "cafe_adler": True}),
    ("heimlich", 2, {}),
    ("heimlich", 2, {"classic": True}),
    ("allianz", 2, {}),
    ("allianz", 4, {}),
]


def model(game_id: str) -> Any | None:
    """The game's choices module, or None while it has none."""
    package = registry.entry(game_id).module
    try:
        return importlib.import_module(f"{package}.choices")
    except ModuleNotFoundError:
        return None


def labels(item: Label | str | None) -> list[Label]:
    """`item` and the labels filling its placeholders."""
    if not isinstance(item, Label):
        return []
    return [item] + [inner for arg in item.args for inner in labels(arg)]


def check(choices: Choices, legal: list[Any]) -> None:
    assert [c.action for c in choices.items] == legal
    assert len({c.id for c in choices.items}) == len(legal), [c.id for c in choices.items]
    words = [choices.prompt] + [w for c in choices.items for w in (c.label, c.group, c.note)]
    for label in (inner for word in words for inner in labels(word)):
        for language in ("en", "de"):
            assert (label.context, label.source) in catalogue(language), (language, label)
        placeholders = sum(f"%{n}" in label.source for n in range(1, 10))
        assert placeholders == len(label.args), label


def pick(rng: random.Random, legal: list[Any], by_kind: bool) -> Any:
    """A random legal action; `by_kind`: each kind of action equally likely, so that rare steps
    (diplomacy, accusations) are reached too."""
    if by_kind:
        kind = rng.choice(sorted({type(a).__name__ for a in legal}))
        legal = [a for a in legal if type(a).__name__ == kind]
    return rng.choice(legal)


@pytest.mark.parametrize(("game_id", "players", "options"), TABLES)
def test_every_legal_action_has_one_choice_in_catalogue_words(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    module = model(game_id)
    if module is None:
        pytest.skip(f"{game_id} has no choices model yet")
    names = tuple(f"P{i + 1}" for i in range(players))
    steps = 100 if game_id == "allianz" else 400  # Allianz: about 90 moves a turn to word
    for seed in range(3):
        rules = registry.entry(game_id).rules()
        session = Session(game_id, rules, Setup(names, options), seed, [Seat()] * players)
        game, rng = session.game, random.Random(seed)
        for _ in range(steps):
            if session.result is not None:
                break
            to_act = game.to_act(session.state)
            for seat in range(players):
                legal = game.legal_actions(session.state, seat) if to_act.may_act(seat) else []
                legal = list(legal)
                check(module.choices(game.view_for(session.state, seat), seat, legal), legal)
            seat = min(to_act.players or to_act.anyone)
            session.act(seat, pick(rng, list(game.legal_actions(session.state, seat)), seed > 0))
