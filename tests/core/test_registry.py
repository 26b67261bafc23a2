"""The registry: ids, player counts and option ids are contracts (command line, saves)."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from spielesammlung.core import autoplay, registry, saves
from spielesammlung.core.jsonable import jsonable
from spielesammlung.core.protocol import ALL_SEEING, ActionCodec, Setup, options_with_defaults

from .helpers import TOY_ENTRY

IDS = ["heimlich", "geheime-mission", "spion-und-spion", "checkpoint-charlie", "allianz"]


def test_ids() -> None:
    assert [entry.id for entry in registry.GAMES] == IDS


@pytest.mark.parametrize(
    ("game_id", "players"),
    [
        ("heimlich", (2,)),
        ("geheime-mission", (2,)),
        ("spion-und-spion", (2, 4)),
        ("checkpoint-charlie", (3, 4, 5)),
        ("allianz", (2, 3, 4)),
    ],
)
def test_player_counts(game_id: str, players: tuple[int, ...]) -> None:
    assert registry.entry(game_id).players == players


@pytest.mark.parametrize(
    ("game_id", "options"),
    [
        ("heimlich", {"classic": (False, (False, True))}),
        (
            "geheime-mission",
            {
                "visor_only": (False, (False, True)),
                "first": ("red", ("red", "blue")),
                "harder": ("none", ("none", "Mikrofilm", "Raumschiff", "U-Boot", "Computer")),
            },
        ),
        ("spion-und-spion", {}),
        (
            "checkpoint-charlie",
            {"stasi": (False, (False, True)), "cafe_adler": (False, (False, True))},
        ),
        ("allianz", {"pairing": ("horizontal", ("horizontal", "vertical", "diagonal"))}),
    ],
)
def test_options(game_id: str, options: dict[str, tuple[object, tuple[object, ...]]]) -> None:
    entry = registry.entry(game_id)
    assert {spec.id: (spec.default, spec.choices) for spec in entry.options} == options
    for spec in entry.options:
        assert entry.option(spec.id) is spec
        assert spec.parse(str(spec.default)) == spec.default
    with pytest.raises(KeyError):
        entry.option("no-such-option")


def test_pairing_is_only_for_two_players() -> None:
    assert registry.entry("allianz").option("pairing").players == (2,)


def test_every_entry() -> None:
    for entry in registry.GAMES:
        assert [level.id for level in entry.levels] == ["easy", "medium", "strong"]
        assert entry.name_de and entry.name_en and entry.description
        assert entry.module is not None and entry.module.startswith("spielesammlung.games.")
        for spec in entry.options:
            assert spec.default in spec.choices
            assert all(type(choice) is type(spec.default) for choice in spec.choices)


def test_unknown_id() -> None:
    with pytest.raises(KeyError):
        registry.entry("toy")
    with pytest.raises(KeyError):
        registry.entry("Heimlich")


def test_a_registered_test_game(toy_registered: registry.GameEntry) -> None:
    assert registry.entry("toy") is TOY_ENTRY
    assert TOY_ENTRY.built
    assert TOY_ENTRY.rules().id == "toy"
    assert list(TOY_ENTRY.bots()) == ["easy", "medium", "strong"]


def test_not_built() -> None:
    for module in (None, "spielesammlung.games.no_such_game"):
        entry = registry.GameEntry("x", "X", "X", "", (2,), module=module)
        assert not entry.built
    with pytest.raises(LookupError):
        registry.GameEntry("x", "X", "X", "", (2,)).rules()


def test_an_empty_folder_is_not_built(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "emptygamefolder").mkdir()
    monkeypatch.syspath_prepend(str(tmp_path))
    assert not registry.GameEntry("x", "X", "X", "", (2,), module="emptygamefolder").built


# -- the contract of every game built so far ----------------------------------------------
def _package(entry: registry.GameEntry) -> object:
    assert entry.module is not None
    package = importlib.import_module(entry.module)
    if not hasattr(package, "GAME"):
        pytest.skip(f"{entry.id} is not built yet")
    return package


@pytest.mark.parametrize("entry", registry.GAMES, ids=lambda e: e.id)
def test_built_game_follows_the_protocol(entry: registry.GameEntry) -> None:
    if not entry.built:
        pytest.skip(f"{entry.id} is not built yet")
    _package(entry)
    game = entry.rules()
    assert game.id == entry.id
    assert isinstance(game.rules_version, int) and game.rules_version >= 1
    assert isinstance(game.codec, ActionCodec)
    bots = entry.bots()
    assert list(bots)[:2] == [level.id for level in entry.levels][:2]
    assert {level.id for level in entry.levels} <= set(bots)


@pytest.mark.parametrize("entry", registry.GAMES, ids=lambda e: e.id)
def test_built_game_first_actions_and_views_survive_json(entry: registry.GameEntry) -> None:
    if not entry.built:
        pytest.skip(f"{entry.id} is not built yet")
    _package(entry)
    game = entry.rules()
    for count in entry.players:
        names = tuple(f"P{i}" for i in range(count))
        state = game.new_game(Setup(names, options_with_defaults(entry.options, {})), 1)
        assert game.result(state) is None
        to_act = game.to_act(state)
        assert to_act.players | to_act.anyone
        for player in range(count):
            for action in game.legal_actions(state, player):
                data = json.loads(json.dumps(game.codec.encode(action)))
                assert game.codec.decode(data) == action
        for viewer in (None, ALL_SEEING, *range(count)):
            json.dumps(jsonable(game.view_for(state, viewer)))


@pytest.mark.parametrize("entry", registry.GAMES, ids=lambda e: e.id)
def test_built_game_saves_and_loads_a_whole_game(entry: registry.GameEntry) -> None:
    if not entry.built:
        pytest.skip(f"{entry.id} is not built yet")
    _package(entry)
    session = autoplay.play(entry.id, 11).session
    loaded = saves.loads(saves.dumps(session))
    assert [e.action for e in loaded.log] == [e.action for e in session.log]
    assert [loaded.state_at(i) for i in range(len(loaded.log) + 1)] == [
        session.state_at(i) for i in range(len(session.log) + 1)
    ]
