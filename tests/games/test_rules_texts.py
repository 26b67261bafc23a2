"""The in-app rules speak to players: no notes meant for the people who build the app."""

from __future__ import annotations

import re

import pytest

from spielesammlung.core import registry
from spielesammlung.ui.paths import rules_text

#: words of a note to developers (English and German), never of a rule
DEVELOPER_WORDS = re.compile(
    r"C[- ]compiler|\bcompil|\bour\b|\bwe\b|\bus\b|\bunser|\bwir\b|\buns\b|implement|\btests?\b"
    r"|\bgetestet|\bcode\b|\bquellcode|\bproje[ck]t|\bsolver\b|\blöser\b|\bdeveloper|\bentwickler"
    r"|\bbug\b|\brulings\b|\bpython\b|\bmodul",
    re.IGNORECASE,
)


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("game_id", [entry.id for entry in registry.GAMES])
def test_the_rules_text_speaks_to_players_only(game_id: str, language: str) -> None:
    text = rules_text(game_id, language).read_text(encoding="utf-8")
    found = [
        f"line {number}: {line.strip()}"
        for number, line in enumerate(text.splitlines(), 1)
        if DEVELOPER_WORDS.search(line)
    ]
    assert not found, "\n".join(found)


def test_the_check_finds_the_notes_it_is_meant_for() -> None:
    for note in (
        "The real list of cards is not known; these 18 cards are our choice.",
        "(On an installation without a C compiler the solver is slower)",
        "Die echte Kartenliste ist nicht bekannt; diese 18 Karten sind unsere Festlegung.",
        "an opening book made by the project's own solver",
        "This is how the implementation handles it; see the test.",
    ):
        assert DEVELOPER_WORDS.search(note), note
