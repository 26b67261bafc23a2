"""The new-game dialog offers three computer levels, each with one line on how it plays; the
hint asks the strong level."""

from __future__ import annotations

from PySide6.QtCore import Qt

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import RandomBot, Seat
from spielesammlung.core.session import Session
from spielesammlung.ui import games
from tests.core import toy_game


def _dialog(qtbot, game_id: str = "spion-und-spion"):
    from spielesammlung.ui.new_game import NewGameDialog

    dialog = NewGameDialog(game_id, "en")
    qtbot.addWidget(dialog)
    return dialog


def test_the_dialog_offers_three_levels_with_a_line_each(window, qtbot) -> None:
    dialog = _dialog(qtbot)
    kind = dialog.kinds[1]
    items = [kind.itemText(i) for i in range(kind.count())]
    places = ["At the screen", "On a phone", "On another computer"]
    assert items == [*places, "Computer: Easy", "Computer: Medium", "Computer: Strong"]
    assert [kind.itemData(i) for i in range(3, 6)] == [
        Seat("computer", level) for level in ("easy", "medium", "strong")
    ]
    assert kind.currentData() == Seat("computer", "easy")  # easy stays the default
    tips = [kind.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(3, 6)]
    assert [tip.split(":")[0] for tip in tips] == ["Easy", "Medium", "Strong"]
    assert dialog.level_help.text().splitlines() == tips


def test_the_level_lines_in_german(window, qtbot) -> None:
    window.menus.language_actions["de"].trigger()
    try:
        dialog = _dialog(qtbot)
        lines = dialog.level_help.text().splitlines()
        assert [line.split(":")[0] for line in lines] == ["Leicht", "Mittel", "Stark"]
        assert all(
            line != games.LEVEL_SUMMARIES[level]
            for line, level in zip(lines, ("easy", "medium", "strong"), strict=True)
        )
    finally:
        window.menus.language_actions["en"].trigger()


class _Strong(RandomBot):
    pass


def test_the_hint_asks_the_strong_level(window, qtbot, monkeypatch) -> None:
    entry = toy_game.ENTRY
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, entry))
    bots = {"easy": RandomBot, "medium": RandomBot, "strong": _Strong}
    monkeypatch.setattr(toy_game, "BOTS", bots)
    session = Session(
        "toy", toy_game.GAME, Setup(("Anna", "Bert")), 7, [Seat(), Seat("computer", "easy")]
    )
    window.start_session(session, window.autosaves.new_path("toy"))
    assert isinstance(window.controller.hint_bot, _Strong)
