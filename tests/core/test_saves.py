"""Saves: round trips, atomic writes, every kind of bad file, autosaves."""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spielesammlung.core import registry, saves
from spielesammlung.core.saves import SUFFIX, Autosaves, Hosted, Phones, SaveError
from spielesammlung.core.seats import COMPUTER, HUMAN, PHONE, Seat
from spielesammlung.core.session import Session

from .helpers import TOY_ENTRY, toy_session
from .toy_game import GAME, Pick, Shout

pytestmark = pytest.mark.usefixtures("toy_registered")


def _played(*kinds: str) -> Session:
    """A toy session with a reveal, an undo and a redo tail."""
    session = toy_session(*kinds)
    session.act(0, Pick(1))
    session.act(1, Pick(2))
    session.act(1, Shout())
    session.act(0, Pick(2))
    session.undo()
    return session


def _same_session(a: Session, b: Session) -> None:
    assert b.game_id == a.game_id
    assert b.setup == a.setup and b.seed == a.seed and b.seats == a.seats
    assert b.cursor == a.cursor
    assert [(e.player, e.action) for e in b.log] == [(e.player, e.action) for e in a.log]
    assert [b.state_at(i) for i in range(len(b.log) + 1)] == [
        a.state_at(i) for i in range(len(a.log) + 1)
    ]
    assert b.events_for(0) == a.events_for(0)


def test_round_trip(tmp_path: Path) -> None:
    session = _played(HUMAN, COMPUTER)
    path = tmp_path / f"game{SUFFIX}"
    saves.save(session, path)
    seen: list[Session] = []
    loaded = saves.load(path, on_change=seen.append)
    _same_session(session, loaded)
    assert loaded.setup.options == {"loud": True, "goal": 5, "hue": "blue"}
    assert loaded.can_redo() and loaded.can_undo() == session.can_undo()
    assert seen == []  # replaying does not notify
    loaded.redo()
    assert seen == [loaded]
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_saved_file_is_plain_versioned_json(tmp_path: Path) -> None:
    path = tmp_path / "a.spiel"
    saves.save(_played(), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == saves.FORMAT and data["format_version"] == saves.FORMAT_VERSION
    assert data["game"] == "toy" and data["rules_version"] == GAME.rules_version
    assert data["seats"] == [{"kind": "human", "level": None}] * 2
    assert data["actions"][0] == {"player": 0, "action": {"type": "Pick", "number": 1}}
    assert data["cursor"] == 3 and len(data["actions"]) == 4


def test_names_survive_the_round_trip() -> None:
    session = toy_session()
    session.setup = type(session.setup)(('Jürgen "Jo" 👾', "Ölaf\n"), session.setup.options)
    loaded = saves.loads(saves.dumps(session))
    assert loaded.setup.players == session.setup.players


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.sampled_from([HUMAN, COMPUTER]), min_size=2, max_size=2),
    st.integers(-(2**70), 2**70),
    st.lists(st.tuples(st.sampled_from(["act", "act", "undo", "redo"]), st.integers(0, 9))),
)
def test_round_trip_of_random_sessions(
    kinds: list[str], seed: int, steps: list[tuple[str, int]]
) -> None:
    session = toy_session(*kinds, seed=seed)
    for command, pick in steps:
        if command == "undo" and session.can_undo():
            session.undo()
        elif command == "redo" and session.can_redo():
            session.redo()
        elif command == "act":
            to_act = GAME.to_act(session.state)
            movers = sorted(to_act.players | to_act.anyone)
            if movers:
                player = movers[pick % len(movers)]
                legal = GAME.legal_actions(session.state, player)
                session.act(player, legal[pick % len(legal)])
    _same_session(session, saves.loads(saves.dumps(session)))


def test_phones_round_trip_with_the_game(tmp_path: Path) -> None:
    """A game played with phones keeps the server's port and the seats' tokens (issue 23)."""
    session = toy_session()
    session.seats = (Seat(place=PHONE), Seat())
    kept = Phones(40123, {0: "A" * 24, 1: "b-_9" * 6})
    path = tmp_path / f"game{SUFFIX}"
    saves.save(session, path, kept)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["phones"] == {"port": 40123, "tokens": {"0": "A" * 24, "1": "b-_9" * 6}}
    assert data["seats"][0] == {"kind": "human", "level": None, "place": "phone"}
    assert saves.phones(path) == kept
    _same_session(session, saves.load(path))


