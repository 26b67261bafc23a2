"""Checkpoint Charlie's header on a small window at a large text size (issue 25): the prompt,
its button and the right column (round, supply, whose view) keep their words apart, and the
rows hold name, agent and the Start pill, with five players of long names, in German."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.core.session import Session
from spielesammlung.ui.checkpoint import header
from spielesammlung.ui.checkpoint.header import breakable
from spielesammlung.ui.checkpoint.layout import PANEL
from spielesammlung.ui.i18n import Languages
from tests.ui import layout_check
from tests.ui.keyboard_util import own_window, start_game

NAMES = tuple(f"Player {n}" for n in range(1, 6))
LONG = ("Bartholomäus", "David", "Emil")


def _anna_draws() -> Session:
    """Five players, 12 random actions and more until the human at seat 0 is on turn."""
    rules = registry.entry("checkpoint-charlie").rules()
    seats = [Seat()] + [Seat(COMPUTER, "easy")] * 4
    session = Session("checkpoint-charlie", rules, Setup(NAMES, {}), 3, seats)
    rng = random.Random(3)
    done = 0
    while rules.result(session.state) is None and (
        done < 12 or 0 not in rules.to_act(session.state).players
    ):
        player = min(rules.to_act(session.state).players)
        session.act(player, rng.choice(list(rules.legal_actions(session.state, player))))
        done += 1
    return session


@pytest.mark.parametrize("factor", ["1.5", "2"])
def test_the_header_keeps_its_words_apart_in_a_small_window(qapp, tmp_path, factor) -> None:
    with own_window("de", tmp_path, factor) as window:
        window.resize(1024, 600)
        window.menus.act_pause.setChecked(True)
        window.start_session(_anna_draws(), window.autosaves.new_path("checkpoint-charlie"))
        for _ in range(3):
            QApplication.processEvents()
        board = window.controller.board  # type: ignore[union-attr]
        assert board.can_draw()  # the prompt with its button: "Karte ziehen"
        found = layout_check.board_problems(window.game_page.view)
        assert not found, "\n".join(found)


def _three_with_open_clues(window) -> None:  # type: ignore[no-untyped-def]
    """Three players with long names in round 5, two clue tiles tossed open (sunglasses and
    hat: "Sonnenbrille" beside "Hut" ran into each other at 1x)."""
    seats = [Seat()] + [Seat(COMPUTER, "easy")] * 2
    start_game(window, "checkpoint-charlie", seats, moves=50, names=LONG)
    for _ in range(3):
        QApplication.processEvents()


def header_texts(view) -> list[tuple[str, QRectF]]:  # type: ignore[no-untyped-def]
    """The words of the checkpoint (above the rows) and where their letters are."""
    return [(w, r) for _s, w, r in layout_check.board_texts(view) if r.bottom() < PANEL.bottom()]


def header_labels(view) -> list[str]:  # type: ignore[no-untyped-def]
    """The labels of the checkpoint (not the names the cards paint themselves)."""
    return [
        item.toPlainText() if isinstance(item, QGraphicsTextItem) else item.text()
        for item in view.scene().items()
        if isinstance(item, (QGraphicsTextItem, QGraphicsSimpleTextItem))
        and item.isVisible()
        and item.sceneBoundingRect().top() < PANEL.bottom()
    ]


def overflowing_blocks(view) -> list[str]:  # type: ignore[no-untyped-def]
    """Wrapped texts of the checkpoint with a word wider than their column."""
    return [
        item.toPlainText()
        for item in view.scene().items()
        if isinstance(item, QGraphicsTextItem)
        and item.isVisible()
        and item.textWidth() > 0
        and item.sceneBoundingRect().top() < PANEL.bottom()
        and item.document().idealWidth() > item.textWidth() + 0.5
    ]


@pytest.mark.parametrize(
    ("language", "factor", "size"),
    [
        (language, factor, size)
        for language in ("de", "en")
        for factor in ("1", "1.5", "2")
        for size in ((1024, 600), (1920, 1080))
        if language == "de" or factor != "1.5"
    ],
)
def test_the_open_clues_captions_keep_apart_and_whole(
    qapp, tmp_path, language, factor, size
) -> None:
    with own_window(language, tmp_path, factor) as window:
        window.resize(*size)
        window.menus.act_pause.setChecked(True)
        _three_with_open_clues(window)
        board = window.controller.board  # type: ignore[union-attr]
        assert len(board.view.open_tiles) == 2
        view = window.game_page.view
        found = layout_check.board_problems(view)
        assert not found, "\n".join(found)
        assert not overflowing_blocks(view)
        tiles = [tile.sceneBoundingRect() for tile in board.table.open_tiles]
        captions = [
            rect
            for words, rect in header_texts(view)
            if any(abs(rect.center().x() - tile.center().x()) < 6 for tile in tiles)
            and rect.top() > tiles[0].center().y()
        ]
        assert len(captions) == 2
        assert not captions[0].intersects(captions[1])
        cut = [words for words in header_labels(view) if "…" in words]
        assert not cut, "cut short"


def test_long_german_words_break_where_the_catalogue_says(qapp) -> None:
    languages = Languages()
    languages.switch("de")
    try:
        assert breakable("keine Sonnenbrille") == "keine Sonnen\u00adbrille"
        assert breakable("Trenchcoat") == "Trench\u00adcoat"
        assert breakable("Hut") == "Hut"
    finally:
        languages.switch("en")
    assert breakable("no sunglasses") == "no sun\u00adglasses"


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("factor", ["1", "1.5", "2"])
def test_the_win_line_reads_whole(qapp, tmp_path, players, factor) -> None:
    """The header's win line is not cut short: three winners (a tie at seed 3 with five
    players) or one of a very long name (three players)."""
    with own_window("de", tmp_path, factor) as window:
        window.resize(1024, 600)
        seats = [Seat()] + [Seat(COMPUTER, "easy")] * (players - 1)
        names = ("Bartholomäus", "Maximiliane", "Friederike", "Konstantin", "Emil")
        if players == 3:
            names = ("Bartholomäus", "Maximiliane", "Friederike-Charlotte von Hohenzollern")
        start_game(window, "checkpoint-charlie", seats, moves=400, names=names[:players])
        for _ in range(3):
            QApplication.processEvents()
        board = window.controller.board  # type: ignore[union-attr]
        assert board.view.over
        lines = [words for words in header_labels(window.game_page.view) if "Sieg:" in words]
        assert len(lines) == 1
        assert lines[0].count("&") == (2 if players == 5 else 0)
        assert "…" not in lines[0]
        found = layout_check.board_problems(window.game_page.view)
        assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("language", "factor", "size"),
    [("de", "2", (1024, 600)), ("en", "2", (1024, 600)), ("de", "1.5", (1024, 600))]
    + [("de", "1", (1024, 600)), ("de", "2", (1920, 1080))],
)
def test_every_clue_tile_in_the_rows_has_its_whole_caption(
    qapp, tmp_path, language, factor, size
) -> None:
    """Five players: beside each player's clue tile its caption in words (not only in the
    tooltip, not cut short), and the points stay readable too; the last round's result
    shown over the rows still has its room."""
    with own_window(language, tmp_path, factor) as window:
        window.resize(*size)
        window.menus.act_pause.setChecked(True)
        seats = [Seat()] + [Seat(COMPUTER, "easy")] * 4
        names = ("Bartholomäus", "Maximiliane", "Friederike", "Konstantin", "Emil")
        start_game(window, "checkpoint-charlie", seats, moves=30, names=names)
        for _ in range(3):
            QApplication.processEvents()
        board = window.controller.board  # type: ignore[union-attr]
        view = window.game_page.view
        labels = [
            item.toPlainText() if isinstance(item, QGraphicsTextItem) else item.text()
            for item in view.scene().items()
            if isinstance(item, (QGraphicsTextItem, QGraphicsSimpleTextItem)) and item.isVisible()
        ]
        for player, pv in enumerate(board.view.players):
            caption, _tip = board.texts.tile(player, pv)
            assert caption in labels, f"{names[player]}: {caption!r} not shown whole"
            if pv.score is not None and pv.chips:
                assert board.texts.points(pv.score) in labels
        found = layout_check.board_problems(view)
        assert not found, "\n".join(found)
        board.toggle_last()  # the last round's result over the rows keeps its width
        QApplication.processEvents()
        assert board.results_shown(board.view)
        found = layout_check.board_problems(view)
        assert not found, "\n".join(found)


def test_whose_view_short_of_room_keeps_its_heading_whole(qapp) -> None:
    words = "Spielende: alle Hinweise und Chips sind offen"
    one_line = header.text_height("Spielende", 14, 200) + 1
    assert header.fit_heading(words, 14, 200, one_line) == "Spielende"
    assert header.fit_heading(words, 14, 200, 10 * one_line) == words
    view = "Ansicht von Anna – alle anderen bitte wegsehen"
    assert header.fit_heading(view, 14, 200, one_line) == "Ansicht von Anna"
