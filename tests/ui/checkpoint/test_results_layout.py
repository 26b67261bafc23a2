"""Checkpoint Charlie's results over the table at the largest text size (issue 25): the five
clues' captions (trait and owner) keep apart, the final table's columns hold their words, and
nothing of it runs past the overlay; every player's accusation has its whole line (nothing cut
short with "…"), and every chip, in the final table and in the rows, shows its value in words
of 11 px or more."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from spielesammlung.core.seats import COMPUTER, Seat
from spielesammlung.ui.checkpoint.art import ChipItem
from tests.ui import layout_check
from tests.ui.keyboard_util import own_window, start_game

NAMES = ("Anna", "Bert", "Clara", "David", "Emil")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_final_results_keep_their_words_apart_at_twice_the_text_size(
    qapp, tmp_path, size
) -> None:
    with own_window("de", tmp_path, "2") as window:
        window.resize(*size)
        seats = [Seat()] + [Seat(COMPUTER, "easy")] * 4
        session = start_game(window, "checkpoint-charlie", seats, moves=400, names=NAMES)
        assert session.result is not None
        for _ in range(3):
            QApplication.processEvents()
        board = window.controller.board  # type: ignore[union-attr]
        assert board.results_shown(board.view)
        view = window.game_page.view
        area = board.table.layout.results(final=True)
        texts = layout_check.board_texts(view)
        captions = [rect.adjusted(-2, -2, 2, 2) for _s, words, rect in texts if "\n" in words]
        assert len(captions) == 5  # trait and owner of each clue
        touching = [
            (a, b) for i, a in enumerate(captions) for b in captions[i + 1 :] if a.intersects(b)
        ]
        assert not touching
        inside = [(words, rect) for _s, words, rect in texts if area.contains(rect.center())]
        accusations = [words for words, _rect in inside if "beschuldigte" in words]
        assert len(accusations) == 5  # who accused whom, and the chip each got
        cut = [words for words, _rect in inside if "…" in words]
        assert not cut, "cut short"
        accused = [words for words in accusations if "niemanden" not in words]
        assert all("(" in words for words in accused), accused
        assert_chips_show_values(view, texts, area, True)
        past = [words for words, rect in inside if not area.contains(rect)]
        assert not past, "runs past the results"
        overlaps = [
            (a, b)
            for i, (a, first) in enumerate(inside)
            for b, second in inside[i + 1 :]
            if first.intersected(second).width() > 1 and first.intersected(second).height() > 1
        ]
        assert not overlaps
        board.toggle_results()  # the table under the results: each row keeps its chips
        QApplication.processEvents()
        layout = board.table.layout
        bands = [layout.band(player) for player in range(5)]
        chips = [
            item.sceneBoundingRect()
            for item in view.scene().items()
            if isinstance(item, ChipItem)
            and item.isVisible()
            and item.sceneBoundingRect().left() < layout.pile_x
        ]
        assert chips
        assert_chips_show_values(
            view, layout_check.board_texts(view), layout.band(0).united(layout.band(4)), False
        )
        astray = [rect for rect in chips if not any(band.contains(rect) for band in bands)]
        assert not astray, "chips reach into another player's row"


def assert_chips_show_values(view, texts, area, over: bool) -> None:  # type: ignore[no-untyped-def]
    """Every chip in `area` (of the results `over` the table, or of the table) whose value is
    known shows it, 11 px or larger, on the chip."""
    chips = [
        item
        for item in view.scene().items()
        if isinstance(item, ChipItem)
        and item.isVisible()
        and item.chip.value is not None
        and (item.zValue() > 60) == over
        and area.contains(item.sceneBoundingRect())
    ]
    assert chips
    for chip in chips:
        value = chip.chip.value
        words = f"{value:+d}" if value < 0 else str(value)
        rect = chip.sceneBoundingRect()
        shown = [size for size, said, where in texts if said == words and rect.intersects(where)]
        assert shown, f"the chip worth {words} does not show its value"
        assert max(shown) >= 11 - 0.01, f"the value {words} is {max(shown):.1f} px"


def test_a_low_row_shows_the_points_clue_and_chips_apart(qapp, tmp_path) -> None:
    """Five players at 1024x600 after a scored round: the own row's "Points", its clue's caption
    and its chips keep apart, and the caption is whole (the block widens for them)."""
    with own_window("de", tmp_path) as window:
        window.resize(1024, 600)
        seats = [Seat()] + [Seat(COMPUTER, "easy")] * 4
        names = ("Annabella", "Bertholdina", "Clara-Sophie", "Dagobert", "Emilia")
        session = start_game(window, "checkpoint-charlie", seats, seed=3, moves=45, names=names)
        own = session.game.view_for(session.state, 0).players[0]
        assert own.score is not None and own.chips  # a round was scored
        for _ in range(3):
            QApplication.processEvents()
        view = window.game_page.view
        band = window.controller.board.table.layout.band(0)  # type: ignore[union-attr]
        texts = [(words, rect) for _s, words, rect in layout_check.board_texts(view)]
        mine = [(words, rect) for words, rect in texts if band.contains(rect.center())]
        points = [rect for words, rect in mine if words.startswith("Punkte")]
        caption = [words for words, _rect in mine if words.startswith("Hinweis")]
        assert caption == ["Hinweis: Sonnenbrille"] and len(points) == 1
        chips = [
            item.sceneBoundingRect()
            for item in view.scene().items()
            if isinstance(item, ChipItem) and item.isVisible() and band.contains(item.pos())
        ]
        assert chips and not any(chip.intersects(points[0]) for chip in chips)