def test_a_hosted_game_keeps_its_port_and_spectator_code(tmp_path: Path) -> None:
    """A game with seats on other computers resumes with the same codes (issue 26)."""
    path = tmp_path / f"game{SUFFIX}"
    saves.save(_played(), path, None, Hosted(40124, "KTWX"))
    assert json.loads(path.read_text(encoding="utf-8"))["hosted"] == {
        "port": 40124,
        "spectator": "KTWX",
    }
    assert saves.kept(path) == (None, Hosted(40124, "KTWX"))
    for bad in ([], {"port": 0, "spectator": "KTWX"}, {"port": 40124, "spectator": "k"}):
        data = json.loads(path.read_text(encoding="utf-8"))
        data["hosted"] = bad
        path.write_text(json.dumps(data), encoding="utf-8")
        assert saves.kept(path) == (None, None), bad
        assert saves.load(path).cursor == 3


def test_a_save_without_phones_or_with_bad_ones_is_a_game_at_the_screen(tmp_path: Path) -> None:
    path = tmp_path / f"game{SUFFIX}"
    saves.save(_played(), path)
    assert "phones" not in json.loads(path.read_text(encoding="utf-8"))
    assert saves.phones(path) is None
    assert saves.phones(tmp_path / "missing.spiel") is None
    good = {"port": 40123, "tokens": {"0": "A" * 24}}
    for bad in (
        [],
        {**good, "port": 0},
        {**good, "port": True},
        {**good, "port": 70000},
        {**good, "tokens": ["A" * 24]},
        {**good, "tokens": {"0": "short"}},
        {**good, "tokens": {"0": "A" * 23 + "/"}},
        {**good, "tokens": {"x": "A" * 24}},
        {**good, "tokens": {"١": "A" * 24}},  # an Arabic-Indic one is no seat
    ):
        data = json.loads(path.read_text(encoding="utf-8"))
        data["phones"] = bad
        path.write_text(json.dumps(data), encoding="utf-8")
        assert saves.phones(path) is None, bad
        assert saves.load(path).cursor == 3  # the game itself loads


