"""The UI side of the registry: each game's board and lesson (named in its entry), the texts of
options and levels."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..core import registry
from ..core.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ..core.entry import GameEntry
    from ..core.options import OptionSpec
    from ..core.protocol import OptionValue, Setup
    from .board import BoardUi

LEVEL_SUMMARIES = {
    "easy": QT_TRANSLATE_NOOP(
        "Games", "Easy: plays at once and makes mistakes; for beginners and children."
    ),
    "medium": QT_TRANSLATE_NOOP(
        "Games", "Medium: plays sensibly and looks a little ahead; it can be beaten."
    ),
    "strong": QT_TRANSLATE_NOOP(
        "Games", "Strong: thinks up to a second a move and looks far ahead; a real challenge."
    ),
}


def translated(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def option_label(spec: OptionSpec) -> str:
    return translated("Options", spec.label or spec.id)


def choice_label(spec: OptionSpec, value: OptionValue) -> str:
    return translated("Options", spec.choice_label(value))


def level_summary(level_id: str) -> str:
    """One line on how a computer level plays (empty for a level without one)."""
    text = LEVEL_SUMMARIES.get(level_id)
    return translated("Games", text) if text else ""


def playable(game_id: str) -> bool:
    """Built rules and a board to show them."""
    try:
        return registry.entry(game_id).playable
    except KeyError:
        return False


def create_board(game_id: str, setup: Setup) -> BoardUi:
    module = registry.entry(game_id).board
    assert module is not None, game_id
    board: BoardUi = importlib.import_module(module).create_board(setup)
    return board


def has_lesson(game_id: str) -> bool:
    """Whether the game has a guided first game ("Learn to play")."""
    return registry.entry(game_id).lesson is not None


def title(game_id: str, language: str) -> str:
    """German title; in the English UI with the English subtitle."""
    return entry_title(registry.entry(game_id), language)


def entry_title(entry: GameEntry, language: str) -> str:
    """The title of a game one holds the entry of (it need not be in the list any more)."""
    return entry.name_de if language == "de" else entry.name_en
