"""Counts with a noun take Qt's plural forms (issue 25): "1 Punkt" and "2 Punkte" in German,
"1 point" and "2 points" in English, in every plural text of the catalogue and in the texts of
the games that say them."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from spielesammlung.core import registry
from spielesammlung.core.protocol import ALL_SEEING, Result, Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.games.geheime_mission.rules import Mission
from spielesammlung.ui.checkpoint.texts import CheckpointTexts
from spielesammlung.ui.geheime_mission.texts import MissionTexts
from spielesammlung.ui.i18n import Languages

NAMES = ("Anna", "Bert", "Clara", "David", "Emil")
TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


def _plural_texts() -> list[tuple[str, str]]:
    root = ElementTree.parse(TRANSLATIONS / "spielesammlung_de.ts").getroot()
    return [
        (context.findtext("name", ""), message.findtext("source", ""))
        for context in root.iter("context")
        for message in context.iter("message")
        if message.get("numerus") == "yes"
    ]


def test_counts_with_nouns_are_plural_texts() -> None:
    sources = {source for _context, source in _plural_texts()}
    assert "%1. %2: %n point(s), gold chips: %3" in sources  # Checkpoint's result card
    assert "%n move(s)" in sources  # the records


@pytest.mark.parametrize("language", ["de", "en"])
def test_one_takes_the_singular_and_two_the_plural(qapp, language) -> None:
    Languages().switch(language)
    try:
        for context, source in _plural_texts():
            one = QCoreApplication.translate(context, source, None, 1)
            two = QCoreApplication.translate(context, source, None, 2)
            assert "(s)" not in one + two, source
            assert one != two, f"{source}: no plural form in {language}"
            assert "1" in one and "2" in two
    finally:
        Languages().switch("en")


def _finished_checkpoint():  # type: ignore[no-untyped-def]
    """A finished 5-player Checkpoint game (seed 3: Bert, David and Emil end with 1 point,
    Clara with -1) and its view for everyone."""
    rules = registry.entry("checkpoint-charlie").rules()
    session = Session("checkpoint-charlie", rules, Setup(NAMES, {}), 3, [Seat()] * 5)
    rng = random.Random(3)
    while rules.result(session.state) is None:
        player = min(rules.to_act(session.state).players)
        session.act(player, rng.choice(list(rules.legal_actions(session.state, player))))
    result = rules.result(session.state)
    assert result is not None
    return rules.view_for(session.state, ALL_SEEING), result


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [("de", "1 Punkt,", "-1 Punkt,"), ("en", "1 point,", "-1 point,")],
)
def test_checkpoint_says_1_point(qapp, language, one, two) -> None:
    view, result = _finished_checkpoint()
    Languages().switch(language)
    try:
        lines = CheckpointTexts(NAMES).result_lines(view, result)
        assert any(line.startswith("1. Bert: ") and one in line for line in lines), lines
        assert any(line.startswith("5. Clara: ") and two in line for line in lines), lines
    finally:
        Languages().switch("en")


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [("de", "1 Punkt", "2 Punkte"), ("en", "1 point", "2 points")],
)
def test_geheime_mission_says_1_point_and_2_points(qapp, language, one, two) -> None:
    Languages().switch(language)
    try:
        texts = MissionTexts(Setup(("Anna", "Bert"), {}))
        assert texts.card_text(Mission((1, 1, 0, 0), 1)).endswith(f"({one})")
        assert texts.card_text(Mission((1, 1, 1, 0), 2)).endswith(f"({two})")
        lines = texts.result_lines(Result(frozenset({1}), (1, 2)))
        assert lines[-2].endswith(f": {one}") and lines[-1].endswith(f": {two}"), lines
    finally:
        Languages().switch("en")