# -- atomic writes ------------------------------------------------------------------------
def test_save_creates_the_folder_and_leaves_no_temp_files(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "x.spiel"
    saves.save(_played(), path)
    saves.save(toy_session(), path)
    assert os.listdir(path.parent) == ["x.spiel"]
    assert saves.load(path).cursor == 0


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "x.spiel"
    saves.save(_played(), path)
    old = path.read_bytes()

    def broken_replace(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        saves.save(toy_session(), path)
    assert path.read_bytes() == old
    assert os.listdir(tmp_path) == ["x.spiel"]


def test_write_interrupted_midway_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.spiel"
    path.write_text("old", encoding="utf-8")

    def broken_fsync(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(KeyboardInterrupt):
        saves.write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert os.listdir(tmp_path) == ["x.spiel"]


# -- bad files ----------------------------------------------------------------------------
def _good() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(saves.dumps(_played()))
    return data


def _edit(change: Callable[[dict[str, Any]], object]) -> str:
    data = _good()
    change(data)
    return json.dumps(data)


def _set(key: str, value: object) -> Callable[[dict[str, Any]], object]:
    return lambda d: d.__setitem__(key, value)


def _action(index: int, value: object) -> Callable[[dict[str, Any]], object]:
    return lambda d: d["actions"].__setitem__(index, value)


BAD_FILES: list[tuple[str, bytes | str, str]] = [
    ("empty", b"", "damaged"),
    ("whitespace", "  \n", "damaged"),
    ("truncated", saves.dumps(_played())[:-40], "damaged"),
    ("binary", bytes(range(256)) * 4, "foreign"),
    ("latin-1", "Spielstand für Jürgen".encode("latin-1"), "foreign"),
    ("nul", b"\x00" * 64, "damaged"),
    ("a list", "[1, 2, 3]", "foreign"),
    ("a number", "42", "foreign"),
    ("a string", '"spielesammlung-save"', "foreign"),
    ("null", "null", "foreign"),
    ("foreign json", '{"format": "other-app", "version": 3}', "foreign"),
    ("no format", '{"game": "toy"}', "foreign"),
    ("huge number", '{"format": "spielesammlung-save", "seed": ' + "9" * 5000 + "}", "damaged"),
    ("deep nesting", "[" * 100_000 + "]" * 100_000, "damaged"),
    ("no version", _edit(lambda d: d.pop("format_version")), "damaged"),
    ("version text", _edit(_set("format_version", "1")), "damaged"),
    ("version bool", _edit(_set("format_version", True)), "damaged"),
    ("newer format", _edit(_set("format_version", saves.FORMAT_VERSION + 1)), "newer"),
    ("newer rules", _edit(_set("rules_version", GAME.rules_version + 1)), "newer"),
    ("no rules version", _edit(lambda d: d.pop("rules_version")), "damaged"),
    ("rules version text", _edit(_set("rules_version", "1")), "damaged"),
    ("unknown game", _edit(_set("game", "mensch-aergere-dich-nicht")), "unknown-game"),
    ("no game", _edit(lambda d: d.pop("game")), "unknown-game"),
    ("game id list", _edit(_set("game", ["toy"])), "unknown-game"),
    ("three players", _edit(lambda d: d["setup"]["players"].append("Cleo")), "damaged"),
    ("one player", _edit(lambda d: d["setup"]["players"].pop()), "damaged"),
    ("players text", _edit(lambda d: d["setup"].__setitem__("players", "AB")), "damaged"),
    ("player name number", _edit(lambda d: d["setup"]["players"].__setitem__(0, 5)), "damaged"),
    ("no setup", _edit(lambda d: d.pop("setup")), "damaged"),
    ("setup list", _edit(_set("setup", [])), "damaged"),
    ("no options", _edit(lambda d: d["setup"].pop("options")), "damaged"),
    ("options list", _edit(lambda d: d["setup"].__setitem__("options", [])), "damaged"),
    ("options pairs", _edit(lambda d: d["setup"].__setitem__("options", [["goal", 5]])), "damaged"),
    ("unknown option", _edit(lambda d: d["setup"]["options"].__setitem__("x", 1)), "damaged"),
    ("bad option", _edit(lambda d: d["setup"]["options"].__setitem__("goal", 4)), "damaged"),
    ("bool option 1", _edit(lambda d: d["setup"]["options"].__setitem__("loud", 1)), "damaged"),
    ("seed text", _edit(_set("seed", "7")), "damaged"),
    ("seed float", _edit(_set("seed", 7.0)), "damaged"),
    ("seed bool", _edit(_set("seed", True)), "damaged"),
    ("seed null", _edit(_set("seed", None)), "damaged"),
    ("no seed", _edit(lambda d: d.pop("seed")), "damaged"),
    ("one seat", _edit(lambda d: d["seats"].pop()), "damaged"),
    ("seat kind", _edit(lambda d: d["seats"].__setitem__(0, {"kind": "alien"})), "damaged"),
    ("seat text", _edit(lambda d: d["seats"].__setitem__(0, "human")), "damaged"),
    ("seats dict", _edit(_set("seats", {"kind": "human"})), "damaged"),
    (
        "seat level",
        _edit(lambda d: d["seats"].__setitem__(0, {"kind": "computer", "level": 3})),
        "damaged",
    ),
    (
        "unknown level",
        _edit(lambda d: d["seats"].__setitem__(1, {"kind": "computer", "level": "godlike"})),
        "damaged",
    ),
    ("no actions", _edit(lambda d: d.pop("actions")), "damaged"),
    ("actions dict", _edit(_set("actions", {})), "damaged"),
    ("actions number", _edit(_set("actions", 3)), "damaged"),
    ("cursor text", _edit(_set("cursor", "2")), "damaged"),
    ("cursor bool", _edit(_set("cursor", True)), "damaged"),
    ("cursor negative", _edit(_set("cursor", -1)), "damaged"),
    ("cursor too far", _edit(_set("cursor", 5)), "damaged"),
    (
        "unknown action type",
        _edit(_action(2, {"player": 1, "action": {"type": "Sing"}})),
        "invalid",
    ),
    (
        "illegal action",
        _edit(_action(2, {"player": 1, "action": {"type": "Pick", "number": 3}})),
        "invalid",
    ),
    (
        "illegal replay",
        _edit(_action(1, {"player": 0, "action": {"type": "Pick", "number": 2}})),
        "invalid",
    ),
    ("wrong player", _edit(_action(2, {"player": 2, "action": {"type": "Shout"}})), "invalid"),
    ("player text", _edit(_action(2, {"player": "1", "action": {"type": "Shout"}})), "invalid"),
    ("player bool", _edit(_action(2, {"player": True, "action": {"type": "Shout"}})), "invalid"),
    (
        "field type",
        _edit(_action(2, {"player": 1, "action": {"type": "Pick", "number": "1"}})),
        "invalid",
    ),
    ("action list", _edit(_action(2, [1, "Shout"])), "invalid"),
    ("action text", _edit(_action(2, "Shout")), "invalid"),
    ("action type list", _edit(_action(2, {"player": 1, "action": {"type": []}})), "invalid"),
    ("no player", _edit(_action(2, {"action": {"type": "Shout"}})), "invalid"),
]


@pytest.mark.parametrize(
    ("content", "kind"), [(c, k) for _, c, k in BAD_FILES], ids=[n for n, _, _ in BAD_FILES]
)
def test_bad_file_gives_a_typed_error(tmp_path: Path, content: bytes | str, kind: str) -> None:
    path = tmp_path / "bad.spiel"
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    with pytest.raises(SaveError) as caught:
        saves.load(path)
    assert caught.value.kind == kind, caught.value
    assert path.read_bytes() == content and path.stat().st_mtime_ns == 1_000_000_000
    assert os.listdir(tmp_path) == ["bad.spiel"]


def test_invalid_action_names_its_step() -> None:
    text = _edit(_action(2, {"player": 1, "action": {"type": "Pick", "number": 3}}))
    with pytest.raises(SaveError, match="action 3"):
        saves.loads(text)


def test_missing_file_is_unreadable(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as caught:
        saves.load(tmp_path / "nothing.spiel")
    assert caught.value.kind == "unreadable"
    with pytest.raises(SaveError) as caught:
        saves.load(tmp_path)
    assert caught.value.kind == "unreadable"


def test_loading_a_good_file_does_not_write_it(tmp_path: Path) -> None:
    path = tmp_path / "good.spiel"
    saves.save(_played(), path)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    content = path.read_bytes()
    loaded = saves.load(path)
    loaded.redo()
    assert path.read_bytes() == content and path.stat().st_mtime_ns == 1_000_000_000
    assert os.listdir(tmp_path) == ["good.spiel"]


def test_missing_cursor_means_the_end() -> None:
    loaded = saves.loads(_edit(lambda d: d.pop("cursor")))
    assert loaded.cursor == len(loaded.log) == 4


def test_missing_options_get_their_defaults() -> None:
    loaded = saves.loads(_edit(lambda d: d["setup"].__setitem__("options", {"goal": 5})))
    assert loaded.setup.options == {"loud": False, "goal": 5, "hue": "red"}


def test_game_not_built(monkeypatch: pytest.MonkeyPatch) -> None:
    for module in (None, "tests.core.no_such_module"):
        entry = registry.GameEntry("toy", "T", "T", "", (2,), TOY_ENTRY.options, module=module)
        monkeypatch.setattr(registry, "GAMES", (entry,))
        with pytest.raises(SaveError) as caught:
            saves.loads(saves.dumps(_played()))
        assert caught.value.kind == "unknown-game"


def test_game_half_built(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A package without GAME, or one failing on import, is not a loadable game."""
    for name, init in (("halfgame", "X = 1\n"), ("brokengame", "raise RuntimeError('wip')\n")):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text(init, encoding="utf-8")
    (tmp_path / "emptygame").mkdir()
    monkeypatch.syspath_prepend(str(tmp_path))
    for module in ("halfgame", "brokengame", "emptygame"):
        entry = registry.GameEntry("toy", "T", "T", "", (2,), TOY_ENTRY.options, module=module)
        monkeypatch.setattr(registry, "GAMES", (entry,))
        with pytest.raises(SaveError) as caught:
            saves.loads(saves.dumps(_played()))
        assert caught.value.kind == "unknown-game"
        sys.modules.pop(module, None)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_crash(content: bytes) -> None:
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        return
    with pytest.raises(SaveError):
        saves.loads(text)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=5), c, max_size=3),
    max_leaves=8,
)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(sorted(_good())), json_values)
def test_any_top_level_field_replaced_never_crashes(key: str, value: object) -> None:
    data = _good()
    data[key] = value
    with contextlib.suppress(SaveError):
        saves.from_json(data)


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 3), st.sampled_from(["player", "action", "whole"]), json_values)
def test_any_action_replaced_never_crashes(index: int, part: str, value: object) -> None:
    data = _good()
    if part == "whole":
        data["actions"][index] = value
    else:
        data["actions"][index][part] = value
    try:
        saves.from_json(data)
    except SaveError as error:
        assert error.kind in ("invalid", "damaged")


# -- autosaves ----------------------------------------------------------------------------
def test_new_paths_are_unique_and_inside_the_folder(tmp_path: Path) -> None:
    autosaves = Autosaves(tmp_path / "auto")
    paths = {autosaves.new_path("toy") for _ in range(500)}
    assert len(paths) == 500
    assert all(p.parent == tmp_path / "auto" and p.suffix == SUFFIX for p in paths)
    assert all(p.name.startswith("toy-") for p in paths)


def test_list_newest_first(tmp_path: Path) -> None:
    autosaves = Autosaves(tmp_path)
    assert Autosaves(tmp_path / "missing").list() == []
    paths = [autosaves.new_path("toy") for _ in range(3)]
    for age, path in zip((300, 100, 200), paths, strict=True):
        saves.save(toy_session(), path)
        os.utime(path, (1_700_000_000 - age, 1_700_000_000 - age))
    (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
    (tmp_path / f"folder{SUFFIX}").mkdir()
    assert autosaves.list() == [paths[1], paths[2], paths[0]]


def test_discard_only_inside_its_folder(tmp_path: Path) -> None:
    folder = tmp_path / "auto"
    autosaves = Autosaves(folder)
    inside = autosaves.new_path("toy")
    saves.save(toy_session(), inside)
    outside = tmp_path / f"mine{SUFFIX}"
    saves.save(toy_session(), outside)
    sneaky = folder / ".." / f"mine{SUFFIX}"
    autosaves.discard(outside)
    autosaves.discard(sneaky)
    assert outside.exists()
    other = folder / "notes.txt"
    other.write_text("mine", encoding="utf-8")
    autosaves.discard(other)
    assert other.exists()
    autosaves.discard(inside)
    assert not inside.exists()
    autosaves.discard(inside)  # already gone: fine


def test_list_leaves_out_a_file_that_vanishes(tmp_path: Path, monkeypatch) -> None:
    autosaves = Autosaves(tmp_path)
    kept, gone = autosaves.new_path("toy"), autosaves.new_path("toy")
    saves.save(toy_session(), kept)
    saves.save(toy_session(), gone)
    real_stat = Path.stat

    def stat(path: Path, **kwargs):  # the file is deleted between listing and looking at it
        if path == gone:
            raise FileNotFoundError(path)
        return real_stat(path, **kwargs)

    monkeypatch.setattr(Path, "stat", stat)
    assert autosaves.list() == [kept]


def test_writer_saves_after_every_change(tmp_path: Path) -> None:
    autosaves = Autosaves(tmp_path / "auto")
    path = autosaves.new_path("toy")
    session = toy_session(HUMAN, COMPUTER, on_change=saves.writer(path))
    assert not path.exists()
    for player, action in ((0, Shout()), (1, Shout()), (0, Pick(1))):
        session.act(player, action)
        _same_session(session, saves.load(path))
    session.undo()
    assert saves.load(path).cursor == session.cursor
    session.redo()
    assert saves.load(path).cursor == session.cursor
    assert autosaves.list() == [path]
    assert os.listdir(path.parent) == [path.name]


def test_summary_of_a_good_file(tmp_path: Path) -> None:
    path = tmp_path / "a.spiel"
    saves.save(_played(), path)
    summary = saves.summary(path)
    assert summary.path == path and summary.game_id == "toy"
    assert summary.players == ("Ada", "Bea") and summary.moves == 3
    assert summary.saved_at


HEAD = b'{"format": "spielesammlung-save", "game": "toy", "setup": '


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\xff\xfe\x00",
        b"[]",
        b'{"format": "other"}',
        b'{"format": "spielesammlung-save"}',
        HEAD + b'[], "actions": []}',
        HEAD + b'{"players": 3}, "actions": []}',
        HEAD + b'{"players": []}, "actions": 3}',
        HEAD + b'{"players": []}, "cursor": "x"}',
        HEAD + b'{"players": []}, "cursor": 1e999}',
        HEAD + b'{"players": []}, "cursor": ' + b"1" * 5000 + b"}",
        b"[" * 100_000,
    ],
)
def test_summary_of_bad_files(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "bad.spiel"
    path.write_bytes(content)
    with pytest.raises(SaveError):
        saves.summary(path)
    assert path.read_bytes() == content


def test_summary_of_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as caught:
        saves.summary(tmp_path / "gone.spiel")
    assert caught.value.kind == "unreadable"


def test_a_reseated_game_keeps_each_players_phone_link() -> None:
    kept = Phones(40123, {0: "A" * 24, 2: "C" * 24})
    assert kept.reseated((2, 1, 0)) == Phones(40123, {0: "C" * 24, 2: "A" * 24})
    assert kept.reseated((1, 0, 2)) == Phones(40123, {1: "A" * 24, 2: "C" * 24})
