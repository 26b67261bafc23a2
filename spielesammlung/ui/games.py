"""The UI side of the registry: which games have a board, their texts for options and levels."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..core import registry
from ..core.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ..core.protocol import OptionValue, Setup
    from .board import BoardUi

#: game id -> module with `create_board(setup) -> BoardUi`
BOARDS = {
    "heimlich": "spielesammlung.ui.heimlich.board",
    "geheime-mission": "spielesammlung.ui.geheime_mission.board",
    "spion-und-spion": "spielesammlung.ui.spion.board",
    "checkpoint-charlie": "spielesammlung.ui.checkpoint.board",
    "allianz": "spielesammlung.ui.allianz.board",
}

#: game id -> module with its guided first game, `LESSON` (see ui/lessons.py and ui/coach.py)
LESSONS = {
    "heimlich": "spielesammlung.ui.heimlich.lesson",
    "geheime-mission": "spielesammlung.ui.geheime_mission.lesson",
    "allianz": "spielesammlung.ui.allianz.lesson",
    "spion-und-spion": "spielesammlung.ui.spion.lesson",
    "checkpoint-charlie": "spielesammlung.ui.checkpoint.lesson",
}

OPTION_LABELS = {
    "classic": QT_TRANSLATE_NOOP("Options", "Classic rules (all enclosed lines flip)"),
    "visor_only": QT_TRANSLATE_NOOP("Options", "Visor only (no mission cards, for children)"),
    "first": QT_TRANSLATE_NOOP("Options", "Colour that opens the first round"),
    "stasi": QT_TRANSLATE_NOOP("Options", "Variant: Stasi officer"),
    "cafe_adler": QT_TRANSLATE_NOOP("Options", "Variant: Café Adler"),
    "pairing": QT_TRANSLATE_NOOP("Options", "Opponents sit"),
    "harder": QT_TRANSLATE_NOOP("Options", "Harder missions: one more of"),
}

CHOICE_LABELS = {
    "red": QT_TRANSLATE_NOOP("Options", "Red"),
    "blue": QT_TRANSLATE_NOOP("Options", "Blue"),
    "horizontal": QT_TRANSLATE_NOOP("Options", "side by side (A against B)"),
    "vertical": QT_TRANSLATE_NOOP("Options", "one above the other (A against D)"),
    "diagonal": QT_TRANSLATE_NOOP("Options", "diagonally (A against C)"),
    "none": QT_TRANSLATE_NOOP("Options", "nothing (normal missions)"),
    "Mikrofilm": QT_TRANSLATE_NOOP("Options", "Microfilm"),
    "Raumschiff": QT_TRANSLATE_NOOP("Options", "Spaceship"),
    "U-Boot": QT_TRANSLATE_NOOP("Options", "Submarine"),
    "Computer": QT_TRANSLATE_NOOP("Options", "Computer"),
}


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


def option_label(option_id: str) -> str:
    return translated("Options", OPTION_LABELS.get(option_id, option_id))


def choice_label(value: OptionValue) -> str:
    return translated("Options", CHOICE_LABELS.get(str(value), str(value)))


def level_summary(level_id: str) -> str:
    """One line on how a computer level plays (empty for a level without one)."""
    text = LEVEL_SUMMARIES.get(level_id)
    return translated("Games", text) if text else ""


def playable(game_id: str) -> bool:
    """Built rules and a board to show them."""
    return game_id in BOARDS and registry.entry(game_id).built


def create_board(game_id: str, setup: Setup) -> BoardUi:
    board: BoardUi = importlib.import_module(BOARDS[game_id]).create_board(setup)
    return board


def has_lesson(game_id: str) -> bool:
    """Whether the game has a guided first game ("Learn to play")."""
    return game_id in LESSONS


def title(game_id: str, language: str) -> str:
    """German title; in the English UI with the English subtitle."""
    entry = registry.entry(game_id)
    return entry.name_de if language == "de" else entry.name_en
