"""Geheime Mission's side panel gives its width back to the board (issue 25): after a larger
text size it is as narrow again as its words want."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from spielesammlung.ui import text_size
from spielesammlung.ui.game_page import BoardSplitter
from spielesammlung.ui.geheime_mission.panel import MissionPanel
from tests.ui.keyboard_util import own_window, start_game


def _side_width(window) -> int:  # type: ignore[no-untyped-def]
    for _ in range(4):
        QApplication.processEvents()
    return window.game_page.findChild(BoardSplitter).sizes()[1]


@pytest.mark.parametrize("first", ["2", "1.5"])
def test_the_side_narrows_again_at_a_smaller_text_size(qapp, tmp_path, first) -> None:
    # the game begins large: the splitter's first sizes are wide
    with own_window("de", tmp_path, first) as window:
        window.resize(1024, 600)
        start_game(window, "geheime-mission")
        wide = _side_width(window)
        panel = window.findChild(MissionPanel)
        assert panel.show_button.font().pointSizeF() == pytest.approx(
            QApplication.font().pointSizeF()
        )
        text_size.apply("1")
        narrow = _side_width(window)
        assert panel.show_button.font().pointSizeF() == pytest.approx(
            QApplication.font().pointSizeF()
        ), "the button under the panel's style sheet keeps the large font"
        assert narrow < wide
        side = window.game_page.findChild(BoardSplitter).side
        assert narrow <= side.sizeHint().width()
        text_size.apply(first)
        assert _side_width(window) == wide
